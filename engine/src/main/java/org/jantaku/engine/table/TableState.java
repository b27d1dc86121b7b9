package org.jantaku.engine.table;

import java.util.Arrays;
import java.util.List;
import org.jantaku.core.rules.RuleSet;
import org.jantaku.core.seat.BySeat;
import org.jantaku.core.tile.Tile;
import org.jantaku.core.wall.Walls;

/**
 * The state of a game at a table, played in place by {@link TableFlow}: the parts every variant keeps
 * ({@link TableParts}: the rules and walls, the hand's number, dealer, streak and scores, the wall with
 * its two ends, the seats (four, or three), the claim window, the table's settings, the phase and its value
 * {@link #phase()}), with the seats readable ({@link #seat}, {@link #seats}). A variant extends it with what only it
 * keeps, and copies it with {@link #copy}. Only the flow changes it.
 *
 * @param <M> the variant's melds
 */
public abstract class TableState<M extends TableMeld> extends TableParts<M> {
    protected TableState(RuleSet rules, Walls walls) {
        this(rules, walls, 0);
    }

    /** A state whose seats start the game with {@code points} each. */
    protected TableState(RuleSet rules, Walls walls, int points) {
        this(rules, walls, 4, points);
    }

    /** A state of {@code players} seats (four, or three) that start the game with {@code points} each. */
    protected TableState(RuleSet rules, Walls walls, int players, int points) {
        this(rules, walls, TableSettings.STANDARD, players, points);
    }

    /**
     * A state of {@code players} seats (four, or three) that start the game with {@code points} each,
     * at a table with these settings (the variant's, under {@code rules}: built once, with the state).
     */
    protected TableState(RuleSet rules, Walls walls, TableSettings settings, int players, int points) {
        super(rules, walls, settings, players, points);
    }

    /** A copy of {@code o}: nothing done to either changes the other. */
    protected TableState(TableState<M> o) {
        super(o);
    }

    /** An independent copy (the variant's own type). */
    @Override
    public abstract TableState<M> copy();

    public Seat<M> seat(int s) {
        return seats[s];
    }

    public BySeat<Seat<M>> seats() {
        return tableSeats();
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof TableState<?> t && getClass() == t.getClass() && sameParts(t) && window.equals(t.window);
    }

    @Override
    public int hashCode() {
        return partsHash();
    }

    @Override
    public String toString() {
        return getClass().getSimpleName() + "[hand=" + hand + ", dealer=" + dealer + ", scores=" + Arrays.toString(scores)
                + ", phase=" + phase() + ", seats=" + List.of(seats) + "]";
    }
}
