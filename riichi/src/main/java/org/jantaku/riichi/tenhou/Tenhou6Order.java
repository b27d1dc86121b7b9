package org.jantaku.riichi.tenhou;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * The turn order of one tenhou.net/6 hand, found by playing the hand forward on the lists alone: after
 * every discard, who takes it (a seat whose next draw-list item calls it) or nobody (the next seat draws).
 *
 * <p>The per-seat lists do not say which discard a call took: a seat may let one discard of a tile go by
 * and call a later one of the same tile from the same seat, and one discard may match a pon by one seat and
 * a chi by another. So every choice is tried (a pon or daiminkan first, then a chi, then no call) and a
 * choice is kept only when the rest of the hand plays out with it: every draw-list item met in its turn
 * (a seat to draw never finds a call next), and every list used up when play ends. Dead states are
 * remembered, so the search takes time in proportion to the hand's length.
 */
final class Tenhou6Order {
    private final Tenhou6Hand hand;
    private final int[] drawAt = new int[4];
    private final int[] discardAt = new int[4];
    private final Set<Long> dead = new HashSet<>();
    /** The choice at each discard along the path being tried, first discard first. */
    private final Deque<Optional<Integer>> path = new ArrayDeque<>();

    private Tenhou6Order(Tenhou6Hand hand) {
        this.hand = hand;
    }

    /**
     * The caller of each discard in play order (empty: nobody called it), or empty when no order of play
     * uses the lists up (the hand's own errors are then found by playing it greedily).
     */
    static Optional<List<Optional<Integer>>> of(Tenhou6Hand hand) {
        Tenhou6Order o = new Tenhou6Order(hand);
        if (!o.search(hand.dealer(), true, false)) {
            return Optional.empty();
        }
        return Optional.of(new ArrayList<>(o.path));
    }

    private boolean search(int seat, boolean toDraw, boolean drew) {
        long key = key(seat, toDraw, drew);
        if (dead.contains(key)) {
            return false;
        }
        boolean ok = step(seat, toDraw, drew);
        if (!ok) {
            dead.add(key);
        }
        return ok;
    }

    private boolean step(int seat, boolean toDraw, boolean drew) {
        if (toDraw) {
            List<Tenhou6Entry> draws = hand.draws().get(seat);
            if (drawAt[seat] >= draws.size()) {
                return allUsed();
            }
            if (!(draws.get(drawAt[seat]) instanceof Tenhou6Entry.TileCode)) {
                return false;
            }
            drawAt[seat]++;
            if (search(seat, false, true)) {
                return true;
            }
            drawAt[seat]--;
            return false;
        }
        List<Tenhou6Entry> discards = hand.discards().get(seat);
        if (discardAt[seat] >= discards.size()) {
            return allUsed();
        }
        Tenhou6Entry e = discards.get(discardAt[seat]);
        discardAt[seat]++;
        boolean ok = switch (e) {
            case Tenhou6Entry.Meld m -> search(seat, true, false);
            case Tenhou6Entry.Nuki n -> search(seat, true, false);
            case Tenhou6Entry.Nothing n -> false;
            case Tenhou6Entry.Riichi r -> afterDiscard(seat, code(seat, r.discard(), drew));
            default -> afterDiscard(seat, code(seat, e, drew));
        };
        if (!ok) {
            discardAt[seat]--;
        }
        return ok;
    }

    /** The code a discard shows, or -1 when it cannot be known (a tsumogiri without a draw). */
    private int code(int seat, Tenhou6Entry discard, boolean drew) {
        return switch (discard) {
            case Tenhou6Entry.TileCode t -> t.code();
            case Tenhou6Entry.Tsumogiri t -> drew && hand.draws().get(seat).get(drawAt[seat] - 1)
                    instanceof Tenhou6Entry.TileCode d ? d.code() : -1;
            default -> -1;
        };
    }

    private boolean afterDiscard(int discarder, int code) {
        if (code < 0) {
            return false;
        }
        for (boolean chi : new boolean[] {false, true}) {
            for (int off = 1; off < 4; off++) {
                int s = (discarder + off) % 4;
                if (calls(s, discarder, code, chi) && tryCall(s)) {
                    return true;
                }
            }
        }
        path.addLast(Optional.empty());
        if (search(hand.next(discarder), true, false)) {
            return true;
        }
        path.removeLast();
        return false;
    }

    private boolean calls(int s, int discarder, int code, boolean chi) {
        List<Tenhou6Entry> draws = hand.draws().get(s);
        if (drawAt[s] >= draws.size() || !(draws.get(drawAt[s]) instanceof Tenhou6Entry.Meld m)) {
            return false;
        }
        Tenhou6MeldText t = m.text();
        return (t.letter() == 'c') == chi && (s + t.sourceOffset()) % 4 == discarder && t.calledCode() == code;
    }

    private boolean tryCall(int caller) {
        Tenhou6MeldText t = ((Tenhou6Entry.Meld) hand.draws().get(caller).get(drawAt[caller])).text();
        drawAt[caller]++;
        boolean kan = t.letter() == 'm';
        List<Tenhou6Entry> discards = hand.discards().get(caller);
        boolean skip = kan && discardAt[caller] < discards.size()
                && discards.get(discardAt[caller]) instanceof Tenhou6Entry.Nothing;
        if (kan && discardAt[caller] < discards.size() && !skip) {
            drawAt[caller]--;
            return false;
        }
        if (skip) {
            discardAt[caller]++;
        }
        path.addLast(Optional.of(caller));
        if (search(caller, kan, false)) {
            return true;
        }
        path.removeLast();
        if (skip) {
            discardAt[caller]--;
        }
        drawAt[caller]--;
        return false;
    }

    private boolean allUsed() {
        for (int s = 0; s < 4; s++) {
            if (drawAt[s] < hand.draws().get(s).size() || discardAt[s] < hand.discards().get(s).size()) {
                return false;
            }
        }
        return true;
    }

    private long key(int seat, boolean toDraw, boolean drew) {
        long k = 0;
        for (int s = 0; s < 4; s++) {
            k = k << 7 | drawAt[s] & 0x7F;
            k = k << 7 | discardAt[s] & 0x7F;
        }
        return (k << 2 | seat) << 2 | (toDraw ? 2 : 0) | (drew ? 1 : 0);
    }
}
