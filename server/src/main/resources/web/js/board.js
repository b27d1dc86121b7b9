// The square table drawn from a table view (docs/protocol.md, "The view") of any variant: the seat
// at the bottom and the others around it (right = the next seat; at three seats the top stays empty), each side laid out as its player
// sees it and turned to face them: the pond in rows of six in front of the centre (the riichi tile
// sideways, called tiles dimmed, the last discard marked), the hand (backs, or faces when the view
// shows them) and melds along the edge. The centre holds the hand's label, counters, tiles left and
// indicators; a name plate in the corner at each player's left gives wind, dealer, name, score and
// the variant's marks. The bottom seat's own hand lies under the table, large enough to tap: one row
// when its tiles can be 32 px wide, else two.
import { t } from './i18n.js';
import { el, fill } from './dom.js';
import { kindOf, tileEl } from './tiles.js';
import { caption, windMark } from './rounds.js';
import { meldEl, sideways } from './board-melds.js';
import { centreEl, lineTiles, STICKS } from './board-centre.js';

const PLACES = ['bottom', 'right', 'top', 'left'];
/** At three seats (三人麻雀) the next seat sits on the right, the one before on the left; the top is empty. */
const THREE_PLACES = ['bottom', 'right', 'left'];
/** The narrowest own-hand tile (CSS px) before the hand takes two rows. */
const MIN_TAP = 32;

/**
 * Draws a view into a board element.
 * opts: bottom (the seat drawn at the bottom), names (seat names), playable (a Map from a hand
 * tile's key, "#id" or a kind, to its click handler), sent (the key of the bottom hand's tile just
 * discarded, drawn lifted and dimmed until the next state).
 */
export function drawBoard(board, view, opts = {}) {
  const bottom = opts.bottom ?? view.viewer ?? 0;
  const n = view.seats.length;
  const seats = (n === 3 ? THREE_PLACES : PLACES).map((place, i) => ({ place, seat: (bottom + i) % n }));
  const table = el('div', { class: 'table' },
    seats.map(({ place, seat }) => side(view, seat, place)),
    centreEl(view),
    seats.map(({ place, seat }) => plate(view, seat, place, opts)));
  const own = ownHand(view, bottom, opts);
  fill(board, table, own);
  board.dataset.variant = view.variant;
  board.classList.toggle('over', Boolean(view.over));
  fitHand(board);
  watch(board);
}

/** One side of the table, laid out as the bottom one and turned: pond, edge strip (hand, melds), the centre's edge. */
function side(view, seat, place) {
  const s = view.seats[seat];
  const toAct = (view.to_act || []).includes(seat);
  const strip = el('div', { class: 'strip' },
    place === 'bottom' && s.hand ? el('span', { class: 'hand-space' }) : el('div', { class: 'hand' }, handTiles(s)),
    el('div', { class: 'melds' }, s.melds.map((m) => meldEl(m, view.variant)), (s.aside || []).map(asideEl)));
  const edge = el('div', { class: `edge${toAct ? ' acting' : ''}${s.dealer ? ' dealer' : ''}` },
    el('span', { class: 'wind' }, windMark(s.wind)),
    (s.edge || []).flatMap((c) => Array.from({ length: STICKS.includes(c.icon) ? c.n : 0 },
      () => el('i', { class: `stick ${c.icon}`, title: caption(c.caption) }))));
  return el('section', { class: `side ${place}${place === 'bottom' ? '' : ' seat'}${toAct ? ' acting' : ''}`, dataset: { seat } },
    pond(view, seat), strip, edge);
}

/** Tiles a seat set aside beside its melds (北抜き, three players), as the view captions them. */
function asideEl(line) {
  return el('span', { class: 'meld aside', title: caption(line.caption), dataset: { kind: 'aside' } }, lineTiles(line));
}

/** Another seat's concealed tiles: faces where the view shows them (replays), else backs. */
function handTiles(s) {
  if (s.hand) return [...s.hand.map((x) => tileEl(x)), s.drawn ? tileEl(s.drawn) : null].filter(Boolean);
  const out = [];
  for (let i = 0; i < s.hand_size; i++) out.push(tileEl(null, { back: true }));
  return out;
}

/**
 * A pond in rows of six (eight, then ten, smaller, past 18 and 24 discards). The declaring tile (立直) lies
 * sideways; when it was called, the next discard does instead.
 */
function pond(view, seat) {
  const list = view.seats[seat].pond;
  const per = list.length > 24 ? 10 : list.length > 18 ? 8 : 6;
  const last = view.last_discard && view.last_discard.seat === seat ? view.last_discard.index : -1;
  let turnNext = false;
  const tiles = list.map((p, i) => {
    const flat = (p.declared || turnNext) && !p.called;
    turnNext = (p.declared || turnNext) && p.called;
    const marks = [p.called ? 'called' : '', p.tsumogiri ? 'tsumogiri' : '', i === last ? 'last' : ''].filter(Boolean);
    const e = flat ? sideways(p.tile, ['riichi', ...marks]) : tileEl(p.tile);
    if (!flat) e.classList.add(...marks);
    if (i === last) e.title = `${e.title || ''} · ${t('board.lastDiscard')}`.replace(/^ · /, '');
    return e;
  });
  const rows = [];
  for (let i = 0; i < tiles.length; i += per) rows.push(el('div', { class: 'pond-row' }, tiles.slice(i, i + per)));
  return el('div', { class: `pond per-${per}` }, rows);
}

/** A declaration among a seat's marks (立直, 报听: VARIANT.mark.declared), shown stronger. */
function isDeclaration(m) {
  return m.key.endsWith('.mark.declared');
}

/** A seat's name plate: wind and dealer mark, the variant's marks (its captions), name, score. */
function plate(view, seat, place, opts) {
  const s = view.seats[seat];
  const toAct = (view.to_act || []).includes(seat);
  const marks = [];
  for (const m of s.marks || []) {
    marks.push(el('span', { class: `mark${isDeclaration(m) ? ' declared' : ''}`, dataset: { mark: m.key } }, caption(m)));
  }
  const name = (opts.names && opts.names[seat]) || t('seat.n', { n: seat + 1 });
  return el('div', { class: `plate seat ${place}${toAct ? ' acting' : ''}${s.dealer ? ' dealer' : ''}`, dataset: { seat } },
    el('div', { class: 'head' },
      el('span', { class: 'wind', title: t(`board.windName.${s.wind}`) }, windMark(s.wind)),
      s.dealer ? el('span', { class: 'dealer-mark' }, t('board.dealer')) : null),
    el('div', { class: 'name', title: name }, name),
    el('div', { class: 'score' }, String(view.scores[seat])),
    marks.length ? el('div', { class: 'marks' }, marks) : null);
}

/** The bottom seat's hand under the table, in one or two rows (see fitHand); none when the view hides it. */
function ownHand(view, seat, opts) {
  const s = view.seats[seat];
  if (!s.hand) return null; // a watcher's table: the bottom seat's backs lie along its edge, as the others'
  const box = el('div', { class: 'hand' });
  const section = el('section', { class: 'seat bottom own', dataset: { seat } }, box);
  const sent = sentTile(s.hand, s.drawn, opts.sent);
  const kept = s.hand.map((x) => handTile(x, opts, x === sent ? ['sent'] : []));
  const drawn = s.drawn ? handTile(s.drawn, opts, s.drawn === sent ? ['drawn', 'sent'] : ['drawn']) : null;
  box.dataset.count = String(kept.length);
  box.dataset.drawn = drawn ? '1' : '0';
  box.append(...kept, ...(drawn ? [drawn] : []));
  return section;
}

/**
 * Lays the own hand in one row when every tile can be at least MIN_TAP px wide, else in two (the
 * second ending with the drawn tile); the tile width comes from the CSS (--cols).
 */
function fitHand(board) {
  const box = board.querySelector('.own .hand');
  if (!box) return;
  const n = Number(box.dataset.count || 0);
  const drawn = box.dataset.drawn === '1' ? 1 : 0;
  const width = box.parentElement.clientWidth;
  const oneRow = n + drawn * 1.4;
  const two = width > 0 && width / oneRow < MIN_TAP;
  const tiles = [...box.children].filter((c) => !c.classList.contains('hand-row'));
  if (two) {
    const first = Math.ceil(n / 2);
    box.replaceChildren(el('div', { class: 'hand-row' }, tiles.slice(0, first)), el('div', { class: 'hand-row' }, tiles.slice(first)));
    box.style.setProperty('--cols', String(Math.max(first, n - first + drawn * 1.4)));
  } else {
    box.style.setProperty('--cols', String(Math.max(oneRow, 1)));
  }
  box.classList.toggle('two-rows', two);
}

/** Lays the hand out again when the board's width changes (a phone turned, a window resized). */
function watch(board) {
  if (board.resizeWatch || typeof ResizeObserver === 'undefined') return;
  let width = board.clientWidth;
  board.resizeWatch = new ResizeObserver(() => {
    if (board.clientWidth === width) return;
    width = board.clientWidth;
    const box = board.querySelector('.own .hand');
    if (box) {
      box.querySelectorAll('.hand-row').forEach((r) => r.replaceWith(...r.children));
      fitHand(board);
    }
  });
  board.resizeWatch.observe(board);
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
  if (extra.length) e.classList.add(...extra);
  const play = opts.playable && (opts.playable.get(`#${tile.id}`) || opts.playable.get(kindOf(tile)));
  if (play) {
    e.classList.add('playable');
    e.tabIndex = 0;
    e.addEventListener('click', play);
    e.addEventListener('keydown', (k) => { if (k.key === 'Enter') play(); });
  }
  return e;
}
