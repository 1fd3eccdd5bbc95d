"""Positions: immutable, hashable, always seen from the side to move.

Numbering (docs/rules.md#numbering): the mover's points are 1..24 and the
mover travels from 24 down to 1, bearing off below 1.  ``points[i]`` holds
the checkers on the mover's point ``i + 1``: positive for the mover's,
negative for the opponent's.  ``bar`` and ``off`` are ``(mover, opponent)``.

The position does not know which game it belongs to: turning it round for
the other player depends on the game (long nardy rotates the board by half,
backgammon mirrors it), so that lives in the rules (``rules.swap``).
"""

from __future__ import annotations

from typing import Sequence

from ._checks import first_items, is_int, short, take
from .errors import InvalidPositionError

CHECKERS = 15
"""Checkers a side in every game of the course."""

# Internal layout of the 28-slot tuple ``Position._b`` (fast to copy and
# hash, and the move generator works on it directly):
OFF = 0          # mover's borne-off checkers
# 1..24          the mover's points, signed counts
BAR = 25         # mover's checkers on the bar
OPP_BAR = 26     # opponent's checkers on the bar
OPP_OFF = 27     # opponent's borne-off checkers


class Position:
    """A position from the side to move; see the module docstring."""

    __slots__ = ("_b", "_hash")
    _b: tuple
    _hash: int
    # ``_hash`` is filled in on first use: the move generator makes many
    # positions (``Play.result``) that are never hashed.

    def __init__(self, board: Sequence[int]):
        """Build from the internal 28-slot layout (use :meth:`from_counts`)."""
        try:
            b = tuple(take(board, 28))
        except (TypeError, OverflowError):
            b = None
        if b is None or len(b) != 28:
            raise InvalidPositionError(
                f"a position needs 28 slots (off, 24 points, bar, opponent's bar and off), got {short(board)}; "
                f"Position.from_counts(points, bar, off) builds one from the 24 points")
        _validate(b, b)
        _set_board(self, b)

    @classmethod
    def _trusted(cls, b: tuple) -> "Position":
        """Wrap a tuple the engine built itself (no validation: hot path)."""
        self = _new(cls)
        _set_board(self, b)
        return self

    @classmethod
    def from_counts(cls, points: Sequence[int], bar: Sequence[int] = (0, 0),
                    off: Sequence[int] = (0, 0)) -> "Position":
        """The public constructor.

        ``points``: 24 ints, ``points[i]`` = checkers on the mover's point
        ``i + 1`` (> 0 the mover's, < 0 the opponent's).  ``bar``/``off``:
        ``(mover, opponent)``.  Raises :class:`InvalidPositionError` quoting
        the input when no game could reach it.
        """
        given = (points, bar, off)
        try:
            pts = [_as_int(v) for v in first_items(points, 25)]
            barv = [_as_int(v) for v in first_items(bar, 3)]
            offv = [_as_int(v) for v in first_items(off, 3)]
        except (TypeError, ValueError):
            raise InvalidPositionError(
                f"points, bar and off must hold whole numbers: points={short(points)}, bar={short(bar)}, "
                f"off={short(off)}") from None
        if len(pts) != 24:
            raise InvalidPositionError(f"points must have 24 entries, got {len(pts)}: {short(points)}")
        if len(barv) != 2 or len(offv) != 2:
            raise InvalidPositionError(f"bar and off must be (mover, opponent) pairs: bar={short(bar)}, "
                                       f"off={short(off)}")
        b = (offv[0], *pts, barv[0], barv[1], offv[1])
        _validate(b, given)
        return cls._trusted(b)

    # -- the public view -------------------------------------------------
    @property
    def points(self) -> tuple:
        """24 signed counts; index ``i`` is the mover's point ``i + 1``."""
        return self._b[1:25]

    @property
    def bar(self) -> tuple:
        """Checkers on the bar, ``(mover, opponent)``."""
        return (self._b[BAR], self._b[OPP_BAR])

    @property
    def off(self) -> tuple:
        """Checkers borne off, ``(mover, opponent)``."""
        return (self._b[OFF], self._b[OPP_OFF])

    def at(self, point: int) -> int:
        """Signed count on the mover's ``point`` (1..24)."""
        if not (is_int(point) and 1 <= point <= 24):
            raise InvalidPositionError(f"no point {short(point)}: points are numbered 1..24")
        return self._b[point]

    def pips(self) -> tuple:
        """Pip counts ``(mover, opponent)`` in backgammon geometry (the
        opponent's point p is 25 - p pips from home).  Long nardy uses
        ``rules.pips(pos)``, which knows its own geometry."""
        b = self._b
        mover = sum(p * b[p] for p in range(1, 25) if b[p] > 0) + 25 * b[BAR]
        opp = sum((25 - p) * -b[p] for p in range(1, 25) if b[p] < 0) + 25 * b[OPP_BAR]
        return (mover, opp)

    def checkers(self) -> tuple:
        """Checkers on the board, bar included: ``(mover, opponent)``."""
        b = self._b
        mover = sum(v for v in b[1:25] if v > 0) + b[BAR]
        opp = -sum(v for v in b[1:25] if v < 0) + b[OPP_BAR]
        return (mover, opp)

    # -- value semantics -------------------------------------------------
    def __eq__(self, other):
        return isinstance(other, Position) and self._b == other._b

    def __hash__(self):
        try:
            return self._hash
        except AttributeError:
            h = hash(self._b)
            _set_hash(self, h)
            return h

    def __setattr__(self, name, value):
        if hasattr(self, "_b"):
            raise AttributeError("Position is immutable")
        object.__setattr__(self, name, value)

    def __reduce__(self):
        return (Position, (self._b,))

    def __repr__(self):
        return (f"Position.from_counts({list(self.points)!r}, "
                f"bar={self.bar!r}, off={self.off!r})")

    def __str__(self):
        return render_ascii(self)

    def _repr_svg_(self):
        from .svg import board_svg  # lazy: plain engine users never pay for it
        return board_svg(self)


_new = object.__new__
_set_board = Position.__dict__["_b"].__set__     # the slots' own setters: no lookup, no __setattr__
_set_hash = Position.__dict__["_hash"].__set__


def _as_int(v) -> int:
    """A whole number of checkers: ints and integer-like values (numpy), but
    never a bool."""
    if isinstance(v, bool):
        raise TypeError(v)
    if not isinstance(v, int):
        if hasattr(v, "__index__") and not isinstance(v, bool):
            v = v.__index__()
            if isinstance(v, bool):
                raise TypeError(v)
            return v
        raise TypeError(v)
    return v


def _validate(b: tuple, given) -> None:
    """Checks every game shares; the rules add their own (e.g. no bar in
    long nardy) in ``rules.validate``."""
    if any(not isinstance(v, int) or isinstance(v, bool) for v in b):
        raise InvalidPositionError(f"counts must be whole numbers: {short(given, 200)}")
    if min(b[OFF], b[BAR], b[OPP_BAR], b[OPP_OFF]) < 0:
        raise InvalidPositionError(f"bar and off counts cannot be negative: {short(given, 200)}")
    mover = sum(v for v in b[1:25] if v > 0) + b[BAR] + b[OFF]
    opp = -sum(v for v in b[1:25] if v < 0) + b[OPP_BAR] + b[OPP_OFF]
    if mover > CHECKERS:
        raise InvalidPositionError(f"the mover has {mover} checkers, more than {CHECKERS}: {short(given, 200)}")
    if opp > CHECKERS:
        raise InvalidPositionError(f"the opponent has {opp} checkers, more than {CHECKERS}: {short(given, 200)}")


def render_ascii(pos: Position) -> str:
    """A plain-text board from the mover's side: 13..24 along the top, 12..1
    along the bottom, ``X`` the mover's checkers, ``O`` the opponent's."""
    b = pos._b

    def cell(p):
        v = b[p]
        if v == 0:
            return "  . "
        ch = "X" if v > 0 else "O"
        return f"{ch}{abs(v)}".rjust(4)  # "X15", not "15O" (which reads as 150)

    top = "".join(cell(p) for p in range(13, 19)) + " |" + "".join(cell(p) for p in range(19, 25))
    bot = "".join(cell(p) for p in range(12, 6, -1)) + " |" + "".join(cell(p) for p in range(6, 0, -1))
    num_top = "".join(f"{p:>4}" for p in range(13, 19)) + "  " + "".join(f"{p:>4}" for p in range(19, 25))
    num_bot = "".join(f"{p:>4}" for p in range(12, 6, -1)) + "  " + "".join(f"{p:>4}" for p in range(6, 0, -1))
    lines = [num_top, top, "-" * len(top), bot, num_bot,
             f"X (to move): bar {b[BAR]}, off {b[OFF]}   O: bar {b[OPP_BAR]}, off {b[OPP_OFF]}"]
    return "\n".join(lines)
