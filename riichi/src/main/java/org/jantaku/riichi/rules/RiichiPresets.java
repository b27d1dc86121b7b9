package org.jantaku.riichi.rules;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.jantaku.core.rules.Preset;
import org.jantaku.core.rules.RuleSet;

/** The named Riichi rule sets. */
public final class RiichiPresets {
    private RiichiPresets() {
    }

    /**
     * Tenhou's four-player ranked rules (鳳南喰赤) as Tenhou plays them now: the catalog's defaults. The
     * sources name what Tenhou's own records show for the options where rule sets differ; rules that
     * changed over the years are applied per game by {@code tenhou.TenhouRules} when a log is replayed.
     */
    public static final Preset TENHOU = new Preset("tenhou",
            "Tenhou four-player ranked rules: open tanyao, red fives, no double yakuman, kazoe yakuman, no kiriage",
            RiichiRules.CATALOG.defaults(), Map.of(
                    RiichiRules.UMA.id(), "Tenhou: +20/+10/−10/−20 in every ranked game since August 2009 (East-only games"
                            + " paid +10/+5/−5/−10 before; docs/tenhou-replay.md)",
                    RiichiRules.FINAL_ROUNDING.id(), "Tenhou logs of 2022 and 2023 (owari): final points kept to tenths,"
                            + " 53,800 / 16,100 / 29,300 / 800 → 63.8 / −23.9 / 9.3 / −49.2; logs up to 2020 round the"
                            + " score half away from zero (shishaGonyu)",
                    RiichiRules.AGARI_YAME.id(), "Tenhou: オーラス和了止め, the all-last dealer who wins and is top with"
                            + " 30,000 or more ends the game",
                    RiichiRules.TENPAI_YAME.id(), "Tenhou since June 2010: ラス親トップの自動聴牌止め, the all-last dealer"
                            + " tenpai at a draw and top with 30,000 or more ends the game (blog.tenhou.net/article/38215017.html,"
                            + " 18 May 2010; before, his hand repeated)",
                    RiichiRules.PAO_HONBA.id(), "Tenhou: a pao yakuman won by ron, 1 honba: +32,300 / −16,000 / −16,300"
                            + " with the liable player paying the honba with his half (issue #24; riichi.wiki Sekinin_barai)"));

    /**
     * The defaults of the batch JSON-lines scorer ({@code shared/spec/score-jsonl.md}): Tenhou's rules
     * except that the four double-yakuman hands score double, renhou is worth 5 han (a mangan) and
     * open riichi may be scored, as that contract says.
     */
    public static final Preset SCORE_DEFAULT = new Preset("score-default",
            "defaults of `jantaku score`: tenhou with the four double-yakuman hands doubled, renhou as mangan, open riichi",
            RuleSet.of(RiichiRules.CATALOG, Map.of(
                    RiichiRules.DOUBLE_YAKUMAN_HANDS.id(), Set.of("kokushi13", "suuankouTanki", "junseiChuuren", "daisuushii"),
                    RiichiRules.RENHOU.id(), "mangan",
                    RiichiRules.OPEN_RIICHI.id(), true)),
            Map.of());

    /** The Kyoto club's house rules (seed 002; spec §2). */
    public static final Preset KYOTO_CLUB = KyotoClubPreset.PRESET;

    /** The automatic-table 包铳制 rules (seed 004; spec §3). */
    public static final Preset BAOCHONG = BaochongPreset.PRESET;

    /** Tenhou's three-player ranked rules (三人打ち; {@link TenhouSanmaPreset}). */
    public static final Preset TENHOU_SANMA = TenhouSanmaPreset.PRESET;

    private static final List<Preset> ALL = List.of(TENHOU, KYOTO_CLUB, BAOCHONG, SCORE_DEFAULT, TENHOU_SANMA);

    public static List<Preset> all() {
        return ALL;
    }

    public static Optional<Preset> byName(String name) {
        return ALL.stream().filter(p -> p.name().equals(name)).findFirst();
    }
}
