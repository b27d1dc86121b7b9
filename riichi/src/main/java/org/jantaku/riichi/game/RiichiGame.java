package org.jantaku.riichi.game;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.jantaku.core.rules.RuleCatalog;
import org.jantaku.core.rules.RuleSet;
import org.jantaku.core.seat.BySeat;
import org.jantaku.core.tile.Tile;
import org.jantaku.core.tile.TileSet;
import org.jantaku.core.wall.Walls;
import org.jantaku.engine.contract.InPlaceVariant;
import org.jantaku.engine.contract.Result;
import org.jantaku.engine.contract.Transition;
import org.jantaku.riichi.rules.RiichiRules;
import org.jantaku.riichi.scoring.RiichiScorer;

/**
 * Riichi mahjong on the engine contract: draws and discards; chi, pon, daiminkan, ankan and kakan
 * (kuikae, rinshan draws, kan dora per the timing options, chankan of an added kan, the kan limit);
 * riichi with its stick, ippatsu and double riichi; tsumo and ron (several per
 * {@code riichi.multipleRon}); the three kinds of furiten; pao for daisangen and daisuushii; the
 * abortive draws (nine terminals, four winds, four riichi, four kans, triple ron); the exhaustive
 * draw with noten payments and nagashi mangan; renchan, honba, sticks, bust, agari-yame and
 * tenpai-yame, the sudden-death extension and the final settlement.
 *
 * <p>Played in place ({@link #play}): every step changes the {@link RiichiState} it is given, after
 * every check; {@link #apply} plays a {@link #copy}. The legal actions and the observations are
 * built only when asked, and a turn that can only discard lists its discards without weighing wins,
 * kans or riichi.
 */
public final class RiichiGame implements InPlaceVariant<RiichiState, RiichiAction, RiichiEvent, RiichiObservation> {
    @Override
    public String name() {
        return "riichi";
    }

    @Override
    public RuleCatalog catalog() {
        return RiichiRules.CATALOG;
    }

    private static RiichiScorer scorer(RiichiState s) {
        return s.options().scorer();
    }

    /**
     * Riichi plays with the 136 tiles (red fives are a rule, not other tiles), three players
     * ({@code riichi.players=3}) with the 108 of {@link TileSet#THREE_PLAYER_108}.
     */
    @Override
    public TileSet tileSet(RuleSet rules) {
        return rules.get(RiichiRules.PLAYERS) == 3 ? TileSet.THREE_PLAYER_108 : TileSet.STANDARD_136;
    }

    /** Four seats, or three with {@code riichi.players=3}. */
    @Override
    public int seats(RuleSet rules) {
        return rules.get(RiichiRules.PLAYERS);
    }

    /** A new game whose walls come from {@code walls} (a replay gives the recorded walls). */
    @Override
    public Transition<RiichiState, RiichiEvent> start(RuleSet rules, Walls walls) {
        checkRules(rules);
        List<RiichiEvent> events = new ArrayList<>();
        RiichiState s = NextHand.firstHand(rules, walls, events);
        return new Transition<>(s, events);
    }

    /**
     * A game taken up at the start of a hand (a replay that resumes from a recorded hand): the hand
     * numbered {@code handIndex} of {@code walls} is dealt with the given round, dealer, counters and
     * scores.
     */
    public Transition<RiichiState, RiichiEvent> startHand(RuleSet rules, Walls walls, int handIndex, int round,
            int dealer, int honba, int riichiSticks, BySeat<Integer> scores) {
        checkRules(rules);
        List<RiichiEvent> events = new ArrayList<>();
        RiichiState s = NextHand.start(rules, walls, handIndex, round, dealer, honba, riichiSticks, scores, events);
        return new Transition<>(s, events);
    }

    private static void checkRules(RuleSet rules) {
        if (rules.catalog() != RiichiRules.CATALOG) {
            throw new IllegalArgumentException("Riichi needs Riichi rules, not " + rules.catalog().name());
        }
    }

    @Override
    public Set<Integer> toAct(RiichiState s) {
        return SeatSets.toAct(s.phase());
    }

    /**
     * {@inheritDoc}
     *
     * <p>The canonical order, which agents may rely on: a win (tsumo, ron) comes first, and so does
     * the first choice of a tenpai declaration (tenpai) or of a last-hand dealer (play on); a turn
     * then lists nine terminals, kans and riichi declarations; its discards come last, one per
     * concealed tile, by tile id; a claim window lists ron, pons, the open kan, chis, and the pass
     * last.
     *
     * <p>A turn's list may read the state live: it stays valid until the state is played in place
     * ({@link #apply} never changes the state it is given).
     */
    @Override
    public List<RiichiAction> legalActions(RiichiState s, int seat) {
        return switch (s.phase()) {
            case Phase.Turn t -> t.seat() == seat ? Turns.legal(s, t, scorer(s)) : List.of();
            case Phase.Claims c -> c.waiting().contains(seat) ? Discards.answers(s, c, seat, scorer(s)) : List.of();
            case Phase.Declarations d -> d.waiting().get(0) == seat ? Actions.DECLARATIONS : List.of();
            case Phase.DealerChoice d -> d.dealer() == seat ? Actions.DEALER_CHOICES : List.of();
            case Phase.Over o -> List.of();
        };
    }

    /**
     * {@inheritDoc}
     *
     * <p>The list of events is the state's own, to be read only, and valid until the state is played
     * again (a step allocates nothing for them); {@link #apply} copies it into its transition.
     */
    @Override
    public Result<List<RiichiEvent>> play(RiichiState s, int seat, RiichiAction action) {
        if (seat < 0 || seat >= s.players()) {
            return Result.illegal("seat " + seat + " is not 0-" + (s.players() - 1));
        }
        if (!Legality.isLegal(s, seat, action, scorer(s))) {
            return Result.illegal(reason(s, seat, action));
        }
        List<RiichiEvent> events = s.startStep();
        step(s, seat, action, events);
        for (int i = 0, n = events.size(); i < n; i++) {
            RiichiEvent e = events.get(i);
            if (!(e instanceof RiichiEvent.Drew || e instanceof RiichiEvent.Discarded)) {
                s.epochMoved(); // more than a draw and a discard: see RiichiView#pondEpoch
                break;
            }
        }
        return s.stepResult();
    }

    @Override
    public RiichiState copy(RiichiState s) {
        return s.copy();
    }

    /** The step of a legal action, in place. */
    private static void step(RiichiState s, int seat, RiichiAction action, List<RiichiEvent> events) {
        RiichiScorer scorer = scorer(s);
        switch (s.phase()) {
            case Phase.Turn t -> {
                switch (action) {
                    case RiichiAction.Tsumo x -> HandEnd.tsumo(s, t, events, scorer);
                    case RiichiAction.NineTerminals x -> HandEnd.abortive(s, "nineTerminals", events);
                    case RiichiAction.DeclareRiichi r -> Discards.discard(s, t, r.tile(), true, events, scorer);
                    case RiichiAction.Discard d -> Discards.discard(s, t, d.tile(), false, events, scorer);
                    case RiichiAction.ClosedKan k -> Calls.closedKan(s, t, k.kind(), events, scorer);
                    case RiichiAction.AddedKan k -> Calls.addedKan(s, t, k.tile(), events, scorer);
                    case RiichiAction.Nuki n -> Nukis.nuki(s, t, n.tile(), events, scorer);
                    case RiichiAction.Ron x -> throw new IllegalStateException("ron offered on a turn");
                    case RiichiAction.Pass x -> throw new IllegalStateException("pass offered on a turn");
                    case RiichiAction.Chi x -> throw new IllegalStateException("chi offered on a turn");
                    case RiichiAction.Pon x -> throw new IllegalStateException("pon offered on a turn");
                    case RiichiAction.OpenKan x -> throw new IllegalStateException("open kan offered on a turn");
                    case RiichiAction.DeclareTenpai x -> throw new IllegalStateException("a declaration offered on a turn");
                    case RiichiAction.DeclareNoten x -> throw new IllegalStateException("a declaration offered on a turn");
                    case RiichiAction.PlayOn x -> throw new IllegalStateException("a dealer's choice offered on a turn");
                    case RiichiAction.EndGame x -> throw new IllegalStateException("a dealer's choice offered on a turn");
                }
            }
            case Phase.Claims c -> Discards.answer(s, seat, action, events, scorer);
            case Phase.Declarations d -> HandEnd.declared(s, d, seat, action instanceof RiichiAction.DeclareTenpai, events);
            case Phase.DealerChoice d -> {
                if (action instanceof RiichiAction.EndGame) {
                    NextHand.end(s, events);
                } else {
                    NextHand.playOn(s, d.won(), events);
                }
            }
            case Phase.Over o -> throw new IllegalStateException("no action is legal once the game is over");
        }
    }

    /** Why {@code action} is not legal: the plain mistakes named directly, otherwise the legal actions listed. */
    private String reason(RiichiState s, int seat, RiichiAction action) {
        return switch (s.phase()) {
            case Phase.Over o -> "the game is over";
            case Phase.Turn t when t.seat() != seat -> "it is seat " + t.seat() + "'s turn, not seat " + seat + "'s";
            case Phase.Claims c when !c.waiting().contains(seat) -> "seat " + seat + " has nothing to answer on this discard";
            case Phase.Declarations d when d.waiting().get(0) != seat -> "seat " + d.waiting().get(0)
                    + " is to declare tenpai or noten, not seat " + seat;
            case Phase.DealerChoice d when d.dealer() != seat -> "the dealer (seat " + d.dealer()
                    + ") chooses whether to play on, not seat " + seat;
            case Phase.Turn t when Legality.isAnswer(action) -> action + " answers a discard, but it is seat " + seat + "'s turn to play";
            case Phase.Claims c when !Legality.isAnswer(action) -> action + " is played on a turn, but seat " + seat
                    + " is to answer the discard of seat " + c.discarder();
            case Phase.Turn t when discarded(action).filter(tile -> !s.seats().get(seat).hand().contains(tile)).isPresent() ->
                    "seat " + seat + " does not hold " + discarded(action).orElseThrow();
            default -> action + " is not legal for seat " + seat + " now (legal: " + legalActions(s, seat) + ")";
        };
    }

    /** The tile a discard or riichi declaration would discard. */
    private static Optional<Tile> discarded(RiichiAction action) {
        return switch (action) {
            case RiichiAction.Discard d -> Optional.of(d.tile());
            case RiichiAction.DeclareRiichi r -> Optional.of(r.tile());
            default -> Optional.empty();
        };
    }

    @Override
    public RiichiObservation observe(RiichiState s, int seat) {
        return RiichiObservation.of(s, seat);
    }

    @Override
    public RiichiObservation observeAll(RiichiState s) {
        return RiichiObservation.allOpen(s);
    }

    @Override
    public boolean isOver(RiichiState s) {
        return s.isOver();
    }

    /** The red fives of {@code riichi.redFives}: ids 16, 52 and 88, in a suit whose count is not 0. */
    @Override
    public boolean redFive(RuleSet rules, Tile tile) {
        return tile.isRed() && rules.get(RiichiRules.RED_FIVES).get(tile.kind().suit().ordinal()) > 0;
    }
}
