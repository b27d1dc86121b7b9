// The finished games: a list with a replay link and the record download.
import { t } from './i18n.js';
import { getJson } from './api.js';
import { el, fill } from './dom.js';
import { header } from './nav.js';

header();
const box = document.getElementById('games');

function when(iso) {
  return iso ? new Date(iso).toLocaleString() : '';
}

async function refresh() {
  try {
    const list = await getJson('/api/games');
    if (!list.length) { fill(box, el('p', {}, t('games.none'))); return; }
    fill(box, el('table', { class: 'list', id: 'game-list' },
      el('tr', {}, ['lobby.id', 'lobby.preset', 'lobby.players', 'lobby.scores', 'games.finished', ''].map((k) => el('th', {}, k ? t(k) : ''))),
      list.map((g) => el('tr', { dataset: { game: g.id } },
        el('td', {}, g.id),
        el('td', {}, g.preset),
        el('td', {}, g.seats.map((s) => s.name).join(', ')),
        el('td', {}, g.scores ? g.scores.join(' / ') : ''),
        el('td', {}, when(g.finished)),
        el('td', {},
          el('a', { href: `replay.html?game=${encodeURIComponent(g.id)}`, class: 'replay' }, t('games.replay')), ' · ',
          el('a', { href: `/api/games/${encodeURIComponent(g.id)}`, download: `${g.id}.jsonl` }, t('games.record')))))));
  } catch (err) {
    fill(box, el('p', { class: 'error' }, err.message));
  }
}

window.addEventListener('langchange', refresh);
refresh();
