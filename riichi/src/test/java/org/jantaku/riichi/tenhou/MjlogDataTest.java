package org.jantaku.riichi.tenhou;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import org.jantaku.core.tile.Tile;
import org.junit.jupiter.api.Test;

/** Every shared Tenhou log parses, and the reader finds exactly the tags a regex count finds. */
class MjlogDataTest {

    @Test
    void allGamesAndEdgeCasesParse() {
        assertThat(MjlogFiles.games()).hasSize(35);
        assertThat(MjlogFiles.edgeCases()).hasSize(85);
        for (Path p : MjlogFiles.all()) {
            Mjlog log = MjlogFiles.read(p);
            assertThat(log.sourceName()).isEqualTo(p.toString());
            assertThat(log.events()).as(p.toString()).isNotEmpty();
            assertThat(log.events().get(0)).as(p.toString()).isInstanceOf(Init.class);
        }
    }

    @Test
    void eventCountsMatchARawTagCount() {
        Map<Class<? extends MjlogEvent>, Pattern> tags = Map.of(
                Agari.class, Pattern.compile("<AGARI\\s"),
                Ryuukyoku.class, Pattern.compile("<RYUUKYOKU\\s"),
                Init.class, Pattern.compile("<INIT\\s"),
                Call.class, Pattern.compile("<N\\s"),
                Riichi.class, Pattern.compile("<REACH\\s"),
                Dora.class, Pattern.compile("<DORA\\s"),
                Draw.class, Pattern.compile("<[TUVW]\\d+\\s*/>"),
                Discard.class, Pattern.compile("<[DEFG]\\d+\\s*/>"),
                Disconnect.class, Pattern.compile("<BYE\\s"));
        int agari = 0;
        int ryuukyoku = 0;
        for (Path p : MjlogFiles.all()) {
            String text = MjlogFiles.text(p);
            Mjlog log = MjlogFiles.read(p);
            for (var e : tags.entrySet()) {
                long raw = e.getValue().matcher(text).results().count();
                assertThat(log.eventsOf(e.getKey())).as(p + ": " + e.getKey().getSimpleName()).hasSize((int) raw);
            }
            long un = Pattern.compile("<UN\\s").matcher(text).results().count();
            assertThat(log.eventsOf(Reconnect.class)).as(p + ": reconnects").hasSize((int) Math.max(0, un - 1));
            agari += log.eventsOf(Agari.class).size();
            ryuukyoku += log.eventsOf(Ryuukyoku.class).size();
        }
        assertThat(agari).isEqualTo(621);
        assertThat(ryuukyoku).isEqualTo(149);
    }

    @Test
    void headerIsDecoded() {
        for (Path p : MjlogFiles.all()) {
            Mjlog log = MjlogFiles.read(p);
            GameType t = log.type();
            assertThat(t.bits()).as(p.toString()).isEqualTo(169);
            assertThat(t.vsHumans()).isTrue();
            assertThat(t.redFives()).isTrue();
            assertThat(t.openTanyao()).isTrue();
            assertThat(t.eastSouth()).isTrue();
            assertThat(t.threePlayer()).isFalse();
            assertThat(t.fast()).isFalse();
            assertThat(t.room()).isEqualTo(GameType.Room.HOUOU);
            assertThat(log.version()).isEqualTo("2.3");
            assertThat(log.shuffle()).isPresent();
            assertThat(log.shuffle().get().seed()).startsWith("mt19937ar-sha512-n288-base64,");
            assertThat(log.players()).hasSize(4);
            assertThat(log.names()).allSatisfy(n -> assertThat(n).isNotBlank());
            assertThat(log.firstDealer()).isZero();
        }
    }

    @Test
    void firstGameHeaderAndFirstHand() {
        Mjlog log = MjlogFiles.read(MjlogFiles.games().get(0));
        assertThat(log.sourceName()).endsWith("2010081709gm-00a9-0000-fe3371ad.mjlog");
        assertThat(log.lobby()).isEmpty();
        assertThat(log.names()).containsExactly("反陽子さん", "ASAPIN", "でこじ", "デジタル仙人");
        Player p3 = log.players().get(3);
        assertThat(p3.dan()).hasValue(17);
        assertThat(p3.rate()).hasValue(2177.0);
        assertThat(p3.sex()).hasValue("F");

        Init init = (Init) log.events().get(0);
        assertThat(init.round()).isZero();
        assertThat(init.roundWind()).isZero();
        assertThat(init.handNumber()).isEqualTo(1);
        assertThat(init.honba()).isZero();
        assertThat(init.riichiSticks()).isZero();
        assertThat(init.dice0()).isEqualTo(3);
        assertThat(init.dice1()).isEqualTo(3);
        assertThat(init.doraIndicator().id()).isEqualTo(20);
        assertThat(init.scores()).containsExactly(25000, 25000, 25000, 25000);
        assertThat(init.dealer()).isZero();
        assertThat(init.hands()).hasSize(4).allSatisfy(h -> assertThat(h).hasSize(13));
        assertThat(init.hands().get(0).stream().map(t -> t.id()).toList())
                .containsExactly(34, 11, 120, 19, 83, 79, 69, 12, 1, 99, 128, 85, 73);

        // <T77/><D120/><N who="3" m="46185" /><G135/>
        assertThat(log.events().get(1)).isEqualTo(new Draw(0, Tile.of(77)));
        assertThat(log.events().get(2)).isEqualTo(new Discard(0, Tile.of(120)));
        assertThat(log.events().get(4)).isEqualTo(new Discard(3, Tile.of(135)));
        Call call = (Call) log.events().get(3);
        assertThat(call.seat()).isEqualTo(3);
        assertThat(call.code()).isEqualTo(46185);
        assertThat(call.fromSeat()).isZero();

        Agari first = log.eventsOf(Agari.class).get(0);
        // <AGARI ba="0,1" hai="21,27,30,109,111" m="6367,43051,45067" machi="21" ten="30,7700,0"
        //  yaku="11,1,34,2,52,1" doraHai="20" who="1" fromWho="2" sc="250,0,250,87,240,-77,250,0" />
        assertThat(first.who()).isEqualTo(1);
        assertThat(first.fromWho()).isEqualTo(2);
        assertThat(first.isTsumo()).isFalse();
        assertThat(first.paoWho()).isEmpty();
        assertThat(first.honba()).isZero();
        assertThat(first.riichiSticks()).isEqualTo(1);
        assertThat(first.hai().stream().map(t -> t.id()).toList()).containsExactly(21, 27, 30, 109, 111);
        assertThat(first.melds()).hasSize(3);
        assertThat(first.machi().id()).isEqualTo(21);
        assertThat(first.fu()).isEqualTo(30);
        assertThat(first.points()).isEqualTo(7700);
        assertThat(first.limit()).isEqualTo(Agari.NO_LIMIT);
        assertThat(first.yaku()).containsExactly(new YakuHan(11, 1), new YakuHan(34, 2), new YakuHan(52, 1));
        assertThat(first.yaku().get(1).yaku()).hasValue(TenhouYaku.HONITSU);
        assertThat(first.han()).isEqualTo(4);
        assertThat(first.yakuman()).isEmpty();
        assertThat(first.doraIndicators().stream().map(t -> t.id()).toList()).containsExactly(20);
        assertThat(first.uraIndicators()).isEmpty();
        assertThat(first.scores()).containsExactly(25000, 25000, 24000, 25000);
        assertThat(first.deltas()).containsExactly(0, 8700, -7700, 0);
        assertThat(first.owari()).isEmpty();
    }

    @Test
    void drawnHandTypes() {
        Map<String, Integer> types = new java.util.TreeMap<>();
        for (Path p : MjlogFiles.all()) {
            for (Ryuukyoku r : MjlogFiles.read(p).eventsOf(Ryuukyoku.class)) {
                types.merge(r.type().orElse("(exhaustive)"), 1, Integer::sum);
            }
        }
        assertThat(types).containsEntry("yao9", 9).containsEntry("reach4", 2).containsEntry("ron3", 1)
                .containsEntry("kan4", 2).containsEntry("kaze4", 2).containsEntry("nm", 2)
                .containsEntry("(exhaustive)", 149 - 18);

        // <RYUUKYOKU type="nm" ba="0,1" sc="319,-20,140,-20,221,80,310,-40" hai0="4,7,..." hai3="5,6,..."/>
        Ryuukyoku nm = MjlogFiles.read(game("2019082700gm-00a9-0000-63d1f136.mjlog")).eventsOf(Ryuukyoku.class)
                .stream().filter(r -> r.type().equals(java.util.Optional.of("nm"))).findFirst().orElseThrow();
        assertThat(nm.honba()).isZero();
        assertThat(nm.riichiSticks()).isEqualTo(1);
        assertThat(nm.scores()).containsExactly(31900, 14000, 22100, 31000);
        assertThat(nm.deltas()).containsExactly(-2000, -2000, 8000, -4000);
        assertThat(nm.shownSeats()).containsExactly(0, 3);
        assertThat(nm.shownHands().get(3)).hasSize(10);
        assertThat(nm.owari()).isEmpty();
    }

    @Test
    void paoTsumoEndsTheGame() {
        // <AGARI ba="0,0" hai="16,21,24,36,39" m="49674,51274,48169" machi="39" ten="40,32000,5" yakuman="39"
        //  doraHai="107" who="2" fromWho="2" paoWho="0" sc="319,-320,189,0,153,320,339,0"
        //  owari="-1,-50.0,189,-21.0,473,57.0,339,14.0" />
        Mjlog log = MjlogFiles.read(game("pao-tsumo.mjlog"));
        Agari a = log.eventsOf(Agari.class).getLast();
        assertThat(log.events().getLast()).isSameAs(a);
        assertThat(a.isTsumo()).isTrue();
        assertThat(a.who()).isEqualTo(2);
        assertThat(a.paoWho()).hasValue(0);
        assertThat(a.yaku()).isEmpty();
        assertThat(a.yakuman()).containsExactly(39);
        assertThat(TenhouYaku.byId(39)).hasValue(TenhouYaku.DAISANGEN);
        assertThat(a.fu()).isEqualTo(40);
        assertThat(a.points()).isEqualTo(32000);
        assertThat(a.limit()).isEqualTo(Agari.YAKUMAN);
        assertThat(a.melds()).hasSize(3);
        assertThat(a.deltas()).containsExactly(-32000, 0, 32000, 0);
        Owari o = a.owari().orElseThrow();
        assertThat(o.scores()).containsExactly(-100, 18900, 47300, 33900);
        assertThat(o.points()).containsExactly(new java.math.BigDecimal("-50.0"), new java.math.BigDecimal("-21.0"),
                new java.math.BigDecimal("57.0"), new java.math.BigDecimal("14.0"));
    }

    @Test
    void doubleRon() {
        // ...<G3/><AGARI ba="0,2" ... machi="3" who="0" fromWho="3" sc="237,97,360,0,240,0,143,-77" />
        // <AGARI ba="0,0" ... machi="3" who="2" fromWho="3" sc="334,0,360,0,240,80,66,-80" owari=.../>
        Mjlog log = MjlogFiles.read(MjlogFiles.edgeCases().stream()
                .filter(p -> p.getFileName().toString().equals("double-ron.mjlog")).findFirst().orElseThrow());
        List<MjlogEvent> ev = log.events();
        Agari first = (Agari) ev.get(ev.size() - 2);
        Agari second = (Agari) ev.get(ev.size() - 1);
        assertThat(List.of(first.who(), first.fromWho(), second.who(), second.fromWho())).containsExactly(0, 3, 2, 3);
        assertThat(first.machi()).isEqualTo(second.machi()).isEqualTo(Tile.of(3));
        assertThat(first.riichiSticks()).isEqualTo(2);
        assertThat(second.riichiSticks()).isZero();
        for (int s = 0; s < 4; s++) {
            assertThat(second.scores().get(s)).isEqualTo(first.scores().get(s) + first.deltas().get(s));
        }
        assertThat(first.owari()).isEmpty();
        assertThat(second.owari()).isPresent();
    }

    private static Path game(String name) {
        return MjlogFiles.games().stream().filter(p -> p.getFileName().toString().equals(name)).findFirst()
                .orElseThrow();
    }
}
