// The table drawn from a seat's view (or the all-open view) of any variant: the four seats with
// hands, melds and ponds, and the centre with round, wall, indicators and any other component.
import { t, local } from './i18n.js';
import { el, fill } from './dom.js';
import { isTile, kindOf, tileEl, tileRow, tilesIn } from './tiles.js';
import { roundText, seatWind } from './rounds.js';

// Components drawn in their own place; every other one is listed in the centre generically.
const PLACED = new Set(['type', 'seat', 'hands', 'hand_sizes', 'melds', 'ponds', 'scores', 'to_act', 'drawn',
  'over', 'riichi', 'baoting', 'round', 'dealer', 'honba', 'riichi_sticks', 'hand', 'streak', 'hand_index',
  'dealer_term', 'prevailing', 'live_tiles_left', 'tiles_left', 'claimable', 'claim_tile', 'last_discard',
  'dora_indicators', 'horses_face_down', 'last_hand']);

/**
 * Draws a view into a board element.
 * opts: bottom (the seat drawn at the bottom), names (seat names), playable (tile ids or kinds that
 * can be clicked, a Map to the click handler), sent (the key of the bottom hand's tile just
 * discarded, "#id" or a kind, drawn lifted and dimmed until the next state).
 */
export function drawBoard(board, view, opts = {}) {
  const bottom = opts.bottom ?? 0;
  const places = ['bottom', 'right', 'top', 'left'];
  const seats = [0, 1, 2, 3].map((i) => seatPanel(view, (bottom + i) % 4, places[i], opts));
  fill(board, ...seats, centre(view));
  board.classList.toggle('over', Boolean(view.over));
}

function seatPanel(view, seat, place, opts) {
  const toAct = (view.to_act || []).includes(seat);
  const declared = (view.riichi && view.riichi[seat]) || (view.baoting && view.baoting[seat]);
  const head = el('div', { class: 'seat-head' },
    el('span', { class: 'wind' }, seatWind(view, seat)),
    el('span', { class: 'name' }, (opts.names && opts.names[seat]) || t('seat.n', { n: seat + 1 })),
    view.scores ? el('span', { class: 'score' }, String(view.scores[seat])) : null,
    declared ? el('span', { class: 'declared' }, t(view.baoting ? 'mark.baoting' : 'mark.riichi')) : null,
    toAct ? el('span', { class: 'to-act' }, t('mark.toAct')) : null);
  return el('section', { class: `seat ${place}${toAct ? ' acting' : ''}`, dataset: { seat } },
    head, pond(view, seat), el('div', { class: 'hand-line' }, hand(view, seat, opts), melds(view, seat)));
}

function pond(view, seat) {
  const box = el('div', { class: 'pond' });
  const list = (view.ponds && view.ponds[seat]) || [];
  for (const p of list) {
    // Riichi ponds hold {tile, tsumogiri, riichi, called}; other variants plain tiles.
    const tile = isTile(p) ? p : p.tile;
    const e = tileEl(tile, { size: 'sm', sideways: Boolean(p.riichi) });
    if (p.called) e.classList.add('called');
    if (p.tsumogiri) e.classList.add('tsumogiri');
    box.append(e);
  }
  return box;
}

function melds(view, seat) {
  const box = el('div', { class: 'melds' });
  for (const m of (view.melds && view.melds[seat]) || []) {
    const tiles = tilesIn(m.tiles ?? m);
    const kind = m.meld ? (m.meld.kind ?? m.meld.type) : m.type;
    const row = el('span', { class: 'meld', title: kind ? local(kind) : '' });
    const closed = /Closed|Concealed/i.test(kind || '');
    tiles.forEach((tile, i) => {
      const back = closed && (i === 0 || i === tiles.length - 1);
      row.append(tileEl(tile, { size: 'sm', back }));
    });
    box.append(row);
  }
  return box;
}

/** How many concealed tiles a seat holds when its view does not show them. */
function hiddenCount(view, seat) {
  if (view.hand_sizes) return view.hand_sizes[seat];
  const melds = ((view.melds && view.melds[seat]) || []).length;
  const offered = view.claimable ?? view.claim_tile ?? view.last_discard ?? null;
  const turn = (view.to_act || []).length === 1 && view.to_act[0] === seat && offered === null && !view.over;
  return 13 - 3 * melds + (turn ? 1 : 0);
}

function hand(view, seat, opts) {
  const box = el('div', { class: 'hand' });
  const tiles = view.hands ? view.hands[seat] : null;
  if (!tiles) {
    for (let i = 0; i < hiddenCount(view, seat); i++) box.append(tileEl(null, { back: true }));
    return box;
  }
  const drawn = view.drawn && tiles.some((x) => x.id === view.drawn.id) && (view.to_act || []).includes(seat)
    ? view.drawn : null;
  const kept = drawn ? tiles.filter((x) => x.id !== drawn.id) : tiles;
  const sent = seat === opts.bottom ? sentTile(kept, drawn, opts.sent) : null;
  for (const tile of kept) box.append(handTile(tile, opts, tile === sent ? ['sent'] : []));
  if (drawn) box.append(handTile(drawn, opts, drawn === sent ? ['drawn', 'sent'] : ['drawn']));
  return box;
}

/** The hand tile a sent discard names: that copy, or for a kind the drawn tile if it is one, else the last of that kind. */
function sentTile(kept, drawn, key) {
  if (!key) return null;
  const named = (x) => `#${x.id}` === key || kindOf(x) === key;
  if (drawn && named(drawn)) return drawn;
  return [...kept].reverse().find(named) ?? null;
}

function handTile(tile, opts, extra) {
  const e = tileEl(tile);
  e.classList.add(...extra);
  const play = opts.playable && (opts.playable.get(`#${tile.id}`) || opts.playable.get(kindOf(tile)));
  if (play) {
    e.classList.add('playable');
    e.tabIndex = 0;
    e.addEventListener('click', play);
    e.addEventListener('keydown', (k) => { if (k.key === 'Enter') play(); });
  }
  return e;
}

function centre(view) {
  const lines = [];
  lines.push(el('div', { class: 'round' }, roundText(view)));
  const left = view.live_tiles_left ?? view.tiles_left;
  if (left !== undefined) lines.push(el('div', { class: 'wall' }, t('board.tilesLeft', { n: left })));
  if (view.riichi_sticks) lines.push(el('div', {}, t('board.sticks', { n: view.riichi_sticks })));
  if (view.dora_indicators) {
    lines.push(el('div', { class: 'indicators' }, el('span', {}, t('board.dora')), tileRow(view.dora_indicators, { size: 'sm' })));
  }
  if (view.horses_face_down !== undefined) {
    lines.push(el('div', { class: 'horses' }, t('board.horses', { n: view.horses_face_down })));
  }
  const offered = view.claimable ?? view.claim_tile ?? view.last_discard;
  if (offered) lines.push(el('div', { class: 'offered' }, el('span', {}, t('board.offered')), tileEl(offered)));
  for (const [k, v] of Object.entries(view)) {
    if (PLACED.has(k) || v === null) continue;
    lines.push(el('div', { class: 'extra' }, el('span', {}, `${k}: `), valueEl(v)));
  }
  return el('section', { class: 'centre' }, lines);
}

/** Any JSON value drawn: tiles as tiles, localized names as names, the rest as text. */
export function valueEl(v) {
  if (isTile(v)) return tileEl(v, { size: 'sm' });
  if (Array.isArray(v) && v.length && v.every(isTile)) return tileRow(v, { size: 'sm' });
  if (v && typeof v === 'object' && 'en' in v && 'key' in v) return el('span', {}, local(v));
  if (v && typeof v === 'object') {
    return el('span', { class: 'json' }, Object.entries(v).filter(([k]) => k !== 'type')
      .map(([k, x]) => el('span', { class: 'kv' }, `${k}: `, valueEl(x), ' ')));
  }
  return el('span', {}, typeof v === 'string' ? local(v) : String(v));
}
