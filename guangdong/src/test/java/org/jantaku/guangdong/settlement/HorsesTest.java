package org.jantaku.guangdong.settlement;

import static org.assertj.core.api.Assertions.assertThat;

import org.jantaku.core.tile.TileKind;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** 买马: the tile → seat table (spec D27) and the horse count by the dealer's term (D28). */
class HorsesTest {

    @ParameterizedTest(name = "{0} → {1} seats after the dealer")
    @CsvSource({"1m,0", "5p,0", "9s,0", "1z,0", "7z,0", "2m,1", "6s,1", "2z,1", "6z,1", "3p,2", "7m,2", "3z,2", "5z,2",
        "4s,3", "8p,3", "4z,3"})
    void eachTileNamesItsSeatCountedFromTheDealer(String tile, int offset) {
        TileKind kind = TileKind.of(tile.charAt(1) == 'z' ? 27 + tile.charAt(0) - '1'
                : "mps".indexOf(tile.charAt(1)) * 9 + tile.charAt(0) - '1');
        for (int dealer = 0; dealer < 4; dealer++) {
            assertThat(Horses.target(kind, dealer)).isEqualTo((dealer + offset) % 4);
        }
    }

    @ParameterizedTest(name = "term {0} buys {1}")
    @CsvSource({"1,1", "2,2", "3,3", "4,4", "5,4", "9,4"})
    void theCountGrowsWithTheDealersTermUpToFour(int term, int horses) {
        assertThat(Horses.count(term, 4)).isEqualTo(horses);
    }
}
