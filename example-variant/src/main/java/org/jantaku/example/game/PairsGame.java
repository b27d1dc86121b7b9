package org.jantaku.example.game;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.jantaku.core.rules.RuleSet;
import org.jantaku.core.tile.Tile;
import org.jantaku.core.tile.TileKind;
import org.jantaku.core.tile.TileSet;
import org.jantaku.core.wall.Walls;
import org.jantaku.engine.table.AfterHand;
import org.jantaku.engine.table.HandEvent;
import org.jantaku.engine.table.HandResult;
import org.jantaku.engine.table.TableActions;
import org.jantaku.engine.table.TableEventFlow;
import org.jantaku.engine.table.TableObservation;
import org.jantaku.engine.table.WinSource;
import org.jantaku.example.rules.PairsRules;

/**
 * Pairs 七对 on the shared table flow: 136 tiles, four seats, draw, discard, pung and the three kongs, a win
 * only as seven pairs ({@link SevenPairs}: concealed, so a seat that called can no longer win), on a draw or on
 * a discard or a robbed kong (every seat that may wins), flat points ({@link PairsSettlement}); the deal passes
 * to the next seat after every hand, and {@code pairs.gameHands} hands make a game. The flow does the rest;
 * the hooks here are the deal's event, the win shape, the settlement and the game's length. Stateless.
 */
public final class PairsGame extends TableEventFlow<PairsState, PairsAction, PairsEvent, PairsObservation, HandEvent.Plain, PairsSettlement> {
    /** Every action, made once. */
    public static final TableActions<PairsAction> ACTIONS = actions();

    public PairsGame() {
        super(ACTIONS, PairsEvent.Table::new, PairsEvent.Hand::new, "pairs", PairsRules.CATALOG, TileSet.STANDARD_136);
    }

    /** The flow asks for a declaration per tile too; pairs has none and never offers one, so it is the discard. */
    private static TableActions<PairsAction> actions() {
        List<PairsAction> discards = new ArrayList<>(136);
        for (int id = 0; id < 136; id++) {
            discards.add(new PairsAction.Discard(Tile.of(id)));
        }
        return new TableActions<>(136, discards::get, discards::get, k -> new PairsAction.ConcealedKong(TileKind.of(k)),
                id -> new PairsAction.AddedKong(TileKind.of(id / 4)), new PairsAction.SelfDraw(), new PairsAction.Win(), new PairsAction.Pass(),
                new PairsAction.Pong(), new PairsAction.Kong());
    }

    @Override
    protected PairsState newState(RuleSet rules, Walls walls) {
        return new PairsState(rules, walls);
    }

    @Override
    protected PairsObservation observation(PairsState s, Optional<Integer> viewer, Set<Integer> toAct) {
        return new PairsObservation(TableObservation.of(s, viewer, toAct));
    }

    @Override
    protected void dealt(PairsState s, List<PairsEvent> events) {
        events.add(started(s, new HandEvent.Plain()));
    }

    /** Seven pairs, concealed: a seat with a meld waits on nothing. */
    @Override
    protected long completingKinds(PairsState s, int seat, int[] concealed) {
        return s.seat(seat).melds().isEmpty() ? SevenPairs.completing(concealed) : 0;
    }

    @Override
    protected HandResult<PairsSettlement> won(PairsState s, int[] winners, int from, Tile tile, WinSource way, List<PairsEvent> events) {
        List<PairsSettlement.Win> wins = new ArrayList<>();
        for (int w : winners) {
            events.add(new PairsEvent.Won(w, way.isSelfDraw() ? w : from, way, tile, s.winningHand(w, tile, way)));
            wins.add(new PairsSettlement.Win(w, way.isSelfDraw() ? w : from, way, tile));
        }
        return result(s, PairsSettlement.of(s.rules(), wins));
    }

    /** 荒庄: nobody pays. */
    @Override
    protected HandResult<PairsSettlement> exhausted(PairsState s, List<PairsEvent> events) {
        return result(s, PairsSettlement.of(s.rules(), List.of()));
    }

    /** The deal passes to the next seat whatever happened. */
    private static HandResult<PairsSettlement> result(PairsState s, PairsSettlement settlement) {
        return new HandResult<>(settlement, settlement.transfers(), s.after(s.dealer(), 1), 1);
    }


    @Override
    protected AfterHand next(PairsState s, HandResult<PairsSettlement> result) {
        return s.hand() + 1 >= s.rules().get(PairsRules.GAME_HANDS) ? AfterHand.OVER : AfterHand.NEXT;
    }
}
