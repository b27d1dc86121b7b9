package org.jantaku.engine.table;

import org.jantaku.core.tile.Tile;
import org.jantaku.core.tile.TileKind;
import org.jantaku.engine.contract.Action;

/**
 * A variant's action as the table flow reads it: its {@link Move}, and the tile or kind it names. A
 * variant's action records implement one of the nested interfaces, which say the move.
 */
public interface TableAction extends Action {

    Move move();

    /** An action naming a tile. */
    interface OfTile extends TableAction {
        Tile tile();
    }

    /** An action naming a kind. */
    interface OfKind extends TableAction {
        TileKind kind();
    }

    /** Discard a tile. */
    interface Discard extends OfTile {
        @Override
        default Move move() {
            return Move.DISCARD;
        }
    }

    /** Discard a tile of a kind (a variant whose copies are alike: the lowest copy held goes). */
    interface DiscardKind extends OfKind {
        @Override
        default Move move() {
            return Move.DISCARD;
        }
    }

    /** Take the discard of the seat before into a run; the kind is the run's lowest. */
    interface Chi extends OfKind {
        @Override
        default Move move() {
            return Move.CHI;
        }
    }

    /** An action beside the play ({@link Move#ASIDE}). */
    interface Aside extends TableAction {
        @Override
        default Move move() {
            return Move.ASIDE;
        }
    }

    /** A variant's own action ({@link Move#OWN}): listed, played by the variant, not by the flow. */
    interface Own extends TableAction {
        @Override
        default Move move() {
            return Move.OWN;
        }
    }

    /** Discard a tile and declare (报听, riichi). */
    interface Declare extends OfTile {
        @Override
        default Move move() {
            return Move.DECLARE;
        }
    }

    /** Win on one's own draw. */
    interface SelfDraw extends TableAction {
        @Override
        default Move move() {
            return Move.SELF_DRAW;
        }
    }

    /** Win on the claimed tile. */
    interface Win extends TableAction {
        @Override
        default Move move() {
            return Move.WIN;
        }
    }

    /** Let the claimed tile go. */
    interface Pass extends TableAction {
        @Override
        default Move move() {
            return Move.PASS;
        }
    }

    /** Take the discard with two of one's own. */
    interface Pung extends TableAction {
        @Override
        default Move move() {
            return Move.PUNG;
        }
    }

    /** Take the discard with three of one's own. */
    interface Kong extends TableAction {
        @Override
        default Move move() {
            return Move.KONG;
        }
    }

    /** Four of a kind from one's own hand. */
    interface ConcealedKong extends OfKind {
        @Override
        default Move move() {
            return Move.CONCEALED_KONG;
        }
    }

    /** Add the fourth tile to one's pung. */
    interface AddedKong extends OfKind {
        @Override
        default Move move() {
            return Move.ADDED_KONG;
        }
    }
}
