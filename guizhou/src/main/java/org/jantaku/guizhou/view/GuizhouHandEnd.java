package org.jantaku.guizhou.view;

import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;
import org.jantaku.engine.view.Caption;
import org.jantaku.engine.view.result.Extras;
import org.jantaku.engine.view.result.Label;
import org.jantaku.engine.view.result.TileView;

/**
 * What a 捉鸡麻将 hand's end (guizhou-liupanshui) shows beyond the flow's
 * ({@link org.jantaku.engine.view.result.FlowHandView}), in its JSON after {@code wins}; the burned seats reach the JSON
 * only as notes.
 *
 * @param chickens the hand's chickens (鸡) when someone won; empty at 黄庄
 * @param chajiao at 黄庄, each ready seat's 查叫 value: the wait it is valued on, its pattern and value
 * @param burned seats burned (烧光) by a 热炮 or a robbed kong: they receive no 豆 and no 鸡
 */
@JsonPropertyOrder({"chickens", "chajiao", "tile_lines", "notes"})
public record GuizhouHandEnd(@JsonProperty("chickens") Optional<Chickens> chickens, @JsonProperty("chajiao") List<Ready> chajiao,
        @JsonIgnore List<Integer> burned) implements Extras {
    public GuizhouHandEnd {
        Objects.requireNonNull(chickens, "chickens");
        chajiao = List.copyOf(chajiao);
        burned = List.copyOf(burned);
    }

    /** Each burned seat's note (烧光). */
    @Override
    public List<Caption> notes() {
        return burned.stream().map(seat -> Caption.of("res.burned", "who", seat)).toList();
    }

    /**
     * The chickens of a won hand.
     *
     * @param flip the tile turned over (翻鸡), none when the wall was empty
     * @param tiles every chicken kind and what one tile of it is worth, with its names (幺鸡, 金鸡, the
     *     翻鸡 the flip points at, and the optional 本鸡, 摇摆鸡, 乌骨鸡)
     * @param firstOneSou the hand's first 1条 when it was paid for as a 冲锋鸡 or 责任鸡
     */
    public record Chickens(@JsonProperty("flip") Optional<TileView> flip, @JsonProperty("tiles") List<ChickenTile> tiles,
            @JsonProperty("first_one_sou") Optional<FirstOneSou> firstOneSou) {
        public Chickens {
            Objects.requireNonNull(flip, "flip");
            tiles = List.copyOf(tiles);
            Objects.requireNonNull(firstOneSou, "firstOneSou");
        }
    }

    /** A chicken kind, the units one tile of it is worth, and its names. */
    public record ChickenTile(@JsonProperty("tile") TileView tile, @JsonProperty("units") int units,
            @JsonProperty("names") List<Label> names) {
        public ChickenTile {
            names = List.copyOf(names);
        }
    }

    /**
     * The hand's first discarded 1条: unclaimed a 冲锋鸡 of its discarder, claimed a 责任鸡.
     *
     * @param kind {@code reason.chongfengji} or {@code reason.zerenji}, with the engine's names
     * @param tile the tile
     * @param discarder who discarded it
     * @param claimer who claimed it (责任鸡)
     */
    public record FirstOneSou(@JsonProperty("kind") Label kind, @JsonProperty("tile") TileView tile,
            @JsonProperty("discarder") int discarder, @JsonProperty("claimer") OptionalInt claimer) {
    }

    /** A ready seat at 黄庄: the wait its 查叫 value comes from, the pattern and the value. */
    public record Ready(@JsonProperty("seat") int seat, @JsonProperty("wait") TileView waitTile, @JsonProperty("pattern") Label pattern,
            @JsonProperty("value") int value) {
    }
}
