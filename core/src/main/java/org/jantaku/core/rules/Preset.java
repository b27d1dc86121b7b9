package org.jantaku.core.rules;

import java.util.Map;

/**
 * A named rule set, kept as data: {@code tenhou}, {@code kyoto-club}, … For presets read from a rule
 * book, {@code sources} gives, per option id, the line of the book the value comes from.
 *
 * @param name stable name used on the command line and in records
 * @param description one line
 * @param rules the values
 * @param sources option id → source text (may be empty)
 */
public record Preset(String name, String description, RuleSet rules, Map<String, String> sources) {
    public Preset {
        sources = Map.copyOf(sources);
    }
}
