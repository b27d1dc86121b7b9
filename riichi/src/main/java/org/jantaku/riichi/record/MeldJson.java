package org.jantaku.riichi.record;

import com.fasterxml.jackson.databind.node.ObjectNode;
import org.jantaku.core.hand.AddedKan;
import org.jantaku.core.hand.Chi;
import org.jantaku.core.hand.ClosedKan;
import org.jantaku.core.hand.From;
import org.jantaku.core.hand.Meld;
import org.jantaku.core.hand.OpenKan;
import org.jantaku.core.hand.Pon;
import org.jantaku.engine.record.JsonFields;

/**
 * A meld as JSON: {@code type} (its {@link org.jantaku.core.hand.MeldShape#mjaiType() mjai type}:
 * {@code chi}, {@code pon}, {@code daiminkan}, {@code ankan}, {@code kakan}), its {@code tiles} sorted
 * by id, the {@code called} tile, the {@code relation} of the seat it came from ({@code kamicha},
 * {@code toimen}, {@code shimocha}; a chi's is always kamicha) and, for a kakan, the {@code added} tile.
 */
final class MeldJson {
    private MeldJson() {
    }

    static ObjectNode encode(Meld meld) {
        ObjectNode o = JsonFields.object();
        o.put("type", meld.shape().mjaiType()).set("tiles", JsonFields.tileIds(meld.tiles()));
        switch (meld) {
            case Chi c -> o.put("called", c.called().id());
            case Pon p -> o.put("called", p.called().id()).put("relation", relation(p.from()));
            case OpenKan k -> o.put("called", k.called().id()).put("relation", relation(k.from()));
            case ClosedKan k -> {
            }
            case AddedKan k ->
                o.put("called", k.called().id()).put("relation", relation(k.from())).put("added", k.added().id());
        }
        return o;
    }

    private static String relation(From from) {
        return switch (from) {
            case KAMICHA -> "kamicha";
            case TOIMEN -> "toimen";
            case SHIMOCHA -> "shimocha";
        };
    }
}
