/**
 * Game records as JSON lines, variant-neutral: a header (format, variant, preset, players, walls,
 * every rule option's value), the start events (step 0), then one line per applied action with the
 * events it produced. {@link org.jantaku.engine.record.Recorder} writes a record live,
 * {@link org.jantaku.engine.record.RecordReader} reads one with errors naming line and field, and
 * {@link org.jantaku.engine.record.Replayer#replay} rebuilds the exact state, checking every event.
 * A variant plugs in through its {@link org.jantaku.engine.record.RecordCodec}. The format is
 * described in {@code docs/game-record.md}.
 */
package org.jantaku.engine.record;
