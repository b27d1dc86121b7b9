package org.jantaku.riichi.scoring;

import java.util.ArrayList;
import java.util.List;

/**
 * Yaku and fu of one reading of a won hand: the standard form with a placement of the winning
 * tile (worked out from the bit masks of a {@link Reading} and of the melds), seven pairs, thirteen
 * orphans; and the yaku that come from the situation or the tiles alone.
 */
final class YakuEvaluator {
    private static final int WHITE = 31;
    private static final int GREEN = 32;
    private static final int RED = 33;
    /** North's kind, a value tile for everyone under {@code riichi.northValue} (three players). */
    static final int NORTH = 30;

    private YakuEvaluator() {
    }

    static boolean isTerminalOrHonor(int k) {
        return k >= 27 || k % 9 == 0 || k % 9 == 8;
    }

    private static boolean isDragon(int k) {
        return k >= WHITE;
    }

    private static boolean isWind(int k) {
        return k >= 27 && k < WHITE;
    }

    private static void add(Candidate c, WinFacts f, Yaku y) {
        int h = f.han(y);
        if (h > 0) {
            c.add(y, h);
        }
    }

    private static void yakuman(Candidate c, WinFacts f, Yaku y) {
        c.add(y, f.options.yakumanValue(y));
    }

    /** Yaku from how and when the hand was won (riichi, ippatsu, menzen tsumo, rinshan, tenhou…). */
    static void situational(Candidate c, WinFacts f) {
        WinSituation s = f.situation;
        if (s.doubleRiichi()) {
            c.add(Yaku.DOUBLE_RIICHI, 2);
        }
        if (s.openRiichi()) {
            c.add(Yaku.OPEN_RIICHI, s.doubleRiichi() ? 1 : 2);
        } else if (s.riichi() && !s.doubleRiichi()) {
            c.add(Yaku.RIICHI, 1);
        }
        if (s.ippatsu()) {
            c.add(Yaku.IPPATSU, 1);
        }
        if (f.closed && f.tsumo) {
            c.add(Yaku.MENZEN_TSUMO, 1);
        }
        if (s.rinshan()) {
            c.add(Yaku.RINSHAN, 1);
        }
        if (s.chankan()) {
            c.add(Yaku.CHANKAN, 1);
        }
        if (s.haitei()) {
            c.add(Yaku.HAITEI, 1);
        }
        if (s.houtei()) {
            c.add(Yaku.HOUTEI, 1);
        }
        if (s.tenhou()) {
            yakuman(c, f, Yaku.TENHOU);
        }
        if (s.chiihou()) {
            yakuman(c, f, Yaku.CHIIHOU);
        }
        if (s.renhou()) {
            switch (f.options.renhou()) {
                case "yakuman" -> yakuman(c, f, Yaku.RENHOU_YAKUMAN);
                case "mangan" -> c.add(Yaku.RENHOU, 5);
                default -> { }
            }
        }
    }

    /** Kinds 27-33. */
    static final long HONORS = 0x7FL << 27;
    /** 1 and 9 of each numbered suit. */
    private static final long TERMINALS = 1L | 1L << 8 | 1L << 9 | 1L << 17 | 1L << 18 | 1L << 26;
    static final long YAOCHU = HONORS | TERMINALS;
    /** 2s 3s 4s 6s 8s and the green dragon. */
    private static final long GREENS = 1L << 19 | 1L << 20 | 1L << 21 | 1L << 23 | 1L << 25 | 1L << GREEN;
    static final long DRAGONS = 7L << WHITE;
    private static final long WINDS = 0xFL << 27;
    private static final long NUMBERED = (1L << 27) - 1;
    private static final long MAN = 0x1FFL;
    private static final long PIN = 0x1FFL << 9;
    private static final long SOU = 0x1FFL << 18;

    /** Yakuman and yaku decided by the kinds the hand holds alone (all honours, all green, one suit…). */
    static void byTiles(Candidate c, WinFacts f) {
        long p = f.present;
        boolean honorsOnly = (p & ~HONORS) == 0;
        boolean terminalsOnly = (p & ~TERMINALS) == 0;
        if (honorsOnly) {
            yakuman(c, f, Yaku.TSUUIISOU);
        }
        if (terminalsOnly) {
            yakuman(c, f, Yaku.CHINROUTOU);
        }
        if ((p & ~GREENS) == 0 && (!f.options.ryuuiisouNeedsHatsu() || (p >>> GREEN & 1) != 0)) {
            yakuman(c, f, Yaku.RYUUIISOU);
        }
        if ((p & YAOCHU) == 0 && (f.closed || f.options.kuitan())) {
            add(c, f, Yaku.TANYAO);
        }
        if ((p & ~YAOCHU) == 0 && !honorsOnly && !terminalsOnly) {
            add(c, f, Yaku.HONROUTOU);
        }
        int suits = ((p & MAN) != 0 ? 1 : 0) + ((p & PIN) != 0 ? 1 : 0) + ((p & SOU) != 0 ? 1 : 0);
        if (suits == 1) {
            add(c, f, (p & HONORS) != 0 ? Yaku.HONITSU : Yaku.CHINITSU);
        }
    }

    /** Seven pairs: 25 fu. */
    static void sevenPairs(Candidate c, WinFacts f) {
        c.add(Yaku.CHIITOITSU, 2);
        c.fu = 25;
        c.form = Candidate.Form.SEVEN_PAIRS;
    }

    /** Thirteen orphans; 13-sided when the winning tile makes the pair. */
    static void thirteenOrphans(Candidate c, WinFacts f) {
        yakuman(c, f, f.count(f.winKind) == 2 ? Yaku.KOKUSHI_13 : Yaku.KOKUSHI);
        c.form = Candidate.Form.THIRTEEN_ORPHANS;
    }

    /**
     * A standard reading with the winning tile in the place {@code wait} says: the pair
     * ({@link WaitShape#TANKI}), its triplet ({@link WaitShape#SHANPON}) or a run holding it. The
     * candidate already holds the hand's common yaku; this adds those of the reading and the fu.
     */
    static void standard(Candidate c, Reading r, WaitShape wait, WinFacts f) {
        boolean ronTriplet = !f.tsumo && wait == WaitShape.SHANPON;
        long runs = f.meldRuns + r.runs;
        long present = RunCounts.present(runs);
        int runCount = RunCounts.count(runs);
        long triplets = f.meldTriplets | r.triplets;
        // A triplet completed by ron counts as open (明刻).
        long concealed = f.closedKans | (ronTriplet ? r.triplets & ~(1L << f.winKind) : r.triplets);
        int concealedTriplets = Long.bitCount(concealed);
        int dragonTriplets = Long.bitCount(triplets & DRAGONS);
        int windTriplets = Long.bitCount(triplets & WINDS);
        int pair = r.pair;
        if ((triplets & f.valueKinds) != 0) {
            valueTriplets(c, f, triplets);
        }
        if (dragonTriplets == 3) {
            yakuman(c, f, Yaku.DAISANGEN);
        }
        if (windTriplets == 4) {
            yakuman(c, f, Yaku.DAISUUSHII);
        } else if (windTriplets == 3 && isWind(pair)) {
            yakuman(c, f, Yaku.SHOUSUUSHII);
        }
        if (concealedTriplets == 4) {
            yakuman(c, f, wait == WaitShape.TANKI ? Yaku.SUUANKOU_TANKI : Yaku.SUUANKOU);
        }
        if (f.kanCount == 4) {
            yakuman(c, f, Yaku.SUUKANTSU);
        }
        if (f.nineGates != null) {
            yakuman(c, f, f.nineGates);
        }
        boolean valuePair = (f.valueKinds >>> pair & 1) != 0;
        boolean pinfu = f.closed && runCount == 4 && !valuePair && wait == WaitShape.RYANMEN
                && (f.options.tsumoPinfu() || !f.tsumo);
        if (pinfu) {
            c.add(Yaku.PINFU, 1);
        }
        if (f.closed) {
            // A closed hand has no called runs: all its runs are concealed.
            int identical = RunCounts.identicalPairs(runs);
            if (identical == 2) {
                c.add(Yaku.RYANPEIKOU, 3);
            } else if (identical == 1) {
                c.add(Yaku.IIPEIKOU, 1);
            }
        }
        if (RunCounts.threeColours(present)) {
            add(c, f, Yaku.SANSHOKU_DOUJUN);
        }
        if (RunCounts.straight(present)) {
            add(c, f, Yaku.ITTSU);
        }
        long numbered = triplets & NUMBERED;
        if ((numbered & numbered >>> 9 & numbered >>> 18) != 0) {
            add(c, f, Yaku.SANSHOKU_DOUKOU);
        }
        if (runCount > 0 && RunCounts.allOutside(present) && (triplets & ~YAOCHU) == 0 && (YAOCHU >>> pair & 1) != 0) {
            // 混全帯幺九 / 純全帯幺九: every set and the pair hold a terminal or honour, and there is a run.
            add(c, f, ((triplets | 1L << pair) & HONORS) != 0 ? Yaku.CHANTA : Yaku.JUNCHAN);
        }
        if (runCount == 0) {
            c.add(Yaku.TOITOI, 2);
        }
        if (concealedTriplets == 3) {
            c.add(Yaku.SANANKOU, 2);
        }
        if (f.kanCount == 3) {
            c.add(Yaku.SANKANTSU, 2);
        }
        if (dragonTriplets == 2 && isDragon(pair)) {
            c.add(Yaku.SHOUSANGEN, 2);
        }
        c.fu = pinfu ? (f.tsumo ? 20 : 30) : fu(triplets, concealed, f.kans, pair, wait, f.fuFacts);
        c.form = Candidate.Form.STANDARD;
        c.wait = wait;
        c.pinfu = pinfu;
    }

    /** 役牌: a triplet (or kan) of a dragon, of the seat wind, of the round wind (both for a double wind). */
    private static void valueTriplets(Candidate c, WinFacts f, long triplets) {
        if ((triplets >>> WHITE & 1) != 0) {
            add(c, f, Yaku.YAKUHAI_HAKU);
        }
        if ((triplets >>> GREEN & 1) != 0) {
            add(c, f, Yaku.YAKUHAI_HATSU);
        }
        if ((triplets >>> RED & 1) != 0) {
            add(c, f, Yaku.YAKUHAI_CHUN);
        }
        if ((triplets >>> f.seatWind & 1) != 0) {
            add(c, f, Candidate.yaku(Yaku.SEAT_WIND_EAST.ordinal() + f.seatWind - 27));
        }
        if ((triplets >>> f.roundWind & 1) != 0) {
            add(c, f, Candidate.yaku(Yaku.ROUND_WIND_EAST.ordinal() + f.roundWind - 27));
        }
        if (f.options.northValue() && (triplets >>> NORTH & 1) != 0) {
            add(c, f, Yaku.YAKUHAI_NORTH);
        }
    }

    /**
     * The fu lines of a scored reading (worked out on demand by {@link FuBreakdown}): the melds'
     * triplets and kans in the hand's order, then the concealed {@code triplets} by kind.
     */
    static List<FuPart> fuParts(Candidate.Form form, boolean pinfu, int fu, Melds melds, int pair, long triplets,
            WaitShape wait, int winKind, int facts) {
        List<FuPart> parts = new ArrayList<>();
        if (form == Candidate.Form.SEVEN_PAIRS) {
            parts.add(new FuPart(FuPart.Kind.CHIITOITSU, "", 25));
            return parts;
        }
        if (pinfu) {
            parts.add(new FuPart(FuPart.Kind.PINFU, "", fu));
            return parts;
        }
        int sum = BASE_FU;
        parts.add(new FuPart(FuPart.Kind.BASE, "", BASE_FU));
        sum += line(parts, FuPart.Kind.MENZEN_RON, "", menzenRonFu(facts));
        sum += line(parts, FuPart.Kind.TSUMO, "", tsumoFu(facts));
        sum += line(parts, FuPart.Kind.WAIT, wait.key(), waitFu(wait));
        sum += line(parts, FuPart.Kind.PAIR, mpsz(pair, 2), pairFu(pair, facts));
        for (int i = 0; i < melds.count; i++) {
            if (!melds.isRun(i)) {
                sum += setLine(parts, melds.kind[i], melds.concealed[i], melds.type[i] == Melds.KAN);
            }
        }
        boolean ronTriplet = !FuFacts.tsumo(facts) && wait == WaitShape.SHANPON;
        for (long t = triplets; t != 0; t &= t - 1) {
            int k = Long.numberOfTrailingZeros(t);
            sum += setLine(parts, k, !(ronTriplet && k == winKind), false);
        }
        if (sum == BASE_FU) {
            parts.add(new FuPart(FuPart.Kind.OPEN_PINFU, "", OPEN_PINFU_FU - BASE_FU));
            sum = OPEN_PINFU_FU;
        }
        line(parts, FuPart.Kind.ROUNDING, "", rounded(sum) - sum);
        return parts;
    }

    /** Adds the fu line of a triplet or kan; returns its fu. */
    private static int setLine(List<FuPart> parts, int kind, boolean concealed, boolean kan) {
        FuPart.Kind line = kan ? (concealed ? FuPart.Kind.CLOSED_KAN : FuPart.Kind.OPEN_KAN)
                : (concealed ? FuPart.Kind.CLOSED_TRIPLET : FuPart.Kind.OPEN_TRIPLET);
        return line(parts, line, mpsz(kind, kan ? 4 : 3), setFu(kind, concealed, kan));
    }

    /** Adds a fu line when it is worth something; returns its fu. */
    private static int line(List<FuPart> parts, FuPart.Kind kind, String tiles, int fu) {
        if (fu > 0) {
            parts.add(new FuPart(kind, tiles, fu));
        }
        return fu;
    }

    /** 副底: every standard reading's base fu. */
    private static final int BASE_FU = 20;
    /** An open hand without fu (喰い平和形) counts 30. */
    private static final int OPEN_PINFU_FU = 30;

    /**
     * Fu of a standard reading that is not pinfu, rounded: the same sum as {@link #fuParts} lists
     * line by line. {@code triplets} holds every triplet and kan, {@code concealed} those counted
     * as concealed, {@code kans} the kans.
     */
    private static int fu(long triplets, long concealed, long kans, int pair, WaitShape wait, int facts) {
        int fu = BASE_FU + menzenRonFu(facts) + tsumoFu(facts) + waitFu(wait) + pairFu(pair, facts)
                + setsFu(triplets, concealed, kans);
        return rounded(fu == BASE_FU ? OPEN_PINFU_FU : fu);
    }

    /**
     * {@link #setFu} summed over the {@code triplets} without a loop: each set is worth
     * 2 × (1 + terminal or honour) × (1 + concealed) × (1 + 3 if a kan), and each factor splits
     * the sum into counts of bits.
     */
    private static int setsFu(long triplets, long concealed, long kans) {
        return 2 * (concealedWeighted(triplets, concealed) + 3 * concealedWeighted(triplets & kans, concealed));
    }

    /** Σ over the sets in {@code sets} of (1 + terminal or honour) × (1 + concealed). */
    private static int concealedWeighted(long sets, long concealed) {
        return yaochuWeighted(sets) + yaochuWeighted(sets & concealed);
    }

    /** Σ over the sets in {@code sets} of (1 + terminal or honour). */
    private static int yaochuWeighted(long sets) {
        return Long.bitCount(sets) + Long.bitCount(sets & YAOCHU);
    }

    private static int rounded(int fu) {
        return (fu + 9) / 10 * 10;
    }

    /** 門前加符: 10 for a closed hand won by ron. */
    private static int menzenRonFu(int facts) {
        return FuFacts.closed(facts) && !FuFacts.tsumo(facts) ? 10 : 0;
    }

    /** ツモ符: 2 for a self-draw. */
    private static int tsumoFu(int facts) {
        return FuFacts.tsumo(facts) ? 2 : 0;
    }

    /** 待ち符: 2 for a closed, edge or single wait. */
    private static int waitFu(WaitShape wait) {
        return wait == WaitShape.KANCHAN || wait == WaitShape.PENCHAN || wait == WaitShape.TANKI ? 2 : 0;
    }

    /**
     * 雀頭符: 2 for a pair of dragons, of the seat or of the round wind (or of North where it is a value tile);
     * the rules' value for a double wind.
     */
    private static int pairFu(int p, int facts) {
        int seatWind = FuFacts.seatWind(facts);
        int roundWind = FuFacts.roundWind(facts);
        if (isDragon(p)) {
            return 2;
        } else if (p == seatWind && p == roundWind) {
            return FuFacts.doubleWindPairFu(facts);
        } else if (p == seatWind || p == roundWind || p == NORTH && FuFacts.northValue(facts)) {
            return 2;
        }
        return 0;
    }

    /** Fu of a triplet or kan: 2 for simples, 4 for terminals and honours; ×2 concealed; ×4 a kan. */
    private static int setFu(int kind, boolean concealed, boolean kan) {
        return (isTerminalOrHonor(kind) ? 4 : 2) * (concealed ? 2 : 1) * (kan ? 4 : 1);
    }

    /** Chuuren (or junsei chuuren when the hand waited on all nine) if the concealed tiles are nine gates, else null. */
    static Yaku nineGates(WinFacts f) {
        if (f.meldCount > 0 || f.winKind >= 27) {
            return null;
        }
        int base = f.winKind / 9 * 9;
        int total = 0;
        for (int i = 0; i < 9; i++) {
            int need = i == 0 || i == 8 ? 3 : 1;
            int n = f.count(base + i);
            if (n < need) {
                return null;
            }
            total += n;
        }
        if (total != 14) {
            return null;
        }
        int before = f.count(f.winKind) - 1;
        int need = f.winKind % 9 == 0 || f.winKind % 9 == 8 ? 3 : 1;
        return before == need ? Yaku.JUNSEI_CHUUREN : Yaku.CHUUREN;
    }

    /** mpsz of {@code n} (2-4) tiles of a kind, e.g. {@code 555z}, precomputed. */
    private static String mpsz(int kind, int n) {
        return SETS[n - 2][kind];
    }

    private static final String[][] SETS = new String[3][34];

    static {
        for (int n = 2; n <= 4; n++) {
            for (int k = 0; k < 34; k++) {
                String digit = String.valueOf(k >= 27 ? k - 26 : k % 9 + 1);
                SETS[n - 2][k] = digit.repeat(n) + "mpsz".charAt(k / 9);
            }
        }
    }

    /** The wait shape in which the winning kind completes run {@code first..first+2}. */
    static WaitShape runWait(int first, int win) {
        if (win == first + 1) {
            return WaitShape.KANCHAN;
        }
        if ((win == first + 2 && first % 9 == 0) || (win == first && first % 9 == 6)) {
            return WaitShape.PENCHAN;
        }
        return WaitShape.RYANMEN;
    }
}
