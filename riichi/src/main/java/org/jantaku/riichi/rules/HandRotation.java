package org.jantaku.riichi.rules;

import org.jantaku.core.rules.RuleKey;
import org.jantaku.core.rules.RuleSet;

/**
 * The rules of what follows a hand that both the game engine and table-side scorekeeping apply:
 * the last regular round, the honba after a hand and アガリ止め / テンパイ止め.
 */
public final class HandRotation {
    private HandRotation() {
    }

    /**
     * The last regular round: East 4 (tonpuu) or South 4 (rounds count from 0 = East 1, four to a
     * wind); with three players East 3 or South 3 (a wind has three hands, 東1-東3, and its fourth
     * number is skipped, as Tenhou's round index does).
     */
    public static int lastRound(RuleSet rules) {
        int last = rules.get(RiichiRules.GAME_LENGTH).equals("tonpuu") ? 3 : 7;
        return rules.get(RiichiRules.PLAYERS) == 3 ? last - 1 : last;
    }

    /** The round after {@code round} when the deal passes (with three players 東3 is followed by 南1). */
    public static int nextRound(RuleSet rules, int round) {
        int next = round + 1;
        return rules.get(RiichiRules.PLAYERS) == 3 && next % 4 == 3 ? next + 1 : next;
    }

    /** Honba after a hand: +1 on renchan, 0 when a non-dealer wins; after a draw per {@code riichi.honbaOnDraw}. */
    public static int honbaAfter(RuleSet rules, int honba, boolean renchan, boolean won) {
        if (won) {
            return renchan ? honba + 1 : 0;
        }
        return switch (rules.get(RiichiRules.HONBA_ON_DRAW)) {
            case "always" -> honba + 1;
            case "onlyRenchan" -> renchan ? honba + 1 : 0;
            default -> 0;
        };
    }

    /**
     * アガリ止め ({@code key} = {@code riichi.agariYame}) or テンパイ止め ({@code riichi.tenpaiYame}): whether
     * the last hand's kept-on dealer, first or not, ends the game by the rule alone (with {@code kyoto}
     * a dealer who is not first chooses).
     */
    public static boolean stopsAtTop(RuleSet rules, RuleKey<String> key, boolean dealerIsTop, int dealerScore) {
        if (!dealerIsTop) {
            return false;
        }
        return switch (rules.get(key)) {
            case "autoIfTop", "kyoto" -> true;
            case "autoIfTopAndThreshold" -> dealerScore >= rules.get(RiichiRules.EXTENSION_THRESHOLD);
            default -> false;
        };
    }
}
