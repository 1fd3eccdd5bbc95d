"""A trained evaluator: winning chances and equity of a position.

For a position seen from the side to move, before its roll, a small neural
network gives the probabilities that this side wins, wins a gammon (long
nardy: a *mars*, the loser bore off no checker; both are worth 2 points),
wins a backgammon (backgammon only, 3 points), and loses a gammon or a
backgammon; from them, the cubeless equity in points.  One network per
game family: ``"long"`` (classic long nardy, also used for Nardgammon) and
``"backgammon"``.  They were learned by self-play with temporal
differences, TD(lambda), as in Tesauro's TD-Gammon: ``training/`` holds the
script and its checkpoints; the README names the command that reproduces
the shipped weights.

>>> import nardy
>>> from nardy.evaluator import evaluator_for
>>> rules = nardy.variant("long")
>>> ev = evaluator_for(rules)
>>> e = ev.evaluate(rules.start())
>>> 0.45 < e.win < 0.65        # the side to move has the first roll
True
>>> best = ev.rank(rules.start(), (6, 5))[0]
>>> str(best.play)
'24/13'

Why it is built this way:

* **Pure Python inference**, so it runs in any kernel (Pyodide included)
  with no dependency.  The first layer's input is sparse -- most points are
  empty -- so the network's first layer is folded, once at load, into a
  table of the hidden units' input for each (point, count): an evaluation
  adds one row per occupied point instead of multiplying a vector of over
  two hundred inputs.  The few dense inputs (pips, counts, flags) take few
  values, and what each value adds is kept once met: one row more each.
* **A race network** (backgammon): once the two sides have passed each
  other no checker can be hit again, and a second network, trained on
  races alone, judges the position; the main network, which sees races
  only at the end of its games, misjudged them (its mean error on the
  winning chance of a bear-off race was 0.11).
* **Exact where exact is known**: when both sides have every checker in
  their home (a pure bear-off race), the winning chance comes from the
  one-sided bear-off database (:mod:`nardy.bearoff`) rather than the net.
* **Checked on load**: the weights file names its format and version, the
  SHA-256 of its numbers, the network's shape and what trained it; a file
  that does not fit is refused with :class:`EvaluatorError` saying why.

The input encoding (:func:`features`) is the contract between this module
and the training script, which builds the same numbers with numpy; a test
checks that both agree and that this module's forward pass equals the
training one.
"""

from __future__ import annotations

import base64
import hashlib
import json
import math
import os
from operator import mul as _mul
import sys
from array import array
from dataclasses import dataclass
from functools import lru_cache
from typing import Any, Optional

from .errors import NardyError
from .position import BAR, CHECKERS, OFF, OPP_BAR, OPP_OFF, Position
from .rules.backgammon import is_race
from .rules.base import all_home

__all__ = ["Evaluation", "Evaluator", "Ranked", "EvaluatorError", "evaluator_for", "features", "FAMILIES",
           "FORMAT", "RACE_NETS", "VERSION", "weights_path"]

FORMAT = "nardy-evaluator"
VERSION = 3
"""The weights file's format name and version; a file of another is refused.
Version 2 added the strategic inputs (:func:`_side_terms`), version 3 the
race home and the contact (:func:`_race_terms`)."""

FAMILIES = ("long", "backgammon")

BOARD_INPUTS = 199
"""The raw inputs: points, off, pips, all-home flags or bar, race."""
SIDE_TERMS = {"long": 9, "backgammon": 10}
"""Strategic inputs per side (:func:`_side_terms`)."""
RACE_TERMS = {"long": 3, "backgammon": 5}
"""Race and contact inputs per side (:func:`_race_terms`), after both sides'
strategic ones: a network of version 2 grows by zero weights at its end."""
INPUTS = {f: BOARD_INPUTS + 2 * n + 2 * RACE_TERMS[f] for f, n in SIDE_TERMS.items()}
"""Each family's number of inputs: the raw board, then each side's terms."""
OUTPUTS = {
    "long": ("win", "win_gammon", "lose_gammon"),
    "backgammon": ("win", "win_gammon", "win_backgammon", "lose_gammon", "lose_backgammon"),
}
"""What each family's network outputs (long nardy has no backgammon)."""

_STACK_DIV = {"long": 4.0, "backgammon": 2.0}
_PIP_SCALE = {"long": 360.0, "backgammon": 167.0}
_HOLD = {"long": 1, "backgammon": 2}
"""Checkers that make a point the other side cannot land on."""

RACE_NETS = ("backgammon",)
"""The families with a race network, which judges a position with no
contact left (:func:`nardy.rules.backgammon.is_race`); in long nardy the
sides never hit, and its main network already judges races well."""

# The rule sets each network plays; other rule sets have no evaluator.
_FAMILY_OF = {"long": "long", "nardgammon": "long", "backgammon": "backgammon"}


class EvaluatorError(NardyError):
    """A weights file that cannot be used (missing, corrupt, another format
    or version, or a shape that does not fit)."""


# -- the input encoding ----------------------------------------------------------------
def _units(n: int, div: float) -> tuple:
    """TD-Gammon's truncated unary code of ``n`` checkers on a point."""
    return (1.0 if n >= 1 else 0.0, 1.0 if n >= 2 else 0.0, 1.0 if n >= 3 else 0.0,
            (n - 3) / div if n > 3 else 0.0)


def _rules(family: str):
    """The classic rules of ``family``: its geometry, pips and race."""
    try:
        return _CLASSIC[family]
    except KeyError:
        from .rules import variant
        return _CLASSIC.setdefault(family, variant(family))


_CLASSIC: dict = {}


def _dense(family: str, b: tuple) -> list:
    """Inputs 192..: off, pips, then (long) each side's all-home flag or
    (backgammon) each side's bar, whether the game is a pure race, and
    each side's strategic terms (the mover's first)."""
    rules = _rules(family)
    pos = Position._trusted(b)
    o = rules.swap(pos)._b
    scale = _PIP_SCALE[family]
    mp, op = rules.pips(pos)
    if family == "long":
        f6 = 1.0 if all_home(b) else 0.0
        f7 = 1.0 if all_home(o) else 0.0
    else:
        f6 = b[BAR] / 2.0
        f7 = b[OPP_BAR] / 2.0
    race = 1.0 if rules.is_race(pos) else 0.0
    out = [b[OFF] / 15.0, b[OPP_OFF] / 15.0, mp / scale, op / scale, f6, f7, race]
    out.extend(_side_terms(family, b, o))
    out.extend(_side_terms(family, o, b))
    out.extend(_race_terms(family, b, o))
    out.extend(_race_terms(family, o, b))
    return out


def _side_terms(family: str, c: tuple, o: tuple) -> list:
    """What a player's checkers do to the game, as numbers the raw board
    only implies: the inputs that say what the strong bot's evaluation and
    a backgammon player's eye see.  ``c`` is the player's own view (its
    checkers positive, travelling 24 -> 1), ``o`` the other side's.

    * its points in front of the other side's checkers (that still have to
      pass them), /12; the longest run of such points, /6; the other
      side's checkers behind that run, /15 -- blocks and fences;
    * for each number 1..6, whether no single step of it can be played
      (a point the other side holds, or nothing to bear off): the
      movement deficit as the board shows it;
    * backgammon: the share of the 36 throws on which it could hit a blot
      of the other side's (:func:`_shots`)."""
    thr = _HOLD[family]
    bg = family == "backgammon"
    # Blocks, in the other side's numbering (it travels 24 -> 1 as well).
    behind = o[BAR] if bg else 0
    front = run = best = trapped = 0
    for q in range(24, 0, -1):
        v = o[q]
        if -v >= thr and behind:
            front += 1
            run += 1
            if run > best:
                best, trapped = run, behind
        else:
            run = 0
        if v > 0:
            behind += v
    out = [front / 12.0, best / 6.0, trapped / 15.0]
    # The numbers it cannot play.
    hi = 0
    for p in range(24, 0, -1):
        if c[p] > 0:
            hi = p
            break
    on_bar = bg and c[BAR] > 0
    home = not on_bar and hi <= 6
    for d in range(1, 7):
        if on_bar:
            ok = c[25 - d] > -thr
        else:
            ok = home and (c[d] > 0 or hi < d)
            if not ok:
                for p in range(d + 1, hi + 1):
                    if c[p] > 0 and c[p - d] > -thr:
                        ok = True
                        break
        out.append(0.0 if ok else 1.0)
    if bg:
        out.append(_shots(c) / 36.0)
    return out


def _race_terms(family: str, c: tuple, o: tuple) -> list:
    """How far a player is from the end of contact and from home: what
    decides gammons (the mars) and what a back checker's freedom is worth.
    ``c`` is the player's own view, ``o`` the other side's.

    * its checkers not yet home (the bar counts), /15, and the pips they
      need to get home, /270 in long nardy, /100 in backgammon -- the race
      to save (or to win) a gammon or a mars;
    * the pips it must still move to leave contact behind: in long nardy to
      bring every checker into its half of the board (points 12 and below,
      the other side's checkers then have no more of its own to pass), /180;
      in backgammon to get every checker past the other side's rearmost, /200;
    * backgammon: its home points held, /6, and the share of the 36 throws
      on which its rearmost checker can be moved the whole throw (every
      step landing on a point the other side does not hold) -- its escapes."""
    bg = family == "backgammon"
    bar = c[BAR] if bg else 0
    outside = bar
    to_home = 19 * bar
    for p in range(7, 25):
        v = c[p]
        if v > 0:
            outside += v
            to_home += v * (p - 6)
    if bg:
        rq = 25 if o[BAR] else next((q for q in range(24, 0, -1) if o[q] > 0), 0)
        r = 25 - rq          # where the other side's rearmost stands, in this side's numbering
        contact = bar * (26 - r)
        for p in range(max(r, 1), 25):
            if c[p] > 0:
                contact += c[p] * (p - r + 1)
        out = [outside / 15.0, to_home / 100.0, contact / 200.0,
               sum(1 for p in range(1, 7) if c[p] >= 2) / 6.0]
        back = 25 if bar else next((p for p in range(24, 0, -1) if c[p] > 0), 0)
        out.append(_escapes(c, back) / 36.0)
        return out
    contact = 0
    for p in range(13, 25):
        if c[p] > 0:
            contact += c[p] * (p - 12)
    return [outside / 15.0, to_home / 270.0, contact / 180.0]


def _escapes(c: tuple, p: int) -> int:
    """Of the 36 throws, on how many a checker on point ``p`` (25: the bar)
    of the player of ``c`` can move the whole throw, every step landing on
    a point the other side does not hold (below point 1 is off the board)."""
    held = {k for k in range(1, p) if c[k] <= -2}
    if not held:
        return 36
    n = 0
    for (a, b), weight in _ROLLS21:
        if a == b:
            ok = not held.intersection((p - a, p - 2 * a, p - 3 * a, p - 4 * a))
        else:
            ok = p - a - b not in held and (p - a not in held or p - b not in held)
        if ok:
            n += weight
    return n


def _shots(c: tuple) -> int:
    """Of the 36 throws, on how many the player of ``c`` (its own view)
    could hit a blot of the other side's: a checker a die's number away,
    or a sum of the dice away with a point between open (doubles: each
    step's point open).  With checkers on the bar they enter first (onto
    a blot, or before another checker or the one that entered hits with
    the dice left); the last details of a legal play (both dice must be
    played) are not looked at."""
    if -1 not in c[1:25]:
        return 0
    bar = c[BAR]
    board = tuple(p for p in range(1, 25) if c[p] > 0)
    n = 0
    for (a, b), weight in _ROLLS21:
        if _hits(c, bar, board, a, b):
            n += weight
    return n


def _hits(c: tuple, bar: int, board: tuple, a: int, b: int) -> bool:
    """Whether throw ``a``-``b`` lets the player of ``c`` hit a blot."""
    if a == b:
        steps, froms = 4, board
        if bar:
            e = 25 - a
            if c[e] <= -2:
                return False
            if c[e] == -1:
                return True
            steps, froms = 4 - bar, board + (e,)
        return steps > 0 and any(_chain_hits(c, p, a, steps) for p in froms)
    if bar >= 2:
        return c[25 - a] == -1 or c[25 - b] == -1
    if bar == 1:
        for x, y in ((a, b), (b, a)):
            e = 25 - x
            if c[e] == -1:
                return True
            if c[e] > -2 and any(p - y >= 1 and c[p - y] == -1 for p in board + (e,)):
                return True
        return False
    for p in board:
        x, y, z = p - a, p - b, p - a - b
        if (x >= 1 and c[x] == -1) or (y >= 1 and c[y] == -1) or (
                z >= 1 and c[z] == -1 and (c[x] > -2 or c[y] > -2)):
            return True
    return False


def _chain_hits(c: tuple, p: int, d: int, steps: int) -> bool:
    """Whether a checker on ``p`` hits a blot within ``steps`` steps of ``d``."""
    for _ in range(steps):
        p -= d
        if p < 1 or c[p] <= -2:
            return False
        if c[p] == -1:
            return True
    return False


def features(family: str, board) -> list:
    """The network's inputs for a position (or its raw 28-slot board)
    seen from the side to move: for each of the mover's points 1..24 four
    units for the mover's checkers there (at least 1, 2, 3, and the excess
    over 3 divided by 4 in long nardy or 2 in backgammon), the same four for
    the opponent's checkers on that point, then checkers borne off (/15)
    and pip counts (/360 or /167) of both sides, each side's "all home"
    flag (long nardy) or checkers on the bar (/2, backgammon), a flag
    for a pure race, then the mover's and the opponent's strategic terms
    (:func:`_side_terms`): :data:`INPUTS` in all."""
    _check_family(family)
    b = board._b if hasattr(board, "_b") else tuple(board)
    div = _STACK_DIV[family]
    out: list = []
    for p in range(1, 25):
        out.extend(_units(b[p] if b[p] > 0 else 0, div))
    for p in range(1, 25):
        out.extend(_units(-b[p] if b[p] < 0 else 0, div))
    out.extend(_dense(family, b))
    return out


def _check_family(family):
    if family not in FAMILIES:
        raise EvaluatorError(f"no evaluator family {family!r}: one of {', '.join(FAMILIES)}")


# -- what the evaluator says -----------------------------------------------------------
@dataclass(frozen=True)
class Evaluation:
    """Chances of one side (the side to move, unless said otherwise).  In
    long nardy a "gammon" is the mars and the backgammon fields are 0."""

    win: float
    win_gammon: float
    win_backgammon: float
    lose_gammon: float
    lose_backgammon: float
    exact: bool = False
    """True where the bear-off database decided the winning chance and no
    gammon is left to estimate."""

    @property
    def lose(self) -> float:
        return 1.0 - self.win

    @property
    def equity(self) -> float:
        """Cubeless equity in points: +1 a single win, +2 a gammon (mars),
        +3 a backgammon, the same negative for losses."""
        return (2.0 * self.win - 1.0 + self.win_gammon + self.win_backgammon
                - self.lose_gammon - self.lose_backgammon)

    def flipped(self) -> "Evaluation":
        """The same chances seen by the other side."""
        return Evaluation(1.0 - self.win, self.lose_gammon, self.lose_backgammon, self.win_gammon,
                          self.win_backgammon, self.exact)

    def __str__(self):
        s = f"win {100 * self.win:.1f}%"
        if self.win_gammon or self.lose_gammon:
            s += f" (gammon/mars {100 * self.win_gammon:.1f}% won, {100 * self.lose_gammon:.1f}% lost)"
        return f"{s}, equity {self.equity:+.3f}"


def _final(points: int) -> Evaluation:
    """A game just won by the side seen, with ``points``."""
    return Evaluation(1.0, 1.0 if points >= 2 else 0.0, 1.0 if points >= 3 else 0.0, 0.0, 0.0, True)


@dataclass(frozen=True)
class Ranked:
    """One legal play as the evaluator sees it: ``equity`` and
    ``evaluation`` are the mover's after the play (the opponent to roll)."""

    play: Any
    """The engine's :class:`~nardy.play.Play`."""
    equity: float
    evaluation: Evaluation


# -- the network -------------------------------------------------------------------------
def _sigmoid(x: float) -> float:
    if x >= 0:
        return 1.0 / (1.0 + math.exp(-x))
    z = math.exp(x)
    return z / (1.0 + z)


_exp = math.exp


class _Net:
    """A network's weights, its first layer folded into tables of what
    each input adds to the hidden units' input."""

    def __init__(self, family: str, w1: list, b1: list, w2: list, b2: list):
        self.family = family
        self.hidden = h = len(b1)
        self.w2 = w2
        self.b2 = b2
        self.bias = list(b1)
        div = _STACK_DIV[family]
        cols = [[w1[j][i] for j in range(h)] for i in range(INPUTS[family])]
        tables = []
        for side in (0, 1):
            per_point: list = [None]
            for p in range(1, 25):
                base = side * 96 + 4 * (p - 1)
                rows = []
                for n in range(CHECKERS + 1):
                    u = _units(n, div)
                    rows.append([u[0] * cols[base][j] + u[1] * cols[base + 1][j] + u[2] * cols[base + 2][j]
                                 + u[3] * cols[base + 3][j] for j in range(h)])
                per_point.append(rows)
            tables.append(per_point)
        self.mine, self.theirs = tables
        # The dense inputs take few values each (counts, pips and flags
        # scaled), so what a value adds is kept once computed (a packed
        # array: 8 bytes a number): an input costs one row in the sum,
        # not a multiplication per hidden unit.
        self.dense_cols = cols[192:]
        self.dense_seen: list = [{} for _ in self.dense_cols]

    def __call__(self, b: tuple) -> list:
        """The outputs for raw board ``b`` (side to move)."""
        mine = self.mine
        theirs = self.theirs
        rows = [self.bias]
        for p in range(1, 25):
            v = b[p]
            if v > 0:
                rows.append(mine[p][v])
            elif v < 0:
                rows.append(theirs[p][-v])
        for x, seen, col in zip(_dense(self.family, b), self.dense_seen, self.dense_cols):
            if x:
                row = seen.get(x)
                if row is None:
                    row = seen[x] = array("d", [x * w for w in col])
                rows.append(row)
        # Each hidden unit's input: its column of the rows summed in one
        # pass (in the rows' order), far faster than adding row after row.
        acc = map(sum, zip(*rows))
        # The logistic: below -700 it is 0 to within 1e-304 (and exp would overflow).
        hid = [1.0 / (1.0 + _exp(-a)) if a > -700.0 else 0.0 for a in acc]
        return [_sigmoid(bk + sum(map(_mul, row, hid))) for row, bk in zip(self.w2, self.b2)]


class Evaluator:
    """One family's network, ready to evaluate positions of ``rules``."""

    def __init__(self, rules, family: str, meta: dict, net: _Net, race: Optional[tuple] = None):
        self.rules = rules
        self.family = family
        self.meta = meta
        """The weights file's header: shape, what trained it, checksum."""
        self.hidden = net.hidden
        self.outputs = OUTPUTS[family]
        self._net = net
        self.race_meta: Optional[dict] = race[0] if race else None
        """The race network's header (:data:`RACE_NETS`), or None."""
        self._race: Optional[_Net] = race[1] if race else None

    def __repr__(self):
        t = self.meta.get("trained", {})
        return (f"<Evaluator {self.family}: {INPUTS[self.family]}-{self.hidden}-{len(self.outputs)}, "
                f"{t.get('games', '?')} self-play games>")

    def _evaluation(self, b: tuple) -> Evaluation:
        race = self._race
        y = race(b) if race is not None and is_race(b) else self._net(b)
        if self.family == "long":
            win, wg, lg = y
            wbg = lbg = 0.0
        else:
            win, wg, wbg, lg, lbg = y
        # The chances nest: a backgammon is a gammon, a gammon a win.
        wg = min(wg, win)
        wbg = min(wbg, wg)
        lg = min(lg, 1.0 - win)
        lbg = min(lbg, lg)
        exact = self._race_win(b)
        if exact is not None:
            win = exact
            wg = min(wg, win) if b[OPP_OFF] == 0 else 0.0
            lg = min(lg, 1.0 - win) if b[OFF] == 0 else 0.0
            wbg = min(wbg, wg)
            lbg = min(lbg, lg)
            return Evaluation(win, wg, wbg, lg, lbg, wg == 0.0 and lg == 0.0)
        return Evaluation(win, wg, wbg, lg, lbg)

    def _race_win(self, b: tuple) -> Optional[float]:
        return bearoff_race_win(self.rules, b)

    # -- the public API ----------------------------------------------------------------
    def evaluate(self, position: Position) -> Evaluation:
        """The side to move's chances, before its roll."""
        b = _board(position)
        if b[OFF] == CHECKERS:
            return _final(self.rules.winner_points(Position._trusted(b)))
        if b[OPP_OFF] == CHECKERS:
            return _final(self.rules.winner_points(Position._trusted(b))).flipped()
        return self._evaluation(b)

    def after(self, result: Position) -> Evaluation:
        """The chances of the player who just made the play that led to
        ``result`` (a play's result, still from that player's side), the
        other side to roll next."""
        b = _board(result)
        if b[OFF] == CHECKERS:
            return _final(self.rules.winner_points(Position._trusted(b)))
        return self.evaluate(self.rules.swap(Position._trusted(b))).flipped()

    def rank(self, position: Position, roll, *, plies: int = 1, width: int = 3, margin: float = 0.1,
             budget: int = 1500) -> list:
        """Every legal play of ``roll``, best first, as :class:`Ranked`
        (ties keep the engine's order).  ``[]`` when nothing can be played.

        ``plies=2`` looks one roll further for the ``width`` best plays
        whose one-ply equities are within ``margin`` of the best: for each
        of the opponent's 21 rolls its best reply (by one ply) is found and
        the mover's equity after it averaged over the 36 throws.  ``budget``
        bounds the evaluations that look costs (it stops adding candidates
        past it), so a decision stays within the think-time goal."""
        plays = self.rules.legal_plays(position, roll)
        return self.rank_plays(plays, plies=plies, width=width, margin=margin, budget=budget)

    def rank_plays(self, plays, *, plies: int = 1, width: int = 3, margin: float = 0.1,
                   budget: int = 1500) -> list:
        """:meth:`rank` for plays already generated (one position and roll)."""
        if plies not in (1, 2):
            raise EvaluatorError(f"the evaluator looks 1 or 2 plies ahead, not {plies!r}")
        out = []
        for p in plays:
            e = self.after(p.result)
            out.append(Ranked(p, e.equity, e))
        out.sort(key=lambda r: -r.equity)
        if plies == 1 or len(out) < 2:
            return out
        best = out[0].equity
        deeper: list = []
        spent = 0
        for r in out[:width]:
            if r.equity < best - margin or (deeper and spent > budget):
                break
            e, work = self._two_ply(r.play.result._b)
            spent += work
            deeper.append(Ranked(r.play, e.equity, e))
        deeper.sort(key=lambda r: -r.equity)
        return deeper + out[len(deeper):]

    def best_by_roll(self, position: Position) -> list:
        """For the side to move in ``position``, each of the 21 distinct
        rolls with what it brings: ``[(roll, weight, chances)]``, the roll
        high die first, its weight of the 36 throws (1 for a double, 2
        otherwise), and the mover's chances after its best play of it at
        one ply (a roll it cannot play leaves the position as it is).  What
        a one-roll lookahead (``plies=2``) and the luck of a roll
        (:mod:`nardy.luck`) stand on."""
        b = _board(position)
        if b[OFF] == CHECKERS or b[OPP_OFF] == CHECKERS:
            raise EvaluatorError(f"the game in {position!r} is over: there is no roll to come")
        return self._best_by_roll(b)[0]

    def _best_by_roll(self, b: tuple) -> tuple:
        """(:meth:`best_by_roll` of raw board ``b``, evaluations spent)."""
        rules = self.rules
        out = []
        work = 0
        seen: dict = {}             # results that two rolls both reach are evaluated once
        for roll, weight in _ROLLS21:
            found = rules._plays_boards(b, roll) or (b,)     # no move: the other side rolls next
            best = None
            for nb in found:
                e = seen.get(nb)
                if e is None:
                    e = seen[nb] = self.after(Position._trusted(nb))
                work += 1
                if best is None or e.equity > best.equity:
                    best = e
            out.append((roll, weight, best))
        return out, work

    def _two_ply(self, b: tuple) -> tuple:
        """(the mover's chances after its play ``b`` and the opponent's best
        reply to each roll, averaged over the 36 throws; evaluations spent)."""
        if b[OFF] == CHECKERS:
            return _final(self.rules.winner_points(Position._trusted(b))), 0
        opp = self.rules.swap(Position._trusted(b))._b
        replies, work = self._best_by_roll(opp)
        acc = [0.0] * 5
        for _, weight, reply in replies:
            e = reply.flipped()
            acc[0] += weight * e.win
            acc[1] += weight * e.win_gammon
            acc[2] += weight * e.win_backgammon
            acc[3] += weight * e.lose_gammon
            acc[4] += weight * e.lose_backgammon
        return Evaluation(acc[0] / 36.0, acc[1] / 36.0, acc[2] / 36.0, acc[3] / 36.0, acc[4] / 36.0), work


# -- exact bear-off races ---------------------------------------------------------------
def _home_counts(rules, b: tuple):
    """Both sides' home counts (own 1-point first) when every checker of
    both is home, else None."""
    if b[BAR] or b[OPP_BAR]:
        return None
    mine = [0] * 6
    theirs = [0] * 6
    for p in range(1, 25):
        v = b[p]
        if v > 0:
            if p > 6:
                return None
            mine[p - 1] = v
        elif v < 0:
            q = rules.opp_point(p)
            if q > 6:
                return None
            theirs[q - 1] = -v
    return mine, theirs


@lru_cache(maxsize=1)
def _bearoff_db():
    from .bearoff import BearoffDB
    return BearoffDB.load()


def bearoff_race_win(rules, b: tuple) -> Optional[float]:
    """The mover's exact winning chance in a pure bear-off race of raw
    board ``b`` (it rolls first), from the one-sided database; None when
    not every checker of both sides is home."""
    homes = _home_counts(rules, b)
    if homes is None:
        return None
    db = _bearoff_db()
    mine = db.distribution(tuple(homes[0]))
    theirs = db.distribution(tuple(homes[1]))
    # The mover wins if it finishes on its n-th roll while the opponent,
    # with n - 1 rolls, has not.
    win = 0.0
    left = 1.0          # P(opponent needs more than n - 1 rolls)
    for n, pm in enumerate(mine):
        if n >= 1:
            left -= theirs[n - 1] if n - 1 < len(theirs) else 0.0
        if pm:
            win += pm * max(left, 0.0)
    return min(max(win, 0.0), 1.0)


_ROLLS21 = tuple(((a, b), 1 if a == b else 2) for a in range(1, 7) for b in range(1, a + 1))


def _board(position) -> tuple:
    if not isinstance(position, Position):
        raise EvaluatorError(f"the evaluator takes a nardy.Position, got {position!r}")
    return position._b


# -- loading ---------------------------------------------------------------------------
def weights_path(family: str, race: bool = False) -> str:
    """Where the shipped weights of ``family`` live (inside the package):
    its main network, or (``race``) its race network."""
    _check_family(family)
    return os.path.join(os.path.dirname(__file__), "data", f"evaluator-{family}{'-race' if race else ''}.json")


def _floats(data: bytes) -> array:
    a = array("f")
    a.frombytes(data)
    if sys.byteorder != "little":
        a.byteswap()
    return a


def load(family: str, path: Optional[str] = None, rules=None, race_path: Optional[str] = None) -> Evaluator:
    """Read and check a weights file (the shipped one by default) and, in
    a family with a race network (:data:`RACE_NETS`), its race network's
    (``race_path``, the shipped one by default)."""
    _check_family(family)
    meta, net = _read(family, path or weights_path(family), race=False)
    race = None
    if family in RACE_NETS:
        race = _read(family, race_path or weights_path(family, race=True), race=True)
    elif race_path is not None:
        raise EvaluatorError(f"{family!r} has no race network, so {race_path!r} cannot be one")
    if rules is None:
        from .rules import variant
        rules = variant(family)
    return Evaluator(rules, family, meta, net, race)


def _read(family: str, path: str, race: bool) -> tuple:
    """One weights file's header and network, checked."""
    try:
        with open(path, encoding="utf-8") as f:
            meta = json.load(f)
    except FileNotFoundError:
        raise EvaluatorError(f"no weights file at {path!r}") from None
    except (OSError, ValueError, RecursionError) as e:
        raise EvaluatorError(f"the weights file {path!r} is not readable JSON: {e}") from None
    if not isinstance(meta, dict):
        raise EvaluatorError(f"the weights file {path!r} holds {type(meta).__name__}, not an object")
    if meta.get("format") != FORMAT:
        raise EvaluatorError(f"{path!r} is not a {FORMAT} file (format {meta.get('format')!r})")
    if meta.get("version") != VERSION:
        raise EvaluatorError(f"{path!r} has format version {meta.get('version')!r}; this nardy reads version {VERSION}")
    if meta.get("family") != family:
        raise EvaluatorError(f"{path!r} holds the {meta.get('family')!r} network, not {family!r}")
    if bool(meta.get("race", False)) != race:
        def which(r):
            return "a race network" if r else "a main network"
        raise EvaluatorError(f"{path!r} holds {which(meta.get('race'))}, not {which(race)}")
    hidden = meta.get("hidden")
    outs = OUTPUTS[family]
    if meta.get("inputs") != INPUTS[family] or list(meta.get("outputs", ())) != list(outs) \
            or not isinstance(hidden, int) or isinstance(hidden, bool) or not 1 <= hidden <= 1024:
        raise EvaluatorError(f"{path!r} has shape {meta.get('inputs')!r}-{hidden!r}-{meta.get('outputs')!r}; "
                             f"expected {INPUTS[family]} inputs and outputs {list(outs)}")
    try:
        data = base64.b64decode(meta.get("weights", ""), validate=True)
    except (ValueError, TypeError) as e:
        raise EvaluatorError(f"{path!r}: the weights are not valid base64 ({e})") from None
    digest = hashlib.sha256(data).hexdigest()
    if digest != meta.get("sha256"):
        raise EvaluatorError(f"{path!r} is corrupt: its weights hash to {digest[:16]}..., "
                             f"the file says {str(meta.get('sha256'))[:16]}...")
    k = len(outs)
    ni = INPUTS[family]
    n = hidden * ni + hidden + k * hidden + k
    if len(data) != 4 * n:
        raise EvaluatorError(f"{path!r} holds {len(data) // 4} numbers; a {ni}-{hidden}-{k} network has {n}")
    a = _floats(data)
    if any(not math.isfinite(x) for x in a):
        raise EvaluatorError(f"{path!r} holds a weight that is not a finite number")
    w1 = [list(a[j * ni:(j + 1) * ni]) for j in range(hidden)]
    o = hidden * ni
    b1 = list(a[o:o + hidden])
    o += hidden
    w2 = [list(a[o + i * hidden:o + (i + 1) * hidden]) for i in range(k)]
    o += k * hidden
    b2 = list(a[o:o + k])
    return {kk: v for kk, v in meta.items() if kk != "weights"}, _Net(family, w1, b1, w2, b2)


@lru_cache(maxsize=None)
def _shipped(family: str) -> Evaluator:
    return load(family)


def evaluator_for(rules) -> Optional[Evaluator]:
    """The evaluator for a rule set, or ``None`` where no network covers it
    (the variants other than Nardgammon keep the heuristic players).
    Long nardy with non-default options uses the classic network as a
    guide."""
    family = _FAMILY_OF.get(str(getattr(rules, "name", "")))
    if family is None:
        return None
    ev = _shipped(family)
    if rules == ev.rules:
        return ev
    race = (ev.race_meta, ev._race) if ev._race is not None else None
    return Evaluator(rules, family, ev.meta, ev._net, race)
