package org.jantaku.engine.record;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;
import java.util.function.BiConsumer;
import org.jantaku.core.tile.Tile;
import org.jantaku.engine.table.HandEvent;

/**
 * The {@link HandEvent}s in game records, written once for every variant: {@code hand_started} (hand, dealer, the
 * variant's fields of the deal, each seat's tiles as {@code hands}, the variant's fields after them, the scores) and
 * the settlement under the variant's name for it ({@code hand_settled}; 广东麻将: {@code hand_ended}) with the
 * settlement's fields as the variant writes them, then the scores. Stateless.
 *
 * @param deal what the variant writes of a deal between the dealer and the hands
 * @param afterHands what the variant writes of a deal between the hands and the scores (广东麻将: its horses)
 * @param settled the type of the settlement's event
 * @param settlement what the variant writes of its settlement
 * @param <D> the variant's deal
 * @param <X> the variant's settlement
 */
public record HandEventJson<D, X>(BiConsumer<D, ObjectNode> deal, BiConsumer<D, ObjectNode> afterHands, String settled,
        BiConsumer<X, ObjectNode> settlement) {

    /** The writer of a variant whose deal tells nothing beside the table's. */
    public static <X> HandEventJson<HandEvent.Plain, X> plain(BiConsumer<X, ObjectNode> settlement) {
        return new HandEventJson<>((d, o) -> { }, (d, o) -> { }, "hand_settled", settlement);
    }

    /**
     * A seat's win as every variant writes it ({@code won}): the seat, whom from (the winner on a self-draw), the way
     * (the variant's key), the tile and the winner's hand; the variant may write more after them.
     */
    public static ObjectNode won(ObjectNode o, int seat, int from, String way, Tile tile, List<Tile> hand) {
        o.put("type", "won").put("seat", seat).put("from", from).put("way", way).put("tile", tile.id());
        return o.set("hand", JsonFields.tileIds(hand));
    }

    /** The event's fields, written into {@code o}. */
    public void write(HandEvent<D, X> event, ObjectNode o) {
        switch (event) {
            case HandEvent.Started<D, X> s -> {
                o.put("type", "hand_started").put("hand", s.hand()).put("dealer", s.dealer());
                deal.accept(s.deal(), o);
                o.set("hands", JsonFields.hands(s.hands()));
                afterHands.accept(s.deal(), o);
                o.set("scores", JsonFields.bySeat(s.scores()));
            }
            case HandEvent.Settled<D, X> s -> {
                o.put("type", settled);
                settlement.accept(s.settlement(), o);
                o.set("scores", JsonFields.bySeat(s.scores()));
            }
        }
    }
}
