package org.jantaku.guizhou.game;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.jantaku.core.rules.RuleSet;
import org.jantaku.core.tile.Notation;
import org.jantaku.core.tile.Tile;
import org.jantaku.core.tile.TileFace;
import org.jantaku.core.tile.TileKind;
import org.jantaku.core.wall.Wall;
import org.jantaku.core.wall.Walls;
import org.jantaku.engine.contract.Result;
import org.jantaku.engine.contract.Transition;
import org.jantaku.engine.table.HandEvent;
import org.jantaku.engine.table.Phase;
import org.jantaku.guizhou.settlement.Settlement;

/**
 * A constructed deal for tests through play: for each constructed hand ({@link Spec}) the four dealt
 * hands (seat 0 deals), the dealer's 14th tile, the tiles drawn from the front in order (the first
 * undrawn one after them is the chicken flip), and the kong replacements from the end; the other
 * tiles fill the middle, shuffled until the die makes seat 0 the first dealer (the hand after the
 * constructed ones has a shuffled wall). Then actions are played one by one.
 */
final class Table {
    private static final GuizhouGame GAME = new GuizhouGame();

    private GuizhouState state;
    private final List<GuizhouEvent> events = new ArrayList<>();

    private Table(GuizhouState state, List<GuizhouEvent> events) {
        this.state = state;
        this.events.addAll(events);
    }

    /**
     * One constructed hand's wall, seat 0 dealing.
     *
     * @param hands the 13 dealt tiles of seats 0-3 (mpsz)
     * @param dealerDraw the dealer's 14th tile (blank: the first of the other tiles)
     * @param front the draws from the front after it, in order, then the flip (mpsz)
     * @param tail the kong replacements, in order (mpsz)
     */
    record Spec(List<String> hands, String dealerDraw, String front, String tail) {
        /** The wall's tiles, the unnamed ones in the middle rotated by {@code attempt}. */
        List<Tile> wall(int attempt) {
            boolean[] used = new boolean[108];
            List<List<Tile>> h = new ArrayList<>();
            for (String hand : hands) {
                h.add(take(hand, used));
                assertThat(h.get(h.size() - 1)).hasSize(13);
            }
            List<Tile> first = take(dealerDraw, used);
            List<Tile> fronts = take(front, used);
            List<Tile> tails = take(tail, used);
            List<Tile> rest = new ArrayList<>();
            for (int id = 0; id < 108; id++) {
                if (!used[id]) {
                    rest.add(Tile.of(id));
                }
            }
            for (int a = 0; a < attempt; a++) {
                java.util.Collections.rotate(rest.subList(0, Math.max(1, rest.size() / 2)), 1 + a % 3);
            }
            List<Tile> wall = new ArrayList<>();
            for (int round = 0; round < 3; round++) {
                for (int s = 0; s < 4; s++) {
                    wall.addAll(h.get(s).subList(4 * round, 4 * round + 4));
                }
            }
            for (int s = 0; s < 4; s++) {
                wall.add(h.get(s).get(12));
            }
            wall.addAll(first);
            wall.addAll(fronts);
            wall.addAll(rest);
            for (int i = tails.size() - 1; i >= 0; i--) {
                wall.add(tails.get(i));
            }
            return wall;
        }
    }

    /** A game whose first hand is dealt from {@code spec} (the next hand's wall is a shuffled one). */
    static Table deal(RuleSet rules, List<String> hands, String dealerDraw, String front, String tail) {
        return deal(rules, List.of(new Spec(hands, dealerDraw, front, tail)));
    }

    /**
     * A game whose hands are dealt from {@code specs} in order, then from a shuffled wall; the unnamed
     * tiles of the first are shuffled until the die makes seat 0 the first dealer (each spec assumes
     * seat 0 deals).
     */
    static Table deal(RuleSet rules, List<Spec> specs) {
        for (int attempt = 0; ; attempt++) {
            List<Wall> walls = new ArrayList<>();
            walls.add(new Wall(specs.get(0).wall(attempt)));
            specs.stream().skip(1).forEach(spec -> walls.add(new Wall(spec.wall(0))));
            walls.add(Wall.shuffled(org.jantaku.core.tile.TileSet.SUITS_108, 1));
            Walls given = new Walls.Given(walls);
            if (GuizhouGame.firstDealer(given).dealer() == 0) {
                Transition<GuizhouState, GuizhouEvent> t = GAME.start(rules, given);
                return new Table(t.state(), t.events());
            }
        }
    }

    private static List<Tile> take(String mpsz, boolean[] used) {
        List<Tile> out = new ArrayList<>();
        for (TileFace f : Notation.parse(mpsz)) {
            int base = f.kind().index() * 4;
            int id = base;
            while (used[id]) {
                id++;
                if (id == base + 4) {
                    throw new IllegalArgumentException("a fifth " + f.kind().mpsz());
                }
            }
            used[id] = true;
            out.add(Tile.of(id));
        }
        return out;
    }

    GuizhouState state() {
        return state;
    }

    List<GuizhouEvent> events() {
        return events;
    }

    List<GuizhouAction> legal(int seat) {
        return GAME.legalActions(state, seat);
    }

    /** Plays an action that must be legal. */
    Table play(int seat, GuizhouAction a) {
        Result<Transition<GuizhouState, GuizhouEvent>> r = GAME.apply(state, seat, a);
        assertThat(r.isOk()).as("%s by seat %d: %s", a, seat, r).isTrue();
        state = r.orThrow().state();
        events.addAll(r.orThrow().events());
        return this;
    }

    /** Discards a tile of a kind (the legal discard of that kind). */
    Table discard(int seat, String kind) {
        TileKind k = Notation.parseOne(kind).kind();
        GuizhouAction a = legal(seat).stream().filter(x -> x instanceof GuizhouAction.Discard d && d.tile().kind() == k)
                .findFirst().orElseThrow(() -> new AssertionError("seat " + seat + " cannot discard " + kind + ": " + legal(seat)));
        return play(seat, a);
    }

    /** Discards the drawn tile. */
    Table tsumogiri(int seat) {
        Phase.Turn t = (Phase.Turn) state.phase();
        assertThat(t.seat()).isEqualTo(seat);
        return play(seat, new GuizhouAction.Discard(t.drawn().orElseThrow()));
    }

    /** Each seat in turn discards its draw, every claim on it passed. */
    Table tsumogiriAll(int... seats) {
        for (int seat : seats) {
            tsumogiri(seat).passAll();
        }
        return this;
    }

    /** Asserts that nobody may claim the tile just discarded or added (no claim window is open). */
    Table unclaimed() {
        assertThat(state.phase()).as("a claim window on %s", state.phase()).isNotInstanceOf(Phase.Claims.class);
        return this;
    }

    /** Each seat in turn discards its draw, and nobody may claim it. */
    Table quiet(int... seats) {
        for (int seat : seats) {
            tsumogiri(seat).unclaimed();
        }
        return this;
    }

    /** The seat to play. */
    int turn() {
        return ((Phase.Turn) state.phase()).seat();
    }

    /** Seats discard their draws, nobody able to claim any, until the seat to play has drawn the wall's last tile. */
    Table toLastTile() {
        while (state.tilesLeft() > 0) {
            quiet(turn());
        }
        assertThat(((Phase.Turn) state.phase()).drawn()).as("the last tile drawn").isPresent();
        return this;
    }

    /** Every seat discards what it draws, passing every claim, until the hand is over (claims are not checked). */
    Table playOut() {
        int hand = state.hand();
        for (int guard = 0; state.hand() == hand && !state.isOver(); guard++) {
            assertThat(guard).as("the hand ends").isLessThan(500);
            if (state.phase() instanceof Phase.Claims) {
                passAll();
            } else {
                tsumogiri(turn());
            }
        }
        return this;
    }

    /** The last hand's nets, seat 0 first. */
    List<Integer> net() {
        return settled().settlement().net().toList();
    }

    /** The last hand's transfers as {@code from>to points reason}. */
    List<String> transfers() {
        return settled().settlement().transfers().stream()
                .map(tr -> tr.from() + ">" + tr.to() + " " + tr.points() + " " + tr.reason().key()).toList();
    }

    /** Every seat waiting to answer a claim window passes. */
    Table passAll() {
        while (state.phase() instanceof Phase.Claims c) {
            play(c.waiting().get(0), new GuizhouAction.Pass());
        }
        return this;
    }

    /** The last hand's settlement. */
    HandEvent.Settled<GuizhouEvent.Deal, Settlement> settled() {
        for (int i = events.size() - 1; i >= 0; i--) {
            if (events.get(i) instanceof GuizhouEvent.Hand(HandEvent.Settled<GuizhouEvent.Deal, Settlement> s)) {
                return s;
            }
        }
        throw new AssertionError("no hand was settled");
    }
}
