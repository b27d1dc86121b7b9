package org.jantaku.engine.settle;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;
import java.util.function.BiFunction;
import org.jantaku.core.rules.Preset;
import org.jantaku.core.rules.RuleSet;

/**
 * A table-side settler made of a variant's three steps, the same for every variant: the rules (the
 * preset with the line's {@code rules} overrides, {@link SettleFields#rules}), the hand's end read
 * and checked, the variant's settlement (the one its game uses), and the settlement written.
 *
 * @param <E> the variant's hand end
 * @param <S> the variant's settlement
 */
public class JsonSettler<E, S> implements HandSettler {
    private final List<Preset> presets;
    private final BiFunction<JsonNode, RuleSet, E> reader;
    private final BiFunction<RuleSet, E, S> settlement;
    private final Writer<E, S> writer;
    private final SettleForm form;

    /**
     * @param reader reads a hand's end (errors name the field: {@link SettleException})
     * @param settlement settles it
     * @param writer writes the result object
     * @param form what a scorekeeping page asks of a hand's end to write the JSON {@code reader} reads
     */
    public JsonSettler(List<Preset> presets, BiFunction<JsonNode, RuleSet, E> reader, BiFunction<RuleSet, E, S> settlement,
            Writer<E, S> writer, SettleForm form) {
        this.presets = List.copyOf(presets);
        this.reader = reader;
        this.settlement = settlement;
        this.writer = writer;
        this.form = form;
    }

    /** Writes a settlement as the result object. */
    @FunctionalInterface
    public interface Writer<E, S> {
        ObjectNode write(RuleSet rules, E end, S settlement);
    }

    @Override
    public final List<Preset> presets() {
        return presets;
    }

    @Override
    public final SettleForm form() {
        return form;
    }

    @Override
    public final ObjectNode settle(Preset preset, JsonNode hand) {
        RuleSet rules = SettleFields.rules(preset, hand);
        E end = reader.apply(hand, rules);
        return writer.write(rules, end, settlement.apply(rules, end));
    }
}
