package org.jantaku.engine.keep;

import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * The note an undo answers with, the same in every kept game (by reports or hand by hand): in English under
 * {@code notes} ({@code undid the hand report}) and as a key with its parameter under {@code noteKeys}
 * ({@code {"key":"keep.note.undid","report":"hand"}}), which the scorekeeping page says in its reader's language.
 */
public final class UndoNote {
    /** The note's id: its key is {@code keep.note.undid}. */
    public static final String ID = "undid";
    /** The note in English; {@code {report}} is the type of the report undone. */
    public static final String ENGLISH = "undid the {report} report";

    private UndoNote() {
    }

    /** Puts the note of undoing a report of type {@code report} into {@code answer}, as its only note. */
    public static void put(ObjectNode answer, String report) {
        answer.putArray("notes").add(ENGLISH.replace("{report}", report));
        answer.putArray("noteKeys").addObject().put("key", "keep.note." + ID).put("report", report);
    }
}
