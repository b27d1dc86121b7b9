package org.jantaku.riichi.penalty;

import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;
import org.jantaku.core.rules.RuleKey;

/**
 * One item of the penalty chapter (seed 000, 麻雀規則全集 chapter 7 罰則; spec §4), as a rule option
 * {@code penalty.<id>} whose values are the item's letters.
 *
 * @param id the item's number, e.g. {@code 7-05-01-01}
 * @param term the Japanese/Chinese term, e.g. {@code 誤和牌}
 * @param english what the item is about
 * @param subject what the item is about, for VOID and reporting
 * @param defaultLetter the spec's proposed default ({@code *})
 * @param letters every letter, in order
 * @param note anything the doc line must add (lost digits and the proposals used for them)
 */
public record PenaltyItem(String id, String term, String english, Subject subject, String defaultLetter,
        List<Letter> letters, String note) {
    public PenaltyItem {
        letters = List.copyOf(letters);
        if (letters.stream().noneMatch(l -> l.letter().equals(defaultLetter))) {
            throw new IllegalArgumentException(id + ": default letter " + defaultLetter + " is not one of its letters");
        }
        if (letters.stream().map(Letter::letter).distinct().count() != letters.size()) {
            throw new IllegalArgumentException(id + ": a letter appears twice");
        }
    }

    /** The rule option's id, {@code penalty.<id>}. */
    public String keyId() {
        return "penalty." + id;
    }

    public Optional<Letter> letter(String letter) {
        return letters.stream().filter(l -> l.letter().equals(letter)).findFirst();
    }

    /** The rule option: a choice of the letters, with the default and a doc line naming the item and every letter's effect. */
    public RuleKey<String> key() {
        String doc = id + " " + term + " (" + english + "): " + letters.stream()
                .map(l -> l.letter() + (l.letter().equals(defaultLetter) ? "*" : "") + "=" + l.code())
                .collect(Collectors.joining(" · ")) + (note.isEmpty() ? "" : " — " + note);
        return RuleKey.choice(keyId(), defaultLetter, doc, letters.stream().map(Letter::letter).toArray(String[]::new));
    }
}
