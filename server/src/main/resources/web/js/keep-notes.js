// The session's notes (what the rules did and why) in the page's language: each entry of an answer's
// noteKeys is its key's text (strings/keep-notes.js) with the parameters filled in: players by name,
// penalty items with their name, flags, report kinds and refusals in words, the rule book's own words
// as written and marked with their language, a note inside a note in its place. An answer without
// noteKeys (an older server) shows its English notes, marked English.
import { has, lang, t } from './i18n.js';
import { el } from './dom.js';
import { abortiveName, itemName, points } from './keep-ui.js';

function seatName(names, seat) {
  return names[seat] ?? t('seat.n', { n: seat });
}

/** Free text with no translation: as written, marked with its language. */
function free(v) {
  const foreign = v.lang !== lang();
  return el('span', { class: 'free', lang: v.lang, title: foreign && v.lang === 'en' ? t('keep.note.inEnglish') : null }, v.text);
}

/** One parameter's value as the page shows it. */
function value(name, v, ctx) {
  if (v && typeof v === 'object' && !Array.isArray(v)) {
    if ('key' in v) return el('span', { class: 'note-part' }, render(v, ctx));
    if ('text' in v) return free(v);
  }
  switch (name) {
    case 'seat': return seatName(ctx.names, v);
    case 'seats': return v.map((s) => seatName(ctx.names, s)).join(lang() === 'en' ? ', ' : '、');
    case 'item': {
      const item = (ctx.fouls || []).find((f) => f.id === v);
      return item ? `${v} ${itemName(item)}` : String(v);
    }
    case 'flag': return has(`keep.flag.${v}`) ? t(`keep.flag.${v}`) : String(v);
    case 'report': return has(`keep.note.report.${v}`) ? t(`keep.note.report.${v}`) : String(v);
    case 'rejected': return has(`calc.error.${v}`) ? t(`calc.error.${v}`) : String(v);
    case 'kind': return abortiveName(v);
    default: return typeof v === 'number' ? points(v) : String(v);
  }
}

/** A note's text and values, as a list of strings and elements. */
function render(note, ctx) {
  const out = [];
  const text = t(note.key);
  let at = 0;
  for (const m of text.matchAll(/\{(\w+)\}/g)) {
    out.push(text.slice(at, m.index));
    out.push(note[m[1]] === undefined ? m[0] : value(m[1], note[m[1]], ctx));
    at = m.index + m[0].length;
  }
  out.push(text.slice(at));
  return out.filter((x) => x !== '');
}

/**
 * An answer's notes as a list (null when it has none): names are the players in seat order, fouls
 * the session's penalty items (for their names).
 */
export function notesList(answer, names, fouls, attrs = {}) {
  const english = answer?.notes || [];
  const keyed = answer?.noteKeys || [];
  if (!english.length && !keyed.length) return null;
  const ctx = { names, fouls };
  const items = keyed.length === english.length && keyed.every((n) => has(n.key))
    ? keyed.map((n) => el('li', { dataset: { key: n.key } }, render(n, ctx)))
    : english.map((n) => el('li', { lang: 'en' }, n));
  return el('ul', { class: 'notes', ...attrs }, items);
}
