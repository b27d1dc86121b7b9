// The lobby: create a table (preset, rule options, seats, seed), show each seat's join link, and
// list the running tables.
import { t } from './i18n.js';
import { getJson, postJson } from './api.js';
import { el, fill, toast } from './dom.js';
import { header } from './nav.js';
import { OptionsForm } from './options-form.js';

header();
const presetSelect = document.getElementById('preset');
const description = document.getElementById('description');
const seatsBox = document.getElementById('seats');
const created = document.getElementById('created');
const form = new OptionsForm(document.getElementById('options'));
let presets = [];

function preset() {
  return presets.find((p) => p.name === presetSelect.value);
}

function seatRow(i, agents) {
  const kind = el('select', { class: 'kind', 'aria-label': `seat ${i + 1}` },
    el('option', { value: 'human', selected: i === 0, 'data-i18n': 'lobby.human' }, t('lobby.human')),
    el('option', { value: 'bot', selected: i !== 0, 'data-i18n': 'lobby.bot' }, t('lobby.bot')));
  const name = el('input', { type: 'text', class: 'name', placeholder: t('seat.n', { n: i + 1 }) });
  const agent = el('select', { class: 'agent' }, agents.map((a) => el('option', { value: a }, a)));
  const sync = () => { name.hidden = kind.value !== 'human'; agent.hidden = kind.value !== 'bot'; };
  kind.addEventListener('change', sync);
  sync();
  return el('div', { class: 'seat-row', dataset: { seat: i } }, el('span', { class: 'seat-no' }, t('seat.n', { n: i + 1 })), kind, name, agent);
}

function showPreset() {
  const p = preset();
  if (!p) return;
  fill(description, p.description, ' ', el('span', { class: 'variant' }, `(${p.variant})`));
  const agents = p.agents.includes('efficiency') ? ['efficiency', ...p.agents.filter((a) => a !== 'efficiency')] : p.agents;
  fill(seatsBox, [0, 1, 2, 3].map((i) => seatRow(i, agents)));
  form.show(p);
}

function seats() {
  return [...seatsBox.querySelectorAll('.seat-row')].map((row) => {
    const kind = row.querySelector('.kind').value;
    if (kind === 'bot') return { kind, agent: row.querySelector('.agent').value };
    const name = row.querySelector('.name').value.trim();
    return name ? { kind, name } : { kind };
  });
}

async function create(e) {
  e.preventDefault();
  const request = { preset: presetSelect.value, options: form.changes(), seats: seats() };
  const seed = document.getElementById('seed').value.trim();
  if (seed !== '') request.seed = Number(seed);
  try {
    showCreated(await postJson('/api/tables', request));
    refreshTables();
  } catch (err) {
    toast(`${t('lobby.createFailed')}: ${err.message}`);
  }
}

function showCreated(table) {
  const rows = table.seats.map((s) => {
    const url = new URL(s.link, location.href).href;
    const copy = el('button', { type: 'button', onclick: () => navigator.clipboard?.writeText(url).then(() => toast(t('lobby.copied'), 'info')) }, t('lobby.copy'));
    return el('tr', { dataset: { seat: s.seat } },
      el('td', {}, t('seat.n', { n: s.seat + 1 })),
      el('td', {}, s.kind === 'bot' ? `${t('lobby.bot')} (${s.agent})` : s.name),
      el('td', {}, el('a', { href: s.link, class: `join ${s.kind}` }, t(s.kind === 'human' ? 'lobby.play' : 'lobby.watchSeat'))),
      el('td', {}, el('input', { type: 'text', readonly: true, value: url, class: 'link' }), copy));
  });
  fill(created, el('h3', {}, `${t('lobby.created')} ${table.id}`), el('p', {}, t('lobby.shareNote')), el('table', { class: 'links' }, rows));
  created.hidden = false;
}

async function refreshTables() {
  const box = document.getElementById('tables');
  try {
    const list = await getJson('/api/tables');
    if (!list.length) { fill(box, el('p', {}, t('lobby.noTables'))); return; }
    fill(box, el('table', { class: 'list' },
      el('tr', {}, ['lobby.id', 'lobby.preset', 'lobby.players', 'lobby.version', 'lobby.scores'].map((k) => el('th', {}, t(k)))),
      list.map((s) => el('tr', {},
        el('td', {}, el('a', { href: `table.html?table=${encodeURIComponent(s.id)}` }, s.id)),
        el('td', {}, s.preset),
        el('td', {}, s.seats.map((x) => `${x.name}${x.kind === 'human' ? (x.connected ? ' ●' : ' ○') : ''}`).join(', ')),
        el('td', { class: 'num' }, String(s.version)),
        el('td', {}, s.scores ? s.scores.join(' / ') : '')))));
  } catch (err) {
    fill(box, el('p', { class: 'error' }, err.message));
  }
}

async function start() {
  try {
    presets = await getJson('/api/presets');
  } catch (err) {
    toast(err.message);
    return;
  }
  fill(presetSelect, presets.map((p) => el('option', { value: p.name }, `${p.name} — ${p.variant}`)));
  presetSelect.addEventListener('change', showPreset);
  showPreset();
  document.getElementById('create-form').addEventListener('submit', create);
  refreshTables();
  setInterval(refreshTables, 5000);
}

window.addEventListener('langchange', () => {
  seatsBox.querySelectorAll('.seat-row').forEach((row) => {
    const n = Number(row.dataset.seat) + 1;
    row.querySelector('.seat-no').textContent = t('seat.n', { n });
    row.querySelector('.name').placeholder = t('seat.n', { n });
  });
  refreshTables();
});
start();
