package org.jantaku.bots.sim;

import java.util.List;

/**
 * Counts one game's outcomes into the counters of its four seats and of the agents sitting there
 * (each outcome goes to both).
 */
final class GameTally implements Tally {
    private final Counter[] seats;
    private final Counter[] agents;

    /**
     * @param seats the counters of seats 0-3
     * @param agents the counters of the agents in seats 0-3 this game
     */
    GameTally(Counter[] seats, Counter[] agents) {
        this.seats = seats;
        this.agents = agents;
    }

    @Override
    public void handStarted() {
        for (int s = 0; s < seats.length; s++) {
            seats[s].hands++;
            agents[s].hands++;
        }
    }

    @Override
    public void won(int winner, int from, int value, List<String> patterns) {
        for (Counter c : List.of(seats[winner], agents[winner])) {
            c.wins++;
            c.valueSum += value;
            if (from == winner) {
                c.selfDraws++;
            }
            for (int i = 0; i < patterns.size(); i++) {
                if (patterns.indexOf(patterns.get(i)) == i) { // once per win
                    c.pattern(patterns.get(i));
                }
            }
        }
        if (from != winner) {
            seats[from].dealIns++;
            agents[from].dealIns++;
        }
    }

    @Override
    public void drawn() {
        for (int s = 0; s < seats.length; s++) {
            seats[s].draws++;
            agents[s].draws++;
        }
    }

    @Override
    public void gameEnded(List<Integer> scores, List<Integer> ranks) {
        for (int s = 0; s < seats.length; s++) {
            for (Counter c : new Counter[] {seats[s], agents[s]}) {
                c.games++;
                c.ranks[ranks.get(s) - 1]++;
                c.scoreSum += scores.get(s);
            }
        }
    }

    @Override
    public void botFaults(int seat, long faults) {
        seats[seat].botFaults += faults;
        agents[seat].botFaults += faults;
    }
}
