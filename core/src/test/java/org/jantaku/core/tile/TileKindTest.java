package org.jantaku.core.tile;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.EnumSet;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.MethodSource;

class TileKindTest {

    /** The mpsz of each index 0-33, written out independently of the code under test. */
    private static final List<String> MPSZ_BY_INDEX = List.of(
            "1m", "2m", "3m", "4m", "5m", "6m", "7m", "8m", "9m",
            "1p", "2p", "3p", "4p", "5p", "6p", "7p", "8p", "9p",
            "1s", "2s", "3s", "4s", "5s", "6s", "7s", "8s", "9s",
            "1z", "2z", "3z", "4z", "5z", "6z", "7z");

    private static final Set<TileKind> TERMINALS =
            EnumSet.of(TileKind.M1, TileKind.M9, TileKind.P1, TileKind.P9, TileKind.S1, TileKind.S9);
    private static final Set<TileKind> WINDS =
            EnumSet.of(TileKind.EAST, TileKind.SOUTH, TileKind.WEST, TileKind.NORTH);
    private static final Set<TileKind> DRAGONS = EnumSet.of(TileKind.WHITE, TileKind.GREEN, TileKind.RED);

    static Stream<TileKind> allKinds() {
        return TileKind.all().stream();
    }

    @Test
    void thereAre34KindsInIndexOrder() {
        assertThat(TileKind.COUNT).isEqualTo(34);
        assertThat(TileKind.all()).hasSize(34).containsExactly(TileKind.values());
        for (int i = 0; i < 34; i++) {
            assertThat(TileKind.all().get(i).index()).isEqualTo(i);
        }
    }

    @Test
    void allIsUnmodifiable() {
        assertThatThrownBy(() -> TileKind.all().add(TileKind.M1))
                .isInstanceOf(UnsupportedOperationException.class);
    }

    @ParameterizedTest
    @MethodSource("allKinds")
    void indexSuitAndNumberRoundTrip(TileKind kind) {
        assertThat(TileKind.of(kind.index())).isSameAs(kind);
        assertThat(TileKind.of(kind.suit(), kind.number())).isSameAs(kind);
    }

    @ParameterizedTest
    @MethodSource("allKinds")
    void mpszMatchesTheTenhouNumbering(TileKind kind) {
        assertThat(kind.mpsz()).isEqualTo(MPSZ_BY_INDEX.get(kind.index()));
        assertThat(Notation.parseOne(kind.mpsz()).kind()).isSameAs(kind);
    }

    @ParameterizedTest(name = "{0} is {2}{1}")
    @CsvSource({
        "M1, 1, MAN", "M9, 9, MAN", "P1, 1, PIN", "P5, 5, PIN", "P9, 9, PIN", "S1, 1, SOU", "S9, 9, SOU",
        "EAST, 1, HONOR", "SOUTH, 2, HONOR", "WEST, 3, HONOR", "NORTH, 4, HONOR",
        "WHITE, 5, HONOR", "GREEN, 6, HONOR", "RED, 7, HONOR"})
    void suitAndNumber(TileKind kind, int number, Suit suit) {
        assertThat(kind.suit()).isEqualTo(suit);
        assertThat(kind.number()).isEqualTo(number);
    }

    @ParameterizedTest
    @CsvSource({"MAN, 0, 8", "PIN, 9, 17", "SOU, 18, 26", "HONOR, 27, 33"})
    void eachSuitCoversItsIndexRange(Suit suit, int first, int last) {
        for (int i = 0; i < 34; i++) {
            assertThat(TileKind.of(i).suit() == suit).as("index %d in %s", i, suit)
                    .isEqualTo(i >= first && i <= last);
        }
    }

    @ParameterizedTest
    @MethodSource("allKinds")
    void categoryPredicates(TileKind kind) {
        boolean honor = kind.index() >= 27;
        boolean terminal = TERMINALS.contains(kind);
        assertThat(kind.isHonor()).as("isHonor").isEqualTo(honor);
        assertThat(kind.isTerminal()).as("isTerminal").isEqualTo(terminal);
        assertThat(kind.isTerminalOrHonor()).as("isTerminalOrHonor").isEqualTo(terminal || honor);
        assertThat(kind.isSimple()).as("isSimple").isEqualTo(!terminal && !honor);
        assertThat(kind.isWind()).as("isWind").isEqualTo(WINDS.contains(kind));
        assertThat(kind.isDragon()).as("isDragon").isEqualTo(DRAGONS.contains(kind));
    }

    @Test
    void categorySizes() {
        assertThat(TileKind.all().stream().filter(TileKind::isHonor)).hasSize(7);
        assertThat(TileKind.all().stream().filter(TileKind::isTerminal)).hasSize(6);
        assertThat(TileKind.all().stream().filter(TileKind::isTerminalOrHonor)).hasSize(13);
        assertThat(TileKind.all().stream().filter(TileKind::isSimple)).hasSize(21);
        assertThat(TileKind.all().stream().filter(TileKind::isWind)).hasSize(4);
        assertThat(TileKind.all().stream().filter(TileKind::isDragon)).hasSize(3);
    }

    @Test
    void honoursWithNumberOneOrNineAreNotTerminals() {
        // East is 1z: a terminal check that only looked at the number would get it wrong.
        assertThat(TileKind.EAST.isTerminal()).isFalse();
        assertThat(TileKind.EAST.isSimple()).isFalse();
        assertThat(TileKind.EAST.isTerminalOrHonor()).isTrue();
    }

    @ParameterizedTest(name = "successor of {0} is {1}")
    @CsvSource({
        "1m, 2m", "5m, 6m", "8m, 9m", "9m, 1m",
        "1p, 2p", "5p, 6p", "9p, 1p",
        "4s, 5s", "9s, 1s",
        "1z, 2z", "2z, 3z", "3z, 4z", "4z, 1z",
        "5z, 6z", "6z, 7z", "7z, 5z"})
    void successorFollowsTheDoraOrder(String kind, String next) {
        assertThat(Notation.parseOne(kind).kind().successor()).isSameAs(Notation.parseOne(next).kind());
    }

    @Test
    void successorIsAPermutationWithCyclesOfNineFourAndThree() {
        Set<TileKind> images = new HashSet<>();
        for (TileKind k : TileKind.all()) {
            images.add(k.successor());
            int cycle = k.isWind() ? 4 : k.isDragon() ? 3 : 9;
            TileKind x = k;
            for (int i = 1; i <= cycle; i++) {
                x = x.successor();
                assertThat(x.suit()).isEqualTo(k.suit());
                assertThat(x.isWind()).isEqualTo(k.isWind());
                if (i < cycle) {
                    assertThat(x).as("%s after %d steps", k, i).isNotSameAs(k);
                }
            }
            assertThat(x).as("%s after %d steps", k, cycle).isSameAs(k);
        }
        assertThat(images).hasSize(34);
    }

    @ParameterizedTest(name = "of({0}, {1}) -> {2}")
    @CsvSource(delimiter = '|', value = {
        "MAN   | 0  | no tile 0m (numbers are 1-9)",
        "MAN   | 10 | no tile 10m (numbers are 1-9)",
        "PIN   | -1 | no tile -1p (numbers are 1-9)",
        "SOU   | 10 | no tile 10s (numbers are 1-9)",
        "HONOR | 0  | no tile 0z (numbers are 1-7)",
        "HONOR | 8  | no tile 8z (numbers are 1-7)",
        "HONOR | 9  | no tile 9z (numbers are 1-7)"})
    void ofSuitAndNumberRejectsNumbersOutsideTheSuit(Suit suit, int number, String message) {
        assertThatThrownBy(() -> TileKind.of(suit, number))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage(message);
    }

    @ParameterizedTest
    @CsvSource({"-1", "34", "100"})
    void ofIndexRejectsIndicesOutside0To33(int index) {
        assertThatThrownBy(() -> TileKind.of(index))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("tile kind index " + index + " is outside 0-33");
    }

    @ParameterizedTest
    @EnumSource(TileKind.class)
    void kindDisplayNameIsThePlainFacesName(TileKind kind) {
        for (Lang lang : Lang.values()) {
            assertThat(kind.displayName(lang)).isEqualTo(TileFace.of(kind).displayName(lang));
        }
    }

    // ---------------------------------------------------------------- Suit

    @ParameterizedTest
    @CsvSource({"MAN, m, 0, 9, true", "PIN, p, 9, 9, true", "SOU, s, 18, 9, true", "HONOR, z, 27, 7, false"})
    void suitProperties(Suit suit, char letter, int firstKind, int size, boolean numbered) {
        assertThat(suit.letter()).isEqualTo(letter);
        assertThat(suit.firstKind()).isEqualTo(firstKind);
        assertThat(suit.size()).isEqualTo(size);
        assertThat(suit.isNumbered()).isEqualTo(numbered);
        assertThat(Suit.ofLetter(letter)).contains(suit);
        assertThat(TileKind.of(firstKind).suit()).isEqualTo(suit);
        assertThat(TileKind.of(firstKind).number()).isEqualTo(1);
    }

    @ParameterizedTest
    @CsvSource({"x", "M", "h", "0"})
    void ofLetterIsEmptyForOtherCharacters(char c) {
        assertThat(Suit.ofLetter(c)).isEmpty();
    }
}
