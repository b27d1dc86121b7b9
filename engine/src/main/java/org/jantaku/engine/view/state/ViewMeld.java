package org.jantaku.engine.view.state;

import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import java.util.List;
import java.util.Optional;
import org.jantaku.core.hand.MeldShape;
import org.jantaku.engine.table.TableMeld;

/**
 * A meld on the table.
 *
 * @param shape its shape, written as {@code kind} by its view key ({@link MeldShape#viewKey()}: {@code chi},
 *     {@code pon}, {@code open_kan}, {@code closed_kan}, {@code added_kan}), the same for every variant
 * @param name the variant's own name for it ({@code pon}, {@code diandou}, {@code zhuanwandou},
 *     {@code concealed_kong} …), for its label
 * @param tiles its tiles, in tile order
 * @param called the tile taken from another seat, when the variant's view names it (Riichi, Guangdong);
 *     empty for a closed kan, and in Guizhou, whose view says only who fed the meld
 * @param added the tile an added kan laid on the called one, where the meld keeps it (Riichi)
 * @param from the seat that fed it, seen from the meld's owner; empty for a closed kan
 */
@JsonPropertyOrder({"kind", "name", "tiles", "called", "added", "from"})
public record ViewMeld(@JsonIgnore MeldShape shape, @JsonProperty("name") String name,
        @JsonProperty("tiles") List<ViewTile> tiles, @JsonProperty("called") Optional<ViewTile> called,
        @JsonProperty("added") Optional<ViewTile> added, @JsonProperty("from") Optional<Direction> from) {

    public ViewMeld {
        tiles = List.copyOf(tiles);
    }

    /**
     * Seat {@code owner}'s meld {@code m} at a table of {@code players}, named {@code name}, with its called
     * tile where the variant's view shows it ({@code calledTile}) and its added tile where the meld keeps it.
     */
    public static ViewMeld of(int owner, int players, TableMeld m, String name, boolean calledTile) {
        List<ViewTile> tiles = m.tiles().stream().sorted().map(ViewTile::of).toList();
        int from = m.from();
        return new ViewMeld(m.shape(), name, tiles, calledTile ? m.called().map(ViewTile::of) : Optional.empty(),
                m.added().map(ViewTile::of), from == owner ? Optional.empty() : Optional.of(Direction.of(owner, from, players)));
    }

    /** The shape's view key, the meld's {@code kind} on the wire. */
    @JsonProperty("kind")
    public String kind() {
        return shape.viewKey();
    }
}
