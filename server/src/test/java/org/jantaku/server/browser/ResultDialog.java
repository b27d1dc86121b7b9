package org.jantaku.server.browser;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;

/** What the result screen tests share: the dialog's layout check, and a result view shown in the table page's dialog. */
final class ResultDialog {
    private ResultDialog() {
    }

    /** Nothing in the page wider than the screen; nothing in the dialog outside it, nothing scrolling sideways. */
    static void checkLayout(Ui ui) {
        Object overflow = ui.driver.executeScript("""
                const out = [];
                if (document.documentElement.scrollWidth > window.innerWidth) out.push('page ' + document.documentElement.scrollWidth);
                const panel = document.getElementById('result');
                const box = panel.getBoundingClientRect();
                if (panel.scrollWidth > panel.clientWidth + 1) out.push('dialog scrolls sideways ' + panel.scrollWidth + ' > ' + panel.clientWidth);
                if (box.right > window.innerWidth + 1 || box.left < -1) out.push('dialog outside the screen');
                if (box.bottom > window.innerHeight + 1) out.push('dialog below the screen: ' + Math.round(box.bottom));
                for (const e of panel.querySelectorAll('*')) {
                  const r = e.getBoundingClientRect();
                  if (r.width === 0 && r.height === 0) continue;
                  if (r.right > box.right + 1 || r.left < box.left - 1) out.push((e.className || e.tagName) + ' ' + Math.round(r.left) + '-' + Math.round(r.right));
                }
                return out.slice(0, 5).join('; ');""");
        assertThat((String) overflow).as("elements cut off or sideways").isEmpty();
    }

    /**
     * Shows a hand_end or game_end message in the table page's dialog as the table does (table.html
     * without a table: its overlay), through results.js, with the seats named {@code names}.
     */
    static void show(Ui ui, JsonNode message, JsonNode names) {
        Object error = ui.driver.executeAsyncScript("""
                const [messageText, namesText, done] = arguments;
                const message = JSON.parse(messageText);
                const names = JSON.parse(namesText);
                Promise.all([import('/js/results.js'), import('/js/dom.js'), import('/js/i18n.js')]).then(([r, dom, i18n]) => {
                  const game = message.type === 'game_end';
                  const overlay = document.getElementById('overlay');
                  dom.fill(overlay, dom.el('div', { class: `panel ${game ? 'game' : 'hand'}-end`, id: 'result' },
                    dom.el('h2', {}, i18n.t(game ? 'result.gameEnd' : 'result.handEnd')),
                    r.drawResults(message.result, names, { gameId: 't-gallery', table: { preset: 'tenhou', seats: [
                      { seat: 0, kind: 'human', name: 'Ann' }, { seat: 1, kind: 'bot', agent: 'efficiency', name: 'Bob' },
                      { seat: 2, kind: 'bot', agent: 'efficiency', name: 'Chen' }, { seat: 3, kind: 'bot', agent: 'random', name: 'Dai' }] } }),
                    dom.el('div', { class: 'buttons' }, dom.el('button', { id: 'continue' }, i18n.t(game ? 'result.close' : 'result.continue')))));
                  overlay.hidden = false;
                  done('');
                }).catch((e) => done(String(e && e.stack || e)));""", message.toString(), names.toString());
        assertThat((String) error).as("drawing the result").isEmpty();
    }
}
