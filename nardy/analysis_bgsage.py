"""Optional strong analysis for backgammon: evaluations, ranked plays and
cube advice from bgsage (PyPI ``bgsage``, the Open Sage neural-network
engine), in the engine's own terms.

Never a dependency: nothing here imports bgsage until an
:class:`Analyzer` is made, :func:`available` says whether it can be, and
without it :class:`Analyzer` raises :class:`AnalysisUnavailable` (an
``ImportError``) with the command that installs it.  Lessons work without
it.

Positions are the engine's (:class:`~nardy.Position`, seen by the player on
roll); bgsage's board is the same view as 26 numbers (``[0]`` the
opponent's bar, ``[1..24]`` the mover's points, positive for the mover's
checkers, ``[25]`` the mover's bar), so no mirroring is needed.  Each of
bgsage's candidate boards is matched to the engine's legal play that
reaches it: the answers are :class:`~nardy.Play` objects (``str(play)`` is
gnubg notation).  Where bgsage and the engine would disagree on what is
legal, :class:`AnalysisError` is raised rather than a guess (on 17,000
positions from random games they agree on every roll).

Equities are bgsage's, from the player on roll's side: cubeless equity is
points per game at a cube of 1 (money) or the match-winning chance scaled
to -1..+1 (match play); cubeful equities follow the cube and the score.

Usage (not run as a doctest: bgsage may be absent)::

    from nardy.analysis_bgsage import Analyzer
    sage = Analyzer()                                   # 1-ply; "2ply", "3ply", ...
    ranked = sage.rank_plays(rules.start(), (3, 1))
    str(ranked[0].play), ranked[0].equity               # ('8/5 6/5', 0.21...)
    sage.evaluate(rules.start()).win                    # 0.53
    sage.hint(match)                                    # plays if rolled, else cube advice
    match.play_bot(sage.bot())                          # a strong opponent on a board
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, List, Optional, Tuple

from .errors import NardyError
from .position import CHECKERS, Position
from .rules import variant as _variant

INSTALL = "pip install bgsage"


class AnalysisUnavailable(ImportError):
    """bgsage is not installed (or cannot be imported)."""


class AnalysisError(NardyError):
    """bgsage's answer cannot be put in the engine's terms (a board no legal
    play reaches, a position bgsage cannot take)."""


def available() -> bool:
    """Whether bgsage can be imported."""
    try:
        _import()
    except AnalysisUnavailable:
        return False
    return True


def _import():
    try:
        import bgsage  # noqa: F401
    except Exception as e:                       # ImportError, or a broken native build
        raise AnalysisUnavailable(f"strong analysis needs bgsage ({INSTALL}): {e}") from None
    return bgsage


def to_board(pos: Position) -> List[int]:
    """bgsage's (and gnubg's Python) 26-number board of ``pos``, the mover's view."""
    if not isinstance(pos, Position):
        raise AnalysisError(f"a Position is needed, got {pos!r}")
    return [pos.bar[1], *pos.points, pos.bar[0]]


def from_board(board) -> Position:
    """The :class:`Position` of a 26-number board (borne-off checkers are
    the rest of each side's 15)."""
    b = list(board)
    if len(b) != 26:
        raise AnalysisError(f"a board has 26 numbers, got {len(b)}: {board!r}")
    pts = b[1:25]
    mine = sum(v for v in pts if v > 0) + b[25]
    theirs = sum(-v for v in pts if v < 0) + b[0]
    return Position.from_counts(pts, bar=(b[25], b[0]), off=(CHECKERS - mine, CHECKERS - theirs))


@dataclass(frozen=True)
class Evaluation:
    """Chances of the player on roll, before the roll."""

    win: float
    win_gammon: float
    """Wins a gammon or a backgammon."""
    win_backgammon: float
    lose_gammon: float
    lose_backgammon: float
    equity: float
    """Cubeless equity."""
    cubeful_equity: float
    """Cubeful equity, the cube left where it is (no double)."""


@dataclass(frozen=True)
class RankedPlay:
    """A legal play with bgsage's verdict, from the mover's side."""

    play: Any
    """The engine's :class:`~nardy.Play`."""
    equity: float
    """Equity after the play (cubeful when the analyzer is)."""
    loss: float
    """How much worse than the best play (0 for the best)."""
    win: float
    win_gammon: float
    lose_gammon: float

    def __str__(self):
        return f"{self.play} ({self.equity:+.3f})"


@dataclass(frozen=True)
class CubeAdvice:
    """The cube decision of the player on roll, before rolling."""

    action: str
    """``"No Double"``, ``"Double/Take"`` or ``"Double/Pass"`` (beavers are
    not part of these rules)."""
    should_double: bool
    should_take: bool
    no_double: float
    double_take: float
    double_pass: float
    """Cubeful equities of the three outcomes, the doubler's side."""
    evaluation: Evaluation


class Analyzer:
    """bgsage at ``level`` (``"1ply"`` default, ``"2ply"``, ``"3ply"``, ...,
    ``"rollout"``; bgsage's own names), cubeful.  Raises
    :class:`AnalysisUnavailable` when bgsage is missing.

    Context keywords (every method): ``cube`` (value, 1), ``cube_owner``
    (``None`` centred, ``"mover"``, ``"opponent"``), ``away`` (points the
    mover and the opponent still need; ``(0, 0)`` money), ``crawford``,
    ``jacoby``.  :func:`match_context` reads them off a
    :class:`~nardy.match.Match`.
    """

    def __init__(self, level: str = "1ply", **options):
        sage = _import()
        try:
            self._sage = sage.BgBotAnalyzer(eval_level=level, cubeful=True, **options)
        except Exception as e:
            raise AnalysisError(f"bgsage refused level={level!r}, options={options!r}: {e}") from None
        self.level = level
        self.rules = _variant("backgammon")

    # -- context ---------------------------------------------------------------------
    @staticmethod
    def _context(cube: int = 1, cube_owner: Optional[str] = None, away: Tuple[int, int] = (0, 0),
                 crawford: bool = False, jacoby: bool = False) -> dict:
        owner = {None: "centered", "mover": "player", "opponent": "opponent"}.get(cube_owner)
        if owner is None:
            raise AnalysisError(f"cube_owner is None, 'mover' or 'opponent', got {cube_owner!r}")
        a1, a2 = away
        return dict(cube_value=cube, cube_owner=owner, away1=a1, away2=a2, is_crawford=bool(crawford),
                    jacoby=bool(jacoby) and not (a1 or a2), beaver=False)

    # -- analyses -------------------------------------------------------------------------
    def evaluate(self, position: Position, **context) -> Evaluation:
        """The chances and equities of the player on roll, before rolling."""
        return self.cube_advice(position, **context).evaluation

    def cube_advice(self, position: Position, **context) -> CubeAdvice:
        """Should the player on roll double, and should the opponent take?"""
        ctx = self._context(**context)
        r = self._sage.cube_action(to_board(position), ctx["cube_value"], ctx["cube_owner"],
                                   away1=ctx["away1"], away2=ctx["away2"], is_crawford=ctx["is_crawford"],
                                   jacoby=ctx["jacoby"], beaver=False)
        p = r.probs
        ev = Evaluation(p.win, p.gammon_win, p.backgammon_win, p.gammon_loss, p.backgammon_loss,
                        r.cubeless_equity, r.equity_nd)
        action = "Double/Take" if r.optimal_action == "Double/Beaver" else r.optimal_action
        return CubeAdvice(action, r.should_double, r.should_take, r.equity_nd, r.equity_dt, r.equity_dp, ev)

    def rank_plays(self, position: Position, roll, **context) -> List[RankedPlay]:
        """Every legal play of ``roll``, best first (``[]`` when the roll
        cannot be played)."""
        legal = self.rules.legal_plays(position, roll)
        if not legal:
            return []
        by_result = {p.result: p for p in legal}
        ctx = self._context(**context)
        d1, d2 = roll
        r = self._sage.checker_play(to_board(position), d1, d2, **ctx)
        out = []
        best = max(m.equity for m in r.moves)
        for m in r.moves:
            result = from_board(m.board)
            play = by_result.get(result)
            if play is None:
                raise AnalysisError(f"bgsage plays {roll} from {position!r} to a board no legal play reaches: "
                                    f"{m.board}")
            out.append(RankedPlay(play, m.equity, best - m.equity, m.probs.win, m.probs.gammon_win,
                                  m.probs.gammon_loss))
        if {x.play.result for x in out} != set(by_result):
            raise AnalysisError(f"bgsage ranks {len(out)} plays of {roll} from {position!r}, the engine knows "
                                f"{len(by_result)}")
        return out

    def best_play(self, position: Position, roll, **context):
        """The best play (a :class:`~nardy.Play`), or ``None`` when the roll
        cannot be played."""
        ranked = self.rank_plays(position, roll, **context)
        return ranked[0].play if ranked else None

    def bot(self, match=None) -> Callable:
        """A bot for ``Game.play_bot`` / ``Match.play_bot`` / boards: plays
        the best play (with ``match``, at its score and cube)."""
        def play(game):
            ctx = match_context(match) if match is not None else {}
            return self.best_play(game.turn_start, game.dice, **ctx)
        return play

    def hint(self, match):
        """For a :class:`~nardy.match.Match`: the ranked plays when the dice
        are rolled, else the cube advice of the player on roll (or of the
        taker's side, when a double waits: ``should_take``)."""
        ctx = match_context(match)
        if match.dice is not None:
            return self.rank_plays(match.game.turn_start, match.dice, **ctx)
        return self.cube_advice(match.position, **ctx)


def match_context(match) -> dict:
    """The context keywords of a :class:`~nardy.match.Match` for the player
    on roll: cube value and owner, the points each side needs, the Crawford
    game, the Jacoby rule."""
    me = match.to_move
    cube = match.cube
    owner = None if cube.owner is None else ("mover" if cube.owner == me else "opponent")
    away = (0, 0) if match.money else (match.need(me), match.need(1 - me))
    return dict(cube=cube.value, cube_owner=owner, away=away, crawford=match.crawford,
                jacoby=match.jacoby and match.money)
