"""docs/rules.md#order-of-play, its last sentence: who starts the next game of a series."""

import random

import pytest

import nardy
from nardy import Series


def random_bot(seed):
    rng = random.Random(seed)
    return lambda game: rng.choice(game.legal_plays())


def test_first_game_is_decided_by_the_opening_roll():
    s = Series("long", seed=3)
    g = s.new_game()
    assert g.first is None
    g.roll()
    assert g.first in (0, 1) and g.opening


@pytest.mark.parametrize("rule", ["winner", "swap"])
def test_next_starter(rule):
    """000: the winner starts the next game; 003 1.4: colours swap and the
    previous black (the second mover) starts."""
    s = Series("long", next_starter=rule, seed=11)
    bots = [random_bot(1), random_bot(2)]
    for _ in range(4):
        before = len(s.games)
        s.play(bots, games=1)
        last = s.games[before]
        expected = last.seats[last.result.winner] if rule == "winner" else last.seats[1 - last.first]
        nxt = s.new_game()
        assert nxt.first == 0 == nxt.to_move, "long nardy: the starter plays White, player 0"
        assert nxt.seats[0] == expected and nxt.names[0] == s.names[expected]
        assert not nxt.opening, "only the first game has an opening roll"
        s.games.pop()  # keep looping from a finished game


def test_score_and_target():
    s = Series("backgammon", target=5, seed=5)
    score = s.play([random_bot(3), random_bot(4)])
    assert s.winner is not None and max(score) >= 5
    assert sum(score) == sum(g.result.points for g in s.games)
    with pytest.raises(nardy.GameOverError):
        s.new_game()


def test_draws_swap_colours_and_score_half_points():
    s = Series("long", next_starter="winner", last_roll_draw=True, seed=2)
    s.new_game()
    # Finish a game by hand in a drawn position: white and black each one
    # checker from home, white moves first and black still gets its roll.
    pos = nardy.Position.from_counts([1] + [0] * 11 + [-1] + [0] * 11, off=(14, 14))
    s.games[-1] = g = nardy.Game("long", last_roll_draw=True, position=pos)
    g.roll((1, 2)); g.play("1/off")
    g.roll((1, 1)); g.play("1/off")
    assert g.result.kind == "draw"
    assert s.finish(g) == [0.5, 0.5]
    assert s.finish(g) == [0.5, 0.5], "a game is scored once"
    assert s.next_first() == g.seats[1 - g.first]


def test_bad_options_are_refused():
    with pytest.raises(nardy.InvalidOptionError, match="'loser'"):
        Series("long", next_starter="loser")
    with pytest.raises(nardy.InvalidOptionError, match="0"):
        Series("long", target=0)


def test_long_nardy_opening_gives_white_to_the_higher_thrower():
    """Seed 003, 1.3: the throw decides the first move and the white
    checkers; with personal names, the names swap seats."""
    g = nardy.Game("long", names=("Anna", "Boris"))
    g.opening_roll([(4, 4), (3, 5)])
    assert g.first == 0 and g.names == ("Boris", "Anna") and g.seats == (1, 0)
    g.roll((6, 5)); g.play("24/13")
    again = nardy.Game.from_record(g.record())
    assert again.names == ("Boris", "Anna") and again.position == g.position
    assert g.record()["names"] == ["Anna", "Boris"], "the record keeps the seating as given"
    backgammon = nardy.Game("backgammon", names=("Anna", "Boris"))
    backgammon.opening_roll([(3, 5)])
    assert backgammon.first == 1 and backgammon.names == ("Anna", "Boris")


def test_series_scores_people_not_colours():
    s = Series("long", next_starter="swap", seed=8, names=("Anna", "Boris"))
    s.play([random_bot(5), random_bot(6)], games=3)
    for g in s.games:
        assert g.names == tuple(s.names[i] for i in g.seats)
    assert sum(s.score) == sum(g.result.points for g in s.games)
