package org.jantaku.bots;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/** Every bot a variant offers has a name and a description in English, Japanese and Chinese. */
class AgentLabelsTest {
    private static Set<String> agents() {
        Set<String> out = new TreeSet<>();
        Bots.VARIANTS.forEach(v -> out.addAll(v.agentNames()));
        out.add("mjai"); // the label of every external mjai bot a server registers
        return out;
    }

    @Test
    void everyAgentOfEveryVariantIsLabelled() {
        assertThat(AgentLabels.problems(agents())).isEmpty();
        assertThat(AgentLabels.of("tsumogiri").name().ja()).isEqualTo("ツモ切り");
        assertThat(AgentLabels.of("efficiency").name().zh()).isEqualTo("牌效");
    }

    @Test
    void aMissingOrUnknownAgentIsAProblem() {
        assertThat(AgentLabels.problems(List.of("random", "defender"))).contains("agent defender: no ja name",
                "agent defender: no zh help");
        assertThat(AgentLabels.problems(List.of("random"))).anyMatch(p -> p.contains("'agent.tsumogiri.name.en' names no agent"));
        assertThat(AgentLabels.of("defender").name().en()).isEqualTo("defender");
    }
}
