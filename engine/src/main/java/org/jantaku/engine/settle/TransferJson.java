package org.jantaku.engine.settle;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;
import java.util.function.BiConsumer;
import java.util.function.Function;
import org.jantaku.core.tile.Lang;
import org.jantaku.engine.table.Names;

/**
 * Transfers in a settlement's JSON, written once for every variant: {@code transfers} (from, to,
 * points, the reason's key and what the variant shows beside it), each seat's {@code net}, and
 * {@code house} when the table received anything; and the opening of each of its {@code wins}.
 */
public final class TransferJson {
    private TransferJson() {
    }

    /** The transfers, each with its reason's names ({@code name}), and the results. */
    public static <R extends Names.Named> void write(ObjectNode out, Settled<R> settled) {
        transfers(out, settled.transfers(), R::key, (t, o) -> o.put("name", bilingual(t.reason())));
        results(out, settled);
    }

    /** {@code transfers}: from, to, points and the reason's {@code key} of each, then what {@code more} writes of it. */
    public static <R> void transfers(ObjectNode out, List<Transfer<R>> transfers, Function<R, String> key,
            BiConsumer<Transfer<R>, ObjectNode> more) {
        ArrayNode list = out.putArray("transfers");
        for (Transfer<R> t : transfers) {
            more.accept(t, list.addObject().put("from", t.from()).put("to", t.to()).put("points", t.points())
                    .put("reason", key.apply(t.reason())));
        }
    }

    /** {@code net}: each seat's result; {@code house}: what the table received, when it received anything. */
    public static void results(ObjectNode out, Settled<?> settled) {
        ArrayNode net = out.putArray("net");
        settled.net().toList().forEach(net::add);
        if (settled.house() != 0) {
            out.put("house", settled.house());
        }
    }

    /** A win added to {@code wins}: its seat, its way (the variant's key) and whom it was won from; the variant writes the rest. */
    public static ObjectNode win(ArrayNode wins, int seat, String way, int from) {
        return wins.addObject().put("seat", seat).put("way", way).put("from", from);
    }

    /** A term's Chinese and English names, as settlement JSON shows them ({@code 胡 hand}). */
    public static String bilingual(Names.Named term) {
        return term.displayName(Lang.ZH) + " " + term.displayName(Lang.EN);
    }
}
