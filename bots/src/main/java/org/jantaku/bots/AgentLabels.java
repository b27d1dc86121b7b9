package org.jantaku.bots;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import org.jantaku.core.rules.Localized;
import org.jantaku.core.rules.TextResource;
import org.jantaku.core.tile.Lang;

/**
 * The bots' names and one-line descriptions in English, Japanese and Chinese, as people see them
 * in the lobby: the resource {@code org/jantaku/bots/agent-labels.properties}, lines
 * {@code agent.<name>.name.<lang>} and {@code agent.<name>.help.<lang>}.
 */
public final class AgentLabels {
    static final String RESOURCE = "org/jantaku/bots/agent-labels.properties";
    private static final Map<String, String> TEXTS = TextResource.read(RESOURCE).orElse(Map.of());

    private AgentLabels() {
    }

    /**
     * What people read about one agent.
     *
     * @param name its name in the player's language
     * @param help what it does, one line
     */
    public record AgentLabel(Localized name, Localized help) {
    }

    /** The labels of an agent name ({@code name} itself where there are none). */
    public static AgentLabel of(String agent) {
        return new AgentLabel(Localized.of(texts(agent, "name"), agent), Localized.of(texts(agent, "help"), agent));
    }

    private static Map<Lang, String> texts(String agent, String part) {
        Map<Lang, String> out = new java.util.EnumMap<>(Lang.class);
        for (Lang language : Lang.values()) {
            String text = TEXTS.get("agent." + agent + "." + part + "." + Localized.code(language));
            if (text != null && !text.isBlank()) {
                out.put(language, text);
            }
        }
        return out;
    }

    /** Each agent of {@code agents} without a name or help in some language, and each label of no such agent. */
    public static List<String> problems(Collection<String> agents) {
        List<String> out = new ArrayList<>();
        for (String agent : agents) {
            for (String part : List.of("name", "help")) {
                Map<Lang, String> texts = texts(agent, part);
                for (Lang l : Lang.values()) {
                    if (!texts.containsKey(l)) {
                        out.add("agent " + agent + ": no " + Localized.code(l) + " " + part);
                    }
                }
            }
        }
        for (String line : TEXTS.keySet()) {
            String[] parts = line.split("\\.");
            if (parts.length != 4 || !parts[0].equals("agent") || !agents.contains(parts[1])
                    || !List.of("name", "help").contains(parts[2]) || Localized.language(parts[3]).isEmpty()) {
                out.add(RESOURCE + ": '" + line + "' names no agent's name or help in a language");
            }
        }
        return out;
    }
}
