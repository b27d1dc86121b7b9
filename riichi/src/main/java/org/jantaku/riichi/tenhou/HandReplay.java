package org.jantaku.riichi.tenhou;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.jantaku.core.hand.AddedKan;
import org.jantaku.core.hand.Chi;
import org.jantaku.core.hand.ClosedKan;
import org.jantaku.core.hand.Meld;
import org.jantaku.core.hand.OpenKan;
import org.jantaku.core.hand.Pon;
import org.jantaku.core.seat.BySeat;
import org.jantaku.core.tile.Tile;
import org.jantaku.core.tile.TileFace;
import org.jantaku.engine.contract.Result;
import org.jantaku.engine.contract.Transition;
import org.jantaku.engine.settle.HandValue;
import org.jantaku.engine.settle.Transfer;
import org.jantaku.engine.table.Phase;
import org.jantaku.engine.table.TableEvent;
import org.jantaku.riichi.game.RiichiAction;
import org.jantaku.riichi.game.RiichiEvent;
import org.jantaku.riichi.game.RiichiGame;
import org.jantaku.riichi.game.RiichiPhase;
import org.jantaku.riichi.game.RiichiState;
import org.jantaku.riichi.scoring.Cost;
import org.jantaku.riichi.scoring.HandScore;
import org.jantaku.riichi.settlement.Reason;

/**
 * Plays one logged hand through the engine: each recorded decision becomes the seat's action (which
 * must be among its legal actions), what the engine does by itself (draws, dora, accepted riichi,
 * abortive draws) must be what the log shows, and the hand's end must agree in winners, han, fu,
 * points, yaku, score deltas, draw kind and tenpai seats.
 */
final class HandReplay {
    /** The first difference found; replay of the hand stops there. */
    static final class Mismatch extends Exception {
        Mismatch(String message) {
            super(message, null, false, false);
        }
    }

    private final RiichiGame game;
    private final List<EngineReplay.Move> moves;
    private final LoggedHand hand;
    private final int players;
    private final List<MjlogEvent> log;
    private final TileSwaps swaps = new TileSwaps();
    private final Deque<RiichiEvent> produced = new ArrayDeque<>();
    private final List<RiichiEvent> ending = new ArrayList<>();
    private final List<RiichiEvent> after = new ArrayList<>();
    /** Norths each seat has set aside this hand (北抜き), as the engine played them. */
    private final int[] nukis = new int[4];
    private RiichiState state;
    private int cursor;

    /** A hand of a game of {@code players} seats (4, or 3: the log's fourth seat is empty). */
    HandReplay(RiichiGame game, LoggedHand hand, int players, RiichiState state, List<RiichiEvent> startEvents,
            List<EngineReplay.Move> moves) {
        this.game = game;
        this.moves = moves;
        this.hand = hand;
        this.players = players;
        this.log = new ArrayList<>(hand.events());
        this.state = state;
        absorb(startEvents);
    }

    /** The state once the hand is over (the next hand dealt, or the game over). */
    RiichiState state() {
        return state;
    }

    /** The engine's events after the hand's end: the next hand's start, or the game's end. */
    List<RiichiEvent> after() {
        return after;
    }

    /** Whether the engine's hand is over. */
    boolean ended() {
        return !ending.isEmpty();
    }

    /**
     * Replays the hand.
     *
     * @throws Mismatch at the first difference
     */
    void run() throws Mismatch {
        checkStart();
        while (true) {
            syncObservations();
            if (ended()) {
                compareEnding();
                return;
            }
            if (next() < 0) {
                return; // the log is cut short: checked as far as it goes
            }
            if (hasObservation()) {
                throw new Mismatch("the engine shows " + produced.peek() + " where the log has " + log.get(next()));
            }
            if (!decide()) {
                return; // the log is cut short within a decision
            }
        }
    }

    private void checkStart() throws Mismatch {
        RiichiEvent first = produced.poll();
        if (!(first instanceof RiichiEvent.HandStarted started)) {
            throw new Mismatch("the engine did not start the hand: " + first);
        }
        Init init = hand.init();
        for (int seat = 0; seat < players; seat++) {
            List<Tile> logged = new ArrayList<>(init.hands().get(seat));
            logged.sort(null);
            if (!logged.equals(started.hands().get(seat))) {
                throw new Mismatch("seat " + seat + " is dealt " + started.hands().get(seat) + ", the log deals " + logged);
            }
        }
        if (!started.doraIndicator().equals(init.doraIndicator())) {
            throw new Mismatch("dora indicator " + started.doraIndicator() + " vs " + init.doraIndicator());
        }
    }

    private void absorb(List<RiichiEvent> events) {
        for (RiichiEvent e : events) {
            if (!after.isEmpty()) {
                after.add(e);
            } else if (e instanceof RiichiEvent.Won || (e instanceof RiichiEvent.HandDrawn && ending.isEmpty())) {
                ending.add(e);
            } else if (!ending.isEmpty()) {
                after.add(e);
            } else {
                produced.add(e);
                if (e instanceof RiichiEvent.Nuki n) {
                    nukis[n.seat()]++;
                }
            }
        }
    }

    /** The index of the next logged event that matters (connection notices skipped), or −1 at the log's end. */
    private int next() {
        return nextFrom(cursor);
    }

    private int nextFrom(int from) {
        for (int i = from; i < log.size(); i++) {
            if (!(log.get(i) instanceof Disconnect) && !(log.get(i) instanceof Reconnect)) {
                return i;
            }
        }
        return -1;
    }

    private static boolean isObservation(MjlogEvent e) {
        return e instanceof Draw || e instanceof Dora || (e instanceof Riichi r && r.step() == 2);
    }

    /** Whether the engine has produced a draw, dora or accepted riichi that the log has not matched yet. */
    private boolean hasObservation() {
        dropEchoes();
        return !produced.isEmpty();
    }

    /** Discards, calls, Norths set aside and tenpai declarations are the engine's echo of the decisions taken from the log. */
    private void dropEchoes() {
        while (!produced.isEmpty() && (produced.peek() instanceof RiichiEvent.Table t && !(t.event() instanceof TableEvent.Drew)
                || produced.peek() instanceof RiichiEvent.Nuki
                || produced.peek() instanceof RiichiEvent.TenpaiDeclared)) {
            produced.poll();
        }
    }

    /** Matches the logged draws, dora and accepted riichi with what the engine produced. */
    private void syncObservations() throws Mismatch {
        int i;
        while ((i = next()) >= 0 && isObservation(log.get(i))) {
            MjlogEvent e = log.get(i);
            if (!hasObservation()) {
                if (ended()) {
                    throw new Mismatch("the engine ended the hand (" + ending.get(0) + ") where the log has " + e);
                }
                return; // the engine waits for a decision first (e.g. passes on a discard)
            }
            RiichiEvent got = produced.poll();
            boolean same = switch (e) {
                case Draw d -> got instanceof RiichiEvent.Table(TableEvent.Drew drew) && drew.seat() == d.seat()
                        && drew.tile().equals(swaps.engine(d.tile()));
                case Dora d -> got instanceof RiichiEvent.DoraRevealed dr && dr.indicator().equals(d.indicator());
                case Riichi r -> got instanceof RiichiEvent.RiichiAccepted ra && ra.seat() == r.seat();
                default -> false;
            };
            if (!same) {
                throw new Mismatch("log has " + e + ", the engine " + got);
            }
            cursor = i + 1;
        }
    }

    /** Takes the next decision from the log; false when the log stops before it. */
    private boolean decide() throws Mismatch {
        switch (state.phase()) {
            case Phase.Turn turn -> {
                if (!decideTurn(turn)) {
                    return false;
                }
            }
            case Phase.Claims claims -> decideClaims(claims);
            case RiichiPhase.Declarations d -> declare(d);
            case RiichiPhase.DealerChoice d -> throw new Mismatch("the engine asks the dealer to play on or stop before the hand's end");
            case Phase.Over over -> throw new Mismatch("the engine ended the game where the log has " + log.get(next()));
            case Phase.Own own -> throw new IllegalStateException("not a phase of Riichi's: " + own);
        }
        return true;
    }

    /**
     * The turn's decision. Tenhou writes the dora of an open or added kan just before the discard that
     * reveals it; such a {@code DORA} stays in place to be matched once the engine has discarded.
     *
     * @return false when the log stops before the decision (a log cut short)
     */
    private boolean decideTurn(Phase.Turn turn) throws Mismatch {
        int seat = turn.seat();
        int i = next();
        while (i >= 0 && log.get(i) instanceof Dora) {
            i = nextFrom(i + 1);
        }
        if (i < 0) {
            return false;
        }
        MjlogEvent e = log.get(i);
        List<Integer> consumed = new ArrayList<>(List.of(i));
        RiichiAction action = switch (e) {
            case Riichi r when r.step() == 1 && r.seat() == seat -> {
                int j = nextFrom(i + 1);
                if (j < 0) {
                    yield null;
                }
                if (!(log.get(j) instanceof Discard d) || d.seat() != seat) {
                    throw new Mismatch("seat " + seat + " declares riichi, then the log has " + log.get(j));
                }
                consumed.add(j);
                yield new RiichiAction.DeclareRiichi(swaps.engine(d.tile()));
            }
            case Discard d when d.seat() == seat -> new RiichiAction.Discard(swaps.engine(d.tile()));
            case Call c when c.seat() == seat && c.meld() instanceof ClosedKan k -> new RiichiAction.ClosedKan(k.kind());
            case Call c when c.seat() == seat && c.meld() instanceof AddedKan k -> addedKan(seat, k);
            case Nuki n when n.seat() == seat -> new RiichiAction.Nuki(swaps.engine(n.tile()));
            case Agari a when a.who() == seat && a.isTsumo() -> {
                consumed.clear();
                yield new RiichiAction.Tsumo();
            }
            case Ryuukyoku r when r.type().orElse("").equals("yao9") -> {
                consumed.clear();
                yield new RiichiAction.NineTerminals();
            }
            default -> throw new Mismatch("the engine waits for seat " + seat + "'s turn, the log has " + e);
        };
        if (action == null) {
            return false;
        }
        consumed.sort(java.util.Comparator.reverseOrder());
        consumed.forEach(index -> log.remove((int) index));
        act(seat, action);
        return true;
    }

    /**
     * 流局時の聴牌宣言: the first seat still to declare shows its hand when the log's draw shows it tenpai,
     * and declares noten otherwise.
     */
    private void declare(RiichiPhase.Declarations d) throws Mismatch {
        int i = next();
        if (i < 0 || !(log.get(i) instanceof Ryuukyoku r)) {
            throw new Mismatch("the engine asks for tenpai declarations at the draw, where the log has "
                    + (i < 0 ? "nothing more" : log.get(i)));
        }
        int seat = d.waiting().get(0);
        act(seat, r.shownSeats().contains(seat) ? new RiichiAction.DeclareTenpai() : new RiichiAction.DeclareNoten());
    }

    /**
     * The dealer kept on in the last hand, not first, plays on ({@code playOn}, the log goes on with a
     * next hand) or ends the game (the log ends it): {@code riichi.agariYame} / {@code tenpaiYame} =
     * {@code kyoto}. Its events are the engine's {@link #after()}.
     */
    void chooseForDealer(boolean playOn) throws Mismatch {
        if (!(state.phase() instanceof RiichiPhase.DealerChoice d)) {
            throw new IllegalStateException("the dealer has no choice to make");
        }
        act(d.dealer(), playOn ? new RiichiAction.PlayOn() : new RiichiAction.EndGame());
    }

    private RiichiAction addedKan(int seat, AddedKan k) throws Mismatch {
        for (RiichiAction a : game.legalActions(state, seat)) {
            if (a instanceof RiichiAction.AddedKan added && added.tile().face().equals(k.added().face())) {
                swaps.identify(k.added(), added.tile());
                return a;
            }
        }
        throw new Mismatch("seat " + seat + " may not add " + k.added() + " to a kan; legal: " + game.legalActions(state, seat));
    }

    private void decideClaims(Phase.Claims claims) throws Mismatch {
        Map<Integer, RiichiAction> answers = new TreeMap<>();
        for (int seat : claims.waiting()) {
            answers.put(seat, new RiichiAction.Pass());
        }
        int i = next();
        while (i >= 0 && log.get(i) instanceof Riichi r && r.step() == 2) {
            i = nextFrom(i + 1); // Tenhou writes the accepted riichi before the call that follows it
        }
        MjlogEvent e = i < 0 ? null : log.get(i);
        if (e instanceof Call c && !(c.meld() instanceof ClosedKan) && !(c.meld() instanceof AddedKan) && c.fromSeat() == claims.from()) {
            if (!answers.containsKey(c.seat())) {
                throw new Mismatch("seat " + c.seat() + " calls " + c.meld() + " but the engine does not offer it a call");
            }
            answers.put(c.seat(), call(c, claims));
            log.remove(i);
        } else if (e instanceof Agari && ((Agari) e).fromWho() == claims.from() && !((Agari) e).isTsumo()) {
            for (int j = i; j >= 0 && log.get(j) instanceof Agari a; j = nextFrom(j + 1)) {
                if (!answers.containsKey(a.who())) {
                    throw new Mismatch("seat " + a.who() + " wins on " + claims.tile() + " but the engine does not offer it ron");
                }
                answers.put(a.who(), new RiichiAction.Ron());
            }
        } else if (e instanceof Ryuukyoku r && r.type().orElse("").equals("ron3")) {
            for (int seat : claims.waiting()) {
                if (game.legalActions(state, seat).contains(new RiichiAction.Ron())) {
                    answers.put(seat, new RiichiAction.Ron());
                }
            }
        }
        for (var answer : answers.entrySet()) {
            act(answer.getKey(), answer.getValue());
        }
    }

    /** The engine's chi, pon or daiminkan matching a logged call: the same faces, perhaps other copies. */
    private RiichiAction call(Call c, Phase.Claims claims) throws Mismatch {
        Meld meld = c.meld();
        int seat = c.seat();
        if (meld instanceof OpenKan) {
            return new RiichiAction.OpenKan();
        }
        Tile called = switch (meld) {
            case Chi chi -> chi.called();
            case Pon pon -> pon.called();
            default -> throw new Mismatch("seat " + seat + " calls " + meld + " on a discard");
        };
        if (!swaps.engine(called).equals(claims.tile())) {
            throw new Mismatch("seat " + seat + " calls " + called + " but the discard is " + claims.tile());
        }
        List<Tile> own = new ArrayList<>(meld.tiles());
        own.remove(called);
        for (RiichiAction a : game.legalActions(state, seat)) {
            List<Tile> offered = switch (a) {
                case RiichiAction.Chi chi when meld instanceof Chi -> List.of(chi.first(), chi.second());
                case RiichiAction.Pon pon when meld instanceof Pon -> List.of(pon.first(), pon.second());
                default -> List.of();
            };
            if (!offered.isEmpty() && sameFaces(own, offered)) {
                identify(own, offered);
                return a;
            }
        }
        throw new Mismatch("seat " + seat + " calls " + meld + " but the engine offers " + game.legalActions(state, seat));
    }

    private static boolean sameFaces(List<Tile> a, List<Tile> b) {
        List<TileFace> fa = new ArrayList<>(a.stream().map(Tile::face).toList());
        for (Tile t : b) {
            if (!fa.remove(t.face())) {
                return false;
            }
        }
        return fa.isEmpty();
    }

    private void identify(List<Tile> logged, List<Tile> engine) {
        List<Tile> free = new ArrayList<>(engine);
        for (Tile l : logged) {
            Tile e = free.stream().filter(t -> t.face().equals(l.face())).findFirst().orElseThrow();
            free.remove(e);
            swaps.identify(l, e);
        }
    }

    /** Applies a seat's action; the engine's own legality check (one, not a listing first) refuses an illegal one. */
    private void act(int seat, RiichiAction action) throws Mismatch {
        var t = switch (game.apply(state, seat, action)) {
            case Result.Ok<Transition<RiichiState, RiichiEvent>> ok -> ok.value();
            case Result.Illegal<?> no -> throw new Mismatch("seat " + seat + "'s recorded " + action
                    + " is not legal: " + no.reason());
        };
        moves.add(new EngineReplay.Move(seat, action));
        state = t.state();
        absorb(t.events());
    }

    /** Compares the engine's wins or draw with the log's {@code AGARI}s or {@code RYUUKYOKU}. */
    private void compareEnding() throws Mismatch {
        int i = next();
        if (i < 0) {
            throw new Mismatch("the engine ended the hand (" + ending.get(0) + ") but the log stops before its end");
        }
        MjlogEvent e = log.get(i);
        if (e instanceof Agari) {
            for (RiichiEvent end : ending) {
                if (i < 0 || !(log.get(i) instanceof Agari a)) {
                    throw new Mismatch("the engine has " + end + " but the log no further win");
                }
                if (!(end instanceof RiichiEvent.Won won)) {
                    throw new Mismatch("the log has a win of seat " + a.who() + ", the engine " + end);
                }
                compareWin(a, won);
                if (end == ending.get(ending.size() - 1)) {
                    compareScoresAfter(a.scores(), a.deltas(), won.scores());
                }
                i = nextFrom(i + 1);
            }
            if (i >= 0 && log.get(i) instanceof Agari a) {
                throw new Mismatch("the log has another win of seat " + a.who() + " that the engine does not");
            }
        } else if (e instanceof Ryuukyoku r) {
            if (!(ending.get(0) instanceof RiichiEvent.HandDrawn drawn)) {
                throw new Mismatch("the log has a draw " + r.type().orElse("exhaustive") + ", the engine " + ending.get(0));
            }
            compareDraw(r, drawn);
            compareScoresAfter(r.scores(), r.deltas(), drawn.scores());
        } else {
            throw new Mismatch("the engine ended the hand (" + ending.get(0) + ") where the log has " + e);
        }
    }

    private void compareWin(Agari a, RiichiEvent.Won won) throws Mismatch {
        List<String> diffs = new ArrayList<>();
        if (won.seat() != a.who() || won.from() != a.fromWho()) {
            throw new Mismatch("the log has seat " + a.who() + " winning from " + a.fromWho() + ", the engine seat "
                    + won.seat() + " from " + won.from());
        }
        if (a.valueShown()) { // not an mjai hora, whose score changes alone say what the hand was worth
            compareValue(a, won, diffs);
            if (a.nukis().size() != nukis[a.who()]) {
                diffs.add("Norths set aside " + nukis[a.who()] + " vs " + a.nukis().size());
            }
        }
        compareDeltas(won.transfers(), a.deltas(), diffs);
        if (!diffs.isEmpty()) {
            throw new Mismatch("win of seat " + a.who() + ": " + String.join("; ", diffs));
        }
    }

    /**
     * Han, fu, points and yaku of a win whose value the log shows. Tenhou counts Norths set aside
     * (抜きドラ) in its dora (yaku 52); a three-player self-draw is worth what the two others pay (ツモ損).
     */
    private void compareValue(Agari a, RiichiEvent.Won won, List<String> diffs) {
        HandScore score = won.score();
        int han = a.yakuman().isEmpty() ? a.han() : 13 * a.yakuman().size();
        if (score.han() != han) {
            diffs.add("han " + score.han() + " vs " + han);
        }
        if (a.yakuman().isEmpty() && a.fu() > 0 && score.fu() != a.fu()) { // tenhou.net/6 gives no fu for limit hands
            diffs.add("fu " + score.fu() + " vs " + a.fu());
        }
        int points = players == 3 && a.isTsumo() ? handPaid(won)
                : Cost.handPoints(score.basePoints(), a.who() == hand.init().dealer(), a.isTsumo());
        if (points != a.points()) {
            diffs.add("points " + points + " vs " + a.points());
        }
        Map<String, Integer> expected = new TreeMap<>();
        a.yaku().stream().filter(y -> y.han() > 0).forEach(y -> expected.merge(TenhouYaku.keyOf(y.id()), y.han(), Integer::sum));
        a.yakuman().forEach(id -> expected.merge(TenhouYaku.ofYakuman(id), 13, Integer::sum));
        Map<String, Integer> got = new TreeMap<>();
        score.yaku().forEach(y -> got.merge(TenhouYaku.asTenhou(y.yaku()), y.han(), Integer::sum));
        if (!expected.equals(got)) {
            diffs.add("yaku " + got + " vs " + expected);
        }
    }

    /** What the others pay the winner for the hand itself (honba and sticks apart), as the engine settled it. */
    private static int handPaid(RiichiEvent.Won won) {
        return HandValue.paidTo(won.seat(), won.transfers());
    }

    private void compareDraw(Ryuukyoku r, RiichiEvent.HandDrawn drawn) throws Mismatch {
        String kind = switch (r.type().orElse("")) {
            case "yao9" -> "nineTerminals";
            case "kaze4" -> "fourWinds";
            case "reach4" -> "fourRiichi";
            case "kan4" -> "fourKans";
            case "ron3" -> "tripleRon";
            default -> "exhaustive";
        };
        List<String> diffs = new ArrayList<>();
        if (!drawn.kind().equals(kind)) {
            diffs.add("kind " + drawn.kind() + " vs " + kind);
        }
        if (kind.equals("exhaustive") && !drawn.tenpai().equals(r.shownSeats())) {
            diffs.add("tenpai seats " + drawn.tenpai() + " vs " + r.shownSeats());
        }
        compareDeltas(drawn.transfers(), r.deltas(), diffs);
        if (!diffs.isEmpty()) {
            throw new Mismatch("draw: " + String.join("; ", diffs));
        }
    }

    /** The log's scores before the settlement plus its deltas against the engine's scores after it. */
    private void compareScoresAfter(List<Integer> before, List<Integer> deltas, BySeat<Integer> after)
            throws Mismatch {
        List<Integer> logged = new ArrayList<>();
        for (int seat = 0; seat < players; seat++) {
            logged.add(before.get(seat) + deltas.get(seat));
        }
        if (!logged.equals(after.toList())) {
            throw new Mismatch("scores after the hand " + after.toList() + " vs the log's " + logged);
        }
    }

    private static void compareDeltas(List<Transfer<Reason>> transfers, List<Integer> deltas, List<String> diffs) {
        List<Integer> got = Transfer.net(transfers).toList();
        if (!got.equals(deltas)) {
            diffs.add("score deltas " + got + " vs " + deltas);
        }
    }
}
