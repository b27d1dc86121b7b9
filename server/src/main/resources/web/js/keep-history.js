// The scoreboard's lists: the reports in force (newest first, each with where it happened, what it
// moved and, opened, the session's notes; with the club's key a correction menu), the final
// standing, and the audit trail of corrections.
import { has, lang, t } from './i18n.js';
import { el } from './dom.js';
import { changesList, finalPoints, party, points, signedPoints, summary } from './keep-ui.js';
import { notesList } from './keep-notes.js';

/** Where a report happened: the state before it (the previous answer's round and honba, or its hand number). */
export function roundLabel(answer, keeping) {
  if (!answer) return keeping.rounds === 'winds' ? t('keep.roundShort', { wind: t('wind.E'), n: 1 }) : t('keep.handN', { n: 1 });
  if (answer.round) {
    const r = t('keep.roundShort', { wind: t(`wind.${answer.round[0]}`), n: answer.round.slice(1) });
    return answer.honba ? `${r} ${t('keep.honbaShort', { n: answer.honba })}` : r;
  }
  return t('keep.handN', { n: answer.hand });
}

/** Each seat's net change in an answer (Riichi: its payments; 捉鸡/广东: the settlement's nets). */
export function deltas(answer) {
  const d = Array(answer?.scores?.length || 4).fill(0);
  if (answer?.settlement?.net) return answer.settlement.net.slice(0, 4);
  for (const c of answer?.changes || []) {
    if (c.from !== 'table') d[c.from] -= c.points;
    if (c.to !== 'table') d[c.to] += c.points;
  }
  return d;
}

function deltaLine(answer, names) {
  const d = deltas(answer);
  const parts = d.map((n, seat) => (n ? el('span', { class: `delta ${n > 0 ? 'pos' : 'neg'}` }, `${names[seat]} ${signedPoints(n)}`) : null))
    .filter(Boolean);
  return parts.length ? el('div', { class: 'h-deltas' }, parts) : null;
}

/** A name the settlers give as "胡 hand" (Chinese, then English): one language's part. */
function bilingual(text) {
  const i = text.indexOf(' ');
  if (i < 0) return text;
  return lang() === 'en' ? text.slice(i + 1) : text.slice(0, i);
}

/** A settled hand's transfers: "甲 → 乙 2 胡" (a reason given by key only in the words of the session's form). */
export function transfersList(settlement, view) {
  const names = view.players;
  const words = view.keeping?.form?.words;
  const reason = (x) => (words && has(`${words}.reason.${x.reason}`) ? t(`${words}.reason.${x.reason}`) : x.reason);
  const list = settlement?.transfers || [];
  if (!list.length) return el('p', { class: 'muted' }, t('keep.noPayments'));
  return el('ul', { class: 'changes' }, list.map((x) => el('li', {},
    el('span', { class: 'who' }, `${party(names, x.from)} → ${party(names, x.to)}`), ' ',
    el('b', { class: 'num' }, points(x.points)), ' ', el('span', { class: 'muted' }, x.name ? bilingual(x.name) : reason(x)))));
}

/** A settled hand's winners and patterns, from the settler's answer. */
function settledLine(answer, names) {
  const s = answer.settlement;
  if (!s) return null;
  // 捉鸡 names a pattern "平胡 plain win"; 广东 gives each pattern's zh and en
  const name = (w) => (w.name ? bilingual(w.name)
    : (w.patterns || []).map((p) => (lang() === 'en' ? p.en : p.zh)).join(lang() === 'en' ? ', ' : '、') || w.pattern || '');
  const wins = (s.wins || []).map((w) => `${names[w.seat]}: ${name(w)}`);
  return el('div', { class: 'h-settled' }, wins.length ? wins.join(' · ') : t('keep.drawnHand'));
}

/**
 * The history list. menu(n) gives the correction buttons of report n, or null without the club's key;
 * open is the set of report numbers whose notes are shown.
 */
export function historyList(view, { menu, open, toggle, fouls }) {
  const names = view.players;
  const entries = view.history.map((h, i) => {
    const before = i > 0 ? view.history[i - 1].answer : null;
    const shown = open.has(h.n);
    return el('li', { class: `h-entry type-${h.report.type}`, dataset: { n: h.n } },
      el('button', { type: 'button', class: 'h-line', 'aria-expanded': String(shown), onclick: () => toggle(h.n) },
        el('span', { class: 'h-n' }, `#${h.n}`), el('span', { class: 'h-round' }, roundLabel(before, view.keeping)),
        el('span', { class: 'h-sum' }, summary(h.report, view))),
      settledLine(h.answer, names),
      deltaLine(h.answer, names),
      shown ? el('div', { class: 'h-more' },
        h.answer.changes ? changesList(h.answer.changes, names) : null,
        h.answer.settlement ? transfersList(h.answer.settlement, view) : null,
        notesList(h.answer, names, fouls),
        menu ? menu(h.n) : null) : null);
  }).reverse();
  return el('ol', { class: 'history', id: 'history', reversed: true }, entries);
}

/** The final standing: place, player, score, and where the session has them final points and chombos, best first. */
export function finalTable(view) {
  const o = view.outcome;
  const thousands = view.keeping.points === 'thousands';
  const chombos = view.keeping.chombos;
  const order = [...o.places.keys()].sort((a, b) => o.places[a] - o.places[b] || a - b);
  return el('table', { class: 'final', id: 'final' },
    el('thead', {}, el('tr', {}, el('th', {}, t('keep.place')), el('th', {}, t('keep.player')), el('th', { class: 'num' }, t('keep.score')),
      thousands ? el('th', { class: 'num' }, t('keep.points')) : null, chombos ? el('th', { class: 'num' }, t('keep.chombo')) : null)),
    el('tbody', {}, order.map((seat) => el('tr', { dataset: { seat } },
      el('td', { class: 'place' }, t('keep.placeN', { n: o.places[seat] })), el('td', { class: 'player' }, view.players[seat]),
      el('td', { class: 'num' }, points(o.scores[seat])),
      thousands ? el('td', { class: `num strong ${o.points[seat] < 0 ? 'neg' : ''}`, dataset: { points: o.points[seat] } }, finalPoints(o.points[seat])) : null,
      chombos ? el('td', { class: 'num' }, o.chombos[seat] || '') : null))));
}

/** The audit trail: creation and each correction, who and when, why, what changed and the standing before and after. */
export function auditList(view) {
  const names = view.players;
  const when = (iso) => new Date(iso).toLocaleString();
  return el('ol', { class: 'audit', id: 'audit' }, (view.audit || []).map((a) => {
    const d = a.detail || {};
    const changes = (d.changes || []).map((c) => el('li', {}, t(`keep.op.${c.op}`, { n: c.at }),
      c.report ? `: ${summary(c.report, view)}` : c.was ? `: ${summary(c.was, view)}` : ''));
    const standing = (o) => o ? o.points.map((p, seat) => `${names[seat]} ${view.keeping.points === 'thousands' ? finalPoints(p) : points(p)}`).join(', ') : '';
    return el('li', { class: `audit-entry ${a.action}` },
      el('div', {}, el('b', {}, t(`keep.audit.${a.action}`)), ' · ', a.who, ' · ', el('time', { datetime: a.at }, when(a.at))),
      d.reason ? el('div', { class: 'reason' }, `“${d.reason}”`) : null,
      changes.length ? el('ul', {}, changes) : null,
      d.playersBefore ? el('div', {}, t('keep.renamed', { before: d.playersBefore.join(', '), after: d.players.join(', ') })) : null,
      d.playedBefore ? el('div', {}, t('keep.redated', { before: d.playedBefore, after: d.played })) : null,
      d.statusBefore ? el('div', {}, `${t(`keep.status.${d.statusBefore}`)} → ${t(`keep.status.${d.status}`)}`) : null,
      d.outcomeBefore || d.outcome ? el('div', { class: 'muted small' }, `${t('keep.before')}: ${standing(d.outcomeBefore) || '—'} · `
        + `${t('keep.after')}: ${standing(d.outcome) || '—'}`) : null);
  }));
}

