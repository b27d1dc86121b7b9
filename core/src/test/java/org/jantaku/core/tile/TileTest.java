package org.jantaku.core.tile;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import java.util.stream.IntStream;
import org.junit.jupiter.api.RepeatedTest;
import org.junit.jupiter.api.RepetitionInfo;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/** Physical tiles ({@link Tile}) and what they show ({@link TileFace}). */
class TileTest {

    @Test
    void idsRunFrom0To135WithKindIdOver4() {
        assertThat(Tile.COUNT).isEqualTo(136);
        for (int id = 0; id < 136; id++) {
            Tile t = Tile.of(id);
            assertThat(t.id()).isEqualTo(id);
            assertThat(t.kind()).as("kind of %d", id).isSameAs(TileKind.of(id / 4));
            assertThat(t.copy()).as("copy of %d", id).isEqualTo(id % 4);
        }
    }

    @Test
    void ofReturnsTheSharedInstanceEqualToAFreshOne() {
        assertThat(Tile.of(42)).isSameAs(Tile.of(42)).isEqualTo(new Tile(42));
        assertThat(Tile.of(42)).isNotEqualTo(Tile.of(43));
    }

    @Test
    void kindBoundaries() {
        assertThat(Tile.of(0).kind()).isEqualTo(TileKind.M1);
        assertThat(Tile.of(35).kind()).isEqualTo(TileKind.M9);
        assertThat(Tile.of(36).kind()).isEqualTo(TileKind.P1);
        assertThat(Tile.of(108).kind()).isEqualTo(TileKind.EAST);
        assertThat(Tile.of(135).kind()).isEqualTo(TileKind.RED);
    }

    @Test
    void theRedFivesAreExactlyIds16And52And88() {
        List<Integer> red = IntStream.range(0, 136).filter(id -> Tile.of(id).isRed()).boxed().toList();
        assertThat(red).containsExactly(16, 52, 88);
    }

    @ParameterizedTest
    @CsvSource({"MAN, 16, M5", "PIN, 52, P5", "SOU, 88, S5"})
    void redFiveOfEachNumberedSuit(Suit suit, int id, TileKind five) {
        Tile t = Tile.redFive(suit);
        assertThat(t.id()).isEqualTo(id);
        assertThat(t.isRed()).isTrue();
        assertThat(t.kind()).isEqualTo(five);
        assertThat(t.copy()).isZero();
    }

    @Test
    void honoursHaveNoRedFive() {
        assertThatThrownBy(() -> Tile.redFive(Suit.HONOR))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("honours have no red five");
    }

    @Test
    void faceIsRedOnlyForTheRedFives() {
        for (int id = 0; id < 136; id++) {
            Tile t = Tile.of(id);
            assertThat(t.face().kind()).isSameAs(t.kind());
            assertThat(t.face().red()).as("face of %d", id).isEqualTo(id == 16 || id == 52 || id == 88);
        }
    }

    @ParameterizedTest(name = "tile {0} is {1}")
    @CsvSource({
        "0, 1m", "16, 0m", "17, 5m", "18, 5m", "19, 5m", "52, 0p", "53, 5p", "88, 0s", "91, 5s",
        "108, 1z", "124, 5z", "135, 7z"})
    void mpszShowsZeroForARedFive(int id, String mpsz) {
        assertThat(Tile.of(id).mpsz()).isEqualTo(mpsz);
    }

    @Test
    void toStringShowsMpszAndId() {
        assertThat(Tile.of(16)).hasToString("0m#16");
        assertThat(Tile.of(17)).hasToString("5m#17");
        assertThat(Tile.of(135)).hasToString("7z#135");
    }

    @ParameterizedTest
    @ValueSource(ints = {-1, 136, 1000, Integer.MIN_VALUE})
    void outOfRangeIdsAreRejected(int id) {
        String message = "tile id " + id + " is outside 0-135";
        assertThatThrownBy(() -> Tile.of(id)).isInstanceOf(IllegalArgumentException.class).hasMessage(message);
        assertThatThrownBy(() -> new Tile(id)).isInstanceOf(IllegalArgumentException.class).hasMessage(message);
    }

    @RepeatedTest(20)
    void tilesSortById(RepetitionInfo info) {
        Random rnd = new Random(info.getCurrentRepetition());
        List<Tile> tiles = new ArrayList<>();
        for (int i = 0; i < 20; i++) {
            tiles.add(Tile.of(rnd.nextInt(136)));
        }
        List<Tile> sorted = new ArrayList<>(tiles);
        Collections.sort(sorted);
        assertThat(sorted.stream().map(Tile::id).toList())
                .isEqualTo(tiles.stream().map(Tile::id).sorted().toList());
    }

    // ---------------------------------------------------------------- TileFace

    @ParameterizedTest
    @ValueSource(strings = {"1m", "4m", "6p", "9s", "1z", "5z", "7z"})
    void onlyAFiveOfANumberedSuitCanBeRed(String mpsz) {
        TileKind kind = Notation.parseOne(mpsz).kind();
        assertThatThrownBy(() -> new TileFace(kind, true))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("only a five of a numbered suit can be red, not " + mpsz);
    }

    @Test
    void aFaceNeedsAKind() {
        assertThatThrownBy(() -> new TileFace(null, false)).isInstanceOf(NullPointerException.class);
    }

    @Test
    void faceOfIsPlain() {
        assertThat(TileFace.of(TileKind.M5).red()).isFalse();
        assertThat(TileFace.of(TileKind.M5)).isNotEqualTo(new TileFace(TileKind.M5, true));
    }

    @Test
    void faceMpszAndToString() {
        assertThat(new TileFace(TileKind.S5, true).mpsz()).isEqualTo("0s");
        assertThat(TileFace.of(TileKind.S5).mpsz()).isEqualTo("5s");
        assertThat(TileFace.of(TileKind.GREEN)).hasToString("6z");
    }

    @Test
    void aRedFiveSortsJustBeforeThePlainFivesOfItsSuit() {
        List<TileFace> faces = new ArrayList<>(List.of(
                TileFace.of(TileKind.P6), TileFace.of(TileKind.P5), new TileFace(TileKind.P5, true),
                TileFace.of(TileKind.P4), TileFace.of(TileKind.M5), new TileFace(TileKind.M5, true)));
        Collections.sort(faces);
        assertThat(faces).containsExactly(
                new TileFace(TileKind.M5, true), TileFace.of(TileKind.M5), TileFace.of(TileKind.P4),
                new TileFace(TileKind.P5, true), TileFace.of(TileKind.P5), TileFace.of(TileKind.P6));
        assertThat(TileFace.of(TileKind.P5).compareTo(TileFace.of(TileKind.P5))).isZero();
    }
}
