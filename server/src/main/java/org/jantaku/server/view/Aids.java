package org.jantaku.server.view;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.jantaku.core.tile.TileKind;
import org.jantaku.guangdong.game.GuangdongGame;
import org.jantaku.guangdong.game.GuangdongState;
import org.jantaku.guizhou.game.GuizhouGame;
import org.jantaku.guizhou.game.GuizhouState;
import org.jantaku.riichi.game.RiichiState;

/**
 * A seat's player aids, sent only to that seat in its {@code state} message as {@code aids}: the
 * waits (待ち / 叫 / 听牌) of its hand when it waits (13 − 3·melds concealed tiles, so after its own
 * discard), each with how many copies are still unseen from the seat's view, and for Riichi whether
 * the seat is furiten (振聴). The waits and furiten come from the variant's engine; the unseen counts
 * from the seat's own view (its hand and the public tiles), so nothing the seat does not know.
 */
public final class Aids {
    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;
    private static final GuizhouGame GUIZHOU = new GuizhouGame();
    private static final GuangdongGame GUANGDONG = new GuangdongGame();

    private Aids() {
    }

    /** The aids of {@code seat} in {@code state} (any variant's), given the seat's encoded view; empty for a variant without them. */
    public static Optional<ObjectNode> of(Object state, int seat, JsonNode view) {
        List<TileKind> waits;
        Optional<Boolean> furiten;
        switch (state) {
            case RiichiState r -> {
                long mask = r.seats().get(seat).waits();
                waits = new ArrayList<>();
                for (int k = 0; k < TileKind.COUNT; k++) {
                    if ((mask & 1L << k) != 0) {
                        waits.add(TileKind.of(k));
                    }
                }
                furiten = Optional.of(!waits.isEmpty() && r.seats().get(seat).furiten());
            }
            case GuizhouState g -> {
                waits = GUIZHOU.waits(g, seat);
                furiten = Optional.empty();
            }
            case GuangdongState g -> {
                waits = GUANGDONG.waits(g, seat);
                furiten = Optional.empty();
            }
            default -> {
                return Optional.empty();
            }
        }
        Map<String, Integer> seen = seen(view);
        ObjectNode o = NODES.objectNode();
        ArrayNode list = o.putArray("waits");
        for (TileKind k : waits) {
            list.addObject().put("kind", k.mpsz()).put("unseen", Math.max(0, 4 - seen.getOrDefault(k.mpsz(), 0)));
        }
        furiten.ifPresent(f -> o.put("furiten", f));
        return Optional.of(o);
    }

    /** How many copies of each kind (MPSZ, red fives as 5) a view shows: each tile with an id once. */
    static Map<String, Integer> seen(JsonNode view) {
        Map<String, Integer> out = new HashMap<>();
        collect(view, new HashSet<>(), out);
        return out;
    }

    private static void collect(JsonNode n, Set<Integer> ids, Map<String, Integer> out) {
        if (n == null) {
            return;
        }
        if (n.isObject() && n.path("tile").isTextual() && n.path("id").isInt()) {
            if (ids.add(n.get("id").asInt())) {
                String s = n.get("tile").asText();
                out.merge(s.charAt(0) == '0' ? "5" + s.charAt(1) : s, 1, Integer::sum);
            }
            return;
        }
        for (JsonNode c : n) {
            collect(c, ids, out);
        }
    }
}
