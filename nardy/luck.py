"""Luck: what the dice gave or took, roll by roll.

A roll's *luck* is the equity its best play reaches minus the average, over
the 36 throws, of what each throw's best play reaches -- both as the
evaluator sees them at one ply, from the side of the player who rolled
(gnubg measures luck the same way).  So a roll is lucky when it is better
than the roll the player could expect, whatever the player then does with
it: skill is the tutor's review (:meth:`nardy.tutor.Tutor.review`), luck is
this.

By construction a roll's luck averages to exactly zero over the throws that
could have come, whatever the evaluator's own errors.  Summed over a game,
each player's luck says how much of the result the dice made; the result
minus the net luck, the *luck-adjusted result*, is then a fairer score of
who played better -- and, since the luck it removes averages zero, an
estimate of the same expected result with less spread (over 40 games of
the expert against itself with another network, a standard deviation of
0.50 points a game against 1.31 for the plain results).  It costs the best play of all 21
rolls at every turn: about twenty seconds for a long-nardy game of a hundred
turns (some 70,000 evaluations).

The first roll of a backgammon game is the opening throw, which is never a
double, so its luck is measured against the 30 throws that can open.

>>> import nardy
>>> from nardy.evaluator import evaluator_for
>>> ev = evaluator_for(nardy.variant("long"))
>>> start = nardy.Game("long").position
>>> round(roll_luck(ev, start, (6, 6)), 2) > 0 > round(roll_luck(ev, start, (2, 1)), 2)
True
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Optional

from .dice import check_roll
from .errors import IllegalMoveError, InvalidOptionError

__all__ = ["roll_luck", "luck_table", "game_luck", "luck_verdict", "RollLuck", "GameLuck",
           "LUCKY", "VERY_LUCKY"]

LUCKY = 0.3
"""Luck, in points, from which a roll is "lucky" (at or below minus this,
"unlucky"): gnubg's threshold."""
VERY_LUCKY = 0.6
"""... "very lucky" ("very unlucky")."""


def luck_verdict(luck: float) -> Optional[str]:
    """``"very lucky"``, ``"lucky"``, ``"unlucky"``, ``"very unlucky"``,
    or ``None`` for an ordinary roll (within :data:`LUCKY` of zero)."""
    if luck >= VERY_LUCKY:
        return "very lucky"
    if luck >= LUCKY:
        return "lucky"
    if luck <= -VERY_LUCKY:
        return "very unlucky"
    if luck <= -LUCKY:
        return "unlucky"
    return None


def luck_table(evaluator, position, *, opening: bool = False) -> dict:
    """The luck of every roll the side to move in ``position`` could throw:
    ``{(high, low): luck}``, 21 rolls (15 for backgammon's ``opening``
    throw, which is never a double).  Weighted by their throws (two for a
    roll of two numbers), they average zero."""
    if not isinstance(opening, bool):
        raise InvalidOptionError(f"opening= is True or False, got {opening!r}")
    values = evaluator.best_by_roll(position)
    if opening:
        values = [v for v in values if v[0][0] != v[0][1]]
    mean = sum(weight * e.equity for _, weight, e in values) / sum(weight for _, weight, _ in values)
    return {roll: e.equity - mean for roll, _, e in values}


def roll_luck(evaluator, position, roll, *, opening: bool = False) -> float:
    """The luck of ``roll`` for the side to move in ``position``, in points
    (see the module's text).  ``opening``: the roll is backgammon's opening
    throw, so the doubles could not have come."""
    a, b = check_roll(roll)
    if opening is True and a == b:
        raise IllegalMoveError(f"an opening throw is never a double, so {roll!r} cannot be one")
    return luck_table(evaluator, position, opening=opening)[(max(a, b), min(a, b))]


@dataclass(frozen=True)
class RollLuck:
    """One roll of a game and its luck."""

    turn: int
    """Its turn's index in ``game.turns``."""
    player: int
    name: str
    roll: tuple
    luck: float
    """In points, for the player who rolled."""

    @property
    def verdict(self) -> Optional[str]:
        """:func:`luck_verdict` of the roll."""
        return luck_verdict(self.luck)

    @property
    def text(self) -> str:
        tag = f" ({self.verdict})" if self.verdict else ""
        return f"{self.turn + 1}. {self.name} {self.roll[0]}-{self.roll[1]}: {self.luck:+.3f}{tag}"


@dataclass(frozen=True)
class GameLuck:
    """A game's rolls and what they gave each player (:func:`game_luck`)."""

    rolls: tuple
    """:class:`RollLuck` per committed turn, in order."""
    names: tuple
    totals: tuple
    """Each player's luck summed over its rolls, players 0 and 1."""
    points: Optional[tuple]
    """Each player's points from the game (the winner's positive, the
    loser's the same negative), or ``None`` while it is not over."""

    def net(self, player: int) -> float:
        """``player``'s luck minus the opponent's: what the dice were worth
        to it in this game, in points."""
        return self.totals[player] - self.totals[1 - player]

    def adjusted(self, player: int) -> Optional[float]:
        """``player``'s luck-adjusted result: its points minus its net luck
        (``None`` while the game is not over)."""
        if self.points is None:
            return None
        return self.points[player] - self.net(player)

    def luckiest(self, n: int = 3) -> list:
        """The ``n`` rolls furthest from an ordinary one, either way."""
        return sorted(self.rolls, key=lambda r: (-abs(r.luck), r.turn))[:n]

    @property
    def text(self) -> str:
        lines = []
        for p in (0, 1):
            mine = [r for r in self.rolls if r.player == p]
            head = (f"{self.names[p]}: {len(mine)} roll{'s' if len(mine) != 1 else ''}, "
                    f"luck {self.totals[p]:+.3f}")
            if self.points is not None:
                adj = self.adjusted(p)
                assert adj is not None
                head += f"; result {self.points[p]:+d}, adjusted for luck {adj:+.3f}"
            lines.append(head)
        swings = [r for r in self.luckiest(len(self.rolls)) if r.verdict][:5]
        if swings:
            lines.append("Biggest rolls:")
            lines += ["  " + r.text for r in swings]
        return "\n".join(lines)

    def __str__(self):
        return self.text


def game_luck(evaluator, game) -> GameLuck:
    """The luck of every committed turn's roll of ``game`` (a
    :class:`nardy.Game`), in the position its player faced.  A turn whose
    roll could not be played still had its luck (usually bad)."""
    from .game import Game
    if not isinstance(game, Game):
        raise InvalidOptionError(f"game_luck takes a nardy.Game, got {game!r}")
    rules = game.rules
    if getattr(evaluator, "rules", rules) != rules:
        raise InvalidOptionError(f"this evaluator judges {evaluator.rules!r}, not the game's {rules!r}")
    snaps = [s for s in game.replay() if not s.steps]
    rolls = []
    totals = [0.0, 0.0]
    opening = bool(rules.opening_roll_plays and game.opening)
    for i, (snap, t) in enumerate(zip(snaps, game.turns)):
        roll = tuple(t.roll)
        luck = roll_luck(evaluator, snap.position, roll, opening=opening and i == 0)
        rolls.append(RollLuck(i, t.player, game.names[t.player], roll, luck))
        totals[t.player] += luck
    points = None
    r = game.result
    if r is not None:
        if r.winner is None:
            points = (0, 0)
        else:
            points = (r.points, -r.points) if r.winner == 0 else (-r.points, r.points)
    return GameLuck(tuple(rolls), tuple(game.names), tuple(totals), points)
