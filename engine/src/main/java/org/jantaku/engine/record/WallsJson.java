package org.jantaku.engine.record;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.List;
import org.jantaku.core.tile.Tile;
import org.jantaku.core.tile.TileSet;
import org.jantaku.core.wall.Wall;
import org.jantaku.core.wall.Walls;

/**
 * A game's walls in a header: {@code {"seed": 42}} for seeded walls, or {@code {"given": [[…], …]}}
 * with each hand's wall as its tile ids in dealing order.
 */
final class WallsJson {
    private WallsJson() {
    }

    static ObjectNode encode(Walls walls) {
        ObjectNode o = JsonFields.object();
        switch (walls) {
            case Walls.Seeded s -> o.put("seed", s.seed());
            case Walls.Given g -> {
                ArrayNode hands = o.putArray("given");
                for (Wall w : g.walls()) {
                    ArrayNode ids = hands.addArray();
                    w.tiles().forEach(t -> ids.add(t.id()));
                }
            }
        }
        return o;
    }

    /** The walls of a header, checked against the variant's tile set (each given wall holds every tile once). */
    static Walls decode(JsonNode node, TileSet set) {
        ObjectNode o = JsonFields.requireObject(node, "walls");
        boolean seeded = o.has("seed");
        if (seeded == o.has("given")) {
            throw RecordException.field("walls", "expected either \"seed\" or \"given\", found " + Json.show(o));
        }
        if (seeded) {
            try {
                return new Walls.Seeded(set, JsonFields.longInteger(o, "seed"));
            } catch (RecordException e) {
                throw RecordException.field("walls.seed", e.problem());
            }
        }
        ArrayNode hands = arrayOf(o.get("given"), "walls.given");
        List<Wall> walls = new ArrayList<>();
        for (int h = 0; h < hands.size(); h++) {
            String field = "walls.given[" + h + "]";
            ArrayNode ids = arrayOf(hands.get(h), field);
            if (ids.size() != set.size()) {
                throw RecordException.field(field, "a wall holds the " + set.size() + " tiles, found " + ids.size());
            }
            List<Tile> tiles = new ArrayList<>(ids.size());
            boolean[] seen = new boolean[Tile.COUNT];
            int maxId = set.tiles().get(set.size() - 1).id();
            for (int i = 0; i < ids.size(); i++) {
                int id = JsonFields.wholeNumber(ids.get(i), field + "[" + i + "]", 0, maxId);
                if (!set.contains(Tile.of(id))) {
                    throw RecordException.field(field + "[" + i + "]", "tile " + id + " is not in the " + set.size()
                            + "-tile set");
                }
                if (seen[id]) {
                    throw RecordException.field(field + "[" + i + "]", "tile " + id + " is in the wall twice");
                }
                seen[id] = true;
                tiles.add(Tile.of(id));
            }
            walls.add(new Wall(tiles));
        }
        return new Walls.Given(walls);
    }

    private static ArrayNode arrayOf(JsonNode v, String field) {
        if (v instanceof ArrayNode a) {
            return a;
        }
        throw RecordException.field(field, "expected an array, found " + Json.show(v));
    }
}
