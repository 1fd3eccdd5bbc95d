"""The positions that lessons and their answer keys share, so that a lesson
shows the very board its exercises check, and the small helper lesson 4.2
computes with.  A lesson imports them (``from nardy.widgets.fixtures import
POSITIONS``); nothing here is an answer.

Positions are written from the side to move with :func:`pos`:
``pos({24: 5, 18: 1}, {12: 13, 22: 2})`` puts the mover's checkers on its
24 and 18 and the opponent's on the mover's 12 and 22 (the engine's
mover-relative numbering, lesson 1.1).
"""

from __future__ import annotations

from nardy import Position, variant
from nardy.errors import InvalidPositionError

from .exercises_long import position

__all__ = ["POSITIONS", "PLAYING", "played_game", "take_point", "keeping_throws", "keeps_fence", "home", "ROLLS_36",
           "GUL_RUNNER", "FEVGA_LAST_TO_STACK", "race_rolls", "FENCE_PLAYS", "FOR_THE_WIN", "NEED_DOUBLES"]

LONG = variant("long")

ROLLS_36 = [(a, b) for a in range(1, 7) for b in range(1, 7)]
"""All 36 throws of two dice (6-5 and 5-6 are different throws)."""

pos = position
"""``pos(mine, theirs, off=(0, 0))``: a long-nardy position from the side to
move (:func:`nardy.widgets.exercises_long.position`)."""


# -- part 2, the variants ----------------------------------------------------------------------

GUL_RUNNER = pos({8: 1, 6: 3, 5: 3, 4: 2, 3: 2, 2: 4}, {18: 3, 17: 3, 16: 3, 15: 3, 14: 3})
"""Lesson 2.2: White's last checker outside its home is on 8; with 2-2 it
comes home on the first 2 (8/6), and then all fifteen are home."""


FEVGA_LAST_TO_STACK = pos({24: 3, 19: 1, 18: 2, 17: 2, 16: 2, 15: 1, 14: 1, 10: 1, 6: 2}, {20: 14, 23: 1})
"""Lesson 2.6, from White's side: White's block 19-14 stands right after
fourteen black checkers on White's 20; Black's last one is on White's 23,
three pips behind them.  Black to play 2-1 (forced: 23/20, in White's
numbers) gathers all fifteen there."""


# -- part 4, strategy --------------------------------------------------------------------------

START = LONG.start()


SQUEEZE = pos({24: 5, 23: 1, 21: 1, 20: 1, 19: 1, 18: 1, 11: 1, 10: 1, 9: 1, 8: 1, 7: 1}, {12: 13, 22: 2})
"""White has two fences in front of Black: 11-7 before Black's head (White's
12) and 21-18 before Black's two checkers on White's 22.  Black cannot play
a 1, 2, 3 or 4 at all."""


BUILD = pos({24: 6, 16: 2, 14: 1, 13: 1, 10: 1, 9: 1, 8: 1, 7: 2}, {12: 10, 3: 2, 20: 1, 17: 1, 1: 1})
"""White holds 10-7 in front of Black's head; spares on 16, 14 and 13.
Five Black checkers (on White's 3, 1, 20 and 17) are already past the fence."""


FIVE = LONG.parse_play(BUILD, (3, 2), "14/11 13/11").result
"""BUILD after 14/11 13/11: the five-point fence 11-7."""


LOCKED = pos({24: 6, 16: 2, 14: 1, 13: 1, 10: 1, 9: 1, 8: 1, 7: 2}, {12: 15})
"""BUILD's White, with all fifteen Black checkers still on their head."""


TIMING = pos({11: 1, 10: 1, 9: 1, 8: 1, 7: 1, 3: 4, 2: 3, 1: 3}, {12: 9, 22: 3, 20: 3})
"""White's five-point fence 11-7 and no spare checker outside home."""


TIMING_SPARE = pos({14: 1, 11: 1, 10: 1, 9: 1, 8: 1, 7: 1, 3: 3, 2: 3, 1: 3}, {12: 9, 22: 3, 20: 3})
"""TIMING with one checker moved back from the 3-point to 14: a spare."""


def keeps_fence(play, points=(11, 10, 9, 8, 7)) -> bool:
    """Whether every point of the fence is still held after ``play``."""
    return all(play.result.points[q - 1] > 0 for q in points)


def keeping_throws(position, points=(11, 10, 9, 8, 7)) -> int:
    """Of the 36 throws, how many can be played keeping the whole fence."""
    return sum(1 for t in ROLLS_36 if any(keeps_fence(p, points) for p in LONG.legal_plays(position, t)))


def home(counts, theirs=None, off_theirs=0) -> Position:
    """White bearing off: ``counts`` its checkers on 1..6 (the 1-point
    first), the rest already off; Black (by default) in a race, its
    checkers in its own home (White's 13-18)."""
    mine = {i + 1: n for i, n in enumerate(counts) if n}
    if theirs is None:
        theirs = {13: 3, 14: 3, 15: 2, 16: 2, 17: 1}
    return pos(mine, theirs, off=(15 - sum(counts), 15 - sum(theirs.values())))


_RACE_ROLLS: dict = {}


def race_rolls(position) -> float:
    """The expected number of rolls the side to move needs to bear off all
    its checkers in a race (no contact left), playing each roll the way
    that needs fewest: exact.  Once every checker is home it is the
    bear-off table's :meth:`~nardy.bearoff.BearoffDB.expected_rolls`; with
    checkers still outside, one roll at a time (1 + the average over the 36
    throws of the best play's value), down to the table.  Only the mover's
    checkers count (no contact: the opponent's are never in the way).  For
    the last few checkers coming home (lesson 4.3): with many still
    outside it takes long."""
    from nardy.bearoff import ROLLS as DISTINCT, BearoffDB
    b = position._b
    if b in _RACE_ROLLS:
        return _RACE_ROLLS[b]
    if not LONG.is_race(position):
        raise InvalidPositionError(f"race_rolls is for races (no contact left); this position has contact: {position!r}")
    if LONG.all_home(position):
        value = BearoffDB.load().expected_rolls(position)
    else:
        total = 0.0
        for roll in DISTINCT:
            plays = LONG.legal_plays(position, roll)
            v = min(race_rolls(p.result) for p in plays) if plays else race_rolls(position)
            total += v if roll[0] == roll[1] else 2 * v
        value = 1.0 + total / 36
    _RACE_ROLLS[b] = value
    return value


THREE = home((0, 1, 0, 1, 0, 1))
"""Three checkers left, on 6, 4 and 2."""


LOWEST = home((1, 0, 0, 3, 0, 1))
"""5-4 to play: 6/1 4/off leaves the fewest pips, 6/2 4/off the fewest rolls."""


GAP = home((0, 2, 0, 0, 3, 1))
"""6-3 to play: 6/off 5/2 bears off from the top, 6/3 5/off fills the gap."""


RACE_BLACK = {13: 3, 14: 3, 15: 2, 16: 2, 17: 1}
"""Black's eleven checkers in its home in the races of lesson 4.3 (four borne off)."""


FILL = pos({10: 1, 8: 1, 6: 2, 3: 3, 2: 4, 1: 4}, RACE_BLACK, off=(0, 4))
"""A race: White's last two checkers on 10 and 8, its home empty on 5 and 4
(seed advice, part 1: take up the points of the fourth quarter)."""


CROSS = pos({8: 1, 6: 3, 5: 3, 3: 4, 2: 3, 1: 1}, RACE_BLACK, off=(0, 4))
"""A race: White's last checker on 8, the rest home (seed advice, part 2:
bring the checkers into the bear-off zone the right way)."""


RACE_HOME = pos({6: 3, 5: 3, 4: 3, 3: 2, 2: 2, 1: 2}, {18: 3, 17: 3, 16: 3, 15: 2, 14: 2, 13: 2})
"""Both sides with every checker home: a pure bear-off race."""


RACE_A = pos({12: 1, 9: 2, 6: 4, 5: 3, 3: 3, 2: 2}, {13: 4, 15: 3, 18: 3, 20: 2, 23: 3})
"""A race: every White checker on 1-12, every Black one on White's 13-24."""


RACE_B = pos({14: 1, 9: 2, 6: 4, 5: 3, 3: 3, 2: 2}, {13: 4, 15: 3, 18: 3, 20: 2, 23: 3})
"""White's straggler on 14 has Black's checker on 13 still ahead of it."""


RACE_C = pos({12: 1, 9: 2, 6: 4, 5: 3, 3: 2, 2: 2}, {4: 1, 13: 4, 15: 3, 18: 3, 20: 2, 23: 2})
"""A Black checker on White's 4 still has to pass White's home."""


FOR_THE_WIN = (home((0, 0, 0, 0, 5, 0), {13: 2, 14: 2, 15: 2}), (2, 2), (2, 2, 2, 0, 0, 0))
"""Lesson 4.4: White's five checkers on its 5-point, 2-2 to play; Black's
home (the last item, its 1-point first) needs two or three more rolls, mostly three."""


NEED_DOUBLES = (home((0, 0, 0, 2, 0, 2), {13: 1, 14: 1, 15: 1}), (5, 2), (1, 1, 1, 0, 0, 0))
"""Lesson 4.4: White's four checkers on 6 and 4, 5-2 to play; Black, with
three checkers on its 1-, 2- and 3-points, is off within two rolls."""


MARS = pos({9: 1, 6: 4, 5: 4, 4: 3, 3: 3}, {13: 1}, off=(0, 14))
"""White has borne off nothing; Black's last checker is on its own 1-point."""


POSITIONS = {"start": START, "squeeze": SQUEEZE, "build": BUILD, "five": FIVE, "locked": LOCKED,
             "timing": TIMING, "timing_spare": TIMING_SPARE, "three": THREE, "lowest": LOWEST, "gap": GAP,
             "fill": FILL, "cross": CROSS,
             "race_home": RACE_HOME, "for_the_win": FOR_THE_WIN[0], "need_doubles": NEED_DOUBLES[0], "race_a": RACE_A, "race_b": RACE_B, "race_c": RACE_C, "mars": MARS}
"""The lessons' positions by name."""


# -- part 5, playing better (positions from seeded games, White to play) -----------------------
# Each is (position, roll); the evaluator judges the plays when the lesson runs.
_C = Position.from_counts

PLAYING = {
    # Long nardy, the middle game.
    "head": (_C([-2, -1, 0, 1, 1, -2, 0, 1, -1, 0, 0, -8, 0, 0, 0, 0, 0, -1, 1, 1, 1, 0, 0, 9]), (6, 5)),
    "fence": (_C([0, -1, 1, -1, -2, -1, -1, -2, -1, 0, -1, -2, 1, 1, 1, 1, 2, -1, 3, 1, -1, 1, -1, 3]), (4, 3)),
    "keep": (_C([2, -2, -7, -1, 4, 1, 1, 0, 1, 0, 0, 0, -2, 1, 1, 0, -1, -1, -1, 1, 1, 1, 1, 0]), (6, 1)),
    "hold": (_C([5, -1, 1, -3, 0, 2, 0, 0, 0, 0, 0, 0, 1, 1, 2, 1, 1, -5, -2, -3, 0, 1, -1, 0]), (4, 1)),
    # Backgammon.
    "point": (_C([2, 0, 1, 0, 3, 2, -2, 2, 0, 0, 0, -3, 3, 0, 0, 0, -1, -1, -3, -2, -3, 0, 0, 2]), (5, 3)),
    "hit": (_C([3, 2, 2, 0, 0, 2, 0, 0, -1, 0, 0, -2, 2, 2, 0, 0, 0, 0, -2, -4, -4, 0, -2, 2]), (3, 2)),
    "safe": (_C([2, 0, 0, 2, 2, 3, 2, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, -2, -3, -4, -2, 3], bar=(0, 1),
                off=(0, 3)), (6, 4)),
    "bearoff": (_C([-2, 0, 1, 1, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, -3, -1, 0, -4, -5], off=(11, 0)),
                (2, 1)),
}
"""Part 5's positions and rolls, White to play: long nardy's ``head`` (a
checker to take off the head or not), ``fence`` (build the fence or run),
``keep`` (keep the points in front of Black's checkers or open them),
``hold`` (hold a five-point fence late in the game); backgammon's ``point``
(make a point rather than leave a blot), ``hit`` (hit or build), ``safe`` (play safe with a Black
checker on the bar) and ``bearoff`` (bearing off with Black's anchor on
White's 1-point)."""


# -- lesson 4.2: fence decisions the trained evaluator judges (White to play) -----------------------
# Positions from seeded games, chosen so that the evaluator's best plays beat every other by far more
# than its own error (nardy.tutor.NOISE), looking one roll ahead as well, and the strong computer
# player (which does not use the evaluator) agrees; tests/test_strategy.py checks that at test time.

FENCE_PLAYS = {
    # Black's four checkers on White's 10-7 still have to pass White's 5-4-3-2.
    "home_fence": (_C([-1, 1, 2, 1, 1, 0, -1, -1, -1, -1, 0, 6, 2, 1, 1, -4, -3, -2, 0, -1, 0, 0, 0, 0]), (4, 2)),
    # Black's last checker on White's 7 sits behind White's six-point block 6-1.
    "last_block": (_C([7, 1, 1, 1, 1, 1, -1, 0, 0, 0, 0, 0, -6, -2, -3, -1, 2, 1, 0, -2, 0, 0, 0, 0]), (6, 4)),
}
"""Lesson 4.2's "choose the play" positions and rolls: ``home_fence`` (keep
the fence in your home in front of Black's checkers, or not) and
``last_block`` (bring the stragglers home without breaking the block)."""


def played_game(variant: str = "long", seed: int = 27, levels=("simple", "expert")):
    """A whole seeded game, White played by the ``levels[0]`` computer
    player and Black by ``levels[1]`` (``nardy.strategy.make_bot``): the
    game lesson 5.1 reviews."""
    from nardy import Game
    from nardy.strategy import make_bot
    g = Game(variant, seed=seed)
    bots = [make_bot(level, seed=seed + i) for i, level in enumerate(levels)]
    g.opening_roll()
    while not g.over:
        if g.dice is None:
            g.roll()
        g.play_bot(bots[g.to_move]) if g.legal_plays() else g.commit()
    return g


def take_point(gammons: float = 0.0, *, tol: float = 1e-6) -> float:
    """The smallest winning chance of the doubled side at which taking a
    money double is right, by :func:`nardy.cube_equity.money_decision`
    (Janowski's cube life), with ``gammons`` the share of each side's wins
    that are gammons (lesson 5.3)."""
    from nardy.cube_equity import money_decision
    from nardy.evaluator import Evaluation

    def takes(q):                         # q: the taker's chance; the doubler wins 1 - q
        p = 1.0 - q
        e = Evaluation(p, gammons * p, 0.0, gammons * q, 0.0)
        return money_decision(e).take

    lo, hi = 0.0, 0.5
    while hi - lo > tol:
        mid = (lo + hi) / 2
        if takes(mid):
            hi = mid
        else:
            lo = mid
    return hi
