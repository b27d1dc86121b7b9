package org.jantaku.guizhou.settlement;

import org.jantaku.core.tile.Lang;

/**
 * The names of a pattern, meld, way of winning or payment reason: the stable key of records and
 * table-side JSON, the Chinese term (shown for Japanese too) and an English gloss.
 */
public record Names(String key, String zh, String en) {

    public String in(Lang lang) {
        return switch (lang) {
            case ZH, JA -> zh;
            case EN -> en;
        };
    }

    /** The element of an enum whose names have this key. */
    static <E extends Enum<E>> java.util.Optional<E> byKey(E[] values, java.util.function.Function<E, Names> names, String key) {
        for (E e : values) {
            if (names.apply(e).key().equals(key)) {
                return java.util.Optional.of(e);
            }
        }
        return java.util.Optional.empty();
    }
}
