package org.jantaku.riichi.keep;

import java.util.List;
import java.util.OptionalInt;
import java.util.Set;
import org.jantaku.riichi.penalty.Call;
import org.jantaku.riichi.penalty.Fact;
import org.jantaku.riichi.penalty.Facts;

/** Short report builders for tests. */
final class R {
    private R() {
    }

    static Report ron(int winner, int from, int han, int fu) {
        return new Report.Win(List.of(new Claim(winner, new HandValue.HanFu(han, fu), OptionalInt.empty())), OptionalInt.of(from));
    }

    static Report tsumo(int winner, int han, int fu) {
        return new Report.Win(List.of(new Claim(winner, new HandValue.HanFu(han, fu), OptionalInt.empty())), OptionalInt.empty());
    }

    static Report draw(Integer... tenpai) {
        return new Report.Draw(Set.of(tenpai), Set.of());
    }

    static Report riichi(int seat) {
        return new Report.Riichi(seat);
    }

    static Report foul(String item, int seat, Fact... facts) {
        return new Report.Foul(item, seat, Facts.of(facts));
    }

    static Report foul(String item, int seat, Call call, Fact... facts) {
        return new Report.Foul(item, seat, Facts.of(facts).withCall(call));
    }

    static Report pay(int from, int to, int points) {
        return new Report.Pay(from, to, points, "test");
    }

    /** Reports the Kyoto worked settlement's hands (docs/keep.md): 45 300 / 28 300 / 16 700 / 9 700 under kyoto-club. */
    static List<Report> kyotoWorked() {
        return List.of(ron(0, 2, 1, 90), riichi(3), ron(1, 3, 2, 30), ron(0, 3, 6, 30), ron(0, 2, 3, 30),
                draw(), draw(), draw(), draw(), draw());
    }
}
