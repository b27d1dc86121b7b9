/**
 * The table server (docs/server.md): Javalin HTTP and WebSocket on one port, tables of any preset of
 * the bots' variants with people and bots, every action stored before it is shown, every message a
 * projection for one seat.
 */
package org.jantaku.server;
