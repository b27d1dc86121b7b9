package org.jantaku.riichi.game;

import java.util.concurrent.ConcurrentHashMap;
import org.jantaku.core.rules.RuleSet;
import org.jantaku.riichi.rules.RiichiRules;
import org.jantaku.riichi.scoring.RiichiScorer;
import org.jantaku.riichi.wall.DeadWall;

/**
 * The option values the engine reads on every step, read from a {@link RuleSet} once, and the
 * scorer of that rule set. {@link #of} finds them by the rule set's identity in a few nanoseconds
 * (a rule set's own {@code hashCode} walks all its values). {@code players} 4 or 3 (三人麻雀);
 * {@code nuki} 北抜き is played (three players and {@code riichi.nukiDora}).
 */
record GameRules(RuleSet rules, RiichiScorer scorer, DeadWall.Mode deadWallMode, boolean kanUraDora, boolean kanDora,
        int maxKans, String kuikae, int riichiMinPoints, int riichiMinLiveTiles, boolean furitenRiichi,
        String abortiveKyuushu, boolean abortiveSuufonRenda, boolean abortiveSuukaikan, boolean ippatsu,
        boolean renhou, int players, boolean nuki, boolean nukiRinshan, boolean nukiRon) {

    /** Rule sets seen, by value; consulted when the identity cache misses. */
    private static final ConcurrentHashMap<RuleSet, GameRules> BY_VALUE = new ConcurrentHashMap<>();
    /** The most recently used entries, compared by identity (replaced whole, never changed). */
    private static volatile GameRules[] recent = new GameRules[0];
    private static final int RECENT_MAX = 8;
    private static final int BY_VALUE_MAX = 256;

    /** The values of a Riichi rule set. */
    static GameRules of(RuleSet rules) {
        GameRules[] r = recent;
        for (GameRules g : r) {
            if (g.rules == rules) {
                return g;
            }
        }
        if (BY_VALUE.size() >= BY_VALUE_MAX) {
            BY_VALUE.clear(); // many different rule sets: start again rather than keep them all
        }
        GameRules g = BY_VALUE.computeIfAbsent(rules, GameRules::read);
        GameRules[] next = new GameRules[Math.min(r.length + 1, RECENT_MAX)];
        next[0] = new GameRules(rules, g.scorer, g.deadWallMode, g.kanUraDora, g.kanDora, g.maxKans, g.kuikae,
                g.riichiMinPoints, g.riichiMinLiveTiles, g.furitenRiichi, g.abortiveKyuushu, g.abortiveSuufonRenda,
                g.abortiveSuukaikan, g.ippatsu, g.renhou, g.players, g.nuki, g.nukiRinshan, g.nukiRon);
        System.arraycopy(r, 0, next, 1, next.length - 1);
        recent = next;
        return next[0];
    }

    private static GameRules read(RuleSet rules) {
        return new GameRules(rules, new RiichiScorer(rules),
                rules.get(RiichiRules.DEAD_WALL_MODE).equals("stackPairs") ? DeadWall.Mode.STACK_PAIRS : DeadWall.Mode.STANDARD_14,
                rules.get(RiichiRules.KAN_URA_DORA), rules.get(RiichiRules.KAN_DORA), rules.get(RiichiRules.MAX_KANS),
                rules.get(RiichiRules.KUIKAE), rules.get(RiichiRules.RIICHI_MIN_POINTS),
                rules.get(RiichiRules.RIICHI_MIN_LIVE_TILES), rules.get(RiichiRules.FURITEN_RIICHI),
                rules.get(RiichiRules.ABORTIVE_KYUUSHU), rules.get(RiichiRules.ABORTIVE_SUUFON_RENDA),
                rules.get(RiichiRules.ABORTIVE_SUUKAIKAN), rules.get(RiichiRules.IPPATSU),
                !"none".equals(rules.get(RiichiRules.RENHOU)), rules.get(RiichiRules.PLAYERS),
                rules.get(RiichiRules.PLAYERS) == 3 && rules.get(RiichiRules.NUKI_DORA),
                rules.get(RiichiRules.NUKI_RINSHAN), rules.get(RiichiRules.NUKI_RON));
    }
}
