package org.jantaku.riichi.tenhou;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.jantaku.core.hand.AddedKan;
import org.jantaku.core.hand.Chi;
import org.jantaku.core.hand.ClosedKan;
import org.jantaku.core.hand.From;
import org.jantaku.core.hand.OpenKan;
import org.jantaku.core.hand.Pon;
import org.jantaku.core.tile.Tile;
import org.junit.jupiter.api.Test;

/** {@link TenhouMeld#encode} is the inverse of {@link TenhouMeld#decode}. */
class TenhouMeldEncodeTest {

    private static List<Tile> tiles(int... ids) {
        List<Tile> out = new ArrayList<>();
        for (int id : ids) {
            out.add(Tile.of(id));
        }
        return out;
    }

    @Test
    void knownCodesFromTheLogs() {
        assertThat(TenhouMeld.encode(new Chi(tiles(11, 14, 17), Tile.of(11)))).isEqualTo(6367);
        assertThat(TenhouMeld.encode(new Pon(tiles(112, 114, 115), Tile.of(112), From.KAMICHA))).isEqualTo(43051);
        assertThat(TenhouMeld.encode(new Pon(tiles(120, 121, 122), Tile.of(120), From.SHIMOCHA))).isEqualTo(46185);
        assertThat(TenhouMeld.encode(new ClosedKan(tiles(4, 5, 6, 7)))).isEqualTo(1024);
    }

    @Test
    void everyValidCodeRoundTrips() {
        int checked = 0;
        for (int m = 0; m <= 0xFFFF; m++) {
            for (int caller = 0; caller < 4; caller++) {
                TenhouMeld d;
                try {
                    d = TenhouMeld.decode(m, caller);
                } catch (IllegalArgumentException e) {
                    continue;
                }
                int code = TenhouMeld.encode(d.meld());
                assertThat(TenhouMeld.decode(code, caller)).as("code %d", m).isEqualTo(d);
                checked++;
            }
        }
        assertThat(checked).as("valid codes × callers").isGreaterThan(50_000);
    }

    @Test
    void everyCallInTheLogsEncodesToItsOwnCode() {
        int calls = 0;
        for (Path file : MjlogFiles.all()) {
            for (Call c : MjlogFiles.read(file).eventsOf(Call.class)) {
                calls++;
                if (c.meld() instanceof ClosedKan k) {
                    assertThat(TenhouMeld.decode(TenhouMeld.encode(k), c.seat()).meld()).isEqualTo(k);
                } else {
                    assertThat(TenhouMeld.encode(c.meld())).as("%s: %s", file.getFileName(), c).isEqualTo(c.code());
                }
            }
        }
        assertThat(calls).isGreaterThan(1000);
    }

    @Test
    void addedAndOpenKans() {
        AddedKan k = new AddedKan(tiles(40, 41, 42, 43), Tile.of(41), From.TOIMEN, Tile.of(43));
        assertThat(TenhouMeld.decode(TenhouMeld.encode(k), 0).meld()).isEqualTo(k);
        OpenKan o = new OpenKan(tiles(132, 133, 134, 135), Tile.of(134), From.SHIMOCHA);
        assertThat(TenhouMeld.decode(TenhouMeld.encode(o), 2)).isEqualTo(new TenhouMeld(o, 3));
    }
}
