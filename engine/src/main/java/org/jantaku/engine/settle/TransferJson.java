package org.jantaku.engine.settle;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;
import org.jantaku.core.tile.Lang;
import org.jantaku.engine.table.Names;

/** Transfers in a settlement's JSON: {@code transfers} (from, to, points, reason key and names) and each seat's {@code net}. */
public final class TransferJson {
    private TransferJson() {
    }

    public static <R extends Names.Named> void write(ObjectNode out, List<Transfer<R>> transfers) {
        ArrayNode list = out.putArray("transfers");
        for (Transfer<R> t : transfers) {
            list.addObject().put("from", t.from()).put("to", t.to()).put("points", t.points()).put("reason", t.reason().key())
                    .put("name", bilingual(t.reason()));
        }
        ArrayNode net = out.putArray("net");
        Transfer.net(transfers).toList().forEach(net::add);
    }

    /** A term's Chinese and English names, as settlement JSON shows them ({@code 胡 hand}). */
    public static String bilingual(Names.Named term) {
        return term.displayName(Lang.ZH) + " " + term.displayName(Lang.EN);
    }
}
