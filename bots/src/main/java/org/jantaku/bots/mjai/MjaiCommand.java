package org.jantaku.bots.mjai;

import java.util.ArrayList;
import java.util.List;

/**
 * The program an mjai agent runs ({@code mjai:COMMAND}): the command split into words as a POSIX shell splits
 * them, without expanding anything — words apart by white space; {@code '…'} holds anything as it is;
 * {@code "…"} holds anything, a backslash before {@code "} or {@code \} taking it as it is; a backslash outside
 * quotes takes the next character as it is. The bot's seat (0-3) is added as a last word when it starts, as
 * Mortal's {@code mortal.py <ID>} and mjai.app's {@code bot.py <player_id>} expect.
 *
 * @param words the program and its arguments
 */
public record MjaiCommand(List<String> words) {
    /** The prefix of an mjai agent's name. */
    public static final String PREFIX = "mjai:";

    public MjaiCommand {
        words = List.copyOf(words);
        if (words.isEmpty()) {
            throw new IllegalArgumentException("an mjai agent needs a command: mjai:COMMAND, e.g. mjai:python3 bot.py");
        }
    }

    /** Whether an agent name is an mjai agent's ({@code mjai:COMMAND}). */
    public static boolean named(String agent) {
        return agent.startsWith(PREFIX);
    }

    /**
     * The command of an agent name {@code mjai:COMMAND}.
     *
     * @throws IllegalArgumentException for another name, an empty command or an unclosed quote, saying where
     */
    public static MjaiCommand of(String agent) {
        if (!named(agent)) {
            throw new IllegalArgumentException("'" + agent + "' is not an mjai agent (mjai:COMMAND)");
        }
        return new MjaiCommand(split(agent.substring(PREFIX.length())));
    }

    /** The words of a command line, split as a shell splits them (no expansion). */
    static List<String> split(String line) {
        List<String> out = new ArrayList<>();
        StringBuilder word = new StringBuilder();
        boolean inWord = false;
        for (int i = 0; i < line.length(); i++) {
            char c = line.charAt(i);
            if (Character.isWhitespace(c)) {
                if (inWord) {
                    out.add(word.toString());
                    word.setLength(0);
                    inWord = false;
                }
                continue;
            }
            inWord = true;
            switch (c) {
                case '\'' -> {
                    int end = line.indexOf('\'', i + 1);
                    if (end < 0) {
                        throw unclosed(line, '\'', i);
                    }
                    word.append(line, i + 1, end);
                    i = end;
                }
                case '"' -> {
                    int j = i + 1;
                    while (j < line.length() && line.charAt(j) != '"') {
                        char d = line.charAt(j);
                        if (d == '\\' && j + 1 < line.length() && (line.charAt(j + 1) == '"' || line.charAt(j + 1) == '\\')) {
                            d = line.charAt(++j);
                        }
                        word.append(d);
                        j++;
                    }
                    if (j >= line.length()) {
                        throw unclosed(line, '"', i);
                    }
                    i = j;
                }
                case '\\' -> {
                    if (i + 1 >= line.length()) {
                        throw new IllegalArgumentException("mjai command '" + line + "': a backslash ends it, with nothing to take");
                    }
                    word.append(line.charAt(++i));
                }
                default -> word.append(c);
            }
        }
        if (inWord) {
            out.add(word.toString());
        }
        return out;
    }

    private static IllegalArgumentException unclosed(String line, char quote, int at) {
        return new IllegalArgumentException("mjai command '" + line + "': the quote " + quote + " at character " + (at + 1)
                + " is not closed");
    }

    /** The words to start the bot of {@code seat} with: the command, then the seat. */
    public List<String> forSeat(int seat) {
        List<String> out = new ArrayList<>(words);
        out.add(String.valueOf(seat));
        return out;
    }

    /** The agent name of this command, {@code mjai:} and its words quoted so that {@link #of} gives them back. */
    public String agentName() {
        StringBuilder b = new StringBuilder(PREFIX);
        for (int i = 0; i < words.size(); i++) {
            b.append(i == 0 ? "" : " ").append('\'').append(words.get(i).replace("'", "'\\''")).append('\'');
        }
        return b.toString();
    }

    @Override
    public String toString() {
        return String.join(" ", words);
    }
}
