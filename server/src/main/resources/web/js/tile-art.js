// The project's tile art: one SVG sprite of every face (man, pin, sou, honours, red fives, the back),
// built here from a few shapes and the stroked characters of tile-art-glyphs.js. A tile face is
// drawn in a 60 × 74 box; the tile's body (the face plus its edge) is 60 × 80 upright and 74 × 66
// lying sideways. tiles.js shows a tile as <svg><use body/><use face/></svg>.
import { GLYPHS } from './tile-art-glyphs.js';

export const SPRITE_ID = 'jt-sprite';
/** The view boxes of a tile upright and sideways; the face box is 60 × 74. */
export const UPRIGHT = { w: 60, h: 80 };
export const SIDEWAYS = { w: 74, h: 66 };

const INK = '#1b2238';
const RED = '#c8281c';
const GREEN = '#17803d';
const BLUE = '#1f56b4';
const FACE = '#fdfbf4';
const BACK = '#2f7d6b';

const n1 = (v) => Math.round(v * 100) / 100;

/** A glyph of tile-art-glyphs.js stroked in a box at (x, y) of width w and height h. */
function glyph(name, x, y, w, h, color, weight) {
  const sx = w / 100; const sy = h / 100;
  return `<path d="${GLYPHS[name]}" transform="translate(${n1(x)} ${n1(y)}) scale(${n1(sx)} ${n1(sy)})" fill="none" stroke="${color}"`
    + ` stroke-width="${weight}" stroke-linecap="round" stroke-linejoin="round"/>`;
}

/** A pin coin: a ring, a cream gap and a centre with a cream eye. */
function coin(x, y, r, color) {
  return `<circle cx="${x}" cy="${y}" r="${n1(r * 0.8)}" fill="none" stroke="${color}" stroke-width="${n1(r * 0.4)}"/>`
    + `<circle cx="${x}" cy="${y}" r="${n1(r * 0.42)}" fill="${color}"/>`
    + `<circle cx="${x}" cy="${y}" r="${n1(r * 0.14)}" fill="${FACE}"/>`;
}

/** The big single coin of 1p. */
function bigCoin() {
  let dots = '';
  for (let i = 0; i < 16; i++) {
    const a = (i * Math.PI) / 8;
    dots += `<circle cx="${n1(30 + 18.2 * Math.cos(a))}" cy="${n1(37 + 18.2 * Math.sin(a))}" r="1.5"/>`;
  }
  return `<circle cx="30" cy="37" r="24" fill="none" stroke="${GREEN}" stroke-width="2.2"/>`
    + `<circle cx="30" cy="37" r="18.2" fill="none" stroke="${BLUE}" stroke-width="5.2"/>`
    + `<g fill="${FACE}">${dots}</g>`
    + `<circle cx="30" cy="37" r="11.5" fill="${RED}"/><circle cx="30" cy="37" r="7.5" fill="none" stroke="${FACE}" stroke-width="1.6"/>`
    + `<circle cx="30" cy="37" r="2.6" fill="${FACE}"/>`;
}

const PIN_LAYOUT = {
  2: [[30, 19, 13, GREEN], [30, 55, 13, BLUE]],
  3: [[14, 13, 11, BLUE], [30, 37, 11, RED], [46, 61, 11, GREEN]],
  4: [[17, 19, 11.5, BLUE], [43, 19, 11.5, GREEN], [17, 55, 11.5, GREEN], [43, 55, 11.5, BLUE]],
  5: [[15, 14, 10.5, BLUE], [45, 14, 10.5, GREEN], [30, 37, 10.5, RED], [15, 60, 10.5, GREEN], [45, 60, 10.5, BLUE]],
  6: [[17, 12, 9.6, GREEN], [43, 12, 9.6, GREEN], [17, 40, 9.6, RED], [43, 40, 9.6, RED], [17, 62, 9.6, RED], [43, 62, 9.6, RED]],
  7: [[12, 10, 8.4, GREEN], [30, 16, 8.4, GREEN], [48, 22, 8.4, GREEN],
    [17, 43, 9.2, RED], [43, 43, 9.2, RED], [17, 63, 9.2, RED], [43, 63, 9.2, RED]],
  8: [17, 43].flatMap((x) => [10, 28, 46, 64].map((y) => [x, y, 8.6, BLUE])),
  9: [[13, BLUE], [37, RED], [61, GREEN]].flatMap(([y, c]) => [12, 30, 48].map((x) => [x, y, 8.6, c])),
};

function pin(n, red) {
  if (n === 1) return bigCoin();
  return PIN_LAYOUT[n].map(([x, y, r, c]) => coin(x, y, r, red ? RED : c)).join('');
}

/** A bamboo stick centred at (x, y), h long, turned by a degrees: a stem with three joints and a light streak per segment. */
function stick(x, y, h, red, a = 0) {
  const t = -h / 2;
  const [stem, joint, light] = red ? [RED, '#8a1a12', '#f3a79e'] : [GREEN, '#0b5526', '#8fd6a4'];
  const turn = a ? ` rotate(${a})` : '';
  const node = (cy) => `<rect x="-4.8" y="${n1(cy - 1.7)}" width="9.6" height="3.4" rx="1.7" fill="${joint}"/>`;
  return `<g transform="translate(${x} ${y})${turn}"><rect x="-3.6" y="${n1(t)}" width="7.2" height="${h}" rx="2.4" fill="${stem}"/>`
    + `<path d="M-1.2 ${n1(t + 3)}V-3M-1.2 3V${n1(-t - 3)}" stroke="${light}" stroke-width="1.3"/>`
    + `${node(t + 1.6)}${node(0)}${node(-t - 1.6)}</g>`;
}

const SOU_LAYOUT = {
  2: [[30, 19, 30], [30, 55, 30]],
  3: [[30, 19, 30], [18, 55, 30], [42, 55, 30]],
  4: [[18, 19, 30], [42, 19, 30], [18, 55, 30], [42, 55, 30]],
  5: [[14, 19, 30], [46, 19, 30], [30, 37, 30, true], [14, 55, 30], [46, 55, 30]],
  6: [14, 30, 46].flatMap((x) => [[x, 19, 30], [x, 55, 30]]),
  7: [[30, 13, 20, true], ...[37, 61].flatMap((y) => [14, 30, 46].map((x) => [x, y, 20]))],
  8: [[9, 19, 30], [23, 19, 30, false, 18], [37, 19, 30, false, -18], [51, 19, 30],
    [9, 55, 30], [23, 55, 30, false, -18], [37, 55, 30, false, 18], [51, 55, 30]],
  9: [13, 37, 61].flatMap((y) => [14, 30, 46].map((x) => [x, y, 20, x === 30])),
};

/** The bird of 1s. */
function bird() {
  return `<path d="M16 69H52" stroke="#7a5426" stroke-width="2.2" stroke-linecap="round"/>`
    + `<path d="M33 56L31 68M39 55L41 68" stroke="${RED}" stroke-width="1.8" stroke-linecap="round"/>`
    + `<path d="M26 46Q12 47 3 57Q14 56 27 51Z" fill="${BLUE}"/><path d="M26 49Q12 58 7 70Q18 63 28 53Z" fill="${GREEN}"/>`
    + `<path d="M28 51Q22 63 22 73Q29 64 31 54Z" fill="${BLUE}"/>`
    + `<g fill="${RED}"><circle cx="5" cy="56.5" r="2.2"/><circle cx="8.5" cy="68.5" r="2.2"/><circle cx="22.5" cy="71" r="2.2"/></g>`
    + `<ellipse cx="35" cy="41" rx="11.5" ry="15.5" transform="rotate(-22 35 41)" fill="${GREEN}"/>`
    + `<path d="M27 35Q39 39 41 54Q30 50 26 39Z" fill="#0b5526"/>`
    + `<path d="M29 39Q36 43 38 50" fill="none" stroke="#8fd6a4" stroke-width="1"/>`
    + `<circle cx="40" cy="20" r="8" fill="${GREEN}"/><path d="M47 17L56 21L47 25Z" fill="${RED}"/>`
    + `<path d="M36 13Q32 4 40 5Q37 9 40 13Z" fill="${RED}"/>`
    + `<circle cx="42" cy="18" r="2.4" fill="${FACE}"/><circle cx="42.6" cy="18" r="1.2" fill="${INK}"/>`;
}

function sou(n, red) {
  if (n === 1) return bird();
  return SOU_LAYOUT[n].map(([x, y, h, r = false, a = 0]) => stick(x, y, h, red || r, a)).join('');
}

function man(n, red) {
  return glyph(n, 9, 2, 42, 32, red ? RED : INK, 12) + glyph('man', 9, 35, 42, 37, RED, 8.5);
}

const HONOURS = { 1: ['east', INK], 2: ['south', INK], 3: ['west', INK], 4: ['north', INK], 6: ['hatsu', GREEN], 7: ['chun', RED] };

function honour(n) {
  if (n === 5) {
    return `<rect x="10" y="11" width="40" height="52" rx="2" fill="none" stroke="${BLUE}" stroke-width="3.6"/>`
      + `<rect x="15.5" y="16.5" width="29" height="41" rx="1" fill="none" stroke="${BLUE}" stroke-width="1.4"/>`;
  }
  const [name, color] = HONOURS[n];
  return glyph(name, 6, 11, 48, 52, color, 9);
}

/** The drawing of one face (mpsz such as "5p", "0s", "7z") in the 60 × 74 box. */
export function faceArt(mpsz) {
  const n = Number(mpsz[0]); const suit = mpsz[1];
  const red = n === 0;
  const v = red ? 5 : n;
  switch (suit) {
    case 'm': return man(v, red);
    case 'p': return pin(v, red);
    case 's': return sou(v, red);
    case 'z': return honour(n);
    default: throw new Error(`not a tile: ${mpsz}`);
  }
}

const BACK_FACE = `<rect x="0.5" y="0.5" width="59" height="73.5" rx="6" fill="url(#jt-back-shade)" stroke="#1e5649"/>`
  + `<rect x="6" y="6" width="48" height="62" rx="4" fill="none" stroke="#7fc0ad" stroke-width="1.2" opacity=".55"/>`;

/** The tile's body: the face on its edge, upright (60 × 80) or lying sideways (74 × 66). */
function body(w, h, faceH) {
  return `<rect x="0.5" y="0.5" width="${w - 1}" height="${h - 1}" rx="6" fill="#cbbd9a" stroke="#8c7f62"/>`
    + `<rect x="0.5" y="0.5" width="${w - 1}" height="${faceH - 0.5}" rx="6" fill="url(#jt-face-shade)" stroke="#aa9f82"/>`;
}

const KINDS = [...'mps'].flatMap((s) => [0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map((n) => `${n}${s}`))
  .concat([1, 2, 3, 4, 5, 6, 7].map((n) => `${n}z`));

/** The whole sprite as SVG text: gradients, the two bodies, the back and every face as <g id="jf-…">. */
export function spriteSvg() {
  const defs = [
    `<linearGradient id="jt-face-shade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fffefb"/><stop offset="1" stop-color="${FACE}"/></linearGradient>`,
    `<linearGradient id="jt-back-shade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#3d9a83"/><stop offset="1" stop-color="${BACK}"/></linearGradient>`,
    `<g id="jt-body">${body(UPRIGHT.w, UPRIGHT.h, 74)}</g>`,
    `<g id="jt-body-side">${body(SIDEWAYS.w, SIDEWAYS.h, 60)}</g>`,
    `<g id="jf-back">${BACK_FACE}</g>`,
    ...KINDS.map((k) => `<g id="jf-${k}">${faceArt(k)}</g>`),
  ];
  return `<svg xmlns="http://www.w3.org/2000/svg" id="${SPRITE_ID}" width="0" height="0" aria-hidden="true"`
    + ` style="position:absolute;width:0;height:0;overflow:hidden"><defs>${defs.join('')}</defs></svg>`;
}

/** Puts the sprite into the page once (tiles refer to its parts by id). */
export function ensureSprite(doc = document) {
  if (doc.getElementById(SPRITE_ID)) return;
  const holder = doc.createElement('div');
  holder.innerHTML = spriteSvg();
  doc.body.prepend(holder.firstChild);
}

const SVG_NS = 'http://www.w3.org/2000/svg';

/** The <svg> of one tile: its body and face (mpsz), or its back (null); sideways turns the face a quarter left. */
export function tileSvg(mpsz, sideways = false) {
  ensureSprite();
  const box = sideways ? SIDEWAYS : UPRIGHT;
  const svg = document.createElementNS(SVG_NS, 'svg');
  svg.setAttribute('viewBox', `0 0 ${box.w} ${box.h}`);
  svg.setAttribute('class', 'art');
  svg.setAttribute('aria-hidden', 'true');
  svg.setAttribute('focusable', 'false');
  const use = (id, transform) => {
    const u = document.createElementNS(SVG_NS, 'use');
    u.setAttribute('href', `#${id}`);
    if (transform) u.setAttribute('transform', transform);
    svg.append(u);
  };
  use(sideways ? 'jt-body-side' : 'jt-body');
  use(mpsz === null ? 'jf-back' : `jf-${mpsz}`, sideways ? `translate(0 ${UPRIGHT.w}) rotate(-90)` : null);
  return svg;
}
