package org.jantaku.riichi.tenhou;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/**
 * Replays every shared log (games and edge cases) and checks the decoded melds against the play:
 * chi, pon and open kan take the tile just discarded by their source seat; an added kan adds a held
 * tile to an earlier pon of the caller; a closed kan uses four held tiles; every win's hand and melds
 * match the replayed hand. See {@link Replay}.
 */
class CallConsistencyTest {

    @Test
    void everyCallAndWinIsConsistentWithThePlay() {
        Replay total = null;
        int chis = 0;
        int pons = 0;
        int openKans = 0;
        int closedKans = 0;
        int addedKans = 0;
        int wins = 0;
        int chankans = 0;
        for (Path p : MjlogFiles.all()) {
            Replay r = new Replay(p.getFileName().toString());
            r.run(MjlogFiles.read(p));
            chis += r.chis;
            pons += r.pons;
            openKans += r.openKans;
            closedKans += r.closedKans;
            addedKans += r.addedKans;
            wins += r.wins;
            chankans += r.chankans;
            total = r;
        }
        assertThat(total).isNotNull();
        // Every kind of meld was met, so every branch of the decoder was checked against play.
        assertThat(chis).isPositive();
        assertThat(pons).isPositive();
        assertThat(openKans).isPositive();
        assertThat(closedKans).isPositive();
        assertThat(addedKans).isPositive();
        assertThat(chankans).isPositive();
        assertThat(wins).isEqualTo(621);
    }
}
