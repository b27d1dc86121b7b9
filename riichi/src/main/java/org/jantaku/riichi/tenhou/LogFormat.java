package org.jantaku.riichi.tenhou;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.StreamReadFeature;
import java.io.BufferedInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.PushbackReader;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.zip.GZIPInputStream;

/**
 * The game-log formats the command line reads, told apart by content, never by file name: Tenhou's mjlog XML
 * (plain or gzip-compressed), tenhou.net/6 JSON, mjai JSON lines, and this project's own game records.
 *
 * <p>A file is looked at from its first character on (after a byte-order mark and white space): {@code <} is
 * an mjlog; a JSON object is read member by member at its top level only: a {@code type} member makes it an mjai
 * event, {@code format} with {@code variant} a record's header, {@code log} a tenhou.net/6 log.
 */
public enum LogFormat {
    /** Tenhou's mjlog XML, plain or gzip-compressed ({@link MjlogReader}). */
    MJLOG("Tenhou mjlog XML"),
    /** tenhou.net/6 JSON ({@link Tenhou6Reader}). */
    TENHOU6("tenhou.net/6 JSON"),
    /** mjai JSON lines ({@link MjaiReader}). */
    MJAI("mjai JSON lines"),
    /** An engine game record, JSON lines ({@code docs/game-record.md}). */
    RECORD("engine game record");

    private final String description;

    LogFormat(String description) {
        this.description = description;
    }

    /** What the format is, for people: {@code mjai JSON lines}. */
    public String description() {
        return description;
    }

    /**
     * The format of a file.
     *
     * @throws IOException when the file cannot be read
     * @throws IllegalArgumentException naming what the file looks like, when it is none of the formats
     */
    public static LogFormat detect(Path file) throws IOException {
        try (InputStream in = new BufferedInputStream(Files.newInputStream(file))) {
            return detect(in);
        }
    }

    /**
     * The format of a stream's content, read from its start (the stream is not closed; it is read as far as the
     * first JSON object's top-level members).
     *
     * @throws IOException when the stream cannot be read
     * @throws IllegalArgumentException naming what the content looks like, when it is none of the formats
     */
    public static LogFormat detect(InputStream raw) throws IOException {
        InputStream in = raw.markSupported() ? raw : new BufferedInputStream(raw);
        in.mark(2);
        int b0 = in.read();
        int b1 = in.read();
        in.reset();
        boolean gzip = b0 == 0x1f && b1 == 0x8b;
        PushbackReader text = new PushbackReader(new InputStreamReader(gzip ? new GZIPInputStream(in) : in,
                StandardCharsets.UTF_8), 1);
        int c = text.read();
        while (c == '\uFEFF' || c >= 0 && Character.isWhitespace(c)) {
            c = text.read();
        }
        if (c < 0) {
            throw new IllegalArgumentException(gzip ? "a gzip-compressed empty file" : "an empty file");
        }
        if (c == '<') {
            return MJLOG;
        }
        if (c != '{') {
            throw new IllegalArgumentException("neither XML nor JSON: it starts with '" + (char) c + "'" + expected());
        }
        text.unread(c);
        List<String> members = members(text);
        LogFormat f = members.contains("type") ? MJAI
                : members.contains("format") && members.contains("variant") ? RECORD
                : members.contains("log") ? TENHOU6 : null;
        if (f == null) {
            throw new IllegalArgumentException("a JSON object with the members " + members + expected());
        }
        if (gzip && f != MJLOG) {
            throw new IllegalArgumentException("gzip-compressed " + f.description + ": only an mjlog is read compressed");
        }
        return f;
    }

    private static String expected() {
        return ", not a Tenhou mjlog (XML), tenhou.net/6 JSON ({\"name\", \"rule\", \"log\"}), an mjai log (one"
                + " {\"type\": …} event a line) or an engine game record";
    }

    /** The top-level member names of the JSON object the reader starts with. */
    private static List<String> members(Reader text) throws IOException {
        List<String> names = new ArrayList<>();
        try (JsonParser p = JsonFactory.builder().disable(StreamReadFeature.AUTO_CLOSE_SOURCE).build().createParser(text)) {
            p.nextToken();
            while (p.nextToken() == JsonToken.FIELD_NAME) {
                names.add(p.currentName());
                p.nextToken();
                p.skipChildren();
            }
        } catch (JsonProcessingException e) {
            throw new IllegalArgumentException("not JSON: " + e.getOriginalMessage(), e);
        }
        return names;
    }
}
