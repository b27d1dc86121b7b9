// The table page: one seat's socket (table.html?table=ID&seat=S&token=T), its view drawn on every
// state, its legal actions as controls, a countdown on claim prompts, the end-of-hand and
// end-of-game screens. A lost connection is retried; the token resumes the seat.
import { t } from './i18n.js';
import { param } from './api.js';
import { el, fill, seatNames, toast } from './dom.js';
import { header } from './nav.js';
import { drawBoard } from './board.js';
import { controls } from './actions.js';
import { drawResults } from './results.js';
import { Countdown } from './countdown.js';

header();
const tableId = param('table');
const token = param('token');
const board = document.getElementById('board');
const bar = document.getElementById('actions');
const status = document.getElementById('status');
const overlay = document.getElementById('overlay');
const countdown = new Countdown(document.getElementById('countdown'));

let socket = null;
let welcome = null;
let last = null; // the last state message
let declaring = false;
let sentAt = -1; // the version an action was sent at (controls are off until the next state)
let retry = 500;
const results = []; // [{kind: 'hand'|'game', result}] not yet dismissed

function names() {
  return welcome ? seatNames(welcome.table.seats) : null;
}

function connect() {
  const proto = location.protocol === 'https:' ? 'wss' : 'ws';
  const q = token ? `?token=${encodeURIComponent(token)}` : '';
  socket = new WebSocket(`${proto}://${location.host}/ws/tables/${encodeURIComponent(tableId)}${q}`);
  setStatus('status.connecting');
  socket.onopen = () => { retry = 500; setStatus('status.connected'); };
  socket.onmessage = (m) => receive(JSON.parse(m.data));
  socket.onclose = (e) => {
    if (e.code === 4003 || e.code === 4004) { setStatus('status.refused'); return; }
    setStatus('status.reconnecting');
    setTimeout(connect, retry);
    retry = Math.min(retry * 2, 8000);
  };
}

function setStatus(key) {
  status.dataset.state = key;
  status.textContent = t(key);
}

function receive(m) {
  switch (m.type) {
    case 'welcome': welcome = m; drawHeader(); if (m.seat === null) drawWatcher(m.table); break;
    case 'state': last = m; sentAt = -1; declaring = declaring && m.legal.some((a) => /^Declare/.test(a.type)); draw(); break;
    case 'hand_end': results.push({ kind: 'hand', result: m.result }); showResults(); break;
    case 'game_end': results.push({ kind: 'game', result: m.result }); showResults(); break;
    case 'table': drawWatcher(m.table); break;
    case 'error': toast(`${t('error.server')}: ${m.message}`); if (m.code === 'stale' || m.code === 'illegal') send({ type: 'sync' }); break;
    case 'pong': break;
    default: break;
  }
}

function send(message) {
  if (socket && socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify(message));
}

function play(action) {
  if (!last || sentAt === last.version) return;
  sentAt = last.version;
  declaring = false;
  send({ type: 'act', version: last.version, action: action.id });
  document.body.dataset.waiting = 'true';
  drawControls();
}

function drawHeader() {
  const info = document.getElementById('info');
  const seat = welcome.seat;
  fill(info,
    el('span', {}, `${t('table.table')} ${welcome.table.id}`), ' · ',
    el('span', {}, welcome.table.preset), ' · ',
    el('span', {}, seat === null ? t('table.watching') : `${t('table.you')}: ${names()[seat]}`));
}

function draw() {
  document.body.dataset.version = last.version;
  document.body.dataset.toAct = (last.to_act || []).join(',');
  document.body.dataset.over = String(last.over);
  delete document.body.dataset.waiting;
  drawControls();
  if (last.deadline_ms !== null && last.legal.length) countdown.start(last.deadline_ms);
  else countdown.stop();
}

function drawControls() {
  const mine = last.legal.length > 0 && sentAt !== last.version;
  const { playable, buttons } = mine
    ? controls(last.legal, play, declaring, () => { declaring = !declaring; drawControls(); })
    : { playable: new Map(), buttons: [] };
  drawBoard(board, last.view, { bottom: last.seat ?? 0, names: names(), playable });
  const prompt = mine ? el('span', { class: 'prompt' }, t(last.claim ? 'table.claimPrompt' : 'table.yourTurn')) : null;
  fill(bar, prompt, buttons);
  bar.classList.toggle('mine', mine);
  document.body.dataset.legal = mine ? String(last.legal.length) : '0';
}

function showResults() {
  if (!results.length) { overlay.hidden = true; return; }
  const { kind, result } = results[0];
  const close = el('button', { id: 'continue', onclick: () => { results.shift(); showResults(); } },
    t(kind === 'game' ? 'result.close' : 'result.continue'));
  fill(overlay, el('div', { class: `panel ${kind}-end`, id: 'result' },
    el('h2', {}, t(kind === 'game' ? 'result.gameEnd' : 'result.handEnd')),
    drawResults(result, names()), el('div', { class: 'buttons' }, close,
      kind === 'game' ? el('a', { href: `replay.html?game=${encodeURIComponent(tableId)}`, class: 'button' }, t('games.replay')) : null)));
  overlay.hidden = false;
}

function drawWatcher(table) {
  fill(board, el('section', { class: 'centre watcher' },
    el('p', {}, t('table.watcherNote')),
    el('table', { class: 'scores' },
      el('tr', {}, table.seats.map((s) => el('th', {}, s.name))),
      table.scores ? el('tr', {}, table.scores.map((s) => el('td', { class: 'num' }, String(s)))) : null),
    el('p', {}, `${t('lobby.version')}: ${table.version} · ${t(table.status === 'finished' ? 'lobby.finished' : 'lobby.stateRunning')}`)));
}

window.addEventListener('langchange', () => {
  if (welcome) drawHeader();
  if (last) drawControls();
  if (results.length) showResults();
  setStatus(status.dataset.state || 'status.connecting');
});

if (!tableId) {
  fill(board, el('p', { class: 'error' }, t('table.noTable')));
} else {
  connect();
  setInterval(() => send({ type: 'ping' }), 25000);
}
