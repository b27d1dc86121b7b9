package org.jantaku.bots.play;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import org.jantaku.core.analysis.WinShapes;
import org.jantaku.core.analysis.WinShapes.SevenPairs;
import org.jantaku.core.tile.TileKind;
import org.jantaku.core.tile.TileSet;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The bots' shanten of a variant's winning shapes ({@link HandShape#of(WinShapes)}) agrees with the variant's own
 * test of a complete hand ({@link WinShapes#complete}) on every rule combination: a hand of 14 − 3·melds tiles is at
 * shanten −1 exactly when it is complete, and a hand one tile short that some tile completes is ready (shanten 0).
 * The hands are built near the shapes (sets and a pair, seven pairs with a four of a kind, thirteen orphans), then
 * often spoiled by one tile, so that both answers are met many times.
 */
class HandShapeTest {
    private static final int HANDS = 5_000;

    static Stream<WinShapes> shapes() {
        List<WinShapes> out = new ArrayList<>();
        for (SevenPairs pairs : SevenPairs.values()) {
            out.add(new WinShapes(TileSet.SUITS_108, pairs, false));
            out.add(new WinShapes(TileSet.STANDARD_136, pairs, false));
            out.add(new WinShapes(TileSet.STANDARD_136, pairs, true));
        }
        return out.stream();
    }

    @ParameterizedTest
    @MethodSource("shapes")
    void minusOneExactlyWhenComplete(WinShapes win) {
        HandShape shape = HandShape.of(win);
        SplittableRandom random = new SplittableRandom(win.hashCode());
        List<TileKind> kinds = win.set().kinds();
        int complete = 0;
        for (int i = 0; i < HANDS; i++) {
            int melds = random.nextInt(4) == 0 ? 1 + random.nextInt(3) : 0;
            int[] counts = near(random, kinds, melds);
            if (random.nextBoolean()) {
                spoil(random, kinds, counts);
            }
            boolean isComplete = win.complete(counts, melds);
            complete += isComplete ? 1 : 0;
            assertThat(shape.shanten(counts, melds) < 0).as("%s with %d melds", text(counts), melds).isEqualTo(isComplete);
            int drop = kindHeld(random, counts);
            counts[drop]--;
            if (win.completing(counts, melds) != 0) {
                assertThat(shape.shanten(counts, melds)).as("%s with %d melds, ready", text(counts), melds).isZero();
            } else {
                assertThat(shape.shanten(counts, melds)).as("%s with %d melds", text(counts), melds).isNotNegative();
            }
        }
        assertThat(complete).as("complete hands met").isGreaterThan(HANDS / 5);
    }

    /** 14 − 3·melds concealed tiles shaped as one of the forms: sets and a pair, seven pairs, or thirteen orphans. */
    private static int[] near(SplittableRandom random, List<TileKind> kinds, int melds) {
        int[] counts = new int[34];
        int form = melds > 0 ? 0 : random.nextInt(3);
        if (form == 1) {
            while (sum(counts) < 14) {
                int k = kinds.get(random.nextInt(kinds.size())).index();
                if (counts[k] <= 2) {
                    counts[k] += 2;
                }
            }
            return counts;
        }
        if (form == 2) {
            List<Integer> orphans = kinds.stream().filter(TileKind::isTerminalOrHonor)
                    .map(TileKind::index).toList();
            orphans.forEach(k -> counts[k]++);
            while (sum(counts) < 14) {
                int k = orphans.get(random.nextInt(orphans.size()));
                counts[k] += counts[k] < 4 ? 1 : 0;
            }
            return counts;
        }
        int pair = kinds.get(random.nextInt(kinds.size())).index();
        counts[pair] = 2;
        for (int sets = 0; sets < 4 - melds;) {
            TileKind k = kinds.get(random.nextInt(kinds.size()));
            boolean run = !k.isHonor() && k.number() <= 7 && random.nextBoolean();
            int[] add = run ? new int[] {k.index(), k.index() + 1, k.index() + 2} : new int[] {k.index(), k.index(), k.index()};
            if (fits(counts, add)) {
                for (int a : add) {
                    counts[a]++;
                }
                sets++;
            }
        }
        return counts;
    }

    private static boolean fits(int[] counts, int[] add) {
        int[] c = counts.clone();
        for (int a : add) {
            if (++c[a] > 4) {
                return false;
            }
        }
        return true;
    }

    /** Replaces one held tile by another kind of the set (never a fifth copy). */
    private static void spoil(SplittableRandom random, List<TileKind> kinds, int[] counts) {
        int from = kindHeld(random, counts);
        int to;
        do {
            to = kinds.get(random.nextInt(kinds.size())).index();
        } while (to == from || counts[to] >= 4);
        counts[from]--;
        counts[to]++;
    }

    private static int kindHeld(SplittableRandom random, int[] counts) {
        int n = random.nextInt(sum(counts));
        for (int k = 0; ; k++) {
            n -= counts[k];
            if (n < 0) {
                return k;
            }
        }
    }

    private static int sum(int[] counts) {
        int s = 0;
        for (int c : counts) {
            s += c;
        }
        return s;
    }

    private static String text(int[] counts) {
        StringBuilder b = new StringBuilder();
        for (int k = 0; k < 34; k++) {
            b.append(TileKind.of(k).mpsz().repeat(counts[k]));
        }
        return b.toString();
    }
}
