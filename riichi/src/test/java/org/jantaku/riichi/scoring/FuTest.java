package org.jantaku.riichi.scoring;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Every source of fu, checked line by line in {@link HandScore#fuParts()}: 20 base, closed ron +10,
 * tsumo +2 (none for pinfu tsumo: 20), kanchan / penchan / tanki +2, a dragon / seat / round wind pair
 * +2, a double wind pair 4 (or 2 by option), triplets 2/4/4/8 (open simple, open terminal or honour,
 * concealed simple, concealed terminal or honour), kans four times that (8/16/16/32), a triplet
 * completed by ron on a shanpon counted open, an open hand without fu counted 30, rounding up to 10,
 * seven pairs 25.
 */
class FuTest {

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            # name                        | rules | hand | win | melds | flags | fu lines | fu
            pinfu tsumo is 20             | tenhou | 123m567p234s789s99p | 4s | | tsumo | PINFU 20 | 20
            pinfu ron is 30               | tenhou | 123m567p234s789s99p | 4s | | | PINFU 30 | 30
            # 20 + 2 = 22 -> 30 when tsumo pinfu is off
            tsumo fu without tsumo pinfu  | tenhou;tsumoPinfu=false | 123m567p234s789s99p | 4s | | tsumo | BASE 20, TSUMO 2, ROUNDING 8 | 30
            closed ron +10                | tenhou | 234m567p333s789s99p | 9s | | riichi | BASE 20, MENZEN_RON 10, CLOSED_TRIPLET 333s 4, ROUNDING 6 | 40
            closed tsumo +2               | tenhou | 234m567p333s789s99p | 9s | | tsumo | BASE 20, TSUMO 2, CLOSED_TRIPLET 333s 4, ROUNDING 4 | 30
            open tsumo +2                 | tenhou | 234m567p789s99p | 9s | pon:888m | tsumo haitei | BASE 20, TSUMO 2, OPEN_TRIPLET 888m 2, ROUNDING 6 | 30
            kanchan +2                    | tenhou | 123m567p234s789s99p | 3s | | riichi | BASE 20, MENZEN_RON 10, WAIT kanchan 2, ROUNDING 8 | 40
            penchan +2                    | tenhou | 123m567p234s789s99p | 3m | | riichi | BASE 20, MENZEN_RON 10, WAIT penchan 2, ROUNDING 8 | 40
            tanki +2                      | tenhou | 123m567p234s789s99p | 9p | | riichi | BASE 20, MENZEN_RON 10, WAIT tanki 2, ROUNDING 8 | 40
            # an open hand whose only fu is a wait: 22 -> 30, not the open-pinfu line
            open penchan                  | tenhou | 123m789m789s11s | 7s | chi:123p | | BASE 20, WAIT penchan 2, ROUNDING 8 | 30
            dragon pair +2                | tenhou | 123m567p234s789s55z | 4s | | riichi | BASE 20, MENZEN_RON 10, PAIR 55z 2, ROUNDING 8 | 40
            seat wind pair +2             | tenhou | 123m567p234s789s22z | 4s | | riichi seat=S round=E | BASE 20, MENZEN_RON 10, PAIR 22z 2, ROUNDING 8 | 40
            round wind pair +2            | tenhou | 123m567p234s789s11z | 4s | | riichi seat=S round=E | BASE 20, MENZEN_RON 10, PAIR 11z 2, ROUNDING 8 | 40
            double wind pair 4            | tenhou | 123m567p234s789s11z | 4s | | riichi dealer round=E | BASE 20, MENZEN_RON 10, PAIR 11z 4, ROUNDING 6 | 40
            double south pair 4           | tenhou | 123m567p234s789s22z | 4s | | riichi seat=S round=S | BASE 20, MENZEN_RON 10, PAIR 22z 4, ROUNDING 6 | 40
            double wind pair 2 by option  | tenhou;doubleWindPairFu=2 | 123m567p234s789s11z | 4s | | riichi dealer round=E | BASE 20, MENZEN_RON 10, PAIR 11z 2, ROUNDING 8 | 40
            # three players: a North pair is worth 2 fu where North is a value tile for all, else nothing
            north pair +2 by option       | tenhou-sanma;northValue=true | 111m567p234s789s44z | 4s | | riichi | BASE 20, MENZEN_RON 10, CLOSED_TRIPLET 111m 8, PAIR 44z 2 | 40
            north pair 0 without it       | tenhou-sanma | 111m567p234s789s44z | 4s | | riichi | BASE 20, MENZEN_RON 10, CLOSED_TRIPLET 111m 8, ROUNDING 2 | 40
            # West for South seat in East round: no pair fu (tanki so that it is not pinfu)
            guest wind pair 0             | tenhou | 123m567p234s789s33z | 3z | | riichi | BASE 20, MENZEN_RON 10, WAIT tanki 2, ROUNDING 8 | 40
            # open pons: simple 2, terminal 4, honour 4 -> 30 exactly, no rounding line
            open triplets 2 and 4         | tenhou | 345s88s | 5s | pon:222m pon:999p pon:777z | | BASE 20, OPEN_TRIPLET 222m 2, OPEN_TRIPLET 999p 4, OPEN_TRIPLET 777z 4 | 30
            # concealed: simple 4, terminal 8, honour 8 -> 50 exactly
            concealed triplets 4 and 8    | tenhou | 222m999p777z345s88s | 5s | | | BASE 20, MENZEN_RON 10, CLOSED_TRIPLET 222m 4, CLOSED_TRIPLET 999p 8, CLOSED_TRIPLET 777z 8 | 50
            # open simple kan 8, closed simple kan 16: 20 + 8 + 16 + 8 = 52 -> 60 (the hand is open: no +10)
            kans 8 and 16                 | tenhou | 345s777z88s | 5s | minkan:2222m ankan:6666p | | BASE 20, OPEN_KAN 2222m 8, CLOSED_KAN 6666p 16, CLOSED_TRIPLET 777z 8, ROUNDING 8 | 60
            # open terminal kan 16, closed honour kan 32: 20 + 16 + 32 + 4 = 72 -> 80
            kans 16 and 32                | tenhou | 222m345s88s | 5s | minkan:9999p ankan:1111z | | BASE 20, OPEN_KAN 9999p 16, CLOSED_KAN 1111z 32, CLOSED_TRIPLET 222m 4, ROUNDING 8 | 80
            # ron on the 8s/7z shanpon with 7z: 777z counts as an open honour triplet (4): 46 -> 50
            shanpon ron counts open       | tenhou | 222m999p345s88s777z | 7z | | | BASE 20, MENZEN_RON 10, CLOSED_TRIPLET 222m 4, CLOSED_TRIPLET 999p 8, OPEN_TRIPLET 777z 4, ROUNDING 4 | 50
            # the same by tsumo: concealed (8): 42 -> 50
            shanpon tsumo stays concealed | tenhou | 222m999p345s88s777z | 7z | | tsumo | BASE 20, TSUMO 2, CLOSED_TRIPLET 222m 4, CLOSED_TRIPLET 999p 8, CLOSED_TRIPLET 777z 8, ROUNDING 8 | 50
            open hand without fu is 30    | tenhou | 234m567p234s88p | 4s | chi:678s | | BASE 20, OPEN_PINFU 10 | 30
            chiitoitsu is 25              | tenhou | 1199m336677p4488s | 1m | | | CHIITOITSU 25 | 25
            chiitoitsu tsumo is 25        | tenhou | 1199m336677p4488s | 1m | | tsumo | CHIITOITSU 25 | 25
            """)
    void fuLines(String name, String rules, String hand, String win, String melds, String flags, String lines, int fu) {
        HandScore s = Scoring.scored(Scoring.score(rules, hand, win, melds, flags)).score();
        assertThat(s.fuParts()).containsExactlyInAnyOrderElementsOf(parts(lines));
        assertThat(s.fu()).isEqualTo(fu);
    }

    /**
     * One hand with nearly every kind of line. Dealer (East seat, East round), pon 999p, ankan 2222s,
     * concealed 444m 6_8m 11z, rinshan tsumo on 7m (kanchan).
     * Fu: 20 base + 2 tsumo + 2 kanchan + 4 (East pair, double wind) + 4 (open 999p) + 16 (ankan 2s)
     * + 4 (concealed 444m) = 52 -> 60 (+8 rounding).
     * Yaku: rinshan 1 (open: no menzen tsumo; the East pair is no yaku). 1 han 60 fu: base 480,
     * dealer tsumo 960 -> 1000 from each, 3000.
     */
    @Test
    void complexHandFuBreakdown() {
        ScoreOutcome.Scored s = Scoring.assertScore(
                Scoring.score("tenhou", "444m678m11z", "7m", "pon:999p ankan:2222s", "dealer round=E tsumo rinshan"),
                "rinshan 1", 1, 60, "", 1000, 1000, 3000);
        assertThat(s.score().fuParts()).containsExactlyInAnyOrder(
                new FuPart(FuPart.Kind.BASE, "", 20),
                new FuPart(FuPart.Kind.TSUMO, "", 2),
                new FuPart(FuPart.Kind.WAIT, "kanchan", 2),
                new FuPart(FuPart.Kind.PAIR, "11z", 4),
                new FuPart(FuPart.Kind.OPEN_TRIPLET, "999p", 4),
                new FuPart(FuPart.Kind.CLOSED_KAN, "2222s", 16),
                new FuPart(FuPart.Kind.CLOSED_TRIPLET, "444m", 4),
                new FuPart(FuPart.Kind.ROUNDING, "", 8));
        assertThat(s.cost()).isEqualTo(new Cost(1000, 1000, 0, 0, 0, 3000));
    }

    /** The same hand with the pair worth 2 (kyoto-club's 連風牌 rule): 50 exactly, no rounding. */
    @Test
    void complexHandWithDoubleWindPairTwo() {
        // 20 + 2 + 2 + 2 + 4 + 16 + 4 = 50. 1h50 base 400: dealer tsumo 800 each = 2400.
        ScoreOutcome.Scored s = Scoring.assertScore(
                Scoring.score("tenhou;doubleWindPairFu=2", "444m678m11z", "7m", "pon:999p ankan:2222s",
                        "dealer round=E tsumo rinshan"),
                "rinshan 1", 1, 50, "", 800, 800, 2400);
        assertThat(s.score().fuParts()).contains(new FuPart(FuPart.Kind.PAIR, "11z", 2))
                .noneMatch(p -> p.kind() == FuPart.Kind.ROUNDING);
    }

    /** Yakuman have no fu lines. */
    @Test
    void yakumanHasNoFuLines() {
        HandScore s = Scoring.scored(Scoring.score("tenhou", "777z234m99p", "2m", "pon:555z pon:666z", null)).score();
        assertThat(s.fu()).isZero();
        assertThat(s.fuParts()).isEmpty();
    }

    /** {@code KIND [tiles] fu, …}. */
    static List<FuPart> parts(String text) {
        List<FuPart> out = new ArrayList<>();
        for (String item : text.split(",")) {
            String[] p = item.strip().split("\\s+");
            FuPart.Kind kind = FuPart.Kind.valueOf(p[0]);
            out.add(p.length == 2 ? new FuPart(kind, "", Integer.parseInt(p[1]))
                    : new FuPart(kind, p[1], Integer.parseInt(p[2])));
        }
        return out;
    }
}
