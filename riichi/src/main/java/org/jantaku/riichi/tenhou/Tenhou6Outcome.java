package org.jantaku.riichi.tenhou;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import org.jantaku.core.analysis.TenpaiRule;
import org.jantaku.core.analysis.Waits;
import org.jantaku.core.hand.Hand;
import org.jantaku.core.hand.Meld;
import org.jantaku.core.tile.Tile;
import org.jantaku.core.tile.TileSet;

/**
 * The end of a tenhou.net/6 hand, its result array turned into {@link Agari} events (one per winner,
 * in the array's order) or one {@link Ryuukyoku}, from the state the play ended in.
 *
 * <p>What the JSON does not say is rebuilt as Tenhou writes it: the winner's concealed tiles and winning
 * tile come from the play; melds are listed newest first; a riichi winner's yaku end with {@code 裏ドラ} at
 * 0 han when the JSON lists none (as the mjlog does); the ura indicators are kept for riichi winners only. A second winner of
 * a double ron gets the scores after the first one's deltas and no deposits. Shown hands at a draw:
 * at an exhaustive draw the seats paid for tenpai (a positive delta; all four when every delta is 0 and
 * the result is not {@code 全員不聴}); at nagashi mangan the seats whose hands are tenpai (Tenhou's rule:
 * a wait one does not hold all four of); the declarer's 14 tiles at {@code 九種九牌}; all four hands at
 * {@code 四家立直}; the three winners at {@code 三家和了}; none otherwise.
 */
final class Tenhou6Outcome {
    private final Tenhou6Hand hand;
    private final Tenhou6Play play;
    private final Tenhou6Where where;
    private final String path;
    private List<Tile> ura = List.of();
    private boolean uraTaken;

    private Tenhou6Outcome(Tenhou6Hand hand, Tenhou6Play play) {
        this.hand = hand;
        this.play = play;
        this.where = hand.where();
        this.path = hand.path() + "[16]";
    }

    /** The result events of a played hand. */
    static List<MjlogEvent> events(Tenhou6Hand hand, Tenhou6Play play) {
        return new Tenhou6Outcome(hand, play).build();
    }

    private List<MjlogEvent> build() {
        JsonNode r = hand.result();
        if (r.isEmpty()) {
            throw where.error(path, "the result is empty");
        }
        String name = Tenhou6Json.string(where, r.get(0), path + "[0]");
        if (name.equals("和了")) {
            return wins(r);
        }
        Optional<String> type = switch (name) {
            case "流局", "全員聴牌", "全員不聴" -> Optional.empty();
            case "九種九牌" -> Optional.of("yao9");
            case "四風連打" -> Optional.of("kaze4");
            case "四家立直" -> Optional.of("reach4");
            case "四槓散了" -> Optional.of("kan4");
            case "三家和了" -> Optional.of("ron3");
            case "流し満貫" -> Optional.of("nm");
            default -> throw where.error(path + "[0]", "unknown result '" + name + "' (expected 和了, 流局, 全員聴牌,"
                    + " 全員不聴, 九種九牌, 四風連打, 四家立直, 四槓散了, 三家和了 or 流し満貫)");
        };
        if (r.size() > 2) {
            throw where.error(path, "a draw's result has its name and at most one list of score changes, not "
                    + r.size() + " items");
        }
        List<Integer> deltas = r.size() == 2 ? Tenhou6Json.integers(where, r.get(1), path + "[1]", 4)
                : List.of(0, 0, 0, 0);
        if (type.equals(Optional.of("yao9")) && !play.endedBeforeDiscard()) {
            throw where.error(path + "[0]", "九種九牌, but the play did not end on a seat's draw");
        }
        List<List<Tile>> shown = new ArrayList<>();
        for (int s = 0; s < 4; s++) {
            shown.add(shows(name, s, deltas) ? play.seat(s).concealed() : List.of());
        }
        return List.of(new Ryuukyoku(type, hand.honba(), play.riichiSticks(), play.scores(), deltas, shown,
                Optional.empty()));
    }

    private boolean shows(String name, int seat, List<Integer> deltas) {
        return switch (name) {
            case "流局" -> deltas.get(seat) > 0 || deltas.stream().allMatch(d -> d == 0);
            case "全員聴牌", "四家立直" -> true;
            case "九種九牌" -> seat == play.endSeat();
            case "三家和了" -> seat != play.endSeat();
            case "流し満貫" -> tenpai(play.seat(seat));
            default -> false;
        };
    }

    /** Whether a seat's hand is tenpai under Tenhou's rule (a wait whose four copies are all one's own does not count). */
    static boolean tenpai(Tenhou6Seat seat) {
        try {
            return Waits.isTenpai(new Hand(seat.concealed(), seat.melds()), TenpaiRule.NOT_ALL_OWN_COPIES,
                    TileSet.STANDARD_136);
        } catch (IllegalArgumentException e) {
            return false;
        }
    }

    private List<MjlogEvent> wins(JsonNode r) {
        if (r.size() < 3 || r.size() % 2 == 0) {
            throw where.error(path, "a win's result is 和了 then pairs of score changes and win details, not "
                    + r.size() + " items");
        }
        List<MjlogEvent> out = new ArrayList<>();
        List<Integer> scores = play.scores();
        for (int i = 1; i < r.size(); i += 2) {
            List<Integer> deltas = Tenhou6Json.integers(where, r.get(i), path + "[" + i + "]", 4);
            Agari a = win(r.get(i + 1), path + "[" + (i + 1) + "]", scores, deltas, i == 1);
            out.add(a);
            List<Integer> after = new ArrayList<>();
            for (int s = 0; s < 4; s++) {
                after.add(scores.get(s) + deltas.get(s));
            }
            scores = List.copyOf(after);
        }
        return out;
    }

    private Agari win(JsonNode detail, String at, List<Integer> scores, List<Integer> deltas, boolean first) {
        JsonNode d = Tenhou6Json.array(where, detail, at, -1);
        if (d.size() < 5) {
            throw where.error(at, "a win's detail is [who, from, pao, value, yaku...], not " + d.size() + " items");
        }
        int who = seat(d.get(0), at + "[0]");
        int from = seat(d.get(1), at + "[1]");
        int pao = seat(d.get(2), at + "[2]");
        Tenhou6Seat winner = play.seat(who);
        Tile machi = winningTile(who, from, at);
        List<Tile> hai = new ArrayList<>(winner.concealed());
        if (who != from) {
            hai.add(machi);
            Collections.sort(hai);
        }
        List<Meld> melds = new ArrayList<>(winner.melds());
        Collections.reverse(melds);
        Tenhou6Points value;
        try {
            value = Tenhou6Points.parse(Tenhou6Json.string(where, d.get(3), at + "[3]"), hand.players());
        } catch (IllegalArgumentException e) {
            throw where.error(at + "[3]", e.getMessage(), e);
        }
        List<YakuHan> yaku = new ArrayList<>();
        List<Integer> yakuman = new ArrayList<>();
        for (int i = 4; i < d.size(); i++) {
            Tenhou6Yaku y;
            try {
                y = Tenhou6Yaku.parse(Tenhou6Json.string(where, d.get(i), at + "[" + i + "]"));
            } catch (IllegalArgumentException e) {
                throw where.error(at + "[" + i + "]", e.getMessage(), e);
            }
            if (y.yakuman() > 0) {
                yakuman.addAll(java.util.Collections.nCopies(y.yakuman(), y.yaku().id()));
            } else {
                yaku.add(new YakuHan(y.yaku().id(), y.han()));
            }
        }
        if (!yaku.isEmpty() && !yakuman.isEmpty()) {
            throw where.error(at, "mixes yakuman with ordinary yaku");
        }
        boolean riichi = winner.inRiichi();
        if (riichi && !yaku.isEmpty() && yaku.stream().noneMatch(y -> y.id() == TenhouYaku.URA_DORA.id())) {
            yaku.add(new YakuHan(TenhouYaku.URA_DORA.id(), 0));
        }
        return new Agari(who, from, pao == who ? OptionalInt.empty() : OptionalInt.of(pao), hand.honba(),
                first ? play.riichiSticks() : 0, hai, melds, winner.nukis(), machi, value.fu(), value.points(),
                value.limit(), yaku, yakuman, play.doraShown(), riichi ? ura() : List.of(), scores, deltas,
                Optional.empty(), Optional.empty());
    }

    private Tile winningTile(int who, int from, String at) {
        if (who == from) {
            if (!play.endedBeforeDiscard() || play.endSeat() != who) {
                throw where.error(at, "a tsumo by seat " + who + ", but the play did not end on that seat's draw");
            }
            return play.seat(who).drawn().orElseThrow(() -> where.error(at, "a tsumo by seat " + who
                    + ", who drew nothing last"));
        }
        Optional<Tenhou6Play.Offer> offer = play.lastOffer();
        if (play.endedBeforeDiscard() || offer.isEmpty() || offer.get().seat() != from) {
            throw where.error(at, "a ron by seat " + who + " on seat " + from + ", but the play did not end on a"
                    + " discard, kan or North set aside of that seat");
        }
        return offer.get().tile();
    }

    private List<Tile> ura() {
        if (!uraTaken) {
            List<Tile> tiles = new ArrayList<>();
            for (int i = 0; i < hand.ura().size(); i++) {
                String p = hand.path() + "[3][" + i + "]";
                tiles.add(play.allocate(play.checkRed(hand.ura().get(i), p), p));
            }
            ura = List.copyOf(tiles);
            uraTaken = true;
        }
        return ura;
    }

    private int seat(JsonNode node, String at) {
        int s = Tenhou6Json.integer(where, node, at);
        if (s < 0 || s >= hand.players()) {
            throw where.error(at, "seat " + s + " is outside 0-" + (hand.players() - 1));
        }
        return s;
    }
}
