package org.jantaku.riichi.keep;

import java.util.Locale;
import java.util.stream.Collectors;
import org.jantaku.core.tile.Lang;
import org.jantaku.engine.keep.KeepWords;

/**
 * A {@link Note} in words, in English, Japanese or Chinese: its kind's text ({@link KeepWords}, the words the
 * scorekeeping page says too) with its parameters filled in as a line of text says them: seats by number
 * ({@code seat 2}, {@code 2番席}, {@code 2号位}), numbers grouped ({@code 1,000}), a penalty item with its name
 * (the catalog's English, the chapter's Japanese term, the seed's Chinese heading), a seat flag and a report's
 * type in words, free text as written, a note inside a note in its place.
 */
final class NoteWords {
    private NoteWords() {
    }

    /** The note in a language, as a line: one that starts with a parameter ({@code seat 2 counts noten}) starts with a capital. */
    static String line(Note note, Lang language) {
        String s = say(note, language);
        return s.isEmpty() ? s : Character.toUpperCase(s.charAt(0)) + s.substring(1);
    }

    private static String say(Note note, Lang language) {
        return KeepWords.fill(note.kind().text(language), name -> value(name, note.args().get(name), language));
    }

    private static String value(String name, NoteArg arg, Lang language) {
        return switch (arg) {
            case NoteArg.Num n when name.equals("seat") -> KeepWords.seat(language, n.value());
            case NoteArg.Num n -> String.format(Locale.ROOT, "%,d", n.value());
            case NoteArg.Word w when name.equals("flag") -> KeepWords.find(language, "keep.flag." + w.value()).orElse(w.value());
            case NoteArg.Word w when name.equals("report") -> KeepWords.report(language, w.value());
            case NoteArg.Word w -> w.value();
            case NoteArg.Item i -> i.id() + switch (language) {
                case EN -> " (" + i.english() + ")";
                case JA -> " (" + i.term() + ")";
                case ZH -> "（" + KeepWords.find(language, "keep.item." + i.id()).orElse(i.term()) + "）";
            };
            case NoteArg.Seats s -> s.seats().stream().map(seat -> KeepWords.seat(language, seat))
                    .collect(Collectors.joining(language == Lang.EN ? ", " : "、"));
            case NoteArg.Free f -> f.text();
            case NoteArg.Nested nested -> say(nested.note(), language);
        };
    }
}
