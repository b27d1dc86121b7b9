// The final standings of a finished game (its summary's `standings`: place, player, score and, where
// the rules have them, final points), with the links to its replay and record: what a seat link or a
// watch link of a finished table shows instead of a dead board.
import { t } from './i18n.js';
import { el, fill, seatNames } from './dom.js';

/** Final points in tenths (490 = +49.0), as the game records them. */
function points(tenths) {
  const p = tenths / 10;
  return `${p > 0 ? '+' : p < 0 ? '−' : ''}${Math.abs(p).toFixed(1)}`;
}

/** Draws the standings into box; seat is the page's own seat (its row is marked), or null. */
export function drawStandings(box, summary, seat) {
  const rows = summary.standings || [];
  const names = seatNames(summary.seats);
  const withPoints = rows.some((r) => r.points !== undefined);
  const id = encodeURIComponent(summary.id);
  fill(box, el('h2', {}, t('seats.standings')),
    el('div', { class: 'scroll' }, el('table', { class: 'standings-table' },
      el('tr', {}, el('th', {}, t('result.place')), el('th', {}, t('result.player')), el('th', { class: 'num' }, t('result.points')),
        withPoints ? el('th', { class: 'num' }, t('result.final')) : null),
      rows.map((r) => el('tr', { class: r.seat === seat ? 'me' : null, dataset: { seat: r.seat, place: r.place } },
        el('td', { class: 'place' }, String(r.place)), el('td', {}, names[r.seat] ?? r.name),
        el('td', { class: 'num' }, String(r.score)),
        withPoints ? el('td', { class: 'num' }, r.points === undefined ? '' : points(r.points)) : null)))),
    el('p', { class: 'links' },
      el('a', { href: `replay.html?game=${id}`, class: 'button primary replay' }, t('games.replay')), ' ',
      el('a', { href: `/api/games/${id}`, class: 'button record', download: `${summary.id}.jsonl` }, t('games.record')), ' ',
      el('a', { href: 'index.html', class: 'button lobby' }, t('nav.lobby'))));
  box.hidden = false;
}
