package org.jantaku.guizhou.settlement;

import java.util.Optional;

/**
 * The hand's first discarded 1条 (幺鸡): who discarded it and who claimed it. Unclaimed it is a
 * 冲锋鸡 of its discarder; claimed (碰 or 点豆) it makes its discarder answerable (责任鸡). The settle reader shows
 * this record's refusal at the field it read.
 *
 * @param discarder the seat that discarded it
 * @param claimer the seat that claimed it, if any
 */
public record FirstOneSou(int discarder, Optional<Integer> claimer) {
    public FirstOneSou {
        if (discarder < 0 || discarder > 3 || claimer.map(c -> c < 0 || c > 3).orElse(false)) {
            throw new IllegalArgumentException("the first 1条 needs seats 0-3: discarder " + discarder + ", claimer " + claimer);
        }
        if (claimer.equals(Optional.of(discarder))) {
            throw new IllegalArgumentException("a player cannot claim his own discard");
        }
    }
}
