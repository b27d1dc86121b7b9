package org.jantaku.guangdong.settlement;

import org.jantaku.core.tile.TileKind;
import org.jantaku.engine.settle.HandValue;
import org.jantaku.engine.table.Names;

/** Why a transfer ({@link org.jantaku.engine.settle.Transfer}) is made: a {@link Reason}, or a horse's copy of one. */
public sealed interface Cause extends Names.Named, HandValue permits Reason, Cause.Horse {

    /**
     * 买马: the dealer shares a transfer of the seat a horse names.
     *
     * @param tile the horse tile
     * @param target the seat it names
     * @param copied the reason of the target's transfer copied
     */
    record Horse(TileKind tile, int target, Reason copied) implements Cause {
        @Override
        public Names names() {
            return Reason.HORSE.names();
        }

        /** A horse's copy is no part of the win. */
        @Override
        public boolean isHandValue() {
            return false;
        }
    }
}
