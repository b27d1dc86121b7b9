package org.jantaku.riichi.tenhou;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.jantaku.core.testing.SharedData;

/** The shared Tenhou logs ({@code ../shared/data/tenhou}); the calling test is skipped when absent. */
final class MjlogFiles {
    private MjlogFiles() {
    }

    /** The 35 files of {@code tenhou/games}. */
    static List<Path> games() {
        return list("tenhou/games");
    }

    /** The 85 files of {@code tenhou/edge-cases}. */
    static List<Path> edgeCases() {
        return list("tenhou/edge-cases");
    }

    /** Games then edge cases. */
    static List<Path> all() {
        return Stream.concat(games().stream(), edgeCases().stream()).toList();
    }

    static Mjlog read(Path p) {
        try {
            return MjlogReader.read(p);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static String text(Path p) {
        try {
            return Files.readString(p, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Reads an in-memory log. */
    static Mjlog parse(String xml) {
        return MjlogReader.read(new ByteArrayInputStream(xml.getBytes(StandardCharsets.UTF_8)), "test.mjlog");
    }

    private static List<Path> list(String relative) {
        Path dir = SharedData.require(relative);
        try (Stream<Path> s = Files.list(dir)) {
            return s.filter(p -> p.getFileName().toString().endsWith(".mjlog")).sorted().toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
