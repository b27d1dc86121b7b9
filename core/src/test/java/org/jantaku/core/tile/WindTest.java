package org.jantaku.core.tile;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;

class WindTest {

    @Test
    void seatWindsRunFromTheDealer() {
        assertThat(List.of(0, 1, 2, 3).stream().map(s -> Wind.ofSeat(s, 2)))
                .containsExactly(Wind.WEST, Wind.NORTH, Wind.EAST, Wind.SOUTH);
        assertThat(List.of(0, 1, 2).stream().map(s -> Wind.ofSeat(s, 1, 3)))
                .as("three players: nobody is north").containsExactly(Wind.WEST, Wind.EAST, Wind.SOUTH);
    }

    @Test
    void roundWindsWrapAfterNorth() {
        assertThat(List.of(0, 1, 2, 3, 4, 5).stream().map(Wind::ofRound))
                .containsExactly(Wind.EAST, Wind.SOUTH, Wind.WEST, Wind.NORTH, Wind.EAST, Wind.SOUTH);
    }

    @Test
    void lettersAndKeysAsTheWireWritesThem() {
        assertThat(List.of(Wind.values()).stream().map(Wind::letter)).containsExactly("E", "S", "W", "N");
        assertThat(List.of(Wind.values()).stream().map(Wind::key)).containsExactly("east", "south", "west", "north");
        assertThat(Wind.ofLetter("W")).contains(Wind.WEST);
        assertThat(Wind.ofLetter("w")).as("letters are upper case").isEmpty();
        assertThat(Wind.ofLetter("")).isEmpty();
        assertThat(Wind.ofLetter("ES")).isEmpty();
        assertThat(Wind.ofLetter("P")).as("a dragon's letter is no wind").isEmpty();
    }

    @Test
    void aWindTileShowsItsWind() {
        assertThat(Wind.ofKind(TileKind.of(29))).isEqualTo(Wind.WEST);
        for (Wind w : Wind.values()) {
            assertThat(Wind.ofKind(w.tile())).isEqualTo(w);
        }
        assertThatThrownBy(() -> Wind.ofKind(TileKind.RED)).hasMessageContaining("7z is not a wind");
    }

    @Test
    void honourLettersNameTheSevenHonours() {
        StringBuilder letters = new StringBuilder();
        for (int i = 27; i < 34; i++) {
            char c = TileKind.of(i).honourLetter();
            letters.append(c);
            assertThat(TileKind.ofHonourLetter(c)).contains(TileKind.of(i));
        }
        assertThat(letters).hasToString("ESWNPFC");
        assertThat(TileKind.ofHonourLetter('X')).isEmpty();
        assertThatThrownBy(() -> TileKind.M5.honourLetter()).hasMessageContaining("5m is not an honour");
    }
}
