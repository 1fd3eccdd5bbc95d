"""The built-in computer opponents (nardy.bots)."""

import pytest

import nardy
from nardy.bots import BOTS, random_bot, score_play, simple_bot


def _duel(variant, games, first_seed=0):
    """simple_bot against random_bot, alternating who moves first; returns
    (simple's wins, games)."""
    wins = 0
    for s in range(first_seed, first_seed + games):
        g = nardy.Game(variant, seed=s)
        simple, rand = simple_bot(seed=s), random_bot(seed=10_000 + s)
        bots = (simple, rand) if s % 2 == 0 else (rand, simple)
        while not g.over:
            g.play_bot(bots[g.to_move])
        assert g.result.winner in (0, 1)
        wins += g.result.winner == (0 if s % 2 == 0 else 1)
    return wins


@pytest.mark.parametrize("variant", ["long", "backgammon"])
@pytest.mark.parametrize("factory", [random_bot, simple_bot], ids=["random", "simple"])
def test_bots_always_choose_a_legal_play(variant, factory):
    rules = nardy.variant(variant)
    for s in range(3):
        g = nardy.Game(variant, seed=100 + s)
        bot = factory(seed=s)
        while not g.over:
            if g.dice is None:
                g.roll()
            legal = g.legal_plays()
            choice = bot(g)
            if not legal:
                assert choice is None
            else:
                assert choice in legal
                assert choice.start == g.turn_start
            g.play_bot(bot)
        assert g.result is not None
        # The record replays: every play was legal.
        assert nardy.Game.from_json(g.to_json()).result == g.result
        assert rules.is_over(g.position)


def test_simple_bot_opening_and_determinism():
    g = nardy.Game("long", seed=1)
    g.roll((6, 5))
    assert str(g.play_bot(simple_bot(seed=1))) == "24/13"

    def moves(seed):
        g = nardy.Game("long", seed=seed)
        b = simple_bot(seed=seed)
        for _ in range(30):
            g.play_bot(b)
        return [t.text for t in g.turns]

    assert moves(4) == moves(4)


def test_simple_bot_takes_from_the_head_and_spreads():
    # 4-2 at the start: one head checker, the other die moves it on or
    # nothing else can move; after a few turns the bot holds several points.
    g = nardy.Game("long", seed=9)
    b = simple_bot(seed=9)
    for _ in range(12):
        g.play_bot(b)
    pos = g.position_of(0)
    held = sum(1 for v in pos.points if v > 0)
    assert pos.points[23] <= 10, "the bot leaves the head"
    assert held >= 4, "the bot spreads out to hold points"


def test_score_play_prefers_holding_points():
    rules = nardy.variant("long")
    pts = [0] * 24
    pts[23], pts[11] = 13, -15
    pts[17] = 2                      # two checkers on our 18
    pos = nardy.Position.from_counts(pts)
    plays = {str(p): p for p in rules.legal_plays(pos, (2, 1))}
    # 18/16 18/17 holds three points where 18/15 holds two.
    assert score_play(rules, plays["18/17 18/16"]) > score_play(rules, plays["18/15"])


def test_simple_bot_makes_points_rather_than_piles():
    """000's advice (docs/rules.md#backgammon-points): hold points with two
    checkers rather than pile five or six.  Black on the bar, White piled on
    its 6- and 8-points: the simple bot makes its 3-point with 5-3, and
    scores a new point above a third checker on a made one."""
    rules = nardy.variant("backgammon")
    pts = [0] * 24
    for p, n in {6: 5, 5: 2, 8: 4, 13: 2, 24: 2}.items():
        pts[p - 1] = n
    for p, n in {19: 4, 20: 3, 12: 4, 17: 3}.items():
        pts[p - 1] = -n
    pos = nardy.Position.from_counts(pts, bar=(0, 1))
    plays = {str(p): p for p in rules.legal_plays(pos, (5, 3))}
    assert score_play(rules, plays["8/3 6/3"]) > max(score_play(rules, plays[t]) for t in ("13/5", "13/10 13/8"))
    game = nardy.Game("backgammon", position=pos)
    game.roll((5, 3))
    assert str(game.play_bot(simple_bot(1))) == "8/3 6/3"


def test_bots_registry():
    assert set(BOTS) == {"random", "simple"}


@pytest.mark.parametrize("variant,games,least", [("long", 50, 0.85), ("backgammon", 40, 0.85)])
def test_simple_bot_beats_random_bot_clearly(variant, games, least):
    wins = _duel(variant, games)
    assert wins / games >= least, f"simple_bot won {wins} of {games} {variant} games"
