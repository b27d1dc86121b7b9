package org.jantaku.riichi.tenhou;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.OptionalInt;
import java.util.Set;
import org.jantaku.core.rules.RuleSet;
import org.jantaku.engine.settle.Transfer;
import org.jantaku.riichi.scoring.RiichiScorer;
import org.jantaku.riichi.scoring.ScoreOutcome;
import org.jantaku.riichi.settlement.RiichiPayments;
import org.jantaku.riichi.settlement.Reason;
import org.jantaku.riichi.settlement.Win;
import org.junit.jupiter.api.Test;

/**
 * The payments of every win in the shared Tenhou logs — ron, tsumo, honba, riichi sticks, pao and
 * several ron on one discard — equal the score changes Tenhou recorded ({@code sc}).
 */
class TenhouSettlementTest {
    private static final Set<Integer> PAO_YAKUMAN = Set.of(39, 49); // daisangen, daisuushii

    @Test
    void everyWinPaysWhatTenhouRecorded() {
        List<String> mismatches = new ArrayList<>();
        int groups = 0;
        for (Path file : MjlogFiles.all()) {
            Mjlog log = MjlogFiles.read(file);
            RuleSet rules = TenhouWins.rules(log);
            RiichiScorer scorer = new RiichiScorer(rules);
            RiichiPayments payments = new RiichiPayments(rules);
            Init init = null;
            List<Agari> group = new ArrayList<>();
            for (MjlogEvent e : log.events()) {
                if (e instanceof Agari a) {
                    if (!group.isEmpty() && (a.isTsumo() || group.get(0).isTsumo() || a.fromWho() != group.get(0).fromWho())) {
                        groups++;
                        check(scorer, payments, init, group, file, mismatches);
                        group.clear();
                    }
                    group.add(a);
                    continue;
                }
                if (!group.isEmpty()) {
                    groups++;
                    check(scorer, payments, init, group, file, mismatches);
                    group.clear();
                }
                if (e instanceof Init i) {
                    init = i;
                }
            }
            if (!group.isEmpty()) {
                groups++;
                check(scorer, payments, init, group, file, mismatches);
            }
        }
        assertThat(groups).isGreaterThan(600);
        assertThat(mismatches).as("%d of %d settlements differ", mismatches.size(), groups).isEmpty();
    }

    private static void check(RiichiScorer scorer, RiichiPayments payments, Init init, List<Agari> group, Path file,
            List<String> mismatches) {
        Agari first = group.get(0);
        List<Win> wins = new ArrayList<>();
        int[] expected = new int[4];
        for (Agari a : group) {
            for (int s = 0; s < 4; s++) {
                expected[s] += a.deltas().get(s);
            }
            ScoreOutcome o = scorer.score(TenhouWins.request(init, a));
            if (!(o instanceof ScoreOutcome.Scored scored)) {
                mismatches.add(file.getFileName() + ": not scored " + o);
                return;
            }
            int paoYakuman = (int) a.yakuman().stream().filter(PAO_YAKUMAN::contains).count();
            OptionalInt liable = a.paoWho();
            wins.add(new Win(a.who(), scored.score().basePoints(), liable, liable.isPresent() ? 8000 * paoYakuman : 0));
        }
        List<Transfer<Reason>> transfers = first.isTsumo()
                ? payments.tsumo(wins.get(0), init.dealer(), first.honba(), first.riichiSticks())
                : payments.ron(wins, first.fromWho(), init.dealer(), first.honba(), first.riichiSticks());
        int[] got = Transfer.net(transfers).toList().stream().mapToInt(Integer::intValue).toArray();
        if (!Arrays.equals(got, expected)) {
            mismatches.add(file.getFileName() + " round " + init.round() + ": " + Arrays.toString(got) + " vs tenhou "
                    + Arrays.toString(expected) + " " + transfers);
        }
    }
}
