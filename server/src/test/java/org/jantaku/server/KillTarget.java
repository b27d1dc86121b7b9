package org.jantaku.server;

import java.time.Duration;
import java.util.Optional;
import org.jantaku.server.table.Timing;

/**
 * The server process the kill test starts and kills with SIGKILL: args DB-URL BOT-DELAY-MS
 * CLAIM-TIMEOUT-MS TURN-TIMEOUT-MS [NEXT-HAND-MS, default 0: no pause between hands]; prints its port.
 */
public final class KillTarget {
    private KillTarget() {
    }

    public static void main(String[] args) throws InterruptedException {
        Timing timing = new Timing(Duration.ofMillis(Long.parseLong(args[1])), Duration.ofMillis(Long.parseLong(args[2])),
                Duration.ofMillis(Long.parseLong(args[3])), Duration.ofMillis(args.length > 4 ? Long.parseLong(args[4]) : 0));
        JantakuServer server = JantakuServer.start(new ServerConfig(0, args[0], timing, Optional.empty()));
        System.out.println("port " + server.port());
        System.out.flush();
        Thread.sleep(Long.MAX_VALUE);
    }
}
