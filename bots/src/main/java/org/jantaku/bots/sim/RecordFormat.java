package org.jantaku.bots.sim;

import java.util.Locale;
import org.jantaku.engine.record.GameRecord;
import org.jantaku.engine.record.RecordWriter;
import org.jantaku.riichi.game.RiichiAction;
import org.jantaku.riichi.game.RiichiEvent;
import org.jantaku.riichi.game.RiichiObservation;
import org.jantaku.riichi.game.RiichiState;
import org.jantaku.riichi.record.RiichiRecordCodec;
import org.jantaku.riichi.tenhou.RecordRoundTrip;

/**
 * The formats a simulation writes its games' records in ({@code simulate --records DIR --format …}):
 * the engine's JSON lines for every variant ({@link RecordWriter}), mjai and tenhou.net/6 for Riichi
 * ({@link RecordRoundTrip#export}, what {@code jantaku export} writes). A game's file is named by its
 * index and its seed (the seed of its walls, as in its header): {@code game-000042-seed-<16 hex digits>.jsonl}.
 */
public enum RecordFormat {
    /** The engine's game record, one JSON object a line (every variant). */
    JSONL("jsonl", false),
    /** mjai JSON lines (Riichi). */
    MJAI("mjai", true),
    /** tenhou.net/6 JSON (Riichi). */
    TENHOU6("json", true);

    private final String extension;
    private final boolean riichiOnly;

    RecordFormat(String extension, boolean riichiOnly) {
        this.extension = extension;
        this.riichiOnly = riichiOnly;
    }

    /**
     * The format called {@code name} ({@code jsonl}, {@code mjai}, {@code tenhou6}).
     *
     * @throws IllegalArgumentException for another name, naming the known ones
     */
    public static RecordFormat parse(String name) {
        return switch (name.toLowerCase(Locale.ROOT)) {
            case "jsonl" -> JSONL;
            case "mjai" -> MJAI;
            case "tenhou6" -> TENHOU6;
            default -> throw new IllegalArgumentException("'" + name + "' is not a record format (expected jsonl, mjai or tenhou6)");
        };
    }

    /** The name {@link #parse} reads. */
    public String label() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** Whether only Riichi games can be written in this format. */
    public boolean riichiOnly() {
        return riichiOnly;
    }

    /** The file name of game {@code game} whose walls are seeded {@code gameSeed}. */
    public String fileName(long game, long gameSeed) {
        return String.format(Locale.ROOT, "game-%06d-seed-%016x.%s", game, gameSeed, extension);
    }

    /**
     * A whole game's record as this format's text.
     *
     * @throws IllegalArgumentException for a format Riichi only and a game of another variant
     */
    @SuppressWarnings("unchecked")
    public String text(GameRecord<?, ?, ?, ?> record) {
        return switch (this) {
            case JSONL -> RecordWriter.toText(record);
            case MJAI, TENHOU6 -> {
                if (record.variant() != RiichiRecordCodec.RIICHI) {
                    throw new IllegalArgumentException(label() + " holds Riichi games only, not " + record.variant().name());
                }
                yield RecordRoundTrip.export(this == MJAI ? RecordRoundTrip.Format.MJAI : RecordRoundTrip.Format.TENHOU6,
                        (GameRecord<RiichiState, RiichiAction, RiichiEvent, RiichiObservation>) record);
            }
        };
    }
}
