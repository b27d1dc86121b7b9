package org.jantaku.riichi.penalty;

import static org.jantaku.riichi.penalty.Vocabulary.*;

import java.util.List;
import org.jantaku.riichi.penalty.Effect.LowPointsDeposit.Exemption;

/** Items 7-08-* (combinations and others) and 7-09-* (what a dead hand may do) of seed 000. */
final class OtherItems {
    private OtherItems() {
    }

    private static final Effect YAKUMAN = new Effect.PayLimit(8000);

    static final List<PenaltyItem> ITEMS = List.of(
            item("7-08-01", "三味線", "lies or misleading talk", Subject.FOUL, "b",
                    l("a", "chombo", CH),
                    l("b", "play on", CONTINUE),
                    l("K", "seed 002: the first time a warning, then dead hand",
                            when(new Condition.OffenceAtLeast(2), List.of(HK), List.of(none("a warning"))))),
            item("7-08-02", "牌名の言い間違い", "a wrong tile name called on a discard leads to a ron", Subject.WIN, "d",
                    "d reads the ron as cancelled (spec §6.1 [R])",
                    l("a", "the discarder is chombo", CH),
                    l("b", "the ron winner (other) is chombo", new Effect.Other(CH)),
                    l("c", "both the discarder and the ron winner (other) are chombo", CH, new Effect.Other(CH)),
                    l("d", "no chombo, play on (the ron is cancelled)", voided("the ron"))),
            item("7-08-03", "碰の見落とし", "missed a pon, drew and discarded, the drawn tile unknown", Subject.FOUL, "a",
                    l("a", "the discard goes back into the hand; any one tile of it goes to the player who should have drawn",
                            none("the discard goes back; one tile of that hand goes to the player who should have drawn")),
                    l("b", "the mis-drawer's hand is dead", HK),
                    l("c", "the pon is void (its call was too quiet)", voided("the pon"))),
            item("7-08-04", "重大な故意の不正", "deliberate serious cheating", Subject.FOUL, "a",
                    "lost digits: d reads 10000 (spec §6.1); e–g are outside the engine",
                    l("a", "chombo", CH, new Effect.Admin("the club deals with deliberate cheating")),
                    l("b", "pay a yakuman", YAKUMAN),
                    l("c", "pay 50000 to each of the other three", new Effect.Pay(50000)),
                    l("d", "pay [digit lost, read 1]0000 to everyone, players sitting out included", new Effect.Pay(10000),
                            new Effect.Admin("also pay players sitting out")),
                    l("e", "(text lost)", new Effect.Admin("a joke or extra-legal option of the book: nothing for a scorekeeper to apply")),
                    l("f", "([digit lost] finger(s))", new Effect.Admin("a joke or extra-legal option of the book: nothing for a scorekeeper to apply")),
                    l("g", "permanent expulsion", new Effect.Admin("permanent expulsion"))),
            item("7-08-05", "軽度の故意の不正", "deliberate minor cheating", Subject.FOUL, "b",
                    "lost digit: e reads 10000 (spec §6.1)",
                    l("a", "1000 to the table", DEP1000),
                    l("b", "dead hand", HK),
                    l("c", "chombo", CH),
                    l("d", "pay a yakuman", YAKUMAN),
                    l("e", "pay [digit lost, read 1]0000 to everyone, players sitting out included", new Effect.Pay(10000),
                            new Effect.Admin("also pay players sitting out"))),
            item("7-08-06", "罰符の免除", "exemption from penalty deposits below 1000 points", Subject.SETTING, "a",
                    l("a", "no exemption: the deposit is owed and the score may go negative",
                            new Effect.LowPointsDeposit(Exemption.NONE)),
                    l("b", "exempt below 1000", new Effect.LowPointsDeposit(Exemption.EXEMPT)),
                    l("K", "seed 002: below 1000 nothing is paid, the hand is dead instead",
                            new Effect.LowPointsDeposit(Exemption.DEAD_HAND))),
            item("7-09-01", "放棄中の和了", "a dead hand declares a win", Subject.WIN, "a",
                    l("a", "chombo", CH),
                    l("b", "the win is void, play on", voided("the win"))),
            item("7-09-02", "放棄中の鳴き", "a dead hand calls", Subject.CALL, "b",
                    l("a", "chombo", CH),
                    l("b", "the call is void (a closed kan too)", voided("the call")),
                    l("c", "calls are allowed", none("the call stands"))),
            item("7-09-03", "放棄中の立直", "a dead hand declares riichi", Subject.RIICHI, "b",
                    l("a", "chombo", CH),
                    l("b", "the riichi is void", voided("the riichi (its stick goes back)")),
                    l("c", "riichi is allowed", none("the riichi stands"))),
            item("7-09-04", "放棄中の手出し", "a dead hand discards from the hand", Subject.FOUL, "a",
                    l("a", "free discards", none("discards are free")),
                    l("b", "tsumogiri only: a discard from the hand is chombo", CH),
                    l("c", "tsumogiri only: a discard from the hand is corrected", none("correct it to tsumogiri"), TG)),
            item("7-09-05", "放棄中の流局時聴牌", "a dead hand at an exhaustive draw", Subject.SETTING, "a",
                    l("a", "counts noten", new Effect.DeadHandAtDraw(false)),
                    l("b", "counts tenpai", new Effect.DeadHandAtDraw(true))),
            item("7-09-06", "放棄中の流し満貫", "a dead hand's nagashi mangan", Subject.SETTING, "a",
                    l("a", "not recognised", new Effect.DeadHandNagashi(false)),
                    l("b", "recognised", new Effect.DeadHandNagashi(true))));
}
