// A hand's end for the variant's table-side settler (the format of `jantaku settle`), built from the form
// the variant describes (the session's keeping.form, org.jantaku.engine.settle.SettleForm): the winners,
// how they won (the form's ways) and from whom, the winning tile, each seat's concealed tiles and melds
// (the form's meld types), and the form's extras (a flipped tile, horses, a seat's declaration, the first
// discard of a kind and who claimed it), tapped in from the form's tile palette. The words are the
// variant's (FORM.words + .way.KEY, .meld.KEY, .extra.FIELD). The session fills in the dealer and what
// it carries from hand to hand. What the form cannot say can be written as JSON under "Advanced".
import { t } from './i18n.js';
import { el, fill } from './dom.js';
import { tileEl } from './tiles.js';
import { checkButton, choice, field, seatPicker } from './keep-ui.js';
import { mpszText } from './keep-hand.js';

/** A form's word: its words' prefix, then the part (way.self_draw, meld.pong, extra.flip …). */
export function formWord(form, part) {
  return t(`${form.words}.${part}`);
}

export function settleSheet(board, submit) {
  const v = board.view;
  const form = v.keeping.form;
  const bySeats = form.layout === 'seats';
  const extras = (kind) => form.extras.filter((x) => x.kind === kind);
  const meldOf = (key) => form.melds.find((m) => m.key === key);
  const wayOf = (key) => form.ways.find((w) => w.key === key);
  const st = {
    way: form.ways[0].key, winners: [], from: null, win: null,
    tiles: Object.fromEntries(extras('tiles').map((x) => [x.field, []])),
    first: Object.fromEntries(extras('first_discard').map((x) => [x.field, { seat: null, claimedBy: null }])),
    seats: v.players.map(() => ({ hand: [], melds: [], flags: {} })),
    seat: 0, active: { kind: 'hand' }, meldType: form.melds[0].key, meldFrom: null, json: '',
  };
  const box = el('div', { class: 'settle-form' });

  function add(tile) {
    const a = st.active;
    const seat = st.seats[st.seat];
    if (a.kind === 'hand' && seat.hand.length < 14) seat.hand.push(tile);
    if (a.kind === 'win') st.win = tile;
    const slot = extras('tiles').find((x) => x.field === a.kind);
    if (slot) st.tiles[slot.field] = slot.max === 1 ? [tile] : st.tiles[slot.field].concat(st.tiles[slot.field].length < slot.max ? [tile] : []);
    if (a.kind === 'meld' && seat.melds.length < 4) {
      const m = meldOf(st.meldType);
      const n = Number(tile[0]);
      const tiles = m.run ? (tile[1] !== 'z' && n <= 10 - m.tiles ? [...Array(m.tiles).keys()].map((i) => `${n + i}${tile[1]}`) : null)
        : Array(m.tiles).fill(tile);
      if (tiles) seat.melds.push({ type: st.meldType, tile, tiles, from: st.meldFrom });
    }
    draw();
  }

  /** A slot the palette fills: tapping it makes it the target; its tiles can be taken out. */
  function slot(kind, label, tiles, remove) {
    const on = st.active.kind === kind;
    return el('div', { class: `tile-slot${on ? ' on' : ''}`, dataset: { slot: kind }, onclick: () => { st.active = { kind }; draw(); } },
      el('span', { class: 'line-label' }, label),
      tiles.length ? tiles.map((x, i) => {
        const e = tileEl(x, { size: 'sm' });
        e.addEventListener('click', (ev) => { ev.stopPropagation(); remove(i); draw(); });
        return e;
      }) : el('span', { class: 'muted small' }, on ? t('keep.tapTiles') : t('keep.tapHere')));
  }

  /** A meld as the settler reads it: by its kind (seats layout) or its tiles; from whom when it is open. */
  function meldJson(m) {
    const meld = bySeats ? { type: m.type, tile: m.tile } : { type: m.type, tiles: mpszText(m.tiles) };
    if (m.from !== null && meldOf(m.type).open) meld.from = m.from;
    return meld;
  }

  function build() {
    if (st.json.trim()) return JSON.parse(st.json);
    const hand = {};
    const wins = st.winners.map((seat) => {
      const w = { seat, way: st.way };
      if (wayOf(st.way).from && st.from !== null) w.from = st.from;
      if (bySeats) {
        w.tile = st.win;
      } else {
        w.hand = mpszText(st.seats[seat].hand);
        if (st.win) w.win_tile = st.win;
      }
      return w;
    });
    if (bySeats) {
      hand.seats = st.seats.map((s) => {
        const o = {};
        if (s.hand.length) o.hand = mpszText(s.hand);
        if (s.melds.length) o.melds = s.melds.map(meldJson);
        for (const x of extras('seat_flag')) if (s.flags[x.field]) o[x.field] = true;
        return o;
      });
    } else {
      const melds = st.seats.map((s) => s.melds.map(meldJson));
      if (melds.some((m) => m.length)) hand.melds = melds;
    }
    if (wins.length) hand.wins = wins;
    for (const x of extras('tiles')) {
      const tiles = st.tiles[x.field];
      if (tiles.length) hand[x.field] = x.max === 1 ? tiles[0] : tiles.slice();
    }
    for (const x of extras('first_discard')) {
      const f = st.first[x.field];
      if (f.seat !== null) hand[x.field] = f.claimedBy !== null ? { seat: f.seat, claimed_by: f.claimedBy } : { seat: f.seat };
    }
    return hand;
  }

  /** The extras after the palette: tile slots and the first discard of a kind, in the form's order. */
  function extraEls() {
    return form.extras.map((x) => {
      if (x.kind === 'tiles') {
        return slot(x.field, formWord(form, `extra.${x.field}`), st.tiles[x.field], (i) => st.tiles[x.field].splice(i, 1));
      }
      if (x.kind === 'first_discard') {
        const f = st.first[x.field];
        return el('details', { dataset: { extra: x.field } }, el('summary', {}, formWord(form, `extra.${x.field}`)),
          field(formWord(form, `extra.${x.field}.by`), seatPicker(v.players, { id: `${x.field}-by`, value: f.seat, onchange: (s) => { f.seat = s; } }).el),
          field(formWord(form, `extra.${x.field}.claimed`),
            seatPicker(v.players, { id: `${x.field}-claimed`, value: f.claimedBy, onchange: (s) => { f.claimedBy = s; } }).el));
      }
      return null;
    });
  }

  function draw() {
    const seat = st.seats[st.seat];
    const way = choice(form.ways.map((w) => ({ value: w.key, label: formWord(form, `way.${w.key}`) })), {
      value: st.way, id: 'settle-way', onchange: (x) => { st.way = x ?? form.ways[0].key; draw(); },
    });
    const winners = seatPicker(v.players, { multi: true, id: 'settle-winners', value: st.winners, onchange: (x) => { st.winners = x; draw(); } });
    const from = seatPicker(v.players, { id: 'settle-from', value: st.from, onchange: (x) => { st.from = x; } });
    const seatTabs = choice(v.players.map((name, i) => ({ value: i, label: name })), {
      value: st.seat, id: 'settle-seat', cls: 'tabs', onchange: (x) => { st.seat = x ?? 0; st.active = { kind: 'hand' }; draw(); },
    });
    const meldType = choice(form.melds.map((m) => ({ value: m.key, label: formWord(form, `meld.${m.key}`) })), {
      value: st.meldType, id: 'settle-meld-type', onchange: (x) => { st.meldType = x ?? form.melds[0].key; st.active = { kind: 'meld' }; draw(); },
    });
    const meldFrom = seatPicker(v.players, { id: 'settle-meld-from', value: st.meldFrom, exclude: [st.seat], onchange: (x) => { st.meldFrom = x; } });
    const json = el('textarea', { id: 'settle-json', rows: 4, placeholder: t('keep.jsonPlaceholder'), oninput: (e) => { st.json = e.target.value; } }, st.json);
    fill(box,
      field(t('keep.winners'), winners.el, el('p', { class: 'muted small' }, t('keep.noWinnerDrawn'))),
      st.winners.length ? field(t('keep.way'), way.el) : null,
      st.winners.length && wayOf(st.way).from ? field(t('keep.from'), from.el) : null,
      st.winners.length ? slot('win', t('keep.winTile'), st.win ? [st.win] : [], () => { st.win = null; }) : null,
      el('h3', {}, t('keep.seatTiles')), seatTabs.el,
      slot('hand', t('keep.concealed'), seat.hand, (i) => seat.hand.splice(i, 1)),
      el('div', { class: `meld-edit${st.active.kind === 'meld' ? ' on' : ''}` },
        slot('meld', t('keep.tiles.melds'), seat.melds.map((m) => m.tile), (i) => seat.melds.splice(i, 1)),
        st.active.kind === 'meld' ? [meldType.el, field(t('keep.meldFrom'), meldFrom.el)] : null),
      extras('seat_flag').map((x) => el('label', { class: 'fact' }, el('input', { type: 'checkbox', id: `settle-${x.field}`, checked: !!seat.flags[x.field],
        onchange: (e) => { seat.flags[x.field] = e.target.checked; } }), ` ${formWord(form, `extra.${x.field}`)}`)),
      el('div', { class: 'tile-palette', id: 'settle-palette' }, form.tiles.map((k) => el('button', {
        type: 'button', class: 'tile-key', dataset: { tile: k }, 'aria-label': k, onclick: () => add(k),
      }, tileEl(k)))),
      extraEls(),
      el('details', { class: 'advanced' }, el('summary', {}, t('keep.advanced')), el('p', { class: 'muted small' }, t('keep.jsonHelp')), json,
        el('button', { type: 'button', class: 'small', onclick: () => { st.json = JSON.stringify(build()); draw(); } }, t('keep.showJson'))),
      checkButton('settle-check', () => ({ type: 'hand', hand: build() }), submit));
  }

  draw();
  return box;
}
