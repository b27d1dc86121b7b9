package org.jantaku.riichi.game;

import java.util.List;
import org.jantaku.core.seat.BySeat;
import org.jantaku.core.tile.Tile;
import org.jantaku.core.wall.Dice;
import org.jantaku.engine.contract.Event;
import org.jantaku.engine.settle.Transfer;
import org.jantaku.engine.table.TableEvent;
import org.jantaku.riichi.scoring.HandScore;
import org.jantaku.riichi.settlement.FinalScores;
import org.jantaku.riichi.settlement.Reason;

/**
 * What happens in a Riichi game, in mjai's shapes where mjai has them: the flow's draws, discards and melds
 * ({@link Table}) beside Riichi's own.
 */
public sealed interface RiichiEvent extends Event permits RiichiEvent.HandStarted, RiichiEvent.Table,
        RiichiEvent.RiichiAccepted, RiichiEvent.DoraRevealed, RiichiEvent.Won, RiichiEvent.HandDrawn,
        RiichiEvent.TenpaiDeclared, RiichiEvent.GameEnded, RiichiEvent.Nuki {

    /**
     * A hand is dealt (start_kyoku).
     *
     * @param round 0 = East 1 … 3 = East 4, 4 = South 1 …, 8 = West 1 …
     * @param dice the two dice thrown to break the wall (サイコロ), rolled from the hand's wall
     *     ({@link Dice#of}); they show where a physical table opens the wall ({@link Dice#wallSeat})
     *     and do not change which tile comes when
     * @param hands the thirteen tiles of each seat (a projection hides the others' tiles)
     */
    record HandStarted(int round, int honba, int riichiSticks, int dealer, Dice dice, Tile doraIndicator,
            BySeat<List<Tile>> hands, BySeat<Integer> scores) implements RiichiEvent {
    }

    /**
     * The flow's draw (tsumo), discard (dahai; declared: the riichi discard) or meld (chi, pon, daiminkan, ankan,
     * kakan; a {@link RiichiMeld}), and no other table event: never a tile added to a pon (no event while it may be
     * robbed) nor the game's end (Riichi's is its own {@link GameEnded}). A reader of it meets these three only.
     *
     * @throws IllegalArgumentException for another table event, or a meld not Riichi's
     */
    record Table(TableEvent event) implements RiichiEvent, TableEvent.Carrier {
        public Table {
            if (!(event instanceof TableEvent.Drew || event instanceof TableEvent.Discarded
                    || event instanceof TableEvent.Called c && c.meld() instanceof RiichiMeld)) {
                throw new IllegalArgumentException("not one of Riichi's events: " + event);
            }
        }
    }

    /** The riichi discard passed: the stick is on the table (reach_accepted). */
    record RiichiAccepted(int seat, BySeat<Integer> scores) implements RiichiEvent {
    }

    /** A seat sets a North aside (北抜き, three players; mjai's nukidora); its replacement draw follows unless it is won on. */
    record Nuki(int seat, Tile tile) implements RiichiEvent {
    }

    /** A new dora indicator is turned over (dora). */
    record DoraRevealed(Tile indicator) implements RiichiEvent {
    }

    /**
     * A win (hora): the scored hand and every payment; {@code uraIndicators} the ura-dora indicators (裏ドラ表示牌) the
     * hand was scored with: a riichi winner's under {@code riichi.uraDora} (beneath each turned indicator with
     * {@code riichi.kanUraDora}, beneath the first without), none for another winner.
     */
    record Won(int seat, int from, List<Tile> hand, Tile winTile, HandScore score, List<Transfer<Reason>> transfers,
            BySeat<Integer> scores, List<Tile> uraIndicators) implements RiichiEvent {
        public Won {
            uraIndicators = List.copyOf(uraIndicators);
        }
    }

    /**
     * A hand ends without a winner (ryukyoku).
     *
     * @param kind {@code exhaustive}, {@code nineTerminals}, {@code fourWinds}, {@code fourRiichi},
     *     {@code tripleRon}
     * @param tenpai seats that were tenpai (exhaustive draws)
     */
    record HandDrawn(String kind, List<Integer> tenpai, List<Transfer<Reason>> transfers, BySeat<Integer> scores)
            implements RiichiEvent {
    }

    /** A tenpai seat's declaration at an exhaustive draw ({@code riichi.notenDeclarationWhenTenpai}). */
    record TenpaiDeclared(int seat, boolean tenpai) implements RiichiEvent {
    }

    /** The game is over (end_game). */
    record GameEnded(FinalScores.Result result) implements RiichiEvent {
    }
}
