package org.jantaku.cli;

import java.util.Arrays;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.jantaku.core.rules.RuleSet;
import org.jantaku.riichi.game.RiichiGame;
import org.jantaku.riichi.rules.RiichiPresets;
import org.jantaku.riichi.sample.Bot;
import org.jantaku.riichi.sample.SelfPlay;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code jantaku bench engine}: whole games played by four bots through the engine (toAct,
 * legalActions, apply) on one thread, timed after a warm-up that lasts until the JIT compiler settles
 * ({@link WarmUp}); the median of several runs.
 */
@Command(name = "engine",
        mixinStandardHelpOptions = true,
        versionProvider = VersionProvider.class,
        description = {"Time whole Riichi games (hanchan under Tenhou rules) played by bots on one thread.",
            "Prints: games=N agents=A rules=R steps=S checksum=C hanchan_per_second=X steps_per_second=Y warm_up_seconds=W",
            "jit_settled=B (medians of the runs, after a warm-up that lasts until the JIT compiler settles)"})
final class BenchEngineCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Option(names = "--games", defaultValue = "200", description = "Games per timed run (default: ${DEFAULT-VALUE}).")
    int games;

    @Option(names = "--runs", defaultValue = "5", description = "Timed runs; the median is printed (default: ${DEFAULT-VALUE}).")
    int runs;

    @Option(names = "--agents", defaultValue = "tsumogiri",
            description = "Bots: random (any legal action) or tsumogiri (win if possible, else discard the drawn tile; never call) (default: ${DEFAULT-VALUE}).")
    String agents;

    @Option(names = "--rules", defaultValue = "tenhou", description = "Rules preset (default: ${DEFAULT-VALUE}).")
    String rules;

    @Mixin
    WarmUpOptions warmUp;

    @Option(names = "--seed", defaultValue = "1", description = "Seed of the first game (default: ${DEFAULT-VALUE}).")
    long seed;

    @Override
    public Integer call() {
        if (games < 1 || runs < 1) {
            throw new picocli.CommandLine.ParameterException(spec.commandLine(), "--games and --runs must be at least 1");
        }
        warmUp.check(spec.commandLine());
        Bot bot;
        RuleSet ruleSet;
        try {
            bot = Bot.parse(agents);
            ruleSet = RiichiPresets.byName(rules).orElseThrow(() -> new IllegalArgumentException(
                    "unknown rules preset '" + rules + "' (" + RiichiPresets.all().stream().map(p -> p.name()).toList() + ")"))
                    .rules();
        } catch (IllegalArgumentException e) {
            throw new picocli.CommandLine.ParameterException(spec.commandLine(), e.getMessage());
        }
        SelfPlay play = new SelfPlay(new RiichiGame(), ruleSet, bot);
        WarmUpOptions.Warmed<long[]> warmed = warmUp.run(() -> run(play));
        long[] first = warmed.first();
        WarmUp warm = warmed.warmUp();
        double[] gamesPerSecond = new double[runs];
        double[] stepsPerSecond = new double[runs];
        for (int r = 0; r < runs; r++) {
            long start = System.nanoTime();
            long[] result = run(play);
            double seconds = (System.nanoTime() - start) / 1e9;
            if (result[0] != first[0] || result[1] != first[1]) {
                throw new IllegalStateException("self-play is not deterministic");
            }
            gamesPerSecond[r] = games / seconds;
            stepsPerSecond[r] = result[0] / seconds;
        }
        spec.commandLine().getOut().println(String.format(Locale.ROOT,
                "games=%d agents=%s rules=%s steps=%d checksum=%d hanchan_per_second=%.1f steps_per_second=%.0f"
                        + " warm_up_seconds=%.1f jit_settled=%b",
                games, agents, rules, first[0], first[1], median(gamesPerSecond), median(stepsPerSecond), warm.seconds(),
                warm.settled()));
        return 0;
    }

    /** {steps, checksum} of the games {@code seed … seed + games − 1}. */
    private long[] run(SelfPlay play) {
        long steps = 0;
        long checksum = 0;
        for (int g = 0; g < games; g++) {
            SelfPlay.Played p = play.play(seed + g);
            steps += p.steps();
            checksum = 31 * checksum + p.checksum();
        }
        return new long[] {steps, checksum};
    }

    static double median(double[] values) {
        double[] v = values.clone();
        Arrays.sort(v);
        int n = v.length;
        return n % 2 == 1 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
    }
}
