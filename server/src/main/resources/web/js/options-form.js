// The rule options form generated from a preset's catalog (GET /api/presets): the options in
// collapsible groups, each with its label, a control for its type (bool, int, choice, int-list,
// subset; choices shown by their labels) and its help in the current language; the raw key, the
// allowed values, the preset's and default values and the rule-book source only under "details".
// A search box filters by label, help, value labels and key; changed options are marked, with a
// reset per option and for all. The form keeps its values across a language change (langchange).
// changes() gives only the values that differ from the preset's.
import { local, t } from './i18n.js';
import { el, fill } from './dom.js';

/** A value in a canonical form for comparison (subsets in any order are the same). */
function same(a, b) {
  const norm = (v) => (Array.isArray(v) && v.every((x) => typeof x === 'string') ? [...v].sort() : v);
  return JSON.stringify(norm(a)) === JSON.stringify(norm(b));
}

/** A value as a person reads it: value labels, yes/no, lists joined. */
function shown(o, v) {
  const label = (x) => (o.value_labels && o.value_labels[x] ? local(o.value_labels[x]) : String(x));
  switch (o.type) {
    case 'bool': return v === true ? t('options.on') : v === false ? t('options.off') : String(v);
    case 'choice': return label(v);
    case 'subset': return Array.isArray(v) && v.length ? o.values.filter((x) => v.includes(x)).map(label).join(', ') : t('options.empty');
    case 'int-list': return Array.isArray(v) ? v.join(', ') : String(v);
    default: return String(v);
  }
}

/** The value a text field holds: a whole number in range, a list of them, or the text itself (the server then says why it is refused). */
function parsed(o, text) {
  if (o.type === 'int') {
    const n = Number(text);
    return text.trim() !== '' && Number.isInteger(n) && n >= o.min && n <= o.max ? n : text;
  }
  const parts = text.split(/[,\s]+/).filter((x) => x !== '');
  const nums = parts.map(Number);
  return parts.length && nums.every(Number.isInteger) ? nums : text;
}

export class OptionsForm {
  constructor(box) {
    this.box = box;
    this.preset = null;
    this.values = new Map(); // key → the form's value
    this.open = new Set(); // ids of the groups the person opened
    this.query = '';
    window.addEventListener('langchange', () => this.render());
  }

  /** Shows a preset's options at its values (what was changed for another preset is dropped). */
  show(preset) {
    this.preset = preset;
    this.values = new Map(preset.options.map((o) => [o.key, o.value]));
    this.open = new Set();
    this.render();
  }

  option(key) {
    return this.preset.options.find((o) => o.key === key);
  }

  changed(o) {
    return !same(this.values.get(o.key), o.value);
  }

  render() {
    if (!this.preset) return;
    const search = el('input', { type: 'search', class: 'opt-search', value: this.query, placeholder: t('options.search'),
      'aria-label': t('options.searchLabel'), oninput: (e) => { this.query = e.target.value; this.filter(); } });
    this.summary = el('span', { class: 'opt-summary', 'aria-live': 'polite' });
    this.resetAll = el('button', { type: 'button', class: 'opt-reset-all', onclick: () => this.reset(this.preset.options) },
      t('options.resetAll'));
    this.noMatch = el('p', { class: 'opt-no-match', hidden: true });
    const groups = this.preset.groups.map((g) => this.group(g)).filter((g) => g !== null);
    fill(this.box, el('div', { class: 'opt-tools' }, search, el('div', { class: 'opt-state' }, this.summary, this.resetAll)),
      this.noMatch, el('div', { class: 'opt-groups' }, groups));
    this.update();
    this.filter();
  }

  group(g) {
    const options = this.preset.options.filter((o) => o.group === g.id);
    if (!options.length) return null;
    const box = el('details', { class: 'opt-group', dataset: { group: g.id }, open: this.open.has(g.id),
      ontoggle: (e) => { if (!this.query) { if (e.target.open) this.open.add(g.id); else this.open.delete(g.id); } } },
    el('summary', {}, el('span', { class: 'opt-group-name' }, local(g.label)),
      el('span', { class: 'opt-group-count' }, t('options.count', { n: options.length })),
      el('span', { class: 'opt-group-changed' })),
    options.map((o) => this.row(o)));
    return box;
  }

  row(o) {
    const id = `opt-${o.key}`;
    const reset = el('button', { type: 'button', class: 'opt-reset', onclick: () => this.reset([o]) }, t('options.reset'));
    const head = el('div', { class: 'opt-head' },
      el('label', { class: 'opt-label', for: id }, local(o.label)),
      el('span', { class: 'opt-mark' }, t('options.changed')),
      reset);
    const details = el('details', { class: 'opt-details' }, el('summary', {}, t('options.details')),
      el('dl', {},
        el('dt', {}, t('options.key')), el('dd', {}, el('code', { class: 'opt-key' }, o.key)),
        el('dt', {}, t('options.allowed')), el('dd', {}, this.allowed(o)),
        el('dt', {}, t('options.presetValue')), el('dd', {}, shown(o, o.value)),
        el('dt', {}, t('options.default')), el('dd', {}, shown(o, o.default)),
        o.source ? [el('dt', {}, t('options.source')), el('dd', { class: 'opt-source' }, o.source)] : null,
        el('dt', {}, t('options.doc')), el('dd', { class: 'opt-doc', lang: 'en' }, o.doc)));
    return el('div', { class: `opt-row opt-type-${o.type}`, dataset: { key: o.key } },
      head, el('div', { class: 'opt-control' }, this.control(o, id)),
      el('p', { class: 'opt-help' }, local(o.help)), details);
  }

  /** The allowed values: the labelled ones as "value = label", else the catalog's own description. */
  allowed(o) {
    if (!o.value_labels) return el('code', {}, o.allowed);
    return el('ul', { class: 'opt-values' }, o.values.map((v) => el('li', {}, el('code', {}, v), ` = ${local(o.value_labels[v])}`)));
  }

  control(o, id) {
    const v = this.values.get(o.key);
    const set = (value) => { this.values.set(o.key, value); this.update(o.key); };
    switch (o.type) {
      case 'bool':
        return el('input', { type: 'checkbox', id, checked: v === true, onchange: (e) => set(e.target.checked) });
      case 'int':
        return el('input', { type: 'number', id, value: String(v), min: o.min, max: o.max, step: 1, inputmode: 'numeric',
          oninput: (e) => set(parsed(o, e.target.value)) });
      case 'choice':
        return el('select', { id, onchange: (e) => set(e.target.value) },
          o.values.map((x) => el('option', { value: x, selected: x === v }, o.value_labels ? local(o.value_labels[x]) : x)));
      case 'subset':
        return el('fieldset', { id, class: 'opt-subset' }, el('legend', { class: 'opt-hidden' }, local(o.label)),
          o.values.map((x) => el('label', {},
            el('input', { type: 'checkbox', value: x, checked: Array.isArray(v) && v.includes(x),
              onchange: (e) => set([...e.target.closest('fieldset').querySelectorAll('input:checked')].map((c) => c.value)) }),
            ` ${o.value_labels ? local(o.value_labels[x]) : x}`)));
      default: // int-list, and any type the catalog adds: numbers separated by commas
        return el('input', { type: 'text', id, value: Array.isArray(v) ? v.join(', ') : String(v), inputmode: 'text',
          title: t('options.intList'), spellcheck: 'false', oninput: (e) => set(parsed(o, e.target.value)) });
    }
  }

  /** Puts options back to the preset's values and redraws their controls. */
  reset(options) {
    for (const o of options) {
      this.values.set(o.key, o.value);
      const row = this.rowOf(o.key);
      if (row) row.querySelector('.opt-control').replaceChildren(this.control(o, `opt-${o.key}`));
    }
    this.update();
  }

  rowOf(key) {
    return this.box.querySelector(`.opt-row[data-key="${CSS.escape(key)}"]`);
  }

  /** Marks changed and refused values, per row, per group and in all. */
  update() {
    let total = 0;
    for (const group of this.box.querySelectorAll('.opt-group')) {
      let n = 0;
      for (const row of group.querySelectorAll('.opt-row')) {
        const o = this.option(row.dataset.key);
        const changed = this.changed(o);
        const v = this.values.get(o.key);
        const invalid = (o.type === 'int' || o.type === 'int-list') && typeof v === 'string';
        row.classList.toggle('changed', changed);
        row.classList.toggle('invalid', invalid);
        const input = row.querySelector('.opt-control input, .opt-control select');
        if (input) {
          if (invalid) input.setAttribute('aria-invalid', 'true'); else input.removeAttribute('aria-invalid');
          input.title = invalid ? t('options.invalid') : (o.type === 'int-list' ? t('options.intList') : '');
        }
        row.querySelector('.opt-reset').title = t('options.resetTip', { value: shown(o, o.value) });
        if (changed) n += 1;
      }
      const mark = group.querySelector('.opt-group-changed');
      mark.textContent = n ? t('options.changedCount', { n }) : '';
      group.classList.toggle('changed', n > 0);
      total += n;
    }
    this.summary.textContent = total ? t('options.changedCount', { n: total }) : t('options.asPreset');
    this.resetAll.disabled = total === 0;
  }

  /** Shows the options whose label, help, value labels (current language) or key contain the search; groups with a match open. */
  filter() {
    const q = this.query.trim().toLowerCase();
    let any = false;
    for (const group of this.box.querySelectorAll('.opt-group')) {
      let matches = 0;
      for (const row of group.querySelectorAll('.opt-row')) {
        const o = this.option(row.dataset.key);
        const text = [local(o.label), local(o.help), o.key, ...Object.values(o.value_labels || {}).map(local)].join('\n').toLowerCase();
        row.hidden = q !== '' && !text.includes(q);
        if (!row.hidden) matches += 1;
      }
      group.hidden = matches === 0;
      group.open = q !== '' ? matches > 0 : this.open.has(group.dataset.group);
      any = any || matches > 0;
    }
    this.noMatch.hidden = any;
    this.noMatch.textContent = any ? '' : t('options.noMatch', { q: this.query.trim() });
  }

  /** The options whose value differs from the preset's. */
  changes() {
    const out = {};
    for (const o of this.preset ? this.preset.options : []) {
      if (this.changed(o)) out[o.key] = this.values.get(o.key);
    }
    return out;
  }
}
