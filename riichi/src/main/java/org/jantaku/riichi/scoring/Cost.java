package org.jantaku.riichi.scoring;

/**
 * What the winner is paid, in the contract's shape. Ron: {@code main} is the discarder's payment,
 * {@code additional} 0. Dealer tsumo: each non-dealer pays {@code main} (= {@code additional}).
 * Non-dealer tsumo: the dealer pays {@code main}, each other player {@code additional}. Amounts exclude
 * honba; {@code *Bonus} are the honba parts; {@code kyoutakuBonus} the riichi sticks; {@code total}
 * everything the winner gains.
 */
public record Cost(int main, int additional, int mainBonus, int additionalBonus, int kyoutakuBonus, int total) {

    /**
     * Payments for a base-points value.
     *
     * @param honbaValue points per honba (300: ron pays 300 per honba, each tsumo payer 100)
     * @param stickValue points per riichi stick
     */
    public static Cost of(int basePoints, boolean dealer, boolean tsumo, int honba, int riichiSticks, int honbaValue,
            int stickValue) {
        int sticks = riichiSticks * stickValue;
        if (!tsumo) {
            int main = roundUp(basePoints * (dealer ? 6 : 4));
            int bonus = honba * honbaValue;
            return new Cost(main, 0, bonus, 0, sticks, main + bonus + sticks);
        }
        int each = honba * honbaValue / 3;
        if (dealer) {
            int pay = roundUp(basePoints * 2);
            return new Cost(pay, pay, each, each, sticks, 3 * (pay + each) + sticks);
        }
        int fromDealer = roundUp(basePoints * 2);
        int fromOthers = roundUp(basePoints);
        return new Cost(fromDealer, fromOthers, each, each, sticks, fromDealer + 2 * fromOthers + 3 * each + sticks);
    }

    /** Points of the hand itself, honba and sticks excluded. */
    public int handPoints(boolean dealer, boolean tsumo) {
        if (!tsumo) {
            return main;
        }
        return dealer ? 3 * main : main + 2 * additional;
    }

    /** Points of a hand of {@code basePoints} to the winner, honba and sticks excluded. */
    public static int handPoints(int basePoints, boolean dealer, boolean tsumo) {
        if (!tsumo) {
            return roundUp(basePoints * (dealer ? 6 : 4));
        }
        return dealer ? 3 * roundUp(basePoints * 2) : roundUp(basePoints * 2) + 2 * roundUp(basePoints);
    }

    static int roundUp(int points) {
        return (points + 99) / 100 * 100;
    }
}
