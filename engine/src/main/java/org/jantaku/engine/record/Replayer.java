package org.jantaku.engine.record;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import org.jantaku.engine.contract.Action;
import org.jantaku.engine.contract.Event;
import org.jantaku.engine.contract.Result;
import org.jantaku.engine.contract.Transition;
import org.jantaku.engine.contract.Variant;

/**
 * Rebuilds a game from its record: starts the variant from the header's rules and walls, applies
 * every recorded action in order, and checks that each step produces exactly the recorded events
 * (their encoded JSON trees are compared). The result is the state the live game reached: a variant's
 * transitions are pure functions of rules, walls and actions, so the same record always gives the
 * same state. This is how a server resumes a table after a crash.
 */
public final class Replayer {
    private Replayer() {
    }

    /**
     * Replays a whole record.
     *
     * @throws RecordException naming the step and its line: a seat that is not to act, an action the
     *     game refuses (with the game's reason), or the first difference between the recorded and the
     *     replayed events (a tampered or foreign record)
     */
    public static <S, A extends Action, E extends Event, O> Replayed<S, E> replay(GameRecord<S, A, E, O> record) {
        Variant<S, A, E, O> game = record.variant().variant();
        RecordCodec<A, E> codec = record.variant().codec();
        List<E> events = new ArrayList<>();
        Transition<S, E> start;
        try {
            start = game.start(record.header().rules(), record.header().walls());
        } catch (RuntimeException e) {
            throw RecordException.line(2, "step 0: the game could not start: " + e.getMessage(), e);
        }
        compare(0, 2, record.startEvents(), start.events(), codec);
        events.addAll(start.events());
        S state = start.state();
        for (RecordStep<A> step : record.steps()) {
            Transition<S, E> t = apply(game, codec, state, step);
            compare(step.step(), step.line(), step.events(), t.events(), codec);
            events.addAll(t.events());
            state = t.state();
        }
        return new Replayed<>(state, events);
    }

    private static <S, A extends Action, E extends Event, O> Transition<S, E> apply(Variant<S, A, E, O> game,
            RecordCodec<A, E> codec, S state, RecordStep<A> step) {
        String what = "step " + step.step() + ": seat " + step.seat() + " playing " + Json.show(codec.encodeAction(step.action()));
        Set<Integer> toAct = game.toAct(state);
        if (!toAct.contains(step.seat())) {
            throw RecordException.at(step.line(), "seat", what + ": "
                    + (toAct.isEmpty() ? "the game is over" : "the seats to act are " + new TreeSet<>(toAct)));
        }
        Result<Transition<S, E>> r;
        try {
            r = game.apply(state, step.seat(), step.action());
        } catch (RuntimeException e) {
            throw RecordException.line(step.line(), what + ": the game failed: " + e, e);
        }
        return switch (r) {
            case Result.Ok<Transition<S, E>> ok -> ok.value();
            case Result.Illegal<Transition<S, E>> bad -> throw RecordException.at(step.line(), "action",
                    what + ": illegal: " + bad.reason());
        };
    }

    private static <E extends Event> void compare(int step, int line, List<JsonNode> recorded, List<E> replayed,
            RecordCodec<?, E> codec) {
        ArrayNode want = JsonFields.array();
        want.addAll(recorded);
        ArrayNode got = JsonFields.array();
        replayed.forEach(e -> got.add(codec.encodeEvent(e)));
        Optional<JsonDiff.Difference> d = JsonDiff.first("events", want, got);
        d.ifPresent(diff -> {
            throw RecordException.at(line, diff.path(), "step " + step + ": the events differ: " + diff.describe());
        });
    }
}
