package org.jantaku.server.view;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.jantaku.bots.AgentLabels;
import org.jantaku.bots.Bots;
import org.jantaku.core.rules.Localized;
import org.jantaku.core.rules.Preset;
import org.jantaku.core.rules.RuleCatalog;
import org.jantaku.core.rules.RuleKey;
import org.jantaku.core.rules.RuleLabels;
import org.jantaku.core.rules.RuleType;
import org.jantaku.core.tile.Lang;
import org.jantaku.engine.spi.VariantModules;

/**
 * A preset and its rule catalog as JSON, so the lobby's form is generated from it (docs/server.md):
 * the preset's title, summary and seat count, its bots' names, the catalog's groups and, per option, its type,
 * values and source with its label, help, group and value labels, every text in English, Japanese
 * and Chinese ({@link RuleLabels}, {@link AgentLabels}).
 */
public final class PresetJson {
    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

    private PresetJson() {
    }

    public static ObjectNode encode(Bots.Game g) {
        return encode(g, List.of());
    }

    /** The name for people of a preset's variant (its labels' {@code name.*}), in every language. */
    public static ObjectNode variantTitle(Preset preset) {
        return local(RuleLabels.forCatalog(preset.rules().catalog()).name(preset.rules().catalog()));
    }

    /** A preset's title in every language (the table summaries' {@code preset_title}); none for a preset no variant has. */
    public static Optional<ObjectNode> title(String presetName) {
        return VariantModules.preset(presetName).map(f -> local(RuleLabels.forCatalog(f.preset().rules().catalog())
                .preset(f.preset()).title()));
    }

    /**
     * What the lobby lists of a preset ({@code GET /api/presets}): its name, variant (and the variant's name as
     * people read it), seat count, whether the hand calculator scores under it ({@code hand_calculator}, its
     * variant's {@link org.jantaku.engine.spi.VariantModule#scoresHands()}), title and summary, and its bots followed by the registered external bots {@code mjai} ({@code mjai:NAME},
     * labelled "NAME (mjai bot)" in each language). No options: {@link #encode} adds them.
     */
    public static ObjectNode summary(Bots.Game g, List<String> mjai) {
        RuleLabels labels = RuleLabels.forCatalog(g.preset().rules().catalog());
        RuleLabels.PresetLabel presetLabel = labels.preset(g.preset());
        ObjectNode o = NODES.objectNode();
        o.put("name", g.preset().name()).put("variant", g.bots().variant().name()).put("description", g.preset().description())
                .put("seats", g.bots().variant().seats(g.preset().rules()))
                .put("hand_calculator", VariantModules.preset(g.preset().name()).map(f -> f.module().scoresHands()).orElse(false));
        o.set("variant_title", variantTitle(g.preset()));
        o.set("title", local(presetLabel.title()));
        o.set("summary", local(presetLabel.summary()));
        ArrayNode agents = o.putArray("agents");
        ArrayNode bots = o.putArray("bots");
        for (String agent : g.bots().agentNames()) {
            agents.add(agent);
            AgentLabels.AgentLabel a = AgentLabels.of(agent);
            bots.add(NODES.objectNode().put("name", agent).<ObjectNode>set("label", local(a.name())).set("help", local(a.help())));
        }
        AgentLabels.AgentLabel external = AgentLabels.of("mjai");
        for (String agent : mjai) {
            agents.add(agent);
            String name = agent.substring(agent.indexOf(':') + 1);
            Localized n = external.name();
            Localized label = new Localized(name + " (" + n.en() + ")", name + "（" + n.ja() + "）", name + "（" + n.zh() + "）");
            bots.add(NODES.objectNode().put("name", agent).<ObjectNode>set("label", local(label)).set("help", local(external.help())));
        }
        return o;
    }

    /**
     * The whole preset ({@code GET /api/presets/NAME}): its {@link #summary} with the catalog's groups and
     * every option with its value in the preset.
     */
    public static ObjectNode encode(Bots.Game g, List<String> mjai) {
        RuleCatalog catalog = g.preset().rules().catalog();
        RuleLabels labels = RuleLabels.forCatalog(catalog);
        ObjectNode o = summary(g, mjai);
        ArrayNode groups = o.putArray("groups");
        for (RuleLabels.Group group : labels.groups(catalog)) {
            groups.add(NODES.objectNode().put("id", group.id()).set("label", local(group.name())));
        }
        ArrayNode options = o.putArray("options");
        for (RuleKey<?> k : catalog.keys()) {
            options.add(option(k, g, labels.option(k)));
        }
        return o;
    }

    private static ObjectNode option(RuleKey<?> k, Bots.Game g, RuleLabels.OptionLabel label) {
        ObjectNode o = NODES.objectNode();
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
        o.put("group", label.group());
        o.set("label", local(label.label()));
        o.set("help", local(label.help()));
        if (!label.values().isEmpty()) {
            ObjectNode values = o.putObject("value_labels");
            for (Map.Entry<String, Localized> e : label.values().entrySet()) {
                values.set(e.getKey(), local(e.getValue()));
            }
        }
        return o;
    }

    /** A text in every language: {@code {"en": …, "ja": …, "zh": …}}. */
    private static ObjectNode local(Localized text) {
        ObjectNode o = NODES.objectNode();
        for (Lang l : Lang.values()) {
            o.put(Localized.code(l), text.in(l));
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

    private static JsonNode value(Object v) {
        if (v instanceof Set<?> s) {
            ArrayNode a = NODES.arrayNode();
            s.stream().map(String::valueOf).sorted().forEach(a::add);
            return a;
        }
        return ViewJson.encode(v);
    }

    private static void strings(ArrayNode a, List<String> values) {
        values.forEach(a::add);
    }
}
