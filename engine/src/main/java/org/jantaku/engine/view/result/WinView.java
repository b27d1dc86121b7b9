package org.jantaku.engine.view.result;

import com.fasterxml.jackson.annotation.JsonProperty;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import org.jantaku.core.tile.Tile;

/**
 * One winner's hand: the concealed tiles without the winning tile, the melds, the winning tile, and
 * what the hand is worth.
 *
 * @param seat the winner
 * @param from the seat whose tile was won (the discarder, the robbed player), the winner for a self-draw
 * @param way how it was won (ron, tsumo, 自摸, 点炮, 抢杠, 杠上花 …)
 * @param hand the concealed tiles, the winning tile left out
 * @param melds the melds, in the order made
 * @param winTile the winning tile
 * @param items the yaku, fan or pattern with their values (dora last in Riichi)
 * @param total the hand's totals (han and fu, limit, fan paid, points)
 */
public record WinView(@JsonProperty("seat") int seat, @JsonProperty("from") int from, @JsonProperty("way") Label way,
        @JsonProperty("hand") List<TileView> hand, @JsonProperty("melds") List<MeldView> melds,
        @JsonProperty("win_tile") TileView winTile, @JsonProperty("items") List<ItemView> items,
        @JsonProperty("total") List<ItemView> total) {
    public WinView {
        Objects.requireNonNull(way, "way");
        hand = List.copyOf(hand);
        melds = List.copyOf(melds);
        Objects.requireNonNull(winTile, "winTile");
        items = List.copyOf(items);
        total = List.copyOf(total);
    }

    /** A winner's hand from its tiles as the win event holds them: the winning tile among them, taken out here. */
    public static WinView of(int seat, int from, Label way, List<Tile> tiles, Tile winTile, List<MeldView> melds,
            List<ItemView> items, List<ItemView> total) {
        List<Tile> concealed = new ArrayList<>(tiles);
        concealed.remove(winTile);
        return new WinView(seat, from, way, TileView.of(concealed), melds, TileView.of(winTile), items, total);
    }
}
