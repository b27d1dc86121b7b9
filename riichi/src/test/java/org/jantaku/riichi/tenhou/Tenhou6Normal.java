package org.jantaku.riichi.tenhou;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.jantaku.core.hand.AddedKan;
import org.jantaku.core.hand.Chi;
import org.jantaku.core.hand.ClosedKan;
import org.jantaku.core.hand.Meld;
import org.jantaku.core.hand.OpenKan;
import org.jantaku.core.hand.Pon;
import org.jantaku.core.tile.Tile;

/**
 * A log's events written by tile face instead of tile id, so that a JSON import and the mjlog of the same
 * game compare line by line: what the JSON cannot carry (dice, disconnections, reconnections, the game's
 * final result, the fu of limit hands) is left out, tsumogiri is made explicit, and tile lists are sorted.
 */
final class Tenhou6Normal {
    private Tenhou6Normal() {
    }

    static List<String> of(Mjlog log) {
        List<String> out = new ArrayList<>();
        Map<Integer, Tile> drawn = new HashMap<>();
        for (MjlogEvent e : log.events()) {
            switch (e) {
                case Init i -> {
                    drawn.clear();
                    out.add("INIT round=" + i.round() + " honba=" + i.honba() + " sticks=" + i.riichiSticks() + " dora="
                            + i.doraIndicator().mpsz() + " scores=" + i.scores() + " dealer=" + i.dealer() + " hands="
                            + i.hands().stream().map(Tenhou6Normal::faces).toList());
                }
                case Draw d -> {
                    drawn.put(d.seat(), d.tile());
                    out.add("DRAW " + d.seat() + " " + d.tile().mpsz());
                }
                case Discard d -> {
                    Tile t = drawn.remove(d.seat());
                    out.add("DISCARD " + d.seat() + " " + d.tile().mpsz() + (d.tile().equals(t) ? " tsumogiri" : ""));
                }
                case Call c -> {
                    drawn.remove(c.seat());
                    out.add("CALL " + c.seat() + " " + meld(c.meld()) + " fromSeat=" + c.fromSeat());
                }
                case Nuki n -> {
                    drawn.remove(n.seat());
                    out.add("NUKI " + n.seat() + " " + n.tile().mpsz());
                }
                case Riichi r -> out.add("REACH " + r.seat() + " step=" + r.step() + " scores=" + r.scores());
                case Dora d -> out.add("DORA " + d.indicator().mpsz());
                case Agari a -> out.add("AGARI who=" + a.who() + " from=" + a.fromWho() + " pao=" + a.paoWho()
                        + " ba=" + a.honba() + "," + a.riichiSticks() + " hai=" + faces(a.hai()) + " melds="
                        + a.melds().stream().map(Tenhou6Normal::meld).toList() + " nukis=" + faces(a.nukis())
                        + " machi=" + a.machi().mpsz()
                        + (a.limit() == Agari.NO_LIMIT ? " fu=" + a.fu() : "") + " points=" + a.points() + " limit="
                        + a.limit() + " yaku=" + a.yaku() + " yakuman=" + a.yakuman() + " dora="
                        + faces(a.doraIndicators()) + " ura=" + faces(a.uraIndicators()) + " scores=" + a.scores()
                        + " deltas=" + a.deltas());
                case Ryuukyoku r -> out.add("RYUUKYOKU type=" + r.type() + " ba=" + r.honba() + "," + r.riichiSticks()
                        + " scores=" + r.scores() + " deltas=" + r.deltas() + " shown="
                        + r.shownHands().stream().map(Tenhou6Normal::faces).toList());
                case Disconnect d -> {
                }
                case Reconnect r -> {
                }
            }
        }
        return out;
    }

    static String meld(Meld m) {
        String base = m.shape() + faces(m.tiles());
        return switch (m) {
            case Chi c -> base + " called=" + c.called().mpsz();
            case Pon p -> base + " called=" + p.called().mpsz() + " from=" + p.from();
            case OpenKan k -> base + " called=" + k.called().mpsz() + " from=" + k.from();
            case AddedKan k -> base + " called=" + k.called().mpsz() + " from=" + k.from() + " added="
                    + k.added().mpsz();
            case ClosedKan k -> base;
        };
    }

    static String faces(List<Tile> tiles) {
        return tiles.stream().sorted(java.util.Comparator.comparing(Tile::face)).map(Tile::mpsz).toList().toString();
    }
}
