package org.jantaku.riichi.tenhou;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.NullNode;
import java.io.BufferedReader;
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
 * Reads mjai JSON-lines game logs (the protocol of Mortal, mjai.app and RiichiEnv; {@code docs/mjai.md}) into
 * the same {@link Mjlog} model as {@link MjlogReader} and {@link Tenhou6Reader}, so that a replay and an import
 * take it alike: one event a line, {@code start_game}, then per hand {@code start_kyoku}, the play
 * ({@code tsumo}, {@code dahai}, {@code chi}, {@code pon}, {@code daiminkan}, {@code kakan}, {@code ankan},
 * {@code reach}, {@code reach_accepted}, {@code dora}, {@code nukidora}), {@code hora}s or a {@code ryukyoku},
 * {@code end_kyoku}, and {@code end_game}. A three-player game (三麻, stated rules {@code riichi.players=3}, or a first
 * {@code start_kyoku} whose fourth seat has 0 points and a hidden tehai, as Mortal's sanma builds write it) keeps
 * four-seat arrays with the fourth seat empty, as Tenhou's logs do, and its Norths set aside are
 * {@code {"type":"nukidora","actor":s,"pai":"N"}}. Tiles get concrete ids, allocated deterministically ({@link MjaiHand}).
 *
 * <p>What the log cannot carry, and what is written instead: the value of a win ({@code hora} gives the score
 * changes only: {@link Agari#valueShown()} is false), the pao seat (its payment is in the changes), the wall seed,
 * lobby and dice, the players' ranks. A log that hides tiles ({@code ?}, one player's view) is refused: a
 * replay needs every tile. The rules are those of the {@code jantaku} member of {@code start_game} when there is
 * one (this project's exports, {@link StatedRules}), otherwise Tenhou's: East-South unless {@code kyoku_first}
 * is 4, red fives unless {@code aka_flag} is false.
 *
 * <p>Bad input is an {@link MjlogException} naming the source, the line, the event type and the field.
 */
public final class MjaiReader {
    private static final ObjectMapper MAPPER = new ObjectMapper();

    private final String source;
    private final List<MjlogEvent> events = new ArrayList<>();
    private List<Player> players = List.of();
    private GameType type = new GameType(0x09);
    private boolean redFives = true;
    private Optional<StatedRules> stated = Optional.empty();
    private boolean started;
    private boolean over;
    private int firstDealer;
    private Optional<MjaiHand> hand = Optional.empty();
    private int lines;

    private MjaiReader(String source) {
        this.source = source;
    }

    /** Reads a file (UTF-8); the path is the source name in messages. */
    public static Mjlog read(Path path) throws IOException {
        try (Reader in = Files.newBufferedReader(path, StandardCharsets.UTF_8)) {
            return read(in, path.toString());
        }
    }

    /**
     * Reads mjai text.
     *
     * @param sourceName the name used in error messages and kept as {@link Mjlog#sourceName()}
     * @throws MjlogException when the log is malformed
     */
    public static Mjlog read(String text, String sourceName) {
        return read(new StringReader(text), sourceName);
    }

    /**
     * Reads mjai lines from a reader, not closing it.
     *
     * @param sourceName the name used in error messages and kept as {@link Mjlog#sourceName()}
     * @throws MjlogException when the log is malformed or cannot be read
     */
    public static Mjlog read(Reader in, String sourceName) {
        MjaiReader r = new MjaiReader(sourceName);
        BufferedReader lines = in instanceof BufferedReader b ? b : new BufferedReader(in);
        try {
            String text;
            while ((text = lines.readLine()) != null) {
                r.line(text);
            }
        } catch (IOException e) {
            throw new MjlogException(sourceName + ": cannot read: " + e.getMessage(), sourceName, null, null, e);
        }
        return r.finish();
    }

    private void line(String text) {
        int number = ++lines;
        if (text.isBlank()) {
            return;
        }
        MjaiLine bare = new MjaiLine(source, number, "", NullNode.getInstance());
        JsonNode object;
        try {
            object = MAPPER.readTree(text);
        } catch (JsonProcessingException e) {
            throw bare.error("not JSON: " + e.getOriginalMessage());
        }
        if (object == null || !object.isObject()) {
            throw bare.error("expected one JSON object (an mjai event), found " + Tenhou6Json.shown(object == null
                    ? NullNode.getInstance() : object));
        }
        String kind = new MjaiLine(source, number, "", object).text("type");
        MjaiLine line = new MjaiLine(source, number, kind, object);
        if (over) {
            throw line.error("an event after end_game");
        }
        switch (kind) {
            case "none" -> {
            }
            case "start_game" -> startGame(line);
            case "start_kyoku" -> startKyoku(line);
            case "end_game" -> endGame(line);
            default -> {
                if (hand.isEmpty()) {
                    throw line.error("type", "'" + kind + "' before the first start_kyoku");
                }
                hand.get().play(line);
            }
        }
    }

    private void startGame(MjaiLine line) {
        if (started || hand.isPresent()) {
            throw line.error("start_game must come first, and once: a file holds one game");
        }
        started = true;
        if (line.has("names")) {
            JsonNode names = line.array("names", 4);
            List<Player> out = new ArrayList<>();
            for (int i = 0; i < 4; i++) {
                if (!names.get(i).isTextual()) {
                    throw line.error("names[" + i + "]", "expected a string, found " + Tenhou6Json.shown(names.get(i)));
                }
                out.add(new Player(names.get(i).textValue(), OptionalInt.empty(), OptionalDouble.empty(), Optional.empty()));
            }
            players = List.copyOf(out);
        }
        boolean eastSouth = !line.has("kyoku_first") || line.integer("kyoku_first", 0, 4) == 0;
        redFives = !line.has("aka_flag") || line.bool("aka_flag");
        type = new GameType(0x01 | (redFives ? 0 : 0x02) | (eastSouth ? 0x08 : 0));
        if (line.has(JantakuMember.NAME)) {
            StatedRules rules = JantakuMember.read(line.object().get(JantakuMember.NAME), JantakuMember.NAME, line::error);
            if (!rules.readableRedFives()) {
                throw line.error("jantaku.rules.riichi.redFives", "red fives " + rules.rules().get(RiichiRules.RED_FIVES)
                        + " per suit: a log's tiles show one per suit or none");
            }
            if (line.has("aka_flag") && redFives != rules.redFives()) {
                throw line.error("aka_flag", "disagrees with jantaku.rules riichi.redFives");
            }
            redFives = rules.redFives();
            stated = Optional.of(rules);
            type = rules.type();
        }
    }

    private void startKyoku(MjaiLine line) {
        if (hand.isPresent()) {
            MjaiHand h = hand.get();
            if (!h.ended()) {
                throw line.error("the previous hand has no hora or ryukyoku");
            }
            events.addAll(h.events());
        } else {
            started = true;
        }
        if (hand.isEmpty() && stated.isEmpty() && threePlayerDeal(line)) {
            type = new GameType(type.bits() | 0x10);
        }
        int seats = type.threePlayer() ? 3 : 4;
        MjaiHand h = new MjaiHand(line, redFives, seats);
        if (hand.isEmpty()) {
            firstDealer = Math.floorMod(h.init().dealer() - h.init().handNumber() + 1, seats);
        }
        hand = Optional.of(h);
    }

    /**
     * Whether the first {@code start_kyoku} deals a three-player game (三麻, as Mortal's sanma builds write it): four
     * seats, the fourth with a score of 0 and a hidden tehai ({@code ?}), the others shown.
     */
    private static boolean threePlayerDeal(MjaiLine line) {
        JsonNode scores = line.object().get("scores");
        JsonNode tehais = line.object().get("tehais");
        if (scores == null || !scores.isArray() || scores.size() != 4 || !scores.get(3).isIntegralNumber()
                || scores.get(3).intValue() != 0 || tehais == null || !tehais.isArray() || tehais.size() != 4) {
            return false;
        }
        java.util.function.Predicate<JsonNode> hidden = t -> t.isTextual() && t.textValue().equals(MjaiTiles.HIDDEN);
        for (int s = 0; s < 4; s++) {
            JsonNode hand = tehais.get(s);
            if (!hand.isArray() || hand.isEmpty()) {
                return false;
            }
            for (JsonNode t : hand) {
                if (hidden.test(t) != (s == 3)) {
                    return false;
                }
            }
        }
        return true;
    }

    private void endGame(MjaiLine line) {
        if (hand.isEmpty() || !hand.get().ended()) {
            throw line.error("end_game before a hand has ended");
        }
        events.addAll(hand.get().events());
        hand = Optional.empty();
        List<Integer> scores = line.has("scores") ? line.fourIntegers("scores") : List.of();
        Owari owari = new Owari(scores, List.of());
        for (int i = events.size() - 1; i >= 0; i--) {
            if (events.get(i) instanceof Agari a) {
                events.set(i, a.withOwari(owari));
                break;
            }
            if (events.get(i) instanceof Ryuukyoku r) {
                events.set(i, r.withOwari(owari));
                break;
            }
        }
        over = true;
    }

    private Mjlog finish() {
        hand.ifPresent(h -> events.addAll(h.events()));
        if (!started) {
            throw new MjlogException(source + ": no mjai event in the input", source, null, null, null);
        }
        return new Mjlog(source, "", Optional.empty(), type, OptionalInt.empty(), players, firstDealer, events,
                Optional.empty(), stated);
    }
}
