// The lobby: the tables this browser holds ("Your tables": a link back to each seat, the state and
// standings, End for the host, Forget); create a table (preset, rule options, seats, seed, pause
// between hands); once created, the creator's own seat to play, an invitation link for every other
// person's seat and a link to watch (bots' seats have no link: nobody sees a bot's hand); a refused
// creation is said in the page. Below, the running tables, refreshed every 5 s.
import { local, t } from './i18n.js';
import { getJson, postJson } from './api.js';
import { el, fill, seatNames, toast } from './dom.js';
import { header } from './nav.js';
import { OptionsForm } from './options-form.js';
import { drawYourTables, refreshYourTables } from './your-tables.js';
import { remember } from './held-seats.js';

header();
const presetSelect = document.getElementById('preset');
const description = document.getElementById('description');
const seatsBox = document.getElementById('seats');
const created = document.getElementById('created');
const createButton = document.getElementById('create');
const createError = document.getElementById('create-error');
const form = new OptionsForm(document.getElementById('options'));
let presets = []; // the list (GET /api/presets): no options
const details = new Map(); // preset name -> the whole preset with its options (GET /api/presets/NAME)
let lastCreated = null; // the last creation answer, drawn again when the language changes
let lastError = null; // the last refusal, likewise

function preset() {
  return presets.find((p) => p.name === presetSelect.value);
}

/** A bot's name in the current language, and its description as a tooltip (from the preset's bots). */
function botText(p, agent) {
  const bot = p && (p.bots || []).find((b) => b.name === agent);
  return bot ? { name: local(bot.label), tip: t('lobby.botTip', { name: local(bot.label), help: local(bot.help) }) } : { name: agent, tip: '' };
}

/** A preset's title in the current language and its variant: the text of its entry in the picker. */
function presetText(p) {
  return `${p.title ? local(p.title) : p.name} — ${p.variant_title ? local(p.variant_title) : p.variant}`;
}

function seatRow(i, agents) {
  const kind = el('select', { class: 'kind', 'aria-label': `seat ${i + 1}` },
    el('option', { value: 'human', selected: i === 0, 'data-i18n': 'lobby.human' }, t('lobby.human')),
    el('option', { value: 'bot', selected: i !== 0, 'data-i18n': 'lobby.bot' }, t('lobby.bot')));
  const name = el('input', { type: 'text', class: 'name', maxlength: 40, placeholder: t('seat.n', { n: i + 1 }) });
  const agent = el('select', { class: 'agent' }, agents.map((a) => el('option', { value: a, title: botText(preset(), a).tip }, botText(preset(), a).name)));
  const sync = () => { name.hidden = kind.value !== 'human'; agent.hidden = kind.value !== 'bot'; };
  kind.addEventListener('change', sync);
  sync();
  return el('div', { class: 'seat-row', dataset: { seat: i } }, el('span', { class: 'seat-no' }, t('seat.n', { n: i + 1 })), kind, name, agent);
}

/** The whole preset, fetched once: the options form needs its catalog. */
async function detail(name) {
  if (!details.has(name)) details.set(name, getJson(`/api/presets/${encodeURIComponent(name)}`));
  return details.get(name);
}

async function showPreset() {
  const p = preset();
  if (!p) return;
  fill(description, p.summary ? local(p.summary) : p.description);
  const agents = p.agents.includes('efficiency') ? ['efficiency', ...p.agents.filter((a) => a !== 'efficiency')] : p.agents;
  fill(seatsBox, [...Array(p.seats ?? 4).keys()].map((i) => seatRow(i, agents)));
  try {
    const full = await detail(p.name);
    if (preset() === p) form.show(full);
  } catch (err) {
    details.delete(p.name);
    toast(err.message);
  }
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
  const request = { preset: presetSelect.value, options: form.preset?.name === presetSelect.value ? form.changes() : {}, seats: seats() };
  const seed = document.getElementById('seed').value.trim();
  if (seed !== '') request.seed = Number(seed);
  const pause = document.getElementById('next-hand').value.trim();
  if (pause !== '') request.next_hand_seconds = Number(pause);
  createButton.disabled = true;
  try {
    lastCreated = await postJson('/api/tables', request);
    lastError = null;
    const you = lastCreated.you;
    remember({ table: lastCreated.id, preset: lastCreated.preset, presetTitle: lastCreated.preset_title, names: seatNames(lastCreated.seats), created: lastCreated.created,
      seat: you ? you.seat : null, token: you ? you.token : null, host: lastCreated.host_token });
    showCreated();
    refreshTables();
    refreshYourTables(true);
  } catch (err) {
    lastError = err;
  } finally {
    createButton.disabled = false;
    showError();
  }
}

/** The server's reason for a refused creation (and when to try again), under the button. */
function showError() {
  createError.hidden = !lastError;
  if (!lastError) return;
  const wait = lastError.retryAfter !== undefined ? ` ${t('lobby.retryAfter', { n: lastError.retryAfter })}` : '';
  fill(createError, el('strong', {}, `${t('lobby.createFailed')}: `), lastError.message, wait);
}

/** Copies a link: the clipboard where the page may use it, else the selected text field. */
function copy(input) {
  const done = () => toast(t('lobby.copied'), 'info');
  if (navigator.clipboard && window.isSecureContext) {
    navigator.clipboard.writeText(input.value).then(done, () => toast(t('lobby.copyFailed')));
    return;
  }
  input.select();
  if (document.execCommand('copy')) done(); else toast(t('lobby.copyFailed'));
}

/** A link as a read-only text field with a copy button. */
function linkField(path, cls) {
  const input = el('input', { type: 'text', readonly: true, value: new URL(path, location.href).href, class: `link ${cls}`,
    onfocus: (e) => e.target.select() });
  return el('div', { class: 'link-field' }, input, el('button', { type: 'button', class: 'copy', onclick: () => copy(input) }, t('lobby.copy')));
}

function seatLabel(s) {
  return `${t('seat.n', { n: s.seat + 1 })} · ${s.name}`;
}

function yourSeat(you) {
  return el('div', { class: 'you', dataset: { seat: you.seat } },
    el('h4', {}, t('lobby.yourSeat')),
    el('div', { class: 'seat-line' }, el('span', { class: 'who' }, seatLabel(you)),
      el('a', { href: you.link, class: 'button primary join you' }, t('lobby.play'))),
    el('p', { class: 'note' }, t('lobby.yourLink')),
    linkField(you.link, 'you'));
}

function invitations(list) {
  if (!list.length) return null;
  return el('div', { class: 'invitations' },
    el('h4', {}, t('lobby.invitations')),
    el('p', { class: 'note' }, t('lobby.inviteNote')),
    list.map((s) => el('div', { class: 'invitation', dataset: { seat: s.seat } }, el('span', { class: 'who' }, seatLabel(s)),
      linkField(s.link, 'invite'))));
}

function watching(table) {
  const bots = table.seats.filter((s) => s.kind === 'bot');
  return el('div', { class: 'watch' },
    el('h4', {}, t('lobby.watch')),
    el('div', { class: 'seat-line' }, el('a', { href: table.watch, class: 'watch-link' }, t('lobby.watchLink'))),
    el('p', { class: 'note' }, t('lobby.watchNote')),
    bots.length ? el('p', { class: 'note bots' }, t('lobby.botsNote', {
      list: bots.map((s) => `${t('seat.n', { n: s.seat + 1 })} (${s.agent ? botText(presets.find((p) => p.name === table.preset), s.agent).name : s.name})`).join(', '),
    })) : null);
}

function showCreated() {
  const table = lastCreated;
  if (!table) return;
  fill(created, el('h3', {}, `${t('lobby.created')} ${table.id}`, table.seeded ? seededMark() : null),
    table.you ? yourSeat(table.you) : null,
    invitations(table.invitations || []),
    watching(table));
  created.hidden = false;
  created.dataset.table = table.id;
}

/** The mark of a table whose creator chose the seed (so may know its walls). */
function seededMark() {
  return el('span', { class: 'seeded', title: t('lobby.seededTip'), 'aria-label': t('lobby.seededTip') }, t('lobby.seeded'));
}

async function refreshTables() {
  const box = document.getElementById('tables');
  try {
    const list = await getJson('/api/tables');
    if (!list.length) { fill(box, el('p', {}, t('lobby.noTables'))); return; }
    fill(box, el('div', { class: 'scroll' }, el('table', { class: 'list' },
      el('tr', {}, ['lobby.id', 'lobby.preset', 'lobby.players', 'lobby.version', 'lobby.scores'].map((k) => el('th', {}, t(k)))),
      list.map((s) => el('tr', { dataset: { table: s.id } },
        el('td', {}, el('a', { href: `table.html?table=${encodeURIComponent(s.id)}` }, s.id), s.seeded ? seededMark() : null),
        el('td', { title: s.preset }, local(s.preset_title ?? s.preset)),
        el('td', {}, s.seats.map((x) => `${x.name}${x.kind === 'human' ? (x.connected ? ' ●' : ' ○') : ''}`).join(', ')),
        el('td', { class: 'num' }, String(s.version)),
        el('td', {}, s.scores ? s.scores.join(' / ') : ''))))));
  } catch (err) {
    fill(box, el('p', { class: 'error' }, err.message));
  }
}

/**
 * The seats a link asks for (a game's end offers "a new table with the same seats":
 * index.html?preset=P&seat=human:NAME&seat=bot:AGENT…); a seat the preset cannot have is left as it is.
 */
function prefillSeats(asked) {
  [...seatsBox.querySelectorAll('.seat-row')].forEach((row, i) => {
    const m = /^(human|bot):(.*)$/.exec(asked[i] ?? '');
    if (!m) return;
    const kind = row.querySelector('.kind');
    if (m[1] === 'bot' && ![...row.querySelectorAll('.agent option')].some((o) => o.value === m[2])) return;
    kind.value = m[1];
    kind.dispatchEvent(new Event('change'));
    if (m[1] === 'human') row.querySelector('.name').value = m[2].slice(0, 40);
    else row.querySelector('.agent').value = m[2];
  });
}

async function start() {
  try {
    presets = await getJson('/api/presets');
  } catch (err) {
    toast(err.message);
    return;
  }
  fill(presetSelect, presets.map((p) => el('option', { value: p.name }, presetText(p))));
  presetSelect.addEventListener('change', showPreset);
  const asked = new URLSearchParams(location.search);
  if (presets.some((p) => p.name === asked.get('preset'))) presetSelect.value = asked.get('preset');
  showPreset(); // draws the seats at once; the options form follows when the preset's catalog comes
  prefillSeats(asked.getAll('seat'));
  document.getElementById('create-form').addEventListener('submit', create);
  refreshTables();
  refreshYourTables(true);
  setInterval(() => { refreshTables(); refreshYourTables(false); }, 5000);
}

window.addEventListener('langchange', () => {
  seatsBox.querySelectorAll('.seat-row').forEach((row) => {
    const n = Number(row.dataset.seat) + 1;
    row.querySelector('.seat-no').textContent = t('seat.n', { n });
    row.querySelector('.name').placeholder = t('seat.n', { n });
    row.querySelectorAll('.agent option').forEach((o) => { const b = botText(preset(), o.value); o.textContent = b.name; o.title = b.tip; });
  });
  presetSelect.querySelectorAll('option').forEach((o) => { o.textContent = presetText(presets.find((p) => p.name === o.value)); });
  const p = preset();
  if (p) fill(description, p.summary ? local(p.summary) : p.description);
  showCreated();
  showError();
  refreshTables();
  drawYourTables();
});
start();
