// Tiles: names and MPSZ helpers, and the tile element every page shows. A tile is drawn with the
// project's art (tile-art.js) or, by the header switch, as a plain high-contrast face with its number
// and suit in words; both are in the element and the page's data-tile-face picks one (css/tiles.css).
// Each tile keeps its full name (title, aria-label) in the current language and the class t-<mpsz>.
import { t as t_ } from './i18n.js';
import { tileSvg } from './tile-art.js';

export { TILE_FACES, tileFace, setTileFace } from './tile-art-face.js';

/** The MPSZ text of a tile value the server sends: {tile, id}, {kind}, or a string. */
export function mpsz(t) {
  if (typeof t === 'string') return t;
  if (t && typeof t.tile === 'string') return t.tile;
  if (t && typeof t.kind === 'string') return t.kind;
  throw new Error(`not a tile: ${JSON.stringify(t)}`);
}

/** Whether a JSON value is a tile ({tile: "5m", id: 12}) or a tile kind ({kind: "5m"}). */
export function isTile(v) {
  return v !== null && typeof v === 'object' && !Array.isArray(v)
    && ((typeof v.tile === 'string' && /^[0-9][mpsz]$/.test(v.tile)) || (typeof v.kind === 'string' && /^[0-9][mpsz]$/.test(v.kind)));
}

/** The tile kind (red five as 5) of a tile value. */
export function kindOf(t) {
  const s = mpsz(t);
  return s[0] === '0' ? `5${s[1]}` : s;
}

/** The MPSZ text of a tile value, checked: 1-9 or 0 (red five) of m, p, s; 1-7 of z. */
function checked(t) {
  const s = mpsz(t);
  if (!/^([0-9][mps]|[1-7]z)$/.test(s)) throw new Error(`not a tile: ${JSON.stringify(s)}`);
  return s;
}

/** The full name of a tile in the current language. */
export function tileName(t) {
  const s = checked(t);
  const n = Number(s[0]); const suit = s[1];
  if (suit === 'z') return t_(`tile.name.${s}`);
  const name = t_(`tile.name.${suit}`, { n: t_(`tile.num.${n === 0 ? 5 : n}`) });
  return n === 0 ? t_('tile.name.red', { name }) : name;
}

/** The plain face: the number over the suit, or the honour, as text. */
function plainFace(s) {
  const box = document.createElement('span');
  box.className = 'plain';
  box.setAttribute('aria-hidden', 'true');
  if (s === null) return box;
  const n = Number(s[0]); const suit = s[1];
  const top = document.createElement('b');
  if (suit === 'z') {
    top.textContent = t_(`tile.face.${s}`);
    box.append(top);
  } else {
    top.textContent = t_(`tile.num.${n === 0 ? 5 : n}`);
    const bottom = document.createElement('i');
    bottom.textContent = t_(`tile.face.${suit}`);
    box.append(top, bottom);
  }
  return box;
}

/**
 * A tile element: t a tile value, or null for a face-down tile. opts.size 'sm' for ponds and melds,
 * opts.back to show the tile face down, opts.sideways to lay it a quarter turn left (riichi, a call).
 */
export function tileEl(t, opts = {}) {
  const back = Boolean(opts.back) || t === null;
  const s = back ? null : checked(t);
  const e = document.createElement('span');
  e.className = 'tile';
  if (opts.size) e.classList.add(opts.size);
  if (opts.sideways) e.classList.add('sideways');
  e.setAttribute('role', 'img');
  if (back) {
    e.classList.add('back');
  } else {
    const n = Number(s[0]); const suit = s[1];
    e.classList.add(`s-${suit}`, `t-${s}`);
    if (suit === 'z') e.classList.add(`h-${n}`);
    if (n === 0) e.classList.add('red');
    e.dataset.tile = s;
    if (typeof t === 'object' && Number.isInteger(t.id)) e.dataset.id = t.id;
  }
  const name = back ? t_('tile.name.back') : tileName(s);
  e.title = name;
  e.setAttribute('aria-label', name);
  e.append(tileSvg(s, Boolean(opts.sideways)), plainFace(s));
  return e;
}

/** A row of tiles. */
export function tileRow(tiles, opts = {}) {
  const row = document.createElement('span');
  row.className = 'tiles';
  for (const t of tiles) row.append(tileEl(t, opts));
  return row;
}

/** Every tile value inside a JSON value, in order, each physical copy once. */
export function tilesIn(v, out = [], seen = new Set()) {
  if (isTile(v)) {
    const key = Number.isInteger(v.id) ? `#${v.id}` : null;
    if (key === null || !seen.has(key)) {
      if (key !== null) seen.add(key);
      out.push(v);
    }
  } else if (Array.isArray(v)) {
    v.forEach((x) => tilesIn(x, out, seen));
  } else if (v && typeof v === 'object') {
    Object.values(v).forEach((x) => tilesIn(x, out, seen));
  }
  return out;
}

/** Parses MPSZ text ("123m406p55z") into tile strings; throws on bad text. */
export function parseMpsz(text) {
  const out = []; let digits = [];
  for (const ch of text.replace(/\s+/g, '')) {
    if (/[0-9]/.test(ch)) digits.push(ch);
    else if (/[mpsz]/.test(ch)) {
      if (!digits.length) throw new Error(`'${ch}' without digits before it`);
      const bad = ch === 'z' && digits.find((d) => !/[1-7]/.test(d));
      if (bad) throw new Error(`'${bad}z' is not a tile: the honours are 1z-7z`);
      digits.forEach((d) => out.push(d + ch));
      digits = [];
    } else throw new Error(`'${ch}' is not a digit or m, p, s, z`);
  }
  if (digits.length) throw new Error('digits without a suit letter at the end');
  return out;
}

/** Every tile kind in order (1m-9m, 1p-9p, 1s-9s, 1z-7z), and the three red fives. */
export const ALL_KINDS = [...'mps'].flatMap((s) => [1, 2, 3, 4, 5, 6, 7, 8, 9].map((n) => `${n}${s}`))
  .concat([1, 2, 3, 4, 5, 6, 7].map((n) => `${n}z`));
export const RED_FIVES = ['0m', '0p', '0s'];
/** The winds' letters, East first (東南西北): seat and round winds as the calculator and the scorekeeping pages send them. */
export const WINDS = ['E', 'S', 'W', 'N'];
