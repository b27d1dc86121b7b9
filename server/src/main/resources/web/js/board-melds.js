// A meld drawn as on a real table, seen from its owner: the called tile turned sideways toward the
// seat it came from (left: first, across: second, right: last), an added kan's fourth tile laid on
// the turned one, a closed kan with its end tiles face down. Where the view does not name the called
// copy (the Chinese variants), a pon's or kan's tiles are alike and one of them is turned; a run
// whose called tile is not named stands upright.
import { has, t } from './i18n.js';
import { el } from './dom.js';
import { tileEl } from './tiles.js';

/** A tile laid sideways in a layout box as wide as a tile is tall. */
export function sideways(tile, extra = []) {
  return el('span', { class: ['lay', ...extra].join(' ') }, tileEl(tile));
}

/** Where the turned tile goes among n tiles for a source direction. */
function turnedAt(from, n) {
  if (from === 'left') return 0;
  if (from === 'across') return 1;
  return n - 1;
}

/** One meld element of a variant's table, titled with the variant's name of it (VARIANT.meld.NAME, from its terms; the key itself where it names none). */
export function meldEl(m, variant) {
  const word = `${variant}.meld.${m.name}`;
  const title = [has(word) ? t(word) : m.name, m.from ? t(`board.from.${m.from}`) : ''].filter(Boolean).join(' · ');
  const box = el('span', { class: `meld ${m.kind}`, title, dataset: { kind: m.kind, from: m.from ?? '' } });
  if (m.kind === 'closed_kan') {
    m.tiles.forEach((x, i) => box.append(tileEl(x, { back: i === 0 || i === m.tiles.length - 1 })));
    return box;
  }
  const added = m.kind === 'added_kan' ? (m.added ?? m.tiles[m.tiles.length - 1]) : null;
  let rest = added ? m.tiles.filter((x) => x.id !== added.id) : [...m.tiles];
  const called = m.called ?? (m.kind === 'chi' ? null : rest[0]);
  if (!called || !m.from) {
    rest.forEach((x) => box.append(tileEl(x)));
    return box;
  }
  rest = rest.filter((x) => x.id !== called.id);
  const at = turnedAt(m.from, rest.length + 1);
  rest.forEach((x, i) => {
    if (i === at) box.append(turned(called, added));
    box.append(tileEl(x));
  });
  if (at >= rest.length) box.append(turned(called, added));
  return box;
}

/** The called tile sideways, with an added kan's tile laid on it. */
function turned(called, added) {
  if (!added) return sideways(called, ['called']);
  return el('span', { class: 'stack' }, sideways(added, ['added']), sideways(called, ['called']));
}
