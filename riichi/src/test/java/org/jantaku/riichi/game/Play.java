package org.jantaku.riichi.game;

import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;
import org.jantaku.core.rules.RuleSet;
import org.jantaku.core.seat.BySeat;
import org.jantaku.core.tile.Notation;
import org.jantaku.core.tile.Tile;
import org.jantaku.core.tile.TileFace;
import org.jantaku.core.tile.TileKind;
import org.jantaku.engine.contract.Event;
import org.jantaku.engine.contract.Result;
import org.jantaku.engine.contract.Transition;
import org.jantaku.engine.table.Phase;
import org.jantaku.riichi.rules.RiichiPresets;

/**
 * A game driven step by step for the spec scenarios: the state, every event so far, and short
 * moves (discard the drawn tile, let a discard pass, play on without winning or calling).
 */
final class Play {
    static final RiichiGame GAME = new RiichiGame();
    static final BySeat<Integer> EVEN = BySeat.all(25000);

    private RiichiState state;
    private final List<RiichiEvent> events = new ArrayList<>();

    private Play(RiichiState state) {
        this.state = state;
    }

    /** A preset's rules by name. */
    static RuleSet rules(String preset) {
        return RiichiPresets.byName(preset).orElseThrow().rules();
    }

    /** Plays on from a dealt hand. */
    static Play from(RiichiState dealt) {
        return new Play(dealt);
    }

    RiichiState state() {
        return state;
    }

    List<RiichiEvent> events() {
        return events;
    }

    /** The last event of a type (a Riichi event, or a table event its {@link RiichiEvent.Table} carries). */
    <T extends Event> T last(Class<T> type) {
        List<T> all = all(type);
        if (all.isEmpty()) {
            throw new AssertionError("no " + type.getSimpleName() + " in " + events);
        }
        return all.get(all.size() - 1);
    }

    /** The events of a type (a Riichi event, or a table event its {@link RiichiEvent.Table} carries), in order. */
    <T extends Event> List<T> all(Class<T> type) {
        return events.stream().map(e -> e instanceof RiichiEvent.Table t ? t.event() : e).filter(type::isInstance)
                .map(type::cast).toList();
    }

    /** What {@code seat} may do now. */
    List<RiichiAction> legal(int seat) {
        return GAME.legalActions(state, seat);
    }

    /** What the engine answers to {@code seat} doing {@code action}, without playing it. */
    Result<Transition<RiichiState, RiichiEvent>> attempt(int seat, RiichiAction action) {
        return GAME.apply(state, seat, action);
    }

    /** {@code seat} does {@code action}, which must be legal. */
    Play act(int seat, RiichiAction action) {
        Transition<RiichiState, RiichiEvent> t = GAME.apply(state, seat, action).orThrow();
        events.addAll(t.events());
        state = t.state();
        return this;
    }

    /** The seat whose turn it is. */
    int turnSeat() {
        return ((Phase.Turn) state.phase()).seat();
    }

    /** The tile the seat to play has just drawn. */
    Tile drawn() {
        return ((Phase.Turn) state.phase()).drawn().orElseThrow();
    }

    /** A kind in mpsz notation ({@code 3s}). */
    static TileKind kind(String text) {
        return Notation.parseOne(text).kind();
    }

    /** A tile of a kind (mpsz) in {@code seat}'s hand. */
    Tile held(int seat, String kind) {
        TileFace face = Notation.parseOne(kind);
        return state.seats().get(seat).hand().stream().filter(t -> t.kind() == face.kind()).findFirst()
                .orElseThrow(() -> new AssertionError("seat " + seat + " holds no " + kind));
    }

    /** Everyone who may claim the last discard lets it pass. */
    Play passAll() {
        while (state.phase() instanceof Phase.Claims c) {
            act(c.waiting().get(0), new RiichiAction.Pass());
        }
        return this;
    }

    /** The seat to play discards its drawn tile, and nobody claims it. */
    Play tsumogiri() {
        return act(turnSeat(), new RiichiAction.Discard(drawn())).passAll();
    }

    /** {@code n} turns of {@link #tsumogiri()}. */
    Play tsumogiri(int n) {
        for (int i = 0; i < n; i++) {
            tsumogiri();
        }
        return this;
    }

    /** The seat to play declares riichi with its drawn tile, and nobody claims it. */
    Play riichiWithDrawn() {
        return act(turnSeat(), new RiichiAction.DeclareRiichi(drawn())).passAll();
    }

    /**
     * Plays on without winning or calling: each turn discards the drawn tile, every claim passes,
     * tenpai is declared; stops when the hand is over (a new hand, a dealer's choice or the game's end).
     */
    Play toHandEnd() {
        int hand = state.hand();
        while (!state.isOver() && state.hand() == hand && !(state.phase() instanceof RiichiPhase.DealerChoice)) {
            int seat = new TreeSet<>(GAME.toAct(state)).first();
            RiichiAction a = switch (state.phase()) {
                case Phase.Turn t -> new RiichiAction.Discard(t.drawn().orElseThrow());
                case Phase.Claims c -> new RiichiAction.Pass();
                case RiichiPhase.Declarations d -> new RiichiAction.DeclareTenpai();
                case RiichiPhase.DealerChoice d -> throw new IllegalStateException("stopped above");
                case Phase.Over o -> throw new IllegalStateException("stopped above");
                case Phase.Own o -> throw new IllegalStateException("not a phase of Riichi's: " + o);
            };
            act(seat, a);
        }
        return this;
    }
}
