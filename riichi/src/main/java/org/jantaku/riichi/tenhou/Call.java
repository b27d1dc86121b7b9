package org.jantaku.riichi.tenhou;

import java.util.Objects;
import org.jantaku.core.hand.Meld;

/**
 * A meld made during play (鳴き, 暗槓, 加槓): {@code <N who="3" m="46185"/>}. For a chi, pon or open
 * kan it follows the discard it calls (possibly with a {@code REACH step="2"} in between); a closed or
 * added kan follows the caller's own draw.
 *
 * @param seat the calling seat 0-3 ({@code who})
 * @param code Tenhou's raw meld code ({@code m}), see {@link TenhouMeld}
 * @param meld the decoded meld
 * @param fromSeat the absolute seat the called tile came from: the discarder for a chi, pon or open
 *     kan; for an added kan, the seat the original pon was called from; for a closed kan, the
 *     caller's own seat
 */
public record Call(int seat, int code, Meld meld, int fromSeat) implements MjlogEvent {
    public Call {
        Checks.seat(seat, "seat");
        Objects.requireNonNull(meld, "meld");
        Checks.seat(fromSeat, "fromSeat");
    }

    static Call parse(Element e) {
        int seat = e.seat("who");
        int m = e.integer("m");
        TenhouMeld d = TenhouMeld.decode(e, "m", m, seat);
        return new Call(seat, m, d.meld(), d.fromSeat());
    }
}
