package org.jantaku.riichi.sample;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.jantaku.core.hand.AddedKan;
import org.jantaku.core.hand.Chi;
import org.jantaku.core.hand.ClosedKan;
import org.jantaku.core.hand.From;
import org.jantaku.core.hand.Hand;
import org.jantaku.core.hand.Meld;
import org.jantaku.core.hand.OpenKan;
import org.jantaku.core.hand.Pon;
import org.jantaku.core.tile.Tile;
import org.jantaku.core.tile.Wind;
import org.jantaku.riichi.scoring.WinRequest;
import org.jantaku.riichi.scoring.WinSituation;

/**
 * Seeded random complete Riichi hands with a plausible situation, for benchmarks and tests: a pair
 * and four sets (each set a concealed run or triplet, or with some chance a chi, pon or kan), now
 * and then seven pairs; self-draw or ron, riichi for closed hands, random winds, one to three dora
 * indicators, honba and sticks. Every physical tile is used at most once.
 */
public final class RandomWins {
    private final SplittableRandom rnd;

    public RandomWins(long seed) {
        this.rnd = new SplittableRandom(seed);
    }

    /** The next random winning hand. */
    public WinRequest next() {
        while (true) {
            WinRequest r = attempt();
            if (r != null) {
                return r;
            }
        }
    }

    /** {@code n} random winning hands. */
    public List<WinRequest> next(int n) {
        List<WinRequest> out = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            out.add(next());
        }
        return out;
    }

    private WinRequest attempt() {
        boolean[] used = new boolean[136];
        List<Tile> concealed = new ArrayList<>();
        List<Meld> melds = new ArrayList<>();
        if (rnd.nextInt(20) == 0) {
            if (!sevenPairs(used, concealed)) {
                return null;
            }
        } else {
            int pair = rnd.nextInt(34);
            if (!take(used, pair, 2, concealed)) {
                return null;
            }
            for (int s = 0; s < 4; s++) {
                if (!set(used, concealed, melds)) {
                    return null;
                }
            }
        }
        Tile win = concealed.get(rnd.nextInt(concealed.size()));
        Hand hand = new Hand(concealed, melds);
        boolean closed = hand.isClosed();
        boolean tsumo = rnd.nextBoolean();
        boolean riichi = closed && rnd.nextInt(3) > 0;
        boolean ippatsu = riichi && rnd.nextInt(6) == 0;
        boolean kan = melds.stream().anyMatch(Meld::isKong);
        boolean rinshan = tsumo && kan && rnd.nextInt(8) == 0;
        boolean haitei = tsumo && !rinshan && rnd.nextInt(30) == 0;
        boolean houtei = !tsumo && rnd.nextInt(30) == 0;
        Wind seat = Wind.values()[rnd.nextInt(4)];
        Wind round = Wind.values()[rnd.nextInt(2)];
        WinSituation s = new WinSituation(tsumo, riichi, false, false, ippatsu, rinshan, false, haitei, houtei, false,
                false, false, false, round, seat);
        List<Tile> dora = new ArrayList<>();
        List<Tile> ura = new ArrayList<>();
        int indicators = 1 + (kan ? 1 : 0) + (rnd.nextInt(10) == 0 ? 1 : 0);
        for (int i = 0; i < indicators; i++) {
            dora.add(free(used));
            if (riichi) {
                ura.add(free(used));
            }
        }
        return new WinRequest(hand, win, s, dora, ura, rnd.nextInt(4) == 0 ? rnd.nextInt(3) : 0,
                rnd.nextInt(5) == 0 ? rnd.nextInt(3) : 0);
    }

    private boolean sevenPairs(boolean[] used, List<Tile> concealed) {
        boolean[] kinds = new boolean[34];
        for (int p = 0; p < 7; p++) {
            int k = rnd.nextInt(34);
            if (kinds[k] || !take(used, k, 2, concealed)) {
                return false;
            }
            kinds[k] = true;
        }
        return true;
    }

    private boolean set(boolean[] used, List<Tile> concealed, List<Meld> melds) {
        int roll = rnd.nextInt(100);
        boolean run = rnd.nextInt(3) > 0;
        int kind;
        if (run) {
            int suit = rnd.nextInt(3);
            kind = suit * 9 + rnd.nextInt(7);
        } else {
            kind = rnd.nextInt(34);
        }
        if (run) {
            List<Tile> tiles = new ArrayList<>();
            for (int i = 0; i < 3; i++) {
                if (!take(used, kind + i, 1, tiles)) {
                    return false;
                }
            }
            if (roll < 15) {
                melds.add(new Chi(tiles, tiles.get(rnd.nextInt(3))));
            } else {
                concealed.addAll(tiles);
            }
            return true;
        }
        if (roll < 6) {
            List<Tile> tiles = new ArrayList<>();
            if (!take(used, kind, 4, tiles)) {
                return false;
            }
            melds.add(switch (rnd.nextInt(3)) {
                case 0 -> new ClosedKan(tiles);
                case 1 -> new OpenKan(tiles, tiles.get(0), From.ofSeatOffset(1 + rnd.nextInt(3)));
                default -> new AddedKan(tiles, tiles.get(0), From.ofSeatOffset(1 + rnd.nextInt(3)), tiles.get(3));
            });
            return true;
        }
        List<Tile> tiles = new ArrayList<>();
        if (!take(used, kind, 3, tiles)) {
            return false;
        }
        if (roll < 20) {
            melds.add(new Pon(tiles, tiles.get(0), From.ofSeatOffset(1 + rnd.nextInt(3))));
        } else {
            concealed.addAll(tiles);
        }
        return true;
    }

    /** Takes {@code n} unused copies of a kind (in random order), or returns false. */
    private boolean take(boolean[] used, int kind, int n, List<Tile> out) {
        int free = 0;
        for (int c = 0; c < 4; c++) {
            free += used[kind * 4 + c] ? 0 : 1;
        }
        if (free < n) {
            return false;
        }
        int start = rnd.nextInt(4);
        for (int i = 0; i < 4 && n > 0; i++) {
            int id = kind * 4 + (start + i) % 4;
            if (!used[id]) {
                used[id] = true;
                out.add(Tile.of(id));
                n--;
            }
        }
        return true;
    }

    private Tile free(boolean[] used) {
        while (true) {
            int id = rnd.nextInt(136);
            if (!used[id]) {
                used[id] = true;
                return Tile.of(id);
            }
        }
    }
}
