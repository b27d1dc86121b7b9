package org.jantaku.riichi.game;

import java.util.List;
import java.util.Set;
import org.jantaku.engine.table.Phase;
import org.jantaku.engine.table.SeatSet;

/**
 * Riichi's phases of its own beside the table's turn, claim window and end ({@link Phase}): the tenpai declarations at
 * an exhaustive draw and the dealer's choice to play on.
 */
public sealed interface RiichiPhase extends Phase.Own permits RiichiPhase.Declarations, RiichiPhase.DealerChoice {

    /**
     * 流局時の聴牌宣言 ({@code riichi.notenDeclarationWhenTenpai}): at an exhaustive draw the tenpai
     * seats not in riichi declare tenpai or noten one by one, in turn order from the dealer;
     * {@code waiting} still have to declare (the first is to act), {@code noten} declared noten.
     */
    record Declarations(List<Integer> waiting, List<Integer> noten) implements RiichiPhase {
        public Declarations {
            waiting = List.copyOf(waiting);
            noten = List.copyOf(noten);
            if (waiting.isEmpty()) {
                throw new IllegalArgumentException("nobody left to declare");
            }
        }

        /** The first seat still to declare. */
        @Override
        public Set<Integer> toAct() {
            return SeatSet.of(1 << waiting.get(0));
        }
    }

    /**
     * The last hand ended with the dealer kept on but not first ({@code riichi.agariYame} or
     * {@code riichi.tenpaiYame} = {@code kyoto}): the dealer chooses to play on or end the game.
     * {@code won}: the hand was won (for the next honba).
     */
    record DealerChoice(int dealer, boolean won) implements RiichiPhase {
        @Override
        public Set<Integer> toAct() {
            return SeatSet.of(1 << dealer);
        }
    }
}
