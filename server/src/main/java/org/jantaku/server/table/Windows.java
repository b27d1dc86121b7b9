package org.jantaku.server.table;

import java.util.List;
import org.jantaku.engine.contract.Action;
import org.jantaku.engine.contract.Variant;
import org.jantaku.engine.view.VariantViews;
import org.jantaku.server.view.Views;

/**
 * Private decisions: the states in which the game waits for seats whose being asked is itself hidden
 * information. A claim window (who may pon, chi, kan or ron a discard, 碰 / 杠 / 胡 an offered tile) and
 * Riichi's tenpai declarations at an exhaustive draw (流局時の聴牌宣言: only tenpai seats are asked) are
 * such windows. The table shows nobody that a window is open: each asked seat gets its own prompt and
 * everyone else sees the table only once the window is settled (docs/protocol.md, "Privacy"). Each variant
 * says which of its actions are such ({@link VariantViews#isPrivate}, {@link VariantViews#isPass}).
 */
public final class Windows {
    private Windows() {
    }

    /** Whether an action belongs to a private decision. */
    public static boolean isPrivate(Action a) {
        for (VariantViews<?, ?> v : Views.all()) {
            if (v.isPrivate(a)) {
                return true;
            }
        }
        return false;
    }

    /** Whether an action passes on a claim. */
    public static boolean isPass(Action a) {
        for (VariantViews<?, ?> v : Views.all()) {
            if (v.isPass(a)) {
                return true;
            }
        }
        return false;
    }

    /** Whether some seat the state waits for is offered a private decision. */
    public static <S, A extends Action> boolean open(Variant<S, A, ?, ?> variant, S state) {
        for (int seat : variant.toAct(state)) {
            if (isPrivate(variant.legalActions(state, seat))) {
                return true;
            }
        }
        return false;
    }

    /** Whether a list of legal actions is a private decision. */
    public static boolean isPrivate(List<? extends Action> legal) {
        for (Action a : legal) {
            if (isPrivate(a)) {
                return true;
            }
        }
        return false;
    }

    /** The action the server plays for a person whose private prompt ran out of time: a pass, else the first. */
    public static <A extends Action> A timeoutChoice(List<A> legal) {
        return legal.stream().filter(Windows::isPass).findFirst().orElse(legal.get(0));
    }
}
