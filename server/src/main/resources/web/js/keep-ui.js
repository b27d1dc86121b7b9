// Shared pieces of the scorekeeping page: the bottom sheet and the confirm dialog, big seat and
// choice buttons, numbers, and the words for what the server sends (payment reasons, penalty items,
// facts, a report in one line).
import { has, lang, t } from './i18n.js';
import { el, fill } from './dom.js';
import { WINDS } from './tiles.js';
import { unitText } from './result-text.js';

/** A seat's wind this hand (the dealer is East) at a table of {@code players} (4, or 3: East, South, West). */
export function seatWind(seat, dealer, players = 4) {
  return WINDS[(seat - dealer + players) % players];
}

/** Points with the language's digit grouping: 25,000 / −1,300. */
export function points(n) {
  const s = new Intl.NumberFormat(lang() === 'en' ? 'en-US' : lang()).format(Math.abs(n));
  return n < 0 ? `−${s}` : s;
}

/** A signed amount: +1,000 / −1,000 / 0. */
export function signedPoints(n) {
  return n > 0 ? `+${points(n)}` : points(n);
}

/** Final points (thousands, one decimal): +44.0 / −18.0. */
export function finalPoints(p) {
  const n = Number(p);
  const s = Math.abs(n).toFixed(1);
  return n > 0 ? `+${s}` : n < 0 ? `−${s}` : s;
}

let openSheet = null;

/**
 * A modal sheet (at the bottom of a phone's screen) with a title and content; closing it (✕, the
 * backdrop, Escape) calls onClose. Returns {body, close}.
 */
export function sheet(title, content, { onClose, id } = {}) {
  if (openSheet) openSheet.close();
  const body = el('div', { class: 'sheet-body' }, content);
  const close = () => {
    backdrop.remove();
    document.removeEventListener('keydown', onKey);
    if (openSheet?.backdrop === backdrop) openSheet = null;
    onClose?.();
  };
  const onKey = (e) => { if (e.key === 'Escape') close(); };
  const panel = el('section', { class: 'sheet', role: 'dialog', 'aria-modal': 'true', 'aria-label': title, id },
    el('header', { class: 'sheet-head' }, el('h2', {}, title),
      el('button', { type: 'button', class: 'sheet-close', 'aria-label': t('keep.close'), onclick: close }, '✕')),
    body);
  const backdrop = el('div', { class: 'sheet-backdrop', onclick: (e) => { if (e.target === backdrop) close(); } }, panel);
  document.body.append(backdrop);
  document.addEventListener('keydown', onKey);
  openSheet = { backdrop, close };
  return { body, close, panel };
}

/** Closes the open sheet, if any. */
export function closeSheet() {
  openSheet?.close();
}

/** Asks before doing something: resolves true on OK. */
export function confirmBox(title, message, { ok = t('keep.ok'), danger = false } = {}) {
  return new Promise((resolve) => {
    let answered = false;
    const answer = (v) => {
      answered = true;
      s.close();
      resolve(v);
    };
    const s = sheet(title, [
      el('div', { class: 'confirm-text' }, message),
      el('div', { class: 'sheet-actions' },
        el('button', { type: 'button', class: 'big', id: 'confirm-no', onclick: () => answer(false) }, t('keep.cancel')),
        el('button', { type: 'button', class: `big ${danger ? 'danger' : 'primary'}`, id: 'confirm-yes', onclick: () => answer(true) }, ok)),
    ], { onClose: () => { if (!answered) resolve(false); }, id: 'confirm' });
  });
}

/**
 * Four big seat buttons (name and wind): one choice, or several with multi. Seats in exclude are
 * disabled. Returns {el, value(), set(v)}; value is a seat, null, or (multi) a sorted list.
 */
export function seatPicker(names, { multi = false, exclude = [], dealer = null, onchange, id, value } = {}) {
  let chosen = multi ? new Set(value ?? []) : value ?? null;
  const buttons = names.map((name, seat) => el('button', {
    type: 'button', class: 'seat-pick', dataset: { seat }, disabled: exclude.includes(seat),
    onclick: () => {
      if (multi) {
        if (chosen.has(seat)) chosen.delete(seat); else chosen.add(seat);
      } else {
        chosen = chosen === seat ? null : seat;
      }
      draw();
      onchange?.(get());
    },
  }, dealer === null ? null : el('span', { class: 'wind' }, t(`wind.${seatWind(seat, dealer, names.length)}`)), el('span', { class: 'name' }, name)));
  const get = () => (multi ? [...chosen].sort((a, b) => a - b) : chosen);
  const draw = () => buttons.forEach((b, seat) => b.classList.toggle('on', multi ? chosen.has(seat) : chosen === seat));
  draw();
  return {
    el: el('div', { class: 'seat-picks', id }, buttons),
    value: get,
    set(v) { chosen = multi ? new Set(v) : v; draw(); },
    /** Disables these seats (and the others again). */
    exclude(seats) { buttons.forEach((b, seat) => { b.disabled = seats.includes(seat); }); },
  };
}

/** A row of choice buttons ({value, label}); returns {el, value(), set(v)}. */
export function choice(options, { value = null, onchange, id, cls = '' } = {}) {
  let chosen = value;
  const buttons = options.map((o) => el('button', {
    type: 'button', class: 'choice', dataset: { value: String(o.value) }, title: o.title,
    onclick: () => { chosen = chosen === o.value && o.toggle ? null : o.value; draw(); onchange?.(chosen); },
  }, o.label));
  const draw = () => buttons.forEach((b, i) => b.classList.toggle('on', options[i].value === chosen));
  draw();
  return { el: el('div', { class: `choices ${cls}`, id }, buttons), value: () => chosen, set(v) { chosen = v; draw(); } };
}

/** A labelled block of a form. */
export function field(label, ...content) {
  return el('div', { class: 'field' }, el('div', { class: 'field-label' }, label), ...content);
}

/** A penalty item's name in the page's language (the chapter's term in Japanese, ours in Chinese). */
export function itemName(item) {
  if (lang() === 'en') return item.english;
  const key = `keep.item.${item.id}`;
  if (lang() === 'zh' && has(key)) return t(key);
  return item.term;
}

/** A fact's label; a fact the page does not know yet shows its JSON name. */
export function factName(fact) {
  const key = `keep.fact.${fact}`;
  return has(key) ? t(key) : fact;
}

/** A payment's reason ("hand", "penalty deposit 7-05-10" …) in words. */
export function reasonText(reason) {
  const m = /^(penalty deposit|penalty) (7-[0-9-]+)$/.exec(reason);
  if (m) return t(m[2] === '7-01' ? 'keep.reason.chombo' : m[1] === 'penalty' ? 'keep.reason.penalty' : 'keep.reason.deposit', { item: m[2] });
  const name = reason.replace(/[^a-z]+/g, '_').replace(/_+$/, '');
  const key = [`res.reason.${name}`, `keep.reason.${name}`].find(has);
  return key ? t(key) : reason;
}

/** A seat or the table (-1 / "table") by name. */
export function party(names, who) {
  return who === 'table' || who === -1 ? t('keep.table') : names[who] ?? String(who);
}

/** A Riichi hand's value as reported: "3 han 30 fu", "yakuman ×2", "by tiles". */
function valueText(w) {
  if (w.yakuman) return unitText(w.yakuman, 'yakuman');
  if (w.hand) return [w.hand.hand, ...(w.hand.melds || [])].join(' ');
  if (w.han >= 5 && !w.fu) return t('res.unit.han', { n: w.han });
  return `${t('res.unit.han', { n: w.han })} ${t('res.unit.fu', { n: w.fu })}`;
}

/** A report in one line, for the history and before an undo: names from the session's view (players, fouls, keeping.form). */
export function summary(report, view) {
  const names = view.players;
  const fouls = view.fouls || [];
  const n = (s) => names[s] ?? `#${s}`;
  switch (report.type) {
    case 'riichi': return t('keep.sum.riichi', { who: n(report.seat) });
    case 'win': {
      const who = report.winners.map((w) => `${n(w.seat)} (${valueText(w)}${w.liable !== undefined ? `, ${t('keep.liableShort', { who: n(w.liable) })}` : ''})`).join(', ');
      return report.from === undefined || report.from === null
        ? t('keep.sum.tsumo', { who }) : t('keep.sum.ron', { who, from: n(report.from) });
    }
    case 'draw': {
      const tenpai = (report.tenpai || []).map(n);
      const base = tenpai.length ? t('keep.sum.draw', { who: tenpai.join(', ') }) : t('keep.sum.drawNoten');
      return report.nagashi?.length ? `${base} · ${t('keep.sum.nagashi', { who: report.nagashi.map(n).join(', ') })}` : base;
    }
    case 'abortive': return report.kind ? abortiveName(report.kind) : t('keep.act.abortive');
    case 'foul': {
      const item = fouls.find((f) => f.id === report.item);
      return t('keep.sum.foul', { item: `${report.item}${item ? ` ${itemName(item)}` : ''}`, who: n(report.seat) });
    }
    case 'dealer': return t(report.choice === 'continue' ? 'keep.sum.continue' : 'keep.sum.stop');
    case 'pay': return t('keep.sum.pay', { from: party(names, report.from), to: party(names, report.to), n: points(report.points) });
    case 'hand': {
      const wins = report.hand?.wins || [];
      if (!wins.length) return t('keep.sum.handDrawn');
      const way = wins[0].way;
      const who = wins.map((w) => n(w.seat)).join(', ');
      const form = view.keeping?.form;
      const from = wins[0].from !== undefined && form?.ways.find((w) => w.key === way)?.from ? ` ← ${n(wins[0].from)}` : '';
      const word = form ? `${form.words}.way.${way}` : null;
      return `${t('keep.sum.handWin', { who, way: word && has(word) ? t(word) : way })}${from}`;
    }
    case 'end': return t('keep.sum.end');
    default: return report.type;
  }
}

/** A reported abortive draw's kind (its rule's name) as the result's draw key, whose word Riichi brings (res.draw.*). */
const DRAWS = { kyuushu: 'nineTerminals', suufonRenda: 'fourWinds', suuchaRiichi: 'fourRiichi', suukaikan: 'fourKans', sanchahou: 'tripleRon' };

/** An abortive draw's name. */
export function abortiveName(kind) {
  return kind in DRAWS ? t(`res.draw.${DRAWS[kind]}`) : kind;
}

/** The payments of an answer as a list: "Chiba → Aoki 3,900 (hand)". */
export function changesList(changes, names) {
  if (!changes?.length) return el('p', { class: 'muted' }, t('keep.noPayments'));
  return el('ul', { class: 'changes' }, changes.map((c) => el('li', {},
    el('span', { class: 'who' }, `${party(names, c.from)} → ${party(names, c.to)}`), ' ',
    el('b', { class: 'num' }, points(c.points)), ' ', el('span', { class: 'muted' }, reasonText(c.reason)))));
}

/**
 * The Check button at the foot of a report form: it builds the report (a thrown Error is shown above
 * the button, saying what is missing) and hands it to submit.
 */
export function checkButton(id, report, submit) {
  const note = el('p', { class: 'error', role: 'alert', hidden: true });
  return [note, el('div', { class: 'sheet-actions' }, el('button', {
    type: 'button', class: 'primary huge', id,
    onclick: () => {
      note.hidden = true;
      try {
        submit(report());
      } catch (err) {
        note.textContent = err.message;
        note.hidden = false;
      }
    },
  }, t('keep.check')))];
}

/** An error line inside a sheet (hidden when empty). */
export function errorLine() {
  const p = el('p', { class: 'error sheet-error', role: 'alert', hidden: true });
  return {
    el: p,
    show(msg) { fill(p, msg); p.hidden = !msg; },
  };
}

/** The variants of the presets a session can keep, in their order, once each: {variant, variant_title}. */
export function variantsOf(presets) {
  const out = [];
  for (const p of presets) if (!out.some((v) => v.variant === p.variant)) out.push({ variant: p.variant, variant_title: p.variant_title });
  return out;
}
