"""The one-sided bear-off database (nardy.bearoff).

Most properties are checked on a small table (up to 6 checkers: 924
positions, built in milliseconds), which is exactly the first 924 entries
of the full table; the full 15-checker build runs once (a few seconds).
"""

import random
from array import array
from fractions import Fraction
from functools import lru_cache
from math import comb

import pytest

import nardy
from nardy import bearoff
from nardy.bearoff import BearoffDB, counts_of, home_counts, index

SMALL = 6


@pytest.fixture(scope="module")
def small():
    return BearoffDB.build(max_checkers=SMALL)


@pytest.fixture(scope="module")
def full(tmp_path_factory):
    """The full table, built once through the cache path (so the build,
    the save and the checksum are all exercised)."""
    path = tmp_path_factory.mktemp("cache") / bearoff.CACHE_NAME
    return BearoffDB.load(path), path


def _c(**points):
    """Home counts from keywords p1..p6: _c(p6=1) is one checker on the 6-point."""
    return tuple(points.get(f"p{i}", 0) for i in range(1, 7))


# -- values you can check by hand --------------------------------------------------
def test_one_checker_on_the_1_point_finishes_in_one_roll(small):
    assert small.expected_rolls(_c(p1=1)) == 1.0
    assert small.distribution(_c(p1=1)) == (0.0, 1.0)


def test_two_checkers_on_the_1_point_finish_in_one_roll(small):
    # Any roll has two dice: each bears one checker off the 1-point.
    assert small.expected_rolls(_c(p1=2)) == 1.0
    assert small.distribution(_c(p1=2)) == (0.0, 1.0)


def test_one_checker_on_the_6_point(small):
    # It gets off in one roll with a 6, with a non-double whose dice sum to
    # 6 or more (the first die moves it, the second bears it off from the
    # highest point), and with any double but 1-1 (2-2 is 6/4/2/off).  It
    # misses with 2-1, 3-1, 4-1, 3-2 (2 ways each) and 1-1: 9 of 36.  From
    # where those leave it (3, 2 or 1) every roll finishes.  So
    # E = 1 + 9/36 = 1.25 and the distribution is (0, 3/4, 1/4).
    assert small.expected_rolls(_c(p6=1)) == 1.25
    assert small.distribution(_c(p6=1)) == (0.0, 0.75, 0.25)


def test_one_checker_on_the_5_point(small):
    # Misses with 2-1, 3-1 (2 ways each) and 1-1: 5 of 36.
    assert small.expected_rolls(_c(p5=1)) == pytest.approx(1 + 5 / 36, abs=1e-15)


def test_fifteen_on_the_1_point(full):
    # A non-double takes two checkers off, a double four: with n left,
    # E(n) = 1 + 5/6 E(n-2) + 1/6 E(n-4), E(n <= 0) = 0.
    @lru_cache(None)
    def e(n):
        return Fraction(0) if n <= 0 else 1 + Fraction(5, 6) * e(n - 2) + Fraction(1, 6) * e(n - 4)

    db, _ = full
    assert e(15) == Fraction(1953839, 279936)
    assert db.expected_rolls(_c(p1=15)) == pytest.approx(float(e(15)), abs=1e-12)


def test_fifteen_on_the_6_point_matches_gnubg(full):
    # gnubg's makebearoff -o 6 / bearoffdump -n 54263: mean 12.266 rolls.
    db, _ = full
    assert db.expected_rolls(_c(p6=15)) == pytest.approx(12.266, abs=5e-4)
    assert len(db.distribution(_c(p6=15))) == 31     # 30 rolls at most (2-1 every time)


# -- numbering ------------------------------------------------------------------------
def test_numbering_is_gnubgs():
    assert index(_c()) == 0
    assert index(_c(p1=1)) == 1
    assert index(_c(p6=15)) == bearoff.POSITIONS - 1 == 54263
    # bearoffdump -n 1000 shows three checkers on the 1-point and one on each of 2..5
    assert index((3, 1, 1, 1, 1, 0)) == 1000
    assert counts_of(1000) == (3, 1, 1, 1, 1, 0)


def test_numbering_round_trips_and_small_tables_are_prefixes(small):
    assert len(small) == comb(SMALL + 6, 6)
    for i in range(len(small)):
        c = counts_of(i)
        assert sum(c) <= SMALL and index(c) == i
    rng = random.Random(1)
    for i in rng.sample(range(bearoff.POSITIONS), 300):
        assert index(counts_of(i)) == i


def test_a_step_never_raises_the_index(small):
    """What lets the build run in index order."""
    for i in range(1, len(small)):
        for die in range(1, 7):
            for _, _, after in bearoff._steps(counts_of(i), die):
                assert index(after) < i


# -- the dynamic programme, checked against plain enumeration ---------------------
def test_bellman_equation_holds(small):
    """E(P) = 1 + sum over the 36 rolls of E after the best play, and the
    distribution is the best plays' distributions shifted by a roll."""
    for i in range(1, len(small)):
        c = counts_of(i)
        e = 1.0
        dist = [0.0] * 40
        for roll in bearoff.ROLLS:
            w = 1 if roll[0] == roll[1] else 2
            best = small.best_play(c, roll)
            e += w / 36 * best.expected_rolls
            for n, p in enumerate(small.distribution(best.result)):
                dist[n + 1] += w / 36 * p
        assert small.expected_rolls(c) == pytest.approx(e, abs=1e-12)
        got = small.distribution(c)
        assert got == pytest.approx(dist[:len(got)], abs=1e-12)
        assert sum(dist[len(got):]) < 1e-12


def test_distributions_sum_to_one_and_have_the_right_mean(small):
    for i in range(len(small)):
        d = small.distribution(counts_of(i))
        assert sum(d) == pytest.approx(1.0, abs=1e-12)
        assert sum(n * p for n, p in enumerate(d)) == pytest.approx(small.expected_rolls(counts_of(i)), abs=1e-12)
        assert all(p >= 0 for p in d) and d[-1] > 0


def test_one_more_checker_never_helps(small):
    for i in range(len(small)):
        c = counts_of(i)
        if sum(c) < SMALL:
            for p in range(6):
                more = list(c)
                more[p] += 1
                assert small.expected_rolls(more) >= small.expected_rolls(c)


def test_moving_a_checker_down_can_cost_rolls(small):
    """Not a monotone table: 6, 2, 1 bears off faster than 6, 1, 1 (two
    checkers on the 1-point waste pips) -- the wastage an EPC measures."""
    assert small.expected_rolls((1, 1, 0, 0, 0, 1)) < small.expected_rolls((2, 0, 0, 0, 0, 1))
    assert small.epc((2, 0, 0, 0, 0, 1)) - 8 > small.epc((1, 1, 0, 0, 0, 1)) - 9


def test_results_are_the_engines_legal_plays_forced_play_included(small):
    """Rule 7 (play as much as possible; the larger die when only one can
    be played) removes no result a bear-off could reach: the table's plays
    reach exactly the results of ``rules.legal_plays``, in both games."""
    rng = random.Random(7)
    games = {"long": (13, -15), "backgammon": (24, -15)}   # the opponent far away, no contact
    sample = rng.sample(range(1, len(small)), 60) + [1, 2, 6, 7, 27]
    for name, (opp_point, opp) in games.items():
        rules = nardy.variant(name)
        for i in sample:
            c = counts_of(i)
            pts = list(c) + [0] * 18
            pts[opp_point - 1] = opp
            pos = nardy.Position.from_counts(pts, off=(15 - sum(c), 0))
            for roll in bearoff.ROLLS:
                engine = {home_counts(p.result) for p in rules.legal_plays(pos, roll)}
                ours = {p.result for p in small.plays(c, roll)}
                assert engine == ours, (name, c, roll)
                best = small.best_of(rules.legal_plays(pos, roll))
                assert small.expected_rolls(best.result) == small.best_play(c, roll).expected_rolls


# -- plays --------------------------------------------------------------------------
def test_best_play_examples(small):
    # Seed 002's example: 5-2 with two on the 1-point, two on the 3 and one
    # on the 6 may play 6/4 then 4/off -- and that is the best play.
    best = small.best_play((2, 0, 2, 0, 0, 1), (5, 2))
    assert best.result == (2, 0, 2, 0, 0, 0)
    assert str(best) == "6/off"
    # 4-2 with checkers on 6, 4 and 2: take two off (4/off 2/off) rather than
    # clear the 6-point (6/2/off).
    plays = small.plays((0, 1, 0, 1, 0, 1), (4, 2))
    assert str(plays[0]) == "4/off 2/off" and plays[0].expected_rolls == 1.25
    assert [p.expected_rolls for p in plays] == sorted(p.expected_rolls for p in plays)
    assert all(all(s.to == 0 or s.to == s.frm - s.die for s in p.steps) for p in plays)


def test_epc_stats_and_positions(small):
    pos = nardy.Position.from_counts([0, 0, 0, 0, 0, 1] + [0] * 6 + [-15] + [0] * 11, off=(14, 0))
    assert home_counts(pos) == _c(p6=1)
    s = small.stats(pos)
    assert s.expected_rolls == 1.25 and s.pips == 6
    assert s.epc == pytest.approx(1.25 * 49 / 6) and s.wastage == pytest.approx(1.25 * 49 / 6 - 6)
    assert s.std_dev == pytest.approx((0.75 * 0.25 ** 2 + 0.25 * 0.75 ** 2) ** 0.5)
    assert small.epc(_c(p1=2)) == pytest.approx(49 / 6)
    with pytest.raises(ValueError, match="point 7"):
        home_counts(nardy.Position.from_counts([1] + [0] * 5 + [1] + [0] * 5 + [-15] + [0] * 11))


def test_bad_input_is_refused(small):
    for bad in ([1, 2, 3], [-1, 0, 0, 0, 0, 0], [7, 0, 0, 0, 0, 0], "abc", [1.0, 0, 0, 0, 0, 0]):
        with pytest.raises(ValueError):
            small.expected_rolls(bad)
    for roll in ((0, 1), (7, 1), (1,), "xy"):
        with pytest.raises(ValueError):
            small.best_play(_c(p1=1), roll)
    with pytest.raises(ValueError):
        counts_of(bearoff.POSITIONS)


# -- the full table and its cache ------------------------------------------------------
def test_full_table_and_cache(full, small, tmp_path):
    db, path = full
    assert len(db) == bearoff.POSITIONS == 54264 and db.checkers == 15
    # the small table is the full one's prefix, value for value
    for i in range(len(small)):
        c = counts_of(i)
        assert db.expected_rolls(c) == small.expected_rolls(c)
        assert db.distribution(c) == small.distribution(c)
    # the cache file reads back identical, and load() shares it in-process
    again = BearoffDB.read(str(path))
    assert again.to_bytes() == db.to_bytes() == path.read_bytes()
    assert BearoffDB.load(path) is db


def test_a_corrupt_cache_is_rebuilt(tmp_path):
    path = tmp_path / "bo.bin"
    first = BearoffDB.load(path, checkers=4)
    data = bytearray(path.read_bytes())
    data[100] ^= 0xFF
    path.write_bytes(bytes(data))
    with pytest.raises(ValueError, match="checksum"):
        BearoffDB.read(str(path))
    BearoffDB._shared.clear()
    with pytest.warns(UserWarning, match="damaged .*checksum.*rebuilding"):
        rebuilt = BearoffDB.load(path, checkers=4)
    assert rebuilt.to_bytes() == first.to_bytes() == path.read_bytes()
    # a file of another size is rebuilt too
    BearoffDB._shared.clear()
    assert BearoffDB.load(path, checkers=5).checkers == 5
    BearoffDB._shared.clear()


def test_default_path_follows_xdg(monkeypatch, tmp_path):
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    assert BearoffDB.default_path() == str(tmp_path / "nardy" / bearoff.CACHE_NAME)


def _forged(db, index, expected=None, start=None):
    """``db``'s file with one position's values replaced (and a checksum
    that fits them: a forgery, not a corruption)."""
    e = array("d", db._expected)
    starts = bytearray(db._starts)
    if expected is not None:
        e[index] = expected
    if start is not None:
        starts[index] = start
    return BearoffDB(db.checkers, e, bytes(starts), db._lengths, db._probs).to_bytes()


@pytest.mark.parametrize("counts, expected, start, words", [
    ((1, 0, 0, 0, 0, 0), 0.0, None, "exactly 1 roll"),          # one checker on the 1-point "needs 0.0 rolls"
    ((0, 0, 0, 0, 0, 1), 1.0, None, "does not fit"),            # its distribution says 1.25
    ((0, 0, 0, 0, 0, 1), -1.0, None, "impossible expected rolls"),
    ((0, 0, 0, 0, 0, 1), float("nan"), None, "impossible expected rolls"),
    ((0, 2, 0, 0, 0, 0), None, 0, "impossible"),                 # a chance to finish in 0 rolls
])
def test_a_forged_cache_is_refused_and_rebuilt_with_a_warning(tmp_path, counts, expected, start, words):
    """A file whose checksum fits but whose values are impossible is not
    trusted: read() refuses it, load() warns and rebuilds it."""
    good = BearoffDB.build(4)
    path = tmp_path / "bo.bin"
    path.write_bytes(_forged(good, index(counts), expected, start))
    with pytest.raises(ValueError, match=words):
        BearoffDB.read(str(path))
    BearoffDB._shared.clear()
    with pytest.warns(UserWarning, match="damaged"):
        db = BearoffDB.load(path, checkers=4)
    BearoffDB._shared.clear()
    assert db.to_bytes() == good.to_bytes() == path.read_bytes()


def test_the_suite_never_writes_the_real_users_cache():
    """tests/conftest.py points XDG_CACHE_HOME at a temporary folder for
    the whole run, so building the table in a test (or a lesson's kernel)
    leaves the user's own cache alone."""
    import os
    import tempfile
    home_cache = os.path.join(os.path.expanduser("~"), ".cache")
    path = BearoffDB.default_path()
    assert not path.startswith(home_cache + os.sep)
    assert path.startswith(os.path.realpath(tempfile.gettempdir())) or path.startswith(tempfile.gettempdir())


def test_bad_queries_are_typed_errors(small):
    import itertools
    for bad in (None, "abc", itertools.count(), (1, 2, 3), (True, 0, 0, 0, 0, 0)):
        with pytest.raises(nardy.InvalidPositionError):
            small.expected_rolls(bad)
    for roll in (None, (7, 1), itertools.count(1), "66"):
        with pytest.raises(nardy.InvalidDiceError):
            small.plays((1, 0, 0, 0, 0, 0), roll)
