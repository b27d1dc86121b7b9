package org.jantaku.riichi.tenhou;

import org.jantaku.core.tile.Tile;

/**
 * Which engine tile stands for which logged tile in a replayed hand. They are the same tile until a
 * call: the engine offers one chi or pon per choice of faces, made with particular copies of a
 * kind, and when the log used other copies of the same faces the two sets swap identities (same
 * face, so nothing of the hand's value changes) and later references follow the swap.
 */
final class TileSwaps {
    private final int[] toEngine = new int[Tile.COUNT];
    private final int[] toLog = new int[Tile.COUNT];

    TileSwaps() {
        for (int i = 0; i < Tile.COUNT; i++) {
            toEngine[i] = i;
            toLog[i] = i;
        }
    }

    /** The engine's tile for a logged one. */
    Tile engine(Tile logged) {
        return Tile.of(toEngine[logged.id()]);
    }

    /** From now on the logged tile {@code logged} is the engine's {@code engine} (the same face). */
    void identify(Tile logged, Tile engine) {
        int current = toEngine[logged.id()];
        if (current == engine.id()) {
            return;
        }
        if (!Tile.of(current).face().equals(engine.face())) {
            throw new IllegalArgumentException("cannot take " + engine + " for " + logged + ": different faces");
        }
        int other = toLog[engine.id()];
        toEngine[logged.id()] = engine.id();
        toLog[engine.id()] = logged.id();
        toEngine[other] = current;
        toLog[current] = other;
    }
}
