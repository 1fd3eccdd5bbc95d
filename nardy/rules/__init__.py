"""The rule sets, one module per game family, found by name.

``nardy.variant(name, **options)`` returns a rules object; new variants
register themselves with :func:`register`.
"""

from __future__ import annotations

from ..errors import InvalidOptionError
from .base import Rules
from .backgammon import Backgammon
from .long import LongNardy

_REGISTRY: dict = {}


def register(cls):
    """Class decorator / function: make ``cls`` findable by ``cls.name``."""
    _REGISTRY[cls.name] = cls
    return cls


register(LongNardy)
register(Backgammon)


def variant(name: str = "long", **options) -> Rules:
    """The rules named ``name`` (``"long"``, ``"backgammon"``) with options."""
    if isinstance(name, Rules):
        return name
    try:
        cls = _REGISTRY[name]
    except (KeyError, TypeError):
        raise InvalidOptionError(f"unknown variant {name!r}; known: {sorted(_REGISTRY)}") from None
    return cls(**options)


def variants() -> list:
    """Names of every registered rule set."""
    return sorted(_REGISTRY)
