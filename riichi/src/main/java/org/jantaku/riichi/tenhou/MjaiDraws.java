package org.jantaku.riichi.tenhou;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import org.jantaku.core.tile.TileSet;
import org.jantaku.riichi.wall.DeadWall;

/**
 * What an mjai {@code ryukyoku} was, as the mjlog's {@link Ryuukyoku} says it: its kind and the hands shown.
 *
 * <p>The kind is the {@code reason} when there is one (the names of the original mjai server, which this
 * project's exports write: {@code fanpai} exhaustive, {@code kyushukyuhai}, {@code sufonrenta},
 * {@code suchareach}, {@code sukaikan}, {@code sanchaho}, {@code nagashimangan}); Mortal's logs give none, so it
 * is read off the play: four riichi declared, a seat that drew and did not discard (nine terminals), the first
 * four discards one wind with no call, four kans by more than one seat, a live wall not used up (a triple ron),
 * otherwise an exhaustive draw.
 *
 * <p>Hands shown: at an exhaustive draw the seats {@code tenpais} marks, or without it those paid for tenpai
 * (positive {@code deltas}), or when nothing was paid those whose hands are tenpai (Tenhou's rule); at nagashi
 * mangan {@code tenpais} or the tenpai hands; the declarer's 14 tiles at nine terminals; all four at four riichi;
 * the three winners at a triple ron; none otherwise.
 */
final class MjaiDraws {
    /** What the play of the hand shows when it ends in a draw. */
    record Play(int acceptedRiichi, OptionalInt awaitingAcceptance, OptionalInt lastDrawer, List<Integer> firstDiscards,
            boolean callMade, int kans, int kanSeats, int liveDraws, int replacements, int players) {
    }

    private MjaiDraws() {
    }

    /** The draw's kind: empty for an exhaustive draw, else the mjlog's {@code type}. */
    static Optional<String> type(MjaiLine line, Play p) {
        if (line.has("reason")) {
            String reason = line.text("reason");
            return switch (reason) {
                case "fanpai" -> Optional.empty();
                case "kyushukyuhai" -> Optional.of("yao9");
                case "sufonrenta" -> Optional.of("kaze4");
                case "suchareach" -> Optional.of("reach4");
                case "sukaikan" -> Optional.of("kan4");
                case "sanchaho" -> Optional.of("ron3");
                case "nagashimangan" -> Optional.of("nm");
                default -> throw line.error("reason", "unknown draw '" + reason + "' (expected fanpai, kyushukyuhai,"
                        + " sufonrenta, suchareach, sukaikan, sanchaho or nagashimangan)");
            };
        }
        if (p.acceptedRiichi() + (p.awaitingAcceptance().isPresent() ? 1 : 0) == 4) {
            return Optional.of("reach4");
        }
        if (p.lastDrawer().isPresent()) {
            return Optional.of("yao9");
        }
        if (fourWinds(p.firstDiscards(), p.callMade())) {
            return Optional.of("kaze4");
        }
        if (p.kans() == 4 && p.kanSeats() > 1) {
            return Optional.of("kan4");
        }
        int draws = p.players() == 3 ? TileSet.THREE_PLAYER_108.size() - DeadWall.SIZE - 39 : DeadWall.LIVE_DRAWS;
        if (p.liveDraws() < DeadWall.liveDraws(draws, p.replacements(), DeadWall.Mode.STANDARD_14)) {
            return Optional.of("ron3");
        }
        return Optional.empty();
    }

    /** 四風連打: the first four discards, one per seat, all the same wind, no call made. */
    private static boolean fourWinds(List<Integer> firstDiscards, boolean callMade) {
        if (firstDiscards.size() != 4 || callMade) {
            return false;
        }
        int kind = firstDiscards.get(0) / 4;
        return kind >= 27 && kind <= 30 && firstDiscards.stream().allMatch(d -> d / 4 == kind)
                && firstDiscards.stream().map(d -> d % 4).distinct().count() == 4;
    }

    /** Which seats show their hands. */
    static List<Boolean> shown(MjaiLine line, Optional<String> type, List<Integer> deltas, Tenhou6Seat[] seats,
            int players, OptionalInt lastDrawer, Optional<Integer> lastOffer) {
        Optional<List<Boolean>> tenpais = line.fourBooleans("tenpais");
        boolean paid = deltas.stream().anyMatch(d -> d != 0);
        List<Boolean> out = new ArrayList<>(4);
        for (int s = 0; s < 4; s++) {
            int seat = s;
            if (s >= players) {
                out.add(false); // the empty fourth seat of 三麻
                continue;
            }
            out.add(switch (type.orElse("")) {
                case "", "nm" -> tenpais.map(t -> t.get(seat)).orElseGet(() -> type.isEmpty() && paid
                        ? deltas.get(seat) > 0 : Tenhou6Outcome.tenpai(seats[seat]));
                case "yao9" -> lastDrawer.isPresent() && lastDrawer.getAsInt() == seat;
                case "reach4" -> true;
                case "ron3" -> lastOffer.isPresent() && lastOffer.get() != seat;
                default -> false;
            });
        }
        return List.copyOf(out);
    }
}
