package org.jantaku.guizhou.game;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.jantaku.core.tile.Tile;
import org.jantaku.core.tile.TileKind;
import org.jantaku.guizhou.rules.GuizhouRules;
import org.jantaku.guizhou.settlement.MeldKind;
import org.jantaku.guizhou.settlement.Pattern;
import org.jantaku.guizhou.settlement.SeatEnd;
import org.jantaku.guizhou.settlement.Shapes;
import org.jantaku.guizhou.settlement.WinRules;
import org.jantaku.guizhou.settlement.WinWay;

/**
 * A seat's legal actions, complete and in canonical order: on a turn 自摸, 闷豆, 转弯豆, 报听
 * discards, discards (one tile per kind: the drawn tile if of that kind, else the lowest id); in a
 * claim window 胡, 点豆, 碰, 过 (only 胡 where 必胡 applies).
 */
final class Legal {
    private Legal() {
    }

    static List<GuizhouAction> of(GuizhouState s, int seat) {
        return switch (s.phase()) {
            case Phase.Turn t -> t.seat() == seat ? turn(s, t) : List.of();
            case Phase.Claims c -> c.pending().contains(seat) ? claim(s, c, seat) : List.of();
            case Phase.Over o -> List.of();
        };
    }

    private static List<GuizhouAction> turn(GuizhouState s, Phase.Turn t) {
        SeatState me = s.seat(t.seat());
        int[] c = me.counts();
        List<GuizhouAction> out = new ArrayList<>();
        if (t.drawn().isPresent() && Shapes.isComplete(c, me.melds().size())) {
            out.add(new GuizhouAction.SelfDraw());
        }
        if (me.baoting()) {
            out.add(new GuizhouAction.Discard(t.drawn().orElseThrow()));
            return out;
        }
        long kongs = kongKinds(s, t);
        for (int k = 0; k < Shapes.KINDS; k++) {
            if ((kongs & (1L << k)) != 0) {
                out.add(c[k] == 4 ? new GuizhouAction.ConcealedKong(TileKind.of(k)) : new GuizhouAction.AddedKong(TileKind.of(k)));
            }
        }
        List<Tile> discards = discardTiles(me, t.drawn());
        if (t.drawn().isPresent() && !me.discarded() && !s.called()) {
            boolean anyTile = s.rules().get(GuizhouRules.BAOTING_TIMING).equals("firstDiscard") || t.seat() == s.dealer();
            for (Tile d : discards) {
                if ((anyTile || t.drawn().get().equals(d)) && readyWithout(c, d)) {
                    out.add(new GuizhouAction.DeclareReady(d));
                }
            }
        }
        for (Tile d : discards) {
            out.add(new GuizhouAction.Discard(d));
        }
        return out;
    }

    /**
     * Kinds (bits) the seat may 闷豆 (four concealed) or 转弯豆 (a pong and the fourth concealed)
     * now: on a turn after a draw, with a replacement tile left, not 报听.
     */
    static long kongKinds(GuizhouState s, Phase.Turn t) {
        SeatState me = s.seat(t.seat());
        if (t.drawn().isEmpty() || me.baoting() || s.tilesLeft() == 0) {
            return 0;
        }
        int[] c = me.counts();
        long bits = 0;
        for (int k = 0; k < Shapes.KINDS; k++) {
            if (c[k] == 4) {
                bits |= 1L << k;
            }
        }
        for (GameMeld m : me.melds()) {
            if (m.meld().kind() == MeldKind.PONG && c[m.meld().tile().index()] == 1) {
                bits |= 1L << m.meld().tile().index();
            }
        }
        return bits;
    }

    private static List<Tile> discardTiles(SeatState me, Optional<Tile> drawn) {
        List<Tile> out = new ArrayList<>();
        TileKind last = null;
        for (Tile t : me.hand()) {
            if (t.kind() != last) {
                last = t.kind();
                out.add(drawn.filter(d -> d.kind() == t.kind()).orElse(t));
            }
        }
        return out;
    }

    private static boolean readyWithout(int[] c, Tile d) {
        int[] w = c.clone();
        w[d.kind().index()]--;
        return Shapes.isReady(w, List.of());
    }

    private static List<GuizhouAction> claim(GuizhouState s, Phase.Claims c, int seat) {
        boolean win = canWin(s, c, seat);
        boolean forced = win && (c.hot() || c.robbing()) && s.rules().get(GuizhouRules.FORCED_WIN);
        if (forced) {
            return List.of(new GuizhouAction.Win());
        }
        List<GuizhouAction> out = new ArrayList<>();
        if (win) {
            out.add(new GuizhouAction.Win());
        }
        if (canKong(s, c, seat)) {
            out.add(new GuizhouAction.Kong());
        }
        if (canPong(s, c, seat)) {
            out.add(new GuizhouAction.Pong());
        }
        out.add(new GuizhouAction.Pass());
        return out;
    }

    /** Whether a seat has anything but 过 to answer a tile with. */
    static boolean mayClaim(GuizhouState s, Phase.Claims c, int seat) {
        return seat != c.from() && (canWin(s, c, seat) || canKong(s, c, seat) || canPong(s, c, seat));
    }

    static boolean canWin(GuizhouState s, Phase.Claims c, int seat) {
        SeatState me = s.seat(seat);
        TileKind k = c.tile().kind();
        if (seat == c.from() || (me.locked() & (1L << k.index())) != 0) {
            return false;
        }
        int[] counts = me.counts();
        counts[k.index()]++;
        Optional<Pattern> p = Shapes.pattern(counts, GameEnds.melds(me), s.rules());
        if (p.isEmpty()) {
            return false;
        }
        WinWay way = c.robbing() ? WinWay.ROBBED_KONG : c.hot() ? WinWay.HOT_DISCARD : WinWay.DISCARD;
        SeatEnd end = SeatEnd.of(List.of(), GameEnds.melds(me), me.baoting(), List.of());
        return WinRules.refusal(s.rules(), end, p.get(), way, s.seat(c.from()).baoting()).isEmpty();
    }

    private static boolean canPong(GuizhouState s, Phase.Claims c, int seat) {
        SeatState me = s.seat(seat);
        return !c.robbing() && seat != c.from() && !me.baoting() && me.counts()[c.tile().kind().index()] >= 2;
    }

    private static boolean canKong(GuizhouState s, Phase.Claims c, int seat) {
        SeatState me = s.seat(seat);
        return !c.robbing() && seat != c.from() && !me.baoting() && s.tilesLeft() > 0 && me.counts()[c.tile().kind().index()] == 3;
    }
}
