"""Dice: a roll is a plain value, randomness is always explicit.

A roll is a tuple of two ints 1..6.  Anything random takes a seed or an
injected ``random.Random`` -- never the global generator -- so games,
lessons and tests replay exactly.
"""

from __future__ import annotations

import random as _random
from typing import Iterable, Optional, Union

from .errors import InvalidDiceError

Roll = tuple
"""A roll: ``(d1, d2)`` with each die 1..6."""

ALL_ROLLS = tuple((a, b) for a in range(1, 7) for b in range(1, a + 1))
"""The 21 distinct rolls, larger die first: doubles once, others once."""


def roll_weight(roll) -> int:
    """Ways to throw ``roll`` out of 36 (1 for a double, 2 otherwise)."""
    a, b = check_roll(roll)
    return 1 if a == b else 2


def check_roll(roll) -> tuple:
    """Validate ``roll`` and return it as a tuple of two ints."""
    try:
        dice = tuple(roll)
    except TypeError:
        raise InvalidDiceError(f"a roll is two dice, got {roll!r}") from None
    if len(dice) != 2 or any(isinstance(d, bool) or not isinstance(d, int) or not 1 <= d <= 6 for d in dice):
        raise InvalidDiceError(f"a roll is two whole numbers from 1 to 6, got {roll!r}")
    return dice


def dice_to_play(roll) -> tuple:
    """The single-die moves a roll gives: four of a double, else the two."""
    a, b = check_roll(roll)
    return (a, a, a, a) if a == b else (a, b)


def make_rng(seed: Union[None, int, str, _random.Random] = None) -> _random.Random:
    """A ``random.Random`` from a seed, or the generator itself if given one.
    ``None`` gives a fresh, OS-seeded generator (for real play)."""
    if isinstance(seed, _random.Random):
        return seed
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
