// A countdown bar for a prompt with a deadline (milliseconds left when the message arrived).
import { t } from './i18n.js';

export class Countdown {
  constructor(element) {
    this.element = element;
    this.timer = null;
  }

  start(ms) {
    this.stop();
    const end = performance.now() + ms;
    const total = Math.max(ms, 1);
    const tick = () => {
      const left = Math.max(0, end - performance.now());
      this.element.hidden = false;
      this.element.textContent = t('table.secondsLeft', { n: Math.ceil(left / 1000) });
      this.element.style.setProperty('--left', `${(100 * left) / total}%`);
      if (left <= 0) this.stop();
    };
    tick();
    this.timer = setInterval(tick, 200);
  }

  stop() {
    if (this.timer !== null) clearInterval(this.timer);
    this.timer = null;
    this.element.hidden = true;
  }
}
