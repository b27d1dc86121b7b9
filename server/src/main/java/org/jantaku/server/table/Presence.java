package org.jantaku.server.table;

import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.OptionalInt;
import java.util.Set;
import java.util.TreeSet;

/**
 * Who is at one table: its connected clients (people's sockets and watchers), since when each seat
 * has had no socket, and since when nobody came or went. The table's lock guards the clients; what the
 * HTTP side and the idle sweep read ({@link #connected}, {@link #people}, {@link #quietSince}) is
 * published without it.
 */
final class Presence {
    private final Set<Client> clients = new LinkedHashSet<>();
    /** Per seat: since when no socket has held it (0 while one does). */
    private final long[] awaySince;
    private volatile long quietSince;
    private volatile int people;
    private volatile int connected;

    Presence(int seats) {
        this.awaySince = new long[seats];
        this.quietSince = System.currentTimeMillis();
        Arrays.fill(awaySince, quietSince);
    }

    /** The clients now, to send to (a copy: sending may remove one). */
    List<Client> clients() {
        return List.copyOf(clients);
    }

    /** A client joins. */
    void add(Client c, List<SeatSpec> seats) {
        clients.add(c);
        counted(seats);
    }

    /** A client goes; false when it was not here. */
    boolean remove(Client c, List<SeatSpec> seats) {
        if (!clients.remove(c)) {
            return false;
        }
        counted(seats);
        return true;
    }

    /** Every client goes (the table closed). */
    void clear(List<SeatSpec> seats) {
        clients.clear();
        counted(seats);
    }

    /** Someone acted: the table is not quiet. */
    void active() {
        quietSince = System.currentTimeMillis();
    }

    /** Since when nobody came, went or acted (read without the table's lock). */
    long quietSince() {
        return quietSince;
    }

    /** How many people's sockets are connected (read without the table's lock). */
    int people() {
        return people;
    }

    /** How many sockets are connected (read without the table's lock). */
    int connected() {
        return connected;
    }

    /** Since when no socket has held the seat (0 while one does). */
    long awaySince(int seat) {
        return awaySince[seat];
    }

    /** Whether a socket holds the seat. */
    boolean holds(int seat) {
        return clients.stream().anyMatch(c -> c.seat().equals(OptionalInt.of(seat)));
    }

    /** The people's seats (not bots') that have a socket connected now. */
    Set<Integer> peopleSeats(List<SeatSpec> seats) {
        Set<Integer> out = new TreeSet<>();
        for (Client c : clients) {
            c.seat().ifPresent(seat -> {
                if (!seats.get(seat).bot()) {
                    out.add(seat);
                }
            });
        }
        return out;
    }

    private void counted(List<SeatSpec> seats) {
        long now = System.currentTimeMillis();
        int p = (int) clients.stream().filter(x -> x.seat().isPresent()).count();
        if (p != people || clients.size() != connected) {
            quietSince = now;
        }
        people = p;
        connected = clients.size();
        Set<Integer> held = peopleSeats(seats);
        for (int seat = 0; seat < awaySince.length; seat++) {
            if (held.contains(seat)) {
                awaySince[seat] = 0;
            } else if (awaySince[seat] == 0) {
                awaySince[seat] = now;
            }
        }
    }
}
