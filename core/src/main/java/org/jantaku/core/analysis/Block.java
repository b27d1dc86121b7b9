package org.jantaku.core.analysis;

import org.jantaku.core.tile.TileKind;

/**
 * A set formed from concealed tiles in a decomposition: a run (順子, from {@code first} up) or a
 * triplet (刻子).
 */
public record Block(Type type, TileKind first) {
    public enum Type {
        /** 順子 / 顺子: three consecutive tiles of a numbered suit. */
        RUN,
        /** 刻子: three tiles of a kind. */
        TRIPLET
    }

    public Block {
        if (type == Type.RUN && (first.isHonor() || first.number() > 7)) {
            throw new IllegalArgumentException("no run starts at " + first.mpsz());
        }
    }

    public static Block run(TileKind first) {
        return new Block(Type.RUN, first);
    }

    public static Block triplet(TileKind kind) {
        return new Block(Type.TRIPLET, kind);
    }

    /** Whether the block contains a tile of this kind. */
    public boolean contains(TileKind kind) {
        return switch (type) {
            case TRIPLET -> kind == first;
            case RUN -> kind.index() >= first.index() && kind.index() <= first.index() + 2;
        };
    }

    @Override
    public String toString() {
        return switch (type) {
            case TRIPLET -> "" + first.number() + first.number() + first.number() + first.suit().letter();
            case RUN -> "" + first.number() + (first.number() + 1) + (first.number() + 2) + first.suit().letter();
        };
    }
}
