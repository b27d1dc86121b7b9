package org.jantaku.server.table;

import java.util.Optional;
import org.jantaku.core.rules.RuleSet;
import org.jantaku.engine.contract.Action;
import org.jantaku.engine.contract.Variant;
import org.jantaku.guangdong.game.GuangdongAction;
import org.jantaku.guangdong.game.GuangdongGame;
import org.jantaku.guangdong.rules.GuangdongRules;

/**
 * Where the rules charge a player for leaving a game, the action that records it: 推倒胡's 逃跑
 * ({@link GuangdongAction.Escape}, settled by the Guangdong settlement; seed 003 "逃跑扣8分"). Elsewhere
 * leaving costs nothing: a bot takes the seat.
 */
final class Escapes {
    private Escapes() {
    }

    @SuppressWarnings("unchecked")
    static <A extends Action> Optional<A> of(Variant<?, A, ?, ?> variant, RuleSet rules) {
        if (variant instanceof GuangdongGame && GuangdongRules.isTuidaohu(rules)) {
            return Optional.of((A) new GuangdongAction.Escape());
        }
        return Optional.empty();
    }
}
