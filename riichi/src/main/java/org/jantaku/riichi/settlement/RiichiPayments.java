package org.jantaku.riichi.settlement;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.jantaku.core.rules.RuleSet;
import org.jantaku.engine.settle.Payments;
import org.jantaku.engine.settle.Transfer;
import org.jantaku.riichi.rules.RiichiRules;

/**
 * Who pays what when a Riichi hand is won: ron and tsumo for dealer and non-dealer, honba, the
 * riichi sticks on the table, pao (包) and several ron on one discard. Payments are rounded up to
 * 100 per payer as the rules require; every result is a list of the engine's {@link Transfer}s with
 * Riichi's {@link Reason}s, collected as every variant's are ({@link Payments}; the table's pot,
 * {@link Transfer#TABLE}, gives the riichi sticks).
 */
public final class RiichiPayments {
    private final RuleSet rules;
    private final int players;

    public RiichiPayments(RuleSet rules) {
        this.rules = rules;
        this.players = rules.get(RiichiRules.PLAYERS);
    }

    /**
     * A self-draw (ツモ). Without pao: the dealer wins 2×base from each player, a non-dealer 2×base
     * from the dealer and 1×base from the others; each loser also pays his share of the honba value
     * per honba (a third, or with three players a half). With three players the absent North's
     * share is not paid (ツモ損, {@code riichi.tsumoLoss=loss}: Tenhou) or split between the two
     * payers, each rounded up to 100 ({@code bisection}: 北家折半). With pao: the liable seat pays the
     * whole liable part (and all the honba); the rest is paid as usual.
     */
    public List<Transfer<Reason>> tsumo(Win win, int dealer, int honba, int riichiSticks) {
        Payments<Reason> out = new Payments<>(players);
        int w = win.winner();
        int normalBase = win.basePoints() - win.liableBasePoints();
        int honbaEach = honba * rules.get(RiichiRules.HONBA_VALUE) / (players - 1);
        boolean bisection = players == 3 && rules.get(RiichiRules.TSUMO_LOSS).equals("bisection");
        int northShare = normalBase * (w == dealer ? 2 : 1); // what a fourth player, a non-dealer, would pay
        for (int s = 0; s < players; s++) {
            if (s == w) {
                continue;
            }
            int base = normalBase * (s == dealer || w == dealer ? 2 : 1);
            int pay = bisection ? roundUp(base + northShare / 2) : roundUp(base);
            out.pay(s, w, pay, Reason.HAND);
        }
        if (win.liable().isPresent()) {
            int liable = win.liable().getAsInt();
            out.pay(liable, w, ronValue(win.liableBasePoints(), w == dealer), Reason.PAO);
            out.pay(liable, w, (players - 1) * honbaEach, Reason.HONBA);
        } else {
            out.fromEachOther(w, honbaEach, Reason.HONBA);
        }
        out.pay(Transfer.TABLE, w, riichiSticks * rules.get(RiichiRules.RIICHI_DEPOSIT), Reason.RIICHI_STICKS);
        return out.list();
    }

    /** A single ron (ロン) on {@code discarder}'s tile. */
    public List<Transfer<Reason>> ron(Win win, int discarder, int dealer, int honba, int riichiSticks) {
        return ron(List.of(win), discarder, dealer, honba, riichiSticks);
    }

    /**
     * One or more ron on the same discard (ダブロン / トリロン). The discarder pays each hand. The
     * riichi sticks go to the winner nearest the discarder in turn order (上家取り), or are split
     * ({@code riichi.multiRonSticks}); the honba to the nearest winner only, or to each
     * ({@code riichi.multiRonHonba}). A liable seat pays half of its part with the discarder
     * ({@code riichi.paoRon=half}) or all of it, and the honba of that hand if
     * {@code riichi.paoHonba=liable}.
     */
    public List<Transfer<Reason>> ron(List<Win> wins, int discarder, int dealer, int honba, int riichiSticks) {
        if (wins.isEmpty()) {
            throw new IllegalArgumentException("a ron needs a winner");
        }
        List<Win> ordered = new ArrayList<>(wins);
        ordered.sort(Comparator.comparingInt(w -> Math.floorMod(w.winner() - discarder, players)));
        Payments<Reason> out = new Payments<>(players);
        int honbaPoints = honba * rules.get(RiichiRules.HONBA_VALUE);
        boolean honbaToEach = rules.get(RiichiRules.MULTI_RON_HONBA).equals("each");
        for (int i = 0; i < ordered.size(); i++) {
            Win win = ordered.get(i);
            int w = win.winner();
            if (w == discarder) {
                throw new IllegalArgumentException("seat " + w + " cannot ron his own discard");
            }
            boolean dealerWins = w == dealer;
            int normal = ronValue(win.basePoints() - win.liableBasePoints(), dealerWins);
            out.pay(discarder, w, normal, Reason.HAND);
            int honbaPayer = discarder;
            if (win.liable().isPresent()) {
                int liable = win.liable().getAsInt();
                int part = ronValue(win.liableBasePoints(), dealerWins);
                if (liable == discarder) {
                    out.pay(discarder, w, part, Reason.HAND);
                } else if (rules.get(RiichiRules.PAO_RON).equals("half")) {
                    out.pay(discarder, w, part / 2, Reason.HAND);
                    out.pay(liable, w, part - part / 2, Reason.PAO);
                } else {
                    out.pay(liable, w, part, Reason.PAO);
                }
                if (rules.get(RiichiRules.PAO_HONBA).equals("liable")) {
                    honbaPayer = liable;
                }
            }
            if (i == 0 || honbaToEach) {
                out.pay(honbaPayer, w, honbaPoints, Reason.HONBA);
            }
        }
        int sticks = riichiSticks * rules.get(RiichiRules.RIICHI_DEPOSIT);
        if (rules.get(RiichiRules.MULTI_RON_STICKS).equals("split") && ordered.size() > 1) {
            int share = sticks / ordered.size() / 100 * 100;
            for (int i = 0; i < ordered.size(); i++) {
                int amount = i == 0 ? sticks - share * (ordered.size() - 1) : share;
                out.pay(Transfer.TABLE, ordered.get(i).winner(), amount, Reason.RIICHI_STICKS);
            }
        } else {
            out.pay(Transfer.TABLE, ordered.get(0).winner(), sticks, Reason.RIICHI_STICKS);
        }
        return out.list();
    }

    /**
     * 不聴罰符 at an exhaustive draw: the noten players pay the {@code tenpai} players
     * {@code riichi.notenPenalty} in all, each noten player the same to each tenpai player (in the
     * order {@code tenpai} lists them). Four players, 3,000: one tenpai takes 1,000 from each, two take
     * 750 from each noten (1,500 each in all), three take 1,000 each from the noten one; three players, 2,000: one tenpai takes 1,000
     * from each, two take 1,000 each from the third. Nobody pays when everyone or nobody is tenpai.
     * The game engine ({@code game.HandEnd}) and table-side scorekeeping ({@code keep.HandEnds}) both
     * settle with it. The transfers' reason is {@link Reason#HAND}.
     */
    public List<Transfer<Reason>> noten(java.util.Collection<Integer> tenpai) {
        Payments<Reason> out = new Payments<>(players);
        int k = tenpai.size();
        if (k == 0 || k >= players) {
            return out.list();
        }
        int each = rules.get(RiichiRules.NOTEN_PENALTY) / (k * (players - k));
        for (int payer = 0; payer < players; payer++) {
            if (tenpai.contains(payer)) {
                continue;
            }
            for (int receiver : tenpai) {
                out.pay(payer, receiver, each, Reason.HAND);
            }
        }
        return out.list();
    }

    /** What a ron is worth: 6×base for the dealer, 4×base otherwise, rounded up to 100. */
    public static int ronValue(int basePoints, boolean dealer) {
        return roundUp(basePoints * (dealer ? 6 : 4));
    }

    static int roundUp(int points) {
        return (points + 99) / 100 * 100;
    }
}
