/**
 * The table's view protocol on the server's side: what a page is sent of the table ({@code state.view}
 * on the table socket, each replay step's {@code view}) as JSON ({@link org.jantaku.server.view.state.TableViews}).
 * The view records are the engine's ({@code org.jantaku.engine.view.state}) and each variant's own, built by
 * the variant's {@link org.jantaku.engine.view.VariantViews} from the engine's own view of one seat
 * ({@code Variant.observe}) or the all-open view ({@code observeAll}), holding nothing that view does not: a
 * seat's hidden tiles never reach it. They have explicit snake_case names that do not follow the engines'
 * field names (docs/protocol.md, "The view"); golden JSON tests freeze the shapes.
 */
package org.jantaku.server.view.state;
