package org.jantaku.engine.table;

import java.util.AbstractList;
import java.util.Objects;
import java.util.RandomAccess;

/**
 * A discard of each concealed tile of a seat, by id, read live: the turn's list when it holds nothing
 * else (nearly every turn of a variant whose turn lists every tile, {@link TableSettings#eachTile}), made
 * once per seat and valid until the seat changes.
 *
 * @param <A> the variant's actions
 */
final class HandDiscards<A extends TableAction> extends AbstractList<A> implements RandomAccess {
    private final Seat<?> seat;
    private final TableActions<A> actions;

    HandDiscards(Seat<?> seat, TableActions<A> actions) {
        this.seat = seat;
        this.actions = actions;
    }

    /** Whether this list reads {@code seat} with {@code actions}. */
    boolean reads(Seat<?> seat, TableActions<?> actions) {
        return this.seat == seat && this.actions == actions;
    }

    @Override
    public A get(int index) {
        return actions.discard(seat.idAt(Objects.checkIndex(index, seat.handSize())));
    }

    @Override
    public int size() {
        return seat.handSize();
    }
}
