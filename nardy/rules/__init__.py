"""The rule sets, one module per game family, found by name.

``nardy.variant(name, **options)`` returns a rules object; new variants
register themselves with :func:`register`.
"""

from __future__ import annotations

from typing import Union

from ..errors import InvalidOptionError
from .base import Rules
from .backgammon import Backgammon
from .fevga import Fevga
from .fevga_giul import FevgaGiul
from .gul import Gul
from .gulbar import Gulbar
from .khachapuri import Khachapuri
from .long import LongNardy
from .mad_gulbar import MadGulbar
from .nardgammon import Nardgammon

_REGISTRY: dict = {}


def register(cls):
    """Class decorator / function: make ``cls`` findable by ``cls.name``."""
    _REGISTRY[cls.name] = cls
    return cls


register(LongNardy)
register(Backgammon)
# The variants of long nardy (seed 000, "Varieti Long Backgammon"; issue 5).
for _cls in (Nardgammon, Gul, Gulbar, MadGulbar, Khachapuri, Fevga, FevgaGiul):
    register(_cls)
del _cls


def variant(name: Union[str, Rules] = "long", **options) -> Rules:
    """The rules named ``name`` with options: ``"long"``, ``"backgammon"``,
    and the variants of long nardy ``"nardgammon"``, ``"gul"``,
    ``"gulbar"``, ``"mad-gulbar"``, ``"khachapuri"``, ``"fevga"``,
    ``"fevga-giul"``."""
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
