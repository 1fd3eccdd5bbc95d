"""The strong bot (nardy.strategy): legal, deterministic, perfect in bear-off
races, and stronger than the simple bot.

The full strength figure (400 games, with a confidence interval) is
``benchmarks/bench_bots.py``; here seeded matches check the direction.
Both (12 games, about 30 s; 40 games, about a minute on two cores) are
marked ``slow``: ``pytest --slow`` runs them.
"""

import random

import pytest

import nardy
from nardy import Game, Position
from nardy.bearoff import BearoffDB, home_counts
from nardy.bots import random_bot, simple_bot
from nardy.strategy import (LEVELS, equity, evaluate, is_race, make_bot, rank_plays, strong_bot)

LONG = nardy.variant("long")


def pos(mine, theirs, off=(0, 0)):
    pts = [0] * 24
    for p, n in mine.items():
        pts[p - 1] += n
    for p, n in theirs.items():
        pts[p - 1] -= n
    return LONG.validate(Position.from_counts(pts, off=off))


def sample_positions(n_games=6, every=3, seed=0):
    """Positions from seeded games of random and simple bots: opening,
    middle game, bear-off with and without contact."""
    out = []
    for s in range(n_games):
        g = Game("long", seed=seed + s)
        a = random_bot(seed=s) if s % 2 else simple_bot(seed=s)
        b = simple_bot(seed=s + 50)
        k = 0
        while not g.over:
            if k % every == 0:
                out.append(g.position)
            g.play_bot(a if g.to_move == 0 else b)
            k += 1
    return out


POSITIONS = sample_positions()


def choose(bot, position, roll, **options):
    g = Game("long", position=position, **options)
    g.roll(roll)
    return g, bot(g)


# -- legality -------------------------------------------------------------------------
def test_static_choice_is_always_legal():
    rng = random.Random(7)
    bot = strong_bot(seed=1, lookahead=False)
    n = 0
    for p in POSITIONS:
        if LONG.is_over(p):
            continue
        roll = (rng.randint(1, 6), rng.randint(1, 6))
        g, play = choose(bot, p, roll)
        legal = g.legal_plays()
        if legal:
            assert play in legal, (p, roll, play)
            n += 1
        else:
            assert play is None
    assert n > 100


def test_lookahead_choice_is_always_legal():
    rng = random.Random(8)
    bot = strong_bot(seed=2)
    for p in POSITIONS[::6]:
        roll = (rng.randint(1, 6), rng.randint(1, 6))
        g, play = choose(bot, p, roll)
        legal = g.legal_plays()
        assert (play in legal) if legal else play is None


def random_position(rng):
    """A random long-nardy position: each side's checkers on random
    points (never on one of the other's), some already borne off."""
    pts = [0] * 24
    for sign in (1, -1):
        on_board = rng.randint(1, 15)
        for _ in range(on_board):
            free = [i for i in range(24) if pts[i] * sign >= 0]
            i = rng.choice(free)
            pts[i] += sign
    off = (15 - sum(v for v in pts if v > 0), 15 - sum(-v for v in pts if v < 0))
    return LONG.validate(Position.from_counts(pts, off=off))


def test_random_positions_get_legal_plays():
    rng = random.Random(11)
    static, full = strong_bot(seed=5, lookahead=False), strong_bot(seed=5)
    for k in range(150):
        p = random_position(rng)
        roll = (rng.randint(1, 6), rng.randint(1, 6))
        bot = full if k % 10 == 0 else static
        g, play = choose(bot, p, roll)
        legal = g.legal_plays()
        assert (play in legal) if legal else play is None, (p, roll)


def test_legal_under_every_rule_option():
    bot = strong_bot(seed=3)
    rules = dict(first_turn_exception="any-block", transient_block=False, block_needs="home")
    g = Game("long", seed=11, **rules)
    other = simple_bot(seed=4)
    while not g.over:
        if g.to_move == 0:
            g.roll() if g.dice is None else None
            legal = g.legal_plays()
            choice = bot(g) if legal else None
            assert (choice in legal) if legal else choice is None
            g.play_bot(lambda _g, choice=choice: choice)
        else:
            g.play_bot(other)
    assert g.result.winner in (0, 1)


def test_whole_games_against_every_level():
    for i, level in enumerate(LEVELS):
        g = Game("long", seed=30 + i)
        a, b = strong_bot(seed=i), make_bot(level, seed=i)
        while not g.over:
            g.play_bot(a if g.to_move == 0 else b)
        assert g.result.kind in ("oin", "mars")
        assert Game.from_json(g.to_json()).result == g.result


def test_the_game_is_left_as_it_was():
    g = Game("long", seed=5)
    for _ in range(12):
        g.play_bot(simple_bot(seed=1))
    g.roll((6, 6))
    before = (g.position, g.dice, list(g.steps), len(g.turns))
    strong_bot(seed=0)(g)
    assert (g.position, g.dice, list(g.steps), len(g.turns)) == before


def test_no_play_and_forced_play():
    # A roll that cannot be played: the bot returns None (play_bot passes).
    blocked = pos({24: 1}, {23: 1, 22: 1, 21: 1, 20: 1, 19: 1, 18: 1, 12: 9}, off=(14, 0))
    g, play = choose(strong_bot(seed=0), blocked, (1, 2))
    assert g.legal_plays() == [] and play is None
    # Exactly one legal play: that one.
    start = LONG.start()
    g, play = choose(strong_bot(seed=0), start, (6, 5))
    assert str(play) == "24/13"


# -- determinism -----------------------------------------------------------------------
def _game(seed, bot_seed):
    g = Game("long", seed=seed)
    a, b = strong_bot(seed=bot_seed), simple_bot(seed=bot_seed)
    while not g.over:
        g.play_bot(a if g.to_move == 0 else b)
    return g.record()


def test_a_seeded_game_replays_exactly():
    assert _game(21, 5) == _game(21, 5)


def test_same_seed_same_choice_everywhere():
    rng = random.Random(9)
    for p in POSITIONS[::9]:
        roll = (rng.randint(1, 6), rng.randint(1, 6))
        _, a = choose(strong_bot(seed=42), p, roll)
        _, b = choose(strong_bot(seed=42), p, roll)
        assert a == b


# -- races and the bear-off database ------------------------------------------------------
def test_race_definition():
    assert not is_race(LONG.start())
    assert is_race(pos({1: 5, 7: 3, 12: 2}, {13: 4, 24: 6}))
    # the mover's checker on 13 still stands where the opponent's on 14 wants to go
    assert not is_race(pos({13: 1, 1: 9}, {14: 4, 20: 6}))
    # an opponent checker on the mover's 1..12 still has the mover's path ahead of it
    assert not is_race(pos({1: 5}, {3: 1, 20: 9}))
    # both sides turned round agree
    p = pos({1: 5, 7: 3, 12: 2}, {13: 4, 24: 6})
    assert is_race(LONG.swap(p))


def test_bear_off_plays_the_database_best_not_the_naive_play():
    # Home: one checker on 1, three on 4, one on 6; 5-4.  Fewest pips left
    # (6/1 4/off) leaves 2.381 expected rolls; 6/2 4/off leaves 2.298.
    p = pos({1: 1, 4: 3, 6: 1}, {13: 3, 16: 4, 20: 2}, off=(10, 6))
    assert is_race(p)
    db = BearoffDB.load()
    g, play = choose(strong_bot(seed=0), p, (5, 4))
    assert str(play) == "6/2 4/off"
    assert str(db.best_play(home_counts(p), (5, 4))) == "6/2 4/off"
    naive = LONG.parse_play(p, (5, 4), "6/1 4/off")
    assert db.expected_rolls(home_counts(naive.result)) > db.expected_rolls(home_counts(play.result)) + 0.05
    # the simple bot, for one, takes the naive play
    _, simple = choose(simple_bot(seed=0), p, (5, 4))
    assert str(simple) != str(play)


def test_every_all_home_race_play_is_the_databases_best():
    db = BearoffDB.load()
    rng = random.Random(3)
    bot = strong_bot(seed=0)
    checked = 0
    for _ in range(60):
        mine = {}
        for _ in range(rng.randint(2, 15)):
            q = rng.randint(1, 6)
            mine[q] = mine.get(q, 0) + 1
        n = sum(mine.values())
        p = pos(mine, {13: 5, 15: 5, 22: 5}, off=(15 - n, 0))
        roll = (rng.randint(1, 6), rng.randint(1, 6))
        g, play = choose(bot, p, roll)
        best = db.expected_rolls(home_counts(db.best_of(g.legal_plays()).result))
        assert db.expected_rolls(home_counts(play.result)) == pytest.approx(best, abs=1e-12)
        checked += 1
    assert checked == 60


def test_race_before_all_home_brings_checkers_in():
    # A race with two checkers still outside home: 6-5 brings both in.
    p = pos({12: 1, 11: 1, 6: 3, 5: 3, 4: 2, 3: 2, 2: 1, 1: 2}, {13: 3, 16: 4, 20: 8})
    assert is_race(p)
    g, play = choose(strong_bot(seed=0), p, (6, 5))
    assert str(play) == "12/6 11/6"


# -- the evaluation ------------------------------------------------------------------------
def test_evaluation_is_antisymmetric_and_zero_at_the_start():
    assert evaluate(LONG.start()) == 0.0
    for p in POSITIONS[::7]:
        if LONG.is_over(p):
            continue
        assert evaluate(p) == pytest.approx(-evaluate(LONG.swap(p)), abs=1e-9)


def test_equity_bounds_and_direction():
    for p in POSITIONS[::5]:
        if LONG.is_over(p):
            continue
        assert -2.0 <= equity(p) <= 2.0
    # far ahead in a race with the opponent far from home: close to a mars
    p = pos({1: 3, 2: 3}, {20: 5, 24: 10}, off=(9, 0))
    assert equity(p) > 1.5
    assert equity(LONG.swap(p)) < -1.5


def test_rank_plays_orders_every_legal_play():
    p = POSITIONS[40]
    plays = LONG.legal_plays(p, (4, 2))
    ranked = rank_plays(LONG, plays)
    assert sorted(str(r.play) for r in ranked) == sorted(str(q) for q in plays)
    looked = [r for r in ranked if r.lookahead is not None]
    assert 2 <= len(looked) <= 5 and ranked[:len(looked)] == looked
    assert [r.lookahead for r in looked] == sorted((r.lookahead for r in looked), reverse=True)
    rest = [r.score for r in ranked[len(looked):]]
    assert rest == sorted(rest, reverse=True)
    # the static ranking alone
    static = rank_plays(LONG, plays, lookahead=False)
    assert all(r.lookahead is None for r in static)
    assert static[0].score == max(evaluate(q.result) for q in plays)


# -- backgammon and the variants -------------------------------------------------------------
def test_backgammon_games_are_legal_and_bear_off_perfectly():
    g = Game("backgammon", seed=3)
    bot, other = strong_bot(seed=1), simple_bot(seed=1)
    while not g.over:
        if g.dice is None:
            g.roll()
        legal = g.legal_plays()
        if g.to_move == 0:
            choice = bot(g) if legal else None
            assert (choice in legal) if legal else choice is None
            g.play_bot(lambda _g, choice=choice: choice)
        else:
            g.play_bot(other)
    assert g.result.kind in ("single", "gammon", "backgammon")
    pts = [0] * 24
    for q, n in {1: 1, 4: 3, 6: 1}.items():
        pts[q - 1] = n
    pts[20] = -3
    p = Position.from_counts(pts, off=(10, 12))
    g = Game("backgammon", position=p)
    g.roll((5, 4))
    assert str(bot(g)) == "6/2 4/off"


def test_levels():
    assert LEVELS == ("random", "simple", "strong", "expert")
    with pytest.raises(ValueError, match="unknown bot level"):
        make_bot("grandmaster")
    assert make_bot("strong", seed=1).__name__ == "strong_bot"
    assert make_bot("simple", seed=1).__name__ == "simple_bot"
    assert make_bot("expert", seed=1).__name__ == "expert_bot"


# -- strength ---------------------------------------------------------------------------------
def _match(games, base, lookahead=True):
    """Strong against simple, seats alternating over pairs of games that
    share their dice; returns the strong bot's points per game."""
    points = []
    for i in range(games):
        g = Game("long", seed=base + i // 2)
        g.opening_roll()
        strong_side = g.first if i % 2 == 0 else 1 - g.first
        a, b = strong_bot(seed=i, lookahead=lookahead), simple_bot(seed=i)
        while not g.over:
            g.play_bot(a if g.to_move == strong_side else b)
        r = g.result
        points.append(r.points if r.winner == strong_side else -r.points)
    return points


@pytest.mark.slow
def test_a_small_match_against_the_simple_bot():
    """Twelve seeded games (about 30 s on a quiet machine, a minute on a busy
    one): slow.  Strength is measured by benchmarks/bench_bots.py, with its
    confidence interval; the fast tests check that every choice is legal."""
    points = _match(12, base=500)
    wins = sum(p > 0 for p in points)
    assert wins >= 7, points
    assert sum(points) > 0, points


@pytest.mark.slow
def test_a_longer_match_against_the_simple_bot():
    points = _match(40, base=900)
    assert sum(p > 0 for p in points) >= 24, points


# -- the facts part 4's lessons state (their exercises: test_exercises_lessons.py) ----------------
from nardy.analysis import deficit, fences, per_number  # noqa: E402
from nardy.widgets.fixtures import (BUILD, FIVE, GAP, LOCKED, LOWEST, MARS, RACE_A, RACE_B, RACE_C,  # noqa: E402
                                    SQUEEZE, TIMING, TIMING_SPARE, keeping_throws)
from nardy.widgets.solutions.common import db  # noqa: E402
from nardy.widgets.solutions.part4_01_movement_deficit import _best_inflicting  # noqa: E402
from nardy.widgets.solutions.part4_03_bearing_off_strategy import SPREAD, STACKED, best_bearoff_plays  # noqa: E402
from nardy.widgets.solutions.part4_04_racing import CLOSE, race_chance  # noqa: E402


def test_lesson_4_1_facts():
    assert deficit(LONG, LONG.start()).roll((6, 6)).lost == 12
    sq = SQUEEZE
    black = deficit(LONG, sq, "opponent")
    assert per_number(LONG, sq, "opponent").blocked == (1, 2, 3, 4)
    assert round(black.expected_lost, 3) == 3.222 and black.full_rolls == 18
    assert deficit(LONG, sq).expected_lost == 0
    best, top, _ = _best_inflicting(sq, (6, 5))
    assert [str(p) for p in best] == ["23/17 11/6"] and round(top, 2) == 5.58
    # the lesson says the strong bot prefers 24/13 there
    assert str(rank_plays(LONG, LONG.legal_plays(sq, (6, 5)))[0].play) == "24/13"


def test_lesson_4_2_facts():
    (f,) = fences(LONG, BUILD)
    assert f.points == (10, 9, 8, 7) and f.escapes == 13 and f.trapped == ()
    assert fences(LONG, FIVE)[0].escapes == 11
    assert "no opponent checker past it" in str(pytest.raises(nardy.IllegalMoveError, LONG.parse_play,
                                                             LOCKED, (3, 1), "14/11 7/6").value)
    assert keeping_throws(TIMING) == 4 and keeping_throws(TIMING_SPARE) == 32
    assert deficit(LONG, TIMING).expected_lost == 0


def test_lesson_4_3_facts():
    table = db()
    assert table.expected_rolls((0, 0, 0, 0, 0, 1)) == 1.25
    assert round(36 * table.distribution((0, 1, 0, 1, 0, 1))[1]) == 3
    assert [str(p) for p in best_bearoff_plays(LOWEST, (5, 4))] == ["6/2 4/off"]
    assert [str(p) for p in best_bearoff_plays(GAP, (6, 3))] == ["6/3 5/off"]
    assert table.stats(SPREAD).pips == table.stats(STACKED).pips == 28
    assert table.expected_rolls(STACKED) - table.expected_rolls(SPREAD) > 0.7


def test_lesson_4_4_facts():
    assert [is_race(p) for p in (RACE_A, RACE_B, RACE_C)] == [True, False, False]
    same = (3, 3, 3, 2, 2, 2)
    assert round(100 * race_chance(same, same), 1) == 66.9
    assert round(100 * race_chance(*CLOSE)) == 78
    g, play = choose(strong_bot(seed=0), MARS, (5, 3))
    assert play.result.off[0] == 1          # the strong bot saves the mars
