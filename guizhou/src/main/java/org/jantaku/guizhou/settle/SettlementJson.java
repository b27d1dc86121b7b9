package org.jantaku.guizhou.settle;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.TreeSet;
import org.jantaku.core.tile.Lang;
import org.jantaku.engine.settle.Transfer;
import org.jantaku.guizhou.settlement.Reason;
import org.jantaku.guizhou.settlement.Settlement;

/** A settlement as JSON (the output of {@code jantaku settle}; also the game record's {@code settled} event). */
public final class SettlementJson {
    private SettlementJson() {
    }

    public static ObjectNode write(Settlement s) {
        JsonNodeFactory f = JsonNodeFactory.instance;
        ObjectNode out = f.objectNode();
        out.put("outcome", s.wins().isEmpty() ? "exhausted" : "win");
        ArrayNode wins = out.putArray("wins");
        for (Settlement.ScoredWin w : s.wins()) {
            ObjectNode o = wins.addObject();
            o.put("seat", w.win().seat());
            o.put("way", w.win().way().key());
            o.put("from", w.win().from());
            o.put("tile", w.win().tile().mpsz());
            o.put("pattern", w.pattern().key());
            o.put("name", w.pattern().displayName(Lang.ZH) + " " + w.pattern().displayName(Lang.EN));
            o.put("value", w.value());
        }
        ArrayNode ready = out.putArray("ready");
        new TreeSet<>(s.ready()).forEach(ready::add);
        ArrayNode burned = out.putArray("burned");
        new TreeSet<>(s.burned()).forEach(burned::add);
        s.chickens().ifPresent(c -> {
            ObjectNode o = out.putObject("chickens");
            c.flip().ifPresent(t -> o.put("flip", t.mpsz()));
            c.danJi().ifPresent(t -> o.put("dan_ji", t.mpsz()));
            o.put("jin_ji", c.jin());
        });
        if (s.wins().isEmpty()) {
            ArrayNode values = out.putArray("chajiao");
            for (Settlement.ReadyValue v : s.chajiao()) {
                ObjectNode o = values.addObject();
                o.put("seat", v.seat());
                o.put("wait", v.waitTile().mpsz());
                o.put("pattern", v.pattern().key());
                o.put("value", v.value());
            }
        }
        ArrayNode transfers = out.putArray("transfers");
        for (Transfer<Reason> t : s.transfers()) {
            ObjectNode o = transfers.addObject();
            o.put("from", t.from());
            o.put("to", t.to());
            o.put("points", t.points());
            o.put("reason", t.reason().key());
            o.put("name", t.reason().displayName(Lang.ZH) + " " + t.reason().displayName(Lang.EN));
        }
        ArrayNode net = out.putArray("net");
        s.net().toList().forEach(net::add);
        out.put("next_dealer", s.nextDealer());
        out.put("next_streak", s.nextStreak());
        return out;
    }
}
