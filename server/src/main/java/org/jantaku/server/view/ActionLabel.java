package org.jantaku.server.view;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.lang.reflect.RecordComponent;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Locale;
import org.jantaku.core.tile.Tile;
import org.jantaku.core.tile.TileKind;
import org.jantaku.engine.contract.Action;
import org.jantaku.engine.view.VariantViews;

/**
 * Any variant's action as the page reads it: its fields ({@link ViewJson}), {@code move} (what it does, when the
 * variant says: {@link VariantViews#move}, lower case: {@code discard}, {@code declare}, {@code self_draw},
 * {@code win}, {@code pass}, {@code pung}, {@code kong}, {@code chi}, {@code concealed_kong}, {@code added_kong}),
 * {@code word} (the page word of the term it is, when the variant says: {@link VariantViews#word}) and {@code label}, a button's English line: its record name as words, then the tiles it names
 * ({@code DeclareRiichi(5p)} → {@code Declare riichi 5p}, {@code Chi(3m, 4m)} → {@code Chi 3m 4m}).
 */
public final class ActionLabel {
    private ActionLabel() {
    }

    /** The action as JSON, with its move and its label. */
    public static ObjectNode json(VariantViews<?, ?> views, Action action) {
        ObjectNode o = (ObjectNode) ViewJson.encode(action);
        views.move(action).ifPresent(m -> o.put("move", m.name().toLowerCase(Locale.ROOT)));
        views.word(action).ifPresent(w -> o.put("word", w));
        o.put("label", of(action));
        return o;
    }

    public static String of(Object action) {
        StringBuilder out = new StringBuilder(words(action.getClass().getSimpleName()));
        if (action instanceof Record r) {
            for (RecordComponent c : r.getClass().getRecordComponents()) {
                for (String t : tiles(ViewJson.component(c, r))) {
                    out.append(' ').append(t);
                }
            }
        }
        return out.toString();
    }

    /** {@code DeclareRiichi} → {@code Declare riichi}. */
    public static String words(String camel) {
        String snake = ViewJson.snake(camel).replace('_', ' ');
        return snake.isEmpty() ? snake : Character.toUpperCase(snake.charAt(0)) + snake.substring(1);
    }

    private static List<String> tiles(Object v) {
        List<String> out = new ArrayList<>();
        switch (v) {
            case Tile t -> out.add(t.mpsz());
            case TileKind k -> out.add(k.mpsz());
            case Collection<?> c -> c.forEach(x -> out.addAll(tiles(x)));
            case null, default -> { }
        }
        return out;
    }
}
