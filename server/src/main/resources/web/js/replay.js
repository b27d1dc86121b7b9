// The replay viewer (replay.html?game=ID): steps through a finished game from one seat's view or
// with all hands open; the steps are fetched 100 at a time from GET /api/games/{id}/replay (the
// server's default page; it refuses more than 500), each page once even when asked for again while
// it loads (dragging the slider over a long game).
import { local, t } from './i18n.js';
import { getJson, param } from './api.js';
import { el, fill, seatNames, toast } from './dom.js';
import { header } from './nav.js';
import { drawBoard } from './board.js';
import { drawResults } from './results.js';
import { actionText } from './actions.js';

header();
const PAGE = 100;
const gameId = param('game');
const viewSelect = document.getElementById('view');
const slider = document.getElementById('slider');
const board = document.getElementById('board');
let view = param('view') || 'all';
let total = 0;
let index = 0;
let steps = new Map(); // step index → step
let loading = new Map(); // first step index of a page → its request, while it loads
let names = null;
let summary = null; // the game's table summary (preset and seats, for the result screens' links)
let resultSteps = []; // indices of the steps that end a hand
let timer = null;

function page(from) {
  const start = Math.floor(from / PAGE) * PAGE;
  if (!loading.has(start)) {
    const into = steps;
    const request = getJson(`/api/games/${encodeURIComponent(gameId)}/replay?view=${view}&from=${start}&count=${PAGE}`)
      .then((r) => { r.steps.forEach((s, i) => into.set(start + i, s)); return r; })
      .finally(() => { if (loading.get(start) === request) loading.delete(start); });
    loading.set(start, request);
  }
  return loading.get(start);
}

/** How many steps there are: one per version, the deal (version 0) to the last action (steps_total). */
async function countSteps() {
  total = (await page(0)).steps_total + 1;
}

async function step(i) {
  if (!steps.has(i)) await page(i);
  return steps.get(i);
}

let shown = 0; // the latest show() call; an older one that finishes later draws nothing

async function show(i) {
  const call = ++shown;
  index = Math.max(0, Math.min(total - 1, i));
  const s = await step(index);
  if (call !== shown) return;
  slider.value = index;
  document.getElementById('step').textContent = t('replay.step', { n: index, total: total - 1 });
  document.body.dataset.step = index;
  const bottom = view === 'all' ? 0 : Number(view);
  drawBoard(board, s.view, { bottom, names });
  fill(document.getElementById('action'), s.action
    ? [el('span', {}, `${names ? names[s.seat] : t('seat.n', { n: s.seat + 1 })}: `), actionText(s.action, s.view.variant)]
    : t('replay.deal'));
  fill(document.getElementById('step-results'), s.results && s.results.length ? el('div', { class: 'panel', id: 'result' },
    s.results.flatMap((m) => [el('h2', {}, t(m.type === 'game_end' ? 'result.gameEnd' : 'result.handEnd')),
      drawResults(m.result, names, { gameId, table: summary, replay: false })])) : null);
}

/** Every step index that ends a hand (the server's result steps), read through all pages once. */
async function findResults() {
  const found = [];
  for (let from = 0; from < total; from += PAGE) {
    if (!steps.has(from)) await page(from);
    for (let i = from; i < Math.min(total, from + PAGE); i++) if (steps.get(i).results?.length) found.push(i);
  }
  return found;
}

async function jumpHand(direction) {
  if (!resultSteps.length) resultSteps = await findResults();
  const target = direction > 0 ? resultSteps.find((i) => i > index) : [...resultSteps].reverse().find((i) => i < index);
  await show(target ?? (direction > 0 ? total - 1 : 0));
}

function auto() {
  if (timer) { clearInterval(timer); timer = null; return; }
  timer = setInterval(() => { if (index >= total - 1) auto(); else show(index + 1); }, 400);
}

function views() {
  const opts = [['all', t('replay.allOpen')], ...[...Array(names ? names.length : 4).keys()].map((s) => [String(s), names ? names[s] : t('seat.n', { n: s + 1 })])];
  fill(viewSelect, opts.map(([v, label]) => el('option', { value: v, selected: v === view }, label)));
}

async function start() {
  if (!gameId) { fill(board, el('p', { class: 'error' }, t('replay.noGame'))); return; }
  try {
    summary = await getJson(`/api/tables/${encodeURIComponent(gameId)}`);
    names = seatNames(summary.seats);
    fill(document.getElementById('game-info'), `${summary.id} · ${local(summary.preset_title ?? summary.preset)}`);
    await countSteps();
  } catch (err) {
    toast(err.message);
    return;
  }
  views();
  slider.max = String(total - 1);
  viewSelect.addEventListener('change', () => { view = viewSelect.value; steps = new Map(); loading = new Map(); show(index); });
  slider.addEventListener('input', () => show(Number(slider.value)));
  const on = (id, f) => document.getElementById(id).addEventListener('click', f);
  on('first', () => show(0));
  on('prev', () => show(index - 1));
  on('next', () => show(index + 1));
  on('last', () => show(total - 1));
  on('prev-hand', () => jumpHand(-1));
  on('next-hand', () => jumpHand(1));
  on('auto', auto);
  document.addEventListener('keydown', (e) => {
    if (e.target.tagName === 'INPUT' || e.target.tagName === 'SELECT') return;
    if (e.key === 'ArrowRight') show(index + 1);
    if (e.key === 'ArrowLeft') show(index - 1);
  });
  window.addEventListener('langchange', () => { views(); show(index); });
  await show(0);
}

start();
