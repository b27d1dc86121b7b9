package org.jantaku.engine.contract;

import java.util.Objects;
import java.util.function.Function;

/**
 * The outcome of asking the engine to do something: a value, or the reason it is not allowed. An
 * illegal action is a value, not an exception (scalachess's {@code Either}); exceptions are for bugs.
 */
public sealed interface Result<T> permits Result.Ok, Result.Illegal {

    /** Success. */
    record Ok<T>(T value) implements Result<T> {
        public Ok {
            Objects.requireNonNull(value, "value");
        }
    }

    /** Refused, with a reason a person can read. */
    record Illegal<T>(String reason) implements Result<T> {
        public Illegal {
            Objects.requireNonNull(reason, "reason");
        }
    }

    static <T> Result<T> ok(T value) {
        return new Ok<>(value);
    }

    static <T> Result<T> illegal(String reason) {
        return new Illegal<>(reason);
    }

    default boolean isOk() {
        return this instanceof Ok;
    }

    /** The value, or an {@link IllegalStateException} naming the reason (for callers that know it is legal). */
    default T orThrow() {
        return switch (this) {
            case Ok<T> ok -> ok.value();
            case Illegal<T> bad -> throw new IllegalStateException(bad.reason());
        };
    }

    default <U> Result<U> map(Function<T, U> f) {
        return switch (this) {
            case Ok<T> ok -> new Ok<>(f.apply(ok.value()));
            case Illegal<T> bad -> new Illegal<>(bad.reason());
        };
    }
}
