// The finished games, newest first, 100 to a page (GET /api/games?offset&limit): a list with a
// replay link and the record download, and buttons to the newer and older pages.
import { local, t } from './i18n.js';
import { getJson, param } from './api.js';
import { el, fill } from './dom.js';
import { header } from './nav.js';

header();
const PAGE = 100;
const box = document.getElementById('games');
let offset = Math.max(0, Number.parseInt(param('offset') ?? '0', 10) || 0);

function when(iso) {
  return iso ? new Date(iso).toLocaleString() : '';
}

/** Goes to the page starting at another offset (kept in the address, so a reload stays there). */
function go(to) {
  offset = Math.max(0, to);
  const url = new URL(location.href);
  if (offset) url.searchParams.set('offset', String(offset)); else url.searchParams.delete('offset');
  history.replaceState(null, '', url);
  refresh();
}

function pager(shown, more) {
  if (!offset && !more) return null;
  return el('div', { class: 'pager' },
    el('button', { type: 'button', id: 'newer', disabled: offset === 0, onclick: () => go(offset - PAGE) }, `◀ ${t('games.newer')}`),
    el('span', { class: 'range' }, t('games.range', { from: offset + 1, to: offset + shown })),
    el('button', { type: 'button', id: 'older', disabled: !more, onclick: () => go(offset + PAGE) }, `${t('games.older')} ▶`));
}

function row(g) {
  return el('tr', { dataset: { game: g.id } },
    el('td', {}, g.id),
    el('td', { title: g.preset }, local(g.preset_title ?? g.preset)),
    el('td', {}, g.seats.map((s) => s.name).join(', ')),
    el('td', {}, g.scores ? g.scores.join(' / ') : ''),
    el('td', {}, when(g.finished)),
    el('td', {},
      el('a', { href: `replay.html?game=${encodeURIComponent(g.id)}`, class: 'replay' }, t('games.replay')), ' · ',
      el('a', { href: `/api/games/${encodeURIComponent(g.id)}`, download: `${g.id}.jsonl` }, t('games.record'))));
}

async function refresh() {
  try {
    // One more than a page: whether an older page exists.
    const list = await getJson(`/api/games?offset=${offset}&limit=${PAGE + 1}`);
    const more = list.length > PAGE;
    const games = list.slice(0, PAGE);
    if (!games.length && offset) { go(offset - PAGE); return; }
    if (!games.length) { fill(box, el('p', {}, t('games.none'))); return; }
    fill(box, el('div', { class: 'scroll' }, el('table', { class: 'list', id: 'game-list' },
      el('tr', {}, ['lobby.id', 'lobby.preset', 'lobby.players', 'lobby.scores', 'games.finished', ''].map((k) => el('th', {}, k ? t(k) : ''))),
      games.map(row))), pager(games.length, more));
  } catch (err) {
    fill(box, el('p', { class: 'error' }, err.message));
  }
}

window.addEventListener('langchange', refresh);
refresh();
