package org.jantaku.engine.table;

import java.util.Arrays;
import java.util.Optional;
import java.util.function.Function;
import java.util.stream.Collectors;
import java.util.Objects;
import org.jantaku.core.hand.MeldShape;
import org.jantaku.core.rules.Localized;
import org.jantaku.core.tile.Lang;

/**
 * The names of a variant's term (a pattern, meld, way of winning, payment reason): the stable key of
 * records and table-side JSON, and what a person reads in each language.
 *
 * @param key the stable key
 * @param text the term in English, Japanese and Chinese
 */
public record Names(String key, Localized text) {
    public Names {
        Objects.requireNonNull(key, "key");
        Objects.requireNonNull(text, "text");
    }

    /** A term's key and its names in English, Japanese and Chinese (in {@link Localized}'s order). */
    public static Names of(String key, String en, String ja, String zh) {
        return new Names(key, new Localized(en, ja, zh));
    }

    public String in(Lang lang) {
        return text.in(lang);
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

        /**
         * The element whose key this is; otherwise an {@link IllegalArgumentException} that names the
         * keys in their order ({@code unknown meld 'x' (pong, diandou, mendou, zhuanwandou)}).
         *
         * @param what the term, for the message ({@code meld}, {@code way})
         */
        static <E extends Named> E parse(E[] values, String key, String what) {
            return byKey(values, key).orElseThrow(() -> new IllegalArgumentException("unknown " + what + " '" + key + "' ("
                    + Arrays.stream(values).map(Named::key).collect(Collectors.joining(", ")) + ")"));
        }
    }

    /**
     * The element of {@code values} whose {@code property} is {@code value}: a variant's term for the
     * flow's (a meld kind of a {@link MeldShape}, a way of winning of a {@link WinSource}).
     */
    public static <E, V> E of(E[] values, Function<E, V> property, V value) {
        for (E e : values) {
            if (property.apply(e) == value) {
                return e;
            }
        }
        throw new IllegalArgumentException("no term for " + value);
    }
}
