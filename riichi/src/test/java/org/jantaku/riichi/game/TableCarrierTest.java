package org.jantaku.riichi.game;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Optional;
import org.jantaku.core.hand.MeldShape;
import org.jantaku.core.seat.BySeat;
import org.jantaku.core.tile.Tile;
import org.jantaku.engine.table.Meld;
import org.jantaku.engine.table.TableEvent;
import org.junit.jupiter.api.Test;

/**
 * Riichi's carrier of the flow's events admits a draw, a discard and a meld of Riichi's only: a reader of it (records, mjai,
 * tenhou.net/6) meets nothing else, so none of them refuses an event of its own.
 */
class TableCarrierTest {

    @Test
    void drawsDiscardsAndRiichiMeldsAreCarried() {
        Tile t = Tile.of(40);
        assertThat(new RiichiEvent.Table(new TableEvent.Drew(1, t, false)).event()).isInstanceOf(TableEvent.Drew.class);
        assertThat(new RiichiEvent.Table(new TableEvent.Discarded(1, t, true, false)).event()).isInstanceOf(TableEvent.Discarded.class);
    }

    @Test
    void anotherTableEventIsRefused() {
        assertThatThrownBy(() -> new RiichiEvent.Table(new TableEvent.KongAdding(2, Tile.of(40))))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("not one of Riichi's events");
        assertThatThrownBy(() -> new RiichiEvent.Table(new TableEvent.GameEnded(BySeat.all(25_000))))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("not one of Riichi's events");
    }

    @Test
    void aMeldOfTheChineseVariantsIsRefused() {
        List<Tile> pung = List.of(Tile.of(40), Tile.of(41), Tile.of(42));
        Meld chinese = new Meld(MeldShape.PUNG, pung.get(0).kind(), 0, pung, Optional.empty(), false);
        assertThatThrownBy(() -> new RiichiEvent.Table(new TableEvent.Called(1, chinese)))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("not one of Riichi's events");
    }
}
