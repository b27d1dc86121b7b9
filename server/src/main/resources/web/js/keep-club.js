// A club on the scorekeeping page: a new session (with the club's key), the sessions being played,
// the league table over a range of days with its CSV and print links, and every session.
import { local, t } from './i18n.js';
import { el, fill } from './dom.js';
import { call, clubKey, rememberClub } from './keep-store.js';
import { leagueTable, sessionsTable } from './keep-league.js';
import { errorLine, field, variantsOf } from './keep-ui.js';

export async function clubView(root, clubId) {
  const [club, presets] = await Promise.all([call(`/api/keep/clubs/${encodeURIComponent(clubId)}`), call('/api/keep/presets')]);
  rememberClub(club.id, club.name);
  const variants = variantsOf(presets);
  const range = { from: '', to: '', variant: variants[0].variant };
  let sessions = [];
  let league = null;

  const query = () => new URLSearchParams(Object.entries(range).filter(([, v]) => v)).toString();

  async function refresh() {
    const q = query();
    [sessions, league] = await Promise.all([
      call(`/api/keep/clubs/${club.id}/sessions?${new URLSearchParams(Object.entries({ from: range.from, to: range.to }).filter(([, v]) => v))}`),
      call(`/api/keep/clubs/${club.id}/league?${q}`)]);
    render();
  }

  function keyForm() {
    const key = el('input', { type: 'text', id: 'club-key-input', autocapitalize: 'off', placeholder: t('keep.clubKey') });
    const error = errorLine();
    return el('form', {
      class: 'key-form',
      onsubmit: async (e) => {
        e.preventDefault();
        rememberClub(club.id, club.name, key.value.trim());
        error.show('');
        render();
      },
    }, el('p', { class: 'muted' }, t('keep.needKey')), key, el('button', { type: 'submit' }, t('keep.useKey')), error.el);
  }

  function rangeForm() {
    const from = el('input', { type: 'date', id: 'league-from', value: range.from });
    const to = el('input', { type: 'date', id: 'league-to', value: range.to });
    const variant = el('select', { id: 'league-variant' }, variants.map((v) => el('option', { value: v.variant,
      selected: v.variant === range.variant }, local(v.variant_title))));
    return el('form', {
      class: 'range-form',
      onsubmit: (e) => {
        e.preventDefault();
        Object.assign(range, { from: from.value, to: to.value, variant: variant.value });
        refresh().catch((err) => alertError(err));
      },
    }, field(t('keep.from'), from), field(t('keep.to'), to), field(t('keep.variant'), variant),
    el('button', { type: 'submit', id: 'league-show' }, t('keep.show')));
  }

  let lastError = null;
  function alertError(err) {
    lastError = err.message;
    render();
  }

  function render() {
    const key = clubKey(club.id);
    const playing = sessions.filter((s) => s.status === 'playing');
    const q = query();
    fill(root,
      el('p', { class: 'crumbs' }, el('a', { href: 'keep.html' }, t('keep.title'))),
      el('h1', { id: 'club-title' }, club.name),
      el('p', { class: 'muted' }, t('keep.clubIdLine', { id: club.id })),
      el('section', { class: 'card' },
        key ? el('a', { class: 'button primary huge', id: 'new-session', href: `keep.html?club=${club.id}&new` }, t('keep.newSession'))
          : keyForm(),
        playing.length ? el('div', { class: 'in-play' }, el('h2', {}, t('keep.inPlay')),
          el('ul', { class: 'play-list' }, playing.map((s) => el('li', {}, el('a', { class: 'button big', href: `keep.html?session=${s.id}` },
            `${s.table ? `${s.table} · ` : ''}${s.players.join(' · ')}`))))) : null),
      el('section', { class: 'card', id: 'league-card' },
        el('h2', {}, t('keep.league')),
        rangeForm(),
        lastError ? el('p', { class: 'error' }, lastError) : null,
        league ? el('p', { class: 'muted' }, t('keep.leagueGames', { n: league.games })) : null,
        league ? leagueTable(league) : null,
        el('p', { class: 'links' },
          el('a', { class: 'button', id: 'league-csv', href: `/api/keep/clubs/${club.id}/league.csv?${q}`, download: '' }, t('keep.leagueCsv')),
          el('a', { class: 'button', id: 'sessions-csv', href: `/api/keep/clubs/${club.id}/sessions.csv?${q}`, download: '' }, t('keep.sessionsCsv')),
          el('a', { class: 'button', id: 'league-print', href: `keep.html?club=${club.id}&print&${q}` }, t('keep.print')))),
      el('section', { class: 'card' }, el('h2', {}, t('keep.sessions')), sessionsTable(sessions, { presets })));
  }

  await refresh();
  return { render };
}
