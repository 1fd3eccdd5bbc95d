"""The optional bgsage adapter (nardy.analysis_bgsage): the board
conversion always; the analyses only where bgsage is installed (skipped
otherwise: it is never a dependency)."""

import sys

import pytest

import nardy
from nardy import Position
from nardy.analysis_bgsage import (AnalysisError, AnalysisUnavailable, Analyzer, available, from_board,
                                   match_context, to_board)
from nardy.match import Match
from nardy.matfile import read_mat, write_mat

BG = nardy.variant("backgammon")


def test_board_is_the_movers_view():
    assert to_board(BG.start()) == [0, -2, 0, 0, 0, 0, 5, 0, 3, 0, 0, 0, -5, 5, 0, 0, 0, -3, 0, -5,
                                    0, 0, 0, 0, 2, 0]
    pos = Position.from_counts([0] * 5 + [3] + [0] * 12 + [-2] + [0] * 5, bar=(1, 2), off=(11, 11))
    b = to_board(pos)
    assert b[0] == 2 and b[25] == 1 and b[6] == 3 and b[19] == -2
    assert from_board(b) == pos


def test_bad_boards():
    with pytest.raises(AnalysisError, match="26 numbers"):
        from_board([0] * 25)
    with pytest.raises(AnalysisError, match="a Position is needed"):
        to_board([0] * 26)


def test_without_bgsage(monkeypatch):
    """Never a dependency: without bgsage, available() is False and the
    Analyzer says how to install it."""
    monkeypatch.setitem(sys.modules, "bgsage", None)
    assert available() is False
    with pytest.raises(AnalysisUnavailable, match="pip install bgsage"):
        Analyzer()
    assert issubclass(AnalysisUnavailable, ImportError)


# ---------------------------------------------------------------------------
# With bgsage
# ---------------------------------------------------------------------------

@pytest.fixture(scope="module")
def sage():
    pytest.importorskip("bgsage")
    return Analyzer()


def test_available(sage):
    assert available()


@pytest.mark.parametrize("roll, best", [((3, 1), "8/5 6/5"), ((4, 2), "8/4 6/4"), ((6, 1), "13/7 8/7"),
                                        ((5, 3), "8/3 6/3")])
def test_opening_plays(sage, roll, best):
    """The standard opening points are made, and every legal play is ranked."""
    ranked = sage.rank_plays(BG.start(), roll)
    assert str(ranked[0].play) == best
    assert {r.play for r in ranked} == set(BG.legal_plays(BG.start(), roll))
    assert ranked[0].loss == 0 and all(a.equity >= b.equity for a, b in zip(ranked, ranked[1:]))
    assert all(r.loss >= 0 for r in ranked)
    assert sage.best_play(BG.start(), roll) == ranked[0].play


def test_a_roll_that_cannot_be_played(sage):
    closed = {19: 2, 20: 2, 21: 2, 22: 2, 23: 2, 24: 2}
    pts = [0] * 24
    for p, n in closed.items():
        pts[p - 1] = -n
    pts[12] = 14
    pos = Position.from_counts(pts, bar=(1, 0), off=(0, 3))
    assert sage.rank_plays(pos, (6, 5)) == [] and sage.best_play(pos, (6, 5)) is None


def test_evaluation_of_the_start(sage):
    ev = sage.evaluate(BG.start())
    assert 0.45 < ev.win < 0.6
    assert 0 <= ev.win_backgammon <= ev.win_gammon <= ev.win
    assert 0 <= ev.lose_backgammon <= ev.lose_gammon <= 1 - ev.win


def test_cube_advice(sage):
    start = sage.cube_advice(BG.start())
    assert start.action == "No Double" and not start.should_double and start.should_take
    # far ahead in a race: double; the Crawford game: no double
    pts = [0] * 24
    pts[0] = 8
    pts[1] = 7
    pts[23] = -15
    race = Position.from_counts(pts)
    assert sage.cube_advice(race).should_double
    assert not sage.cube_advice(race, away=(3, 1), crawford=True).should_double
    with pytest.raises(AnalysisError, match="cube_owner"):
        sage.cube_advice(race, cube_owner="me")


def test_match_context():
    m = Match(7, seed=1)
    m.opening_roll([(6, 1)])
    m.play("13/7 8/7")
    m.offer_double()
    m.take()
    assert match_context(m) == dict(cube=2, cube_owner="opponent", away=(7, 7), crawford=False, jacoby=False)
    money = Match(0, jacoby=True)
    assert match_context(money)["away"] == (0, 0) and match_context(money)["jacoby"]


def test_a_whole_match_with_the_cube(sage):
    """bgsage plays checkers and cube for both sides of a 3-point match; the
    record round-trips through .mat."""
    m = Match(3, seed=11, names=("Sage", "Oracle"))
    for _ in range(12):
        while not m.game_over:
            if m.dice is None and m.can_double():
                advice = sage.hint(m)
                if advice.should_double:
                    m.offer_double()
                    if advice.should_take:
                        m.take()
                    else:
                        m.pass_()
                        break
            m.play_bot(sage.bot(m))
        if m.over:
            break
        m.new_game()
    assert m.over
    text = write_mat(m)
    assert write_mat(read_mat(text)) == text
    assert read_mat(text).score == m.score
