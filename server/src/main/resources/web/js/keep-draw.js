// The small report forms of the scoreboard: riichi (one tap on the player, sent at once: undo takes
// it back), an exhaustive draw (who is tenpai, who has nagashi mangan), an abortive draw of a kind the
// rules have, and a payment the players decided (a referee's ruling).
import { t } from './i18n.js';
import { el, toast } from './dom.js';
import { abortiveName, checkButton, choice, field, seatPicker, sheet, summary } from './keep-ui.js';
import { check } from './keep-check.js';

/** Riichi: the seats already in riichi are greyed; tapping a player sends it (or, correcting, checks it). */
export function riichiSheet(board) {
  const v = board.view;
  const box = el('div', { class: 'form-box' });
  const s = sheet(t('riichi.mark.declared'), box);
  const picker = seatPicker(v.players, {
    dealer: v.state.dealer, id: 'riichi-seat', exclude: board.correcting ? [] : v.state.riichi || [],
    onchange: async (seat) => {
      if (seat === null) return;
      const report = { type: 'riichi', seat };
      if (board.correcting) {
        check(board, s, box, report, { show: (m) => toast(m) });
        return;
      }
      try {
        await board.send(report);
        s.close();
        toast(summary(report, v), 'info');
      } catch (err) {
        toast(err.message);
        picker.set(null);
      }
    },
  });
  box.append(el('p', { class: 'muted' }, t('keep.riichiHelp')), picker.el);
}

export function drawSheet(board, submit) {
  const v = board.view;
  const tenpai = seatPicker(v.players, { multi: true, dealer: v.state.dealer, id: 'draw-tenpai' });
  const nagashi = v.riichiRules?.nagashiMangan ? seatPicker(v.players, { multi: true, dealer: v.state.dealer, id: 'draw-nagashi' }) : null;
  return el('div', {},
    field(t('keep.whoTenpai'), tenpai.el, el('p', { class: 'muted small' }, t('keep.tenpaiHelp'))),
    nagashi ? el('details', {}, el('summary', {}, t('res.reason.nagashi_mangan')), nagashi.el) : null,
    checkButton('draw-check', () => {
      const r = { type: 'draw', tenpai: tenpai.value() };
      if (nagashi?.value().length) r.nagashi = nagashi.value();
      return r;
    }, submit));
}

export function abortiveSheet(board, submit) {
  const kinds = board.view.riichiRules.abortive;
  const kind = choice(kinds.map((k) => ({ value: k, label: abortiveName(k) })), { id: 'abortive-kind', value: kinds[0] });
  return el('div', {}, field(t('keep.abortiveKind'), kind.el),
    checkButton('abortive-check', () => ({ type: 'abortive', kind: kind.value() }), submit));
}

export function paySheet(board, submit) {
  const v = board.view;
  const parties = [...v.players.map((name, seat) => ({ value: seat, label: name })), { value: 'table', label: t('keep.table') }];
  const from = choice(parties, { id: 'pay-from' });
  const to = choice(parties, { id: 'pay-to' });
  const amount = el('input', { type: 'number', id: 'pay-points', min: 100, step: 100, value: 1000, inputmode: 'numeric' });
  const reason = el('input', { type: 'text', id: 'pay-reason', maxlength: 100, placeholder: t('keep.payReasonPlaceholder') });
  return el('div', {},
    el('p', { class: 'muted small' }, t('keep.payHelp')),
    field(t('keep.payFrom'), from.el), field(t('keep.payTo'), to.el), field(t('keep.payPoints'), amount), field(t('keep.reason'), reason),
    checkButton('pay-check', () => {
      const r = { type: 'pay', from: from.value(), to: to.value(), points: Number(amount.value) };
      if (reason.value.trim()) r.reason = reason.value.trim();
      return r;
    }, submit));
}
