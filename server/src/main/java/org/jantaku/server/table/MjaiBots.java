package org.jantaku.server.table;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.function.Consumer;
import org.jantaku.bots.VariantBots;
import org.jantaku.bots.mjai.BridgeOptions;
import org.jantaku.bots.mjai.MjaiAgent;
import org.jantaku.bots.mjai.MjaiCommand;

/**
 * The external mjai bots the server's operator registered ({@code jantaku serve --mjai-bot NAME=COMMAND}): a
 * Riichi table's bot seat names one as {@code mjai:NAME} ({@code seat=bot:mjai:NAME}). A command never comes
 * from a client — a table request naming any other {@code mjai:} agent is refused — so nobody can make the
 * server run a program of their choosing.
 *
 * @param commands each registered bot's command, by name
 * @param timeout how long a bot may take for one decision before the safe default is played
 */
public record MjaiBots(Map<String, MjaiCommand> commands, Duration timeout) {
    /** No registered bot. */
    public static final MjaiBots NONE = new MjaiBots(Map.of(), BridgeOptions.DEFAULT_TIMEOUT);

    public MjaiBots {
        commands = Map.copyOf(commands);
        if (timeout.isNegative() || timeout.isZero()) {
            throw new IllegalArgumentException("the mjai bots' time limit must be positive, not " + timeout);
        }
    }

    /**
     * The bots of {@code NAME=COMMAND} specifications.
     *
     * @throws IllegalArgumentException for a specification without {@code =}, a name that is not letters, digits,
     *     {@code -} and {@code _}, a name given twice, a bad command or one whose program is not found
     */
    public static MjaiBots of(List<String> specs, Duration timeout) {
        Map<String, MjaiCommand> out = new TreeMap<>();
        for (String spec : specs) {
            int eq = spec.indexOf('=');
            if (eq < 0) {
                throw new IllegalArgumentException("--mjai-bot '" + spec + "': NAME=COMMAND expected");
            }
            String name = spec.substring(0, eq).strip();
            if (!name.matches("[A-Za-z0-9_-]{1,40}")) {
                throw new IllegalArgumentException("--mjai-bot '" + spec + "': the name must be 1-40 letters, digits, - or _");
            }
            MjaiCommand command = MjaiCommand.of(MjaiCommand.PREFIX + spec.substring(eq + 1));
            MjaiAgent.check(command);
            if (out.put(name, command) != null) {
                throw new IllegalArgumentException("--mjai-bot: the name '" + name + "' is given twice");
            }
        }
        return new MjaiBots(out, timeout);
    }

    /** The seat names of the registered bots ({@code mjai:NAME}) for a variant's tables: those that seat mjai bots. */
    public List<String> agentNames(VariantBots<?, ?, ?, ?> bots) {
        List<String> out = new ArrayList<>();
        if (bots.seatsMjaiBots()) {
            commands.keySet().forEach(n -> out.add(MjaiCommand.PREFIX + n));
        }
        return out;
    }

    /** Whether a seat's agent name is an mjai bot's ({@code mjai:…}). */
    public static boolean named(String agent) {
        return MjaiCommand.named(agent);
    }

    /** The agent name the bots module runs for the seat agent {@code mjai:NAME}: its registered command, when there is one. */
    public Optional<String> command(String seatAgent) {
        if (!named(seatAgent)) {
            return Optional.empty();
        }
        return Optional.ofNullable(commands.get(seatAgent.substring(MjaiCommand.PREFIX.length()))).map(MjaiCommand::agentName);
    }

    /** How a table's mjai bots are run: this time limit, faults to {@code log}. */
    public BridgeOptions bridge(Consumer<String> log) {
        return BridgeOptions.DEFAULT.withTimeout(timeout).withLog(log);
    }
}
