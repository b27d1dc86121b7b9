package org.jantaku.riichi.keep;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.jantaku.riichi.penalty.Fact;
import org.jantaku.riichi.penalty.Penalties;
import org.jantaku.riichi.rules.RiichiPresets;
import org.jantaku.riichi.settlement.FinalScores;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Penalty 7-01-01 (錯和後の順位) in a scorekept tenhou game: with b each chombo lowers its offender
 * one place in the final settlement, with a the places follow the scores.
 */
class ChomboRanksTest {
    /**
     * In East 1 the listed seats lay down a false win (7-05-01 b exposed: a chombo, the hand replayed),
     * North then pays East, and eight exhaustive draws end the game (the last place cannot drop).
     */
    @ParameterizedTest(name = "7-01-01 {0}, chombo by {1}")
    @CsvSource(delimiter = '|', textBlock = """
            # letter | chombo seats | North pays | final scores            | ranks   | points
            a        | 0            | 20000      | 33000 29000 29000 9000  | 1 2 3 4 | 43.0 9.0 -11.0 -41.0
            b        | 0            | 20000      | 33000 29000 29000 9000  | 2 1 3 4 | 13.0 39.0 -11.0 -41.0
            b        | 3            | 4000       | 33000 27000 27000 13000 | 1 2 3 4 | 43.0 7.0 -13.0 -37.0
            b        | 0 1          | 20000      | 37000 21000 31000 11000 | 2 4 1 3 | 17.0 -29.0 41.0 -29.0
            """)
    void eachChomboLowersItsOffenderOnePlace(String letter, String seats, int northPays, String scores, String ranks,
            String points) {
        KeepSession s = new KeepSession(RiichiPresets.TENHOU.rules().with(Penalties.key("7-01-01"), letter));
        List<Report> reports = new ArrayList<>();
        for (String seat : seats.split(" ")) {
            reports.add(R.foul("7-05-01", Integer.parseInt(seat), Fact.EXPOSED));
        }
        reports.add(R.pay(3, 0, northPays));
        for (int hand = 0; hand < 8; hand++) {
            reports.add(R.draw());
        }
        reports.forEach(s::report);
        assertThat(s.state().phase()).isEqualTo(KeepState.Phase.OVER);
        FinalScores.Result r = s.state().result().orElseThrow();
        assertThat(r.scores()).isEqualTo(ints(scores));
        assertThat(r.ranks()).isEqualTo(ints(ranks));
        List<String> text = new ArrayList<>();
        for (int seat = 0; seat < 4; seat++) {
            text.add(r.pointsText(seat));
        }
        assertThat(String.join(" ", text)).isEqualTo(points);
    }

    private static List<Integer> ints(String text) {
        return Arrays.stream(text.split(" +")).map(Integer::valueOf).toList();
    }
}
