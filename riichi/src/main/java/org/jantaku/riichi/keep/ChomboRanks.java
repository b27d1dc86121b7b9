package org.jantaku.riichi.keep;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.jantaku.riichi.penalty.Effect;
import org.jantaku.riichi.penalty.Penalties;

/**
 * 錯和後の順位 (penalty 7-01-01): with letter b each chombo a player paid this game lowers him one
 * place in the final ranking. Offenders are moved from the lowest place up, each past the player just
 * below him, so that one offender's drop never lifts another back; last place cannot drop.
 */
final class ChomboRanks {
    private ChomboRanks() {
    }

    /** The final places (seats from first to last) given the places by score. */
    static int[] places(Table t, int[] byScore) {
        if (Penalties.chosen(t.rules, "7-01-01").effects().stream().noneMatch(e -> e instanceof Effect.RankDown)) {
            return byScore;
        }
        List<Integer> places = new ArrayList<>(byScore.length);
        for (int seat : byScore) {
            places.add(seat);
        }
        for (int place = byScore.length - 1; place >= 0; place--) {
            int seat = byScore[place];
            for (int n = t.offences.getOrDefault(Table.CHOMBO + seat, 0); n > 0; n--) {
                int at = places.indexOf(seat);
                if (at < byScore.length - 1) {
                    Collections.swap(places, at, at + 1);
                    t.note(NoteKind.RANK_LOWERED, "seat", seat);
                }
            }
        }
        return places.stream().mapToInt(Integer::intValue).toArray();
    }
}
