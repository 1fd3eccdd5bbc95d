"""The doubling cube: its value, who owns it, a double on offer, and what a
game is worth at the end.

docs/rules.md#cube: the cube reads 2..64 and a double is offered before
rolling; the opponent takes (the cube passes to him, and he alone may
redouble) or passes (and loses at the current value).  The seeds say it so:

- 002: "Denne terning er markeret med tallene 2, 4, 8, 16, 32 og 64 og
  bruges til at fordoble indsatsen i et spil." (The cube is marked 2, 4, 8,
  16, 32 and 64 and is used to double the stake of a game.)
- 002: "når som helst efter åbningsrullen ..., og før han kaster sine
  terninger, kan en spiller ... tilbyde sin modstander at spille for to
  gange indsatsen" (at any time after the opening roll, and before he throws
  his dice, a player may offer to play for twice the stake).
- 002: "Hans modstander accepterer at spille på ved at sige 'Jeg tager',
  løfte terningen og placere den i bakken på hans side" (the opponent takes
  and puts the cube on his side); "Hvis modstanderen nægter terningen ...
  de nuværende spil slutter med, at doubler scorer sejren" (if he refuses,
  the game ends and the doubler scores the win).
- 000: "Kini hanya dia yang boleh menawarkan penggandaan pada salah satu
  langkah seterusnya" (now only he may offer the next double); "Jika pihak
  lawan tidak menerima penggandaan, maka dia kalah dalam permainan pada
  pertaruhan awal pada die" (if the opponent does not accept, he loses the
  game at the stake the cube showed before).
- 002, scoring: "vinder vinderen to gange (for en gammon) eller tre gange
  (for et backgammon) antallet af point, der vises på terningen" (the winner
  wins twice (gammon) or three times (backgammon) the number on the cube).
- 002, the Jacoby rule (money play, optional): "når der ikke er tilbudt
  nogen terning i pengespillet, tæller gammons og backgammons ikke" (when no
  cube has been offered in the money game, gammons and backgammons do not
  count).

This module holds the cube as a value (:class:`Cube`, immutable), the error
every refused cube action raises (:class:`IllegalCubeError`), and the
arithmetic of a game's worth; :class:`nardy.match.Match` applies them to a
game and a match score.

>>> c = Cube()
>>> c.value, c.owner, c.centred
(1, None, True)
>>> c = c.offer(0)               # player 0 doubles
>>> c.offered_by, c.offered_value
(0, 2)
>>> c = c.take()                 # player 1 takes: the cube is his, at 2
>>> c.value, c.owner, c.may_double(0), c.may_double(1)
(2, 1, False, True)
>>> game_points("gammon", 2)
4
>>> game_points("gammon", 1, jacoby=True)      # money play, cube never turned
1
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Optional, Sequence, Union

from ._checks import short
from .errors import IllegalMoveError

MAX_CUBE = 64
"""The cube's highest face (seeds 000 and 002: 2, 4, 8, 16, 32, 64)."""

CUBE_VALUES = (1, 2, 4, 8, 16, 32, 64)
"""Values the cube can show; 1 is the centred cube before any double (the
face shows 64 then)."""

MULTIPLIERS = {"single": 1, "gammon": 2, "backgammon": 3}
"""Points per cube unit of each result (docs/rules.md#backgammon-results:
single 1, gammon 2, backgammon 3, times the cube)."""


class IllegalCubeError(IllegalMoveError):
    """A cube action the rules refuse: doubling with the opponent's cube,
    after rolling, in the Crawford game, beyond 64, in a 1-point match or
    once the game is over; taking or passing with no double on offer;
    rolling or moving while a double waits for an answer.  The message says
    why and quotes the state (cube, score, whose turn); nothing changes.

    A subclass of :class:`~nardy.errors.IllegalMoveError` (so of
    ``ValueError``): code that shows the engine's refusals shows these too.
    """


@dataclass(frozen=True)
class Cube:
    """The doubling cube: ``value`` (1 while centred and never doubled),
    ``owner`` (player 0 or 1, ``None`` while centred) and ``offered_by``
    (the player whose double awaits an answer, else ``None``).

    Immutable: :meth:`offer`, :meth:`take` and :meth:`withdraw` return new
    cubes.  The rules of *when* a player may double (before rolling, not in
    the Crawford game, ...) are the match's; the cube checks only what it
    knows: ownership, a pending offer and the top value.
    """

    value: int = 1
    owner: Optional[int] = None
    offered_by: Optional[int] = None

    def __post_init__(self):
        if self.value not in CUBE_VALUES:
            raise IllegalCubeError(f"the cube shows 1 (centred), 2, 4, 8, 16, 32 or 64, not {self.value!r}")
        for name in ("owner", "offered_by"):
            v = getattr(self, name)
            if v is not None and (isinstance(v, bool) or v not in (0, 1)):
                raise IllegalCubeError(f"cube {name} must be player 0, 1 or None, got {v!r}")
        if self.value == 1 and self.owner is not None:
            raise IllegalCubeError(f"a cube of 1 is centred: it has no owner (got owner {self.owner!r})")
        if self.value > 1 and self.owner is None:
            raise IllegalCubeError(f"a cube of {self.value} has been taken: it has an owner")

    @property
    def centred(self) -> bool:
        """Whether nobody owns the cube (no double taken yet)."""
        return self.owner is None

    @property
    def offered(self) -> bool:
        """Whether a double awaits an answer."""
        return self.offered_by is not None

    @property
    def offered_value(self) -> Optional[int]:
        """The value on offer (twice the current one), or ``None``."""
        return self.value * 2 if self.offered else None

    @property
    def turned(self) -> bool:
        """Whether a double has been taken (the Jacoby rule's "cube
        offered": a passed double ends the game at 1 anyway)."""
        return self.value > 1

    def may_double(self, player: int) -> bool:
        """Whether ``player`` holds the right to double: the cube is centred
        or his (000: "only he may offer the next double"), below 64, and no
        double is waiting."""
        return (not self.offered and self.value < MAX_CUBE
                and (self.owner is None or self.owner == player))

    def offer(self, player: int) -> "Cube":
        """``player`` offers a double (ownership and the 64 limit checked)."""
        if player not in (0, 1):
            raise IllegalCubeError(f"players are 0 and 1, got {player!r}")
        if self.offered:
            raise IllegalCubeError(f"a double to {self.offered_value} is already on offer ({self})")
        if self.owner is not None and self.owner != player:
            raise IllegalCubeError(
                f"player {player} cannot double: player {self.owner} owns the cube at {self.value} "
                f"and alone may redouble ({self})")
        if self.value >= MAX_CUBE:
            raise IllegalCubeError(f"the cube is at {self.value}, its highest value: no further double ({self})")
        return Cube(self.value, self.owner, player)

    def take(self) -> "Cube":
        """The double on offer is taken: twice the value, owned by the taker."""
        if not self.offered:
            raise IllegalCubeError(f"no double is on offer: there is nothing to take ({self})")
        assert self.offered_by is not None          # offered
        return Cube(self.value * 2, 1 - self.offered_by, None)

    def withdraw(self) -> "Cube":
        """The cube as it was before the pending offer (after a pass the game
        is scored at this value)."""
        if not self.offered:
            raise IllegalCubeError(f"no double is on offer ({self})")
        return Cube(self.value, self.owner)

    def __str__(self):
        text = "cube 1, centred" if self.owner is None else f"cube {self.value}, owned by player {self.owner}"
        if self.offered:
            text += f"; player {self.offered_by} offers {self.offered_value}"
        return text


def multiplier(kind: Union[str, int]) -> int:
    """1, 2 or 3 for ``"single"``, ``"gammon"``, ``"backgammon"`` (or the
    number itself)."""
    if isinstance(kind, int) and not isinstance(kind, bool) and kind in (1, 2, 3):
        return kind
    if isinstance(kind, str) and kind in MULTIPLIERS:
        return MULTIPLIERS[kind]
    raise IllegalCubeError(f"a result is 'single', 'gammon' or 'backgammon' (1, 2, 3), not {short(kind)}")


def game_points(kind: Union[str, int], cube: int, *, jacoby: bool = False, turned: Optional[bool] = None) -> int:
    """What a game is worth: the result's multiplier times the cube (002:
    "to gange (for en gammon) eller tre gange (for et backgammon) antallet
    af point, der vises på terningen").

    ``jacoby=True`` (money play only): gammons and backgammons count as
    singles unless the cube has turned (``turned``, by default ``cube > 1``).

    >>> [game_points(k, 4) for k in ("single", "gammon", "backgammon")]
    [4, 8, 12]
    >>> game_points("backgammon", 1, jacoby=True), game_points("backgammon", 2, jacoby=True)
    (1, 6)
    """
    m = multiplier(kind)
    if cube not in CUBE_VALUES:
        raise IllegalCubeError(f"the cube shows 1, 2, 4, .., 64, not {cube!r}")
    if turned is None:
        turned = cube > 1
    if jacoby and not turned:
        m = 1
    return m * cube


def cube_cap(needs: Sequence[int]) -> int:
    """The cube value past which doubling is pointless for both sides: the
    smallest cube value that wins the match for either player with a single
    game (the larger of the two ``needs``, rounded up to a cube value, at
    most 64).

    Seed 002: "hvis spillerne er i en 7-punkts kamp er der ingen grund til
    at fordoble højere end 8, Da 8 point vil ende en 7-punkts kamp i det
    aktuelle spil" (in a 7-point match there is no reason to double higher
    than 8, since 8 points end a 7-point match in the current game) and
    "Hvis ... spillerne er bundet 3-3 ... er der ingen grund til at fordoble
    højere end 4" (tied 3-3, no reason to double higher than 4).

    >>> cube_cap((7, 7)), cube_cap((4, 4)), cube_cap((2, 7)), cube_cap((25, 25))
    (8, 4, 8, 32)
    """
    top = max(needs)
    for v in CUBE_VALUES:
        if v >= top:
            return v
    return MAX_CUBE
