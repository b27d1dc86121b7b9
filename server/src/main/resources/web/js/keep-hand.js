// A winning Riichi hand entered tile by tile, for the server to score (a win's "hand", as a
// `jantaku score` request: docs/score-jsonl.md): big tile buttons add to the concealed tiles, the
// melds, or the dora and ura indicators; the last concealed tile added is the winning tile; tapping a
// shown tile takes it out. The situation flags the table knows (ippatsu, haitei …) are ticked here;
// winds, riichi, self-draw, honba and sticks come from the session. At a three-player table the
// palette has no 2m-8m and no chi, and with 北抜き the Norths set aside are counted (the request's "nuki").
import { t } from './i18n.js';
import { el, fill } from './dom.js';
import { ALL_KINDS, RED_FIVES, tileEl } from './tiles.js';
import { choice, field } from './keep-ui.js';
import { flagWord } from './result-text.js';

const FLAGS = ['ippatsu', 'rinshan', 'chankan', 'haitei', 'houtei', 'double_riichi', 'tenhou', 'chiihou'];
/** The melds by their keys in the request, each with its key in Riichi's meld words (riichi.meld.KEY, its terms'). */
const MELDS = { chi: 'chi', pon: 'pon', minkan: 'open_kan', ankan: 'closed_kan', kakan: 'added_kan' };
const meldWord = (type) => t(`riichi.meld.${MELDS[type]}`);

/** Tiles written as MPSZ, each suit's digits together: ["1m","2m","5z"] → "12m5z". */
export function mpszText(tiles) {
  let out = '';
  let digits = '';
  let suit = '';
  for (const tile of tiles) {
    if (tile[1] !== suit && digits) {
      out += digits + suit;
      digits = '';
    }
    suit = tile[1];
    digits += tile[0];
  }
  return digits ? out + digits + suit : out;
}

/** The tiles of a meld called on {@code tile}: a run from it for chi, three or four of it otherwise (a red five once). */
function meldTiles(type, tile, red) {
  const n = tile[0] === '0' ? 5 : Number(tile[0]);
  const suit = tile[1];
  const five = (k) => (k === 5 && (red || tile[0] === '0') ? '0' : String(k));
  if (type === 'chi') {
    if (suit === 'z' || n > 7) return null;
    return [n, n + 1, n + 2].map((k) => `${five(k)}${suit}`);
  }
  const size = type === 'pon' ? 3 : 4;
  const plain = `${n}${suit}`;
  const out = Array(size).fill(plain);
  if (n === 5 && suit !== 'z' && (red || tile[0] === '0')) out[0] = `0${suit}`;
  return out;
}

export function handEntry({ redFives = true, id = 'hand', threePlayer = false, nuki = false } = {}) {
  const state = { hand: [], melds: [], dora: [], ura: [], target: 'hand', meldType: 'pon', red: false, nuki: 0 };
  const melds = Object.keys(MELDS).filter((m) => !threePlayer || m !== 'chi');
  // three players: 2m-8m (and the red 5m) are not in the set
  const inSet = (k) => !threePlayer || k[1] !== 'm' || k[0] === '1' || k[0] === '9';
  const flags = FLAGS.map((f) => ({ f, input: el('input', { type: 'checkbox', id: `${id}-flag-${f}` }) }));
  const box = el('div', { class: 'hand-entry', id });
  const shown = el('div', { class: 'hand-shown' });
  const meldBar = el('div', { class: 'meld-bar' });
  const palette = el('div', { class: 'tile-palette', id: `${id}-palette` });

  const removable = (list, i) => {
    const tileBox = tileEl(list[i]);
    tileBox.classList.add('removable');
    tileBox.addEventListener('click', () => { list.splice(i, 1); draw(); });
    return tileBox;
  };

  function add(tile) {
    switch (state.target) {
      case 'hand':
        if (state.hand.length < 14) state.hand.push(tile);
        break;
      case 'melds': {
        const tiles = meldTiles(state.meldType, tile, state.red);
        if (tiles && state.melds.length < 4) state.melds.push({ type: state.meldType, tiles });
        break;
      }
      default:
        if (state[state.target].length < 5) state[state.target].push(tile);
    }
    draw();
  }

  const target = choice(['hand', 'melds', 'dora', 'ura'].map((x) => ({ value: x, label: t(`keep.tiles.${x}`) })), {
    value: 'hand', id: `${id}-target`, cls: 'tabs', onchange: (x) => { state.target = x ?? 'hand'; draw(); },
  });

  function drawShown() {
    const need = 14 - 3 * state.melds.length;
    const rows = [];
    const handRow = el('div', { class: 'tile-line hand-line', dataset: { count: state.hand.length } },
      el('span', { class: 'line-label' }, `${t('keep.tiles.hand')} ${state.hand.length}/${need}`),
      state.hand.map((_, i) => {
        const x = removable(state.hand, i);
        if (i === state.hand.length - 1) x.classList.add('win-tile');
        return x;
      }));
    rows.push(handRow);
    if (state.melds.length || state.target === 'melds') {
      rows.push(el('div', { class: 'tile-line' }, el('span', { class: 'line-label' }, t('keep.tiles.melds')),
        state.melds.map((m, i) => el('span', { class: 'meld-shown', title: m.type, onclick: () => { state.melds.splice(i, 1); draw(); } },
          el('small', {}, meldWord(m.type)), m.tiles.map((x) => tileEl(x, { size: 'sm' }))))));
    }
    for (const k of ['dora', 'ura']) {
      if (state[k].length || state.target === k) {
        rows.push(el('div', { class: 'tile-line' }, el('span', { class: 'line-label' }, t(`keep.tiles.${k}`)),
          state[k].map((_, i) => removable(state[k], i))));
      }
    }
    fill(shown, rows);
    if (state.target === 'melds') {
      const type = choice(melds.map((m) => ({ value: m, label: meldWord(m) })), { value: state.meldType, id: `${id}-meld-type`,
        onchange: (m) => { state.meldType = m ?? 'pon'; } });
      fill(meldBar, type.el, redFives ? el('label', { class: 'red-toggle' },
        el('input', { type: 'checkbox', checked: state.red, onchange: (e) => { state.red = e.target.checked; } }), ` ${t('keep.redFive')}`) : null,
      el('p', { class: 'muted small' }, t('keep.meldHelp')));
    } else {
      fill(meldBar, state.target === 'hand' ? el('p', { class: 'muted small' }, t('keep.handHelp')) : null);
    }
  }

  function drawPalette() {
    fill(palette, [...ALL_KINDS, ...(redFives ? RED_FIVES : [])].filter(inSet).map((k) => {
      const b = el('button', { type: 'button', class: 'tile-key', dataset: { tile: k }, 'aria-label': k, onclick: () => add(k) }, tileEl(k));
      return b;
    }));
  }

  function draw() {
    drawShown();
  }

  drawPalette();
  draw();
  const nukiCount = nuki ? choice([0, 1, 2, 3, 4].map((n) => ({ value: n, label: String(n) })), {
    value: 0, id: `${id}-nuki`, cls: 'numbers', onchange: (n) => { state.nuki = n ?? 0; } }) : null;
  fill(box, target.el, shown, meldBar, palette,
    nukiCount ? field(t('keep.nuki'), nukiCount.el) : null,
    el('div', { class: 'hand-flags' }, flags.map((x) => el('label', { class: 'fact' }, x.input, ` ${t(flagWord(x.f))}`))));

  return {
    el: box,
    /** The hand as a report's "hand"; an Error says what is missing. */
    value() {
      const need = 14 - 3 * state.melds.length;
      if (state.hand.length !== need) throw new Error(t('keep.handCount', { n: state.hand.length, need }));
      const out = { hand: mpszText(state.hand), win: state.hand[state.hand.length - 1] };
      if (state.melds.length) out.melds = state.melds.map((m) => `${m.type}:${mpszText(m.tiles)}`);
      if (state.dora.length) out.dora = mpszText(state.dora);
      if (state.ura.length) out.ura = mpszText(state.ura);
      flags.forEach((x) => { if (x.input.checked) out[x.f] = true; });
      if (state.nuki > 0) out.nuki = state.nuki;
      return out;
    },
  };
}
