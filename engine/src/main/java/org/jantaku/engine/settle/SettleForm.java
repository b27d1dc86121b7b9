package org.jantaku.engine.settle;

import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import com.fasterxml.jackson.annotation.JsonSubTypes;
import com.fasterxml.jackson.annotation.JsonTypeInfo;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.jantaku.core.hand.MeldShape;
import org.jantaku.core.rules.Localized;
import org.jantaku.core.tile.TileKind;
import org.jantaku.core.tile.TileSet;
import org.jantaku.engine.table.Names;

/**
 * What a scorekeeping page asks of one hand's end for a variant's table-side settler ({@link HandSettler#form()}),
 * so that the page builds the settler's JSON without knowing the variant: its ways of winning, its meld types, its
 * tiles, where the hands go in the JSON, and the extras it takes per hand (a flipped tile, horses, a seat's
 * declaration, the first discard of a kind and who claimed it), each with its JSON field.
 *
 * <p>The words of the form, served to the pages ({@code org.jantaku.engine.view.PageWords}): its ways', meld types'
 * and reasons' are their {@link Names} ({@link #termWords()}: {@code <words>.way.<key>}, {@code <words>.meld.<key>},
 * and {@code <words>.reason.<key>} for a transfer of the settlement that names its reason by key only); its extras'
 * are the variant's {@code org/jantaku/<variant>/view/words.properties} ({@code <words>.extra.<field>}, and
 * {@code <words>.extra.<field>.by} and {@code .claimed} for a {@link Extra.FirstDiscard}).
 *
 * @param words the prefix of the form's word keys ({@code guizhou.keep})
 * @param ways the ways of winning, in the order the form offers them (the first is the default)
 * @param melds the meld types, in the order the form offers them
 * @param tiles the tile kinds the palette offers (mpsz)
 * @param layout where the concealed tiles, the melds and the winning tile go in the JSON
 * @param extras what else a hand's end takes
 * @param carries what a session keeping the variant's hands fills in from the hands before, when a hand leaves it out
 * @param reasons the reasons the settlement's transfers name by key only, for their words (not sent to the page)
 */
public record SettleForm(@JsonProperty("words") String words, @JsonProperty("ways") List<Way> ways,
        @JsonProperty("melds") List<MeldType> melds, @JsonProperty("tiles") List<String> tiles,
        @JsonProperty("layout") Layout layout, @JsonProperty("extras") List<Extra> extras,
        @JsonProperty("carries") List<Carry> carries, @JsonIgnore List<Names> reasons) {
    public SettleForm {
        Objects.requireNonNull(words, "words");
        ways = List.copyOf(ways);
        melds = List.copyOf(melds);
        tiles = List.copyOf(tiles);
        Objects.requireNonNull(layout, "layout");
        extras = List.copyOf(extras);
        carries = List.copyOf(carries);
        reasons = List.copyOf(reasons);
        if (ways.isEmpty() || melds.isEmpty() || tiles.isEmpty()) {
            throw new IllegalArgumentException("a settle form has ways, meld types and tiles");
        }
    }

    /** The words of the form's terms by page key: {@code <words>.way.<key>}, {@code <words>.meld.<key>}, {@code <words>.reason.<key>}. */
    public Map<String, Localized> termWords() {
        Map<String, Localized> out = new LinkedHashMap<>();
        ways.forEach(w -> out.put(words + ".way." + w.key(), w.names().text()));
        melds.forEach(m -> out.put(words + ".meld." + m.key(), m.names().text()));
        reasons.forEach(r -> out.put(words + ".reason." + r.key(), r.text()));
        return out;
    }

    /** The palette of a tile set: every kind it holds, in order. */
    public static List<String> palette(TileSet set) {
        return set.kinds().stream().map(TileKind::mpsz).toList();
    }

    /**
     * A way of winning: its names (its key is the JSON's {@code way}) and whether the form asks who fed the tile (the
     * win's {@code from}: the discarder, the kong's feeder, the robbed player).
     */
    @JsonPropertyOrder({"key", "from"})
    public record Way(@JsonIgnore Names names, @JsonProperty("from") boolean from) {
        public Way {
            Objects.requireNonNull(names, "names");
        }

        /** The way's key, the JSON's {@code way}. */
        @JsonProperty("key")
        public String key() {
            return names.key();
        }
    }

    /**
     * A meld type: its names (its key is the JSON's {@code type}), how many tiles it has, whether they are a run (chi)
     * or one kind, and whether it is open (claimed from another seat: the form asks whom, the meld's {@code from}).
     */
    @JsonPropertyOrder({"key", "tiles", "run", "open"})
    public record MeldType(@JsonIgnore Names names, @JsonProperty("tiles") int tiles, @JsonProperty("run") boolean run,
            @JsonProperty("open") boolean open) {
        public MeldType {
            Objects.requireNonNull(names, "names");
        }

        /** A meld type of a shape under the variant's names. */
        public static MeldType of(Names names, MeldShape shape) {
            return new MeldType(names, shape.size(), shape == MeldShape.CHI, shape != MeldShape.CONCEALED_KONG);
        }

        /** The meld type's key, the JSON's {@code type}. */
        @JsonProperty("key")
        public String key() {
            return names.key();
        }
    }

    /** Where a hand's tiles go in the settler's JSON. */
    public enum Layout {
        /**
         * Every seat in {@code seats} (four objects, seat 0 first): its concealed tiles {@code hand} (mpsz), its
         * {@code melds} (each {@code type}, {@code tile}: the meld's kind, and {@code from} if open) and its
         * {@link Extra.SeatFlag}s; a win gives its winning {@code tile} (捉鸡).
         */
        @JsonProperty("seats")
        SEATS,
        /**
         * The melds by seat in {@code melds} (a list per seat, each {@code type}, {@code tiles}: mpsz, and {@code from}
         * if open, left out when nobody melded); a win gives the winner's concealed {@code hand} and its {@code win_tile}
         * (广东).
         */
        @JsonProperty("winners")
        WINNERS
    }

    /**
     * What a session fills in from the hands before (the dealer always: the last settlement's {@code next_dealer}, seat 0
     * first), under the hand's JSON field; the session's state shows it too.
     */
    public enum Carry {
        /** {@code streak}: the dealer's streak (连庄), the last settlement's {@code next_streak} (捉鸡). */
        @JsonProperty("streak")
        STREAK,
        /** {@code dealer_term}: the dealer's term, one more each hand he keeps the deal, 1 when it moves (广东). */
        @JsonProperty("dealer_term")
        DEALER_TERM,
        /** {@code prevailing}: the prevailing wind, 东 until the deal has moved four times, then 南 … (广东). */
        @JsonProperty("prevailing")
        PREVAILING
    }

    /** Something else a hand's end takes, under a field of its JSON. */
    @JsonTypeInfo(use = JsonTypeInfo.Id.NAME, property = "kind")
    @JsonSubTypes({@JsonSubTypes.Type(value = Extra.Tiles.class, name = "tiles"),
            @JsonSubTypes.Type(value = Extra.SeatFlag.class, name = "seat_flag"),
            @JsonSubTypes.Type(value = Extra.FirstDiscard.class, name = "first_discard")})
    public sealed interface Extra {
        /** The field of the hand's JSON (of each seat's, for a {@link SeatFlag}). */
        @JsonProperty("field")
        String field();

        /** Tiles tapped in: one ({@code max} 1: a tile, 捉鸡's flipped tile) or several (a list of tiles: 广东's horses). */
        record Tiles(@JsonProperty("field") String field, @JsonProperty("max") int max) implements Extra {
            public Tiles {
                if (max < 1) {
                    throw new IllegalArgumentException(field + ": a tile slot holds at least one tile, not " + max);
                }
            }
        }

        /** A seat's yes-or-no, {@code true} or left out (捉鸡's 报听, {@code seats[i].baoting}); with {@link Layout#SEATS}. */
        record SeatFlag(@JsonProperty("field") String field) implements Extra {
        }

        /**
         * Who discarded the hand's first tile of a kind and who claimed it, if anyone: {@code {"seat": s}} or
         * {@code {"seat": s, "claimed_by": c}} (捉鸡's first 1条, {@code first_1s}).
         */
        record FirstDiscard(@JsonProperty("field") String field) implements Extra {
        }
    }
}
