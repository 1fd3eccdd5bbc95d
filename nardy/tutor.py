"""The tutor: every legal play ranked by equity, one play judged, a whole
game reviewed.

It stands on the trained evaluator (:mod:`nardy.evaluator`): equities are
the evaluator's cubeless equities in points, of the player who made the
play, after it (long nardy: an oin is 1, a mars 2; backgammon: single,
gammon, backgammon 1-3).  The *loss* of a play is the best play's equity
minus its own, so the best play loses 0.

**Verdicts.**  A loss is given a band, as gnubg's tutor does:

=============  ===========================================================
``"best"``     the best play (or one reaching an equal equity)
``"good"``     loses less than :data:`DOUBTFUL`, or no more than the
               evaluator's own error (:data:`NOISE`)
``"doubtful"`` loses at least :data:`DOUBTFUL` (0.04)
``"bad"``      at least :data:`BAD` (0.08)
``"very bad"`` at least :data:`VERY_BAD` (0.16)
=============  ===========================================================

gnubg's own thresholds are the same numbers; we keep them because they are
what players know.  A loss is *flagged* (doubtful or worse) only when it is
also larger than :data:`NOISE`, the equity difference the evaluator cannot
tell apart from its own error between two plays of one roll; where both
plays are valued exactly (the bear-off table decided), any loss at or above
the band counts.  So the tutor never scolds a play the evaluator cannot
honestly call worse.

**Reviews.**  :meth:`Tutor.review` goes through a game (finished or still
running, every committed turn): for each turn the player, the roll, the play,
the best play, the loss, the verdict and the player's winning chances after
the play; for each player the decisions (turns with more than one legal
play), the total loss and the average loss per decision (gnubg's error
rate).  Explanations in words (:mod:`nardy.explain`) are made on demand.
Reviewing a :class:`nardy.Match` judges its cube actions too: in money play
each double, its answer and each double missed (Janowski's cubeful
equities, :mod:`nardy.cube_equity`); in match play the same, in match
winning chances (:mod:`nardy.match_equity`, the cube valued live) turned
into equity at the cube's value, so the same bands apply.

**Luck.**  :meth:`Tutor.luck` measures the other half of a result, the
dice (:mod:`nardy.luck`): each roll against the average roll, each
player's total, and the result adjusted for it.

**Rollouts.**  :meth:`Tutor.rollout` plays a position, or each candidate
play of a roll, out many times (:mod:`nardy.rollout`): the check on the
evaluator's own estimate when a call is close.

Variants the evaluator does not cover get a plain sentence, not a guess:
:attr:`Tutor.available` is ``False``, :attr:`Tutor.unavailable` says why,
and every question raises :class:`TutorUnavailableError` with that sentence.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Optional, Sequence

from .errors import IllegalMoveError, InvalidOptionError, NardyError
from .play import Play
from .position import Position
from .rules import Rules, variant

__all__ = ["Tutor", "Choice", "Judgement", "TurnReview", "PlayerSummary", "CubeReview", "Review",
           "TutorUnavailableError",
           "VERDICTS", "FLAGGED", "DOUBTFUL", "BAD", "VERY_BAD", "NOISE", "verdict"]

DOUBTFUL = 0.04
"""Equity lost from which a play is doubtful (gnubg's threshold)."""
BAD = 0.08
"""... bad."""
VERY_BAD = 0.16
"""... very bad."""
NOISE = 0.05
"""Equity differences between two plays of one roll that the evaluator
cannot tell apart from its own error: a loss must exceed it to be flagged
(unless both plays were valued exactly).  ``benchmarks/bench_tutor.py``
measures it: how much the loss of a play changes when the evaluator looks
one roll further (median and upper quantiles in ``benchmarks/README.md``);
this is about the 75th percentile of that disagreement (backgammon's; long
nardy's is lower)."""

VERDICTS = ("best", "good", "doubtful", "bad", "very bad")
"""The bands, best first."""
FLAGGED = ("doubtful", "bad", "very bad")
"""The verdicts the tutor speaks up about."""


class TutorUnavailableError(NardyError):
    """The tutor was asked about a game its evaluator does not cover."""


def verdict(loss: float, *, exact: bool = False, noise: float = NOISE) -> str:
    """The band of an equity ``loss`` (module docstring).  ``exact``: both
    plays were valued exactly, so no evaluator error needs allowing for.

    >>> verdict(0.0), verdict(0.02), verdict(0.06), verdict(0.1), verdict(0.3)
    ('best', 'good', 'doubtful', 'bad', 'very bad')
    >>> verdict(0.045, noise=0.05), verdict(0.045, noise=0.05, exact=True)
    ('good', 'doubtful')
    """
    if loss <= 1e-9:
        return "best"
    if loss < DOUBTFUL or (not exact and loss <= noise):
        return "good"
    if loss < BAD:
        return "doubtful"
    if loss < VERY_BAD:
        return "bad"
    return "very bad"


@dataclass(frozen=True)
class Choice:
    """One legal play as the tutor ranks it."""

    play: Play
    equity: float
    """The mover's cubeless equity after the play, in points."""
    loss: float
    """The best play's equity minus this one's (0 for the best)."""
    verdict: str
    evaluation: Any = field(repr=False, compare=False, default=None)
    """The evaluator's :class:`~nardy.evaluator.Evaluation` after the play
    (winning chances, gammons or mars)."""

    @property
    def win(self) -> float:
        """The mover's chance of winning after the play."""
        return self.evaluation.win

    @property
    def exact(self) -> bool:
        return bool(getattr(self.evaluation, "exact", False))


@dataclass(frozen=True)
class Judgement:
    """One play judged against every other play of its roll."""

    position: Position
    roll: tuple
    choice: Choice
    """The play judged, as ranked."""
    rank: int
    """Its place among the distinct plays, 1 for the best (ties share it)."""
    choices: tuple
    """Every legal play, best first."""
    rules: Optional[Rules] = field(repr=False, compare=False, default=None)

    @property
    def play(self) -> Play:
        return self.choice.play

    @property
    def best(self) -> Choice:
        return self.choices[0]

    @property
    def loss(self) -> float:
        return self.choice.loss

    @property
    def verdict(self) -> str:
        return self.choice.verdict

    @property
    def flagged(self) -> bool:
        """Whether the tutor speaks up: doubtful or worse."""
        return self.verdict in FLAGGED

    @property
    def text(self) -> str:
        """One line: the verdict, the loss and the best play."""
        if self.verdict == "best":
            return f"{self.play} is the best play ({_signed(self.choice.equity)})."
        if self.verdict == "good":
            return (f"{self.play} is fine: it loses {self.loss:.3f} against {self.best.play}, "
                    f"too little to matter.")
        return (f"{self.verdict.capitalize()}: {self.play} loses {self.loss:.3f} in equity; "
                f"the best play is {self.best.play} ({_signed(self.best.equity)}).")

    def explain(self, *, opponent: str = "the opponent", you: str = "your", name_best=None):
        """Why the best play is better, in words (:func:`nardy.explain.explain`)."""
        from .explain import explain
        return explain(self.rules, self.position, self.play, self.best.play, opponent=opponent, you=you,
                       name_best=name_best)


def _signed(x: float) -> str:
    return f"{x:+.3f}"


@dataclass(frozen=True)
class TurnReview:
    """One committed turn of a reviewed game."""

    turn: int
    """Its index in ``game.turns``."""
    player: int
    name: str
    roll: tuple
    position: Position
    """The position the player faced, from its side, before the play."""
    play: Optional[Play]
    """The play made; ``None`` when the roll could not be played at all."""
    best: Optional[Play]
    equity: Optional[float]
    best_equity: Optional[float]
    loss: float
    verdict: Optional[str]
    """``None`` when there was no choice (one legal play, or none)."""
    plays: int
    """Distinct legal plays of the roll."""
    win: float
    """The player's chance of winning after the play."""
    hinted: bool = False
    """The player asked for a hint before this play."""

    @property
    def decision(self) -> bool:
        """Whether the player had a choice (more than one legal play)."""
        return self.plays > 1

    @property
    def flagged(self) -> bool:
        return self.verdict in FLAGGED

    @property
    def text(self) -> str:
        """One line of the review."""
        play = "(no move)" if self.play is None else str(self.play)
        head = f"{self.turn + 1}. {self.name} {self.roll[0]}-{self.roll[1]}: {play}"
        if not self.decision:
            return f"{head} (forced)"
        hint = ", after a hint" if self.hinted else ""
        if self.verdict == "best":
            return f"{head}: best{hint}"
        return f"{head}: {self.verdict}, loses {self.loss:.3f} (best {self.best}){hint}"


@dataclass(frozen=True)
class PlayerSummary:
    """One player's account in a review."""

    player: int
    name: str
    decisions: int
    total_loss: float
    counts: dict
    """``{verdict: turns}`` over the player's decisions."""
    hints: int
    cube_decisions: int = 0
    """Cube actions judged (doubles, missed doubles, takes and passes)."""
    cube_loss: float = 0.0
    """Equity they lost, in units of the cube's value before each."""

    @property
    def average_loss(self) -> float:
        """Equity lost per decision (gnubg's error rate); 0 with no decision."""
        return self.total_loss / self.decisions if self.decisions else 0.0

    @property
    def mistakes(self) -> int:
        return sum(self.counts.get(v, 0) for v in FLAGGED)

    @property
    def text(self) -> str:
        flagged = ", ".join(f"{self.counts[v]} {v}" for v in FLAGGED if self.counts.get(v))
        hints = f"; {self.hints} hint{'s' if self.hints != 1 else ''}" if self.hints else ""
        cube = (f"; cube: {self.cube_decisions} decision{'s' if self.cube_decisions != 1 else ''}, "
                f"lost {self.cube_loss:.3f}") if self.cube_decisions else ""
        return (f"{self.name}: {self.decisions} decisions, lost {self.total_loss:.3f} in all, "
                f"{self.average_loss:.3f} a decision ({flagged or 'no mistakes'}){hints}{cube}")


def _lose_one(away: tuple, cube: int, crawford_played: bool) -> float:
    """The doubler's match winning chance after losing a single game at
    ``cube`` (``away``: the points the doubler and the taker still need)."""
    from .match_equity import _after
    return _after(away[0], away[1] - cube, crawford_played)


_TO = {"double": "to double", "no double": "not to double", "take": "to take", "pass": "to pass"}


@dataclass(frozen=True)
class CubeReview:
    """One cube decision of a money game, judged with the evaluator's
    chances and Janowski's cubeful equities (:mod:`nardy.cube_equity`)."""

    turn: int
    """How many turns had been played (the double comes before that turn's roll)."""
    player: int
    """Who decided: the player on roll (double / no double) or the doubled one (take / pass)."""
    name: str
    action: str
    """``"double"``, ``"no double"`` (a double missed), ``"take"`` or ``"pass"``."""
    right: str
    """The right action for that player, in the same words."""
    cost: float
    """Equity the action lost against the right one, in units of the cube's
    value before the double."""
    verdict: str
    decision: object = field(repr=False, compare=False, default=None)
    """The :class:`~nardy.cube_equity.CubeDecision` it was judged by."""

    @property
    def flagged(self) -> bool:
        return self.verdict in FLAGGED

    @property
    def text(self) -> str:
        verb = {"double": "doubles", "no double": "does not double", "take": "takes", "pass": "passes"}
        head = f"before turn {self.turn + 1}: {self.name} {verb[self.action]}"
        if self.action == self.right or not self.flagged:
            return f"{head}: right ({self.decision})"
        return (f"{head}: {self.verdict}, loses {self.cost:.3f}; the right action was {_TO[self.right]} "
                f"({self.decision})")


@dataclass(frozen=True)
class Review:
    """A game reviewed turn by turn (:meth:`Tutor.review`)."""

    turns: tuple
    """:class:`TurnReview` per committed turn, in order."""
    players: tuple
    """Two :class:`PlayerSummary`, players 0 and 1."""
    names: tuple
    over: bool
    """The game was over when reviewed."""
    rules: Optional[Rules] = field(repr=False, compare=False, default=None)
    cube: tuple = ()
    """:class:`CubeReview` per cube decision (a game of a :class:`nardy.Match`, money or match play)."""

    def mistakes(self, player: Optional[int] = None) -> list:
        """The flagged turns (doubtful or worse), biggest loss first; only
        ``player``'s when given."""
        out = [t for t in self.turns if t.flagged and (player is None or t.player == player)]
        return sorted(out, key=lambda t: (-t.loss, t.turn))

    def chances(self, player: int = 0) -> list:
        """``player``'s winning chances after each turn, in order (for the
        plot of the game): ``[(turn, chance)]``."""
        return [(t.turn, t.win if t.player == player else 1.0 - t.win) for t in self.turns]

    def explain(self, turn: TurnReview, *, you: str = "your"):
        """Why the best play of a reviewed ``turn`` is better, in words
        (``you``: the possessive for the player's play)."""
        from .explain import explain
        if turn.play is None or turn.best is None or turn.play == turn.best:
            raise IllegalMoveError(f"turn {turn.turn + 1} has nothing to explain: {turn.text}")
        return explain(self.rules, turn.position, turn.play, turn.best,
                       opponent=self.names[1 - turn.player], you=you)

    @property
    def text(self) -> str:
        lines = [p.text for p in self.players]
        wrong_cube = [c for c in self.cube if c.flagged]
        if wrong_cube:
            lines.append("Cube mistakes:")
            lines += ["  " + c.text for c in sorted(wrong_cube, key=lambda c: -c.cost)]
        worst = self.mistakes()
        if worst:
            lines.append("Mistakes, biggest first:")
            lines += ["  " + t.text for t in worst]
        else:
            lines.append("No checker-play mistakes the evaluator can tell apart from its own error.")
        return "\n".join(lines)

    def __str__(self):
        return self.text


class Tutor:
    """Judges plays of one game with its evaluator.

    ``Tutor(rules)`` takes the evaluator :func:`nardy.evaluator.evaluator_for`
    gives for the rules; ``evaluator=`` gives another (anything with the same
    ``rank``, ``evaluate`` and ``after``, and ``best_by_roll`` for
    :meth:`luck`).  ``noise``: see :data:`NOISE`.
    """

    def __init__(self, rules="long", evaluator=None, *, noise: Optional[float] = None):
        self.rules: Rules = variant(rules)
        if evaluator is None:
            from .evaluator import evaluator_for
            evaluator = evaluator_for(self.rules)
        self.evaluator = evaluator
        self.noise = NOISE if noise is None else float(noise)

    @property
    def available(self) -> bool:
        return self.evaluator is not None

    @property
    def unavailable(self) -> Optional[str]:
        """Why the tutor cannot judge this game (``None`` when it can)."""
        if self.evaluator is not None:
            return None
        return (f"The tutor has no evaluator for {self.rules.title} yet: it judges long nardy, "
                f"Nardgammon and backgammon.")

    def _need(self):
        if self.evaluator is None:
            raise TutorUnavailableError(self.unavailable or "no evaluator")

    def __repr__(self):
        return f"Tutor({self.rules!r})"

    # -- ranking ------------------------------------------------------------------
    def rank(self, position: Position, roll) -> list:
        """Every distinct legal play of ``roll`` in ``position``, best first,
        as :class:`Choice` (``[]`` when the roll cannot be played)."""
        self._need()
        ranked = self.evaluator.rank(position, roll)
        if not ranked:
            return []
        top = ranked[0]
        out = []
        for r in ranked:
            loss = max(0.0, top.equity - r.equity)
            exact = bool(getattr(r.evaluation, "exact", False) and getattr(top.evaluation, "exact", False))
            out.append(Choice(r.play, r.equity, loss, verdict(loss, exact=exact, noise=self.noise), r.evaluation))
        return out

    def hint(self, position: Position, roll, n: int = 3) -> list:
        """The ``n`` best plays (:class:`Choice`), for a learner who is stuck."""
        if isinstance(n, bool) or not isinstance(n, int) or n < 1:
            raise InvalidOptionError(f"a hint shows a whole number of plays, 1 or more, not {n!r}")
        return self.rank(position, roll)[:n]

    def judge(self, position: Position, roll, play, *, choices: Optional[Sequence[Choice]] = None) -> Judgement:
        """Judge ``play`` (a :class:`Play`, its text, or its steps) of
        ``roll`` in ``position`` against every other legal play.  Pass
        ``choices`` (from :meth:`rank`) to save ranking again."""
        self._need()
        if isinstance(play, Play):
            target = play
        elif isinstance(play, str):
            target = self.rules.parse_play(position, roll, play)
        else:
            target = self.rules.find_play(position, roll, play)
        choices = list(choices) if choices is not None else self.rank(position, roll)
        for c in choices:
            if c.play.result == target.result:
                rank = 1 + sum(1 for d in choices if d.equity > c.equity + 1e-12)
                return Judgement(position, tuple(roll), c, rank, tuple(choices), self.rules)
        raise IllegalMoveError(f"{target} is not a legal play of {roll[0]}-{roll[1]} in {position!r}")

    # -- reviews ----------------------------------------------------------------------
    def review(self, game, *, hinted: Sequence[int] = ()) -> Review:
        """Review every committed turn of ``game`` (a :class:`nardy.Game`,
        or a :class:`nardy.Match`: its current game).  ``hinted``: indices of
        turns the player asked for a hint before (a board records them)."""
        self._need()
        match, game = self._the_game(game)
        hinted_turns = set(hinted)
        turns = []
        snaps = [s for s in game.replay() if not s.steps]
        for snap, t in zip(snaps, game.turns):
            turns.append(self._review_turn(game, snap, t, snap.turn in hinted_turns))
        cube = () if match is None else self._review_cube(match, snaps)
        players = tuple(self._summary(game, p, turns, cube) for p in (0, 1))
        return Review(tuple(turns), players, tuple(game.names), game.over, self.rules, cube)

    def luck(self, game):
        """What the dice gave each player in ``game`` (a :class:`nardy.Game`,
        or a :class:`nardy.Match`: its current game), roll by roll: a
        :class:`nardy.luck.GameLuck` (each roll's luck, each player's total,
        the luck-adjusted result).  The review judges the plays; this the
        rolls.  It looks at all 21 rolls of every turn: about twenty seconds
        for a long-nardy game of a hundred turns."""
        self._need()
        from .luck import game_luck
        return game_luck(self.evaluator, self._the_game(game)[1])

    def rollout(self, position: Position, roll=None, *, plays: Optional[Sequence] = None, games: int = 36,
                seed=0, truncate: Optional[int] = None, best: int = 3, progress=None):
        """Settle a close call by playing it out (:mod:`nardy.rollout`):
        without ``roll``, the chances of the side to move in ``position``
        over ``games`` games of the expert against itself (a
        :class:`~nardy.rollout.Rollout`); with ``roll``, each candidate play
        (``plays``, or the evaluator's ``best`` few) rolled out on the same
        dice, best first (:class:`~nardy.rollout.RolledPlay`).  Every figure
        comes with its standard error: 36 games of long nardy take some
        twenty seconds a candidate and pin an equity down to about ±0.25
        (two standard errors), so a verdict on a close call needs hundreds
        of games, or ``truncate``."""
        self._need()
        from .rollout import rollout, rollout_plays
        if roll is None:
            if plays is not None:
                raise InvalidOptionError(f"plays= needs the roll they play, got plays={plays!r} and no roll")
            return rollout(self.evaluator, position, games=games, seed=seed, truncate=truncate, progress=progress)
        return rollout_plays(self.evaluator, position, roll, plays, games=games, seed=seed, truncate=truncate,
                             best=best, progress=progress)

    def _the_game(self, game) -> tuple:
        """``(the match or None, the game)`` of what :meth:`review` or
        :meth:`luck` was given, refused unless it is a game of this tutor's rules."""
        from .game import Game
        from .match import Match
        match = game if isinstance(game, Match) else None
        game = match.game if match is not None else game
        if not isinstance(game, Game):
            raise InvalidOptionError(f"the tutor looks at a nardy.Game or a nardy.Match, got {game!r}")
        if game.rules != self.rules:
            raise TutorUnavailableError(f"this tutor judges {self.rules!r}, not the game's {game.rules!r}")
        return match, game

    def cube_decision(self, position: Position, *, owner: str = "centre", jacoby: bool = False,
                      away: Optional[tuple] = None, cube: int = 1, crawford_played: bool = False):
        """The cube decision of the side to move in ``position``, before its
        roll, on the evaluator's chances: money play
        (:func:`nardy.cube_equity.money_decision`; ``owner`` ``"centre"`` or
        ``"mover"``, ``jacoby``), or with ``away=(mine, theirs)``, the points
        each side still needs, match play
        (:func:`nardy.match_equity.match_decision`, in match winning
        chances; ``cube``, ``crawford_played``).  ``.action`` is ``"no
        double"``, ``"double, take"``, ``"double, pass"`` or ``"too good"``."""
        self._need()
        ev = self.evaluator.evaluate(position)
        if away is None:
            from .cube_equity import money_decision
            return money_decision(ev, owner=owner, jacoby=jacoby)
        from .match_equity import match_decision
        return match_decision(ev, me=away[0], them=away[1], cube=cube, owner=owner,
                              crawford_played=crawford_played)

    def _review_cube(self, match, snaps) -> tuple:
        """The cube decisions of the match's current game: each double and
        its answer, and each turn where the player on roll should have
        doubled and did not.  Match play's decisions are in match winning
        chances; their costs are turned into equity at the cube's value
        (twice the chance lost over the chance a single game swings, as
        gnubg's normalised equity does), so one set of bands judges both."""
        cur = match.current
        game = cur.game
        if match.length == 1 or cur.crawford:
            return ()                           # no cube in this game
        actions: dict = {}
        for a in cur.actions:
            actions.setdefault(a.turn, []).append(a)
        value, owner = 1, None
        out = []
        for snap in snaps:
            i, p = snap.turn, snap.player
            if game.over and i >= len(game.turns):
                break
            acts = actions.get(i, [])
            may = i > 0 and (owner is None or owner == p) and value < 64
            if not may and not acts:
                continue
            access = "centre" if owner is None else "mover"
            if match.length:
                away = (match.length - cur.score[p], match.length - cur.score[1 - p])
                dec = self.cube_decision(snap.position, away=away, cube=value, owner=access,
                                         crawford_played=match.post_crawford)
                swing = dec.double_pass - _lose_one(away, value, match.post_crawford)
                scale = 2.0 / swing if swing > 1e-9 else 0.0
            else:
                dec = self.cube_decision(snap.position, owner=access, jacoby=match.jacoby)
                scale = 1.0
            doubled = any(a.action == "double" for a in acts)
            if may:
                right = "double" if dec.double else "no double"
                if doubled or right == "double":
                    cost = max(0.0, dec.cost(doubled)) * scale
                    out.append(CubeReview(i, p, game.names[p], "double" if doubled else "no double", right, cost,
                                          verdict(cost, noise=self.noise), dec))
            for a in acts:
                if a.action in ("take", "pass"):
                    took = a.action == "take"
                    right = "take" if dec.take else "pass"
                    cost = max(0.0, dec.take_cost(took)) * scale
                    out.append(CubeReview(i, a.player, game.names[a.player], a.action, right, cost,
                                          verdict(cost, noise=self.noise), dec))
                    if took:
                        value, owner = value * 2, a.player
        return tuple(out)

    def _review_turn(self, game, snap, t, hinted: bool) -> TurnReview:
        pos, roll = snap.position, tuple(t.roll)
        choices = self.rank(pos, roll)
        name = game.names[t.player]
        if not choices:
            after = self.evaluator.after(pos)
            return TurnReview(snap.turn, t.player, name, roll, pos, None, None, None, None, 0.0, None, 0,
                              after.win, hinted)
        made = self.rules.find_play(pos, roll, t.steps)
        c = next(c for c in choices if c.play.result == made.result)
        decision = len(choices) > 1
        return TurnReview(snap.turn, t.player, name, roll, pos, c.play, choices[0].play, c.equity,
                          choices[0].equity, c.loss if decision else 0.0, c.verdict if decision else None,
                          len(choices), c.win, hinted)

    @staticmethod
    def _summary(game, player: int, turns: list, cube=()) -> PlayerSummary:
        mine = [t for t in turns if t.player == player and t.decision]
        counts = {v: sum(1 for t in mine if t.verdict == v) for v in VERDICTS}
        cubes = [c for c in cube if c.player == player]
        return PlayerSummary(player, game.names[player], len(mine), sum(t.loss for t in mine), counts,
                             sum(1 for t in turns if t.player == player and t.hinted),
                             len(cubes), sum(c.cost for c in cubes))
