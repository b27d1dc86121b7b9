package org.jantaku.guizhou.game;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.jantaku.core.seat.BySeat;
import org.jantaku.core.tile.Tile;
import org.jantaku.core.tile.TileKind;
import org.jantaku.guizhou.rules.GuizhouRules;
import org.jantaku.guizhou.settlement.HandEnd;
import org.jantaku.guizhou.settlement.HandSettlement;
import org.jantaku.guizhou.settlement.Meld;
import org.jantaku.guizhou.settlement.SeatEnd;
import org.jantaku.guizhou.settlement.Settlement;
import org.jantaku.guizhou.settlement.Win;
import org.jantaku.guizhou.settlement.WinWay;

/**
 * The end of a hand in play: its description for settlement (the same {@link HandSettlement} the
 * table-side settler uses), the flip, the payments, and the next hand or the game's end.
 */
final class GameEnds {
    private GameEnds() {
    }

    static List<Meld> melds(SeatState s) {
        return s.melds().stream().map(GameMeld::meld).toList();
    }

    private static List<TileKind> kinds(List<Tile> tiles) {
        return tiles.stream().map(Tile::kind).toList();
    }

    /**
     * A win: the winners (in order from the player's 下家), the tile, who gave it and how. A
     * discarded tile leaves the discarder's pond, a robbed tile the robbed hand.
     */
    static GuizhouState won(GuizhouState s, List<Integer> winners, int from, Tile tile, WinWay way, List<GuizhouEvent> events) {
        BySeat<SeatState> seats = s.seats();
        if (way == WinWay.ROBBED_KONG) {
            seats = seats.with(from, seats.get(from).minus(tile));
        } else if (!way.isSelfDraw()) {
            List<Tile> pond = new ArrayList<>(seats.get(from).pond());
            pond.remove(pond.size() - 1);
            seats = seats.with(from, seats.get(from).withPond(pond));
        }
        List<Win> wins = new ArrayList<>();
        List<SeatEnd> ends = new ArrayList<>();
        for (int seat = 0; seat < 4; seat++) {
            SeatState st = seats.get(seat);
            List<Tile> hand = new ArrayList<>(st.hand());
            if (winners.contains(seat) && !way.isSelfDraw()) {
                hand.add(tile);
            }
            ends.add(SeatEnd.of(kinds(hand), melds(st), st.baoting(), kinds(st.pond())));
        }
        for (int w : winners) {
            wins.add(new Win(w, tile.kind(), way, from));
        }
        Optional<Tile> flip = s.tilesLeft() > 0 ? Optional.of(s.wall().at(s.head())) : Optional.empty();
        HandEnd end = new HandEnd(s.dealer(), s.streak(), BySeat.of(ends), wins, flip.map(Tile::kind), s.firstOneSou());
        Settlement settled = HandSettlement.settle(s.rules(), end);
        for (Settlement.ScoredWin w : settled.wins()) {
            List<Tile> hand = new ArrayList<>(seats.get(w.win().seat()).hand());
            if (!way.isSelfDraw()) {
                hand.add(tile);
            }
            events.add(new GuizhouEvent.Won(w.win().seat(), from, way, tile, hand.stream().sorted().toList(), w.pattern(), w.value()));
        }
        flip.ifPresent(f -> events.add(new GuizhouEvent.ChickenFlipped(f)));
        return next(s, settled, events);
    }

    /** 黄庄: the wall is empty and nobody won; 查叫. */
    static GuizhouState exhausted(GuizhouState s, List<GuizhouEvent> events) {
        List<SeatEnd> ends = new ArrayList<>();
        for (SeatState st : s.seats().toList()) {
            ends.add(SeatEnd.of(kinds(st.hand()), melds(st), st.baoting(), kinds(st.pond())));
        }
        HandEnd end = new HandEnd(s.dealer(), s.streak(), BySeat.of(ends), List.of(), Optional.empty(), s.firstOneSou());
        return next(s, HandSettlement.settle(s.rules(), end), events);
    }

    private static GuizhouState next(GuizhouState s, Settlement settled, List<GuizhouEvent> events) {
        BySeat<Integer> net = settled.net();
        BySeat<Integer> scores = s.scores().mapWithSeat((seat, v) -> v + net.get(seat));
        events.add(new GuizhouEvent.HandSettled(settled, scores));
        if (s.hand() + 1 >= s.rules().get(GuizhouRules.GAME_HANDS)) {
            events.add(new GuizhouEvent.GameEnded(scores));
            return new GuizhouState(s.rules(), s.walls(), s.hand(), s.dealer(), s.streak(), scores, s.wall(), s.head(), s.tail(),
                    s.seats(), s.called(), s.firstOneSou(), s.firstOneSouTile(), new Phase.Over());
        }
        return Dealing.deal(s.rules(), s.walls(), s.hand() + 1, settled.nextDealer(), settled.nextStreak(), scores, events);
    }
}
