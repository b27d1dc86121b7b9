package org.jantaku.cli;

import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.jantaku.riichi.rules.RiichiPresets;
import org.jantaku.riichi.sample.RandomWins;
import org.jantaku.riichi.scoring.RiichiScorer;
import org.jantaku.riichi.scoring.ScoreOutcome;
import org.jantaku.riichi.scoring.WinRequest;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/**
 * {@code jantaku bench score}: full scoring (readings, yaku, fu, points, payments) of seeded
 * random winning hands on one thread, timed after a warm-up.
 */
@Command(name = "score",
        mixinStandardHelpOptions = true,
        versionProvider = VersionProvider.class,
        description = {"Time full Riichi scoring of seeded random winning hands on one thread.",
            "Prints: hands=N scored=S no_yaku=Y checksum=C hands_per_second=X ns_per_hand=T"})
final class BenchScoreCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Option(names = "--hands", defaultValue = "20000", description = "Distinct random hands (default: ${DEFAULT-VALUE}).")
    int hands;

    @Option(names = "--repeat", defaultValue = "20", description = "Timed passes over the hands (default: ${DEFAULT-VALUE}).")
    int repeat;

    @Option(names = "--seed", defaultValue = "1", description = "Random seed (default: ${DEFAULT-VALUE}).")
    long seed;

    @Option(names = "--rules", defaultValue = "score-default", description = "Rules preset (default: ${DEFAULT-VALUE}).")
    String rules;

    @Override
    public Integer call() {
        if (hands < 1 || repeat < 1) {
            throw new picocli.CommandLine.ParameterException(spec.commandLine(), "--hands and --repeat must be at least 1");
        }
        RiichiScorer scorer = new RiichiScorer(org.jantaku.riichi.scoring.jsonl.ScoreRules.preset(rules).rules());
        List<WinRequest> requests = new RandomWins(seed).next(hands);
        long[] first = pass(scorer, requests);
        long warmed = 0;
        for (int i = 0; i < 3 || warmed < 1_000_000; i++) {
            warmed += requests.size();
            pass(scorer, requests);
        }
        long start = System.nanoTime();
        long sink = 0;
        for (int r = 0; r < repeat; r++) {
            sink += pass(scorer, requests)[0];
        }
        long elapsed = System.nanoTime() - start;
        if (sink != first[0] * repeat) {
            throw new IllegalStateException("scoring is not deterministic");
        }
        double ns = (double) elapsed / ((double) requests.size() * repeat);
        spec.commandLine().getOut().println(String.format(Locale.ROOT,
                "hands=%d scored=%d no_yaku=%d checksum=%d hands_per_second=%.0f ns_per_hand=%.1f",
                requests.size(), first[1], requests.size() - first[1], first[0], 1e9 / ns, ns));
        return 0;
    }

    /** {sum of points of the scored hands, number scored}. */
    private static long[] pass(RiichiScorer scorer, List<WinRequest> requests) {
        long sum = 0;
        long scored = 0;
        for (WinRequest r : requests) {
            if (scorer.score(r) instanceof ScoreOutcome.Scored s) {
                sum += s.cost().total();
                scored++;
            }
        }
        return new long[] {sum, scored};
    }
}
