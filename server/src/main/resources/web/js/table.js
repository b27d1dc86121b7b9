// The table page: one seat's socket (table.html?table=ID&seat=S&token=T), its view drawn on every
// state, its legal actions as controls, a countdown on prompts with a deadline, the end-of-hand and
// end-of-game screens. Every action sends back its state's prompt; after acting, the seat waits
// (its discard shown as sent) until the next state, which may take a while when another person
// considers a call. Between hands the table pauses: the result's OK tells the server this person has
// read it, and the dialog says whom the table still waits for until the next hand starts. A lost
// connection is retried and the token resumes the seat; a table the server closed, an unknown table,
// a seat given up or a finished game (its standings, replay and record) ends the retries. The seat is
// remembered in this browser (the lobby's "Your tables"); its holder may leave the table for good,
// and the host (who created it here) may end it. The player aids (aids.js) play some prompts by themselves.
import { local, t } from './i18n.js';
import { getJson, param, postJson } from './api.js';
import { el, fill, seatNames, toast } from './dom.js';
import { header } from './nav.js';
import { drawBoard } from './board.js';
import { controls, tileKey } from './actions.js';
import { aidsBar, autoAction, loadAids, waitsBox } from './aids.js';
import { drawResults } from './results.js';
import { Countdown } from './countdown.js';
import { Pause } from './pause.js';
import { drawStandings } from './standings.js';
import { heldTable, markLeft, remember } from './held-seats.js';

header();
const tableId = param('table');
const token = param('token');
/** The seat the link names (its token decides; used only to mark the seat's row in a finished game's standings). */
const linkSeat = token && /^[0-3]$/.test(param('seat') || '') ? Number(param('seat')) : null;
const board = document.getElementById('board');
const bar = document.getElementById('actions');
const status = document.getElementById('status');
const notice = document.getElementById('notice');
const overlay = document.getElementById('overlay');
const countdown = new Countdown(document.getElementById('countdown'));
const tools = el('span', { class: 'table-tools' });
document.querySelector('.table-top').append(tools);
const standingsBox = el('section', { id: 'standings', class: 'standings', hidden: true });
notice.after(standingsBox);
const pause = new Pause(() => { drawPauseLine(); if (watched) drawWatcher(watched); });

/** Close codes of the table socket (docs/protocol.md). */
const CLOSE = { BAD_TOKEN: 4003, UNKNOWN: 4004, BEHIND: 4008, CLOSED: 4010, LEFT: 4011 };

let socket = null;
let welcome = null;
let last = null; // the last state message
let declaring = false;
const aids = loadAids(); // the player aids' toggles
let autoTimer = null; // the aids' move about to be played
let sent = null; // the action sent since the last state: {version, tile} (controls are off until the next state)
let ending = null; // the server's error message that comes before it closes the socket for good
let ended = null; // why the page stopped reconnecting: {key, message}
let retry = 500;
let watched = null; // the last table summary a watcher was sent
let behindAt = 0; // when the server last dropped the page for falling behind
const results = []; // [{kind: 'hand'|'game', result, version}] not yet dismissed
let confirming = null; // the tool ('leave' or 'end') whose first click waits for a second
let confirmTimer = null;
let finalSummary = null; // the finished table's summary with its standings, once fetched
let standingsAsked = false; // a request for it is under way

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
  const told = ending;
  ending = null;
  if (code === CLOSE.LEFT) {
    if (welcome && welcome.seat !== null) markLeft(tableId, welcome.seat);
    end('seats.leftStatus', told && told.reason === 'away' ? 'seats.away' : 'seats.left', message);
    return;
  }
  if (code === CLOSE.CLOSED || (code === CLOSE.UNKNOWN && /\babandoned\b/.test(message))) {
    end('status.closed', told && told.by === 'host' ? 'seats.hostEnded' : 'table.closed', message);
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
  pause.end();
  setStatus(statusKey);
  drawNotice();
  drawTools();
  if (last) drawControls();
  if (watched && statusKey === 'status.closed') drawWatcher({ ...watched, status: 'abandoned' });
  board.hidden = !last && !watched;
  if (statusKey === 'status.over') loadStandings();
}

function drawNotice() {
  notice.hidden = !ended;
  if (!ended) return;
  const record = recordOf(ended.message);
  notice.dataset.kind = ended.statusKey;
  fill(notice, el('strong', {}, t(ended.noticeKey)),
    record && !finalSummary ? [' ', el('a', { href: `replay.html?game=${encodeURIComponent(tableId)}`, class: 'replay' }, t('games.replay')), ' · ',
      el('a', { href: record, class: 'record', download: `${tableId}.jsonl` }, t('games.record'))] : null,
    ended.statusKey === 'seats.leftStatus'
      ? [' ', el('a', { href: `table.html?table=${encodeURIComponent(tableId)}`, class: 'watch-link' }, t('seats.watch'))] : null,
    ended.message ? el('span', { class: 'detail' }, ended.message) : null);
}

function setStatus(key) {
  status.dataset.state = key;
  status.textContent = t(key);
}

function receive(m) {
  switch (m.type) {
    case 'welcome': welcome = m; rememberSeat(); drawHeader(); drawTools(); if (m.seat === null) drawWatcher(m.table); break;
    case 'state':
      last = m; sent = null; declaring = declaring && m.legal.some((a) => a.move === 'declare'); draw();
      if (m.over) { drawTools(); loadStandings(); }
      break;
    case 'hand_end': addResult('hand', m); break;
    case 'game_end': addResult('game', m); break;
    case 'pause': pause.update(m); showResults(); if (watched) drawWatcher(watched); break;
    case 'next_hand': nextHand(m); break;
    case 'seat_left': seatLeft(m); break;
    case 'left': ending = m; break;
    case 'table': drawWatcher(m.table); break;
    case 'error': error(m); break;
    case 'pong': break;
    default: break;
  }
}

/** A refused message: said in a toast (and the state asked again); the errors that come before a final close are kept for it. */
function error(m) {
  if (['closed', 'unknown_table', 'bad_token', 'left'].includes(m.code)) { ending = m; return; }
  toast(`${t('error.server')}: ${m.message}`);
  if (m.code === 'stale' || m.code === 'illegal') send({ type: 'sync' });
}

/** This browser holds the seat: the lobby lists it under "Your tables". */
function rememberSeat() {
  if (welcome.seat === null || !token) return;
  remember({ table: tableId, preset: welcome.table.preset, presetTitle: welcome.table.preset_title, names: seatNames(welcome.table.seats), created: welcome.table.created,
    seat: welcome.seat, token });
}

/** A result to show (a reconnection during a pause sends the hand's result again: shown once). */
function addResult(kind, m) {
  if (results.some((r) => r.kind === kind && r.version === m.version)) return;
  results.push({ kind, result: m.result, version: m.version });
  showResults();
}

/** The pause is over: the hand's results are put away and the next hand is played. */
function nextHand(m) {
  pause.end();
  for (let i = results.length - 1; i >= 0; i--) {
    if (results[i].kind === 'hand' && results[i].version <= m.version) results.splice(i, 1);
  }
  showResults();
  if (watched) drawWatcher(watched);
}

/** Another person left (or was away too long): a bot plays their seat now. */
function seatLeft(m) {
  const text = t(m.reason === 'away' ? 'seats.otherAway' : 'seats.otherLeft', { name: m.name });
  toast(m.escape ? `${text} ${t('seats.escape')}` : text, 'info');
  if (welcome) welcome.table.seats[m.seat] = { ...welcome.table.seats[m.seat], kind: 'bot', agent: m.agent, left: m.reason };
}

/** The finished table's standings (once), above the final board or in place of it. */
async function loadStandings() {
  if (finalSummary || standingsAsked) return;
  standingsAsked = true;
  try {
    const summary = await getJson(`/api/tables/${encodeURIComponent(tableId)}`);
    if (summary.status !== 'finished' || !summary.standings) { standingsAsked = false; return; }
    finalSummary = summary;
    drawStandings(standingsBox, finalSummary, welcome ? welcome.seat : linkSeat);
    drawNotice();
  } catch (err) {
    standingsAsked = false;
    toast(err.message);
  }
}

/** Leave (a person's seat) and End (the host's, from this browser's memory), each asking for a second click. */
function drawTools() {
  const running = welcome && !ended && !(last && last.over) && welcome.table.status === 'running';
  const held = heldTable(tableId);
  fill(tools,
    running && welcome.seat !== null ? tool('leave', 'seats.leave', welcome.escape_on_leave ? 'seats.leaveEscape' : 'seats.leaveConfirm',
      () => send({ type: 'leave' })) : null,
    running && held && held.host ? tool('end', 'seats.end', 'seats.endConfirm', endTable) : null);
}

function tool(kind, key, confirmKey, act) {
  const armed = confirming === kind;
  return el('button', { type: 'button', class: `tool ${kind}${armed ? ' armed' : ''}`, onclick: () => {
    clearTimeout(confirmTimer);
    confirming = armed ? null : kind;
    if (armed) act(); else confirmTimer = setTimeout(() => { confirming = null; drawTools(); }, 5000);
    drawTools();
  } }, t(armed ? confirmKey : key));
}

async function endTable() {
  try {
    await postJson(`/api/tables/${encodeURIComponent(tableId)}/end`, { host_token: heldTable(tableId).host });
  } catch (err) {
    toast(`${t('seats.endFailed')}: ${err.message}`);
  }
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
  if (ended || !last || last.seat === null) return false;
  if (sent) return true;
  return last.legal.length === 0 && (last.to_act || []).length === 0 && !last.over;
}

function drawHeader() {
  const info = document.getElementById('info');
  const seat = welcome.seat;
  fill(info,
    el('span', {}, `${t('table.table')} ${welcome.table.id}`), ' · ',
    el('span', { title: welcome.table.preset }, local(welcome.table.preset_title ?? welcome.table.preset)), ' · ',
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
    ? controls(last.legal, play, declaring, () => { declaring = !declaring; drawControls(); }, last.view)
    : { playable: new Map(), buttons: [] };
  // Once an action is sent, nobody is shown to act until the next state (the seat's own turn is over).
  const view = sent ? { ...last.view, to_act: [] } : last.view;
  drawBoard(board, view, { bottom: last.seat ?? 0, names: names(), playable, sent: sent ? sent.tile : null });
  const line = mine ? el('span', { class: 'prompt' }, t(last.claim ? 'table.claimPrompt' : 'table.yourTurn'))
    : waiting() ? el('span', { class: 'waiting', role: 'status' }, t('table.waiting')) : null;
  fill(bar, line, buttons, waitsBox(last.aids), last.seat !== null && last.seat !== undefined && !last.over ? aidsBar(aids, drawControls) : null,
    last.seat === null && watched ? watcherLine(watched) : null);
  bar.classList.toggle('mine', mine);
  board.classList.toggle('declaring', mine && declaring);
  playAid(mine);
  document.body.dataset.legal = mine ? String(last.legal.length) : '0';
  if (waiting()) document.body.dataset.waiting = 'true'; else delete document.body.dataset.waiting;
}

/** The aids' move for this state, if any, played a moment later (the same path as a click; body's data-aided counts them). */
function playAid(mine) {
  clearTimeout(autoTimer);
  const action = mine ? autoAction(last, aids) : null;
  if (!action) return;
  const version = last.version;
  autoTimer = setTimeout(() => {
    if (!last || last.version !== version || sent) return;
    document.body.dataset.aided = String(Number(document.body.dataset.aided || 0) + 1);
    play(action);
  }, 250);
}

/**
 * The first result not yet dismissed. A hand's result during the table's pause has an OK that tells
 * the server this person read it (the dialog stays, saying whom the table still waits for, until
 * the next hand starts); otherwise its button just closes it.
 */
function showResults() {
  document.body.dataset.paused = String(pause.message !== null);
  if (!results.length) { overlay.hidden = true; delete overlay.dataset.version; return; }
  const { kind, result, version } = results[0];
  if (!overlay.hidden && overlay.dataset.version === String(version) && overlay.dataset.kind === kind) {
    drawPauseLine();
    return;
  }
  const close = el('button', { id: 'continue', class: 'primary', onclick: () => ok(kind, version) },
    t(kind === 'game' ? 'result.close' : 'result.continue'));
  fill(overlay, el('div', { class: `panel ${kind}-end`, id: 'result' },
    el('h2', {}, t(kind === 'game' ? 'result.gameEnd' : 'result.handEnd')),
    drawResults(result, names(), { gameId: tableId, table: welcome ? welcome.table : undefined }), el('div', { class: 'buttons' },
      el('span', { id: 'pause-line', class: 'pause-line', role: 'status' }), close)));
  overlay.dataset.version = String(version);
  overlay.dataset.kind = kind;
  overlay.hidden = false;
  drawPauseLine();
}

/** The result's button: OK during the pause (once), else it closes the dialog. */
function ok(kind, version) {
  if (kind === 'hand' && pause.at(version) && welcome && welcome.seat !== null && !ended) {
    if (!pause.done()) {
      pause.pressed = version;
      send({ type: 'ready', version });
    }
    drawPauseLine();
    return;
  }
  results.shift();
  showResults();
}

/** The OK button and the line beside it, as the pause stands now. */
function drawPauseLine() {
  const line = document.getElementById('pause-line');
  const button = document.getElementById('continue');
  if (!line || !button || overlay.hidden) return;
  const version = Number(overlay.dataset.version);
  const paused = overlay.dataset.kind === 'hand' && pause.at(version);
  line.textContent = paused ? pause.line(names() || [], welcome ? welcome.seat : null) : '';
  line.hidden = !paused;
  button.textContent = t(overlay.dataset.kind === 'game' ? 'result.close' : paused ? 'pause.ok' : 'result.continue');
  button.disabled = paused && pause.done();
  document.body.dataset.ready = String(paused && pause.done());
}

/**
 * A watcher's summary: under the board once the table's state came (the board shows what every
 * player sees), in the board's place before.
 */
function drawWatcher(table) {
  watched = table;
  if (last) {
    drawControls();
    if (table.status === 'finished') loadStandings();
    return;
  }
  const state = { finished: 'lobby.finished', abandoned: 'lobby.abandoned' }[table.status] ?? 'lobby.stateRunning';
  fill(board, el('section', { class: 'centre watcher' },
    el('p', {}, t('table.watcherNote')),
    el('table', { class: 'scores' },
      el('tr', {}, table.seats.map((s) => el('th', {}, s.name))),
      table.scores ? el('tr', {}, table.scores.map((s) => el('td', { class: 'num' }, String(s)))) : null),
    el('p', {}, `${t('lobby.version')}: ${table.version} · ${t(state)}`),
    pause.message ? el('p', { class: 'pause-line' }, pause.line(seatNames(table.seats), null)) : null));
  if (table.status === 'finished') loadStandings();
}

/** The watcher's line under the board: the note, the table's state and the pause's countdown. */
function watcherLine(table) {
  const state = { finished: 'lobby.finished', abandoned: 'lobby.abandoned' }[table.status] ?? 'lobby.stateRunning';
  return el('span', { class: 'watcher-line', role: 'status' }, `${t('table.watcherNote')} · ${t(state)}`,
    pause.message ? el('span', { class: 'pause-line' }, ` · ${pause.line(seatNames(table.seats), null)}`) : null);
}

window.addEventListener('langchange', () => {
  if (welcome) { drawHeader(); drawTools(); }
  if (last) drawControls();
  if (watched) drawWatcher(watched);
  if (results.length) { overlay.hidden = true; showResults(); }
  if (finalSummary) drawStandings(standingsBox, finalSummary, welcome ? welcome.seat : linkSeat);
  drawNotice();
  setStatus(status.dataset.state || 'status.connecting');
  if (!tableId) drawNoTable();
});

/** The page opened with no table: say where a table's link comes from. */
function drawNoTable() {
  fill(board, el('p', { class: 'error' }, t('table.noTable')));
}

if (!tableId) {
  drawNoTable();
} else {
  connect();
  setInterval(() => send({ type: 'ping' }), 25000);
  // A page kept in the browser's back/forward cache would hold its seat's socket open while nobody looks at
  // it: leaving closes the socket (no reconnecting from the cache), and coming back connects again.
  window.addEventListener('pagehide', () => {
    if (socket) {
      socket.onclose = null;
      socket.close(1000);
    }
  });
  window.addEventListener('pageshow', (e) => {
    if (e.persisted && !ended) connect();
  });
}
