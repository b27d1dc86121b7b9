// The table page: one seat's socket (table.html?table=ID&seat=S&token=T), its view drawn on every
// state, its legal actions as controls, a countdown on prompts with a deadline, the end-of-hand and
// end-of-game screens. Every action sends back its state's prompt; after acting, the seat waits
// (its discard shown as sent) until the next state, which may take a while when another person
// considers a call. A lost connection is retried and the token resumes the seat; a table the server
// closed, an unknown table or a finished one (with a link to its record) ends the retries.
import { t } from './i18n.js';
import { param } from './api.js';
import { el, fill, seatNames, toast } from './dom.js';
import { header } from './nav.js';
import { drawBoard } from './board.js';
import { controls, tileKey } from './actions.js';
import { drawResults } from './results.js';
import { Countdown } from './countdown.js';

header();
const tableId = param('table');
const token = param('token');
const board = document.getElementById('board');
const bar = document.getElementById('actions');
const status = document.getElementById('status');
const notice = document.getElementById('notice');
const overlay = document.getElementById('overlay');
const countdown = new Countdown(document.getElementById('countdown'));

/** Close codes of the table socket (docs/server.md). */
const CLOSE = { BAD_TOKEN: 4003, UNKNOWN: 4004, BEHIND: 4008, CLOSED: 4010 };

let socket = null;
let welcome = null;
let last = null; // the last state message
let declaring = false;
let sent = null; // the action sent since the last state: {version, tile} (controls are off until the next state)
let ending = null; // the server's error message that comes before it closes the socket for good
let ended = null; // why the page stopped reconnecting: {key, message}
let retry = 500;
let watched = null; // the last table summary a watcher was sent
let behindAt = 0; // when the server last dropped the page for falling behind
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
  socket.onclose = (e) => closed(e.code);
}

/**
 * The socket closed: the server closed the table, now or before (stop), the table is unknown or
 * over or the token wrong (stop), the page fell too far behind (reconnect at once: the new
 * socket's welcome brings the current state; a page that falls behind again within 10 s waits like
 * any other), or the connection was lost (retry, waiting longer each time).
 */
function closed(code) {
  const message = ending ? ending.message : '';
  ending = null;
  if (code === CLOSE.CLOSED || (code === CLOSE.UNKNOWN && /\babandoned\b/.test(message))) {
    end('status.closed', 'table.closed', message);
    return;
  }
  if (code === CLOSE.UNKNOWN || code === CLOSE.BAD_TOKEN) {
    const over = recordOf(message) !== null;
    end(over ? 'status.over' : 'status.refused', over ? 'table.over' : 'table.refused', message);
    return;
  }
  setStatus('status.reconnecting');
  if (code === CLOSE.BEHIND && Date.now() - behindAt > 10000) {
    behindAt = Date.now();
    connect();
    return;
  }
  setTimeout(connect, retry);
  retry = Math.min(retry * 2, 8000);
}

/** The record a 4004 message names ("table 'ID' is finished: its record is /api/games/ID"), if any. */
function recordOf(message) {
  const m = /\/api\/games\/[^\s'",]+/.exec(message || '');
  return m ? m[0] : null;
}

/** No more reconnecting: says why in the status and above the board, with the record's links when the game is over. */
function end(statusKey, noticeKey, message) {
  ended = { statusKey, noticeKey, message };
  sent = null;
  countdown.stop();
  setStatus(statusKey);
  drawNotice();
  if (last) drawControls();
  if (watched && statusKey === 'status.closed') drawWatcher({ ...watched, status: 'abandoned' });
  board.hidden = !last && !watched;
}

function drawNotice() {
  notice.hidden = !ended;
  if (!ended) return;
  const record = recordOf(ended.message);
  notice.dataset.kind = ended.statusKey;
  fill(notice, el('strong', {}, t(ended.noticeKey)),
    record ? [' ', el('a', { href: `replay.html?game=${encodeURIComponent(tableId)}`, class: 'replay' }, t('games.replay')), ' · ',
      el('a', { href: record, class: 'record', download: `${tableId}.jsonl` }, t('games.record'))] : null,
    ended.message ? el('span', { class: 'detail' }, ended.message) : null);
}

function setStatus(key) {
  status.dataset.state = key;
  status.textContent = t(key);
}

function receive(m) {
  switch (m.type) {
    case 'welcome': welcome = m; drawHeader(); if (m.seat === null) drawWatcher(m.table); break;
    case 'state': last = m; sent = null; declaring = declaring && m.legal.some((a) => /^Declare/.test(a.type)); draw(); break;
    case 'hand_end': results.push({ kind: 'hand', result: m.result }); showResults(); break;
    case 'game_end': results.push({ kind: 'game', result: m.result }); showResults(); break;
    case 'table': drawWatcher(m.table); break;
    case 'error': error(m); break;
    case 'pong': break;
    default: break;
  }
}

/** A refused message: said in a toast (and the state asked again); the errors that come before a final close are kept for it. */
function error(m) {
  if (m.code === 'closed' || m.code === 'unknown_table' || m.code === 'bad_token') { ending = m; return; }
  toast(`${t('error.server')}: ${m.message}`);
  if (m.code === 'stale' || m.code === 'illegal') send({ type: 'sync' });
}

function send(message) {
  if (socket && socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify(message));
}

/** Plays a legal action of the last state, answering its prompt. */
function play(action) {
  if (!last || sent || ended) return;
  sent = { version: last.version, tile: tileKey(action) };
  declaring = false;
  const m = { type: 'act', version: last.version, action: action.id };
  if (last.prompt !== undefined) m.prompt = last.prompt;
  send(m);
  countdown.stop();
  drawControls();
}

/**
 * Whether the seat acted and waits: an action is sent and no state came since, or the state is a
 * claim prompt's answer taken (nobody is shown to act while the others decide).
 */
function waiting() {
  if (ended || !last) return false;
  if (sent) return true;
  return last.legal.length === 0 && (last.to_act || []).length === 0 && !last.over;
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
  drawControls();
  if (last.deadline_ms !== null && last.legal.length) countdown.start(last.deadline_ms);
  else countdown.stop();
}

function drawControls() {
  const mine = last.legal.length > 0 && !sent && !ended;
  const { playable, buttons } = mine
    ? controls(last.legal, play, declaring, () => { declaring = !declaring; drawControls(); })
    : { playable: new Map(), buttons: [] };
  // Once an action is sent, nobody is shown to act until the next state (the seat's own turn is over).
  const view = sent ? { ...last.view, to_act: [] } : last.view;
  drawBoard(board, view, { bottom: last.seat ?? 0, names: names(), playable, sent: sent ? sent.tile : null });
  const line = mine ? el('span', { class: 'prompt' }, t(last.claim ? 'table.claimPrompt' : 'table.yourTurn'))
    : waiting() ? el('span', { class: 'waiting', role: 'status' }, t('table.waiting')) : null;
  fill(bar, line, buttons);
  bar.classList.toggle('mine', mine);
  document.body.dataset.legal = mine ? String(last.legal.length) : '0';
  if (waiting()) document.body.dataset.waiting = 'true'; else delete document.body.dataset.waiting;
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
  watched = table;
  const state = { finished: 'lobby.finished', abandoned: 'lobby.abandoned' }[table.status] ?? 'lobby.stateRunning';
  fill(board, el('section', { class: 'centre watcher' },
    el('p', {}, t('table.watcherNote')),
    el('table', { class: 'scores' },
      el('tr', {}, table.seats.map((s) => el('th', {}, s.name))),
      table.scores ? el('tr', {}, table.scores.map((s) => el('td', { class: 'num' }, String(s)))) : null),
    el('p', {}, `${t('lobby.version')}: ${table.version} · ${t(state)}`)));
}

window.addEventListener('langchange', () => {
  if (welcome) drawHeader();
  if (last) drawControls();
  if (watched) drawWatcher(watched);
  if (results.length) showResults();
  drawNotice();
  setStatus(status.dataset.state || 'status.connecting');
});

if (!tableId) {
  fill(board, el('p', { class: 'error' }, t('table.noTable')));
} else {
  connect();
  setInterval(() => send({ type: 'ping' }), 25000);
}
