package org.jantaku.riichi.tenhou;

import java.io.Writer;
import java.util.ArrayList;
import java.util.List;
import org.jantaku.core.rules.RuleSet;
import org.jantaku.engine.record.RecordHeader;
import org.jantaku.engine.record.Recorder;
import org.jantaku.riichi.game.RiichiAction;
import org.jantaku.riichi.game.RiichiEvent;
import org.jantaku.riichi.game.RiichiObservation;
import org.jantaku.riichi.game.RiichiState;
import org.jantaku.riichi.record.RiichiRecordCodec;

/**
 * A logged game (Tenhou's mjlog or tenhou.net/6 JSON, an mjai log) as an engine record (JSON lines,
 * {@code docs/game-record.md}): the header names the game's rules (those the log states, else Tenhou's,
 * {@link TenhouRules#of(Mjlog)}) and its walls rebuilt from the log ({@code "walls": {"given": …}}), and each step is
 * a recorded decision applied by the engine, so {@code Replayer.replay} of the record rebuilds the
 * game exactly. Only a game that replays through the engine without a difference can be imported.
 */
public final class TenhouImport {
    private TenhouImport() {
    }

    /**
     * Writes a log's engine record.
     *
     * @throws IllegalArgumentException naming the hand and the first difference, when the log does
     *     not replay exactly through the engine; or the reason, when the game's rules are not known
     *     ({@link Mjlog#unknownRules()}: its record would claim rules it was not played under)
     */
    public static Recorder<RiichiState, RiichiAction, RiichiEvent, RiichiObservation> write(Mjlog log, Writer out) {
        if (log.unknownRules().isPresent()) {
            throw new IllegalArgumentException(log.sourceName() + ": rules not known: " + log.unknownRules().get());
        }
        RuleSet rules = TenhouRules.of(log);
        EngineReplay.Run run = new EngineReplay().run(log, rules, new ArrayList<>());
        for (ReplayedHand h : run.game().hands()) {
            if (!h.matched()) {
                throw new IllegalArgumentException(log.sourceName() + ": " + h.label() + " does not replay through the engine: "
                        + h.difference().orElseThrow());
            }
        }
        if (!run.chained()) {
            throw new IllegalArgumentException(log.sourceName() + ": the log does not start at the game's first hand");
        }
        int seats = EngineReplay.players(log);
        List<String> players = (log.names().isEmpty() ? List.of("A", "B", "C", "D") : log.names()).subList(0, seats);
        RecordHeader header = new RecordHeader(RiichiRecordCodec.RIICHI.name(), rules,
                log.statedRules().flatMap(StatedRules::preset), run.walls(), players);
        var recorder = Recorder.start(RiichiRecordCodec.RIICHI, header, out);
        for (EngineReplay.Move m : run.moves()) {
            recorder.apply(m.seat(), m.action()).orThrow();
        }
        return recorder;
    }
}
