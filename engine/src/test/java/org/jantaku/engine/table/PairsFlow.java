package org.jantaku.engine.table;

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
import org.jantaku.core.wall.Walls;
import org.jantaku.engine.contract.Event;
import org.jantaku.engine.contract.Transition;
import org.jantaku.engine.settle.Transfer;

/**
 * A small variant on the table flow for its tests, at a table of three or four: a concealed hand of
 * four pairs wins on any kind it holds (on a draw or a discard, every seat that may), pung and kong, kongs robbed; a winner takes 1 from each other seat, two hands make a game.
 */
final class PairsFlow extends SettlingFlow<PairsFlow.State, PairsFlow.Meld, PairsFlow.Act, PairsFlow.Ev, String, String> {
    static final RuleCatalog CATALOG = RuleCatalog.builder("pairs").build();

    sealed interface Act extends TableAction {
    }

    record Discard(Tile tile) implements Act, TableAction.Discard {
    }

    record Declare(Tile tile) implements Act, TableAction.Declare {
    }

    record SelfDraw() implements Act, TableAction.SelfDraw {
    }

    record Win() implements Act, TableAction.Win {
    }

    record Pass() implements Act, TableAction.Pass {
    }

    record Pung() implements Act, TableAction.Pung {
    }

    record Kong() implements Act, TableAction.Kong {
    }

    record ConcealedKong(TileKind kind) implements Act, TableAction.ConcealedKong {
    }

    record AddedKong(TileKind kind) implements Act, TableAction.AddedKong {
    }

    record Meld(MeldShape shape, TileKind kind, int from, List<Tile> tiles) implements TableMeld {
        Meld {
            tiles = tiles.stream().sorted((a, b) -> Integer.compare(a.id(), b.id())).toList();
        }

        @Override
        public Optional<Tile> called() {
            return Optional.empty();
        }
    }

    record Ev(String what) implements Event {
        /** A table event as its name ({@code called} with the meld's shape). */
        static Ev of(TableEvent e) {
            return new Ev(switch (e) {
                case TableEvent.Drew d -> "drew";
                case TableEvent.Discarded d -> "discarded";
                case TableEvent.Called c -> "called " + c.meld().shape();
                case TableEvent.KongAdding k -> "adding";
                case TableEvent.GameEnded g -> "ended";
            });
        }
    }

    static final class State extends TableState<Meld> {
        State(RuleSet rules, Walls walls, TableSettings settings, int players) {
            super(rules, walls, settings, players, 0);
        }

        private State(State o) {
            super(o);
        }

        @Override
        public State copy() {
            return new State(this);
        }
    }

    private final int players;
    private final TableSettings settings;

    PairsFlow(int players) {
        this(players, TableSettings.STANDARD);
    }

    /** The flow at a table of {@code players} under these table settings. */
    PairsFlow(int players, TableSettings settings) {
        super(new TableActions<Act>(Tile.COUNT, id -> new Discard(Tile.of(id)), id -> new Declare(Tile.of(id)),
                k -> new ConcealedKong(TileKind.of(k)), id -> new AddedKong(TileKind.of(id / 4)), new SelfDraw(), new Win(), new Pass(),
                new Pung(), new Kong()), Ev::of);
        this.players = players;
        this.settings = settings;
    }

    @Override
    public String name() {
        return "pairs";
    }

    @Override
    public RuleCatalog catalog() {
        return CATALOG;
    }

    @Override
    public TileSet tileSet(RuleSet rules) {
        return players == 3 ? TileSet.THREE_PLAYER_108 : TileSet.STANDARD_136;
    }

    @Override
    public int seats(RuleSet rules) {
        return players;
    }

    @Override
    public Transition<State, Ev> start(RuleSet rules, Walls walls) {
        State s = new State(rules, walls, settings, players);
        List<Ev> events = new java.util.ArrayList<>();
        deal(s, 0, 0, 1, events);
        return new Transition<>(s, events);
    }

    @Override
    public String observe(State s, int seat) {
        return s.seat(seat).hand().toString();
    }

    @Override
    public String observeAll(State s) {
        return s.toString();
    }

    @Override
    protected void dealt(State s, List<Ev> events) {
        events.add(new Ev("dealt"));
    }

    @Override
    protected void kongAdding(State s, int seat, Tile tile, List<Ev> events) {
        events.add(new Ev("adding"));
    }

    @Override
    protected Meld meld(State s, int seat, MeldShape shape, TileKind kind, int from, List<Tile> tiles) {
        return new Meld(shape, kind, from, tiles);
    }

    /** Thirteen concealed tiles holding four pairs or more wait on every kind they hold. */
    @Override
    protected long completingKinds(State s, int seat, int[] concealed) {
        int pairs = 0;
        int tiles = 0;
        long held = 0;
        for (int k = 0; k < concealed.length; k++) {
            tiles += concealed[k];
            pairs += concealed[k] / 2;
            held |= concealed[k] > 0 ? 1L << k : 0;
        }
        return tiles == 13 && pairs >= 4 ? held : 0;
    }

    @Override
    protected boolean canSelfDraw(State s, int seat) {
        return s.drawn().isPresent() && (winKinds(s, seat) & 1L << s.drawn().get().kind().index()) != 0;
    }

    @Override
    protected boolean canWin(State s, int seat) {
        return seat != s.claimFrom() && (winKinds(s, seat) & 1L << s.claimedTile().kind().index()) != 0;
    }

    @Override
    protected HandResult<String> won(State s, int[] winners, int from, Tile tile, WinSource source, List<Ev> events) {
        List<Transfer<String>> transfers = new ArrayList<>();
        for (int w : winners) {
            for (int o = 0; o < players; o++) {
                if (o != w) {
                    transfers.add(new Transfer<>(o, w, 1, "won"));
                }
            }
        }
        events.add(new Ev("won " + winners.length + " " + source));
        return new HandResult<>("won", transfers, s.after(s.dealer(), 1), 1);
    }

    @Override
    protected HandResult<String> exhausted(State s, List<Ev> events) {
        return new HandResult<>("exhausted", List.of(), s.after(s.dealer(), 1), 1);
    }

    @Override
    protected void settled(State s, String settlement, List<Ev> events) {
        events.add(new Ev("settled " + settlement));
    }

    @Override
    protected Ev gameEnded(State s, BySeat<Integer> scores) {
        return new Ev("over");
    }

    @Override
    protected AfterHand next(State s, HandResult<String> result) {
        return s.hand() >= 1 ? AfterHand.OVER : AfterHand.NEXT;
    }
}
