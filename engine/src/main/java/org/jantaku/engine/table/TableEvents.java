package org.jantaku.engine.table;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Function;
import org.jantaku.core.tile.Tile;
import org.jantaku.engine.contract.Event;

/**
 * The shared events as a variant's own ({@link TableEvent.Carrier}), those of a draw and a discard made once for
 * every seat, tile and flag: the events of nearly every step, which so allocate nothing. Events are values
 * (records of values): a shared one equals a new one, so every game whose events carry the table's in the same
 * type (every game of a variant) shares one set ({@link #of}).
 *
 * @param <E> the variant's events
 */
final class TableEvents<E extends Event> {
    /** The shared events by the type of event that carries the table's (the variant's {@code Table} record). */
    private static final Map<Class<?>, TableEvents<?>> BY_CARRIER = new ConcurrentHashMap<>();

    private final Function<TableEvent, E> table;
    /** Draws by {@code (seat * 136 + tile id) * 2 + replacement}. */
    private final Event[] drew = new Event[4 * Tile.COUNT * 2];
    /** Discards by {@code ((seat * 136 + tile id) * 2 + tsumogiri) * 2 + declared}. */
    private final Event[] discarded = new Event[4 * Tile.COUNT * 4];

    /**
     * The shared events of the games whose events carry the table's as {@code table} makes them: made the first time
     * its type of event is seen. {@code table} only wraps the table's event (a record's constructor).
     */
    @SuppressWarnings("unchecked")
    static <E extends Event> TableEvents<E> of(Function<TableEvent, E> table) {
        E probe = table.apply(new TableEvent.Drew(0, Tile.of(0), false));
        TableEvents<E> shared = (TableEvents<E>) BY_CARRIER.computeIfAbsent(probe.getClass(), c -> new TableEvents<>(table));
        if (!shared.drew[0].equals(probe)) {
            throw new IllegalStateException("two flows wrap the table's events in " + probe.getClass().getName()
                    + " differently: the shared events would not be this flow's (" + shared.drew[0] + ", " + probe + ")");
        }
        return shared;
    }

    private TableEvents(Function<TableEvent, E> table) {
        this.table = table;
        for (int seat = 0; seat < 4; seat++) {
            for (int id = 0; id < Tile.COUNT; id++) {
                Tile t = Tile.of(id);
                int at = seat * Tile.COUNT + id;
                for (int flags = 0; flags < 4; flags++) {
                    discarded[at * 4 + flags] = table.apply(new TableEvent.Discarded(seat, t, (flags & 2) != 0, (flags & 1) != 0));
                }
                drew[at * 2] = table.apply(new TableEvent.Drew(seat, t, false));
                drew[at * 2 + 1] = table.apply(new TableEvent.Drew(seat, t, true));
            }
        }
    }

    E table(TableEvent event) {
        return table.apply(event);
    }

    @SuppressWarnings("unchecked")
    E drew(int seat, Tile t, boolean replacement) {
        return (E) drew[(seat * Tile.COUNT + t.id()) * 2 + (replacement ? 1 : 0)];
    }

    @SuppressWarnings("unchecked")
    E discarded(int seat, Tile t, boolean tsumogiri, boolean declared) {
        return (E) discarded[(seat * Tile.COUNT + t.id()) * 4 + (tsumogiri ? 2 : 0) + (declared ? 1 : 0)];
    }
}
