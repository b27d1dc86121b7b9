package org.jantaku.server.table;

import java.util.Optional;
import org.jantaku.core.rules.RuleSet;
import org.jantaku.engine.contract.Action;
import org.jantaku.engine.contract.Variant;
import org.jantaku.engine.view.VariantViews;
import org.jantaku.server.view.Views;

/**
 * Where the rules charge a player for leaving a game, the action that records it, as the variant says
 * ({@link VariantViews#escape}: 推倒胡's 逃跑). Elsewhere leaving costs nothing: a bot takes the seat.
 */
final class Escapes {
    private Escapes() {
    }

    @SuppressWarnings("unchecked")
    static <A extends Action> Optional<A> of(Variant<?, A, ?, ?> variant, RuleSet rules) {
        return Views.of(variant).escape(rules).map(a -> (A) a);
    }
}
