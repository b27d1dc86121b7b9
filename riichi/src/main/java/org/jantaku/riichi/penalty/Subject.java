package org.jantaku.riichi.penalty;

/** What a penalty item is about: what {@link Effect.Void} cancels, and whether it can be reported as a foul. */
public enum Subject {
    /** A win declaration: VOID cancels the win. */
    WIN,
    /** A riichi declaration: VOID withdraws the riichi and its stick goes back. */
    RIICHI,
    /** A call (chi, pon, kan): VOID undoes the call, which the session does not track. */
    CALL,
    /** Looking at tiles one may not see (7-06-04, 7-06-05): permission may excuse it (7-06-05-01). */
    LOOKING,
    /** Any other foul. */
    FOUL,
    /** Not a foul but a setting read when fouls are settled (7-01, 7-02, 7-03 …): cannot be reported. */
    SETTING
}
