"""Computer opponents: ``bot(game) -> Play``.

A bot is any callable that takes a :class:`nardy.Game` whose dice are
rolled and returns one of ``game.legal_plays()`` (``Game.play_bot`` rolls,
asks the bot and plays its choice).  Two are built in:

- :func:`random_bot` picks a legal play at random (a baseline);
- :func:`simple_bot` scores every legal play with a few plain heuristics
  and plays the best, breaking ties at random.  It is meant as a fair first
  opponent for a learner: it never blunders into rule errors (the engine
  only offers legal plays), prefers safe, point-making, developing plays,
  and is easy to beat once you plan ahead.

Both take a seed, so a game against them replays exactly.

>>> import nardy
>>> from nardy.bots import simple_bot
>>> g = nardy.Game("long", seed=1)
>>> g.roll((6, 5))
(6, 5)
>>> g.play_bot(simple_bot(seed=1))
<Play 24/13>

The heuristics, for long nardy (seen from the side that moves; a single
checker holds a point, nothing is ever hit):

- *points held*: every point you occupy is closed to the opponent, so
  spreading out blocks it -- above all points in front of its checkers,
  and runs of consecutive points (a fence; the engine forbids an illegal
  six-block, so the bot never has to think about that);
- *the head*: take a checker from the head every turn you can (seed 003:
  "you must try to take one checker from the head on each move, otherwise
  the enemy will quickly reach sector 1 and block your exits");
- *no tall stacks*: more than three checkers on one point (the head
  aside) waste tempo;
- *progress*: pips moved, checkers home, checkers borne off.

For backgammon the same idea with that game's dangers: made points (two
or more checkers), blots within the opponent's direct range, hits, primes,
progress and bearing off.
"""

from __future__ import annotations

from typing import Callable

from .dice import make_rng
from .position import BAR, OFF, OPP_BAR
from .rules.long import OPP_POINT

__all__ = ["random_bot", "simple_bot", "score_play", "BOTS"]

Bot = Callable


def random_bot(seed=None) -> Bot:
    """A bot that plays a uniformly random legal play.

    >>> import nardy
    >>> g = nardy.Game("long", seed=2)
    >>> _ = g.roll((3, 1))
    >>> str(g.play_bot(random_bot(seed=0))) in {str(p) for p in nardy.variant("long").legal_plays(
    ...     nardy.variant("long").start(), (3, 1))}
    True
    """
    rng = make_rng(seed)

    def bot(game):
        plays = game.legal_plays()
        return rng.choice(plays) if plays else None

    bot.__name__ = bot.__qualname__ = "random_bot"
    return bot


def simple_bot(seed=None) -> Bot:
    """A bot that plays the legal play with the best heuristic score
    (:func:`score_play`); ties are broken by its own seeded generator."""
    rng = make_rng(seed)

    def bot(game):
        plays = game.legal_plays()
        if not plays:
            return None
        scored = [(score_play(game.rules, p), i) for i, p in enumerate(plays)]
        best = max(s for s, _ in scored)
        top = [plays[i] for s, i in scored if s >= best - 1e-9]
        return top[0] if len(top) == 1 else rng.choice(top)

    bot.__name__ = bot.__qualname__ = "simple_bot"
    return bot


BOTS = {"random": random_bot, "simple": simple_bot}
"""The built-in bots by name."""


def score_play(rules, play) -> float:
    """The simple bot's score of ``play`` (higher is better): an evaluation
    of the position it leads to, from the mover's side, plus a little for
    progress made."""
    if rules.has_bar:
        return _score_backgammon(play.start._b, play.result._b)
    return _score_long(play.start._b, play.result._b)


# -- long nardy ----------------------------------------------------------------

# The opponent's own number for the mover's point p (its distance from
# bearing off), and back: long nardy's half-board turn (nardy.rules.long).
_OPP_OWN = _MOVER_OF = OPP_POINT


def _score_long(b0: tuple, b: tuple) -> float:
    # Progress: pips moved and checkers borne off.
    pips0 = 0
    for p in range(1, 25):
        if b0[p] > 0:
            pips0 += p * b0[p]
    pips = home = stacks = 0
    count = [0] * 26        # opponent checkers by their own point number
    race = True             # every mover checker on 1..12, every opponent one on 13..24
    for p in range(1, 25):
        v = b[p]
        if v > 0:
            pips += p * v
            if p <= 6:
                home += v
            elif p > 12:
                race = False
            if v > 3 and p != 24:
                stacks += v - 3
        elif v < 0:
            count[_OPP_OWN[p]] -= v
            if p <= 12:
                race = False
    score = 0.25 * (pips0 - pips) + 4.0 * b[OFF]
    if race:
        # Nothing left to block: bring checkers home and bear off.
        score += 1.0 * home
        for p in range(1, 7):
            if b[p] > 4:
                score -= 0.3 * (b[p] - 4)
        return score

    # behind[o]: opponent checkers that still have to pass its own point o;
    # near[o]: one of them is at most six points behind it.
    behind = [0] * 26
    near = [False] * 26
    acc = 0
    last = 99
    opp_max = 0
    for o in range(24, 0, -1):
        behind[o] = acc
        near[o] = last - o <= 6
        if count[o]:
            acc += count[o]
            last = o
            if not opp_max:
                opp_max = o

    # The head: leave it (one checker a turn; the rules stop more).
    score -= 1.2 * b[24]
    # Points held, worth more the more opponent checkers still have to pass
    # them, and most just in front of them.
    held = 0.0
    for p in range(1, 24):
        if b[p] > 0:
            o = _OPP_OWN[p]
            n = behind[o]
            if n:
                held += (2.0 if near[o] else 1.3) + 0.05 * (n if n < 10 else 10)
            else:
                held += 0.4
    score += 2.0 * held
    # Fences: runs of consecutive held points along the opponent's path,
    # in front of its rearmost checker.
    run = 0
    for q in range(opp_max - 1, 0, -1):
        p = _MOVER_OF[q]
        if p != 24 and b[p] > 0:
            run += 1
            score += 0.5 * run
        else:
            run = 0
    # Tall stacks off the head waste checkers; checkers home are safe.
    score -= 0.8 * stacks
    score += 0.3 * home
    return score


# -- backgammon -----------------------------------------------------------------

def _score_backgammon(b0: tuple, b: tuple) -> float:
    score = 0.0
    pips0 = sum(p * b0[p] for p in range(1, 25) if b0[p] > 0) + 25 * b0[BAR]
    pips = sum(p * b[p] for p in range(1, 25) if b[p] > 0) + 25 * b[BAR]
    score += 0.2 * (pips0 - pips)
    score += 4.0 * b[OFF]
    # Hits: the opponent's pips sent back.
    score += 3.0 * (b[OPP_BAR] - b0[OPP_BAR])
    opp_pts = [p for p in range(1, 25) if b[p] < 0]
    opp_back = min(opp_pts, default=25)          # opponent travels 1 -> 24
    if b[OPP_BAR]:
        opp_back = 0
    mover_back = max((p for p in range(1, 25) if b[p] > 0), default=0)
    if b[BAR]:
        mover_back = 25
    if mover_back < opp_back:
        # A race: bring them home, bear off.
        score += 1.0 * sum(b[p] for p in range(1, 7) if b[p] > 0)
        return score
    # Made points, the home board and the 7-point (bar point) first.
    for p in range(1, 25):
        if b[p] >= 2:
            score += 2.0 if p <= 7 else 1.0 if p <= 11 else 0.5
            if p <= 7 and b[OPP_BAR]:
                score += 1.0
    # Primes.
    run = 0
    for p in range(1, 25):
        if b[p] >= 2:
            run += 1
            score += 0.5 * run
        else:
            run = 0
    # Blots in the opponent's range (it moves to higher numbers; from the
    # bar it enters on our 1..6 as if from point 0).
    shooters = [p for p in range(1, 25) if b[p] < 0] + ([0] if b[OPP_BAR] else [])
    for p in range(1, 25):
        if b[p] == 1:
            shots = 0.0
            for q in shooters:
                d = p - q
                if 1 <= d <= 6:
                    shots += 1.0
                elif 7 <= d <= 12:
                    shots += 0.4
            if shots:
                score -= (1.0 + 0.15 * (25 - p)) * min(shots, 3.0) / 3.0 * 3.0
    # Stacks.
    score -= 0.5 * sum(max(0, b[p] - 4) for p in range(1, 25))
    return score
