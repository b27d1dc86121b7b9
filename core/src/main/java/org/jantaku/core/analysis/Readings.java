package org.jantaku.core.analysis;

import java.util.ArrayList;
import java.util.List;
import org.jantaku.core.tile.TileKind;

/**
 * Every reading of a winning hand by kind, its melds as fixed sets (for rule sets that score a
 * hand by its best reading: 鸡胡, 推倒胡, 捉鸡麻将's patterns), and the facts about its tiles. The
 * standard readings come from {@link Decomposer#visitStandard}.
 */
public final class Readings {
    private Readings() {
    }

    /**
     * The readings of a hand by the winning shapes of its rules (the same shapes a game's waits come
     * from); empty when it is not complete.
     */
    public static List<Reading> of(int[] concealed, List<Reading.Group> melds, WinShapes shapes) {
        int total = 0;
        for (int n : concealed) {
            total += n;
        }
        List<Reading> out = new ArrayList<>();
        if (melds.size() > 4 || total != 14 - 3 * melds.size()) {
            return out;
        }
        Decomposer.visitStandard(concealed.clone(), (pair, kinds, runs, n) -> {
            List<Reading.Group> sets = new ArrayList<>(melds);
            for (int i = 0; i < n; i++) {
                sets.add(new Reading.Group(runs[i], TileKind.of(kinds[i]), false, true));
            }
            out.add(new Reading(Reading.Shape.STANDARD, TileKind.of(pair), sets));
        });
        if (melds.isEmpty()) {
            WinShapes.SevenPairs pairs = shapes.sevenPairs();
            if (pairs != WinShapes.SevenPairs.NONE && Decomposer.isSevenPairs(concealed, pairs == WinShapes.SevenPairs.FOUR_AS_TWO)) {
                int first = 0;
                while (concealed[first] == 0) {
                    first++;
                }
                out.add(new Reading(Reading.Shape.SEVEN_PAIRS, TileKind.of(first), List.of()));
            }
            int orphanPair = shapes.thirteenOrphans() ? Decomposer.thirteenOrphansPair(concealed) : -1;
            if (orphanPair >= 0) {
                out.add(new Reading(Reading.Shape.THIRTEEN_ORPHANS, TileKind.of(orphanPair), List.of()));
            }
        }
        return out;
    }

    /**
     * A hand's readings by the winning shapes of its rules (none when it is not complete) and what its
     * tiles, melds included, are made of: what a scorer reads first.
     */
    public record Hand(List<Reading> readings, Tiles tiles) {
        public Hand {
            readings = List.copyOf(readings);
        }

        public static Hand of(int[] concealed, List<Reading.Group> melds, WinShapes shapes) {
            return new Hand(Readings.of(concealed, melds, shapes), Tiles.of(allTiles(concealed, melds)));
        }

        /** Whether the hand is complete: it has a reading. */
        public boolean complete() {
            return !readings.isEmpty();
        }
    }

    /** All tiles of the hand by kind: concealed plus melds. */
    public static int[] allTiles(int[] concealed, List<Reading.Group> melds) {
        int[] c = concealed.clone();
        for (Reading.Group m : melds) {
            for (TileKind k : TileKind.all()) {
                c[k.index()] += m.count(k);
            }
        }
        return c;
    }

    /** What the tiles of a hand are made of. */
    public record Tiles(int suits, boolean honors, boolean terminals, boolean simples) {
        public static Tiles of(int[] all) {
            int suits = 0;
            boolean honors = false;
            boolean terminals = false;
            boolean simples = false;
            for (int s = 0; s < 3; s++) {
                boolean any = false;
                for (int i = 0; i < 9; i++) {
                    if (all[s * 9 + i] > 0) {
                        any = true;
                        if (i == 0 || i == 8) {
                            terminals = true;
                        } else {
                            simples = true;
                        }
                    }
                }
                suits += any ? 1 : 0;
            }
            for (int k = 27; k < 34; k++) {
                honors |= all[k] > 0;
            }
            return new Tiles(suits, honors, terminals, simples);
        }

        /** 清一色: one numbered suit, no honours. */
        public boolean fullFlush() {
            return suits == 1 && !honors;
        }

        /** 混一色: one numbered suit and honours. */
        public boolean halfFlush() {
            return suits == 1 && honors;
        }

        /** 字一色: honours only. */
        public boolean allHonors() {
            return suits == 0;
        }
    }
}
