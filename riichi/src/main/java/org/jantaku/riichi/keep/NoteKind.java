package org.jantaku.riichi.keep;

import java.util.List;
import java.util.regex.Pattern;
import org.jantaku.core.tile.Lang;
import org.jantaku.engine.keep.KeepWords;
import org.jantaku.engine.keep.UndoNote;

/**
 * Every kind of {@link Note} a kept session writes, with its stable key ({@code keep.note.<id>}). Its texts in
 * English, Japanese and Chinese are the keep words' ({@link KeepWords}: one resource for {@code jantaku keep} and
 * the scorekeeping page; a test checks every kind is there in each language with the same placeholders), whose
 * {@code {name}} placeholders are the note's parameters. A parameter {@code seat} or {@code seats} names seats;
 * {@code item} a penalty item; {@code flag} a seat flag's JSON name; {@code why} another note.
 */
public enum NoteKind {
    // the deal and the end of the game (Rotation, KeepSession)
    DEALER_CHOOSES("dealerChooses"),
    RENCHAN("renchan"),
    DEAL_PASSES("dealPasses"),
    DEALER_CONTINUES("dealerContinues"),
    OVER_BELOW_ZERO("over.belowZero"),
    OVER_ZERO_OR_BELOW("over.zeroOrBelow"),
    OVER_DEALER_WON_FIRST("over.dealerWonFirst"),
    OVER_DEALER_TENPAI_FIRST("over.dealerTenpaiFirst"),
    OVER_EXTENSION("over.extension"),
    OVER_LAST_HAND("over.lastHand"),
    OVER_DEALER_STOPS("over.dealerStops"),
    OVER_BUST_EFFECT("over.bustEffect"),
    OVER_BUST_AFTER_CHOMBO("over.bustAfterChombo"),
    OVER_FINAL_CHOMBO("over.finalChombo"),
    RANK_LOWERED("rankLowered"),
    UNDID(UndoNote.ID),

    // riichi declarations (KeepSession)
    RIICHI_DEAD_HAND("riichiDeadHand"),
    RIICHI_TOO_FEW_POINTS("riichiTooFewPoints"),

    // wins (HandEnds): why a claimed win is false, and what follows
    WHY_DEAD_HAND("why.deadHand"),
    WHY_ILLEGAL_KAN("why.illegalKan"),
    WHY_CANNOT_WIN("why.cannotWin"),
    WHY_CANNOT_RON("why.cannotRon"),
    WHY_NO_WIN("why.noWin"),
    HEAD_BUMP("headBump"),
    FALSE_IGNORED("falseIgnored"),
    ONLY_CHOMBO("onlyChombo"),
    CHOMBO_ON_WIN("chomboOnWin"),
    FALSE_WIN("falseWin"),

    // exhaustive and abortive draws (HandEnds)
    DEAD_NOTEN("deadNoten"),
    NO_WIN_NOTEN("noWinNoten"),
    COUNTS_NOTEN("countsNoten"),
    COUNTS_TENPAI("countsTenpai"),
    RIICHI_COUNTS_NOTEN("riichiCountsNoten"),
    NOTEN_RIICHI("notenRiichi"),
    CHOMBO_AT_DRAW("chomboAtDraw"),
    NAGASHI_PAID("nagashiPaid"),
    NAGASHI_OFF("nagashiOff"),
    NAGASHI_DEAD("nagashiDead"),
    NAGASHI_AS_WIN("nagashiAsWin"),
    ALL_NOTEN("allNoten"),
    ALL_TENPAI("allTenpai"),
    ABORTIVE("abortive"),
    ABORTIVE_KIND("abortiveKind"),

    // fouls (Fouls)
    FOUL("foul"),
    NO_PENALTY_PERMISSION("noPenaltyPermission"),
    SESSION_DEDUCTION("sessionDeduction"),
    NO_PENALTY("noPenalty"),
    NO_PENALTY_PROCEDURE("noPenaltyProcedure"),
    REFEREE("referee"),
    ADMIN("admin"),
    DEFINITION("definition"),
    FLAG("flag"),
    DEAD_HAND_AGAIN("deadHandAgain"),
    NO_TILES("noTiles"),
    DEPOSIT_EXEMPT("depositExempt"),
    DEPOSIT_DEAD_HAND("depositDeadHand"),
    VOID("void"),
    NOT_IN_RIICHI("notInRiichi"),
    CHOMBO("chombo"),
    STICKS_STAY("sticksStay"),
    DEPOSIT_STAYS("depositStays"),
    FINAL_REPLAYED("finalReplayed"),
    CHOMBO_DEAL_PASSES("chomboDealPasses"),
    REPLAY_AS_IF_NOTHING("replayAsIfNothing"),
    REPLAY_FINAL("replayFinal"),
    CHOMBO_RENCHAN("chomboRenchan"),
    REDEALT("redealt");

    /** A parameter in a text: {@code {name}}. */
    public static final Pattern PLACEHOLDER = KeepWords.PLACEHOLDER;

    private final String key;

    NoteKind(String id) {
        this.key = "keep.note." + id;
    }

    /** The stable key the words use, e.g. {@code keep.note.renchan}. */
    public String key() {
        return key;
    }

    /** The text in a language, with its {@code {name}} placeholders ({@link KeepWords}). */
    public String text(Lang language) {
        return KeepWords.text(language, key);
    }

    /** The English text with its {@code {name}} placeholders. */
    public String english() {
        return text(Lang.EN);
    }

    /** The parameters' names, in the order the English text has them. */
    public List<String> params() {
        return KeepWords.params(english());
    }
}
