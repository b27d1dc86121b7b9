package org.jantaku.riichi.scoring;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Payments in the contract's shape: {@code Cost(main, additional, mainBonus, additionalBonus,
 * kyoutakuBonus, total)}. Ron: the discarder pays main (base × 4, dealer × 6, rounded up to 100) and
 * 300 per honba. Tsumo: non-dealer winner: the dealer pays main = base × 2, each other player
 * additional = base, 100 per honba from each payer; dealer winner: base × 2 from each. Riichi sticks:
 * 1000 each to the winner.
 */
class PaymentTest {

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            # name                       | rules | hand | win | melds | flags | main | add | mainBonus | addBonus | sticks | total
            # open haku, 1h30, base 240
            nondealer ron 1h30            | tenhou | 234m567p789s99p | 9s | pon:555z | | 1000 | 0 | 0 | 0 | 0 | 1000
            nondealer tsumo 1h30          | tenhou | 234m567p789s99p | 9s | pon:555z | tsumo | 500 | 300 | 0 | 0 | 0 | 1100
            dealer ron 1h30               | tenhou | 234m567p789s99p | 9s | pon:555z | dealer | 1500 | 0 | 0 | 0 | 0 | 1500
            dealer tsumo 1h30             | tenhou | 234m567p789s99p | 9s | pon:555z | dealer tsumo | 500 | 500 | 0 | 0 | 0 | 1500
            # riichi 1h40, base 320: 1280 -> 1300; dealer 1920 -> 2000
            nondealer ron 1h40            | tenhou | 234m567p333s789s99p | 9s | | riichi | 1300 | 0 | 0 | 0 | 0 | 1300
            dealer ron 1h40               | tenhou | 234m567p333s789s99p | 9s | | riichi dealer | 2000 | 0 | 0 | 0 | 0 | 2000
            # pinfu tsumo 2h20, base 320: 700 / 400; dealer 700 each
            nondealer tsumo 2h20          | tenhou | 123m567p234s789s99p | 4s | | tsumo | 700 | 400 | 0 | 0 | 0 | 1500
            dealer tsumo 2h20             | tenhou | 123m567p234s789s99p | 4s | | tsumo dealer | 700 | 700 | 0 | 0 | 0 | 2100
            # chiitoitsu 2h25, base 400: 1600; dealer 2400
            nondealer ron 2h25            | tenhou | 1199m336677p4488s | 1m | | | 1600 | 0 | 0 | 0 | 0 | 1600
            dealer ron 2h25               | tenhou | 1199m336677p4488s | 1m | | dealer | 2400 | 0 | 0 | 0 | 0 | 2400
            # 3h25 base 800
            nondealer tsumo 3h25          | tenhou | 1199m336677p4488s | 1m | | tsumo | 1600 | 800 | 0 | 0 | 0 | 3200
            # 4h30 base 1920: 7680 -> 7700; dealer 11520 -> 11600
            nondealer ron 4h30            | tenhou | 234m567p234s678s88p | 8s | | riichi dora=1m | 7700 | 0 | 0 | 0 | 0 | 7700
            dealer ron 4h30               | tenhou | 234m567p234s678s88p | 8s | | riichi dora=1m dealer | 11600 | 0 | 0 | 0 | 0 | 11600
            # sanankou tsumo 3h40, base 1280
            nondealer tsumo 3h40          | tenhou | 111m333p444s789s22p | 4s | | tsumo | 2600 | 1300 | 0 | 0 | 0 | 5200
            dealer tsumo 3h40             | tenhou | 111m333p444s789s22p | 4s | | tsumo dealer | 2600 | 2600 | 0 | 0 | 0 | 7800
            # --- honba and sticks ---
            ron 2 honba                   | tenhou | 234m567p789s99p | 9s | pon:555z | honba=2 | 1000 | 0 | 600 | 0 | 0 | 1600
            nondealer tsumo 2 honba       | tenhou | 234m567p789s99p | 9s | pon:555z | tsumo honba=2 | 500 | 300 | 200 | 200 | 0 | 1700
            dealer tsumo 1 honba          | tenhou | 234m567p789s99p | 9s | pon:555z | dealer tsumo honba=1 | 500 | 500 | 100 | 100 | 0 | 1800
            dealer ron 3 honba            | tenhou | 234m567p789s99p | 9s | pon:555z | dealer honba=3 | 1500 | 0 | 900 | 0 | 0 | 2400
            ron 1 honba 2 sticks          | tenhou | 234m567p789s99p | 9s | pon:555z | honba=1 sticks=2 | 1000 | 0 | 300 | 0 | 2000 | 3300
            tsumo 3 sticks                | tenhou | 234m567p789s99p | 9s | pon:555z | tsumo sticks=3 | 500 | 300 | 0 | 0 | 3000 | 4100
            # the winner's own riichi stick is on the table too
            riichi ron with stick         | tenhou | 234m567p333s789s99p | 9s | | riichi sticks=1 | 1300 | 0 | 0 | 0 | 1000 | 2300
            # --- limits ---
            nondealer mangan tsumo        | tenhou | 234m567p234s678s88p | 8s | | tsumo riichi dora=1m | 4000 | 2000 | 0 | 0 | 0 | 8000
            dealer mangan tsumo           | tenhou | 234m567p234s678s88p | 8s | | tsumo riichi dora=1m dealer | 4000 | 4000 | 0 | 0 | 0 | 12000
            # riichi pinfu tanyao + 2 dora (2m, 4m): 5 han
            dealer mangan ron             | tenhou | 234m567p234s678s88p | 8s | | riichi dora=1m3m dealer | 12000 | 0 | 0 | 0 | 0 | 12000
            # chinitsu + menzen tsumo = 7
            dealer haneman tsumo          | tenhou | 12233456788899m | 4m | | tsumo dealer | 6000 | 6000 | 0 | 0 | 0 | 18000
            nondealer haneman tsumo       | tenhou | 12233456788899m | 4m | | tsumo | 6000 | 3000 | 0 | 0 | 0 | 12000
            dealer baiman ron             | tenhou | 12233456788899m | 4m | | dora=8m dealer | 24000 | 0 | 0 | 0 | 0 | 24000
            # pinfu tanyao ryanpeikou chinitsu = 11
            dealer sanbaiman ron          | tenhou | 22334455667788m | 8m | | dealer | 36000 | 0 | 0 | 0 | 0 | 36000
            dealer yakuman ron            | tenhou | 777z234m99p | 2m | pon:555z pon:666z | dealer | 48000 | 0 | 0 | 0 | 0 | 48000
            dealer yakuman tsumo          | tenhou | 777z234m99p | 2m | pon:555z pon:666z | dealer tsumo | 16000 | 16000 | 0 | 0 | 0 | 48000
            nondealer yakuman tsumo 1 honba 1 stick | tenhou | 777z234m99p | 2m | pon:555z pon:666z | tsumo honba=1 sticks=1 | 16000 | 8000 | 100 | 100 | 1000 | 33300
            # --- options ---
            # honbaValue 1500 (spec §5 row 8, baochong column): 3900 + 2 x 1500 = 6900
            honba value 1500 ron          | tenhou;honbaValue=1500 | 223344m567p678s88p | 4m | | honba=2 | 3900 | 0 | 3000 | 0 | 0 | 6900
            # 1000 / 2000 + 1000 from each = 2000 / 3000
            honba value 1500 tsumo        | tenhou;honbaValue=1500 | 234m567p333s789s99p | 9s | | tsumo riichi ippatsu honba=2 | 2000 | 1000 | 1000 | 1000 | 0 | 7000
            riichi deposit 500            | tenhou;riichiDeposit=500 | 234m567p789s99p | 9s | pon:555z | sticks=2 | 1000 | 0 | 0 | 0 | 1000 | 2000
            """)
    void payments(String name, String rules, String hand, String win, String melds, String flags, int main, int additional,
            int mainBonus, int additionalBonus, int sticks, int total) {
        Cost cost = Scoring.scored(Scoring.score(rules, hand, win, melds, flags)).cost();
        assertThat(cost).isEqualTo(new Cost(main, additional, mainBonus, additionalBonus, sticks, total));
    }

    /** {@link Cost#of} directly: rounding up to 100 happens per payment, after multiplying. */
    @ParameterizedTest(name = "base {0} dealer={1} tsumo={2}")
    @CsvSource(delimiter = '|', textBlock = """
            # base | dealer | tsumo | main | add | total
            240    | false  | false | 1000 | 0    | 1000
            240    | false  | true  | 500  | 300  | 1100
            240    | true   | false | 1500 | 0    | 1500
            240    | true   | true  | 500  | 500  | 1500
            # 30 fu 4 han
            1920   | false  | false | 7700 | 0    | 7700
            1920   | true   | false | 11600 | 0   | 11600
            1920   | false  | true  | 3900 | 2000 | 7900
            1920   | true   | true  | 3900 | 3900 | 11700
            # 20 fu 2 han
            320    | false  | true  | 700  | 400  | 1500
            # 25 fu 2 han
            400    | false  | false | 1600 | 0    | 1600
            # 110 fu 1 han: 880 x4 = 3520 -> 3600; 880 -> 900, 1760 -> 1800
            880    | false  | false | 3600 | 0    | 3600
            880    | false  | true  | 1800 | 900  | 3600
            880    | true   | false | 5300 | 0    | 5300
            """)
    void costOf(int base, boolean dealer, boolean tsumo, int main, int additional, int total) {
        assertThat(Cost.of(base, dealer, tsumo, 0, 0, 300, 1000)).isEqualTo(new Cost(main, additional, 0, 0, 0, total));
    }

    @Test
    void handPointsExcludeHonbaAndSticks() {
        Cost c = Cost.of(1920, false, true, 2, 1, 300, 1000);
        assertThat(c).isEqualTo(new Cost(3900, 2000, 200, 200, 1000, 3900 + 2 * 2000 + 600 + 1000));
        assertThat(c.handPoints(false, true)).isEqualTo(7900);
        assertThat(Cost.of(1920, true, true, 1, 0, 300, 1000).handPoints(true, true)).isEqualTo(11700);
        assertThat(Cost.of(1920, true, false, 1, 0, 300, 1000).handPoints(true, false)).isEqualTo(11600);
    }
}
