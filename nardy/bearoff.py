"""An exact one-sided bear-off database: how many rolls a side needs to bear
off, with perfect play, for every way of placing up to 15 checkers on the
six home points (54,264 positions, the empty board included).

Why one-sided: once the race is over (no contact), each side's bear-off is
a game of solitaire.  The number of rolls a side needs, and its whole
distribution, decide races, the long-nardy mars (the loser has borne off
none) and the best bear-off play for any roll.  The same table serves long
nardy and backgammon: both bear off by the same rule
(docs/rules.md#bearing-off).

>>> db = BearoffDB.build(max_checkers=3)       # a small table, built in milliseconds
>>> db.expected_rolls([2, 0, 0, 0, 0, 0])      # two checkers on the 1-point
1.0
>>> db.expected_rolls([0, 0, 0, 0, 0, 1])      # one on the 6-point: 2-1, 3-1, 4-1, 3-2, 1-1 miss
1.25
>>> best = db.best_play([0, 1, 0, 1, 0, 1], (4, 2))   # checkers on 6, 4 and 2
>>> str(best), best.expected_rolls             # not 6/2/off: leave one checker, not two
('4/off 2/off', 1.25)

``BearoffDB.load()`` gives the full 15-checker table, built once (about
two seconds of CPU) and cached in the user's cache directory.

**Movement (no contact).**  A die moves a checker down by its number inside
the home, bears off a checker from the point of that number, or, if no
checker stands higher, bears off from the highest point with a larger die
(rule 8).  Doubles are played four times.  (Variants that bear off
otherwise -- Gul: only with the exact number, no moves inside the home --
would need a table of their own.)

**Forced play needs no special care here.**  Rule 7 (play as much of the
roll as possible; the larger die when only one can be played) never
removes a result from the player's choice: with a checker left, some die
step is always legal (the highest checker can always move or bear off), so
a play stops short only when the board is empty; and a checker on ``p``
always needs exactly ``ceil(p / d)`` steps of a die ``d`` to get off, so
every order of a double clears the board after the same number of steps.
Hence the results of the rule-7 plays and the results of all die
sequences are the same set (the empty board reached by either, when it is
reached).  The tests check this against ``rules.legal_plays`` itself.

**Optimal play** minimises the expected number of rolls to bear off
everything (gnubg's criterion too).  The distribution of the number of
rolls is that of the same play (among plays with equal expectation, the
first found).

**Numbering.**  ``counts[i]`` is the number of checkers on point ``i + 1``
(the 1-point first).  A position's index is gnubg's ``PositionBearoff``
(a combinatorial ranking: the position as 6 bars among the checkers,
ranked in colexicographic order), so index ``k`` here is gnubg's position
``k`` in ``makebearoff -o 6`` and ``bearoffdump -n k``.  A move never
raises the index, so building in index order sees every result of a play
before the position itself; positions with at most ``n`` checkers are
exactly the indices below ``C(n + 6, 6)``, so a small table is a prefix of
the full one.

**Effective pip count** (Walter Trice's definition): EPC = expected rolls x
49/6, the average pips of a roll (doubles count four times), 8.1667; gnubg
prints 8.167 x expected rolls.  Wastage = EPC - pip count.

**Exactness.**  Expected rolls are float64, summed from the children's
exact recursion.  Distributions are computed in exact integer arithmetic
(P(n) x 36^n is an integer; a position's distribution is a polynomial in
36ths packed into one Python int) and stored as correctly rounded float64.
"""

from __future__ import annotations

import hashlib
import os
import struct
import sys
import tempfile
import warnings
from array import array
from dataclasses import dataclass
from itertools import accumulate, chain, combinations
from math import comb, fsum, isfinite, sqrt
from typing import Optional, Sequence

from ._checks import first_items, short
from .errors import InvalidDiceError, InvalidPositionError
from .play import Step, format_steps

POINTS = 6
"""Home points."""
MAX_CHECKERS = 15
"""Checkers a side."""
POSITIONS = comb(MAX_CHECKERS + POINTS, POINTS)
"""54,264: positions of up to 15 checkers on six points, the empty one included."""
PIPS_PER_ROLL = 49 / 6
"""Average pips of a roll, doubles counted four times: 8.1667 (the EPC factor)."""
FORMAT_VERSION = 1
"""Cache file version: a change of layout or of the build bumps it."""
CACHE_NAME = f"bearoff-v{FORMAT_VERSION}.bin"

ROLLS = tuple((a, b) for a in range(1, 7) for b in range(1, a + 1))
"""The 21 distinct rolls (larger die first)."""

_MAGIC = b"NARDYBO\0"
_HEADER = struct.Struct("<8sIIII")  # magic, version, points, checkers, positions
_SLOT = 168
"""Bits per coefficient of the packed distribution polynomial: P(n) * 36^n
is an integer below 36^n < 2^168 for n <= 32.  The build checks that no
position can take more than 32 rolls (the most any takes is 30: fifteen
checkers on the 6-point rolling 2-1 every time), so no coefficient
overflows into the next."""
_MAX_ROLLS = 32


# -- numbering ---------------------------------------------------------------
def index(counts: Sequence[int]) -> int:
    """The position's number (gnubg's ``PositionBearoff`` for 6 points):
    ``sum(C(c_k, k) for k = 1..6)`` with ``c_k`` = checkers on points
    ``7-k..6`` plus ``k - 1``."""
    c = _check_counts(counts, MAX_CHECKERS)
    idx, s = 0, -1
    for k in range(1, POINTS + 1):
        s += c[POINTS - k] + 1
        idx += comb(s, k)
    return idx


def counts_of(idx: int) -> tuple:
    """The home counts (1-point first) of position number ``idx`` (inverse
    of :func:`index`)."""
    if isinstance(idx, bool) or not isinstance(idx, int) or not 0 <= idx < POSITIONS:
        raise InvalidPositionError(f"a bear-off position number is 0..{POSITIONS - 1}, got {short(idx)}")
    cs = []
    for k in range(POINTS, 0, -1):   # colex unranking: the largest c_k first
        c = k - 1
        while comb(c + 1, k) <= idx:
            c += 1
        idx -= comb(c, k)
        cs.append(c)
    # cs = [c_6, c_5, ..., c_1]; counts on 6..1 are differences
    c_asc = cs[::-1]                 # c_1 .. c_6
    out = [0] * POINTS
    prev = -1
    for k in range(1, POINTS + 1):
        out[POINTS - k] = c_asc[k - 1] - prev - 1
        prev = c_asc[k - 1]
    return tuple(out)


def _check_counts(counts, limit: int) -> tuple:
    try:
        c = tuple(first_items(counts, POINTS + 1))
    except TypeError:
        raise InvalidPositionError(f"home counts are six numbers (the 1-point first), got {short(counts)}") from None
    if len(c) != POINTS or any(isinstance(v, bool) or not isinstance(v, int) or v < 0 for v in c):
        raise InvalidPositionError(f"home counts are six whole numbers >= 0 (the 1-point first), got {short(counts)}")
    if sum(c) > limit:
        raise InvalidPositionError(f"{sum(c)} checkers in {short(counts)}: this table holds up to {limit}")
    return c


def home_counts(position) -> tuple:
    """The mover's checkers on its points 1..6 of a :class:`nardy.Position`
    (for the opponent, pass ``rules.swap(position)``).  Raises ValueError if
    a mover's checker is outside its home (on the bar included): the table
    only knows pure bear-offs."""
    from .position import Position
    if not isinstance(position, Position):
        raise InvalidPositionError(f"expected a Position, got {short(position)}")
    b = position._b
    out = tuple(max(b[p], 0) for p in range(1, POINTS + 1))
    outside = [p for p in range(POINTS + 1, 25) if b[p] > 0]
    if outside or b[25]:
        where = f"point {outside[-1]}" if outside else "the bar"
        raise InvalidPositionError(f"not a bear-off: the mover still has a checker on {where}")
    return out


def pips(counts: Sequence[int]) -> int:
    """Pip count of home counts."""
    return sum((i + 1) * n for i, n in enumerate(counts))


# -- single steps (the movement rules above) ---------------------------------
def _steps(c: tuple, die: int) -> list:
    """``[(from, to, new counts)]``: every single step of ``die`` (to 0 = off)."""
    out = []
    hi = POINTS
    while hi and not c[hi - 1]:
        hi -= 1
    for p in range(hi, 0, -1):
        if not c[p - 1]:
            continue
        q = p - die
        if q < 0 and p != hi:
            continue
        nc = list(c)
        nc[p - 1] -= 1
        if q > 0:
            nc[q - 1] += 1
        out.append((p, max(q, 0), tuple(nc)))
    return out


def _all_plays(c: tuple, roll) -> dict:
    """``{result counts: steps}`` for every way to play ``roll`` (each
    order of the dice; doubles four times; stopping only when the board is
    empty -- see the module docstring on forced play)."""
    a, b = roll
    orders = [(a,) * 4] if a == b else [(a, b), (b, a)]
    found: dict = {}
    for order in orders:
        layer: dict = {c: ()}
        for die in order:
            nxt: dict = {}
            for cc, st in layer.items():
                if not any(cc):
                    nxt.setdefault(cc, st)
                    continue
                for frm, to, nc in _steps(cc, die):
                    nxt.setdefault(nc, st + (Step(frm, to, die),))
            layer = nxt
        for cc, st in layer.items():
            found.setdefault(cc, st)
    return found


# -- results -------------------------------------------------------------------
@dataclass(frozen=True)
class BearoffPlay:
    """One bear-off play and what it leaves: the steps (``to`` 0 = off),
    the home counts after it, and the expected rolls still needed then."""

    steps: tuple
    result: tuple
    expected_rolls: float

    def __str__(self):
        return format_steps(self.steps)


@dataclass(frozen=True)
class BearoffStats:
    """Everything the table says about one side's bear-off."""

    counts: tuple
    """Home counts, the 1-point first."""
    pips: int
    expected_rolls: float
    """Expected rolls to bear off all, with optimal play."""
    std_dev: float
    epc: float
    """Effective pip count: expected rolls x 49/6."""
    wastage: float
    """EPC - pips: pips the dice will waste on average."""
    distribution: tuple
    """``distribution[n]`` = P(the last checker is off on exactly roll n)."""


# -- the database ------------------------------------------------------------------
class BearoffDB:
    """The table: expected rolls and roll distributions for every position
    of up to :attr:`checkers` checkers (see the module docstring)."""

    def __init__(self, checkers: int, expected: array, starts: bytes, lengths: bytes, probs: array):
        self.checkers = checkers
        """Most checkers a position of this table holds."""
        self._expected = expected
        self._starts = starts
        self._lengths = lengths
        self._probs = probs
        self._offsets = array("I", accumulate(lengths, initial=0))

    def __len__(self):
        return len(self._expected)

    def __repr__(self):
        return f"<BearoffDB: {len(self)} positions, up to {self.checkers} checkers>"

    # -- building --------------------------------------------------------------
    @classmethod
    def build(cls, max_checkers: int = MAX_CHECKERS) -> "BearoffDB":
        """Compute the table from scratch (pure Python; the full table takes
        a few seconds).  ``max_checkers`` < 15 builds the prefix of the
        full table holding positions of that many checkers or fewer."""
        if isinstance(max_checkers, bool) or not isinstance(max_checkers, int) or not 0 <= max_checkers <= MAX_CHECKERS:
            raise ValueError(f"max_checkers is 0..{MAX_CHECKERS}, got {max_checkers!r}")
        expected, packed = _solve(max_checkers)
        starts, lengths, probs = _unpack(packed)
        return cls(max_checkers, expected, starts, lengths, probs)

    @staticmethod
    def default_path() -> str:
        """``$XDG_CACHE_HOME/nardy/bearoff-v1.bin`` (``~/.cache`` when unset;
        ``%LOCALAPPDATA%`` on Windows)."""
        base = os.environ.get("XDG_CACHE_HOME")
        if not base:
            if sys.platform.startswith("win") and os.environ.get("LOCALAPPDATA"):
                base = os.environ["LOCALAPPDATA"]
            else:
                base = os.path.join(os.path.expanduser("~"), ".cache")
        return os.path.join(base, "nardy", CACHE_NAME)

    _shared: dict = {}

    @classmethod
    def load(cls, path: Optional[str] = None, *, checkers: int = MAX_CHECKERS, save: bool = True) -> "BearoffDB":
        """The table (the full 15-checker one by default): read from the
        cache file at ``path`` (:meth:`default_path` by default), or built
        and saved there if the file is missing, of another version or size,
        or damaged: its checksum does not match, or its values are
        impossible (:meth:`check`) -- a damaged file is rebuilt with a
        warning.  A cache directory that cannot be written is not an error:
        the table is then kept in memory only.  Loaded tables are shared
        within the process."""
        path = os.fspath(path) if path is not None else cls.default_path()
        key = (path, checkers)
        db = cls._shared.get(key)
        if db is not None:
            return db
        try:
            db = cls.read(path)
        except OSError:
            db = None                    # no cache yet (or unreadable): build it
        except ValueError as e:
            warnings.warn(f"the bear-off table cache {path} is damaged ({e}): rebuilding it", stacklevel=2)
            db = None
        if db is None or db.checkers != checkers:
            db = cls.build(checkers)
            if save:
                try:
                    db.save(path)
                except OSError:
                    pass
        cls._shared[key] = db
        return db

    def to_bytes(self) -> bytes:
        """The cache file's contents: header, expected rolls (float64),
        distribution starts and lengths (bytes), probabilities (float64),
        then the SHA-256 of all that."""
        body = b"".join((
            _HEADER.pack(_MAGIC, FORMAT_VERSION, POINTS, self.checkers, len(self)),
            _le(self._expected), bytes(self._starts), bytes(self._lengths), _le(self._probs)))
        return body + hashlib.sha256(body).digest()

    @classmethod
    def from_bytes(cls, data: bytes) -> "BearoffDB":
        """Inverse of :meth:`to_bytes`; ValueError on any mismatch."""
        if len(data) < _HEADER.size + 32:
            raise ValueError("bear-off file too short")
        body, digest = data[:-32], data[-32:]
        if hashlib.sha256(body).digest() != digest:
            raise ValueError("bear-off file checksum mismatch")
        magic, version, points, checkers, n = _HEADER.unpack_from(body)
        if magic != _MAGIC or version != FORMAT_VERSION or points != POINTS:
            raise ValueError("not a nardy bear-off file of this version")
        if not 0 <= checkers <= MAX_CHECKERS or n != comb(checkers + POINTS, POINTS):
            raise ValueError("bear-off file header is inconsistent")
        pos = _HEADER.size
        expected = _from_le("d", body[pos:pos + 8 * n]); pos += 8 * n
        starts = bytes(body[pos:pos + n]); pos += n
        lengths = bytes(body[pos:pos + n]); pos += n
        probs = _from_le("d", body[pos:])
        if len(expected) != n or len(probs) != sum(lengths) or len(body) - pos != 8 * len(probs):
            raise ValueError("bear-off file sizes are inconsistent")
        db = cls(checkers, expected, starts, lengths, probs)
        db.check()
        return db

    def check(self) -> None:
        """Raise ``ValueError`` unless every value is possible: the empty
        position needs 0 rolls and every other at least 1 (a checksum only
        proves the file is the one written, not that it is right); each
        distribution is of probabilities that sum to 1, gives no chance to
        finish in 0 rolls but the empty position's, and has the expected
        rolls as its mean; one checker on the 1-point needs exactly 1 roll.
        About 0.2 s for the full table."""
        E, P, starts, lengths, offsets = self._expected, self._probs, self._starts, self._lengths, self._offsets
        if not len(E) or E[0] != 0.0 or starts[0] != 0:
            raise ValueError("bear-off table: the empty position must need 0 rolls")
        if len(E) > 1 and E[self._index((1, 0, 0, 0, 0, 0))] != 1.0:
            raise ValueError("bear-off table: one checker on the 1-point must need exactly 1 roll")
        if P and not (min(P) >= 0.0 and max(P) <= 1.0):
            raise ValueError("bear-off table: a probability outside 0..1")
        for i in range(1, len(E)):
            e, s0, o = E[i], starts[i], offsets[i]
            ps = P[o:o + lengths[i]]
            if not (isfinite(e) and 1.0 <= e <= 100.0) or s0 < 1 or not ps:
                raise ValueError(f"bear-off table: position {i} has impossible expected rolls {e!r}")
            if abs(fsum(ps) - 1.0) > 1e-9 or abs(fsum((s0 + k) * p for k, p in enumerate(ps)) - e) > 1e-7:
                raise ValueError(f"bear-off table: position {i}'s distribution does not fit its expected rolls")

    @classmethod
    def read(cls, path: str) -> "BearoffDB":
        with open(path, "rb") as f:
            return cls.from_bytes(f.read())

    def save(self, path: str) -> None:
        """Write the cache file atomically (a temporary file, then rename)."""
        d = os.path.dirname(os.path.abspath(path))
        os.makedirs(d, exist_ok=True)
        fd, tmp = tempfile.mkstemp(prefix=".bearoff-", dir=d)
        try:
            with os.fdopen(fd, "wb") as f:
                f.write(self.to_bytes())
            os.replace(tmp, path)
        except BaseException:
            try:
                os.unlink(tmp)
            except OSError:
                pass
            raise

    # -- queries ----------------------------------------------------------------
    def _index(self, counts) -> int:
        if hasattr(counts, "_b"):
            counts = home_counts(counts)
        c = _check_counts(counts, self.checkers)
        idx, s = 0, -1
        for k in range(1, POINTS + 1):
            s += c[POINTS - k] + 1
            idx += comb(s, k)
        return idx

    def expected_rolls(self, counts) -> float:
        """Expected rolls to bear off everything, with optimal play.
        ``counts``: six counts (the 1-point first) or a Position whose
        mover is bearing off."""
        return self._expected[self._index(counts)]

    def distribution(self, counts) -> tuple:
        """``P(exactly n rolls)`` for n = 0, 1, ...: sums to 1; the last
        entry is the longest the bear-off can take."""
        i = self._index(counts)
        o = self._offsets[i]
        return (0.0,) * self._starts[i] + tuple(self._probs[o:o + self._lengths[i]])

    def epc(self, counts) -> float:
        """Effective pip count: expected rolls x 49/6."""
        return self.expected_rolls(counts) * PIPS_PER_ROLL

    def stats(self, counts) -> BearoffStats:
        """Expected rolls, spread, EPC, wastage and distribution in one go."""
        if hasattr(counts, "_b"):
            counts = home_counts(counts)
        c = _check_counts(counts, self.checkers)
        dist = self.distribution(c)
        e = self.expected_rolls(c)
        var = sum(p * (n - e) ** 2 for n, p in enumerate(dist))
        pp = pips(c)
        return BearoffStats(c, pp, e, sqrt(max(var, 0.0)), e * PIPS_PER_ROLL, e * PIPS_PER_ROLL - pp, dist)

    def plays(self, counts, roll) -> list:
        """Every distinct way to play ``roll``, best first (fewest expected
        rolls left; ties in the order found)."""
        if hasattr(counts, "_b"):
            counts = home_counts(counts)
        c = _check_counts(counts, self.checkers)
        a, b = _check_roll(roll)
        found = _all_plays(c, (max(a, b), min(a, b)))
        out = [BearoffPlay(st, r, self._expected[self._index(r)]) for r, st in found.items()]
        out.sort(key=lambda p: p.expected_rolls)
        return out

    def best_play(self, counts, roll) -> BearoffPlay:
        """The play of ``roll`` that leaves the fewest expected rolls."""
        return self.plays(counts, roll)[0]

    def best_of(self, plays):
        """Of engine plays (``rules.legal_plays(pos, roll)``) whose results
        are pure bear-offs for the mover, the one leaving the fewest expected
        rolls; ``None`` for no plays.  ValueError if a result still has a
        mover's checker outside home."""
        best, value = None, None
        for p in plays:
            v = self.expected_rolls(home_counts(p.result))
            if value is None or v < value:
                best, value = p, v
        return best


def _check_roll(roll) -> tuple:
    try:
        a, b = first_items(roll, 3)
    except (TypeError, ValueError):
        raise InvalidDiceError(f"a roll is two dice, got {short(roll)}") from None
    if any(isinstance(d, bool) or not isinstance(d, int) or not 1 <= d <= 6 for d in (a, b)):
        raise InvalidDiceError(f"a roll is two whole numbers from 1 to 6, got {short(roll)}")
    return a, b


# -- the build --------------------------------------------------------------------
def _boards(max_checkers: int):
    """Every position of up to ``max_checkers`` checkers, in index order,
    with its *step table*: ``steps[i][m] = sum(C(c_k - 1, k - 1) for k =
    1..m)``.  A checker moving from point ``p`` to ``q`` (0 = off) lowers
    ``c_k`` by one for ``k`` in ``7-p .. 6-q`` and so the index by
    ``C(c_k - 1, k - 1)`` for each (Pascal's rule): the result's index is
    ``i - steps[i][6-q] + steps[i][6-p]`` -- the ranking itself finds every
    successor, with no search."""
    n = comb(max_checkers + POINTS, POINTS)
    boards: list = [None] * n
    steps: list = [None] * n
    total = max_checkers + POINTS
    binom = [[comb(a, b) for b in range(POINTS + 1)] for a in range(total + 1)]
    # A position is the set {c_1 < .. < c_6} of "bar" places among
    # ``total`` slots; its index is sum C(c_k, k).  Enumerating the sets
    # directly skips a per-board rank computation.
    for cs in combinations(range(total), POINTS):
        idx = 0
        prev = -1
        acc = 0
        counts = [0] * POINTS
        prefix = [0] * (POINTS + 1)
        for k, c in enumerate(cs, 1):
            idx += binom[c][k]
            counts[POINTS - k] = c - prev - 1
            if c:
                acc += binom[c - 1][k - 1]
            prefix[k] = acc
            prev = c
        boards[idx] = tuple(counts)
        steps[idx] = prefix
    return boards, steps


def _solve(max_checkers: int):
    """Expected rolls (array of float64) and packed exact distributions
    (list of ints) for every position, in index order."""
    boards, steps = _boards(max_checkers)
    n = len(boards)
    # move[d][p] = (6 - p, 6 - q): the step-table entries of a checker
    # stepping from point p by die d to q (0 = off).
    move = [[(POINTS - p, POINTS - max(p - d, 0)) for p in range(POINTS + 1)] for d in range(7)]

    E = [0.0] * n
    Eg = E.__getitem__
    D = [0] * n          # packed distributions: sum of P(k) * 36^k << (SLOT * k)
    D[0] = 1
    slot = _SLOT
    # b1[d][i], b2[d][i], b3[d][i]: the best result of 1, 2, 3 steps of die d
    b1 = [[0] * n for _ in range(7)]
    b2 = [[0] * n for _ in range(7)]
    b3 = [[0] * n for _ in range(7)]
    g1 = [x.__getitem__ for x in b1]
    g2 = [x.__getitem__ for x in b2]
    g3 = [x.__getitem__ for x in b3]
    # per die: (die, its step moves, b1, b2, b3 and their getters)
    per_die = [(d, move[d], b1[d], b2[d], b3[d], g1[d], g2[d], g3[d]) for d in range(1, 7)]
    # per non-double a-b: the dice and the getters of "best after one more b / a"
    pairs = [(a, b, g1[b], g1[a]) for a in range(2, 7) for b in range(1, a)]
    _min, _map, _chain = min, map, chain
    for i in range(1, n):
        c = boards[i]
        t = steps[i]
        occ = [p for p in (6, 5, 4, 3, 2, 1) if c[p - 1]]
        hi = occ[0]
        ch: list = [None]
        s1 = 0.0
        dd = 0
        for d, mv, x1, x2, x3, y1, y2, y3 in per_die:
            kids = [i + t[mv[p][0]] - t[mv[p][1]] for p in occ if p >= d]
            if hi < d:
                kids.append(i + t[mv[hi][0]] - t[mv[hi][1]])
            ch.append(kids)
            x1[i] = _min(kids, key=Eg)
            x2[i] = _min(_map(y1, kids), key=Eg)
            x3[i] = _min(_map(y2, kids), key=Eg)
            r = _min(_map(y3, kids), key=Eg)
            s1 += E[r]
            dd += D[r]
        s2 = 0.0
        nd = 0
        for a, b, yb, ya in pairs:
            r = _min(_chain(_map(yb, ch[a]), _map(ya, ch[b])), key=Eg)
            s2 += E[r]
            nd += D[r]
        E[i] = 1.0 + (s2 + s2 + s1) / 36.0
        D[i] = (nd + nd + dd) << slot
    longest = max(map(int.bit_length, D))
    if longest > (_MAX_ROLLS + 1) * slot:   # cannot happen; guards the packing
        raise RuntimeError("a bear-off distribution is longer than the packing allows")
    return array("d", E), D


def _unpack(packed: list):
    """Packed exact distributions to (starts, lengths, float64 probabilities)."""
    slot = _SLOT
    mask = (1 << slot) - 1
    nbytes = slot // 8
    pow36 = [36 ** k for k in range(64)]
    starts = bytearray(len(packed))
    lengths = bytearray(len(packed))
    probs = array("d")
    put = probs.append
    for i, x in enumerate(packed):
        k = 0
        while not x & mask:
            x >>= slot
            k += 1
        starts[i] = k
        m = (x.bit_length() + slot - 1) // slot
        raw = x.to_bytes(m * nbytes, "little")
        for j in range(m):
            put(int.from_bytes(raw[j * nbytes:(j + 1) * nbytes], "little") / pow36[k + j])
        lengths[i] = m
    return bytes(starts), bytes(lengths), probs


def _le(a: array) -> bytes:
    if sys.byteorder != "little":
        a = array(a.typecode, a)
        a.byteswap()
    return a.tobytes()


def _from_le(code: str, data: bytes) -> array:
    a = array(code)
    a.frombytes(data)
    if sys.byteorder != "little":
        a.byteswap()
    return a
