// The end of a hand and of a game, from the result events of any variant: wins with their yaku or
// fan list, draws, payments with their reasons, scores, and the final settlement. Known fields get
// their own drawing; any other field is drawn generically so a new variant still shows everything.
import { has, local, t } from './i18n.js';
import { el } from './dom.js';
import { tileEl, tileRow } from './tiles.js';
import { valueEl } from './board.js';

const SHOWN = new Set(['type', 'label', 'seat', 'from', 'hand', 'win_tile', 'tile', 'score', 'transfers', 'scores',
  'kind', 'tenpai', 'result', 'pattern', 'value', 'way']);

/** A block for each result event; names gives the seats' names. */
export function drawResults(results, names) {
  return el('div', { class: 'results' }, results.map((r) => resultBlock(r, names)));
}

function name(names, seat) {
  return (names && names[seat]) || t('seat.n', { n: seat + 1 });
}

function resultBlock(r, names) {
  const parts = [el('h3', {}, title(r, names))];
  if (r.hand) {
    const win = r.win_tile ? tileEl(r.win_tile) : null;
    if (win) win.classList.add('win-tile');
    parts.push(el('div', { class: 'win-hand' }, tileRow(r.hand.filter((x) => !r.win_tile || x.id !== r.win_tile.id)), win));
  }
  if (r.tile && r.type === 'ChickenFlipped') parts.push(el('div', { class: 'flip' }, t('result.flipped'), ' ', tileEl(r.tile)));
  if (r.score) parts.push(scoreBlock(r.score));
  if (r.pattern !== undefined) parts.push(el('div', { class: 'pattern' }, `${t('result.pattern')}: `, valueEl(r.pattern)));
  if (r.value !== undefined) parts.push(el('div', {}, `${t('result.value')}: ${r.value}`));
  if (r.tenpai) {
    parts.push(el('div', {}, `${t('result.tenpai')}: `,
      r.tenpai.length ? r.tenpai.map((s) => name(names, s)).join(', ') : t('result.nobody')));
  }
  if (r.result && r.type !== 'GameEnded') parts.push(genericBlock(r.result, names));
  if (r.result && r.type === 'GameEnded') parts.push(settlement(r.result, names));
  if (r.transfers) parts.push(transfers(r.transfers, names));
  for (const [k, v] of Object.entries(r)) {
    if (!SHOWN.has(k) && v !== null) parts.push(el('div', { class: 'extra' }, `${k}: `, valueEl(v)));
  }
  if (r.scores) parts.push(scoreLine(r.scores, names));
  return el('section', { class: `result ${r.type}` }, parts);
}

function title(r, names) {
  switch (r.type) {
    case 'Won': {
      const self = r.from === r.seat || r.from === undefined || r.from < 0;
      return self ? t('result.tsumo', { who: name(names, r.seat) })
        : t('result.ron', { who: name(names, r.seat), from: name(names, r.from) });
    }
    case 'HandDrawn': return `${t('result.drawn')} (${local(r.kind)})`;
    case 'GameEnded': return t('result.gameEnd');
    case 'ChickenFlipped': return t('result.chicken');
    case 'HandSettled': return t('result.settled');
    case 'HandEnded': return t('result.handEnd');
    default: return r.label || r.type;
  }
}

function scoreBlock(s) {
  const rows = (s.yaku || s.fans || []).map((y) => el('tr', {},
    el('td', {}, local(y.yaku ?? y.fan ?? y.name ?? y.key)),
    el('td', { class: 'num' }, y.han !== undefined ? t('unit.han', { n: y.han }) : y.fan !== undefined ? String(y.fan) : '')));
  const sum = [];
  if (s.yakuman_multiplier) sum.push(t('result.yakuman', { n: s.yakuman_multiplier }));
  else if (s.han !== undefined) sum.push(t('unit.han', { n: s.han }), t('unit.fu', { n: s.fu }));
  if (s.limit && s.limit !== 'NONE') sum.push(local(s.limit));
  const fu = (s.fu_parts || []).map((f) => `${local(f.kind)}${f.tiles ? ` ${f.tiles}` : ''} ${f.fu}`).join(' · ');
  return el('div', { class: 'score' },
    rows.length ? el('table', { class: 'yaku' }, rows) : null,
    sum.length ? el('div', { class: 'sum' }, sum.join(' ')) : null,
    fu ? el('div', { class: 'fu' }, `${t('result.fu')}: ${fu}`) : null);
}

function transfers(list, names) {
  if (!list.length) return el('div', { class: 'transfers' }, t('result.noPayments'));
  return el('table', { class: 'transfers' },
    el('tr', {}, el('th', {}, t('result.payer')), el('th', {}, t('result.payee')), el('th', {}, t('result.amount')),
      el('th', {}, t('result.reason'))),
    list.map((x) => el('tr', {},
      el('td', {}, x.from < 0 ? t('result.pot') : name(names, x.from)),
      el('td', {}, x.to < 0 ? t('result.pot') : name(names, x.to)),
      el('td', { class: 'num' }, String(x.points ?? x.amount ?? '')),
      el('td', {}, reason(x.reason)))));
}

function reason(r) {
  if (r === undefined || r === null) return '';
  if (typeof r === 'object') return local(r);
  return has(`reason.${r}`) ? t(`reason.${r}`) : local(r);
}

function scoreLine(scores, names) {
  return el('table', { class: 'scores' },
    el('tr', {}, scores.map((_, i) => el('th', {}, name(names, i)))),
    el('tr', {}, scores.map((s) => el('td', { class: 'num' }, String(s)))));
}

/** Final points in tenths of a thousand (490 = +49.0). */
function finalPoints(tenths) {
  const p = tenths / 10;
  return `${p > 0 ? '+' : p < 0 ? '−' : ''}${Math.abs(p).toFixed(1)}`;
}

function settlement(result, names) {
  const order = [0, 1, 2, 3].sort((a, b) => (result.ranks ? result.ranks[a] - result.ranks[b] : result.scores[b] - result.scores[a]));
  return el('table', { class: 'settlement' },
    el('tr', {}, el('th', {}, t('result.place')), el('th', {}, t('result.player')), el('th', {}, t('result.points')),
      result.points ? el('th', {}, t('result.final')) : null),
    order.map((s, i) => el('tr', {},
      el('td', {}, String(result.ranks ? result.ranks[s] : i + 1)),
      el('td', {}, name(names, s)),
      el('td', { class: 'num' }, String(result.scores[s])),
      result.points ? el('td', { class: 'num' }, finalPoints(result.points[s])) : null)));
}

function genericBlock(v, names) {
  if (v && typeof v === 'object' && !Array.isArray(v)) {
    const inner = { ...v };
    const parts = [];
    if (inner.transfers) { parts.push(transfers(inner.transfers, names)); delete inner.transfers; }
    if (inner.fans || inner.yaku) { parts.push(scoreBlock(inner)); delete inner.fans; delete inner.yaku; }
    delete inner.type;
    for (const [k, x] of Object.entries(inner)) {
      if (x !== null) parts.push(el('div', { class: 'extra' }, `${k}: `, valueEl(x)));
    }
    return el('div', { class: 'generic' }, parts);
  }
  return valueEl(v);
}
