package org.jantaku.core.tile;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.stream.LongStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

class TileAllocatorTest {

    private static TileFace face(String mpsz) {
        return Notation.parseOne(mpsz);
    }

    private static List<Integer> ids(List<Tile> tiles) {
        return tiles.stream().map(Tile::id).toList();
    }

    // ---------------------------------------------------------------- never the same tile twice

    @ParameterizedTest(name = "red fives {0}")
    @ValueSource(booleans = {true, false})
    void takingTheWholeStandardSetGivesEveryTileOnce(boolean redFives) {
        TileAllocator a = new TileAllocator(TileSet.STANDARD_136, redFives);
        StringBuilder all = new StringBuilder();
        for (Suit s : Suit.values()) {
            for (int n = 1; n <= s.size(); n++) {
                // with red fives, one of the four fives must be written as 0
                all.append(redFives && n == 5 && s.isNumbered() ? "0555" : "" + n + n + n + n).append(s.letter());
            }
        }
        List<Tile> tiles = a.takeAll(Notation.parse(all.toString()));
        assertThat(tiles).hasSize(136).doesNotHaveDuplicates();
        assertThat(new HashSet<>(tiles)).isEqualTo(new HashSet<>(TileSet.STANDARD_136.tiles()));
    }

    @Test
    void takingTheWhole108SetGivesEveryTileOnce() {
        TileAllocator a = new TileAllocator(TileSet.SUITS_108, false);
        List<Tile> tiles = a.takeAll(Notation.parse(
                "111122223333444455556666777788889999m111122223333444455556666777788889999p"
                        + "111122223333444455556666777788889999s"));
        assertThat(new HashSet<>(tiles)).hasSize(108).isEqualTo(new HashSet<>(TileSet.SUITS_108.tiles()));
    }

    @Test
    void takeAllKeepsTheOrderOfTheFaces() {
        TileAllocator a = new TileAllocator(TileSet.STANDARD_136, true);
        List<Tile> tiles = a.takeAll(Notation.parse("7z1m0p1m"));
        assertThat(tiles).extracting(Tile::mpsz).containsExactly("7z", "1m", "0p", "1m");
        assertThat(tiles.get(1)).isNotEqualTo(tiles.get(3));
    }

    @Test
    void takeAllOfNothingIsEmpty() {
        assertThat(new TileAllocator(TileSet.STANDARD_136, true).takeAll(List.of())).isEmpty();
    }

    @Test
    void separateAllocatorsDoNotShareTiles() {
        TileAllocator a = new TileAllocator(TileSet.STANDARD_136, false);
        TileAllocator b = new TileAllocator(TileSet.STANDARD_136, false);
        a.takeAll(Notation.parse("1111m"));
        assertThat(b.takeAll(Notation.parse("1111m"))).hasSize(4);
    }

    // ---------------------------------------------------------------- red fives on

    @ParameterizedTest(name = "{0}")
    @CsvSource({"m, 16", "p, 52", "s, 88"})
    void withRedFivesZeroTakesTheRedFiveAndFiveTakesOnlyThePlainCopies(char suit, int redId) {
        TileAllocator a = new TileAllocator(TileSet.STANDARD_136, true);
        assertThat(a.take(face("0" + suit)).id()).isEqualTo(redId);
        List<Tile> plain = a.takeAll(Notation.parse("555" + suit));
        assertThat(ids(plain)).containsExactlyInAnyOrder(redId + 1, redId + 2, redId + 3);
        assertThat(plain).noneMatch(Tile::isRed);
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource({"m", "p", "s"})
    void withRedFivesAFourthPlainFiveIsAnError(char suit) {
        TileAllocator a = new TileAllocator(TileSet.STANDARD_136, true);
        a.takeAll(Notation.parse("555" + suit));
        assertThatThrownBy(() -> a.take(face("5" + suit)))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("more than three plain 5" + suit + " (with red fives, one of the four is 0" + suit + ")");
        // the red copy is still there
        assertThat(a.take(face("0" + suit)).isRed()).isTrue();
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource({"m", "p", "s"})
    void withRedFivesASecondRedFiveIsAnError(char suit) {
        TileAllocator a = new TileAllocator(TileSet.STANDARD_136, true);
        a.take(face("0" + suit));
        assertThatThrownBy(() -> a.take(face("0" + suit)))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("the red 5" + suit + " is used twice");
        // the plain copies are untouched
        assertThat(a.takeAll(Notation.parse("555" + suit))).hasSize(3);
    }

    @Test
    void withRedFivesThePlainFivesDoNotTouchTheRedOneWhateverTheOrder() {
        TileAllocator a = new TileAllocator(TileSet.STANDARD_136, true);
        assertThat(ids(a.takeAll(Notation.parse("550m5m")))).containsExactly(17, 18, 16, 19);
    }

    @Test
    void withRedFivesAFifthFiveFailsEitherWay() {
        TileAllocator a = new TileAllocator(TileSet.STANDARD_136, true);
        a.takeAll(Notation.parse("0555p"));
        assertThatThrownBy(() -> a.take(face("5p"))).isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith("more than three plain 5p");
        assertThatThrownBy(() -> a.take(face("0p"))).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("the red 5p is used twice");
    }

    @Test
    void withRedFivesTheWhiteDragonIsNotAFive() {
        TileAllocator a = new TileAllocator(TileSet.STANDARD_136, true);
        assertThat(a.takeAll(Notation.parse("5555z"))).hasSize(4);
        assertThatThrownBy(() -> a.take(face("5z"))).hasMessage("more than four 5z");
    }

    // ---------------------------------------------------------------- red fives off

    @ParameterizedTest(name = "{0}")
    @CsvSource({"m, 16", "p, 52", "s, 88"})
    void withoutRedFivesPlainFivesComeBeforeTheRedCopyAndFourAreFine(char suit, int redId) {
        TileAllocator a = new TileAllocator(TileSet.STANDARD_136, false);
        assertThat(ids(a.takeAll(Notation.parse("5555" + suit))))
                .containsExactly(redId + 1, redId + 2, redId + 3, redId);
        assertThatThrownBy(() -> a.take(face("5" + suit)))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("more than four 5" + suit);
        assertThatThrownBy(() -> a.take(face("0" + suit)))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("more than four 5" + suit);
    }

    @Test
    void withoutRedFivesAWrittenRedFiveTakesTheRedCopyFirst() {
        TileAllocator a = new TileAllocator(TileSet.STANDARD_136, false);
        assertThat(a.take(face("0m")).id()).isEqualTo(16);
    }

    @Test
    void withoutRedFivesZeroAndFiveAreTheSameTile() {
        TileAllocator a = new TileAllocator(TileSet.STANDARD_136, false);
        List<Tile> tiles = a.takeAll(Notation.parse("0m0m5m0m"));
        assertThat(tiles).hasSize(4).doesNotHaveDuplicates().allMatch(t -> t.kind() == TileKind.M5);
        assertThatThrownBy(() -> a.take(face("5m"))).hasMessage("more than four 5m");
    }

    @Test
    void withoutRedFivesAPlainFiveAfterThreePlainOnesTakesTheRedCopy() {
        TileAllocator a = new TileAllocator(TileSet.STANDARD_136, false);
        a.takeAll(Notation.parse("555s"));
        assertThat(a.take(face("5s")).id()).isEqualTo(88);
    }

    // ---------------------------------------------------------------- fifth copy, foreign kinds

    @ParameterizedTest
    @EnumSource(TileKind.class)
    void aFifthCopyOfAnyKindIsAnError(TileKind kind) {
        TileAllocator a = new TileAllocator(TileSet.STANDARD_136, false);
        TileFace f = TileFace.of(kind);
        Set<Tile> taken = new HashSet<>();
        for (int i = 0; i < 4; i++) {
            Tile t = a.take(f);
            assertThat(t.kind()).isSameAs(kind);
            assertThat(taken.add(t)).as("copy %d of %s is new", i, kind).isTrue();
        }
        assertThatThrownBy(() -> a.take(f))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("more than four " + kind.mpsz());
    }

    @ParameterizedTest
    @EnumSource(TileKind.class)
    void withRedFivesAFifthCopyIsAnErrorToo(TileKind kind) {
        TileAllocator a = new TileAllocator(TileSet.STANDARD_136, true);
        boolean five = kind.number() == 5 && !kind.isHonor();
        List<TileFace> four = new ArrayList<>();
        for (int i = 0; i < 4; i++) {
            four.add(new TileFace(kind, five && i == 0));
        }
        assertThat(a.takeAll(four)).hasSize(4).doesNotHaveDuplicates();
        assertThatThrownBy(() -> a.take(TileFace.of(kind))).isInstanceOf(IllegalArgumentException.class)
                .hasMessage(five
                        ? "more than three plain " + kind.mpsz() + " (with red fives, one of the four is 0"
                                + kind.suit().letter() + ")"
                        : "more than four " + kind.mpsz());
    }

    @ParameterizedTest
    @ValueSource(strings = {"1z", "4z", "5z", "7z"})
    void honoursAreNotInThe108Set(String mpsz) {
        for (boolean red : new boolean[] {true, false}) {
            TileAllocator a = new TileAllocator(TileSet.SUITS_108, red);
            assertThatThrownBy(() -> a.take(face(mpsz)))
                    .isInstanceOf(IllegalArgumentException.class)
                    .hasMessage("tile " + mpsz + " is not in the 108-tile set");
        }
    }

    @Test
    void theRedFivesAreUsableInThe108Set() {
        TileAllocator a = new TileAllocator(TileSet.SUITS_108, true);
        assertThat(ids(a.takeAll(Notation.parse("0m0p0s")))).containsExactly(16, 52, 88);
    }

    // ---------------------------------------------------------------- seeded model check

    static LongStream seeds() {
        return LongStream.range(0, 100);
    }

    /**
     * Random sequences of takes, checked against a simple model: with red fives, each numbered
     * suit's five has one red and three plain copies; otherwise every kind has four copies. A take
     * succeeds exactly when the model has a copy left, and never returns a tile already taken.
     */
    @ParameterizedTest(name = "seed {0}")
    @MethodSource("seeds")
    void randomTakesAgreeWithTheModel(long seed) {
        Random rnd = new Random(seed);
        TileSet set = rnd.nextBoolean() ? TileSet.STANDARD_136 : TileSet.SUITS_108;
        boolean redFives = rnd.nextBoolean();
        TileAllocator a = new TileAllocator(set, redFives);
        int[] plainLeft = new int[34];
        boolean[] redLeft = new boolean[34];
        for (TileKind k : TileKind.all()) {
            boolean five = k.number() == 5 && !k.isHonor();
            plainLeft[k.index()] = redFives && five ? 3 : 4;
            redLeft[k.index()] = redFives && five;
        }
        Set<Tile> taken = new HashSet<>();
        for (int step = 0; step < 200; step++) {
            TileKind k = TileKind.of(rnd.nextInt(34));
            boolean five = k.number() == 5 && !k.isHonor();
            TileFace f = new TileFace(k, five && rnd.nextInt(3) == 0);
            boolean expectOk;
            if (!set.contains(k)) {
                expectOk = false;
            } else if (redFives && f.red()) {
                expectOk = redLeft[k.index()];
            } else {
                expectOk = plainLeft[k.index()] > 0;
            }
            if (expectOk) {
                Tile t = a.take(f);
                assertThat(t.kind()).isSameAs(k);
                assertThat(set.contains(t)).isTrue();
                assertThat(taken.add(t)).as("step %d: %s gave %s again", step, f, t).isTrue();
                if (redFives) {
                    assertThat(t.isRed()).as("step %d: %s gave %s", step, f, t).isEqualTo(f.red());
                }
                if (redFives && f.red()) {
                    redLeft[k.index()] = false;
                } else {
                    plainLeft[k.index()]--;
                }
            } else {
                assertThatThrownBy(() -> a.take(f)).as("step %d: %s", step, f)
                        .isInstanceOf(IllegalArgumentException.class);
            }
        }
    }
}
