package org.jantaku.engine.record;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.Optional;
import java.util.function.BiConsumer;
import org.jantaku.engine.table.TableEvent;

/**
 * The shared {@link TableEvent}s in game records, written once for every variant: {@code drew}
 * (seat, tile id, replacement), {@code discarded} (seat, tile id, the declaration under the
 * variant's name if it has one), {@code called} (seat, then the meld as the variant writes it),
 * {@code kong_adding} (seat, tile id) and {@code game_ended} (the scores). Stateless.
 *
 * @param declared the name of a discard's declaration (捉鸡麻将: {@code baoting}); empty when the
 *     variant writes none
 * @param meld writes a called meld's fields after {@code type} and {@code seat}
 */
public record TableEventJson(Optional<String> declared, BiConsumer<ObjectNode, TableEvent.Called> meld) {

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
            case TableEvent.Called e -> {
                o.put("type", "called").put("seat", e.seat());
                meld.accept(o, e);
            }
            case TableEvent.KongAdding e -> o.put("type", "kong_adding").put("seat", e.seat()).put("tile", e.tile().id());
            case TableEvent.GameEnded e -> {
                o.put("type", "game_ended");
                o.set("scores", JsonFields.bySeat(e.scores()));
            }
        }
        return o;
    }
}
