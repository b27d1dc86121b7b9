package org.jantaku.engine.contract;

/**
 * Something that happened, player or environment (a draw, a dora reveal, a chicken flip, a horse,
 * the dice). The event log is the source of truth: replaying a game's events from its seed and
 * rules rebuilds the exact state. Each variant declares its events as a sealed interface of records
 * extending this one; shapes follow mjai where Riichi has them.
 */
public interface Event {
}
