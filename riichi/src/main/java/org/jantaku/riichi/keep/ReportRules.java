package org.jantaku.riichi.keep;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.jantaku.core.rules.RuleSet;
import org.jantaku.riichi.rules.RiichiRules;

/**
 * What the scorekeeping page needs from a Riichi rule set to offer only the reports the rules allow:
 * the abortive draws there are, how many may ron one discard, the yakuman that make someone liable
 * (包), red fives, nagashi mangan, the stick's value and the starting points (the keep API's {@code riichiRules}).
 */
final class ReportRules {
    private ReportRules() {
    }

    static ObjectNode json(RuleSet rules) {
        ObjectNode o = JsonNodeFactory.instance.objectNode();
        ArrayNode abortive = o.putArray("abortive");
        if (!rules.get(RiichiRules.ABORTIVE_KYUUSHU).equals("off")) {
            abortive.add("kyuushu");
        }
        if (rules.get(RiichiRules.ABORTIVE_SUUFON_RENDA)) {
            abortive.add("suufonRenda");
        }
        if (rules.get(RiichiRules.ABORTIVE_SUUCHA_RIICHI)) {
            abortive.add("suuchaRiichi");
        }
        if (rules.get(RiichiRules.ABORTIVE_SUUKAIKAN)) {
            abortive.add("suukaikan");
        }
        if (rules.get(RiichiRules.ABORTIVE_SANCHAHOU) && rules.get(RiichiRules.PLAYERS) == 4) { // three players: two ron at most
            abortive.add("sanchahou");
        }
        o.put("multipleRon", rules.text(RiichiRules.MULTIPLE_RON));
        ArrayNode pao = o.putArray("pao");
        rules.get(RiichiRules.PAO).stream().sorted().forEach(pao::add);
        o.put("redFives", rules.get(RiichiRules.RED_FIVES).stream().anyMatch(n -> n > 0));
        o.put("nagashiMangan", !rules.get(RiichiRules.NAGASHI_MANGAN).equals("off"));
        o.put("riichiDeposit", rules.get(RiichiRules.RIICHI_DEPOSIT));
        o.put("startingPoints", rules.get(RiichiRules.STARTING_POINTS));
        o.put("gameLength", rules.text(RiichiRules.GAME_LENGTH));
        o.put("players", rules.get(RiichiRules.PLAYERS));
        o.put("nukiDora", rules.get(RiichiRules.PLAYERS) == 3 && rules.get(RiichiRules.NUKI_DORA));
        return o;
    }
}
