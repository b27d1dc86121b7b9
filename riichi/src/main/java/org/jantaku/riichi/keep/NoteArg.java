package org.jantaku.riichi.keep;

import java.util.List;
import java.util.stream.Collectors;

/**
 * One parameter of a {@link Note}: a number (a seat when the parameter is named {@code seat}), a word
 * that reads the same in every language (an item id, a letter, an option, a flag's JSON name), seats,
 * free text in the one language it was written in, or another note.
 */
public sealed interface NoteArg {
    /** The argument as the English text shows it. */
    String english();

    /** A number: points, honba, or a seat (parameter {@code seat}). */
    record Num(int value) implements NoteArg {
        @Override
        public String english() {
            return String.valueOf(value);
        }
    }

    /** A word the same in every language: an item id, a letter, an effect code, a rule option, a flag's JSON name. */
    record Word(String value) implements NoteArg {
        @Override
        public String english() {
            return value;
        }
    }

    /** A penalty item, by id; English shows its catalog name beside it. */
    record Item(String id, String english) implements NoteArg {
        @Override
        public String english() {
            return id + " (" + english + ")";
        }
    }

    /** Several seats (parameter {@code seats}). */
    record Seats(List<Integer> seats) implements NoteArg {
        public Seats {
            seats = List.copyOf(seats);
        }

        @Override
        public String english() {
            return seats.stream().map(String::valueOf).collect(Collectors.joining(", ", "[", "]"));
        }
    }

    /**
     * Text with no translation (the catalog's procedure and definition texts, a user's words), shown
     * as given and marked with its language.
     *
     * @param lang {@code en}, {@code ja} or {@code zh}
     */
    record Free(String text, String lang) implements NoteArg {
        public Free {
            if (!List.of("en", "ja", "zh").contains(lang)) {
                throw new IllegalArgumentException("free text in en, ja or zh, not " + lang);
            }
        }

        @Override
        public String english() {
            return text;
        }
    }

    /** Another note, e.g. why a win is false. */
    record Nested(Note note) implements NoteArg {
        @Override
        public String english() {
            return note.english();
        }
    }
}
