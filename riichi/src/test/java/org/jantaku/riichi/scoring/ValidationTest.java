package org.jantaku.riichi.scoring;

import static org.assertj.core.api.Assertions.assertThat;

import org.jantaku.core.tile.Tile;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Bad input and impossible situations get the contract's error codes. */
class ValidationTest {

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            # name                       | rules | hand | win | melds | flags | error
            ippatsu without riichi        | tenhou | 234m567p333s789s99p | 9s | | tsumo ippatsu | ippatsu_without_riichi
            ippatsu not a yaku            | tenhou;ippatsu=false | 234m567p333s789s99p | 9s | | riichi ippatsu | invalid_input
            chankan with tsumo            | tenhou | 234m567p789s99p | 9s | pon:888m | tsumo chankan | chankan_with_tsumo
            rinshan with ron              | tenhou | 567p789s234s99p | 7s | ankan:4444m | rinshan | rinshan_with_ron
            rinshan without a kan         | tenhou | 234m567p333s789s99p | 9s | | tsumo rinshan | rinshan_without_kan
            rinshan with only a pon       | tenhou | 234m567p789s99p | 9s | pon:888m | tsumo rinshan | rinshan_without_kan
            haitei with ron               | tenhou | 234m567p789s99p | 9s | pon:888m | haitei | haitei_with_ron
            houtei with tsumo             | tenhou | 234m567p789s99p | 9s | pon:888m | tsumo houtei | houtei_with_tsumo
            haitei on a rinshan draw      | tenhou | 567p789s234s99p | 7s | ankan:4444m | tsumo rinshan haitei | haitei_with_rinshan
            chankan and houtei            | tenhou | 234m567p789s99p | 9s | pon:888m | chankan houtei | chankan_with_houtei
            tenhou for a non-dealer       | tenhou | 123m456p789s234s99s | 9s | | tsumo tenhou | tenhou_not_dealer
            tenhou by ron                 | tenhou | 123m456p789s234s99s | 9s | | dealer tenhou | tenhou_with_ron
            tenhou after a kan            | tenhou | 123m456p234s99s | 9s | ankan:7777s | dealer tsumo tenhou | invalid_input
            chiihou for the dealer        | tenhou | 123m456p789s234s99s | 9s | | dealer tsumo chiihou | chiihou_dealer
            chiihou by ron                | tenhou | 123m456p789s234s99s | 9s | | chiihou | chiihou_with_ron
            chiihou after a call          | tenhou | 123m456p234s99s | 9s | pon:777s | tsumo chiihou | invalid_input
            renhou by tsumo               | score-default | 234m567p234s678s88p | 8s | | tsumo renhou | renhou_with_tsumo
            renhou for the dealer         | score-default | 234m567p234s678s88p | 8s | | dealer renhou | renhou_dealer
            renhou when the rules say none | tenhou | 234m567p234s678s88p | 8s | | renhou | invalid_input
            riichi with an open hand      | tenhou | 234m567p789s99p | 9s | pon:888m | riichi | riichi_with_open_hand
            double riichi with an open hand | tenhou | 234m567p789s99p | 9s | pon:888m | double | riichi_with_open_hand
            open riichi with an open hand | tenhou;openRiichi=true | 234m567p789s99p | 9s | pon:888m | open | riichi_with_open_hand
            riichi ippatsu with an open hand | tenhou | 234m567p789s99p | 9s | pon:888m | riichi ippatsu | riichi_with_open_hand
            13-tile hand                  | tenhou | 234m567p333s789s9p | 9s | | tsumo | invalid_input
            six dora indicators           | tenhou | 234m567p333s789s99p | 9s | | riichi dora=111z222z | invalid_input
            not a complete hand           | tenhou | 234m567p333s789s19p | 9p | | riichi | hand_not_winning
            not complete with melds       | tenhou | 234m567p789s19p | 9p | pon:555z | | hand_not_winning
            no yaku closed ron            | tenhou | 234m567p333s789s99p | 9s | | | no_yaku
            no yaku open                  | tenhou | 234m567p789s99p | 9s | pon:888m | | no_yaku
            no yaku open tsumo            | tenhou | 234m567p789s99p | 9s | pon:888m | tsumo | no_yaku
            # spec §5 row 38: an open hand whose only han are 3 dora
            no yaku with only dora        | tenhou | 567p789s123s99p | 9s | chi:234m | dora=8p1m | no_yaku
            no yaku with only aka dora    | tenhou | 406p789s123s99p | 9s | chi:234m | | no_yaku
            """)
    void rejected(String name, String rules, String hand, String win, String melds, String flags, String error) {
        assertThat(Scoring.code(Scoring.score(rules, hand, win, melds, flags))).isEqualTo(error);
    }

    @Test
    void winningTileNotAmongTheConcealedTiles() {
        // the winning tile is one of the pon's tiles, not a concealed one
        WinRequest r = Hands.of("234m567p789s99p", "9s", "pon:555z").request();
        Tile inMeld = r.hand().melds().get(0).tiles().get(0);
        WinRequest bad = new WinRequest(r.hand(), inMeld, r.situation(), r.doraIndicators(), r.uraIndicators(), 0, 0);
        assertThat(Scoring.code(Scoring.scorer("tenhou").score(bad))).isEqualTo("invalid_input");
    }

    /**
     * riichi.openRiichi is false in the tenhou preset (spec §1.5: open riichi not allowed). A request
     * declaring open riichi under rules that forbid it is an impossible situation, like ippatsu under
     * riichi.ippatsu=false or renhou under riichi.renhou=none, which the scorer rejects as invalid_input.
     */
    @Test
    void openRiichiWhenTheRulesForbidIt() {
        assertThat(Scoring.code(Scoring.score("tenhou", "234m567p333s789s99p", "9s", null, "open"))).isEqualTo("invalid_input");
    }
}
