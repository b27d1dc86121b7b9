/**
 * Agents for every variant and what the simulator needs of a variant. {@link org.jantaku.bots.Bots}
 * lists the variants; each supplies a {@link org.jantaku.bots.VariantBots} (its agents by name —
 * {@code random}, {@code tsumogiri}, {@code efficiency} — and how its events read as outcomes).
 * The agents implement the engine's {@link org.jantaku.engine.agent.Agent}, the interface the table
 * server uses too.
 */
package org.jantaku.bots;
