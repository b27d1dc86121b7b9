package org.jantaku.engine.record;

import java.util.Objects;
import org.jantaku.engine.contract.Action;
import org.jantaku.engine.contract.Event;
import org.jantaku.engine.contract.Variant;

/**
 * A variant with its record codec: everything the engine needs to record, read and replay the
 * variant's games.
 */
public record RecordedVariant<S, A extends Action, E extends Event, O>(Variant<S, A, E, O> variant,
        RecordCodec<A, E> codec) {
    public RecordedVariant {
        Objects.requireNonNull(variant, "variant");
        Objects.requireNonNull(codec, "codec");
        if (!codec.variant().equals(variant.name())) {
            throw new IllegalArgumentException("the codec of " + codec.variant() + " cannot record " + variant.name());
        }
    }

    /** The variant's name, as records name it. */
    public String name() {
        return variant.name();
    }
}
