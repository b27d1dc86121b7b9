package org.jantaku.core.analysis;

/**
 * A slow, obviously correct shanten, written apart from the fast one: shanten is one less than
 * the fewest tiles that must be added to the concealed tiles to contain some complete hand, found
 * by listing the complete hands themselves (a pair plus 4 − melds sets in non-decreasing order,
 * never more than four copies of a kind), with branch and bound on the cost so far.
 */
final class ReferenceShanten {
    private final int[] hand;
    private final int kinds;
    private final int[] target = new int[34];
    private int best;

    private ReferenceShanten(int[] hand, int kinds) {
        this.hand = hand;
        this.kinds = kinds;
    }

    /** Least shanten over the forms that apply (seven pairs and thirteen orphans only without melds). */
    static int shanten(int[] hand, int melds, boolean honors) {
        int s = standard(hand, melds, honors);
        if (melds == 0) {
            s = Math.min(s, sevenPairs(hand, honors));
            if (honors) {
                s = Math.min(s, thirteenOrphans(hand));
            }
        }
        return s;
    }

    static int standard(int[] hand, int melds, boolean honors) {
        ReferenceShanten r = new ReferenceShanten(hand, honors ? 34 : 27);
        r.best = Integer.MAX_VALUE;
        for (int pair = 0; pair < r.kinds; pair++) {
            r.target[pair] += 2;
            r.sets(4 - melds, 0, r.cost());
            r.target[pair] -= 2;
        }
        return r.best - 1;
    }

    /** Blocks 0-33 are triplets of kind b; 34-54 are runs, 7 per numbered suit. */
    private void sets(int left, int fromBlock, int cost) {
        if (cost >= best) {
            return;
        }
        if (left == 0) {
            best = cost;
            return;
        }
        for (int b = fromBlock; b < 55; b++) {
            int[] tiles = tiles(b);
            if (tiles == null) {
                continue;
            }
            boolean fits = true;
            for (int t : tiles) {
                target[t]++;
                fits &= target[t] <= 4;
            }
            if (fits) {
                sets(left - 1, b, cost());
            }
            for (int t : tiles) {
                target[t]--;
            }
        }
    }

    private int[] tiles(int block) {
        if (block < 34) {
            return block < kinds ? new int[] {block, block, block} : null;
        }
        int run = block - 34;
        int first = (run / 7) * 9 + run % 7;
        return new int[] {first, first + 1, first + 2};
    }

    private int cost() {
        int c = 0;
        for (int k = 0; k < 34; k++) {
            c += Math.max(0, target[k] - hand[k]);
        }
        return c;
    }

    /** Over every choice of seven different kinds: tiles to add so that each is held twice. */
    static int sevenPairs(int[] hand, boolean honors) {
        int kinds = honors ? 34 : 27;
        int[] need = new int[kinds];
        for (int k = 0; k < kinds; k++) {
            need[k] = Math.max(0, 2 - hand[k]);
        }
        java.util.Arrays.sort(need);
        int sum = 0;
        for (int i = 0; i < 7; i++) {
            sum += need[i];
        }
        return sum - 1;
    }

    /** Over every terminal or honour as the pair: tiles to add for one of each and that one twice. */
    static int thirteenOrphans(int[] hand) {
        int[] yaochu = {0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33};
        int best = Integer.MAX_VALUE;
        for (int pair : yaochu) {
            int cost = 0;
            for (int k : yaochu) {
                cost += Math.max(0, (k == pair ? 2 : 1) - hand[k]);
            }
            best = Math.min(best, cost);
        }
        return best - 1;
    }
}
