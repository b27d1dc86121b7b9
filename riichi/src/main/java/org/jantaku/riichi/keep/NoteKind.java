package org.jantaku.riichi.keep;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.jantaku.engine.keep.UndoNote;

/**
 * Every kind of {@link Note} a kept session writes, with its stable key ({@code keep.note.<id>}) and
 * its English text, whose {@code {name}} placeholders are the note's parameters. The scorekeeping page
 * says each kind in English, Japanese and Chinese (its {@code js/strings/keep-notes.js}, with the same
 * placeholders; a test checks every kind is there). A parameter {@code seat} or {@code seats} names
 * seats; {@code item} a penalty item; {@code flag} a seat flag's JSON name; {@code why} another note.
 */
public enum NoteKind {
    // the deal and the end of the game (Rotation, KeepSession)
    DEALER_CHOOSES("dealerChooses", "all-last: the dealer is not first and chooses to continue or stop ({option}=kyoto)"),
    RENCHAN("renchan", "renchan: seat {seat} deals again, honba {honba}"),
    DEAL_PASSES("dealPasses", "the deal passes to seat {seat}, honba {honba}"),
    DEALER_CONTINUES("dealerContinues", "the dealer continues: seat {seat} deals, honba {honba}"),
    OVER_BELOW_ZERO("over.belowZero", "game over: a score is below 0 (tobi)"),
    OVER_ZERO_OR_BELOW("over.zeroOrBelow", "game over: a score is 0 or below (tobi)"),
    OVER_DEALER_WON_FIRST("over.dealerWonFirst", "game over: the all-last dealer won and is first ({option}={value})"),
    OVER_DEALER_TENPAI_FIRST("over.dealerTenpaiFirst", "game over: the all-last dealer is tenpai and is first ({option}={value})"),
    OVER_EXTENSION("over.extension", "game over: extension: the dealer is first with the threshold"),
    OVER_LAST_HAND("over.lastHand", "game over: the last hand is over"),
    OVER_DEALER_STOPS("over.dealerStops", "game over: the all-last dealer chose to stop"),
    OVER_BUST_EFFECT("over.bustEffect", "game over: seat {seat} is treated as bust (TOBI)"),
    OVER_BUST_AFTER_CHOMBO("over.bustAfterChombo", "game over: a score fell below the bust line after a chombo (tobi)"),
    OVER_FINAL_CHOMBO("over.finalChombo", "game over: a chombo passed the deal in the final hand (7-02-01)"),
    RANK_LOWERED("rankLowered", "seat {seat} is lowered one place for a chombo (7-01-01)"),
    UNDID(UndoNote.ID, UndoNote.ENGLISH),

    // riichi declarations (KeepSession)
    RIICHI_DEAD_HAND("riichiDeadHand", "seat {seat} declares riichi with a dead hand (7-09-03)"),
    RIICHI_TOO_FEW_POINTS("riichiTooFewPoints", "seat {seat} has {points} points, under the {min} a riichi needs: no riichi (7-05-13)"),

    // wins (HandEnds): why a claimed win is false, and what follows
    WHY_DEAD_HAND("why.deadHand", "seat {seat}'s hand is dead (agari-houki)"),
    WHY_ILLEGAL_KAN("why.illegalKan", "seat {seat} made an illegal kan after riichi"),
    WHY_CANNOT_WIN("why.cannotWin", "seat {seat} cannot win this hand"),
    WHY_CANNOT_RON("why.cannotRon", "seat {seat} cannot win by ron this hand"),
    WHY_NO_WIN("why.noWin", "seat {seat}'s hand is no win ({rejected})"),
    HEAD_BUMP("headBump", "head bump: seat {seat} is nearest the discarder (7-05-01-01 d)"),
    FALSE_IGNORED("falseIgnored", "{why}: ignored, the valid win counts (7-05-01-01)"),
    ONLY_CHOMBO("onlyChombo", "only the chombo counts (7-05-01-01 c)"),
    CHOMBO_ON_WIN("chomboOnWin", "{why}: chombo on the win (7-05-06)"),
    FALSE_WIN("falseWin", "{why}: a false win ({ref})"),

    // exhaustive and abortive draws (HandEnds)
    DEAD_NOTEN("deadNoten", "seat {seat}'s dead hand counts noten (7-09-05)"),
    NO_WIN_NOTEN("noWinNoten", "seat {seat} cannot win this hand: noten"),
    COUNTS_NOTEN("countsNoten", "seat {seat} counts noten"),
    COUNTS_TENPAI("countsTenpai", "seat {seat} counts tenpai"),
    RIICHI_COUNTS_NOTEN("riichiCountsNoten", "seat {seat}'s riichi counts as a noten riichi (7-04-02 h)"),
    NOTEN_RIICHI("notenRiichi", "seat {seat} is in riichi and noten at the draw"),
    CHOMBO_AT_DRAW("chomboAtDraw", "chombo at the draw: seat(s) {seats}"),
    NAGASHI_PAID("nagashiPaid", "nagashi mangan for seat {seat}, paid as a mangan self-draw (no honba; sticks stay)"),
    NAGASHI_OFF("nagashiOff", "nagashi mangan is not recognised under these rules (riichi.nagashiMangan=off)"),
    NAGASHI_DEAD("nagashiDead", "seat {seat}'s nagashi is not recognised: dead hand (7-09-06)"),
    NAGASHI_AS_WIN("nagashiAsWin", "nagashi mangan for seat {seat}, as a win (riichi.nagashiMangan=asWin)"),
    ALL_NOTEN("allNoten", "all noten: no payments"),
    ALL_TENPAI("allTenpai", "all tenpai: no payments"),
    ABORTIVE("abortive", "abortive draw: the deposits stay on the table"),
    ABORTIVE_KIND("abortiveKind", "abortive draw ({kind}): the deposits stay on the table"),

    // fouls (Fouls)
    FOUL("foul", "foul {item} by seat {seat}: letter {letter} = {code}"),
    NO_PENALTY_PERMISSION("noPenaltyPermission", "no penalty: looking with permission (7-06-05-01)"),
    SESSION_DEDUCTION("sessionDeduction", "seat {seat} owes {points} at the end of the game, paid to its top"),
    NO_PENALTY("noPenalty", "no penalty"),
    NO_PENALTY_PROCEDURE("noPenaltyProcedure", "no penalty: {procedure}"),
    REFEREE("referee", "the players decide: {what} (enter it with a pay report)"),
    ADMIN("admin", "outside the game: {what}"),
    DEFINITION("definition", "{meaning}"),
    FLAG("flag", "seat {seat}: {flag}"),
    DEAD_HAND_AGAIN("deadHandAgain", "seat {seat} already had a dead hand: a second dead-hand act is a chombo (riichi.deadHandAgain)"),
    NO_TILES("noTiles", "no deposit: no tiles given (facts.tiles)"),
    DEPOSIT_EXEMPT("depositExempt", "seat {seat} has under 1000 points: exempt from the deposit (7-08-06)"),
    DEPOSIT_DEAD_HAND("depositDeadHand", "seat {seat} has under 1000 points: dead hand instead of the deposit (7-08-06)"),
    VOID("void", "void: {what}"),
    NOT_IN_RIICHI("notInRiichi", "seat {seat} is not in riichi: no riichi to withdraw"),
    CHOMBO("chombo", "chombo by seat {seat} (payment 7-01 = {letter})"),
    STICKS_STAY("sticksStay", "riichi sticks stay on the table (7-03)"),
    DEPOSIT_STAYS("depositStays", "seat {seat}'s penalty deposit of {points} stays on the table (7-03)"),
    FINAL_REPLAYED("finalReplayed", "the final hand is replayed: a chombo does not end the game (7-02-01)"),
    CHOMBO_DEAL_PASSES("chomboDealPasses", "after the chombo the deal passes to seat {seat} (7-02), honba {honba}"),
    REPLAY_AS_IF_NOTHING("replayAsIfNothing", "the hand is replayed: same dealer, honba {honba} (7-02 d: as if nothing happened)"),
    REPLAY_FINAL("replayFinal", "the hand is replayed: same dealer, honba {honba} (7-02-01)"),
    CHOMBO_RENCHAN("chomboRenchan", "連荘 after the chombo: same dealer, one more honba, {honba} (7-02)"),
    REDEALT("redealt", "the hand is redealt: same dealer, honba {honba}");

    /** A parameter in a text: {@code {name}}. */
    public static final Pattern PLACEHOLDER = Placeholder.PATTERN;

    /** Holds the pattern for the constants' constructor (an enum's static fields come after its constants). */
    private static final class Placeholder {
        static final Pattern PATTERN = Pattern.compile("\\{(\\w+)\\}");
    }

    private final String key;
    private final String english;
    private final List<String> params;

    NoteKind(String id, String english) {
        this.key = "keep.note." + id;
        this.english = english;
        List<String> names = new ArrayList<>();
        Matcher m = Placeholder.PATTERN.matcher(english);
        while (m.find()) {
            names.add(m.group(1));
        }
        this.params = List.copyOf(names);
    }

    /** The stable key the page's texts use, e.g. {@code keep.note.renchan}. */
    public String key() {
        return key;
    }

    /** The English text with its {@code {name}} placeholders. */
    public String english() {
        return english;
    }

    /** The parameters' names, in the order the English text has them. */
    public List<String> params() {
        return params;
    }
}
