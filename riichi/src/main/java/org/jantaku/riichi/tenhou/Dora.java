package org.jantaku.riichi.tenhou;

import java.util.Objects;
import org.jantaku.core.tile.Tile;

/**
 * A new dora indicator turned after a kan (新ドラ / 槓ドラ): {@code <DORA hai="..."/>}.
 *
 * @param indicator the indicator tile (the dora is the kind after it)
 */
public record Dora(Tile indicator) implements MjlogEvent {
    public Dora {
        Objects.requireNonNull(indicator, "indicator");
    }

    static Dora parse(Element e) {
        return new Dora(e.tile("hai"));
    }
}
