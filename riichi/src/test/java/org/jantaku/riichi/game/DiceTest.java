package org.jantaku.riichi.game;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.jantaku.core.tile.TileSet;
import org.jantaku.core.wall.Dice;
import org.jantaku.core.wall.Walls;
import org.jantaku.engine.contract.Transition;
import org.jantaku.riichi.rules.RiichiPresets;
import org.junit.jupiter.api.Test;

/** Each hand's start shows the dice that break its wall, rolled from that wall (サイコロ). */
class DiceTest {
    private static final RiichiGame GAME = new RiichiGame();

    @Test
    void theDiceOfTheFirstHandComeFromItsWall() {
        Set<Integer> sums = new HashSet<>();
        for (long seed = 0; seed < 300; seed++) {
            Walls walls = new Walls.Seeded(TileSet.STANDARD_136, seed);
            Transition<RiichiState, RiichiEvent> start = GAME.start(RiichiPresets.TENHOU.rules(), walls);
            List<RiichiEvent.HandStarted> started = new ArrayList<>();
            start.events().forEach(e -> {
                if (e instanceof RiichiEvent.HandStarted h) {
                    started.add(h);
                }
            });
            assertThat(started).as("seed %d", seed).hasSize(1);
            Dice dice = started.get(0).dice();
            assertThat(dice).as("seed %d", seed).isEqualTo(Dice.of(walls.forHand(0, 0)));
            sums.add(dice.sum());
        }
        assertThat(sums).as("every sum of two dice turns up over 300 walls").containsExactlyInAnyOrder(2, 3, 4, 5, 6, 7,
                8, 9, 10, 11, 12);
    }

    @Test
    void theDiceSayWhoseWallIsOpened() {
        assertThat(new Dice(3, 2).wallSeat(0)).as("5 counts to the dealer's own wall").isZero();
        assertThat(new Dice(1, 1).wallSeat(3)).as("2 counts to the dealer's right").isZero();
        assertThat(new Dice(6, 6).wallSeat(1)).as("12 counts to the dealer's left").isZero();
        assertThat(new Dice(4, 5).wallSeat(2)).as("9 counts to the dealer's own wall").isEqualTo(2);
    }
}
