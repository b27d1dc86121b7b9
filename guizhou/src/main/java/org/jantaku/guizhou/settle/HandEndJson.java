package org.jantaku.guizhou.settle;

import static org.jantaku.engine.settle.SettleFields.bool;
import static org.jantaku.engine.settle.SettleFields.integer;
import static org.jantaku.engine.settle.SettleFields.list;
import static org.jantaku.engine.settle.SettleFields.optionalBool;
import static org.jantaku.guizhou.settle.HandEndCheck.READ;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.jantaku.core.rules.RuleSet;
import org.jantaku.core.seat.BySeat;
import org.jantaku.core.tile.TileKind;
import org.jantaku.engine.settle.SettleException;
import org.jantaku.engine.settle.TileFields;
import org.jantaku.engine.table.Meld;
import org.jantaku.guizhou.settlement.FirstOneSou;
import org.jantaku.guizhou.settlement.HandEnd;
import org.jantaku.guizhou.settlement.SeatEnd;
import org.jantaku.guizhou.settlement.Win;

/**
 * Reads one hand's end from its table-side JSON ({@code docs/guizhou.md}) into a {@link HandEnd}: shapes and ranges
 * only, the melds and wins as the engine reads them ({@link HandEndCheck#READ}); {@link HandEndCheck} then checks
 * that the hand is possible and the wins allowed. Errors name the field.
 */
final class HandEndJson {
    private HandEndJson() {
    }

    static HandEnd read(JsonNode hand, RuleSet rules) {
        int seatCount = READ.checks().seats();
        int dealer = READ.seat(hand, "dealer", "dealer", Optional.empty());
        int streak = integer(hand, "streak", "streak", 1, 1000, Optional.of(1));
        JsonNode seatsNode = hand.path("seats");
        if (!seatsNode.isArray() || seatsNode.size() != seatCount) {
            throw new SettleException("seats", "expected an array of the " + seatCount + " seats, seat 0 first");
        }
        List<SeatEnd> seats = new ArrayList<>();
        List<Optional<Boolean>> ready = new ArrayList<>();
        for (int s = 0; s < seatCount; s++) {
            seats.add(seat(seatsNode.get(s), "seats[" + s + "]", s));
            ready.add(optionalBool(seatsNode.get(s), "ready", "seats[" + s + "].ready"));
        }
        List<Win> wins = list(hand, "wins", "wins", (n, f) -> READ.win(n, f, (seat, none, tile, way, from) -> new Win(seat, tile, way, from)));
        Optional<TileKind> flip = READ.tiles().optionalOne(hand, "flip", "flip");
        Optional<FirstOneSou> first = Optional.empty();
        JsonNode f = hand.path("first_1s");
        if (!f.isMissingNode() && !f.isNull()) {
            int d = READ.seat(f, "seat", "first_1s.seat", Optional.empty());
            Optional<Integer> c = Optional.of(f.path("claimed_by")).filter(n -> !n.isMissingNode() && !n.isNull())
                    .map(n -> READ.seat(n, "first_1s.claimed_by"));
            try {
                first = Optional.of(new FirstOneSou(d, c));
            } catch (IllegalArgumentException e) {
                throw new SettleException("first_1s.claimed_by", e.getMessage());
            }
        }
        HandEnd end = new HandEnd(dealer, streak, BySeat.of(seats), wins, flip, first);
        HandEndCheck.check(end, rules, ready);
        return end;
    }

    private static SeatEnd seat(JsonNode node, String field, int seat) {
        if (!node.isObject()) {
            throw new SettleException(field, "expected an object");
        }
        TileFields tiles = READ.tiles();
        Optional<List<TileKind>> hand = tiles.optionalKinds(node, "hand", field + ".hand");
        List<Meld> melds = list(node, "melds", field + ".melds", (m, f) -> READ.meld(m, f, seat));
        boolean baoting = bool(node, "baoting", field + ".baoting");
        List<TileKind> discards = tiles.optionalKinds(node, "discards", field + ".discards").orElse(List.of());
        return new SeatEnd(hand, melds, baoting, discards);
    }
}
