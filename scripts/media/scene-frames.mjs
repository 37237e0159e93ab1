/**
 * Writes the frames of one animated scene as SVG files (frame-0000.svg, frame-0001.svg, …) for
 * ffmpeg to rasterise (its librsvg decoder) and encode. Used by scripts/media/make-media.sh.
 *
 *   node scripts/media/scene-frames.mjs <hero|about> <out-dir> [fps=25] [seconds=10]
 *
 * Every moving thing is periodic in the scene's length, and frame i shows time i/fps, so the last
 * frame leads straight back into the first: the videos loop without a seam. Nothing is random.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const W = 1280;
const H = 720;
const TAU = Math.PI * 2;

const BLUE = '#0b4f8a';
const BLUE_DARK = '#072e52';
const BLUE_MID = '#0e63a8';
const ORANGE = '#f28c28';

/** Rounds for compact SVG. */
const n = (v) => (Math.abs(v) < 0.005 ? '0' : String(Math.round(v * 100) / 100));

/** A path through the points, with each corner rounded (radius r) like a pipe elbow. */
function elbowPath(points, r) {
  let d = `M${n(points[0][0])} ${n(points[0][1])}`;
  for (let i = 1; i < points.length - 1; i++) {
    const [px, py] = points[i - 1];
    const [cx, cy] = points[i];
    const [nx, ny] = points[i + 1];
    const l1 = Math.hypot(cx - px, cy - py);
    const l2 = Math.hypot(nx - cx, ny - cy);
    const rr = Math.min(r, l1 / 2, l2 / 2);
    const ax = cx + ((px - cx) / l1) * rr;
    const ay = cy + ((py - cy) / l1) * rr;
    const bx = cx + ((nx - cx) / l2) * rr;
    const by = cy + ((ny - cy) / l2) * rr;
    d += ` L${n(ax)} ${n(ay)} Q${n(cx)} ${n(cy)} ${n(bx)} ${n(by)}`;
  }
  const last = points[points.length - 1];
  return `${d} L${n(last[0])} ${n(last[1])}`;
}

/** Shared gradients: cylinder shading across a horizontal (V) or vertical (H) part. */
function commonDefs() {
  return `
  <linearGradient id="cylV" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="#ffffff" stop-opacity=".9"/>
    <stop offset=".28" stop-color="#eaf3fc"/>
    <stop offset=".7" stop-color="#a9bfd6"/>
    <stop offset="1" stop-color="#6f88a3"/>
  </linearGradient>
  <linearGradient id="cylH" x1="0" y1="0" x2="1" y2="0">
    <stop offset="0" stop-color="#ffffff" stop-opacity=".9"/>
    <stop offset=".28" stop-color="#eaf3fc"/>
    <stop offset=".7" stop-color="#a9bfd6"/>
    <stop offset="1" stop-color="#6f88a3"/>
  </linearGradient>
  <linearGradient id="orangeV" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="#ffc88a"/>
    <stop offset=".35" stop-color="${ORANGE}"/>
    <stop offset="1" stop-color="#b65c0c"/>
  </linearGradient>
  <linearGradient id="orangeH" x1="0" y1="0" x2="1" y2="0">
    <stop offset="0" stop-color="#ffc88a"/>
    <stop offset=".35" stop-color="${ORANGE}"/>
    <stop offset="1" stop-color="#b65c0c"/>
  </linearGradient>
  <radialGradient id="glow">
    <stop offset="0" stop-color="#4aa3ea" stop-opacity=".55"/>
    <stop offset=".55" stop-color="#2a82cc" stop-opacity=".18"/>
    <stop offset="1" stop-color="#2a82cc" stop-opacity="0"/>
  </radialGradient>
  <radialGradient id="vignette" cx=".5" cy=".5" r=".75">
    <stop offset=".55" stop-color="${BLUE_DARK}" stop-opacity="0"/>
    <stop offset="1" stop-color="#03182c" stop-opacity=".7"/>
  </radialGradient>
  <linearGradient id="sweep" x1="0" y1="0" x2="1" y2="0">
    <stop offset="0" stop-color="#fff" stop-opacity="0"/>
    <stop offset=".5" stop-color="#fff" stop-opacity=".07"/>
    <stop offset="1" stop-color="#fff" stop-opacity="0"/>
  </linearGradient>`;
}

/* ------------------------------------------------------------------------------------------------ */
/* Hero: a calm network of translucent pipes with water pulses and bubbles flowing through them.    */
/* ------------------------------------------------------------------------------------------------ */

/**
 * One pipe: translucent shell, dark bore, a faint water band, brighter pulses and bubbles moving
 * from the first point to the last. `loops` is how many dash patterns the water moves in one loop.
 */
function glassPipe(id, points, w, p, t, T) {
  const d = elbowPath(points, w * 1.5);
  const pulseLen = 300;
  const bubbleLen = 160;
  const flow = (len, loops) => n(-(((p.phase ?? 0) + (t / T) * loops * len) % len) - len);
  const hi = w * 0.2;
  return `
  <mask id="m${id}" maskUnits="userSpaceOnUse" x="-200" y="-200" width="${W + 400}" height="${H + 400}">
    <path d="${d}" fill="none" stroke="#fff" stroke-width="${n(w - 8)}"/>
  </mask>
  <g fill="none" stroke-linejoin="round">
    <path d="${d}" stroke="#021526" stroke-opacity=".28" stroke-width="${n(w + 10)}" transform="translate(5 9)"/>
    <path d="${d}" stroke="#cfe6ff" stroke-opacity=".42" stroke-width="${n(w)}"/>
    <path d="${d}" stroke="#06355f" stroke-opacity=".78" stroke-width="${n(w - 7)}"/>
    <path d="${d}" stroke="#2f9be6" stroke-opacity=".32" stroke-width="${n(w * 0.5)}"/>
    <path d="${d}" stroke="#8fdcff" stroke-opacity=".5" stroke-width="${n(w * 0.44)}" stroke-linecap="round"
      stroke-dasharray="70 230" stroke-dashoffset="${flow(pulseLen, p.pulses ?? 2)}"/>
    <path d="${d}" stroke="#eefaff" stroke-opacity=".85" stroke-width="${n(Math.max(4, w * 0.15))}" stroke-linecap="round"
      stroke-dasharray="0 31 0 47 0 23 0 59" stroke-dashoffset="${flow(bubbleLen, p.bubbles ?? 4)}"/>
    <g mask="url(#m${id})">
      <path d="${d}" stroke="#ffffff" stroke-opacity=".34" stroke-width="${n(w * 0.11)}" transform="translate(${n(-hi)} ${n(-hi)})"/>
    </g>
  </g>`;
}

/** A coupling ring across a pipe of width w at (x, y); `dir` is the pipe's direction (h or v). */
function coupling(x, y, w, dir, orange = false) {
  const along = w * 0.62;
  const across = w + 14;
  const fill = orange ? (dir === 'h' ? 'orangeV' : 'orangeH') : dir === 'h' ? 'cylV' : 'cylH';
  const opacity = orange ? 1 : 0.55;
  const [rw, rh] = dir === 'h' ? [along, across] : [across, along];
  return `<rect x="${n(x - rw / 2)}" y="${n(y - rh / 2)}" width="${n(rw)}" height="${n(rh)}" rx="5" fill="url(#${fill})" fill-opacity="${opacity}"/>`;
}

function heroFrame(t, T) {
  const th = (TAU * t) / T;
  // Background gradient whose direction swings gently back and forth.
  const a = 0.35 + 0.12 * Math.sin(th);
  const gx = Math.cos(a) * 900;
  const gy = Math.sin(a) * 900;
  const bg = `<linearGradient id="bg" gradientUnits="userSpaceOnUse" x1="${n(640 - gx)}" y1="${n(360 - gy)}" x2="${n(640 + gx)}" y2="${n(360 + gy)}">
    <stop offset="0" stop-color="${BLUE_DARK}"/>
    <stop offset=".55" stop-color="${BLUE}"/>
    <stop offset="1" stop-color="${BLUE_MID}"/>
  </linearGradient>`;
  const glows = [
    [300 + 120 * Math.cos(th), 220 + 60 * Math.sin(th), 520],
    [1000 + 100 * Math.cos(th + 2.1), 520 + 70 * Math.sin(th + 2.1), 600],
    [700 + 160 * Math.sin(-th), 720 + 40 * Math.cos(th), 420],
  ]
    .map(([x, y, r]) => `<circle cx="${n(x)}" cy="${n(y)}" r="${r}" fill="url(#glow)"/>`)
    .join('');

  // Parallax drift: each layer moves on a small closed path, further layers less.
  const drift = (k) => `translate(${n(k * 18 * Math.sin(th))} ${n(k * 6 * Math.sin(2 * th))})`;

  const far = [
    [
      [-120, 110],
      [1400, 110],
    ],
    [
      [-120, 610],
      [380, 610],
      [380, 330],
      [1400, 330],
    ],
    [
      [150, -120],
      [150, 840],
    ],
    [
      [900, 840],
      [900, 620],
      [1400, 620],
    ],
    [
      [1190, -120],
      [1190, 330],
    ],
  ]
    .map((pts, i) => glassPipe(`f${i}`, pts, 16, { phase: i * 71, pulses: 1, bubbles: 2 }, t, T))
    .join('');

  const w = 44;
  const mid = [
    {
      pts: [
        [-140, 250],
        [430, 250],
        [430, 470],
      ],
      p: { phase: 40 },
    },
    {
      pts: [
        [770, 470],
        [770, 170],
        [1420, 170],
      ],
      p: { phase: 130, pulses: 3 },
    },
    {
      pts: [
        [1050, 860],
        [1050, 470],
      ],
      p: { phase: 210 },
    },
    {
      pts: [
        [-140, 470],
        [1420, 470],
      ],
      p: { phase: 0, pulses: 3, bubbles: 5 },
    },
  ]
    .map(({ pts, p }, i) => glassPipe(`m${i}`, pts, w, p, t, T))
    .join('');
  const midCouplings = [
    coupling(220, 250, w, 'h'),
    coupling(430, 470, w + 6, 'h', true),
    coupling(770, 470, w + 6, 'h', true),
    coupling(1050, 470, w + 6, 'h', true),
    coupling(770, 330, w, 'v'),
    coupling(1000, 170, w, 'h'),
    coupling(1050, 640, w, 'v'),
    coupling(120, 470, w, 'h'),
    coupling(600, 470, w, 'h'),
    coupling(1230, 470, w, 'h'),
  ].join('');

  const near = glassPipe(
    'n0',
    [
      [-160, 690],
      [1440, 690],
    ],
    96,
    { phase: 90, pulses: 2, bubbles: 3 },
    t,
    T,
  );
  const nearCouplings = [coupling(250, 690, 96, 'h', true), coupling(960, 690, 96, 'h')].join('');

  // Soft bubbles rising through the background, each wrapping round a whole number of times.
  const bubbles = [];
  for (let k = 0; k < 14; k++) {
    const laps = 1 + (k % 2);
    const r = 5 + ((k * 7) % 19);
    const y = H + 60 - ((k * 0.137 + (t / T) * laps) % 1) * (H + 120);
    const x = ((k * 293 + 70) % (W - 80)) + 40 + 16 * Math.sin(th * laps + k);
    const o = 0.06 + ((k * 5) % 7) * 0.012;
    bubbles.push(
      `<circle cx="${n(x)}" cy="${n(y)}" r="${r}" fill="#cfeaff" fill-opacity="${n(o)}" stroke="#e6f5ff" stroke-opacity="${n(o * 2)}" stroke-width="1.5"/>`,
    );
  }

  // A soft band of light crossing once per loop (off-screen at the start and the end).
  const sx = -700 + (t / T) * (W + 1400);

  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
<defs>${commonDefs()}${bg}
  <filter id="soft" x="-5%" y="-20%" width="110%" height="140%"><feGaussianBlur stdDeviation="2.5"/></filter>
</defs>
<rect width="${W}" height="${H}" fill="url(#bg)"/>
${glows}
<g opacity=".32" transform="${drift(0.4)}">${far}</g>
<g>${bubbles.join('')}</g>
<g transform="${drift(1)}">${mid}${midCouplings}</g>
<g filter="url(#soft)" transform="${drift(1.8)}">${near}${nearCouplings}</g>
<rect x="${n(sx)}" y="0" width="700" height="${H}" fill="url(#sweep)" transform="skewX(-18)"/>
<rect width="${W}" height="${H}" fill="url(#vignette)"/>
</svg>`;
}

/* ------------------------------------------------------------------------------------------------ */
/* About: an extrusion line — a pipe leaves the extruder, a saw cuts it in rhythm, segments roll on. */
/* ------------------------------------------------------------------------------------------------ */

function roller(cx, cy, r, angle) {
  const spokes = [0, 1, 2]
    .map((k) => {
      const a = angle + (k * TAU) / 3;
      return `<line x1="${n(cx)}" y1="${n(cy)}" x2="${n(cx + Math.cos(a) * (r - 4))}" y2="${n(cy + Math.sin(a) * (r - 4))}"/>`;
    })
    .join('');
  return `<circle cx="${cx}" cy="${cy}" r="${n(r)}" fill="#0a3a66" stroke="#8fb3d6" stroke-width="3"/>
  <g stroke="#8fb3d6" stroke-width="3" stroke-linecap="round">${spokes}</g>
  <circle cx="${cx}" cy="${cy}" r="4" fill="#cfe0f1"/>`;
}

function sawBlade(cx, cy, r, angle) {
  const teeth = 24;
  let d = '';
  for (let k = 0; k < teeth; k++) {
    const a0 = angle + (k * TAU) / teeth;
    const a1 = a0 + (TAU / teeth) * 0.55;
    const p = (a, rr) => `${n(cx + Math.cos(a) * rr)} ${n(cy + Math.sin(a) * rr)}`;
    d += `${k === 0 ? 'M' : 'L'}${p(a0, r - 7)} L${p(a1, r)} `;
  }
  return `<path d="${d}Z" fill="#d6e2ee" stroke="#7f98b1" stroke-width="1.5"/>
  <circle cx="${cx}" cy="${cy}" r="${n(r * 0.55)}" fill="none" stroke="#9db2c7" stroke-width="2"/>
  <circle cx="${cx}" cy="${cy}" r="9" fill="${ORANGE}"/>`;
}

/**
 * A horizontal pipe segment from x0 to x1 with cylinder shading, optionally a print line (moved on by
 * `travelled` px so it rides with the pipe), and unless `noEnd` a front end showing the bore.
 */
function segment(x0, x1, cy, h, fill, print, travelled = 0, noEnd = false) {
  if (x1 - x0 < 1) return '';
  const y = cy - h / 2;
  return `<rect x="${n(x0)}" y="${n(y)}" width="${n(x1 - x0)}" height="${h}" fill="url(#${fill})"/>
  ${print ? `<line x1="${n(x0)}" y1="${n(cy + h * 0.08)}" x2="${n(x1)}" y2="${n(cy + h * 0.08)}" stroke="${BLUE}" stroke-opacity=".55" stroke-width="2" stroke-dasharray="34 12 6 12" stroke-dashoffset="${n((((x0 - travelled) % 64) + 64) % 64)}"/>` : ''}
  ${
    noEnd
      ? ''
      : `<ellipse cx="${n(x1)}" cy="${cy}" rx="${n(h * 0.14)}" ry="${n(h / 2)}" fill="url(#${fill})"/>
  <ellipse cx="${n(x1)}" cy="${cy}" rx="${n(h * 0.09)}" ry="${n(h * 0.36)}" fill="#294b6b"/>`
  }`;
}

function aboutDefs() {
  const cyl = (id, top, mid, bottom) => `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="${top}"/><stop offset=".3" stop-color="${mid}"/><stop offset="1" stop-color="${bottom}"/>
  </linearGradient>`;
  return `
  ${cyl('pGrey', '#ffffff', '#e3eaf1', '#8da2b8')}
  ${cyl('pOrange', '#ffd9ad', '#eea35a', '#a85d1c')}
  ${cyl('pBlue', '#cfe8ff', '#6fb0e6', '#2b6aa3')}
  ${cyl('pWhite', '#ffffff', '#f1f5f9', '#b5c3d2')}
  ${cyl('metal', '#c9d6e3', '#8ea4ba', '#41586f')}
  <linearGradient id="abg" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="${BLUE_MID}"/>
    <stop offset=".6" stop-color="${BLUE}"/>
    <stop offset="1" stop-color="${BLUE_DARK}"/>
  </linearGradient>
  <pattern id="grid" width="40" height="40" patternUnits="userSpaceOnUse">
    <path d="M40 0H0V40" fill="none" stroke="#ffffff" stroke-opacity=".06" stroke-width="1"/>
  </pattern>
  <radialGradient id="endGrey"><stop offset=".55" stop-color="#21405e"/><stop offset=".62" stop-color="#e9eff5"/><stop offset="1" stop-color="#9fb2c6"/></radialGradient>
  <radialGradient id="endOrange"><stop offset=".55" stop-color="#21405e"/><stop offset=".62" stop-color="#f6b26b"/><stop offset="1" stop-color="#b86720"/></radialGradient>
  <radialGradient id="endBlue"><stop offset=".55" stop-color="#21405e"/><stop offset=".62" stop-color="#9fd0f7"/><stop offset="1" stop-color="#3d7fb8"/></radialGradient>
  <linearGradient id="shine" x1="0" y1="0" x2="1" y2="0">
    <stop offset="0" stop-color="#fff" stop-opacity="0"/>
    <stop offset=".5" stop-color="#fff" stop-opacity=".28"/>
    <stop offset="1" stop-color="#fff" stop-opacity="0"/>
  </linearGradient>
  <linearGradient id="floor" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="#04223f" stop-opacity=".0"/>
    <stop offset="1" stop-color="#04223f" stop-opacity=".55"/>
  </linearGradient>`;
}

function aboutFrame(t, T) {
  const u = t / T; // 0..1 through the loop
  const S = 320; // spacing of the cut segments on the front line
  const L = 284; // segment length (gap 36)
  const v = (4 * S) / T; // four segments per loop
  const lineY = 520;
  const pipeH = 46;
  const cutX = 470;
  const dieX = 250;

  // Blueprint grid sliding slowly with the line (two cells per loop).
  const gridShift = n(-(u * 80) % 40);

  // The stack of finished pipe ends, upper right, with a light sweeping over it once per loop.
  const ends = [];
  const R = 30;
  const fills = ['endGrey', 'endOrange', 'endBlue', 'endGrey', 'endGrey'];
  for (let row = 0; row < 5; row++) {
    const count = 9 - row;
    for (let k = 0; k < count; k++) {
      const x = 760 + k * R * 2 + row * R + 4 * row;
      const y = 395 - row * R * 1.74 - 150;
      ends.push(
        `<circle cx="${n(x)}" cy="${n(y)}" r="${R - 1}" fill="url(#${fills[(k * 3 + row * 2) % fills.length]})"/>`,
      );
    }
  }
  const sweepX = 420 + u * 1000; // left of the stack at the start of the loop, right of it at the end

  // Back line: finished pipes of three kinds drifting left, smaller and dimmer.
  const S2 = 230;
  const v2 = (3 * S2) / T;
  const back = [];
  const kinds = ['pOrange', 'pBlue', 'pWhite'];
  for (let i = -2; i < 9; i++) {
    const x = i * S2 - ((v2 * t) % (3 * S2)) + 100;
    const kind = kinds[((i % 3) + 3) % 3];
    back.push(segment(x, x + 190, 330, 26, kind, false));
  }
  const backRollers = [];
  for (let x = 40; x < W; x += 120) {
    backRollers.push(`<circle cx="${x}" cy="354" r="10" fill="#0a3a66" stroke="#8fb3d6" stroke-width="2"/>`);
  }

  // Front line: continuous pipe from the die to the saw, cut segments after it.
  const front = [];
  front.push(segment(dieX, cutX, lineY, pipeH, 'pGrey', true, v * t, true));
  const offset = (v * t) % S;
  for (let i = -1; i < 5; i++) {
    // The front end of segment i; its back end is L behind it.
    const x1 = cutX + 36 + i * S + offset;
    const x0 = Math.max(cutX, x1 - L);
    if (x1 > cutX) front.push(segment(x0, x1, lineY, pipeH, 'pGrey', true, v * t));
  }
  // The saw comes down while a gap passes under it: a gap opens at the saw when a segment's back
  // end reaches it (offset ≡ L - 36 mod S) and has passed 36 px later.
  const cut = (((offset - (L - 36)) % S) + S) % S; // px since the last gap started opening
  const dist = Math.min(Math.abs(cut - 18), S - Math.abs(cut - 18)); // from the middle of that gap
  const reach = 70; // px of travel over which the saw drops and lifts
  const down = dist < reach ? 0.5 + 0.5 * Math.cos((Math.PI * dist) / reach) : 0;
  const sawY = 380 + 88 * down;
  const sawAngle = TAU * 6 * u;

  const rollerR = 1920 / (30 * Math.PI); // rolls 1280 px per loop = exactly 10 turns
  const rollers = [];
  for (let x = 300; x < W + 60; x += 110)
    rollers.push(roller(x, lineY + pipeH / 2 + rollerR, rollerR, (v * t) / rollerR));

  // Status lights on the extruder chase in time with the cuts.
  const lights = [0, 1, 2, 3]
    .map((k) => {
      const on = Math.floor(u * 16) % 4 === k;
      return `<circle cx="${60 + k * 34}" cy="465" r="8" fill="${on ? ORANGE : '#2d5278'}"/>${on ? `<circle cx="${60 + k * 34}" cy="465" r="14" fill="${ORANGE}" fill-opacity=".25"/>` : ''}`;
    })
    .join('');

  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
<defs>${commonDefs()}${aboutDefs()}
  <mask id="stackMask" maskUnits="userSpaceOnUse" x="0" y="0" width="${W}" height="${H}">
    <g fill="#fff">${ends.join('').replace(/fill="url\(#end\w+\)"/g, '')}</g>
    <g fill="#000">${ends
      .join('')
      .replace(/fill="url\(#end\w+\)"/g, '')
      .replace(/r="\d+"/g, 'r="17"')}</g>
  </mask>
</defs>
<rect width="${W}" height="${H}" fill="url(#abg)"/>
<rect x="${gridShift}" y="0" width="${W + 80}" height="${H}" fill="url(#grid)"/>
<circle cx="980" cy="160" r="520" fill="url(#glow)" opacity=".7"/>
<g opacity=".9">${ends.join('')}</g>
<rect x="712" y="277" width="566" height="12" rx="3" fill="url(#metal)"/>
<rect x="730" y="289" width="10" height="40" fill="#0a3a66"/><rect x="1250" y="289" width="10" height="40" fill="#0a3a66"/>
<g mask="url(#stackMask)"><rect x="${n(sweepX)}" y="-40" width="260" height="380" fill="url(#shine)" transform="skewX(-20)"/></g>
<g opacity=".7">${back.join('')}
  <rect x="0" y="362" width="${W}" height="8" fill="#0a3a66"/>
  ${backRollers.join('')}
</g>
<rect x="0" y="600" width="${W}" height="120" fill="url(#floor)"/>
<rect x="270" y="${lineY + pipeH / 2 + rollerR * 2 - 4}" width="${W}" height="12" rx="3" fill="#0a3a66"/>
<rect x="270" y="${lineY + pipeH / 2 + rollerR * 2 + 8}" width="${W}" height="4" fill="#3d6d99" opacity=".6"/>
${rollers.join('')}
${front.join('')}
<g>
  <rect x="${cutX - 6}" y="250" width="12" height="${n(sawY - 250)}" fill="url(#metal)"/>
  <rect x="${cutX - 60}" y="232" width="120" height="26" rx="6" fill="url(#metal)"/>
  ${sawBlade(cutX, sawY, 54, sawAngle)}
</g>
<g>
  <rect x="20" y="430" width="240" height="180" rx="14" fill="url(#metal)"/>
  <rect x="20" y="430" width="240" height="22" rx="10" fill="#ffffff" fill-opacity=".18"/>
  <rect x="20" y="560" width="240" height="14" fill="${ORANGE}"/>
  ${lights}
  <rect x="230" y="${lineY - pipeH / 2 - 12}" width="40" height="${pipeH + 24}" rx="6" fill="#5d7590"/>
  <rect x="236" y="${lineY - pipeH / 2 - 6}" width="28" height="${pipeH + 12}" rx="4" fill="#8aa1b8"/>
  <rect x="40" y="610" width="26" height="60" fill="#0a3a66"/><rect x="214" y="610" width="26" height="60" fill="#0a3a66"/>
  <rect x="60" y="330" width="90" height="100" rx="8" fill="url(#metal)"/>
  <path d="M72 330 L88 270 H122 L138 330Z" fill="#9fb4c9"/>
</g>
<rect x="${n(-700 + u * (W + 1400))}" y="0" width="600" height="${H}" fill="url(#sweep)" transform="skewX(-18)"/>
<rect width="${W}" height="${H}" fill="url(#vignette)"/>
</svg>`;
}

/* ------------------------------------------------------------------------------------------------ */

const [scene, outDir, fpsArg = '25', secondsArg = '10'] = process.argv.slice(2);
const frames = { hero: heroFrame, about: aboutFrame };
if (!(scene in frames) || !outDir) {
  console.error('usage: node scripts/media/scene-frames.mjs <hero|about> <out-dir> [fps] [seconds]');
  process.exit(2);
}
const fps = Number(fpsArg);
const seconds = Number(secondsArg);
const count = Math.round(fps * seconds);
mkdirSync(outDir, { recursive: true });
for (let i = 0; i < count; i++) {
  const svg = frames[scene](i / fps, seconds);
  writeFileSync(join(outDir, `frame-${String(i).padStart(4, '0')}.svg`), svg);
}
console.log(`${scene}: ${count} frames in ${outDir}`);
