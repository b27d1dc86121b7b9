package org.jantaku.riichi.keep;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.jantaku.core.tile.Lang;

/**
 * One thing the session did and why (a letter applied, a flag set, the deal, the end of the game): a
 * kind with a stable key ({@code keep.note.renchan}) and its parameters, so that a page can say it in
 * its reader's language (docs/keep.md, "Notes"); {@link #in} is the line {@code jantaku keep} prints in
 * {@code notes} ({@link #english()} by default).
 *
 * @param kind what the note says
 * @param args its parameters by name, exactly the kind's {@link NoteKind#params()}
 */
public record Note(NoteKind kind, Map<String, NoteArg> args) {
    public Note {
        if (!args.keySet().equals(new java.util.HashSet<>(kind.params()))) {
            throw new IllegalArgumentException("note " + kind.key() + " takes " + kind.params() + ", not " + args.keySet());
        }
        args = Collections.unmodifiableMap(new LinkedHashMap<>(args));
    }

    /**
     * A note from name–value pairs: an {@code Integer} is a {@link NoteArg.Num}, a {@code String} a
     * {@link NoteArg.Word}, a {@code List} of seats {@link NoteArg.Seats}, a {@code Note} a
     * {@link NoteArg.Nested}; a {@link NoteArg} is taken as it is.
     */
    public static Note of(NoteKind kind, Object... namesAndValues) {
        if (namesAndValues.length % 2 != 0) {
            throw new IllegalArgumentException("note " + kind.key() + ": names and values come in pairs");
        }
        Map<String, NoteArg> args = new LinkedHashMap<>();
        for (int i = 0; i < namesAndValues.length; i += 2) {
            args.put((String) namesAndValues[i], arg(namesAndValues[i + 1]));
        }
        return new Note(kind, args);
    }

    @SuppressWarnings("unchecked")
    private static NoteArg arg(Object v) {
        return switch (v) {
            case NoteArg a -> a;
            case Integer n -> new NoteArg.Num(n);
            case String s -> new NoteArg.Word(s);
            case Note n -> new NoteArg.Nested(n);
            case List<?> l -> new NoteArg.Seats((List<Integer>) l);
            default -> throw new IllegalArgumentException("no note argument of type " + v.getClass().getSimpleName());
        };
    }

    /** English text with no translation (the penalty catalog's procedure and definition texts), marked English. */
    public static NoteArg.Free untranslated(String text) {
        return new NoteArg.Free(text, "en");
    }

    /** The note in English, seats by number ({@code notes} of an answer). */
    public String english() {
        return in(Lang.EN);
    }

    /** The note in a language, seats by number ({@link NoteWords}). */
    public String in(Lang language) {
        return NoteWords.line(this, language);
    }

    @Override
    public String toString() {
        return english();
    }
}
