package org.jantaku.engine.agent;

import java.time.Duration;
import java.util.List;
import java.util.SplittableRandom;
import org.jantaku.engine.contract.Action;

/** Chooses uniformly among the legal actions, from its own seeded generator; works for every variant. */
public final class RandomAgent<A extends Action, O> implements Agent<A, O> {
    private final SplittableRandom random;

    public RandomAgent(long seed) {
        this.random = new SplittableRandom(seed);
    }

    @Override
    public A choose(O observation, List<A> legal, Duration timeLimit) {
        if (legal.isEmpty()) {
            throw new IllegalArgumentException("no legal action to choose from");
        }
        return legal.get(random.nextInt(legal.size()));
    }
}
