package org.jantaku.riichi.scoring.jsonl;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.jantaku.core.hand.From;
import org.jantaku.core.hand.Hand;
import org.jantaku.core.hand.Meld;
import org.jantaku.core.hand.MeldNotation;
import org.jantaku.core.rules.RuleSet;
import org.jantaku.core.tile.Notation;
import org.jantaku.core.tile.NotationException;
import org.jantaku.core.tile.Tile;
import org.jantaku.core.tile.TileAllocator;
import org.jantaku.core.tile.TileFace;
import org.jantaku.core.tile.TileSet;
import org.jantaku.core.tile.Wind;
import org.jantaku.riichi.rules.RiichiPresets;
import org.jantaku.riichi.rules.RiichiRules;
import org.jantaku.riichi.scoring.WinRequest;
import org.jantaku.riichi.scoring.WinSituation;

/** Reads one request object of {@code shared/spec/score-jsonl.md} into rules and a win request. */
public final class ScoreRequestParser {
    /** North's kind index (4z). */
    private static final int NORTH = 30;
    private static final Set<String> FIELDS = Set.of("id", "hand", "tiles", "win", "melds", "tsumo", "riichi",
            "double_riichi", "ippatsu", "rinshan", "chankan", "haitei", "houtei", "tenhou", "chiihou", "renhou",
            "open_riichi", "nagashi_mangan", "round_wind", "seat_wind", "dora", "dora_indicators", "ura",
            "ura_indicators", "honba", "tsumi", "riichi_sticks", "kyotaku", "rules", "aka", "expect", "nuki");

    /** A parsed request. */
    public record Parsed(RuleSet rules, WinRequest request) {
    }

    private ScoreRequestParser() {
    }

    public static Parsed parse(JsonNode root) {
        if (!root.isObject()) {
            throw ScoreInputException.invalid("a request is a JSON object");
        }
        for (Iterator<String> it = root.fieldNames(); it.hasNext();) {
            String name = it.next();
            if (!FIELDS.contains(name)) {
                throw ScoreInputException.invalid("unknown field '" + name + "'");
            }
        }
        RuleSet rules = rules(root);
        boolean aka = rules.get(RiichiRules.RED_FIVES).contains(1);
        TileAllocator alloc = new TileAllocator(rules.get(RiichiRules.PLAYERS) == 3 ? TileSet.THREE_PLAYER_108
                : TileSet.STANDARD_136, aka);
        List<Meld> melds = melds(root.get("melds"), alloc);
        String handText = text(root, "hand", "tiles", true);
        List<Tile> concealed = take("hand", handText, alloc);
        if (concealed.size() != 14 - 3 * melds.size()) {
            throw ScoreInputException.invalid("hand has " + concealed.size() + " concealed tiles; with " + melds.size()
                    + " meld(s) it needs " + (14 - 3 * melds.size()) + " (the winning tile included, meld tiles excluded)");
        }
        Tile win = winTile(text(root, "win", null, true), concealed);
        WinSituation situation = situation(root);
        List<Tile> dora = indicators(root, "dora", "dora_indicators", alloc);
        List<Tile> ura = indicators(root, "ura", "ura_indicators", alloc);
        int honba = count(root, "honba", "tsumi");
        int sticks = count(root, "riichi_sticks", "kyotaku");
        int nuki = count(root, "nuki", "nuki");
        if (nuki > 0 && rules.get(RiichiRules.PLAYERS) != 3) {
            throw ScoreInputException.invalid("field 'nuki' (Norths set aside) needs three-player rules, e.g."
                    + " \"rules\": \"tenhou-sanma\"");
        }
        if (nuki > 4) {
            throw ScoreInputException.invalid("field 'nuki' must be 0-4 (there are four Norths), not " + nuki);
        }
        if (nuki > 0 && !rules.get(RiichiRules.NUKI_DORA)) {
            throw ScoreInputException.invalid("field 'nuki': these rules set no North aside (riichi.nukiDora is false)");
        }
        long norths = concealed.stream().filter(t -> t.id() >> 2 == NORTH).count()
                + melds.stream().mapToLong(m -> m.tiles().stream().filter(t -> t.id() >> 2 == NORTH).count()).sum();
        if (norths + nuki > 4) {
            throw ScoreInputException.invalid("field 'nuki': " + nuki + " Norths set aside and " + norths
                    + " in the hand and melds make more than the four there are");
        }
        Hand hand;
        try {
            hand = new Hand(concealed, melds);
        } catch (IllegalArgumentException e) {
            throw ScoreInputException.invalid(e.getMessage());
        }
        return new Parsed(rules, new WinRequest(hand, win, situation, dora, ura, honba, sticks, nuki));
    }

    /** The rule set a request asks for (its {@code rules}), or the contract's error. */
    public static RuleSet rules(JsonNode root) {
        RuleSet base = RiichiPresets.SCORE_DEFAULT.rules();
        Map<String, Object> overrides = new LinkedHashMap<>();
        JsonNode r = root.get("rules");
        try {
            if (r != null && !r.isNull()) {
                if (r.isTextual()) {
                    base = ScoreRules.preset(r.asText()).rules();
                } else if (r.isObject()) {
                    for (Iterator<Map.Entry<String, JsonNode>> it = r.fields(); it.hasNext();) {
                        Map.Entry<String, JsonNode> e = it.next();
                        if (e.getKey().equals("preset")) {
                            base = ScoreRules.preset(e.getValue().asText()).rules();
                        } else {
                            overrides.put(e.getKey(), value(e.getValue()));
                        }
                    }
                } else {
                    throw ScoreInputException.invalid("rules must be a preset name or an object");
                }
            }
            JsonNode aka = root.get("aka");
            if (aka != null) {
                overrides.put("aka", value(aka));
            }
            return ScoreRules.apply(base, overrides);
        } catch (ScoreRules.UnsupportedRule e) {
            throw new ScoreInputException("unsupported_rule", e.getMessage());
        } catch (ScoreInputException e) {
            throw e;
        } catch (IllegalArgumentException e) {
            throw ScoreInputException.invalid(e.getMessage());
        }
    }

    private static Object value(JsonNode n) {
        if (n.isBoolean()) {
            return n.booleanValue();
        }
        if (n.isInt()) {
            return n.intValue();
        }
        if (n.isTextual()) {
            return n.textValue();
        }
        if (n.isArray()) {
            List<Object> list = new ArrayList<>();
            n.forEach(e -> list.add(value(e)));
            return list;
        }
        throw ScoreInputException.invalid("unsupported rule value " + n);
    }

    private static String text(JsonNode root, String name, String alias, boolean required) {
        JsonNode n = root.has(name) ? root.get(name) : alias != null ? root.get(alias) : null;
        if (n == null || n.isNull()) {
            if (required) {
                throw ScoreInputException.invalid("missing field '" + name + "'");
            }
            return "";
        }
        if (!n.isTextual()) {
            throw ScoreInputException.invalid("field '" + name + "' must be a string of tiles, not " + n);
        }
        return n.textValue();
    }

    private static List<Tile> take(String field, String text, TileAllocator alloc) {
        try {
            return alloc.takeAll(Notation.parse(text));
        } catch (NotationException e) {
            throw ScoreInputException.invalid(field + ": " + e.getMessage());
        } catch (IllegalArgumentException e) {
            throw ScoreInputException.invalid(field + ": " + e.getMessage());
        }
    }

    private static Tile winTile(String text, List<Tile> concealed) {
        TileFace face;
        try {
            face = Notation.parseOne(text);
        } catch (NotationException e) {
            throw ScoreInputException.invalid("win: " + e.getMessage());
        }
        Tile kindMatch = null;
        for (Tile t : concealed) {
            if (t.face().equals(face)) {
                return t;
            }
            if (t.kind() == face.kind()) {
                kindMatch = t;
            }
        }
        if (kindMatch != null) {
            return kindMatch;
        }
        throw ScoreInputException.invalid("win: the winning tile " + text + " is not among the concealed tiles");
    }

    private static List<Meld> melds(JsonNode n, TileAllocator alloc) {
        List<Meld> out = new ArrayList<>();
        if (n == null || n.isNull()) {
            return out;
        }
        if (!n.isArray()) {
            throw ScoreInputException.invalid("melds must be a list");
        }
        for (int i = 0; i < n.size(); i++) {
            JsonNode m = n.get(i);
            try {
                if (m.isTextual()) {
                    out.add(MeldNotation.parse(m.textValue(), alloc));
                } else if (m.isObject()) {
                    out.add(meldObject(m, alloc));
                } else {
                    throw new IllegalArgumentException("a meld is \"type:tiles\" or {\"type\",\"tiles\",\"from\"}");
                }
            } catch (IllegalArgumentException e) {
                throw ScoreInputException.invalid("melds[" + i + "]: " + e.getMessage());
            }
        }
        return out;
    }

    private static Meld meldObject(JsonNode m, TileAllocator alloc) {
        String type = m.path("type").asText("");
        String tiles = m.path("tiles").asText("");
        Meld meld = MeldNotation.parse(type + ":" + tiles, alloc);
        JsonNode from = m.get("from");
        if (from == null || from.isNull()) {
            return meld;
        }
        From f = From.parse(from.asText());
        return switch (meld) {
            case org.jantaku.core.hand.Chi c -> {
                if (f != From.KAMICHA) {
                    throw new IllegalArgumentException("a chi is always called from kamicha");
                }
                yield c;
            }
            case org.jantaku.core.hand.Pon p -> new org.jantaku.core.hand.Pon(p.tiles(), p.called(), f);
            case org.jantaku.core.hand.OpenKan k -> new org.jantaku.core.hand.OpenKan(k.tiles(), k.called(), f);
            case org.jantaku.core.hand.AddedKan k -> new org.jantaku.core.hand.AddedKan(k.tiles(), k.called(), f, k.added());
            case org.jantaku.core.hand.ClosedKan k -> throw new IllegalArgumentException("a closed kan is not called from anyone");
        };
    }

    private static WinSituation situation(JsonNode root) {
        boolean doubleRiichi = flag(root, "double_riichi");
        boolean openRiichi = flag(root, "open_riichi");
        return new WinSituation(flag(root, "tsumo"), flag(root, "riichi") || doubleRiichi || openRiichi, doubleRiichi,
                openRiichi, flag(root, "ippatsu"), flag(root, "rinshan"), flag(root, "chankan"), flag(root, "haitei"),
                flag(root, "houtei"), flag(root, "tenhou"), flag(root, "chiihou"), flag(root, "renhou"),
                flag(root, "nagashi_mangan"), wind(root, "round_wind", Wind.EAST), wind(root, "seat_wind", Wind.SOUTH));
    }

    private static boolean flag(JsonNode root, String name) {
        JsonNode n = root.get(name);
        if (n == null || n.isNull()) {
            return false;
        }
        if (!n.isBoolean()) {
            throw ScoreInputException.invalid("field '" + name + "' must be true or false, not " + n);
        }
        return n.booleanValue();
    }

    private static Wind wind(JsonNode root, String name, Wind def) {
        JsonNode n = root.get(name);
        if (n == null || n.isNull()) {
            return def;
        }
        try {
            return Wind.parse(n.asText());
        } catch (IllegalArgumentException e) {
            throw ScoreInputException.invalid(name + ": " + e.getMessage());
        }
    }

    private static List<Tile> indicators(JsonNode root, String name, String alias, TileAllocator alloc) {
        JsonNode n = root.has(name) ? root.get(name) : root.get(alias);
        String field = root.has(name) ? name : alias;
        if (n == null || n.isNull()) {
            return List.of();
        }
        if (n.isTextual()) {
            return take(field, n.textValue(), alloc);
        }
        if (!n.isArray()) {
            throw ScoreInputException.invalid(field + " must be a list of tiles or a string");
        }
        List<Tile> out = new ArrayList<>();
        for (int i = 0; i < n.size(); i++) {
            if (!n.get(i).isTextual()) {
                throw ScoreInputException.invalid(field + "[" + i + "] must be a tile such as \"1m\"");
            }
            List<Tile> t = take(field + "[" + i + "]", n.get(i).textValue(), alloc);
            if (t.size() != 1) {
                throw ScoreInputException.invalid(field + "[" + i + "] must be one tile, not " + n.get(i).textValue());
            }
            out.addAll(t);
        }
        return out;
    }

    private static int count(JsonNode root, String name, String alias) {
        JsonNode n = root.has(name) ? root.get(name) : root.get(alias);
        if (n == null || n.isNull()) {
            return 0;
        }
        if (!n.canConvertToInt() || !n.isIntegralNumber() || n.intValue() < 0) {
            throw ScoreInputException.invalid("field '" + (root.has(name) ? name : alias)
                    + "' must be a whole number 0 or more, not " + n);
        }
        return n.intValue();
    }
}
