// HTTP helpers: JSON in and out; a refused request throws an Error with the server's message, its
// HTTP status and, for 429 and 503, the seconds the server asks to wait (Retry-After).

async function answer(r) {
  const text = await r.text();
  let body;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = null;
  }
  if (!r.ok) {
    const err = new Error(body && body.error ? body.error : `${r.status} ${r.statusText}`);
    err.status = r.status;
    const wait = Number.parseInt(r.headers.get('Retry-After') ?? '', 10);
    if (Number.isFinite(wait)) err.retryAfter = wait;
    throw err;
  }
  return body;
}

export async function getJson(path) {
  return answer(await fetch(path, { headers: { Accept: 'application/json' } }));
}

export async function postJson(path, value) {
  return answer(await fetch(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(value),
  }));
}

/** A query parameter of the page's address. */
export function param(name) {
  return new URLSearchParams(location.search).get(name);
}
