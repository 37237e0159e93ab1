/**
 * Flat illustrations for the sample catalogue: 800×600 SVG on a light background, no text (the
 * server's text rendering is unreliable) and no external references. A few parameterised shapes —
 * pipes, fittings, tins, bottles, switch plates, breakers, lamps, screens, racks, buildings — are
 * composed per product, so every picture differs while all of them share one style. The company's
 * blue and orange are the accents.
 */

export const brandBlue = '#0b4f8a';
export const brandOrange = '#f28c28';

type Attrs = Record<string, string | number | undefined>;
type Pt = { x: number; y: number };
type Box = { x: number; y: number; width: number; height: number };

// ---------------------------------------------------------------------------------------------
// SVG writing

function fmt(value: number): string {
  return String(Math.round(value * 10) / 10);
}

/** Path data: numbers are rounded, everything is joined with spaces. */
function d(...parts: (string | number)[]): string {
  return parts.map((part) => (typeof part === 'number' ? fmt(part) : part)).join(' ');
}

function el(name: string, attrs: Attrs, children = ''): string {
  const list = Object.entries(attrs)
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
    .map(([key, value]) => ` ${key}="${typeof value === 'number' ? fmt(value) : value}"`)
    .join('');
  return children === '' ? `<${name}${list}/>` : `<${name}${list}>${children}</${name}>`;
}

function rect(x: number, y: number, width: number, height: number, fill: string, extra: Attrs = {}): string {
  return el('rect', { x, y, width, height, fill, ...extra });
}

function circle(cx: number, cy: number, r: number, fill: string, extra: Attrs = {}): string {
  return el('circle', { cx, cy, r, fill, ...extra });
}

function ellipse(cx: number, cy: number, rx: number, ry: number, fill: string, extra: Attrs = {}): string {
  return el('ellipse', { cx, cy, rx, ry, fill, ...extra });
}

function path(data: string, fill: string, extra: Attrs = {}): string {
  return el('path', { d: data, fill, ...extra });
}

function stroke(data: string, colour: string, width: number, extra: Attrs = {}): string {
  return el('path', {
    d: data,
    fill: 'none',
    stroke: colour,
    'stroke-width': width,
    'stroke-linecap': 'round',
    'stroke-linejoin': 'round',
    ...extra,
  });
}

function polygon(points: readonly Pt[], fill: string, extra: Attrs = {}): string {
  return el('polygon', { points: points.map((p) => `${fmt(p.x)},${fmt(p.y)}`).join(' '), fill, ...extra });
}

function group(transform: string, children: string): string {
  return el('g', { transform }, children);
}

/** Places content drawn inside `box` centred in `area`, shrinking it when it does not fit. */
function fitInto(content: string, box: Box, area: Box): string {
  const scale = Math.min(1, area.width / box.width, area.height / box.height);
  const x = area.x + (area.width - box.width * scale) / 2 - box.x * scale;
  const y = area.y + (area.height - box.height * scale) / 2 - box.y * scale;
  return group(`translate(${fmt(x)} ${fmt(y)}) scale(${Math.round(scale * 1000) / 1000})`, content);
}

function place(x: number, y: number, scale: number, content: string, rotate = 0): string {
  const turn = rotate === 0 ? '' : ` rotate(${fmt(rotate)})`;
  return group(`translate(${fmt(x)} ${fmt(y)})${turn} scale(${fmt(scale)})`, content);
}

// ---------------------------------------------------------------------------------------------
// The frame every picture shares

export type Backdrop = 'blue' | 'orange' | 'green' | 'grey' | 'sand' | 'purple';

const backdrops: Record<Backdrop, string> = {
  blue: '#e3edf8',
  orange: '#fdecd9',
  green: '#e1f1e5',
  grey: '#e8ecf1',
  sand: '#f4ecdc',
  purple: '#ece6f5',
};

function dotGrid(x: number, y: number, colour: string): string {
  let dots = '';
  for (let row = 0; row < 4; row += 1) {
    for (let col = 0; col < 5; col += 1) dots += circle(x + col * 16, y + row * 16, 3, colour);
  }
  return el('g', { opacity: 0.35 }, dots);
}

function frame(content: string, backdrop: Backdrop, floor = true): string {
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600" viewBox="0 0 800 600">',
    rect(0, 0, 800, 600, '#f7f9fc'),
    circle(400, 280, 240, backdrops[backdrop]),
    dotGrid(40, 36, brandBlue),
    stroke(d('M', 700, 40, 'A', 60, 60, 0, 0, 1, 760, 100), brandOrange, 6, { opacity: 0.7 }),
    floor ? ellipse(400, 512, 290, 20, '#0b2440', { opacity: 0.07 }) : '',
    content,
    rect(0, 560, 800, 6, brandOrange),
    rect(0, 566, 800, 34, brandBlue),
    '</svg>',
  ].join('');
}

const work: Box = { x: 70, y: 60, width: 660, height: 450 };

// ---------------------------------------------------------------------------------------------
// Pipes: oblique view, open cut faces towards the viewer, bodies running back to the upper right

/** The colours of one pipe material: body, highlight, shade, cut face (the wall), bore, deep bore. */
export type Palette = { body: string; light: string; dark: string; face: string; bore: string; deep: string };

export const palettes = {
  upvcGrey: {
    body: '#8e98a3',
    light: '#b7bfc8',
    dark: '#6e7883',
    face: '#cdd3da',
    bore: '#4f5761',
    deep: '#3a4149',
  },
  upvcWhite: {
    body: '#e3e7eb',
    light: '#f9fafb',
    dark: '#c2c9d0',
    face: '#ffffff',
    bore: '#a4adb6',
    deep: '#869099',
  },
  cpvc: {
    body: '#e3cd98',
    light: '#f2e5c0',
    dark: '#c5ac72',
    face: '#f8efd6',
    bore: '#9c8655',
    deep: '#7b6841',
  },
  cpvcIndustrial: {
    body: '#cbb994',
    light: '#e0d3b6',
    dark: '#a99672',
    face: '#eee5d2',
    bore: '#7f705a',
    deep: '#645745',
  },
  pprGreen: {
    body: '#3f9b58',
    light: '#6cbf80',
    dark: '#2d7a42',
    face: '#9ad8aa',
    bore: '#23603a',
    deep: '#19482b',
  },
  pprWhite: {
    body: '#e6e9e6',
    light: '#ffffff',
    dark: '#bcc4bc',
    face: '#ffffff',
    bore: '#a8b0a8',
    deep: '#8a938a',
  },
  orange: {
    body: '#e2752a',
    light: '#f4a261',
    dark: '#b95a1b',
    face: '#f8c597',
    bore: '#8c4413',
    deep: '#6c330d',
  },
} as const satisfies Record<string, Palette>;

const slope = (27 * Math.PI) / 180;
/** Towards the back of the picture. */
const along: Pt = { x: Math.cos(slope), y: -Math.sin(slope) };
/** Across a pipe, from its upper-left edge to its lower-right edge. */
const across: Pt = { x: Math.sin(slope), y: Math.cos(slope) };

function offset(point: Pt, direction: Pt, distance: number): Pt {
  return { x: point.x + direction.x * distance, y: point.y + direction.y * distance };
}

/** A lengthwise band of a pipe between two offsets across it (−r…r is the whole body). */
function pipeBand(centre: Pt, r: number, length: number, from: number, to: number, fill: string): string {
  const a = offset(centre, across, from);
  const b = offset(centre, across, to);
  const bEnd = offset(b, along, length + Math.sqrt(Math.max(0, r * r - to * to)));
  const aEnd = offset(a, along, length + Math.sqrt(Math.max(0, r * r - from * from)));
  return path(
    d('M', a.x, a.y, 'L', b.x, b.y, 'L', bEnd.x, bEnd.y, 'A', r, r, 0, 0, 0, aEnd.x, aEnd.y, 'Z'),
    fill,
  );
}

function pipeBody(centre: Pt, r: number, length: number, palette: Palette, stripe?: string): string {
  return [
    pipeBand(centre, r, length, -r, r, palette.body),
    pipeBand(centre, r, length, -0.84 * r, -0.5 * r, palette.light),
    pipeBand(centre, r, length, 0.55 * r, r, palette.dark),
    stripe ? pipeBand(centre, r, length, -0.22 * r, -0.08 * r, stripe) : '',
  ].join('');
}

/** The cut face: the wall as a ring, the bore, and the darker inside further back. */
function pipeFace(centre: Pt, r: number, wall: number, palette: Palette, layer?: string): string {
  const inner = r - wall;
  const deep = offset(centre, along, inner * 0.22);
  return [
    circle(centre.x, centre.y, r, palette.face, { stroke: palette.dark, 'stroke-width': 1.5 }),
    layer
      ? circle(centre.x, centre.y, r - wall * 0.3, layer) +
        circle(centre.x, centre.y, r - wall * 0.7, palette.face)
      : '',
    circle(centre.x, centre.y, inner, palette.bore),
    circle(deep.x, deep.y, inner * 0.72, palette.deep),
  ].join('');
}

/** A rubber-ring socket on the near end (sewer pipes). */
function socketFace(centre: Pt, r: number, palette: Palette): string {
  return [
    circle(centre.x, centre.y, r, palette.face, { stroke: palette.dark, 'stroke-width': 1.5 }),
    circle(centre.x, centre.y, r * 0.9, '#2f3338'),
    circle(centre.x, centre.y, r * 0.8, palette.bore),
    circle(centre.x + along.x * r * 0.18, centre.y + along.y * r * 0.18, r * 0.58, palette.deep),
  ].join('');
}

export type PipeStack = {
  palette: Palette;
  /** Pipes per row, bottom row first (a pyramid such as [3, 2, 1]). */
  rows: readonly number[];
  radius: number;
  length: number;
  /** Wall thickness, drawn to scale with the radius. */
  wall: number;
  /** A lengthwise print stripe (PPR). */
  stripe?: string;
  /** A bell socket with a rubber ring on the near end (sewer pipes). */
  socketed?: boolean;
  /** The colour of a middle layer seen in the cut face (composite pipes). */
  layer?: string;
};

function pipeStack(stack: PipeStack): { svg: string; box: Box } {
  const { radius: r, length, palette } = stack;
  const socketR = r * 1.15;
  const outer = stack.socketed ? socketR : r;
  const spacing = outer * 2 + 3;
  const centres: Pt[] = [];
  stack.rows.forEach((count, row) => {
    for (let i = 0; i < count; i += 1) {
      centres.push({ x: (row * spacing) / 2 + i * spacing, y: (-row * spacing * Math.sqrt(3)) / 2 });
    }
  });
  // Pipes further along the viewing slope are nearer the viewer, so they are drawn later.
  centres.sort((a, b) => a.x * along.x + a.y * along.y - (b.x * along.x + b.y * along.y));
  const bodies = centres.map((c) => pipeBody(c, r, length, palette, stack.stripe)).join('');
  const sockets = stack.socketed ? centres.map((c) => pipeBody(c, socketR, r * 0.9, palette)).join('') : '';
  const faces = centres
    .map((c) =>
      stack.socketed ? socketFace(c, socketR, palette) : pipeFace(c, r, stack.wall, palette, stack.layer),
    )
    .join('');
  const xs = centres.map((c) => c.x);
  const ys = centres.map((c) => c.y);
  const minX = Math.min(...xs) - outer;
  const maxX = Math.max(...xs) + r + length * along.x + r;
  const minY = Math.min(...ys) - r + length * along.y - r * 0.6;
  const maxY = Math.max(...ys) + outer;
  return {
    svg: bodies + sockets + faces,
    box: { x: minX, y: minY, width: maxX - minX, height: maxY - minY },
  };
}

// ---------------------------------------------------------------------------------------------
// Fittings: front views with a hint of depth at the open ends

function cylinderH(x1: number, x2: number, cy: number, dia: number, palette: Palette, open: boolean): string {
  const rx = dia * 0.17;
  const ry = dia / 2;
  const wall = dia * 0.1;
  return [
    ellipse(x2, cy, rx, ry, palette.body),
    rect(x1, cy - ry, x2 - x1, dia, palette.body),
    rect(x1, cy - dia * 0.38, x2 - x1, dia * 0.14, palette.light),
    rect(x1, cy + dia * 0.26, x2 - x1, dia * 0.2, palette.dark),
    open
      ? ellipse(x1, cy, rx, ry, palette.face, { stroke: palette.dark, 'stroke-width': 1.5 }) +
        ellipse(x1, cy, rx * 0.7, ry - wall, palette.bore) +
        ellipse(x1 + rx * 0.12, cy, rx * 0.45, (ry - wall) * 0.78, palette.deep)
      : '',
  ].join('');
}

function cylinderV(cx: number, y1: number, y2: number, dia: number, palette: Palette, open: boolean): string {
  const rx = dia / 2;
  const ry = dia * 0.17;
  const wall = dia * 0.1;
  return [
    ellipse(cx, y2, rx, ry, palette.body),
    rect(cx - rx, y1, dia, y2 - y1, palette.body),
    rect(cx - dia * 0.38, y1, dia * 0.14, y2 - y1, palette.light),
    rect(cx + dia * 0.26, y1, dia * 0.2, y2 - y1, palette.dark),
    open
      ? ellipse(cx, y1, rx, ry, palette.face, { stroke: palette.dark, 'stroke-width': 1.5 }) +
        ellipse(cx, y1, rx - wall, ry * 0.7, palette.bore) +
        ellipse(cx, y1 + ry * 0.12, (rx - wall) * 0.78, ry * 0.45, palette.deep)
      : '',
  ].join('');
}

/** A 90° elbow around (0, 0): a socket entering from the left, bending up into a socket on top. */
function elbow(dia: number, palette: Palette): { svg: string; box: Box } {
  const bend = dia * 1.1;
  const hub = dia * 1.24;
  const sock = dia * 0.75;
  const arc = (radius: number) => d('M', 0, radius, 'A', radius, radius, 0, 0, 0, radius, 0);
  const svg = [
    stroke(arc(bend), palette.body, dia, { 'stroke-linecap': 'butt' }),
    stroke(arc(bend - dia * 0.31), palette.light, dia * 0.14, { 'stroke-linecap': 'butt' }),
    stroke(arc(bend + dia * 0.36), palette.dark, dia * 0.2, { 'stroke-linecap': 'butt' }),
    cylinderH(-sock, 2, bend, hub, palette, true),
    cylinderV(bend, -sock, 2, hub, palette, true),
  ].join('');
  return {
    svg,
    box: {
      x: -sock - hub * 0.2,
      y: -sock - hub * 0.2,
      width: sock + bend + hub * 0.9,
      height: sock + bend + hub * 0.75,
    },
  };
}

/** An equal tee centred on (0, 0): run left–right, branch up. */
function tee(dia: number, palette: Palette): { svg: string; box: Box } {
  const half = dia * 1.05;
  const hub = dia * 1.24;
  const sock = dia * 0.75;
  const svg = [
    cylinderV(0, -half, 0, dia, palette, false),
    cylinderH(-half, half, 0, dia, palette, false),
    cylinderH(half, half + sock, 0, hub, palette, false),
    cylinderH(-half - sock, -half, 0, hub, palette, true),
    cylinderV(0, -half - sock, -half, hub, palette, true),
  ].join('');
  const reach = half + sock + hub * 0.2;
  return { svg, box: { x: -reach, y: -reach, width: reach * 2, height: reach + hub * 0.7 } };
}

/** A coupling with a short length of pipe pushed into its right-hand socket. */
function coupler(dia: number, palette: Palette, pipe: Palette): { svg: string; box: Box } {
  const hub = dia * 1.24;
  const svg = [
    cylinderH(dia * 0.9, dia * 2.6, 0, dia, pipe, false),
    cylinderH(-dia * 0.9, dia * 0.9, 0, hub, palette, true),
    rect(-dia * 0.05, -hub / 2, dia * 0.1, hub, palette.dark, { opacity: 0.5 }),
  ].join('');
  return { svg, box: { x: -dia * 1.1, y: -hub * 0.6, width: dia * 3.9, height: hub * 1.2 } };
}

export type FittingKind = 'elbow' | 'tee' | 'coupler';

function fitting(kind: FittingKind, dia: number, palette: Palette) {
  if (kind === 'elbow') return elbow(dia, palette);
  if (kind === 'tee') return tee(dia, palette);
  return coupler(dia, palette, palette);
}

/** Straight lengths stacked as a pyramid, optionally with one fitting in front. */
export function pipesArt(options: PipeStack & { backdrop: Backdrop; fitting?: FittingKind }): string {
  const stack = pipeStack(options);
  if (!options.fitting) return frame(fitInto(stack.svg, stack.box, work), options.backdrop);
  const piece = fitting(options.fitting, options.radius * 1.6, options.palette);
  const pieceSize = 190 / Math.max(piece.box.width, piece.box.height);
  const pieceSvg = place(
    610 - (piece.box.x + piece.box.width / 2) * pieceSize,
    420 - (piece.box.y + piece.box.height / 2) * pieceSize,
    pieceSize,
    piece.svg,
  );
  return frame(
    fitInto(stack.svg, stack.box, { x: 60, y: 60, width: 540, height: 450 }) + pieceSvg,
    options.backdrop,
  );
}

/** A spread of fittings: the first one large on the left, the rest smaller on the right. */
export function fittingsArt(options: {
  palette: Palette;
  kinds: readonly FittingKind[];
  backdrop: Backdrop;
}): string {
  const slots: Box[] = [
    { x: 80, y: 110, width: 330, height: 360 },
    { x: 430, y: 80, width: 270, height: 200 },
    { x: 430, y: 300, width: 270, height: 200 },
  ];
  const parts = options.kinds.slice(0, 3).map((kind, index) => {
    const piece = fitting(kind, 100, options.palette);
    const slot = slots[index] ?? slots[0];
    return slot ? fitInto(piece.svg, piece.box, slot) : '';
  });
  return frame(parts.join(''), options.backdrop);
}

// ---------------------------------------------------------------------------------------------
// Solvent cement tins, brushes and cleaner bottles

const metal = { body: '#c5ccd4', light: '#e7ebef', dark: '#9ba4ae' };

/** A round tin standing on (0, 0): metal body, a wrap-around label, a lid with a brush cap. */
function tin(width: number, height: number, label: string, accent: string): string {
  const rx = width / 2;
  const ry = width * 0.13;
  const top = -height;
  const band = (y1: number, y2: number, fill: string) =>
    path(
      d('M', -rx, y1, 'A', rx, ry, 0, 0, 0, rx, y1, 'L', rx, y2, 'A', rx, ry, 0, 0, 1, -rx, y2, 'Z'),
      fill,
    );
  return [
    ellipse(0, 0, rx, ry, metal.dark),
    rect(-rx, top, width, height, metal.body),
    band(top + height * 0.16, top + height * 0.86, label),
    band(top + height * 0.3, top + height * 0.36, '#ffffff'),
    band(top + height * 0.72, top + height * 0.78, accent),
    circle(0, top + height * 0.54, width * 0.13, 'none', {
      stroke: '#ffffff',
      'stroke-width': width * 0.045,
    }),
    circle(0, top + height * 0.54, width * 0.05, '#ffffff'),
    rect(-rx * 0.78, top, width * 0.1, height, '#ffffff', { opacity: 0.28 }),
    rect(rx * 0.5, top, width * 0.25, height, '#0b2440', { opacity: 0.1 }),
    ellipse(0, top, rx, ry, metal.light, { stroke: metal.dark, 'stroke-width': 2 }),
    ellipse(0, top, rx * 0.84, ry * 0.8, metal.body),
    // The cap that carries the brush inside.
    rect(-rx * 0.26, top - height * 0.13, rx * 0.52, height * 0.13, '#2f3a46'),
    ellipse(0, top - height * 0.13, rx * 0.26, ry * 0.3, '#4b5866'),
  ].join('');
}

/** A brush lying at an angle, its tip wet with cement of the given colour. */
function brush(handle: string, cement: string): string {
  return group(
    'rotate(-18)',
    [
      rect(0, -11, 150, 22, handle, { rx: 11 }),
      circle(18, 0, 4, '#ffffff', { opacity: 0.6 }),
      rect(150, -14, 34, 28, metal.body),
      rect(150, -14, 34, 8, metal.light),
      path(d('M', 184, -16, 'L', 236, -20, 'L', 236, 20, 'L', 184, 16, 'Z'), '#d9b77e'),
      path(d('M', 214, -18, 'L', 236, -20, 'L', 236, 20, 'L', 214, 18, 'Z'), cement),
    ].join(''),
  );
}

export function cementArt(options: {
  label: string;
  accent: string;
  cement: string;
  pipe: Palette;
  backdrop: Backdrop;
  /** Heavier products come in a wider tin. */
  wide?: boolean;
  /** A smaller second tin of the same product behind the first. */
  pair?: boolean;
}): string {
  const width = options.wide ? 230 : 190;
  const height = options.wide ? 250 : 270;
  const pipePiece = coupler(96, options.pipe, options.pipe);
  return frame(
    [
      options.pair ? place(250, 430, 0.62, tin(width, height, options.label, options.accent)) : '',
      place(options.pair ? 355 : 320, 505, 1, tin(width, height, options.label, options.accent)),
      fitInto(pipePiece.svg, pipePiece.box, { x: 500, y: 330, width: 240, height: 150 }),
      place(470, 300, 0.95, brush(brandBlue, options.cement)),
    ].join(''),
    options.backdrop,
  );
}

/** A plastic bottle of cleaner standing on (0, 0), with the liquid showing through. */
function bottle(width: number, height: number, cap: string, label: string): string {
  const w = width / 2;
  const shoulder = -height * 0.7;
  const neck = width * 0.2;
  const outline = d(
    'M',
    -w,
    -12,
    'Q',
    -w,
    0,
    -w + 12,
    0,
    'L',
    w - 12,
    0,
    'Q',
    w,
    0,
    w,
    -12,
    'L',
    w,
    shoulder,
    'Q',
    w,
    -height * 0.82,
    neck,
    -height * 0.86,
    'L',
    neck,
    -height * 0.92,
    'L',
    -neck,
    -height * 0.92,
    'L',
    -neck,
    -height * 0.86,
    'Q',
    -w,
    -height * 0.82,
    -w,
    shoulder,
    'Z',
  );
  return [
    path(outline, '#e6eff7', { stroke: '#b8c7d6', 'stroke-width': 3 }),
    path(
      d(
        'M',
        -w + 4,
        -height * 0.56,
        'L',
        w - 4,
        -height * 0.56,
        'L',
        w - 4,
        -12,
        'Q',
        w - 4,
        -4,
        w - 14,
        -4,
      ) + d('L', -w + 14, -4, 'Q', -w + 4, -4, -w + 4, -12, 'Z'),
      '#9fd0ee',
      { opacity: 0.75 },
    ),
    rect(-w, -height * 0.5, width, height * 0.34, label),
    rect(-w, -height * 0.46, width, height * 0.04, '#ffffff'),
    rect(-w * 0.5, -height * 0.37, width * 0.5, height * 0.12, '#ffffff', { rx: 6, opacity: 0.9 }),
    rect(-w * 0.5 + 10, -height * 0.34, width * 0.5 - 20, height * 0.06, label, { rx: 3 }),
    rect(-w * 0.8, -height * 0.68, width * 0.08, height * 0.6, '#ffffff', { opacity: 0.5, rx: 4 }),
    rect(-neck - 6, -height, (neck + 6) * 2, height * 0.1, cap, { rx: 6 }),
    rect(-neck - 6, -height * 0.93, (neck + 6) * 2, height * 0.02, '#0b2440', { opacity: 0.2 }),
  ].join('');
}

export function cleanerArt(options: {
  cap: string;
  label: string;
  pipe: Palette;
  backdrop: Backdrop;
}): string {
  const piece = elbow(90, options.pipe);
  return frame(
    [
      place(220, 505, 0.55, bottle(200, 360, options.cap, options.label)),
      place(350, 505, 1, bottle(200, 360, options.cap, options.label)),
      fitInto(piece.svg, piece.box, { x: 490, y: 260, width: 230, height: 230 }),
    ].join(''),
    options.backdrop,
  );
}

// ---------------------------------------------------------------------------------------------
// Electrical: switch plates, circuit breakers, lamps

const plastic = { white: '#fdfdfd', edge: '#d7dee6', shade: '#eef1f4' };

function rocker(x: number, y: number, width: number, height: number, light?: string): string {
  return [
    rect(x, y, width, height, '#ffffff', { rx: 10, stroke: plastic.edge, 'stroke-width': 2 }),
    rect(x + 3, y + height / 2, width - 6, height / 2 - 3, plastic.shade, { rx: 8 }),
    light ? rect(x + width / 2 - 14, y + height * 0.16, 28, 7, light, { rx: 3.5 }) : '',
  ].join('');
}

function plate(size: number, inner: string): string {
  const half = size / 2;
  return [
    rect(-half + 10, -half + 14, size, size, '#c7d0da', { rx: size * 0.08 }),
    rect(-half, -half, size, size, plastic.white, {
      rx: size * 0.08,
      stroke: plastic.edge,
      'stroke-width': 2,
    }),
    rect(-half + size * 0.05, -half + size * 0.05, size * 0.9, size * 0.9, '#f6f8fa', { rx: size * 0.06 }),
    inner,
  ].join('');
}

function switchPlate(size: number, gangs: number, light?: string): string {
  const gap = size * 0.04;
  const width = (size * 0.72 - gap * (gangs - 1)) / gangs;
  const height = size * 0.62;
  let rockers = '';
  for (let i = 0; i < gangs; i += 1) {
    rockers += rocker(-size * 0.36 + i * (width + gap), -height / 2, width, height, light);
  }
  return plate(size, rockers);
}

function heaterSwitch(size: number): string {
  const width = size * 0.5;
  const height = size * 0.62;
  return plate(
    size,
    [
      rocker(-width / 2, -height / 2, width, height),
      rect(-size * 0.09, size * 0.36 - 26, size * 0.18, 18, '#e2453c', { rx: 4 }),
      rect(-size * 0.09 + 4, size * 0.36 - 23, size * 0.18 - 8, 5, '#ff9b8f', { rx: 2 }),
    ].join(''),
  );
}

function weatherproofSwitch(size: number): string {
  const half = size / 2;
  return [
    rect(-half + 10, -half + 16, size, size * 1.12, '#c2cbd5', { rx: 24 }),
    rect(-half, -half, size, size * 1.12, '#8795a4', { rx: 24 }),
    rect(-half + 14, -half + 14, size - 28, size * 1.12 - 28, '#6f7d8c', { rx: 16 }),
    rect(-half + 26, -half + 26, size - 52, size * 1.12 - 52, '#f4f6f8', { rx: 12 }),
    rocker(-size * 0.2, -size * 0.22, size * 0.4, size * 0.56),
    // The hinged clear cover, raised and seen through.
    rect(-half + 20, -half - 34, size - 40, size * 0.96, '#ffffff', {
      rx: 16,
      opacity: 0.35,
      stroke: '#ffffff',
      'stroke-width': 4,
    }),
    rect(-half + 40, -half - 40, 40, 14, '#5d6b79', { rx: 4 }),
    rect(half - 80, -half - 40, 40, 14, '#5d6b79', { rx: 4 }),
    // A cable gland underneath.
    rect(-26, half + size * 0.12 - 6, 52, 34, '#4b5866', { rx: 6 }),
    rect(-18, half + size * 0.12 + 28, 36, 40, '#2f3a46'),
  ].join('');
}

export function switchArt(variant: 'rocker' | 'heater' | 'weatherproof', gangs = 1): string {
  if (variant === 'heater') {
    return frame(
      place(400, 285, 1, heaterSwitch(300)) + place(640, 420, 0.32, switchPlate(300, 1)),
      'orange',
    );
  }
  if (variant === 'weatherproof') {
    return frame(
      place(380, 270, 1, weatherproofSwitch(260)) + place(620, 410, 0.36, switchPlate(300, 2)),
      'grey',
    );
  }
  const main = place(360, 280, 1, switchPlate(300, gangs, brandOrange));
  const second = place(620, 400, 0.42, switchPlate(300, gangs === 1 ? 2 : 1, brandOrange));
  return frame(main + second, 'blue');
}

/** One modular pole, 18 mm wide in life, drawn `width` wide with its top-left corner at (0, 0). */
function breakerModule(width: number, height: number, lever: string, extra = ''): string {
  const screw = (cy: number) =>
    circle(width / 2, cy, width * 0.17, '#9aa3ad') +
    rect(width / 2 - width * 0.12, cy - 2.5, width * 0.24, 5, '#5f6872');
  return [
    rect(0, 0, width, height, '#f2f4f6', { stroke: '#c9d1da', 'stroke-width': 2, rx: 5 }),
    rect(0, 0, width, height * 0.18, '#e3e8ed', { rx: 5 }),
    rect(0, height * 0.82, width, height * 0.18, '#e3e8ed', { rx: 5 }),
    screw(height * 0.09),
    screw(height * 0.91),
    rect(width * 0.08, height * 0.22, width * 0.84, height * 0.56, '#fbfcfd', {
      stroke: '#d5dce3',
      'stroke-width': 1.5,
    }),
    rect(width * 0.2, height * 0.26, width * 0.6, 4, '#c7ced6'),
    rect(width * 0.2, height * 0.29, width * 0.4, 4, '#c7ced6'),
    rect(width * 0.26, height * 0.36, width * 0.48, height * 0.26, '#2c3440', { rx: 6 }),
    rect(width * 0.31, height * 0.375, width * 0.38, height * 0.12, lever, { rx: 5 }),
    rect(width * 0.3, height * 0.68, width * 0.4, height * 0.035, '#d9443a', { rx: 2 }),
    extra,
  ].join('');
}

function dinRail(x: number, y: number, length: number): string {
  let slots = '';
  for (let sx = x + 20; sx < x + length - 30; sx += 46) slots += rect(sx, y + 9, 26, 8, '#8d96a0', { rx: 4 });
  return rect(x, y, length, 26, '#b8c0c8', { rx: 3 }) + slots;
}

function mccb(): string {
  const lug = (x: number, y: number) =>
    rect(x, y, 44, 30, '#c8864a', { rx: 4 }) + circle(x + 22, y + 15, 7, '#8f5c2f');
  return [
    rect(10, 14, 300, 400, '#c5ced8', { rx: 18 }),
    rect(0, 0, 300, 400, '#3b4550', { rx: 18 }),
    rect(30, 70, 240, 260, '#4c5765', { rx: 12 }),
    lug(34, 18),
    lug(128, 18),
    lug(222, 18),
    lug(34, 352),
    lug(128, 352),
    lug(222, 352),
    rect(110, 130, 80, 140, '#222a33', { rx: 10 }),
    rect(124, 142, 52, 66, '#f4f6f8', { rx: 6 }),
    rect(124, 142, 52, 14, brandOrange, { rx: 6 }),
    circle(72, 290, 18, '#e6eaee'),
    stroke(d('M', 72, 290, 'L', 80, 276), '#3b4550', 4),
    circle(228, 290, 18, '#e6eaee'),
    stroke(d('M', 228, 290, 'L', 216, 278), '#3b4550', 4),
    rect(56, 96, 60, 8, '#7a8694', { rx: 4 }),
    rect(184, 96, 60, 8, '#7a8694', { rx: 4 }),
    circle(250, 240, 10, '#f2c12e'),
  ].join('');
}

export function breakerArt(variant: 'mcb' | 'rccb' | 'mccb', poles = 1): string {
  if (variant === 'mccb') {
    return frame(
      place(200, 70, 1, mccb()) +
        place(540, 280, 0.6, dinRail(-20, 127, 300)) +
        moduleRow(550, 280, 0.6, 3, brandBlue),
      'grey',
    );
  }
  if (variant === 'rccb') {
    const testButton = circle(150 * 0.78, 280 * 0.25, 12, '#f2c12e', {
      stroke: '#c99a12',
      'stroke-width': 2,
    });
    return frame(
      [
        dinRail(110, 207, 580),
        place(170, 80, 1.15, breakerModule(150, 280, '#3d7fc4', testButton)),
        moduleRow(370, 80, 1.15, 3, brandBlue),
      ].join(''),
      'blue',
    );
  }
  const scale = 1.2;
  const width = poles * 80 * scale;
  return frame(dinRail(110, 207, 580) + moduleRow(400 - width / 2, 80, scale, poles, brandBlue), 'blue');
}

/** `count` breaker poles side by side, their levers joined by a handle tie. */
function moduleRow(x: number, y: number, scale: number, count: number, lever: string): string {
  const width = 80;
  let row = '';
  for (let i = 0; i < count; i += 1) row += place(i * width, 0, 1, breakerModule(width, 280, lever));
  const tie = count > 1 ? rect(width * 0.3, 280 * 0.41, width * (count - 0.6), 10, '#1d5fa3', { rx: 5 }) : '';
  return place(x, y, scale, row + tie);
}

function glow(cx: number, cy: number, r: number): string {
  return [
    circle(cx, cy, r * 1.55, '#ffe9a3', { opacity: 0.25 }),
    circle(cx, cy, r * 1.3, '#ffe08a', { opacity: 0.3 }),
  ].join('');
}

function bulb(radius: number): string {
  const r = radius;
  let thread = '';
  for (let i = 0; i < 4; i += 1)
    thread += rect(-r * 0.36, r * 1.3 + i * r * 0.12, r * 0.72, r * 0.08, '#a3acb6', { rx: 3 });
  return [
    glow(0, 0, r),
    circle(0, 0, r, '#fffaf0', { stroke: '#efe2bd', 'stroke-width': 3 }),
    circle(-r * 0.38, -r * 0.4, r * 0.22, '#ffffff'),
    path(
      d(
        'M',
        -r * 0.62,
        r * 0.78,
        'L',
        r * 0.62,
        r * 0.78,
        'L',
        r * 0.42,
        r * 1.3,
        'L',
        -r * 0.42,
        r * 1.3,
        'Z',
      ),
      '#f1f3f5',
    ),
    rect(-r * 0.42, r * 1.26, r * 0.84, r * 0.5, '#c5ccd4'),
    thread,
    path(
      d(
        'M',
        -r * 0.24,
        r * 1.76,
        'L',
        r * 0.24,
        r * 1.76,
        'L',
        r * 0.1,
        r * 1.92,
        'L',
        -r * 0.1,
        r * 1.92,
        'Z',
      ),
      '#4f5761',
    ),
  ].join('');
}

function rays(cx: number, cy: number, inner: number, outer: number, count: number): string {
  let lines = '';
  for (let i = 0; i < count; i += 1) {
    const a = -Math.PI + (i * Math.PI) / (count - 1);
    lines += stroke(
      d(
        'M',
        cx + Math.cos(a) * inner,
        cy + Math.sin(a) * inner,
        'L',
        cx + Math.cos(a) * outer,
        cy + Math.sin(a) * outer,
      ),
      brandOrange,
      8,
    );
  }
  return lines;
}

function ledPanel(): string {
  const panel: Pt[] = [
    { x: 0, y: 40 },
    { x: 420, y: 0 },
    { x: 470, y: 230 },
    { x: 40, y: 290 },
  ];
  const inset: Pt[] = [
    { x: 22, y: 56 },
    { x: 404, y: 20 },
    { x: 448, y: 222 },
    { x: 56, y: 272 },
  ];
  return [
    polygon(
      [
        { x: 40, y: 290 },
        { x: 470, y: 230 },
        { x: 560, y: 420 },
        { x: -60, y: 440 },
      ],
      '#ffe9a3',
      { opacity: 0.35 },
    ),
    polygon(
      panel.map((p) => ({ x: p.x + 6, y: p.y + 14 })),
      '#aeb8c3',
    ),
    polygon(panel, '#e8ecf0', { stroke: '#c3cbd4', 'stroke-width': 2 }),
    polygon(inset, '#fffbe8'),
    polygon(
      [
        { x: 40, y: 70 },
        { x: 150, y: 58 },
        { x: 60, y: 250 },
        { x: 48, y: 200 },
      ],
      '#ffffff',
      { opacity: 0.9 },
    ),
  ].join('');
}

function floodlight(): string {
  let chips = '';
  for (let row = 0; row < 3; row += 1) {
    for (let col = 0; col < 5; col += 1) {
      const x = 62 + col * 40;
      const y = 72 + row * 40;
      chips += rect(x, y, 24, 24, '#ffd54a', { rx: 4 }) + rect(x + 6, y + 6, 12, 12, '#fff4c2', { rx: 3 });
    }
  }
  let fins = '';
  for (let i = 0; i < 9; i += 1) fins += rect(30 + i * 30, -22, 12, 26, '#56616d', { rx: 3 });
  return [
    polygon(
      [
        { x: 40, y: 210 },
        { x: 280, y: 210 },
        { x: 420, y: 420 },
        { x: -100, y: 420 },
      ],
      '#ffe9a3',
      { opacity: 0.4 },
    ),
    stroke(d('M', -20, 120, 'L', -20, 250, 'L', 340, 250, 'L', 340, 120), '#2b333c', 16),
    rect(130, 250, 60, 70, '#2b333c', { rx: 6 }),
    circle(-20, 120, 14, '#56616d'),
    circle(340, 120, 14, '#56616d'),
    fins,
    rect(0, 0, 320, 230, '#3c4650', { rx: 20 }),
    rect(26, 26, 268, 178, '#eef4f9', { rx: 10 }),
    chips,
    rect(26, 26, 268, 30, '#ffffff', { opacity: 0.45, rx: 10 }),
  ].join('');
}

export function lightingArt(variant: 'panel' | 'bulb' | 'flood'): string {
  if (variant === 'panel') return frame(place(140, 90, 1, ledPanel()), 'sand', false);
  if (variant === 'flood') return frame(place(240, 90, 1, floodlight()), 'grey', false);
  return frame(
    [rays(310, 230, 150, 185, 7), place(310, 230, 1, bulb(120)), place(560, 330, 1, bulb(70))].join(''),
    'sand',
  );
}

// ---------------------------------------------------------------------------------------------
// Technology: screens with code, windows, racks, cameras, headsets and tools

const codeColours = ['#5fb3f5', '#f2a65a', '#9fd77b', '#e6edf3', '#c792ea'] as const;

/** Lines of "code" as coloured bars; `seed` varies the pattern. */
function codeLines(x: number, y: number, width: number, rows: number, seed: number): string {
  let lines = '';
  for (let i = 0; i < rows; i += 1) {
    const indent = ((i * 7 + seed) % 4) * 18;
    const first = 30 + ((i * 37 + seed * 11) % 70);
    const second = 40 + ((i * 53 + seed * 5) % Math.max(40, width - indent - first - 60));
    const colourA = codeColours[(i + seed) % codeColours.length] ?? '#e6edf3';
    const colourB = codeColours[(i * 3 + seed + 1) % codeColours.length] ?? '#e6edf3';
    lines += rect(x + indent, y + i * 22, first, 9, colourA, { rx: 4.5 });
    lines += rect(x + indent + first + 10, y + i * 22, second, 9, colourB, { rx: 4.5, opacity: 0.85 });
  }
  return lines;
}

function laptop(seed: number): string {
  return [
    rect(0, 0, 440, 280, '#2b3440', { rx: 14 }),
    rect(16, 16, 408, 248, '#16202b', { rx: 4 }),
    rect(16, 16, 408, 26, '#222e3b'),
    circle(34, 29, 5, '#ff6b5f'),
    circle(52, 29, 5, '#f7c548'),
    circle(70, 29, 5, '#4cc36b'),
    rect(16, 42, 40, 222, '#1c2733'),
    codeLines(72, 60, 340, 9, seed),
    path(d('M', -40, 280, 'L', 480, 280, 'L', 500, 308, 'L', -60, 308, 'Z'), '#c9d1da'),
    rect(170, 280, 100, 10, '#aab3bd', { rx: 5 }),
  ].join('');
}

function phone(): string {
  return [
    rect(0, 0, 150, 290, '#1f2a36', { rx: 22 }),
    rect(10, 14, 130, 262, '#ffffff', { rx: 12 }),
    rect(10, 14, 130, 48, brandBlue, { rx: 12 }),
    rect(10, 44, 130, 18, brandBlue),
    rect(24, 32, 60, 10, '#ffffff', { rx: 5, opacity: 0.8 }),
    rect(22, 76, 106, 56, '#eef3f8', { rx: 8 }),
    rect(32, 88, 34, 34, '#cfe0f1', { rx: 6 }),
    rect(74, 92, 44, 8, '#9fb6cc', { rx: 4 }),
    rect(74, 108, 30, 8, '#c6d4e2', { rx: 4 }),
    rect(22, 142, 106, 56, '#eef3f8', { rx: 8 }),
    rect(32, 154, 34, 34, '#fde3c9', { rx: 6 }),
    rect(74, 158, 44, 8, '#9fb6cc', { rx: 4 }),
    rect(74, 174, 30, 8, '#c6d4e2', { rx: 4 }),
    rect(30, 220, 90, 30, brandOrange, { rx: 15 }),
  ].join('');
}

function appWindow(width: number, height: number, bar: string, body: string): string {
  return [
    rect(6, 10, width, height, '#0b2440', { rx: 10, opacity: 0.12 }),
    rect(0, 0, width, height, '#ffffff', { rx: 10, stroke: '#d6dee7', 'stroke-width': 2 }),
    rect(0, 0, width, 30, bar, { rx: 10 }),
    rect(0, 20, width, 10, bar),
    circle(18, 15, 5, '#ffffff', { opacity: 0.8 }),
    circle(34, 15, 5, '#ffffff', { opacity: 0.6 }),
    body,
  ].join('');
}

function gear(r: number, teeth: number, colour: string): string {
  let cogs = '';
  for (let i = 0; i < teeth; i += 1) {
    const angle = (360 / teeth) * i;
    cogs += group(`rotate(${fmt(angle)})`, rect(-r * 0.16, -r * 1.2, r * 0.32, r * 0.4, colour, { rx: 3 }));
  }
  return cogs + circle(0, 0, r, colour) + circle(0, 0, r * 0.42, '#ffffff');
}

function barChart(x: number, y: number, heights: readonly number[], colour: string): string {
  return heights
    .map((h, i) => rect(x + i * 26, y - h, 18, h, i % 2 === 0 ? colour : brandOrange, { rx: 3 }))
    .join('');
}

function plc(): string {
  let modules = '';
  for (let i = 0; i < 5; i += 1) {
    const x = 120 + i * 58;
    let leds = '';
    for (let j = 0; j < 8; j += 1)
      leds += circle(
        x + 16 + (j % 2) * 20,
        40 + Math.floor(j / 2) * 16,
        4,
        j % 3 === 0 ? '#4cc36b' : '#f7c548',
      );
    let terminals = '';
    for (let j = 0; j < 6; j += 1) terminals += rect(x + 10, 120 + j * 18, 32, 12, '#9aa3ad', { rx: 2 });
    modules +=
      rect(x, 0, 52, 240, '#e9edf1', { stroke: '#c3cbd4', 'stroke-width': 2, rx: 4 }) + leds + terminals;
  }
  return [
    rect(-20, 100, 440, 30, '#b8c0c8', { rx: 3 }),
    rect(0, 0, 110, 240, '#4a5562', { rx: 6 }),
    rect(14, 16, 82, 40, '#1f2a36', { rx: 4 }),
    circle(26, 80, 6, '#4cc36b'),
    circle(46, 80, 6, '#4cc36b'),
    circle(66, 80, 6, brandOrange),
    rect(14, 110, 82, 18, '#2f3a46', { rx: 3 }),
    rect(14, 150, 36, 60, '#2f3a46', { rx: 3 }),
    modules,
  ].join('');
}

function hmi(): string {
  return [
    rect(0, 0, 300, 210, '#2f3a46', { rx: 14 }),
    rect(14, 14, 272, 170, '#f3f7fb', { rx: 4 }),
    rect(34, 44, 60, 110, '#cfe3f4', { stroke: brandBlue, 'stroke-width': 3, rx: 6 }),
    rect(37, 90, 54, 61, '#7fb6e3', { rx: 4 }),
    stroke(d('M', 94, 130, 'L', 150, 130, 'L', 150, 70, 'L', 240, 70), brandBlue, 8),
    circle(150, 100, 14, '#4cc36b'),
    rect(200, 110, 70, 50, '#ffffff', { stroke: '#c3cbd4', 'stroke-width': 2, rx: 4 }),
    barChart(208, 154, [20, 34, 26], brandBlue),
    circle(150, 197, 6, '#8795a4'),
  ].join('');
}

export function codeArt(variant: 'apps' | 'integration' | 'automation'): string {
  if (variant === 'apps') {
    return frame(place(110, 130, 1, laptop(1)) + place(540, 200, 1, phone()), 'blue');
  }
  if (variant === 'automation') {
    return frame(place(80, 180, 1, plc()) + place(450, 90, 1, hmi()), 'grey');
  }
  const table = (rows: number) => {
    let lines = '';
    for (let i = 0; i < rows; i += 1)
      lines += rect(16, 46 + i * 22, 168 - (i % 3) * 30, 10, '#d7e1eb', { rx: 5 });
    return lines;
  };
  return frame(
    [
      stroke(d('M', 230, 190, 'L', 400, 300, 'L', 570, 190), brandBlue, 5, { 'stroke-dasharray': '12 10' }),
      stroke(d('M', 400, 300, 'L', 400, 440), brandBlue, 5, { 'stroke-dasharray': '12 10' }),
      place(100, 110, 1, appWindow(200, 150, brandBlue, table(4))),
      place(
        500,
        110,
        1,
        appWindow(200, 150, brandOrange, barChart(30, 130, [40, 70, 55, 90, 65, 80], brandBlue)),
      ),
      place(300, 380, 1, appWindow(200, 120, '#3f9b58', table(3))),
      place(400, 290, 1, gear(46, 10, brandBlue)),
    ].join(''),
    'blue',
  );
}

function serverRack(units: number, seed: number): string {
  const height = 30 + units * 40;
  let body = '';
  for (let i = 0; i < units; i += 1) {
    const y = 18 + i * 40;
    const kind = (i + seed) % 3;
    body += rect(14, y, 132, 32, '#35424f', { rx: 3 });
    if (kind === 0) {
      for (let b = 0; b < 4; b += 1) body += rect(24 + b * 24, y + 8, 18, 16, '#4a5968', { rx: 2 });
    } else {
      for (let v = 0; v < 5; v += 1) body += rect(24 + v * 14, y + 10, 8, 12, '#283440', { rx: 2 });
    }
    body += circle(118, y + 16, 4.5, (i + seed) % 4 === 0 ? brandOrange : '#4cc36b');
    body += circle(132, y + 16, 4.5, '#5fb3f5');
  }
  return [
    rect(8, 12, 160, height, '#0b2440', { rx: 8, opacity: 0.12 }),
    rect(0, 0, 160, height, '#222c37', { rx: 8 }),
    body,
    rect(10, height, 24, 12, '#1a222b'),
    rect(126, height, 24, 12, '#1a222b'),
  ].join('');
}

function camera(): string {
  return [
    rect(-20, -40, 40, 90, '#c5ccd4', { rx: 6 }),
    stroke(d('M', 0, 0, 'L', 60, 30), '#8e98a3', 18),
    group(
      'translate(60 30) rotate(18)',
      [
        rect(-10, -42, 200, 84, '#f4f6f8', { rx: 26, stroke: '#c9d1da', 'stroke-width': 2 }),
        rect(-20, -54, 200, 22, '#dfe4ea', { rx: 10 }),
        circle(190, 0, 36, '#2f3a46'),
        circle(190, 0, 22, '#111820'),
        circle(182, -8, 7, '#5fb3f5'),
        circle(40, 14, 6, '#4cc36b'),
      ].join(''),
    ),
  ].join('');
}

function monitorGrid(): string {
  const feed = (x: number, y: number, sky: string) =>
    [
      rect(x, y, 150, 96, sky),
      rect(x, y + 64, 150, 32, '#9aa8b6'),
      rect(x + 20, y + 28, 46, 44, '#d5dde6'),
      rect(x + 84, y + 40, 40, 32, '#c3cdd8'),
    ].join('');
  return [
    rect(0, 0, 340, 230, '#2b3440', { rx: 12 }),
    feed(14, 14, '#cfe3f4'),
    feed(176, 14, '#d9e8f5'),
    feed(14, 120, '#d9e8f5'),
    feed(176, 120, '#cfe3f4'),
    circle(300, 30, 6, '#e2453c'),
    rect(140, 230, 60, 36, '#3c4650'),
    rect(100, 262, 140, 14, '#3c4650', { rx: 7 }),
  ].join('');
}

function cardReader(): string {
  return [
    rect(0, 0, 90, 140, '#2f3a46', { rx: 12 }),
    rect(14, 16, 62, 50, '#445160', { rx: 6 }),
    circle(45, 100, 14, 'none', { stroke: '#5fb3f5', 'stroke-width': 4 }),
    circle(45, 100, 5, '#4cc36b'),
    group(
      'translate(50 40) rotate(-20)',
      rect(0, 0, 90, 58, brandOrange, { rx: 8 }) + rect(12, 14, 26, 20, '#ffe0b8', { rx: 3 }),
    ),
  ].join('');
}

function networkSwitch(): string {
  let ports = '';
  for (let i = 0; i < 12; i += 1) {
    const x = 40 + i * 34;
    ports += rect(x, 22, 24, 18, '#111820', { rx: 2 }) + rect(x, 48, 24, 18, '#111820', { rx: 2 });
    ports += circle(x + 12, 80, 3.5, i % 4 === 0 ? brandOrange : '#4cc36b');
  }
  const cableColours = [brandBlue, brandOrange, '#3f9b58', '#5fb3f5', '#e2453c', '#f7c548'];
  const cables = cableColours
    .map((colour, i) => {
      const x = 52 + i * 68;
      return stroke(d('M', x, 40, 'C', x, 150, x + 60 - i * 24, 160, x + 40 - i * 16, 260), colour, 9);
    })
    .join('');
  return [rect(0, 0, 480, 96, '#2b3440', { rx: 8 }), ports, cables].join('');
}

export function systemsArt(variant: 'datacentre' | 'security' | 'network'): string {
  if (variant === 'security') {
    return frame(
      [
        place(120, 120, 1, camera()),
        place(400, 220, 1, monitorGrid()),
        place(150, 330, 1, cardReader()),
      ].join(''),
      'grey',
    );
  }
  if (variant === 'network') {
    return frame(
      [
        place(560, 110, 0.85, serverRack(8, 2)),
        place(60, 150, 0.95, networkSwitch()),
        place(60, 290, 0.95, rect(0, 0, 480, 70, '#3c4650', { rx: 8 }) + codeLines(30, 20, 420, 2, 3)),
      ].join(''),
      'blue',
    );
  }
  return frame(
    [
      place(160, 80, 1, serverRack(10, 0)),
      place(330, 80, 1, serverRack(10, 1)),
      place(500, 160, 1, serverRack(8, 2)),
      place(
        600,
        420,
        0.7,
        rect(0, 0, 120, 110, '#3a4653', { rx: 8 }) + rect(20, 20, 80, 30, '#5fb3f5', { rx: 4 }),
      ),
    ].join(''),
    'blue',
  );
}

function headset(): string {
  return [
    stroke(d('M', 40, 200, 'C', 40, 20, 300, 20, 300, 200), '#2f3a46', 26),
    stroke(d('M', 40, 200, 'C', 40, 20, 300, 20, 300, 200), '#4a5562', 10),
    rect(0, 170, 80, 120, brandBlue, { rx: 32 }),
    rect(22, 182, 50, 96, '#2f3a46', { rx: 22 }),
    rect(260, 170, 80, 120, brandBlue, { rx: 32 }),
    rect(268, 182, 50, 96, '#2f3a46', { rx: 22 }),
    stroke(d('M', 40, 280, 'C', 50, 360, 120, 380, 190, 370), '#2f3a46', 12),
    rect(180, 354, 50, 32, brandOrange, { rx: 16 }),
  ].join('');
}

function chatMonitor(): string {
  const bubble = (x: number, y: number, width: number, colour: string, tailLeft: boolean) =>
    rect(x, y, width, 44, colour, { rx: 16 }) +
    path(
      tailLeft
        ? d('M', x + 16, y + 40, 'L', x + 6, y + 58, 'L', x + 34, y + 42, 'Z')
        : d('M', x + width - 16, y + 40, 'L', x + width - 6, y + 58, 'L', x + width - 34, y + 42, 'Z'),
      colour,
    );
  return [
    rect(0, 0, 320, 220, '#2b3440', { rx: 14 }),
    rect(14, 14, 292, 176, '#f3f7fb', { rx: 4 }),
    bubble(30, 30, 170, '#d7e6f5', true),
    bubble(120, 100, 170, '#fde3c9', false),
    circle(160, 205, 5, '#8795a4'),
    rect(130, 220, 60, 30, '#3c4650'),
    rect(90, 246, 140, 14, '#3c4650', { rx: 7 }),
  ].join('');
}

function wrench(): string {
  return group(
    'rotate(-40)',
    [
      rect(-14, 0, 28, 230, '#8e98a3', { rx: 14 }),
      rect(-6, 20, 8, 190, '#b7bfc8', { rx: 4 }),
      path(
        d(
          'M',
          -40,
          -30,
          'A',
          42,
          42,
          0,
          1,
          0,
          40,
          -30,
          'L',
          18,
          -30,
          'L',
          18,
          -62,
          'L',
          -18,
          -62,
          'L',
          -18,
          -30,
          'Z',
        ),
        '#8e98a3',
      ),
    ].join(''),
  );
}

function screwdriver(): string {
  return group(
    'rotate(40)',
    [
      rect(-20, 0, 40, 120, brandOrange, { rx: 16 }),
      rect(-12, 12, 8, 96, '#f7b36b', { rx: 4 }),
      rect(-7, 118, 14, 130, '#b7bfc8'),
      path(d('M', -7, 248, 'L', 7, 248, 'L', 3, 268, 'L', -3, 268, 'Z'), '#8e98a3'),
    ].join(''),
  );
}

function calendarCheck(): string {
  let cells = '';
  for (let row = 0; row < 3; row += 1) {
    for (let col = 0; col < 4; col += 1)
      cells += rect(20 + col * 40, 70 + row * 34, 28, 22, '#e3eaf2', { rx: 4 });
  }
  return [
    rect(0, 10, 180, 190, '#ffffff', { rx: 14, stroke: '#d6dee7', 'stroke-width': 2 }),
    rect(0, 10, 180, 44, brandBlue, { rx: 14 }),
    rect(0, 40, 180, 14, brandBlue),
    rect(36, 0, 12, 30, '#2f3a46', { rx: 6 }),
    rect(132, 0, 12, 30, '#2f3a46', { rx: 6 }),
    cells,
    circle(150, 180, 36, '#3f9b58'),
    stroke(d('M', 132, 180, 'L', 146, 194, 'L', 170, 166), '#ffffff', 9),
  ].join('');
}

export function supportArt(variant: 'helpdesk' | 'maintenance'): string {
  if (variant === 'maintenance') {
    return frame(
      [
        place(300, 290, 1, gear(90, 12, '#cfd8e2')),
        place(240, 190, 1, wrench()),
        place(380, 160, 1, screwdriver()),
        place(520, 250, 1, calendarCheck()),
      ].join(''),
      'orange',
    );
  }
  return frame(place(400, 150, 1, chatMonitor()) + place(90, 110, 0.95, headset()), 'blue');
}

// ---------------------------------------------------------------------------------------------
// Contracting: buildings, a tower crane, an industrial plant, networks in the ground

function crane(height: number, jib: number): string {
  let mast = '';
  for (let y = 0; y < height - 30; y += 30)
    mast += stroke(d('M', 0, y, 'L', 30, y + 30, 'M', 30, y, 'L', 0, y + 30), brandOrange, 3);
  let arm = '';
  for (let x = -90; x < jib; x += 30)
    arm += stroke(d('M', x, -30, 'L', x + 15, 0, 'L', x + 30, -30), brandOrange, 3);
  return [
    rect(0, 0, 30, height, 'none', { stroke: brandOrange, 'stroke-width': 5 }),
    mast,
    rect(-90, -30, jib + 90, 30, 'none', { stroke: brandOrange, 'stroke-width': 5 }),
    arm,
    path(d('M', 0, -30, 'L', 15, -80, 'L', 30, -30, 'Z'), 'none', { stroke: brandOrange, 'stroke-width': 5 }),
    stroke(d('M', 15, -80, 'L', jib - 10, -30, 'M', 15, -80, 'L', -80, -30), '#8e98a3', 2.5),
    rect(-90, 0, 50, 40, '#5d6b79'),
    rect(-6, -12, 42, 30, '#2f3a46', { rx: 3 }),
    stroke(d('M', jib * 0.72, 0, 'L', jib * 0.72, height * 0.45), '#5d6b79', 2.5),
    path(
      d(
        'M',
        jib * 0.72 - 8,
        height * 0.45,
        'L',
        jib * 0.72 + 8,
        height * 0.45,
        'L',
        jib * 0.72,
        height * 0.45 + 14,
        'Z',
      ),
      '#2f3a46',
    ),
    rect(jib * 0.72 - 60, height * 0.45 + 14, 120, 14, brandBlue),
    rect(-20, height, 70, 16, '#5d6b79'),
  ].join('');
}

function windowRow(x: number, y: number, count: number, width: number, height: number, gap: number): string {
  let row = '';
  for (let i = 0; i < count; i += 1) {
    const wx = x + i * (width + gap);
    row += rect(wx, y, width, height, '#8ab9e0', { stroke: '#ffffff', 'stroke-width': 4 });
    row += rect(wx + 6, y + 6, width * 0.3, height - 12, '#b9d6ee');
  }
  return row;
}

/** Najdi-style triangular crenellations along a parapet. */
function crenellations(x: number, y: number, width: number, colour: string): string {
  let teeth = '';
  for (let tx = x; tx + 24 <= x + width; tx += 30)
    teeth += polygon(
      [
        { x: tx, y },
        { x: tx + 12, y: y - 18 },
        { x: tx + 24, y },
      ],
      colour,
    );
  return teeth;
}

function villa(): string {
  const wall = '#efe3cf';
  const trim = '#dcc7a4';
  return [
    rect(0, 120, 420, 200, wall),
    rect(60, 0, 280, 120, wall),
    rect(0, 112, 420, 12, trim),
    rect(60, -8, 280, 12, trim),
    crenellations(64, -8, 276, trim),
    crenellations(4, 112, 52, trim),
    crenellations(344, 112, 76, trim),
    windowRow(90, 30, 3, 56, 64, 34),
    windowRow(30, 170, 2, 56, 70, 30),
    windowRow(290, 170, 2, 50, 70, 26),
    rect(180, 200, 64, 120, '#8a5a3b', { rx: 4 }),
    rect(186, 206, 24, 108, '#a06b48'),
    rect(168, 190, 88, 10, trim),
    // A palm tree.
    rect(470, 130, 16, 190, '#9a6b43', { rx: 6 }),
    path(d('M', 478, 130, 'Q', 430, 100, 400, 140, 'Q', 440, 110, 478, 130), '#3f9b58'),
    path(d('M', 478, 130, 'Q', 530, 96, 560, 140, 'Q', 520, 112, 478, 130), '#3f9b58'),
    path(d('M', 478, 130, 'Q', 450, 70, 470, 50, 'Q', 470, 90, 478, 130), '#2d7a42'),
    path(d('M', 478, 130, 'Q', 520, 70, 540, 84, 'Q', 500, 96, 478, 130), '#2d7a42'),
    rect(-40, 320, 620, 12, '#c9b99c'),
  ].join('');
}

function tower(floors: number, built: number): string {
  const floorHeight = 42;
  const width = 240;
  let storeys = '';
  for (let i = 0; i < floors; i += 1) {
    const y = -(i + 1) * floorHeight;
    if (i < built) {
      storeys += rect(0, y, width, floorHeight, '#7fb0db', { stroke: '#ffffff', 'stroke-width': 3 });
      for (let c = 1; c < 5; c += 1) storeys += rect(c * 48 - 2, y, 4, floorHeight, '#ffffff');
      storeys += rect(8, y + 6, 30, floorHeight - 12, '#b3d2ec');
    } else {
      storeys += rect(0, y + floorHeight - 8, width, 8, '#9aa3ad');
      for (let c = 0; c <= 4; c += 1) storeys += rect(c * 58, y, 8, floorHeight, '#b7bfc8');
    }
  }
  return storeys + rect(-20, 0, width + 40, 12, '#8e98a3');
}

export function constructionArt(variant: 'villa' | 'tower'): string {
  if (variant === 'tower') {
    return frame(
      [
        place(290, 508, 1, tower(10, 7)),
        place(170, 508, 0.6, tower(6, 6)),
        place(520, 160, 1, crane(350, 190)),
      ].join(''),
      'blue',
      false,
    );
  }
  return frame(place(110, 180, 0.95, villa()) + place(640, 130, 0.9, crane(400, 120)), 'sand', false);
}

function tank(width: number, height: number, colour: string): string {
  const rx = width / 2;
  const ry = width * 0.14;
  return [
    ellipse(rx, height, rx, ry, '#8e98a3'),
    rect(0, 0, width, height, colour),
    rect(width * 0.12, 0, width * 0.1, height, '#ffffff', { opacity: 0.35 }),
    rect(width * 0.7, 0, width * 0.22, height, '#0b2440', { opacity: 0.1 }),
    ellipse(rx, 0, rx, ry, '#e6eaee', { stroke: '#b7bfc8', 'stroke-width': 2 }),
    stroke(d('M', width * 0.86, height, 'L', width * 0.86, 0), '#5d6b79', 3),
    rect(0, height * 0.55, width, 8, brandBlue),
  ].join('');
}

function plant(): string {
  // Ground at y = 120: storage tanks either side, a sawtooth-roof hall behind a pipe rack.
  let roof = '';
  for (let i = 0; i < 4; i += 1) {
    const x = 130 + i * 70;
    roof += polygon(
      [
        { x, y: 0 },
        { x, y: -50 },
        { x: x + 70, y: 0 },
      ],
      '#b3bfcc',
    );
    roof += rect(x + 3, -44, 9, 42, '#8ab9e0');
  }
  const run = (y: number, colour: string, light: string) =>
    rect(50, y, 390, 16, colour, { rx: 2 }) + rect(50, y + 3, 390, 4, light);
  const support = (x: number) => rect(x, 96, 8, 24, '#5d6b79');
  return [
    rect(160, -200, 32, 200, '#b7bfc8'),
    rect(160, -200, 32, 18, '#e2453c'),
    rect(160, -155, 32, 18, '#e2453c'),
    roof,
    rect(130, 0, 280, 120, '#d3dbe4', { stroke: '#b7c2ce', 'stroke-width': 2 }),
    windowRow(150, 18, 4, 44, 30, 22),
    rect(330, 70, 60, 50, '#8e98a3'),
    place(-60, -80, 1, tank(110, 200, '#dfe5eb')),
    place(440, -40, 1, tank(90, 160, '#e6ecf2')),
    place(550, -70, 1, tank(90, 190, '#dfe5eb')),
    rect(46, 92, 398, 6, '#5d6b79'),
    support(80),
    support(240),
    support(400),
    run(40, '#8e98a3', '#b7bfc8'),
    run(58, brandBlue, '#3f7dbb'),
    run(76, brandOrange, '#f6b26b'),
    rect(-100, 120, 780, 14, '#9aa3ad'),
  ].join('');
}

function trench(): string {
  const manhole = [
    rect(430, 20, 90, 230, '#b9bec4'),
    rect(430, 20, 14, 230, '#d5d9de'),
    rect(418, 8, 114, 16, '#6f7883', { rx: 3 }),
  ].join('');
  return [
    rect(0, 0, 660, 12, '#3b4550'),
    stroke(d('M', 40, 6, 'L', 100, 6, 'M', 160, 6, 'L', 220, 6, 'M', 280, 6, 'L', 340, 6), '#ffffff', 4),
    rect(0, 12, 660, 290, '#dcc39a'),
    stroke(d('M', 0, 90, 'Q', 170, 70, 330, 96, 'T', 660, 86), '#c9ab7c', 4),
    stroke(d('M', 0, 200, 'Q', 170, 180, 330, 206, 'T', 660, 196), '#c9ab7c', 4),
    polygon(
      [
        { x: 40, y: 12 },
        { x: 620, y: 12 },
        { x: 590, y: 300 },
        { x: 70, y: 300 },
      ],
      '#eedcb4',
    ),
    manhole,
    // The orange sewer line into the manhole and the blue water main above it.
    rect(70, 222, 360, 50, palettes.orange.body),
    rect(70, 228, 360, 8, palettes.orange.light),
    rect(70, 258, 360, 10, palettes.orange.dark),
    ellipse(70, 247, 9, 25, palettes.orange.face, { stroke: palettes.orange.dark, 'stroke-width': 1.5 }),
    ellipse(70, 247, 6, 21, palettes.orange.bore),
    rect(520, 222, 80, 50, palettes.orange.body),
    rect(520, 228, 80, 8, palettes.orange.light),
    rect(70, 140, 520, 34, '#2f6fb0'),
    rect(70, 144, 520, 6, '#6ea3d6'),
    ellipse(70, 157, 6, 17, '#cfe0f1', { stroke: '#1d4f82', 'stroke-width': 1.5 }),
    ellipse(70, 157, 4, 13, '#1d4f82'),
  ].join('');
}

/** A traffic cone standing on (0, 0). */
function cone(): string {
  return [
    rect(-36, -10, 72, 10, '#2f3a46', { rx: 3 }),
    polygon(
      [
        { x: -26, y: -10 },
        { x: -8, y: -90 },
        { x: 8, y: -90 },
        { x: 26, y: -10 },
      ],
      brandOrange,
    ),
    polygon(
      [
        { x: -19, y: -40 },
        { x: -14, y: -62 },
        { x: 14, y: -62 },
        { x: 19, y: -40 },
      ],
      '#ffffff',
    ),
  ].join('');
}

function steelFrame(): string {
  const portal = (i: number) => {
    const x = i * 70;
    const y = -i * 26;
    return stroke(
      d('M', x, y + 240, 'L', x, y + 60, 'L', x + 180, y, 'L', x + 360, y + 60, 'L', x + 360, y + 240),
      i === 0 ? brandBlue : '#3e77b0',
      12,
      { 'stroke-linejoin': 'miter', 'stroke-linecap': 'butt' },
    );
  };
  const back = [4, 3, 2, 1].map(portal).join('');
  // Purlins along both roof slopes, from the front portal to the back one.
  const purlins = [0.15, 0.5, 0.85]
    .map(
      (t) =>
        stroke(d('M', 180 * t, 60 - 60 * t, 'L', 280 + 180 * t, -44 - 60 * t), '#8e98a3', 4) +
        stroke(d('M', 180 + 180 * t, 60 * t, 'L', 460 + 180 * t, -104 + 60 * t), '#8e98a3', 4),
    )
    .join('');
  let cladding = '';
  for (let i = 0; i < 4; i += 1) {
    const x = 366 + i * 70;
    const y = 60 - i * 26;
    cladding += polygon(
      [
        { x, y: y + 10 },
        { x: x + 64, y: y - 14 },
        { x: x + 64, y: y + 156 },
        { x, y: y + 180 },
      ],
      i % 2 === 0 ? '#cfd8e2' : '#dde4eb',
    );
  }
  return [back, purlins, cladding, portal(0), rect(-20, 240, 700, 14, '#9aa3ad')].join('');
}

export function industrialArt(variant: 'process' | 'network' | 'warehouse'): string {
  if (variant === 'network') {
    return frame(
      place(70, 190, 1, trench()) + place(560, 190, 1, cone()) + place(640, 190, 1, cone()),
      'sand',
      false,
    );
  }
  if (variant === 'warehouse') {
    return frame(place(110, 200, 0.92, steelFrame()), 'grey', false);
  }
  return frame(place(153, 380, 0.85, plant()), 'grey', false);
}
