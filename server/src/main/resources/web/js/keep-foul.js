// A foul from the penalty chapter: the common ones first, then every item the rules let one report
// (in the page's language, searchable), the offender, and the facts the chosen letter asks (the
// session's fouls list says which: yes/no facts, how many tiles were shown, the other seat named,
// what the voice called).
import { t } from './i18n.js';
import { el, fill } from './dom.js';
import { checkButton, choice, factName, field, itemName, seatPicker } from './keep-ui.js';

/** The fouls a table meets most, shown first. */
const COMMON = ['7-05-01', '7-05-09', '7-04-01', '7-04-02', '7-05-02', '7-05-07', '7-05-10', '7-05-11', '7-05-12', '7-05-17'];
const SECTIONS = ['7-04', '7-05', '7-06', '7-07', '7-08', '7-09'];
/** What a voice may have announced (facts.call). */
const CALLS = ['chi', 'pon', 'kan', 'riichi', 'win'];

export function foulSheet(board, submit) {
  const v = board.view;
  const fouls = v.fouls || [];
  let query = '';
  let chosen = null;
  const box = el('div', {});

  const itemButton = (f) => el('button', { type: 'button', class: 'item-pick', dataset: { item: f.id }, onclick: () => { chosen = f; draw(); } },
    el('span', { class: 'item-id' }, f.id), el('span', { class: 'item-name' }, itemName(f)));

  function list() {
    const q = query.trim().toLowerCase();
    const match = (f) => !q || f.id.includes(q) || itemName(f).toLowerCase().includes(q) || f.english.toLowerCase().includes(q)
      || f.term.includes(query.trim());
    const common = fouls.filter((f) => COMMON.includes(f.id) && match(f)).sort((a, b) => COMMON.indexOf(a.id) - COMMON.indexOf(b.id));
    return [
      !q && common.length ? el('div', { class: 'item-group' }, el('h3', {}, t('keep.commonFouls')), common.map(itemButton)) : null,
      SECTIONS.map((sec) => {
        const items = fouls.filter((f) => f.id.startsWith(`${sec}-`) && match(f) && (q || !COMMON.includes(f.id)));
        return items.length ? el('div', { class: 'item-group' }, el('h3', {}, t(`keep.section.${sec}`)), items.map(itemButton)) : null;
      }),
    ];
  }

  function details() {
    const f = chosen;
    const seat = seatPicker(v.players, { dealer: v.state.dealer, id: 'foul-seat' });
    const flags = f.facts.filter((x) => !['tiles', 'other', 'call'].includes(x)).map((x) => ({
      fact: x, input: el('input', { type: 'checkbox', id: `fact-${x}` }),
    }));
    const tiles = f.facts.includes('tiles') ? el('input', { type: 'number', id: 'fact-tiles', min: 0, max: 14, value: 0, inputmode: 'numeric' }) : null;
    const other = f.facts.includes('other') ? seatPicker(v.players, { id: 'fact-other' }) : null;
    const call = f.facts.includes('call') ? choice(CALLS.map((c) => ({ value: c, label: t(`keep.call.${c}`) })), { id: 'fact-call' }) : null;
    return el('div', { class: 'foul-details' },
      el('div', { class: 'chosen-item' }, el('b', {}, `${f.id} ${itemName(f)}`),
        el('button', { type: 'button', class: 'small', id: 'foul-change', onclick: () => { chosen = null; draw(); } }, t('keep.change'))),
      el('p', { class: 'letter-line' }, el('span', { class: 'chip' }, t('keep.letter', { letter: f.letter })), ' ', el('code', {}, f.code),
        el('span', { class: 'muted small', lang: 'en' }, ` ${f.meaning}`)),
      field(t('keep.offender'), seat.el),
      flags.length || tiles || other || call ? el('div', { class: 'facts' }, el('h3', {}, t('keep.facts')),
        call ? field(factName('call'), call.el) : null,
        flags.map((x) => el('label', { class: 'fact' }, x.input, ` ${factName(x.fact)}`)),
        tiles ? field(factName('tiles'), tiles) : null,
        other ? field(factName('other'), other.el) : null) : el('p', { class: 'muted small' }, t('keep.noFacts')),
      checkButton('foul-check', () => {
        const r = { type: 'foul', item: f.id, seat: seat.value() };
        const facts = {};
        flags.forEach((x) => { if (x.input.checked) facts[x.fact] = true; });
        if (tiles && Number(tiles.value) > 0) facts.tiles = Number(tiles.value);
        if (other && other.value() !== null) facts.other = other.value();
        if (call && call.value() !== null) facts.call = call.value();
        if (Object.keys(facts).length) r.facts = facts;
        return r;
      }, submit));
  }

  let listBox = null;
  function draw() {
    if (chosen) {
      fill(box, details());
      return;
    }
    const search = el('input', { type: 'search', id: 'foul-search', value: query, placeholder: t('keep.foulSearch'),
      oninput: (e) => { query = e.target.value; fill(listBox, list()); } });
    listBox = el('div', { class: 'item-list', id: 'foul-items' }, list());
    fill(box, search, listBox);
  }

  draw();
  return box;
}
