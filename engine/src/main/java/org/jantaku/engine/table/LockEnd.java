package org.jantaku.engine.table;

/**
 * When a seat's lock against winning on a discard ends ({@link Seat#lock(long, LockEnd)}): the locks
 * a variant puts on a seat that let a winning tile go by. {@link Seat#locked()} is every lock at once.
 */
public enum LockEnd {
    /** At the seat's next draw or call (过水: Guizhou, Guangdong). */
    DRAW,
    /** At the seat's own next discard (同巡内フリテン: Riichi's temporary furiten, on every kind). */
    OWN_DISCARD,
    /** At the hand's end (立直後の見逃し: Riichi's furiten in riichi, on every kind). */
    HAND
}
