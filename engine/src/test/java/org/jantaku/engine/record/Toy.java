package org.jantaku.engine.record;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;
import java.util.Set;
import org.jantaku.core.rules.RuleCatalog;
import org.jantaku.core.rules.RuleKey;
import org.jantaku.core.rules.RuleSet;
import org.jantaku.core.rules.RuleType;
import org.jantaku.core.tile.TileSet;
import org.jantaku.core.wall.Walls;
import org.jantaku.engine.contract.Action;
import org.jantaku.engine.contract.Event;
import org.jantaku.engine.contract.Result;
import org.jantaku.engine.contract.Transition;
import org.jantaku.engine.contract.Variant;

/**
 * A tiny two-seat variant for the engine's own tests: seats take turns adding 1 or 2 to a total
 * that starts at the first wall's first tile id mod 5, until it reaches {@code toy.target}. Its
 * catalog has an option of every rule type.
 */
final class Toy {
    static final RuleKey<Integer> TARGET = RuleKey.integer("toy.target", 10, 1, 100, "total that ends the game");
    static final RuleKey<Boolean> FAST = RuleKey.bool("toy.fast", false, "unused flag");
    static final RuleKey<String> MODE = RuleKey.choice("toy.mode", "a", "unused choice", "a", "b");
    static final RuleKey<List<Integer>> WEIGHTS = new RuleKey<>("toy.weights", new RuleType.IntList(2, 0, 9),
            List.of(1, 2), "unused numbers");
    static final RuleKey<Set<String>> EXTRAS = new RuleKey<>("toy.extras", RuleType.Subset.of("x", "y", "z"),
            Set.of("y"), "unused words");
    static final RuleCatalog CATALOG = RuleCatalog.builder("toy").add(TARGET, FAST, MODE, WEIGHTS, EXTRAS)
            .constraint(r -> r.get(FAST) && r.get(TARGET) > 50 ? java.util.Optional.of("a fast game stops by 50")
                    : java.util.Optional.empty())
            .build();

    private Toy() {
    }

    record State(RuleSet rules, Walls walls, int total, int seat) {
    }

    record Add(int n) implements Action {
    }

    record Added(int seat, int n, int total) implements Event {
    }

    static final class Game implements Variant<State, Add, Added, Integer> {
        @Override
        public String name() {
            return "toy";
        }

        @Override
        public RuleCatalog catalog() {
            return CATALOG;
        }

        @Override
        public TileSet tileSet(RuleSet rules) {
            return TileSet.SUITS_108;
        }

        @Override
        public Transition<State, Added> start(RuleSet rules, Walls walls) {
            int total = walls.forHand(0, 0).at(0).id() % 5;
            return new Transition<>(new State(rules, walls, total, 0), List.of(new Added(-1, total, total)));
        }

        @Override
        public Set<Integer> toAct(State s) {
            return isOver(s) ? Set.of() : Set.of(s.seat());
        }

        @Override
        public List<Add> legalActions(State s, int seat) {
            return toAct(s).contains(seat) ? List.of(new Add(1), new Add(2)) : List.of();
        }

        @Override
        public Result<Transition<State, Added>> apply(State s, int seat, Add action) {
            if (!legalActions(s, seat).contains(action)) {
                return Result.illegal("seat " + seat + " cannot add " + action.n());
            }
            int total = s.total() + action.n();
            return Result.ok(new Transition<>(new State(s.rules(), s.walls(), total, 1 - seat),
                    List.of(new Added(seat, action.n(), total))));
        }

        @Override
        public Integer observe(State s, int seat) {
            return s.total();
        }

        @Override
        public Integer observeAll(State s) {
            return s.total();
        }

        @Override
        public boolean isOver(State s) {
            return s.total() >= s.rules().get(TARGET);
        }
    }

    static final class Codec implements RecordCodec<Add, Added> {
        @Override
        public String variant() {
            return "toy";
        }

        @Override
        public ObjectNode encodeAction(Add action) {
            return JsonFields.object().put("type", "add").put("n", action.n());
        }

        @Override
        public Add decodeAction(JsonNode json) {
            if (!JsonFields.text(json, "type").equals("add")) {
                throw RecordException.field("type", "unknown toy action");
            }
            return new Add(JsonFields.integer(json, "n", 1, 2));
        }

        @Override
        public ObjectNode encodeEvent(Added event) {
            return JsonFields.object().put("type", "added").put("seat", event.seat()).put("n", event.n())
                    .put("total", event.total());
        }
    }

    static final RecordedVariant<State, Add, Added, Integer> TOY = new RecordedVariant<>(new Game(), new Codec());
}
