// UI text in English, Japanese and Chinese; the chosen language (or ?lang=en|ja|zh) is kept in localStorage.
import { STRINGS } from './strings.js';

export const LANGS = [['en', 'English'], ['ja', '日本語'], ['zh', '中文']];
const KEY = 'jantaku.lang';

function initial() {
  const asked = new URLSearchParams(location.search).get('lang');
  if (asked && STRINGS[asked]) {
    localStorage.setItem(KEY, asked);
    return asked;
  }
  const saved = localStorage.getItem(KEY);
  if (saved && STRINGS[saved]) return saved;
  const nav = (navigator.language || 'en').slice(0, 2);
  return STRINGS[nav] ? nav : 'en';
}

let current = initial();

export function lang() {
  return current;
}

export function setLang(l) {
  if (!STRINGS[l] || l === current) return;
  current = l;
  localStorage.setItem(KEY, l);
  document.documentElement.lang = l;
  applyStatic();
  window.dispatchEvent(new CustomEvent('langchange', { detail: l }));
}

/** The text of a key in the current language ({name} placeholders filled from params). */
export function t(key, params = {}) {
  const s = STRINGS[current][key] ?? STRINGS.en[key] ?? key;
  return s.replace(/\{(\w+)\}/g, (_, k) => (params[k] ?? `{${k}}`));
}

/** Whether a key has a text (used for enum names the server sends, such as transfer reasons). */
export function has(key) {
  return key in STRINGS[current] || key in STRINGS.en;
}

/** A localized object the server sends ({key, en, ja, zh}), or the text it is. */
export function local(obj) {
  if (obj && typeof obj === 'object') return obj[current] ?? obj.en ?? obj.key ?? JSON.stringify(obj);
  return String(obj);
}

/** Fills every element with data-i18n (text) or data-i18n-placeholder / data-i18n-title. */
export function applyStatic(root = document) {
  root.querySelectorAll('[data-i18n]').forEach((e) => { e.textContent = t(e.dataset.i18n); });
  root.querySelectorAll('[data-i18n-placeholder]').forEach((e) => { e.placeholder = t(e.dataset.i18nPlaceholder); });
  root.querySelectorAll('[data-i18n-title]').forEach((e) => { e.title = t(e.dataset.i18nTitle); });
  document.title = t(document.body.dataset.title || 'app.name');
}

document.documentElement.lang = current;
