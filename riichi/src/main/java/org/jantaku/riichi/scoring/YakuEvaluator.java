package org.jantaku.riichi.scoring;

import java.util.ArrayList;
import java.util.List;

/**
 * Yaku and fu of one reading of a won hand: the standard form with a placement of the winning
 * tile, seven pairs, thirteen orphans; and the yaku that come from the situation alone.
 */
final class YakuEvaluator {
    private static final int WHITE = 31;
    private static final int GREEN = 32;
    private static final int RED = 33;

    private YakuEvaluator() {
    }

    static boolean isHonor(int k) {
        return k >= 27;
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
    private static final long HONORS = 0x7FL << 27;
    /** 1 and 9 of each numbered suit. */
    private static final long TERMINALS = 1L | 1L << 8 | 1L << 9 | 1L << 17 | 1L << 18 | 1L << 26;
    private static final long YAOCHU = HONORS | TERMINALS;
    /** 2s 3s 4s 6s 8s and the green dragon. */
    private static final long GREENS = 1L << 19 | 1L << 20 | 1L << 21 | 1L << 23 | 1L << 25 | 1L << GREEN;
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
        if ((p & ~GREENS) == 0 && (!f.options.ryuuiisouNeedsHatsu() || f.all[GREEN] > 0)) {
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
        yakuman(c, f, f.concealed[f.winKind] == 2 ? Yaku.KOKUSHI_13 : Yaku.KOKUSHI);
        c.form = Candidate.Form.THIRTEEN_ORPHANS;
    }

    /**
     * A standard reading, the winning tile completing the pair ({@code wonSet} = −1) or the
     * concealed set {@code wonSet} in the given wait shape. The candidate already holds the
     * hand's common yaku; this adds those of the shape and the fu.
     */
    static void standard(Candidate c, Shape sh, WaitShape wait, int wonSet, WinFacts f) {
        boolean ronTriplet = !f.tsumo && wait == WaitShape.SHANPON;
        int runs = 0;
        int kans = 0;
        int concealedTriplets = 0;
        int dragonTriplets = 0;
        int windTriplets = 0;
        for (int i = 0; i < 4; i++) {
            int k = sh.kind[i];
            if (sh.isRun(i)) {
                runs++;
                continue;
            }
            if (sh.type[i] == Shape.KAN) {
                kans++;
            }
            if (sh.concealed[i] && !(ronTriplet && i == wonSet)) {
                concealedTriplets++;
            }
            if (isDragon(k)) {
                dragonTriplets++;
                add(c, f, k == WHITE ? Yaku.YAKUHAI_HAKU : k == GREEN ? Yaku.YAKUHAI_HATSU : Yaku.YAKUHAI_CHUN);
            } else if (isWind(k)) {
                windTriplets++;
                if (k == f.seatWind) {
                    add(c, f, Candidate.yaku(Yaku.SEAT_WIND_EAST.ordinal() + k - 27));
                }
                if (k == f.roundWind) {
                    add(c, f, Candidate.yaku(Yaku.ROUND_WIND_EAST.ordinal() + k - 27));
                }
            }
        }
        int pair = sh.pair;
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
        if (kans == 4) {
            yakuman(c, f, Yaku.SUUKANTSU);
        }
        if (f.meldCount == 0) {
            nineGates(c, f);
        }
        boolean valuePair = isDragon(pair) || pair == f.seatWind || pair == f.roundWind;
        boolean pinfu = f.closed && runs == 4 && !valuePair && wait == WaitShape.RYANMEN
                && (f.options.tsumoPinfu() || !f.tsumo);
        if (pinfu) {
            c.add(Yaku.PINFU, 1);
        }
        if (f.closed) {
            peikou(c, sh);
        }
        sequences(c, f, sh);
        outsideHand(c, f, sh, runs);
        if (runs == 0) {
            c.add(Yaku.TOITOI, 2);
        }
        if (concealedTriplets == 3) {
            c.add(Yaku.SANANKOU, 2);
        }
        if (kans == 3) {
            c.add(Yaku.SANKANTSU, 2);
        }
        if (dragonTriplets == 2 && isDragon(pair)) {
            c.add(Yaku.SHOUSANGEN, 2);
        }
        c.fu = pinfu ? (f.tsumo ? 20 : 30) : fu(sh, wait, wonSet, ronTriplet, f.fuFacts, false, List.of());
        c.form = Candidate.Form.STANDARD;
        c.wait = wait;
        c.wonSet = wonSet;
        c.pinfu = pinfu;
    }

    /** The fu lines of a scored reading (worked out on demand by {@link FuBreakdown}). */
    static List<FuPart> fuParts(Candidate.Form form, boolean pinfu, int fu, Shape shape, WaitShape wait, int wonSet,
            int facts) {
        List<FuPart> parts = new ArrayList<>();
        if (form == Candidate.Form.SEVEN_PAIRS) {
            parts.add(new FuPart(FuPart.Kind.CHIITOITSU, "", 25));
        } else if (pinfu) {
            parts.add(new FuPart(FuPart.Kind.PINFU, "", fu));
        } else {
            fu(shape, wait, wonSet, !FuFacts.tsumo(facts) && wait == WaitShape.SHANPON, facts, true, parts);
        }
        return parts;
    }

    private static void nineGates(Candidate c, WinFacts f) {
        int[] h = f.concealed;
        int suit = f.winKind / 9;
        if (f.winKind >= 27) {
            return;
        }
        int base = suit * 9;
        int total = 0;
        for (int i = 0; i < 9; i++) {
            int need = i == 0 || i == 8 ? 3 : 1;
            if (h[base + i] < need) {
                return;
            }
            total += h[base + i];
        }
        if (total != 14) {
            return;
        }
        int before = h[f.winKind] - 1;
        int need = f.winKind % 9 == 0 || f.winKind % 9 == 8 ? 3 : 1;
        yakuman(c, f, before == need ? Yaku.JUNSEI_CHUUREN : Yaku.CHUUREN);
    }

    /** 一盃口 / 二盃口: pairs of identical runs in a closed hand. */
    private static void peikou(Candidate c, Shape sh) {
        // Sets are in kind order within the concealed part (a closed hand has only closed kans as
        // melds, never runs), so identical runs are neighbours.
        int pairs = 0;
        for (int i = 0; i < 3; i++) {
            if (sh.isRun(i) && sh.isRun(i + 1) && sh.kind[i] == sh.kind[i + 1]) {
                pairs++;
                i++;
            }
        }
        if (pairs == 2) {
            c.add(Yaku.RYANPEIKOU, 3);
        } else if (pairs == 1) {
            c.add(Yaku.IIPEIKOU, 1);
        }
    }

    /** 三色同順, 一気通貫, 三色同刻. */
    private static void sequences(Candidate c, WinFacts f, Shape sh) {
        int runMask = 0; // bit (suit*9 + start) for runs
        int tripletMask = 0; // bit (suit*9 + number-1) for triplets and kans of numbered suits
        for (int i = 0; i < 4; i++) {
            int k = sh.kind[i];
            if (k >= 27) {
                continue;
            }
            if (sh.isRun(i)) {
                runMask |= 1 << k;
            } else {
                tripletMask |= 1 << k;
            }
        }
        for (int n = 0; n < 9; n++) {
            int three = (1 << n) | (1 << (9 + n)) | (1 << (18 + n));
            if (n < 7 && (runMask & three) == three) {
                add(c, f, Yaku.SANSHOKU_DOUJUN);
            }
            if ((tripletMask & three) == three) {
                add(c, f, Yaku.SANSHOKU_DOUKOU);
            }
        }
        for (int s = 0; s < 3; s++) {
            int straight = (1 << (s * 9)) | (1 << (s * 9 + 3)) | (1 << (s * 9 + 6));
            if ((runMask & straight) == straight) {
                add(c, f, Yaku.ITTSU);
            }
        }
    }

    /** 混全帯幺九 / 純全帯幺九: every set and the pair hold a terminal or honour; at least one run. */
    private static void outsideHand(Candidate c, WinFacts f, Shape sh, int runs) {
        if (runs == 0 || !isTerminalOrHonor(sh.pair)) {
            return;
        }
        boolean honors = isHonor(sh.pair);
        for (int i = 0; i < 4; i++) {
            int k = sh.kind[i];
            if (sh.isRun(i)) {
                if (k % 9 != 0 && k % 9 != 6) {
                    return;
                }
            } else if (!isTerminalOrHonor(k)) {
                return;
            } else {
                honors |= isHonor(k);
            }
        }
        add(c, f, honors ? Yaku.CHANTA : Yaku.JUNCHAN);
    }

    /**
     * Fu of a standard reading that is not pinfu, rounded up to 10. With {@code record}, each
     * source is added to {@code parts} (for the breakdown; the hot path records nothing).
     */
    private static int fu(Shape sh, WaitShape wait, int wonSet, boolean ronTriplet, int facts, boolean record,
            List<FuPart> parts) {
        boolean closed = FuFacts.closed(facts);
        boolean tsumo = FuFacts.tsumo(facts);
        int seatWind = FuFacts.seatWind(facts);
        int roundWind = FuFacts.roundWind(facts);
        int fu = 20;
        if (record) {
            parts.add(new FuPart(FuPart.Kind.BASE, "", 20));
        }
        if (closed && !tsumo) {
            fu += 10;
            if (record) {
                parts.add(new FuPart(FuPart.Kind.MENZEN_RON, "", 10));
            }
        }
        if (tsumo) {
            fu += 2;
            if (record) {
                parts.add(new FuPart(FuPart.Kind.TSUMO, "", 2));
            }
        }
        if (wait == WaitShape.KANCHAN || wait == WaitShape.PENCHAN || wait == WaitShape.TANKI) {
            fu += 2;
            if (record) {
                parts.add(new FuPart(FuPart.Kind.WAIT, wait.key(), 2));
            }
        }
        int p = sh.pair;
        int pairFu = 0;
        if (isDragon(p)) {
            pairFu = 2;
        } else if (p == seatWind && p == roundWind) {
            pairFu = FuFacts.doubleWindPairFu(facts);
        } else if (p == seatWind || p == roundWind) {
            pairFu = 2;
        }
        if (pairFu > 0) {
            fu += pairFu;
            if (record) {
                parts.add(new FuPart(FuPart.Kind.PAIR, mpsz(p, 2), pairFu));
            }
        }
        for (int i = 0; i < 4; i++) {
            if (sh.isRun(i)) {
                continue;
            }
            int v = isTerminalOrHonor(sh.kind[i]) ? 4 : 2;
            boolean concealed = sh.concealed[i] && !(ronTriplet && i == wonSet);
            boolean kan = sh.type[i] == Shape.KAN;
            if (concealed) {
                v *= 2;
            }
            if (kan) {
                v *= 4;
            }
            fu += v;
            if (record) {
                parts.add(new FuPart(kan ? (concealed ? FuPart.Kind.CLOSED_KAN : FuPart.Kind.OPEN_KAN)
                    : (concealed ? FuPart.Kind.CLOSED_TRIPLET : FuPart.Kind.OPEN_TRIPLET), mpsz(sh.kind[i], kan ? 4 : 3), v));
            }
        }
        if (fu == 20) {
            if (record) {
                parts.add(new FuPart(FuPart.Kind.OPEN_PINFU, "", 10));
            }
            fu = 30; // an open hand without fu (喰い平和形) is counted as 30
        }
        int rounded = (fu + 9) / 10 * 10;
        if (rounded != fu) {
            if (record) {
                parts.add(new FuPart(FuPart.Kind.ROUNDING, "", rounded - fu));
            }
        }
        return rounded;
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
