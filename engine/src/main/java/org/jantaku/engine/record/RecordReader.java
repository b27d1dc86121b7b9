package org.jantaku.engine.record;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.jantaku.core.rules.RuleSet;
import org.jantaku.engine.contract.Action;
import org.jantaku.engine.contract.Event;

/**
 * Reads a whole game record. Every problem is a {@link RecordException} naming the line, the field
 * and what is wrong: an empty file, a line that is not a JSON object, a last line cut short (a
 * writer that stopped mid-line), an unknown format version or variant, a rules value the catalog
 * rejects, bad walls, a step out of order, an action the codec cannot decode. Reading checks the
 * shape only; {@link Replayer#replay} checks that the game really went that way.
 */
public final class RecordReader {
    private RecordReader() {
    }

    /** One line of the file: its number (from 1), its text, and whether an end of line followed it. */
    private record Line(int number, String text, boolean terminated) {
    }

    /** Reads a record of a known variant; a record of another variant is an error on line 1. */
    public static <S, A extends Action, E extends Event, O> GameRecord<S, A, E, O> read(String text,
            RecordedVariant<S, A, E, O> variant) {
        List<Line> lines = lines(text);
        ObjectNode header = headerLine(lines);
        String name = variantName(header);
        if (!name.equals(variant.name())) {
            throw RecordException.at(1, "variant", "a record of '" + name + "' cannot be read as " + variant.name());
        }
        return read(lines, header, variant);
    }

    /** Reads a record of any variant of the registry. */
    public static GameRecord<?, ?, ?, ?> read(String text, VariantRegistry registry) {
        List<Line> lines = lines(text);
        ObjectNode header = headerLine(lines);
        String name = variantName(header);
        RecordedVariant<?, ?, ?, ?> variant = registry.find(name).orElseThrow(() -> RecordException.at(1, "variant",
                "unknown variant '" + name + "' (known: " + String.join(", ", registry.names()) + ")"));
        return read(lines, header, variant);
    }

    /** Reads a record file (UTF-8) of a known variant. */
    public static <S, A extends Action, E extends Event, O> GameRecord<S, A, E, O> read(Path file,
            RecordedVariant<S, A, E, O> variant) throws IOException {
        return read(Files.readString(file, StandardCharsets.UTF_8), variant);
    }

    /** Reads a record file (UTF-8) of any variant of the registry. */
    public static GameRecord<?, ?, ?, ?> read(Path file, VariantRegistry registry) throws IOException {
        return read(Files.readString(file, StandardCharsets.UTF_8), registry);
    }

    private static <S, A extends Action, E extends Event, O> GameRecord<S, A, E, O> read(List<Line> lines,
            ObjectNode headerLine, RecordedVariant<S, A, E, O> variant) {
        RecordHeader header = header(headerLine, variant);
        if (lines.size() < 2) {
            throw RecordException.line(2, "the record ends after its header: expected the start line (step 0)");
        }
        List<JsonNode> start = new ArrayList<>();
        List<RecordStep<A>> steps = new ArrayList<>();
        for (int i = 1; i < lines.size(); i++) {
            Line line = lines.get(i);
            ObjectNode o = parse(line, i == lines.size() - 1);
            try {
                int step = JsonFields.integer(o, "step", 0, Integer.MAX_VALUE);
                if (step != i - 1) {
                    throw RecordException.field("step", "expected step " + (i - 1) + ", found " + step);
                }
                if (step == 0) {
                    if (o.has("action") || o.has("seat")) {
                        throw RecordException.field(o.has("action") ? "action" : "seat",
                                "the start line (step 0) has no seat and no action");
                    }
                    start = events(o);
                } else {
                    int seat = JsonFields.integer(o, "seat", 0, Integer.MAX_VALUE);
                    A action = action(o, variant.codec());
                    steps.add(new RecordStep<>(step, seat, action, events(o)));
                }
            } catch (RecordException e) {
                throw e.within(line.number(), "");
            }
        }
        return new GameRecord<>(variant, header, start, steps);
    }

    private static <A extends Action> A action(ObjectNode o, RecordCodec<A, ?> codec) {
        JsonNode json = JsonFields.requireObject(JsonFields.get(o, "action"), "action");
        try {
            return codec.decodeAction(json);
        } catch (RecordException e) {
            throw RecordException.field(e.fieldPath().map(f -> "action." + f).orElse("action"), e.problem());
        } catch (IllegalArgumentException e) {
            throw RecordException.field("action", e.getMessage());
        }
    }

    private static List<JsonNode> events(ObjectNode o) {
        ArrayNode a = JsonFields.array(o, "events");
        List<JsonNode> out = new ArrayList<>(a.size());
        for (int i = 0; i < a.size(); i++) {
            out.add(JsonFields.requireObject(a.get(i), "events[" + i + "]"));
        }
        return out;
    }

    private static RecordHeader header(ObjectNode o, RecordedVariant<?, ?, ?, ?> variant) {
        try {
            RuleSet rules = RulesJson.decode(JsonFields.get(o, "rules"), variant.variant().catalog());
            Optional<String> preset = o.has("preset") ? Optional.of(JsonFields.text(o, "preset")) : Optional.empty();
            List<String> players = new ArrayList<>();
            ArrayNode names = JsonFields.array(o, "players");
            for (int i = 0; i < names.size(); i++) {
                JsonNode n = names.get(i);
                if (!n.isTextual()) {
                    throw RecordException.field("players[" + i + "]", "expected a name, found " + Json.show(n));
                }
                players.add(n.textValue());
            }
            return new RecordHeader(variant.name(), rules, preset,
                    WallsJson.decode(JsonFields.get(o, "walls"), variant.variant().tileSet(rules)), players);
        } catch (RecordException e) {
            throw e.within(1, "");
        }
    }

    private static ObjectNode headerLine(List<Line> lines) {
        if (lines.isEmpty()) {
            throw RecordException.line(1, "the record is empty: expected the header");
        }
        ObjectNode o = parse(lines.get(0), lines.size() == 1);
        try {
            int format = JsonFields.integer(o, "format", 0, Integer.MAX_VALUE);
            if (format != RecordHeader.FORMAT) {
                throw RecordException.field("format", "this reader knows format " + RecordHeader.FORMAT + ", not " + format);
            }
        } catch (RecordException e) {
            throw e.within(1, "");
        }
        return o;
    }

    private static String variantName(ObjectNode header) {
        try {
            return JsonFields.text(header, "variant");
        } catch (RecordException e) {
            throw e.within(1, "");
        }
    }

    /** The lines of the text; a last line without an end of line is kept, marked unterminated. */
    private static List<Line> lines(String text) {
        String[] parts = text.split("\n", -1);
        int n = parts[parts.length - 1].isEmpty() ? parts.length - 1 : parts.length;
        List<Line> out = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            String s = parts[i].endsWith("\r") ? parts[i].substring(0, parts[i].length() - 1) : parts[i];
            out.add(new Line(i + 1, s, i < parts.length - 1));
        }
        return out;
    }

    private static ObjectNode parse(Line line, boolean last) {
        if (line.text().isBlank()) {
            throw RecordException.line(line.number(), "empty line: every line is one JSON object");
        }
        JsonNode node;
        try {
            node = Json.MAPPER.readTree(line.text());
        } catch (JsonProcessingException e) {
            String what = e.getOriginalMessage().lines().findFirst().orElse("") + column(e.getLocation());
            if (last && !line.terminated()) {
                throw RecordException.line(line.number(), "truncated: the record ends in the middle of this line ("
                        + what + ")");
            }
            throw RecordException.line(line.number(), "not valid JSON: " + what);
        }
        if (node instanceof ObjectNode o) {
            return o;
        }
        throw RecordException.line(line.number(), "expected a JSON object, found " + Json.show(node));
    }

    private static String column(JsonLocation at) {
        return at == null || at.getColumnNr() < 1 ? "" : " at column " + at.getColumnNr();
    }
}
