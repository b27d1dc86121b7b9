package org.jantaku.riichi.record;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;
import org.jantaku.engine.settle.HandValue;
import org.jantaku.engine.settle.Transfer;
import org.jantaku.riichi.scoring.FuPart;
import org.jantaku.riichi.scoring.HandScore;
import org.jantaku.riichi.scoring.YakuHan;
import org.jantaku.riichi.settlement.Reason;

/** A scored hand and its payments as JSON fields (see {@code docs/game-record.md}). */
final class ScoreJson {
    private ScoreJson() {
    }

    /**
     * Puts a hand's value into a {@code won} event: {@code han}, {@code fu}, {@code yakuman} (the
     * multiplier), {@code limit}, {@code base_points}, {@code points} (what the hand itself pays the
     * winner: its {@code hand} and {@code pao} transfers), {@code yaku} (key and han, dora kinds
     * apart), {@code dora} (counts of dora, red fives and ura-dora) and {@code fu_parts}.
     */
    static void putScore(ObjectNode o, int winner, HandScore score, List<Transfer<Reason>> transfers) {
        o.put("han", score.han()).put("fu", score.fu()).put("yakuman", score.yakumanMultiplier())
                .put("limit", score.limit().key()).put("base_points", score.basePoints())
                .put("points", HandValue.paidTo(winner, transfers));
        ArrayNode yaku = o.putArray("yaku");
        int dora = 0;
        int aka = 0;
        int ura = 0;
        for (YakuHan y : score.yaku()) {
            switch (y.yaku()) {
                case DORA -> dora += y.han();
                case AKA_DORA -> aka += y.han();
                case URA_DORA -> ura += y.han();
                default -> yaku.addObject().put("key", y.yaku().key()).put("han", y.han());
            }
        }
        o.putObject("dora").put("dora", dora).put("aka", aka).put("ura", ura);
        ArrayNode fu = o.putArray("fu_parts");
        for (FuPart p : score.fuParts()) {
            fu.addObject().put("kind", fuKind(p.kind())).put("tiles", p.tiles()).put("fu", p.fu());
        }
    }

    private static String fuKind(FuPart.Kind k) {
        return switch (k) {
            case BASE -> "base";
            case MENZEN_RON -> "menzen_ron";
            case TSUMO -> "tsumo";
            case WAIT -> "wait";
            case PAIR -> "pair";
            case OPEN_TRIPLET -> "open_triplet";
            case CLOSED_TRIPLET -> "closed_triplet";
            case OPEN_KAN -> "open_kan";
            case CLOSED_KAN -> "closed_kan";
            case OPEN_PINFU -> "open_pinfu";
            case PINFU -> "pinfu";
            case CHIITOITSU -> "chiitoitsu";
            case ROUNDING -> "rounding";
        };
    }
}
