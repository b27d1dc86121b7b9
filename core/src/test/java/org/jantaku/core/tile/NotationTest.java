package org.jantaku.core.tile;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import java.util.stream.LongStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

/** Parsing and formatting of mpsz notation (the error cases are in {@link NotationErrorTest}). */
class NotationTest {

    private static TileFace plain(TileKind kind) {
        return TileFace.of(kind);
    }

    private static TileFace red(TileKind kind) {
        return new TileFace(kind, true);
    }

    // ---------------------------------------------------------------- parse

    @Test
    void parsesGroupedDigitsInTheOrderWritten() {
        assertThat(Notation.parse("123m406p"))
                .containsExactly(plain(TileKind.M1), plain(TileKind.M2), plain(TileKind.M3),
                        plain(TileKind.P4), red(TileKind.P5), plain(TileKind.P6));
    }

    @Test
    void keepsTheWrittenOrderRatherThanSorting() {
        assertThat(Notation.parse("9s1m5z"))
                .containsExactly(plain(TileKind.S9), plain(TileKind.M1), plain(TileKind.WHITE));
    }

    @ParameterizedTest(name = "{0}z is {1}")
    @CsvSource({"1, EAST", "2, SOUTH", "3, WEST", "4, NORTH", "5, WHITE", "6, GREEN", "7, RED"})
    void honoursOneToSevenAreTheWindsThenTheDragons(int digit, TileKind expected) {
        assertThat(Notation.parse(digit + "z")).containsExactly(plain(expected));
    }

    @ParameterizedTest(name = "0{0} is the red five of {0}")
    @CsvSource({"m, M5", "p, P5", "s, S5"})
    void zeroIsTheRedFive(char suit, TileKind five) {
        TileFace face = Notation.parseOne("0" + suit);
        assertThat(face.kind()).isEqualTo(five);
        assertThat(face.red()).isTrue();
        assertThat(Notation.parseOne("5" + suit).red()).isFalse();
    }

    @ParameterizedTest(name = "\"{0}\" reads like 123m456p7z")
    @ValueSource(strings = {
        "123m456p7z", "1m2m3m4p5p6p7z", "12m3m45p6p7z", "1 2 3 m 4 5 6 p 7 z", " 123m 456p 7z ",
        "123m\t456p\n7z"})
    void groupedOnePerTileAndSpacedFormsAreEquivalent(String text) {
        assertThat(Notation.parse(text)).isEqualTo(Notation.parse("123m456p7z")).hasSize(7);
    }

    @ParameterizedTest
    @ValueSource(strings = {"", " ", "   \t "})
    void emptyOrBlankTextHasNoTiles(String text) {
        assertThat(Notation.parse(text)).isEmpty();
    }

    @Test
    void aSuitMayAppearInSeveralGroups() {
        assertThat(Notation.parse("1m2p3m"))
                .containsExactly(plain(TileKind.M1), plain(TileKind.P2), plain(TileKind.M3));
    }

    @Test
    void parseOneReturnsTheSingleTile() {
        assertThat(Notation.parseOne("7z")).isEqualTo(plain(TileKind.RED));
        assertThat(Notation.parseOne(" 3 s ")).isEqualTo(plain(TileKind.S3));
        assertThat(Notation.parseOne("0p")).isEqualTo(red(TileKind.P5));
    }

    // ---------------------------------------------------------------- format

    @ParameterizedTest(name = "format(parse(\"{0}\")) == \"{0}\"")
    @ValueSource(strings = {
        "", "1m", "0m", "05m", "0555m", "123m406p77z", "19m19p19s1234567z", "123456789m",
        "11112222333345z", "406m406p406s", "5z", "1234567z", "99s", "1p1z"})
    void formattingAParsedSortedStringGivesItBack(String sorted) {
        assertThat(Notation.format(Notation.parse(sorted))).isEqualTo(sorted);
    }

    @ParameterizedTest(name = "\"{0}\" formats as \"{1}\"")
    @CsvSource({
        "1m2m3m, 123m",
        "3m1m2m, 123m",
        "'1 2 3 m', 123m",
        "5m0m, 05m",
        "7z1m, 1m7z",
        "1z9s9p9m, 9m9p9s1z",
        "1m2p3m, 13m2p",
        "654p0p, 4056p"})
    void formatSortsAndGroups(String text, String expected) {
        assertThat(Notation.format(Notation.parse(text))).isEqualTo(expected);
    }

    @Test
    void formatOfNothingIsEmpty() {
        assertThat(Notation.format(List.of())).isEmpty();
    }

    @Test
    void formatDoesNotModifyItsArgument() {
        List<TileFace> faces = new ArrayList<>(Notation.parse("9m1m"));
        Notation.format(faces);
        assertThat(faces).containsExactly(plain(TileKind.M9), plain(TileKind.M1));
    }

    @Test
    void formatTilesShowsRedFivesAsZero() {
        assertThat(Notation.formatTiles(List.of(Tile.of(19), Tile.of(16), Tile.of(135), Tile.of(52))))
                .isEqualTo("05m0p7z");
    }

    // ---------------------------------------------------------------- counts

    @Test
    void countsByKindWithRedFivesCountedAsFives() {
        int[] c = Notation.counts(Notation.parse("0m55m1z1z9s"));
        int[] expected = new int[34];
        expected[TileKind.M5.index()] = 3;
        expected[TileKind.EAST.index()] = 2;
        expected[TileKind.S9.index()] = 1;
        assertThat(c).hasSize(34).isEqualTo(expected);
    }

    @Test
    void parseCountsIsCountsOfParse() {
        assertThat(Notation.parseCounts("123m406p77z"))
                .isEqualTo(Notation.counts(Notation.parse("123m406p77z")));
        assertThat(Notation.parseCounts("")).hasSize(34).containsOnly(0);
    }

    @Test
    void formatCountsWritesPlainFives() {
        assertThat(Notation.formatCounts(Notation.parseCounts("406m0p77z"))).isEqualTo("456m5p77z");
    }

    @Test
    void formatCountsOfZeroesIsEmpty() {
        assertThat(Notation.formatCounts(new int[34])).isEmpty();
    }

    @Test
    void formatCountsOfAFullSet() {
        int[] c = new int[34];
        java.util.Arrays.fill(c, 1);
        assertThat(Notation.formatCounts(c)).isEqualTo("123456789m123456789p123456789s1234567z");
    }

    // ---------------------------------------------------------------- seeded round trips

    static LongStream seeds() {
        return LongStream.range(0, 300);
    }

    /** A random sorted multiset of faces: up to 4 of each kind, at most one red five per suit. */
    private static List<TileFace> randomSortedFaces(Random rnd) {
        int size = rnd.nextInt(20); // includes the empty list
        int[] left = new int[34];
        java.util.Arrays.fill(left, 4);
        boolean[] redUsed = new boolean[3];
        List<TileFace> faces = new ArrayList<>();
        while (faces.size() < size) {
            TileKind k = TileKind.of(rnd.nextInt(34));
            if (left[k.index()] == 0) {
                continue;
            }
            left[k.index()]--;
            boolean red = k.number() == 5 && !k.isHonor() && !redUsed[k.suit().ordinal()] && rnd.nextInt(3) == 0;
            if (red) {
                redUsed[k.suit().ordinal()] = true;
            }
            faces.add(new TileFace(k, red));
        }
        Collections.sort(faces);
        return faces;
    }

    @ParameterizedTest(name = "seed {0}")
    @MethodSource("seeds")
    void parseOfFormatIsTheIdentityOnSortedFaceLists(long seed) {
        List<TileFace> faces = randomSortedFaces(new Random(seed));
        String text = Notation.format(faces);
        assertThat(Notation.parse(text)).as("parse(\"%s\")", text).isEqualTo(faces);
        assertThat(Notation.format(Notation.parse(text))).isEqualTo(text);
    }

    @ParameterizedTest(name = "seed {0}")
    @MethodSource("seeds")
    void formatIsGroupedWithEachSuitOnceInOrder(long seed) {
        List<TileFace> faces = randomSortedFaces(new Random(seed));
        String text = Notation.format(faces);
        assertThat(text).matches("([0-9]+m)?([0-9]+p)?([0-9]+s)?([1-7]+z)?");
        assertThat(text.replaceAll("[mpsz]", "")).hasSize(faces.size());
    }

    @ParameterizedTest(name = "seed {0}")
    @MethodSource("seeds")
    void formatIgnoresTheOrderOfItsInput(long seed) {
        Random rnd = new Random(seed);
        List<TileFace> faces = randomSortedFaces(rnd);
        List<TileFace> shuffled = new ArrayList<>(faces);
        Collections.shuffle(shuffled, rnd);
        assertThat(Notation.format(shuffled)).isEqualTo(Notation.format(faces));
    }

    @ParameterizedTest(name = "seed {0}")
    @MethodSource("seeds")
    void onePerTileWithRandomSpacesParsesLikeTheGroupedForm(long seed) {
        Random rnd = new Random(seed);
        List<TileFace> faces = randomSortedFaces(rnd);
        Collections.shuffle(faces, rnd);
        StringBuilder sb = new StringBuilder();
        for (TileFace f : faces) {
            for (char ch : f.mpsz().toCharArray()) {
                while (rnd.nextInt(4) == 0) {
                    sb.append(' ');
                }
                sb.append(ch);
            }
        }
        assertThat(Notation.parse(sb.toString())).as("parse(\"%s\")", sb).isEqualTo(faces);
    }

    @ParameterizedTest(name = "seed {0}")
    @MethodSource("seeds")
    void countsSurviveFormatCountsAndParseCounts(long seed) {
        Random rnd = new Random(seed);
        int[] counts = new int[34];
        for (int i = 0; i < counts.length; i++) {
            counts[i] = rnd.nextInt(3) == 0 ? rnd.nextInt(5) : 0;
        }
        assertThat(Notation.parseCounts(Notation.formatCounts(counts))).isEqualTo(counts);
    }
}
