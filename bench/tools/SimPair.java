import java.lang.reflect.Method;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.function.LongConsumer;

/**
 * Compares the simulators of two Jantaku jars on a noisy machine: both are loaded in ONE JVM (a
 * class loader each, so each gets its own JIT-compiled code) and play the same seeded games in
 * alternating chunks on one thread, so that both see the same minutes of the host's load. Prints
 * the CPU-time figures of the whole run and of the least disturbed tenth of the chunks (a chunk is
 * only ever slowed by other load, so the fastest chunks show each jar's own speed best).
 *
 * <p>Run with the source launcher (JDK 21+), from the repository root:
 * <pre>java -XX:+UseSerialGC bench/tools/SimPair.java AGENT CHUNK_GAMES ROUNDS A.jar B.jar [PRESET]</pre>
 * e.g. {@code java -XX:+UseSerialGC bench/tools/SimPair.java tsumogiri 200 80 /tmp/old.jar cli/target/jantaku.jar}.
 * Each jar is copied first, so a rebuild during the run changes nothing. See docs/performance.md.
 */
public class SimPair {
    public static void main(String[] args) throws Exception {
        if (args.length < 5) {
            System.err.println("usage: SimPair AGENT CHUNK_GAMES ROUNDS A.jar B.jar [PRESET]");
            System.exit(2);
        }
        String agent = args[0];
        int chunk = Integer.parseInt(args[1]);
        int rounds = Integer.parseInt(args[2]);
        String preset = args.length > 5 ? args[5] : "tenhou";
        Object[] sims = new Object[2];
        Method[] runs = new Method[2];
        for (int i = 0; i < 2; i++) {
            Path copy = Files.createTempFile("simpair", ".jar");
            copy.toFile().deleteOnExit();
            Files.copy(Path.of(args[3 + i]), copy, StandardCopyOption.REPLACE_EXISTING);
            URLClassLoader loader = new URLClassLoader(new URL[] {copy.toUri().toURL()}, ClassLoader.getPlatformClassLoader());
            Class<?> sim = loader.loadClass("org.jantaku.bots.sim.Simulator");
            sims[i] = sim.getMethod("of", String.class, List.class, long.class)
                    .invoke(null, preset, List.of(agent, agent, agent, agent), 1L);
            runs[i] = sim.getMethod("run", long.class, long.class, int.class, LongConsumer.class);
        }
        LongConsumer none = n -> { };
        int warmUp = 3;
        long[][] cpu = new long[2][rounds];
        List<Double> ratios = new ArrayList<>();
        for (int r = -warmUp; r < rounds; r++) {
            long[] c = new long[2];
            for (int k = 0; k < 2; k++) {
                int i = k ^ (r & 1); // who goes first alternates
                Object outcome = runs[i].invoke(sims[i], (long) (r + warmUp) * chunk, (long) chunk, 1, none);
                c[i] = (long) outcome.getClass().getMethod("cpuNanos").invoke(outcome);
            }
            if (r >= 0) {
                cpu[0][r] = c[0];
                cpu[1][r] = c[1];
                ratios.add(c[0] / (double) c[1]);
            }
        }
        long[] total = {Arrays.stream(cpu[0]).sum(), Arrays.stream(cpu[1]).sum()};
        Collections.sort(ratios);
        int tenth = Math.max(1, rounds / 10);
        long[] best = new long[2];
        for (int i = 0; i < 2; i++) {
            Arrays.sort(cpu[i]);
            for (int k = 0; k < tenth; k++) {
                best[i] += cpu[i][k];
            }
        }
        System.out.printf("preset=%s agents=%s chunks=%d×%d games%n", preset, agent, rounds, chunk);
        System.out.printf("all chunks:    A %.0f  B %.0f hanchan per CPU second, B/A %.3f (median chunk pair %.3f)%n",
                rounds * chunk / (total[0] / 1e9), rounds * chunk / (total[1] / 1e9), total[0] / (double) total[1],
                ratios.get(ratios.size() / 2));
        System.out.printf("fastest tenth: A %.0f  B %.0f hanchan per CPU second, B/A %.3f%n",
                tenth * chunk / (best[0] / 1e9), tenth * chunk / (best[1] / 1e9), best[0] / (double) best[1]);
    }
}
