// HTTP helpers: JSON in and out; a refused request throws an Error with the server's message.

async function answer(r) {
  const text = await r.text();
  let body;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = null;
  }
  if (!r.ok) throw new Error(body && body.error ? body.error : `${r.status} ${r.statusText}`);
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
