/**
 * The table's view protocol: what a page is sent of the table ({@code state.view} on the table
 * socket, each replay step's {@code view}), as one record type per variant (Riichi, Guizhou 六盘水捉鸡,
 * Guangdong 鸡胡 / 推倒胡) with explicit snake_case names that do not follow the engines' field names
 * (docs/server.md, "The view"). Each is built from the engine's own view of one seat
 * ({@code Variant.observe}) or the all-open view ({@code observeAll}) and holds nothing that view does
 * not: a seat's hidden tiles never reach it. Golden JSON tests freeze the shapes.
 */
package org.jantaku.server.view.state;
