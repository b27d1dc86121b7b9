package org.jantaku.server.view.state;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.module.SimpleModule;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.jantaku.guangdong.game.GuangdongObservation;
import org.jantaku.guizhou.game.GuizhouObservation;
import org.jantaku.riichi.game.RiichiObservation;
import org.jantaku.server.view.OptionalAsNull;

/**
 * An engine's view of any variant as the table's view ({@link SeatView}) and as its JSON, the
 * {@code view} of a {@code state} message and of a replay step (docs/server.md). An absent optional
 * is {@code null}.
 */
public final class TableViews {
    /** The mapper of the view records: their explicit names, an optional as its value or null. */
    public static final ObjectMapper JSON = JsonMapper.builder().addModule(new SimpleModule("optionals")
            .addSerializer(new OptionalAsNull())).build();

    private TableViews() {
    }

    /** The table's view of an engine's view ({@code observe} or {@code observeAll}) of a variant this server plays. */
    public static SeatView of(Object observation) {
        return switch (observation) {
            case RiichiObservation o -> RiichiViews.of(o);
            case GuizhouObservation o -> GuizhouViews.of(o);
            case GuangdongObservation o -> GuangdongViews.of(o);
            case null -> throw new IllegalArgumentException("no view to encode");
            default -> throw new IllegalArgumentException("no table view for " + observation.getClass().getName());
        };
    }

    /** The JSON of {@link #of}. */
    public static ObjectNode json(Object observation) {
        return JSON.valueToTree(of(observation));
    }

    /** The JSON of the {@link Watched} view made of seat 0's and seat 1's engine views of one state. */
    public static ObjectNode watchedJson(Object fromSeat0, Object fromSeat1) {
        return JSON.valueToTree(Watched.of(of(fromSeat0), of(fromSeat1)));
    }
}
