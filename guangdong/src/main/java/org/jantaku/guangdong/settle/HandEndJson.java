package org.jantaku.guangdong.settle;

import static org.jantaku.engine.settle.SettleFields.bool;
import static org.jantaku.engine.settle.SettleFields.checked;
import static org.jantaku.engine.settle.SettleFields.integer;
import static org.jantaku.engine.settle.SettleFields.items;
import static org.jantaku.engine.settle.SettleFields.known;
import static org.jantaku.engine.settle.SettleFields.list;
import static org.jantaku.engine.settle.SettleFields.optionalText;
import static org.jantaku.engine.settle.SettleFields.term;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.Iterator;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.jantaku.core.hand.MeldShape;
import org.jantaku.core.seat.BySeat;
import org.jantaku.core.tile.TileKind;
import org.jantaku.core.tile.TileSet;
import org.jantaku.engine.settle.SettleException;
import org.jantaku.engine.settle.TileFields;
import org.jantaku.engine.table.Meld;
import org.jantaku.engine.table.WinSource;
import org.jantaku.guangdong.settlement.GuangdongTerms;
import org.jantaku.guangdong.settlement.HandEnd;
import org.jantaku.guangdong.settlement.Special;
import org.jantaku.guangdong.settlement.WinInput;

/** Reads a hand's end from its JSON line ({@code docs/guangdong.md}); errors name the field. */
final class HandEndJson {
    private static final TileFields TILES = new TileFields(TileSet.STANDARD_136, "广东麻将");
    private static final Set<String> TOP = Set.of("id", "rules", "dealer", "prevailing", "dealer_term", "melds", "wins",
            "horses", "escaped", "twelve_fed_before");
    private static final Set<String> WIN = Set.of("seat", "hand", "win_tile", "way", "from", "last_tile", "special");
    private static final Set<String> MELD = Set.of("type", "tiles", "from");

    private HandEndJson() {
    }

    static HandEnd read(JsonNode hand) {
        known(hand, TOP, "");
        int dealer = integer(hand, "dealer", "dealer", 0, 3, Optional.of(0));
        TileKind prevailing = TILES.optionalOne(hand, "prevailing", "prevailing").orElse(TileKind.EAST);
        int term = integer(hand, "dealer_term", "dealer_term", 1, Integer.MAX_VALUE, Optional.of(1));
        BySeat<List<Meld>> melds = melds(hand.path("melds"));
        List<WinInput> wins = list(hand, "wins", "wins", HandEndJson::win);
        List<TileKind> horses = list(hand, "horses", "horses", TILES::one);
        List<Integer> escaped = list(hand, "escaped", "escaped", (n, f) -> integer(n, f, 0, 3));
        Set<Integer> twelve = new HashSet<>(list(hand, "twelve_fed_before", "twelve_fed_before", (n, f) -> integer(n, f, 0, 3)));
        return checked("", () -> new HandEnd(dealer, prevailing, term, melds, wins, horses, escaped, twelve));
    }

    private static BySeat<List<Meld>> melds(JsonNode node) {
        List<List<Meld>> bySeat = new ArrayList<>(List.of(List.of(), List.of(), List.of(), List.of()));
        if (node.isMissingNode()) {
            return BySeat.of(bySeat);
        }
        if (node.isArray() && node.size() <= 4) {
            for (int seat = 0; seat < node.size(); seat++) {
                bySeat.set(seat, seatMelds(node.get(seat), seat, "melds[" + seat + "]"));
            }
        } else if (node.isObject()) {
            for (Iterator<String> it = node.fieldNames(); it.hasNext(); ) {
                String key = it.next();
                if (!key.matches("[0-3]")) {
                    throw new SettleException("melds." + key, "melds are keyed by seat \"0\"-\"3\"");
                }
                int seat = Integer.parseInt(key);
                bySeat.set(seat, seatMelds(node.get(key), seat, "melds[" + key + "]"));
            }
        } else {
            throw new SettleException("melds", "an array of up to four seats' meld lists, or an object keyed by seat");
        }
        return BySeat.of(bySeat);
    }

    private static List<Meld> seatMelds(JsonNode node, int owner, String field) {
        return items(node, field, (m, f) -> meld(m, owner, f));
    }

    private static Meld meld(JsonNode node, int owner, String field) {
        if (!node.isObject()) {
            throw new SettleException(field, "a meld object {\"type\":…,\"tiles\":…,\"from\":…}");
        }
        known(node, MELD, field);
        MeldShape type = term(node, "type", field + ".type", GuangdongTerms.MELDS);
        List<TileKind> tiles = TILES.kinds(node, "tiles", field + ".tiles");
        int size = type.size();
        TileKind first = tiles.isEmpty() ? TileKind.M1 : tiles.stream().min(Enum::compareTo).orElseThrow();
        boolean shape = tiles.size() == size && (type == MeldShape.CHI
                ? !first.isHonor() && first.number() <= 7 && tiles.stream().sorted().toList()
                        .equals(List.of(first, TileKind.of(first.index() + 1), TileKind.of(first.index() + 2)))
                : tiles.stream().allMatch(k -> k == first));
        if (!shape) {
            throw new SettleException(field + ".tiles", "a " + GuangdongTerms.MELDS.key(type) + " is " + (type == MeldShape.CHI ? "a run of 3"
                    : size + " identical tiles") + ", not " + tiles.stream().map(TileKind::mpsz).toList());
        }
        int from = integer(node, "from", field + ".from", 0, 3, type == MeldShape.CONCEALED_KONG ? Optional.of(owner) : Optional.empty());
        return checked(field, () -> Meld.described(type, first, from, false));
    }

    private static WinInput win(JsonNode node, String field) {
        if (!node.isObject()) {
            throw new SettleException(field, "a winner object {\"seat\":…,\"hand\":…,\"way\":…}");
        }
        known(node, WIN, field);
        int seat = integer(node, "seat", field + ".seat", 0, 3, Optional.empty());
        List<TileKind> hand = TILES.kinds(node, "hand", field + ".hand");
        if (hand.isEmpty()) {
            throw new SettleException(field + ".hand", "the winner's concealed tiles, the winning tile included");
        }
        TileKind winTile = TILES.optionalOne(node, "win_tile", field + ".win_tile")
                .orElse(hand.get(hand.size() - 1));
        WinSource way = term(node, "way", field + ".way", GuangdongTerms.WAYS);
        int from = integer(node, "from", field + ".from", 0, 3, way.isSelfDraw() ? Optional.of(seat) : Optional.empty());
        boolean lastTile = bool(node, "last_tile", field + ".last_tile");
        Special special = optionalText(node, "special", field + ".special")
                .map(t -> term(t, field + ".special", Special.values(), "special")).orElse(Special.NONE);
        return new WinInput(seat, hand, winTile, way, from, lastTile, special);
    }
}
