package org.jantaku.riichi.game;

import java.util.ArrayList;
import java.util.List;
import org.jantaku.core.tile.Tile;
import org.jantaku.core.tile.TileSet;
import org.jantaku.engine.settle.Transfer;
import org.jantaku.engine.table.ClaimWindow;
import org.jantaku.engine.table.Phase;
import org.jantaku.engine.table.PondTile;
import org.jantaku.engine.table.Seat;
import org.jantaku.riichi.rules.RiichiRules;
import org.jantaku.riichi.settlement.Reason;

/**
 * Riichi's invariants for the conformance suite, with four players or three: the seats the rules ask
 * for, the table's pot the riichi sticks' value (the points plus the pot kept is the suite's own check),
 * every tile of the set (136, or 108 with three players) conserved with the Norths set aside (北抜き), hand sizes as the view shows them, transfers positive
 * between seats that exist, no chi and no four-player draw with three, a final settlement of one place
 * per seat summing to zero.
 */
final class RiichiInvariants {
    private static final RiichiGame GAME = new RiichiGame();

    private RiichiInvariants() {
    }

    static List<String> violations(RiichiState s, List<RiichiEvent> events) {
        List<String> broken = new ArrayList<>();
        int players = s.rules().get(RiichiRules.PLAYERS);
        if (s.players() != players || s.scores().size() != players) {
            broken.add("not " + players + " seats");
        }
        if (s.pot() != s.riichiSticks() * s.rules().get(RiichiRules.RIICHI_DEPOSIT)) {
            broken.add("the pot " + s.pot() + " is not the value of " + s.riichiSticks() + " sticks");
        }
        if (!s.isOver()) {
            tiles(s, players, broken);
        }
        for (RiichiEvent e : events) {
            List<Transfer<Reason>> transfers = switch (e) {
                case RiichiEvent.Won w -> w.transfers();
                case RiichiEvent.HandDrawn d -> d.transfers();
                default -> List.of();
            };
            for (Transfer<Reason> t : transfers) {
                if (t.points() <= 0 || t.from() >= players || t.to() >= players) {
                    broken.add("a bad transfer: " + t);
                }
            }
            if (players == 3 && e instanceof RiichiEvent.HandDrawn d && List.of("fourWinds", "fourRiichi", "tripleRon").contains(d.kind())) {
                broken.add("a four-player draw with three: " + d.kind());
            }
            if (e instanceof RiichiEvent.GameEnded end && (end.result().points().size() != players
                    || end.result().points().stream().mapToInt(Integer::intValue).sum() != 0)) {
                broken.add("the final settlement is not " + players + " places summing to zero: " + end.result());
            }
        }
        return broken;
    }

    /**
     * The wall's undrawn tiles (live and dead: all from the next live draw on, less the replacement tiles
     * drawn and the Norths' replacements), hands, melds, Norths set aside and the ponds' uncalled discards
     * make the whole set; each seat's hand size agrees with the view.
     */
    private static void tiles(RiichiState s, int players, List<String> broken) {
        TileSet set = players == 3 ? TileSet.THREE_PLAYER_108 : TileSet.STANDARD_136;
        int tiles = set.size() - s.head() - s.kans().size() - s.nukis();
        int norths = 0;
        for (int at = 0; at < players; at++) {
            Seat<RiichiMeld> seat = s.seat(at);
            List<Tile> nukis = s.riichiSeat(at).nukis();
            tiles += seat.hand().size() + nukis.size();
            norths += nukis.size();
            for (PondTile p : seat.pondTiles()) {
                tiles += p.taken() ? 0 : 1;
            }
            for (var m : s.riichiSeat(at).handMelds()) {
                tiles += m.tiles().size();
                if (players == 3 && m.isRun()) {
                    broken.add("a chi with three players: " + m);
                }
            }
            for (Tile t : seat.hand()) {
                if (!set.contains(t)) {
                    broken.add("a tile not in the set: " + t);
                }
            }
        }
        if (tiles != set.size()) {
            broken.add("tiles are not conserved: " + tiles);
        }
        int pending = s.phase() instanceof Phase.Claims c && c.on() == ClaimWindow.On.ASIDE ? 1 : 0; // set aside, not yet made good
        if (norths != s.nukis() + pending) {
            broken.add("Norths set aside: " + norths + " in the seats, " + s.nukis() + " counted");
        }
        RiichiObservation view = GAME.observe(s, 0);
        for (int seat = 0; seat < players; seat++) {
            Seat<RiichiMeld> st = s.seat(seat);
            List<Tile> nukis = s.riichiSeat(seat).nukis();
            int size = st.hand().size();
            if (view.table().handSizes().get(seat) != size || !view.nukisOf(seat).equals(nukis)) {
                broken.add("seat " + seat + " holds " + size + " tiles and " + nukis.size()
                        + " Norths set aside; the view shows otherwise");
            }
            if (size + 3 * st.melds().size() != 13 && size + 3 * st.melds().size() != 14) {
                broken.add("seat " + seat + " holds " + size + " tiles with " + st.melds().size() + " melds");
            }
        }
    }
}
