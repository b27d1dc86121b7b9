package org.jantaku.server.view.state;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.core.JsonProcessingException;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.jantaku.core.hand.MeldShape;
import org.jantaku.engine.view.state.Direction;
import org.jantaku.engine.view.state.ViewMeld;
import org.jantaku.engine.view.state.ViewTile;
import org.junit.jupiter.api.Test;

/**
 * A meld's {@code kind} on the wire is its shape's view key, written first, and the shape itself is not
 * written: the keys docs/protocol.md promises, the same for every variant.
 */
class ViewMeldJsonTest {
    private static final Map<MeldShape, String> PROMISED = Map.of(MeldShape.CHI, "chi", MeldShape.PUNG, "pon",
            MeldShape.EXPOSED_KONG, "open_kan", MeldShape.CONCEALED_KONG, "closed_kan", MeldShape.ADDED_KONG, "added_kan");

    @Test
    void aMeldWritesItsShapeAsTheKindFirst() throws JsonProcessingException {
        for (MeldShape shape : MeldShape.values()) {
            ViewMeld meld = new ViewMeld(shape, "name_" + shape.ordinal(), List.of(new ViewTile("1m", 0)), Optional.empty(),
                    Optional.empty(), Optional.of(Direction.LEFT));
            assertThat(TableViews.JSON.writeValueAsString(meld)).as("%s", shape).isEqualTo("{\"kind\":\"" + PROMISED.get(shape)
                    + "\",\"name\":\"name_" + shape.ordinal() + "\",\"tiles\":[{\"tile\":\"1m\",\"id\":0}],\"called\":null,"
                    + "\"added\":null,\"from\":\"left\"}");
        }
    }
}
