"""Strategy analysis: pip counts, the movement deficit and fences.

docs/rules.md#movement-deficit: at any moment each die number has a
different number of playable moves; sometimes 6-6 gives only two moves
instead of four.  Using your own and the opponent's deficit is the hardest
skill in long nardy.
This module measures it, with the engine's own rules (``legal_plays``), so
the head rule, closed points, the six-point block, bearing off and forced
play all count, in every game the engine knows.

>>> import nardy
>>> from nardy.analysis import deficit, per_number
>>> rules = nardy.variant("long")
>>> start = rules.start()
>>> per_number(rules, start).counts        # one checker may leave the head: one step per number
(1, 1, 1, 1, 1, 1)
>>> t = deficit(rules, start)
>>> t.roll((6, 6)).played, t.roll((6, 6)).rolled   # 24/18(2): their head stops 18/12
(12, 24)
>>> round(t.expected_lost, 3)                 # pips a turn the mover cannot play, on average: 12/36
0.333

**Sides.**  Positions are seen from the side to move (the *mover*).
``side="opponent"`` asks about the other player: the board is turned round
with ``rules.swap`` and analysed as if the opponent were to move.  Steps
and plays are written in the numbering of the side that makes them (its own
points 24 -> 1, as in notation); fences in the numbering of the side that
holds them.

**Pips played** by a play = the sum of its steps' distances; a checker
borne off counts the pips it actually moved (from the 3-point: 3, whatever
the die), and a checker entering from the bar counts its die.  Pips lost
= pips rolled (a + b, four times the number for a double) - the most any
legal play moves.  So in a bear-off the deficit also counts the pips a
larger die wastes (the wastage an effective pip count measures);
``dice_lost`` counts only dice that could not be played at all.  When the
last checker comes off, the dice left over count as lost too.

All results are frozen dataclasses; nothing here imports Jupyter.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Optional

from ._checks import short
from .dice import ALL_ROLLS, Moves, dice_to_play
from .errors import IllegalMoveError, InvalidOptionError
from .play import BAR_POINT, Play
from .position import BAR, OFF, Position
from .rules import Rules, variant

SIDES = ("mover", "opponent")
"""Whose checkers a question is about."""
PIPS_PER_TURN = 49 / 6
"""Average pips rolled a turn (doubles count four times): 8.1667."""

__all__ = [
    "SIDES", "PIPS_PER_TURN", "PipCount", "NumberSteps", "PerNumber", "RollPips", "Deficit", "Deficits",
    "NumbersTaken", "PlayImpact", "Fence", "Analysis",
    "view", "pip_count", "per_number", "roll_pips", "deficit", "deficits", "numbers_taken",
    "play_impact", "fences", "analyse",
]


# -- results ------------------------------------------------------------------------
@dataclass(frozen=True)
class PipCount:
    """Pip counts of both sides; ``lead`` > 0 when the mover is ahead in
    the race (needs fewer pips)."""

    mover: int
    opponent: int

    @property
    def lead(self) -> int:
        return self.opponent - self.mover


@dataclass(frozen=True)
class NumberSteps:
    """What one die number can do for a side: every legal single step
    (``Step`` in that side's numbering), highest point first."""

    die: int
    steps: tuple

    @property
    def count(self) -> int:
        """Distinct single steps (one per starting point)."""
        return len(self.steps)


@dataclass(frozen=True)
class PerNumber:
    """A side's single steps for each number 1..6 (why: a number with
    few or no steps is the start of a movement deficit)."""

    side: str
    numbers: tuple
    """Six :class:`NumberSteps`, for 1..6."""

    def __getitem__(self, die: int) -> NumberSteps:
        return self.numbers[die - 1]

    @property
    def counts(self) -> tuple:
        """Steps per number, 1..6."""
        return tuple(n.count for n in self.numbers)

    @property
    def blocked(self) -> tuple:
        """Numbers with no legal step at all."""
        return tuple(n.die for n in self.numbers if not n.steps)


@dataclass(frozen=True)
class RollPips:
    """One of the 21 rolls: what it offers and what the rules let a side
    use of it."""

    roll: tuple
    weight: int
    """Ways to throw it out of 36: 1 for a double, 2 otherwise."""
    rolled: int
    """Pips rolled: a + b, or 4 x the number for a double."""
    played: int
    """The most pips any legal play moves (see the module docstring)."""
    dice: int
    """Dice rolled: 2, or 4 for a double."""
    dice_played: int
    """Dice the legal plays use (forced play makes it the same for all)."""

    @property
    def lost(self) -> int:
        return self.rolled - self.played

    @property
    def dice_lost(self) -> int:
        return self.dice - self.dice_played


@dataclass(frozen=True)
class Deficit:
    """A side's movement deficit: for each roll the pips it can play, and
    the averages over the 36 throws."""

    side: str
    rolls: tuple
    """21 :class:`RollPips`, in ``nardy.ALL_ROLLS`` order."""

    def roll(self, roll) -> RollPips:
        """The entry for ``roll`` (either order of the dice)."""
        a, b = roll
        key = (max(a, b), min(a, b))
        for r in self.rolls:
            if r.roll == key:
                return r
        raise KeyError(roll)

    @property
    def expected_rolled(self) -> float:
        """Average pips rolled: 49/6 = 8.1667 (for reference)."""
        return sum(r.weight * r.rolled for r in self.rolls) / 36

    @property
    def expected_played(self) -> float:
        return sum(r.weight * r.played for r in self.rolls) / 36

    @property
    def expected_lost(self) -> float:
        """The deficit: average pips a turn the side cannot play."""
        return sum(r.weight * r.lost for r in self.rolls) / 36

    @property
    def expected_dice_lost(self) -> float:
        """Average dice a turn that cannot be played at all."""
        return sum(r.weight * r.dice_lost for r in self.rolls) / 36

    @property
    def full_rolls(self) -> int:
        """How many of the 36 throws can be played in full."""
        return sum(r.weight for r in self.rolls if r.lost == 0)


@dataclass(frozen=True)
class Deficits:
    """Both sides' deficits; ``edge`` > 0 when the opponent loses more
    pips a turn than the mover."""

    mover: Deficit
    opponent: Deficit

    @property
    def edge(self) -> float:
        return self.opponent.expected_lost - self.mover.expected_lost


@dataclass(frozen=True)
class NumbersTaken:
    """The opponent's single steps per number before and after a play:
    which numbers the play took away from it (why: making the opponent's
    numbers unplayable is how a deficit is inflicted)."""

    before: tuple
    """The opponent's steps per number 1..6 before the play."""
    after: tuple
    taken: tuple
    """Numbers the opponent could play before and cannot after."""
    reduced: tuple
    """Numbers with fewer steps after (``taken`` included)."""
    freed: tuple
    """Numbers with more steps after (a point given up opens others)."""


@dataclass(frozen=True)
class PlayImpact:
    """A candidate play judged by the deficit: the numbers it takes from
    the opponent and both sides' expected pips lost afterwards."""

    play: Play
    numbers: NumbersTaken
    opponent_lost_before: float
    opponent_lost_after: float
    """The opponent's deficit on its coming turn."""
    own_lost_after: float
    """The player's own deficit in the resulting position (its next turn,
    the opponent's reply not yet made)."""

    @property
    def inflicted(self) -> float:
        """How much the play raised the opponent's deficit."""
        return self.opponent_lost_after - self.opponent_lost_before


@dataclass(frozen=True)
class Fence:
    """A run of consecutive points held by one side along the other side's
    path (a block; six or more make a prime), the checkers it stands in
    front of, and their chance to get past it next turn."""

    side: str
    """Who holds it: ``"mover"`` or ``"opponent"``."""
    points: tuple
    """Its points in the holder's numbering, in the order the other side
    meets them (long nardy: the opponent's path runs the mover's 12..1,
    then 24..13, so a fence may read ``(2, 1, 24, 23)``)."""
    behind: tuple
    """``(point, checkers)`` of the other side still to pass it (holder's
    numbering; 25 = the bar)."""
    trapped: tuple
    """Those of ``behind`` that no single die can carry past it from where
    they stand."""
    escapes: Optional[int]
    """Of the 36 throws, how many let at least one checker from behind get
    past it on the other side's next turn (by its legal plays); ``None``
    when no checker is behind."""

    @property
    def length(self) -> int:
        return len(self.points)

    @property
    def is_prime(self) -> bool:
        """Six or more points: no single die jumps it."""
        return len(self.points) >= 6

    @property
    def escape_chance(self) -> Optional[float]:
        return None if self.escapes is None else self.escapes / 36

    @property
    def trapped_checkers(self) -> int:
        return sum(n for _, n in self.trapped)


@dataclass(frozen=True)
class Analysis:
    """Everything about a position at once (:func:`analyse`)."""

    pips: PipCount
    numbers: dict
    """``{"mover": PerNumber, "opponent": PerNumber}``."""
    deficits: Deficits
    fences: dict
    """``{"mover": (Fence, ...), "opponent": (...)}``: fences each side holds."""


# -- helpers -------------------------------------------------------------------------
def _rules(rules) -> Rules:
    return variant(rules)


def _checked(rules, pos) -> Rules:
    """The rules (a name or a Rules), after checking ``pos`` is one of
    their positions."""
    rules = _rules(rules)
    rules.validate(pos)
    return rules


def _check_side(side) -> str:
    if not isinstance(side, str) or side not in SIDES:
        raise InvalidOptionError(f"side is 'mover' or 'opponent', got {short(side)}")
    return side


def _check_play(pos: Position, play) -> Play:
    if not isinstance(play, Play) or play.start != pos:
        raise IllegalMoveError(f"expected a legal play from this position (a Play of rules.legal_plays), "
                               f"got {short(play)}")
    return play


def view(rules, pos: Position, side: str = "mover") -> Position:
    """The position as ``side`` sees it (``rules.swap`` for the opponent)."""
    rules = _checked(rules, pos)
    return pos if _check_side(side) == "mover" else rules.swap(pos)


_POINT_MAPS: dict = {}


def _point_map(rules: Rules) -> tuple:
    """``m[p]``: the other side's number for the mover's point ``p``
    (found by turning one-checker boards round with ``rules.swap``; bar and
    off keep their names)."""
    key = type(rules)
    m = _POINT_MAPS.get(key)
    if m is None:
        m = [0] * 26
        m[BAR_POINT] = BAR_POINT   # and m[0] = 0: off
        for p in range(1, 25):
            pts = [0] * 24
            pts[p - 1] = 1
            swapped = rules.swap(Position.from_counts(pts)).points
            m[p] = next(i + 1 for i, v in enumerate(swapped) if v == -1)
        m = _POINT_MAPS[key] = tuple(m)
    return m


def _pips_moved(play: Play) -> int:
    # OFF_POINT is 0 and BAR_POINT 25, so frm - to is the distance moved in
    # every case: borne off from p counts p, entering from the bar its die.
    return sum(s.frm - s.to for s in play.steps)


# -- pips and numbers ----------------------------------------------------------------------
def pip_count(rules, pos: Position) -> PipCount:
    """Both sides' pip counts, in the game's own geometry."""
    m, o = _checked(rules, pos).pips(pos)
    return PipCount(m, o)


def per_number(rules, pos: Position, side: str = "mover") -> PerNumber:
    """For each number 1..6, the single steps ``side`` could make with one
    die of it now (``rules.legal_plays`` with one move of the number): the
    head rule, closed points, the bar and bearing off all apply.  A step
    that would leave a forbidden six-point block counts as unplayable (as
    the last step of a turn it would be)."""
    rules = _rules(rules)
    v = view(rules, pos, side)
    out = []
    for d in range(1, 7):
        steps = tuple(sorted((p.steps[0] for p in rules.legal_plays(v, Moves(d, 1))),
                             key=lambda s: (-s.frm, -s.to)))
        out.append(NumberSteps(d, steps))
    return PerNumber(side, tuple(out))


def roll_pips(rules, pos: Position, side: str = "mover") -> tuple:
    """The 21 :class:`RollPips` of ``side`` (``legal_plays`` for each roll)."""
    rules = _rules(rules)
    v = view(rules, pos, side)
    out = []
    for roll in ALL_ROLLS:
        dice = dice_to_play(roll)
        plays = rules.legal_plays(v, roll)
        played = max((_pips_moved(p) for p in plays), default=0)
        used = max((len(p) for p in plays), default=0)
        out.append(RollPips(roll, 1 if roll[0] == roll[1] else 2, sum(dice), played, len(dice), used))
    return tuple(out)


def deficit(rules, pos: Position, side: str = "mover") -> Deficit:
    """``side``'s movement deficit: pips playable per roll and the expected
    pips lost a turn, weighted over the 36 throws."""
    return Deficit(_check_side(side), roll_pips(rules, pos, side))


def deficits(rules, pos: Position) -> Deficits:
    """Both sides' deficits."""
    return Deficits(deficit(rules, pos, "mover"), deficit(rules, pos, "opponent"))


def numbers_taken(rules, pos: Position, play: Play) -> NumbersTaken:
    """Compare the opponent's steps per number before and after ``play``
    (a legal play of the mover in ``pos``)."""
    rules = _checked(rules, pos)
    _check_play(pos, play)
    before = per_number(rules, pos, "opponent").counts
    after = per_number(rules, play.result, "opponent").counts
    return NumbersTaken(
        before, after,
        taken=tuple(d for d in range(1, 7) if before[d - 1] and not after[d - 1]),
        reduced=tuple(d for d in range(1, 7) if after[d - 1] < before[d - 1]),
        freed=tuple(d for d in range(1, 7) if after[d - 1] > before[d - 1]))


def play_impact(rules, pos: Position, play: Play, *, opponent_before: Optional[float] = None) -> PlayImpact:
    """:class:`PlayImpact` of one candidate play (pass the opponent's
    deficit before, ``deficit(rules, pos, "opponent").expected_lost``, to
    save recomputing it for every candidate)."""
    rules = _checked(rules, pos)
    _check_play(pos, play)
    if opponent_before is not None and (isinstance(opponent_before, bool)
                                        or not isinstance(opponent_before, (int, float))):
        raise InvalidOptionError(f"opponent_before is a number of pips, got {short(opponent_before)}")
    if opponent_before is None:
        opponent_before = deficit(rules, pos, "opponent").expected_lost
    return PlayImpact(
        play, numbers_taken(rules, pos, play), opponent_before,
        deficit(rules, play.result, "opponent").expected_lost,
        deficit(rules, play.result, "mover").expected_lost)


# -- fences ---------------------------------------------------------------------------------
def fences(rules, pos: Position, side: str = "mover", min_length: int = 3) -> tuple:
    """The fences ``side`` holds: maximal runs of at least ``min_length``
    consecutive points closed to the other side, along that side's path
    (two points in a row are everywhere; three start to hinder).  For each,
    the other side's checkers behind it, those no single die carries past
    it, and their chance to get past on their next turn."""
    rules = _checked(rules, pos)
    _check_side(side)
    if isinstance(min_length, bool) or not isinstance(min_length, int) or min_length < 1:
        raise InvalidOptionError(f"min_length is a whole number >= 1, got {short(min_length)}")
    other = "opponent" if side == "mover" else "mover"
    v = view(rules, pos, other)          # the side that must pass, to move
    b = v._b
    # In its own view the passing side travels 24 -> 1: a fence is a run of
    # points closed to it.
    closed = [False] + [rules.closed(b[p]) for p in range(1, 25)]
    runs = []
    p = 24
    while p >= 1:
        if closed[p]:
            hi = p
            while p >= 1 and closed[p]:
                p -= 1
            if hi - p >= min_length:
                runs.append((p + 1, hi))   # (lo, hi) in the passer's numbering
        else:
            p -= 1
    if not runs:
        return ()
    # The passer's view is in the passer's numbering: turn its points into
    # the holder's.
    m = _point_map(rules)
    if side == "mover":       # the view is the opponent's: invert the mover -> opponent map
        inv = [0] * 26
        for q in range(26):
            inv[m[q]] = q
        m = tuple(inv)
    singles = [rules.legal_plays(v, Moves(d, 1)) for d in range(1, 7)]
    step_ends: dict = {}
    for plays in singles:
        for pl in plays:
            s = pl.steps[0]
            step_ends.setdefault(s.frm, []).append(s.to)

    def past(board, lo):
        return board[OFF] + sum(board[q] for q in range(1, lo) if board[q] > 0)

    escapes = {run: 0 for run in runs}
    before = {run: past(b, run[0]) for run in runs}
    behind_any = {run: b[BAR] + sum(b[q] for q in range(run[1] + 1, 25) if b[q] > 0) for run in runs}
    for roll in ALL_ROLLS:
        w = 1 if roll[0] == roll[1] else 2
        plays = rules.legal_plays(v, roll)
        for run in runs:
            if behind_any[run] and any(past(pl.result._b, run[0]) > before[run] for pl in plays):
                escapes[run] += w
    out = []
    for lo, hi in runs:
        where = [(q, b[q]) for q in range(24, hi, -1) if b[q] > 0]
        if b[BAR]:
            where.insert(0, (BAR_POINT, b[BAR]))
        trapped = [(q, n) for q, n in where if not any(t < lo for t in step_ends.get(q, ()))]
        out.append(Fence(
            side,
            tuple(m[q] for q in range(hi, lo - 1, -1)),
            tuple((m[q], n) for q, n in where),
            tuple((m[q], n) for q, n in trapped),
            escapes[(lo, hi)] if where else None))
    return tuple(out)


def analyse(rules, pos: Position, min_length: int = 3) -> Analysis:
    """Pips, numbers, deficits and fences for both sides."""
    rules = _checked(rules, pos)
    return Analysis(
        pip_count(rules, pos),
        {s: per_number(rules, pos, s) for s in SIDES},
        deficits(rules, pos),
        {s: fences(rules, pos, s, min_length) for s in SIDES})
