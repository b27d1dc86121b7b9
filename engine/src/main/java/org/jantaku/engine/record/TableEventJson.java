package org.jantaku.engine.record;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.Optional;
import java.util.function.Function;
import org.jantaku.core.hand.MeldShape;
import org.jantaku.engine.table.TableEvent;
import org.jantaku.engine.table.TableMeld;

/**
 * The shared {@link TableEvent}s in game records, written once for every variant: {@code drew}
 * (seat, tile id, the replacement flag if the variant writes it), {@code discarded} (seat, tile id, the
 * tsumogiri flag if the variant writes it, the declaration under the variant's name if it has one),
 * {@code called} (seat, then the meld in the variant's {@link MeldLayout}), {@code kong_adding} (seat,
 * tile id) and {@code game_ended} (the scores). Stateless.
 *
 * @param replacement whether a draw says if it came from the wall's tail (Riichi's does not)
 * @param tsumogiri whether a discard says if it was the tile just drawn (Riichi's does)
 * @param declared the name of a discard's declaration (捉鸡麻将: {@code baoting}, Riichi: {@code riichi});
 *     empty when the variant writes none
 * @param layout where a called meld's fields go
 */
public record TableEventJson(boolean replacement, boolean tsumogiri, Optional<String> declared, MeldLayout layout) {

    /** Where a {@code called} event writes its meld ({@code type}: the variant's key for a meld's shape). */
    public sealed interface MeldLayout {
        /**
         * {@code "meld": {"type", "kind" (mpsz), "from", "tiles"}}, with {@code "late"} (a kong made after its first
         * chance) after {@code "from"} if {@code late}.
         */
        record Nested(Function<MeldShape, String> type, boolean late) implements MeldLayout {
        }

        /** Beside the seat: {@code "from"} (the seat itself for its own kong), {@code "meld"} (the type), {@code "tiles"}. */
        record Flat(Function<MeldShape, String> type) implements MeldLayout {
        }

        /** Beside the seat: {@code "from"} as {@link Flat} writes it, then {@code "meld"} as the variant writes it (Riichi: mjai's). */
        record Own(Function<TableMeld, ObjectNode> meld) implements MeldLayout {
        }
    }

    /** The event's fields, written into {@code o} (the record's object of the variant's event that carries it). */
    public void write(TableEvent event, ObjectNode o) {
        switch (event) {
            case TableEvent.Drew e -> {
                o.put("type", "drew").put("seat", e.seat()).put("tile", e.tile().id());
                if (replacement) {
                    o.put("replacement", e.replacement());
                }
            }
            case TableEvent.Discarded e -> {
                o.put("type", "discarded").put("seat", e.seat()).put("tile", e.tile().id());
                if (tsumogiri) {
                    o.put("tsumogiri", e.tsumogiri());
                }
                declared.ifPresent(name -> o.put(name, e.declared()));
            }
            case TableEvent.Called e -> called(o.put("type", "called").put("seat", e.seat()), e);
            case TableEvent.KongAdding e -> o.put("type", "kong_adding").put("seat", e.seat()).put("tile", e.tile().id());
            case TableEvent.GameEnded e -> {
                o.put("type", "game_ended");
                o.set("scores", JsonFields.bySeat(e.scores()));
            }
        }
    }

    private void called(ObjectNode o, TableEvent.Called c) {
        TableMeld m = c.meld();
        switch (layout) {
            case MeldLayout.Nested n -> {
                ObjectNode meld = o.putObject("meld").put("type", n.type().apply(m.shape())).put("kind", m.kind().mpsz())
                        .put("from", m.from());
                if (n.late()) {
                    meld.put("late", m.late());
                }
                meld.set("tiles", JsonFields.tileIds(m.tiles()));
            }
            case MeldLayout.Flat f -> from(o, c).put("meld", f.type().apply(m.shape())).set("tiles", JsonFields.tileIds(m.tiles()));
            case MeldLayout.Own own -> from(o, c).set("meld", own.meld().apply(m));
        }
    }

    /** The seat the meld came from, beside its owner: the owner itself for its own kong. */
    private static ObjectNode from(ObjectNode o, TableEvent.Called c) {
        return o.put("from", c.meld().shape().isOwnKong() ? c.seat() : c.meld().from());
    }
}
