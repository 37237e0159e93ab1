/**
 * Writes the site's hand-drawn SVG images, and the source of the link-preview image that
 * make-media.sh rasterises to public/images/share.jpg. Used by scripts/media/make-media.sh.
 *
 *   node scripts/media/make-svgs.mjs <images-dir> <share-svg-path>
 *
 * <images-dir> (public/images) gets: logo.svg, placeholder.svg, partners/*.svg (six partner
 * wordmarks), certificates/*.svg (four project certificates), features/*.svg and why/*.svg (icons
 * drawn with currentColor), history/<n>.svg (one scene per milestone) and managers/*.svg (portrait
 * placeholders). The output is the same on every run.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

const BLUE = '#0b4f8a';
const BLUE_DARK = '#072e52';
const BLUE_MID = '#0e63a8';
const ORANGE = '#f28c28';

const SANS = "'Segoe UI', 'Helvetica Neue', Arial, 'Noto Sans', sans-serif";
const SERIF = "Georgia, 'Times New Roman', 'Noto Serif', serif";

const [imagesDir, sharePath] = process.argv.slice(2);
if (!imagesDir || !sharePath) {
  console.error('usage: node scripts/media/make-svgs.mjs <images-dir> <share-svg-path>');
  process.exit(2);
}

const written = [];
function write(path, svg) {
  mkdirSync(dirname(path), { recursive: true });
  // One element per line, no indentation: small and diff-friendly.
  const text = `${svg
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .join('\n')}\n`;
  writeFileSync(path, text);
  written.push(path);
}

const esc = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** A `<linearGradient>` running `down`, `across` or `diagonal`, through `[offset, colour]` stops. */
function linearGradient(id, direction, stops) {
  const [x2, y2] = { down: [0, 1], across: [1, 0], diagonal: [1, 1] }[direction];
  const lines = stops.map(([offset, colour]) => `<stop offset="${offset}" stop-color="${colour}"/>`);
  return [
    `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}">`,
    ...lines,
    '</linearGradient>',
  ].join('\n');
}

/** The shading of a blue pipe, from its lit edge (light) to its far edge (dark). */
const pipeStops = (middle) => [
  ['0', '#7fb6e6'],
  [middle, BLUE_MID],
  ['1', BLUE_DARK],
];

/* ------------------------------------------------------------------------------------------------ */
/* Brand mark                                                                                        */
/* ------------------------------------------------------------------------------------------------ */

/** The mark's drawing in a 64×64 box, with ids prefixed so it can sit inside another SVG. */
function markBody(p) {
  return `<defs>
<linearGradient id="${p}bg" x1="0" y1="0" x2="1" y2="1">
<stop offset="0" stop-color="${BLUE_MID}"/>
<stop offset="1" stop-color="${BLUE_DARK}"/>
</linearGradient>
<linearGradient id="${p}ph" x1="0" y1="0" x2="0" y2="1">
<stop offset="0" stop-color="#ffffff"/>
<stop offset=".55" stop-color="#dbe9f6"/>
<stop offset="1" stop-color="#9bb9d6"/>
</linearGradient>
<linearGradient id="${p}pv" x1="0" y1="0" x2="1" y2="0">
<stop offset="0" stop-color="#ffffff"/>
<stop offset=".55" stop-color="#dbe9f6"/>
<stop offset="1" stop-color="#9bb9d6"/>
</linearGradient>
<linearGradient id="${p}or" x1="0" y1="0" x2="0" y2="1">
<stop offset="0" stop-color="#ffb45e"/>
<stop offset="1" stop-color="#d9700f"/>
</linearGradient>
<clipPath id="${p}clip"><rect width="64" height="64" rx="14"/></clipPath>
</defs>
<rect width="64" height="64" rx="14" fill="url(#${p}bg)"/>
<g clip-path="url(#${p}clip)">
<path d="M-2 25h66v14H-2z" fill="url(#${p}ph)"/>
<path d="M25 36h14v30H25z" fill="url(#${p}pv)"/>
<path d="M-2 37.5h66" stroke="#0b4f8a" stroke-opacity=".18" stroke-width="1.5"/>
</g>
<path d="M19 21.5a3 3 0 0 1 3-3h20a3 3 0 0 1 3 3V24h1.5a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H41v6.5a2 2 0 0 1-2 2H25a2 2 0 0 1-2-2V40h-4.5a2 2 0 0 1-2-2V26a2 2 0 0 1 2-2H19z" fill="url(#${p}or)"/>
<path d="M22 21.5h20" stroke="#fff" stroke-opacity=".55" stroke-width="1.6" stroke-linecap="round"/>
<circle cx="32" cy="32" r="5" fill="${BLUE}"/>
<circle cx="32" cy="32" r="2" fill="#fff"/>
<path d="M12 25v14M52 25v14M25 56h14" stroke="${BLUE}" stroke-opacity=".35" stroke-width="1.5"/>`;
}

write(
  join(imagesDir, 'logo.svg'),
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64" role="img">
<title>Example Pipes Co.</title>
${markBody('lg-')}
</svg>`,
);

/* ------------------------------------------------------------------------------------------------ */
/* Placeholder                                                                                       */
/* ------------------------------------------------------------------------------------------------ */

write(
  join(imagesDir, 'placeholder.svg'),
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300" width="400" height="300" role="img">
<title>Image not available</title>
<rect width="400" height="300" fill="#eef1f4"/>
<g transform="translate(44 -6)">
<g fill="none" stroke-linejoin="round">
<path d="M60 120H214a36 36 0 0 1 36 36V250" stroke="#c3ccd5" stroke-width="46"/>
<path d="M60 120H214a36 36 0 0 1 36 36V250" stroke="#eef1f4" stroke-width="40"/>
<path d="M60 120H214a36 36 0 0 1 36 36V250" stroke="#d5dce3" stroke-width="2" stroke-dasharray="10 8"/>
</g>
<g fill="#eef1f4" stroke="#c3ccd5" stroke-width="3">
<rect x="48" y="92" width="18" height="56" rx="4"/>
<rect x="150" y="92" width="18" height="56" rx="4"/>
<rect x="222" y="200" width="56" height="18" rx="4"/>
<rect x="222" y="244" width="56" height="18" rx="4"/>
</g>
</g>
</svg>`,
);

/* ------------------------------------------------------------------------------------------------ */
/* Partner wordmarks (240×96)                                                                        */
/* ------------------------------------------------------------------------------------------------ */

const partner = (title, body) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 96" width="240" height="96" role="img">
<title>${esc(title)}</title>
${body}
</svg>`;

const partners = {
  thermopipe: partner(
    'Thermopipe',
    `<circle cx="44" cy="48" r="27" fill="none" stroke="#d64527" stroke-width="7"/>
<circle cx="44" cy="48" r="19" fill="#fde9e4"/>
<path d="M44 31c2 7 10 10 10 19a10 10 0 0 1-20 0c0-5 3-8 5-10 0 4 2 6 4 6-1-6 0-11 1-15z" fill="#d64527"/>
<path d="M44 50c2 2 4 4 4 6a4 4 0 0 1-8 0c0-2 2-4 4-6z" fill="#ffb347"/>
<text x="82" y="58" font-family="${SANS}" font-size="30" textLength="148" lengthAdjust="spacingAndGlyphs"><tspan font-weight="800" fill="#d64527">Thermo</tspan><tspan font-weight="400" fill="#3b3f45">pipe</tspan></text>
<rect x="82" y="66" width="148" height="3" rx="1.5" fill="#d64527" opacity=".25"/>`,
  ),
  aquapipe: partner(
    'Aquapipe',
    `<path d="M40 14c10 14 22 26 22 40a22 22 0 0 1-44 0c0-14 12-26 22-40z" fill="#0aa1c9"/>
<path d="M21 58c6 4 12-4 19 0s13 4 19 0c-1 10-9 18-19 18s-18-8-19-18z" fill="#067a99"/>
<path d="M30 44c0-6 4-12 8-16" fill="none" stroke="#fff" stroke-width="4" stroke-linecap="round" opacity=".8"/>
<text x="76" y="60" font-family="${SANS}" font-size="34" textLength="154" lengthAdjust="spacingAndGlyphs"><tspan font-weight="700" fill="#0aa1c9">aqua</tspan><tspan font-weight="700" fill="#123a5a">pipe</tspan></text>`,
  ),
  thermopex: partner(
    'Thermopex',
    `<rect x="12" y="20" width="56" height="56" rx="10" fill="#2b2d42"/>
<path d="M12 66V30a10 10 0 0 1 10-10h36z" fill="#c1121f"/>
<circle cx="40" cy="48" r="15" fill="none" stroke="#fff" stroke-width="5"/>
<circle cx="40" cy="48" r="5" fill="#fff"/>
<text x="78" y="56" font-family="${SANS}" font-size="25" font-weight="700" letter-spacing="1" textLength="150" lengthAdjust="spacingAndGlyphs"><tspan fill="#2b2d42">THERMO</tspan><tspan fill="#c1121f">PEX</tspan></text>
<path d="M78 66h150" stroke="#2b2d42" stroke-width="2"/>
<path d="M78 71h100" stroke="#c1121f" stroke-width="2"/>`,
  ),
  upvc: partner(
    'U.P.V.C',
    `<circle cx="42" cy="48" r="28" fill="#37516b"/>
<circle cx="42" cy="48" r="20" fill="none" stroke="#dfe8f1" stroke-width="4"/>
<circle cx="42" cy="48" r="11" fill="none" stroke="#9fb6cc" stroke-width="3"/>
<circle cx="42" cy="48" r="3.5" fill="#dfe8f1"/>
<text x="84" y="60" font-family="${SANS}" font-size="36" font-weight="800" fill="#37516b" textLength="144" lengthAdjust="spacingAndGlyphs">U.P.V.C</text>
<rect x="84" y="68" width="144" height="5" rx="2.5" fill="#9fb6cc"/>`,
  ),
  cpvc: partner(
    'C.P.V.C',
    `<path d="M42 18l26 15v30L42 78 16 63V33z" fill="#d97706"/>
<path d="M42 27l18 10.5v21L42 69 24 58.5v-21z" fill="none" stroke="#fff3df" stroke-width="3"/>
<circle cx="42" cy="48" r="9" fill="#fff3df"/>
<circle cx="42" cy="48" r="4" fill="#d97706"/>
<text x="80" y="60" font-family="${SANS}" font-size="36" font-weight="800" fill="#9a4a00" textLength="148" lengthAdjust="spacingAndGlyphs">C.P.V.C</text>
<path d="M80 70h148" stroke="#d97706" stroke-width="3" stroke-dasharray="18 6"/>`,
  ),
  ppr: partner(
    'PPR',
    `<rect x="12" y="34" width="66" height="28" rx="14" fill="#2e7d32"/>
<rect x="12" y="34" width="66" height="9" rx="4.5" fill="#66bb6a"/>
<rect x="26" y="30" width="10" height="36" rx="3" fill="#1b5e20"/>
<rect x="54" y="30" width="10" height="36" rx="3" fill="#1b5e20"/>
<text x="92" y="64" font-family="${SANS}" font-size="46" font-weight="900" font-style="italic" fill="#2e7d32" textLength="100" lengthAdjust="spacingAndGlyphs">PPR</text>
<path d="M92 72h136" stroke="#2e7d32" stroke-width="4" stroke-linecap="round"/>
<path d="M206 72h22" stroke="#66bb6a" stroke-width="4" stroke-linecap="round"/>`,
  ),
};
for (const [name, svg] of Object.entries(partners)) write(join(imagesDir, 'partners', `${name}.svg`), svg);

/* ------------------------------------------------------------------------------------------------ */
/* Certificates (800×600)                                                                            */
/* ------------------------------------------------------------------------------------------------ */

const emblems = {
  // A water drop.
  drop: '<path d="M0-17c6 8 12 14 12 21a12 12 0 0 1-24 0c0-7 6-13 12-21z" fill="#fff"/>',
  // A small aircraft seen from above.
  plane:
    '<path d="M0-18c2 0 3 3 3 7v6l14 8v4L3 3v8l5 4v3L0 16l-8 2v-3l5-4V3l-14 4V3l14-8v-6c0-4 1-7 3-7z" fill="#fff"/>',
  // Three connected nodes: a network.
  network:
    '<g fill="#fff"><circle cx="0" cy="-11" r="5"/><circle cx="-11" cy="9" r="5"/><circle cx="11" cy="9" r="5"/></g><path d="M0-11L-11 9H11z" fill="none" stroke="#fff" stroke-width="3"/>',
  // An egg.
  egg: '<path d="M0-16c8 0 12 12 12 20a12 12 0 0 1-24 0c0-8 4-20 12-20z" fill="#fff"/><path d="M-6 0c0-5 2-9 5-11" fill="none" stroke="#d9d2c2" stroke-width="2.5" stroke-linecap="round"/>',
};

/** A rosette seal centred at (x, y) with two ribbon tails in `ribbon` colour. */
function seal(x, y, ribbon, emblem) {
  let d = '';
  const points = 28;
  for (let i = 0; i < points * 2; i++) {
    const a = (Math.PI * i) / points - Math.PI / 2;
    const r = i % 2 === 0 ? 58 : 51;
    d += `${i === 0 ? 'M' : 'L'}${(x + Math.cos(a) * r).toFixed(1)} ${(y + Math.sin(a) * r).toFixed(1)}`;
  }
  return `<g>
<path d="M${x - 30} ${y + 30}l-16 62 20-10 14 18 14-56z" fill="${ribbon}"/>
<path d="M${x + 30} ${y + 30}l16 62-20-10-14 18-14-56z" fill="${ribbon}" opacity=".85"/>
<path d="${d}Z" fill="url(#gold)"/>
<circle cx="${x}" cy="${y}" r="44" fill="none" stroke="#fff7e0" stroke-width="2" stroke-dasharray="3 4"/>
<circle cx="${x}" cy="${y}" r="36" fill="${ribbon}"/>
<circle cx="${x}" cy="${y}" r="36" fill="none" stroke="#fff" stroke-opacity=".5" stroke-width="2"/>
<g transform="translate(${x} ${y})">${emblems[emblem]}</g>
</g>`;
}

/** Corner flourish for the top-left corner; the others are mirrored copies. */
const corner =
  '<path d="M0 46V14A14 14 0 0 1 14 0h32M8 46V20A12 12 0 0 1 20 8h26" fill="none" stroke="#b8913f" stroke-width="2"/><path d="M22 22l6-6 6 6-6 6z" fill="#b8913f"/>';

function certificate(title, accent, emblem, variant) {
  const pipeY = 300;
  // A branch rising from a tee on the main pipe and turning off to one side (left or right).
  const side = variant % 2 === 0 ? 1 : -1;
  const bx = variant % 2 === 0 ? 470 : 330;
  const top = 218;
  const run = 96;
  const hx = side > 0 ? bx : bx - run;
  const branch = `<rect x="${bx - 11}" y="${top}" width="22" height="${pipeY - top}" fill="url(#pipeShadeV)"/>
<rect x="${hx}" y="${top - 11}" width="${run}" height="22" fill="url(#pipeShade)"/>
<rect x="${hx + (side > 0 ? run - 6 : -6)}" y="${top - 18}" width="12" height="36" rx="3" fill="${BLUE_DARK}"/>
<rect x="${bx - 17}" y="${top - 17}" width="34" height="34" rx="8" fill="#d4dde6" stroke="${BLUE_DARK}" stroke-opacity=".25"/>
<rect x="${bx - 17}" y="${(top + pipeY) / 2 - 6}" width="34" height="14" rx="3" fill="#d4dde6" stroke="${BLUE_DARK}" stroke-opacity=".25"/>`;
  const lines = [
    [250, 368, 300],
    [210, 394, 380],
    [270, 420, 260],
  ]
    .map(([x, y, w]) => `<rect x="${x}" y="${y}" width="${w}" height="9" rx="4.5" fill="#d9d2c1"/>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 600" width="800" height="600" role="img">
<title>${esc(title)}</title>
<defs>
${linearGradient('paper', 'diagonal', [
  ['0', '#fffdf7'],
  ['1', '#f3ecdc'],
])}
${linearGradient('gold', 'diagonal', [
  ['0', '#ffd27a'],
  ['.5', ORANGE],
  ['1', '#b9620f'],
])}
${linearGradient('pipeShade', 'down', pipeStops('.35'))}
${linearGradient('pipeShadeV', 'across', pipeStops('.35'))}
<pattern id="guilloche" width="24" height="24" patternUnits="userSpaceOnUse">
<circle cx="12" cy="12" r="11" fill="none" stroke="${accent}" stroke-opacity=".12" stroke-width="1"/>
<circle cx="0" cy="0" r="11" fill="none" stroke="${accent}" stroke-opacity=".12" stroke-width="1"/>
<circle cx="24" cy="24" r="11" fill="none" stroke="${accent}" stroke-opacity=".12" stroke-width="1"/>
</pattern>
</defs>
<rect width="800" height="600" fill="#e9eef4"/>
<rect x="24" y="28" width="752" height="548" rx="6" fill="#0b2540" opacity=".12"/>
<rect x="20" y="20" width="760" height="552" rx="6" fill="url(#paper)"/>
<rect x="34" y="34" width="732" height="524" fill="none" stroke="url(#guilloche)" stroke-width="14"/>
<rect x="48" y="48" width="704" height="496" fill="none" stroke="${BLUE}" stroke-width="3"/>
<rect x="56" y="56" width="688" height="480" fill="none" stroke="#b8913f" stroke-width="1.2"/>
<g transform="translate(62 62)">${corner}</g>
<g transform="translate(738 62) scale(-1 1)">${corner}</g>
<g transform="translate(62 530) scale(1 -1)">${corner}</g>
<g transform="translate(738 530) scale(-1 -1)">${corner}</g>
<g opacity=".07" fill="none" stroke="${BLUE}">
<circle cx="400" cy="300" r="170" stroke-width="30"/>
<circle cx="400" cy="300" r="120" stroke-width="6"/>
</g>
<rect x="340" y="84" width="120" height="6" rx="3" fill="${accent}"/>
<text x="400" y="152" text-anchor="middle" font-family="${SERIF}" font-size="40" font-weight="700" fill="${BLUE_DARK}">${esc(title)}</text>
<path d="M300 176h200" stroke="${ORANGE}" stroke-width="3" stroke-linecap="round"/>
<circle cx="400" cy="176" r="5" fill="${ORANGE}"/>
${branch}
<rect x="130" y="${pipeY - 15}" width="540" height="30" fill="url(#pipeShade)"/>
<rect x="130" y="${pipeY - 11}" width="540" height="4" fill="#fff" opacity=".35"/>
${[190, 400, 610]
  .map(
    (x, i) =>
      `<rect x="${x - 14}" y="${pipeY - 21}" width="28" height="42" rx="4" fill="${i === 1 ? 'url(#gold)' : '#d4dde6'}" stroke="${BLUE_DARK}" stroke-opacity=".25"/>`,
  )
  .join('')}
<rect x="${bx - 20}" y="${pipeY - 20}" width="40" height="40" rx="6" fill="#d4dde6" stroke="${BLUE_DARK}" stroke-opacity=".25"/>
<rect x="118" y="${pipeY - 24}" width="16" height="48" rx="3" fill="${BLUE_DARK}"/>
<rect x="666" y="${pipeY - 24}" width="16" height="48" rx="3" fill="${BLUE_DARK}"/>
${lines}
<path d="M118 474c14-22 24-22 22-4s10 8 18-4 12-6 12 2 10 6 22-6 12 2 26-4" fill="none" stroke="${BLUE_DARK}" stroke-width="2.2" stroke-linecap="round" stroke-linejoin="round"/>
<path d="M110 488h190" stroke="#8f8778" stroke-width="1.5"/>
<rect x="150" y="500" width="110" height="8" rx="4" fill="#d9d2c1"/>
${seal(620, 452, accent, emblem)}
</svg>`;
}

const certificates = {
  'water-networks': ['Water networks project', '#0e63a8', 'drop'],
  'air-force-base': ['Air force base project', '#1f3f7a', 'plane'],
  'amman-water-network': ['Amman water network', '#0f7d8c', 'network'],
  'national-poultry': ['National Poultry', '#3f7d3a', 'egg'],
};
Object.entries(certificates).forEach(([name, [title, accent, emblem]], i) => {
  write(join(imagesDir, 'certificates', `${name}.svg`), certificate(title, accent, emblem, i));
});

/* ------------------------------------------------------------------------------------------------ */
/* Icons (64×64, stroked in currentColor)                                                            */
/* ------------------------------------------------------------------------------------------------ */

const icon = (title, body) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64" fill="none" stroke="currentColor" stroke-width="3" stroke-linecap="round" stroke-linejoin="round" role="img">
<title>${esc(title)}</title>
${body}
</svg>`;

const icons = {
  'features/quality': icon(
    'Quality',
    `<circle cx="32" cy="26" r="18"/>
<circle cx="32" cy="26" r="12" stroke-width="2" opacity=".5"/>
<path d="M25 26l5 5 9-10"/>
<path d="M22 41l-5 17 8-3 5 6 2-14"/>
<path d="M42 41l5 17-8-3-5 6-2-14"/>`,
  ),
  'features/manufacturing': icon(
    'Manufacturing',
    `<path d="M6 56V30l12 8v-8l12 8v-8l12 8V10h10v46z"/>
<path d="M4 56h56"/>
<rect x="12" y="44" width="6" height="6" rx="1"/>
<rect x="24" y="44" width="6" height="6" rx="1"/>
<rect x="36" y="44" width="6" height="6" rx="1"/>`,
  ),
  'features/delivery': icon(
    'Delivery',
    `<path d="M4 42h38"/>
<path d="M42 42V24h9l9 10v8h-4"/>
<path d="M46 28h4l5 6h-9z" stroke-width="2.5"/>
<circle cx="15" cy="48" r="5"/>
<circle cx="49" cy="48" r="5"/>
<g stroke-width="2.5">
<circle cx="11" cy="35.5" r="3.5"/>
<circle cx="21" cy="35.5" r="3.5"/>
<circle cx="31" cy="35.5" r="3.5"/>
<circle cx="16" cy="27" r="3.5"/>
<circle cx="26" cy="27" r="3.5"/>
</g>`,
  ),
  'why/experience': icon(
    'Experience',
    `<path d="M12.7 22A22 22 0 1 1 10 32"/>
<path d="M6 16l6.7 6 6.3-6.2"/>
<path d="M32 20v12l9 6"/>`,
  ),
  'why/standards': icon(
    'Standards',
    `<path d="M38 6H14v52h18"/>
<path d="M38 6l12 12v14"/>
<path d="M38 6v12h12"/>
<path d="M20 26h22M20 34h18M20 42h10"/>
<circle cx="44" cy="44" r="8"/>
<path d="M40.5 44l2.5 2.5 4.5-5" stroke-width="2.5"/>
<path d="M39 51l-3 9 8-3 8 3-3-9"/>`,
  ),
  'why/range': icon(
    'Product range',
    `<circle cx="22" cy="40" r="14"/>
<circle cx="22" cy="40" r="8"/>
<circle cx="46" cy="44" r="10"/>
<circle cx="46" cy="44" r="5"/>
<circle cx="40" cy="18" r="7"/>
<circle cx="40" cy="18" r="3"/>`,
  ),
  'why/support': icon(
    'Support',
    `<path d="M14 36v-6a18 18 0 0 1 36 0v6"/>
<rect x="9" y="34" width="10" height="16" rx="3"/>
<rect x="45" y="34" width="10" height="16" rx="3"/>
<path d="M50 50c0 5-5 8-12 8h-4"/>
<rect x="26" y="54" width="8" height="6" rx="2"/>`,
  ),
};
for (const [name, svg] of Object.entries(icons)) write(join(imagesDir, `${name}.svg`), svg);

/* ------------------------------------------------------------------------------------------------ */
/* History milestones (640×320): one drawn scene per milestone, in the order of src/content/milestones.ts */
/* ------------------------------------------------------------------------------------------------ */

const scene = (title, body) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 320" width="640" height="320" role="img">
<title>${esc(title)}</title>
<defs>
${linearGradient('sky', 'down', [
  ['0', '#dcecf9'],
  ['1', '#f5f9fd'],
])}
${linearGradient('orange', 'down', [
  ['0', '#ffb45e'],
  ['1', '#d9700f'],
])}
${linearGradient('pipe', 'down', pipeStops('.4'))}
</defs>
<rect width="640" height="320" fill="url(#sky)"/>
<circle cx="540" cy="70" r="120" fill="#ffffff" opacity=".55"/>
<rect y="262" width="640" height="58" fill="#c9d8e6"/>
<rect y="262" width="640" height="4" fill="#b3c6d8"/>
${body}
</svg>`;

/** A stack of pipe ends seen head-on, `rows` high, bottom row centred at (x, y). */
function pipeStack(x, y, rows, r, fill) {
  let out = '';
  for (let row = 0; row < rows; row++) {
    const count = rows - row;
    for (let i = 0; i < count; i++) {
      const cx = x + (i - (count - 1) / 2) * r * 2;
      const cy = y - row * r * 1.74;
      out += `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"/><circle cx="${cx}" cy="${cy}" r="${r * 0.6}" fill="#f5f9fd"/>`;
    }
  }
  return out;
}

/** A person in a hard hat, feet at (x, 262). */
function worker(x, height, shirt) {
  const s = height / 120;
  return `<g transform="translate(${x} 262) scale(${s})">
<rect x="-16" y="-60" width="32" height="60" rx="8" fill="${BLUE_DARK}"/>
<path d="M-24-58a24 24 0 0 1 48 0v-2 30h-48z" fill="${shirt}"/>
<circle cx="0" cy="-82" r="16" fill="#e8c4a0"/>
<path d="M-19-86a19 19 0 0 1 38 0z" fill="url(#orange)"/>
<rect x="-22" y="-88" width="44" height="5" rx="2.5" fill="#d9700f"/>
</g>`;
}

function sealBadge(x, y, r) {
  let d = '';
  for (let i = 0; i < 48; i++) {
    const a = (Math.PI * i) / 24 - Math.PI / 2;
    const rr = i % 2 === 0 ? r : r * 0.88;
    d += `${i === 0 ? 'M' : 'L'}${(x + Math.cos(a) * rr).toFixed(1)} ${(y + Math.sin(a) * rr).toFixed(1)}`;
  }
  return `<path d="M${x - r * 0.5} ${y + r * 0.5}l-${r * 0.3} ${r * 1.1} ${r * 0.35}-${r * 0.18} ${r * 0.25} ${r * 0.3} ${r * 0.25}-${r * 0.95}z" fill="${BLUE}"/>
<path d="M${x + r * 0.5} ${y + r * 0.5}l${r * 0.3} ${r * 1.1}-${r * 0.35}-${r * 0.18}-${r * 0.25} ${r * 0.3}-${r * 0.25}-${r * 0.95}z" fill="${BLUE_MID}"/>
<path d="${d}Z" fill="url(#orange)"/>
<circle cx="${x}" cy="${y}" r="${r * 0.62}" fill="${BLUE}"/>
<path d="M${x - r * 0.28} ${y}l${r * 0.2} ${r * 0.2} ${r * 0.38}-${r * 0.4}" fill="none" stroke="#fff" stroke-width="${r * 0.12}" stroke-linecap="round" stroke-linejoin="round"/>`;
}

/** A tin of solvent cement with a brush lid, base centred at (x, 262). */
const glueTin = (x) => `<rect x="${x - 42}" y="170" width="84" height="92" rx="8" fill="${BLUE_MID}"/>
<rect x="${x - 42}" y="196" width="84" height="40" fill="#ffffff" opacity=".9"/>
<rect x="${x - 30}" y="207" width="60" height="7" rx="3.5" fill="${ORANGE}"/>
<rect x="${x - 22}" y="220" width="44" height="6" rx="3" fill="#9bb9d6"/>
<rect x="${x - 26}" y="150" width="52" height="22" rx="5" fill="url(#orange)"/>
<rect x="${x - 4}" y="120" width="8" height="32" rx="3" fill="#8a5a2b"/>`;

const milestoneScenes = [
  // 1979, founding: the first office and warehouse, a flag over the door.
  scene(
    'The company is founded',
    `<rect x="190" y="140" width="260" height="122" fill="#ffffff"/>
<path d="M176 146l144-62 144 62z" fill="${BLUE}"/>
<rect x="290" y="190" width="60" height="72" fill="${BLUE_DARK}"/>
<rect x="214" y="170" width="52" height="40" fill="#9bc3e6"/>
<rect x="374" y="170" width="52" height="40" fill="#9bc3e6"/>
<rect x="318" y="40" width="4" height="48" fill="#5b6b7a"/>
<path d="M322 42h44l-10 12 10 12h-44z" fill="url(#orange)"/>
${pipeStack(110, 246, 3, 16, 'url(#pipe)')}
${pipeStack(530, 246, 2, 16, 'url(#orange)')}`,
  ),
  // 1979, manufacturing begins: a factory with an extruder pushing out pipe.
  scene(
    'Manufacturing begins',
    `<path d="M80 262V150l70 40v-40l70 40v-40l70 40V90h50v172z" fill="${BLUE}"/>
<rect x="296" y="60" width="24" height="40" fill="${BLUE_DARK}"/>
<circle cx="318" cy="44" r="14" fill="#ffffff" opacity=".8"/>
<circle cx="340" cy="30" r="10" fill="#ffffff" opacity=".6"/>
${[100, 170, 240].map((x) => `<rect x="${x}" y="210" width="30" height="24" rx="3" fill="#9bc3e6"/>`).join('')}
<rect x="340" y="196" width="70" height="66" rx="8" fill="${BLUE_DARK}"/>
<rect x="352" y="170" width="30" height="30" rx="4" fill="url(#orange)"/>
<rect x="410" y="214" width="200" height="24" fill="url(#pipe)"/>
<rect x="410" y="218" width="200" height="4" fill="#ffffff" opacity=".4"/>
<rect x="500" y="206" width="10" height="40" rx="3" fill="${ORANGE}"/>`,
  ),
  // 1990, international certification of the CPVC glue.
  scene(
    'International certification for our CPVC glue',
    `${glueTin(230)}
<rect x="330" y="90" width="170" height="172" rx="6" fill="#fffdf7" stroke="#b8913f" stroke-width="3"/>
${[120, 140, 160, 180].map((y, i) => `<rect x="352" y="${y}" width="${i % 2 ? 100 : 126}" height="8" rx="4" fill="#d9d2c1"/>`).join('')}
${sealBadge(470, 224, 34)}`,
  ),
  // 1995, a leading position: rising columns topped by a star.
  scene(
    'A leading position',
    `${[
      [170, 70],
      [250, 110],
      [330, 150],
      [410, 190],
    ]
      .map(([x, h]) => `<rect x="${x}" y="${262 - h}" width="56" height="${h}" rx="6" fill="url(#pipe)"/>`)
      .join('')}
<path d="M438 30l9 19 21 3-15 15 4 21-19-10-19 10 4-21-15-15 21-3z" fill="url(#orange)"/>
<path d="M150 238l90-50 80 20 110-100" fill="none" stroke="${ORANGE}" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>`,
  ),
  // 2000, certified again: the tin between two seals.
  scene(
    'CPVC glue certified again',
    `${glueTin(320)}
${sealBadge(190, 170, 40)}
${sealBadge(450, 170, 40)}`,
  ),
  // 2005, research: a flask and test tubes beside a pipe sample.
  scene(
    'Investing in research',
    `<rect x="120" y="230" width="400" height="32" rx="4" fill="${BLUE_DARK}"/>
<path d="M250 100h40v50l50 80h-140l50-80z" fill="#ffffff" stroke="${BLUE}" stroke-width="5" stroke-linejoin="round"/>
<path d="M222 210l28-40h40l28 40z" fill="url(#orange)" opacity=".9"/>
<circle cx="262" cy="192" r="6" fill="#ffffff" opacity=".8"/>
${[380, 410, 440].map((x, i) => `<rect x="${x}" y="${130 + i * 10}" width="18" height="${100 - i * 10}" rx="9" fill="#ffffff" stroke="${BLUE}" stroke-width="4"/><rect x="${x + 4}" y="${190}" width="10" height="36" rx="5" fill="${i === 1 ? ORANGE : BLUE_MID}"/>`).join('')}
<rect x="130" y="190" width="60" height="36" rx="18" fill="url(#pipe)"/>
<circle cx="130" cy="208" r="18" fill="${BLUE_DARK}"/>
<circle cx="130" cy="208" r="10" fill="#f5f9fd"/>`,
  ),
  // 2010, a growing team: people in hard hats.
  scene(
    'A growing team',
    `${[
      [150, 100, BLUE_MID],
      [230, 120, BLUE],
      [320, 130, BLUE_MID],
      [410, 120, BLUE],
      [490, 100, BLUE_MID],
    ]
      .map(([x, h, c]) => worker(x, h, c))
      .join('')}`,
  ),
  // 2020, new warehouses: a large shed with racks of pipes and a loaded truck.
  scene(
    'New warehouses',
    `<path d="M60 262V130l190-60 190 60v132z" fill="${BLUE}"/>
<rect x="100" y="150" width="300" height="112" fill="#eef4fa"/>
${[0, 1, 2].map((r) => `<rect x="108" y="${166 + r * 32}" width="284" height="6" fill="${BLUE_DARK}"/>`).join('')}
${[0, 1, 2].map((r) => Array.from({ length: 9 }, (_, i) => `<circle cx="${124 + i * 31}" cy="${182 + r * 32}" r="10" fill="${(i + r) % 3 === 0 ? ORANGE : BLUE_MID}"/>`).join('')).join('')}
<rect x="470" y="196" width="110" height="52" rx="4" fill="#ffffff" stroke="${BLUE}" stroke-width="4"/>
<path d="M580 212h28l18 20v16h-46z" fill="${BLUE_DARK}"/>
<circle cx="500" cy="252" r="12" fill="#2b2d42"/>
<circle cx="600" cy="252" r="12" fill="#2b2d42"/>
<rect x="482" y="206" width="86" height="14" rx="7" fill="url(#orange)"/>
<rect x="482" y="224" width="86" height="14" rx="7" fill="url(#pipe)"/>`,
  ),
];
for (const [i, svg] of milestoneScenes.entries()) write(join(imagesDir, 'history', `${i + 1}.svg`), svg);

/* ------------------------------------------------------------------------------------------------ */
/* Managers (320×400): a neutral portrait placeholder in the brand's colours until photos arrive     */
/* ------------------------------------------------------------------------------------------------ */

const portrait = (accent) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 400" width="320" height="400" role="img">
<title>Portrait to come</title>
<defs>
<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
<stop offset="0" stop-color="${BLUE_MID}"/>
<stop offset="1" stop-color="${BLUE_DARK}"/>
</linearGradient>
</defs>
<rect width="320" height="400" fill="url(#bg)"/>
<circle cx="160" cy="150" r="64" fill="#dbe9f6"/>
<path d="M40 400c0-90 50-150 120-150s120 60 120 150z" fill="#dbe9f6"/>
<path d="M136 256l24 40 24-40z" fill="#ffffff"/>
<path d="M152 266h16l6 80-14 20-14-20z" fill="${accent}"/>
</svg>`;
write(join(imagesDir, 'managers', 'chairman.svg'), portrait(ORANGE));
write(join(imagesDir, 'managers', 'general-manager.svg'), portrait('#7fb6e6'));

/* ------------------------------------------------------------------------------------------------ */
/* Share image source (1200×630), rasterised by ffmpeg's librsvg (Pango shapes the Arabic)           */
/* ------------------------------------------------------------------------------------------------ */

function sharePipe(d, w) {
  return `<g fill="none" stroke-linejoin="round">
<path d="${d}" stroke="#021526" stroke-opacity=".3" stroke-width="${w + 10}" transform="translate(6 10)"/>
<path d="${d}" stroke="#cfe6ff" stroke-opacity=".45" stroke-width="${w}"/>
<path d="${d}" stroke="#06355f" stroke-opacity=".8" stroke-width="${w - 7}"/>
<path d="${d}" stroke="#2f9be6" stroke-opacity=".35" stroke-width="${w * 0.5}"/>
<path d="${d}" stroke="#8fdcff" stroke-opacity=".55" stroke-width="${w * 0.44}" stroke-linecap="round" stroke-dasharray="70 190"/>
<path d="${d}" stroke="#eefaff" stroke-opacity=".85" stroke-width="${Math.max(4, w * 0.15)}" stroke-linecap="round" stroke-dasharray="0 31 0 47 0 23 0 59"/>
</g>`;
}

function shareCoupling(x, y, w, dir, orange) {
  const along = w * 0.62;
  const across = w + 14;
  const [rw, rh] = dir === 'h' ? [along, across] : [across, along];
  const fill = orange ? (dir === 'h' ? 'url(#sOrV)' : 'url(#sOrH)') : '#e3effa';
  return `<rect x="${x - rw / 2}" y="${y - rh / 2}" width="${rw}" height="${rh}" rx="5" fill="${fill}" fill-opacity="${orange ? 1 : 0.6}"/>`;
}

const share = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
<defs>
<linearGradient id="sbg" x1="0" y1="0" x2="1" y2="1">
<stop offset="0" stop-color="${BLUE_DARK}"/>
<stop offset=".55" stop-color="${BLUE}"/>
<stop offset="1" stop-color="${BLUE_MID}"/>
</linearGradient>
<radialGradient id="sglow">
<stop offset="0" stop-color="#4aa3ea" stop-opacity=".5"/>
<stop offset="1" stop-color="#2a82cc" stop-opacity="0"/>
</radialGradient>
<linearGradient id="sOrV" x1="0" y1="0" x2="0" y2="1">
<stop offset="0" stop-color="#ffc88a"/><stop offset=".35" stop-color="${ORANGE}"/><stop offset="1" stop-color="#b65c0c"/>
</linearGradient>
<linearGradient id="sOrH" x1="0" y1="0" x2="1" y2="0">
<stop offset="0" stop-color="#ffc88a"/><stop offset=".35" stop-color="${ORANGE}"/><stop offset="1" stop-color="#b65c0c"/>
</linearGradient>
<linearGradient id="sfade" x1="0" y1="0" x2="1" y2="0">
<stop offset="0" stop-color="${BLUE_DARK}" stop-opacity=".92"/>
<stop offset=".5" stop-color="${BLUE_DARK}" stop-opacity=".55"/>
<stop offset=".75" stop-color="${BLUE_DARK}" stop-opacity="0"/>
</linearGradient>
</defs>
<rect width="1200" height="630" fill="url(#sbg)"/>
<circle cx="930" cy="250" r="480" fill="url(#sglow)"/>
<g opacity=".3">
${sharePipe('M560 -40V110H1240', 16)}
${sharePipe('M700 670V430H1240', 16)}
</g>
${sharePipe('M640 -60V160A50 50 0 0 0 690 210H1260', 44)}
${sharePipe('M1260 400H960A50 50 0 0 0 910 450V690', 44)}
${sharePipe('M1060 -60V400', 44)}
${sharePipe('M-40 560H1260', 60)}
${shareCoupling(640, 90, 44, 'v', false)}
${shareCoupling(860, 210, 44, 'h', false)}
${shareCoupling(1060, 210, 50, 'h', true)}
${shareCoupling(1060, 400, 50, 'h', true)}
${shareCoupling(910, 520, 44, 'v', false)}
${shareCoupling(1140, 400, 44, 'h', false)}
${shareCoupling(1020, 560, 60, 'h', true)}
${shareCoupling(420, 560, 60, 'h', false)}
<rect width="1200" height="630" fill="url(#sfade)"/>
<g transform="translate(80 78) scale(1.5)">${markBody('sh-')}</g>
<text x="80" y="262" font-family="'Noto Sans', 'DejaVu Sans', sans-serif" font-size="70" font-weight="700" fill="#ffffff">Example Pipes Co.</text>
<text x="80" y="352" font-family="'Noto Kufi Arabic', 'Noto Sans Arabic', sans-serif" font-size="50" font-weight="700" fill="#ffc27f" direction="rtl" text-anchor="end">شركة مثال للأنابيب</text>
<rect x="80" y="392" width="96" height="6" rx="3" fill="${ORANGE}"/>
<text x="80" y="450" font-family="'Noto Sans', 'DejaVu Sans', sans-serif" font-size="32" fill="#dbe9f6">Pipes · Fittings · Solutions since 1979</text>
</svg>`;
write(sharePath, share);

console.log(`wrote ${written.length} SVG files`);
