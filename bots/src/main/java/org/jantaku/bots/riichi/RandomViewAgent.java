package org.jantaku.bots.riichi;

import java.util.List;
import java.util.SplittableRandom;
import org.jantaku.riichi.game.RiichiAction;
import org.jantaku.riichi.game.RiichiView;

/**
 * Riichi's {@code random} agent: uniform over the legal actions from its own seeded generator, the
 * same choices as the engine's {@link org.jantaku.engine.agent.RandomAgent} for the same seed, and
 * without reading the view (so the simulator builds none for it).
 */
final class RandomViewAgent implements ViewAgent {
    private final SplittableRandom random;

    RandomViewAgent(long seed) {
        this.random = new SplittableRandom(seed);
    }

    @Override
    public RiichiAction choose(RiichiView view, List<RiichiAction> legal) {
        return legal.get(random.nextInt(legal.size()));
    }
}
