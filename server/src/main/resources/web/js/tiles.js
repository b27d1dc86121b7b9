// Tiles drawn as CSS boxes with text faces (no artwork): a numeral and a suit mark, or an honour
// character, in the current language; the title gives the tile's full name.
import { lang } from './i18n.js';

const NUM = {
  en: ['', '1', '2', '3', '4', '5', '6', '7', '8', '9'],
  ja: ['', '一', '二', '三', '四', '五', '六', '七', '八', '九'],
  zh: ['', '一', '二', '三', '四', '五', '六', '七', '八', '九'],
};
const SUIT = {
  en: { m: 'crak', p: 'dot', s: 'bam' },
  ja: { m: '萬', p: '筒', s: '索' },
  zh: { m: '万', p: '筒', s: '条' },
};
const SUIT_NAME = {
  en: { m: 'Characters', p: 'Dots', s: 'Bamboo' },
  ja: { m: '萬子', p: '筒子', s: '索子' },
  zh: { m: '万子', p: '筒子', s: '条子' },
};
const HONOR = {
  en: ['', 'E', 'S', 'W', 'N', 'Wh', 'G', 'R'],
  ja: ['', '東', '南', '西', '北', '白', '發', '中'],
  zh: ['', '东', '南', '西', '北', '白', '发', '中'],
};
const HONOR_NAME = {
  en: ['', 'East wind', 'South wind', 'West wind', 'North wind', 'White dragon', 'Green dragon', 'Red dragon'],
  ja: ['', '東', '南', '西', '北', '白', '發', '中'],
  zh: ['', '东风', '南风', '西风', '北风', '白板', '发财', '红中'],
};
const RED = { en: 'red ', ja: '赤', zh: '红' };

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

/** The full name of a tile in the current language. */
export function tileName(t) {
  const s = mpsz(t); const l = lang();
  const n = Number(s[0]); const suit = s[1];
  if (suit === 'z') return HONOR_NAME[l][n];
  const red = n === 0 ? RED[l] : '';
  const num = n === 0 ? 5 : n;
  if (l === 'en') return `${red}${num} of ${SUIT_NAME.en[suit]}`;
  return `${red}${NUM[l][num]}${SUIT[l][suit]}`;
}

/** A tile element; opts.size 'sm' for ponds, opts.back for a face-down tile, opts.sideways. */
export function tileEl(t, opts = {}) {
  const e = document.createElement('span');
  e.className = 'tile';
  if (opts.size) e.classList.add(opts.size);
  if (opts.back || t === null) {
    e.classList.add('back');
    return e;
  }
  const s = mpsz(t); const l = lang();
  const n = Number(s[0]); const suit = s[1];
  e.classList.add(`s-${suit}`, `t-${s}`);
  e.dataset.tile = s;
  if (t && typeof t === 'object' && Number.isInteger(t.id)) e.dataset.id = t.id;
  e.title = tileName(t);
  if (opts.sideways) e.classList.add('sideways');
  const top = document.createElement('b');
  if (suit === 'z') {
    top.textContent = HONOR[l][n];
    e.classList.add(`h-${n}`);
  } else {
    top.textContent = NUM[l][n === 0 ? 5 : n];
    const bottom = document.createElement('i');
    bottom.textContent = SUIT[l][suit];
    e.append(top, bottom);
    if (n === 0) e.classList.add('red');
    return e;
  }
  e.append(top);
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
