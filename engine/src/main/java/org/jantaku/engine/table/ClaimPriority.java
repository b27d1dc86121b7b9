package org.jantaku.engine.table;

/**
 * How a claim window ranks the calls answered in it (a win always comes first): the highest rank
 * takes the tile, a pass ranks 0. A variant's rule of priority (kong and pung over chi).
 */
@FunctionalInterface
public interface ClaimPriority {
    /** The usual order: a kong or a pung over a chi (ポン・カン優先, 碰杠优先于吃). */
    ClaimPriority STANDARD = move -> switch (move) {
        case WIN -> 3;
        case KONG, PUNG -> 2;
        case CHI -> 1;
        default -> 0;
    };

    /** The rank of an answer making {@code move}; 0 for a pass. */
    int rank(Move move);
}
