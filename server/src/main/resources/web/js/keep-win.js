// A win: tsumo or ron, the winner (several on one discard where the rules allow), the discarder, and
// each winner's hand: counted at the table (han and fu, from 5 han without fu), a yakuman, or its tiles
// for the server to score; a liable seat (包) where the rules name pao yakuman.
import { t } from './i18n.js';
import { el, fill } from './dom.js';
import { checkButton, choice, field, seatPicker } from './keep-ui.js';
import { handEntry } from './keep-hand.js';

const FU = [20, 25, 30, 40, 50, 60, 70, 80, 90, 100, 110];

/** One winner's value: its mode and inputs, kept while the form is open. */
function valueBlock(board, seat) {
  const v = board.view;
  const pao = v.riichiRules?.pao || [];
  const block = { seat, mode: 'hanfu', han: null, fu: null, yakuman: 1, liable: null, hand: null };
  const box = el('div', { class: 'winner-value', dataset: { seat } });
  const han = choice(Array.from({ length: 13 }, (_, i) => ({ value: i + 1, label: String(i + 1) })), {
    id: `han-${seat}`, cls: 'numbers', onchange: (x) => { block.han = x; draw(); },
  });
  const fu = choice(FU.map((x) => ({ value: x, label: String(x) })), { id: `fu-${seat}`, cls: 'numbers', onchange: (x) => { block.fu = x; } });
  const yakuman = choice([1, 2, 3, 4, 5, 6].map((n) => ({ value: n, label: `×${n}` })), { id: `yakuman-${seat}`, value: 1, cls: 'numbers',
    onchange: (x) => { block.yakuman = x ?? 1; } });
  const liable = seatPicker(v.players, { id: `liable-${seat}`, exclude: [seat], onchange: (x) => { block.liable = x; } });
  const mode = choice([
    { value: 'hanfu', label: t('keep.byHanFu') }, { value: 'yakuman', label: t('res.limit.yakuman') }, { value: 'tiles', label: t('keep.byTiles') },
  ], { value: 'hanfu', id: `mode-${seat}`, cls: 'tabs', onchange: (x) => { block.mode = x ?? 'hanfu'; draw(); } });

  function draw() {
    let content;
    switch (block.mode) {
      case 'yakuman':
        content = [field(t('res.limit.yakuman'), yakuman.el)];
        break;
      case 'tiles':
        block.hand ??= handEntry({ redFives: v.riichiRules?.redFives !== false, id: `hand-${seat}`,
          threePlayer: v.players.length === 3, nuki: !!v.riichiRules?.nukiDora });
        content = [block.hand.el];
        break;
      default:
        content = [field(t('keep.hanLabel'), han.el), block.han === null || block.han < 5 ? field(t('keep.fuLabel'), fu.el) : null,
          v.riichiRules?.nukiDora ? el('p', { class: 'muted small', id: `nuki-help-${seat}` }, t('keep.nukiInHan')) : null];
    }
    const liableField = pao.length && block.mode !== 'hanfu'
      ? el('details', { class: 'liable' }, el('summary', {}, t('res.reason.pao')), el('p', { class: 'muted small' }, t('keep.liableHelp')), liable.el) : null;
    fill(box, el('h3', {}, v.players[seat]), mode.el, content, liableField);
  }

  block.el = box;
  block.draw = draw;
  /** The winner of the report; an Error says what is missing. */
  block.claim = () => {
    const c = { seat };
    switch (block.mode) {
      case 'yakuman':
        c.yakuman = block.yakuman;
        break;
      case 'tiles':
        c.hand = block.hand.value();
        break;
      default:
        if (block.han === null) throw new Error(t('keep.needHan', { who: v.players[seat] }));
        c.han = block.han;
        if (block.han < 5 || block.fu !== null) {
          if (block.fu === null) throw new Error(t('keep.needFu', { who: v.players[seat] }));
          c.fu = block.fu;
        }
    }
    if (block.mode !== 'hanfu' && block.liable !== null) c.liable = block.liable;
    return c;
  };
  draw();
  return block;
}

export function winSheet(board, submit) {
  const v = board.view;
  const multi = (v.riichiRules?.multipleRon || 'double') !== 'headBump';
  const blocks = new Map();
  let way = 'ron';
  let from = null;
  const box = el('div', { class: 'win-form' });

  let prev = [];
  const single = () => way === 'tsumo' || !multi;
  const winners = seatPicker(v.players, {
    multi: true, dealer: v.state.dealer, id: 'win-winners',
    onchange: (seats) => {
      const added = seats.filter((x) => !prev.includes(x));
      if (single() && added.length) winners.set(added);
      prev = winners.value();
      draw();
    },
  });
  const fromPicker = seatPicker(v.players, { dealer: v.state.dealer, id: 'win-from', onchange: (x) => { from = x; draw(); } });
  const wayChoice = choice([{ value: 'tsumo', label: t('res.way.tsumo') }, { value: 'ron', label: t('res.way.ron') }], {
    value: way, id: 'win-way', cls: 'tabs big-tabs', onchange: (x) => { way = x ?? 'ron'; draw(); },
  });

  function draw() {
    let seats = winners.value();
    if (single() && seats.length > 1) {
      seats = [prev[0] ?? seats[0]];
      winners.set(seats);
      prev = seats;
    }
    if (from !== null && seats.includes(from)) {
      from = null;
      fromPicker.set(null);
    }
    fromPicker.exclude(seats);
    for (const s of seats) if (!blocks.has(s)) blocks.set(s, valueBlock(board, s));
    fill(box,
      wayChoice.el,
      field(single() ? t('keep.winner') : t('keep.winners'), winners.el),
      way === 'ron' ? field(t('keep.from'), fromPicker.el) : null,
      seats.map((s) => blocks.get(s).el),
      checkButton('win-check', () => {
        const ws = winners.value();
        if (!ws.length) throw new Error(t('keep.needWinner'));
        if (way === 'ron' && from === null) throw new Error(t('keep.needFrom'));
        const r = { type: 'win', winners: ws.map((s) => blocks.get(s).claim()) };
        if (way === 'ron') r.from = from;
        return r;
      }, submit));
  }

  draw();
  return box;
}
