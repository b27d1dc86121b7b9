package org.jantaku.engine.table;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.jantaku.core.hand.MeldShape;

/**
 * A variant's names for the flow's values it has (its melds' {@link MeldShape}s, its ways of winning
 * by {@link WinSource}): each with its {@link Names}, in the variant's order; read back by key for
 * records and table-side hands.
 *
 * @param <V> the flow's values
 */
public final class Terms<V extends Enum<V>> {
    private final String what;
    private final Map<V, Names> names;

    private Terms(String what, Map<V, Names> names) {
        this.what = what;
        this.names = names;
    }

    /**
     * The names of some values, in this order.
     *
     * @param what the term, for errors ({@code meld}, {@code way})
     */
    @SafeVarargs
    public static <V extends Enum<V>> Terms<V> of(String what, Map.Entry<V, Names>... entries) {
        Map<V, Names> names = new LinkedHashMap<>();
        for (Map.Entry<V, Names> e : entries) {
            names.put(e.getKey(), e.getValue());
        }
        return new Terms<>(what, names);
    }

    /** The values named, in order. */
    public List<V> values() {
        return new ArrayList<>(names.keySet());
    }

    /** A value's names. */
    public Names names(V value) {
        Names n = names.get(value);
        if (n == null) {
            throw new IllegalArgumentException("no " + what + " " + value);
        }
        return n;
    }

    /** A value's key, as records and table-side hands write it. */
    public String key(V value) {
        return names(value).key();
    }

    /**
     * The value whose key this is; otherwise an {@link IllegalArgumentException} that names the keys
     * in their order ({@code unknown meld 'x' (pong, diandou, mendou, zhuanwandou)}).
     */
    public V parse(String key) {
        for (Map.Entry<V, Names> e : names.entrySet()) {
            if (e.getValue().key().equals(key)) {
                return e.getKey();
            }
        }
        throw new IllegalArgumentException("unknown " + what + " '" + key + "' ("
                + names.values().stream().map(Names::key).collect(Collectors.joining(", ")) + ")");
    }
}
