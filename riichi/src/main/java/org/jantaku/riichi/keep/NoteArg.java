package org.jantaku.riichi.keep;

import java.util.List;

/**
 * One parameter of a {@link Note}: a number (a seat when the parameter is named {@code seat}), a word
 * that reads the same in every language (an item id, a letter, an option, a flag's JSON name), seats,
 * free text in the one language it was written in, or another note. {@link NoteWords} says them.
 */
public sealed interface NoteArg {
    /** A number: points, honba, or a seat (parameter {@code seat}). */
    record Num(int value) implements NoteArg {
    }

    /** A word the same in every language: an item id, a letter, an effect code, a rule option, a flag's JSON name. */
    record Word(String value) implements NoteArg {
    }

    /**
     * A penalty item, by id, shown with its name beside it.
     *
     * @param term the chapter's term (先自摸 …), what Japanese shows
     * @param english its catalog name in English
     */
    record Item(String id, String term, String english) implements NoteArg {
    }

    /** Several seats (parameter {@code seats}). */
    record Seats(List<Integer> seats) implements NoteArg {
        public Seats {
            seats = List.copyOf(seats);
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
    }

    /** Another note, e.g. why a win is false. */
    record Nested(Note note) implements NoteArg {
    }
}
