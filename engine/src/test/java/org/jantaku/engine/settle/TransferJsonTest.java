package org.jantaku.engine.settle;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;
import org.jantaku.engine.table.Names;
import org.junit.jupiter.api.Test;

/** Settlement JSON's transfers and results, as every variant writes them; a refusal reported at its field. */
class TransferJsonTest {
    private enum Why implements Names.Named {
        HU, PENALTY;

        @Override
        public Names names() {
            return Names.of(name().toLowerCase(), "why " + ordinal(), "和了" + ordinal(), "胡" + ordinal());
        }
    }

    private record Paid(List<Transfer<Why>> transfers) implements Settled<Why> {
    }

    @Test
    void transfersThenWhatTheVariantAddsThenTheNetsAndTheHouseOnlyWhenItReceived() {
        Paid paid = new Paid(List.of(new Transfer<>(1, 0, 8, Why.HU), new Transfer<>(2, Transfer.TABLE, 3, Why.PENALTY)));
        ObjectNode out = JsonNodeFactory.instance.objectNode();
        TransferJson.transfers(out, paid.transfers(), Why::key, (t, o) -> o.put("extra", t.points() * 10));
        TransferJson.results(out, paid);
        assertThat(out.toString()).isEqualTo("{\"transfers\":[{\"from\":1,\"to\":0,\"points\":8,\"reason\":\"hu\",\"extra\":80},"
                + "{\"from\":2,\"to\":-1,\"points\":3,\"reason\":\"penalty\",\"extra\":30}],\"net\":[8,-8,-3,0],\"house\":3}");
        ObjectNode named = JsonNodeFactory.instance.objectNode();
        TransferJson.write(named, new Paid(List.of(new Transfer<>(1, 0, 8, Why.HU))));
        assertThat(named.toString()).isEqualTo("{\"transfers\":[{\"from\":1,\"to\":0,\"points\":8,\"reason\":\"hu\","
                + "\"name\":\"胡0 why 0\"}],\"net\":[8,-8,0,0]}");
    }

    @Test
    void aConstructorsRefusalIsAnErrorOnTheField() {
        assertThat(SettleFields.checked("wins[0]", () -> 7)).isEqualTo(7);
        assertThatThrownBy(() -> SettleFields.checked("wins[0].seat", () -> {
            throw new IllegalArgumentException("seats are 0-3, not 9");
        })).isInstanceOf(SettleException.class).hasMessage("field wins[0].seat: seats are 0-3, not 9")
                .extracting(e -> ((SettleException) e).field()).isEqualTo("wins[0].seat");
    }
}
