package org.jantaku.engine.view.result;

import com.fasterxml.jackson.annotation.JsonProperty;
import java.util.List;

/**
 * A hand laid open at a draw (Riichi's tenpai hands at an exhaustive draw, 流局時の聴牌宣言): its
 * concealed tiles in tile order and its melds.
 *
 * @param seat whose hand it is
 * @param hand the concealed tiles
 * @param melds the melds, in the order made
 */
public record ShownHand(@JsonProperty("seat") int seat, @JsonProperty("hand") List<TileView> hand,
        @JsonProperty("melds") List<MeldView> melds) {
    public ShownHand {
        hand = List.copyOf(hand);
        melds = List.copyOf(melds);
    }
}
