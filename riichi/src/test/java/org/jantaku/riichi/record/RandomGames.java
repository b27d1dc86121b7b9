package org.jantaku.riichi.record;

import java.io.StringWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.TreeSet;
import org.jantaku.core.analysis.Shanten;
import org.jantaku.engine.contract.Transition;
import org.jantaku.engine.record.RecordHeader;
import org.jantaku.engine.record.Recorder;
import org.jantaku.riichi.game.RiichiAction;
import org.jantaku.riichi.game.RiichiEvent;
import org.jantaku.riichi.game.RiichiGame;
import org.jantaku.riichi.game.RiichiObservation;
import org.jantaku.riichi.game.RiichiState;

/** Seeded random games played through a {@link Recorder}, for the record tests. */
final class RandomGames {
    static final RiichiGame GAME = (RiichiGame) RiichiRecordCodec.RIICHI.variant();

    private RandomGames() {
    }

    /** A game played to its end (or {@code maxSteps}): the recorder, the text it wrote, every live event. */
    record Played(Recorder<RiichiState, RiichiAction, RiichiEvent, RiichiObservation> recorder, String text,
            List<RiichiEvent> events, List<Move> moves) {
    }

    /** One applied action. */
    record Move(int seat, RiichiAction action) {
    }

    static Played play(RecordHeader header, long seed, int maxSteps) {
        StringWriter out = new StringWriter();
        var recorder = Recorder.start(RiichiRecordCodec.RIICHI, header, out);
        List<RiichiEvent> events = new ArrayList<>(GAME.start(header.rules(), header.walls()).events());
        List<Move> moves = new ArrayList<>();
        SplittableRandom rnd = new SplittableRandom(seed);
        while (!GAME.isOver(recorder.state()) && moves.size() < maxSteps) {
            RiichiState s = recorder.state();
            List<Integer> toAct = new ArrayList<>(new TreeSet<>(GAME.toAct(s)));
            int seat = toAct.get(rnd.nextInt(toAct.size()));
            RiichiAction a = choose(s, seat, GAME.legalActions(s, seat), rnd);
            Transition<RiichiState, RiichiEvent> t = recorder.apply(seat, a).orThrow();
            events.addAll(t.events());
            moves.add(new Move(seat, a));
        }
        return new Played(recorder, out.toString(), events, moves);
    }

    /** Plays the same moves again through a recorder with another header (other walls, same hands). */
    static Played replay(RecordHeader header, List<Move> moves) {
        StringWriter out = new StringWriter();
        var recorder = Recorder.start(RiichiRecordCodec.RIICHI, header, out);
        List<RiichiEvent> events = new ArrayList<>(GAME.start(header.rules(), header.walls()).events());
        for (Move m : moves) {
            events.addAll(recorder.apply(m.seat(), m.action()).orThrow().events());
        }
        return new Played(recorder, out.toString(), events, moves);
    }

    /**
     * Uniform among the legal actions half of the time; otherwise takes a win when offered and
     * discards towards tenpai, so that wins, riichi and furiten happen often enough to be recorded.
     */
    static RiichiAction choose(RiichiState s, int seat, List<RiichiAction> legal, SplittableRandom rnd) {
        if (rnd.nextBoolean()) {
            return legal.get(rnd.nextInt(legal.size()));
        }
        for (RiichiAction a : legal) {
            if (a instanceof RiichiAction.Tsumo || a instanceof RiichiAction.Ron) {
                return a;
            }
        }
        List<RiichiAction> riichi = legal.stream().filter(a -> a instanceof RiichiAction.DeclareRiichi).toList();
        if (!riichi.isEmpty()) {
            return riichi.get(rnd.nextInt(riichi.size()));
        }
        RiichiAction best = legal.get(rnd.nextInt(legal.size()));
        int bestShanten = Integer.MAX_VALUE;
        for (RiichiAction a : legal) {
            if (a instanceof RiichiAction.Discard d) {
                int[] counts = new int[34];
                s.seats().get(seat).hand().forEach(t -> counts[t.id() >> 2]++);
                counts[d.tile().id() >> 2]--;
                int sh = Shanten.of(counts, 0);
                if (sh < bestShanten) {
                    best = a;
                    bestShanten = sh;
                }
            }
        }
        return best;
    }
}
