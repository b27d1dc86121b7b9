package org.jantaku.riichi.keep;

import java.util.List;

/**
 * The result of one report: the state after it, the points it moved and what happened, in order.
 *
 * @param report the report
 * @param state the state after it
 * @param payments points moved, with their reasons
 * @param notes what happened and why (letters applied, flags set, the deal, the end of the game)
 */
public record Step(Report report, KeepState state, List<Payment> payments, List<Note> notes) {
    public Step {
        payments = List.copyOf(payments);
        notes = List.copyOf(notes);
    }
}
