package org.jantaku.example.rules;

import org.jantaku.core.rules.RuleCatalog;
import org.jantaku.core.rules.RuleKey;

/**
 * The options of pairs 七对 (ids {@code pairs.*}): how many hands make a game and the flat points of a
 * win. Their defaults are the preset {@code pairs} ({@link PairsPresets}).
 */
public final class PairsRules {
    private PairsRules() {
    }

    public static final RuleKey<Integer> GAME_HANDS = RuleKey.integer("pairs.gameHands", 4, 1, 64,
            "how many hands a game lasts; the deal passes to the next seat after every hand (4: one round, each seat deals once)");
    public static final RuleKey<Integer> DISCARD_POINTS = RuleKey.integer("pairs.discardPoints", 4, 1, 1000,
            "点炮: what the discarder (or the player whose added kong was robbed) pays a winner on his tile");
    public static final RuleKey<Integer> SELF_DRAW_POINTS = RuleKey.integer("pairs.selfDrawPoints", 2, 1, 1000,
            "自摸: what each of the three other players pays a winner on his own draw (a kong's replacement too)");

    /** The catalog, named as the variant ({@code pairs}). */
    public static final RuleCatalog CATALOG = RuleCatalog.builder("pairs").add(GAME_HANDS, DISCARD_POINTS, SELF_DRAW_POINTS).build();
}
