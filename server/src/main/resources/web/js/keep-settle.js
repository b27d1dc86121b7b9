// A 捉鸡 or 广东 hand's end, built for the variant's table-side settler (the format of `jantaku
// settle`: docs/guizhou.md, docs/guangdong.md): the winners, how they won and from whom, the winning
// tile, each seat's concealed tiles and melds (捉鸡: 报听, the flipped tile, who discarded the first
// 1条 and who claimed it; 广东: the horses), tapped in from one tile palette. The session fills in the
// dealer and streak. What the form cannot say can be written as JSON under "Advanced".
import { t } from './i18n.js';
import { el, fill } from './dom.js';
import { tileEl } from './tiles.js';
import { checkButton, choice, field, seatPicker } from './keep-ui.js';
import { mpszText } from './keep-hand.js';

const WAYS = {
  guizhou: ['self_draw', 'discard', 'kong_draw', 'hot_discard', 'robbed_kong'],
  guangdong: ['self_draw', 'discard', 'kong_flower', 'robbed_kong'],
};
const MELDS = {
  guizhou: ['pong', 'diandou', 'mendou', 'zhuanwandou'],
  guangdong: ['chi', 'pon', 'kong', 'added_kong', 'concealed_kong'],
};
const FROM_WAYS = ['discard', 'hot_discard', 'robbed_kong', 'kong_flower'];

function kinds(variant) {
  const suits = [...'mps'].flatMap((s) => [1, 2, 3, 4, 5, 6, 7, 8, 9].map((n) => `${n}${s}`));
  return variant === 'guizhou' ? suits : suits.concat([1, 2, 3, 4, 5, 6, 7].map((n) => `${n}z`));
}

export function settleSheet(board, submit) {
  const v = board.view;
  const variant = v.variant;
  const gz = variant === 'guizhou';
  const st = {
    way: 'self_draw', winners: [], from: null, win: null, flip: null, horses: [],
    seats: [0, 1, 2, 3].map(() => ({ hand: [], melds: [], baoting: false })),
    seat: 0, active: { kind: 'hand' }, meldType: MELDS[variant][0], meldFrom: null, first1s: null, claimedBy: null, json: '',
  };
  const box = el('div', { class: 'settle-form' });

  function add(tile) {
    const a = st.active;
    const seat = st.seats[st.seat];
    if (a.kind === 'hand' && seat.hand.length < 14) seat.hand.push(tile);
    if (a.kind === 'win') st.win = tile;
    if (a.kind === 'flip') st.flip = tile;
    if (a.kind === 'horses' && st.horses.length < 12) st.horses.push(tile);
    if (a.kind === 'meld' && seat.melds.length < 4) {
      const n = Number(tile[0]);
      const tiles = st.meldType === 'chi' ? (tile[1] !== 'z' && n <= 7 ? [n, n + 1, n + 2].map((k) => `${k}${tile[1]}`) : null)
        : Array(['pong', 'pon'].includes(st.meldType) ? 3 : 4).fill(tile);
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

  function build() {
    if (st.json.trim()) return JSON.parse(st.json);
    const hand = {};
    const seats = st.seats.map((s) => {
      const o = {};
      if (gz && s.hand.length) o.hand = mpszText(s.hand);
      if (s.melds.length) {
        o.melds = s.melds.map((m) => {
          const meld = gz ? { type: m.type, tile: m.tile } : { type: m.type, tiles: mpszText(m.tiles) };
          if (m.from !== null && m.type !== 'mendou' && m.type !== 'concealed_kong') meld.from = m.from;
          return meld;
        });
      }
      if (gz && s.baoting) o.baoting = true;
      return o;
    });
    const wins = st.winners.map((seat) => {
      const w = { seat, way: st.way };
      if (FROM_WAYS.includes(st.way) && st.from !== null) w.from = st.from;
      if (gz) {
        w.tile = st.win;
      } else {
        w.hand = mpszText(st.seats[seat].hand);
        if (st.win) w.win_tile = st.win;
      }
      return w;
    });
    if (gz) {
      hand.seats = seats;
      if (wins.length) hand.wins = wins;
      if (st.flip) hand.flip = st.flip;
      if (st.first1s !== null) hand.first_1s = st.claimedBy !== null ? { seat: st.first1s, claimed_by: st.claimedBy } : { seat: st.first1s };
    } else {
      const melds = seats.map((s) => s.melds || []);
      if (melds.some((m) => m.length)) hand.melds = melds;
      if (wins.length) hand.wins = wins;
      if (st.horses.length) hand.horses = mpszText(st.horses);
    }
    return hand;
  }

  function draw() {
    const seat = st.seats[st.seat];
    const way = choice(WAYS[variant].map((w) => ({ value: w, label: t(`keep.way.${w}`) })), {
      value: st.way, id: 'settle-way', onchange: (x) => { st.way = x ?? 'self_draw'; draw(); },
    });
    const winners = seatPicker(v.players, { multi: true, id: 'settle-winners', value: st.winners, onchange: (x) => { st.winners = x; draw(); } });
    const from = seatPicker(v.players, { id: 'settle-from', value: st.from, onchange: (x) => { st.from = x; } });
    const seatTabs = choice(v.players.map((name, i) => ({ value: i, label: name })), {
      value: st.seat, id: 'settle-seat', cls: 'tabs', onchange: (x) => { st.seat = x ?? 0; st.active = { kind: 'hand' }; draw(); },
    });
    const meldType = choice(MELDS[variant].map((m) => ({ value: m, label: t(`keep.gmeld.${m}`) })), {
      value: st.meldType, id: 'settle-meld-type', onchange: (x) => { st.meldType = x ?? MELDS[variant][0]; st.active = { kind: 'meld' }; draw(); },
    });
    const meldFrom = seatPicker(v.players, { id: 'settle-meld-from', value: st.meldFrom, exclude: [st.seat], onchange: (x) => { st.meldFrom = x; } });
    const json = el('textarea', { id: 'settle-json', rows: 4, placeholder: t('keep.jsonPlaceholder'), oninput: (e) => { st.json = e.target.value; } }, st.json);
    fill(box,
      field(t('keep.winners'), winners.el, el('p', { class: 'muted small' }, t('keep.noWinnerDrawn'))),
      st.winners.length ? field(t('keep.way'), way.el) : null,
      st.winners.length && FROM_WAYS.includes(st.way) ? field(t('keep.from'), from.el) : null,
      st.winners.length ? slot('win', t('keep.winTile'), st.win ? [st.win] : [], () => { st.win = null; }) : null,
      el('h3', {}, t('keep.seatTiles')), seatTabs.el,
      slot('hand', t('keep.concealed'), seat.hand, (i) => seat.hand.splice(i, 1)),
      el('div', { class: `meld-edit${st.active.kind === 'meld' ? ' on' : ''}` },
        slot('meld', t('keep.tiles.melds'), seat.melds.map((m) => m.tile), (i) => seat.melds.splice(i, 1)),
        st.active.kind === 'meld' ? [meldType.el, field(t('keep.meldFrom'), meldFrom.el)] : null),
      gz ? el('label', { class: 'fact' }, el('input', { type: 'checkbox', id: 'settle-baoting', checked: seat.baoting,
        onchange: (e) => { seat.baoting = e.target.checked; } }), ` ${t('keep.baoting')}`) : null,
      el('div', { class: 'tile-palette', id: 'settle-palette' }, kinds(variant).map((k) => el('button', {
        type: 'button', class: 'tile-key', dataset: { tile: k }, 'aria-label': k, onclick: () => add(k),
      }, tileEl(k)))),
      gz ? [slot('flip', t('keep.flip'), st.flip ? [st.flip] : [], () => { st.flip = null; }),
        el('details', {}, el('summary', {}, t('keep.first1s')),
          field(t('keep.first1sBy'), seatPicker(v.players, { id: 'first1s', value: st.first1s, onchange: (x) => { st.first1s = x; } }).el),
          field(t('keep.first1sClaimed'), seatPicker(v.players, { id: 'first1s-claimed', value: st.claimedBy, onchange: (x) => { st.claimedBy = x; } }).el))]
        : slot('horses', t('keep.horses'), st.horses, (i) => st.horses.splice(i, 1)),
      el('details', { class: 'advanced' }, el('summary', {}, t('keep.advanced')), el('p', { class: 'muted small' }, t('keep.jsonHelp')), json,
        el('button', { type: 'button', class: 'small', onclick: () => { st.json = JSON.stringify(build()); draw(); } }, t('keep.showJson'))),
      checkButton('settle-check', () => ({ type: 'hand', hand: build() }), submit));
  }

  draw();
  return box;
}
