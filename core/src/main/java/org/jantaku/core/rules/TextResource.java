package org.jantaku.core.rules;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.Properties;

/**
 * Reads a label file: a UTF-8 {@code .properties} resource on the class path, its entries in file
 * order. A name defined twice is refused (the second would silently win otherwise).
 */
public final class TextResource {
    private TextResource() {
    }

    /** The entries of the resource at {@code path} (no leading slash), or empty when there is none. */
    public static Optional<Map<String, String>> read(String path) {
        InputStream in = TextResource.class.getClassLoader().getResourceAsStream(path);
        if (in == null) {
            return Optional.empty();
        }
        try (Reader reader = new InputStreamReader(in, StandardCharsets.UTF_8)) {
            return Optional.of(parse(path, reader));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + path, e);
        }
    }

    /** The entries of a {@code .properties} text, in order; {@code where} names it in errors. */
    public static Map<String, String> parse(String where, Reader reader) throws IOException {
        Map<String, String> entries = new LinkedHashMap<>();
        Properties checked = new Properties() {
            @Override
            public synchronized Object put(Object key, Object value) {
                if (entries.putIfAbsent((String) key, ((String) value).strip()) != null) {
                    throw new IllegalArgumentException(where + ": '" + key + "' is defined twice");
                }
                return super.put(key, value);
            }
        };
        checked.load(reader);
        return Collections.unmodifiableMap(entries);
    }
}
