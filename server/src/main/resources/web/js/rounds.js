// Round and seat-wind text for each variant's view (Riichi round/honba, Guizhou hand/streak,
// Guangdong prevailing wind/hand index), localized.
import { t } from './i18n.js';

const WINDS = ['wind.E', 'wind.S', 'wind.W', 'wind.N'];

/** The seat's wind this hand (east = the dealer). */
export function seatWind(view, seat) {
  if (view.dealer === undefined) return '';
  return t(WINDS[(seat - view.dealer + 4) % 4]);
}

/** "East 2, 1 honba" and the like. */
export function roundText(view) {
  if (view.round !== undefined) {
    const wind = t(WINDS[Math.floor(view.round / 4) % 4]);
    const text = t('round.riichi', { wind, n: (view.round % 4) + 1 });
    return view.honba ? `${text} ${t('round.honba', { n: view.honba })}` : text;
  }
  if (view.prevailing !== undefined) {
    const wind = t(`wind.${({ '1z': 'E', '2z': 'S', '3z': 'W', '4z': 'N' })[view.prevailing.kind] || 'E'}`);
    return t('round.guangdong', { wind, n: (view.hand_index ?? 0) + 1 });
  }
  if (view.hand !== undefined && typeof view.hand === 'number') {
    const text = t('round.hand', { n: view.hand + 1 });
    return view.streak ? `${text} ${t('round.streak', { n: view.streak })}` : text;
  }
  return '';
}
