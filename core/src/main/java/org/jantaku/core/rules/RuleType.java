package org.jantaku.core.rules;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.TreeSet;

/**
 * The type of a rule option's value: how it is parsed from and written to text, and which values
 * are allowed. Values are immutable.
 */
public sealed interface RuleType<T> permits RuleType.Bool, RuleType.Int, RuleType.Choice, RuleType.IntList,
        RuleType.Subset {

    /** Parses a value from its canonical text, or throws with a message saying what is allowed. */
    T parse(String text);

    /** The canonical text of a value. */
    String format(T value);

    /** Checks a value; throws with a message saying what is allowed. */
    T check(Object value);

    /** A short description of the allowed values, e.g. {@code true|false} or {@code 0..10000}. */
    String allowed();

    /** {@code true} or {@code false}. */
    record Bool() implements RuleType<Boolean> {
        @Override
        public Boolean parse(String text) {
            return switch (text.strip().toLowerCase(Locale.ROOT)) {
                case "true", "yes", "on" -> true;
                case "false", "no", "off" -> false;
                default -> throw new IllegalArgumentException("'" + text + "' is not true or false");
            };
        }

        @Override
        public String format(Boolean value) {
            return value.toString();
        }

        @Override
        public Boolean check(Object value) {
            if (value instanceof Boolean b) {
                return b;
            }
            throw new IllegalArgumentException("expected true or false, not " + value);
        }

        @Override
        public String allowed() {
            return "true|false";
        }
    }

    /** A whole number between {@code min} and {@code max}. */
    record Int(int min, int max) implements RuleType<Integer> {
        @Override
        public Integer parse(String text) {
            try {
                return check(Integer.parseInt(text.strip()));
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException("'" + text + "' is not a whole number");
            }
        }

        @Override
        public String format(Integer value) {
            return value.toString();
        }

        @Override
        public Integer check(Object value) {
            if (value instanceof Integer i && i >= min && i <= max) {
                return i;
            }
            throw new IllegalArgumentException("expected a whole number " + allowed() + ", not " + value);
        }

        @Override
        public String allowed() {
            return min + ".." + max;
        }
    }

    /** One of a fixed list of words. */
    record Choice(List<String> values) implements RuleType<String> {
        public Choice {
            values = List.copyOf(values);
        }

        public static Choice of(String... values) {
            return new Choice(Arrays.asList(values));
        }

        @Override
        public String parse(String text) {
            return check(text.strip());
        }

        @Override
        public String format(String value) {
            return value;
        }

        @Override
        public String check(Object value) {
            if (value instanceof String s && values.contains(s)) {
                return s;
            }
            throw new IllegalArgumentException("expected one of " + allowed() + ", not " + value);
        }

        @Override
        public String allowed() {
            return String.join("|", values);
        }
    }

    /** A fixed number of whole numbers, written {@code [a,b,c]}. */
    record IntList(int size, int min, int max) implements RuleType<List<Integer>> {
        @Override
        public List<Integer> parse(String text) {
            String t = text.strip();
            if (t.startsWith("[") && t.endsWith("]")) {
                t = t.substring(1, t.length() - 1);
            }
            List<Integer> out = new ArrayList<>();
            if (!t.isBlank()) {
                for (String part : t.split(",")) {
                    try {
                        out.add(Integer.parseInt(part.strip()));
                    } catch (NumberFormatException e) {
                        throw new IllegalArgumentException("'" + part.strip() + "' in " + text + " is not a whole number");
                    }
                }
            }
            return check(out);
        }

        @Override
        public String format(List<Integer> value) {
            return value.toString().replace(" ", "");
        }

        @Override
        public List<Integer> check(Object value) {
            if (value instanceof List<?> list && list.size() == size) {
                List<Integer> out = new ArrayList<>();
                for (Object o : list) {
                    if (!(o instanceof Integer i) || i < min || i > max) {
                        throw new IllegalArgumentException("expected " + allowed() + ", not " + value);
                    }
                    out.add(i);
                }
                return List.copyOf(out);
            }
            throw new IllegalArgumentException("expected " + allowed() + ", not " + value);
        }

        @Override
        public String allowed() {
            return size + " whole numbers " + min + ".." + max + " as [a,b,…]";
        }
    }

    /** A set of words from a fixed list, written {@code [a,b]} in the list's order. */
    record Subset(List<String> values) implements RuleType<Set<String>> {
        public Subset {
            values = List.copyOf(values);
        }

        public static Subset of(String... values) {
            return new Subset(Arrays.asList(values));
        }

        @Override
        public Set<String> parse(String text) {
            String t = text.strip();
            if (t.startsWith("[") && t.endsWith("]")) {
                t = t.substring(1, t.length() - 1);
            }
            Set<String> out = new TreeSet<>();
            if (!t.isBlank()) {
                for (String part : t.split(",")) {
                    out.add(part.strip());
                }
            }
            return check(out);
        }

        @Override
        public String format(Set<String> value) {
            return "[" + String.join(",", values.stream().filter(value::contains).toList()) + "]";
        }

        @Override
        public Set<String> check(Object value) {
            if (value instanceof Set<?> set) {
                for (Object o : set) {
                    if (!(o instanceof String s) || !values.contains(s)) {
                        throw new IllegalArgumentException("'" + o + "' is not one of " + String.join(", ", values));
                    }
                }
                @SuppressWarnings("unchecked")
                Set<String> strings = (Set<String>) set;
                return Set.copyOf(strings);
            }
            throw new IllegalArgumentException("expected a subset of " + allowed() + ", not " + value);
        }

        @Override
        public String allowed() {
            return "subset of [" + String.join(",", values) + "]";
        }
    }
}
