package org.jantaku.riichi.tenhou;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.jantaku.core.hand.AddedKan;
import org.jantaku.core.hand.ClosedKan;
import org.jantaku.core.hand.Pon;
import org.jantaku.core.rules.RuleSet;
import org.jantaku.core.tile.Tile;
import org.jantaku.engine.contract.Result;
import org.jantaku.engine.contract.Transition;
import org.jantaku.engine.record.GameRecord;
import org.jantaku.engine.record.RecordException;
import org.jantaku.engine.record.RecordHeader;
import org.jantaku.engine.record.RecordStep;
import org.jantaku.engine.table.TableEvent;
import org.jantaku.riichi.game.RiichiAction;
import org.jantaku.riichi.game.RiichiEvent;
import org.jantaku.riichi.game.RiichiMeld;
import org.jantaku.riichi.game.RiichiObservation;
import org.jantaku.riichi.game.RiichiState;

/**
 * A Riichi game record made ready for an export ({@link MjaiWriter}, {@link Tenhou6Writer}): its actions played
 * again from its header (an action the game refuses is a {@code RecordException} naming the step's line), and the
 * events they make, its rules and walls at hand. The export is the game the record's actions make; the recorded
 * events are not compared with them here ({@code Replayer.replay} does that, as {@code jantaku export} and
 * {@code jantaku replay} do).
 *
 * <p>The events are the game's, with one addition: a kan that is robbed (搶槓, or a closed kan robbed for
 * thirteen orphans) never stands, so the engine shows no {@code called} event for it, but both formats write the
 * kan before the win that robs it; it is added where it was declared, and the engine's own event for a kan that
 * stands is then left out (it would come at the same place: only passes lie between).
 *
 * @param header the record's header
 * @param events every event of the game in order, declared kans included
 * @param redFives whether the game has red fives (one per suit: the exports know no other count)
 */
record ExportedGame(RecordHeader header, List<RiichiEvent> events, boolean redFives) {

    /**
     * Plays a record's actions again.
     *
     * @throws RecordException when an action is refused
     * @throws IllegalArgumentException when its red fives are not one per suit or none
     */
    static ExportedGame of(GameRecord<RiichiState, RiichiAction, RiichiEvent, RiichiObservation> record) {
        boolean redFives = MjaiEvents.redFives(record.header().rules());
        var game = record.variant().variant();
        var start = game.start(record.header().rules(), record.header().walls());
        List<RiichiEvent> events = new ArrayList<>(start.events());
        RiichiState state = start.state();
        for (RecordStep<RiichiAction> step : record.steps()) {
            Optional<RiichiMeld> declared = declaredKan(state, step.seat(), step.action());
            declared.ifPresent(m -> events.add(new RiichiEvent.Table(new TableEvent.Called(step.seat(), m))));
            var t = switch (game.apply(state, step.seat(), step.action())) {
                case Result.Ok<Transition<RiichiState, RiichiEvent>> ok -> ok.value();
                case Result.Illegal<?> no -> throw RecordException.at(step.line(), "action", "step " + step.step()
                        + ": seat " + step.seat() + "'s action is illegal: " + no.reason());
            };
            for (RiichiEvent e : t.events()) {
                if (declared.isPresent() && e instanceof RiichiEvent.Table(TableEvent.Called(int seat, RiichiMeld m))
                        && seat == step.seat() && m.meld().equals(declared.get().meld())) {
                    declared = Optional.empty();
                } else {
                    events.add(e);
                }
            }
            state = t.state();
        }
        return new ExportedGame(record.header(), List.copyOf(events), redFives);
    }

    /** The kan a closed or added kan action declares, as the engine shows it once it stands. */
    private static Optional<RiichiMeld> declaredKan(RiichiState state, int seat, RiichiAction action) {
        return switch (action) {
            case RiichiAction.AddedKan k -> state.seat(seat).melds().stream().<RiichiMeld>mapMulti((m, kan) -> {
                if (m.meld() instanceof Pon p && p.kind() == k.tile().kind()) {
                    List<Tile> four = new ArrayList<>(p.tiles());
                    four.add(k.tile());
                    kan.accept(new RiichiMeld(new AddedKan(four, p.called(), p.from(), k.tile()), m.from(), m.liable()));
                }
            }).findFirst();
            case RiichiAction.ClosedKan k -> Optional.of(new RiichiMeld(
                    new ClosedKan(state.seat(seat).hand().stream().filter(t -> t.kind() == k.kind()).toList()), seat, -1));
            default -> Optional.empty();
        };
    }

    RuleSet rules() {
        return header.rules();
    }
}
