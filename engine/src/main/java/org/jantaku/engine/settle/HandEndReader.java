package org.jantaku.engine.settle;

import static org.jantaku.engine.settle.SettleFields.bool;
import static org.jantaku.engine.settle.SettleFields.checked;
import static org.jantaku.engine.settle.SettleFields.integer;
import static org.jantaku.engine.settle.SettleFields.items;
import static org.jantaku.engine.settle.SettleFields.known;
import static org.jantaku.engine.settle.SettleFields.term;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Iterator;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.jantaku.core.hand.MeldShape;
import org.jantaku.core.seat.BySeat;
import org.jantaku.core.tile.TileKind;
import org.jantaku.engine.table.Meld;
import org.jantaku.engine.table.WinSource;

/**
 * What the table-side settlers (捉鸡, 广东) read alike of a hand's end described at the table (one JSON line, laid out as
 * the variant's {@link SettleForm.Layout}): seats, melds and wins, shapes and ranges only, each refusal a
 * {@link SettleException} naming the field, in the variant's terms. Whether they can have happened is for its
 * {@link HandEndChecks}; each variant reads its own fields around these.
 *
 * @param checks the variant's checks: its seats, meld names, ways of winning and layout
 * @param tiles its tiles
 */
public record HandEndReader(HandEndChecks checks, TileFields tiles) {
    /** A meld's fields with {@link SettleForm.Layout#WINNERS}. */
    private static final Set<String> MELD = Set.of("type", "tiles", "from");

    /** Makes a variant's win of what every win gives ({@code hand}: none with {@link SettleForm.Layout#SEATS}). */
    public interface WinOf<W> {
        W of(int seat, List<TileKind> hand, TileKind tile, WinSource way, int from);
    }

    /** A seat (0 to the game's seats − 1) under {@code name}, or {@code def} when absent (an error when there is none). */
    public int seat(JsonNode node, String name, String field, Optional<Integer> def) {
        return integer(node, name, field, 0, checks.seats() - 1, def);
    }

    /** A value that must be a seat. */
    public int seat(JsonNode value, String field) {
        return integer(value, field, 0, checks.seats() - 1);
    }

    /**
     * A meld of seat {@code owner}: its {@code type} (a key of the variant's meld names); its kind {@code tile}
     * ({@link SettleForm.Layout#SEATS}) or all its {@code tiles} (a run of three for a chi, else as many identical tiles
     * as the type has); whether it was made {@code late} (an own kong only); who fed it ({@code from}, the owner of a
     * concealed kong when left out).
     */
    public Meld meld(JsonNode node, String field, int owner) {
        boolean seats = checks.layout() == SettleForm.Layout.SEATS;
        if (!node.isObject()) {
            throw new SettleException(field, "a meld object {\"type\":…,\"" + (seats ? "tile" : "tiles") + "\":…,\"from\":…}");
        }
        MeldShape type = term(node, "type", field + ".type", checks.melds());
        TileKind kind = seats ? tiles.one(node, "tile", field + ".tile") : kind(type, tiles.kinds(node, "tiles", field + ".tiles"), field);
        boolean late = bool(node, "late", field + ".late");
        if (late && !type.isOwnKong()) {
            throw new SettleException(field + ".late", "only a " + checks.meldName(MeldShape.CONCEALED_KONG) + " or a "
                    + checks.meldName(MeldShape.ADDED_KONG) + " can be made late");
        }
        int from = seat(node, "from", field + ".from", type == MeldShape.CONCEALED_KONG ? Optional.of(owner) : Optional.empty());
        return checked(field, () -> Meld.described(type, kind, from, late));
    }

    /**
     * The melds by seat of {@link SettleForm.Layout#WINNERS} ({@code node}: the line's {@code melds}): a list of up to
     * the game's seats' meld lists, seat 0 first, or an object keyed by seat ({@code "0"}, {@code "1"} …); none for a
     * seat left out (or all, when absent). Each is a {@link #meld} of its {@code type}, {@code tiles} and {@code from}
     * only, at {@code melds[seat][i]}.
     */
    public BySeat<List<Meld>> melds(JsonNode node) {
        int seats = checks.seats();
        List<List<Meld>> bySeat = new ArrayList<>(Collections.nCopies(seats, List.of()));
        if (node.isMissingNode()) {
            return BySeat.of(bySeat);
        }
        if (node.isArray() && node.size() <= seats) {
            for (int seat = 0; seat < node.size(); seat++) {
                bySeat.set(seat, seatMelds(node.get(seat), seat, "melds[" + seat + "]"));
            }
        } else if (node.isObject()) {
            for (Iterator<String> it = node.fieldNames(); it.hasNext(); ) {
                String key = it.next();
                if (!key.matches("[0-9]") || Integer.parseInt(key) >= seats) {
                    throw new SettleException("melds." + key, "melds are keyed by seat \"0\"-\"" + (seats - 1) + "\"");
                }
                int seat = Integer.parseInt(key);
                bySeat.set(seat, seatMelds(node.get(key), seat, "melds[" + key + "]"));
            }
        } else {
            throw new SettleException("melds", "an array of up to " + seats + " seats' meld lists, or an object keyed by seat");
        }
        return BySeat.of(bySeat);
    }

    private List<Meld> seatMelds(JsonNode node, int owner, String field) {
        return items(node, field, (m, f) -> {
            known(m, MELD, f);
            return meld(m, f, owner);
        });
    }

    private TileKind kind(MeldShape type, List<TileKind> kinds, String field) {
        TileKind first = kinds.isEmpty() ? TileKind.M1 : kinds.stream().min(Enum::compareTo).orElseThrow();
        boolean chi = type == MeldShape.CHI;
        if (kinds.size() != type.size() || (chi ? first.isHonor() || first.number() > 7 || !kinds.stream().sorted().toList()
                .equals(List.of(first, TileKind.of(first.index() + 1), TileKind.of(first.index() + 2))) : kinds.stream().anyMatch(k -> k != first))) {
            throw new SettleException(field + ".tiles", "a " + checks.meldName(type) + " is " + (chi ? "a run of 3" : type.size()
                    + " identical tiles") + ", not " + kinds.stream().map(TileKind::mpsz).toList());
        }
        return first;
    }

    /**
     * A win made by {@code win}: the winner ({@code seat}); his concealed tiles ({@code hand}) and winning tile
     * ({@code win_tile}, the hand's last when left out) with {@link SettleForm.Layout#WINNERS}, the winning {@code tile}
     * with {@link SettleForm.Layout#SEATS}; how it was won ({@code way}); who fed it ({@code from}, the winner of a
     * self-draw when left out).
     */
    public <W> W win(JsonNode node, String field, WinOf<W> win) {
        boolean winners = checks.layout() == SettleForm.Layout.WINNERS;
        if (!node.isObject()) {
            throw new SettleException(field, "a winner object {\"seat\":…,\"" + (winners ? "hand" : "tile") + "\":…,\"way\":…}");
        }
        int seat = seat(node, "seat", field + ".seat", Optional.empty());
        List<TileKind> hand = winners ? tiles.kinds(node, "hand", field + ".hand") : List.of();
        if (winners && hand.isEmpty()) {
            throw new SettleException(field + ".hand", "the winner's concealed tiles, the winning tile included");
        }
        String tileField = field + "." + checks.tileField();
        Optional<TileKind> given = tiles.optionalOne(node, checks.tileField(), tileField);
        TileKind tile = winners ? given.orElse(hand.get(hand.size() - 1)) : given.orElseThrow(() -> new SettleException(tileField, "missing"));
        WinSource way = term(node, "way", field + ".way", checks.ways());
        return win.of(seat, hand, tile, way, seat(node, "from", field + ".from", way.isSelfDraw() ? Optional.of(seat) : Optional.empty()));
    }
}
