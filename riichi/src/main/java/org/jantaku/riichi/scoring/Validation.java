package org.jantaku.riichi.scoring;

import java.util.List;
import java.util.Optional;
import org.jantaku.core.hand.Hand;
import org.jantaku.core.hand.Meld;
import org.jantaku.core.tile.Tile;

/** Checks that a win request describes a possible situation; the error codes are the contract's. */
final class Validation {
    private Validation() {
    }

    static Optional<ScoreOutcome.Rejected> check(WinRequest r, RiichiOptions o) {
        Hand hand = r.hand();
        WinSituation s = r.situation();
        if (!hand.isFull()) {
            return reject("invalid_input", "the hand has 13 tiles counting each meld as three; a won hand has 14");
        }
        if (!holds(hand, r.winTile())) {
            return reject("invalid_input", "the winning tile " + r.winTile().mpsz() + " is not among the concealed tiles");
        }
        if (r.doraIndicators().size() > 5 || r.uraIndicators().size() > 5) {
            return reject("invalid_input", "at most 5 dora and 5 ura-dora indicators (one plus one per kan)");
        }
        if (s.ippatsu() && !s.inRiichi()) {
            return reject("ippatsu_without_riichi", "");
        }
        if (s.ippatsu() && !o.ippatsu()) {
            return reject("invalid_input", "ippatsu is not a yaku under these rules (riichi.ippatsu=false)");
        }
        if (s.openRiichi() && !o.openRiichi()) {
            return reject("invalid_input", "open riichi is not played under these rules (riichi.openRiichi=false)");
        }
        if (s.nagashiMangan() && "off".equals(o.nagashiMangan())) {
            return reject("invalid_input", "nagashi mangan is not played under these rules (riichi.nagashiMangan=off)");
        }
        if (s.inRiichi() && !closed(hand)) {
            return reject("riichi_with_open_hand", "");
        }
        if (s.chankan() && s.tsumo()) {
            return reject("chankan_with_tsumo", "");
        }
        if (s.rinshan() && !s.tsumo()) {
            return reject("rinshan_with_ron", "");
        }
        if (s.rinshan() && !hasKan(hand) && r.nukiDora() == 0) { // a North set aside gives a replacement draw too
            return reject("rinshan_without_kan", "");
        }
        if (s.haitei() && !s.tsumo()) {
            return reject("haitei_with_ron", "");
        }
        if (s.houtei() && s.tsumo()) {
            return reject("houtei_with_tsumo", "");
        }
        if (s.ippatsu() && s.rinshan()) {
            return reject("ippatsu_with_rinshan", "a kan after riichi ends ippatsu");
        }
        if (s.chankan() && hand.concealedCounts()[r.winTile().id() >> 2] > 1) {
            return reject("invalid_input", "chankan robs the fourth copy of " + r.winTile().kind().mpsz()
                    + ": the winner cannot hold another");
        }
        if (s.haitei() && s.rinshan()) {
            return reject("haitei_with_rinshan", "");
        }
        if (s.chankan() && s.houtei()) {
            return reject("chankan_with_houtei", "");
        }
        if ((s.tenhou() || s.chiihou() || s.renhou()) && s.inRiichi()) {
            return reject(first(s) + "_with_riichi", "");
        }
        if ((s.tenhou() || s.chiihou() || s.renhou()) && (s.haitei() || s.houtei())) {
            return reject(first(s) + "_with_" + (s.haitei() ? "haitei" : "houtei"), "");
        }
        if (s.tenhou()) {
            if (!s.dealer()) {
                return reject("tenhou_not_dealer", "");
            }
            if (!s.tsumo()) {
                return reject("tenhou_with_ron", "");
            }
        }
        if (s.chiihou()) {
            if (s.dealer()) {
                return reject("chiihou_dealer", "");
            }
            if (!s.tsumo()) {
                return reject("chiihou_with_ron", "");
            }
        }
        if (s.renhou()) {
            if (s.dealer()) {
                return reject("renhou_dealer", "");
            }
            if (s.tsumo()) {
                return reject("renhou_with_tsumo", "");
            }
            if ("none".equals(o.renhou())) {
                return reject("invalid_input", "renhou is not a yaku under these rules (riichi.renhou=none)");
            }
        }
        if ((s.tenhou() || s.chiihou() || s.renhou()) && !hand.melds().isEmpty()) {
            return reject("invalid_input", "tenhou, chiihou and renhou need a hand without calls or kans");
        }
        return Optional.empty();
    }

    // The hand checks below walk the lists by index: an iterator per call would be garbage on a hot path.

    /** Whether a tile is among the concealed tiles (a full pass: no early exit to mispredict). */
    private static boolean holds(Hand hand, Tile t) {
        List<Tile> concealed = hand.concealed();
        int id = t.id();
        boolean found = false;
        for (int i = 0; i < concealed.size(); i++) {
            found |= concealed.get(i).id() == id;
        }
        return found;
    }

    /** 門前: no open meld (closed kans keep the hand closed). */
    private static boolean closed(Hand hand) {
        List<Meld> melds = hand.melds();
        for (int i = 0; i < melds.size(); i++) {
            if (melds.get(i).isOpen()) {
                return false;
            }
        }
        return true;
    }

    private static boolean hasKan(Hand hand) {
        List<Meld> melds = hand.melds();
        for (int i = 0; i < melds.size(); i++) {
            if (melds.get(i).isKong()) {
                return true;
            }
        }
        return false;
    }

    /** Which first-turn win a situation claims. */
    private static String first(WinSituation s) {
        return s.tenhou() ? "tenhou" : s.chiihou() ? "chiihou" : "renhou";
    }

    private static Optional<ScoreOutcome.Rejected> reject(String code, String detail) {
        return Optional.of(new ScoreOutcome.Rejected(code, detail));
    }
}
