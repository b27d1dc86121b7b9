package org.jantaku.server.view;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.databind.SerializerProvider;
import com.fasterxml.jackson.databind.ser.std.StdSerializer;
import java.io.IOException;
import java.util.Optional;

/** An optional in the views' JSON: its value, or {@code null} when empty (the view and result protocols' rule). */
@SuppressWarnings("rawtypes")
public final class OptionalAsNull extends StdSerializer<Optional> {
    public OptionalAsNull() {
        super(Optional.class);
    }

    @Override
    public void serialize(Optional value, JsonGenerator gen, SerializerProvider provider) throws IOException {
        if (value.isPresent()) {
            provider.defaultSerializeValue(value.get(), gen);
        } else {
            gen.writeNull();
        }
    }
}
