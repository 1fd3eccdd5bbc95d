"""Steps and plays, and gnubg move notation.

A *step* moves one checker by one die.  A *play* is the ordered sequence of
steps of one turn.  ``str(play)`` is gnubg notation (``24/18 13/11``,
``bar/22*``, ``6/off``, ``8/5(2)``, ``13/7*/5``), following gnubg's own
``FormatMove``: moves sorted by source point (highest first), the steps of
one checker joined into one move with only its hits shown, identical moves
counted.  :func:`parse_moves` reads the same notation liberally.
"""

from __future__ import annotations

import re
from typing import NamedTuple

from ._checks import MAX_PLAY_TEXT, short
from .errors import InvalidMoveError
from .position import Position

BAR_POINT = 25
"""Source number of a checker entering from the bar (gnubg's ``bar``)."""
OFF_POINT = 0
"""Destination number of a checker borne off (gnubg's ``off``)."""


class Step(NamedTuple):
    """One checker moved by one die."""

    frm: int
    """Source: 1..24, or :data:`BAR_POINT` (25) for the bar."""
    to: int
    """Destination: 1..24, or :data:`OFF_POINT` (0) when borne off."""
    die: int
    """The die this step uses (when bearing off with a larger die, the die,
    not the distance)."""
    hit: bool = False
    """Whether the step hit an opponent blot (backgammon only)."""

    def __str__(self):
        return f"{point_name(self.frm)}/{point_name(self.to)}{'*' if self.hit else ''}"


def point_name(n: int) -> str:
    """``bar`` for 25, ``off`` for 0, else the number."""
    return "bar" if n == BAR_POINT else "off" if n == OFF_POINT else str(n)


class Play:
    """A whole turn: the steps, the position before and after.

    Plays compare equal when they start from the same position and reach
    the same one: step order does not matter (the issue's "one play per
    distinct resulting position").
    """

    __slots__ = ("start", "_steps", "_result", "_text")
    _text: str

    def __init__(self, start, steps, result):
        self.start = start
        """Position before the play (side to move's view)."""
        self._steps = steps
        self._result = result
        # ``_text`` stays unset until str() needs it.

    # The move generator hands over plain tuples; the values users see are
    # made on first use, so generating plays stays cheap.
    @property
    def steps(self) -> tuple:
        """The single-die steps (:class:`Step`), in the order played."""
        steps = self._steps
        if not (type(steps) is tuple and all(type(s) is Step for s in steps)):
            steps = self._steps = tuple(s if type(s) is Step else Step._make(s) for s in steps)
        return steps

    @property
    def result(self):
        """Position after the play, still from the same side's view."""
        r = self._result
        if type(r) is tuple:
            r = self._result = Position._trusted(r)
        return r

    @property
    def dice(self) -> tuple:
        """The dice used, in step order."""
        return tuple(s.die for s in self.steps)

    @property
    def hits(self) -> int:
        """Opponent checkers sent to the bar."""
        return sum(1 for s in self.steps if s.hit)

    def __len__(self):
        return len(self._steps)

    def __iter__(self):
        return iter(self.steps)

    def __eq__(self, other):
        return isinstance(other, Play) and self.start == other.start and self.result == other.result

    def __hash__(self):
        return hash((self.start, self.result))

    def __str__(self):
        try:
            return self._text
        except AttributeError:
            text = self._text = format_steps(self.steps)
            return text

    def __repr__(self):
        return f"<Play {self}>"


def format_steps(steps) -> str:
    """gnubg notation for a sequence of steps (see the module docstring)."""
    if not steps:
        return "(no move)"
    # Highest source first; for equal sources the highest destination first
    # (gnubg's CanonicalMoveOrder).
    moves = sorted(steps, key=lambda s: (-s.frm, -s.to))
    chains = []  # each: [points..., ], hits set
    used = [False] * len(moves)
    for i, m in enumerate(moves):
        if used[i]:
            continue
        used[i] = True
        path = [m.frm, m.to]
        hits = {m.to} if m.hit else set()
        # Join later steps of the same checker (gnubg joins a move with any
        # later one that starts where it ends).
        for j in range(i + 1, len(moves)):
            if not used[j] and moves[j].frm == path[-1] and path[-1] != OFF_POINT:
                used[j] = True
                if path[-1] not in hits:
                    path.pop()  # elide an intermediate point that did not hit
                path.append(moves[j].to)
                if moves[j].hit:
                    hits.add(moves[j].to)
        chains.append((tuple(path), frozenset(hits)))
    out = []
    counted: list = []
    for chain, chain_hits in chains:
        for entry in counted:
            if entry[0] == chain:
                entry[2] += 1
                break
        else:
            counted.append([chain, chain_hits, 1])
    marked = set()
    for path, hits, n in counted:
        parts = [point_name(path[0])]
        for p in path[1:]:
            star = p in hits and p not in marked
            if star:
                marked.add(p)
            parts.append(point_name(p) + ("*" if star else ""))
        out.append("/".join(parts) + (f"({n})" if n > 1 else ""))
    return " ".join(out)


class Move(NamedTuple):
    """One parsed move of notation: a checker from ``frm`` to ``to`` through
    ``via`` (intermediate points written in the text), ``count`` times."""

    frm: int
    to: int
    via: tuple = ()
    hits: tuple = ()
    count: int = 1  # type: ignore[assignment]  # the field shadows tuple.count, which nothing uses


_POINT = r"(?:bar|b|off|o|[0-9]{1,2})"
_MOVE_RE = re.compile(rf"^({_POINT}\*?(?:[/\-]{_POINT}\*?)+)(?:\(([0-9])\))?$", re.I)


def _point_value(tok: str, text: str) -> int:
    t = tok.lower()
    if t in ("bar", "b"):
        return BAR_POINT
    if t in ("off", "o"):
        return OFF_POINT
    n = int(t)
    if not 0 <= n <= 25:
        raise InvalidMoveError(f"no point {tok!r} in {text!r}: points are 1..24, bar and off")
    return n


def parse_moves(text: str) -> list:
    """Read gnubg-style notation into :class:`Move` values (syntax only).

    Liberal: ``24/18 13/11``, ``24-18,13-11``, ``bar/22*``, ``b/22``,
    ``6/off``, ``6/0``, ``8/5(2)``, ``13/7*/5``, ``25/22`` all read.  The
    rules decide what the moves mean (``rules.parse_play``).
    Raises :class:`InvalidMoveError` quoting the text on bad syntax, or
    on text longer than :data:`~nardy._checks.MAX_PLAY_TEXT` characters.
    """
    if not isinstance(text, str):
        raise InvalidMoveError(f"a move is written as text like '24/18 13/11', got {short(text)}")
    if len(text) > MAX_PLAY_TEXT:
        raise InvalidMoveError(f"a play is written in at most {MAX_PLAY_TEXT} characters, got {len(text)}: "
                               f"{short(text)}")
    cleaned = text.strip()
    if not cleaned:
        raise InvalidMoveError(f"empty move text {text!r}")
    moves = []
    for tok in re.split(r"[\s,;]+", cleaned):
        if not tok:
            continue
        m = _MOVE_RE.match(tok)
        if not m:
            raise InvalidMoveError(
                f"cannot read {tok!r} in {text!r}: write moves like '24/18', 'bar/22*', '6/off' or '8/5(2)'")
        body, count = m.group(1), m.group(2)
        parts = re.split(r"[/\-]", body)
        pts, hits = [], []
        for part in parts:
            star = part.endswith("*")
            v = _point_value(part.rstrip("*"), text)
            pts.append(v)
            if star:
                hits.append(v)
        for a, b in zip(pts, pts[1:]):
            if a == OFF_POINT or b == BAR_POINT or a <= b:
                raise InvalidMoveError(
                    f"{tok!r} in {text!r} does not move forward: checkers travel from higher points to lower")
        n = int(count) if count else 1
        if not 1 <= n <= 4:
            raise InvalidMoveError(f"a move can repeat 1 to 4 times, not {n}, in {text!r}")
        moves.append(Move(pts[0], pts[-1], tuple(pts[1:-1]), tuple(hits), n))
    return moves
