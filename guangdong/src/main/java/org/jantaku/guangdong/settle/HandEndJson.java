package org.jantaku.guangdong.settle;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import org.jantaku.core.seat.BySeat;
import org.jantaku.core.tile.TileKind;
import org.jantaku.engine.settle.SettleException;
import org.jantaku.guangdong.settlement.HandEnd;
import org.jantaku.guangdong.settlement.MeldKind;
import org.jantaku.guangdong.settlement.SetMeld;
import org.jantaku.guangdong.settlement.Special;
import org.jantaku.guangdong.settlement.WinInput;
import org.jantaku.guangdong.settlement.WinWay;

/** Reads a hand's end from its JSON line ({@code docs/guangdong.md}); errors name the field. */
final class HandEndJson {
    private static final Set<String> TOP = Set.of("id", "rules", "dealer", "prevailing", "dealer_term", "melds", "wins",
            "horses", "escaped", "twelve_fed_before");
    private static final Set<String> WIN = Set.of("seat", "hand", "win_tile", "way", "from", "last_tile", "special");
    private static final Set<String> MELD = Set.of("type", "tiles", "from");

    private HandEndJson() {
    }

    /** The rule overrides of the line ({@code "rules": {"gd.jh.kongFan": "perKong"}}), as text. */
    static Map<String, String> ruleOverrides(JsonNode hand) {
        Map<String, String> out = new LinkedHashMap<>();
        JsonNode rules = hand.path("rules");
        if (rules.isMissingNode()) {
            return out;
        }
        if (!rules.isObject()) {
            throw new SettleException("rules", "an object of option ids and values");
        }
        rules.fields().forEachRemaining(e -> out.put(e.getKey(), e.getValue().isTextual() ? e.getValue().asText()
                : e.getValue().toString()));
        return out;
    }

    static HandEnd read(JsonNode hand) {
        unknown(hand, TOP, "");
        int dealer = seat(hand.path("dealer"), "dealer", 0);
        TileKind prevailing = hand.has("prevailing") ? tile(hand.get("prevailing"), "prevailing") : TileKind.EAST;
        int term = integer(hand.path("dealer_term"), "dealer_term", 1);
        BySeat<List<SetMeld>> melds = melds(hand.path("melds"));
        List<WinInput> wins = list(hand.path("wins"), "wins", HandEndJson::win);
        List<TileKind> horses = list(hand.path("horses"), "horses", (n, f) -> tile(n, f));
        List<Integer> escaped = list(hand.path("escaped"), "escaped", (n, f) -> seat(n, f, -1));
        Set<Integer> twelve = new HashSet<>(list(hand.path("twelve_fed_before"), "twelve_fed_before", (n, f) -> seat(n, f, -1)));
        try {
            return new HandEnd(dealer, prevailing, term, melds, wins, horses, escaped, twelve);
        } catch (IllegalArgumentException e) {
            throw new SettleException("", e.getMessage());
        }
    }

    private static BySeat<List<SetMeld>> melds(JsonNode node) {
        List<List<SetMeld>> bySeat = new ArrayList<>(List.of(List.of(), List.of(), List.of(), List.of()));
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

    private static List<SetMeld> seatMelds(JsonNode node, int owner, String field) {
        if (!node.isArray()) {
            throw new SettleException(field, "a list of melds");
        }
        List<SetMeld> out = new ArrayList<>();
        for (int i = 0; i < node.size(); i++) {
            out.add(meld(node.get(i), owner, field + "[" + i + "]"));
        }
        return out;
    }

    private static SetMeld meld(JsonNode node, int owner, String field) {
        if (!node.isObject()) {
            throw new SettleException(field, "a meld object {\"type\":…,\"tiles\":…,\"from\":…}");
        }
        unknown(node, MELD, field + ".");
        MeldKind type;
        try {
            type = MeldKind.parse(text(node.path("type"), field + ".type"));
        } catch (IllegalArgumentException e) {
            throw new SettleException(field + ".type", e.getMessage());
        }
        List<TileKind> tiles = tiles(node.path("tiles"), field + ".tiles");
        int size = type.isKong() ? 4 : 3;
        TileKind first = tiles.isEmpty() ? TileKind.M1 : tiles.stream().min(Enum::compareTo).orElseThrow();
        boolean shape = tiles.size() == size && (type == MeldKind.CHI
                ? !first.isHonor() && first.number() <= 7 && tiles.stream().sorted().toList()
                        .equals(List.of(first, TileKind.of(first.index() + 1), TileKind.of(first.index() + 2)))
                : tiles.stream().allMatch(k -> k == first));
        if (!shape) {
            throw new SettleException(field + ".tiles", "a " + type.key() + " is " + (type == MeldKind.CHI ? "a run of 3"
                    : size + " identical tiles") + ", not " + tiles.stream().map(TileKind::mpsz).toList());
        }
        int from = type == MeldKind.CONCEALED_KONG ? seat(node.path("from"), field + ".from", owner)
                : seat(node.path("from"), field + ".from", -1);
        try {
            return new SetMeld(type, first, from);
        } catch (IllegalArgumentException e) {
            throw new SettleException(field, e.getMessage());
        }
    }

    private static WinInput win(JsonNode node, String field) {
        if (!node.isObject()) {
            throw new SettleException(field, "a winner object {\"seat\":…,\"hand\":…,\"way\":…}");
        }
        unknown(node, WIN, field + ".");
        int seat = seat(node.path("seat"), field + ".seat", -1);
        List<TileKind> hand = tiles(node.path("hand"), field + ".hand");
        if (hand.isEmpty()) {
            throw new SettleException(field + ".hand", "the winner's concealed tiles, the winning tile included");
        }
        TileKind winTile = node.has("win_tile") ? tile(node.get("win_tile"), field + ".win_tile") : hand.get(hand.size() - 1);
        WinWay way;
        try {
            way = WinWay.parse(text(node.path("way"), field + ".way"));
        } catch (IllegalArgumentException e) {
            throw new SettleException(field + ".way", e.getMessage());
        }
        int from = switch (way) {
            case DISCARD, ROBBED_KONG -> seat(node.path("from"), field + ".from", -1);
            case SELF_DRAW, KONG_FLOWER -> seat(node.path("from"), field + ".from", seat);
        };
        boolean lastTile = bool(node.path("last_tile"), field + ".last_tile");
        Special special;
        try {
            special = node.has("special") ? Special.parse(text(node.get("special"), field + ".special")) : Special.NONE;
        } catch (IllegalArgumentException e) {
            throw new SettleException(field + ".special", e.getMessage());
        }
        return new WinInput(seat, hand, winTile, way, from, lastTile, special);
    }

    private static void unknown(JsonNode node, Set<String> known, String prefix) {
        node.fieldNames().forEachRemaining(n -> {
            if (!known.contains(n)) {
                throw new SettleException(prefix + n, "unknown field (known: " + String.join(", ", known.stream().sorted().toList()) + ")");
            }
        });
    }

    private static <T> List<T> list(JsonNode node, String field, java.util.function.BiFunction<JsonNode, String, T> item) {
        if (node.isMissingNode()) {
            return List.of();
        }
        if (!node.isArray()) {
            throw new SettleException(field, "a list");
        }
        List<T> out = new ArrayList<>();
        for (int i = 0; i < node.size(); i++) {
            out.add(item.apply(node.get(i), field + "[" + i + "]"));
        }
        return out;
    }

    private static int seat(JsonNode node, String field, int dflt) {
        if (node.isMissingNode() && dflt >= 0) {
            return dflt;
        }
        if (!node.isInt() || node.asInt() < 0 || node.asInt() > 3) {
            throw new SettleException(field, node.isMissingNode() ? "missing: a seat 0-3" : "a seat 0-3, not " + node);
        }
        return node.asInt();
    }

    private static int integer(JsonNode node, String field, int dflt) {
        if (node.isMissingNode()) {
            return dflt;
        }
        if (!node.isInt() || node.asInt() < 1) {
            throw new SettleException(field, "a whole number from 1, not " + node);
        }
        return node.asInt();
    }

    private static boolean bool(JsonNode node, String field) {
        if (node.isMissingNode()) {
            return false;
        }
        if (!node.isBoolean()) {
            throw new SettleException(field, "true or false, not " + node);
        }
        return node.asBoolean();
    }

    private static String text(JsonNode node, String field) {
        if (!node.isTextual()) {
            throw new SettleException(field, node.isMissingNode() ? "missing" : "a string, not " + node);
        }
        return node.asText();
    }

    private static List<TileKind> tiles(JsonNode node, String field) {
        return parsed(node, field, TileText::parse);
    }

    private static TileKind tile(JsonNode node, String field) {
        return parsed(node, field, TileText::parseOne);
    }

    private static <T> T parsed(JsonNode node, String field, Function<String, T> parser) {
        String text = text(node, field);
        try {
            return parser.apply(text);
        } catch (IllegalArgumentException e) {
            throw new SettleException(field, "'" + text + "': " + e.getMessage());
        }
    }
}
