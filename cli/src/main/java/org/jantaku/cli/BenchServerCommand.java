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
            "played over a WebSocket by the benchmark, plus listening sockets. Prints the p50/p99 action round trip",
            "and applied actions (each stored, then sent) and frames per second."})
final class BenchServerCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Option(names = "--tables", defaultValue = "200", description = "Concurrent tables. Default: ${DEFAULT-VALUE}.")
    int tables;

    @Option(names = "--actions", defaultValue = "100", description = "Actions of the benchmark's player per table (the bound). Default: ${DEFAULT-VALUE}.")
    int actions;

    @Option(names = "--listeners", defaultValue = "1", description = "Listening sockets per table. Default: ${DEFAULT-VALUE}.")
    int listeners;

    @Option(names = "--seed", defaultValue = "1", description = "Seed of the tables and of the player's choices. Default: ${DEFAULT-VALUE}.")
    long seed;

    @Override
    public Integer call() throws Exception {
        if (tables < 1 || actions < 1 || listeners < 0) {
            throw new picocli.CommandLine.ParameterException(spec.commandLine(), "--tables and --actions must be at least 1, --listeners at least 0");
        }
        spec.commandLine().getOut().println(ServerLoad.run(tables, actions, listeners, seed));
        return 0;
    }
}
