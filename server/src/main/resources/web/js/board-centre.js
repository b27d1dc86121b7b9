// The centre of the table: the hand's label and streak, the counters (本場 and riichi sticks),
// tiles left, dora indicators (Riichi) and face-down horses (推倒胡 买马): whichever the view has.
import { t } from './i18n.js';
import { el } from './dom.js';
import { tileEl } from './tiles.js';
import { roundText, streakText } from './rounds.js';

/** A counter: a drawn stick and ×n, the full text as its title. */
function counter(kind, n, title) {
  return el('span', { class: `counter ${kind}`, title }, el('i', { class: `stick ${kind}` }), `×${n}`);
}

export function centreEl(view) {
  const lines = [el('div', { class: 'round' }, roundText(view), ' ', el('small', {}, streakText(view)))];
  const counters = [];
  if (view.honba !== undefined) {
    counters.push(counter('honba', view.honba, t('round.honba', { n: view.honba })));
    counters.push(counter('sticks', view.riichi_sticks, t('board.sticks', { n: view.riichi_sticks })));
  }
  counters.push(el('span', { class: 'left', title: t('board.tilesLeft', { n: view.tiles_left }) },
    t('board.left', { n: view.tiles_left })));
  lines.push(el('div', { class: 'counters' }, counters));
  if (view.dora_indicators?.length) {
    lines.push(el('div', { class: 'dora', title: t('res.dora') }, view.dora_indicators.map((x) => tileEl(x))));
  }
  if (view.horses_face_down > 0) {
    const horses = [];
    for (let i = 0; i < view.horses_face_down; i++) horses.push(tileEl(null, { back: true }));
    lines.push(el('div', { class: 'horses', title: t('guangdong.board.horses', { n: view.horses_face_down }) },
      el('span', {}, t('res.horses')), horses));
  }
  return el('div', { class: 'centre' }, lines);
}
