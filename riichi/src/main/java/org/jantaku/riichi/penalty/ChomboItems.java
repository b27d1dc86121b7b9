package org.jantaku.riichi.penalty;

import static org.jantaku.riichi.penalty.Vocabulary.*;

import java.util.List;
import org.jantaku.riichi.penalty.Effect.AfterChombo.Deal;

/** Items 7-01 to 7-04 of seed 000: the chombo itself (payment, rank, deal, deposits) and wrong tile counts. */
final class ChomboItems {
    private ChomboItems() {
    }

    private static final Effect MANGAN = new Effect.PayLimit(2000);
    private static final Effect YAKUMAN = new Effect.PayLimit(8000);

    static final List<PenaltyItem> ITEMS = List.of(
            item("7-01", "錯和", "chombo payment", Subject.SETTING, "a",
                    "lost digits (spec §6.1): f and h read PAY(2000) and PAY(4000), i PAY(4000), j one settlement unit",
                    l("a", "pay a mangan (reverse mangan)", MANGAN),
                    l("b", "pay a haneman (non-dealer 3000/6000, dealer 6000 each)", new Effect.PayLimit(3000)),
                    l("c", "pay a mangan, but each tenpai player who could still win is paid his best win without chance yaku",
                            MANGAN, new Effect.Referee("each tenpai player who could still win is paid his best win without"
                                    + " chance yaku (ippatsu, haitei/houtei, rinshan, chankan): enter the difference")),
                    l("d", "pay a mangan, a yakuman for a deliberate chombo made to stop a yakuman",
                            when(Fact.STOPS_YAKUMAN, YAKUMAN, MANGAN)),
                    l("e", "pay a mangan, a yakuman when someone is tenpai for a yakuman",
                            when(Fact.YAKUMAN_TENPAI, YAKUMAN, MANGAN)),
                    l("f", "pay [digit lost, read 2]000 to each", new Effect.Pay(2000)),
                    l("g", "pay 3000 to each", new Effect.Pay(3000)),
                    l("h", "pay [digit lost, read 4]000 to each", new Effect.Pay(4000)),
                    l("i", "pay [digit lost, read 4]000 to each, but half his best win to a yakuman-tenpai player",
                            when(new Condition.Is(Fact.YAKUMAN_TENPAI),
                                    List.of(new Effect.Pay(4000), new Effect.Referee(
                                            "the yakuman-tenpai player is paid half his best win instead of 4000")),
                                    List.of(new Effect.Pay(4000)))),
                    l("j", "20000 deducted at the end of [digit lost, read 1] settlement unit, paid to its top",
                            new Effect.SessionDeduction(20000)),
                    l("k", "12000 deducted per settlement unit, paid to its top", new Effect.SessionDeduction(12000)),
                    l("l", "no payment", none("no chombo payment"))),
            item("7-01-01", "錯和後の順位", "rank lowered after a chombo?", Subject.SETTING, "a",
                    l("a", "no", none("the rank stays")),
                    l("b", "lowered one place", new Effect.RankDown())),
            item("7-02", "錯和時の流莊", "who deals after a chombo", Subject.SETTING, "d",
                    l("a", "連荘: the dealer keeps the deal, one more honba", new Effect.AfterChombo(Deal.DEALER_KEEPS)),
                    l("b", "a dealer's chombo passes the deal, a non-dealer's is a 連荘 (one more honba)",
                            new Effect.AfterChombo(Deal.PASSES_IF_DEALER)),
                    l("c", "the deal passes", new Effect.AfterChombo(Deal.PASSES)),
                    l("d", "as if nothing happened: replayed under the same conditions (deposits as 7-03 says)",
                            new Effect.AfterChombo(Deal.REPLAY))),
            item("7-02-01", "最終局の流莊", "if the deal passes: in the final hand too?", Subject.SETTING, "a",
                    l("a", "no: a final-hand chombo does not end the game (the hand is replayed)",
                            new Effect.FinalHandChombo(false)),
                    l("b", "yes: the game ends", new Effect.FinalHandChombo(true))),
            item("7-03", "錯和流局時の供託", "deposits when a chombo ends the hand", Subject.SETTING, "b",
                    l("a", "carried over to the next hand", new Effect.ChomboDeposits(false, false)),
                    l("b", "returned to whoever put them out", new Effect.ChomboDeposits(true, true)),
                    l("K", "seed 002: this hand's riichi sticks go back, penalty deposits stay on the table",
                            new Effect.ChomboDeposits(true, false))),
            item("7-04-01", "多牌", "too many tiles", Subject.FOUL, "f", and(chomboFees(),
                    l("d", "chombo at an exhaustive draw", CH_AT_DRAW),
                    l("e", "dead hand after discovery, chombo at a draw", HK, CH_AT_DRAW),
                    l("f", "dead hand after discovery", HK),
                    l("g", "tsumogiri until the draw", TG),
                    l("h", "discard one more tile to fix the count, then play on", none("discard one extra tile")))),
            item("7-04-02", "少牌", "too few tiles", Subject.FOUL, "f", and(chomboFees(),
                    l("d", "chombo at an exhaustive draw", CH_AT_DRAW),
                    l("e", "1000 to the table on discovery, then dead hand", DEP1000, HK),
                    l("f", "dead hand after discovery", HK),
                    l("g", "tsumogiri until the draw", TG),
                    l("h", "cannot win, no other penalty: may call, a riichi counts as a noten riichi",
                            new Effect.NoWin(), new Effect.RiichiCountsNoten()),
                    l("i", "draw one more tile to fix the count, then play on", none("draw one extra tile")))));
}
