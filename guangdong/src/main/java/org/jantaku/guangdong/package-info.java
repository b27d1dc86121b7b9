/**
 * 广东麻将 (Guangdong mahjong) on the engine: 鸡胡 (鸡平胡, preset {@code guangdong-jihu}) and 推倒胡
 * with the dealer's 买马 (preset {@code guangdong-tuidaohu}), after seed 003 and
 * {@code shared/spec/guangdong.md}.
 *
 * <ul>
 *   <li>{@code rules}: the {@code gd.*} options ({@code GuangdongRules}) and the two presets.</li>
 *   <li>{@code settlement}: the pure settlement of a hand's end ({@code HandEnd} in, transfers with
 *       reasons out, summing to zero): fan evaluation of 鸡胡 and 推倒胡, payments, 包, kongs, horses.</li>
 *   <li>{@code settle}: the table-side settler of {@code jantaku settle} (JSON lines, {@code docs/guangdong.md}).</li>
 *   <li>{@code game}: the game ({@code GuangdongGame implements Variant}); {@code record}: its record codec.</li>
 * </ul>
 *
 * <p>Tiles: the 136-tile set, no flowers. Seats 0-3 in turn order; 下家 = seat + 1.
 */
package org.jantaku.guangdong;
