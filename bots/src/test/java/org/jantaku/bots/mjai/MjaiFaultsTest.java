package org.jantaku.bots.mjai;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.List;
import org.jantaku.bots.sim.PlayerStats;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * A bot that sleeps past its time limit, one that crashes and one that answers nonsense each leave complete games
 * that replay exactly ({@link MjaiBotGameTest#play}); every fault is counted for the faulty bot alone and written
 * to the log with the bot's words.
 */
class MjaiFaultsTest {
    @BeforeAll
    static void python() {
        PythonBots.assumePython();
    }

    @Test
    void aBotThatSleepsPastItsTimeLimitIsPlayedForAndRestarted() {
        String slow = PythonBots.bot("--sleep 1.5 --sleep-every 40");
        var p = MjaiBotGameTest.play("tenhou", List.of(slow, PythonBots.BOT, PythonBots.BOT, PythonBots.BOT), 7, 1,
                BridgeOptions.DEFAULT.withTimeout(Duration.ofMillis(400)));
        long faults = faults(p, slow);
        assertThat(faults).isPositive();
        assertThat(faults(p, PythonBots.BOT)).isZero();
        assertThat(p.log()).hasSize((int) faults);
        assertThat(p.log().get(0)).contains("mjai bot of seat 0", "did not answer within 400 ms", "played ",
                "restarted");
    }

    @Test
    void aBotThatCrashesIsPlayedForAndRestartedWithTheHandSoFar() {
        String crashing = PythonBots.bot("--crash-after 30");
        var p = MjaiBotGameTest.play("tenhou", List.of(PythonBots.BOT, crashing, PythonBots.BOT, PythonBots.BOT), 11, 1);
        long faults = faults(p, crashing);
        assertThat(faults).as("it crashes every 30 requests").isGreaterThan(2);
        assertThat(faults(p, PythonBots.BOT)).isZero();
        assertThat(p.log()).hasSize((int) faults);
        assertThat(p.log().get(0)).contains("mjai bot of seat 1", "ended without answering (exit code 3)",
                "crashing after 30 requests, as asked");
    }

    @Test
    void aBotThatAnswersNonsenseIsPlayedForAndRestarted() {
        String nonsense = PythonBots.bot("--nonsense-every 25");
        var p = MjaiBotGameTest.play("tenhou", List.of(PythonBots.BOT, PythonBots.BOT, nonsense, PythonBots.BOT), 13, 1);
        long faults = faults(p, nonsense);
        assertThat(faults).isGreaterThan(2);
        assertThat(faults(p, PythonBots.BOT)).isZero();
        assertThat(p.log().get(0)).contains("mjai bot of seat 2", "answered what is not legal: not JSON",
                "its answer: this is not an mjai action", "answering nonsense, as asked");
    }

    @Test
    void aProgramThatIsNotThereIsRefusedWhenTheAgentIsNamed() {
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> org.jantaku.bots.sim.Simulator.of("tenhou",
                List.of("mjai:no-such-program-here --x", "random", "random", "random"), 1))
                .hasMessageContaining("the program 'no-such-program-here' is not found on the PATH");
    }

    private static long faults(MjaiBotGameTest.Played p, String agent) {
        PlayerStats s = p.outcome().stats().byAgent().get(agent);
        return s.botFaults();
    }
}
