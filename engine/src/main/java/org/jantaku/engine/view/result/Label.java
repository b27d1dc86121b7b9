package org.jantaku.engine.view.result;

import com.fasterxml.jackson.annotation.JsonProperty;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Function;
import org.jantaku.core.tile.Lang;

/**
 * A name shown on a result screen: a stable {@code key} ({@code group.name}, such as
 * {@code yaku.riichi}, {@code reason.honba}, {@code way.ron}) and, where the engine names the thing
 * itself ({@code displayName(Lang)}), its names in English, Japanese and Chinese. Without names the
 * page translates the key ({@code js/strings/results.js}, {@code res.KEY}).
 *
 * @param key the group and the engine's stable key
 * @param names the engine's names, when it has them
 */
public record Label(@JsonProperty("key") String key, @JsonProperty("names") Optional<Names> names) {
    public Label {
        Objects.requireNonNull(key, "key");
        Objects.requireNonNull(names, "names");
        if (!key.matches("[a-z]+\\.[A-Za-z0-9_]+")) {
            throw new IllegalArgumentException("a label key is group.name, not '" + key + "'");
        }
    }

    /** A name in the three languages. */
    public record Names(@JsonProperty("en") String en, @JsonProperty("ja") String ja, @JsonProperty("zh") String zh) {
        public Names {
            Objects.requireNonNull(en, "en");
            Objects.requireNonNull(ja, "ja");
            Objects.requireNonNull(zh, "zh");
        }
    }

    /** A key the page translates. */
    public static Label key(String group, String name) {
        return new Label(group + "." + name, Optional.empty());
    }

    /** A key with the engine's names ({@code displayName(Lang)}). */
    public static Label named(String group, String name, Function<Lang, String> displayName) {
        return new Label(group + "." + name,
                Optional.of(new Names(displayName.apply(Lang.EN), displayName.apply(Lang.JA), displayName.apply(Lang.ZH))));
    }
}
