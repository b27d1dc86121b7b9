package org.jantaku.riichi.game;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.jantaku.core.hand.MeldShape;
import org.jantaku.core.rules.RuleCatalog;
import org.jantaku.core.rules.RuleSet;
import org.jantaku.core.seat.BySeat;
import org.jantaku.core.tile.Tile;
import org.jantaku.core.tile.TileKind;
import org.jantaku.core.tile.TileSet;
import org.jantaku.core.wall.Dice;
import org.jantaku.core.wall.Wall;
import org.jantaku.core.wall.Walls;
import org.jantaku.engine.contract.Result;
import org.jantaku.engine.contract.Transition;
import org.jantaku.engine.table.AfterHand;
import org.jantaku.engine.table.ClaimWindow;
import org.jantaku.engine.table.HandResult;
import org.jantaku.engine.table.Move;
import org.jantaku.engine.table.Phase;
import org.jantaku.engine.table.Seat;
import org.jantaku.engine.table.SettlingFlow;
import org.jantaku.engine.table.TableActions;
import org.jantaku.engine.table.TableFlow;
import org.jantaku.engine.table.TableAction;
import org.jantaku.engine.table.WinLimit;
import org.jantaku.engine.table.WinSource;
import org.jantaku.riichi.rules.RiichiRules;
import org.jantaku.riichi.scoring.RiichiScorer;
import org.jantaku.riichi.wall.DeadWall;

/**
 * Riichi mahjong on the engine contract: draws and discards; chi, pon, daiminkan, ankan and kakan
 * (kuikae, rinshan draws, kan dora per the timing options, chankan of an added kan, the kan limit);
 * riichi with its stick, ippatsu and double riichi; tsumo and ron (several per
 * {@code riichi.multipleRon}); the three kinds of furiten; pao for daisangen and daisuushii; the
 * abortive draws (nine terminals, four winds, four riichi, four kans, triple ron); the exhaustive
 * draw with noten payments and nagashi mangan; renchan, honba, sticks, bust, agari-yame and
 * tenpai-yame, the sudden-death extension and the final settlement.
 *
 * <p>Played in place on the shared {@link TableFlow} ({@link #play}): every step changes the {@link RiichiState}
 * it is given, after every check; {@link #apply} plays a {@link #copy}. The discard, the claim window and its
 * answers, the pass and the next draw are the flow's steps, Riichi's differences its hooks (the tsumogiri flag,
 * a riichi standing when its discard goes by, furiten on a passed tile, 四風連打 and 四開槓 after a pass, the
 * win limit and 三家和, a forced nine terminals after a draw, a kan dora turned by a discard); so are the claims
 * listed on a discard (the flow's list: pons and chis naming their tiles, kuikae, the kan limit, calls declined)
 * and its calls (the tiles a pon or chi names, its melds, kuikae, pao), its kans and robbing them (chankan, thirteen orphans
 * robbing a closed kan), the window on a North set aside (北抜き) and every replacement draw (from the dead wall).
 * So is its turn list (九種九牌, 北抜き, riichi declarations and 喰い替え as hooks), and its deal (the flow's: thirteen
 * tiles each in one block, then the dealer draws; the wall of the hand and its honba, {@code HandStarted} its events,
 * the kans, Norths, dora and seats' flags of a hand the state's {@link RiichiState#handDealt}). A hand ends on the flow's one path
 * ({@link SettlingFlow}: settled, paid, then the next hand or the game's end), Riichi's settlement ({@link HandEnd}),
 * its next hand and its end of the game ({@link NextHand}) its hooks; its tenpai declarations hold the hand open
 * before it is settled, its dealer's choice before the next hand.
 * The legal actions and the observations are built only when asked, and a turn that can only discard lists its
 * discards without weighing wins, kans or riichi.
 */
public final class RiichiGame
        extends SettlingFlow<RiichiState, RiichiMeld, RiichiAction, RiichiEvent, RiichiObservation, HandEnd.Ending> {
    /**
     * The actions the flow's lists offer, made once: a discard, a riichi declaration and an added kan of each tile id, a
     * closed kan of each kind, a tsumo, and a claim window's ron, open kan and pass (its pons and chis name their tiles:
     * {@link #pungs}, {@link #chis}).
     */
    public static final TableActions<RiichiAction> ACTIONS = new TableActions<>(Tile.COUNT, id -> new RiichiAction.Discard(Tile.of(id)),
            id -> new RiichiAction.DeclareRiichi(Tile.of(id)), k -> new RiichiAction.ClosedKan(TileKind.of(k)),
            id -> new RiichiAction.AddedKan(Tile.of(id)), Actions.TSUMO, Actions.RON, Actions.PASS, Actions.OPEN_KAN);

    /**
     * The flow's steps for the static parts of the game (an abortive draw's end, a North's window, a replacement draw);
     * made after {@link #ACTIONS}, which it holds.
     */
    private static final RiichiGame STEPS = new RiichiGame();

    public RiichiGame() {
        super(ACTIONS, RiichiEvent.Table::new);
    }

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

    /**
     * A new game whose walls come from {@code walls} (a replay gives the recorded walls): seat 0 deals (起家) East 1,
     * everyone with the starting points.
     */
    @Override
    public Transition<RiichiState, RiichiEvent> start(RuleSet rules, Walls walls) {
        checkRules(rules);
        BySeat<Integer> scores = BySeat.all(rules.get(RiichiRules.PLAYERS), rules.get(RiichiRules.STARTING_POINTS));
        return startHand(rules, walls, 0, 0, 0, 0, 0, scores);
    }

    /**
     * A game taken up at the start of a hand (a replay that resumes from a recorded hand): the hand
     * numbered {@code handIndex} of {@code walls} is dealt with the given round, dealer, counters and
     * scores (the flow's deal).
     */
    public Transition<RiichiState, RiichiEvent> startHand(RuleSet rules, Walls walls, int handIndex, int round,
            int dealer, int honba, int riichiSticks, BySeat<Integer> scores) {
        checkRules(rules);
        List<RiichiEvent> events = new ArrayList<>();
        RiichiState s = RiichiState.dealing(rules, walls, round, riichiSticks, scores);
        deal(s, handIndex, dealer, honba, events);
        return new Transition<>(s, events);
    }

    private static void checkRules(RuleSet rules) {
        if (rules.catalog() != RiichiRules.CATALOG) {
            throw new IllegalArgumentException("Riichi needs Riichi rules, not " + rules.catalog().name());
        }
    }

    // ---- the contract's answers: the flow's, with Riichi's own phases, order and reasons ----

    /**
     * A turn's list is the flow's, with Riichi's parts as its hooks (九種九牌 before the kans, 北抜き after them, the
     * riichi declarations, 喰い替え). The canonical order of {@link #legalActions}, which agents may rely on: a win
     * (tsumo, ron) comes first, and so does the first choice of a tenpai declaration (tenpai) or of a last-hand dealer
     * (play on); a turn then lists nine terminals, kans (closed by kind, then added), Norths to set aside and riichi
     * declarations; its discards come last, one per concealed tile, by tile id; a claim window lists ron, pons, the
     * open kan, chis, and the pass last.
     *
     * <p>A turn's list may read the state live: it stays valid until the state is played in place
     * ({@link #apply} never changes the state it is given).
     */
    @Override
    protected List<RiichiAction> beforeKongs(RiichiState s, int seat) {
        return s.drawn().isPresent() ? Turns.nineTerminals(s, seat) : List.of();
    }

    /** The kans Riichi allows of those held: its kan limit, and in riichi a closed kan that keeps the waits. */
    @Override
    protected long kongsAllowed(RiichiState s, int seat, long kinds) {
        return Calls.kans(s, s.seat(seat), kinds);
    }

    /** 北抜き: a North set aside, offered after the kans (in riichi only the North just drawn). */
    @Override
    protected List<RiichiAction> afterKongs(RiichiState s, int seat) {
        return Nukis.offered(s, s.seat(seat));
    }

    /** The riichi declarations with the turn's discards, after a draw. */
    @Override
    protected List<RiichiAction> declarations(RiichiState s, int seat, List<RiichiAction> discards) {
        return s.drawn().isPresent() ? Turns.riichiDeclarations(s, seat, discards) : List.of();
    }

    /**
     * A claimant's answers: on a discard the flow's list (ron, pons, the open kan, chis, with Riichi's hooks
     * {@link #mightCall}, {@link #callAllowed}, {@link #pungs}, {@link #chis}), then {@code Pass}; on a kan's or a
     * North's tile a ron or {@code Pass}.
     */
    @Override
    protected List<RiichiAction> answers(RiichiState s, int seat) {
        return s.claims().on() == ClaimWindow.On.DISCARD ? super.answers(s, seat) : Actions.RON_OR_PASS;
    }

    /** Riichi's cheap test, before the flow's kind masks: the calls the seat declined ({@link RiichiState#declineCalls}). */
    @Override
    protected boolean mightCall(RiichiState s, int seat) {
        return !s.declines(seat, s.claimedTile().id() >> 2);
    }

    /** The kan limit, and 喰い替え: a pon or chi must leave a tile the seat may discard ({@link Calls#callAllowed}). */
    @Override
    protected boolean callAllowed(RiichiState s, int seat, Move call, int kind) {
        return Calls.callAllowed(s, seat, call, kind);
    }

    /** A pon names its two tiles: one per pair of faces (a red five or not, {@link Calls#pons}). */
    @Override
    protected void pungs(RiichiState s, int seat, List<RiichiAction> out) {
        Calls.pons(s, seat, out);
    }

    /** A chi names its two tiles: one per pair of faces ({@link Calls#chis}). */
    @Override
    protected void chis(RiichiState s, int seat, int low, List<RiichiAction> out) {
        Calls.chis(s, seat, low, out);
    }

    @Override
    protected List<RiichiAction> ownActions(RiichiState s, int seat) {
        return switch (s.phase()) {
            case RiichiPhase.Declarations d -> d.waiting().get(0) == seat ? Actions.DECLARATIONS : List.of();
            case RiichiPhase.DealerChoice d -> d.dealer() == seat ? Actions.DEALER_CHOICES : List.of();
            default -> List.of(); // not one of Riichi's own phases: the flow's lists
        };
    }

    /** Why {@code action} is not legal: the plain mistakes named directly, otherwise the legal actions listed. */
    @Override
    protected String refusal(RiichiState s, int seat, RiichiAction action) {
        if (seat < 0 || seat >= s.players()) {
            return "seat " + seat + " is not 0-" + (s.players() - 1);
        }
        return switch (s.phase()) {
            case Phase.Over o -> "the game is over";
            case Phase.Turn t when t.seat() != seat -> "it is seat " + t.seat() + "'s turn, not seat " + seat + "'s";
            case Phase.Claims c when !c.waiting().contains(seat) -> "seat " + seat + " has nothing to answer on this discard";
            case RiichiPhase.Declarations d when d.waiting().get(0) != seat -> "seat " + d.waiting().get(0)
                    + " is to declare tenpai or noten, not seat " + seat;
            case RiichiPhase.DealerChoice d when d.dealer() != seat -> "the dealer (seat " + d.dealer()
                    + ") chooses whether to play on, not seat " + seat;
            case Phase.Turn t when answers(action) -> action + " answers a discard, but it is seat " + seat + "'s turn to play";
            case Phase.Claims c when !answers(action) -> action + " is played on a turn, but seat " + seat
                    + " is to answer the discard of seat " + c.from();
            case Phase.Turn t when discarded(action).filter(tile -> !s.seats().get(seat).hand().contains(tile)).isPresent() ->
                    "seat " + seat + " does not hold " + discarded(action).orElseThrow();
            default -> action + " is not legal for seat " + seat + " now (legal: " + legalActions(s, seat) + ")";
        };
    }

    /** Whether the action answers a claim window (a ron, a pass, a call) rather than being played on a turn. */
    private static boolean answers(RiichiAction action) {
        return switch (action.move()) {
            case WIN, PASS, CHI, PUNG, KONG -> true;
            case DISCARD, DECLARE, SELF_DRAW, CONCEALED_KONG, ADDED_KONG, OWN, ASIDE -> false;
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

    /** The state's own list (a step allocates nothing for its events). */
    @Override
    protected List<RiichiEvent> stepEvents(RiichiState s) {
        return s.startStep();
    }

    /**
     * {@inheritDoc}
     *
     * <p>The list of events is the state's own, to be read only, and valid until the state is played
     * again; {@link #apply} copies it into its transition.
     */
    @Override
    protected Result<List<RiichiEvent>> stepped(RiichiState s, List<RiichiEvent> events) {
        for (int i = 0, n = events.size(); i < n; i++) {
            RiichiEvent e = events.get(i);
            if (!(e instanceof RiichiEvent.Table)) {
                s.epochMoved(); // more than a draw and a discard (a call moved it in afterCall): see RiichiView#pondEpoch
                break;
            }
        }
        return s.stepResult();
    }

    // ---- Riichi's own steps: nine terminals, 北抜き, the declarations, the dealer's choice ----

    @Override
    protected void own(RiichiState s, int seat, RiichiAction action, List<RiichiEvent> events) {
        switch (action) {
            case RiichiAction.NineTerminals x -> HandEnd.abortive(s, "nineTerminals", events);
            case RiichiAction.Nuki n -> Nukis.nuki(s, seat, n.tile(), events);
            case RiichiAction.DeclareTenpai x -> declared(s, seat, true, events);
            case RiichiAction.DeclareNoten x -> declared(s, seat, false, events);
            case RiichiAction.EndGame x -> gameOver(s, events);
            case RiichiAction.PlayOn x -> deal(s, s.hand() + 1, s.dealer(), NextHand.honbaOnPlayOn(s), events);
            default -> throw new IllegalStateException(action + " is played by the table flow");
        }
    }

    /** A tenpai declaration at the draw; the last one settles the draw on the flow's path. */
    private void declared(RiichiState s, int seat, boolean tenpai, List<RiichiEvent> events) {
        Optional<HandResult<HandEnd.Ending>> settled = HandEnd.declared(s, (RiichiPhase.Declarations) s.phase(), seat, tenpai, events);
        if (settled.isPresent()) {
            endHand(s, settled.get(), events);
        }
    }

    // ---- the flow's steps with Riichi's differences ----

    /** Riichi's shape and ippatsu bookkeeping before the tile comes in; a draw ends the kuikae of a call. */
    @Override
    protected void drawing(RiichiState s, int seat, Tile tile) {
        s.drawing(seat, tile);
    }

    /** 九種九牌 with {@code forcedTiles>9}: the draw ends the hand at once. */
    @Override
    protected void afterDraw(RiichiState s, int seat, List<RiichiEvent> events) {
        if (Turns.nineTerminalsForced(s, seat)) {
            HandEnd.abortive(s, "nineTerminals", events);
        }
    }

    /** Riichi's tsumogiri is the drawn tile itself (a red five and a plain five differ in the pond and the record). */
    @Override
    protected boolean tsumogiri(Tile drawn, Tile tile) {
        return drawn.equals(tile);
    }

    /** A riichi stands only when its discard goes by ({@link PassRules#acceptRiichi}). */
    @Override
    protected boolean declaresAtOnce() {
        return false;
    }

    /** Riichi has no late kans: nothing is kept of the kans let pass. */
    @Override
    protected long kongsLetPass(RiichiState s) {
        return 0;
    }

    /** The seat's shape and ippatsu follow its discard; the discard turns over every kan dora still waiting. */
    @Override
    protected void afterDiscard(RiichiState s, int seat, Tile tile, List<RiichiEvent> events) {
        s.riichiSeat(seat).discarded(s.seat(seat), tile);
        Calls.revealPending(s, events);
    }

    /**
     * Asked in the window: on a discard a seat that may ron or call the tile (standing answers to calls taken); on a
     * kan's tile a seat that may rob it (搶槓: a closed kan only with thirteen orphans).
     */
    @Override
    protected boolean mayClaim(RiichiState s, int seat) {
        ClaimWindow<TableAction> w = s.claims();
        return switch (w.on()) {
            case DISCARD -> super.mayClaim(s, seat);
            case KONG -> Calls.mayRob(s, seat, w.from(), w.tile(), scorer(s));
            case ASIDE -> Nukis.mayRon(s, seat, w.tile(), scorer(s));
        };
    }

    /**
     * The tile went by unwon: furiten on every seat it completes (a kan's tile only when some seat was asked to rob
     * it, a North only under {@code riichi.nukiRon}), and a riichi declared with it stands (四家立直 ends the hand).
     */
    @Override
    protected boolean notWon(RiichiState s, List<RiichiEvent> events) {
        ClaimWindow<TableAction> w = s.claims();
        boolean missed = switch (w.on()) {
            case DISCARD -> true;
            case KONG -> w.answered() > 0;
            case ASIDE -> s.options().nukiRon();
        };
        if (missed) {
            WinChecks.missedWins(s, w.from(), w.tile());
        }
        return !(w.declaring() && PassRules.acceptRiichi(s, w.from(), events));
    }

    /** 四風連打 and 四開槓 end the hand after a pass. */
    @Override
    protected boolean passEnds(RiichiState s, int discarder, List<RiichiEvent> events) {
        return PassRules.abortiveAfterPass(s, events);
    }

    @Override
    protected WinLimit winLimit(RiichiState s) {
        return PassRules.winLimit(s);
    }

    /** 三家和. */
    @Override
    protected void tooManyWins(RiichiState s, List<RiichiEvent> events) {
        HandEnd.abortive(s, "tripleRon", events);
    }

    /** Riichi leaves a won tile where it lies (a ron's tile stays in the discarder's pond, not taken). */
    @Override
    protected void winTaken(RiichiState s, int from, Tile tile, WinSource source) {
    }

    @Override
    protected HandResult<HandEnd.Ending> won(RiichiState s, int[] winners, int from, Tile tile, WinSource source,
            List<RiichiEvent> events) {
        return source.isSelfDraw() ? HandEnd.tsumo(s, (Phase.Turn) s.phase(), scorer(s))
                : HandEnd.ron(s, winners, from, tile, source == WinSource.ROBBED_KONG, events, scorer(s));
    }

    @Override
    protected boolean holdsExhausted(RiichiState s, List<RiichiEvent> events) {
        return HandEnd.askDeclarations(s);
    }

    @Override
    protected HandResult<HandEnd.Ending> exhausted(RiichiState s, List<RiichiEvent> events) {
        return HandEnd.exhaustive(s);
    }

    /**
     * A won hand's sticks taken (its transfers paid the pot out), then the hand's events: its wins or its draw, with the
     * scores paid.
     */
    @Override
    protected void settled(RiichiState s, HandEnd.Ending ending, List<RiichiEvent> events) {
        if (ending.won()) {
            s.sticksTaken();
        }
        for (HandEnd.Shown shown : ending.shown()) {
            events.add(shown.event(s.scores()));
        }
    }

    @Override
    protected AfterHand next(RiichiState s, HandResult<HandEnd.Ending> result) {
        return NextHand.next(s, result.settlement());
    }

    /** Riichi's next hand: its round ({@link HandEnd.Ending#next}), then the flow's deal with the result's dealer and honba. */
    @Override
    protected void nextHand(RiichiState s, HandResult<HandEnd.Ending> result, List<RiichiEvent> events) {
        s.setRound(result.settlement().next().round());
        super.nextHand(s, result, events);
    }

    /** The game's end: its final settlement (uma, oka). */
    @Override
    protected RiichiEvent gameEnded(RiichiState s, BySeat<Integer> scores) {
        return new RiichiEvent.GameEnded(NextHand.settlement(s));
    }

    /** A hand Riichi ends itself (an abortive draw): settled on the flow's path. */
    static void handEnded(RiichiState s, HandResult<HandEnd.Ending> result, List<RiichiEvent> events) {
        STEPS.endHand(s, result, events);
    }

    /** Tsumo: a complete hand (the cheap test first) that may win on its draw. */
    @Override
    protected boolean canSelfDraw(RiichiState s, int seat) {
        return s.drawn().isPresent() && s.riichiSeat(seat).shape().shantenAtMost(-1)
                && WinChecks.mayTsumo(s, seat, s.drawn().get(), s.replacementDraw(), scorer(s));
    }

    @Override
    protected boolean canWin(RiichiState s, int seat) {
        SeatShape me = s.riichiSeat(seat).shape();
        Tile tile = s.claimedTile();
        return WinChecks.completes(me, tile) && !me.furiten() && WinChecks.mayRon(s, seat, tile, scorer(s), s.robbing());
    }

    @Override
    protected long completingKinds(RiichiState s, int seat, int[] concealed) {
        return WinChecks.SHAPES.completing(concealed, s.seat(seat).melds().size());
    }

    // ---- calls: the flow's step with Riichi's tiles, melds and bookkeeping ----

    /** A pon or chi names its two tiles (a red five or a plain one); an open kan takes the three of its kind. */
    @Override
    protected List<Tile> callTiles(RiichiState s, int seat, RiichiAction action, Tile tile) {
        return switch (action) {
            case RiichiAction.Pon p -> List.of(p.first(), p.second());
            case RiichiAction.Chi c -> List.of(c.first(), c.second());
            default -> super.callTiles(s, seat, action, tile);
        };
    }

    /** A meld as Riichi holds it (the called tile first for a pon and a chi), with the seat liable for it (包). */
    @Override
    protected RiichiMeld meld(RiichiState s, int seat, MeldShape shape, TileKind kind, int from, List<Tile> tiles) {
        return Calls.meld(s, seat, shape, from, tiles);
    }

    /** The caller's shape, every ippatsu ended; a pon or chi forbids its kuikae kinds, a kan turns its dora per the rules. */
    @Override
    protected void afterCall(RiichiState s, int seat, RiichiMeld meld, List<RiichiEvent> events) {
        s.epochMoved(); // a meld changed: see RiichiView#pondEpoch
        Calls.afterMeld(s, seat, meld, events);
    }

    /** A kan's (or a North's) replacement (嶺上牌) from the dead wall. */
    @Override
    protected Tile replacementTile(RiichiState s) {
        return DeadWall.rinshan(s.wall(), s.replacements() - 1);
    }

    /** A North set aside (北抜き): the flow's window on it, then {@link #asideStands}. */
    static void setAside(RiichiState s, int seat, Tile tile, List<RiichiEvent> events) {
        STEPS.asideWindow(s, seat, tile, events);
    }

    /** A replacement draw after a kan, or with {@code nuki} after a North set aside (北抜き): the flow's draw. */
    static void replacementDraw(RiichiState s, int seat, boolean nuki, List<RiichiEvent> events) {
        s.setNukiDraw(nuki);
        STEPS.draw(s, seat, true, events);
    }

    /** 国士の暗槓搶槓 ({@code riichi.kokushiRobsAnkan}): a closed kan is shown for thirteen orphans to rob first. */
    @Override
    protected boolean concealedKongRobbable(RiichiState s) {
        return s.rules().get(RiichiRules.KOKUSHI_ROBS_ANKAN);
    }

    /** Nobody took the North set aside: its replacement draw from the dead wall. */
    @Override
    protected void asideStands(RiichiState s, int seat, Tile tile, List<RiichiEvent> events) {
        Nukis.replacement(s, seat, events);
    }

    /** A hand's wall: the walls' hand with its honba (a seeded wall is shuffled by both). */
    @Override
    protected Wall handWall(RiichiState s, int hand, int streak) {
        return s.walls().forHand(hand, streak);
    }

    /** The hand started: round, honba, sticks, dealer, dice, the first dora indicator, the dealt hands and the scores. */
    @Override
    protected void dealt(RiichiState s, List<RiichiEvent> events) {
        Wall wall = s.wall();
        events.add(new RiichiEvent.HandStarted(s.round(), s.streak(), s.riichiSticks(), s.dealer(), Dice.of(wall),
                DeadWall.doraIndicator(wall, 0), s.seats().map(Seat::hand), s.scores()));
    }

    /** No event while a kan's added tile may be robbed. */
    @Override
    protected void kongAdding(RiichiState s, int seat, Tile tile, List<RiichiEvent> events) {
    }

    @Override
    public RiichiObservation observe(RiichiState s, int seat) {
        return RiichiObservation.of(s, Optional.of(seat));
    }

    @Override
    public RiichiObservation observeAll(RiichiState s) {
        return RiichiObservation.of(s, Optional.empty());
    }

    /** The red fives of {@code riichi.redFives}: ids 16, 52 and 88, in a suit whose count is not 0. */
    @Override
    public boolean redFive(RuleSet rules, Tile tile) {
        return tile.isRed() && rules.get(RiichiRules.RED_FIVES).get(tile.kind().suit().ordinal()) > 0;
    }
}
