"""Short backgammon (docs/rules.md#backgammon; seeds 000 and 002).

Standard international rules: a point with two or more opponent checkers is
closed; landing on a single one (a blot) hits it to the bar; checkers on the
bar enter into the opponent's home board before anything else moves.
The opponent travels 1 -> 24; its own point ``k`` is the mover's ``25 - k``.
"""

from __future__ import annotations

from ..position import BAR, CHECKERS, OFF, OPP_BAR, OPP_OFF, Position
from .base import Rules


def is_race(position) -> bool:
    """Whether a backgammon position (a :class:`~nardy.position.Position`
    or its 28-slot board) has no contact left: nobody on the bar and every
    checker of the side to move (travelling 24 -> 1) below every checker of
    the opponent (travelling 1 -> 24 in the mover's numbering).

    >>> import nardy
    >>> is_race(nardy.variant("backgammon").start())
    False
    """
    b = position._b if isinstance(position, Position) else position
    if b[BAR] or b[OPP_BAR]:
        return False
    mine = [p for p in range(1, 25) if b[p] > 0]
    theirs = [p for p in range(1, 25) if b[p] < 0]
    return not mine or not theirs or max(mine) < min(theirs)


class Backgammon(Rules):
    """Short (standard) backgammon."""

    name = "backgammon"
    has_bar = True
    opening_roll_plays = True

    def start(self) -> Position:
        """"2 on the 24-point, 5 on 13, 3 on 8, 5 on 6" for each side."""
        pts = [0] * 24
        for p, n in ((24, 2), (13, 5), (8, 3), (6, 5)):
            pts[p - 1] += n
            pts[25 - p - 1] -= n
        return Position.from_counts(pts)

    def swap(self, pos: Position) -> Position:
        """The board seen by the other player: mirror it."""
        b = pos._b
        nb = [0] * 28
        for p in range(1, 25):
            nb[25 - p] = -b[p]
        nb[OFF], nb[OPP_OFF] = b[OPP_OFF], b[OFF]
        nb[BAR], nb[OPP_BAR] = b[OPP_BAR], b[BAR]
        return Position._trusted(tuple(nb))

    def pips(self, pos: Position) -> tuple:
        return pos.pips()

    def opp_point(self, p: int) -> int:
        """The opponent travels 1 -> 24: its own point is the mover's ``25 - p``."""
        return 25 - p

    def is_race(self, pos: Position) -> bool:
        return is_race(pos)

    # Seed 000: "A checker may only move to an open point, one not occupied
    # by two or more checkers of the opposite colour" (the base's closed(),
    # single_checker_closes False).
    def closed_reason(self, point, v):
        return f"point {point} is closed: the opponent has {-v} checkers there"

    def winner_points(self, pos: Position) -> int:
        """Single 1; gammon 2 (the loser bore off none); backgammon 3 (and
        still has a checker on the bar or in the winner's home board)."""
        b = pos._b
        if b[OFF] == CHECKERS:         # the mover won
            if b[OPP_OFF]:
                return 1
            back = b[OPP_BAR] or any(b[p] < 0 for p in range(1, 7))
        else:                          # the opponent won
            if b[OFF]:
                return 1
            back = b[BAR] or any(b[p] > 0 for p in range(19, 25))
        return 3 if back else 2

    def result_name(self, points: int) -> str:
        return {1: "single", 2: "gammon", 3: "backgammon"}[points]
