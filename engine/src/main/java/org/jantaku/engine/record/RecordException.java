package org.jantaku.engine.record;

import java.util.Optional;
import java.util.OptionalInt;

/**
 * A game record that cannot be read or replayed: a line that is not JSON, a field missing or out
 * of range, an unknown variant or action, a step out of order, an action the game refuses, events
 * that differ from the recorded ones. The message names the line (1 = the header), the field
 * (a dotted path such as {@code action.tile} or {@code rules.riichi.minHan}) and what is wrong.
 */
public final class RecordException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    private final OptionalInt line;
    private final Optional<String> field;
    private final String problem;

    private RecordException(OptionalInt line, Optional<String> field, String problem, Throwable cause) {
        super(describe(line, field, problem), cause);
        this.line = line;
        this.field = field;
        this.problem = problem;
    }

    private RecordException(OptionalInt line, Optional<String> field, String problem) {
        this(line, field, problem, null);
    }

    /** A problem with no line or field known yet (a codec's: the reader adds the line). */
    public RecordException(String problem) {
        this(OptionalInt.empty(), Optional.empty(), problem);
    }

    /** A problem with a field (a dotted path inside the line's object), the line added later. */
    public static RecordException field(String field, String problem) {
        return new RecordException(OptionalInt.empty(), Optional.of(field), problem);
    }

    /** A problem on a line of the record, with no particular field. */
    public static RecordException line(int line, String problem) {
        return new RecordException(OptionalInt.of(line), Optional.empty(), problem);
    }

    /** A problem on a line of the record, in a field. */
    public static RecordException at(int line, String field, String problem) {
        return new RecordException(OptionalInt.of(line), Optional.of(field), problem);
    }

    /** A problem on a line caused by an exception of the game itself (kept as the cause). */
    public static RecordException line(int line, String problem, Throwable cause) {
        return new RecordException(OptionalInt.of(line), Optional.empty(), problem, cause);
    }

    /** The same problem placed on a line; its field, if any, is prefixed with {@code parent}. */
    public RecordException within(int line, String parent) {
        String f = field.map(x -> parent.isEmpty() ? x : parent + "." + x).orElse(parent);
        return new RecordException(OptionalInt.of(line), f.isEmpty() ? Optional.empty() : Optional.of(f), problem, this);
    }

    /** The line of the record (1 = the header), when known. */
    public OptionalInt lineNumber() {
        return line;
    }

    /** The field concerned, as a dotted path inside the line's JSON object, when known. */
    public Optional<String> fieldPath() {
        return field;
    }

    /** What is wrong, without the line and field. */
    public String problem() {
        return problem;
    }

    private static String describe(OptionalInt line, Optional<String> field, String problem) {
        StringBuilder sb = new StringBuilder();
        line.ifPresent(n -> sb.append("line ").append(n));
        field.ifPresent(f -> sb.append(sb.isEmpty() ? "" : ", ").append("field ").append(f));
        return sb.isEmpty() ? problem : sb.append(": ").append(problem).toString();
    }
}
