package org.jantaku.riichi.game;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.TreeSet;
import org.jantaku.core.rules.RuleSet;
import org.jantaku.engine.contract.Transition;
import org.jantaku.engine.table.ClaimWindow;
import org.jantaku.engine.table.Phase;
import org.jantaku.engine.table.PondTile;
import org.jantaku.engine.table.Seat;
import org.jantaku.engine.table.TableEvent;
import org.jantaku.riichi.rules.RiichiPresets;
import org.jantaku.riichi.rules.RiichiRules;

/**
 * The golden games that lock the engine's behaviour: seeded games played with {@link SeededPolicy},
 * summarised as the legal-action counts of sampled steps, the final scores and stable hashes of
 * every step's legal actions, every state and the whole event stream. {@link LegalActionCountsTest}
 * compares them with the files under {@code src/test/resources/org/jantaku/riichi/game/}.
 *
 * <p>To regenerate the files (only when a change of behaviour is intended), run from the worktree root
 * {@code ./mvnw -B -o test -pl riichi -am -Dtest=LegalActionCountsTest -Dsurefire.failIfNoSpecifiedTests=false
 * -Djantaku.golden.write=true}, or this class's {@code main} with the module folder as working directory.
 */
final class GoldenGames {
    /** Games per rule variant. */
    static final int GAMES = 40;
    /** Every this many steps the seat to act and its legal-action count are written out. */
    static final int SAMPLE_EVERY = 10;
    /** Where the files are kept, relative to the riichi module. */
    static final Path SOURCE_DIR = Path.of("src/test/resources/org/jantaku/riichi/game");

    private GoldenGames() {
    }

    /** The rule variants, by the name used in the file names. */
    static Map<String, RuleSet> variants() {
        RuleSet tenhou = RiichiPresets.TENHOU.rules();
        return Map.of(
                "tenhou", tenhou,
                "tonpuu-kiriage", tenhou.with(RiichiRules.GAME_LENGTH, "tonpuu").with(RiichiRules.KIRIAGE_MANGAN, true)
                        .with(RiichiRules.ABORTIVE_KYUUSHU, "forcedTiles>9").with(RiichiRules.FURITEN_RIICHI, false)
                        .with(RiichiRules.KARATEN, "needLiveTile"),
                "headBump-noAbortive", tenhou.with(RiichiRules.MULTIPLE_RON, "headBump")
                        .with(RiichiRules.ABORTIVE_SUUFON_RENDA, false).with(RiichiRules.NAGASHI_MANGAN, "asWin")
                        .with(RiichiRules.HONBA_ON_DRAW, "onlyRenchan").with(RiichiRules.KUIKAE, "allowed")
                        .with(RiichiRules.RIICHI_ANKAN, "anyTenpai"));
    }

    /** The seed of game {@code g} of a variant. */
    static long seed(String variant, int g) {
        return 7919L * variant.hashCode() + g;
    }

    /** The file name of a variant's golden games. */
    static String fileName(String variant) {
        return "legal-actions-" + variant + ".txt";
    }

    /** One sampled step: the seat to act (the lowest when several are) and its number of legal actions. */
    record Sample(int step, int seat, int count) {
        @Override
        public String toString() {
            return step + ":" + seat + ":" + count;
        }

        static Sample parse(String text) {
            String[] p = text.split(":");
            return new Sample(Integer.parseInt(p[0]), Integer.parseInt(p[1]), Integer.parseInt(p[2]));
        }
    }

    /**
     * A game's summary.
     *
     * @param steps actions applied until the game was over
     * @param scores final points by seat
     * @param actionsHash hash of every seat's legal actions at every step
     * @param statesHash hash of {@link #describe} of every state
     * @param eventsHash hash of every event's {@code toString()}
     */
    record Game(long seed, int steps, List<Integer> scores, long actionsHash, long statesHash, long eventsHash,
            List<Sample> samples) {

        String toText() {
            StringBuilder sb = new StringBuilder();
            sb.append("game ").append(seed).append(" steps=").append(steps).append(" scores=")
                    .append(scores.get(0)).append(',').append(scores.get(1)).append(',').append(scores.get(2)).append(',')
                    .append(scores.get(3)).append(" actions=").append(Long.toHexString(actionsHash))
                    .append(" states=").append(Long.toHexString(statesHash))
                    .append(" events=").append(Long.toHexString(eventsHash)).append('\n');
            sb.append("counts");
            for (Sample x : samples) {
                sb.append(' ').append(x);
            }
            return sb.append('\n').toString();
        }
    }

    /** Plays one game to its end. */
    static Game play(RiichiGame game, RuleSet rules, long seed) {
        Transition<RiichiState, RiichiEvent> start = game.start(rules, seed);
        RiichiState s = start.state();
        Hash events = new Hash();
        Hash actions = new Hash();
        Hash states = new Hash();
        start.events().forEach(e -> events.add(event(e)));
        states.add(describe(s));
        SplittableRandom rnd = new SplittableRandom(seed);
        List<Sample> samples = new ArrayList<>();
        int steps = 0;
        while (!game.isOver(s)) {
            int seat = new TreeSet<>(game.toAct(s)).first();
            for (int x = 0; x < 4; x++) {
                actions.add(game.legalActions(s, x).toString());
            }
            List<RiichiAction> legal = game.legalActions(s, seat);
            if (steps % SAMPLE_EVERY == 0) {
                samples.add(new Sample(steps, seat, legal.size()));
            }
            RiichiAction a = SeededPolicy.choose(s, seat, legal, rnd);
            Transition<RiichiState, RiichiEvent> t = game.apply(s, seat, a).orThrow();
            t.events().forEach(e -> events.add(event(e)));
            s = t.state();
            states.add(describe(s));
            steps++;
        }
        return new Game(seed, steps, s.scores().toList(), actions.value(), states.value(), events.value(), samples);
    }

    /** A stable text of a state from its public parts (not the records' own {@code toString}). */
    static String describe(RiichiState s) {
        StringBuilder sb = new StringBuilder();
        sb.append(s.hand()).append('/').append(s.round()).append('/').append(s.dealer()).append('/')
                .append(s.streak()).append('/').append(s.riichiSticks()).append('/').append(s.scores().toList())
                .append('/').append(s.head()).append('/').append(s.kans()).append('/').append(s.doraRevealed())
                .append('/').append(s.melded()).append('/').append(s.liveTilesLeft()).append('/')
                .append(s.doraIndicators()).append('/').append(phase(s));
        for (int seat = 0; seat < s.players(); seat++) {
            Seat<RiichiMeld> x = s.seat(seat);
            RiichiSeat r = s.riichiSeat(seat);
            sb.append('|').append(x.hand()).append(r.handMelds()).append(pond(x.pondTiles())).append(x.declared())
                    .append(r.doubleRiichi()).append(r.ippatsu()).append(WinChecks.temporaryFuriten(x))
                    .append(WinChecks.riichiFuriten(x)).append(RiichiMeld.liable(x.melds()));
        }
        return sb.toString();
    }

    /** The phase as the state's text has always written it (the hashes above depend on it). */
    private static String phase(RiichiState s) {
        return switch (s.phase()) {
            case Phase.Turn t -> "Turn[seat=" + t.seat() + ", drawn=" + t.drawn() + ", rinshan=" + t.replacement() + ", forbidden="
                    + t.undiscardable() + "]";
            case Phase.Claims c -> "Claims[discarder=" + c.from() + ", tile=" + c.tile() + ", riichi=" + c.declaring() + ", chankan="
                    + c.robbing() + (c.on() == ClaimWindow.On.ASIDE ? ", nuki=true" : "") + ", waiting=" + c.waiting() + ", answers="
                    + c.answers().stream().map(x -> "Answer[seat=" + x.seat() + ", action=" + x.action() + "]").toList() + "]";
            case Phase.Over o -> "Over[result=" + NextHand.settlement(s) + "]";
            case Phase.Own o -> o.toString(); // Riichi's own phases: the same records as before
        };
    }

    /** An event as its text has always been written (the hashes above depend on it): the flow's as Riichi's own were. */
    private static String event(RiichiEvent e) {
        return switch (e) {
            case RiichiEvent.Table(TableEvent.Drew d) -> "Drew[seat=" + d.seat() + ", tile=" + d.tile() + "]";
            case RiichiEvent.Table(TableEvent.Discarded d) -> "Discarded[seat=" + d.seat() + ", tile=" + d.tile() + ", tsumogiri="
                    + d.tsumogiri() + ", riichi=" + d.declared() + "]";
            case RiichiEvent.Table(TableEvent.Called(int seat, RiichiMeld m)) -> "Called[seat=" + seat + ", meld=" + m.meld()
                    + ", from=" + (m.shape().isOwnKong() ? seat : m.from()) + "]";
            default -> e.toString();
        };
    }

    /** A pond as the state's text has always written it (the hashes above depend on it). */
    private static String pond(List<PondTile> pond) {
        StringBuilder sb = new StringBuilder("[");
        for (int i = 0; i < pond.size(); i++) {
            PondTile p = pond.get(i);
            sb.append(i == 0 ? "" : ", ").append("PondTile[tile=").append(p.tile()).append(", tsumogiri=").append(p.tsumogiri())
                    .append(", riichi=").append(p.declared()).append(", called=").append(p.taken()).append(']');
        }
        return sb.append(']').toString();
    }

        /** 64-bit FNV-1a over the characters of the texts added, each followed by a newline. */
    static final class Hash {
        private long h = 0xcbf29ce484222325L;

        void add(String text) {
            for (int i = 0; i < text.length(); i++) {
                h = (h ^ text.charAt(i)) * 0x100000001b3L;
            }
            h = (h ^ '\n') * 0x100000001b3L;
        }

        long value() {
            return h;
        }
    }

    /** The text of a variant's file: the header comment, then each game. */
    static String fileText(String variant, List<Game> games) {
        StringBuilder sb = new StringBuilder();
        sb.append("# Golden games of the Riichi engine, rule variant '").append(variant).append("' (GoldenGames.variants()).\n")
                .append("# Each game: seed ").append("GoldenGames.seed(variant, g) for g = 0..").append(GAMES - 1)
                .append(", played with SeededPolicy (SplittableRandom(seed)).\n")
                .append("# 'game SEED steps=N scores=S0,S1,S2,S3 actions=H states=H events=H': actions applied, final points,\n")
                .append("#   64-bit FNV-1a hashes (hex) of every seat's legalActions(...).toString() at every step, of\n")
                .append("#   GoldenGames.describe(state) after every step, and of every event's toString().\n")
                .append("# 'counts STEP:SEAT:N ...': every ").append(SAMPLE_EVERY)
                .append("th step, the seat to act (the lowest) and its number of legal actions.\n")
                .append("# Checked by LegalActionCountsTest. Regenerate (only for an intended change of behaviour) with\n")
                .append("#   ./mvnw -B -o test -pl riichi -am -Dtest=LegalActionCountsTest -Dsurefire.failIfNoSpecifiedTests=false -Djantaku.golden.write=true\n");
        for (Game g : games) {
            sb.append(g.toText());
        }
        return sb.toString();
    }

    /** Plays a variant's games. */
    static List<Game> playAll(String variant) {
        RiichiGame game = new RiichiGame();
        RuleSet rules = variants().get(variant);
        List<Game> out = new ArrayList<>();
        for (int g = 0; g < GAMES; g++) {
            out.add(play(game, rules, seed(variant, g)));
        }
        return out;
    }

    /** Writes a variant's file into {@code dir}. */
    static void write(Path dir, String variant) throws IOException {
        Files.createDirectories(dir);
        Files.writeString(dir.resolve(fileName(variant)), fileText(variant, playAll(variant)), StandardCharsets.UTF_8);
    }

    /** Regenerates the golden files (working directory: the riichi module). */
    public static void main(String[] args) throws IOException {
        for (String variant : new TreeSet<>(variants().keySet())) {
            write(args.length > 0 ? Path.of(args[0]) : SOURCE_DIR, variant);
        }
    }
}
