package org.jantaku.engine.contract;

/**
 * A seat's choice (打牌, ポン, 立直, 胡 …). Each variant declares its actions as a sealed interface of
 * records extending this one, so its own code switches over them exhaustively; the engine treats
 * them as opaque values. Actions are not events (mjx's {@code ActionType} vs {@code EventType}).
 */
public interface Action {
}
