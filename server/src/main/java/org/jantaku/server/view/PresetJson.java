package org.jantaku.server.view;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;
import java.util.Set;
import org.jantaku.core.rules.RuleKey;
import org.jantaku.core.rules.RuleType;
import org.jantaku.server.Playable;

/** A preset and its rule catalog as JSON, so the lobby's form is generated from it (docs/server.md). */
public final class PresetJson {
    private PresetJson() {
    }

    public static ObjectNode encode(Playable.Game g) {
        ObjectNode o = JsonNodeFactory.instance.objectNode();
        o.put("name", g.preset().name()).put("variant", g.bots().variant().name()).put("description", g.preset().description());
        ArrayNode agents = o.putArray("agents");
        g.bots().agentNames().forEach(agents::add);
        ArrayNode options = o.putArray("options");
        for (RuleKey<?> k : g.preset().rules().catalog().keys()) {
            options.add(option(k, g));
        }
        return o;
    }

    private static ObjectNode option(RuleKey<?> k, Playable.Game g) {
        ObjectNode o = JsonNodeFactory.instance.objectNode();
        o.put("key", k.id()).put("type", typeName(k.type())).put("allowed", k.type().allowed());
        switch (k.type()) {
            case RuleType.Int i -> o.put("min", i.min()).put("max", i.max());
            case RuleType.Choice c -> strings(o.putArray("values"), c.values());
            case RuleType.Subset s -> strings(o.putArray("values"), s.values());
            case RuleType.Bool b -> { }
            case RuleType.IntList l -> { }
        }
        o.set("default", value(k.defaultValue()));
        o.set("value", value(g.preset().rules().get(k)));
        o.put("doc", k.doc());
        String source = g.preset().sources().get(k.id());
        if (source != null && !source.isBlank()) {
            o.put("source", source);
        }
        return o;
    }

    private static String typeName(RuleType<?> t) {
        return switch (t) {
            case RuleType.Bool b -> "bool";
            case RuleType.Int i -> "int";
            case RuleType.Choice c -> "choice";
            case RuleType.IntList l -> "int-list";
            case RuleType.Subset s -> "subset";
        };
    }

    private static com.fasterxml.jackson.databind.JsonNode value(Object v) {
        if (v instanceof Set<?> s) {
            ArrayNode a = JsonNodeFactory.instance.arrayNode();
            s.stream().map(String::valueOf).sorted().forEach(a::add);
            return a;
        }
        return ViewJson.encode(v);
    }

    private static void strings(ArrayNode a, List<String> values) {
        values.forEach(a::add);
    }
}
