// The payment table of a hand's end: every seat by name with its change by reason, its score
// before, its ± change (green for +, red for −) and its new score; under it, every payment one by
// one (who paid whom, how much, why).
import { has, t } from './i18n.js';
import { el } from './dom.js';
import { label, num, signedNum, seatName } from './result-text.js';

function sign(n) {
  return n > 0 ? 'plus' : n < 0 ? 'minus' : 'zero';
}

/**
 * Who was tenpai / ready at a draw that says so (Riichi's exhaustive draw, Guizhou 黄庄: the view's
 * ready_terms): a mark per seat, or null.
 */
function readyMarks(view) {
  const o = view.outcome;
  const terms = o.kind === 'draw' ? view.ready_terms : null;
  if (!terms) return null;
  return (seat) => (o.ready.includes(seat)
    ? el('span', { class: 'res-ready yes' }, t(`res.ready.yes.${terms}`))
    : el('span', { class: 'res-ready no' }, t(`res.ready.no.${terms}`)));
}

/** The table of view.payments; marks the dealer, the winners, and at a draw who was ready. */
export function paymentsEl(view, names, dealer) {
  const winners = new Set(view.wins.map((w) => w.seat));
  const ready = readyMarks(view);
  const rows = view.payments.seats.map((s) => el('tr', {
    class: `res-seat ${sign(s.change)}${winners.has(s.seat) ? ' winner' : ''}`,
    dataset: { seat: s.seat, change: s.change, after: s.after },
  },
  el('td', { class: 'res-name' },
    el('span', { class: 'name' }, seatName(names, s.seat)),
    s.seat === dealer ? el('span', { class: 'res-dealer' }, t('res.dealer')) : null,
    ready ? ready(s.seat) : null,
    s.lines.length ? el('span', { class: 'res-lines' }, s.lines.flatMap((x, i) => [i ? ' · ' : '',
      el('span', { class: `res-line ${sign(x.points)}` }, `${label(x.reason)} ${signedNum(x.points)}`)])) : null),
  el('td', { class: 'num res-before' }, num(s.before)),
  el('td', { class: `num res-delta ${sign(s.change)}` }, signedNum(s.change)),
  el('td', { class: 'num res-after' }, num(s.after))));
  return el('div', { class: 'res-payments' },
    el('table', { class: 'res-pay' },
      el('thead', {}, el('tr', {}, el('th', {}, t('res.player')), el('th', { class: 'num res-before' }, t('res.before')),
        el('th', { class: 'num' }, t('res.change')), el('th', { class: 'num' }, t('res.after')))),
      el('tbody', {}, rows)),
    view.payments.transfers.length ? detailsEl(view, names) : el('p', { class: 'res-none' }, t('res.noPayments')));
}

function party(view, names, seat) {
  return seat < 0 ? potName(view.variant) : seatName(names, seat);
}

/** Every transfer: payer → receiver, points, reason. */
function detailsEl(view, names) {
  return el('details', { class: 'res-details' }, el('summary', {}, t('res.details')),
    el('table', { class: 'res-transfers' }, view.payments.transfers.map((x) => el('tr', {},
      el('td', {}, `${party(view, names, x.from)} → ${party(view, names, x.to)}`),
      el('td', { class: 'num' }, num(x.points)),
      el('td', {}, label(x.reason))))));
}

/** The table as a payer or payee: the variant's own name for it (its words: res.pot.VARIANT, 供託, 公池), else "Table". */
function potName(variant) {
  return has(`res.pot.${variant}`) ? t(`res.pot.${variant}`) : t('res.pot');
}
