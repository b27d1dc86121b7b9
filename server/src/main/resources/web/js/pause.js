// The pause between hands as a page sees it (docs/protocol.md, "Between hands"): the last `pause` message
// (who is still reading, the deadline), whether this page pressed OK for it, and the line the result
// dialog shows under its OK button ("Next hand in 12 s", then "Waiting for Bea… 9 s"), kept up to date
// by a timer until the `next_hand` message ends it.
import { t } from './i18n.js';

export class Pause {
  /** onTick redraws the line (called every quarter second while a pause is open). */
  constructor(onTick) {
    this.onTick = onTick;
    this.message = null;
    this.until = 0;
    this.pressed = -1;
    this.timer = null;
  }

  /** A `pause` message: the pause at its version, whom it waits for, milliseconds left. */
  update(m) {
    this.message = m;
    this.until = performance.now() + m.deadline_ms;
    if (this.timer === null) this.timer = setInterval(() => this.onTick(), 250);
  }

  /** The pause is over (`next_hand`), or the table is. */
  end() {
    this.message = null;
    this.pressed = -1;
    if (this.timer !== null) clearInterval(this.timer);
    this.timer = null;
  }

  /** Whether the table pauses after the hand that ended at this version. */
  at(version) {
    return this.message !== null && this.message.version === version;
  }

  /** Whether this page pressed OK for the open pause. */
  done() {
    return this.message !== null && this.pressed === this.message.version;
  }

  secondsLeft() {
    return Math.max(0, Math.ceil((this.until - performance.now()) / 1000));
  }

  /** The line under the OK button: the countdown, and once OK is pressed (or for a watcher) whom the table waits for. */
  line(names, seat) {
    if (this.message === null) return '';
    const n = this.secondsLeft();
    const others = this.message.waiting.filter((s) => s !== seat);
    if ((this.done() || seat === null || !this.message.waiting.includes(seat)) && others.length) {
      return t('pause.waitingFor', { names: others.map((s) => names[s]).join(', '), n });
    }
    return t('pause.nextIn', { n });
  }
}
