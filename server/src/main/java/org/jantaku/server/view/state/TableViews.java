package org.jantaku.server.view.state;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.module.SimpleModule;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.jantaku.engine.view.VariantViews;
import org.jantaku.engine.view.state.SeatView;
import org.jantaku.server.view.OptionalAsNull;
import org.jantaku.server.view.Views;

/**
 * An engine's view of any variant as the table's view ({@link SeatView}, built by the variant's
 * {@link VariantViews}) and as its JSON, the {@code view} of a {@code state} message and of a replay step
 * (docs/protocol.md). An absent optional is {@code null}.
 */
public final class TableViews {
    /** The mapper of the view records: their explicit names, an optional as its value or null. */
    public static final ObjectMapper JSON = JsonMapper.builder().addModule(new SimpleModule("optionals")
            .addSerializer(new OptionalAsNull())).build();

    private TableViews() {
    }

    /** The table's view of an engine's view ({@code observe} or {@code observeAll}) of a variant this server plays. */
    public static SeatView of(Object observation) {
        return view(Views.ofObservation(observation), observation);
    }

    /** The JSON of {@link #of}. */
    public static ObjectNode json(Object observation) {
        return JSON.valueToTree(of(observation));
    }

    /** The JSON of the {@link Watched} view made of seat 0's and seat 1's engine views of one state. */
    public static ObjectNode watchedJson(Object fromSeat0, Object fromSeat1) {
        return JSON.valueToTree(Watched.of(of(fromSeat0), of(fromSeat1)));
    }

    private static <O> SeatView view(VariantViews<?, O> views, Object observation) {
        return views.view(views.observationType().cast(observation));
    }
}
