package org.jantaku.guangdong.settlement;

import java.util.List;
import java.util.Optional;
import java.util.function.Predicate;
import org.jantaku.core.tile.TileKind;
import org.jantaku.engine.table.Meld;
import org.jantaku.guangdong.rules.GuangdongRules;

/**
 * 包: who pays all three shares of a self-draw-equivalent win instead of the three players (spec
 * A5, B3), in this order: the robbed player (抢杠), the feeder of the kong whose replacement tile won
 * (杠上开花包杠), then in 鸡胡 the feeder of the last wind or dragon set of a 大四喜 / 大三元 whose other
 * sets were already exposed (特殊牌型包自摸), then the feeder of the winner's fourth exposed meld
 * (十二张落地包自摸), unless that feeder had already fed another player's (包先不包后).
 */
final class Liability {
    private Liability() {
    }

    /** A liable seat and why. */
    record Liable(int seat, Reason reason) {
    }

    static Optional<Liable> of(HandEnd end, WinInput w, boolean jihu) {
        switch (w.way()) {
            case DISCARD, DISCARD_AFTER_KONG -> {
                return Optional.empty();
            }
            case ROBBED_KONG -> {
                return Optional.of(new Liable(w.from(), Reason.BAO_ROBBED_KONG));
            }
            case REPLACEMENT_DRAW -> {
                if (w.from() != w.seat()) {
                    return Optional.of(new Liable(w.from(), Reason.BAO_KONG_FLOWER));
                }
            }
            case SELF_DRAW -> { }
        }
        if (!jihu) {
            return Optional.empty();
        }
        List<Meld> melds = end.melds().get(w.seat());
        return lastOfAll(melds, TileKind::isWind, 4, w.seat()).map(s -> new Liable(s, Reason.BAO_DASIXI))
                .or(() -> lastOfAll(melds, TileKind::isDragon, 3, w.seat()).map(s -> new Liable(s, Reason.BAO_DASANYUAN)))
                .or(() -> twelve(end, melds, w.seat()));
    }

    /** The feeder of the last of {@code n} exposed sets of winds (dragons), when it was claimed from a discard. */
    private static Optional<Integer> lastOfAll(List<Meld> melds, Predicate<TileKind> kinds, int n, int owner) {
        List<Meld> sets = melds.stream().filter(m -> m.isExposed() && kinds.test(m.kind())).toList();
        if (sets.size() != n) {
            return Optional.empty();
        }
        int from = sets.get(n - 1).from();
        return from == owner ? Optional.empty() : Optional.of(from);
    }

    private static Optional<Liable> twelve(HandEnd end, List<Meld> melds, int owner) {
        if (!GuangdongRules.twelveDown(melds)) {
            return Optional.empty();
        }
        int from = melds.get(3).from();
        if (from == owner || end.twelveFedBefore().contains(from)) {
            return Optional.empty();
        }
        return Optional.of(new Liable(from, Reason.BAO_TWELVE));
    }
}
