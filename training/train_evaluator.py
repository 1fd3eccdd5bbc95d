"""Train the evaluator's networks by self-play: TD(lambda), as TD-Gammon.

Run from the checkout (numpy comes with the ``train`` extra)::

    .venv/bin/python -m pip install -e '.[train]'
    nice .venv/bin/python training/train_evaluator.py long --games 200000
    nice .venv/bin/python training/train_evaluator.py backgammon --games 200000

Each run resumes from ``training/checkpoints/<family>.npz`` when it exists
(weights, the random generators' states, the learning curve), saves a
checkpoint every ``--every`` games and, at the end of each chunk, exports
the weights the engine ships (``nardy/data/evaluator-<family>.json``).
From a seed the run is deterministic: the same seed and number of games
give the same weights, whether trained at once or resumed in pieces.

How it learns.  Both sides play with the same network.  Each turn the
mover rolls, generates every legal play with the engine's own generator,
and picks the play whose result the network likes best (the opponent's
evaluation of the position after it, turned round); the dice alone explore.
The network's prediction for the position before the roll is then moved
toward its prediction for the next position (turned round to the same
side), or toward the game's real result at the end: temporal differences,
with eligibility traces decaying by lambda (Sutton 1988; Tesauro 1992).

The numbers printed, every ``--every`` games: games per CPU second, the
mean absolute TD error of the winning chance and the learning rate; every
``--probe-every`` games a quick match of the greedy network against the
simple bot (``--probe`` games, duplicate dice), the learning curve's cheap
point, and (``--snapshots``) a copy of the weights then, for
benchmarks/bench_expert.py, which measures strength properly.
"""

from __future__ import annotations

import argparse
import json
import os
import pickle
import random
import sys
import time
from pathlib import Path
from typing import Optional

os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")
os.environ.setdefault("OMP_NUM_THREADS", "1")

import numpy as np  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

import nardy  # noqa: E402
from nardy import evaluator as E  # noqa: E402
from nardy.dice import dice_to_play  # noqa: E402
from nardy.position import CHECKERS, OFF, OPP_OFF, Position  # noqa: E402

CHECKPOINTS = ROOT / "training" / "checkpoints"
ALL36 = [(a, b) for a in range(1, 7) for b in range(1, 7)]


# -- the encoding, vectorised (nardy.evaluator.features is the reference) -------------------
class Encoder:
    def __init__(self, family: str):
        self.family = family
        self.div = E._STACK_DIV[family]
        self.scale = E._PIP_SCALE[family]
        self.thr = E._HOLD[family]
        self.inputs = E.INPUTS[family]
        # TD-Gammon's four units of each count of checkers on a point, looked up.
        self.units = np.array([E._units(k, self.div) for k in range(CHECKERS + 1)])
        rules = nardy.variant(family)
        self.opp_num = np.array([rules.opp_point(p) for p in range(1, 25)], dtype=np.int64)
        self.mover_num = np.arange(1, 25)
        # The board turned round, as index and sign arrays (rules.swap on a batch).
        self.perm = np.array([OPP_OFF] + [rules.opp_point(j) for j in range(1, 25)] + [26, 25, OFF])
        self.sign = np.array([1] + [-1] * 24 + [1, 1, 1], dtype=np.int64)

    def swap(self, boards: np.ndarray) -> np.ndarray:
        return boards[:, self.perm] * self.sign

    def __call__(self, boards: np.ndarray) -> np.ndarray:
        """``boards``: (N, 28) ints, each from its side to move -> (N, inputs)."""
        b = boards
        n = b.shape[0]
        pts = b[:, 1:25]
        me = np.where(pts > 0, pts, 0)
        op = np.where(pts < 0, -pts, 0)
        x = np.empty((n, self.inputs))
        x[:, 0:96] = self.units[me].reshape(n, 96)
        x[:, 96:192] = self.units[op].reshape(n, 96)
        x[:, 192] = b[:, OFF] / 15.0
        x[:, 193] = b[:, OPP_OFF] / 15.0
        mp = (me * self.mover_num).sum(1)
        opp_p = (op * self.opp_num).sum(1)
        mover_hi = np.where(me > 0, self.mover_num, 0).max(1)
        opp_hi = np.where(op > 0, self.opp_num, 0).max(1)
        if self.family == "long":
            race = (mover_hi <= 12) & (opp_hi <= 12)
            x[:, 196] = mover_hi <= 6
            x[:, 197] = opp_hi <= 6
        else:
            bar, obar = b[:, 25], b[:, 26]
            mp = mp + 25 * bar
            opp_p = opp_p + 25 * obar
            race = (bar == 0) & (obar == 0) & ((mover_hi == 0) | (opp_hi == 0) | (mover_hi < 25 - opp_hi))
            x[:, 196] = bar / 2.0
            x[:, 197] = obar / 2.0
        x[:, 194] = mp / self.scale
        x[:, 195] = opp_p / self.scale
        x[:, 198] = race
        o = self.swap(b)
        k = E.SIDE_TERMS[self.family]
        r = E.RACE_TERMS[self.family]
        c2, o2 = np.concatenate([b, o]), np.concatenate([o, b])
        both = self.side_terms(c2, o2)
        at = E.BOARD_INPUTS
        x[:, at:at + k] = both[:n]
        x[:, at + k:at + 2 * k] = both[n:]
        at += 2 * k
        both = self.race_terms(c2, o2)
        x[:, at:at + r] = both[:n]
        x[:, at + r:at + 2 * r] = both[n:]
        return x

    def race_terms(self, c: np.ndarray, o: np.ndarray) -> np.ndarray:
        """nardy.evaluator._race_terms on a batch (``c`` each player's own
        view, ``o`` the other side's)."""
        n = c.shape[0]
        bg = self.family == "backgammon"
        out = np.zeros((n, E.RACE_TERMS[self.family]))
        cv = c[:, 1:25]
        mine = np.where(cv > 0, cv, 0)
        pts = self.mover_num
        bar = c[:, 25] if bg else np.zeros(n, dtype=np.int64)
        out[:, 0] = (mine[:, 6:].sum(1) + bar) / 15.0
        to_home = (mine[:, 6:] * (pts[6:] - 6)).sum(1) + 19 * bar
        if not bg:
            out[:, 1] = to_home / 270.0
            out[:, 2] = (mine * np.maximum(pts - 12, 0)).sum(1) / 180.0
            return out
        out[:, 1] = to_home / 100.0
        ov = o[:, 1:25]
        rq = np.where(o[:, 25] > 0, 25, np.where(ov > 0, pts, 0).max(1))
        r = (25 - rq)[:, None]
        contact = (mine * np.where(pts >= r, pts - r + 1, 0)).sum(1) + bar * (26 - r[:, 0])
        out[:, 2] = contact / 200.0
        out[:, 3] = (cv[:, :6] >= 2).sum(1) / 6.0
        back = np.where(bar > 0, 25, np.where(cv > 0, pts, 0).max(1))
        # open_[:, k]: point k (0: off the board) not held by the other side;
        # every step of every throw from the rearmost checker in one gather.
        open_ = np.concatenate([np.ones((n, 1), dtype=bool), cv > -2], axis=1)
        steps = open_.ravel()[np.maximum(back[:, None] - _ESC_STEPS, 0) + 25 * np.arange(n)[:, None]]
        two = steps[:, :_ESC_SPLIT].reshape(n, -1, 3)
        dbl = steps[:, _ESC_SPLIT:].reshape(n, 6, 4)
        esc = 2 * (two[:, :, 2] & (two[:, :, 0] | two[:, :, 1])).sum(1) + dbl.all(2).sum(1)
        out[:, 4] = np.where(back == 0, 36, esc) / 36.0
        return out

    def side_terms(self, c: np.ndarray, o: np.ndarray) -> np.ndarray:
        """nardy.evaluator._side_terms on a batch: ``c`` each player's own
        view, ``o`` the other side's.  Sets of points are bit masks (bit
        ``p - 1`` for point ``p``), so a step of ``d`` pips is a shift:
        numpy's cost here is the number of operations, not their size."""
        n = c.shape[0]
        thr = self.thr
        bg = self.family == "backgammon"
        out = np.zeros((n, E.SIDE_TERMS[self.family]))
        # Blocks, in the other side's numbering, scanned from its 24-point down.
        ov = o[:, 24:0:-1]
        mine_o = np.where(ov > 0, ov, 0)
        behind = np.cumsum(mine_o, axis=1) - mine_o
        if bg:
            behind = behind + o[:, 25:26]
        front = (-ov >= thr) & (behind > 0)
        cs = np.cumsum(front, axis=1)
        run = cs - np.maximum.accumulate(np.where(front, 0, cs), axis=1)
        best = run.max(1)
        at = np.argmax(run == best[:, None], axis=1)
        out[:, 0] = cs[:, -1] / 12.0
        out[:, 1] = best / 6.0
        out[:, 2] = np.where(best > 0, behind[np.arange(n), at], 0) / 15.0
        # The numbers it cannot play.
        cv = c[:, 1:25]
        mine = _bits(cv > 0)
        open_ = _bits(cv > -thr)
        hi = np.where(cv > 0, self.mover_num, 0).max(1)
        on_bar = (c[:, 25] > 0) if bg else np.zeros(n, dtype=bool)
        home = ~on_bar & (hi <= 6)
        m, op_ = mine[:, None], open_[:, None]               # every number 1..6 at once
        ok = (((m >> _D6) & op_) != 0) | (home[:, None] & ((((m >> (_D6 - 1)) & 1) != 0) | (hi[:, None] < _D6)))
        if bg:
            ok = np.where(on_bar[:, None], ((op_ >> (24 - _D6)) & 1) != 0, ok)
        out[:, 3:9] = ~ok
        if bg:
            out[:, 9] = _shots(c, cv) / 36.0
        return out


def _with_inputs(w1: np.ndarray, inputs: int) -> np.ndarray:
    """First-layer weights ``w1`` widened to ``inputs`` columns by zero
    weights for the inputs an older encoding did not have (as they were)."""
    grow = inputs - w1.shape[1]
    return np.concatenate([w1, np.zeros((w1.shape[0], grow))], axis=1) if grow else w1


_POW = 1 << np.arange(24, dtype=np.int64)
# The steps of each throw for the escapes: a, b, a + b of the 15 throws of
# two numbers, then a, 2a, 3a, 4a of the 6 doubles.
_ESC_TWO = [s for a in range(1, 7) for b in range(1, a) for s in (a, b, a + b)]
_ESC_STEPS = np.array(_ESC_TWO + [k * a for a in range(1, 7) for k in (1, 2, 3, 4)], dtype=np.int64)
_ESC_SPLIT = len(_ESC_TWO)


def _bits(mask: np.ndarray) -> np.ndarray:
    """(N, 24) booleans -> (N,) bit masks."""
    return mask.astype(np.int64) @ _POW


_D6 = np.arange(1, 7, dtype=np.int64)
_PA = np.array([a for a in range(1, 7) for b in range(1, a)], dtype=np.int64)
_PB = np.array([b for a in range(1, 7) for b in range(1, a)], dtype=np.int64)


def _shots(c, cv):
    """nardy.evaluator._shots on a batch, with bit masks, every throw at
    once; the rows with a checker on the bar apart (:func:`_shots_from_bar`)."""
    total = np.zeros(c.shape[0])
    barred = c[:, 25] > 0
    if barred.any():
        total[barred] = _shots_from_bar(c[barred], cv[barred])
        free = ~barred
        c, cv = c[free], cv[free]
    else:
        free = slice(None)
    board, blot, open_ = _bits(cv > 0)[:, None], _bits(cv == -1)[:, None], _bits(cv > -2)[:, None]
    direct = ((board >> _D6) & blot) != 0                       # (n, 6)
    combo = ((board >> (_PA + _PB)) & blot & ((open_ >> _PA) | (open_ >> _PB))) != 0
    pairs = direct[:, _PA - 1] | direct[:, _PB - 1] | combo     # (n, 15)
    reach = board
    doubles = np.zeros(direct.shape, dtype=bool)
    for _ in range(4):
        reach = (reach & open_) >> _D6
        doubles |= (reach & blot) != 0
    total[free] = 2 * pairs.sum(1) + doubles.sum(1)
    return total


def _bit(mask, k):
    """Whether bit ``k`` (point ``k + 1``) of each mask is set."""
    return ((mask >> k) & 1) != 0


def _shots_from_bar(c, cv):
    """:func:`_shots` for rows with a checker on the bar: it enters first
    (onto a blot, or before the dice left hit); every throw at once."""
    board, blot, open_ = _bits(cv > 0)[:, None], _bits(cv == -1)[:, None], _bits(cv > -2)[:, None]
    n = board.shape[0]
    bar = np.minimum(c[:, 25], 4)
    direct = ((board >> _D6) & blot) != 0
    # Doubles: enter on 25 - d, then 4 - (checkers on the bar) steps from anywhere.
    chains = [np.zeros((n, 6), dtype=bool)]
    entered = [np.zeros((n, 6), dtype=bool)]
    reach, mine = board, np.broadcast_to(np.int64(1) << (24 - _D6), (n, 6))
    for _ in range(3):
        reach = (reach & open_) >> _D6
        mine = (mine & open_) >> _D6
        chains.append(chains[-1] | ((reach & blot) != 0))
        entered.append(entered[-1] | ((mine & blot) != 0))
    left = 4 - bar
    rows = np.arange(n)
    after = np.stack(chains)[left, rows] | np.stack(entered)[left, rows]
    doubles = _bit(blot, 24 - _D6) | (_bit(open_, 24 - _D6) & after)
    # Two dice: one checker on the bar enters with either and the other
    # die may hit from anywhere; two or more use both dice to enter.
    one = np.zeros((n, _PA.size), dtype=bool)
    for x, y in ((_PA, _PB), (_PB, _PA)):
        e = 25 - x
        one |= _bit(blot, e - 1) | (_bit(open_, e - 1) & (direct[:, y - 1] | _bit(blot, e - y - 1)))
    two = _bit(blot, 24 - _PA) | _bit(blot, 24 - _PB)
    pairs = np.where((bar == 1)[:, None], one, two)
    return 2 * pairs.sum(1) + doubles.sum(1)


# -- the network and its TD update -------------------------------------------------------------
def sigmoid(z):
    return 1.0 / (1.0 + np.exp(-z))


class Net:
    def __init__(self, family: str, hidden: int, rng: np.random.Generator):
        self.family = family
        self.k = len(E.OUTPUTS[family])
        self.w1 = rng.normal(0.0, 0.1, (hidden, E.INPUTS[family]))
        self.b1 = np.zeros(hidden)
        self.w2 = rng.normal(0.0, 0.1, (self.k, hidden))
        self.b2 = np.zeros(self.k)

    def forward(self, x: np.ndarray) -> np.ndarray:
        h = sigmoid(x @ self.w1.T + self.b1)
        return sigmoid(h @ self.w2.T + self.b2)

    def params(self):
        return (self.w1, self.b1, self.w2, self.b2)

    def state(self) -> dict:
        return {"w1": self.w1, "b1": self.b1, "w2": self.w2, "b2": self.b2}


def flip_values(y: np.ndarray, family: str) -> np.ndarray:
    """Outputs seen by the other side."""
    if family == "long":           # win, win_gammon, lose_gammon
        return np.array([1.0 - y[0], y[2], y[1]])
    return np.array([1.0 - y[0], y[3], y[4], y[1], y[2]])


def equity_np(y: np.ndarray, family: str) -> np.ndarray:
    """Cubeless equity of each row of outputs (the side to move)."""
    if family == "long":
        return 2 * y[:, 0] - 1 + y[:, 1] - y[:, 2]
    return 2 * y[:, 0] - 1 + y[:, 1] + y[:, 2] - y[:, 3] - y[:, 4]


# -- self-play ----------------------------------------------------------------------------------------
class Trainer:
    def __init__(self, family: str, hidden: int, seed: int, lam: float, alpha0: float, alpha_min: float,
                 half_life: float, race: bool = False):
        if race and family not in E.RACE_NETS:
            raise SystemExit(f"--race: {family} has no race network (the families with one: {E.RACE_NETS})")
        self.family = family
        self.race = race
        self.rules = nardy.variant(family)
        self.enc = Encoder(family)
        self.seed = seed
        self.np_rng = np.random.default_rng(seed)
        self.net = Net(family, hidden, self.np_rng)
        self.dice = random.Random(seed)
        self.lam = lam
        self.alpha0 = alpha0
        self.alpha_min = alpha_min
        self.half_life = half_life
        self.anneal: list = []    # [games, alpha]: from there on a constant rate (--anneal)
        self.flat_spot: list = []  # [games, eps]: from there on the derivative's floor (--flat-spot)
        self.grown: list = []     # [games, inputs before, after]: new inputs added (resume)
        self.widened: list = []   # [games, hidden units before, after]: new hidden units (widen)
        self.revived: list = []   # [games, shift]: dead backgammon outputs brought back (revive)
        self.average: Optional[dict] = None   # {"half_life", "since", "params"}: see set_average
        self.started_from: Optional[dict] = None   # the weights file a run went on from (from_weights)
        self.starts: list = []    # [games, share, files, sha256]: games begun from other players' positions
        self.pool: Optional[np.ndarray] = None   # those positions (set_starts)
        self.games = 0
        self.plies = 0
        self.curve = []           # learning curve points
        self.err_sum = 0.0
        self.err_n = 0
        self.start = self.rules.start()._b
        self.order = np.array([0, 2, 1] if family == "long" else [0, 3, 4, 1, 2])
        self.osign = np.array([-1.0] + [1.0] * (len(E.OUTPUTS[family]) - 1))

    def alpha(self) -> float:
        if self.anneal and self.games >= self.anneal[-1][0]:
            return self.anneal[-1][1]
        return max(self.alpha_min, self.alpha0 / (1.0 + self.games / self.half_life) ** 0.5)

    def flat_spot_now(self) -> float:
        return self.flat_spot[-1][1] if self.flat_spot else 0.0

    def set_flat_spot(self, eps: float):
        """From this game on, add ``eps`` to the outputs' sigmoid
        derivative in the updates (Fahlman 1988, "flat spot elimination").
        A gammon output pushed near 0 everywhere has a derivative near 0:
        the rare games that do end in a gammon can no longer lift it, while
        every game that does not still pushes it down a little, until it is
        stuck at 0 for good (the backgammon network's gammon outputs died so
        between 160,000 and 180,000 games).  Kept in the checkpoint and the
        weights file."""
        if not (0.0 <= eps <= 0.25):
            raise SystemExit(f"--flat-spot must be in [0, 0.25], not {eps!r}")
        if self.flat_spot_now() != eps:
            self.flat_spot.append([self.games, eps])

    def set_anneal(self, alpha: float):
        """From this game on, learn at the constant rate ``alpha``: a
        smaller step once the curve flattens averages out the noise of the
        last games' updates.  Kept in the checkpoint and the weights file,
        so the schedule that made a network can be replayed."""
        if not (0.0 < alpha <= 1.0):
            raise SystemExit(f"--anneal must be a learning rate in (0, 1], not {alpha!r}")
        if not self.anneal or self.anneal[-1][1] != alpha:
            self.anneal.append([self.games, alpha])

    def set_average(self, half_life: float):
        """Keep, beside the network that plays, a running average of its
        weights over the last games (an exponential one, halving every
        ``half_life`` games).  Self-play at a constant learning rate leaves
        the weights wandering around the best they can reach, and a
        network's strength from one snapshot to the next with them; their
        average sits nearer the middle (Polyak and Juditsky 1992).  Playing
        and learning use the raw weights, so the run is the same with or
        without it."""
        if not half_life > 0:
            raise SystemExit(f"--average must be a number of games above 0, not {half_life!r}")
        if self.average is None:
            self.average = {"half_life": float(half_life), "since": self.games,
                            "params": [w.copy() for w in self.net.params()]}
        else:
            self.average["half_life"] = float(half_life)

    def set_starts(self, files: list, share: float):
        """From this game on, begin a share of the games from positions
        other players reached (training/start_positions.py), the rest from
        the opening.  Self-play alone sees only where its own network
        steers; the bots and a learner steer elsewhere, and the expert and
        the tutor must judge those positions too.  The files are named (from
        the checkout) and their positions' SHA-256 kept, so a resumed run
        reloads the same ones or refuses."""
        import hashlib
        if not (0.0 <= share <= 1.0):
            raise SystemExit(f"--starts-share must be in [0, 1], not {share!r}")
        names = []
        for f in files:
            f = Path(f).resolve()
            names.append(str(f.relative_to(ROOT)) if f.is_relative_to(ROOT) else str(f))
        pool = np.concatenate([np.load(ROOT / n)["boards"] for n in names]).astype(np.int64)
        if pool.ndim != 2 or pool.shape[1] != 28 or not len(pool):
            raise SystemExit(f"--starts {files}: no positions of 28 fields in them")
        digest = hashlib.sha256(pool.astype("<i1").tobytes()).hexdigest()
        self.pool = pool
        if not self.starts or self.starts[-1][1:] != [share, names, digest]:
            self.starts.append([self.games, share, names, digest])

    def opening(self) -> tuple:
        """Where a self-play game begins: a race (the race network), one
        of the kept positions (a share of the games, :meth:`set_starts`) or
        the opening."""
        if self.race:
            return self.race_start()
        if self.pool is not None and self.dice.random() < self.starts[-1][1]:
            return tuple(self.pool[self.dice.randrange(len(self.pool))].tolist())
        return self.start

    def averaged_net(self) -> Net:
        """The network with the averaged weights (:meth:`set_average`)."""
        if self.average is None:
            raise SystemExit("no average is kept: --average")
        net = Net(self.family, int(self.net.b1.shape[0]), np.random.default_rng(0))
        for mine, avg in zip(net.params(), self.average["params"]):
            mine[...] = avg
        return net

    def candidates(self, b: tuple, roll):
        """The legal results of ``roll`` (mover's side) as an array, with
        the next positions (turned round: the opponent to move) and their
        encoding.  No legal play: the position itself."""
        found = self.rules._plays_for(b, dice_to_play(roll))
        res = np.array(list(found.keys()) if found else [b], dtype=np.int64)
        nxt = self.enc.swap(res)
        return res, nxt, self.enc(nxt)

    def choose(self, res: np.ndarray, xs: np.ndarray):
        """The greedy choice among results ``res`` (their next positions
        encoded in ``xs``): a play that ends the game, for the most points,
        else the one whose next position the network likes least for the
        opponent.  ``(index, the mover's outputs after it, game over)``."""
        won = np.flatnonzero(res[:, OFF] == CHECKERS)
        if won.size:
            pts = [self.rules.winner_points(Position._trusted(tuple(res[i].tolist()))) for i in won]
            k = int(np.argmax(pts))
            return int(won[k]), self.final_target(pts[k]), True
        yn = self.net.forward(xs)
        if self.race:
            # As the engine plays: in a bear-off race the winning chance is the database's.
            for r, nb in enumerate(self.enc.swap(res).tolist()):
                exact = E.bearoff_race_win(self.rules, tuple(nb))
                if exact is not None:
                    yn[r, 0] = exact
        i = int(np.argmin(equity_np(yn, self.family)))   # the opponent's worst is our best
        return i, flip_values(yn[i], self.family), False

    def race_start(self) -> tuple:
        """A race to learn from (:func:`nardy.rules.backgammon.is_race`): each side's
        checkers spread from its rearmost down, most of them home, some
        perhaps borne off; the two sides past each other.  One side is drawn
        first and the other fits behind it, so a side left far back (a
        gammon, a backgammon to save) against one nearly done is common."""
        r = self.dice
        if r.random() < 0.25:
            first = self._laggard(r)
            second = self._one_side(r, 24 - max(first), off=r.randint(3, 14))
        else:
            first = self._one_side(r, 23)
            second = self._one_side(r, 24 - max(first))
        me, opp = (first, second) if r.random() < 0.5 else (second, first)
        b = [0] * 28
        for p in me:
            b[p] += 1
        for q in opp:
            b[25 - q] -= 1
        b[OFF] = CHECKERS - len(me)
        b[OPP_OFF] = CHECKERS - len(opp)
        return tuple(b)

    @staticmethod
    def _one_side(r: random.Random, limit: int, off: Optional[int] = None) -> list:
        """One side's checkers left on the board, as points of its own, none
        above ``limit``: the rearmost, then the rest on the points below it
        (home ones likelier), after some borne off."""
        if limit <= 6 or r.random() < 0.2:
            rear = r.randint(1, min(6, limit))
            off = off if off is not None else 0 if r.random() < 0.5 else r.randint(1, 14)
        else:
            rear = min(7 + int(r.expovariate(0.12)), limit)
            off = off if off is not None else 0 if r.random() < 0.8 else r.randint(1, 10)
        points = list(range(1, rear + 1))
        weights = [1.0 if p <= 6 else 0.6 for p in points]
        return [rear] + r.choices(points, weights, k=CHECKERS - off - 1)

    @staticmethod
    def _laggard(r: random.Random) -> list:
        """A side left far behind, none borne off, some checkers still in
        the other side's home: the gammons and backgammons of races, too
        rare in the draws of :meth:`_one_side` for the outputs to learn."""
        rear = r.randint(13, 23)
        return [rear] + r.choices(range(1, rear + 1), k=CHECKERS - 1)

    def final_target(self, points: int) -> np.ndarray:
        """The outputs of a game the mover has just won with ``points``."""
        if self.family == "long":
            return np.array([1.0, 1.0 if points >= 2 else 0.0, 0.0])
        return np.array([1.0, 1.0 if points >= 2 else 0.0, 1.0 if points >= 3 else 0.0, 0.0, 0.0])

    def gradients(self, x: np.ndarray, m: int, flat: float = 0.0):
        """The mover's outputs for input ``x`` and the gradient of each
        output as player 0 sees it (``m`` = 1: player 1 is to move, so
        player 0's win is 1 - win and the gammon outputs swap):
        ``(y, dz1, gw2, gb2)``, where output o's gradient is ``dz1[o]`` in
        the hidden units' input (so ``dz1[o] x`` in w1), ``gw2[o]`` in w2
        and ``gb2[o]`` in b2.  ``flat`` is the flat-spot term."""
        net = self.net
        k = net.k
        h = sigmoid(net.w1 @ x + net.b1)
        y = sigmoid(net.w2 @ h + net.b2)
        dy = y * (1 - y) + flat
        dz1 = dy[:, None] * net.w2 * (h * (1 - h))[None, :]
        # Output o's gradient in w2 lies in row o alone (a trace that put
        # every row in every output's once made each row learn from the sum
        # of all the outputs' errors).
        gw2 = np.zeros((k,) + net.w2.shape)
        rows = np.arange(k)
        gw2[rows, rows] = dy[:, None] * h[None, :]
        gb2 = np.diag(dy)
        if m:
            order, osign = self.order, self.osign
            dz1 = dz1[order] * osign[:, None]
            gw2 = gw2[order] * osign[:, None, None]
            gb2 = gb2[order] * osign[:, None]
        return y, dz1, gw2, gb2

    def play_game(self):
        """One self-play game, learning as it goes.  The traces are kept
        from player 0's side: a position of player 1's has its gradients
        and errors turned round (the win output is 1 - win, so its sign
        changes; the gammon outputs swap)."""
        fam = self.family
        net = self.net
        lam = self.lam
        alpha = self.alpha()
        flat = self.flat_spot_now()
        order, osign = self.order, self.osign
        k = net.k
        e1 = np.zeros((k,) + net.w1.shape)
        eb1 = np.zeros((k,) + net.b1.shape)
        ew2 = np.zeros((k,) + net.w2.shape)
        eb2 = np.zeros((k, k))
        b = self.opening()
        x = self.enc(np.array([b], dtype=np.int64))[0]
        m = 0                      # whose side the traces are kept from: player 0's
        first = b == self.start    # backgammon's opening roll is no double
        while True:
            y, dz1, gw2, gb2 = self.gradients(x, m, flat)
            nz = np.flatnonzero(x)
            e1 *= lam
            e1[:, :, nz] += dz1[:, :, None] * x[nz][None, None, :]
            eb1 *= lam
            eb1 += dz1
            ew2 *= lam
            ew2 += gw2
            eb2 *= lam
            eb2 += gb2
            if first and fam == "backgammon" and not self.race:
                a, c = self.dice.randint(1, 6), self.dice.randint(1, 6)
                while a == c:
                    a, c = self.dice.randint(1, 6), self.dice.randint(1, 6)
                roll = (a, c)
            else:
                roll = (self.dice.randint(1, 6), self.dice.randint(1, 6))
            first = False
            res, nxt, xs = self.candidates(b, roll)
            self.plies += 1
            i, target, over = self.choose(res, xs)
            delta = target - y
            self.err_sum += abs(float(delta[0]))
            self.err_n += 1
            if m:
                delta = delta[order] * osign
            net.w1 += alpha * np.tensordot(delta, e1, axes=(0, 0))
            net.b1 += alpha * (delta @ eb1)
            net.w2 += alpha * np.tensordot(delta, ew2, axes=(0, 0))
            net.b2 += alpha * (delta @ eb2)
            if over:
                break
            b = tuple(nxt[i].tolist())
            x = xs[i]
            m ^= 1
        self.games += 1
        if self.average is not None:
            keep = 0.5 ** (1.0 / self.average["half_life"])
            for avg, w in zip(self.average["params"], net.params()):
                avg *= keep
                avg += (1.0 - keep) * w

    # -- checkpoints ------------------------------------------------------------------------------
    def save(self, path: Path):
        path.parent.mkdir(parents=True, exist_ok=True)
        meta = {"family": self.family, "seed": self.seed, "games": self.games, "plies": self.plies,
                "lam": self.lam, "alpha0": self.alpha0, "alpha_min": self.alpha_min, "half_life": self.half_life,
                "hidden": int(self.net.b1.shape[0]), "curve": self.curve, "anneal": self.anneal,
                "grown": self.grown, "widened": self.widened, "started_from": self.started_from,
                "flat_spot": self.flat_spot, "race": self.race, "revived": self.revived, "starts": self.starts}
        extra = {}
        if self.average is not None:
            meta["average"] = {"half_life": self.average["half_life"], "since": self.average["since"]}
            extra = {f"avg_{k}": v for k, v in zip(("w1", "b1", "w2", "b2"), self.average["params"])}
        tmp = path.with_suffix(".tmp.npz")
        np.savez(tmp, meta=np.frombuffer(json.dumps(meta).encode(), dtype=np.uint8),
                 rng=np.frombuffer(pickle.dumps((self.np_rng.bit_generator.state, self.dice.getstate())),
                                   dtype=np.uint8),
                 **self.net.state(), **extra)
        os.replace(tmp, path)

    @classmethod
    def resume(cls, path: Path) -> "Trainer":
        z = np.load(path)
        meta = json.loads(bytes(z["meta"]).decode())
        t = cls(meta["family"], meta["hidden"], meta["seed"], meta["lam"], meta["alpha0"], meta["alpha_min"],
                meta["half_life"], race=meta.get("race", False))
        t.grown = meta.get("grown", [])
        t.widened = meta.get("widened", [])
        t.revived = meta.get("revived", [])
        t.set_params(path, meta["games"], z["w1"], z["b1"], z["w2"], z["b2"])
        np_state, py_state = pickle.loads(bytes(z["rng"]))
        t.np_rng.bit_generator.state = np_state
        t.dice.setstate(py_state)
        t.games = meta["games"]
        t.plies = meta["plies"]
        t.curve = meta["curve"]
        t.anneal = meta.get("anneal", [])
        t.started_from = meta.get("started_from")
        t.flat_spot = meta.get("flat_spot", [])
        starts = meta.get("starts", [])
        if starts and starts[-1][1] > 0:
            t.set_starts([ROOT / n for n in starts[-1][2]], starts[-1][1])
            if t.starts[-1][3] != starts[-1][3]:
                raise SystemExit(f"{path}: its start positions {starts[-1][2]} have changed since")
        t.starts = starts
        if "average" in meta:
            avg = [z[f"avg_{k}"].copy() for k in ("w1", "b1", "w2", "b2")]
            avg[0] = _with_inputs(avg[0], t.net.w1.shape[1])     # the average grows as the network did
            t.average = {**meta["average"], "params": avg}
        return t

    def set_params(self, source, games: int, w1, b1, w2, b2):
        """The network's weights from a checkpoint or a weights file.  One
        of fewer inputs (the raw board before version 2's strategic terms)
        grows: the new inputs start with zero weights, so the network plays
        exactly as before and learns to use them; the growth is recorded."""
        have, want = int(w1.shape[1]), int(self.net.w1.shape[1])
        if have > want:
            raise SystemExit(f"{source} has {have} inputs; this encoding has {want}")
        if have < want:
            self.grown = self.grown + [[games, have, want]]
            w1 = _with_inputs(w1, want)
        for mine, theirs in zip(self.net.params(), (w1, b1, w2, b2)):
            mine[...] = theirs

    def revive(self, shift: float):
        """Bring back backgammon outputs that have died: a sigmoid pushed so
        far below zero (the shipped network's backgammon outputs sat near
        -60 and -80, 0.000 everywhere) that no update can lift it, so the
        network cannot see a backgammon coming.  Each is set to its gammon
        output's weights with the bias ``shift`` lower -- a backgammon as a
        gammon's rarer case, about e**-shift of its chance where that is
        small -- and learns from there.  The running average is revived
        the same way; recorded in the checkpoint and the weights file."""
        if self.family != "backgammon":
            raise SystemExit("--revive: only backgammon has backgammon outputs")
        if not shift > 0:
            raise SystemExit(f"--revive must be a shift above 0, not {shift!r}")
        outs = E.OUTPUTS[self.family]
        pairs = [(outs.index("win_backgammon"), outs.index("win_gammon")),
                 (outs.index("lose_backgammon"), outs.index("lose_gammon"))]
        params = [self.net.params()] + ([self.average["params"]] if self.average is not None else [])
        for _, _, w2, b2 in params:
            for bg, g in pairs:
                w2[bg] = w2[g]
                b2[bg] = b2[g] - shift
        self.revived = self.revived + [[self.games, shift]]

    def widen(self, hidden: int):
        """More hidden units for a network whose learning curve has
        flattened.  The new units get small random input weights (so they
        differ from one another) and zero output weights, so the network
        plays exactly as before; the running average grows the same way.
        The widening is recorded."""
        have = int(self.net.b1.shape[0])
        if hidden < have:
            raise SystemExit(f"--hidden {hidden}: the network already has {have} hidden units")
        if hidden == have:
            return
        extra = hidden - have
        new_w1 = self.np_rng.normal(0.0, 0.1, (extra, self.net.w1.shape[1]))

        def grow(w1, b1, w2, b2):
            return (np.concatenate([w1, new_w1]), np.concatenate([b1, np.zeros(extra)]),
                    np.concatenate([w2, np.zeros((w2.shape[0], extra))], axis=1), b2.copy())
        net = self.net
        net.w1, net.b1, net.w2, net.b2 = grow(*net.params())
        if self.average is not None:
            self.average["params"] = list(grow(*self.average["params"]))
        self.widened = self.widened + [[self.games, have, hidden]]

    @classmethod
    def from_weights(cls, path: Path, seed: int, lam: float, alpha0: float, alpha_min: float,
                     half_life: float) -> "Trainer":
        """A run that goes on from a weights file (a kept snapshot, which
        has no random generators' states) with ``seed``'s dice; its game
        count and schedule are the file's, and the file is named in the
        checkpoint; its flat-spot term goes on.  A file of fewer inputs
        grows as :meth:`resume` does."""
        import base64
        import hashlib
        doc = json.loads(Path(path).read_text())
        fam, h, ni, k = doc["family"], doc["hidden"], doc["inputs"], len(doc["outputs"])
        a = np.frombuffer(base64.b64decode(doc["weights"]), dtype="<f4").astype(np.float64)
        t = cls(fam, h, seed, lam, alpha0, alpha_min, half_life, race=bool(doc.get("race", False)))
        tr = doc.get("trained", {})
        t.games = int(tr.get("games", 0))
        t.anneal = [list(x) for x in tr.get("anneal", [])]
        t.grown = [list(x) for x in tr.get("grown", [])]
        t.widened = [list(x) for x in tr.get("widened", [])]
        t.revived = [list(x) for x in tr.get("revived", [])]
        t.flat_spot = [list(x) for x in tr.get("flat_spot", [])]
        t.starts = [list(x) for x in tr.get("starts", [])]   # the record; --starts loads positions again
        if t.starts and t.starts[-1][1] > 0:
            t.starts.append([t.games, 0.0, [], ""])
        o = h * ni
        t.set_params(path, t.games, a[:o].reshape(h, ni), a[o:o + h], a[o + h:o + h + k * h].reshape(k, h),
                     a[o + h + k * h:o + h + k * h + k])
        t.started_from = {"games": t.games, "sha256": hashlib.sha256(a.astype("<f4").tobytes()).hexdigest(),
                          "seed": seed}
        return t

    def export(self, path: Path, averaged: bool = False):
        """The engine's weights file (float32, checked on load): the
        network that plays, or (``averaged``) its running average."""
        trained = {
            "games": self.games, "seed": self.seed, "method": "TD(lambda) self-play",
            "lambda": self.lam, "alpha": [self.alpha0, self.alpha_min, self.half_life],
            "anneal": self.anneal, "grown": self.grown, "widened": self.widened, "revived": self.revived,
            "started_from": self.started_from,
            "flat_spot": self.flat_spot, "starts": self.starts,
            "command": f"training/train_evaluator.py {self.family}{' --race' if self.race else ''} "
                       f"--seed {self.seed} --hidden {self.net.b1.shape[0]}",
        }
        net = self.net
        if averaged:
            net = self.averaged_net()
            trained["average"] = {"half_life": self.average["half_life"], "since": self.average["since"]}
        if self.race:
            trained["positions"] = "races from Trainer.race_start, played out"
        export_weights(net, self.family, path, trained, race=self.race)


def export_weights(net: Net, family: str, path: Path, trained: dict, race: bool = False):
    import base64
    import hashlib
    flat = np.concatenate([net.w1.ravel(), net.b1, net.w2.ravel(), net.b2]).astype("<f4")
    data = flat.tobytes()
    doc = {"format": E.FORMAT, "version": E.VERSION, "family": family, "inputs": E.INPUTS[family],
           "hidden": int(net.b1.shape[0]), "outputs": list(E.OUTPUTS[family]),
           "encoding": "see nardy.evaluator.features", "trained": trained,
           "sha256": hashlib.sha256(data).hexdigest(), "weights": base64.b64encode(data).decode()}
    if race:
        doc = {**{k: v for k, v in doc.items() if k != "weights"}, "race": True, "weights": doc["weights"]}
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_suffix(".tmp")
    tmp.write_text(json.dumps(doc, indent=1) + "\n")
    os.replace(tmp, path)


# -- a cheap learning-curve probe ------------------------------------------------------------------------
def probe(trainer: Trainer, games: int, opponent: str = "simple") -> dict:
    """The greedy network (1-ply) against a bot, duplicate dice."""
    from nardy.bots import simple_bot, random_bot
    make = {"simple": simple_bot, "random": random_bot}[opponent]
    fam = trainer.family

    def net_bot(game):
        plays = game.legal_plays()
        if not plays:
            return None
        res = np.array([p.result._b for p in plays], dtype=np.int64)
        return plays[trainer.choose(res, trainer.enc(trainer.enc.swap(res)))[0]]

    won = 0
    points = 0
    for i in range(games):
        g = nardy.Game(fam, seed=10_000 + i // 2)
        me = i % 2
        other = make(seed=i)
        while not g.over:
            g.play_bot(net_bot if g.to_move == me else other)
        res = g.result
        if res.winner == me:
            won += 1
            points += res.points
        else:
            points -= res.points
    return {"games": games, "won": won, "ppg": points / games}


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("family", choices=E.FAMILIES)
    ap.add_argument("--race", action="store_true",
                    help="train the family's race network (no contact left), its own checkpoint and weights")
    ap.add_argument("--games", type=int, default=200_000, help="train until this many games in all")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--hidden", type=int, default=None,
                    help="hidden units of a new network (default 64); on a resumed one, more of them: see widen")
    ap.add_argument("--lam", type=float, default=0.7)
    ap.add_argument("--alpha", type=float, default=0.1)
    ap.add_argument("--alpha-min", type=float, default=0.02)
    ap.add_argument("--half-life", type=float, default=20_000, help="games over which alpha falls by sqrt(2)")
    ap.add_argument("--anneal", type=float, default=None,
                    help="from now on a constant learning rate (kept in the checkpoint)")
    ap.add_argument("--flat-spot", type=float, default=None,
                    help="from now on add this to the outputs' sigmoid derivative in the updates, so a gammon "
                         "output near 0 can still learn (kept in the checkpoint)")
    ap.add_argument("--revive", type=float, default=None,
                    help="backgammon: set dead backgammon outputs to their gammon outputs' weights, the bias "
                         "this much lower, and learn on (see Trainer.revive)")
    ap.add_argument("--average", type=float, default=None,
                    help="keep a running average of the weights, halving every this many games (kept in the "
                         "checkpoint); the snapshots' folder gets its copies in avg/")
    ap.add_argument("--every", type=int, default=2_000, help="checkpoint and report every this many games")
    ap.add_argument("--probe", type=int, default=100, help="games against the simple bot per probe (0: none)")
    ap.add_argument("--probe-every", type=int, default=10_000, help="probe and keep a snapshot every this many games")
    ap.add_argument("--snapshots", type=Path, default=None,
                    help="folder for the weights at each probe (the learning curve's points)")
    ap.add_argument("--checkpoint", type=Path, default=None)
    ap.add_argument("--export", type=Path, default=None, help="weights file (default: the package's)")
    ap.add_argument("--fresh", action="store_true", help="ignore an existing checkpoint")
    ap.add_argument("--starts", type=Path, nargs="+", default=None,
                    help="files of positions other players reached (training/start_positions.py) to begin "
                         "--starts-share of the games from (kept in the checkpoint)")
    ap.add_argument("--starts-share", type=float, default=0.5)
    ap.add_argument("--start-from", type=Path, default=None,
                    help="a weights file (a snapshot) to go on from, with --seed's dice, instead of a checkpoint")
    a = ap.parse_args(argv)
    name = f"{a.family}-race" if a.race else a.family
    ck = a.checkpoint or CHECKPOINTS / f"{name}.npz"
    out = a.export or Path(E.weights_path(a.family, race=a.race))
    if a.start_from is not None:
        t = Trainer.from_weights(a.start_from, a.seed, a.lam, a.alpha, a.alpha_min, a.half_life)
        print(f"started from {a.start_from} ({t.games} games), seed {a.seed}", flush=True)
    elif ck.exists() and not a.fresh:
        t = Trainer.resume(ck)
        print(f"resumed {ck} at {t.games} games", flush=True)
    else:
        t = Trainer(a.family, a.hidden or 64, a.seed, a.lam, a.alpha, a.alpha_min, a.half_life, race=a.race)
        print(f"new {a.family} network {E.INPUTS[a.family]}-{t.net.b1.shape[0]}-{t.net.k}, seed {a.seed}", flush=True)
    if t.race != a.race:
        raise SystemExit(f"{ck if a.start_from is None else a.start_from} holds "
                         f"{'a race' if t.race else 'a main'} network: {'drop' if t.race else 'add'} --race")
    if a.hidden is not None and a.hidden != t.net.b1.shape[0]:
        t.widen(a.hidden)
        print(f"widened to {a.hidden} hidden units at game {t.games}", flush=True)
    if a.anneal is not None:
        t.set_anneal(a.anneal)
        print(f"learning rate {a.anneal} from game {t.anneal[-1][0]} on", flush=True)
    if a.flat_spot is not None:
        t.set_flat_spot(a.flat_spot)
        print(f"flat-spot term {a.flat_spot} from game {t.flat_spot[-1][0]} on", flush=True)
    if a.revive is not None:
        t.revive(a.revive)
        print(f"backgammon outputs revived (shift {a.revive:g}) at game {t.games}", flush=True)
    if a.starts is not None:
        t.set_starts(a.starts, a.starts_share)
        print(f"{100 * a.starts_share:g}% of the games from {len(t.pool)} kept positions from game "
              f"{t.starts[-1][0]} on", flush=True)
    if a.average is not None:
        t.set_average(a.average)
        print(f"averaging the weights (half-life {a.average:g} games) since game {t.average['since']}", flush=True)
    while t.games < a.games:
        t0 = time.process_time()
        g0 = t.games
        n = min(a.every - t.games % a.every, a.games - t.games)
        for _ in range(n):
            t.play_game()
        dt = time.process_time() - t0
        point = {"games": t.games, "games_per_cpu_s": round((t.games - g0) / max(dt, 1e-9), 2),
                 "td_error": round(t.err_sum / max(t.err_n, 1), 4), "alpha": round(t.alpha(), 4)}
        t.err_sum = 0.0
        t.err_n = 0
        if a.probe and not t.race and t.games % a.probe_every == 0:
            point["vs_simple"] = probe(t, a.probe)
            # The outputs at the start: a gammon output stuck at 0 (a sigmoid
            # saturated for good: its gradient vanishes) shows here first.
            point["start"] = [round(float(v), 3) for v in
                              t.net.forward(t.enc(np.array([t.start], dtype=np.int64)))[0]]
        t.curve.append(point)
        t.save(ck)
        t.export(out)
        if a.snapshots and t.games % a.probe_every == 0:
            t.export(a.snapshots / f"evaluator-{name}-{t.games}.json")
            if t.average is not None:
                t.export(a.snapshots / "avg" / f"evaluator-{name}-{t.games}.json", averaged=True)
        print(json.dumps(point), flush=True)


if __name__ == "__main__":
    main()
