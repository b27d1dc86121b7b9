// "Your tables" in the lobby: the tables this browser holds a seat at or created (held-seats.js), each
// with its preset, when it was made, the seats held with a link back to each (the seat link, the only
// address with its token), its state from the server (running with scores, finished with the winner
// and a replay link, closed, or unknown), End for its host while it runs, and Forget. Every action
// asks for a second click.
import { lang, local, t } from './i18n.js';
import { getJson, postJson } from './api.js';
import { el, fill, seatNames, toast } from './dom.js';
import { forget, heldTable, heldTables, seatLink } from './held-seats.js';

const box = document.getElementById('your-tables');
const list = document.getElementById('your-list');
/** Each table's summary: undefined until asked, null when the server does not know it. */
const summaries = new Map();
let armed = null; // "action:table" waiting for its second click
let armTimer = null;

/** Asks the server for the tables' states (all, or only those still running) and draws the list. */
export async function refreshYourTables(all) {
  const ask = heldTables().filter((e) => all || !summaries.has(e.table) || summaries.get(e.table)?.status === 'running');
  await Promise.all(ask.map(async (e) => {
    try {
      summaries.set(e.table, await getJson(`/api/tables/${encodeURIComponent(e.table)}`));
    } catch (err) {
      if (err.status === 404) summaries.set(e.table, null);
    }
  }));
  drawYourTables();
}

export function drawYourTables() {
  const held = heldTables();
  box.hidden = held.length === 0;
  fill(list, held.length ? held.map(row) : el('p', {}, t('seats.none')));
}

function row(entry) {
  const s = summaries.get(entry.table);
  const status = s === undefined ? 'loading' : s === null ? 'missing' : s.status;
  const names = s ? s.seats.map((x) => x.name) : entry.names || [];
  const when = entry.created ? new Date(entry.created) : null;
  return el('div', { class: 'your-table', dataset: { table: entry.table, status } },
    el('div', { class: 'what' }, el('strong', { title: entry.preset || '' }, entry.presetTitle ? local(entry.presetTitle) : entry.preset || ''), entry.host ? el('span', { class: 'host-mark' }, t('seats.host')) : null,
      el('span', { class: 'id' }, entry.table),
      when && !Number.isNaN(when.getTime()) ? el('span', { class: 'when' }, `${t('seats.created')} ${when.toLocaleString(lang())}`) : null),
    el('div', { class: 'held' }, (entry.seats || []).map((seat) => heldSeat(entry, seat, s, names)),
      !(entry.seats || []).length && status === 'running'
        ? el('a', { href: `table.html?table=${encodeURIComponent(entry.table)}`, class: 'watch-link' }, t('seats.watch')) : null),
    el('div', { class: 'state' }, stateLine(s, status)),
    el('div', { class: 'do' },
      status === 'finished' ? el('a', { href: `replay.html?game=${encodeURIComponent(entry.table)}`, class: 'button replay' }, t('games.replay'))
        : null,
      entry.host && status === 'running' ? twice('end', entry.table, 'seats.end', 'seats.endConfirm', () => end(entry.table)) : null,
      twice('forget', entry.table, 'seats.forget', 'seats.forgetConfirm', () => {
        forget(entry.table);
        summaries.delete(entry.table);
        drawYourTables();
      })));
}

function heldSeat(entry, seat, summary, names) {
  const left = seat.left || (summary && summary.seats[seat.seat] && summary.seats[seat.seat].left);
  const label = `${t('seat.n', { n: seat.seat + 1 })}${names[seat.seat] ? ` · ${names[seat.seat]}` : ''}`;
  const open = summary && (summary.status === 'running' || summary.status === 'finished') && !left;
  return el('span', { class: 'seat-held', dataset: { seat: seat.seat } }, el('span', { class: 'who' }, label),
    left ? el('span', { class: 'left-mark' }, t('seats.youLeft')) : null,
    open ? el('a', { href: seatLink(entry.table, seat), class: `button play${summary.status === 'running' ? ' primary' : ''}` },
      t('seats.play')) : null);
}

function stateLine(s, status) {
  switch (status) {
    case 'loading': return '…';
    case 'missing': return t('seats.unknown');
    case 'running': return [t('lobby.stateRunning'), s.scores ? el('span', { class: 'scores' }, s.scores.join(' / ')) : null];
    case 'finished': return [t('lobby.finished'), s.standings && s.standings.length ? ` · ${t('seats.first', { name: seatNames(s.seats)[s.standings[0].seat] })}` : ''];
    case 'abandoned': return t('lobby.abandoned');
    default: return status;
  }
}

/** A button that acts on its second click within 5 s (the first one asks). */
function twice(action, table, key, confirmKey, act) {
  const id = `${action}:${table}`;
  const isArmed = armed === id;
  return el('button', { type: 'button', class: `${action}${isArmed ? ' armed' : ''}`, onclick: () => {
    clearTimeout(armTimer);
    armed = isArmed ? null : id;
    if (isArmed) act(); else armTimer = setTimeout(() => { armed = null; drawYourTables(); }, 5000);
    drawYourTables();
  } }, t(isArmed ? confirmKey : key));
}

async function end(table) {
  try {
    summaries.set(table, await postJson(`/api/tables/${encodeURIComponent(table)}/end`, { host_token: heldTable(table).host }));
  } catch (err) {
    toast(`${t('seats.endFailed')}: ${err.message}`);
  }
  drawYourTables();
}
