package org.jantaku.cli;

import java.nio.file.Path;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.jantaku.core.analysis.HandFile;
import org.jantaku.core.analysis.Shanten;
import org.jantaku.core.tile.TileSet;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/**
 * {@code jantaku bench shanten --input FILE [--repeat R]}: the least of standard, seven-pairs and
 * thirteen-orphans shanten for every hand of a file, timed after a warm-up.
 */
@Command(name = "shanten",
        mixinStandardHelpOptions = true,
        versionProvider = VersionProvider.class,
        description = {
            "Time shanten: min(standard, seven pairs, thirteen orphans) for every hand in FILE.",
            "FILE: one hand per line, 14 tile kinds 0-33 separated by spaces (0-8 man, 9-17 pin,"
                + " 18-26 sou, 27-33 E S W N Wh Gr Rd); numbers after the 14th are ignored.",
            "Prints: hands=N checksum=S ns_per_hand=X (S = sum of the shanten values over one pass)."})
final class BenchShantenCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Option(names = "--input", required = true, paramLabel = "FILE", description = "The hands to time.")
    Path input;

    @Option(names = "--repeat", paramLabel = "R", defaultValue = "20",
            description = "Timed passes over the file after the warm-up (default: ${DEFAULT-VALUE}).")
    int repeat;

    @Override
    public Integer call() {
        if (repeat < 1) {
            throw new picocli.CommandLine.ParameterException(spec.commandLine(), "--repeat must be at least 1, not " + repeat);
        }
        int[][] hands = HandFile.read(input);
        Shanten.warmUp();
        long checksum = pass(hands);
        // Warm-up: let the JIT compile the hot path before timing (at least 3 passes and 2 million hands).
        long warmed = 0;
        for (int i = 0; i < 3 || warmed < 2_000_000; i++) {
            warmed += hands.length;
            if (pass(hands) != checksum) {
                throw new IllegalStateException("shanten is not deterministic");
            }
        }
        long sink = 0;
        long start = System.nanoTime();
        for (int r = 0; r < repeat; r++) {
            sink += pass(hands);
        }
        long elapsed = System.nanoTime() - start;
        if (sink != checksum * repeat) {
            throw new IllegalStateException("shanten is not deterministic");
        }
        double nsPerHand = (double) elapsed / ((double) hands.length * repeat);
        spec.commandLine().getOut().println(String.format(Locale.ROOT, "hands=%d checksum=%d ns_per_hand=%.1f",
                hands.length, checksum, nsPerHand));
        return 0;
    }

    private static long pass(int[][] hands) {
        long sum = 0;
        for (int[] counts : hands) {
            sum += Shanten.ofValid(counts, 0, TileSet.STANDARD_136);
        }
        return sum;
    }
}
