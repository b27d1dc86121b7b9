package org.jantaku.server.view;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.OptionalInt;
import org.jantaku.engine.contract.Action;
import org.jantaku.engine.contract.Event;
import org.jantaku.engine.contract.Transition;
import org.jantaku.engine.contract.Variant;
import org.jantaku.engine.record.GameRecord;
import org.jantaku.engine.record.RecordStep;
import org.jantaku.engine.view.VariantViews;
import org.jantaku.server.view.result.ResultJson;
import org.jantaku.server.view.state.TableViews;

/**
 * A finished game step by step for a replay viewer: after each step, the view of one seat
 * ({@code observe}) or the all-open view ({@code observeAll}), with the step's action and the
 * {@code hand_end} / {@code game_end} messages it brought, the same typed result views a table sends
 * ({@link ResultJson}; docs/server.md, {@code GET /api/games/{id}/replay}).
 */
public final class Replays {
    private Replays() {
    }

    /**
     * The steps {@code from} .. {@code from + count - 1} (0 = the deal) of a record.
     *
     * @param seat the seat whose view to show, or empty for all hands open
     */
    public static <S, A extends Action, E extends Event, O> ObjectNode replay(GameRecord<S, A, E, O> record, OptionalInt seat,
            int from, int count) {
        Variant<S, A, E, O> game = record.variant().variant();
        ObjectNode out = JsonNodeFactory.instance.objectNode();
        out.put("steps_total", record.steps().size());
        ArrayNode steps = out.putArray("steps");
        Transition<S, E> start = game.start(record.header().rules(), record.header().walls());
        Faces faces = Faces.of(game, record.header().rules());
        VariantViews<?, ?> views = Views.of(game);
        S state = start.state();
        long last = (long) from + count - 1;
        if (from == 0) {
            steps.add(step(game, state, 0, seat));
        }
        for (RecordStep<A> s : record.steps()) {
            if (s.step() > last) {
                break;
            }
            S before = state;
            Transition<S, E> t = game.apply(state, s.seat(), s.action()).orThrow();
            state = t.state();
            if (s.step() >= from) {
                ObjectNode o = step(game, state, s.step(), seat);
                o.put("seat", s.seat());
                o.set("action", ActionLabel.json(views, s.action()));
                ArrayNode results = o.putArray("results");
                ResultJson.messages(before, t.events(), faces).forEach(results::add);
                steps.add(o);
            }
        }
        return faces.apply(out);
    }

    private static <S, A extends Action, E extends Event, O> ObjectNode step(Variant<S, A, E, O> game, S state, int version,
            OptionalInt seat) {
        ObjectNode o = JsonNodeFactory.instance.objectNode().put("version", version);
        o.set("view", TableViews.json(seat.isPresent() ? game.observe(state, seat.getAsInt()) : game.observeAll(state)));
        return o;
    }
}
