package org.jantaku.riichi.rules;

import java.util.List;
import org.jantaku.core.rules.Preset;

/**
 * Tenhou's ranked three-player rules (段位戦 三人打ち, 三鳳南喰赤), each value with its source: the
 * research note of issue #28 (riichi.wiki Sanma and Majsoul, Tenhou sanma logs read in public
 * repositories, riichienv's {@code state_3p}, tensoul). Options not set keep Tenhou's four-player
 * values; those that only a fourth player makes possible (四風連打, 四家立直, 三家和) cannot happen.
 */
final class TenhouSanmaPreset {
    private TenhouSanmaPreset() {
    }

    static final Preset PRESET = new PresetBuilder()
            .set(RiichiRules.PLAYERS, 3, "Tenhou 三人打ち: seats East, South, West, no North seat; 2m-8m removed"
                    + " (riichi.wiki Sanma; atwiki はじめての三人麻雀 after Tenhou's manual)")
            .set(RiichiRules.STARTING_POINTS, 35000, "Tenhou sanma logs: INIT ten=\"350,350,350,0\"")
            .set(RiichiRules.RETURN_POINTS, 40000, "Tenhou sanma owari: 71,000 → 31 + 15 oka + 20 uma = 66")
            .set(RiichiRules.UMA, List.of(20, 0, -20, 0), "Tenhou sanma owari: +20 / 0 / −20 (logs of 2009 and 2014)")
            .set(RiichiRules.EXTENSION_THRESHOLD, 40000, "West extension (西入) until someone has the return, 40,000,"
                    + " as Tenhou four-player plays to its return (30,000); not confirmed for sanma")
            .set(RiichiRules.NOTEN_PENALTY, 2000, "Tenhou sanma logs: one tenpai takes 1,000 from each noten, two"
                    + " tenpai take 1,000 each from the noten one; Mahjong Soul: 2,000")
            .set(RiichiRules.HONBA_VALUE, 200, "Tenhou sanma logs: 200 per honba on a ron, 100 from each payer on a"
                    + " self-draw; Mahjong Soul: 200")
            .set(RiichiRules.RED_FIVES, List.of(0, 1, 1), "Tenhou sanma: one red 5p and one red 5s (no 5m in the set)")
            .set(RiichiRules.ABORTIVE_SUUFON_RENDA, false, "no four winds without a North seat (riichi.wiki Majsoul 3P)")
            .set(RiichiRules.ABORTIVE_SUUCHA_RIICHI, false, "no four riichi without a fourth player (riichi.wiki Majsoul 3P)")
            .keep(RiichiRules.NUKI_DORA, "北抜き: a North set aside after one's draw is a dora, with a replacement draw"
                    + " (Tenhou sanma logs: N m=tile<<8|0x20 then the draw; no new indicator)")
            .keep(RiichiRules.NUKI_RINSHAN, "a win on a North's replacement is rinshan kaihou (riichi.wiki Sanma)")
            .keep(RiichiRules.NUKI_RON, "a North set aside may be ronned by any hand waiting on it, not as chankan"
                    + " (riichi.wiki Sanma, Majsoul)")
            .keep(RiichiRules.TSUMO_LOSS, "ツモ損: a non-dealer mangan self-draw is 4,000 + 2,000 (Tenhou sanma logs:"
                    + " ten=\"40,6000,1\"); a dealer's 4,000 from each of two")
            .keep(RiichiRules.MULTIPLE_RON, "double ron as four-player Tenhou (only two players can ron a discard)")
            .build("tenhou-sanma", "Tenhou three-player ranked rules: 108 tiles, 北抜き, ツモ損, 35,000 / 40,000,"
                    + " uma +20 / 0 / −20, red 5p and 5s");
}
