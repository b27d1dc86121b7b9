// A club's league table (GET /api/keep/clubs/{id}/league) and its finished sessions, as tables:
// shared by the club view and the print view.
import { local, t } from './i18n.js';
import { el } from './dom.js';
import { finalPoints, points } from './keep-ui.js';

/** The league's rows: rank, player, games, points, average place, places 1–4 (1–3 for three-player tables), chombos. */
export function leagueTable(league) {
  if (!league.rows.length) return el('p', { class: 'muted', id: 'league-empty' }, t('keep.leagueEmpty'));
  const thousands = league.keeping.points === 'thousands';
  const chombos = league.keeping.chombos;
  return el('div', { class: 'scroll' }, el('table', { class: 'league', id: 'league' },
    el('thead', {}, el('tr', {},
      el('th', { class: 'num' }, '#'), el('th', {}, t('keep.player')), el('th', { class: 'num' }, t('keep.games')),
      el('th', { class: 'num' }, t('keep.points')), el('th', { class: 'num' }, t('keep.avgPlace')),
      Array.from({ length: league.places || 4 }, (_, i) => el('th', { class: 'num' }, t('keep.placeN', { n: i + 1 }))),
      chombos ? el('th', { class: 'num' }, t('keep.chombo')) : null)),
    el('tbody', {}, league.rows.map((r) => el('tr', { dataset: { player: r.player } },
      el('td', { class: 'num' }, r.rank), el('td', { class: 'player' }, r.player), el('td', { class: 'num' }, r.games),
      el('td', { class: `num strong ${r.points < 0 ? 'neg' : ''}` }, thousands ? finalPoints(r.points) : points(r.points)),
      el('td', { class: 'num' }, Number(r.averagePlace).toFixed(2)),
      r.places.map((n) => el('td', { class: 'num' }, n)),
      chombos ? el('td', { class: 'num' }, r.chombos) : null)))));
}

/**
 * Finished and running sessions: day, table, the preset by its title (presets: GET /api/keep/presets; its name when
 * it is not there), players with place and points, a link to each.
 */
export function sessionsTable(sessions, { links = true, presets = [] } = {}) {
  const title = (name) => {
    const p = presets.find((x) => x.name === name);
    return p ? el('span', { title: name }, local(p.title)) : name;
  };
  if (!sessions.length) return el('p', { class: 'muted' }, t('keep.noSessions'));
  return el('div', { class: 'scroll' }, el('table', { class: 'sessions', id: 'sessions' },
    el('thead', {}, el('tr', {}, el('th', {}, t('keep.played')), el('th', {}, t('keep.tableLabel')),
      el('th', {}, t('keep.preset')), el('th', {}, t('keep.players')), el('th', {}, t('keep.status')))),
    el('tbody', {}, sessions.map((s) => el('tr', { dataset: { session: s.id }, class: s.status },
      el('td', {}, links ? el('a', { href: `keep.html?session=${s.id}` }, s.played) : s.played),
      el('td', {}, s.table), el('td', { class: 'preset', dataset: { preset: s.preset } }, title(s.preset)),
      el('td', { class: 'who' }, s.players.map((p, seat) => el('span', { class: 'player-result' }, p,
        s.outcome ? el('small', {}, ` ${s.outcome.places[seat]}. ${s.keeping.points === 'thousands' ? finalPoints(s.outcome.points[seat])
          : points(s.outcome.points[seat])}`) : null))),
      el('td', {}, t(`keep.status.${s.status}`)))))));
}
