package org.jantaku.guizhou.game;

import java.util.List;
import java.util.Optional;
import org.jantaku.core.tile.Tile;
import org.jantaku.core.wall.Dice;
import org.jantaku.engine.contract.Event;
import org.jantaku.engine.table.HandEvent;
import org.jantaku.engine.table.TableEvent;
import org.jantaku.engine.table.WinSource;
import org.jantaku.guizhou.settlement.Pattern;
import org.jantaku.guizhou.settlement.Settlement;

/** What happens in a game of 捉鸡麻将, the environment's doings (dice, draws, the chicken flip) included. */
public sealed interface GuizhouEvent extends Event {

    /** 定庄: seat {@code thrower} threw one die; 1/5 himself, 2/6 his 下家, 3 his 对家, 4 his 上家 deals first. */
    record DealerChosen(int thrower, int die, int dealer) implements GuizhouEvent {
    }

    /**
     * A hand is dealt ({@link HandEvent.Started}: 13 tiles to each seat, the dealer's 14th is his first draw) or settled
     * ({@link HandEvent.Settled}: a win, or 黄庄 with 查叫, and the scores after it).
     */
    record Hand(HandEvent<Deal, Settlement> event) implements GuizhouEvent, HandEvent.Carrier {
    }

    /** What a hand's start tells beside the table's: the dealer's streak, the dice, where the wall was broken (the seat whose wall, the stacks skipped). */
    record Deal(int streak, Dice dice, int wallSeat, int stacksSkipped) {
    }

    /** A draw, a discard (its declaration is 报听), a 碰 or 豆, a tile added to a pong (转弯豆, which may be robbed), the game's end. */
    record Table(TableEvent event) implements GuizhouEvent, TableEvent.Carrier {
    }

    /** A seat won: how, on which tile, from whom, with which pattern. */
    record Won(int seat, int from, WinSource way, Tile tile, List<Tile> hand, Pattern pattern, int value) implements GuizhouEvent {
    }

    /** 翻鸡: the first undrawn tile turned over after a win (none when the wall is empty). */
    record ChickenFlipped(Tile tile) implements GuizhouEvent {
    }

    /** The flip, if any, of a settled hand's events. */
    static Optional<Tile> flipOf(List<GuizhouEvent> events) {
        return events.stream().filter(e -> e instanceof ChickenFlipped).map(e -> ((ChickenFlipped) e).tile()).findFirst();
    }
}
