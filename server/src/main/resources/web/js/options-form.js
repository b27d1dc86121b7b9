// The rule options form generated from a preset's catalog (GET /api/presets): one input per
// option in its type (bool, int, choice, int-list, subset) with the preset's value as default and
// the option's doc line; a filter box narrows the list. changes() gives only the changed values.
import { t } from './i18n.js';
import { el, fill } from './dom.js';

function input(o) {
  const id = `opt-${o.key}`;
  switch (o.type) {
    case 'bool':
      return el('input', { type: 'checkbox', id, checked: o.value === true });
    case 'int':
      return el('input', { type: 'number', id, value: String(o.value), min: o.min, max: o.max, step: 1 });
    case 'choice':
      return el('select', { id }, (o.values || []).map((v) => el('option', { value: v, selected: v === o.value }, v)));
    case 'subset':
      return el('span', { id, class: 'subset' }, (o.values || []).map((v) => el('label', {},
        el('input', { type: 'checkbox', value: v, checked: (o.value || []).includes(v) }), ` ${v}`)));
    default: // int-list and any type the catalog adds: its JSON text
      return el('input', { type: 'text', id, value: Array.isArray(o.value) ? o.value.join(', ') : JSON.stringify(o.value) });
  }
}

function read(o, box) {
  const e = box.querySelector(`[id="opt-${CSS.escape(o.key)}"]`);
  switch (o.type) {
    case 'bool': return e.checked;
    case 'int': return Number(e.value);
    case 'choice': return e.value;
    case 'subset': return [...e.querySelectorAll('input:checked')].map((c) => c.value);
    case 'int-list': return e.value.split(/[,\s]+/).filter((x) => x !== '').map(Number);
    default: return e.value;
  }
}

export class OptionsForm {
  constructor(box) {
    this.box = box;
    this.options = [];
  }

  show(preset) {
    this.options = preset.options;
    const filter = el('input', { type: 'search', class: 'filter', 'data-i18n-placeholder': 'lobby.filter',
      placeholder: t('lobby.filter'), oninput: (e) => this.filter(e.target.value) });
    const rows = this.options.map((o) => el('div', { class: 'option', dataset: { key: o.key } },
      el('label', { for: `opt-${o.key}`, class: 'key' }, o.key),
      input(o),
      el('div', { class: 'doc' }, o.doc, o.source ? el('span', { class: 'source' }, ` (${o.source})`) : null),
      el('div', { class: 'allowed' }, `${t('lobby.allowed')}: ${o.allowed}`)));
    fill(this.box, filter, el('div', { class: 'option-list' }, rows));
  }

  filter(text) {
    const q = text.toLowerCase();
    this.box.querySelectorAll('.option').forEach((row) => {
      row.hidden = q !== '' && !row.textContent.toLowerCase().includes(q);
    });
  }

  /** The options whose value differs from the preset's. */
  changes() {
    const out = {};
    for (const o of this.options) {
      const v = read(o, this.box);
      if (JSON.stringify(v) !== JSON.stringify(o.value)) out[o.key] = v;
    }
    return out;
  }
}
