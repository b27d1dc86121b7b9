package org.jantaku.riichi.rules;

import org.jantaku.core.rules.RuleKey;
import org.jantaku.core.rules.RuleSet;
import org.jantaku.engine.settle.Places;

/**
 * What follows a settled hand, for the game engine ({@code game.NextHand}) and table-side scorekeeping
 * ({@code keep.Rotation}) alike ({@link #after}): the game's end (飛び, アガリ止め / テンパイ止め, the last round,
 * the extension 延長 and its sudden death), the Kyoto dealer's choice, or the next deal (連荘 or the next dealer,
 * the next round, the honba).
 */
public final class HandRotation {
    private HandRotation() {
    }

    /** What follows a hand: the game ends, the dealer chooses, or the next hand is dealt. */
    public sealed interface After {
    }

    /** The game ends, for this reason. */
    public record Over(End why) implements After {
    }

    /**
     * The all-last dealer kept on, not first, chooses to play on or stop ({@code kyoto} of {@code option}:
     * {@code riichi.agariYame} after a win, {@code riichi.tenpaiYame} after an exhaustive draw); {@code playOn} is
     * the deal if he plays on.
     */
    public record DealerChoice(RuleKey<String> option, Deal playOn) implements After {
    }

    /** The next hand is dealt. */
    public record Next(Deal deal) implements After {
    }

    /** A hand to deal: its round (0 = East 1, four to a wind), its dealer's seat and its honba (本場). */
    public record Deal(int round, int dealer, int honba) {
    }

    /** Why the game ends after a hand. */
    public enum End {
        /** A player's score is out of the game (飛び, {@code riichi.tobi}). */
        BUST,
        /** The last round's dealer won and is first (アガリ止め, {@code riichi.agariYame}). */
        AGARI_YAME,
        /** The last round's dealer was tenpai at the exhaustive draw and is first (テンパイ止め, {@code riichi.tenpaiYame}). */
        TENPAI_YAME,
        /** In the extension the dealer kept on is first with someone at {@code riichi.extensionThreshold}. */
        EXTENSION,
        /** The deal passes after the last round (or in the extension, per {@code riichi.extension}). */
        LAST_HAND
    }

    /**
     * What follows a settled hand: the game ends (bust; agari-yame / tenpai-yame; in the extension the dealer kept on
     * is first with someone at the threshold; the deal passes after the last round, with {@code suddenDeath} only once
     * someone reached the threshold or after a whole extra wind), the Kyoto dealer chooses, or the next hand is dealt.
     *
     * @param round the hand's round
     * @param dealer the hand's dealer
     * @param honba the hand's honba
     * @param scores the scores by seat, the hand paid
     * @param renchan the dealer keeps the deal (連荘)
     * @param won the hand was won (nagashi mangan as a win included)
     * @param exhaustive the hand was an exhaustive draw (not settled as a win)
     */
    public static After after(RuleSet rules, int round, int dealer, int honba, int[] scores, boolean renchan, boolean won,
            boolean exhaustive) {
        if (bust(rules, scores)) {
            return new Over(End.BUST);
        }
        int threshold = rules.get(RiichiRules.EXTENSION_THRESHOLD);
        int lastRound = lastRound(rules);
        boolean someoneReached = false;
        for (int score : scores) {
            someoneReached |= score >= threshold;
        }
        if (renchan) {
            boolean dealerIsTop = Places.order(scores, 0)[0] == dealer;
            Deal again = deal(rules, round, dealer, honba, scores.length, true, won);
            if (round >= lastRound && (won || exhaustive)) {
                RuleKey<String> yame = won ? RiichiRules.AGARI_YAME : RiichiRules.TENPAI_YAME;
                if (stopsAtTop(rules, yame, dealerIsTop, scores[dealer])) {
                    return new Over(won ? End.AGARI_YAME : End.TENPAI_YAME);
                }
                if (rules.get(yame).equals("kyoto")) {
                    return new DealerChoice(yame, again);
                }
            }
            return round > lastRound && someoneReached && dealerIsTop ? new Over(End.EXTENSION) : new Next(again);
        }
        int nextRound = nextRound(rules, round);
        boolean suddenDeath = rules.get(RiichiRules.EXTENSION).equals("suddenDeath");
        if (round >= lastRound && (!suddenDeath || someoneReached || nextRound > lastRound + 4)) {
            return new Over(End.LAST_HAND);
        }
        return new Next(deal(rules, round, dealer, honba, scores.length, false, won));
    }

    /**
     * The hand dealt after one of {@code players} seats: on renchan the same round and dealer, else the next round
     * ({@link #nextRound}) and the next seat; the honba per {@link #honbaAfter}.
     */
    public static Deal deal(RuleSet rules, int round, int dealer, int honba, int players, boolean renchan, boolean won) {
        return renchan ? new Deal(round, dealer, honbaAfter(rules, honba, true, won))
                : passed(rules, round, dealer, honbaAfter(rules, honba, false, won), players);
    }

    /** The deal passed to the next of {@code players} seats in the next round ({@link #nextRound}), with {@code honba}. */
    public static Deal passed(RuleSet rules, int round, int dealer, int honba, int players) {
        return new Deal(nextRound(rules, round), (dealer + 1) % players, honba);
    }

    /** Whether a player's score ends the game (飛び, {@code riichi.tobi}: below 0, at or below 0, or never). */
    public static boolean bust(RuleSet rules, int[] scores) {
        int lowest = Integer.MAX_VALUE;
        for (int score : scores) {
            lowest = Math.min(lowest, score);
        }
        return switch (rules.get(RiichiRules.TOBI)) {
            case "below0" -> lowest < 0;
            case "atOrBelow0" -> lowest <= 0;
            default -> false;
        };
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
