package org.jantaku.guangdong.game;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.StringWriter;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import org.jantaku.core.rules.RuleSet;
import org.jantaku.core.wall.Walls;
import org.jantaku.engine.contract.Result;
import org.jantaku.engine.contract.Transition;
import org.jantaku.engine.record.GameRecord;
import org.jantaku.engine.record.RecordHeader;
import org.jantaku.engine.record.RecordReader;
import org.jantaku.engine.record.Recorder;
import org.jantaku.engine.record.Replayer;
import org.jantaku.engine.settle.Transfer;
import org.jantaku.engine.table.HandEvent;
import org.jantaku.guangdong.record.GuangdongRecordCodec;
import org.jantaku.guangdong.rules.GuangdongPresets;
import org.jantaku.guangdong.settlement.Reason;
import org.junit.jupiter.api.Test;

/**
 * 逃跑 in play (推倒胡, seed 003 "逃跑扣8分"): a seat the game waits for leaves; the hand goes on and its
 * settlement charges the seat the penalty through {@code GuangdongSettlement} (to the house by default);
 * the next hand forgets it. Refused under 鸡胡, from a seat not to act and twice in a hand; never listed
 * among the legal actions; recorded as {@code {"type":"escape"}} and replayed.
 */
class EscapeInPlayTest {
    private static final GuangdongGame GAME = new GuangdongGame();

    private static GuangdongState start(RuleSet rules, long seed) {
        return GAME.start(rules, new Walls.Seeded(GAME.tileSet(rules), seed)).state();
    }

    @Test
    void theLeaverPaysThePenaltyWhenTheHandIsSettled() {
        RuleSet rules = GuangdongPresets.TUIDAOHU.rules();
        StringWriter out = new StringWriter();
        Recorder<GuangdongState, GuangdongAction, GuangdongEvent, GuangdongObservation> rec = Recorder.start(
                GuangdongRecordCodec.GUANGDONG, new RecordHeader("guangdong", rules, Optional.of("guangdong-tuidaohu"),
                        new Walls.Seeded(GAME.tileSet(rules), 11), List.of("A", "B", "C", "D")), out);
        GuangdongState s = rec.state();
        assertThat(GAME.legalActions(s, 0)).noneMatch(a -> a instanceof GuangdongAction.Escape);
        assertThat(GAME.apply(s, 1, new GuangdongAction.Escape())).isInstanceOf(Result.Illegal.class);

        Transition<GuangdongState, GuangdongEvent> left = rec.apply(0, new GuangdongAction.Escape()).orThrow();
        assertThat(left.events()).isEmpty();
        s = rec.state();
        assertThat(s.escaped()).containsExactly(0);
        assertThat(GAME.toAct(s)).containsExactly(0);
        assertThat(GAME.apply(s, 0, new GuangdongAction.Escape())).isInstanceOf(Result.Illegal.class);

        SplittableRandom r = new SplittableRandom(3);
        HandEvent.Settled<GuangdongEvent.Deal, HandResult> ended = null;
        while (ended == null) {
            int seat = GAME.toAct(s).iterator().next();
            List<GuangdongAction> legal = GAME.legalActions(s, seat);
            for (GuangdongEvent e : rec.apply(seat, SeededPolicy.choose(s, seat, legal, r)).orThrow().events()) {
                if (e instanceof GuangdongEvent.Hand(HandEvent.Settled<GuangdongEvent.Deal, HandResult> h)) {
                    ended = h;
                }
            }
            s = rec.state();
        }
        int penalty = rules.get(org.jantaku.guangdong.rules.GuangdongRules.TDH_ESCAPE_PENALTY);
        assertThat(ended.settlement().end().escaped()).containsExactly(0);
        assertThat(ended.settlement().settlement().transfers())
                .contains(new Transfer<>(0, Transfer.TABLE, penalty, Reason.ESCAPE));
        assertThat(ended.settlement().settlement().house()).isEqualTo(penalty);
        assertThat(s.escaped()).as("the next hand starts with nobody gone").isEmpty();

        String text = out.toString();
        assertThat(text.lines().skip(2).findFirst().orElseThrow()).contains("\"action\":{\"type\":\"escape\"}");
        GameRecord<GuangdongState, GuangdongAction, GuangdongEvent, GuangdongObservation> read =
                RecordReader.read(text, GuangdongRecordCodec.GUANGDONG);
        assertThat(Replayer.replay(read).state()).isEqualTo(s);
    }

    @Test
    void jihuHasNoEscape() {
        GuangdongState s = start(GuangdongPresets.JIHU.rules(), 4);
        assertThat(GAME.apply(s, 0, new GuangdongAction.Escape())).isInstanceOfSatisfying(Result.Illegal.class,
                i -> assertThat(i.reason()).contains("推倒胡"));
    }
}
