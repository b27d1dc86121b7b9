package org.jantaku.engine.table;

import java.util.Optional;
import org.jantaku.core.tile.Lang;

/**
 * The names of a variant's term (a pattern, meld, way of winning, payment reason): the stable key of
 * records and table-side JSON, the Chinese term (shown for Japanese too) and an English gloss.
 */
public record Names(String key, String zh, String en) {

    public String in(Lang lang) {
        return switch (lang) {
            case ZH, JA -> zh;
            case EN -> en;
        };
    }

    /** A term with names: its key and display name come from them. */
    public interface Named {
        Names names();

        default String key() {
            return names().key();
        }

        default String displayName(Lang lang) {
            return names().in(lang);
        }

        /** The element of an enum of terms whose key this is, if any. */
        static <E extends Named> Optional<E> byKey(E[] values, String key) {
            for (E e : values) {
                if (e.key().equals(key)) {
                    return Optional.of(e);
                }
            }
            return Optional.empty();
        }
    }
}
