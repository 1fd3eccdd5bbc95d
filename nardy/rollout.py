"""Rollouts: a position's chances, or each candidate play's, found by
playing the game out many times.

The evaluator's equity is an estimate, and the tutor's verdict on a close
call is only as good as it.  A *rollout* is how players settle such a call:
the position is played to the end again and again with other dice, the
expert (:func:`nardy.expert.expert_bot`, one ply, no cube) on both sides,
and the results are averaged.  Its errors are the dice's (the standard
error says how large) and the expert's mistakes in the games that follow,
made by both sides alike -- not the evaluator's error on this one
position.

* **Dice.**  Game *k*'s first throw is the *k*-th of the 36 (so 36 games
  see every throw exactly once, each double once and each other roll
  twice); the rest come from a generator seeded by ``(seed, k)``.  A
  position given for a rollout is played from an ordinary roll, as a
  set-up board is (no backgammon opening throw).
* **Candidates share the dice.**  :func:`rollout_plays` rolls out each
  candidate play with the same dice game by game (after the play, the
  opponent's first throw is the *k*-th), so what the shared dice do drops
  out of the difference between two candidates.  Only a little of the
  noise does: the games soon part ways (the lesson's two long-nardy plays,
  36 games: 0.146 for the difference against 0.18 had the dice been
  independent).  The difference's standard error is measured from the
  game-by-game differences.
* **Exact where exact is known.**  A game that reaches a pure bear-off race
  in which no gammon or mars is left is scored with the bear-off
  database's winning chance (:mod:`nardy.bearoff`) instead of being played
  on.
* **Truncation** (``truncate=N``): after *N* more turns a game not yet over
  is scored with the evaluator's chances there.  Faster, and biased by the
  evaluator's error in those later positions (gnubg's truncated
  rollouts).

Every figure comes with its standard error (of the mean over the games):
the equity endless games would give lies within about two of them of the
figure, 19 times in 20.  Costs: a long-nardy game takes about half a second (a
hundred turns), a backgammon game about a sixth; 36 games of one
candidate, some twenty and six seconds.

>>> import nardy
>>> from nardy.evaluator import evaluator_for
>>> ev = evaluator_for(nardy.variant("long"))
>>> last = nardy.Position.from_counts([0] * 5 + [1] + [0] * 6 + [-15] + [0] * 11, off=(14, 0))
>>> r = rollout(ev, last, games=36)   # our last checker on the 6-point: a mars unless the throw is short
>>> r.win, r.win_gammon, r.equity
(1.0, 0.75, 1.75)
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Any, Callable, Optional, Sequence

from .dice import is_seed
from .errors import IllegalMoveError, InvalidOptionError
from .evaluator import Evaluation
from .play import Play
from .position import Position

__all__ = ["rollout", "rollout_plays", "Rollout", "RolledPlay", "THROWS", "MAX_GAMES"]

THROWS = tuple((a, b) for a in range(1, 7) for b in range(1, 7))
"""The 36 throws in the order the games' first throws take them."""

MAX_GAMES = 100_000
"""The most games one rollout plays (a day and more of CPU in long nardy)."""


@dataclass(frozen=True)
class Rollout:
    """What the games of one rollout gave one side (the side to move in the
    position rolled out, or the player who made the candidate play):
    the share of games won, won with a gammon (mars) or backgammon and
    lost with one (a game scored by the bear-off database or cut by
    truncation counts its chances), and the cubeless equity in points."""

    games: int
    win: float
    win_gammon: float
    win_backgammon: float
    lose_gammon: float
    lose_backgammon: float
    equity: float
    se: float
    """The standard error of :attr:`equity` (the games' standard deviation
    over the square root of their number)."""
    seed: Any = None
    truncate: Optional[int] = None
    points: tuple = field(default=(), repr=False, compare=False)
    """Each game's result in points for this side, in game order."""

    @property
    def lose(self) -> float:
        return 1.0 - self.win

    @property
    def interval(self) -> tuple:
        """The 95% confidence interval of the equity endless games would
        give: ``(equity - 1.96 se, equity + 1.96 se)``."""
        return (self.equity - 1.96 * self.se, self.equity + 1.96 * self.se)

    @property
    def evaluation(self):
        """The same chances as a :class:`nardy.evaluator.Evaluation`, to set
        beside the evaluator's."""
        return Evaluation(self.win, self.win_gammon, self.win_backgammon, self.lose_gammon,
                          self.lose_backgammon)

    @property
    def text(self) -> str:
        s = f"{self.games} games: win {100 * self.win:.1f}%"
        if self.win_gammon or self.lose_gammon:
            s += f" (gammon/mars {100 * self.win_gammon:.1f}% won, {100 * self.lose_gammon:.1f}% lost)"
        s += f", equity {self.equity:+.3f} ± {self.se:.3f}"
        if self.truncate is not None:
            s += f" (truncated after {self.truncate} turns)"
        return s

    def __str__(self):
        return self.text


@dataclass(frozen=True)
class RolledPlay:
    """One candidate play of a roll, rolled out (:func:`rollout_plays`)."""

    play: Play
    rollout: Rollout
    """The chances of the player who made the play, after it."""
    loss: float
    """The best candidate's rolled-out equity minus this one's (0 for the best)."""
    loss_se: float
    """The standard error of :attr:`loss`, from the game-by-game
    differences on the same dice (0 for the best)."""
    evaluation: Any = field(default=None, repr=False, compare=False)
    """The evaluator's own one-ply :class:`~nardy.evaluator.Evaluation`
    after the play, for comparison."""

    @property
    def equity(self) -> float:
        return self.rollout.equity

    @property
    def text(self) -> str:
        s = f"{self.play}: {self.rollout.equity:+.3f} ± {self.rollout.se:.3f}"
        if self.loss_se:
            s += f", {self.loss:.3f} ± {self.loss_se:.3f} behind the best"
        if self.evaluation is not None:
            s += f" (the evaluator: {self.evaluation.equity:+.3f})"
        return s

    def __str__(self):
        return self.text


def rollout(evaluator, position, *, games: int = 36, seed=0, truncate: Optional[int] = None,
            progress: Optional[Callable[[int, int], None]] = None) -> Rollout:
    """Roll out ``position`` (the side to move, before its roll): ``games``
    games with the expert on both sides, cubeless.  ``evaluator`` is the
    :class:`nardy.evaluator.Evaluator` the expert plays with (its rules are
    the game's); ``progress(done, games)`` is called after each game."""
    rules = _rules(evaluator)
    position = _position(rules, position, "position")
    games, truncate, progress = _options(games, seed, truncate, progress)
    outcomes = []
    for k in range(games):
        outcomes.append(_play_out(evaluator, rules, position, k, seed, truncate))
        if progress is not None:
            progress(k + 1, games)
    return _summary(outcomes, seed, truncate)


def rollout_plays(evaluator, position, roll, plays: Optional[Sequence] = None, *, games: int = 36,
                  seed=0, truncate: Optional[int] = None, best: int = 3,
                  progress: Optional[Callable[[int, int], None]] = None) -> list:
    """Roll out candidate plays of ``roll`` in ``position``, each with the
    same dice game by game, and rank them by their rolled-out equity:
    a list of :class:`RolledPlay`, best first.  ``plays``: the candidates
    (:class:`~nardy.play.Play` values, their text, or their steps); by
    default the evaluator's ``best`` plays.  A candidate given twice, or
    two that reach the same position, are rolled out once.
    ``progress(done, total)`` counts games over all candidates."""
    rules = _rules(evaluator)
    position = _position(rules, position, "position")
    games, truncate, progress = _options(games, seed, truncate, progress)
    if isinstance(best, bool) or not isinstance(best, int) or best < 1:
        raise InvalidOptionError(f"best= is a whole number of plays, 1 or more, got {best!r}")
    legal = rules.legal_plays(position, roll)      # refuses a roll that is not one
    if not legal:
        raise IllegalMoveError(f"{roll!r} cannot be played in {position!r}, so there is no play to roll out")
    if plays is None:
        chosen = [r.play for r in evaluator.rank_plays(legal)[:best]]
    else:
        if isinstance(plays, (str, Play)) or not isinstance(plays, Sequence) or not plays:
            raise InvalidOptionError(f"plays= is a list of one or more plays, got {plays!r}")
        chosen = [_find(rules, position, roll, p) for p in plays]
    unique: list = []
    for p in chosen:
        if all(p.result != q.result for q in unique):
            unique.append(p)
    total = games * len(unique)
    rolled = []
    for i, p in enumerate(unique):
        outcomes = []
        for k in range(games):
            outcomes.append(_after_play(evaluator, rules, p, k, seed, truncate))
            if progress is not None:
                progress(i * games + k + 1, total)
        rolled.append((p, _summary(outcomes, seed, truncate)))
    rolled.sort(key=lambda pr: -pr[1].equity)
    top = rolled[0][1]
    out = []
    for p, r in rolled:
        diffs = [a - b for a, b in zip(top.points, r.points)]
        loss = top.equity - r.equity
        out.append(RolledPlay(p, r, loss, _se(diffs) if r is not top else 0.0, evaluator.after(p.result)))
    return out


# -- the games ---------------------------------------------------------------------------
def _play_out(evaluator, rules, position: Position, k: int, seed, truncate: Optional[int]) -> Evaluation:
    """Game ``k`` from ``position``: the outcome, as an
    :class:`~nardy.evaluator.Evaluation`, of the side to move there (a
    game played out is won or lost outright; one scored by the bear-off
    database or cut by truncation has the evaluator's chances)."""
    from .expert import expert_bot
    from .game import Game
    g = Game(rules, seed=f"rollout {seed} {k}", position=position)
    bot = expert_bot(seed=f"rollout {seed} {k} ties", evaluator=evaluator)
    g.roll(THROWS[k % 36])
    while True:
        g.play_bot(bot)
        r = g.result
        if r is not None:               # no draws: the last-roll draw is refused
            won = Evaluation(1.0, float(r.points >= 2), float(r.points >= 3), 0.0, 0.0)
            return won if r.winner == 0 else won.flipped()
        cut = truncate is not None and len(g.turns) >= truncate
        if cut or rules.is_race(g.position):
            e = evaluator.evaluate(g.position)
            if cut or e.exact:
                return e if g.to_move == 0 else e.flipped()


def _after_play(evaluator, rules, play: Play, k: int, seed, truncate: Optional[int]) -> Evaluation:
    """Game ``k`` after ``play``, the opponent's first throw the ``k``-th:
    the outcome of the player who made it (a play that wins at once wins
    every game alike)."""
    if rules.is_over(play.result):
        return evaluator.after(play.result)
    return _play_out(evaluator, rules, rules.swap(play.result), k, seed, truncate).flipped()


def _se(values: Sequence[float]) -> float:
    n = len(values)
    if n < 2:
        return 0.0
    m = sum(values) / n
    return math.sqrt(sum((v - m) ** 2 for v in values) / (n - 1) / n)


def _summary(outcomes: list, seed, truncate) -> Rollout:
    n = len(outcomes)
    points = [o.equity for o in outcomes]
    return Rollout(n, sum(o.win for o in outcomes) / n, sum(o.win_gammon for o in outcomes) / n,
                   sum(o.win_backgammon for o in outcomes) / n, sum(o.lose_gammon for o in outcomes) / n,
                   sum(o.lose_backgammon for o in outcomes) / n, sum(points) / n, _se(points), seed,
                   truncate, tuple(points))


# -- checks ------------------------------------------------------------------------------
def _rules(evaluator):
    rules = getattr(evaluator, "rules", None)
    if rules is None or not callable(getattr(evaluator, "evaluate", None)):
        raise InvalidOptionError(f"a rollout needs an evaluator (nardy.evaluator.evaluator_for), got {evaluator!r}")
    if getattr(rules, "last_roll_draw", False):
        raise InvalidOptionError(f"{rules!r}: with the last-roll draw the result depends on who moved first, "
                                 f"which a position does not say, so it cannot be rolled out")
    return rules


def _position(rules, position, what: str) -> Position:
    if not isinstance(position, Position):
        raise InvalidOptionError(f"{what} is a nardy.Position, got {position!r}")
    rules.validate(position)
    if rules.is_over(position):
        raise IllegalMoveError(f"the game in {position!r} is already over: there is nothing to roll out")
    return position


def _options(games, seed, truncate, progress) -> tuple:
    if isinstance(games, bool) or not isinstance(games, int) or not 1 <= games <= MAX_GAMES:
        raise InvalidOptionError(f"games= is a whole number from 1 to {MAX_GAMES:,}, got {games!r}")
    if isinstance(seed, (bool, float)) or not is_seed(seed) or seed is None:
        raise InvalidOptionError(f"seed= is a whole number or text (the same seed, the same dice), got {seed!r}")
    if truncate is not None and (isinstance(truncate, bool) or not isinstance(truncate, int) or truncate < 1):
        raise InvalidOptionError(f"truncate= is None (play every game out) or a whole number of turns, "
                                 f"1 or more, got {truncate!r}")
    if progress is not None and not callable(progress):
        raise InvalidOptionError(f"progress= is a function progress(done, total), got {progress!r}")
    return games, truncate, progress


def _find(rules, position: Position, roll, play) -> Play:
    if isinstance(play, Play):
        for p in rules.legal_plays(position, roll):
            if p.result == play.result:
                return p
        raise IllegalMoveError(f"{play} is not a legal play of {roll!r} in {position!r}")
    if isinstance(play, str):
        return rules.parse_play(position, roll, play)
    return rules.find_play(position, roll, play)
