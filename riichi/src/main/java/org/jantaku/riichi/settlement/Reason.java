package org.jantaku.riichi.settlement;

import java.util.Locale;
import org.jantaku.engine.settle.HandValue;

/**
 * Why points move in Riichi: the reason of its {@link org.jantaku.engine.settle.Transfer}s (the
 * engine's one transfer type, the table's pot a party).
 */
public enum Reason implements HandValue {
    /** The hand's value (和了). */
    HAND,
    /** 本場 counters. */
    HONBA,
    /** 供託: the riichi sticks on the table, taken by a winner. */
    RIICHI_STICKS,
    /** 包: the value a liable player pays for the yakuman he fed. */
    PAO,
    /** 飛び賞: a player sent below zero by a win pays the winner {@code riichi.tobiPenalty}. */
    TOBI_PENALTY,
    /** A riichi declaration's stick put on the table (立直棒, {@code riichi.riichiDeposit}) as the riichi stands. */
    RIICHI;

    /**
     * The reason's key in records and views: {@code hand}, {@code honba}, {@code riichi_sticks}, {@code pao},
     * {@code tobi_penalty}, {@code riichi}.
     */
    public String key() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** Whether the transfer pays for the hand itself (its value, or the liable player's share of it), not honba or sticks. */
    @Override
    public boolean isHandValue() {
        return switch (this) {
            case HAND, PAO -> true;
            case HONBA, RIICHI_STICKS, TOBI_PENALTY, RIICHI -> false;
        };
    }
}
