package org.jantaku.core.hand;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import java.util.stream.LongStream;
import org.jantaku.core.tile.Notation;
import org.jantaku.core.tile.Tile;
import org.jantaku.core.tile.TileAllocator;
import org.jantaku.core.tile.TileFace;
import org.jantaku.core.tile.TileKind;
import org.jantaku.core.tile.TileSet;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.MethodSource;

class HandTest {

    /** One allocator per test (JUnit makes a new instance for each), shared by a hand and its melds. */
    private final TileAllocator allocator = new TileAllocator(TileSet.STANDARD_136, true);

    private List<Tile> tiles(String mpsz) {
        return allocator.takeAll(Notation.parse(mpsz));
    }

    private List<Meld> melds(String... notations) {
        List<Meld> out = new ArrayList<>();
        for (String n : notations) {
            out.add(MeldNotation.parse(n, allocator));
        }
        return out;
    }

    private Hand hand(String concealed, String... melds) {
        // melds first, so that a meld's tiles are the ones its notation would take on its own
        List<Meld> m = melds(melds);
        return new Hand(tiles(concealed), m);
    }

    // ---------------------------------------------------------------- size

    @ParameterizedTest(name = "\"{0}\" with [{1}] -> full {2}")
    @CsvSource(delimiter = '|', value = {
        "1112345678999m     |                                                   | false",
        "11123456789999m    |                                                   | true",
        "123456789m1p       | pon:555z                                          | false",
        "123456789m12p      | pon:555z                                          | true",
        "123m456p11z        | pon:555z,chi:789s                                 | true",
        "11z                | pon:555z,chi:789s,ankan:1111m,minkan:9999p        | true",
        "1m                 | kakan:5555z,ankan:6666z,minkan:7777z,ankan:1111z  | false",
        "123456789m1p       | ankan:2222s                                       | false",
        "123456789m12p      | ankan:2222s                                       | true"})
    void acceptsThirteenOrFourteenTilesCountingEachMeldAsThree(String concealed, String meldList, boolean full) {
        String[] m = meldList == null ? new String[0] : meldList.split(",");
        Hand h = hand(concealed, m);
        assertThat(h.melds()).hasSize(m.length);
        assertThat(h.concealed()).hasSize(Notation.parse(concealed).size());
        assertThat(h.isFull()).isEqualTo(full);
    }

    @ParameterizedTest(name = "{1} concealed tiles with {0} meld(s)")
    @CsvSource(delimiter = '|', value = {
        "0 | 12 | a hand with 0 meld(s) needs 13 or 14 concealed tiles, not 12",
        "0 | 15 | a hand with 0 meld(s) needs 13 or 14 concealed tiles, not 15",
        "0 | 0  | a hand with 0 meld(s) needs 13 or 14 concealed tiles, not 0",
        "1 | 12 | a hand with 1 meld(s) needs 10 or 11 concealed tiles, not 12",
        "1 | 9  | a hand with 1 meld(s) needs 10 or 11 concealed tiles, not 9",
        "2 | 9  | a hand with 2 meld(s) needs 7 or 8 concealed tiles, not 9",
        "3 | 3  | a hand with 3 meld(s) needs 4 or 5 concealed tiles, not 3",
        "4 | 0  | a hand with 4 meld(s) needs 1 or 2 concealed tiles, not 0",
        "4 | 3  | a hand with 4 meld(s) needs 1 or 2 concealed tiles, not 3"})
    void rejectsOtherSizes(int meldCount, int concealedCount, String message) {
        List<String> ponTexts = List.of("pon:111z", "pon:222z", "pon:333z", "pon:444z");
        List<Meld> m = melds(ponTexts.subList(0, meldCount).toArray(String[]::new));
        // concealed tiles from the numbered suits, all distinct
        List<Tile> concealed = TileSet.STANDARD_136.tiles().subList(0, concealedCount);
        assertThatThrownBy(() -> new Hand(concealed, m))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage(message);
    }

    @Test
    void aKanCountsAsThreeNotFour() {
        // 9 concealed + a kan is 13 physical tiles but only 12 counting the kan as three
        List<Meld> kan = melds("ankan:1111z");
        List<Tile> nine = tiles("123456789m");
        assertThatThrownBy(() -> new Hand(nine, kan))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("a hand with 1 meld(s) needs 10 or 11 concealed tiles, not 9");
        // 11 concealed + a kan is 15 physical tiles, but 14 counting the kan as three
        Hand full = new Hand(tiles("11234567899p"), melds("ankan:2222z"));
        assertThat(full.isFull()).isTrue();
        assertThat(full.allTiles()).hasSize(15);
    }

    @Test
    void aKanHandHasMorePhysicalTiles() {
        Hand h = hand("123456789m12p", "ankan:2222s");
        assertThat(h.allTiles()).hasSize(15);
        assertThat(h.isFull()).isTrue();
    }

    @Test
    void atMostFourMelds() {
        List<Meld> five = melds("pon:111z", "pon:222z", "pon:333z", "pon:444z", "pon:555z");
        assertThatThrownBy(() -> new Hand(List.of(), five))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("a hand has at most 4 melds, not 5");
    }

    // ---------------------------------------------------------------- no tile twice

    @Test
    void rejectsAPhysicalTileTwiceInTheConcealedTiles() {
        List<Tile> t = new ArrayList<>(TileSet.STANDARD_136.tiles().subList(0, 12));
        t.add(Tile.of(0));
        assertThatThrownBy(() -> Hand.closed(t))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("tile 1m#0 appears twice in the hand");
    }

    @Test
    void fourCopiesOfAKindAreFine() {
        Hand h = hand("1111m23456789p1z");
        assertThat(h.concealedCounts()[TileKind.M1.index()]).isEqualTo(4);
    }

    @Test
    void rejectsATileInBothTheHandAndAMeld() {
        Meld pon = new Pon(List.of(Tile.of(124), Tile.of(125), Tile.of(126)), Tile.of(124), From.TOIMEN);
        List<Tile> concealed = new ArrayList<>(TileSet.STANDARD_136.tiles().subList(0, 10));
        concealed.add(Tile.of(126));
        assertThatThrownBy(() -> new Hand(concealed, List.of(pon)))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("tile 5z#126 appears twice in the hand and melds");
    }

    @Test
    void rejectsATileInBothTheHandAndTheLastTileOfAKan() {
        Meld kan = new ClosedKan(List.of(Tile.of(132), Tile.of(133), Tile.of(134), Tile.of(135)));
        List<Tile> concealed = new ArrayList<>(TileSet.STANDARD_136.tiles().subList(0, 9));
        concealed.add(Tile.of(135));
        assertThatThrownBy(() -> new Hand(concealed, List.of(kan)))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("tile 7z#135 appears twice in the hand and melds");
    }

    @Test
    void rejectsATileInTwoMelds() {
        Meld a = new Pon(List.of(Tile.of(124), Tile.of(125), Tile.of(126)), Tile.of(124), From.TOIMEN);
        Meld b = new Pon(List.of(Tile.of(127), Tile.of(125), Tile.of(124)), Tile.of(127), From.KAMICHA);
        List<Tile> concealed = TileSet.STANDARD_136.tiles().subList(0, 7);
        assertThatThrownBy(() -> new Hand(concealed, List.of(a, b)))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("tile 5z#124 appears twice in the hand and melds");
    }

    // ---------------------------------------------------------------- counts

    @Test
    void concealedCountsAndAllCounts() {
        Hand h = hand("234m067s11z", "pon:777z", "ankan:1111p");
        assertThat(h.concealedCounts()).isEqualTo(Notation.parseCounts("234m567s11z"));
        assertThat(h.allCounts()).isEqualTo(Notation.parseCounts("234m567s11z777z1111p"));
        assertThat(Arrays.stream(h.allCounts()).sum()).isEqualTo(15);
    }

    @Test
    void countsOfAClosedHandAreTheSame() {
        Hand h = hand("123m406p789s1122z");
        assertThat(h.concealedCounts()).hasSize(34).isEqualTo(Notation.parseCounts("123m456p789s1122z"));
        assertThat(h.allCounts()).isEqualTo(h.concealedCounts());
    }

    @Test
    void countsAreFreshArrays() {
        Hand h = hand("123m406p789s1122z");
        h.concealedCounts()[0] = 99;
        h.allCounts()[0] = 99;
        assertThat(h.concealedCounts()[0]).isEqualTo(1);
        assertThat(h.allCounts()[0]).isEqualTo(1);
    }

    @Test
    void allTilesAreTheConcealedTilesThenTheMeldTiles() {
        List<Meld> m = melds("pon:777z");
        List<Tile> c = tiles("123m456p789s11z");
        Hand h = new Hand(c, m);
        List<Tile> expected = new ArrayList<>(c);
        expected.addAll(m.get(0).tiles());
        assertThat(h.allTiles()).isEqualTo(expected);
    }

    // ---------------------------------------------------------------- closed, full

    @ParameterizedTest(name = "{0} -> closed {1}")
    @CsvSource(delimiter = '|', value = {
        "                        | true",
        "ankan:1111z             | true",
        "ankan:1111z,ankan:2222z | true",
        "pon:555z                | false",
        "chi:123s                | false",
        "minkan:5555z            | false",
        "kakan:5555z             | false",
        "ankan:1111z,chi:123s    | false"})
    void isClosedUnlessAMeldIsOpen(String meldList, boolean closed) {
        List<Meld> m = meldList == null ? List.of() : melds(meldList.split(","));
        // 13 - 3 × melds concealed tiles of the pin suit
        List<Tile> concealed = allocator.takeAll(Notation.parse("1112345678999p").subList(0, 13 - 3 * m.size()));
        Hand h = new Hand(concealed, m);
        assertThat(h.isClosed()).isEqualTo(closed);
    }

    @ParameterizedTest(name = "{1} concealed with {0} -> full {2}")
    @CsvSource(delimiter = '|', value = {
        "             | 13 | false",
        "             | 14 | true",
        "pon:555z     | 10 | false",
        "pon:555z     | 11 | true",
        "ankan:5555z  | 10 | false",
        "ankan:5555z  | 11 | true",
        "ankan:5555z,ankan:6666z,ankan:7777z,ankan:1111z | 1 | false",
        "ankan:5555z,ankan:6666z,ankan:7777z,ankan:1111z | 2 | true"})
    void isFullWithFourteenTilesCountingMeldsAsThree(String meldList, int concealedCount, boolean full) {
        List<Meld> m = meldList == null ? List.of() : melds(meldList.split(","));
        Hand h = new Hand(TileSet.STANDARD_136.tiles().subList(0, concealedCount), m);
        assertThat(h.isFull()).isEqualTo(full);
    }

    // ---------------------------------------------------------------- toString, copies

    @Test
    void toStringIsTheSortedConcealedTilesThenTheMelds() {
        assertThat(hand("9s1z406m321p", "pon:777z", "chi:645s"))
                .hasToString("406m123p9s1z pon:777z chi:456s");
    }

    @Test
    void toStringOfAClosedHandIsJustItsTiles() {
        assertThat(hand("9991112340678m")).hasToString("1112340678999m");
    }

    @Test
    void toStringWithFourMeldsKeepsTheirOrder() {
        assertThat(hand("11z", "ankan:0555m", "pon:222z", "kakan:3333z", "minkan:9999p"))
                .hasToString("11z ankan:0555m pon:222z kakan:3333z minkan:9999p");
    }

    @Test
    void closedIsAHandWithoutMelds() {
        List<Tile> t = tiles("1112345678999m");
        assertThat(Hand.closed(t)).isEqualTo(new Hand(t, List.of()));
        assertThat(Hand.closed(t).melds()).isEmpty();
    }

    @Test
    void theHandKeepsUnmodifiableCopiesOfItsLists() {
        List<Tile> t = new ArrayList<>(tiles("123456789m1234p"));
        List<Meld> m = new ArrayList<>();
        Hand h = new Hand(t, m);
        t.set(0, Tile.of(135));
        m.add(new ClosedKan(List.of(Tile.of(132), Tile.of(133), Tile.of(134), Tile.of(135))));
        assertThat(h.concealed().get(0).kind()).isEqualTo(TileKind.M1);
        assertThat(h.melds()).isEmpty();
        assertThatThrownBy(() -> h.concealed().add(Tile.of(100))).isInstanceOf(UnsupportedOperationException.class);
        assertThatThrownBy(() -> h.melds().clear()).isInstanceOf(UnsupportedOperationException.class);
    }

    // ---------------------------------------------------------------- seeded random hands

    static LongStream seeds() {
        return LongStream.range(0, 200);
    }

    /**
     * Random legal hands: random melds (each type) and random concealed tiles from one wall,
     * checked against counts kept by the test itself.
     */
    @ParameterizedTest(name = "seed {0}")
    @MethodSource("seeds")
    void randomHandsAgreeWithTheirParts(long seed) {
        Random rnd = new Random(seed);
        int[] left = new int[34];
        Arrays.fill(left, 4);
        int[] expectedAll = new int[34];
        List<String> meldTexts = new ArrayList<>();
        boolean anyOpen = false;
        int meldCount = rnd.nextInt(5);
        while (meldTexts.size() < meldCount) {
            MeldShape type = MeldShape.values()[rnd.nextInt(MeldShape.values().length)];
            List<TileKind> kinds = new ArrayList<>();
            if (type == MeldShape.CHI) {
                int start = rnd.nextInt(3) * 9 + rnd.nextInt(7);
                for (int i = 0; i < 3; i++) {
                    kinds.add(TileKind.of(start + i));
                }
            } else {
                TileKind k = TileKind.of(rnd.nextInt(34));
                for (int i = 0; i < type.size(); i++) {
                    kinds.add(k);
                }
            }
            int[] need = new int[34];
            kinds.forEach(k -> need[k.index()]++);
            boolean fits = true;
            for (int i = 0; i < 34; i++) {
                fits &= need[i] <= left[i];
            }
            if (!fits) {
                continue;
            }
            for (int i = 0; i < 34; i++) {
                left[i] -= need[i];
                expectedAll[i] += need[i];
            }
            StringBuilder text = new StringBuilder(type.key()).append(':');
            kinds.forEach(k -> text.append(k.mpsz()));
            meldTexts.add(text.toString());
            anyOpen |= type != MeldShape.CONCEALED_KONG;
        }
        // one wall for the melds and the concealed tiles
        TileAllocator wall = new TileAllocator(TileSet.STANDARD_136, false);
        List<Meld> melds = meldTexts.stream().map(text -> MeldNotation.parse(text, wall)).toList();
        int concealedCount = 13 - 3 * meldCount + rnd.nextInt(2);
        List<TileKind> pool = new ArrayList<>();
        for (int i = 0; i < 34; i++) {
            for (int n = 0; n < left[i]; n++) {
                pool.add(TileKind.of(i));
            }
        }
        Collections.shuffle(pool, rnd);
        int[] expectedConcealed = new int[34];
        List<Tile> concealed = new ArrayList<>();
        for (TileKind k : pool.subList(0, concealedCount)) {
            expectedConcealed[k.index()]++;
            expectedAll[k.index()]++;
            concealed.add(wall.take(TileFace.of(k)));
        }

        Hand h = new Hand(concealed, melds);
        assertThat(h.concealedCounts()).isEqualTo(expectedConcealed);
        assertThat(h.allCounts()).isEqualTo(expectedAll);
        assertThat(h.isClosed()).isEqualTo(!anyOpen);
        assertThat(h.isFull()).isEqualTo(concealedCount + 3 * meldCount == 14);
        assertThat(h.allTiles()).doesNotHaveDuplicates()
                .hasSize(concealedCount + melds.stream().mapToInt(m -> m.tiles().size()).sum());
        String[] parts = h.toString().split(" ", -1);
        assertThat(parts).hasSize(1 + meldCount);
        assertThat(Notation.parseCounts(parts[0])).isEqualTo(expectedConcealed);
        for (int i = 0; i < meldCount; i++) {
            assertThat(parts[1 + i]).isEqualTo(MeldNotation.format(melds.get(i)));
        }
    }
}
