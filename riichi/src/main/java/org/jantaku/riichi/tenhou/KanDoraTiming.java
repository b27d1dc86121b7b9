package org.jantaku.riichi.tenhou;

import org.jantaku.core.rules.RuleSet;
import org.jantaku.riichi.rules.RiichiRules;

/**
 * When each kind of kan turns its new dora indicator, which a tenhou.net/6 log does not say (its dora list has
 * no positions): at once ({@code immediate}: a closed or open kan right after the kan, an added kan once no one
 * has robbed it, just before its replacement draw), or at the kan owner's next discard ({@code afterDiscard}).
 * Tenhou turns a closed kan's at once and the others' after the discard; a log stating other rules
 * ({@link StatedRules}, {@code riichi.kanDoraTiming.*}) is played with those.
 *
 * @param closed a closed kan's indicator is turned at once
 * @param open an open kan's (daiminkan) indicator is turned at once
 * @param added an added kan's indicator is turned at once
 */
record KanDoraTiming(boolean closed, boolean open, boolean added) {
    /** Tenhou's timing. */
    static final KanDoraTiming TENHOU = new KanDoraTiming(true, false, false);

    /** The timing of a rule set. */
    static KanDoraTiming of(RuleSet rules) {
        return new KanDoraTiming(rules.get(RiichiRules.KAN_DORA_TIMING_CLOSED).equals("immediate"),
                rules.get(RiichiRules.KAN_DORA_TIMING_OPEN).equals("immediate"),
                rules.get(RiichiRules.KAN_DORA_TIMING_ADDED).equals("immediate"));
    }
}
