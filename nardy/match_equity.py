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

Cube decisions (:func:`match_decision`) value the cube as Janowski's money
model does (:mod:`nardy.cube_equity`), in match winning chances: a cube
that is still live is worth more to the side that can turn it, and the
take and cash points it turns at come from this table at each higher cube.

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

from .cube_equity import CUBE_LIFE, CubeDecision, check_access, check_cube_life
from .errors import NardyError

__all__ = ["equity", "GAMMON_RATE", "MatchCubeDecision", "match_decision"]

GAMMON_RATE = 0.29
"""The share of games won with a gammon that the post-Crawford part
assumes (Janowski 2013)."""

FREE_DROP = 0.012
"""The leader's free drop at 1-away/2-away post-Crawford (51.2%)."""

MAX_CUBE = 64
"""The highest cube the model turns (nobody doubles past it)."""


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


def _memo(cache: dict, v: int, fn) -> float:
    """``fn(v)``, computed once per cube value (the recursion asks again)."""
    if v not in cache:
        cache[v] = fn(v)
    return cache[v]


class _Game:
    """One game's outcomes at a match score, from the player on roll's
    side: his match winning chance after each result at a cube value, with
    the evaluator's gammon shares held fixed as the winning chance moves
    (what Janowski's model assumes)."""

    def __init__(self, ev, me: int, them: int, crawford_played: bool):
        self.me, self.them, self.cp = me, them, crawford_played
        p = ev.win
        q = 1.0 - p
        self.p = p
        wins = (ev.win - ev.win_gammon, ev.win_gammon - ev.win_backgammon, ev.win_backgammon)
        losses = (q - ev.lose_gammon, ev.lose_gammon - ev.lose_backgammon, ev.lose_backgammon)
        self.wins = tuple(x / p for x in wins) if p > 0 else (1.0, 0.0, 0.0)
        self.losses = tuple(x / q for x in losses) if q > 0 else (1.0, 0.0, 0.0)
        # In the Crawford game nobody may double: the cube is dead.
        self.crawford = (me == 1) != (them == 1) and not crawford_played
        self._hi: dict = {}
        self._lo: dict = {}

    def won(self, v: int) -> float:
        """His chance after winning the game at cube ``v`` (single, gammon
        and backgammon in the evaluator's shares)."""
        return sum(s * _after(self.me - k * v, self.them, self.cp) for k, s in enumerate(self.wins, 1))

    def lost(self, v: int) -> float:
        return sum(s * _after(self.me, self.them - k * v, self.cp) for k, s in enumerate(self.losses, 1))

    def cashed(self, v: int) -> float:
        """His chance after the opponent passes his double at ``v``."""
        return _after(self.me - v, self.them, self.cp)

    def dropped(self, v: int) -> float:
        """His chance after he passes the opponent's double at ``v``."""
        return _after(self.me, self.them - v, self.cp)

    def dead(self, v: int) -> float:
        return self.p * self.won(v) + (1.0 - self.p) * self.lost(v)

    def _may(self, need: int, v: int) -> bool:
        """Whether a player ``need`` points away gains by doubling at ``v``
        (not when a single win already wins him the match)."""
        return not self.crawford and need > v and v < MAX_CUBE

    def hi(self, v: int) -> float:
        """His cash point at cube ``v``, in his winning chance: from there
        on a double of his is passed (1: he cannot double).  Fully live: the
        opponent, owning the cube at ``2v``, redoubles at his own cash
        point (Janowski's recursion, in match winning chances)."""
        return _memo(self._hi, v, self._cash_point)

    def _cash_point(self, v: int) -> float:
        if not self._may(self.me, v):
            return 1.0
        lo = self.lo(2 * v)
        base = self.dropped(2 * v) if lo > 0.0 else self.lost(2 * v)
        top = self.won(2 * v)
        if top - base <= 1e-12:
            return 1.0
        return min(max(lo + (1.0 - lo) * (self.cashed(v) - base) / (top - base), lo), 1.0)

    def lo(self, v: int) -> float:
        """The opponent's cash point at cube ``v``, in *his* (the player on
        roll's) winning chance: at or below it the opponent doubles him out
        (0: the opponent cannot double)."""
        return _memo(self._lo, v, self._their_cash_point)

    def _their_cash_point(self, v: int) -> float:
        if not self._may(self.them, v):
            return 0.0
        hi = self.hi(2 * v)
        top = self.cashed(2 * v) if hi < 1.0 else self.won(2 * v)
        base = self.lost(2 * v)
        if top - base <= 1e-12:
            return 0.0
        return min(max(hi * (self.dropped(v) - base) / (top - base), 0.0), hi)

    def live(self, v: int, owner: str) -> float:
        """His match winning chance at cube ``v`` with a fully live cube:
        linear in the winning chance between the points where a double is
        passed (Janowski's live cube)."""
        pts = [(0.0, self.lost(v))]
        if owner in ("centre", "opponent") and self.lo(v) > 0.0:
            pts.append((self.lo(v), self.dropped(v)))
        if owner in ("centre", "mover") and self.hi(v) < 1.0:
            pts.append((self.hi(v), self.cashed(v)))
        pts.append((1.0, self.won(v)))
        pts.sort()
        p = self.p
        for (x0, y0), (x1, y1) in zip(pts, pts[1:]):
            if p <= x1:
                return y0 if x1 - x0 <= 1e-12 else y0 + (y1 - y0) * (p - x0) / (x1 - x0)
        return pts[-1][1]

    def cubeful(self, v: int, owner: str, cube_life: float) -> float:
        """Janowski's interpolation: the live value weighed by the cube
        life, the dead one by the rest."""
        return cube_life * self.live(v, owner) + (1.0 - cube_life) * self.dead(v)


def match_decision(ev, *, me: int, them: int, cube: int = 1, owner: str = "centre",
                   crawford_played: bool = False, cube_life: float = CUBE_LIFE) -> MatchCubeDecision:
    """The cube decision of the player on roll, whose chances are ``ev``
    (before his roll), needing ``me`` points against ``them`` with the cube
    at ``cube``, in the middle (``owner="centre"``) or his (``"mover"``).

    Each action's match winning chance is Janowski's cubeful value: the
    dead cube's (the game played out at that cube) and the fully live
    cube's, weighed by ``cube_life``.  The live cube's take and cash points
    come from the match equity table at each higher cube, by the same
    recursion as money play's (the doubled side owns the cube and redoubles
    at his cash point); a double is pointless, and the cube dead for that
    player, once a single win at its value wins him the match."""
    me = _away(me, "a player's points to go")
    them = _away(them, "a player's points to go")
    check_access(owner)
    if isinstance(cube, bool) or not isinstance(cube, int) or cube < 1:
        raise NardyError(f"the cube's value is a whole number from 1, got {cube!r}")
    check_cube_life(cube_life)
    g = _Game(ev, me, them, crawford_played)
    nd = g.cubeful(cube, owner, cube_life)
    dt = g.cubeful(2 * cube, "opponent", cube_life)
    dp = g.cashed(cube)
    return MatchCubeDecision(nd, dt, dp)
