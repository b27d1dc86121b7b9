package org.jantaku.server.browser;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.stream.Stream;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.api.extension.ParameterContext;
import org.junit.jupiter.api.extension.ParameterResolver;
import org.openqa.selenium.WebDriverException;
import org.openqa.selenium.chrome.ChromeDriver;

/**
 * One headless browser for all the browser test classes of a test run (a browser takes seconds to start; the
 * classes ran one each): given to a {@code ChromeDriver} parameter, kept in the run's root store and quit when the
 * run ends. A class gets it on a page of its own server (a new port, so a new origin: its storage is not another
 * class's, and {@link Ui} clears it besides); a browser that died is started anew.
 */
final class SharedChrome implements ParameterResolver {
    private static final ExtensionContext.Namespace NAMESPACE = ExtensionContext.Namespace.create(SharedChrome.class);

    @Override
    public boolean supportsParameter(ParameterContext parameter, ExtensionContext context) {
        return parameter.getParameter().getType() == ChromeDriver.class;
    }

    @Override
    public Object resolveParameter(ParameterContext parameter, ExtensionContext context) {
        ExtensionContext.Store store = context.getRoot().getStore(NAMESPACE);
        Held held = store.getOrComputeIfAbsent(Held.class, k -> Held.start(), Held.class);
        if (!held.alive()) {
            store.remove(Held.class, Held.class).close();
            held = store.getOrComputeIfAbsent(Held.class, k -> Held.start(), Held.class);
        }
        return held.driver;
    }

    /** The browser and its profile folder, removed when the run ends. */
    private record Held(ChromeDriver driver, Path profile) implements ExtensionContext.Store.CloseableResource {
        static Held start() {
            try {
                Path profile = Files.createTempDirectory("jantaku-chrome");
                return new Held(Chrome.start(profile), profile);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }

        boolean alive() {
            try {
                driver.getWindowHandle();
                return true;
            } catch (WebDriverException e) {
                return false;
            }
        }

        @Override
        public void close() {
            try {
                driver.quit();
            } catch (WebDriverException e) {
                // already gone
            } finally {
                try (Stream<Path> files = Files.walk(profile)) {
                    files.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
                } catch (IOException | UncheckedIOException e) {
                    // a temporary folder left behind
                }
            }
        }
    }
}
