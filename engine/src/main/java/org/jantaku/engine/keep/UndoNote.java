package org.jantaku.engine.keep;

import com.fasterxml.jackson.databind.node.ObjectNode;
import org.jantaku.core.tile.Lang;

/**
 * The note an undo answers with, the same in every kept game (by reports or hand by hand): in words under
 * {@code notes} ({@code Undid the hand report}, {@link KeepWords}' {@code keep.note.undid}) and as a key with its
 * parameter under {@code noteKeys} ({@code {"key":"keep.note.undid","report":"hand"}}), which the scorekeeping page
 * says in its reader's language.
 */
public final class UndoNote {
    /** The note's id: its key is {@code keep.note.undid}. */
    public static final String ID = "undid";

    private UndoNote() {
    }

    /** Puts the note of undoing a report of type {@code report} into {@code answer}, as its only note, in English. */
    public static void put(ObjectNode answer, String report) {
        put(answer, report, Lang.EN);
    }

    /** Puts the note of undoing a report of type {@code report} into {@code answer}, as its only note, {@code notes} in a language. */
    public static void put(ObjectNode answer, String report, Lang language) {
        answer.putArray("notes").add(KeepWords.text(language, "keep.note." + ID).replace("{report}", KeepWords.report(language, report)));
        answer.putArray("noteKeys").addObject().put("key", "keep.note." + ID).put("report", report);
    }
}
