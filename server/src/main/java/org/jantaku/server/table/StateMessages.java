package org.jantaku.server.table;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;
import java.util.Optional;
import java.util.TreeSet;
import org.jantaku.engine.contract.Action;
import org.jantaku.engine.contract.Variant;
import org.jantaku.engine.view.VariantViews;
import org.jantaku.server.view.ActionLabel;
import org.jantaku.server.view.Aids;
import org.jantaku.server.view.Faces;
import org.jantaku.server.view.Views;
import org.jantaku.server.view.state.TableViews;

/**
 * The {@code state} messages of one table (docs/protocol.md): a seat's (its view, its legal actions, its
 * prompt and deadline) and the watchers' (観戦: the public state with no concealed tile, made once per
 * public version). The table's lock guards it.
 */
final class StateMessages<S, A extends Action, O> {
    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

    private final Variant<S, A, ?, O> variant;
    private final Faces faces;
    private final Prompts prompts;
    private final VariantViews<?, ?> views;
    /** The watchers' {@code state} of {@link #watcherVersion} (one message for every watcher). */
    private String watcherState = "";
    private int watcherVersion = -1;

    StateMessages(Variant<S, A, ?, O> variant, Faces faces, Prompts prompts) {
        this.variant = variant;
        this.faces = faces;
        this.prompts = prompts;
        this.views = Views.of(variant);
    }

    /** Who the public state waits for (never a private decision's seats). */
    ArrayNode publicToAct(S shown) {
        ArrayNode a = NODES.arrayNode();
        new TreeSet<>(variant.toAct(shown)).forEach(a::add);
        return a;
    }

    /**
     * The {@code state} message of a seat at public version {@code version}: its view, its legal actions
     * (none when {@code mayAct} is false: a bot's seat, a closed table, a pause), the deadline. A seat
     * asked in an open private decision sees that decision's state ({@code current}, with only itself to
     * act, or nobody once it answered); every other seat sees the public state ({@code shown}).
     */
    String seat(int seat, int version, S shown, S current, boolean mayAct) {
        boolean privately = prompts.inWindow(seat);
        S s = privately ? current : shown;
        ArrayNode toAct = privately ? NODES.arrayNode() : publicToAct(shown);
        if (privately && prompts.asked(seat)) {
            toAct.add(seat);
        }
        ObjectNode o = NODES.objectNode().put("type", "state").put("version", version).put("seat", seat);
        o.set("to_act", toAct);
        o.put("over", variant.isOver(shown));
        ObjectNode view = TableViews.json(variant.observe(s, seat));
        putView(o, view, toAct);
        Aids.of(s, seat, view).ifPresent(a -> o.set("aids", a));
        boolean toActNow = privately ? prompts.asked(seat) : variant.toAct(shown).contains(seat);
        List<A> legal = !mayAct || !toActNow ? List.of() : variant.legalActions(s, seat);
        ArrayNode actions = o.putArray("legal");
        for (int i = 0; i < legal.size(); i++) {
            actions.add(NODES.objectNode().put("id", i).setAll(ActionLabel.json(views, legal.get(i))));
        }
        if (!legal.isEmpty()) {
            o.put("prompt", prompts.id(seat));
        }
        o.put("claim", privately && !legal.isEmpty());
        Optional<Prompts.Deadline> d = legal.isEmpty() ? Optional.empty() : prompts.deadline(seat);
        if (d.isEmpty()) {
            o.putNull("deadline_ms");
        } else {
            o.put("deadline_ms", Math.max(0, d.get().atMillis() - System.currentTimeMillis()));
        }
        return faces.apply(o).toString();
    }

    /**
     * The {@code state} message of a watcher (観戦) at public version {@code version}: the public state's
     * {@link org.jantaku.server.view.state.Watched} view (no concealed or drawn tile, nobody's claim), with
     * no seat and no actions. Made once per version.
     */
    String watcher(int version, S shown) {
        if (watcherVersion != version) {
            ObjectNode o = NODES.objectNode().put("type", "state").put("version", version).putNull("seat");
            ArrayNode toAct = publicToAct(shown);
            o.set("to_act", toAct);
            o.put("over", variant.isOver(shown));
            putView(o, TableViews.watchedJson(variant.observe(shown, 0), variant.observe(shown, 1)), toAct);
            o.putArray("legal");
            o.put("claim", false);
            o.putNull("deadline_ms");
            watcherState = faces.apply(o).toString();
            watcherVersion = version;
        }
        return watcherState;
    }

    /** Puts a view in a {@code state} message, with its {@code to_act}, and the scores and tiles left beside it. */
    private static void putView(ObjectNode o, ObjectNode view, ArrayNode toAct) {
        if (view.has("to_act")) {
            view.set("to_act", toAct.deepCopy());
        }
        if (view.has("scores")) {
            o.set("scores", view.get("scores"));
        }
        for (String f : List.of("live_tiles_left", "tiles_left")) {
            if (view.has(f)) {
                o.set("tiles_left", view.get(f));
                break;
            }
        }
        o.set("view", view);
    }
}
