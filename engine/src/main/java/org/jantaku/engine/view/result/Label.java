package org.jantaku.engine.view.result;

import com.fasterxml.jackson.annotation.JsonProperty;
import java.util.Objects;
import java.util.Optional;
import org.jantaku.core.rules.Localized;
import org.jantaku.engine.table.Names;

/**
 * A name shown on a result screen: a stable {@code key} ({@code group.name}, such as
 * {@code yaku.riichi}, {@code reason.honba}, {@code way.ron}) and, where the thing is a variant's term
 * ({@link Names}: a yaku, a meld, a pattern …), its names in English, Japanese and Chinese. Without names
 * the page translates the key ({@code js/strings/results.js}, {@code res.KEY}).
 *
 * @param key the group and the engine's stable key
 * @param names the engine's names, when it has them
 */
public record Label(@JsonProperty("key") String key, @JsonProperty("names") Optional<Localized> names) {
    public Label {
        Objects.requireNonNull(key, "key");
        Objects.requireNonNull(names, "names");
        if (!key.matches("[a-z]+\\.[A-Za-z0-9_]+")) {
            throw new IllegalArgumentException("a label key is group.name, not '" + key + "'");
        }
    }

    /** A key the page translates. */
    public static Label key(String group, String name) {
        return new Label(group + "." + name, Optional.empty());
    }

    /** A variant's term in {@code group} ({@code way}, {@code meld}, {@code reason} …), by its key, with its names. */
    public static Label of(String group, Names term) {
        return new Label(group + "." + term.key(), Optional.of(term.text()));
    }

    /** A variant's named term in {@code group}, by its key, with its names. */
    public static Label of(String group, Names.Named term) {
        return of(group, term.names());
    }
}
