package org.jantaku.core.rules;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.Collections;
import java.util.EnumMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.jantaku.core.tile.Lang;

/**
 * What people read about a catalog's options and presets, in English, Japanese and Chinese: per
 * option a short label, a one-line help, its group, and a label for each choice or subset value; the
 * groups' names in display order; per preset a title and a summary.
 *
 * <p>A variant keeps them next to its catalog, in the UTF-8 {@code .properties} resource
 * {@code org/jantaku/<catalog name>/rules/rule-labels.properties} (found by {@link #forCatalog}),
 * which may {@code include} further files by resource path (a choice value may not be called
 * {@code label} or {@code help}). Its lines:
 * <pre>
 * name.zh = 日本麻将                            the rule family's name (.en, .ja, .zh)
 * groups = game, yaku, …                      the groups, in display order
 * include = org/jantaku/riichi/penalty/penalty-labels.properties
 * group.yaku.en = Yaku                        a group's name (.en, .ja, .zh)
 * riichi.kuitan.group = yaku                  an option's group
 * riichi.kuitan.label.ja = 喰いタン             its label (.en, .ja, .zh)
 * riichi.kuitan.help.zh = 副露后断幺九仍然成立。  its help line
 * riichi.gameLength.value.tonpuu.ja = 東風戦    a value's label
 * preset.tenhou.title.en = Tenhou ranked      a preset's title and summary
 * preset.tenhou.summary.en = …
 * </pre>
 * {@link #problems} lists what is missing or names nothing (the variants' tests require none); the
 * accessors fall back to the English text, then to the key, the doc line or the preset's own text.
 */
public final class RuleLabels {
    private static final Pattern NAME = Pattern.compile("name\\.([a-z]{2})");
    private static final Pattern GROUP = Pattern.compile("group\\.([A-Za-z0-9-]+)\\.([a-z]{2})");
    private static final Pattern PRESET = Pattern.compile("preset\\.([A-Za-z0-9-]+)\\.(title|summary)\\.([a-z]{2})");
    private static final Pattern OPTION_GROUP = Pattern.compile("(.+)\\.group");
    private static final Pattern OPTION_TEXT = Pattern.compile("(.+)\\.(label|help)\\.([a-z]{2})");
    private static final Pattern VALUE = Pattern.compile("(.+)\\.value\\.([^.]+)\\.([a-z]{2})");
    private static final Pattern LATIN = Pattern.compile("[A-Za-z]{2}");

    /** The group of an option the labels do not place. */
    public static final Group OTHER = new Group("other", new Localized("Other options", "その他の設定", "其他选项"));

    private static final Map<String, RuleLabels> BY_CATALOG = new ConcurrentHashMap<>();

    /** A group of options, as the lobby's form shows it. */
    public record Group(String id, Localized name) {
    }

    /**
     * What people read about one option.
     *
     * @param group the id of its group
     * @param label a few words
     * @param help one line
     * @param values a label per choice or subset value (empty for other types)
     */
    public record OptionLabel(String group, Localized label, Localized help, Map<String, Localized> values) {
        public OptionLabel {
            values = Collections.unmodifiableMap(new LinkedHashMap<>(values));
        }
    }

    /** A preset's title and one-line summary. */
    public record PresetLabel(Localized title, Localized summary) {
    }

    /** One option's entries as read. */
    private static final class Entry {
        String group = ""; // none yet
        final Map<Lang, String> label = new EnumMap<>(Lang.class);
        final Map<Lang, String> help = new EnumMap<>(Lang.class);
        final Map<String, Map<Lang, String>> values = new LinkedHashMap<>();
    }

    private final String source;
    private final Map<Lang, String> name = new EnumMap<>(Lang.class);
    private final List<String> groupOrder = new ArrayList<>();
    private final Map<String, Map<Lang, String>> groups = new LinkedHashMap<>();
    private final Map<String, Entry> options = new LinkedHashMap<>();
    private final Map<String, Map<String, Map<Lang, String>>> presets = new LinkedHashMap<>();
    private final List<String> unread = new ArrayList<>();

    private RuleLabels(String source) {
        this.source = source;
    }

    /** The resource a catalog's labels are read from. */
    public static String resourceOf(RuleCatalog catalog) {
        return "org/jantaku/" + catalog.name() + "/rules/rule-labels.properties";
    }

    /** The labels of a catalog ({@link #resourceOf}), read once; none (every accessor falls back) when it has no file. */
    public static RuleLabels forCatalog(RuleCatalog catalog) {
        return BY_CATALOG.computeIfAbsent(catalog.name(), n -> {
            String path = resourceOf(catalog);
            return TextResource.read(path).map(entries -> read(path, entries)).orElseGet(() -> new RuleLabels(path));
        });
    }

    /**
     * Labels from the entries of a file ({@code where} names it), with the files it includes.
     *
     * @throws IllegalArgumentException when an included file is missing or a name is defined twice
     */
    public static RuleLabels read(String where, Map<String, String> entries) {
        RuleLabels labels = new RuleLabels(where);
        labels.add(where, entries);
        return labels;
    }

    private void add(String where, Map<String, String> entries) {
        for (Map.Entry<String, String> e : entries.entrySet()) {
            String name = e.getKey();
            String text = e.getValue();
            if (name.equals("include")) {
                for (String path : list(text)) {
                    add(path, TextResource.read(path).orElseThrow(() -> new IllegalArgumentException(
                            where + " includes " + path + ", which is not on the class path")));
                }
            } else if (name.equals("groups")) {
                groupOrder.addAll(list(text));
            } else if (!addEntry(name, text)) {
                unread.add(where + ": '" + name + "' is not a label line");
            }
        }
    }

    private boolean addEntry(String name, String text) {
        Matcher m;
        if ((m = NAME.matcher(name)).matches()) {
            return put(this.name, m.group(1), text);
        }
        if ((m = GROUP.matcher(name)).matches()) {
            return put(groups.computeIfAbsent(m.group(1), g -> new EnumMap<>(Lang.class)), m.group(2), text);
        }
        if ((m = PRESET.matcher(name)).matches()) {
            return put(presets.computeIfAbsent(m.group(1), p -> new LinkedHashMap<>())
                    .computeIfAbsent(m.group(2), p -> new EnumMap<>(Lang.class)), m.group(3), text);
        }
        // An option's own texts first: a key may end in ".value" (gd.jh.value.label.en), a value is never "label" or "help".
        if ((m = OPTION_TEXT.matcher(name)).matches()) {
            Entry entry = entry(m.group(1));
            return put(m.group(2).equals("label") ? entry.label : entry.help, m.group(3), text);
        }
        if ((m = VALUE.matcher(name)).matches()) {
            return put(entry(m.group(1)).values.computeIfAbsent(m.group(2), v -> new EnumMap<>(Lang.class)), m.group(3), text);
        }
        if ((m = OPTION_GROUP.matcher(name)).matches()) {
            entry(m.group(1)).group = text;
            return true;
        }
        return false;
    }

    private static boolean put(Map<Lang, String> byLanguage, String code, String text) {
        Optional<Lang> language = Localized.language(code);
        language.ifPresent(l -> byLanguage.put(l, text));
        return language.isPresent();
    }

    private Entry entry(String key) {
        return options.computeIfAbsent(key, k -> new Entry());
    }

    private static List<String> list(String text) {
        return Arrays.stream(text.split(",")).map(String::strip).filter(s -> !s.isEmpty()).toList();
    }

    /** The rule family's name as people know it (Riichi, 贵州麻将 …; the catalog's name where labels are missing). */
    public Localized name(RuleCatalog catalog) {
        return Localized.of(name, catalog.name());
    }

    /** The groups the catalog's options fall in, in display order ({@link #OTHER} last when an option has none). */
    public List<Group> groups(RuleCatalog catalog) {
        Set<String> used = new HashSet<>();
        catalog.keys().forEach(k -> used.add(option(k).group()));
        List<Group> out = new ArrayList<>();
        for (String id : groupOrder) {
            if (used.remove(id)) {
                out.add(new Group(id, Localized.of(groups.getOrDefault(id, Map.of()), id)));
            }
        }
        if (!used.isEmpty()) {
            out.add(OTHER);
        }
        return out;
    }

    /** What people read about an option (the key itself, its doc line and its raw values where labels are missing). */
    public OptionLabel option(RuleKey<?> key) {
        Entry e = options.getOrDefault(key.id(), new Entry());
        String group = groupOrder.contains(e.group) ? e.group : OTHER.id();
        Map<String, Localized> values = new LinkedHashMap<>();
        for (String v : valuesOf(key.type())) {
            values.put(v, Localized.of(e.values.getOrDefault(v, Map.of()), v));
        }
        return new OptionLabel(group, Localized.of(e.label, key.id()), Localized.of(e.help, key.doc()), values);
    }

    /** A preset's title and summary (its name and description where labels are missing). */
    public PresetLabel preset(Preset preset) {
        Map<String, Map<Lang, String>> p = presets.getOrDefault(preset.name(), Map.of());
        return new PresetLabel(Localized.of(p.getOrDefault("title", Map.of()), preset.name()),
                Localized.of(p.getOrDefault("summary", Map.of()), preset.description()));
    }

    private static List<String> valuesOf(RuleType<?> type) {
        return switch (type) {
            case RuleType.Choice c -> c.values();
            case RuleType.Subset s -> s.values();
            case RuleType.Bool b -> List.of();
            case RuleType.Int i -> List.of();
            case RuleType.IntList l -> List.of();
        };
    }

    /**
     * What is missing or wrong, one line each: the rule family's name, an option, a choice or subset value, a group or one of
     * {@code presets} without a text in every language; a blank text; a Japanese or Chinese text that
     * is the English one; a label of an option, value, group or preset that does not exist; a line
     * that is no label at all.
     */
    public List<String> problems(RuleCatalog catalog, Collection<Preset> presetList) {
        List<String> out = new ArrayList<>(unread);
        texts(out, "the name of " + catalog.name(), name);
        Set<String> usedGroups = new HashSet<>();
        for (RuleKey<?> key : catalog.keys()) {
            Entry e = options.get(key.id());
            if (e == null) {
                out.add(key.id() + ": no labels");
                continue;
            }
            if (e.group.isEmpty()) {
                out.add(key.id() + ": no group");
            } else if (!groupOrder.contains(e.group)) {
                out.add(key.id() + ": group '" + e.group + "' is not in the groups line");
            } else {
                usedGroups.add(e.group);
            }
            texts(out, key.id() + " label", e.label);
            texts(out, key.id() + " help", e.help);
            List<String> values = valuesOf(key.type());
            for (String v : values) {
                texts(out, key.id() + " value '" + v + "'", e.values.getOrDefault(v, Map.of()));
            }
            e.values.keySet().stream().filter(v -> !values.contains(v))
                    .forEach(v -> out.add(key.id() + ": a label for '" + v + "', which is not one of its values " + values));
        }
        options.keySet().stream().filter(k -> catalog.key(k).isEmpty())
                .forEach(k -> out.add("labels name '" + k + "', which is not an option of " + catalog.name()));
        for (String id : groupOrder) {
            texts(out, "group " + id, groups.getOrDefault(id, Map.of()));
            if (!usedGroups.contains(id)) {
                out.add("group " + id + ": no option is in it");
            }
        }
        groups.keySet().stream().filter(g -> !groupOrder.contains(g))
                .forEach(g -> out.add("group " + g + " has names but is not in the groups line"));
        List<String> names = presetList.stream().map(Preset::name).toList();
        for (String name : names) {
            Map<String, Map<Lang, String>> p = presets.getOrDefault(name, Map.of());
            texts(out, "preset " + name + " title", p.getOrDefault("title", Map.of()));
            texts(out, "preset " + name + " summary", p.getOrDefault("summary", Map.of()));
        }
        presets.keySet().stream().filter(p -> !names.contains(p))
                .forEach(p -> out.add("labels name preset '" + p + "', which is not a preset of " + catalog.name()));
        return out;
    }

    private static void texts(List<String> out, String what, Map<Lang, String> byLanguage) {
        for (Lang language : Lang.values()) {
            String text = byLanguage.get(language);
            if (text == null || text.isBlank()) {
                out.add(what + ": no " + Localized.code(language) + " text");
            } else if (language != Lang.EN && text.equals(byLanguage.get(Lang.EN)) && LATIN.matcher(text).find()) {
                out.add(what + ": the " + Localized.code(language) + " text is the English one");
            }
        }
    }

    @Override
    public String toString() {
        return "RuleLabels[" + source + "]";
    }
}
