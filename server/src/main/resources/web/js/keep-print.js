// The print views: a session's scoresheet (each report in force with what it moved, the running
// scores and the final standing) and a club's league table with its sessions over a range of days.
// The page's own print style hides everything but the sheet.
import { param } from './api.js';
import { local, t } from './i18n.js';
import { el, fill } from './dom.js';
import { call } from './keep-store.js';
import { points, signedPoints, summary, variantsOf } from './keep-ui.js';
import { deltas, finalTable, roundLabel } from './keep-history.js';
import { leagueTable, sessionsTable } from './keep-league.js';

function printButton() {
  return el('p', { class: 'no-print' }, el('button', { type: 'button', class: 'primary big', id: 'print', onclick: () => window.print() }, t('keep.print')));
}

export async function printSession(root, id) {
  const v = await call(`/api/keep/sessions/${encodeURIComponent(id)}`);
  function render() {
    const names = v.players;
    fill(root, el('article', { class: 'print-sheet', id: 'print-session' },
      el('p', { class: 'crumbs no-print' }, el('a', { href: `keep.html?session=${v.id}` }, t('keep.back'))),
      el('h1', {}, `${v.club.name} — ${v.played}${v.table ? ` · ${t('keep.tableN', { n: v.table })}` : ''}`),
      el('p', {}, `${v.preset}${Object.keys(v.options || {}).length ? ` · ${Object.entries(v.options).map(([k, x]) => `${k}=${x}`).join(', ')}` : ''}`),
      v.status === 'void' ? el('p', { class: 'strong' }, t('keep.status.void')) : null,
      el('table', { class: 'sheet-table' },
        el('thead', {}, el('tr', {}, el('th', {}, '#'), el('th', {}, t('keep.roundCol')), el('th', {}, t('keep.what')),
          names.map((n) => el('th', { class: 'num' }, n)))),
        el('tbody', {}, v.history.map((h, i) => {
          const d = deltas(h.answer);
          return el('tr', {}, el('td', {}, h.n), el('td', {}, roundLabel(i ? v.history[i - 1].answer : null, v.keeping)),
            el('td', {}, summary(h.report, v)),
            d.map((x, seat) => el('td', { class: 'num' }, x ? signedPoints(x) : '', el('br'), el('small', {}, points(h.answer.scores[seat])))));
        }))),
      v.outcome ? [el('h2', {}, t('keep.final')), finalTable(v)] : el('p', {}, t('keep.status.playing')),
      printButton()));
  }
  render();
  return { render };
}

export async function printLeague(root, clubId) {
  const q = new URLSearchParams();
  for (const k of ['from', 'to', 'variant', 'preset']) if (param(k)) q.set(k, param(k));
  const [club, league, sessions, presets] = await Promise.all([call(`/api/keep/clubs/${encodeURIComponent(clubId)}`),
    call(`/api/keep/clubs/${encodeURIComponent(clubId)}/league?${q}`),
    call(`/api/keep/clubs/${encodeURIComponent(clubId)}/sessions?${new URLSearchParams([...q].filter(([k]) => k === 'from' || k === 'to'))}`),
    call('/api/keep/presets')]);
  const variant = variantsOf(presets).find((v) => v.variant === league.variant);
  function render() {
    const over = sessions.filter((s) => s.status === 'over' && s.variant === league.variant);
    fill(root, el('article', { class: 'print-sheet', id: 'print-league' },
      el('p', { class: 'crumbs no-print' }, el('a', { href: `keep.html?club=${club.id}` }, t('keep.back'))),
      el('h1', {}, `${club.name} — ${t('keep.league')}`),
      el('p', {}, `${variant ? local(variant.variant_title) : league.variant} · ${league.from === '0000-01-01' ? '…' : league.from} – ${league.to === '9999-12-31' ? '…' : league.to}`
        + ` · ${t('keep.leagueGames', { n: league.games })}`),
      leagueTable(league),
      el('h2', {}, t('keep.sessions')), sessionsTable(over, { links: false, presets }),
      printButton()));
  }
  render();
  return { render };
}
