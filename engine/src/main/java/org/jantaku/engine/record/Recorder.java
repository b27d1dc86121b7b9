package org.jantaku.engine.record;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.Writer;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import org.jantaku.core.tile.TileSet;
import org.jantaku.core.wall.Walls;
import org.jantaku.engine.contract.Action;
import org.jantaku.engine.contract.Event;
import org.jantaku.engine.contract.Result;
import org.jantaku.engine.contract.Transition;

/**
 * A live game that records itself: it starts the variant from a header, applies actions, and
 * appends one line per applied action to a {@link RecordWriter} before handing the transition
 * back, so a server that persists through a recorder and broadcasts afterwards never shows a step
 * that is not on disk. Refused actions write nothing. Not thread-safe: one recorder per table,
 * actions applied one at a time.
 */
public final class Recorder<S, A extends Action, E extends Event, O> {
    private final RecordedVariant<S, A, E, O> variant;
    private final RecordHeader header;
    private final RecordWriter writer;
    private final List<JsonNode> startEvents;
    private final List<RecordStep<A>> steps;
    private S state;

    private Recorder(RecordedVariant<S, A, E, O> variant, RecordHeader header, RecordWriter writer,
            List<JsonNode> startEvents, List<RecordStep<A>> steps, S state) {
        this.variant = variant;
        this.header = header;
        this.writer = writer;
        this.startEvents = startEvents;
        this.steps = new ArrayList<>(steps);
        this.state = state;
    }

    /**
     * Starts a game from a header and writes the header and the start line.
     *
     * @throws IllegalArgumentException when the header is for another variant, or its seeded walls
     *     are not of the variant's tile set (a replay would shuffle other tiles)
     */
    public static <S, A extends Action, E extends Event, O> Recorder<S, A, E, O> start(RecordedVariant<S, A, E, O> variant,
            RecordHeader header, Writer out) {
        if (!header.variant().equals(variant.name())) {
            throw new IllegalArgumentException("a " + header.variant() + " header cannot start " + variant.name());
        }
        TileSet set = variant.variant().tileSet(header.rules());
        if (header.walls() instanceof Walls.Seeded s && s.set() != set) {
            throw new IllegalArgumentException(variant.name() + " plays with " + set + ", not " + s.set());
        }
        Transition<S, E> t = variant.variant().start(header.rules(), header.walls());
        List<JsonNode> start = encode(variant.codec(), t.events());
        RecordWriter writer = new RecordWriter(out);
        writer.header(header);
        writer.start(start);
        return new Recorder<>(variant, header, writer, start, List.of(), t.state());
    }

    /**
     * Takes up a recorded game where its record ends (after a crash): replays the record, then
     * appends further steps to {@code out}, which should continue the same file. Writes nothing now.
     *
     * @throws RecordException when the record does not replay
     */
    public static <S, A extends Action, E extends Event, O> Recorder<S, A, E, O> resume(GameRecord<S, A, E, O> record,
            Writer out) {
        Replayed<S, E> r = Replayer.replay(record);
        return new Recorder<>(record.variant(), record.header(), new RecordWriter(out), record.startEvents(),
                record.steps(), r.state());
    }

    /**
     * Applies a seat's action; when it is legal, writes its line, then takes the new state.
     *
     * @return the variant's result: the transition, or the reason the action is refused (nothing written)
     */
    public Result<Transition<S, E>> apply(int seat, A action) {
        Result<Transition<S, E>> r = variant.variant().apply(state, seat, action);
        if (r instanceof Result.Ok<Transition<S, E>> ok) {
            RecordStep<A> step = new RecordStep<>(steps.size() + 1, seat, action, encode(variant.codec(), ok.value().events()));
            writer.step(step, variant.codec());
            steps.add(step);
            state = ok.value().state();
        }
        return r;
    }

    /** The current state. */
    public S state() {
        return state;
    }

    /** Steps applied so far (0 before the first action). */
    public int steps() {
        return steps.size();
    }

    /** The record so far, the same as reading back what was written. */
    public GameRecord<S, A, E, O> record() {
        return new GameRecord<>(variant, header, startEvents, steps);
    }

    private static <E extends Event> List<JsonNode> encode(RecordCodec<?, E> codec, List<E> events) {
        List<JsonNode> out = new ArrayList<>(events.size());
        for (E e : events) {
            out.add(Objects.requireNonNull(codec.encodeEvent(e), "encoded event"));
        }
        return out;
    }
}
