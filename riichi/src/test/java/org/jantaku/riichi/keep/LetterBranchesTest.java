package org.jantaku.riichi.keep;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.EnumSet;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import java.util.stream.Collectors;
import org.jantaku.core.rules.RuleSet;
import org.jantaku.riichi.penalty.Call;
import org.jantaku.riichi.penalty.Fact;
import org.jantaku.riichi.penalty.Facts;
import org.jantaku.riichi.penalty.Penalties;
import org.jantaku.riichi.rules.RiichiPresets;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Every branch of every letter whose effect depends on the facts of the foul (chapter 7 of seed 000, the Kyoto
 * club's letters K of seed 002): each condition reported once holding and once not, in East 1 of a fresh tenhou
 * game, by seat 1 (a non-dealer). The expected outcomes are read from the letters' wording: a chombo is 7-01 a's
 * reverse mangan (the dealer 4000, the others 2000), after which 7-02 d replays the hand (hands dealt: 2); a
 * yakuman chombo (8000 base: 16000 + 8000 + 8000) busts seat 1, which ends the game.
 *
 * <p>Columns: other rules ({@code ITEM=LETTER}, or {@code -}), the item reported, its letter, the facts
 * ({@code +}-joined: fact names, {@code call=…}, {@code tiles=N}, {@code other=S}, {@code nth=N} to report it N
 * times), the outcome (seat 1's change; seat 2's change; penalty deposits on the table; seat 1's flags; hands dealt;
 * phase) and a text one of the last report's notes must contain ({@code -}: none asked).
 */
class LetterBranchesTest {
    @ParameterizedTest(name = "{1} {2} [{3}]: {4}")
    @CsvSource(delimiter = '|', nullValues = "-", textBlock = """
            7-01=d | 7-05-09 | a | stopsYakuman          | -32000;8000;0;;1;OVER              | bust
            7-01=d | 7-05-09 | a | -                     | -8000;2000;0;;2;PLAYING            | -
            7-01=e | 7-05-09 | a | yakumanTenpai         | -32000;8000;0;;1;OVER              | bust
            7-01=e | 7-05-09 | a | -                     | -8000;2000;0;;2;PLAYING            | -
            7-01=i | 7-05-09 | a | yakumanTenpai         | -12000;4000;0;;2;PLAYING           | half his best win
            7-01=i | 7-05-09 | a | -                     | -12000;4000;0;;2;PLAYING           | -
            -      | 7-05-01 | b | exposed               | -8000;2000;0;;2;PLAYING            | -
            -      | 7-05-01 | b | -                     | 0;0;0;deadHand;1;PLAYING           | -
            -      | 7-05-01 | c | -                     | 0;0;0;furitenRiichi;1;PLAYING      | -
            -      | 7-05-01 | d | -                     | -1000;0;1000;;1;PLAYING            | -
            -      | 7-05-01 | e | -                     | -1000;0;1000;deadHand;1;PLAYING    | -
            -      | 7-05-01 | f | exposed               | -8000;2000;0;;2;PLAYING            | -
            -      | 7-05-01 | f | -                     | 0;0;0;;1;PLAYING                   | -
            -      | 7-05-01 | g | anyoneExposed         | -8000;2000;0;;2;PLAYING            | -
            -      | 7-05-01 | g | exposed               | 0;0;0;deadHand;1;PLAYING           | -
            -      | 7-05-01 | k | anyoneExposed+other=2 | 2000;-8000;0;;2;PLAYING            | Chombo by seat 2
            -      | 7-05-01 | k | -                     | 0;0;0;deadHand;1;PLAYING           | -
            -      | 7-05-01 | l | restorable            | 0;0;0;chomboAtDraw+deadHand;1;PLAYING | restore
            -      | 7-05-01 | l | -                     | -8000;2000;0;;2;PLAYING            | -
            -      | 7-05-01 | m | restorable            | 0;0;0;;1;PLAYING                   | restore
            -      | 7-05-01 | m | -                     | -8000;2000;0;;2;PLAYING            | -
            -      | 7-05-02 | e | restorable            | 0;0;0;;1;PLAYING                   | restore
            -      | 7-05-02 | e | -                     | 0;0;0;deadHand;1;PLAYING           | -
            -      | 7-05-04 | e | beforeDiscard         | -1000;0;1000;;1;PLAYING            | correct the meld
            -      | 7-05-04 | e | -                     | 0;0;0;deadHand;1;PLAYING           | -
            -      | 7-05-09 | K | exposed               | -8000;2000;0;;2;PLAYING            | -
            -      | 7-05-09 | K | -                     | 0;0;0;deadHand;1;PLAYING           | -
            -      | 7-05-10 | c | nth=2                 | 0;0;0;;1;PLAYING                   | no penalty for a first or second
            -      | 7-05-10 | c | nth=3                 | -1000;0;1000;;1;PLAYING            | -
            -      | 7-05-10 | d | inRiichi              | 0;0;0;forceWin;1;PLAYING           | must ron
            -      | 7-05-10 | d | -                     | 0;0;0;noCallBeforeTurn;1;PLAYING   | -
            -      | 7-05-10 | K | deliberate            | 0;0;0;deadHand;1;PLAYING           | -
            -      | 7-05-10 | K | -                     | 0;0;0;noCallBeforeTurn;1;PLAYING   | -
            -      | 7-05-12 | K | beforeDiscard         | -1000;0;1000;;1;PLAYING            | no riichi to withdraw
            -      | 7-05-12 | K | openHand              | 0;0;0;deadHand;1;PLAYING           | -
            -      | 7-05-12 | K | -                     | 0;0;0;;1;PLAYING                   | cannot be withdrawn
            -      | 7-05-15 | d | deliberate            | 0;0;0;;1;PLAYING                   | Void: the late call
            -      | 7-05-15 | d | -                     | 0;0;0;;1;PLAYING                   | priority
            -      | 7-05-15 | f | call=win              | 0;0;0;;1;PLAYING                   | the late ron stands
            -      | 7-05-15 | f | call=pon              | 0;0;0;;1;PLAYING                   | Void: the late call
            -      | 7-05-17 | K | call=win              | -8000;2000;0;;2;PLAYING            | -
            -      | 7-05-17 | K | call=riichi           | 0;0;0;deadHand;1;PLAYING           | -
            -      | 7-05-17 | K | call=kan              | -1000;0;1000;;1;PLAYING            | -
            -      | 7-05-17 | a | call=win              | -1000;0;1000;;1;PLAYING            | -
            -      | 7-06-01 | b | deliberate            | -8000;2000;0;;2;PLAYING            | -
            -      | 7-06-01 | b | -                     | 0;0;0;;1;PLAYING                   | -
            -      | 7-06-01 | K | exposed               | -8000;2000;0;;2;PLAYING            | -
            -      | 7-06-01 | K | deliberate            | 0;0;0;deadHand;1;PLAYING           | -
            -      | 7-06-01 | K | -                     | 0;0;0;;1;PLAYING                   | -
            -      | 7-06-02 | b | deliberate            | -8000;2000;0;;2;PLAYING            | -
            -      | 7-06-02 | b | -                     | 0;0;0;;1;PLAYING                   | -
            -      | 7-06-04 | c | deliberate            | -8000;2000;0;;2;PLAYING            | -
            -      | 7-06-04 | c | -                     | 0;0;0;;1;PLAYING                   | -
            -      | 7-06-05 | K | deliberate            | -8000;2000;0;;2;PLAYING            | -
            -      | 7-06-05 | K | -                     | 0;0;0;;1;PLAYING                   | -
            -      | 7-07-01-01 | b | tiles=9            | -8000;0;8000;;2;PLAYING            | redealt
            -      | 7-07-01-01 | b | tiles=2            | -2000;0;2000;;2;PLAYING            | redealt
            -      | 7-07-02 | b | byWinner              | -8000;2000;0;;2;PLAYING            | -
            -      | 7-07-02 | b | -                     | 0;0;0;;1;PLAYING                   | declared hand is accepted
            -      | 7-07-03 | b | byWinner              | -8000;2000;0;;2;PLAYING            | -
            -      | 7-07-03 | b | -                     | 0;0;0;;1;PLAYING                   | non-winners decide
            -      | 7-07-03 | c | byWinner              | 0;0;0;;1;PLAYING                   | with no dora
            -      | 7-07-03 | c | -                     | 0;0;0;;1;PLAYING                   | non-winners decide
            -      | 7-08-01 | K | -                     | 0;0;0;;1;PLAYING                   | a warning
            -      | 7-08-01 | K | nth=2                 | 0;0;0;deadHand;1;PLAYING           | -
            """)
    void eachBranch(String other, String item, String letter, String facts, String outcome, String note) {
        RuleSet rules = RiichiPresets.TENHOU.rules().with(Penalties.key(item), letter);
        if (other != null) {
            String[] kv = other.split("=");
            rules = rules.with(Penalties.key(kv[0]), kv[1]);
        }
        KeepSession session = new KeepSession(rules);
        Parsed p = parse(facts);
        Step last = null;
        for (int i = 0; i < p.times; i++) {
            last = session.report(new Report.Foul(item, 1, p.facts));
        }
        KeepState s = last.state();
        String actual = (s.scores().get(1) - 25000) + ";" + (s.scores().get(2) - 25000) + ";" + s.penaltyDeposits() + ";"
                + s.flags().get(1).stream().map(SeatFlag::json).sorted().collect(Collectors.joining("+")) + ";"
                + s.hand() + ";" + s.phase();
        assertThat(actual).isEqualTo(outcome);
        if (note != null) {
            assertThat(last.notes()).extracting(Note::english).anyMatch(n -> n.contains(note));
        }
    }

    /** A letter that depends on what was called refuses a report that does not say it, naming the field. */
    @ParameterizedTest(name = "{0} {1}")
    @CsvSource({"7-05-15, f", "7-05-17, K"})
    void aCallLetterAsksWhatWasCalled(String item, String letter) {
        KeepSession session = new KeepSession(RiichiPresets.TENHOU.rules().with(Penalties.key(item), letter));
        assertThatThrownBy(() -> session.report(new Report.Foul(item, 1, Facts.NONE))).isInstanceOf(KeepException.class)
                .hasMessageContaining("facts.call").hasMessageContaining("chi, pon, kan, riichi, win");
        assertThat(session.log()).isEmpty();
    }

    private record Parsed(Facts facts, int times) {
    }

    private static Parsed parse(String text) {
        Set<Fact> flags = EnumSet.noneOf(Fact.class);
        int tiles = 0;
        int times = 1;
        OptionalInt other = OptionalInt.empty();
        Optional<Call> call = Optional.empty();
        if (text != null) {
            for (String part : text.split("\\+")) {
                String[] kv = part.split("=");
                switch (kv[0]) {
                    case "call" -> call = Call.byJson(kv[1]);
                    case "tiles" -> tiles = Integer.parseInt(kv[1]);
                    case "other" -> other = OptionalInt.of(Integer.parseInt(kv[1]));
                    case "nth" -> times = Integer.parseInt(kv[1]);
                    default -> flags.add(Fact.byJson(kv[0]).orElseThrow(() -> new IllegalArgumentException(kv[0])));
                }
            }
        }
        return new Parsed(new Facts(flags, tiles, other, call), times);
    }
}
