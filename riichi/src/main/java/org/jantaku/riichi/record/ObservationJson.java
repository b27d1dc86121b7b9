package org.jantaku.riichi.record;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;
import org.jantaku.engine.record.JsonFields;
import org.jantaku.engine.table.PondTile;
import org.jantaku.riichi.game.RiichiMeld;
import org.jantaku.riichi.game.RiichiObservation;

/**
 * A view of the table as JSON, in the record's vocabulary (tiles as Tenhou ids): {@code seat}
 * (absent in the all-open view), {@code to_act}, the counters, {@code dora_indicators},
 * {@code live_tiles_left}, and per seat its {@code hand} (only where the view shows it), {@code melds},
 * {@code pond} ({@code tile}, {@code tsumogiri}, {@code riichi}, {@code called}), {@code riichi} and
 * {@code score}; {@code drawn} and {@code claimable} when the view shows them.
 */
public final class ObservationJson {
    private ObservationJson() {
    }

    public static ObjectNode encode(RiichiObservation o) {
        ObjectNode out = JsonFields.object();
        o.table().seat().ifPresent(s -> out.put("seat", s));
        ArrayNode toAct = out.putArray("to_act");
        o.table().toAct().stream().sorted().forEach(toAct::add);
        out.put("round", o.round()).put("dealer", o.table().dealer()).put("honba", o.table().streak())
                .put("riichi_sticks", o.riichiSticks()).put("live_tiles_left", o.liveTilesLeft()).put("over", o.over());
        out.set("dora_indicators", JsonFields.tileIds(o.doraIndicators()));
        o.table().drawn().ifPresent(t -> out.put("drawn", t.id()));
        o.claimable().ifPresent(t -> out.put("claimable", t.id()));
        ArrayNode seats = out.putArray("seats");
        for (int s = 0; s < o.players(); s++) {
            ObjectNode seat = seats.addObject();
            if (!o.nukis().get(s).isEmpty()) {
                seat.set("nukis", JsonFields.tileIds(o.nukis().get(s)));
            }
            seat.put("score", o.table().scores().get(s)).put("riichi", o.table().declared(s));
            o.table().hands().get(s).ifPresent(h -> seat.set("hand", JsonFields.tileIds(h)));
            ArrayNode melds = seat.putArray("melds");
            for (RiichiMeld m : o.table().melds(s)) {
                melds.add(MeldJson.encode(m.meld()));
            }
            seat.set("pond", pond(o.table().pond(s)));
        }
        return out;
    }

    private static ArrayNode pond(List<PondTile> pond) {
        ArrayNode out = JsonFields.array();
        for (PondTile p : pond) {
            out.addObject().put("tile", p.tile().id()).put("tsumogiri", p.tsumogiri()).put("riichi", p.declared())
                    .put("called", p.taken());
        }
        return out;
    }
}
