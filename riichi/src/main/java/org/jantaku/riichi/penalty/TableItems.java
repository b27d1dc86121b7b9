package org.jantaku.riichi.penalty;

import static org.jantaku.riichi.penalty.Vocabulary.*;

import java.util.List;

/** Items 7-06-* and 7-07-* of seed 000: showing or seeing tiles one may not, and a broken wall or hand. */
final class TableItems {
    private TableItems() {
    }

    private static final Effect CH_IF_DELIBERATE = when(Fact.DELIBERATE, CH, CONTINUE);
    private static final Effect RESTORE = none("restore the tiles and play on");
    private static final Effect REFEREE = new Effect.Referee("the non-winners decide, considering what happened and whether"
            + " it was deliberate: enter the result");

    static final List<PenaltyItem> ITEMS = List.of(
            item("7-06-01", "手牌の公開", "exposing one's own concealed tiles (open riichi excepted)", Subject.FOUL, "e",
                    l("a", "chombo", CH),
                    l("b", "chombo if deliberate", CH_IF_DELIBERATE),
                    l("c", "1000 to the table", DEP1000),
                    l("d", "1000 to the table per tile", new Effect.Deposit(1000, true)),
                    l("e", "play on", CONTINUE),
                    l("K", "seed 002: the whole hand laid down → chombo; deliberately shown → dead hand; accidental → no penalty",
                            when(new Condition.Is(Fact.EXPOSED), List.of(CH),
                                    List.of(when(Fact.DELIBERATE, HK, CONTINUE))))),
            item("7-06-02", "他家の手牌の公開", "exposing another player's hand", Subject.FOUL, "b",
                    l("a", "chombo", CH),
                    l("b", "chombo if deliberate", CH_IF_DELIBERATE),
                    l("c", "dead hand", HK)),
            item("7-06-03", "発声による手牌の公開", "own tiles exposed by a call or declaration", Subject.FOUL, "b",
                    l("a", "dead hand", HK),
                    l("b", "play on", CONTINUE)),
            item("7-06-04", "未立直者の覗き見", "a player not in riichi looks at a hand or the dead wall", Subject.LOOKING, "c",
                    l("a", "chombo", CH),
                    l("b", "dead hand", HK),
                    l("c", "chombo if deliberate", CH_IF_DELIBERATE)),
            item("7-06-05", "立直者の覗き見", "a player in riichi looks at a hand or the dead wall", Subject.LOOKING, "a",
                    l("a", "chombo", CH),
                    l("b", "dead hand", HK),
                    l("c", "play on, but must win on the first winning tile drawn or discarded", new Effect.ForceWin()),
                    l("K", "seed 002: chombo if deliberate (accidentally seen tiles carry no penalty)", CH_IF_DELIBERATE)),
            item("7-06-05-01", "許可後の覗き見", "may one look with permission?", Subject.SETTING, "a",
                    l("a", "yes: no penalty with permission", new Effect.Permission(true)),
                    l("b", "no", new Effect.Permission(false))),
            item("7-07-01-01", "崩山(復元可)", "wall knocked over, restorable", Subject.FOUL, "c",
                    "lost digit: b reads 1000 per 1 tile revealed (spec §6.1)",
                    l("a", "dead hand, play on", HK),
                    l("b", "1000 to the table per [digit lost, read 1] tile revealed, 8000 for 9 or more; the hand is redealt",
                            when(new Condition.TilesAtLeast(9), List.of(dep(8000), REDEAL),
                                    List.of(new Effect.Deposit(1000, true), REDEAL))),
                    l("c", "restore and play on", RESTORE)),
            item("7-07-01-02", "崩山(復元不可)", "wall knocked over, not restorable", Subject.FOUL, "a",
                    l("a", "chombo (whoever knocked it)", CH),
                    l("b", "put the fallen tiles back (positions need not match), no penalty",
                            none("put the fallen tiles back and play on")),
                    l("c", "no penalty, the hand is redealt", REDEAL)),
            item("7-07-02", "和了後の手牌崩し", "after a win, the hand is scrambled before the others confirm it", Subject.FOUL, "b",
                    l("a", "whoever scrambled it is chombo", CH),
                    l("b", "the winner scrambled it → chombo; someone else → the winner's declaration is accepted",
                            when(Fact.BY_WINNER, CH, none("the winner's declared hand is accepted: report the win")))),
            item("7-07-03", "和了後のドラ表示牌崩し", "after a win, the dora indicator is scrambled before confirmation",
                    Subject.FOUL, "c",
                    l("a", "whoever scrambled it is chombo", CH),
                    l("b", "the winner → chombo; someone else → the non-winners decide", when(Fact.BY_WINNER, CH, REFEREE)),
                    l("c", "the winner → scored with no dora; someone else → the non-winners decide",
                            when(Fact.BY_WINNER, none("the win is scored with no dora: report it without dora"), REFEREE))));
}
