package org.jantaku.bots.mjai;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.File;
import java.io.IOException;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import org.jantaku.core.rules.RuleSet;
import org.jantaku.core.tile.Tile;
import org.jantaku.engine.agent.AgentFactory;
import org.jantaku.engine.agent.WatchingAgent;
import org.jantaku.riichi.game.RiichiAction;
import org.jantaku.riichi.game.RiichiEvent;
import org.jantaku.riichi.game.RiichiObservation;
import org.jantaku.riichi.tenhou.MjaiEvents;

/**
 * A seat played by an external program speaking the mjai bot protocol over its standard input and output, as
 * mjai.app runs its bots ({@code docs/mjai-bots.md}): the program is started with its seat as last argument;
 * whenever the seat is to decide, it is sent one line, a JSON array of the events since its last request (the
 * first holds {@code start_game} with its {@code id}; the others' dealt tiles and draws are {@code ?}), and
 * answers one line, a JSON action ({@link MjaiAnswer}). After a {@code reach} it is sent {@code [reach]} and
 * answers its discard. Decisions mjai has no word for (a tenpai declaration at the draw, a last dealer's
 * play-on) are not asked: the first legal one is taken (tenpai shown, play on).
 *
 * <p>Faults do not harm the game: a bot that does not answer within the limit, has exited or exits, or answers
 * what is not legal plays the safe default instead (ツモ切り: the drawn tile, else the last discard offered; in a
 * claim window a pass), the fault is counted ({@link #faults}) and written to the log with the bot's line and
 * the tail of its standard error, and the program is ended and started again at the next decision, told
 * {@code start_game} and the hand so far. The program is ended when the game is (after its last events), or
 * when the agent is closed.
 */
public final class MjaiAgent implements WatchingAgent<RiichiAction, RiichiObservation, RiichiEvent> {
    private final MjaiCommand command;
    private final int seat;
    private final BridgeOptions options;
    private final MjaiFeed feed;
    private Optional<BotProcess> process = Optional.empty();
    private boolean fresh;
    private long faults;

    MjaiAgent(MjaiCommand command, RuleSet rules, int seat, BridgeOptions options) {
        this.command = command;
        this.seat = seat;
        this.options = options;
        this.feed = new MjaiFeed(rules, seat, options.names());
    }

    /**
     * The agents {@code mjai:COMMAND} under {@code rules}: one program per seat and game, started at the seat's
     * first decision.
     *
     * @throws IllegalArgumentException for a name that is not {@code mjai:COMMAND}, a command whose program is not
     *     found, or rules mjai cannot show (red fives other than one per suit or none)
     */
    public static AgentFactory<RiichiAction, RiichiObservation> factory(String name, RuleSet rules, BridgeOptions options) {
        MjaiCommand command = MjaiCommand.of(name);
        MjaiEvents.redFives(rules);
        check(command);
        return (seat, seed) -> new MjaiAgent(command, rules, seat, options);
    }

    /**
     * Checks that the program of {@code command} is there (a path to a file, or a name found on the PATH).
     *
     * @throws IllegalArgumentException naming the program when it is not
     */
    public static void check(MjaiCommand command) {
        String program = command.words().get(0);
        if (!found(program)) {
            throw new IllegalArgumentException("mjai agent '" + command + "': the program '" + program + "' is not found"
                    + (program.contains("/") ? "" : " on the PATH"));
        }
    }

    private static boolean found(String program) {
        if (program.contains(File.separator) || program.contains("/")) {
            return new File(program).isFile();
        }
        String path = System.getenv("PATH");
        if (path == null) {
            return true; // nothing to look in: let starting it tell
        }
        for (String dir : path.split(File.pathSeparator)) {
            if (new File(dir, program).canExecute()) {
                return true;
            }
        }
        return false;
    }

    @Override
    public void seen(List<RiichiEvent> events) {
        feed.seen(events);
        if (!events.isEmpty() && events.get(events.size() - 1) instanceof RiichiEvent.GameEnded) {
            process.ifPresent(p -> {
                try {
                    p.send(batch(feed.take())); // end_kyoku, end_game: no answer is read
                } catch (IOException e) {
                    // it exited already
                }
            });
            close();
        }
    }

    @Override
    public RiichiAction choose(RiichiObservation view, List<RiichiAction> legal, Duration timeLimit) {
        if (!MjaiAnswer.asksBot(legal)) {
            return legal.get(0);
        }
        String line = "";
        try {
            running();
            feed.beforeClaim(view);
            line = exchange();
            MjaiAnswer.Reading r = MjaiAnswer.read(line, seat, legal, view.table().drawn(), feed.redFives(), false);
            if (r instanceof MjaiAnswer.Reach) {
                feed.ownReach();
                line = exchange();
                r = MjaiAnswer.read(line, seat, legal, view.table().drawn(), feed.redFives(), true);
            }
            return switch (r) {
                case MjaiAnswer.Chosen c -> c.action();
                case MjaiAnswer.Reach x -> throw new IllegalStateException("a second reach");
                case MjaiAnswer.Refused no -> fault("answered what is not legal: " + no.why(), line, view, legal);
            };
        } catch (Fault f) {
            return fault(f.getMessage(), line, view, legal);
        }
    }

    /** A request: the events not yet sent, one line; the answer, one line. */
    private String exchange() throws Fault {
        BotProcess p = running();
        List<ObjectNode> events = feed.take();
        long start = System.nanoTime();
        try {
            p.send(batch(events));
        } catch (IOException e) {
            throw new Fault("no longer reads its input (" + p.exitStatus() + ")");
        }
        Duration limit = fresh ? options.startTimeout() : options.timeout();
        BotProcess.Read read;
        try {
            read = p.read(limit);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new Fault("interrupted while waiting for its answer");
        }
        return switch (read) {
            case BotProcess.Answered a -> {
                options.roundTrip().accept(System.nanoTime() - start);
                fresh = false;
                yield a.line();
            }
            case BotProcess.Ended e -> throw new Fault("ended without answering (" + p.exitStatus() + ")");
            case BotProcess.TimedOut t -> throw new Fault("did not answer within " + seconds(limit));
        };
    }

    /** The running program, started (and told the game so far) when there is none. */
    private BotProcess running() throws Fault {
        if (process.isPresent()) {
            return process.get();
        }
        try {
            BotProcess p = BotProcess.start(command.forSeat(seat), "mjai seat " + seat);
            process = Optional.of(p);
            fresh = true;
            feed.restart();
            return p;
        } catch (IOException e) {
            throw new Fault("could not be started: " + e.getMessage());
        }
    }

    private static String batch(List<ObjectNode> events) {
        ArrayNode a = JsonNodeFactory.instance.arrayNode();
        events.forEach(a::add);
        return a.toString();
    }

    /** A fault: counted, logged with the bot's words, the program ended (started again at the next decision), the safe default played. */
    private RiichiAction fault(String what, String line, RiichiObservation view, List<RiichiAction> legal) {
        faults++;
        RiichiAction safe = safeDefault(view.table().drawn(), legal);
        String tail = process.map(BotProcess::errTail).orElse("");
        process.ifPresent(BotProcess::kill);
        process = Optional.empty();
        options.log().accept("mjai bot of seat " + seat + " (" + command + "): fault " + faults + ": " + what
                + (line.isEmpty() ? "" : "; its answer: " + abbreviated(line)) + "; played " + describe(safe)
                + " instead; the bot is restarted at its next decision"
                + (tail.isBlank() ? "" : "; the end of its standard error:\n" + tail.indent(4).stripTrailing()));
        return safe;
    }

    /**
     * The move played for a bot that could not make it: in a claim window a pass; on a turn the tile just drawn
     * (ツモ切り), else the last discard offered; never a win or a call.
     */
    static RiichiAction safeDefault(Optional<Tile> drawn, List<RiichiAction> legal) {
        RiichiAction last = legal.get(legal.size() - 1);
        for (RiichiAction a : legal) {
            if (a instanceof RiichiAction.Pass) {
                return a;
            }
        }
        if (drawn.isPresent() && legal.contains(RiichiAction.Discard.of(drawn.get()))) {
            return RiichiAction.Discard.of(drawn.get());
        }
        for (int i = legal.size() - 1; i >= 0; i--) {
            if (legal.get(i) instanceof RiichiAction.Discard) {
                return legal.get(i);
            }
        }
        return last;
    }

    private String describe(RiichiAction a) {
        return switch (a) {
            case RiichiAction.Pass x -> "a pass";
            case RiichiAction.Discard d -> "the discard of " + feed.name(d.tile());
            default -> a.toString();
        };
    }

    private static String abbreviated(String line) {
        return line.length() > 300 ? line.substring(0, 300) + "…" : line;
    }

    private static String seconds(Duration d) {
        return d.toMillis() % 1000 == 0 ? d.toSeconds() + " s" : d.toMillis() + " ms";
    }

    @Override
    public long faults() {
        return faults;
    }

    @Override
    public void close() {
        process.ifPresent(BotProcess::close);
        process = Optional.empty();
    }

    /** What went wrong with a request. */
    private static final class Fault extends Exception {
        Fault(String message) {
            super(message, null, false, false);
        }
    }
}
