"""Match equities: a player's chance of winning a match from a score.

The table is Janowski's match equity formula, fitted by Rick Janowski to
Kit Woolsey's table (Inside Backgammon, 1992) and revised against the
Rockwell-Kazaross table in 2013 ("Match Equity Formula Reviewed and
Revised").  With ``L`` the points the leader still needs, ``T`` the
trailer's and ``D = T - L``, the leader's chance is

* before the Crawford game: ``0.5 + 0.85 D / (T + 6)``;
* in the Crawford game (the leader is one point away):
  ``0.525 + 0.57 D / (T + 2)`` (the 2013 revision);
* after it (the trailer doubles at once, so each game is worth two): the
  trailer must win ``T`` points in games of two, four with a gammon, at a
  gammon rate of 29% (the rate at which Janowski's formulas fit the
  Rockwell-Kazaross table best); 1-away/2-away is 51.2%, the leader's free
  drop worth 1.2%.

These stay within a point or two of the rolled-out tables up to 15-point
matches -- close enough for a course's computer player and for judging a
learner's cube action; gnubg (:mod:`nardy.analysis_bgsage` for bgsage)
knows the fine print.

>>> round(equity(2, 4), 3)           # 2-away against 4-away: the leader's chance
0.67
>>> round(equity(1, 2, crawford=True), 4)
0.6675
>>> equity(3, 3)
0.5
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from .cube_equity import CubeDecision
from .errors import NardyError

__all__ = ["equity", "GAMMON_RATE", "MatchCubeDecision", "match_decision"]

GAMMON_RATE = 0.29
"""The share of games won with a gammon that the post-Crawford part
assumes (Janowski 2013)."""

FREE_DROP = 0.012
"""The leader's free drop at 1-away/2-away post-Crawford (51.2%)."""


def _away(v, what):
    if isinstance(v, bool) or not isinstance(v, int):
        raise NardyError(f"{what} is a whole number of points, got {v!r}")
    return v


@lru_cache(maxsize=None)
def _post_crawford_trailer(t: int) -> float:
    """The trailer's chance after the Crawford game, ``t`` points away,
    the leader one away: he doubles at once and wins 2 or 4 points a
    game, or loses the match."""
    if t <= 0:
        return 1.0
    if t == 1:
        return 0.5
    if t == 2:
        return 0.5 - FREE_DROP
    g = GAMMON_RATE
    return 0.5 * ((1 - g) * _post_crawford_trailer(t - 2) + g * _post_crawford_trailer(t - 4))


def equity(me: int, them: int, *, crawford: bool = False) -> float:
    """The chance that the player ``me`` points away wins the match against
    one ``them`` points away, at the start of a game.  When one of them
    is one point away, ``crawford`` says whether this game is the Crawford
    game (True) or a later one (False)."""
    me = _away(me, "a player's points to go")
    them = _away(them, "a player's points to go")
    if me <= 0:
        return 1.0
    if them <= 0:
        return 0.0
    if me == them:
        return 0.5
    lead, trail = (me, them) if me < them else (them, me)
    d = trail - lead
    if lead == 1:
        if crawford:
            lp = 0.525 + 0.57 * d / (trail + 2)
        else:
            lp = 1.0 - _post_crawford_trailer(trail)
    else:
        lp = 0.5 + 0.85 * d / (trail + 6)
    lp = min(max(lp, 0.0), 1.0)
    return lp if me == lead else 1.0 - lp


def _after(me: int, them: int, crawford_played: bool) -> float:
    """``me``'s chance at the start of the next game, from the new score:
    the first time a player reaches one point away the next game is the
    Crawford game."""
    if me <= 0 or them <= 0:
        return equity(me, them)
    if (me == 1) != (them == 1) and not crawford_played:
        return equity(me, them, crawford=True)
    return equity(me, them, crawford=False)


@dataclass(frozen=True)
class MatchCubeDecision(CubeDecision):
    """A match-play cube decision of the player on roll, in match winning
    chances (his): no double, double/take, double/pass; the action, the
    equity and the costs as :class:`nardy.cube_equity.CubeDecision`'s, in
    match winning chance."""

    @property
    def double(self) -> bool:
        # Strictly better: a double that changes nothing (double match
        # point, a dead cube) is pointless.
        return min(self.double_take, self.double_pass) > self.no_double + 1e-12

    def __str__(self):
        return (f"{self.action}: no double {100 * self.no_double:.1f}%, double/take {100 * self.double_take:.1f}%, "
                f"double/pass {100 * self.double_pass:.1f}% to win the match")


def _game_mwc(ev, me: int, them: int, cube: int, crawford_played: bool) -> float:
    """Match winning chance if the game is played out with the cube at
    ``cube`` (dead: nobody turns it again)."""
    single_w = ev.win - ev.win_gammon
    gammon_w = ev.win_gammon - ev.win_backgammon
    single_l = ev.lose - ev.lose_gammon
    gammon_l = ev.lose_gammon - ev.lose_backgammon
    out = 0.0
    for p, pts in ((single_w, 1), (gammon_w, 2), (ev.win_backgammon, 3)):
        out += p * _after(me - pts * cube, them, crawford_played)
    for p, pts in ((single_l, 1), (gammon_l, 2), (ev.lose_backgammon, 3)):
        out += p * _after(me, them - pts * cube, crawford_played)
    return out


def match_decision(ev, *, me: int, them: int, cube: int = 1, crawford_played: bool = False) -> MatchCubeDecision:
    """The cube decision of the player on roll, whose chances are ``ev``
    (before his roll), needing ``me`` points against ``them`` with the cube
    at ``cube``.  The cube is valued dead after this decision (the later
    redouble's value is not counted: a simplification that makes takes a
    little tighter than a live-cube analysis)."""
    nd = _game_mwc(ev, me, them, cube, crawford_played)
    dt = _game_mwc(ev, me, them, 2 * cube, crawford_played)
    dp = _after(me - cube, them, crawford_played)
    return MatchCubeDecision(nd, dt, dp)
