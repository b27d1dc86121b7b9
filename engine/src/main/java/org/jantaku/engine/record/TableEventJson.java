package org.jantaku.engine.record;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.Optional;
import java.util.function.Function;
import org.jantaku.core.hand.MeldShape;
import org.jantaku.engine.table.TableEvent;
import org.jantaku.engine.table.TableMeld;

/**
 * The shared {@link TableEvent}s in game records, written once for every variant: {@code drew}
 * (seat, tile id, replacement), {@code discarded} (seat, tile id, the declaration under the
 * variant's name if it has one), {@code called} (seat, then the meld in the variant's
 * {@link MeldLayout}), {@code kong_adding} (seat, tile id) and {@code game_ended} (the scores). Stateless.
 *
 * @param declared the name of a discard's declaration (捉鸡麻将: {@code baoting}); empty when the
 *     variant writes none
 * @param meldType the variant's key for a meld's shape
 * @param layout where a called meld's fields go
 */
public record TableEventJson(Optional<String> declared, Function<MeldShape, String> meldType, MeldLayout layout) {

    /** Where a {@code called} event writes its meld. */
    public enum MeldLayout {
        /** {@code "meld": {"type", "kind" (mpsz), "from", "tiles"}}. */
        NESTED,
        /** As {@link #NESTED}, with {@code "late"} (a kong made after its first chance) after {@code "from"}. */
        NESTED_LATE,
        /** Beside the seat: {@code "from"} (the seat itself for its own kong), {@code "meld"} (the type), {@code "tiles"}. */
        FLAT
    }

    /** The event as a record's JSON object. */
    public ObjectNode write(TableEvent event) {
        ObjectNode o = JsonFields.object();
        switch (event) {
            case TableEvent.Drew e -> o.put("type", "drew").put("seat", e.seat()).put("tile", e.tile().id())
                    .put("replacement", e.replacement());
            case TableEvent.Discarded e -> {
                o.put("type", "discarded").put("seat", e.seat()).put("tile", e.tile().id());
                declared.ifPresent(name -> o.put(name, e.declared()));
            }
            case TableEvent.Called e -> called(o.put("type", "called").put("seat", e.seat()), e);
            case TableEvent.KongAdding e -> o.put("type", "kong_adding").put("seat", e.seat()).put("tile", e.tile().id());
            case TableEvent.GameEnded e -> {
                o.put("type", "game_ended");
                o.set("scores", JsonFields.bySeat(e.scores()));
            }
        }
        return o;
    }

    private void called(ObjectNode o, TableEvent.Called c) {
        TableMeld m = c.meld();
        String type = meldType.apply(m.shape());
        switch (layout) {
            case NESTED, NESTED_LATE -> {
                ObjectNode meld = o.putObject("meld").put("type", type).put("kind", m.kind().mpsz()).put("from", m.from());
                if (layout == MeldLayout.NESTED_LATE) {
                    meld.put("late", m.late());
                }
                meld.set("tiles", JsonFields.tileIds(m.tiles()));
            }
            case FLAT -> {
                o.put("from", m.shape().isOwnKong() ? c.seat() : m.from()).put("meld", type);
                o.set("tiles", JsonFields.tileIds(m.tiles()));
            }
        }
    }
}
