// The hand calculator page: builds one request of `jantaku score --jsonl` (docs/score-jsonl.md),
// sends it to POST /api/score in the page's language, and shows the yaku, han, fu and payments.
import { has, lang, t } from './i18n.js';
import { getJson } from './api.js';
import { el, fill, toast } from './dom.js';
import { header } from './nav.js';
import { ALL_KINDS, RED_FIVES, WINDS, parseMpsz, tileEl, tileRow } from './tiles.js';
import { flagWord, unitText } from './result-text.js';

header();
const FLAGS = ['tsumo', 'riichi', 'double_riichi', 'ippatsu', 'rinshan', 'chankan', 'haitei', 'houtei', 'tenhou', 'chiihou'];
/** The kinds a three-player game does not have (三人麻雀: 2m-8m, and so the red 5m). */
const NOT_IN_SANMA = /^[02-8]m$/;
const $ = (id) => document.getElementById(id);
let lastRequest = null;
let presets = [];

/** Whether the chosen rules are a three-player preset's (the list says each preset's seats). */
function threePlayers() {
  return presets.find((p) => p.name === $('rules').value)?.seats === 3;
}

function drawPalette() {
  const kinds = [...ALL_KINDS, ...RED_FIVES].filter((k) => !threePlayers() || !NOT_IN_SANMA.test(k));
  fill($('palette'), kinds.map((k) => {
    const b = tileEl(k, { size: 'sm' });
    b.classList.add('pick');
    b.addEventListener('click', () => { $('hand').value += k; $('win').value = k; preview(); });
    return b;
  }), el('button', { type: 'button', onclick: () => { $('hand').value = ''; preview(); } }, t('calc.clear')));
}

function drawControls() {
  const on = new Set(FLAGS.filter((f) => $(f)?.checked));
  fill($('flags'), FLAGS.map((f) => el('label', {}, el('input', { type: 'checkbox', id: f, checked: on.has(f) }), ` ${t(flagWord(f))}`)));
  for (const id of ['round_wind', 'seat_wind']) {
    const keep = $(id).value || 'E';
    const winds = threePlayers() ? WINDS.slice(0, 3) : WINDS;
    fill($(id), winds.map((w) => el('option', { value: w, selected: w === keep }, t(`wind.${w}`))));
  }
  $('nuki-field').hidden = !threePlayers();
}

function preview() {
  try {
    fill($('hand-tiles'), tileRow(parseMpsz($('hand').value)));
  } catch (err) {
    fill($('hand-tiles'), el('span', { class: 'error' }, err.message));
  }
}

function request() {
  const r = { hand: $('hand').value.trim(), win: $('win').value.trim() };
  const melds = $('melds').value.split(',').map((m) => m.trim()).filter(Boolean);
  if (melds.length) r.melds = melds;
  for (const f of FLAGS) if ($(f).checked) r[f] = true;
  r.round_wind = $('round_wind').value;
  r.seat_wind = $('seat_wind').value;
  if ($('dora').value.trim()) r.dora = $('dora').value.trim();
  if ($('ura').value.trim()) r.ura = $('ura').value.trim();
  if (Number($('honba').value)) r.honba = Number($('honba').value);
  if (Number($('riichi_sticks').value)) r.riichi_sticks = Number($('riichi_sticks').value);
  if (threePlayers() && Number($('nuki').value)) r.nuki = Number($('nuki').value);
  if ($('rules').value) r.rules = $('rules').value;
  return r;
}

async function score(e) {
  e?.preventDefault();
  lastRequest = request();
  try {
    const r = await fetch(`/api/score?lang=${lang()}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(lastRequest) });
    const body = await r.json();
    if (!r.ok) throw new Error(body.error || r.statusText);
    showAnswer(body);
  } catch (err) {
    toast(err.message);
  }
}

function showAnswer(a) {
  const box = $('answer');
  box.hidden = false;
  if (!a.ok) {
    fill(box, el('h2', {}, t('calc.noScore')), el('p', { class: 'error', id: 'calc-error' }, errorText(a.error)));
    return;
  }
  const c = a.cost;
  const head = a.yakuman ? unitText(a.yakuman, 'yakuman')
    : `${t('res.unit.han', { n: a.han })} ${t('res.unit.fu', { n: a.fu })}${a.level ? ` · ${t(`res.limit.${a.level}`)}` : ''}`;
  const pays = lastRequest.tsumo
    ? (lastRequest.seat_wind === 'E' ? t('calc.paysDealerTsumo', { n: c.main }) : t('calc.paysTsumo', { main: c.main, add: c.additional }))
    : t('calc.paysRon', { n: c.main });
  fill(box,
    el('h2', { id: 'calc-total' }, `${head} — ${t('calc.total', { n: c.total })}`),
    el('table', { class: 'yaku' }, a.yaku.map((y) => el('tr', {}, el('td', {}, has(`riichi.yaku.${y.key}`) ? t(`riichi.yaku.${y.key}`) : y.name), el('td', { class: 'num' }, t('res.unit.han', { n: y.han }))))),
    el('p', {}, pays),
    c.main_bonus || c.additional_bonus || c.kyoutaku_bonus
      ? el('p', {}, t('calc.bonus', { honba: c.main_bonus + c.additional_bonus, sticks: c.kyoutaku_bonus })) : null);
}

function errorText(code) {
  const key = `calc.error.${code.split(':')[0]}`;
  return has(key) ? `${t(key)} (${code})` : code;
}

async function start() {
  drawPalette();
  drawControls();
  try {
    presets = (await getJson('/api/presets')).filter((p) => p.hand_calculator);
    fill($('rules'), el('option', { value: '' }, t('calc.defaultRules')), presets.map((p) => el('option', { value: p.name }, p.name)));
    $('rules').addEventListener('change', () => { drawPalette(); drawControls(); });
  } catch (err) {
    toast(err.message);
  }
  $('hand').addEventListener('input', preview);
  $('calc-form').addEventListener('submit', score);
  window.addEventListener('langchange', () => {
    drawPalette();
    drawControls();
    preview();
    if (lastRequest && !$('answer').hidden) score();
  });
}

start();
