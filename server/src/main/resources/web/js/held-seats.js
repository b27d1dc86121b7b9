// The tables this browser holds a seat at, or created: kept in localStorage (never sent anywhere) so the
// lobby can list "Your tables" with a way back to each seat. An entry: {table, preset, names, created,
// seats: [{seat, token, left?}], host?} — a seat's token opens only its own seat link; the host token
// (ends the table) travels only in a POST body.
const KEY = 'jantaku.seats';
/** The most tables kept; the oldest are dropped first. */
const MAX = 50;

function load() {
  try {
    const list = JSON.parse(localStorage.getItem(KEY) || '[]');
    return Array.isArray(list) ? list.filter((e) => e && typeof e.table === 'string') : [];
  } catch {
    return [];
  }
}

function save(list) {
  localStorage.setItem(KEY, JSON.stringify(list.slice(0, MAX)));
}

/** Every table held, newest first. */
export function heldTables() {
  return load().sort((a, b) => String(b.created || '').localeCompare(String(a.created || '')));
}

/** The entry of one table, if this browser holds it. */
export function heldTable(table) {
  return load().find((e) => e.table === table) || null;
}

/** Remembers a table (merged with what is kept: seats are added, the host token kept). */
export function remember({ table, preset, presetTitle, names, created, seat, token, host }) {
  const list = load();
  let entry = list.find((e) => e.table === table);
  if (!entry) {
    entry = { table, seats: [] };
    list.unshift(entry);
  }
  if (preset) entry.preset = preset;
  if (presetTitle) entry.presetTitle = presetTitle;
  if (names) entry.names = names;
  if (created) entry.created = created;
  if (host) entry.host = host;
  if (!Array.isArray(entry.seats)) entry.seats = [];
  if (seat !== undefined && seat !== null && token) {
    const held = entry.seats.find((s) => s.seat === seat);
    if (held) held.token = token; else entry.seats.push({ seat, token });
    entry.seats.sort((a, b) => a.seat - b.seat);
  }
  save(list);
  return entry;
}

/** Marks a seat given up (a bot plays it now): its link opens nothing any more. */
export function markLeft(table, seat) {
  const list = load();
  const entry = list.find((e) => e.table === table);
  const held = entry && (entry.seats || []).find((s) => s.seat === seat);
  if (held) {
    held.left = true;
    save(list);
  }
}

/** Forgets a table (its seat links and host token are gone from this browser). */
export function forget(table) {
  save(load().filter((e) => e.table !== table));
}

/** The link of a held seat: the only address that carries its token. */
export function seatLink(table, seat) {
  return `table.html?table=${encodeURIComponent(table)}&seat=${seat.seat}&token=${encodeURIComponent(seat.token)}`;
}
