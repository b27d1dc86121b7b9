package org.jantaku.engine.table;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import org.jantaku.core.analysis.WinShapes;
import org.jantaku.core.hand.MeldShape;
import org.jantaku.core.rules.RuleCatalog;
import org.jantaku.core.rules.RuleSet;
import org.jantaku.core.seat.BySeat;
import org.jantaku.core.tile.Tile;
import org.jantaku.core.tile.TileKind;
import org.jantaku.core.tile.TileSet;
import org.jantaku.core.wall.Walls;
import org.jantaku.engine.contract.Event;
import org.jantaku.engine.contract.Transition;

/**
 * A {@link SettlingFlow} whose melds are {@link Meld}s and which adds the shared events of a tile added
 * to a pung, of a hand's settlement ({@link HandEvent.Settled}) and of the game's end to those every flow
 * makes: the variant writes only its deal ({@link #started}), its wins and its settlement. It overrides a
 * hook here only for bookkeeping of its own (calling {@code super}) or to leave an event out.
 *
 * @param <S> the variant's state
 * @param <A> its actions
 * @param <E> its events
 * @param <O> its observation
 * @param <D> what it tells of a deal beside the table's ({@link HandEvent.Started})
 * @param <X> its settlement of a hand
 */
public abstract class TableEventFlow<S extends TableState<Meld>, A extends TableAction, E extends Event, O, D, X>
        extends SettlingFlow<S, Meld, A, E, O, X> {

    private final Function<HandEvent<D, X>, E> hand;
    private final String name;
    private final RuleCatalog catalog;
    private final TileSet tiles;

    /**
     * A flow offering the variant's actions, made once.
     *
     * @param table a table event as one of the variant's ({@link TableEvent.Carrier})
     * @param hand a hand event as one of the variant's ({@link HandEvent.Carrier})
     * @param name the variant's name ({@link #name()})
     * @param catalog its rule options
     * @param tiles its tiles, whatever the rules
     */
    protected TableEventFlow(TableActions<A> actions, Function<TableEvent, E> table, Function<HandEvent<D, X>, E> hand, String name,
            RuleCatalog catalog, TileSet tiles) {
        super(actions, table);
        this.hand = hand;
        this.name = name;
        this.catalog = catalog;
        this.tiles = tiles;
    }

    @Override
    public final String name() {
        return name;
    }

    @Override
    public final RuleCatalog catalog() {
        return catalog;
    }

    @Override
    public final TileSet tileSet(RuleSet rules) {
        return tiles;
    }

    /** A new game's state, before its first deal. */
    protected abstract S newState(RuleSet rules, Walls walls);

    /** The first hand's dealer, with the events that chose him: seat 0 by default, chosen by nobody. */
    protected int firstDealer(S s, List<E> events) {
        return 0;
    }

    /** A game of these rules on these walls: the first dealer chosen and the first hand dealt. */
    @Override
    public final Transition<S, E> start(RuleSet rules, Walls walls) {
        if (rules.catalog() != catalog()) {
            throw new IllegalArgumentException("not a rule set of the " + name() + " catalog: " + rules.catalog().name());
        }
        S s = newState(rules, walls);
        List<E> events = new ArrayList<>();
        deal(s, 0, firstDealer(s, events), 1, events);
        return new Transition<>(s, events);
    }

    /** What {@code viewer} may know (with none, the all-open view) while {@code toAct} are to act. */
    protected abstract O observation(S s, Optional<Integer> viewer, Set<Integer> toAct);

    @Override
    public final O observe(S s, int seat) {
        return observation(s, Optional.of(seat), toAct(s));
    }

    @Override
    public final O observeAll(S s) {
        return observation(s, Optional.empty(), toAct(s));
    }

    /**
     * The waits of a seat whose hand waits (13 − 3·melds concealed tiles): the kinds that complete it,
     * by the same hook a win uses ({@link #completingKinds}); empty when it holds a drawn tile.
     */
    public final List<TileKind> waits(S s, int seat) {
        Seat<Meld> me = s.seat(seat);
        return me.handSize() != 13 - 3 * me.melds().size() ? List.of() : WinShapes.kinds(completingKinds(s, seat, me.counts()));
    }

    @Override
    protected void kongAdding(S s, int seat, Tile tile, List<E> events) {
        events.add(table(new TableEvent.KongAdding(seat, tile)));
    }

    @Override
    protected Meld meld(S s, int seat, MeldShape shape, TileKind kind, int from, List<Tile> tiles) {
        boolean late = s.settings().lateKongs() && shape.isOwnKong() && (s.seat(seat).kongsPassed() & 1L << kind.index()) != 0;
        return Meld.made(s.seat(seat).melds(), shape, kind, from, tiles, late);
    }

    /** The event of the hand just dealt ({@link #dealt}): its number, dealer, hands and scores, and the variant's {@code deal}. */
    protected final E started(S s, D deal) {
        return hand.apply(new HandEvent.Started<>(s.hand(), s.dealer(), deal, s.seats().map(Seat::hand), s.scores()));
    }

    /** The settlement just paid, with the scores after it. */
    @Override
    protected void settled(S s, X settlement, List<E> events) {
        events.add(hand.apply(new HandEvent.Settled<>(settlement, s.scores())));
    }

    @Override
    protected E gameEnded(S s, BySeat<Integer> scores) {
        return table(new TableEvent.GameEnded(scores));
    }
}
