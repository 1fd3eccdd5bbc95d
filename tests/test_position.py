"""Positions: the public constructor, the read-only view, value semantics,
the ASCII board, turning the board round (``rules.swap``), and the typed
errors for positions no game could reach (issue 2, section 2 "Position").
"""

import pickle

import pytest

import nardy
from nardy import InvalidPositionError, NardyError, Position
from reference import make, swap as reference_swap

LONG = nardy.variant("long")
BG = nardy.variant("backgammon")

SOME = make({24: 10, 20: 2, 13: 1, 3: 2}, {12: 12, 16: 1, 5: 2})
BG_SOME = make({24: 1, 13: 5, 8: 2, 6: 5}, {1: 2, 12: 4, 19: 5, 3: 1, 20: 1}, bar=(1, 1), off=(1, 1))


# ---------------------------------------------------------------------------
# Construction and the view
# ---------------------------------------------------------------------------

def test_from_counts_round_trip():
    """``points[i]`` is the mover's point i + 1; bar and off are
    (mover, opponent)."""
    pts = [0] * 24
    pts[5], pts[7], pts[12], pts[23] = 5, 3, 5, 2
    pts[0], pts[11], pts[16], pts[18] = -2, -5, -3, -5
    pos = Position.from_counts(pts, bar=(0, 0), off=(0, 0))
    assert pos.points == tuple(pts)
    assert isinstance(pos.points, tuple)
    assert pos.bar == (0, 0) and pos.off == (0, 0)
    assert pos == BG.start()
    assert pos.at(6) == 5 and pos.at(1) == -2


def test_from_counts_defaults_and_any_integer_sequences():
    """bar and off default to (0, 0); points may be any sequence of ints."""
    pos = Position.from_counts(tuple(LONG.start().points))
    assert pos == LONG.start()
    assert Position.from_counts(iter([0] * 24)).points == (0,) * 24


def test_checkers_counts_the_board_and_bar():
    """checkers(): (mover, opponent) on the board and the bar."""
    assert BG_SOME.checkers() == (14, 14)
    assert LONG.start().checkers() == (15, 15)


def test_pips():
    """pip counts in each game's geometry."""
    assert BG.start().pips() == (167, 167)
    assert BG.pips(BG.start()) == (167, 167)
    assert LONG.pips(LONG.start()) == (360, 360)


# ---------------------------------------------------------------------------
# Value semantics
# ---------------------------------------------------------------------------

def test_position_is_immutable():
    """Positions are immutable (issue 2: "immutable and hashable")."""
    pos = LONG.start()
    with pytest.raises(AttributeError):
        pos.points = (0,) * 24
    with pytest.raises(AttributeError):
        pos._b = ()
    with pytest.raises(TypeError):
        pos.points[0] = 3


def test_position_is_hashable_and_compares_by_value():
    """Equal contents, equal positions, one dict key."""
    a = make({24: 15}, {12: 15})
    b = LONG.start()
    assert a == b and hash(a) == hash(b)
    assert len({a, b, SOME}) == 2
    assert a != SOME
    assert a != "not a position"


def test_repr_is_a_constructor_call():
    """A deterministic, constructor-style __repr__ that evaluates back."""
    for pos in (LONG.start(), SOME, BG_SOME):
        text = repr(pos)
        assert text.startswith("Position.from_counts(")
        assert eval(text, {"Position": Position}) == pos
        assert repr(pos) == text


def test_pickle_round_trip():
    for pos in (LONG.start(), BG_SOME):
        assert pickle.loads(pickle.dumps(pos)) == pos


def test_str_is_an_ascii_board():
    """ASCII __str__: both rows of point numbers, X for the mover, O for the
    opponent, bar and off counts."""
    text = str(BG_SOME)
    assert text.isascii()
    for n in (1, 6, 12, 13, 19, 24):
        assert str(n) in text
    assert "X" in text and "O" in text
    assert "bar 1" in text and "off 1" in text
    assert "X15" in str(LONG.start()) and "O15" in str(LONG.start())


# ---------------------------------------------------------------------------
# Turning the board round
# ---------------------------------------------------------------------------

@pytest.mark.parametrize("rules, pos", [(LONG, SOME), (LONG, LONG.start()),
                                        (BG, BG_SOME), (BG, BG.start())],
                         ids=["long", "long-start", "backgammon", "backgammon-start"])
def test_swap_is_an_involution_matching_the_reference(rules, pos):
    """rules.swap turns the board round (long: half a board; backgammon:
    mirrored) -- twice is the identity; counts and bar/off trade places."""
    other = rules.swap(pos)
    assert rules.swap(other) == pos
    assert other == reference_swap(rules.name, pos)
    assert other.bar == pos.bar[::-1] and other.off == pos.off[::-1]
    assert other.checkers() == pos.checkers()[::-1]
    assert rules.pips(other) == rules.pips(pos)[::-1]


def test_long_swap_geometry():
    """Long nardy: the mover's point p is the opponent's p + 12 (p <= 12)
    or p - 12."""
    pos = make({24: 14, 1: 1}, {12: 15})
    other = LONG.swap(pos)
    assert other.points[13 - 1] == -1 and other.points[12 - 1] == -14
    assert other.points[24 - 1] == 15


def test_backgammon_swap_geometry():
    """Backgammon: the mover's point p is the opponent's 25 - p."""
    pos = make({24: 14, 1: 1}, {12: 15})
    other = BG.swap(pos)
    assert other.points[1 - 1] == -14 and other.points[24 - 1] == -1
    assert other.points[13 - 1] == 15


# ---------------------------------------------------------------------------
# Invalid positions: typed errors quoting the input
# ---------------------------------------------------------------------------

@pytest.mark.parametrize("args, phrase", [
    (([16] + [0] * 23,), "more than 15"),
    (([0] * 23 + [-16],), "more than 15"),
    (([10] + [0] * 22 + [5], (1, 0)), "more than 15"),
    (([0] * 24, (0, 0), (16, 0)), "more than 15"),
    (([0] * 23,), "24 entries"),
    (([0] * 25,), "24 entries"),
    (([0] * 24, (-1, 0)), "negative"),
    (([0] * 24, (0, -1)), "negative"),
    (([0] * 24, (0, 0), (-2, 0)), "negative"),
    (([0] * 24, (0,)), "pairs"),
    (([0] * 24, (0, 0), (0, 0, 0)), "pairs"),
    (([1.5] + [0] * 23,), "whole numbers"),
    ((["a"] + [0] * 23,), "whole numbers"),
    ((None,), "whole numbers"),
], ids=lambda v: v if isinstance(v, str) else None)
def test_invalid_positions_raise_typed_errors_quoting_the_input(args, phrase):
    """Invalid positions raise InvalidPositionError (a ValueError) whose
    message names the problem and quotes the input."""
    with pytest.raises(InvalidPositionError) as info:
        Position.from_counts(*args)
    message = str(info.value)
    assert phrase in message
    assert isinstance(info.value, ValueError) and isinstance(info.value, NardyError)
    quoted = [repr(a) for a in args]
    assert any(q in message for q in quoted)


def test_booleans_are_not_checker_counts():
    """A bool is not a whole number of checkers.  (Was an engine bug: True
    was read as 1; fixed in d636fad.)"""
    with pytest.raises(InvalidPositionError):
        Position.from_counts([True] + [0] * 23)


def test_a_bar_checker_is_invalid_in_long_nardy():
    """Long nardy has no hitting, so a checker on the bar is refused by the
    rules that use the position (issue 2: "checked by the rules")."""
    for bar in ((1, 0), (0, 2)):
        pos = make({24: 14}, {12: 13}, bar=bar)
        with pytest.raises(InvalidPositionError, match="bar") as info:
            LONG.validate(pos)
        assert repr(bar) in str(info.value)
        with pytest.raises(InvalidPositionError, match="bar"):
            LONG.legal_plays(pos, (6, 5))
        with pytest.raises(InvalidPositionError, match="bar"):
            LONG.legal_steps(pos, (6, 5))
        with pytest.raises(InvalidPositionError, match="bar"):
            LONG.parse_play(pos, (6, 5), "24/13")
        BG.validate(pos)                       # fine in backgammon


def test_no_point_outside_1_to_24():
    with pytest.raises(InvalidPositionError, match="25"):
        LONG.start().at(25)
    with pytest.raises(InvalidPositionError):
        LONG.start().at(0)


def test_not_a_position():
    with pytest.raises(InvalidPositionError, match="expected a Position"):
        LONG.legal_plays([0] * 24, (6, 5))


def test_internal_constructor_checks_too():
    """Position(...) on the internal layout validates as well."""
    with pytest.raises(InvalidPositionError, match="28 slots"):
        Position((0,) * 27)
    with pytest.raises(InvalidPositionError, match="more than 15"):
        Position((0, 16) + (0,) * 26)
