package org.jantaku.server.view;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.RecordComponent;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.concurrent.ConcurrentHashMap;
import org.jantaku.core.seat.BySeat;
import org.jantaku.core.tile.Lang;
import org.jantaku.core.tile.Tile;
import org.jantaku.core.tile.TileKind;

/**
 * Any variant's views, actions and results as JSON, by one rule (docs/protocol.md): a record is an
 * object with a {@code type} (its simple name) and its components in snake_case; a {@link BySeat}
 * an array of four; a collection an array (sets in their natural order when they have one); an
 * absent optional {@code null}; a tile {@code {"tile": MPSZ, "id": N}}; a tile kind
 * {@code {"kind": MPSZ}}; an enum its name, or, when it has a {@code displayName(Lang)}, an object
 * with its {@code key} and its name in English, Japanese and Chinese. This is what lets one page
 * render every variant without per-variant code in the server.
 */
public final class ViewJson {
    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;
    private static final Map<Class<?>, Optional<Method>> DISPLAY_NAMES = new ConcurrentHashMap<>();

    /** A record component's JSON key and its accessor, found once per record class. */
    private record Component(String key, String name, Method accessor) {
        Object read(Record r) {
            try {
                return accessor.invoke(r);
            } catch (IllegalAccessException | InvocationTargetException e) {
                throw new IllegalStateException("cannot read " + r.getClass().getSimpleName() + "." + name, e);
            }
        }
    }

    private static final ClassValue<List<Component>> COMPONENTS = new ClassValue<>() {
        @Override
        protected List<Component> computeValue(Class<?> type) {
            List<Component> out = new ArrayList<>();
            for (RecordComponent c : type.getRecordComponents()) {
                Method m = c.getAccessor();
                m.setAccessible(true);
                out.add(new Component(snake(c.getName()), c.getName(), m));
            }
            return List.copyOf(out);
        }
    };

    private ViewJson() {
    }

    /** A value as JSON by the rule above. */
    public static JsonNode encode(Object value) {
        return switch (value) {
            case null -> NODES.nullNode();
            case Tile t -> tile(t);
            case TileKind k -> NODES.objectNode().put("kind", k.mpsz());
            case String s -> NODES.textNode(s);
            case Boolean b -> NODES.booleanNode(b);
            case Integer i -> NODES.numberNode(i);
            case Long l -> NODES.numberNode(l);
            case Number n -> NODES.numberNode(n.doubleValue());
            case Optional<?> o -> o.isPresent() ? encode(o.get()) : NODES.nullNode();
            case OptionalInt o -> o.isPresent() ? NODES.numberNode(o.getAsInt()) : NODES.nullNode();
            case BySeat<?> b -> array(b.toList());
            case Collection<?> c -> array(ordered(c));
            case Map<?, ?> m -> map(m);
            case Enum<?> e -> enumValue(e);
            case Record r -> record(r);
            default -> NODES.textNode(value.toString());
        };
    }

    /** A tile: its mpsz name (0 for a red five) and its physical copy. */
    public static ObjectNode tile(Tile t) {
        return NODES.objectNode().put("tile", t.mpsz()).put("id", t.id());
    }

    /** A record as an object: {@code type} then every component. */
    public static ObjectNode record(Record r) {
        ObjectNode o = NODES.objectNode();
        o.put("type", r.getClass().getSimpleName());
        for (Component c : COMPONENTS.get(r.getClass())) {
            o.set(c.key(), encode(c.read(r)));
        }
        return o;
    }

    /** camelCase as snake_case ({@code liveTilesLeft} → {@code live_tiles_left}). */
    public static String snake(String name) {
        StringBuilder out = new StringBuilder(name.length() + 4);
        for (int i = 0; i < name.length(); i++) {
            char c = name.charAt(i);
            if (Character.isUpperCase(c)) {
                if (i > 0) {
                    out.append('_');
                }
                out.append(Character.toLowerCase(c));
            } else {
                out.append(c);
            }
        }
        return out.toString();
    }

    /** The value of one component of a record. */
    public static Object component(RecordComponent c, Record r) {
        for (Component k : COMPONENTS.get(r.getClass())) {
            if (k.name().equals(c.getName())) {
                return k.read(r);
            }
        }
        throw new IllegalArgumentException(c.getName() + " is not a component of " + r.getClass().getSimpleName());
    }

    private static ArrayNode array(Collection<?> values) {
        ArrayNode a = NODES.arrayNode();
        for (Object v : values) {
            a.add(encode(v));
        }
        return a;
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    private static Collection<?> ordered(Collection<?> c) {
        if (c instanceof List<?> || c.isEmpty() || !(c.iterator().next() instanceof Comparable)) {
            return c;
        }
        List sorted = new ArrayList<>(c);
        sorted.sort(null);
        return sorted;
    }

    private static ObjectNode map(Map<?, ?> m) {
        ObjectNode o = NODES.objectNode();
        m.forEach((k, v) -> o.set(String.valueOf(k), encode(v)));
        return o;
    }

    private static JsonNode enumValue(Enum<?> e) {
        Optional<Method> display = DISPLAY_NAMES.computeIfAbsent(e.getDeclaringClass(), ViewJson::displayName);
        if (display.isEmpty()) {
            return NODES.textNode(e.name());
        }
        ObjectNode o = NODES.objectNode().put("key", e.name());
        for (Lang lang : Lang.values()) {
            try {
                o.put(lang.name().toLowerCase(java.util.Locale.ROOT), String.valueOf(display.get().invoke(e, lang)));
            } catch (IllegalAccessException | InvocationTargetException ex) {
                throw new IllegalStateException("cannot name " + e, ex);
            }
        }
        return o;
    }

    private static Optional<Method> displayName(Class<?> type) {
        try {
            Method m = type.getMethod("displayName", Lang.class);
            return m.getReturnType() == String.class ? Optional.of(m) : Optional.empty();
        } catch (NoSuchMethodException e) {
            return Optional.empty();
        }
    }
}
