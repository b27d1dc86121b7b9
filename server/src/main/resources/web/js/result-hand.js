// A winning hand on the result screen: the concealed tiles and the winning tile apart, then the
// melds with the called tile turned toward the seat it came from (a concealed kong with its ends
// face down, an added kong's fourth tile stacked on the called one); then the yaku / fan / pattern
// list and the hand's totals.
import { el } from './dom.js';
import { tileEl, tileRow } from './tiles.js';
import { label, unitText, totalText } from './result-text.js';

const ADDED = /\.(added_kan|added_kong|zhuanwandou)$/;

/** The tiles of a win: hand and winning tile, melds. */
export function handEl(win, seats = 4) {
  const winTile = tileEl(win.win_tile);
  winTile.classList.add('res-win-tile');
  return el('div', { class: 'res-hand' },
    el('span', { class: 'res-concealed' }, tileRow(win.hand), el('span', { class: 'res-winning' }, winTile)),
    win.melds.length ? el('span', { class: 'res-melds' }, win.melds.map((m) => meldEl(m, win.seat, seats))) : null);
}

/**
 * A meld: the called tile (the view lists it first) lies sideways, at the left when it came from
 * the left (上家), in the middle from across, at the right from the right (下家).
 */
export function meldEl(meld, owner, seats = 4) {
  const box = el('span', { class: 'res-meld', title: label(meld.kind), dataset: { kind: meld.kind.key } });
  const tiles = meld.tiles;
  if (meld.concealed) {
    tiles.forEach((x, i) => box.append(tileEl(x, { back: tiles.length === 4 && (i === 0 || i === 3) })));
    return box;
  }
  const stacked = ADDED.test(meld.kind.key) && tiles.length === 4;
  const called = stacked
    ? el('span', { class: 'res-stack' }, tileEl(tiles[0], { sideways: true }), tileEl(tiles[1], { sideways: true }))
    : tileEl(tiles[0], { sideways: true });
  const rest = tiles.slice(stacked ? 2 : 1).map((x) => tileEl(x));
  const from = (meld.from - owner + seats) % seats; // 1 right, seats - 1 left, else across (none at three seats)
  const at = from === seats - 1 ? 0 : from === 2 ? 1 : rest.length;
  rest.splice(at, 0, called);
  box.append(...rest);
  return box;
}

/** The yaku, fan or pattern list with each value, and the totals line. */
export function valueEl(win, variant) {
  const rows = win.items.map((i) => el('tr', {},
    el('td', { class: 'res-item' }, label(i.name)),
    el('td', { class: 'num res-item-value' }, unitText(i.value, i.unit, variant))));
  return el('div', { class: 'res-value' },
    rows.length ? el('table', { class: 'res-items' }, rows) : null,
    win.total.length ? el('div', { class: 'res-total' }, win.total.flatMap((x, i) => [i ? ' · ' : '',
      el('span', { class: `res-total-${x.unit}` }, totalText(x, variant))])) : null);
}
