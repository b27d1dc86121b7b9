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

    /** Tenhou's four-player ranked rules (鳳南喰赤): the catalog's defaults. */
    public static final Preset TENHOU = new Preset("tenhou",
            "Tenhou four-player ranked rules: open tanyao, red fives, no double yakuman, kazoe yakuman, no kiriage",
            RiichiRules.CATALOG.defaults(), Map.of());

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

    private static final List<Preset> ALL = List.of(TENHOU, KYOTO_CLUB, BAOCHONG, SCORE_DEFAULT);

    public static List<Preset> all() {
        return ALL;
    }

    public static Optional<Preset> byName(String name) {
        return ALL.stream().filter(p -> p.name().equals(name)).findFirst();
    }
}
