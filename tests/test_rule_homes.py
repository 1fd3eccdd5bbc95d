"""Each rule and each piece of board geometry has one home in nardy/rules/;
the other modules use it (docs/rules.md#numbering)."""

import random

import pytest

import nardy
from nardy import Position, cube_policy, strategy, svg
from nardy.rules import backgammon, base, long

ALL = [nardy.variant(name) for name in nardy.variants()]


def _random_position(rules, rng):
    """A position reached by random legal play."""
    g = nardy.Game(rules, rng=rng)
    for _ in range(rng.randrange(0, 60)):
        if g.over:
            break
        if g.dice is None:                      # a progression's double comes unrolled
            g.roll()
        plays = g.legal_plays()
        g.play_bot(lambda _g, plays=plays: rng.choice(plays) if plays else None)
    return g.position


@pytest.mark.parametrize("rules", ALL, ids=lambda r: r.name)
def test_opp_point_is_the_turn_of_the_board(rules):
    """``rules.opp_point(p)``: where the mover's point p is in the
    opponent's own numbering: the point ``swap`` puts it on, the distance
    ``pips`` counts for it."""
    rng = random.Random(7)
    for _ in range(15):
        pos = _random_position(rules, rng)
        swapped = rules.swap(pos)
        for p in range(1, 25):
            assert swapped.points[rules.opp_point(p) - 1] == -pos.points[p - 1]
        theirs = sum(rules.opp_point(p) * -v for p, v in enumerate(pos.points, 1) if v < 0)
        assert rules.pips(pos)[1] == theirs + (25 * pos.bar[1] if rules.has_bar else 0)
        assert svg.pip_counts(pos, rules.geometry) == rules.pips(pos)


def test_long_half_board_turn_is_its_own_inverse():
    assert all(long.OPP_POINT[long.OPP_POINT[p]] == p for p in range(1, 25))
    assert [long.opp_point(p) for p in (1, 12, 13, 24)] == [13, 24, 1, 12]


@pytest.mark.parametrize("rules", ALL, ids=lambda r: r.name)
def test_is_race_and_all_home(rules):
    start = rules.start()
    assert not rules.is_race(start)
    assert not rules.all_home(start)
    pts = [0] * 24
    pts[0], pts[5] = 7, 8                       # the mover all home, on 1 and 6
    if rules.geometry == "long":
        pts[18] = -15                           # the opponent on the mover's 19: past, in its own half
    else:
        pts[23] = -15                           # backgammon: on the mover's 24, behind nothing
    race = Position.from_counts(pts)
    assert rules.is_race(race) and rules.all_home(race)
    pts[6], pts[5] = 1, 7                       # one checker on 7: not home, still a race
    assert rules.is_race(Position.from_counts(pts)) and not rules.all_home(Position.from_counts(pts))


def test_one_function_per_game_for_the_race():
    """The public names kept for the lessons are the rules' own functions."""
    assert strategy.is_race is long.is_race
    assert cube_policy.is_race is backgammon.is_race
    b = nardy.variant("backgammon").start()._b
    assert base.all_home(b) is False and backgammon.is_race(b) is False


def test_game_flags_replace_name_checks():
    """The opening throw, the colours it decides and the last-roll draw are
    the rules' flags, not tests of a rule set's name."""
    for rules in ALL:
        assert rules.opening_roll_plays == (rules.name == "backgammon")
        assert rules.higher_thrower_plays_white == (rules.geometry == "long")
        assert rules.last_roll_draw is False
    assert nardy.variant("long", last_roll_draw=True).last_roll_draw is True


@pytest.mark.parametrize("rules", ALL, ids=lambda r: r.name)
def test_every_rule_set_names_its_results(rules):
    """``result_name`` is declared in the base and given by every rule set."""
    where = 13 if rules.geometry == "long" else 1     # the opponent's checkers, far from its home
    names = set()
    for off in (0, 1):
        pts = [0] * 24
        pts[where - 1] = off - 15
        names.add(rules.result_name(rules.winner_points(Position.from_counts(pts, off=(15, off)))))
    assert names and all(isinstance(n, str) and n for n in names)
