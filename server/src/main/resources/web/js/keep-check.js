// Before a report is taken the scorekeeper sees what it will do: the server answers a preview (POST
// …/preview, nothing stored) and the sheet shows the payments, each player's score before and after,
// and what comes next; Confirm sends it, Back returns to the form as it was. In a correction the sheet
// asks who corrects and why instead, and sends the correction.
import { t } from './i18n.js';
import { el, fill } from './dom.js';
import { call, setWho, who } from './keep-store.js';
import { changesList, errorLine, field, points, signedPoints, summary } from './keep-ui.js';
import { deltas, transfersList } from './keep-history.js';
import { notesList } from './keep-notes.js';

function scoresTable(names, before, after, d) {
  return el('table', { class: 'check-scores', id: 'check-scores' }, names.map((name, seat) => el('tr', { dataset: { seat } },
    el('td', {}, name), el('td', { class: 'num muted' }, points(before[seat])),
    el('td', { class: `num ${d[seat] > 0 ? 'pos' : d[seat] < 0 ? 'neg' : ''}` }, d[seat] ? signedPoints(d[seat]) : ''),
    el('td', { class: 'num strong' }, points(after[seat])))));
}

/**
 * Shows what {@code report} will do in the open sheet {@code s} (whose form is {@code form}); Confirm
 * sends it through the board. {@code error} is the form's error line, for a refused preview.
 */
export async function check(board, s, form, report, error) {
  if (board.correcting) {
    correctionStep(board, s, form, report);
    return;
  }
  let answer;
  try {
    answer = (await call(`/api/keep/sessions/${board.id}/preview`, { method: 'POST', body: report, key: board.key() })).answer;
  } catch (err) {
    error.show(err.message);
    return;
  }
  const names = board.view.players;
  const d = deltas(answer);
  const before = board.view.state.scores;
  const after = answer.scores || before.map((x, seat) => x + d[seat]);
  const sendError = errorLine();
  const confirm = el('button', {
    type: 'button', class: 'primary huge', id: 'check-confirm',
    onclick: async () => {
      confirm.disabled = true;
      try {
        await board.send(report);
        s.close();
      } catch (err) {
        sendError.show(err.message);
        confirm.disabled = false;
      }
    },
  }, t('keep.confirm'));
  const next = answer.next === 'over' ? t('keep.nextOver') : answer.next === 'dealerChoice' ? t('keep.nextDealerChoice') : null;
  fill(s.body, el('div', { class: 'check', id: 'check' },
    el('p', { class: 'check-summary' }, summary(report, board.view)),
    answer.changes ? changesList(answer.changes, names) : null,
    answer.settlement ? transfersList(answer.settlement, board.view) : null,
    scoresTable(names, before, after, d),
    next ? el('p', { class: 'check-next strong' }, next) : null,
    answer.notes?.length ? el('details', { class: 'notes' }, el('summary', {}, t('keep.notes')),
      notesList(answer, names, board.view.fouls)) : null,
    sendError.el,
    el('div', { class: 'sheet-actions' },
      el('button', { type: 'button', class: 'big', id: 'check-back', onclick: () => fill(s.body, form) }, t('keep.back')),
      confirm)));
}

/** Who corrects and why; then the correction is sent. */
function correctionStep(board, s, form, report) {
  const c = board.correcting;
  const name = el('input', { type: 'text', id: 'correct-who', maxlength: 40, value: who(), required: true });
  const reason = el('input', { type: 'text', id: 'correct-reason', maxlength: 200 });
  const error = errorLine();
  fill(s.body, el('form', {
    class: 'check', id: 'correction',
    onsubmit: async (e) => {
      e.preventDefault();
      setWho(name.value.trim());
      try {
        await board.correct({ who: name.value.trim(), reason: reason.value.trim(), changes: [{ op: c.op, at: c.at, report }] });
        s.close();
      } catch (err) {
        error.show(err.message);
      }
    },
  },
  el('p', { class: 'check-summary' }, t(`keep.op.${c.op}`, { n: c.at }), ': ', summary(report, board.view)),
  field(t('keep.who'), name), field(t('keep.reason'), reason), error.el,
  el('div', { class: 'sheet-actions' },
    el('button', { type: 'button', class: 'big', onclick: () => fill(s.body, form) }, t('keep.back')),
    el('button', { type: 'submit', class: 'primary huge', id: 'correction-confirm' }, t('keep.saveCorrection')))));
}
