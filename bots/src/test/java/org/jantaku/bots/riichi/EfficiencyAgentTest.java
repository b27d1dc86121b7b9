package org.jantaku.bots.riichi;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.jantaku.core.tile.Tile;
import org.jantaku.engine.agent.Agent;
import org.jantaku.riichi.game.RiichiAction;
import org.jantaku.riichi.game.RiichiObservation;
import org.jantaku.riichi.rules.RiichiPresets;
import org.junit.jupiter.api.Test;

/** The efficiency agent's decisions on constructed positions (seat 0's view). */
class EfficiencyAgentTest {
    private final Agent<RiichiAction, RiichiObservation> agent =
            RiichiBots.INSTANCE.agent("efficiency", RiichiPresets.TENHOU.rules()).create(0, 1);

    private RiichiAction choose(Table t, List<RiichiAction> legal) {
        return agent.choose(t.view(), legal, Duration.ofSeconds(1));
    }

    @Test
    void winsWhenItCan() {
        Table t = new Table().hand("123m456p789s2245s3s", true);
        List<RiichiAction> legal = new ArrayList<>(List.of(new RiichiAction.Tsumo()));
        legal.addAll(t.discards());
        assertThat(choose(t, legal)).isEqualTo(new RiichiAction.Tsumo());

        Table c = new Table().hand("123m456p789s2245s", false).claimable("6s");
        assertThat(choose(c, List.of(new RiichiAction.Ron(), new RiichiAction.Pass()))).isEqualTo(new RiichiAction.Ron());
    }

    @Test
    void throwsTheIsolatedHonourAndDeclaresRiichi() {
        Table t = new Table().hand("123m456p789s2245s7z", true);
        List<RiichiAction> legal = new ArrayList<>(List.of(new RiichiAction.DeclareRiichi(t.held("7z"))));
        legal.addAll(t.discards());
        assertThat(choose(t, legal)).isEqualTo(new RiichiAction.DeclareRiichi(t.held("7z")));
        // Without riichi offered, the same tile is discarded.
        assertThat(choose(t, t.discards())).isEqualTo(new RiichiAction.Discard(t.held("7z")));
    }

    @Test
    void noRiichiOnADeadWait() {
        // Tenpai on 3s-6s after throwing 7z, but every 3s and 6s is seen: no riichi, just the discard.
        Table t = new Table().hand("123m456p789s2245s7z", true).pond(1, "3s3s3s6s").pond(2, "6s6s6s3s");
        List<RiichiAction> legal = new ArrayList<>(List.of(new RiichiAction.DeclareRiichi(t.held("7z"))));
        legal.addAll(t.discards());
        assertThat(choose(t, legal)).isEqualTo(new RiichiAction.Discard(t.held("7z")));
    }

    @Test
    void keepsTheWaitWithMoreTilesLeft() {
        // 123456789p 11z + 46s 8s: throwing 8s waits on 5s, throwing 4s on 7s; three 5s are seen.
        Table t = new Table().hand("123456789p11z468s", true).pond(2, "5s5s5s");
        assertThat(choose(t, t.discards())).isEqualTo(new RiichiAction.Discard(t.held("4s")));
        // With the 7s seen instead, the other way.
        Table u = new Table().hand("123456789p11z468s", true).pond(2, "7s7s7s");
        assertThat(choose(u, u.discards())).isEqualTo(new RiichiAction.Discard(u.held("8s")));
    }

    @Test
    void foldsWithASafeTileAgainstRiichiWhenFarFromTenpai() {
        // Three from tenpai; seat 1 is in riichi and has discarded 5p, a tile of our 456p run.
        String hand = "147m456p258s1234z";
        Table t = new Table().hand(hand, true).pond(1, "5p9m").riichi(1);
        assertThat(choose(t, t.discards())).isEqualTo(new RiichiAction.Discard(t.held("5p")));
        // Without the riichi the run is kept.
        Table u = new Table().hand(hand, true).pond(1, "5p9m");
        assertThat(((RiichiAction.Discard) choose(u, u.discards())).tile().kind().mpsz()).isNotEqualTo("5p");
    }

    @Test
    void foldingPrefersSujiAndSeenHonoursToRawTiles() {
        // Seat 2 in riichi has thrown 4s (so 1s and 7s are suji) and nothing else of ours.
        Table t = new Table().hand("19m1p2p58p1s2s58s67z3m", true).pond(2, "4s").riichi(2);
        RiichiAction a = choose(t, t.discards());
        assertThat(((RiichiAction.Discard) a).tile().kind().mpsz()).isEqualTo("1s");
    }

    @Test
    void pushesWhenTenpaiAgainstRiichi() {
        Table t = new Table().hand("123m456p789s2245s7z", true).pond(1, "1m").riichi(1);
        List<RiichiAction> legal = new ArrayList<>(List.of(new RiichiAction.DeclareRiichi(t.held("7z"))));
        legal.addAll(t.discards());
        assertThat(choose(t, legal)).isEqualTo(new RiichiAction.DeclareRiichi(t.held("7z")));
    }

    @Test
    void ponsAValuePairThatAdvancesTheHand() {
        Table t = new Table().hand("123m45p78s99s77z13p", false).claimable("7z");
        List<Tile> pair = t.hand().stream().filter(x -> x.kind().mpsz().equals("7z")).toList();
        RiichiAction pon = new RiichiAction.Pon(pair.get(0), pair.get(1));
        assertThat(choose(t, List.of(pon, new RiichiAction.Pass()))).isEqualTo(pon);
    }

    @Test
    void noCallThatLeavesTheHandWithoutAYaku() {
        // Chi of 3m on 12m would leave terminals and honours of three suits: no yaku in reach.
        Table t = new Table().hand("12m19p19s1234z99m5p", false).claimable("3m");
        RiichiAction chi = new RiichiAction.Chi(t.held("1m"), t.held("2m"));
        assertThat(choose(t, List.of(chi, new RiichiAction.Pass()))).isEqualTo(new RiichiAction.Pass());
    }

    @Test
    void callsForAllSimplesOnceOpen() {
        // Already open with 234p; all simples; chi of 6s on 45s makes a set.
        Table t = new Table().chi(0, "234p").hand("345m45s66p788s", false).claimable("6s");
        RiichiAction chi = new RiichiAction.Chi(t.held("4s"), t.held("5s"));
        assertThat(choose(t, List.of(chi, new RiichiAction.Pass()))).isEqualTo(chi);
    }

    @Test
    void anOpenAllSimplesHandThrowsItsTerminalFirst() {
        // Open (chi 234p); the 9m breaks all simples, so it goes although it is part of a shape.
        Table t = new Table().chi(0, "234p").hand("345m66p788s89m5s", true);
        assertThat(choose(t, t.discards())).isEqualTo(new RiichiAction.Discard(t.held("9m")));
    }
}
