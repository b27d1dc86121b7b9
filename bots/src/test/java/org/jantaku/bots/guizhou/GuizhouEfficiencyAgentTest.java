package org.jantaku.bots.guizhou;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.jantaku.bots.play.Dealt;
import org.jantaku.core.hand.MeldShape;
import org.jantaku.core.seat.BySeat;
import org.jantaku.core.tile.Notation;
import org.jantaku.core.tile.Tile;
import org.jantaku.core.tile.TileKind;
import org.jantaku.core.tile.TileSet;
import org.jantaku.engine.table.Meld;
import org.jantaku.engine.table.PondTile;
import org.jantaku.engine.table.TableObservation;
import org.jantaku.guizhou.game.GuizhouAction;
import org.jantaku.guizhou.game.GuizhouObservation;
import org.jantaku.guizhou.rules.GuizhouPresets;
import org.junit.jupiter.api.Test;

/** The Guizhou efficiency agent's decisions on constructed positions of seat 0. */
class GuizhouEfficiencyAgentTest {
    private static final GuizhouEfficiencyAgent AGENT = new GuizhouEfficiencyAgent(GuizhouPresets.LIUPANSHUI.rules());

    private final Dealt dealt = new Dealt(TileSet.SUITS_108);
    private List<Tile> hand = List.of();
    private Optional<Tile> drawn = Optional.empty();
    private Optional<Tile> claim = Optional.empty();
    private final List<List<Tile>> ponds = List.of(new ArrayList<>(), new ArrayList<>(), new ArrayList<>(), new ArrayList<>());
    private final List<Meld> melds = new ArrayList<>();
    private final boolean[] baoting = new boolean[4];

    private List<Tile> tiles(String mpsz) {
        return dealt.tiles(mpsz);
    }

    /** Seat 0 holds {@code mpsz} and drew {@code draw} (in the hand too). */
    private void turn(String mpsz, String draw) {
        Tile d = tiles(draw).get(0);
        hand = dealt.hand(mpsz, d);
        drawn = Optional.of(d);
    }

    private GuizhouObservation view() {
        return new GuizhouObservation(new TableObservation<>(Optional.of(0), 0, 0, 1, BySeat.all(0), 50,
                BySeat.of(s -> s == 0 ? Optional.of(hand) : Optional.<List<Tile>>empty()),
                BySeat.of(s -> s == 0 ? hand.size() : 13), drawn,
                BySeat.of(s -> s == 0 ? List.copyOf(melds) : List.<Meld>of()),
                BySeat.of(s -> ponds.get(s).stream().map(t -> PondTile.of(t, false, false)).toList()),
                BySeat.of(s -> baoting[s]), Set.of(0), claim));
    }

    /** One discard per kind held (the drawn tile for its kind), after {@code first}. */
    private List<GuizhouAction> discards(GuizhouAction... first) {
        List<GuizhouAction> out = new ArrayList<>(List.of(first));
        TileKind last = null;
        for (Tile t : hand) {
            if (t.kind() != last) {
                last = t.kind();
                out.add(new GuizhouAction.Discard(drawn.filter(d -> d.kind() == t.kind()).orElse(t)));
            }
        }
        return out;
    }

    private GuizhouAction choose(List<GuizhouAction> legal) {
        return AGENT.choose(view(), legal, Duration.ofSeconds(1));
    }

    private static TileKind kind(GuizhouAction a) {
        return switch (a) {
            case GuizhouAction.Discard d -> d.tile().kind();
            case GuizhouAction.DeclareReady d -> d.tile().kind();
            default -> throw new AssertionError("not a discard: " + a);
        };
    }

    @Test
    void keepsTheYaoJiWhenAnotherTileDoesAsWell() {
        turn("234567m345678p1s", "9s");
        GuizhouAction a = choose(discards());
        assertThat(a).isInstanceOf(GuizhouAction.Discard.class);
        assertThat(kind(a).mpsz()).isEqualTo("9s"); // either leaves a single wait; 1条 is a chicken
    }

    @Test
    void makesAConcealedKongThatKeepsThePace() {
        turn("2222m345p678p11s5s", "6s");
        GuizhouAction kong = new GuizhouAction.ConcealedKong(TileKind.of(1));
        assertThat(choose(discards(kong))).isEqualTo(kong);
    }

    @Test
    void declaresReadyOnATwoSidedWaitButNotUnderThreat() {
        turn("234m567m345p78p99s", "1m");
        Tile oneMan = drawn.orElseThrow();
        GuizhouAction declare = new GuizhouAction.DeclareReady(oneMan);
        assertThat(choose(discards(declare))).isEqualTo(declare);
        baoting[2] = true;
        assertThat(choose(discards(declare))).isEqualTo(new GuizhouAction.Discard(oneMan));
    }

    @Test
    void pongsWhenTheShantenDrops() {
        hand = tiles("234m678p55p99s13s7s");
        claim = Optional.of(tiles("9s").get(0));
        assertThat(choose(List.of(new GuizhouAction.Pong(), new GuizhouAction.Pass()))).isEqualTo(new GuizhouAction.Pong());
    }

    @Test
    void letsAPongGoThatGainsNothing() {
        hand = tiles("234m678p3455p13s9s"); // 5p already serves as a run or a pair
        claim = Optional.of(tiles("5p").get(0));
        assertThat(choose(List.of(new GuizhouAction.Pong(), new GuizhouAction.Pass()))).isEqualTo(new GuizhouAction.Pass());
    }

    @Test
    void foldsAgainstReadyDeclarationWithAFarHand() {
        turn("159m2589p369s4m2s", "8m");
        baoting[2] = true;
        ponds.get(2).addAll(tiles("6s"));
        assertThat(kind(choose(discards())).mpsz()).isEqualTo("6s"); // 現物 of the 报听 seat
    }

    @Test
    void aReadyHandCountsWinsOnDiscardsOnlyWhereThePassRuleAllowsThem() {
        List<Meld> pong = List.of(Meld.described(MeldShape.PUNG, TileKind.of(0), 2, false));
        int[] visible = new int[TileKind.COUNT];
        // 大对子 on 2p or 8s passes without a 豆: 2 + 2 unseen, each four times over.
        int[] allTriplets = Notation.parseCounts("444p777s22p88s");
        assertThat(new GuizhouJudge(GuizhouPresets.LIUPANSHUI.rules(), pong, false).readyWorth(allTriplets, 1, visible, 4))
                .isEqualTo(16);
        // A 平胡 on 1s or 4s without a 豆 wins by self-draw only; with a 豆 on any tile.
        int[] plain = Notation.parseCounts("444p777s88s23s");
        assertThat(new GuizhouJudge(GuizhouPresets.LIUPANSHUI.rules(), pong, false).readyWorth(plain, 1, visible, 8))
                .isEqualTo(8);
        List<Meld> kong = List.of(Meld.described(MeldShape.CONCEALED_KONG, TileKind.of(0), 0, false));
        assertThat(new GuizhouJudge(GuizhouPresets.LIUPANSHUI.rules(), kong, true).readyWorth(plain, 1, visible, 8))
                .isEqualTo(32);
    }
}
