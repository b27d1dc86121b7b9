package org.jantaku.cli;

import java.util.concurrent.Callable;
import org.jantaku.server.load.ServerLoad;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/** {@code jantaku bench server}: the bounded load benchmark of the table server (docs/server.md). */
@Command(name = "server",
        mixinStandardHelpOptions = true,
        description = {"Load benchmark of the table server on loopback: TABLES tables, each with three bots and one seat",
            "played over a WebSocket by the benchmark, plus reading watchers and watchers that never read. Prints the",
            "p50/p99/max action round trip, applied actions (each stored, then sent) and frames per second, and the",
            "slowest /api/health answer during the run."})
final class BenchServerCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Option(names = "--tables", defaultValue = "200", description = "Concurrent tables. Default: ${DEFAULT-VALUE}.")
    int tables;

    @Option(names = "--actions", defaultValue = "100", description = "Actions of the benchmark's player per table (the bound). Default: ${DEFAULT-VALUE}.")
    int actions;

    @Option(names = "--listeners", defaultValue = "1", description = "Reading watchers per table. Default: ${DEFAULT-VALUE}.")
    int listeners;

    @Option(names = "--stalled-watchers", paramLabel = "N", defaultValue = "10",
            description = "Watchers that complete the WebSocket handshake and never read, one per table from the first. Default: ${DEFAULT-VALUE}.")
    int stalled;

    @Option(names = "--bot-delay", paramLabel = "MS", defaultValue = "600",
            description = "A bot's pause before it acts, as on a server people play on. Default: ${DEFAULT-VALUE}.")
    long botDelay;

    @Option(names = "--seed", defaultValue = "1", description = "Seed of the tables and of the player's choices. Default: ${DEFAULT-VALUE}.")
    long seed;

    @Override
    public Integer call() throws Exception {
        if (tables < 1 || actions < 1 || listeners < 0 || stalled < 0 || botDelay < 0) {
            throw new picocli.CommandLine.ParameterException(spec.commandLine(),
                    "--tables and --actions must be at least 1, --listeners, --stalled-watchers and --bot-delay at least 0");
        }
        spec.commandLine().getOut().println(ServerLoad.run(new ServerLoad.Load(tables, actions, listeners, stalled,
                java.time.Duration.ofMillis(botDelay), seed)));
        return 0;
    }
}
