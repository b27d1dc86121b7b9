package org.jantaku.engine.view.state;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.databind.SerializerProvider;
import com.fasterxml.jackson.databind.ser.std.StdSerializer;
import java.io.IOException;
import org.jantaku.core.tile.Wind;

/**
 * A wind (風) on the wire, by its {@link Wind#key() key}: {@code east}, {@code south}, {@code west},
 * {@code north}. A view's wind field names it: {@code @JsonSerialize(using = WindKey.class)}.
 */
public final class WindKey extends StdSerializer<Wind> {
    public WindKey() {
        super(Wind.class);
    }

    @Override
    public void serialize(Wind wind, JsonGenerator out, SerializerProvider provider) throws IOException {
        out.writeString(wind.key());
    }
}
