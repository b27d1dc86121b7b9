package org.jantaku.riichi.tenhou;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.jantaku.core.tile.Wind;
import org.jantaku.riichi.scoring.RiichiScorer;
import org.jantaku.riichi.scoring.ScoreOutcome;
import org.jantaku.riichi.scoring.WinRequest;
import org.jantaku.riichi.scoring.WinSituation;
import org.junit.jupiter.api.Test;

/**
 * Every win (AGARI) in the shared Tenhou logs scored under the {@code tenhou} preset reproduces
 * what Tenhou recorded: han, fu (not for yakuman, where Tenhou's fu field means nothing), points,
 * limit and the list of yaku with their han. The situational yaku (riichi, ippatsu, rinshan …)
 * are given as inputs, read from the record; everything else is computed from the tiles.
 */
class TenhouAgariScoreTest {
    /** Tenhou's yaku ids as the scorer's keys. */
    static String key(int id) {
        return TenhouYaku.keyOf(id);
    }

    @Test
    void everyAgariMatchesTenhou() {
        List<String> mismatches = new ArrayList<>();
        int checked = 0;
        for (Path file : MjlogFiles.all()) {
            Mjlog log = MjlogFiles.read(file);
            RiichiScorer scorer = new RiichiScorer(TenhouWins.rules(log));
            Init init = null;
            for (MjlogEvent e : log.events()) {
                if (e instanceof Init i) {
                    init = i;
                } else if (e instanceof Agari a) {
                    checked++;
                    String problem = check(scorer, init, a);
                    if (!problem.isEmpty()) {
                        mismatches.add(file.getFileName() + " round " + init.round() + " who " + a.who() + ": " + problem);
                    }
                }
            }
        }
        assertThat(checked).isGreaterThan(600);
        assertThat(mismatches).as("%d of %d wins differ", mismatches.size(), checked).isEmpty();
    }

    static String check(RiichiScorer scorer, Init init, Agari a) {
        WinRequest request = TenhouWins.request(init, a);
        WinSituation s = request.situation();
        Wind seat = s.seatWind();
        ScoreOutcome outcome = scorer.score(request);
        if (!(outcome instanceof ScoreOutcome.Scored scored)) {
            return "not scored: " + outcome + " for " + request.hand();
        }
        var score = scored.score();
        Map<String, Integer> expected = new TreeMap<>();
        for (var y : a.yaku()) {
            if (y.han() > 0) {
                expected.merge(key(y.id()), y.han(), Integer::sum);
            }
        }
        for (int id : a.yakuman()) {
            expected.merge(key(id), 13, Integer::sum);
        }
        Map<String, Integer> got = new TreeMap<>();
        for (var y : score.yaku()) {
            got.merge(y.yaku().key(), y.han(), Integer::sum);
        }
        int expectedHan = a.yakuman().isEmpty() ? a.han() : 13 * a.yakuman().size();
        int points = scored.cost().handPoints(s.dealer(), s.tsumo());
        List<String> diffs = new ArrayList<>();
        if (!expected.equals(got)) {
            diffs.add("yaku " + got + " vs tenhou " + expected);
        }
        if (score.han() != expectedHan) {
            diffs.add("han " + score.han() + " vs " + expectedHan);
        }
        if (a.yakuman().isEmpty() && score.fu() != a.fu()) {
            diffs.add("fu " + score.fu() + " vs " + a.fu());
        }
        if (points != a.points()) {
            diffs.add("points " + points + " vs " + a.points());
        }
        if (!diffs.isEmpty()) {
            diffs.add("hand " + request.hand() + " win " + a.machi().mpsz() + (s.tsumo() ? " tsumo" : " ron") + " seat "
                    + seat + " round " + s.roundWind());
        }
        return String.join("; ", diffs);
    }

}
