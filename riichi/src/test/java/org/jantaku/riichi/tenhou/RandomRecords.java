package org.jantaku.riichi.tenhou;

import java.io.StringWriter;
import java.util.List;
import java.util.SplittableRandom;
import java.util.TreeSet;
import org.jantaku.core.rules.Preset;
import org.jantaku.core.wall.Walls;
import org.jantaku.engine.record.GameRecord;
import org.jantaku.engine.record.RecordHeader;
import org.jantaku.engine.record.RecordReader;
import org.jantaku.engine.record.Recorder;
import org.jantaku.riichi.game.RiichiAction;
import org.jantaku.riichi.game.RiichiEvent;
import org.jantaku.riichi.game.RiichiGame;
import org.jantaku.riichi.game.RiichiObservation;
import org.jantaku.riichi.game.RiichiState;
import org.jantaku.riichi.record.RiichiRecordCodec;

/**
 * Seeded games recorded for the export tests, each seat answering in seat order: a win when offered, a riichi
 * or a call half of the time, otherwise a random legal action, so that calls, kans, riichi, wins and draws all
 * happen (the bots' games are in the bots module's round-trip test).
 */
final class RandomRecords {
    private static final RiichiGame GAME = (RiichiGame) RiichiRecordCodec.RIICHI.variant();

    private RandomRecords() {
    }

    static GameRecord<RiichiState, RiichiAction, RiichiEvent, RiichiObservation> play(Preset preset, long seed) {
        int seats = GAME.seats(preset.rules());
        RecordHeader header = RecordHeader.of("riichi", preset, new Walls.Seeded(GAME.tileSet(preset.rules()), seed),
                List.of("Ton", "Nan", "Sha", "Pei").subList(0, seats));
        StringWriter out = new StringWriter();
        var recorder = Recorder.start(RiichiRecordCodec.RIICHI, header, out);
        SplittableRandom rnd = new SplittableRandom(seed);
        int steps = 0;
        while (!GAME.isOver(recorder.state()) && steps++ < 20_000) {
            RiichiState s = recorder.state();
            int seat = new TreeSet<>(GAME.toAct(s)).first();
            List<RiichiAction> legal = GAME.legalActions(s, seat);
            recorder.apply(seat, choose(legal, rnd)).orThrow();
        }
        return RecordReader.read(out.toString(), RiichiRecordCodec.RIICHI);
    }

    private static RiichiAction choose(List<RiichiAction> legal, SplittableRandom rnd) {
        for (RiichiAction a : legal) {
            if (a instanceof RiichiAction.Tsumo || a instanceof RiichiAction.Ron) {
                return a;
            }
        }
        if (rnd.nextBoolean()) {
            List<RiichiAction> bold = legal.stream().filter(a -> !(a instanceof RiichiAction.Discard)
                    && !(a instanceof RiichiAction.Pass)).toList();
            if (!bold.isEmpty()) {
                return bold.get(rnd.nextInt(bold.size()));
            }
        }
        return legal.get(rnd.nextInt(legal.size()));
    }
}
