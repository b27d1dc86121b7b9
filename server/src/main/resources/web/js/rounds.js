// Round, counter and seat-wind text of the table view (docs/server.md, "The view"): Riichi's round
// and honba, Guizhou's hand and 连庄, Guangdong's prevailing wind, hand and dealer's term; localized.
import { t } from './i18n.js';

const WIND_KEYS = { east: 'E', south: 'S', west: 'W', north: 'N' };

/** A wind's full name ("East", 東). */
export function windName(wind) {
  return t(`wind.${WIND_KEYS[wind] ?? 'E'}`);
}

/** A wind's one-letter mark on the table (E, 東, 东). */
export function windMark(wind) {
  return t(`board.wind.${wind in WIND_KEYS ? wind : 'east'}`);
}

/** The seat's wind this hand, as its mark. */
export function seatWind(view, seat) {
  const s = view.seats && view.seats[seat];
  return s ? windMark(s.wind) : '';
}

/** "East 2", "Hand 3", "East round, hand 5": the hand's label. */
export function roundText(view) {
  switch (view.variant) {
    case 'riichi': return t('round.riichi', { wind: windName(view.round_wind), n: view.round_number });
    case 'guizhou': return t('round.hand', { n: view.hand_number });
    case 'guangdong': return t('round.guangdong', { wind: windName(view.prevailing_wind), n: view.hand_number });
    default: return '';
  }
}

/** The dealer's streak shown beside the label (Guizhou 连庄, Guangdong's dealer term past the first), or ''. */
export function streakText(view) {
  const n = view.variant === 'guizhou' ? view.streak - 1 : view.variant === 'guangdong' ? view.dealer_term - 1 : 0;
  return n > 0 ? t('round.streak', { n }) : '';
}
