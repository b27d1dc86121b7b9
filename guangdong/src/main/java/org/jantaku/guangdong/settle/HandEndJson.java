package org.jantaku.guangdong.settle;

import static org.jantaku.engine.settle.SettleFields.bool;
import static org.jantaku.engine.settle.SettleFields.checked;
import static org.jantaku.engine.settle.SettleFields.integer;
import static org.jantaku.engine.settle.SettleFields.known;
import static org.jantaku.engine.settle.SettleFields.list;
import static org.jantaku.engine.settle.SettleFields.optionalText;
import static org.jantaku.engine.settle.SettleFields.term;
import static org.jantaku.guangdong.settlement.HandEndCheck.READ;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.jantaku.core.seat.BySeat;
import org.jantaku.core.tile.TileKind;
import org.jantaku.engine.table.Meld;
import org.jantaku.guangdong.settlement.HandEnd;
import org.jantaku.guangdong.settlement.Special;
import org.jantaku.guangdong.settlement.WinInput;

/**
 * Reads a hand's end from its JSON line ({@code docs/guangdong.md}), the melds and wins as the engine reads them
 * ({@link org.jantaku.guangdong.settlement.HandEndCheck#READ}), and refuses a field it does not know; errors name the field.
 */
final class HandEndJson {
    private static final Set<String> TOP = Set.of("id", "rules", "dealer", "prevailing", "dealer_term", "melds", "wins",
            "horses", "escaped", "twelve_fed_before");
    private static final Set<String> WIN = Set.of("seat", "hand", "win_tile", "way", "from", "last_tile", "special");

    private HandEndJson() {
    }

    static HandEnd read(JsonNode hand) {
        known(hand, TOP, "");
        int dealer = READ.seat(hand, "dealer", "dealer", Optional.of(0));
        TileKind prevailing = READ.tiles().optionalOne(hand, "prevailing", "prevailing").orElse(TileKind.EAST);
        int term = integer(hand, "dealer_term", "dealer_term", 1, Integer.MAX_VALUE, Optional.of(1));
        BySeat<List<Meld>> melds = READ.melds(hand.path("melds"));
        List<WinInput> wins = list(hand, "wins", "wins", HandEndJson::win);
        List<TileKind> horses = list(hand, "horses", "horses", READ.tiles()::one);
        List<Integer> escaped = list(hand, "escaped", "escaped", READ::seat);
        Set<Integer> twelve = new HashSet<>(list(hand, "twelve_fed_before", "twelve_fed_before", READ::seat));
        return checked("", () -> new HandEnd(dealer, prevailing, term, melds, wins, horses, escaped, twelve));
    }

    private static WinInput win(JsonNode node, String field) {
        known(node, WIN, field);
        return READ.win(node, field, (seat, hand, tile, way, from) -> new WinInput(seat, hand, tile, way, from,
                bool(node, "last_tile", field + ".last_tile"), optionalText(node, "special", field + ".special")
                        .map(t -> term(t, field + ".special", Special.values(), "special")).orElse(Special.NONE)));
    }
}
