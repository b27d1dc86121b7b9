package org.jantaku.engine.record;

import java.util.List;
import java.util.Optional;

/** The variants a reader knows, found by the name a record's header gives. */
public record VariantRegistry(List<RecordedVariant<?, ?, ?, ?>> variants) {
    public VariantRegistry {
        variants = List.copyOf(variants);
        if (variants.stream().map(RecordedVariant::name).distinct().count() != variants.size()) {
            throw new IllegalArgumentException("two variants share a name: " + names());
        }
    }

    public static VariantRegistry of(RecordedVariant<?, ?, ?, ?>... variants) {
        return new VariantRegistry(List.of(variants));
    }

    public Optional<RecordedVariant<?, ?, ?, ?>> find(String name) {
        return variants.stream().filter(v -> v.name().equals(name)).findFirst();
    }

    /** The known names, in registration order. */
    public List<String> names() {
        return variants.stream().map(RecordedVariant::name).toList();
    }
}
