// The scorekeeping page's link to the server (/api/keep, docs/clubs.md) and what this browser
// remembers: the clubs it holds a key for, the sessions it holds a token for, and the name it signs
// corrections with (localStorage). Keys go in "Authorization: Bearer KEY".

const CLUBS = 'jantaku.keep.clubs';
const TOKENS = 'jantaku.keep.tokens';
const WHO = 'jantaku.keep.who';

function load(key) {
  try {
    return JSON.parse(localStorage.getItem(key) || '{}') || {};
  } catch {
    return {};
  }
}

function save(key, value) {
  localStorage.setItem(key, JSON.stringify(value));
}

/** The clubs this browser knows: {id: {name, key}}. */
export function clubs() {
  return load(CLUBS);
}

export function rememberClub(id, name, key) {
  const all = clubs();
  all[id] = { name, key: key ?? all[id]?.key ?? null };
  save(CLUBS, all);
}

export function forgetClub(id) {
  const all = clubs();
  delete all[id];
  save(CLUBS, all);
}

/** The club's key, if this browser holds it. */
export function clubKey(id) {
  return clubs()[id]?.key || null;
}

export function rememberToken(session, token) {
  const all = load(TOKENS);
  all[session] = token;
  save(TOKENS, all);
}

/** What may report to a session: its token, else the club's key. */
export function sessionKey(session, club) {
  return load(TOKENS)[session] || clubKey(club) || null;
}

export function who() {
  return localStorage.getItem(WHO) || '';
}

export function setWho(name) {
  localStorage.setItem(WHO, name);
}

/** One request; a refusal throws an Error with the server's message and the HTTP status. */
export async function call(path, { method = 'GET', body, key } = {}) {
  const headers = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (key) headers.Authorization = `Bearer ${key}`;
  const r = await fetch(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await r.text();
  let value = null;
  try {
    value = text ? JSON.parse(text) : null;
  } catch {
    value = null;
  }
  if (!r.ok) {
    const err = new Error(value?.error || `${r.status} ${r.statusText}`);
    err.status = r.status;
    throw err;
  }
  return value;
}
