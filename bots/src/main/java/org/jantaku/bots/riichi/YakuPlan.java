package org.jantaku.bots.riichi;

import java.util.List;
import org.jantaku.core.hand.Meld;
import org.jantaku.core.hand.MeldShape;

/**
 * The yaku an open hand aims for, so that calls keep it able to win: 役牌 (a triplet of a dragon or
 * a value wind, melded or concealed) needs nothing more; 断幺九 (all simples, with kuitan) wants
 * every terminal and honour gone; 混一色 (one suit and honours) wants the other suits gone. A closed
 * hand needs no plan (riichi or menzen tsumo give it a yaku).
 *
 * @param kind what the hand aims for
 * @param suit the suit of a half flush (0 man, 1 pin, 2 sou), else −1
 */
record YakuPlan(Kind kind, int suit) {

    enum Kind {
        /** A closed hand, or a value triplet: no constraint. */
        FREE,
        TANYAO,
        HONITSU,
        /** No yaku in reach: the hand cannot win as it stands. */
        NONE
    }

    static final YakuPlan FREE = new YakuPlan(Kind.FREE, -1);
    /** The numbered kinds, and the terminals and honours (么九牌), bit per kind. */
    private static final long NUMBERS = (1L << 27) - 1;
    private static final long TERMINALS_AND_HONOURS = 1L | 1L << 8 | 1L << 9 | 1L << 17 | 1L << 18 | 1L << 26 | 0x7FL << 27;
    static final YakuPlan NONE = new YakuPlan(Kind.NONE, -1);

    /** A meld reduced to what the plan reads: its lowest kind and whether it is a run. */
    record Set(int kind, boolean run) {
        static Set of(Meld m) {
            return new Set(m.kind().index(), m.shape() == MeldShape.CHI);
        }
    }

    /**
     * The plan of a hand with {@code melds} (a closed kan included; {@code open}: some meld is open)
     * and {@code counts} concealed.
     */
    static YakuPlan of(List<Set> melds, boolean open, int[] counts, HandView view, boolean kuitan) {
        if (!open) {
            return FREE;
        }
        for (Set m : melds) {
            if (!m.run && view.isYakuhai(m.kind)) {
                return FREE;
            }
        }
        for (int k = 27; k < 34; k++) {
            if (counts[k] >= 3 && view.isYakuhai(k)) {
                return FREE;
            }
        }
        YakuPlan best = NONE;
        int bestOff = Integer.MAX_VALUE;
        if (kuitan && allSimple(melds)) {
            best = new YakuPlan(Kind.TANYAO, -1);
            bestOff = best.offPlan(counts);
        }
        int suit = meldSuit(melds);
        if (suit >= 0) {
            YakuPlan flush = new YakuPlan(Kind.HONITSU, suit);
            int off = flush.offPlan(counts);
            if (off < bestOff) {
                best = flush;
            }
        } else if (suit == -1) { // only honour melds: the suit held most
            int most = 0;
            for (int s = 0; s < 3; s++) {
                if (suitCount(counts, s) > suitCount(counts, most)) {
                    most = s;
                }
            }
            YakuPlan flush = new YakuPlan(Kind.HONITSU, most);
            if (flush.offPlan(counts) < bestOff) {
                best = flush;
            }
        }
        return best;
    }

    /** Concealed tiles the plan wants gone. */
    int offPlan(int[] counts) {
        if (kind == Kind.FREE || kind == Kind.NONE) {
            return 0;
        }
        int n = 0;
        for (long gone = goneKinds(); gone != 0; gone &= gone - 1) {
            n += counts[Long.numberOfTrailingZeros(gone)];
        }
        return n;
    }

    /** The kinds the plan wants gone, bit per kind: a discard of one leaves {@link #offPlan} one lower. */
    long goneKinds() {
        return switch (this.kind) {
            case FREE, NONE -> 0;
            case TANYAO -> TERMINALS_AND_HONOURS;
            case HONITSU -> NUMBERS & ~(0x1FFL << 9 * suit);
        };
    }

    private static boolean allSimple(List<Set> melds) {
        for (int i = 0, n = melds.size(); i < n; i++) {
            if (!simple(melds.get(i))) {
                return false;
            }
        }
        return true;
    }

    private static boolean simple(Set m) {
        return m.run ? Efficiency.isSimple(m.kind) && Efficiency.isSimple(m.kind + 2) : Efficiency.isSimple(m.kind);
    }

    /** The one suit of the number melds; −1 when there are none; −2 when they are of two suits. */
    private static int meldSuit(List<Set> melds) {
        int suit = -1;
        for (Set m : melds) {
            if (m.kind >= 27) {
                continue;
            }
            int s = m.kind / 9;
            if (suit >= 0 && s != suit) {
                return -2;
            }
            suit = s;
        }
        return suit;
    }

    private static int suitCount(int[] counts, int suit) {
        int n = 0;
        for (int k = suit * 9; k < suit * 9 + 9; k++) {
            n += counts[k];
        }
        return n;
    }
}
