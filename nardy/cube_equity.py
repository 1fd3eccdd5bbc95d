"""Cube decisions from the evaluator's chances (backgammon, money play).

The evaluator (:mod:`nardy.evaluator`) gives cubeless chances: winning,
winning and losing a gammon or a backgammon.  A cube decision needs
*cubeful* equities -- what the position is worth when the cube can still
be turned later.  Janowski's model (R. Janowski, "Take-points in money
games", 1993) interpolates between two extremes with one number, the
*cube life* ``x``:

* a dead cube (``x = 0``): the equity is the cubeless one,
  ``E = p (W + L) - L``, where ``p`` is the winning chance, ``W`` the
  average value of a win (1 + gammon and backgammon share of the wins) and
  ``L`` of a loss;
* a fully live cube (``x = 1``): the cube can be turned at exactly the
  right moment, so the equity is linear in ``p`` between the take point
  ``TP = (L - 1/2) / (W + L + 1/2)`` (the doubled side can take from here)
  and the cash point ``CP = (L + 1) / (W + L + 1/2)``, with the cube's
  owner alone able to double.

The cubeful equity is ``x`` times the live one plus ``1 - x`` times the
dead one; ``x = 2/3`` is the usual value for money play (gnubg's default
is 0.68).  The player on roll then compares not doubling, double/take
(twice the equity with the opponent owning the cube) and double/pass
(+1): he doubles when both double outcomes beat not doubling, and the
opponent takes when taking costs him less than passing.  In money play
with the Jacoby rule, gammons do not count while the cube is in the
middle.

Match play converts the same chances into match winning chances with
Janowski's match equity formula (:mod:`nardy.match_equity`).

The 8-9-12 rule of the course (:mod:`nardy.cube_policy`) stays the taught
rule of thumb for races; :func:`expert_cube_policy` is what the expert
computer plays by, and what the tutor judges a learner's cube action with.

>>> from nardy.evaluator import Evaluation
>>> money_decision(Evaluation(0.80, 0.0, 0.0, 0.0, 0.0)).action        # a gammonless 80%: a pass
'double, pass'
>>> money_decision(Evaluation(0.70, 0.0, 0.0, 0.0, 0.0)).action
'double, take'
>>> money_decision(Evaluation(0.55, 0.0, 0.0, 0.0, 0.0)).action
'no double'
>>> money_decision(Evaluation(0.85, 0.6, 0.0, 0.0, 0.0)).action        # gammons: play on
'too good'
"""

from __future__ import annotations

from dataclasses import dataclass

from .errors import NardyError

__all__ = ["CUBE_LIFE", "CubeDecision", "money_decision", "cubeful_equity", "ExpertCubePolicy", "expert_cube_policy"]

CUBE_LIFE = 0.68
"""Janowski's cube life for money play (gnubg's default)."""

OWNERS = ("centre", "mover", "opponent")


@dataclass(frozen=True)
class CubeDecision:
    """The cube decision of the player on roll, in units of the current
    cube value, from his side: the equity of each action and the best."""

    no_double: float
    double_take: float
    double_pass: float

    @property
    def double(self) -> bool:
        """Should he double (or redouble)?"""
        # A tie (a certain win with no gammon left) goes to the double:
        # cashing what is sure is never worse than playing on.
        return min(self.double_take, self.double_pass) >= self.no_double - 1e-12

    @property
    def take(self) -> bool:
        """Should the opponent take if doubled?"""
        return self.double_take <= self.double_pass

    @property
    def action(self) -> str:
        """``"no double"``, ``"too good"`` (play on for the gammon: the
        opponent would pass), ``"double, take"`` or ``"double, pass"``."""
        if self.double:
            return "double, take" if self.take else "double, pass"
        if not self.take and self.no_double > self.double_pass:
            return "too good"
        return "no double"

    @property
    def equity(self) -> float:
        """The equity of the right action (the opponent answering right)."""
        return max(self.no_double, min(self.double_take, self.double_pass))

    def cost(self, doubled: bool) -> float:
        """What the doubler's choice costs him against the right one."""
        after = min(self.double_take, self.double_pass) if doubled else self.no_double
        return self.equity - after

    def take_cost(self, took: bool) -> float:
        """What the opponent's answer costs *him* against the right one."""
        right = min(self.double_take, self.double_pass)
        chosen = self.double_take if took else self.double_pass
        return chosen - right

    def __str__(self):
        return (f"{self.action}: no double {self.no_double:+.3f}, double/take {self.double_take:+.3f}, "
                f"double/pass {self.double_pass:+.3f}")


def check_cube_life(cube_life) -> None:
    """Refuse a cube life that is not a number from 0 to 1."""
    if isinstance(cube_life, bool) or not isinstance(cube_life, (int, float)) or not 0.0 <= cube_life <= 1.0:
        raise NardyError(f"the cube life is a number from 0 to 1, got {cube_life!r}")


def check_access(owner) -> None:
    """Refuse a double by a player without access to the cube."""
    if owner not in ("centre", "mover"):
        raise NardyError(f"only the player with access to the cube can double: owner {owner!r}")


def _values(ev) -> tuple:
    """(p, W, L): the winning chance and the average values of a win and a loss."""
    p = ev.win
    w = 1.0 + (ev.win_gammon + ev.win_backgammon) / p if p > 0 else 1.0
    loss = 1.0 - p
    lv = 1.0 + (ev.lose_gammon + ev.lose_backgammon) / loss if loss > 0 else 1.0
    return p, w, lv


def cubeful_equity(ev, owner: str = "centre", *, cube_life: float = CUBE_LIFE, gammons: bool = True) -> float:
    """Janowski's cubeful equity (cube value 1) of the side whose chances
    ``ev`` are (an :class:`nardy.evaluator.Evaluation`, before its roll);
    ``owner``: ``"centre"``, ``"mover"`` (that side owns the cube) or
    ``"opponent"``; ``gammons=False`` counts every win and loss as one
    point (the Jacoby rule with the cube in the middle)."""
    if owner not in OWNERS:
        raise NardyError(f"the cube's owner is one of {', '.join(OWNERS)}, got {owner!r}")
    check_cube_life(cube_life)
    p, w, lv = _values(ev)
    if not gammons:
        w = lv = 1.0
    dead = p * (w + lv) - lv
    tp = (lv - 0.5) / (w + lv + 0.5)      # the fully live take point ...
    cp = (lv + 1.0) / (w + lv + 0.5)      # ... and cash point, in p
    if owner == "centre":
        if p < tp:
            live = -lv + (lv - 1.0) * p / tp
        elif p <= cp:
            live = -1.0 + 2.0 * (p - tp) / (cp - tp)
        else:
            live = 1.0 + (w - 1.0) * (p - cp) / (1.0 - cp)
    elif owner == "mover":
        if p < cp:
            live = -lv + (lv + 1.0) * p / cp
        else:
            live = 1.0 + (w - 1.0) * (p - cp) / (1.0 - cp)
    else:
        if p < tp:
            live = -lv + (lv - 1.0) * p / tp
        else:
            live = -1.0 + (w + 1.0) * (p - tp) / (1.0 - tp)
    return cube_life * live + (1.0 - cube_life) * dead


def money_decision(ev, *, owner: str = "centre", jacoby: bool = False,
                   cube_life: float = CUBE_LIFE) -> CubeDecision:
    """The money-play cube decision of the side to move, from its chances
    ``ev`` before its roll.  ``owner``: ``"centre"`` or ``"mover"`` (a
    redouble); ``jacoby``: gammons count only once the cube is turned."""
    check_access(owner)
    nd = cubeful_equity(ev, owner, cube_life=cube_life, gammons=not (jacoby and owner == "centre"))
    dt = 2.0 * cubeful_equity(ev, "opponent", cube_life=cube_life)
    return CubeDecision(nd, dt, 1.0)


# -- the computer's cube in a match ----------------------------------------------------------
class ExpertCubePolicy:
    """The expert's cube in a :class:`nardy.Match` (the interface of
    :class:`nardy.cube_policy.CubePolicy`: :meth:`double` before its roll,
    :meth:`take` to answer a double; both read the match and change
    nothing).  Money play: :func:`money_decision` (the match's Jacoby
    option respected); match play: :func:`nardy.match_equity.match_decision`
    with Janowski's match equities.  A double the match forbids or that is
    pointless is never offered."""

    def _decision(self, match):
        from .evaluator import evaluator_for
        from .match_equity import match_decision
        ev = evaluator_for(match.game.rules)
        if ev is None:
            raise NardyError(f"no evaluator for {match.game.rules.name!r}: the expert's cube needs one")
        e = ev.evaluate(match.position)
        cube = match.cube
        doubler = cube.offered_by if cube.offered else match.to_move
        if match.money:
            return money_decision(e, owner="centre" if cube.centred else "mover", jacoby=match.jacoby)
        return match_decision(e, me=match.need(doubler), them=match.need(1 - doubler), cube=cube.value,
                              owner="centre" if cube.centred else "mover", crawford_played=match.post_crawford)

    def double(self, match) -> bool:
        """Should the player on roll double now?"""
        if not match.can_double() or match.pointless_to_double():
            return False
        return self._decision(match).double

    def take(self, match) -> bool:
        """Should the doubled player take the double on offer?"""
        if not match.cube.offered:
            raise NardyError(f"no double is on offer ({match.state_text()})")
        return self._decision(match).take

    def __repr__(self):
        return "expert_cube_policy()"


def expert_cube_policy() -> ExpertCubePolicy:
    """The expert computer's cube decisions (see :class:`ExpertCubePolicy`)."""
    return ExpertCubePolicy()
