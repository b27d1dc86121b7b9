package org.jantaku.simspark;

import java.util.Locale;

/** How the Spark job lays out its games' records ({@code --records-per game|partition}). */
public enum RecordsPer {
    /** One file per game, as {@code simulate --records} on one machine. */
    GAME,
    /** One zip archive per partition, {@code part-NNNNN.zip}, holding the per-game files ({@link PartitionArchive}). */
    PARTITION;

    /**
     * The layout called {@code name} ({@code game}, {@code partition}).
     *
     * @throws IllegalArgumentException for another name, naming the known ones
     */
    public static RecordsPer parse(String name) {
        return switch (name.toLowerCase(Locale.ROOT)) {
            case "game" -> GAME;
            case "partition" -> PARTITION;
            default -> throw new IllegalArgumentException("--records-per: '" + name + "' is not a layout (expected game or partition)");
        };
    }

    /** The name {@link #parse} reads. */
    public String label() {
        return name().toLowerCase(Locale.ROOT);
    }
}
