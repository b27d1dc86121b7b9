package org.jantaku.riichi.tenhou;

import java.util.ArrayList;
import java.util.List;
import org.jantaku.core.rules.RuleSet;
import org.jantaku.core.tile.Tile;
import org.jantaku.engine.record.GameRecord;
import org.jantaku.engine.record.RecordHeader;
import org.jantaku.engine.record.Replayer;
import org.jantaku.riichi.game.RiichiAction;
import org.jantaku.riichi.game.RiichiEvent;
import org.jantaku.riichi.game.RiichiObservation;
import org.jantaku.riichi.game.RiichiState;
import org.jantaku.riichi.rules.RiichiRules;
import org.jantaku.riichi.wall.DeadWall;

/**
 * A Riichi game record made ready for an export ({@link MjaiWriter}, {@link Tenhou6Writer}): replayed, so that
 * a damaged record is refused with the {@code RecordException} of {@link Replayer}, and its events, rules and
 * walls at hand.
 *
 * @param header the record's header
 * @param events every event of the game in order
 * @param redFives whether the game has red fives (one per suit: the exports know no other count)
 */
record ExportedGame(RecordHeader header, List<RiichiEvent> events, boolean redFives) {

    /**
     * Replays a record.
     *
     * @throws org.jantaku.engine.record.RecordException when the record does not replay
     * @throws IllegalArgumentException when its red fives are not one per suit or none
     */
    static ExportedGame of(GameRecord<RiichiState, RiichiAction, RiichiEvent, RiichiObservation> record) {
        List<RiichiEvent> events = Replayer.replay(record).events();
        List<Integer> red = record.header().rules().get(RiichiRules.RED_FIVES);
        if (!red.equals(List.of(1, 1, 1)) && !red.equals(List.of(0, 0, 0))) {
            throw new IllegalArgumentException("red fives " + red + " per suit cannot be exported: mjai and tenhou.net/6"
                    + " know one red five per suit or none");
        }
        return new ExportedGame(record.header(), events, red.get(0) == 1);
    }

    RuleSet rules() {
        return header.rules();
    }

    /**
     * The ura indicators a riichi winner sees in hand number {@code handIndex} (0 = the first) when
     * {@code doraShown} indicators are turned: beneath each of them with kan ura, beneath the first without;
     * none when the rules have no ura dora.
     */
    List<Tile> ura(int handIndex, int honba, int doraShown) {
        if (!rules().get(RiichiRules.URA_DORA)) {
            return List.of();
        }
        var wall = header.walls().forHand(handIndex, honba);
        int n = rules().get(RiichiRules.KAN_URA_DORA) ? doraShown : 1;
        List<Tile> out = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            out.add(DeadWall.uraIndicator(wall, i));
        }
        return List.copyOf(out);
    }
}
