package org.jantaku.guangdong.game;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.ArrayList;
import java.util.List;
import org.jantaku.core.rules.Preset;
import org.jantaku.core.tile.TileKind;
import org.jantaku.core.wall.Walls;
import org.jantaku.engine.contract.Result;
import org.jantaku.engine.contract.Transition;
import org.jantaku.engine.table.HandEvent;
import org.jantaku.engine.table.Phase;
import org.jantaku.guangdong.record.GuangdongRecordCodec;
import org.jantaku.guangdong.rules.GuangdongPresets;
import org.jantaku.guangdong.settle.GuangdongHandSettler;
import org.junit.jupiter.api.Test;

/**
 * Worked examples of the spec reached through play, on constructed walls ({@link GivenWall}): the
 * hand settles to the spec's figures, and to what {@code jantaku settle} gives for the same hand's end.
 */
class WorkedHandsInPlayTest {
    private static final GuangdongGame GAME = new GuangdongGame();
    private static final ObjectMapper MAPPER = new ObjectMapper();

    private GuangdongState s;
    private final List<GuangdongEvent> events = new ArrayList<>();

    private void start(Preset preset, Walls walls) {
        s = GAME.start(preset.rules(), walls).state();
    }

    private void act(int seat, GuangdongAction a) {
        Result<Transition<GuangdongState, GuangdongEvent>> r = GAME.apply(s, seat, a);
        assertThat(r.isOk()).as("seat %d plays %s: %s", seat, a, r).isTrue();
        s = r.orThrow().state();
        events.addAll(r.orThrow().events());
    }

    /** Discards and lets every seat that is asked pass. */
    private void discard(int seat, String tile) {
        act(seat, new GuangdongAction.Discard(kind(tile)));
        passAll();
    }

    private void passAll() {
        while (s.phase() instanceof Phase.Claims) {
            act(GAME.toAct(s).iterator().next(), new GuangdongAction.Pass());
        }
    }

    private static TileKind kind(String mpsz) {
        return TileKind.all().stream().filter(k -> k.mpsz().equals(mpsz)).findFirst().orElseThrow();
    }

    private GuangdongEvent endEvent() {
        return events.stream().filter(e -> e instanceof GuangdongEvent.Hand(HandEvent.Settled<?, ?> h)).findFirst().orElseThrow();
    }

    private HandResult ended() {
        if (endEvent() instanceof GuangdongEvent.Hand(HandEvent.Settled(var r, var scores))) {
            return r;
        }
        throw new AssertionError("no hand ended");
    }

    /** The hand's settlement equals the spec's net and what the settler gives for the same hand's end. */
    private void assertSettles(Preset preset, List<Integer> net, String settleLine) throws Exception {
        HandResult r = ended();
        assertThat(r.settlement().net().toList()).isEqualTo(net);
        JsonNode settled = new GuangdongHandSettler().settle(preset, MAPPER.readTree(settleLine));
        JsonNode played = new GuangdongRecordCodec().encodeEvent(endEvent());
        assertThat(played.get("transfers")).isEqualTo(settled.get("transfers"));
        assertThat(played.get("net")).isEqualTo(settled.get("net"));
        assertThat(played.get("next_dealer")).isEqualTo(settled.get("next_dealer"));
    }

    @Test
    void a81SelfDrawChickenHandWithRedDragons() throws Exception {
        start(GuangdongPresets.JIHU, GivenWall.of("19m19p19s1234567z2s", "258m258p369m369p4s", "12m456p789s11p777z",
                "147m147p147s2468s", List.of("4z", "5z", "6z", "9m", "3z", "3m"), List.of()));
        discard(0, "2s");
        discard(1, "4z");
        discard(2, "5z"); // a first go-round without calls: a win on P2's first draw would be 地和
        discard(3, "6z");
        discard(0, "9m");
        discard(1, "3z");
        assertThat(GAME.legalActions(s, 2)).contains(new GuangdongAction.SelfDrawWin());
        act(2, new GuangdongAction.SelfDrawWin());
        assertSettles(GuangdongPresets.JIHU, List.of(-4, -4, 12, -4),
                "{\"wins\":[{\"seat\":2,\"hand\":\"123m456p789s11p777z\",\"win_tile\":\"3m\",\"way\":\"self_draw\"}]}");
        assertThat(events).anyMatch(e -> e instanceof GuangdongEvent.Hand(HandEvent.Started<?, ?> h) && h.hand() == 1 && h.dealer() == 1);
    }

    @Test
    void a84ThreeWinnersOnOneDiscard() throws Exception {
        start(GuangdongPresets.JIHU, GivenWall.of("189m19p9s1234567z3s", "234m456p777p12s55m", "111m999p555s3s111z",
                "222s444s666s888s3s", List.of("6z", "5z", "4z", "2z"), List.of()));
        discard(0, "9s");
        discard(1, "6z");
        discard(2, "5z");
        discard(3, "4z");
        act(0, new GuangdongAction.Discard(kind("3s")));
        for (int seat = 1; seat <= 3; seat++) {
            act(seat, new GuangdongAction.Win());
        }
        assertSettles(GuangdongPresets.JIHU, List.of(-48, 8, 8, 32), "{\"wins\":["
                + "{\"seat\":1,\"hand\":\"234m456p777p12s55m3s\",\"way\":\"discard\",\"from\":0},"
                + "{\"seat\":2,\"hand\":\"EEE111m999p555s3s3s\",\"way\":\"discard\",\"from\":0},"
                + "{\"seat\":3,\"hand\":\"222s444s666s888s3s3s\",\"way\":\"discard\",\"from\":0}]}");
        assertThat(ended().nextDealer()).isEqualTo(1);
    }

    @Test
    void d9AWinOnTheDiscardBeatsAKongOfItAndIsAPlainDiscardWin() {
        start(GuangdongPresets.JIHU, GivenWall.of("19m19p19s1234567z2m", "234m456p777p12s55m", "3s147p258m69s567z8p",
                "333s147m258p369m1z", List.of("4z", "2z"), List.of()));
        discard(0, "2m");
        discard(1, "4z");
        act(2, new GuangdongAction.Discard(kind("3s")));
        assertThat(GAME.legalActions(s, 3)).contains(new GuangdongAction.Kong());
        act(3, new GuangdongAction.Kong());
        act(1, new GuangdongAction.Win());
        assertThat(ended().settlement().net().toList()).isEqualTo(List.of(0, 1, -1, 0));
        assertThat(ended().settlement().wins().get(0).minimum()).isEmpty();
    }

    @Test
    void d16PassingAWinLocksTheTileUntilTheNextDraw() {
        start(GuangdongPresets.JIHU, GivenWall.of("19m19p19s1234567z2m", "123p456p789s11s46m", "5m147m258p369s23z8s",
                "5m258m147p258s45z6s", List.of("7z", "6z", "6z", "9m", "3z", "5m"), List.of()));
        discard(0, "2m");
        discard(1, "7z");
        act(2, new GuangdongAction.Discard(kind("5m")));
        assertThat(GAME.legalActions(s, 1)).contains(new GuangdongAction.Win());
        passAll();
        act(3, new GuangdongAction.Discard(kind("5m")));
        assertThat(GAME.legalActions(s, 1)).as("漏胡: the same tile from another seat").doesNotContain(new GuangdongAction.Win());
        passAll();
        discard(0, "9m");
        discard(1, "3z");
        act(2, new GuangdongAction.Discard(kind("5m")));
        assertThat(GAME.legalActions(s, 1)).as("after his own draw").contains(new GuangdongAction.Win());
        act(1, new GuangdongAction.Win());
        passAll();
        assertThat(ended().settlement().net().toList()).isEqualTo(List.of(0, 2, -2, 0));
    }

    @Test
    void b54KongFlowerAfterAFedKongWithAHorseOnTheNorth() throws Exception {
        start(GuangdongPresets.TUIDAOHU, GivenWall.of("19m19p19s2356z2m3p4s8s", "555s123m456p789m1z", "5s147m258p369s67z8p",
                "258m369p147s2356z", List.of("7z", "9p"), List.of("4z", "1z")));
        assertThat(s.tilesLeft()).as("136 − 53 − 1 horse").isEqualTo(82);
        discard(0, "2m");
        discard(1, "7z");
        act(2, new GuangdongAction.Discard(kind("5s")));
        act(1, new GuangdongAction.Kong());
        passAll();
        act(1, new GuangdongAction.SelfDrawWin());
        assertSettles(GuangdongPresets.TUIDAOHU, List.of(0, 9, -9, 0), "{\"melds\":{\"1\":[{\"type\":\"kong\","
                + "\"tiles\":\"5555s\",\"from\":2}]},\"wins\":[{\"seat\":1,\"hand\":\"123m456p789m11z\",\"win_tile\":\"1z\","
                + "\"way\":\"kong_flower\",\"from\":2}],\"horses\":[\"4z\"]}");
    }

    @Test
    void d26RobbingAnAddedKongThroughARunAndD19NoDiscardWins() throws Exception {
        start(GuangdongPresets.TUIDAOHU, GivenWall.of("9s19m19p1s234567z3s8p", "99s123m456p258p36m", "147m258s369p567z8m",
                "78s111p456m789m11z", List.of("4s", "1m", "9m", "9s"), List.of("3m")));
        act(0, new GuangdongAction.Discard(kind("9s")));
        assertThat(GAME.legalActions(s, 3)).as("推倒胡: no win on a discard").isEmpty();
        assertThat(GAME.apply(s, 3, new GuangdongAction.Win())).isInstanceOf(Result.Illegal.class);
        act(1, new GuangdongAction.Pon());
        passAll();
        discard(1, "2p");
        discard(2, "4s");
        discard(3, "1m");
        discard(0, "9m");
        act(1, new GuangdongAction.AddedKong(kind("9s")));
        assertThat(GAME.legalActions(s, 3)).containsExactly(new GuangdongAction.Win(), new GuangdongAction.Pass());
        act(3, new GuangdongAction.Win());
        assertSettles(GuangdongPresets.TUIDAOHU, List.of(0, -6, 0, 6), "{\"melds\":{\"1\":[{\"type\":\"pon\","
                + "\"tiles\":\"999s\",\"from\":0}]},\"wins\":[{\"seat\":3,\"hand\":\"78s111p456m789m11z9s\",\"way\":\"robbed_kong\","
                + "\"from\":1}],\"horses\":[\"3m\"]}");
    }

    @Test
    void observationsHideOtherHandsTheWallAndTheHorses() {
        start(GuangdongPresets.TUIDAOHU, new Walls.Seeded(GAME.tileSet(GuangdongPresets.TUIDAOHU.rules()), 11));
        GuangdongObservation o = GAME.observe(s, 1);
        assertThat(o.table().hands().get(1)).contains(s.seats().get(1).hand());
        for (int other : List.of(0, 2, 3)) {
            assertThat(o.table().hands().get(other)).isEmpty();
        }
        assertThat(o.table().handSizes().toList()).containsExactly(14, 13, 13, 13);
        assertThat(o.horsesFaceDown()).isEqualTo(1);
        assertThat(o.toString()).doesNotContain(s.horses().get(0).toString());
        GuangdongObservation all = GAME.observeAll(s);
        for (int seat = 0; seat < 4; seat++) {
            assertThat(all.table().hands().get(seat)).contains(s.seats().get(seat).hand());
        }
    }
}
