package org.jantaku.server.view;

import java.lang.reflect.RecordComponent;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import org.jantaku.core.tile.Tile;
import org.jantaku.core.tile.TileKind;

/**
 * A button's English line for any variant's action: its record name as words, then the tiles it
 * names ({@code DeclareRiichi(5p)} → {@code Declare riichi 5p}, {@code Chi(3m, 4m)} → {@code Chi 3m 4m}).
 */
public final class ActionLabel {
    private ActionLabel() {
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
