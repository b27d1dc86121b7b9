/**
 * The result messages of the table protocol (docs/protocol.md, {@code hand_end} and {@code game_end}):
 * {@link org.jantaku.server.view.result.ResultViews} asks the step's variant
 * ({@link org.jantaku.engine.view.VariantViews}) for what a hand's end and a game's end show, built from the
 * engine's result events and the state before the step, never by computing a rule again, and
 * {@link org.jantaku.server.view.result.ResultJson} writes them. The result model
 * ({@code org.jantaku.engine.view.result}: the headline, each win with its hand, melds, winning tile and
 * yaku / fan / pattern list, the payment table, the standings) is the engine's; each variant's hand view
 * (its round and tiles of note: dora and ura indicators, chickens 鸡, horses 买马) is in its own module. Every
 * component has an explicit snake_case JSON name, so no client depends on a Java name; the golden tests
 * freeze them.
 */
package org.jantaku.server.view.result;
