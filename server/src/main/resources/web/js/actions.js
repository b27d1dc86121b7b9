// The seat's legal actions as controls: discards are clicks on hand tiles; a declaration that
// discards (riichi, 报听) is a toggle, then a click on one of the tiles it allows; every other
// action is a button named in the current language with the tiles it uses. What an action does is
// its `move` (docs/protocol.md), so no variant's record names are known here.
import { has, t } from './i18n.js';
import { el } from './dom.js';
import { kindOf, tileEl, tileRow, tilesIn } from './tiles.js';
import { callTiles } from './aids.js';

/** What an action does, as the server says it (its `move`: the same words for every variant). */
const isDiscard = (a) => a.move === 'discard';
const isDeclare = (a) => a.move === 'declare';
const isWin = (a) => a.move === 'win' || a.move === 'self_draw';

/**
 * The name of an action in the current language: the word of the variant's term it is, where the server names one
 * (its `word`: ロン, リーチ, ポン …), else the variant's own word for its type (VARIANT.act.TYPE: 报听, 北抜き …, from its
 * words.properties), else the word for what it does (its move), else its English label.
 */
export function actionName(a, variant) {
  if (a.word && has(a.word)) return t(a.word);
  if (has(`${variant}.act.${a.type}`)) return t(`${variant}.act.${a.type}`);
  if (a.move && has(`move.${a.move}`)) return t(`move.${a.move}`);
  return a.label || a.type;
}

/** The tile an action discards, as a hand tile's key: "#id" (a copy), or its kind where the variant names only kinds. */
export function tileKey(a) {
  if (a.tile && Number.isInteger(a.tile.id)) return `#${a.tile.id}`;
  if (a.kind) return kindOf(a.kind);
  if (a.tile) return kindOf(a.tile);
  return null;
}

/**
 * Controls for a list of legal actions.
 * send(action) plays one; declaring is whether the declaration toggle is on; toggle() flips it;
 * view is the state's view (a call button shows the tiles of its meld, the claimed one marked).
 * Returns {playable: Map(tile key → click handler), buttons: [elements]}.
 */
export function controls(legal, send, declaring, toggle, view) {
  const playable = new Map();
  const buttons = [];
  const declarations = legal.filter(isDeclare);
  const tileActions = declaring ? declarations : legal.filter(isDiscard);
  for (const a of tileActions) {
    const key = tileKey(a);
    if (key !== null && !playable.has(key)) playable.set(key, () => send(a));
  }
  if (declarations.length) {
    buttons.push(el('button', { class: `declare${declaring ? ' on' : ''}`, onclick: toggle, dataset: { type: declarations[0].type } },
      declaring ? t('act.cancel') : actionName(declarations[0], view.variant)));
  }
  for (const a of legal) {
    if (isDiscard(a) || isDeclare(a)) continue;
    const tiles = tilesIn(Object.fromEntries(Object.entries(a).filter(([k]) => k !== 'id')));
    const cls = isWin(a) ? 'win' : a.move === 'pass' ? 'pass' : 'call';
    buttons.push(el('button', { class: `act ${cls}`, onclick: () => send(a), dataset: { type: a.type, id: a.id }, title: a.label },
      actionName(a, view.variant), buttonTiles(a, tiles, view)));
  }
  return { playable, buttons };
}

/** The tiles a button shows: a call's meld with the claimed tile marked, else the tiles the action names. */
function buttonTiles(a, tiles, view) {
  const meld = callTiles(a, view);
  if (meld) {
    return el('span', { class: 'tiles meld-tiles' }, meld.map(({ tile, claimed }) => {
      const e = tileEl(tile, { size: 'sm' });
      if (claimed) e.classList.add('claimed');
      return e;
    }));
  }
  return tiles.length ? tileRow(tiles, { size: 'sm' }) : null;
}

/** An action's text for a replay step of a game of {@code variant}: "Discard 5m" in the current language. */
export function actionText(a, variant) {
  const tiles = tilesIn(Object.fromEntries(Object.entries(a).filter(([k]) => k !== 'id')));
  return el('span', { class: 'action-text' }, actionName(a, variant), ' ', tiles.length ? tileRow(tiles, { size: 'sm' }) : null);
}
