// The end of a hand and of a game, drawn from the server's typed result views (docs/protocol.md,
// hand_end and game_end): the round, a headline (who won from whom, or the kind of draw), each
// winning hand with its melds and winning tile and its yaku / fan / pattern list (at a draw, the hands
// laid open), the variant's
// lines of tiles and notes as it captions them (dora and ura indicators, horses 买马, 烧光), Guizhou's chickens 鸡 and 查叫,
// the payment table; at a
// game's end the standings, uma, and links to the replay and to a new table with the same seats.
import { t } from './i18n.js';
import { getJson, param } from './api.js';
import { el } from './dom.js';
import { tileEl, tileRow } from './tiles.js';
import { handEl, meldEl, valueEl } from './result-hand.js';
import { paymentsEl } from './result-payments.js';
import { label, num, seatName, namesOf } from './result-text.js';
import { caption } from './rounds.js';

/**
 * The screen of one result view (a hand_end's or a game_end's result).
 *
 * @param names the seats' names
 * @param ctx {gameId, table (its summary: preset and seats), replay (false to leave out the replay link)}
 */
export function drawResults(view, names, ctx = {}) {
  if (view && Array.isArray(view.standings)) return gameEl(view, names, ctx);
  if (view && view.outcome) return handEndEl(view, names);
  throw new Error(`not a result view: ${JSON.stringify(view).slice(0, 80)}`);
}

function headlineEl(v, names) {
  const o = v.outcome;
  if (o.kind === 'win') {
    const self = o.winners.length === 1 && o.winners[0] === o.from;
    const big = o.winners.length > 1 ? t(o.winners.length > 2 ? 'res.multi3' : 'res.multi2') : label(o.way);
    const who = namesOf(names, o.winners, 'res.and');
    const sub = self ? t('res.who.self', { who })
      : t(o.winners.length > 1 ? 'res.who.many' : 'res.who.from', { who, from: seatName(names, o.from) });
    return el('div', { class: 'res-headline win', dataset: { outcome: 'win', winners: o.winners.join(','), from: o.from } },
      el('strong', { class: 'res-big' }, big), el('span', { class: 'res-sub' }, sub));
  }
  return el('div', { class: 'res-headline draw', dataset: { outcome: 'draw', draw: o.draw.key } },
    el('strong', { class: 'res-big' }, label(o.draw)), readyEl(v, names));
}

/** Who was tenpai (Riichi's exhaustive draw) or ready (Guizhou 黄庄), in the words the view names. */
function readyEl(v, names) {
  const o = v.outcome;
  const terms = v.ready_terms;
  if (!terms) return null;
  const text = o.ready.length === 0 ? t(`res.ready.none.${terms}`) : o.ready.length === seatCount(v) ? t(`res.ready.all.${terms}`)
    : t(`res.ready.${terms}`, { who: namesOf(names, o.ready) });
  return el('span', { class: 'res-sub' }, text);
}

function winEl(w, v, names) {
  return el('section', { class: 'res-win', dataset: { seat: w.seat } },
    el('div', { class: 'res-who' }, el('span', { class: 'name' }, seatName(names, w.seat))),
    handEl(w, seatCount(v)), valueEl(w, v.variant));
}

/** A hand laid open at a draw (a tenpai hand at Riichi's exhaustive draw): its tiles and melds. */
/** How many seats the hand's table has (三人麻雀: three), from its payment table. */
function seatCount(v) {
  return v.payments?.seats?.length ?? 4;
}

function shownEl(h, names, seats) {
  return el('section', { class: 'res-win res-shown', dataset: { seat: h.seat } },
    el('div', { class: 'res-who' }, el('span', { class: 'name' }, seatName(names, h.seat))),
    el('div', { class: 'res-hand' }, el('span', { class: 'res-concealed' }, tileRow(h.hand)),
      h.melds.length ? el('span', { class: 'res-melds' }, h.melds.map((m) => meldEl(m, h.seat, seats))) : null));
}

/** A caption of the view whose {@code who} and {@code from} arguments are seats, written as their players' names. */
function seatCaption(c, names) {
  const raw = {};
  for (const name of ['who', 'from']) if (typeof c.args[name] === 'number') raw[name] = seatName(names, c.args[name]);
  return caption(c, raw);
}

/** A line of tiles: its caption, the tiles, and each tile's note where the line has them (a horse's seat). */
function tileLineEl(line, names) {
  const tiles = line.notes.length === 0 ? tileRow(line.tiles)
    : line.tiles.map((x, i) => el('span', { class: 'res-noted' }, tileEl(x), el('span', { class: 'res-note' }, seatCaption(line.notes[i], names))));
  return el('div', { class: 'res-tiles-line' }, el('span', { class: 'res-label' }, caption(line.caption)), tiles);
}

/** The variant's lines of tiles (dora and ura indicators, horses) and notes (烧光), then Guizhou's chickens and 查叫. */
function extrasEl(v, names) {
  const out = [];
  (v.tile_lines ?? []).forEach((line) => out.push(tileLineEl(line, names)));
  if (v.chickens) out.push(chickensEl(v.chickens, names));
  if (v.chajiao?.length) out.push(chajiaoEl(v.chajiao, names));
  (v.notes ?? []).forEach((c) => out.push(el('p', { class: 'res-note-line' }, seatCaption(c, names))));
  return out.length ? el('div', { class: 'res-extras' }, out) : null;
}

function chickensEl(c, names) {
  const first = c.first_one_sou;
  return el('div', { class: 'res-chickens' },
    el('div', { class: 'res-tiles-line' }, el('span', { class: 'res-label' }, t('res.chickens')),
      c.flip ? el('span', { class: 'res-flip' }, `${t('res.flip')}:`, tileEl(c.flip)) : null,
      c.tiles.map((x) => el('span', { class: 'res-chicken', title: x.names.map(label).join(', ') }, tileEl(x.tile),
        el('span', { class: 'res-units' }, t('res.units', { n: x.units })),
        el('span', { class: 'res-chicken-name' }, x.names.map(label).join(' '))))),
    first ? el('div', { class: 'res-first' }, el('strong', {}, label(first.kind)), ' ', tileEl(first.tile), ' ',
      first.claimer === null ? t('res.chongfengji', { who: seatName(names, first.discarder) })
        : t('res.zerenji', { who: seatName(names, first.claimer), from: seatName(names, first.discarder) })) : null);
}

function chajiaoEl(list, names) {
  return el('div', { class: 'res-chajiao' }, el('div', { class: 'res-label' }, t('res.chajiao')),
    el('table', { class: 'res-items' },
      el('tr', {}, el('th', {}, t('res.player')), el('th', {}, t('res.wait')), el('th', {}, t('res.pattern')),
        el('th', { class: 'num' }, t('res.value'))),
      list.map((r) => el('tr', { dataset: { seat: r.seat } }, el('td', {}, seatName(names, r.seat)), el('td', {}, tileEl(r.wait)),
        el('td', {}, label(r.pattern)), el('td', { class: 'num' }, num(r.value))))));
}

function handEndEl(v, names) {
  const dealer = v.round.dealer;
  return el('div', { class: `results res-hand-end res-${v.variant}`, dataset: { variant: v.variant } },
    el('div', { class: 'res-round' }, (v.round_labels ?? []).map(caption).join(' · ')),
    headlineEl(v, names),
    v.wins.map((w) => winEl(w, v, names)),
    v.outcome.kind === 'draw' ? (v.outcome.shown || []).map((h) => shownEl(h, names, seatCount(v))) : null,
    extrasEl(v, names),
    paymentsEl(v, names, dealer));
}

/** Final points in tenths of a thousand (460 = +46.0). */
function pointsText(tenths) {
  const p = Math.abs(tenths) / 10;
  return `${tenths > 0 ? '+' : tenths < 0 ? '−' : '±'}${p.toFixed(1)}`;
}

function gameEl(g, names, ctx) {
  const order = [...g.standings].sort((a, b) => a.place - b.place || a.seat - b.seat);
  const points = g.standings.some((s) => s.points !== null);
  const rows = order.map((s) => el('tr', { class: `res-standing place-${s.place}`, dataset: { seat: s.seat, place: s.place, score: s.score } },
    el('td', { class: 'res-place' }, t(`res.placeN.${s.place}`)),
    el('td', { class: 'res-name' }, seatName(names, s.seat)),
    el('td', { class: 'num' }, num(s.score)),
    points ? el('td', { class: `num res-points ${s.points > 0 ? 'plus' : s.points < 0 ? 'minus' : 'zero'}` }, pointsText(s.points)) : null));
  return el('div', { class: 'results res-game-end', dataset: { variant: g.variant } },
    el('table', { class: 'res-standings', 'aria-label': t('res.standings') },
      el('thead', {}, el('tr', {}, el('th', {}, t('res.place')), el('th', {}, t('res.player')), el('th', { class: 'num' }, t('res.score')),
        points ? el('th', { class: 'num' }, t('res.points')) : null)),
      el('tbody', {}, rows)),
    g.uma.length ? el('p', { class: 'res-uma' }, t('res.uma', { list: g.uma.map((u) => (u > 0 ? `+${u}` : u < 0 ? `−${-u}` : '0')).join(' / ') })) : null,
    linksEl(ctx));
}

/** The lobby's address for a new table of the same preset and seats (people by name, bots by agent). */
function againHref(table) {
  const q = new URLSearchParams();
  q.set('preset', table.preset);
  table.seats.forEach((s) => q.append('seat', s.kind === 'bot' ? `bot:${s.agent ?? ''}` : `human:${s.name ?? ''}`));
  return `index.html?${q}`;
}

function linksEl(ctx) {
  const id = ctx.gameId ?? param('table') ?? param('game');
  if (!id) return null;
  const again = el('a', { class: 'button res-again', href: 'index.html' }, t('res.again'));
  if (ctx.table) again.href = againHref(ctx.table);
  else getJson(`/api/tables/${encodeURIComponent(id)}`).then((s) => { again.href = againHref(s); }).catch(() => {});
  return el('div', { class: 'res-links' },
    ctx.replay === false ? null : el('a', { class: 'button res-replay', href: `replay.html?game=${encodeURIComponent(id)}` }, t('res.replay')),
    again);
}
