// The page header: links to the lobby, records and calculator, and the language switch.
import { applyStatic, lang, LANGS, setLang } from './i18n.js';
import { el, toast } from './dom.js';

export function header() {
  const here = location.pathname.replace(/^\//, '') || 'index.html';
  const link = (href, key) => el('a', { href, class: here === href ? 'current' : null, 'data-i18n': key });
  const select = el('select', { id: 'lang', 'aria-label': 'language', onchange: (e) => setLang(e.target.value) },
    LANGS.map(([code, name]) => el('option', { value: code, selected: code === lang() }, name)));
  const bar = el('header', { class: 'top' },
    el('a', { href: 'index.html', class: 'brand' }, '雀卓 Jantaku'),
    el('nav', {}, link('index.html', 'nav.lobby'), link('games.html', 'nav.records'), link('calc.html', 'nav.calc')),
    select);
  document.body.prepend(bar);
  applyStatic();
  // A failure in a page script is shown, not just logged.
  window.addEventListener('error', (e) => toast(e.message));
  window.addEventListener('unhandledrejection', (e) => toast(String(e.reason && e.reason.message ? e.reason.message : e.reason)));
}
