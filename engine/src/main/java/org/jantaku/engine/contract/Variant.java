package org.jantaku.engine.contract;

import java.util.List;
import java.util.Set;
import org.jantaku.core.rules.RuleCatalog;
import org.jantaku.core.rules.RuleSet;
import org.jantaku.core.tile.Tile;
import org.jantaku.core.tile.TileSet;
import org.jantaku.core.wall.Walls;

/**
 * A rule family as the engine drives it (OpenSpiel's state contract, narrowed): one pure transition,
 * complete ordered legal actions, explicit seeded chance, projections for each seat. Implemented by
 * each variant module (Riichi, Guizhou, Guangdong); the engine module drives them without knowing
 * their rules.
 *
 * @param <S> the variant's immutable game state
 * @param <A> its actions (a sealed interface)
 * @param <E> its events (a sealed interface)
 * @param <O> what one seat may see
 */
public interface Variant<S, A extends Action, E extends Event, O> {

    /** The variant's name, e.g. {@code riichi}. */
    String name();

    /** The options the variant understands. */
    RuleCatalog catalog();

    /** The physical tiles the variant plays with under a rule set (its walls are shuffled from them). */
    TileSet tileSet(RuleSet rules);

    /**
     * How many seats a game under {@code rules} has, numbered from 0: four, or three (三人麻雀). The
     * server, the runner and the views size everything per seat from this.
     */
    default int seats(RuleSet rules) {
        return 4;
    }

    /**
     * A new game and the events of its start (seating, dice, the first deal). Every random choice
     * comes from {@code seed}; nothing reads a clock or an unseeded generator. The same as
     * {@link #start(RuleSet, Walls)} with {@link Walls.Seeded} walls of {@link #tileSet}.
     */
    default Transition<S, E> start(RuleSet rules, long seed) {
        return start(rules, new Walls.Seeded(tileSet(rules), seed));
    }

    /**
     * A new game whose hands are dealt from {@code walls}: seeded walls for play and simulation,
     * given walls for a recorded or imported game. Every other random choice is derived from the
     * walls, so the same rules and walls always give the same game.
     */
    Transition<S, E> start(RuleSet rules, Walls walls);

    /** The seats whose decision the state waits for (several at once in a claim window); empty when over. */
    Set<Integer> toAct(S state);

    /** Every legal action of a seat, complete and in a canonical order; empty when it is not to act. */
    List<A> legalActions(S state, int seat);

    /**
     * Applies a seat's action. An action that is not legal comes back as {@link Result.Illegal} with
     * a reason, and the state is unchanged (it is immutable).
     */
    Result<Transition<S, E>> apply(S state, int seat, A action);

    /** Exactly what a seat may know: its own concealed tiles, never another's or the wall. */
    O observe(S state, int seat);

    /**
     * The all-open view: everything a seat's view shows, with every concealed hand (for replays and
     * for spectators once a game is over); never the wall's unseen tiles.
     */
    O observeAll(S state);

    boolean isOver(S state);

    /**
     * Whether a tile is a red five (赤ドラ / 赤五) under the rules, to be shown red: a property of the
     * physical tile ({@link Tile#isRed}) that only some rule sets play with. None by default.
     */
    default boolean redFive(RuleSet rules, Tile tile) {
        return false;
    }
}
