// The scorekeeping page's first view: the clubs this browser knows, a new club (its key is shown
// once and kept in this browser), and opening a club by its id (with its key, to keep score).
import { t } from './i18n.js';
import { el, fill } from './dom.js';
import { call, clubs, rememberClub } from './keep-store.js';
import { errorLine } from './keep-ui.js';

export function startView(root) {
  let created = null; // {id, name, key} of a club just created: its key is shown once

  function render() {
    const known = Object.entries(clubs());
    const name = el('input', { type: 'text', id: 'club-name', maxlength: 40, required: true, placeholder: t('keep.clubNamePlaceholder') });
    const createError = errorLine();
    const openId = el('input', { type: 'text', id: 'open-id', required: true, placeholder: 'c-…', autocapitalize: 'off' });
    const openKey = el('input', { type: 'text', id: 'open-key', placeholder: t('keep.keyOptional'), autocapitalize: 'off' });
    const openError = errorLine();
    fill(root,
      el('h1', {}, t('keep.title')),
      el('p', { class: 'lead' }, t('keep.intro')),
      created ? el('section', { class: 'card key-card', id: 'created-club' },
        el('h2', {}, t('keep.clubCreated', { name: created.name })),
        el('p', {}, t('keep.keyOnce')),
        el('p', { class: 'key-line' }, el('code', { id: 'club-key' }, created.key)),
        el('p', {}, el('a', { class: 'button primary big', href: `keep.html?club=${created.id}`, id: 'go-club' }, t('keep.openClub')))) : null,
      known.length ? el('section', { class: 'card' }, el('h2', {}, t('keep.yourClubs')),
        el('ul', { class: 'club-list' }, known.map(([id, c]) => el('li', {},
          el('a', { class: 'button big', href: `keep.html?club=${id}` }, c.name || id),
          el('span', { class: 'muted' }, ` ${id}${c.key ? '' : ` · ${t('keep.noKey')}`}`))))) : null,
      el('form', {
        class: 'card', id: 'create-club',
        onsubmit: async (e) => {
          e.preventDefault();
          try {
            const c = await call('/api/keep/clubs', { method: 'POST', body: { name: name.value.trim() } });
            rememberClub(c.id, c.name, c.key);
            created = c;
            render();
          } catch (err) {
            createError.show(err.message);
          }
        },
      }, el('h2', {}, t('keep.newClub')), el('label', { class: 'stack' }, t('keep.clubName'), name),
      el('button', { type: 'submit', class: 'primary big' }, t('keep.createClub')), createError.el),
      el('form', {
        class: 'card', id: 'open-club',
        onsubmit: async (e) => {
          e.preventDefault();
          const id = openId.value.trim();
          try {
            const c = await call(`/api/keep/clubs/${encodeURIComponent(id)}`);
            rememberClub(c.id, c.name, openKey.value.trim() || undefined);
            location.href = `keep.html?club=${c.id}`;
          } catch (err) {
            openError.show(err.message);
          }
        },
      }, el('h2', {}, t('keep.openAClub')), el('label', { class: 'stack' }, t('keep.clubId'), openId),
      el('label', { class: 'stack' }, t('keep.clubKey'), openKey),
      el('button', { type: 'submit', class: 'big' }, t('keep.open')), openError.el));
  }

  render();
  return { render };
}
