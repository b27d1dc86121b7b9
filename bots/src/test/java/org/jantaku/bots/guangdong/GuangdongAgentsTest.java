package org.jantaku.bots.guangdong;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.jantaku.bots.play.Dealt;
import org.jantaku.core.hand.MeldShape;
import org.jantaku.core.rules.Preset;
import org.jantaku.core.seat.BySeat;
import org.jantaku.core.tile.Notation;
import org.jantaku.core.tile.Tile;
import org.jantaku.core.tile.TileKind;
import org.jantaku.core.tile.TileSet;
import org.jantaku.core.tile.Wind;
import org.jantaku.engine.table.Meld;
import org.jantaku.engine.table.PondTile;
import org.jantaku.engine.table.TableObservation;
import org.jantaku.guangdong.game.GuangdongAction;
import org.jantaku.guangdong.game.GuangdongObservation;
import org.jantaku.guangdong.rules.GuangdongPresets;
import org.junit.jupiter.api.Test;

/** The Guangdong agents' decisions on constructed positions of seat 1 (seat 0 deals, 東 prevails, so seat 1 is 南). */
class GuangdongAgentsTest {
    private final Dealt dealt = new Dealt(TileSet.STANDARD_136);
    private List<Tile> hand = List.of();
    private Optional<Tile> drawn = Optional.empty();
    private Optional<Tile> discard = Optional.empty();
    private final List<Meld> melds = new ArrayList<>();
    private final List<List<Tile>> ponds = List.of(new ArrayList<>(), new ArrayList<>(), new ArrayList<>(), new ArrayList<>());
    private final List<List<Meld>> others = List.of(new ArrayList<>(), new ArrayList<>(), new ArrayList<>(), new ArrayList<>());

    private List<Tile> tiles(String mpsz) {
        return dealt.tiles(mpsz);
    }

    private void turn(String mpsz, String draw) {
        Tile d = tiles(draw).get(0);
        hand = dealt.hand(mpsz, d);
        drawn = Optional.of(d);
    }

    private void meld(List<Meld> into, MeldShape type, String mpsz, int from) {
        List<Tile> t = tiles(mpsz);
        into.add(new Meld(type, t.get(0).kind(), from, t, Optional.empty(), false));
    }

    private GuangdongObservation view() {
        return new GuangdongObservation(new TableObservation<>(Optional.of(1), 0, 0, 1, BySeat.all(0), 60,
                BySeat.of(s -> s == 1 ? Optional.of(hand) : Optional.<List<Tile>>empty()), BySeat.of(s -> s == 1 ? hand.size() : 13),
                drawn, BySeat.of(s -> s == 1 ? List.copyOf(melds) : List.copyOf(others.get(s))),
                BySeat.of(s -> ponds.get(s).stream().map(t -> PondTile.of(t, false, false)).toList()), BySeat.all(false), Set.of(1), discard),
                TileKind.EAST, BySeat.of(seat -> Wind.ofSeat(seat, 0)), 1, Optional.empty(), false, false);
    }

    private List<GuangdongAction> discards() {
        return hand.stream().map(Tile::kind).distinct().map(k -> (GuangdongAction) new GuangdongAction.Discard(k)).toList();
    }

    private static GuangdongAction choose(Preset preset, String agent, GuangdongObservation o, List<GuangdongAction> legal) {
        return GuangdongBots.INSTANCE.agent(agent, preset.rules()).create(1, 0).choose(o, legal, Duration.ofSeconds(1));
    }

    @Test
    void tsumogiriThrowsTheDrawnTileAndWinsWhenItCan() {
        turn("123m456p789s1122z", "5p");
        assertThat(choose(GuangdongPresets.JIHU, "tsumogiri", view(), discards()))
                .isEqualTo(new GuangdongAction.Discard(Notation.parseOne("5p").kind()));
        List<GuangdongAction> win = new ArrayList<>(discards());
        win.add(0, new GuangdongAction.SelfDrawWin());
        assertThat(choose(GuangdongPresets.TUIDAOHU, "tsumogiri", view(), win)).isEqualTo(new GuangdongAction.SelfDrawWin());
    }

    @Test
    void keepsAValueHonourBelowTheCapOnly() {
        // 東 is the prevailing wind (a 番 as a triplet), 北 nobody's: below the cap 北 goes first.
        meld(melds, MeldShape.PUNG, "777z", 0);
        turn("234s567p78m14z", "9m");
        List<GuangdongAction> legal = discards();
        assertThat(choose(GuangdongPresets.JIHU, "efficiency", view(), legal)).isEqualTo(new GuangdongAction.Discard(TileKind.NORTH));
    }

    @Test
    void atTheCapAValueHonourIsWorthNoMore() {
        // 中, 發 and a kong: 3 番 in the melds already; 東 and 北 are alike, the lower kind goes.
        meld(melds, MeldShape.PUNG, "777z", 0);
        meld(melds, MeldShape.PUNG, "666z", 2);
        meld(melds, MeldShape.EXPOSED_KONG, "5555m", 3);
        turn("23s14z", "4s");
        assertThat(choose(GuangdongPresets.JIHU, "efficiency", view(), discards())).isEqualTo(new GuangdongAction.Discard(TileKind.EAST));
    }

    @Test
    void chisWhenTheShantenDrops() {
        hand = tiles("24m678p345s11z59s7z");
        discard = Optional.of(tiles("3m").get(0));
        List<GuangdongAction> legal = List.of(new GuangdongAction.Chi(TileKind.of(1)), new GuangdongAction.Pass());
        assertThat(choose(GuangdongPresets.JIHU, "efficiency", view(), legal)).isEqualTo(legal.get(0));
    }

    @Test
    void foldsAgainstABigOpenHand() {
        turn("19m19p19s23456z2m", "8m");
        ponds.get(2).addAll(tiles("9p"));
        assertThat(choose(GuangdongPresets.JIHU, "efficiency", view(), discards())).isIn(
                new GuangdongAction.Discard(Notation.parseOne("2m").kind()), new GuangdongAction.Discard(Notation.parseOne("8m").kind()));
        for (String m : List.of("111p", "333s", "777m")) {
            meld(others.get(2), MeldShape.PUNG, m, 3);
        }
        assertThat(choose(GuangdongPresets.JIHU, "efficiency", view(), discards()))
                .isEqualTo(new GuangdongAction.Discard(Notation.parseOne("9p").kind())); // 現物 of the seat with three melds
    }
}
