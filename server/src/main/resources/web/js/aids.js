// Player aids of the table page, as Tenhou's and Mahjong Soul's players know them: three toggles
// remembered in this browser (auto-win 和了, no calls 鳴きなし, auto-tsumogiri ツモ切り), the action the
// page then plays by itself for a state, the tiles a call button shows (the claimed one marked), and
// the waits of a waiting hand with a furiten mark (the state's aids field, computed by the server).
import { t } from './i18n.js';
import { el } from './dom.js';
import { kindOf, tileEl, tileName, tilesIn } from './tiles.js';

const STORE = 'jantaku.aids';
/** The toggles, in the order they are shown. */
export const AIDS = ['win', 'noCalls', 'tsumogiri'];
/** What an action does, as the server says it (its `move`). */
const WINS = new Set(['win', 'self_draw']);
const CALLS = new Set(['chi', 'pung', 'kong']);

/** The toggles as this browser remembers them (all off at first). */
export function loadAids() {
  let saved = {};
  try { saved = JSON.parse(localStorage.getItem(STORE) || '{}') || {}; } catch { saved = {}; }
  return Object.fromEntries(AIDS.map((k) => [k, saved[k] === true]));
}

function saveAids(aids) {
  try { localStorage.setItem(STORE, JSON.stringify(aids)); } catch { /* private mode: kept for this page only */ }
}

/** The compact row of toggles; changed(aids) is called after each flip (the new value is remembered). */
export function aidsBar(aids, changed) {
  return el('span', { class: 'aids', role: 'group', 'aria-label': t('aids.group') },
    AIDS.map((k) => el('button', {
      type: 'button', class: `aid${aids[k] ? ' on' : ''}`, dataset: { aid: k }, title: t(`aids.${k}.tip`),
      'aria-pressed': String(aids[k]),
      onclick: () => { aids[k] = !aids[k]; saveAids(aids); changed(aids); },
    }, t(`aids.${k}`))));
}

/**
 * The action the page plays by itself for a state's legal actions, or null when the person decides:
 * auto-win takes a win at once; no calls passes a claim prompt that offers no win; auto-tsumogiri
 * discards the drawn tile when a discard is the only kind of move (no win, kan, riichi or 报听 to choose).
 */
/** The tile the seat just drew: its own seat's `drawn` in the view (protocol 3), or the view's `drawn` (older views). */
function drawnTile(state) {
  const v = state.view;
  if (!v) return null;
  const own = Array.isArray(v.seats) ? v.seats.find((s) => s.seat === state.seat) : null;
  return (own && own.drawn) || v.drawn || null;
}

export function autoAction(state, aids) {
  const legal = state.legal || [];
  if (!legal.length) return null;
  const win = legal.find((a) => WINS.has(a.move));
  if (win) return aids.win ? win : null;
  if (aids.noCalls && legal.every((a) => a.move === 'pass' || CALLS.has(a.move))) {
    return legal.find((a) => a.move === 'pass') ?? null;
  }
  const drawn = drawnTile(state);
  if (aids.tsumogiri && drawn && legal.every((a) => a.move === 'discard')) {
    return legal.find((a) => (a.tile && Number.isInteger(a.tile.id) ? a.tile.id === drawn.id
      : a.kind ? kindOf(a.kind) === kindOf(drawn) : false)) ?? null;
  }
  return null;
}

/** The tile on offer in a view (the discard or added tile a call claims: the view's `offered`, else its last discard), or null. */
export function offeredTile(view) {
  if (!view) return null;
  const last = view.last_discard && typeof view.last_discard.tile === 'object' ? view.last_discard.tile : view.last_discard;
  const v = view.offered ?? view.claimable ?? view.claim_tile ?? last ?? null;
  return v ? tilesIn(v)[0] ?? null : null;
}

/** The kind n steps after a suited kind ("3s" + 1 → "4s"). */
function step(kind, n) {
  return `${Number(kind[0]) + n}${kind[1]}`;
}

/**
 * The tiles a call button shows and which of them is the claimed tile: [{tile, claimed}], or null
 * for an action that is not a call. Riichi's Chi/Pon name the two hand tiles; Guangdong's Chi names
 * the run's lowest kind; a pon or kong names nothing and takes copies of the offered tile.
 */
export function callTiles(a, view) {
  const offered = offeredTile(view);
  const own = tilesIn(Object.fromEntries(Object.entries(a).filter(([k]) => k !== 'id')));
  switch (a.move) {
    case 'chi':
      if (own.length === 2 && offered) return sorted([...own.map((x) => ({ tile: x, claimed: false })), { tile: offered, claimed: true }]);
      if (own.length === 1 && a.low) {
        const low = kindOf(a.low);
        const taken = offered ? kindOf(offered) : null;
        return [0, 1, 2].map((n) => ({ tile: { kind: step(low, n) }, claimed: step(low, n) === taken }));
      }
      return null;
    case 'pung': case 'kong': {
      if (!offered) return null;
      const size = a.move === 'pung' ? 3 : 4;
      const hand = own.length ? own : Array.from({ length: size - 1 }, () => ({ kind: kindOf(offered) }));
      return [...hand.map((x) => ({ tile: x, claimed: false })), { tile: offered, claimed: true }];
    }
    default:
      return null;
  }
}

function sorted(tiles) {
  return tiles.sort((x, y) => Number(kindOf(x.tile)[0]) - Number(kindOf(y.tile)[0]));
}

/**
 * The waits of the seat's waiting hand from the state's aids ({waits: [{kind, unseen}], furiten}):
 * each wait's tile with how many copies this seat has not seen, and a furiten mark; null when the
 * hand does not wait.
 */
export function waitsBox(aids) {
  if (!aids || !aids.waits || !aids.waits.length) return null;
  return el('span', { class: `aid-waits${aids.furiten ? ' furiten' : ''}`, role: 'status' },
    el('span', { class: 'label' }, t('aids.waits')),
    aids.waits.map((w) => el('span', { class: 'wait', dataset: { kind: w.kind, unseen: w.unseen },
      title: `${tileName({ kind: w.kind })}: ${t('aids.unseen', { n: w.unseen })}` },
    tileEl({ kind: w.kind }, { size: 'sm' }), el('span', { class: 'unseen' }, `×${w.unseen}`))),
    aids.furiten ? el('span', { class: 'furiten-mark', title: t('aids.furiten.tip') }, t('aids.furiten')) : null);
}
