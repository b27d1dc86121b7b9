package org.jantaku.riichi.tenhou;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigDecimal;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.jantaku.riichi.settlement.FinalScores;
import org.junit.jupiter.api.Test;

/**
 * The end-of-game settlement (ranks, leftover sticks to the top, uma, oka, 五捨六入) reproduces the
 * final scores and points Tenhou recorded ({@code owari}) for every finished game in the shared data.
 */
class TenhouFinalScoreTest {

    @Test
    void everyFinishedGameEndsAsTenhouSays() {
        List<String> mismatches = new ArrayList<>();
        int games = 0;
        for (Path file : MjlogFiles.all()) {
            Mjlog log = MjlogFiles.read(file);
            int[] scores = null;
            int sticks = 0;
            Optional<Owari> owari = Optional.empty();
            for (MjlogEvent e : log.events()) {
                if (e instanceof Agari a) {
                    scores = after(a.scores(), a.deltas());
                    sticks = 0;
                    owari = a.owari();
                } else if (e instanceof Ryuukyoku r) {
                    scores = after(r.scores(), r.deltas());
                    sticks = r.riichiSticks();
                    owari = r.owari();
                }
            }
            if (owari.isEmpty()) {
                continue;
            }
            games++;
            FinalScores.Result result = FinalScores.settle(scores, log.firstDealer(), sticks, TenhouWins.rules(log));
            List<Integer> expectedPoints = owari.get().points().stream()
                    .map(p -> p.multiply(BigDecimal.TEN).intValueExact()).toList();
            if (!result.scores().equals(owari.get().scores()) || !result.points().equals(expectedPoints)) {
                mismatches.add(file.getFileName() + ": " + result + " vs tenhou " + owari.get());
            }
        }
        assertThat(games).isGreaterThan(30);
        assertThat(mismatches).isEmpty();
    }

    private static int[] after(List<Integer> scores, List<Integer> deltas) {
        int[] s = new int[4];
        for (int i = 0; i < 4; i++) {
            s[i] = scores.get(i) + deltas.get(i);
        }
        return s;
    }
}
