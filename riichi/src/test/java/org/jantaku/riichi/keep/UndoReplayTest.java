package org.jantaku.riichi.keep;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;
import java.util.Random;
import java.util.Set;
import org.jantaku.riichi.penalty.Fact;
import org.jantaku.riichi.penalty.Facts;
import org.jantaku.riichi.penalty.PenaltyItem;
import org.jantaku.riichi.penalty.Penalties;
import org.jantaku.riichi.penalty.Subject;
import org.jantaku.riichi.rules.RiichiPresets;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The log is the session: replaying it rebuilds the state; undo is a replay without the last report. */
class UndoReplayTest {
    private static final List<PenaltyItem> FOULS = Penalties.ITEMS.stream().filter(i -> i.subject() != Subject.SETTING).toList();

    /** A random report, valid or not (an invalid one is refused and must change nothing). */
    static Report random(Random rnd) {
        int seat = rnd.nextInt(4);
        int other = (seat + 1 + rnd.nextInt(3)) % 4;
        return switch (rnd.nextInt(8)) {
            case 0 -> R.riichi(seat);
            case 1 -> R.ron(seat, other, 1 + rnd.nextInt(6), 30 + 10 * rnd.nextInt(3));
            case 2 -> R.tsumo(seat, 1 + rnd.nextInt(4), 30);
            case 3 -> new Report.Draw(rnd.nextBoolean() ? Set.of(seat) : Set.of(seat, other), Set.of());
            case 4 -> new Report.Foul(FOULS.get(rnd.nextInt(FOULS.size())).id(), seat,
                    new Facts(rnd.nextBoolean() ? Set.of(Fact.EXPOSED) : Set.of(Fact.DELIBERATE), rnd.nextInt(3), OptionalInt.of(other)));
            case 5 -> new Report.Win(List.of(new Claim(seat, new HandValue.HanFu(2, 30), OptionalInt.empty()),
                    new Claim((other + 1) % 4 == seat ? (other + 2) % 4 : (other + 1) % 4, new HandValue.HanFu(1, 30), OptionalInt.empty())),
                    OptionalInt.of(other));
            case 6 -> new Report.DealerChoice(rnd.nextBoolean());
            default -> new Report.Undo();
        };
    }

    @ParameterizedTest(name = "{0} seed {1}")
    @CsvSource({"kyoto-club, 1", "kyoto-club, 2", "tenhou, 3", "baochong, 4", "kyoto-club, 5", "baochong, 6"})
    void replayAndUndoRebuildTheSameStates(String preset, long seed) {
        Random rnd = new Random(seed);
        KeepSession session = new KeepSession(RiichiPresets.byName(preset).orElseThrow());
        List<KeepState> history = new ArrayList<>(List.of(session.state()));
        int taken = 0;
        for (int i = 0; i < 400 && session.state().phase() != KeepState.Phase.OVER; i++) {
            Report r = random(rnd);
            KeepState before = session.state();
            int logSize = session.log().size();
            try {
                session.report(r);
            } catch (KeepException e) {
                assertThat(session.state()).as("a refused report changes nothing").isEqualTo(before);
                assertThat(session.log()).hasSize(logSize);
                continue;
            }
            taken++;
            if (r instanceof Report.Undo) {
                history.remove(history.size() - 1);
                assertThat(session.state()).as("undo restores the state before the undone report")
                        .isEqualTo(history.get(history.size() - 1));
            } else {
                history.add(session.state());
            }
            KeepSession replayed = KeepSession.replay(session.rules(), session.log());
            assertThat(replayed.state()).as("replay of the log").isEqualTo(session.state());
            assertThat(replayed.inForce()).isEqualTo(session.inForce());
        }
        assertThat(taken).isGreaterThan(10);
        int total = session.state().scores().stream().mapToInt(Integer::intValue).sum() + session.state().penaltyDeposits()
                + 1000 * session.state().riichiSticks();
        assertThat(total).as("points are neither made nor lost").isEqualTo(100_000);
    }

    @Test
    void undoTakesBackTheLastReportAndIsLogged() {
        KeepSession s = new KeepSession(RiichiPresets.KYOTO_CLUB);
        s.report(R.riichi(1));
        KeepState afterRiichi = s.state();
        s.report(R.ron(2, 1, 3, 30));
        Step undo = s.report(new Report.Undo());
        assertThat(undo.state()).isEqualTo(afterRiichi);
        assertThat(undo.notes()).extracting(Note::english).containsExactly("Undid the win report");
        assertThat(s.log()).hasSize(3);
        assertThat(s.inForce()).containsExactly(R.riichi(1));
        s.report(new Report.Undo());
        assertThatThrownBy(() -> s.report(new Report.Undo())).isInstanceOf(KeepException.class).hasMessageContaining("nothing to undo");
        assertThat(s.log()).hasSize(4);
    }

    @Test
    void theWorkedGameEndsAndOnlyUndoIsAcceptedThen() {
        KeepSession s = new KeepSession(RiichiPresets.KYOTO_CLUB);
        R.kyotoWorked().forEach(s::report);
        assertThatThrownBy(() -> s.report(R.draw())).isInstanceOf(KeepException.class).hasMessageContaining("game is over");
        s.report(new Report.Undo());
        assertThat(s.state().phase()).isEqualTo(KeepState.Phase.PLAYING);
        assertThat(s.state().roundName()).isEqualTo("S4");
    }
}
