package org.jantaku.riichi.scoring;

import java.util.Arrays;
import java.util.List;
import org.jantaku.core.hand.AddedKan;
import org.jantaku.core.hand.Chi;
import org.jantaku.core.hand.ClosedKan;
import org.jantaku.core.hand.Meld;
import org.jantaku.core.hand.OpenKan;
import org.jantaku.core.hand.Pon;
import org.jantaku.core.tile.Tile;

/**
 * What every reading of one won hand shares: counts, winds, openness, the winning kind, the melds
 * as a shape prefix, the red fives, and the yaku that depend only on the situation and the tiles.
 * Reused from hand to hand ({@link #load}) so that scoring allocates almost nothing.
 */
final class WinFacts {
    RiichiOptions options;
    WinSituation situation;
    /** Concealed tiles by kind, the winning tile included. */
    final int[] concealed = new int[34];
    /** Every tile of the hand by kind, melds included. */
    final int[] all = new int[34];
    int winKind;
    boolean closed;
    boolean tsumo;
    boolean dealer;
    int seatWind;
    int roundWind;
    int meldCount;
    /** The facts the fu depend on ({@link FuFacts}). */
    int fuFacts;
    /** Bit k set when the hand holds kind k (melds included). */
    long present;
    /** Bit k set when the concealed tiles hold kind k. */
    long concealedPresent;
    /** The base-5 key of each numbered suit's concealed counts ({@link SuitReadings}); entry 3 is unused. */
    final int[] suitKeys = new int[4];
    /** Concealed honours held as a pair (two), a bit per kind. */
    long honourPairs;
    /** Concealed honours held as a triplet (three), a bit per kind. */
    long honourTriplets;
    /** Whether a concealed honour is held once or four times (then no standard reading exists). */
    boolean honourMisfit;
    /** Red fives in the hand that count as dora under the rules. */
    int redFives;
    /** The melds in order (for the fu breakdown); the masks below hold what yaku and fu need of them. */
    final Melds melds = new Melds();
    /** Runs among the melds (chi), as {@link RunCounts}. */
    long meldRuns;
    /** Triplets and kans among the melds, a bit per kind. */
    long meldTriplets;
    /** Kans, a bit per kind. */
    long kans;
    int kanCount;
    /** Closed kans (concealed in yaku and fu), a bit per kind. */
    long closedKans;
    /** Kinds whose triplet is yakuhai and whose pair gives fu: the dragons, the seat and round winds. */
    long valueKinds;
    /** Chuuren if the concealed tiles are nine gates (then in every standard reading), else null. */
    Yaku nineGates;
    /** Yaku from the situation and from the tiles alone, the same in every reading. */
    final Candidate common = new Candidate();

    void load(RiichiOptions options, WinRequest request) {
        this.options = options;
        this.situation = request.situation();
        Arrays.fill(concealed, 0);
        Arrays.fill(suitKeys, 0);
        redFives = 0;
        long seen = 0;
        List<Tile> hand = request.hand().concealed();
        for (int i = 0; i < hand.size(); i++) {
            Tile t = hand.get(i);
            int k = t.id() >> 2;
            concealed[k]++;
            suitKeys[k / 9] += SuitReadings.place(k);
            seen |= 1L << k;
            redFives += red(t, options);
        }
        concealedPresent = seen;
        honours();
        System.arraycopy(concealed, 0, all, 0, 34);
        List<Meld> ms = request.hand().melds();
        boolean open = false;
        meldRuns = 0;
        meldTriplets = 0;
        kans = 0;
        closedKans = 0;
        for (int i = 0; i < ms.size(); i++) {
            Meld m = ms.get(i);
            List<Tile> tiles = m.tiles();
            for (int j = 0; j < tiles.size(); j++) {
                Tile t = tiles.get(j);
                all[t.id() >> 2]++;
                seen |= 1L << (t.id() >> 2);
                redFives += red(t, options);
            }
            int kind = tiles.get(0).id() >> 2;
            long bit = 1L << kind;
            int type = switch (m) {
                case Chi c -> Melds.RUN;
                case Pon p -> Melds.TRIPLET;
                case OpenKan k -> Melds.KAN;
                case ClosedKan k -> Melds.KAN;
                case AddedKan k -> Melds.KAN;
            };
            boolean isOpen = !(m instanceof ClosedKan);
            melds.set(i, kind, type, !isOpen);
            open |= isOpen;
            if (type == Melds.RUN) {
                meldRuns += RunCounts.one(kind);
            } else {
                meldTriplets |= bit;
            }
            kans |= type == Melds.KAN ? bit : 0;
            closedKans |= isOpen ? 0 : bit;
        }
        melds.count = ms.size();
        present = seen;
        this.winKind = request.winTile().id() >> 2;
        this.closed = !open;
        this.tsumo = situation.tsumo();
        this.dealer = situation.dealer();
        this.seatWind = situation.seatWind().tile().index();
        this.roundWind = situation.roundWind().tile().index();
        this.meldCount = ms.size();
        this.kanCount = Long.bitCount(kans);
        this.valueKinds = YakuEvaluator.DRAGONS | 1L << seatWind | 1L << roundWind;
        this.nineGates = YakuEvaluator.nineGates(this);
        this.fuFacts = FuFacts.pack(closed, tsumo, seatWind, roundWind, options.doubleWindPairFu());
        common.clear();
        YakuEvaluator.situational(common, this);
        YakuEvaluator.byTiles(common, this);
    }

    private void honours() {
        long pairs = 0;
        long triplets = 0;
        boolean misfit = false;
        for (long h = concealedPresent & YakuEvaluator.HONORS; h != 0; h &= h - 1) {
            int k = Long.numberOfTrailingZeros(h);
            pairs |= concealed[k] == 2 ? 1L << k : 0;
            triplets |= concealed[k] == 3 ? 1L << k : 0;
            misfit |= concealed[k] == 1 || concealed[k] == 4;
        }
        honourPairs = pairs;
        honourTriplets = triplets;
        honourMisfit = misfit;
    }

    private static int red(Tile t, RiichiOptions o) {
        int id = t.id();
        return (id == 16 || id == 52 || id == 88) && o.redFive(id / 36) ? 1 : 0;
    }

    /** Han of a yaku in this hand (closed or open value). */
    int han(Yaku y) {
        return closed ? y.hanClosed() : y.hanOpen();
    }
}
