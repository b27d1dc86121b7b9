package org.jantaku.guizhou.settle;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.TreeSet;
import org.jantaku.engine.settle.TransferJson;
import org.jantaku.guizhou.settlement.GuizhouTerms;
import org.jantaku.guizhou.settlement.Settlement;

/** A settlement as JSON (the output of {@code jantaku settle}; also the game record's {@code settled} event). */
public final class SettlementJson {
    private SettlementJson() {
    }

    /** Writes the settlement's members into {@code out}, which it returns. */
    public static ObjectNode write(Settlement s, ObjectNode out) {
        out.put("outcome", s.wins().isEmpty() ? "exhausted" : "win");
        ArrayNode wins = out.putArray("wins");
        for (Settlement.ScoredWin w : s.wins()) {
            ObjectNode o = TransferJson.win(wins, w.win().seat(), GuizhouTerms.WAYS.key(w.win().way()), w.win().from());
            o.put("tile", w.win().tile().mpsz());
            o.put("pattern", w.pattern().key());
            o.put("name", TransferJson.bilingual(w.pattern()));
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
        TransferJson.write(out, s);
        out.put("next_dealer", s.nextDealer());
        out.put("next_streak", s.nextStreak());
        return out;
    }
}
