package org.jantaku.guizhou.settle;

import static org.jantaku.engine.settle.SettleFields.bool;
import static org.jantaku.engine.settle.SettleFields.integer;
import static org.jantaku.engine.settle.SettleFields.list;
import static org.jantaku.engine.settle.SettleFields.optionalBool;
import static org.jantaku.engine.settle.SettleFields.term;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.jantaku.core.hand.MeldShape;
import org.jantaku.core.rules.RuleSet;
import org.jantaku.core.seat.BySeat;
import org.jantaku.core.tile.TileKind;
import org.jantaku.core.tile.TileSet;
import org.jantaku.engine.settle.SettleException;
import org.jantaku.engine.settle.TileFields;
import org.jantaku.engine.table.Meld;
import org.jantaku.engine.table.WinSource;
import org.jantaku.guizhou.settlement.FirstOneSou;
import org.jantaku.guizhou.settlement.GuizhouTerms;
import org.jantaku.guizhou.settlement.HandEnd;
import org.jantaku.guizhou.settlement.SeatEnd;
import org.jantaku.guizhou.settlement.Win;

/**
 * Reads one hand's end from its table-side JSON ({@code docs/guizhou.md}) into a {@link HandEnd}:
 * shapes and ranges only; {@link HandEndCheck} then checks that the hand is possible and the wins
 * allowed. Errors name the field.
 */
final class HandEndJson {
    private static final TileFields TILES = new TileFields(TileSet.SUITS_108, "捉鸡麻将");

    private HandEndJson() {
    }

    static HandEnd read(JsonNode hand, RuleSet rules) {
        int dealer = integer(hand, "dealer", "dealer", 0, 3, Optional.empty());
        int streak = integer(hand, "streak", "streak", 1, 1000, Optional.of(1));
        JsonNode seatsNode = hand.path("seats");
        if (!seatsNode.isArray() || seatsNode.size() != 4) {
            throw new SettleException("seats", "expected an array of the four seats, seat 0 first");
        }
        List<SeatEnd> seats = new ArrayList<>();
        List<Optional<Boolean>> ready = new ArrayList<>();
        for (int s = 0; s < 4; s++) {
            seats.add(seat(seatsNode.get(s), "seats[" + s + "]", s));
            ready.add(optionalBool(seatsNode.get(s), "ready", "seats[" + s + "].ready"));
        }
        List<Win> wins = list(hand, "wins", "wins", HandEndJson::win);
        Optional<TileKind> flip = TILES.optionalOne(hand, "flip", "flip");
        Optional<FirstOneSou> first = Optional.empty();
        JsonNode f = hand.path("first_1s");
        if (!f.isMissingNode() && !f.isNull()) {
            int d = integer(f, "seat", "first_1s.seat", 0, 3, Optional.empty());
            Optional<Integer> c = f.has("claimed_by") && !f.get("claimed_by").isNull()
                    ? Optional.of(integer(f, "claimed_by", "first_1s.claimed_by", 0, 3, Optional.empty()))
                    : Optional.empty();
            if (c.equals(Optional.of(d))) {
                throw new SettleException("first_1s.claimed_by", "a player cannot claim his own discard");
            }
            first = Optional.of(new FirstOneSou(d, c));
        }
        HandEnd end = new HandEnd(dealer, streak, BySeat.of(seats), wins, flip, first);
        HandEndCheck.check(end, rules, ready);
        return end;
    }

    private static SeatEnd seat(JsonNode node, String field, int seat) {
        if (!node.isObject()) {
            throw new SettleException(field, "expected an object");
        }
        Optional<List<TileKind>> hand = TILES.optionalKinds(node, "hand", field + ".hand");
        List<Meld> melds = list(node, "melds", field + ".melds", (m, f) -> meld(m, f, seat));
        boolean baoting = bool(node, "baoting", field + ".baoting");
        List<TileKind> discards = TILES.optionalKinds(node, "discards", field + ".discards").orElse(List.of());
        return new SeatEnd(hand, melds, baoting, discards);
    }

    private static Meld meld(JsonNode node, String field, int seat) {
        MeldShape kind = term(node, "type", field + ".type", GuizhouTerms.MELDS);
        TileKind tile = TILES.one(node, "tile", field + ".tile");
        boolean late = bool(node, "late", field + ".late");
        int from = integer(node, "from", field + ".from", 0, 3, kind == MeldShape.CONCEALED_KONG ? Optional.of(seat) : Optional.empty());
        if (late && !kind.isOwnKong()) {
            throw new SettleException(field + ".late", "only a mendou or a zhuanwandou can be delayed");
        }
        Meld meld = Meld.described(kind, tile, from, late);
        HandEndCheck.CHECKS.meld(meld, seat, field);
        return meld;
    }

    private static Win win(JsonNode node, String field) {
        int seat = integer(node, "seat", field + ".seat", 0, 3, Optional.empty());
        TileKind tile = TILES.one(node, "tile", field + ".tile");
        WinSource way = term(node, "way", field + ".way", GuizhouTerms.WAYS);
        int from = integer(node, "from", field + ".from", 0, 3, way.isSelfDraw() ? Optional.of(seat) : Optional.empty());
        HandEndCheck.CHECKS.from(field, seat, way, from);
        return new Win(seat, tile, way, from);
    }
}
