// The scoreboard of one kept session (GET /api/keep/sessions/{id}): the round, honba, deposits and
// the dealer on top, the players' scores as a table seen from above (four, or three), big buttons for what
// happened (win, draw, riichi, foul, abortive draw, undo; for 捉鸡/广东 a hand's end), the history,
// the final standing, and with the club's key corrections (replace, insert, delete a report; names;
// void) with their audit trail. Every report is checked (preview) before it is sent.
import { has, local, t } from './i18n.js';
import { el, fill, toast } from './dom.js';
import { call, clubKey, sessionKey, setWho, who } from './keep-store.js';
import { confirmBox, errorLine, field, points, seatPicker, seatWind, sheet, signedPoints, summary } from './keep-ui.js';
import { auditList, deltas, finalTable, historyList } from './keep-history.js';
import { winSheet } from './keep-win.js';
import { abortiveSheet, drawSheet, paySheet, riichiSheet } from './keep-draw.js';
import { foulSheet } from './keep-foul.js';
import { settleSheet } from './keep-settle.js';
import { check } from './keep-check.js';

const FLAG_ORDER = ['deadHand', 'chomboAtDraw', 'chomboFeeAtEnd', 'chomboOnWin', 'noWin', 'furitenRiichi', 'tsumogiri', 'forceWin',
  'notenAtDraw', 'tenpaiAtDraw', 'notenRiichiReported', 'noCallBeforeTurn', 'riichiCountsNoten'];

export class Board {
  constructor(root, id) {
    this.root = root;
    this.id = id;
    this.view = null;
    this.correcting = null; // {op: 'replace'|'insert', at}
    this.open = new Set();
  }

  async load() {
    this.view = await call(`/api/keep/sessions/${encodeURIComponent(this.id)}`);
    this.render();
    return this;
  }

  /** Whether the session is kept by reports as play goes (riichi, a win, a draw …) rather than by each hand's end. */
  get byReports() {
    return this.view.keeping.by === 'reports';
  }

  key() {
    return sessionKey(this.id, this.view.club.id);
  }

  /** Takes a write's answer: the static parts (fouls, table, audit) stay unless it brings them. */
  take(v) {
    this.view = { ...this.view, ...v };
  }

  /** Sends a report (after its check); a session that moved on meanwhile is reloaded and said so. */
  async send(report) {
    try {
      const v = await call(`/api/keep/sessions/${this.id}/reports?after=${this.view.reports}`, { method: 'POST', body: report, key: this.key() });
      this.take(v);
      this.render();
    } catch (err) {
      if (err.status === 409) {
        await this.load();
        toast(t('keep.movedOn'));
      }
      throw err;
    }
  }

  async correct(body) {
    const v = await call(`/api/keep/sessions/${this.id}/corrections`, { method: 'POST', body, key: clubKey(this.view.club.id) });
    this.correcting = null;
    this.view = v;
    this.render();
    toast(t('keep.corrected'), 'info');
  }

  async undo() {
    const last = this.view.history[this.view.history.length - 1];
    if (!last) return;
    const ok = await confirmBox(t('keep.undoTitle'), [el('p', {}, t('keep.undoAsk')),
      el('p', { class: 'strong' }, `#${last.n} ${summary(last.report, this.view)}`)], { ok: t('keep.undo'), danger: true });
    if (!ok) return;
    try {
      const v = await call(`/api/keep/sessions/${this.id}/undo?after=${this.view.reports}`, { method: 'POST', key: this.key() });
      this.take(v);
      this.render();
    } catch (err) {
      if (err.status === 409) await this.load();
      toast(err.message);
    }
  }

  /** A report form in a sheet: build(submit) gives its content and calls submit(report). */
  form(title, build) {
    const error = errorLine();
    const box = el('div', { class: 'form-box' });
    const s = sheet(title, box);
    fill(box, build((report) => { error.show(''); check(this, s, box, report, error); }), error.el);
  }

  actions() {
    const v = this.view;
    const over = v.state.next === 'over';
    const mine = !!this.key();
    if (!mine) return el('p', { class: 'muted', id: 'no-key' }, t('keep.noToken'));
    const b = (id, label, onclick, cls = '') => el('button', { type: 'button', id, class: `act ${cls}`, onclick }, label);
    const list = [];
    if (!over || this.correcting) {
      if (this.byReports) {
        list.push(b('act-win', t('keep.act.win'), () => this.form(t('keep.act.win'), (submit) => winSheet(this, submit)), 'win'));
        list.push(b('act-draw', t('keep.act.draw'), () => this.form(t('keep.act.draw'), (submit) => drawSheet(this, submit))));
        list.push(b('act-riichi', t('riichi.mark.declared'), () => riichiSheet(this), 'riichi'));
        list.push(b('act-foul', t('keep.act.foul'), () => this.form(t('keep.act.foul'), (submit) => foulSheet(this, submit)), 'foul'));
        if (v.riichiRules?.abortive?.length) {
          list.push(b('act-abortive', t('keep.act.abortive'), () => this.form(t('keep.act.abortive'), (submit) => abortiveSheet(this, submit))));
        }
        list.push(b('act-pay', t('keep.act.pay'), () => this.form(t('keep.act.pay'), (submit) => paySheet(this, submit)), 'minor'));
      } else {
        list.push(b('act-hand', t('keep.act.hand'), () => this.form(t('keep.act.hand'), (submit) => settleSheet(this, submit)), 'win'));
        if (v.history.length && !this.correcting) {
          list.push(b('act-end', t('keep.act.end'), async () => {
            if (await confirmBox(t('keep.act.end'), t('keep.endAsk'), { ok: t('keep.act.end'), danger: true })) {
              this.send({ type: 'end' }).catch((err) => toast(err.message));
            }
          }, 'minor'));
        }
      }
    }
    if (!this.correcting) {
      list.push(b('act-undo', `↶ ${t('keep.undo')}`, () => this.undo(), 'undo'));
    }
    return el('nav', { class: 'actions-grid', id: 'actions' }, list);
  }

  stateBar() {
    const s = this.view.state;
    if (this.view.keeping.rounds === 'winds') {
      return el('div', { class: 'state-bar', id: 'state' },
        el('div', { class: 'round', id: 'round' }, t('keep.round', { wind: t(`wind.${s.round[0]}`), n: s.round.slice(1) })),
        el('div', { class: 'honba', id: 'honba' }, t('round.honba', { n: s.honba })),
        el('div', { class: 'pots' },
          el('span', { class: 'sticks', id: 'sticks', title: t('res.reason.riichi_sticks') }, el('i', { class: 'stick' }), ` × ${s.riichiSticks}`),
          s.penaltyDeposits ? el('span', { class: 'deposits', id: 'deposits' }, t('keep.deposits', { n: points(s.penaltyDeposits) })) : null));
    }
    return el('div', { class: 'state-bar', id: 'state' },
      el('div', { class: 'round', id: 'round' }, s.prevailing ? t('keep.prevailing', { wind: t(`wind.${s.prevailing}`) }) : t('keep.handN', { n: s.hand })),
      el('div', { class: 'honba' }, s.prevailing ? t('keep.handN', { n: s.hand }) : ''),
      el('div', { class: 'pots' }, s.streak > 1 ? t('round.streak', { n: s.streak - 1 }) : s.dealerTerm > 1 ? t('keep.term', { n: s.dealerTerm }) : ''));
  }

  seats() {
    const v = this.view;
    const s = v.state;
    const n = v.players.length;
    const last = v.history.length ? deltas(v.history[v.history.length - 1].answer) : Array(n).fill(0);
    const ranks = [...Array(n).keys()].map((seat) => 1 + s.scores.filter((x, o) => x > s.scores[seat] || (x === s.scores[seat] && o < seat)).length);
    const card = (seat) => {
      const flags = (s.flags?.[seat] || []).slice().sort((a, b) => FLAG_ORDER.indexOf(a) - FLAG_ORDER.indexOf(b));
      const riichi = (s.riichi || []).includes(seat);
      return el('div', { class: `seat-card${seat === s.dealer ? ' dealer' : ''}${riichi ? ' in-riichi' : ''}`, id: `seat-${seat}`, dataset: { seat } },
        el('div', { class: 'seat-top' },
          el('span', { class: 'wind' }, t(`wind.${seatWind(seat, s.dealer, n)}`)),
          seat === s.dealer ? el('span', { class: 'dealer-mark' }, t('keep.dealer')) : null,
          el('span', { class: 'rank' }, t('keep.placeN', { n: ranks[seat] }))),
        el('div', { class: 'seat-name' }, v.players[seat]),
        el('div', { class: 'seat-score', id: `score-${seat}` }, points(s.scores[seat])),
        last[seat] ? el('div', { class: `seat-delta ${last[seat] > 0 ? 'pos' : 'neg'}` }, signedPoints(last[seat])) : el('div', { class: 'seat-delta' }, ' '),
        riichi ? el('div', { class: 'riichi-stick', title: t('riichi.mark.declared') }, el('i', { class: 'stick' }), t('riichi.mark.declared')) : null,
        flags.length ? el('div', { class: 'flags' }, flags.map((f) => el('span', { class: 'chip', dataset: { flag: f } }, has(`keep.flag.${f}`) ? t(`keep.flag.${f}`) : f))) : null);
    };
    // seen from above: seat 0 bottom left, turn order goes round the square (three: seat 2 alone on top)
    return el('div', { class: `seat-grid${n === 3 ? ' three' : ''}`, id: 'seats' }, (n === 3 ? [2, 0, 1] : [3, 2, 0, 1]).map(card));
  }

  dealerChoice() {
    if (this.view.state.next !== 'dealerChoice' || !this.key()) return null;
    const d = this.view.state.dealer;
    return el('section', { class: 'banner choice-banner', id: 'dealer-choice' },
      el('p', { class: 'strong' }, t('keep.dealerChoice', { who: this.view.players[d] })),
      el('div', { class: 'sheet-actions' },
        el('button', { type: 'button', class: 'big primary', id: 'dealer-continue',
          onclick: () => this.form(t('keep.sum.continue'), (submit) => { submit({ type: 'dealer', choice: 'continue' }); return el('p', {}, '…'); }) },
        t('keep.continue')),
        el('button', { type: 'button', class: 'big', id: 'dealer-stop',
          onclick: () => this.form(t('keep.sum.stop'), (submit) => { submit({ type: 'dealer', choice: 'stop' }); return el('p', {}, '…'); }) },
        t('keep.stop'))));
  }

  /** The correction menu of report n (with the club's key). */
  menu(n) {
    if (!clubKey(this.view.club.id)) return null;
    const start = (op, at) => {
      this.correcting = { op, at };
      this.render();
      document.getElementById('correcting')?.scrollIntoView({ block: 'start' });
    };
    return el('div', { class: 'h-menu' },
      el('button', { type: 'button', class: 'small', onclick: () => start('replace', n) }, t('keep.replace')),
      el('button', { type: 'button', class: 'small', onclick: () => start('insert', n) }, t('keep.insertBefore')),
      el('button', { type: 'button', class: 'small danger', onclick: () => this.deleteReport(n) }, t('keep.delete')));
  }

  deleteReport(n) {
    const h = this.view.history[n - 1];
    const name = el('input', { type: 'text', id: 'correct-who', maxlength: 40, value: who(), required: true });
    const reason = el('input', { type: 'text', id: 'correct-reason', maxlength: 200 });
    const error = errorLine();
    const s = sheet(t('keep.deleteTitle', { n }), el('form', {
      onsubmit: async (e) => {
        e.preventDefault();
        setWho(name.value.trim());
        try {
          await this.correct({ who: name.value.trim(), reason: reason.value.trim(), changes: [{ op: 'delete', at: n }] });
          s.close();
        } catch (err) {
          error.show(err.message);
        }
      },
    }, el('p', { class: 'strong' }, `#${n} ${summary(h.report, this.view)}`),
    field(t('keep.who'), name), field(t('keep.reason'), reason), error.el,
    el('div', { class: 'sheet-actions' }, el('button', { type: 'submit', class: 'danger huge', id: 'delete-confirm' }, t('keep.delete')))));
  }

  /** With the club's key: rename the players, void or restore the session. */
  sessionTools() {
    if (!clubKey(this.view.club.id)) return null;
    const v = this.view;
    const edit = () => {
      const inputs = v.players.map((p, i) => el('input', { type: 'text', id: `rename-${i}`, maxlength: 40, value: p, required: true }));
      const name = el('input', { type: 'text', id: 'correct-who', maxlength: 40, value: who(), required: true });
      const error = errorLine();
      const s = sheet(t('keep.editNames'), el('form', {
        onsubmit: async (e) => {
          e.preventDefault();
          setWho(name.value.trim());
          try {
            await this.correct({ who: name.value.trim(), players: inputs.map((i) => i.value.trim()) });
            s.close();
          } catch (err) {
            error.show(err.message);
          }
        },
      }, inputs.map((i, seat) => field(t(`wind.${seatWind(seat, 0, inputs.length)}`), i)), field(t('keep.who'), name), error.el,
      el('div', { class: 'sheet-actions' }, el('button', { type: 'submit', class: 'primary huge' }, t('keep.saveCorrection')))));
    };
    const voiding = async () => {
      const voided = v.status !== 'void';
      if (!await confirmBox(t(voided ? 'keep.voidTitle' : 'keep.restoreTitle'), t(voided ? 'keep.voidAsk' : 'keep.restoreAsk'),
        { ok: t(voided ? 'keep.void' : 'keep.restore'), danger: voided })) return;
      const name = who() || v.club.name;
      try {
        await this.correct({ who: name, void: voided });
      } catch (err) {
        toast(err.message);
      }
    };
    return el('div', { class: 'tools' },
      el('button', { type: 'button', id: 'edit-names', onclick: edit }, t('keep.editNames')),
      el('button', { type: 'button', id: 'void-session', class: v.status === 'void' ? '' : 'danger', onclick: voiding },
        t(v.status === 'void' ? 'keep.restore' : 'keep.void')));
  }

  share() {
    const token = sessionKey(this.id, null); // the session's own token, never the club's key
    const url = `${location.origin}/keep.html?session=${this.id}${token ? `#t=${token}` : ''}`;
    const input = el('input', { type: 'text', readonly: true, value: url, id: 'share-link', onfocus: (e) => e.target.select() });
    sheet(t('keep.share'), [el('p', {}, t('keep.shareHelp')), input,
      el('div', { class: 'sheet-actions' }, el('button', {
        type: 'button', class: 'primary big',
        onclick: () => navigator.clipboard?.writeText(url).then(() => toast(t('keep.copied'), 'info'), () => toast(t('keep.copyFailed'))),
      }, t('keep.copy')))]);
  }

  render() {
    const v = this.view;
    const over = v.state.next === 'over';
    fill(this.root,
      el('p', { class: 'crumbs' }, el('a', { href: 'keep.html' }, t('keep.title')), ' › ',
        el('a', { href: `keep.html?club=${v.club.id}` }, v.club.name)),
      el('div', { class: 'session-head' },
        el('h1', {}, `${v.table ? `${t('keep.tableN', { n: v.table })} · ` : ''}${v.played}`),
        el('span', { class: 'muted', title: v.preset }, `${v.preset_title ? local(v.preset_title) : v.preset}${Object.keys(v.options || {}).length ? ` (+${Object.keys(v.options).length})` : ''}`),
        v.status === 'void' ? el('span', { class: 'chip warn', id: 'void-mark' }, t('keep.status.void')) : null),
      el('div', { class: 'board-layout' }, el('div', { class: 'board-main' },
        el('div', { class: 'felt' }, this.stateBar(), this.seats()),
        this.dealerChoice(),
        over && v.outcome ? el('section', { class: 'card final-card' }, el('h2', {}, t('keep.final')), finalTable(v),
          el('p', { class: 'links' }, el('a', { class: 'button', href: `keep.html?session=${v.id}&print` }, t('keep.printSheet')),
            el('a', { class: 'button', href: `keep.html?club=${v.club.id}` }, t('keep.toClub')))) : null,
        this.correcting ? el('section', { class: 'banner correcting', id: 'correcting' },
          el('p', { class: 'strong' }, t(`keep.op.${this.correcting.op}`, { n: this.correcting.at })), el('p', {}, t('keep.correctingHelp')),
          el('button', { type: 'button', onclick: () => { this.correcting = null; this.render(); } }, t('keep.cancel'))) : null,
        this.actions()),
      el('div', { class: 'board-side' },
      el('section', { class: 'card history-card' },
        el('h2', {}, t('keep.history'), ' ', el('span', { class: 'muted small' }, `(${v.history.length})`)),
        v.history.length ? historyList(v, {
          menu: (n) => this.menu(n), open: this.open, fouls: v.fouls,
          toggle: (n) => { if (this.open.has(n)) this.open.delete(n); else this.open.add(n); this.render(); },
        }) : el('p', { class: 'muted' }, t('keep.nothingYet'))),
      el('section', { class: 'card' },
        el('p', { class: 'links' },
          el('button', { type: 'button', id: 'share', onclick: () => this.share() }, t('keep.share')),
          el('a', { class: 'button', href: `keep.html?session=${v.id}&print` }, t('keep.printSheet'))),
        this.sessionTools(),
        (v.audit || []).length > 1 ? el('details', { class: 'audit-box' }, el('summary', {}, t('keep.auditTrail'), ` (${v.audit.length - 1})`),
          auditList(v)) : null))));
  }
}
