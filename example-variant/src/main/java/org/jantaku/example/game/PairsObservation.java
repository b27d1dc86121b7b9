package org.jantaku.example.game;

import org.jantaku.engine.table.Meld;
import org.jantaku.engine.table.TableObservation;

/** What one seat may know of a game of pairs 七对 (or, with no seat, the all-open view): the table's observation. */
public record PairsObservation(TableObservation<Meld> table) {
}
