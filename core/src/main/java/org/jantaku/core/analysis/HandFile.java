package org.jantaku.core.analysis;

import java.io.IOException;
import java.nio.charset.CharacterCodingException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Files of hands as the shanten benchmarks take them: one hand per line, 14 tile kinds 0-33
 * separated by spaces (0-8 man, 9-17 pin, 18-26 sou, 27-33 E S W N Wh Gr Rd); numbers after the
 * 14th are ignored (so the shared shanten case files work as they are); blank lines and lines
 * starting with {@code #} are skipped.
 */
public final class HandFile {
    private HandFile() {
    }

    /**
     * The hands of a file as count vectors (34 entries each).
     *
     * @throws IllegalArgumentException naming the file (and line) when it is missing, unreadable,
     *     not UTF-8, has a bad hand or has no hands
     */
    public static int[][] read(Path file) {
        List<String> lines;
        try {
            lines = Files.readAllLines(file);
        } catch (NoSuchFileException e) {
            throw new IllegalArgumentException("input file " + file + " does not exist");
        } catch (CharacterCodingException e) {
            throw new IllegalArgumentException("input file " + file + " is not UTF-8 text");
        } catch (IOException e) {
            String why = Files.isDirectory(file) ? "it is a directory" : String.valueOf(e.getMessage());
            throw new IllegalArgumentException("input file " + file + " cannot be read: " + why);
        }
        List<int[]> hands = new ArrayList<>(lines.size());
        for (int n = 0; n < lines.size(); n++) {
            String line = lines.get(n).strip();
            if (line.isEmpty() || line.startsWith("#")) {
                continue;
            }
            hands.add(parseLine(line, file + " line " + (n + 1)));
        }
        if (hands.isEmpty()) {
            throw new IllegalArgumentException("input file " + file + " has no hands");
        }
        return hands.toArray(new int[0][]);
    }

    private static int[] parseLine(String line, String where) {
        String[] fields = line.split("\\s+");
        if (fields.length < 14) {
            throw new IllegalArgumentException(where + ": expected 14 tile kinds, found " + fields.length);
        }
        int[] counts = new int[34];
        for (int i = 0; i < 14; i++) {
            int kind;
            try {
                kind = Integer.parseInt(fields[i]);
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException(where + ": field " + (i + 1) + " '" + fields[i] + "' is not a tile kind 0-33");
            }
            if (kind < 0 || kind > 33) {
                throw new IllegalArgumentException(where + ": field " + (i + 1) + " tile kind " + kind + " is outside 0-33");
            }
            if (++counts[kind] > 4) {
                throw new IllegalArgumentException(where + ": tile kind " + kind + " appears more than four times");
            }
        }
        return counts;
    }
}
