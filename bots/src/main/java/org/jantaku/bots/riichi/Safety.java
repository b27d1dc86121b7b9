package org.jantaku.bots.riichi;

import java.util.List;
import org.jantaku.bots.play.Danger;
import org.jantaku.riichi.game.RiichiMeld;
import org.jantaku.riichi.game.RiichiView;

/**
 * Basic defence (ベタオリ): how safe a kind is to discard against the seats that threaten — those in
 * riichi and those showing three or more open melds — by {@link Danger} (現物, honours by copies seen,
 * suji, terminals before middle tiles) against the least safe threat. Read afresh for every decision
 * into the same instance ({@link Workspace}); the ponds are read ({@link SeenTiles}) only when a seat threatens.
 */
final class Safety {
    /** Bit per seat of the threats. */
    int threats;
    /** Of them, the seats in riichi. */
    int riichiThreats;
    /** Per threatening seat: the kinds in its pond, bit per kind. */
    private final long[] pondKinds = new long[4];

    /** Reads the threats to {@code me} in {@code o}. */
    void read(RiichiView o, int me) {
        int t = 0;
        int r = 0;
        for (int s = 0, n = o.players(); s < n; s++) {
            if (s == me) {
                continue;
            }
            if (o.table().declared(s)) {
                t |= 1 << s;
                r |= 1 << s;
            } else if (mayThreaten(o.table().melds(s))) {
                t |= 1 << s;
            }
        }
        threats = t;
        riichiThreats = r;
    }

    /** After {@link #read} of {@code o}: the threats' pond kinds (for {@link #of}) from {@code seen}, this seat's, brought up to date only when there is a threat. */
    void readPonds(RiichiView o, SeenTiles seen) {
        if (threats != 0) {
            seen.update(o);
            for (int s = 0, n = o.players(); s < n; s++) {
                pondKinds[s] = seen.pondKinds(s);
            }
        }
    }

    boolean threatened() {
        return threats != 0;
    }

    /** 0-100, the safety of discarding {@code kind} against the least safe threat (100 with no threat). */
    int of(int kind, HandView view) {
        if (threats == 0) {
            return 100;
        }
        int least = 100;
        for (int s = 0; s < 4; s++) {
            if ((threats & 1 << s) != 0) {
                least = Math.min(least, against(s, kind, view));
            }
        }
        return least;
    }

    private int against(int seat, int kind, HandView view) {
        return Danger.safety(pondKinds[seat], kind, view.visible()[kind] + view.counts[kind]);
    }

    /** Whether a seat showing {@code melds} threatens: three or more of them open (most seats have fewer melds). */
    private static boolean mayThreaten(List<RiichiMeld> melds) {
        int size = melds.size();
        if (size < 3) {
            return false;
        }
        int n = 0;
        for (int i = 0; i < size; i++) {
            n += melds.get(i).meld().isOpen() ? 1 : 0;
        }
        return n >= 3;
    }
}
