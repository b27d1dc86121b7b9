package org.jantaku.cli;

import java.time.Duration;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import org.jantaku.cli.score.ScoreJsonLines;
import org.jantaku.core.tile.Lang;
import org.jantaku.server.HandCalculator;
import org.jantaku.server.JantakuServer;
import org.jantaku.server.ServerConfig;
import org.jantaku.server.storage.Storage;
import org.jantaku.server.table.Limits;
import org.jantaku.server.table.MjaiBots;
import org.jantaku.server.table.Timing;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code jantaku serve}: the table server with its browser UI (docs/server.md). */
@Command(name = "serve",
        mixinStandardHelpOptions = true,
        description = {"Run the table server: play any preset in the browser with friends and bots (docs/server.md).",
            "Open http://localhost:PORT. Games are stored in an SQLite file, by default jantaku-data/jantaku.db",
            "under the working directory (created on first run), or in PostgreSQL with --db jdbc:postgresql://...",
            "Stop with Ctrl-C; a restarted server resumes every table where it was."})
final class ServeCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Option(names = "--port", defaultValue = "8080", description = "HTTP and WebSocket port (0 = any free one). Default: ${DEFAULT-VALUE}.")
    int port;

    @Option(names = "--db", paramLabel = "URL", defaultValue = Storage.DEFAULT_URL,
            description = "Storage JDBC URL: jdbc:sqlite:FILE or jdbc:postgresql://HOST:PORT/DB?user=U&password=P. Default: ${DEFAULT-VALUE}.")
    String db;

    @Option(names = "--bot-delay", paramLabel = "MS", defaultValue = "600", description = "A bot's pause before it acts. Default: ${DEFAULT-VALUE}.")
    long botDelay;

    @Option(names = "--claim-timeout", paramLabel = "MS", defaultValue = "15000",
            description = "Time a person has to answer a claim prompt before the server passes for them (0 = no limit). Default: ${DEFAULT-VALUE}.")
    long claimTimeout;

    @Option(names = "--turn-timeout", paramLabel = "MS", defaultValue = "0",
            description = "Time a person has for their own turn before the server plays the first legal action (0 = no limit). Default: ${DEFAULT-VALUE}.")
    long turnTimeout;

    @Option(names = "--next-hand-seconds", paramLabel = "S", defaultValue = "15",
            description = "Pause between hands: the next hand is dealt when every connected person has pressed OK, or after this"
                    + " many seconds (0 = no pause; a table may choose its own). Default: ${DEFAULT-VALUE}.")
    long nextHandSeconds;

    @Option(names = "--max-tables", paramLabel = "N", defaultValue = "500",
            description = "Running tables at most; creating one more is refused (503, Retry-After). Default: ${DEFAULT-VALUE}.")
    int maxTables;

    @Option(names = "--create-per-minute", paramLabel = "N", defaultValue = "20",
            description = "Tables one client address may create per minute (429, Retry-After). Default: ${DEFAULT-VALUE}.")
    int createPerMinute;

    @Option(names = "--idle-close", paramLabel = "MINUTES", defaultValue = "120",
            description = "A table with people, none of them connected for this long, is closed. Default: ${DEFAULT-VALUE}.")
    long idleClose;

    @Option(names = "--bot-table-idle", paramLabel = "MINUTES", defaultValue = "10",
            description = "A table of bots only that nobody watches for this long is closed. Default: ${DEFAULT-VALUE}.")
    long botTableIdle;

    @Option(names = "--seat-idle", paramLabel = "MINUTES", defaultValue = "10",
            description = "A person not connected for this long while another person plays loses the seat to a bot"
                    + " (推倒胡: 逃跑). Default: ${DEFAULT-VALUE}.")
    long seatIdle;

    @Option(names = "--mjai-bot", paramLabel = "NAME=COMMAND",
            description = {"Registers an external bot speaking the mjai protocol (repeatable): a Riichi table's bot seat may then"
                    + " be mjai:NAME (seat=bot:mjai:NAME). The program is started with its seat as last argument, one per seat"
                    + " and game. Only registered commands run: a table request cannot name a program.",
                "E.g. --mjai-bot 'example=python3 bots/mjai/example_bot.py'."})
    List<String> mjaiBots = new ArrayList<>();

    @Option(names = "--mjai-timeout", paramLabel = "SECONDS", defaultValue = "10",
            description = "How long an mjai bot may take for one decision before a safe default is played and the bot is"
                    + " restarted. Default: ${DEFAULT-VALUE}.")
    double mjaiTimeout;

    @Override
    public Integer call() throws InterruptedException {
        MjaiBots mjai;
        try {
            mjai = MjaiBots.of(mjaiBots, SimulateCommand.seconds("--mjai-timeout", mjaiTimeout));
        } catch (IllegalArgumentException e) {
            throw new picocli.CommandLine.ParameterException(spec.commandLine(), e.getMessage());
        }
        Timing timing;
        try {
            timing = new Timing(Duration.ofMillis(botDelay), Duration.ofMillis(claimTimeout), Duration.ofMillis(turnTimeout),
                    Duration.ofSeconds(nextHandSeconds));
        } catch (IllegalArgumentException e) {
            throw new picocli.CommandLine.ParameterException(spec.commandLine(), "--bot-delay, --claim-timeout, --turn-timeout and"
                    + " --next-hand-seconds: " + e.getMessage());
        }
        Limits limits;
        try {
            limits = Limits.DEFAULT.withMaxTables(maxTables).withCreatePerMinute(createPerMinute)
                    .withIdleClose(Duration.ofMinutes(idleClose)).withBotTableIdle(Duration.ofMinutes(botTableIdle))
                    .withSeatIdle(Duration.ofMinutes(seatIdle));
        } catch (IllegalArgumentException e) {
            throw new picocli.CommandLine.ParameterException(spec.commandLine(), "--max-tables, --create-per-minute, --idle-close,"
                    + " --bot-table-idle and --seat-idle must be at least 1");
        }
        JantakuServer server = JantakuServer.start(new ServerConfig(port, db, timing, Optional.of(calculator()), limits, mjai));
        CountDownLatch stopped = new CountDownLatch(1);
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            server.close();
            stopped.countDown();
        }, "jantaku-serve-stop"));
        spec.commandLine().getOut().println("jantaku server on http://localhost:" + server.port() + " (storage: " + db + ")");
        spec.commandLine().getOut().flush();
        stopped.await();
        return 0;
    }

    /** The same scorer as {@code jantaku score --jsonl}, one per language. */
    static HandCalculator calculator() {
        Map<Lang, ScoreJsonLines> scorers = new EnumMap<>(Lang.class);
        return (request, lang) -> {
            synchronized (scorers) {
                return scorers.computeIfAbsent(lang, ScoreJsonLines::new).answer(request);
            }
        };
    }
}
