package org.jantaku.engine.record;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.Map;
import java.util.Optional;
import org.jantaku.engine.contract.Event;
import org.jantaku.engine.table.Move;
import org.jantaku.engine.table.TableAction;
import org.jantaku.engine.table.TableActionCodec;
import org.jantaku.engine.table.TableActions;
import org.jantaku.engine.table.TableEvent;

/**
 * The record codec of a variant played by the table flow: its actions through the flow's
 * {@link TableActionCodec} (the variant names each move, and may write some itself) and the shared
 * {@link TableEvent}s through {@link TableEventJson}; the variant writes only the events that are its own. Stateless.
 *
 * @param <A> the variant's actions
 * @param <E> the variant's events
 */
public abstract class TableRecordCodec<A extends TableAction, E extends Event> implements RecordCodec<A, E> {
    private final String variant;
    private final TableActionCodec<A> actions;
    private final TableEventJson table;

    /**
     * @param kinds how many tile kinds the variant plays with (27 without honours)
     * @param names the record name of each move the variant has
     * @param table how the variant writes a draw, a discard and a meld
     */
    protected TableRecordCodec(String variant, TableActions<A> actions, int kinds, Map<Move, String> names, TableEventJson table) {
        this(variant, actions, kinds, names, Optional.empty(), table);
    }

    /** The codec of a variant that writes some actions itself ({@link TableActionCodec.Own}: Riichi's). */
    protected TableRecordCodec(String variant, TableActions<A> actions, int kinds, Map<Move, String> names,
            Optional<TableActionCodec.Own<A>> own, TableEventJson table) {
        this.variant = variant;
        this.actions = new TableActionCodec<>(variant, actions, kinds, names, own);
        this.table = table;
    }

    @Override
    public final String variant() {
        return variant;
    }

    @Override
    public final ObjectNode encodeAction(A action) {
        return actions.encode(action);
    }

    @Override
    public final A decodeAction(JsonNode json) {
        return actions.decode(json);
    }

    /** A table event the variant's event carries, written into the event's record JSON {@code o}. */
    protected final void table(TableEvent event, ObjectNode o) {
        table.write(event, o);
    }
}
