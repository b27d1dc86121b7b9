package org.jantaku.bots.riichi;

import java.util.List;
import org.jantaku.core.hand.Meld;
import org.jantaku.riichi.game.PondTile;
import org.jantaku.riichi.game.RiichiObservation;

/**
 * Basic defence (ベタオリ): how safe a kind is to discard against the seats that threaten — those in
 * riichi and those showing three or more open melds. The safest is a tile in the threat's own pond
 * (現物: it cannot ron on it); then honours the more of them are seen; then suji (筋: the tile three
 * away was discarded, which rules out the two-sided wait on it), terminal suji first; then the rest,
 * terminals before middle tiles.
 */
final class Safety {
    /** Bit per seat of the threats. */
    final int threats;
    /** Of them, the seats in riichi. */
    final int riichiThreats;
    private final long[] pondKinds = new long[4];

    Safety(RiichiObservation o, int me) {
        int t = 0;
        int r = 0;
        for (int s = 0; s < 4; s++) {
            for (PondTile p : o.ponds().get(s)) {
                pondKinds[s] |= 1L << (p.tile().id() >> 2);
            }
            if (s == me) {
                continue;
            }
            if (o.riichi().get(s)) {
                t |= 1 << s;
                r |= 1 << s;
            } else if (openMelds(o.melds().get(s)) >= 3) {
                t |= 1 << s;
            }
        }
        threats = t;
        riichiThreats = r;
    }

    boolean threatened() {
        return threats != 0;
    }

    /** 0-100, the safety of discarding {@code kind} against the least safe threat (100 with no threat). */
    int of(int kind, HandView view) {
        int least = 100;
        for (int s = 0; s < 4; s++) {
            if ((threats & 1 << s) != 0) {
                least = Math.min(least, against(s, kind, view));
            }
        }
        return least;
    }

    private int against(int seat, int kind, HandView view) {
        long pond = pondKinds[seat];
        if ((pond & 1L << kind) != 0) {
            return 100;
        }
        if (kind >= 27) {
            int seen = view.visible[kind] + view.counts[kind];
            return seen >= 3 ? 90 : seen == 2 ? 70 : seen == 1 ? 45 : 35;
        }
        int n = kind % 9; // 0-8 for 1-9
        boolean low = n >= 3 && (pond & 1L << (kind - 3)) != 0;
        boolean high = n <= 5 && (pond & 1L << (kind + 3)) != 0;
        boolean bothNeeded = n >= 3 && n <= 5;
        if (bothNeeded ? low && high : low || high) {
            return n == 0 || n == 8 ? 65 : 60;
        }
        if (low || high) {
            return 30; // half suji on a middle tile
        }
        return n == 0 || n == 8 ? 25 : n == 1 || n == 7 ? 15 : 5;
    }

    private static int openMelds(List<Meld> melds) {
        int n = 0;
        for (Meld m : melds) {
            n += m.isOpen() ? 1 : 0;
        }
        return n;
    }
}
