package org.jantaku.guizhou.game;

import java.util.List;
import java.util.Optional;
import org.jantaku.core.seat.BySeat;
import org.jantaku.core.tile.Tile;
import org.jantaku.core.wall.Dice;
import org.jantaku.engine.contract.Event;
import org.jantaku.engine.table.Meld;
import org.jantaku.guizhou.settlement.Pattern;
import org.jantaku.guizhou.settlement.Settlement;
import org.jantaku.guizhou.settlement.WinWay;

/** What happens in a game of 捉鸡麻将, the environment's doings (dice, draws, the chicken flip) included. */
public sealed interface GuizhouEvent extends Event {

    /** 定庄: seat {@code thrower} threw one die; 1/5 himself, 2/6 his 下家, 3 his 对家, 4 his 上家 deals first. */
    record DealerChosen(int thrower, int die, int dealer) implements GuizhouEvent {
    }

    /**
     * A hand is dealt: the dice, where the wall was broken (the seat whose wall, the stacks skipped),
     * 13 tiles to each seat; the dealer's 14th is his first {@link Drew}.
     */
    record HandStarted(int hand, int dealer, int streak, Dice dice, int wallSeat, int stacksSkipped, BySeat<List<Tile>> hands,
            BySeat<Integer> scores) implements GuizhouEvent {
    }

    /** A seat drew a tile (from the tail of the wall for a kong's replacement). */
    record Drew(int seat, Tile tile, boolean replacement) implements GuizhouEvent {
    }

    /** A seat discarded, declaring 报听 with it or not. */
    record Discarded(int seat, Tile tile, boolean baoting) implements GuizhouEvent {
    }

    /** A 碰 or 豆 was made. */
    record Called(int seat, Meld meld) implements GuizhouEvent {
    }

    /** A seat adds this tile to its pong (转弯豆); the others may rob it (抢杠) before the kong is made. */
    record KongAdding(int seat, Tile tile) implements GuizhouEvent {
    }

    /** A seat won: how, on which tile, from whom, with which pattern. */
    record Won(int seat, int from, WinWay way, Tile tile, List<Tile> hand, Pattern pattern, int value) implements GuizhouEvent {
    }

    /** 翻鸡: the first undrawn tile turned over after a win (none when the wall is empty). */
    record ChickenFlipped(Tile tile) implements GuizhouEvent {
    }

    /** The hand's settlement (a win, or 黄庄 with 查叫) and the scores after it. */
    record HandSettled(Settlement settlement, BySeat<Integer> scores) implements GuizhouEvent {
    }

    /** The game is over: the final scores. */
    record GameEnded(BySeat<Integer> scores) implements GuizhouEvent {
    }

    /** The flip, if any, of a settled hand's events. */
    static Optional<Tile> flipOf(List<GuizhouEvent> events) {
        return events.stream().filter(e -> e instanceof ChickenFlipped).map(e -> ((ChickenFlipped) e).tile()).findFirst();
    }
}
