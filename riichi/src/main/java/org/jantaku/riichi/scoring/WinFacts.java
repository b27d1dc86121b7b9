package org.jantaku.riichi.scoring;

import java.util.List;
import org.jantaku.core.hand.Chi;
import org.jantaku.core.hand.ClosedKan;
import org.jantaku.core.hand.Meld;
import org.jantaku.core.hand.Pon;
import org.jantaku.core.tile.Tile;

/**
 * What every reading of one won hand shares: counts and suit keys of the concealed tiles, winds,
 * openness, the winning kind, the melds (in order, and as masks of runs, triplets and kans), the
 * red fives, and the yaku that depend only on the situation and the tiles. Reused from hand to hand
 * ({@link #load}) so that scoring allocates almost nothing.
 */
final class WinFacts {
    RiichiOptions options;
    WinSituation situation;
    /** Concealed tiles by kind, the winning tile included, as {@link KindCounts} (low and high word). */
    long countsLow;
    long countsHigh;
    int winKind;
    boolean closed;
    boolean tsumo;
    boolean dealer;
    /** The seat and round winds as kinds (27 East … 30 North). */
    int seatWind;
    int roundWind;
    int meldCount;
    /** The facts the fu depend on ({@link FuFacts}). */
    int fuFacts;
    /** Bit k set when the hand holds kind k (melds included). */
    long present;
    /** Bit k set when the concealed tiles hold kind k. */
    long concealedPresent;
    /** The three numbered suits' keys of the concealed counts, packed ({@link SuitReadings#keyPart}). */
    long suitKeys;
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
        int reds = 0;
        long seen = 0;
        long keys = 0;
        long low = 0;
        long high = 0;
        List<Tile> hand = request.hand().concealed();
        for (int i = 0; i < hand.size(); i++) {
            Tile t = hand.get(i);
            int k = t.id() >> 2;
            low += KindCounts.lowOne(k);
            high += KindCounts.highOne(k);
            keys += SuitReadings.keyPart(k);
            seen |= 1L << k;
            reds += red(t, options);
        }
        concealedPresent = seen;
        countsLow = low;
        countsHigh = high;
        suitKeys = keys;
        honours();
        List<Meld> ms = request.hand().melds();
        boolean open = false;
        long runs = 0;
        long triplets = 0;
        long kanBits = 0;
        long closedKanBits = 0;
        for (int i = 0; i < ms.size(); i++) {
            Meld m = ms.get(i);
            List<Tile> tiles = m.tiles();
            for (int j = 0; j < tiles.size(); j++) {
                Tile t = tiles.get(j);
                seen |= 1L << (t.id() >> 2);
                reds += red(t, options);
            }
            int kind = tiles.get(0).id() >> 2;
            long bit = 1L << kind;
            int type = m instanceof Chi ? Melds.RUN : m instanceof Pon ? Melds.TRIPLET : Melds.KAN;
            boolean isOpen = !(m instanceof ClosedKan);
            melds.set(i, kind, type, !isOpen);
            open |= isOpen;
            if (type == Melds.RUN) {
                runs += RunCounts.one(kind);
            } else {
                triplets |= bit;
            }
            kanBits |= type == Melds.KAN ? bit : 0;
            closedKanBits |= isOpen ? 0 : bit;
        }
        melds.count = ms.size();
        meldRuns = runs;
        meldTriplets = triplets;
        kans = kanBits;
        closedKans = closedKanBits;
        redFives = reds;
        present = seen;
        this.winKind = request.winTile().id() >> 2;
        this.closed = !open;
        this.tsumo = situation.tsumo();
        this.dealer = situation.dealer();
        this.seatWind = 27 + situation.seatWind().ordinal();
        this.roundWind = 27 + situation.roundWind().ordinal();
        this.meldCount = ms.size();
        this.kanCount = Long.bitCount(kans);
        this.valueKinds = YakuEvaluator.DRAGONS | 1L << seatWind | 1L << roundWind
                | (options.northValue() ? 1L << YakuEvaluator.NORTH : 0);
        this.nineGates = YakuEvaluator.nineGates(this);
        this.fuFacts = FuFacts.pack(closed, tsumo, seatWind, roundWind, options.doubleWindPairFu(), options.northValue());
        common.clear();
        YakuEvaluator.situational(common, this);
        YakuEvaluator.byTiles(common, this);
    }

    /** How many concealed tiles of {@code kind} the hand holds. */
    int count(int kind) {
        return KindCounts.count(countsLow, countsHigh, kind);
    }

    /** Whether the concealed tiles are seven pairs (see {@link KindCounts#sevenPairs}). */
    boolean sevenPairs() {
        return meldCount == 0 && KindCounts.sevenPairs(countsLow, countsHigh, options.chiitoiFourOfKind());
    }

    /** Whether the concealed tiles are thirteen orphans: all 13 terminal and honour kinds and nothing else (14 tiles). */
    boolean thirteenOrphans() {
        return meldCount == 0 && concealedPresent == YakuEvaluator.YAOCHU;
    }

    /** How many tiles of {@code kind} the hand holds, melds included. */
    int held(int kind) {
        int n = count(kind);
        if (meldCount == 0) {
            return n;
        }
        n += (int) (meldTriplets >>> kind & 1) * (3 + (int) (kans >>> kind & 1));
        for (int first : RunCounts.holding(kind)) {
            n += RunCounts.at(meldRuns, first);
        }
        return n;
    }

    private void honours() {
        long pairs = 0;
        long triplets = 0;
        boolean misfit = false;
        for (long h = concealedPresent & YakuEvaluator.HONORS; h != 0; h &= h - 1) {
            int k = Long.numberOfTrailingZeros(h);
            int n = count(k);
            pairs |= n == 2 ? 1L << k : 0;
            triplets |= n == 3 ? 1L << k : 0;
            misfit |= n == 1 || n == 4;
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
