// Small DOM helpers shared by the pages.

/** Creates an element: el('div', {class: 'x', onclick: f}, child, 'text', …). */
export function el(tag, attrs = {}, ...children) {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (v === undefined || v === null || v === false) continue;
    if (k.startsWith('on')) e.addEventListener(k.slice(2), v);
    else if (k === 'class') e.className = v;
    else if (k === 'dataset') Object.assign(e.dataset, v);
    else if (k in e && typeof v !== 'string') e[k] = v;
    else e.setAttribute(k, v === true ? '' : v);
  }
  for (const c of children.flat()) {
    if (c === null || c === undefined || c === false) continue;
    e.append(c instanceof Node ? c : document.createTextNode(String(c)));
  }
  return e;
}

/** Replaces an element's children. */
export function fill(parent, ...children) {
  parent.replaceChildren();
  for (const c of children.flat()) {
    if (c !== null && c !== undefined && c !== false) parent.append(c instanceof Node ? c : document.createTextNode(String(c)));
  }
  return parent;
}

/** Shows a short message at the bottom of the page. */
export function toast(message, kind = 'error') {
  let box = document.getElementById('toasts');
  if (!box) {
    box = el('div', { id: 'toasts' });
    document.body.append(box);
  }
  const m = el('div', { class: `toast ${kind}` }, message);
  box.append(m);
  setTimeout(() => m.remove(), 6000);
}

/** A signed points amount: +1000 / −1000. */
export function signed(n) {
  return n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0';
}

/** The seats' display names; a name several seats share gets the seat number ("efficiency 2"). */
export function seatNames(seats) {
  const count = new Map();
  seats.forEach((s) => count.set(s.name, (count.get(s.name) || 0) + 1));
  return seats.map((s) => (count.get(s.name) > 1 ? `${s.name} ${s.seat + 1}` : s.name));
}
