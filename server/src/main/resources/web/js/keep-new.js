// A new kept session: the preset, the day and table, the players, four or as many as the preset's
// game has (three for tenhou-sanma; seat 0 deals first; names
// the club has seen are offered), any rule option changed (search the preset's catalog, GET
// /api/presets, and add it) and the penalty letters (GET /api/keep/penalties). Sent with the club's
// key; the session's token is kept in this browser and the scoreboard opens.
import { local, t } from './i18n.js';
import { el, fill } from './dom.js';
import { call, clubKey, rememberToken, who } from './keep-store.js';
import { errorLine, field, itemName, variantsOf } from './keep-ui.js';
import { WINDS } from './tiles.js';

/** An input for one catalog option in its type; read() gives its value. */
function optionEditor(o) {
  const id = `opt-${o.key}`;
  let input;
  let read;
  switch (o.type) {
    case 'bool':
      input = el('input', { type: 'checkbox', id, checked: o.value === true });
      read = () => input.checked;
      break;
    case 'int':
      input = el('input', { type: 'number', id, value: String(o.value), min: o.min, max: o.max, step: 1, inputmode: 'numeric' });
      read = () => Number(input.value);
      break;
    case 'choice':
      input = el('select', { id }, (o.values || []).map((v) => el('option', { value: v, selected: v === o.value }, v)));
      read = () => input.value;
      break;
    case 'subset':
      input = el('span', { id, class: 'subset' }, (o.values || []).map((v) => el('label', {},
        el('input', { type: 'checkbox', value: v, checked: (o.value || []).includes(v) }), ` ${v}`)));
      read = () => [...input.querySelectorAll('input:checked')].map((c) => c.value);
      break;
    default:
      input = el('input', { type: 'text', id, value: Array.isArray(o.value) ? o.value.join(',') : String(o.value) });
      read = () => input.value.split(/[,\s]+/).filter((x) => x !== '').map(Number);
  }
  return { input, read };
}

export async function newSessionView(root, clubId) {
  const [club, presets, items] = await Promise.all([
    call(`/api/keep/clubs/${encodeURIComponent(clubId)}`), call('/api/keep/presets'), call('/api/keep/penalties')]);
  const catalogs = new Map(); // preset name -> its options (GET /api/presets/NAME), fetched when first chosen
  const state = {
    preset: presets.find((p) => p.name === 'kyoto-club')?.name ?? presets[0].name,
    players: ['', '', '', ''],
    played: new Date(Date.now() - new Date().getTimezoneOffset() * 60000).toISOString().slice(0, 10),
    table: '',
    changed: new Map(), // option key -> editor
    letters: {}, // penalty item -> letter chosen here
    filter: '',
  };
  let error = null;

  const preset = () => presets.find((p) => p.name === state.preset);
  /** The players the chosen preset's game has (tenhou-sanma: three). */
  const seats = () => preset().players || 4;
  const options = () => (catalogs.get(state.preset) || []).filter((o) => !o.key.startsWith('penalty.'));
  /** Fetches the chosen preset's options once (a preset the table server does not offer has none to add). */
  async function loadCatalog() {
    const name = state.preset;
    if (catalogs.has(name)) return;
    catalogs.set(name, []);
    const full = await call(`/api/presets/${encodeURIComponent(name)}`).catch(() => null);
    catalogs.set(name, full?.options || []);
    // only the matches are drawn again: a whole render would take the focus from whatever is being typed
    if (state.preset === name) root.querySelector('#option-search')?.dispatchEvent(new Event('input'));
  }

  function optionsBlock() {
    const search = el('input', { type: 'search', id: 'option-search', value: state.filter, placeholder: t('keep.optionSearch'),
      oninput: (e) => { state.filter = e.target.value; drawMatches(); } });
    const matches = el('ul', { class: 'option-matches', id: 'option-matches' });
    const drawMatches = () => {
      const q = state.filter.trim().toLowerCase();
      const found = q ? options().filter((o) => !state.changed.has(o.key)
        && (o.key.toLowerCase().includes(q) || (o.doc || '').toLowerCase().includes(q))).slice(0, 8) : [];
      fill(matches, found.map((o) => el('li', {}, el('button', {
        type: 'button', class: 'option-add', dataset: { key: o.key },
        onclick: () => { state.changed.set(o.key, { option: o, ...optionEditor(o) }); state.filter = ''; render(); },
      }, el('b', {}, o.key), el('span', { class: 'muted' }, ` ${o.doc || ''}`)))));
    };
    drawMatches();
    const rows = [...state.changed.values()].map((c) => el('div', { class: 'option-row', dataset: { key: c.option.key } },
      el('div', { class: 'option-name' }, el('b', {}, c.option.key), el('div', { class: 'muted small' }, c.option.doc)),
      c.input,
      el('button', { type: 'button', class: 'remove', 'aria-label': t('keep.remove'), onclick: () => { state.changed.delete(c.option.key); render(); } }, '✕')));
    return el('details', { class: 'options-pick', open: state.changed.size > 0 || state.filter !== '' },
      el('summary', {}, t('keep.ruleOptions'), state.changed.size ? ` (${state.changed.size})` : ''),
      el('p', { class: 'muted small' }, t('keep.optionsHelp')), search, matches, rows);
  }

  function lettersBlock() {
    const p = preset();
    if (!p.penalty) return null; // a preset kept by reports brings its penalty letters
    const changedCount = Object.keys(state.letters).filter((id) => state.letters[id] !== p.penalty[id]).length;
    return el('details', { class: 'letters-pick', id: 'letters' },
      el('summary', {}, t('keep.penaltyLetters'), changedCount ? ` (${changedCount})` : ''),
      el('p', { class: 'muted small' }, t('keep.lettersHelp')),
      el('div', { class: 'letters' }, items.map((item) => {
        const value = state.letters[item.id] ?? p.penalty[item.id];
        const select = el('select', { id: `letter-${item.id}`, 'aria-label': item.id, onchange: (e) => {
            state.letters[item.id] = e.target.value;
            e.target.closest('.letter-row').classList.toggle('changed', e.target.value !== p.penalty[item.id]);
          } },
          item.letters.map((l) => el('option', { value: l.letter, selected: l.letter === value }, `${l.letter} — ${l.code}`)));
        return el('label', { class: `letter-row${value !== p.penalty[item.id] ? ' changed' : ''}`, title: item.letters.map((l) => `${l.letter}: ${l.meaning}`).join('\n') },
          el('span', { class: 'item-id' }, item.id), el('span', { class: 'item-name' }, itemName(item)), select);
      })));
  }

  function body() {
    const out = { preset: state.preset, players: state.players.slice(0, seats()).map((n) => n.trim()), played: state.played };
    if (state.table.trim()) out.table = state.table.trim();
    if (who()) out.by = who();
    const opts = {};
    for (const [k, c] of state.changed) opts[k] = c.read();
    const p = preset();
    if (p.penalty) {
      for (const [id, letter] of Object.entries(state.letters)) if (letter !== p.penalty[id]) opts[`penalty.${id}`] = letter;
    }
    if (Object.keys(opts).length) out.options = opts;
    return out;
  }

  function render() {
    const key = clubKey(club.id);
    const err = errorLine();
    const names = el('datalist', { id: 'club-players' }, club.players.map((n) => el('option', { value: n })));
    const presetSelect = el('select', { id: 'preset', onchange: (e) => { state.preset = e.target.value; state.changed.clear(); state.letters = {}; render(); loadCatalog(); } },
      variantsOf(presets).map((v) => el('optgroup', { label: local(v.variant_title) },
        presets.filter((p) => p.variant === v.variant).map((p) => el('option', { value: p.name, selected: p.name === state.preset,
          title: p.name }, local(p.title))))));
    fill(root,
      el('p', { class: 'crumbs' }, el('a', { href: 'keep.html' }, t('keep.title')), ' › ', el('a', { href: `keep.html?club=${club.id}` }, club.name)),
      el('h1', {}, t('keep.newSession')),
      key ? null : el('p', { class: 'error' }, t('keep.needKey')),
      el('form', {
        class: 'card new-session', id: 'new-session-form',
        onsubmit: async (e) => {
          e.preventDefault();
          try {
            const s = await call(`/api/keep/clubs/${club.id}/sessions`, { method: 'POST', body: body(), key });
            rememberToken(s.id, s.token);
            location.href = `keep.html?session=${s.id}`;
          } catch (x) {
            error = x.message;
            err.show(error);
          }
        },
      },
      field(t('keep.preset'), presetSelect, el('p', { class: 'muted small' }, preset().description)),
      el('div', { class: 'two' },
        field(t('keep.played'), el('input', { type: 'date', id: 'played', value: state.played, required: true, onchange: (e) => { state.played = e.target.value; } })),
        field(t('keep.tableLabel'), el('input', { type: 'text', id: 'table-label', maxlength: 40, value: state.table, placeholder: t('keep.tablePlaceholder'), oninput: (e) => { state.table = e.target.value; } }))),
      el('h2', {}, t('keep.players')),
      el('p', { class: 'muted small', id: 'players-help' }, t(seats() === 3 ? 'keep.playersHelp3' : 'keep.playersHelp')),
      names,
      el('div', { class: 'player-inputs' }, state.players.slice(0, seats()).map((n, i) => el('label', { class: 'player-input' },
        el('span', { class: 'wind' }, t(`wind.${WINDS[i]}`)),
        el('input', { type: 'text', id: `player-${i}`, list: 'club-players', maxlength: 40, required: true, value: n, autocomplete: 'off',
          placeholder: t('keep.playerN', { n: i + 1 }), oninput: (e) => { state.players[i] = e.target.value; } })))),
      optionsBlock(),
      lettersBlock(),
      el('button', { type: 'submit', class: 'primary huge', id: 'start-session', disabled: !key }, t('keep.startSession')),
      err.el));
    if (error) err.show(error);
  }

  render();
  loadCatalog();
  return { render };
}
