package org.jantaku.cli;

import java.io.Console;
import java.lang.reflect.Method;

/** Whether the process writes to a terminal (for progress bars, which a pipe or a file must not get). */
final class Terminal {
    private Terminal() {
    }

    /**
     * True when standard output is a terminal. From JDK 22 {@link System#console()} exists even when
     * output is redirected and {@code Console.isTerminal()} tells; on JDK 21 a console exists only
     * for a terminal.
     */
    static boolean isStdoutTerminal() {
        Console console = System.console();
        if (console == null) {
            return false;
        }
        try {
            Method isTerminal = Console.class.getMethod("isTerminal");
            return (Boolean) isTerminal.invoke(console);
        } catch (ReflectiveOperationException e) {
            return true; // JDK 21: a console means a terminal
        }
    }
}
