// The page header: links to the lobby, records and calculator, the language switch and the tile face switch.
import { applyStatic, lang, LANGS, setLang, t } from './i18n.js';
import { el, toast } from './dom.js';
import { setTileFace, tileFace, TILE_FACES } from './tile-art-face.js';

export function header() {
  const here = location.pathname.replace(/^\//, '') || 'index.html';
  const link = (href, key) => el('a', { href, class: here === href ? 'current' : null, 'data-i18n': key });
  const select = el('select', { id: 'lang', 'aria-label': 'language', onchange: (e) => setLang(e.target.value) },
    LANGS.map(([code, name]) => el('option', { value: code, selected: code === lang() }, name)));
  // Drawn tiles or plain high-contrast faces, for every page (kept in localStorage by tile-art-face.js).
  const faces = el('select', { id: 'tile-face', 'data-i18n-title': 'tile.faces.tip', onchange: (e) => setTileFace(e.target.value) },
    TILE_FACES.map((f) => el('option', { value: f, selected: f === tileFace(), 'data-i18n': `tile.faces.${f}` })));
  const label = () => faces.setAttribute('aria-label', t('tile.faces'));
  label();
  window.addEventListener('langchange', label);
  const bar = el('header', { class: 'top' },
    el('a', { href: 'index.html', class: 'brand' }, '雀卓 Jantaku'),
    el('nav', {}, link('index.html', 'nav.lobby'), link('games.html', 'nav.records'), link('calc.html', 'nav.calc'), link('keep.html', 'nav.keep')),
    el('span', { class: 'settings' }, faces, select));
  document.body.prepend(bar);
  applyStatic();
  // A failure in a page script is shown, not just logged.
  window.addEventListener('error', (e) => toast(e.message));
  window.addEventListener('unhandledrejection', (e) => toast(String(e.reason && e.reason.message ? e.reason.message : e.reason)));
}
