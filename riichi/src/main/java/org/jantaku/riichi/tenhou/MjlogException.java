package org.jantaku.riichi.tenhou;

import java.util.Objects;
import java.util.Optional;

/**
 * A Tenhou mjlog that cannot be read: malformed XML, an unknown tag, or an attribute that is
 * missing or holds a bad value. The message always names the source (file), and when known the
 * tag, its position and the attribute at fault, e.g.
 * {@code game.mjlog: <N> (element 17, line 1, column 5230) attribute m="abc": 'abc' is not an integer}.
 */
public final class MjlogException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    private final String sourceName;
    private final String tag;
    private final String attribute;

    /**
     * @param message the full message (already naming source, tag and attribute)
     * @param sourceName the file or stream name given to the reader
     * @param tag the tag at fault, or {@code null} when the fault is not in one tag
     * @param attribute the attribute at fault, or {@code null}
     * @param cause the underlying exception, or {@code null}
     */
    MjlogException(String message, String sourceName, String tag, String attribute, Throwable cause) {
        super(message, cause);
        this.sourceName = Objects.requireNonNull(sourceName, "sourceName");
        this.tag = tag;
        this.attribute = attribute;
    }

    /** The file or stream name given to the reader. */
    public String sourceName() {
        return sourceName;
    }

    /** The tag at fault (e.g. {@code AGARI}, {@code T77}), when the fault is in one tag. */
    public Optional<String> tag() {
        return Optional.ofNullable(tag);
    }

    /** The attribute at fault (e.g. {@code m}), when the fault is in one attribute. */
    public Optional<String> attribute() {
        return Optional.ofNullable(attribute);
    }
}
