// The centre of the table: the hand's label and streak, the variant's counters (本場 and riichi sticks),
// tiles left, and the variant's lines of tiles (dora indicators, face-down horses 买马), as the view captions them.
import { t } from './i18n.js';
import { el } from './dom.js';
import { tileEl } from './tiles.js';
import { caption, roundText, streakText } from './rounds.js';

/** The icons drawn as a stick (本場, 供託); a counter with another icon shows its number alone. */
export const STICKS = ['honba', 'sticks'];

/** A counter: its icon (a drawn stick) and ×n, the full text as its title. */
function counterEl(c) {
  return el('span', { class: `counter ${c.icon}`, title: caption(c.caption) },
    STICKS.includes(c.icon) ? el('i', { class: `stick ${c.icon}` }) : null, `×${c.n}`);
}

/** A line of tiles' content ({caption, label, tiles, face_down}): its label where it has one, the tiles face up, then the backs. */
export function lineTiles(line) {
  const backs = [];
  for (let i = 0; i < line.face_down; i++) backs.push(tileEl(null, { back: true }));
  return [line.label ? el('span', {}, caption(line.label)) : null, ...line.tiles.map((x) => tileEl(x)), ...backs];
}

/** A line of tiles in the centre, the full text as its title. */
function tilesEl(line) {
  return el('div', { class: `tiles-line${line.face_down > 0 ? ' face-down' : ''}`, title: caption(line.caption) }, lineTiles(line));
}

export function centreEl(view) {
  const lines = [el('div', { class: 'round' }, roundText(view), ' ', el('small', {}, streakText(view)))];
  const counters = (view.counters ?? []).map(counterEl);
  counters.push(el('span', { class: 'left', title: t('board.tilesLeft', { n: view.tiles_left }) },
    t('board.left', { n: view.tiles_left })));
  lines.push(el('div', { class: 'counters' }, counters));
  (view.centre_tiles ?? []).forEach((line) => lines.push(tilesEl(line)));
  return el('div', { class: 'centre' }, lines);
}
