package org.jantaku.server.view.result;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Every word the result screen needs for the golden result views of every variant ({@code golden/results/*.json}) is
 * worded in each language, by the pages' common words or by the variant's own: each label sent without the engine's
 * names ({@code res.KEY}), each caption's key and the keys among its arguments, and the words {@code js/results.js}
 * draws when a view has a field (chickens, 查叫, the ready terms, uma). A variant's result
 * key that nobody words fails here, naming the variant and the key.
 */
class ResultWordsTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Path GOLDEN = Path.of("src", "test", "resources", "golden", "results");
    /** The words results.js draws when a view's field is there (and not empty). */
    private static final Map<String, List<String>> BY_FIELD = Map.of(
            "chickens", List.of("res.chickens", "res.flip", "res.units", "res.chongfengji", "res.zerenji"),
            "chajiao", List.of("res.chajiao", "res.wait", "res.pattern", "res.value", "res.player"),
            "uma", List.of("res.uma"));

    @Test
    void everyGoldenResultIsWordedInEachLanguage() throws IOException {
        List<Path> files;
        try (Stream<Path> s = Files.list(GOLDEN)) {
            files = s.filter(p -> p.toString().endsWith(".json")).sorted().toList();
        }
        assertThat(files).as("the golden result views").isNotEmpty();
        Set<String> variants = new TreeSet<>();
        for (Path f : files) {
            for (JsonNode message : JSON.readTree(f.toFile())) {
                JsonNode result = message.path("result");
                String variant = result.path("variant").asText();
                assertThat(variant).as(f.toString()).isNotEmpty();
                variants.add(variant);
                List<String> keys = new ArrayList<>();
                collect(result, keys);
                BY_FIELD.forEach((field, words) -> {
                    JsonNode v = result.path(field);
                    if (!v.isMissingNode() && !v.isNull() && !(v.isArray() && v.isEmpty())) {
                        keys.addAll(words);
                    }
                });
                String terms = result.path("ready_terms").asText("");
                if (!terms.isEmpty()) {
                    for (String k : List.of("res.ready.", "res.ready.none.", "res.ready.all.", "res.ready.yes.", "res.ready.no.")) {
                        keys.add(k + terms);
                    }
                }
                ResultLabelsTest.assertWorded(variant, keys);
            }
        }
        assertThat(variants).as("every variant with golden results").contains("riichi", "guizhou", "guangdong");
    }

    /** The keys a view's labels (without names) and captions (and their key arguments) need. */
    private static void collect(JsonNode node, List<String> out) {
        if (node.isArray()) {
            node.forEach(n -> collect(n, out));
        } else if (node.isObject()) {
            JsonNode key = node.get("key");
            if (key != null && key.isTextual() && node.has("names") && node.get("names").isNull()) {
                out.add("res." + key.asText());
            } else if (key != null && key.isTextual() && node.has("args")) {
                out.add(key.asText());
                for (Iterator<JsonNode> it = node.get("args").elements(); it.hasNext();) {
                    JsonNode a = it.next();
                    if (a.isTextual() && a.asText().startsWith("res.")) {
                        out.add(a.asText());
                    }
                }
            }
            node.elements().forEachRemaining(n -> collect(n, out));
        }
    }
}
