package org.jantaku.server.view;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.jantaku.core.tile.TileKind;
import org.jantaku.engine.view.VariantViews;
import org.jantaku.engine.view.Waits;

/**
 * A seat's player aids, sent only to that seat in its {@code state} message as {@code aids}: the
 * waits (待ち / 叫 / 听牌) of its hand when it waits (13 − 3·melds concealed tiles, so after its own
 * discard), each with how many copies are still unseen from the seat's view, and for Riichi whether
 * the seat is furiten (振聴). The waits and furiten come from the variant ({@link VariantViews#waits}); the unseen counts
 * from the seat's own view (its hand and the public tiles), so nothing the seat does not know.
 */
public final class Aids {
    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

    private Aids() {
    }

    /**
     * The aids of {@code seat} in {@code state} (any registered variant's), given the seat's encoded view; empty
     * for a variant without them.
     */
    public static Optional<ObjectNode> of(Object state, int seat, JsonNode view) {
        return waits(Views.ofState(state), state, seat).map(w -> aids(w, view));
    }

    private static <S> Optional<Waits> waits(VariantViews<S, ?> views, Object state, int seat) {
        return views.waits(views.stateType().cast(state), seat);
    }

    private static ObjectNode aids(Waits waits, JsonNode view) {
        Map<String, Integer> seen = seen(view);
        ObjectNode o = NODES.objectNode();
        ArrayNode list = o.putArray("waits");
        for (TileKind k : waits.kinds()) {
            list.addObject().put("kind", k.mpsz()).put("unseen", Math.max(0, 4 - seen.getOrDefault(k.mpsz(), 0)));
        }
        waits.furiten().ifPresent(f -> o.put("furiten", f));
        return o;
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
