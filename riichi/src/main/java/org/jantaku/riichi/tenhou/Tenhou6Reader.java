package org.jantaku.riichi.tenhou;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.Reader;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalInt;
import org.jantaku.riichi.rules.RiichiRules;

/**
 * Reads tenhou.net/6 JSON game logs (the format of Tenhou's web viewer, {@code {"title":…, "name":[…],
 * "rule":{"disp":"鳳南喰赤","aka":1}, "log":[hand, …]}}) into the same {@link Mjlog} model as
 * {@link MjlogReader}, so that a game reads alike from either format.
 *
 * <p>The input is a sequence of JSON objects (typically one per line), each holding one or more hands in
 * its {@code log}; all of them must show the same players and rule, and their hands become one log in
 * input order. Each hand is replayed in turn order (see {@code Tenhou6Play}) to produce the mjlog's
 * events: {@link Init}, {@link Draw}, {@link Discard}, {@link Call}, {@link Riichi}, {@link Dora}, then
 * {@link Agari}s or a {@link Ryuukyoku}. Tiles get concrete 136-ids, allocated deterministically (plain
 * copies before the red five), one physical tile keeping its id from draw to discard, call and win.
 *
 * <p>What the JSON cannot carry, and what is written instead: no wall seed ({@link Mjlog#shuffle()} empty),
 * lobby, version or player ranks (players have names only); dice ({@link Init#dice0()} and
 * {@link Init#dice1()} are 0); disconnections; the fu of limit hands (written as a limit only, {@code fu}
 * is then 0); the starting hands' order (the JSON sorts them); which copy of a kind was meant (ids are
 * allocated); the game's final result ({@link Agari#owari()} and {@link Ryuukyoku#owari()} stay empty).
 * The first dealer is seat 0, as at Tenhou. A three-player game ({@code 三} in {@code disp}) keeps the four-seat
 * layout with an empty fourth seat and sets the North aside as {@code "f44"} in the discard list ({@link Nuki}).
 * Red fives come from {@code aka},
 * or per suit from {@code aka51}/{@code aka52}/{@code aka53}; a {@code disp} the reader cannot map to game-type
 * bits, or red fives other than one per suit or none, is read with the reason in {@link Mjlog#unknownRules()}.
 *
 * <p>An export of this project ({@link Tenhou6Writer}) adds a {@code jantaku} member: its rules become
 * {@link Mjlog#statedRules()} (kan indicators are then placed at those rules' times, {@link KanDoraTiming}),
 * and its {@code end} the game's final result on the last hand's {@code owari}.
 *
 * <p>Bad input is an {@link MjlogException} naming the source, the JSON object's line, the hand and the
 * JSON path of the faulty value (its {@link MjlogException#attribute()}).
 */
public final class Tenhou6Reader {
    private static final ObjectMapper MAPPER = new ObjectMapper();

    private Tenhou6Reader() {
    }

    /** Reads a file (UTF-8); the path is the source name in messages. */
    public static Mjlog read(Path path) throws IOException {
        try (Reader in = Files.newBufferedReader(path, StandardCharsets.UTF_8)) {
            return read(in, path.toString());
        }
    }

    /**
     * Reads JSON text.
     *
     * @param sourceName the name used in error messages and kept as {@link Mjlog#sourceName()}
     * @throws MjlogException when the log is malformed
     */
    public static Mjlog read(String json, String sourceName) {
        return read(new StringReader(json), sourceName);
    }

    /**
     * Reads JSON from a reader, not closing it.
     *
     * @param sourceName the name used in error messages and kept as {@link Mjlog#sourceName()}
     * @throws MjlogException when the log is malformed or cannot be read
     */
    public static Mjlog read(Reader in, String sourceName) {
        List<MjlogEvent> events = new ArrayList<>();
        Optional<Header> header = Optional.empty();
        Optional<Owari> end = Optional.empty();
        try {
            JsonParser p = MAPPER.getFactory().createParser(in);
            p.disable(JsonParser.Feature.AUTO_CLOSE_SOURCE);
            JsonToken token;
            while ((token = p.nextToken()) != null) {
                int line = p.currentTokenLocation().getLineNr();
                Tenhou6Where where = Tenhou6Where.object(sourceName, line);
                if (token != JsonToken.START_OBJECT) {
                    throw where.error("expected a JSON object, found " + token.asString());
                }
                JsonNode object = MAPPER.readerFor(JsonNode.class).with(DeserializationFeature.USE_BIG_DECIMAL_FOR_FLOATS)
                        .readValue(p);
                Header h = Header.read(where, object);
                if (header.isPresent() && !header.get().equals(h)) {
                    throw where.error("names or rule differ from the first object's: " + h + " vs "
                            + header.get());
                }
                header = Optional.of(h);
                JsonNode log = Tenhou6Json.array(where, object.get("log"), "log", -1);
                if (log.isEmpty()) {
                    throw where.error("log", "holds no hand");
                }
                for (int i = 0; i < log.size(); i++) {
                    Tenhou6Hand hand = Tenhou6Hand.parse(where.hand(i), log.get(i), "log[" + i + "]", h.rule().players());
                    Tenhou6Play play = Tenhou6Play.play(hand, h.rule().redFives(),
                            h.stated().map(r -> KanDoraTiming.of(r.rules())).orElse(KanDoraTiming.TENHOU));
                    events.addAll(play.events());
                    events.addAll(Tenhou6Outcome.events(hand, play));
                }
                if (object.has(JantakuMember.NAME)) {
                    end = JantakuMember.end(object.get(JantakuMember.NAME), JantakuMember.NAME, where::error);
                }
            }
        } catch (JsonProcessingException e) {
            JsonLocation l = e.getLocation();
            String at = l == null ? "" : " at line " + l.getLineNr() + ", column " + l.getColumnNr();
            throw new MjlogException(sourceName + ": malformed JSON" + at + ": " + e.getOriginalMessage(), sourceName,
                    null, null, e);
        } catch (IOException e) {
            throw new MjlogException(sourceName + ": cannot read: " + e.getMessage(), sourceName, null, null, e);
        }
        Header h = header.orElseThrow(() -> new MjlogException(sourceName + ": no JSON object in the input",
                sourceName, null, null, null));
        List<Player> players = h.names().stream()
                .map(n -> new Player(n, OptionalInt.empty(), OptionalDouble.empty(), Optional.empty())).toList();
        end.ifPresent(owari -> endGame(events, owari));
        if (h.stated().isPresent()) {
            return new Mjlog(sourceName, "", Optional.empty(), h.stated().get().type(), OptionalInt.empty(), players, 0,
                    events, Optional.empty(), h.stated());
        }
        return new Mjlog(sourceName, "", Optional.empty(), h.rule().type(), OptionalInt.empty(), players, 0, events,
                h.rule().unknownRules());
    }

    /** Puts the game's end on the last hand's result. */
    private static void endGame(List<MjlogEvent> events, Owari owari) {
        for (int i = events.size() - 1; i >= 0; i--) {
            if (events.get(i) instanceof Agari a) {
                events.set(i, a.withOwari(owari));
                return;
            }
            if (events.get(i) instanceof Ryuukyoku r) {
                events.set(i, r.withOwari(owari));
                return;
            }
        }
    }

    /** What every object of one game repeats: the players' names, the rule, and the rules this project states. */
    private record Header(List<String> names, Tenhou6Rule rule, Optional<StatedRules> stated) {
        static Header read(Tenhou6Where where, JsonNode object) {
            List<String> names = new ArrayList<>();
            JsonNode n = object.get("name");
            if (n != null) {
                Tenhou6Json.array(where, n, "name", 4);
                for (int i = 0; i < 4; i++) {
                    names.add(Tenhou6Json.string(where, n.get(i), "name[" + i + "]"));
                }
            }
            JsonNode rule = object.get("rule");
            if (rule == null || !rule.isObject()) {
                throw where.error("rule", "missing (expected an object such as {\"disp\":\"鳳南喰赤\",\"aka\":1})");
            }
            String disp = rule.has("disp") ? Tenhou6Json.string(where, rule.get("disp"), "rule.disp") : "";
            List<Integer> aka = redFiveCounts(where, rule, disp);
            Tenhou6Rule r = new Tenhou6Rule(disp, aka);
            Optional<StatedRules> stated = Optional.empty();
            if (object.has(JantakuMember.NAME)) {
                StatedRules s = JantakuMember.read(object.get(JantakuMember.NAME), JantakuMember.NAME, where::error);
                if (!s.readableRedFives() || s.redFives() != r.redFives()) {
                    throw where.error("rule.aka", "disagrees with jantaku.rules riichi.redFives "
                            + s.rules().get(RiichiRules.RED_FIVES));
                }
                stated = Optional.of(s);
            }
            return new Header(List.copyOf(names), r, stated);
        }

        /**
         * Red fives per suit (man, pin, sou): {@code aka} (non-zero: one of each), or the counts
         * {@code aka51}, {@code aka52}, {@code aka53} (a missing one is 0), or without either whether
         * {@code disp} has 赤.
         */
        private static List<Integer> redFiveCounts(Tenhou6Where where, JsonNode rule, String disp) {
            boolean perSuit = rule.has("aka51") || rule.has("aka52") || rule.has("aka53");
            if (perSuit) {
                List<Integer> counts = new ArrayList<>();
                for (int suit = 1; suit <= 3; suit++) {
                    String key = "aka5" + suit;
                    int n = rule.has(key) ? Tenhou6Json.integer(where, rule.get(key), "rule." + key) : 0;
                    if (n < 0 || n > 4) {
                        throw where.error("rule." + key, "expected 0-4 red fives, found " + n);
                    }
                    counts.add(n);
                }
                if (rule.has("aka") && (Tenhou6Json.integer(where, rule.get("aka"), "rule.aka") != 0)
                        != counts.stream().anyMatch(c -> c > 0)) {
                    throw where.error("rule.aka", "disagrees with rule.aka51/aka52/aka53 " + counts);
                }
                return List.copyOf(counts);
            }
            boolean aka = rule.has("aka") ? Tenhou6Json.integer(where, rule.get("aka"), "rule.aka") != 0
                    : disp.contains("赤");
            return aka ? List.of(1, 1, 1) : List.of(0, 0, 0);
        }
    }
}
