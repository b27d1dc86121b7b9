package org.jantaku.core.analysis;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import org.jantaku.core.hand.Meld;
import org.jantaku.core.hand.MeldNotation;
import org.jantaku.core.tile.Notation;
import org.jantaku.core.tile.TileAllocator;
import org.jantaku.core.tile.TileKind;
import org.jantaku.core.tile.TileSet;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class DecomposerTest {

    private static List<Decomposition> readings(String mpsz) {
        return Decomposer.all(Notation.parseCounts(mpsz), List.of(), false);
    }

    @Test
    void tripletsOrRunsAreTwoReadings() {
        List<Decomposition> r = readings("111222333m456p99s");
        assertThat(r).hasSize(2);
        assertThat(r).map(Object::toString).anyMatch(s -> s.contains("[111m, 222m, 333m, 456p]"))
                .anyMatch(s -> s.contains("[123m, 123m, 123m, 456p]"));
    }

    @Test
    void ryanpeikouIsAlsoSevenPairs() {
        List<Decomposition> r = readings("112233m445566p77s");
        assertThat(r).hasSize(2);
        assertThat(r).filteredOn(d -> d instanceof Decomposition.SevenPairs).hasSize(1);
        Decomposition.Standard s = (Decomposition.Standard) r.stream()
                .filter(d -> d instanceof Decomposition.Standard).findFirst().orElseThrow();
        assertThat(s.pair()).isEqualTo(TileKind.S7);
        assertThat(s.sets()).containsExactly(Block.run(TileKind.M1), Block.run(TileKind.M1),
                Block.run(TileKind.P4), Block.run(TileKind.P4));
    }

    @Test
    void aTripletIsNotTakenWhenItLeavesNoSet() {
        // 111m + 23m leaves no set, so the only reading is pair 11m + run 123m.
        List<Decomposition> r = readings("11123m456p789s999s");
        assertThat(r).hasSize(1);
        assertThat(((Decomposition.Standard) r.get(0)).pair()).isEqualTo(TileKind.M1);
    }

    @Test
    void nineGatesPlusOneHasItsReadings() {
        // 11123455678999m reads as 111 234 55 678 999 and as 11 123 456 5… ; each must recompose.
        List<Decomposition> r = readings("11123455678999m");
        assertThat(r).isNotEmpty();
        for (Decomposition d : r) {
            assertThat(recompose(d)).isEqualTo(Notation.parseCounts("11123455678999m"));
        }
    }

    @Test
    void thirteenOrphans() {
        List<Decomposition> r = readings("19m19p19s12345677z");
        assertThat(r).containsExactly(new Decomposition.ThirteenOrphans(TileKind.RED));
    }

    @Test
    void fourOfAKindIsTwoPairsOnlyWhenAllowed() {
        int[] c = Notation.parseCounts("1111m22m33p44p55s66s");
        assertThat(Decomposer.all(c, List.of(), false)).noneMatch(d -> d instanceof Decomposition.SevenPairs);
        assertThat(Decomposer.all(c, List.of(), true)).anyMatch(d -> d instanceof Decomposition.SevenPairs);
    }

    @Test
    void meldsAreSetsOfTheReading() {
        TileAllocator a = new TileAllocator(TileSet.STANDARD_136, false);
        Meld pon = MeldNotation.parse("pon:555z", a);
        Meld chi = MeldNotation.parse("chi:789m", a);
        int[] c = Notation.counts(Notation.parse("123p456s11z"));
        List<Decomposition> r = Decomposer.all(c, List.of(pon, chi), false);
        assertThat(r).hasSize(1);
        Decomposition.Standard s = (Decomposition.Standard) r.get(0);
        assertThat(s.melds()).containsExactly(pon, chi);
        assertThat(s.sets()).hasSize(2);
    }

    @Test
    void incompleteHandHasNoReading() {
        assertThat(readings("123m456p789s11z23z")).isEmpty();
        assertThat(readings("123m456p789s11z")).isEmpty(); // 11 tiles
    }

    /** Every reading of random complete hands recomposes to the hand, readings are distinct, and completeness agrees with shanten. */
    @ParameterizedTest(name = "{0} melds")
    @CsvSource({"0", "1", "2", "3", "4"})
    void randomCompleteHands(int melds) {
        SplittableRandom rnd = new SplittableRandom(77 + melds);
        for (int i = 0; i < 2000; i++) {
            int[] c = RandomHands.complete(rnd, melds, 34);
            List<Decomposition> r = Decomposer.all(c, List.of(), false);
            // Without real melds, only readings with 4 − melds concealed sets are possible: the count check covers it.
            List<Decomposition> standard = Decomposer.all(c, fakeMelds(melds), false);
            assertThat(standard).as(Notation.formatCounts(c)).isNotEmpty();
            Set<Decomposition> distinct = new HashSet<>(standard);
            assertThat(distinct).hasSameSizeAs(standard);
            for (Decomposition d : standard) {
                assertThat(recompose(d)).isEqualTo(c);
            }
            assertThat(Decomposer.isComplete(c, melds)).isTrue();
            assertThat(Shanten.of(c, melds)).isEqualTo(-1);
            if (melds > 0) {
                assertThat(r).isEmpty();
            }
        }
    }

    private static List<Meld> fakeMelds(int n) {
        TileAllocator a = new TileAllocator(TileSet.STANDARD_136, false);
        // Only the number of melds matters to the readings of the concealed tiles.
        List<Meld> melds = new java.util.ArrayList<>();
        String[] kinds = {"1111m", "2222p", "3333s", "4444m"};
        for (int i = 0; i < n; i++) {
            melds.add(MeldNotation.parse("ankan:" + kinds[i], a));
        }
        return melds;
    }

    static int[] recompose(Decomposition d) {
        int[] c = new int[34];
        switch (d) {
            case Decomposition.Standard s -> {
                c[s.pair().index()] += 2;
                for (Block b : s.sets()) {
                    switch (b.type()) {
                        case TRIPLET -> c[b.first().index()] += 3;
                        case RUN -> {
                            c[b.first().index()]++;
                            c[b.first().index() + 1]++;
                            c[b.first().index() + 2]++;
                        }
                    }
                }
            }
            case Decomposition.SevenPairs p -> p.pairs().forEach(k -> c[k.index()] += 2);
            case Decomposition.ThirteenOrphans o -> {
                for (TileKind k : TileKind.all()) {
                    if (k.isTerminalOrHonor()) {
                        c[k.index()]++;
                    }
                }
                c[o.pair().index()]++;
            }
        }
        return c;
    }
}
