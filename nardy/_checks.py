"""Checks of outside input shared by the engine's entry points: whole
numbers written as text, whole-number arguments, seeds, player names and
the documented size limits.

Every entry point that takes input from a learner, a file or another
program refuses bad input with a typed error (a :class:`~nardy.NardyError`
subclass, chosen by the caller) whose message quotes it, before anything
is changed.  The helpers here only say *whether* a value is good; each
caller names its own error, so a ``.mat`` file's bad number is an
``InvalidMatFileError`` and a step's an ``InvalidMoveError``.
"""

from __future__ import annotations

import random as _random
import re
from typing import Optional

MAX_DIGITS = 18
"""The longest whole number read from text (a point, a score, a match
length, a cube value): far above any real one, and far below Python's own
4300-digit limit for ``int()``."""

MAX_PLAY_TEXT = 1000
"""The longest play text (``"24/18 13/8"``) a parser accepts, in
characters: a play of four moves with hits and comments is under 60."""

MAX_RECORD_TEXT = 5_000_000
"""The longest JSON game record :meth:`nardy.Game.from_json` accepts, in
characters (a long game is a few tens of kilobytes)."""

MAX_MAT_TEXT = 20_000_000
"""The longest ``.mat`` file :func:`nardy.matfile.read_mat` accepts, in
characters (a 25-point match is about 100 kilobytes)."""

MAX_LINE = 10_000
"""The longest line of a ``.mat`` file, in characters."""

MAX_ITEMS = 64
"""The most items read from an iterable argument that should hold a few
(a position's 24 points, a roll's two dice): an endless iterator is
refused instead of read for ever."""

_DECIMAL = re.compile(r"[0-9]{1,%d}" % MAX_DIGITS)


def decimal(text: str) -> Optional[int]:
    """The whole number ``text`` writes in ASCII digits 0-9 (at most
    :data:`MAX_DIGITS` of them), or ``None``: ``"²"`` and ``"٣"`` pass
    ``str.isdigit()`` but are not numbers here, and a 5000-digit string is
    refused before ``int()`` sees it.

    >>> decimal("13"), decimal("²"), decimal("1" * 5000), decimal(" 7")
    (13, None, None, None)
    """
    if isinstance(text, str) and _DECIMAL.fullmatch(text):
        return int(text)
    return None


def is_int(v) -> bool:
    """A whole number given as an ``int`` (never a ``bool``: ``True`` is
    not point 1)."""
    return isinstance(v, int) and not isinstance(v, bool)


def is_seed(seed) -> bool:
    """What a game's or match's ``seed=`` may be: ``None`` (fresh
    randomness), an int, a str or bytes, or a ``random.Random``."""
    return (seed is None or is_int(seed) or isinstance(seed, (str, bytes, _random.Random)))


def two_names(names) -> Optional[tuple]:
    """``names`` as a tuple of two strings, or ``None`` when it is not two
    strings (a str is not a pair of names, nor is ``None``)."""
    if isinstance(names, (str, bytes)) or names is None:
        return None
    try:
        items = tuple(first_items(names, 3))
    except TypeError:
        return None
    if len(items) != 2 or not all(isinstance(n, str) for n in items):
        return None
    return items


def take(items, limit: int = MAX_ITEMS):
    """The items of an iterable as a list, refusing one with more than
    ``limit`` (``OverflowError``, for the caller to turn into its own
    error), so that an endless iterator is never read for ever.  Raises
    ``TypeError`` when ``items`` is not iterable."""
    out = first_items(items, limit + 1)
    if len(out) > limit:
        raise OverflowError(f"more than {limit} items")
    return out


def first_items(items, n: int) -> list:
    """The first ``n`` items of an iterable (all of them when it has
    fewer), reading no further: enough to tell a wrong count without
    reading an endless iterator.  ``TypeError`` when it is not iterable."""
    out = []
    for x in items:
        out.append(x)
        if len(out) >= n:
            break
    return out


def short(value, n: int = 200) -> str:
    """``repr(value)`` cut to ``n`` characters, for quoting long input in
    an error message."""
    try:
        text = repr(value)
    except Exception:                 # noqa: BLE001 -- a hostile __repr__
        text = f"<{type(value).__name__}>"
    return text if len(text) <= n else text[:n - 3] + "..."
