"""Dice: a roll is a plain value, randomness is always explicit.

A roll is a tuple of two ints 1..6.  Anything random takes a seed or an
injected ``random.Random`` -- never the global generator -- so games,
lessons and tests replay exactly.

Some variants of long nardy play dice that were not thrown: the doubles of a
progression (Gul: 3-3, then 4-4, 5-5, 6-6), or moves one player could not
make, passed to the other (Gulbar: "the opponent takes all moves not
played").  A double is still a roll, ``(4, 4)``; ``k`` moves of one number
are a :class:`Moves` value, accepted by ``rules.legal_plays`` wherever a
roll is.  A :class:`Stage` says who plays which dice and why; the
:class:`~nardy.game.Game` runs the stages one after another.
"""

from __future__ import annotations

import random as _random
from dataclasses import dataclass
from typing import Optional, Union

from ._checks import first_items, is_int, is_seed, short
from .errors import InvalidDiceError, InvalidMoveError, InvalidOptionError

ALL_ROLLS = tuple((a, b) for a in range(1, 7) for b in range(1, a + 1))
"""The 21 distinct rolls, larger die first: doubles once, others once."""

_ROLLS = frozenset((a, b) for a in range(1, 7) for b in range(1, 7))


def check_roll(roll) -> tuple:
    """Validate ``roll`` and return it as a tuple of two ints."""
    if type(roll) is tuple and len(roll) == 2 and type(roll[0]) is int and type(roll[1]) is int and roll in _ROLLS:
        return roll                      # the usual case, checked at a glance
    try:
        dice = tuple(first_items(roll, 3))
    except TypeError:
        raise InvalidDiceError(f"a roll is two dice, got {short(roll)}") from None
    if len(dice) != 2 or any(not is_int(d) or not 1 <= d <= 6 for d in dice):
        raise InvalidDiceError(f"a roll is two whole numbers from 1 to 6, got {short(roll)}")
    return dice


def dice_to_play(roll) -> tuple:
    """The single-die moves a roll gives: four of a double, else the two;
    a :class:`Moves` value gives itself (its ``count`` moves of ``die``)."""
    if isinstance(roll, Moves):
        return roll
    a, b = check_roll(roll)
    return (a, a, a, a) if a == b else (a, b)


class Moves(tuple):
    """``count`` single-die moves of one number ``die`` (1 to 4 of them):
    dice that were not thrown as a pair, such as moves passed to the
    opponent.  A tuple of the dice, so ``dice_to_play`` and indexing work,
    but never equal to a roll: ``Moves(5, 2)`` is two 5s, the roll
    ``(5, 5)`` is four.

    >>> m = Moves(5, 3)
    >>> m, m.die, m.count, tuple(m)
    (Moves(5, 3), 5, 3, (5, 5, 5))
    >>> Moves(5, 2) == (5, 5), dice_text(Moves(5, 2)), dice_text((5, 5))
    (False, '2 moves of 5', '5-5')
    """

    __slots__ = ()

    def __new__(cls, die: int, count: int = 4):
        for v, lo, hi, what in ((die, 1, 6, "die"), (count, 1, 4, "count")):
            if isinstance(v, bool) or not isinstance(v, int) or not lo <= v <= hi:
                raise InvalidDiceError(f"Moves({die!r}, {count!r}): the {what} must be a whole number "
                                       f"from {lo} to {hi}")
        return super().__new__(cls, (die,) * count)

    def __getnewargs__(self):
        return (self[0], len(self))

    @property
    def die(self) -> int:
        """The number each move uses."""
        return self[0]

    @property
    def count(self) -> int:  # type: ignore[override]  # a field, as in a named tuple; tuple.count is not used
        """How many moves."""
        return len(self)

    def __eq__(self, other):
        return isinstance(other, Moves) and tuple.__eq__(self, other)

    def __ne__(self, other):
        return not self == other

    def __hash__(self):
        return hash(("Moves", self[0], len(self)))

    def __repr__(self):
        return f"Moves({self[0]}, {len(self)})"


def check_dice(dice) -> tuple:
    """A roll (checked as :func:`check_roll`) or a :class:`Moves` value:
    what ``rules.legal_plays`` accepts."""
    if isinstance(dice, Moves):
        return dice
    return check_roll(dice)


def is_double(dice) -> bool:
    """Whether ``dice`` is a rolled double (never true of :class:`Moves`)."""
    return not isinstance(dice, Moves) and dice is not None and len(dice) == 2 and dice[0] == dice[1]


def dice_text(dice) -> str:
    """``'6-5'`` for a roll, ``'3 moves of 5'`` (``'1 move of 5'``) for
    :class:`Moves`."""
    if isinstance(dice, Moves):
        return f"{len(dice)} move{'s' if len(dice) > 1 else ''} of {dice[0]}"
    a, b = check_roll(dice)
    return f"{a}-{b}"


STAGE_KINDS = ("roll", "double", "passed")
"""What a :class:`Stage` plays: ``"roll"`` -- dice thrown (the usual turn,
or a Gulbar re-roll); ``"double"`` -- the next double of a progression
(Gul: 4-4 after a rolled 3-3), not thrown; ``"passed"`` -- moves the
opponent could not make, passed to this player (:class:`Moves`)."""


@dataclass(frozen=True)
class Stage:
    """One stage of play: one call of ``rules.legal_plays`` and one record
    entry.  In classic games every stage is a ``"roll"``; the variants add
    the others (see :data:`STAGE_KINDS`).

    >>> Stage("double", 0, (5, 5), origin=(3, 3))
    Stage(kind='double', player=0, dice=(5, 5), origin=(3, 3))
    """

    kind: str
    """One of :data:`STAGE_KINDS`."""
    player: int
    """Who plays it: 0 or 1."""
    dice: Optional[tuple] = None
    """The roll, the progression's double, or the passed :class:`Moves`;
    ``None`` while a ``"roll"`` stage waits for the dice to be thrown."""
    origin: Optional[tuple] = None
    """The rolled double a progression or passed moves came from, or the
    double played in full before a re-roll; ``None`` for a plain roll."""

    def __post_init__(self):
        """Only stages a game can play: a known kind, player 0 or 1 (an
        int), dice that are a roll (a double for ``"double"``) or, for
        ``"passed"`` only, :class:`Moves`; an origin that is a roll (a
        progression's double needs one)."""
        if not isinstance(self.kind, str) or self.kind not in STAGE_KINDS:
            raise InvalidMoveError(f"a stage is one of {STAGE_KINDS}, got {short(self.kind)}")
        if not is_int(self.player) or self.player not in (0, 1):
            raise InvalidMoveError(f"a stage is played by player 0 or 1, got {short(self.player)}")
        if self.dice is not None:
            dice = check_dice(self.dice)
            if (self.kind == "passed") != isinstance(dice, Moves):
                raise InvalidMoveError(f"passed moves are Moves(die, count), and only they are: got "
                                       f"{self.kind!r} with {short(self.dice)}")
            if self.kind == "double" and not is_double(dice):
                raise InvalidMoveError(f"a progression's stage plays a double, got {short(self.dice)}")
            object.__setattr__(self, "dice", dice)
        elif self.kind != "roll":
            raise InvalidMoveError(f"a {self.kind!r} stage needs its dice: only a roll waits to be thrown")
        if self.origin is not None:
            object.__setattr__(self, "origin", check_roll(self.origin))
        elif self.kind == "double":
            raise InvalidMoveError(f"a progression's double needs the rolled double it came from "
                                   f"(origin=(3, 3)), got {short(self.dice)} without one")


def make_rng(seed: Union[None, int, str, _random.Random] = None) -> _random.Random:
    """A ``random.Random`` from a seed, or the generator itself if given one.
    ``None`` gives a fresh, OS-seeded generator (for real play)."""
    if isinstance(seed, _random.Random):
        return seed
    if not is_seed(seed):
        raise InvalidOptionError(f"a seed is None, a whole number, text, bytes or a random.Random, "
                                 f"got {short(seed)}")
    return _random.Random(seed)


class Dice:
    """A pair of fair dice with their own generator.

    >>> Dice(seed=1).roll()
    (2, 5)
    """

    def __init__(self, seed: Union[None, int, str, _random.Random] = None):
        self.rng = make_rng(seed)

    def die(self) -> int:
        """One die, 1..6 inclusive."""
        return self.rng.randint(1, 6)

    def roll(self) -> tuple:
        """Two dice."""
        return (self.rng.randint(1, 6), self.rng.randint(1, 6))
