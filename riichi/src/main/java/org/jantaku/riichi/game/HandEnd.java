package org.jantaku.riichi.game;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.jantaku.core.analysis.TenpaiRule;
import org.jantaku.core.analysis.Waits;
import org.jantaku.core.hand.Hand;
import org.jantaku.core.seat.BySeat;
import org.jantaku.core.tile.Tile;
import org.jantaku.core.tile.TileSet;
import org.jantaku.engine.settle.Transfer;
import org.jantaku.engine.table.HandResult;
import org.jantaku.engine.table.Phase;
import org.jantaku.engine.table.PondTile;
import org.jantaku.engine.table.Seat;
import org.jantaku.riichi.rules.HandRotation;
import org.jantaku.riichi.rules.RiichiRules;
import org.jantaku.riichi.scoring.HandScore;
import org.jantaku.riichi.scoring.RiichiScorer;
import org.jantaku.riichi.scoring.ScoreOutcome;
import org.jantaku.riichi.settlement.Exhaustive;
import org.jantaku.riichi.settlement.RiichiPayments;
import org.jantaku.riichi.settlement.Reason;
import org.jantaku.riichi.settlement.Win;

/**
 * How Riichi settles a hand's end: wins, the exhaustive draw (with its tenpai declarations), abortive
 * draws. Each is a {@link HandResult} the table flow pays, shows and follows with the next hand or the
 * game's end ({@link org.jantaku.engine.table.SettlingFlow#endHand}).
 */
final class HandEnd {
    private HandEnd() {
    }

    /**
     * A hand's end as Riichi settles it: what its events show (made with the scores paid), whether the
     * dealer keeps the deal (連荘), whether the hand was won (its winner took the riichi sticks: none
     * are left on the table) or an exhaustive draw (for the honba, agari-yame and tenpai-yame), and the hand
     * dealt next if the game goes on ({@link HandRotation#deal}).
     */
    record Ending(List<Shown> shown, boolean renchan, boolean won, boolean exhaustive, HandRotation.Deal next) {
    }

    /** An event of a hand's end, before the scores are paid. */
    sealed interface Shown {
        RiichiEvent event(BySeat<Integer> scores);
    }

    /** A winner's {@link RiichiEvent.Won}. */
    record Winner(int seat, int from, List<Tile> hand, Tile tile, HandScore score, List<Transfer<Reason>> transfers, List<Tile> ura)
            implements Shown {
        @Override
        public RiichiEvent event(BySeat<Integer> scores) {
            return new RiichiEvent.Won(seat, from, hand, tile, score, transfers, scores, ura);
        }
    }

    /** A draw's {@link RiichiEvent.HandDrawn}. */
    record Drawn(String kind, List<Integer> tenpai, List<Transfer<Reason>> transfers) implements Shown {
        @Override
        public RiichiEvent event(BySeat<Integer> scores) {
            return new RiichiEvent.HandDrawn(kind, tenpai, transfers, scores);
        }
    }

    /**
     * A settlement of these transfers (a winner's {@link Reason#RIICHI_STICKS} from the table's pot among them): the
     * next round, dealer and honba follow from {@code renchan} and {@code won} ({@link HandRotation#deal}).
     */
    private static HandResult<Ending> result(RiichiState s, List<Shown> shown, List<Transfer<Reason>> transfers,
            boolean renchan, boolean won, boolean exhaustive) {
        HandRotation.Deal next = HandRotation.deal(s.rules(), s.round(), s.dealer(), s.streak(), s.players(), renchan, won);
        return new HandResult<>(new Ending(shown, renchan, won, exhaustive, next), transfers, next.dealer(), next.honba());
    }

    /** A self-draw win. */
    static HandResult<Ending> tsumo(RiichiState s, Phase.Turn turn, RiichiScorer scorer) {
        int seat = turn.seat();
        Tile drawn = turn.drawn().orElseThrow();
        ScoreOutcome.Scored scored = WinChecks.tsumo(s, seat, drawn, turn.replacement(), scorer).orElseThrow();
        Win win = win(s, seat, scored);
        int feeder = turn.replacement() && !s.nukiDraw() ? openKanFeeder(s, seat) : -1;
        if (win.liable().isEmpty() && feeder >= 0 && s.rules().get(RiichiRules.DAIMINKAN_PAO)) {
            win = new Win(seat, win.basePoints(), java.util.OptionalInt.of(feeder), win.basePoints());
        }
        List<Transfer<Reason>> transfers = tobiPenalty(s, new RiichiPayments(s.rules()).tsumo(win, s.dealer(), s.streak(), s.riichiSticks()));
        Shown won = new Winner(seat, seat, s.seat(seat).hand(), drawn, scored.score(), transfers, uraShown(s, seat));
        return result(s, List.of(won), transfers, seat == s.dealer(), true, false);
    }

    /** One or more ron on {@code tile} (winners nearest the discarder first). */
    static HandResult<Ending> ron(RiichiState s, int[] winners, int discarder, Tile tile, boolean chankan,
            List<RiichiEvent> events, RiichiScorer scorer) {
        if (chankan && s.rules().get(RiichiRules.CHANKAN_REVEALS_KAN_DORA) && s.rules().get(RiichiRules.KAN_DORA)
                && s.doraRevealed() < 5) {
            events.add(new RiichiEvent.DoraRevealed(org.jantaku.riichi.wall.DeadWall.doraIndicator(s.wall(), s.doraRevealed())));
            s.setDoraRevealed(s.doraRevealed() + 1); // the robbed kan still turns its indicator, before the win is scored
        }
        List<Win> wins = new ArrayList<>();
        List<ScoreOutcome.Scored> scores = new ArrayList<>();
        for (int w : winners) {
            ScoreOutcome.Scored scored = WinChecks.ron(s, w, tile, scorer, chankan).orElseThrow();
            scores.add(scored);
            wins.add(win(s, w, scored));
        }
        List<Transfer<Reason>> transfers = tobiPenalty(s, new RiichiPayments(s.rules()).ron(wins, discarder, s.dealer(), s.streak(),
                s.riichiSticks()));
        List<Shown> shown = new ArrayList<>(winners.length);
        boolean dealer = false;
        for (int i = 0; i < winners.length; i++) {
            int w = winners[i];
            dealer |= w == s.dealer();
            List<Tile> hand = new ArrayList<>(s.seat(w).hand());
            hand.add(tile);
            List<Transfer<Reason>> received = new ArrayList<>(transfers.size());
            for (Transfer<Reason> t : transfers) {
                if (t.to() == w) {
                    received.add(t);
                }
            }
            shown.add(new Winner(w, discarder, hand, tile, scores.get(i).score(), List.copyOf(received), uraShown(s, w)));
        }
        return result(s, shown, transfers, dealer, true, false);
    }

    /** The ura indicators a winner's hand was scored with, as {@link RiichiEvent.Won} carries them: a riichi winner's under {@code riichi.uraDora}. */
    private static List<Tile> uraShown(RiichiState s, int seat) {
        return s.seat(seat).declared() && s.rules().get(RiichiRules.URA_DORA) ? s.uraIndicators() : List.of();
    }

    /**
     * 飛び賞 ({@code riichi.tobiPenalty} above 0): each player a win's payments send out of the game
     * ({@code riichi.tobi}) pays the penalty to the first winner he paid. Draws carry no penalty.
     */
    private static List<Transfer<Reason>> tobiPenalty(RiichiState s, List<Transfer<Reason>> transfers) {
        int penalty = s.rules().get(RiichiRules.TOBI_PENALTY);
        String tobi = s.rules().get(RiichiRules.TOBI);
        if (penalty == 0 || tobi.equals("off")) {
            return transfers;
        }
        BySeat<Integer> net = Transfer.net(transfers);
        List<Transfer<Reason>> out = new ArrayList<>(transfers);
        for (int seat = 0; seat < s.players(); seat++) {
            int score = s.scores().get(seat) + net.get(seat);
            boolean busted = tobi.equals("below0") ? score < 0 : score <= 0;
            int payer = seat;
            if (busted) {
                transfers.stream().filter(t -> t.from() == payer && t.to() != Transfer.TABLE).findFirst()
                        .ifPresent(t -> out.add(new Transfer<>(payer, t.to(), penalty, Reason.TOBI_PENALTY)));
            }
        }
        return out;
    }

    /**
     * 大明槓の責任払い: the seat that fed the open kan just made by {@code seat} (the kan whose
     * replacement tile is being drawn), or −1 when that kan was not an open kan.
     */
    private static int openKanFeeder(RiichiState s, int seat) {
        List<org.jantaku.core.hand.Meld> melds = s.riichiSeat(seat).handMelds();
        if (s.kans().isEmpty() || s.kans().get(s.kans().size() - 1) != seat || melds.isEmpty()
                || !(melds.get(melds.size() - 1) instanceof org.jantaku.core.hand.OpenKan kan)) {
            return -1;
        }
        return s.source(seat, kan.from());
    }

    /**
     * A winner's claim for payments: with a liable seat (包), the part it answers for is the whole
     * hand, or with {@code riichi.paoScope=paoYakumanOnly} the value of the pao yakuman (daisangen,
     * daisuushii, suukantsu) in it.
     */
    private static final java.util.Set<org.jantaku.riichi.scoring.Yaku> PAO_YAKUMAN = java.util.EnumSet.of(
            org.jantaku.riichi.scoring.Yaku.DAISANGEN, org.jantaku.riichi.scoring.Yaku.DAISUUSHII,
            org.jantaku.riichi.scoring.Yaku.SUUKANTSU);

    private static Win win(RiichiState s, int seat, ScoreOutcome.Scored scored) {
        int liable = RiichiMeld.liable(s.seat(seat).melds());
        if (liable < 0 || liable == seat) {
            return Win.plain(seat, scored.score().basePoints());
        }
        int paoBase = 0;
        for (var y : scored.score().yaku()) {
            if (PAO_YAKUMAN.contains(y.yaku())) {
                paoBase += 8000 * (y.han() / 13);
            }
        }
        if (paoBase == 0) {
            return Win.plain(seat, scored.score().basePoints());
        }
        int liableBase = s.rules().get(RiichiRules.PAO_SCOPE).equals("wholeHand") ? scored.score().basePoints()
                : Math.min(paoBase, scored.score().basePoints());
        return new Win(seat, scored.score().basePoints(), java.util.OptionalInt.of(liable), liableBase);
    }

    /**
     * At the live wall's end, the tenpai seats not in riichi are asked to declare
     * ({@code riichi.notenDeclarationWhenTenpai}: {@link RiichiPhase.Declarations}, the phase set): then true, and the
     * hand is settled after the last declaration ({@link #declared}).
     */
    static boolean askDeclarations(RiichiState s) {
        if (!s.rules().get(RiichiRules.NOTEN_DECLARATION_WHEN_TENPAI)) {
            return false;
        }
        List<Integer> tenpai = tenpaiSeats(s);
        List<Integer> asked = new ArrayList<>();
        for (int n = 0; n < s.players(); n++) {
            int seat = s.after(s.dealer(), n);
            if (tenpai.contains(seat) && !s.seat(seat).declared()) {
                asked.add(seat);
            }
        }
        if (asked.isEmpty()) {
            return false;
        }
        s.setPhase(new RiichiPhase.Declarations(asked, List.of()));
        return true;
    }

    /**
     * The live wall is used up (荒牌流局) and nobody is asked to declare ({@link #askDeclarations}): nagashi
     * mangan per {@code riichi.nagashiMangan}, otherwise the noten payments; the dealer keeps the deal when
     * tenpai in a round listed in {@code riichi.tenpaiRenchan}.
     */
    static HandResult<Ending> exhaustive(RiichiState s) {
        return settleExhaustive(s, tenpaiSeats(s));
    }

    /**
     * A tenpai seat declares at the draw; after the last declaration the draw is settled with the declared noten
     * as noten (none while others are still to declare).
     */
    static Optional<HandResult<Ending>> declared(RiichiState s, RiichiPhase.Declarations d, int seat, boolean tenpai,
            List<RiichiEvent> events) {
        events.add(new RiichiEvent.TenpaiDeclared(seat, tenpai));
        List<Integer> noten = new ArrayList<>(d.noten());
        if (!tenpai) {
            noten.add(seat);
        }
        List<Integer> waiting = d.waiting().subList(1, d.waiting().size());
        if (!waiting.isEmpty()) {
            s.setPhase(new RiichiPhase.Declarations(waiting, noten));
            return Optional.empty();
        }
        List<Integer> shown = new ArrayList<>(tenpaiSeats(s));
        shown.removeAll(noten);
        return Optional.of(settleExhaustive(s, shown));
    }

    private static List<Integer> tenpaiSeats(RiichiState s) {
        List<Integer> tenpai = new ArrayList<>();
        for (int seat = 0; seat < s.players(); seat++) {
            if (tenpai(s, seat)) {
                tenpai.add(seat);
            }
        }
        return tenpai;
    }

    /**
     * The exhaustive draw settled with {@code tenpai} as the tenpai seats ({@link Exhaustive}): the nagashi mangan
     * seats in turn order from the dealer, as the club keeper takes them (the nearest the dealer takes the honba and
     * sticks of a nagashi as a win: riichi-options.md §2.6).
     */
    private static HandResult<Ending> settleExhaustive(RiichiState s, List<Integer> tenpai) {
        List<Integer> nagashi = new ArrayList<>();
        if (!s.rules().get(RiichiRules.NAGASHI_MANGAN).equals("off")) {
            for (int n = 0; n < s.players(); n++) {
                int seat = s.after(s.dealer(), n);
                if (nagashi(s.seat(seat))) {
                    nagashi.add(seat);
                }
            }
        }
        Exhaustive.Settled settled = Exhaustive.settle(s.rules(), s.round(), s.dealer(), s.streak(), s.riichiSticks(),
                tenpai, nagashi);
        List<Shown> shown = List.of(new Drawn("exhaustive", tenpai, settled.transfers()));
        return result(s, shown, settled.transfers(), settled.renchan(), settled.won(), !settled.won());
    }

    /** 流し満貫's discards: every one a terminal or honour, none called. */
    private static boolean nagashi(Seat<RiichiMeld> seat) {
        for (int i = 0, n = seat.discards(); i < n; i++) {
            PondTile p = seat.pondTile(i);
            if (!p.tile().kind().isTerminalOrHonor() || p.taken()) {
                return false;
            }
        }
        return true;
    }

    /** An abortive draw (途中流局), ended at once by the table flow: no payments, the sticks stay on the table. */
    static void abortive(RiichiState s, String kind, List<RiichiEvent> events) {
        RiichiGame.handEnded(s, result(s, List.of(new Drawn(kind, List.of(), List.of())), List.of(),
                s.rules().get(RiichiRules.ABORTIVE_RENCHAN), false, false), events);
    }

    /**
     * Tenpai at the draw under {@code riichi.karaten}; without {@code riichi.keishikiTenpai} (形式聴牌) a
     * wait must also give a yaku on a mid-hand self-draw (so a closed hand always has one: menzen tsumo).
     */
    static boolean tenpai(RiichiState s, int seat) {
        if (s.riichiSeat(seat).shape().shanten() != 0) {
            return false; // no wait at all
        }
        Hand hand = new Hand(s.seat(seat).hand(), s.riichiSeat(seat).handMelds());
        String karaten = s.rules().get(RiichiRules.KARATEN);
        boolean shapeTenpai = switch (karaten) {
            case "ownFourOk" -> Waits.isTenpai(hand, TenpaiRule.ANY_WAIT, TileSet.STANDARD_136);
            case "needLiveTile" -> liveWait(s, seat, hand);
            default -> Waits.isTenpai(hand, TenpaiRule.NOT_ALL_OWN_COPIES, TileSet.STANDARD_136);
        };
        return shapeTenpai && (s.rules().get(RiichiRules.KEISHIKI_TENPAI) || WinChecks.tenpaiWithYaku(s, seat, s.options().scorer()));
    }

    /** A wait with a copy the seat cannot see anywhere (not in its hand, any pond or the dora indicator). */
    private static boolean liveWait(RiichiState s, int seat, Hand hand) {
        int[] seen = hand.allCounts();
        for (Seat<RiichiMeld> other : s.seats().toList()) {
            other.pondTiles().forEach(p -> seen[p.tile().id() >> 2]++);
        }
        s.doraIndicators().forEach(t -> seen[t.id() >> 2]++);
        return Waits.of(hand, TileSet.STANDARD_136).stream().anyMatch(w -> seen[w.kind().index()] < 4);
    }
}
