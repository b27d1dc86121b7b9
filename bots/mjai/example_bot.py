#!/usr/bin/env python3
"""A small mjai bot, standard library only: Jantaku's example and the mjai bridge's test fixture.

Protocol (as mjai.app runs its bots): started as ``example_bot.py [OPTIONS] SEAT``; every line on standard
input is a JSON array of the events since the last request (one JSON object is read as an array of one);
every request gets one line on standard output, one JSON action, answering the last event.

Play: it keeps its hand from the events (``start_kyoku``'s tehai, its draws, discards and calls) and
- wins whenever it may: a complete hand on its own draw (its hand is always closed: menzen tsumo), and on
  another's discard once it is in riichi (riichi is its yaku) unless furiten;
- declares riichi with a closed tenpai hand, 1000 points or more and enough of the wall left;
- otherwise discards the tile worth least to the hand: isolated honours first, then isolated terminals,
  then the tiles with the fewest neighbours and copies; a red five is kept over a plain one;
- never calls (``none`` to every chi, pon and kan it could make).

Test-only fault modes (to check how the bridge survives a bad bot):
  --sleep SECONDS --sleep-every N   sleep before answering every N-th request
  --crash-after N                   exit with status 3 on the (N+1)-th request, saying so on standard error
  --nonsense-every N                answer every N-th request with a line that is not an action
"""

import json
import sys
import time

HONOURS = ["E", "S", "W", "N", "P", "F", "C"]


def kind(tile):
    """The index 0-33 of a tile name (1m-9m 0-8, 1p-9p 9-17, 1s-9s 18-26, E S W N P F C 27-33)."""
    if tile in HONOURS:
        return 27 + HONOURS.index(tile)
    return "mps".index(tile[1]) * 9 + int(tile[0]) - 1


def counts(tiles):
    c = [0] * 34
    for t in tiles:
        c[kind(t)] += 1
    return c


def sets(c, i=0):
    """Whether the counts (a multiple of three) split into runs and triplets."""
    while i < 34 and c[i] == 0:
        i += 1
    if i == 34:
        return True
    if c[i] >= 3:
        c[i] -= 3
        ok = sets(c, i)
        c[i] += 3
        if ok:
            return True
    if i < 27 and i % 9 <= 6 and c[i + 1] and c[i + 2]:
        c[i] -= 1
        c[i + 1] -= 1
        c[i + 2] -= 1
        ok = sets(c, i)
        c[i] += 1
        c[i + 1] += 1
        c[i + 2] += 1
        return ok
    return False


ORPHANS = [0, 8, 9, 17, 18, 26] + list(range(27, 34))


def complete(c):
    """Whether 14 tiles (as counts) are a winning shape: four sets and a pair, seven pairs, thirteen orphans."""
    if sum(1 for x in c if x == 2) == 7:
        return True
    if all(c[i] >= 1 for i in ORPHANS) and sum(c[i] for i in ORPHANS) == 14:
        return True
    for p in range(34):
        if c[p] >= 2:
            c[p] -= 2
            ok = sets(c)
            c[p] += 2
            if ok:
                return True
    return False


def waits(c):
    """The kinds that complete 13 tiles (as counts), not counting a fifth copy."""
    out = []
    for k in range(34):
        if c[k] < 4:
            c[k] += 1
            if complete(c):
                out.append(k)
            c[k] -= 1
    return out


def worth(c, k):
    """How much a kind held adds to the hand: copies, and neighbours for suited tiles."""
    v = 4 * (c[k] - 1)
    if k < 27:
        n = k % 9
        for d, w in ((1, 3), (2, 1)):
            if n - d >= 0 and c[k - d]:
                v += w
            if n + d <= 8 and c[k + d]:
                v += w
        v += 1 if n in (0, 8) else 2
    return v


class Bot:
    def __init__(self, seat):
        self.seat = seat
        self.hand = []
        self.draws = 0
        self.score = 25000
        self.riichi = False
        self.planned = None
        self.own_kinds = set()
        self.missed = False
        self.last_drawn = None

    def event(self, e):
        t = e["type"]
        actor = e.get("actor")
        if t == "start_game":
            self.seat = e.get("id", self.seat)
        elif t == "start_kyoku":
            self.hand = list(e["tehais"][self.seat])
            self.score = e["scores"][self.seat]
            self.draws = 0
            self.riichi = False
            self.planned = None
            self.own_kinds = set()
            self.missed = False
            self.last_drawn = None
        elif t == "tsumo":
            self.draws += 1
            if actor == self.seat:
                self.hand.append(e["pai"])
                self.last_drawn = e["pai"]
        elif t == "dahai":
            if actor == self.seat:
                self.hand.remove(e["pai"])
                self.own_kinds.add(kind(e["pai"]))
                if not self.riichi:
                    self.missed = False
                self.last_drawn = None
        elif t in ("chi", "pon", "daiminkan", "ankan") and actor == self.seat:
            for p in e["consumed"]:
                self.hand.remove(p)
        elif t == "kakan" and actor == self.seat:
            self.hand.remove(e["pai"])
        elif t == "reach" and actor == self.seat:
            self.riichi = True
        elif t == "reach_accepted" and actor == self.seat:
            self.score -= 1000

    def act(self, events):
        last = events[-1] if events else {"type": "none"}
        t = last["type"]
        me = self.seat
        if t == "tsumo" and last.get("actor") == me:
            return self.turn()
        if t == "reach" and last.get("actor") == me:
            return self.discard(self.planned or self.last_drawn)
        if t in ("chi", "pon") and last.get("actor") == me:
            return self.discard(self.choose())
        if t in ("dahai", "kakan") and last.get("actor") != me:
            return self.claim(last["pai"])
        if t == "ankan" and last.get("actor") != me:
            return self.claim(last["consumed"][0])
        return {"type": "none"}

    def turn(self):
        c = counts(self.hand)
        if complete(c):
            return {"type": "hora", "actor": self.seat, "target": self.seat, "pai": self.last_drawn}
        if self.riichi:
            return self.discard(self.last_drawn)
        pick = self.choose()
        if self.score >= 1000 and self.draws <= 50 and len(self.hand) == 14:
            for tile in dict.fromkeys([pick, self.last_drawn]):  # a cheap look: the planned discard, then tsumogiri
                if tile is None:
                    continue
                c[kind(tile)] -= 1
                w = waits(c)
                c[kind(tile)] += 1
                if w:
                    self.planned = tile
                    return {"type": "reach", "actor": self.seat}
        return self.discard(pick)

    def choose(self):
        c = counts(self.hand)

        # least worth first; of one kind the plain five before the red one, and the drawn tile before the others
        return min(self.hand, key=lambda tile: (worth(c, kind(tile)), tile.endswith("r"), tile != self.last_drawn))

    def discard(self, tile):
        if tile not in self.hand:
            tile = self.choose()
        return {"type": "dahai", "actor": self.seat, "pai": tile, "tsumogiri": tile == self.last_drawn}

    def claim(self, tile):
        if not self.riichi:
            return {"type": "none"}
        c = counts(self.hand)
        w = waits(c)
        k = kind(tile)
        if k in w:
            if self.missed or any(x in self.own_kinds for x in w):
                self.missed = True
                return {"type": "none"}
            return {"type": "hora", "actor": self.seat, "target": None, "pai": tile}
        return {"type": "none"}


def options(argv):
    opts = {"sleep": 0.0, "sleep_every": 0, "crash_after": -1, "nonsense_every": 0}
    rest = []
    i = 0
    while i < len(argv):
        a = argv[i]
        if a in ("--sleep", "--sleep-every", "--crash-after", "--nonsense-every"):
            if i + 1 >= len(argv):
                sys.exit("example_bot.py: " + a + " needs a value")
            key = a[2:].replace("-", "_")
            opts[key] = float(argv[i + 1]) if key == "sleep" else int(argv[i + 1])
            i += 2
        else:
            rest.append(a)
            i += 1
    if len(rest) != 1 or rest[0] not in ("0", "1", "2", "3"):
        sys.exit("usage: example_bot.py [--sleep S --sleep-every N] [--crash-after N] [--nonsense-every N] SEAT")
    return opts, int(rest[0])


def main():
    opts, seat = options(sys.argv[1:])
    bot = Bot(seat)
    requests = 0
    for line in sys.stdin:
        line = line.strip()
        if not line:
            continue
        requests += 1
        if opts["crash_after"] >= 0 and requests > opts["crash_after"]:
            print("example_bot: crashing after %d requests, as asked" % opts["crash_after"], file=sys.stderr, flush=True)
            sys.exit(3)
        events = json.loads(line)
        if isinstance(events, dict):
            events = [events]
        for e in events:
            bot.event(e)
        answer = bot.act(events)
        if answer.get("type") == "hora" and answer.get("target") is None:
            answer["target"] = events[-1].get("actor")
        if opts["sleep_every"] and requests % opts["sleep_every"] == 0:
            time.sleep(opts["sleep"])
        if opts["nonsense_every"] and requests % opts["nonsense_every"] == 0:
            print("example_bot: answering nonsense, as asked", file=sys.stderr, flush=True)
            sys.stdout.write("this is not an mjai action\n")
            sys.stdout.flush()
            continue
        sys.stdout.write(json.dumps(answer, separators=(",", ":")) + "\n")
        sys.stdout.flush()


if __name__ == "__main__":
    main()
