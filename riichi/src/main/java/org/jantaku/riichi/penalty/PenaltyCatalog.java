package org.jantaku.riichi.penalty;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.jantaku.core.rules.RuleSet;
import org.jantaku.engine.keep.FoulCatalog;
import org.jantaku.riichi.rules.RiichiRules;

/**
 * The penalty chapter as the scorekeeping page shows it: every item with its letters (to choose a
 * club's letters), and the items one can report under a rule set with the chosen letter and the facts
 * it asks: those its conditions read ({@code deliberate ? HK : NONE} asks {@code deliberate}), {@code
 * tiles} for a per-tile deposit or a tile count, {@code other} for an effect on another seat, the facts
 * of 7-01's letter when the foul can make a chombo, and {@code withPermission} for looking where
 * 7-06-05-01 lets permission excuse it. {@code inRiichi} is never asked: the session knows it.
 */
public final class PenaltyCatalog implements FoulCatalog {

    /** Every item in the chapter's order: id, term, English, subject, default letter, letters (letter, meaning, code), note. */
    @Override
    public ArrayNode items() {
        ArrayNode out = JsonNodeFactory.instance.arrayNode();
        for (PenaltyItem item : Penalties.ITEMS) {
            ObjectNode o = head(item);
            o.put("default", item.defaultLetter());
            ArrayNode letters = o.putArray("letters");
            for (Letter l : item.letters()) {
                letters.addObject().put("letter", l.letter()).put("meaning", l.meaning()).put("code", l.code());
            }
            if (!item.note().isEmpty()) {
                o.put("note", item.note());
            }
            out.add(o);
        }
        return out;
    }

    /** The items a foul report may name under {@code rules} (the settings left out), with the chosen letter and the facts asked. */
    @Override
    public ArrayNode reportable(RuleSet rules) {
        ArrayNode out = JsonNodeFactory.instance.arrayNode();
        for (PenaltyItem item : Penalties.ITEMS) {
            if (item.subject() == Subject.SETTING) {
                continue;
            }
            Letter chosen = Penalties.chosen(rules, item.id());
            ObjectNode o = head(item);
            o.put("letter", chosen.letter()).put("meaning", chosen.meaning()).put("code", chosen.code());
            ArrayNode facts = o.putArray("facts");
            asked(rules, item).forEach(facts::add);
            out.add(o);
        }
        return out;
    }

    /** The letter {@code rules} choose for each item, by id: {@code {"7-01":"a",…}}. */
    @Override
    public ObjectNode letters(RuleSet rules) {
        ObjectNode letters = JsonNodeFactory.instance.objectNode();
        Penalties.ITEMS.forEach(i -> letters.put(i.id(), Penalties.chosen(rules, i.id()).letter()));
        return letters;
    }

    /** The facts a report of {@code item} should give under {@code rules}, by their JSON names, sorted. */
    public static Set<String> asked(RuleSet rules, PenaltyItem item) {
        Set<String> out = new TreeSet<>();
        List<Effect> effects = Penalties.chosen(rules, item.id()).effects();
        walk(effects, out);
        if (canChombo(rules, effects)) {
            walk(Penalties.chosen(rules, "7-01").effects(), out);
        }
        if (item.subject() == Subject.LOOKING && Penalties.setting(rules, "7-06-05-01", Effect.Permission.class).excuses()) {
            out.add(Fact.WITH_PERMISSION.json());
        }
        out.remove(Fact.IN_RIICHI.json());
        return out;
    }

    private static ObjectNode head(PenaltyItem item) {
        return JsonNodeFactory.instance.objectNode().put("id", item.id()).put("term", item.term()).put("english", item.english())
                .put("subject", item.subject().name().toLowerCase(java.util.Locale.ROOT));
    }

    private static void walk(List<Effect> effects, Set<String> out) {
        for (Effect e : effects) {
            if (e instanceof Effect.When w) {
                switch (w.condition()) {
                    case Condition.Is is -> out.add(is.fact().json());
                    case Condition.TilesAtLeast t -> out.add("tiles");
                    case Condition.OffenceAtLeast n -> { }
                    case Condition.CallIs c -> out.add("call");
                }
                walk(w.then(), out);
                walk(w.otherwise(), out);
            } else if (e instanceof Effect.Other o) {
                out.add("other");
                walk(List.of(o.effect()), out);
            } else if (e instanceof Effect.Deposit d && d.perTile()) {
                out.add("tiles");
            }
        }
    }

    /** Whether the effects can charge a chombo now (7-01's facts then matter): CH, CH+HK, CH(play on), or a second dead hand made a chombo. */
    private static boolean canChombo(RuleSet rules, List<Effect> effects) {
        for (Effect e : effects) {
            boolean chombo = switch (e) {
                case Effect.Chombo c -> true;
                case Effect.ChomboDeadHand c -> true;
                case Effect.ChomboPlayOn c -> true;
                case Effect.DeadHand d -> rules.get(RiichiRules.DEAD_HAND_AGAIN).equals("chombo");
                case Effect.When w -> canChombo(rules, w.then()) || canChombo(rules, w.otherwise());
                case Effect.Other o -> canChombo(rules, List.of(o.effect()));
                default -> false;
            };
            if (chombo) {
                return true;
            }
        }
        return false;
    }
}
