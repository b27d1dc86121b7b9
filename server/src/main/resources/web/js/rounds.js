// Round, counter and seat-wind text of the table view (docs/protocol.md, "The view"): the hand's label
// and the dealer's streak as the view words them (its captions), and the seats' winds; localized.
import { t } from './i18n.js';

const WIND_KEYS = { east: 'E', south: 'S', west: 'W', north: 'N' };

/** A wind's one-letter mark on the table (E, 東, 东). */
export function windMark(wind) {
  return t(`board.wind.${wind in WIND_KEYS ? wind : 'east'}`);
}

/** The seat's wind this hand, as its mark. */
export function seatWind(view, seat) {
  const s = view.seats && view.seats[seat];
  return s ? windMark(s.wind) : '';
}

/**
 * A caption of the view ({key, args}) in the page's language: a string argument is a key translated too; `raw`
 * gives arguments written as they are (a player's name).
 */
export function caption(c, raw = {}) {
  const args = {};
  for (const [name, value] of Object.entries(c.args)) args[name] = typeof value === 'string' ? t(value) : value;
  return t(c.key, { ...args, ...raw });
}

/** "East 2", "Hand 3", "East round, hand 5": the hand's label. */
export function roundText(view) {
  return view.round_label ? caption(view.round_label) : '';
}

/** The dealer's streak shown beside the label (Guizhou 连庄, Guangdong's dealer term past the first), or ''. */
export function streakText(view) {
  return view.streak_label ? caption(view.streak_label) : '';
}
