/**
 * The typed result views of the table protocol (docs/server.md, {@code hand_end} and
 * {@code game_end}): what a hand's end and a game's end show, built per variant from the engine's
 * result events and the state before the step that ended the hand, never by computing a rule again.
 *
 * <p>A {@link org.jantaku.server.view.result.HandResultView} is sealed over the three rule families
 * (Riichi, Guizhou 捉鸡, Guangdong 鸡胡 / 推倒胡) and holds the headline ({@link
 * org.jantaku.server.view.result.Outcome}: who won from whom, or the kind of draw), each win with its
 * hand, melds, winning tile and yaku / fan / pattern list, the variant's tiles of note (dora and ura
 * indicators, chickens 鸡, horses 买马) and a {@link org.jantaku.server.view.result.PaymentTable}. A
 * {@link org.jantaku.server.view.result.GameResultView} holds the places and final scores. Every
 * component has an explicit snake_case JSON name ({@link org.jantaku.server.view.result.ResultJson}),
 * so no client depends on a Java name; the golden tests freeze them.
 */
package org.jantaku.server.view.result;
