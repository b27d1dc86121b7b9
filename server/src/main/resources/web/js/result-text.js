// Words and numbers of the result screens: a result view's labels in the current language, values
// with their units, signed and grouped numbers, seat names.
import { lang, t, has } from './i18n.js';

/** A label of the result view: the engine's own name in the current language, else the page's text for its key. */
export function label(l) {
  if (!l) return '';
  if (l.names) {
    const name = l.names[lang()] ?? l.names.en;
    return lang() === 'en' ? name.charAt(0).toUpperCase() + name.slice(1) : name; // the engine's glosses are lower case
  }
  return has(`res.${l.key}`) ? t(`res.${l.key}`) : l.key;
}

/** A number with the language's grouping (25,000). */
export function num(n) {
  return new Intl.NumberFormat(lang()).format(n);
}

/** A signed change: +1,000, −1,000, ±0. */
export function signedNum(n) {
  if (n > 0) return `+${num(n)}`;
  if (n < 0) return `−${num(-n)}`;
  return '±0';
}

/** A value in its unit (3 han, 40 fu, 2 fan, 8 per payer …); the variant may word a unit its own way. */
export function unitText(value, unit, variant) {
  if (unit === 'none') return '';
  if (unit === 'yakuman') return value > 1 ? t('res.limit.yakumanN', { n: value }) : t('res.limit.yakuman');
  let key = has(`res.unit.${unit}.${variant}`) ? `res.unit.${unit}.${variant}` : `res.unit.${unit}`;
  if (value === 1 && has(`${key}.one`)) key = `${key}.one`;
  return t(key, { n: num(value) });
}

/** The word of a situation of a Riichi win the calculator and the keep page tick: its way (tsumo) or its yaku (riichi, ippatsu …). */
export function flagWord(flag) {
  return flag === 'tsumo' ? 'res.way.tsumo' : `riichi.yaku.${flag}`;
}

/** A total of a hand (a limit shows its name, ×n for several yakuman). */
export function totalText(item, variant) {
  if (item.unit === 'limit') return item.value > 1 ? `${label(item.name)} ×${item.value}` : label(item.name);
  const value = unitText(item.value, item.unit, variant);
  return item.name ? `${label(item.name)}: ${value}` : value;
}

/** A seat's name (the table's names, or "Seat n"). */
export function seatName(names, seat) {
  return (names && names[seat]) || t('seat.n', { n: seat + 1 });
}

/** Several seats' names as one phrase. */
export function namesOf(names, seats, joiner = 'res.list') {
  return seats.map((s) => seatName(names, s)).join(t(joiner));
}
