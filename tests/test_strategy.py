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


# -- part 4's "choose the play" exercises: each judged by its exact or measured source ------------
from nardy.analysis import play_impact  # noqa: E402
from nardy.tutor import NOISE, Tutor  # noqa: E402
from nardy.widgets.fixtures import (CROSS, FENCE_PLAYS, FILL, FOR_THE_WIN, NEED_DOUBLES, SQUEEZE as _SQ,  # noqa: E402
                                    keeps_fence, race_rolls)
from nardy.widgets.solutions.common import RIGHT  # noqa: E402
from nardy.widgets.solutions.part4_04_racing import win_after  # noqa: E402


def test_race_rolls_is_the_table_once_home_and_one_roll_deeper_before():
    table = db()
    home = LOWEST
    assert race_rolls(home) == table.expected_rolls(home_counts(home))
    # One roll deeper, by its definition: 1 + the average over the 36 throws of the best play's value.
    total = 0.0
    for roll in [(a, b) for a in range(1, 7) for b in range(1, 7)]:
        total += min(race_rolls(p.result) for p in LONG.legal_plays(CROSS, roll))
    assert race_rolls(CROSS) == pytest.approx(1 + total / 36, abs=1e-12)
    assert race_rolls(CROSS) > table.expected_rolls((1, 3, 4, 0, 3, 4))      # more than with it on the 6-point
    with pytest.raises(nardy.InvalidPositionError, match="contact"):
        race_rolls(LONG.start())


def test_lesson_4_1_second_squeeze_also_develops():
    best, top, value = _best_inflicting(_SQ, (5, 2))
    assert [str(p) for p in best] == ["24/17"]
    assert top - max(v for p, v in value.items() if p not in best) > 0.5      # clearly best
    assert str(rank_plays(LONG, LONG.legal_plays(_SQ, (5, 2)))[0].play) == "24/17"   # the strong bot agrees
    assert play_impact(LONG, _SQ, best[0]).opponent_lost_after == pytest.approx(top)


@pytest.mark.parametrize("key, points", [("home_fence", (5, 4, 3, 2)), ("last_block", (6, 5, 4, 3, 2, 1))])
def test_lesson_4_2_fence_decisions_hold_under_the_evaluator_of_the_day(key, points):
    """Not pinned numbers: whatever the evaluator's weights, the plays its
    exercise accepts keep the fence, every play that breaks it loses more
    than the evaluator's own error, one roll deeper too, and the strong
    bot (no evaluator) keeps it as well."""
    position, roll = FENCE_PLAYS[key]
    t = Tutor("long")
    choices = t.rank(position, roll)
    right = [c for c in choices if c.verdict in RIGHT]
    assert right and all(keeps_fence(c.play, points) for c in right)
    breaking = [c for c in choices if not keeps_fence(c.play, points)]
    assert breaking and min(c.loss for c in breaking) > 2 * NOISE
    deeper = t.evaluator.rank(position, roll, plies=2)
    assert keeps_fence(deeper[0].play, points)
    assert keeps_fence(rank_plays(LONG, LONG.legal_plays(position, roll))[0].play, points)


def test_lesson_4_3_seed_advice_against_the_table():
    table = db()
    best_fill, best_cross = best_bearoff_plays(FILL, (5, 4)), best_bearoff_plays(CROSS, (6, 4))
    assert [str(p) for p in best_fill] == ["10/5 8/4"] and [str(p) for p in best_cross] == ["8/4 6/off"]
    for position, roll, best in ((FILL, (5, 4), best_fill[0]), (CROSS, (6, 4), best_cross[0])):
        others = [race_rolls(p.result) for p in LONG.legal_plays(position, roll) if p != best]
        assert min(others) - race_rolls(best.result) > 0.2                 # clearly best
    assert home_counts(best_fill[0].result)[3] and home_counts(best_fill[0].result)[4]   # takes up 4 and 5
    assert best_cross[0].result.off[0] == 1                                  # and bears one off
    # The lesson's reading of the gap costs: per empty point, against full homes of the same pips.
    by_pips = {}
    from nardy.bearoff import POSITIONS as N, counts_of
    for i in range(N):
        c = counts_of(i)
        if sum(c) == 15:
            by_pips.setdefault(sum((p + 1) * n for p, n in enumerate(c)), []).append(c)
    cost = []
    for gap in range(6):
        extra = []
        for homes in by_pips.values():
            full = [table.expected_rolls(c) for c in homes if all(c)]
            g = [table.expected_rolls(c) for c in homes if c[gap] == 0 and sum(1 for n in c if n) == 5]
            if full and g:
                extra.append(sum(g) / len(g) - sum(full) / len(full))
        cost.append(sum(extra) / len(extra))
    assert sorted(range(6), key=lambda g: -cost[g])[:2] == [3, 4]              # the 4- and 5-points cost most
    assert max(cost[0], cost[5]) < min(cost[1], cost[2])                       # the 1- and 6-points least
    assert min(by_pips[70], key=table.expected_rolls)[0] == 0
    assert min(by_pips[80], key=table.expected_rolls)[:3] == (0, 0, 0)
    assert all(min(by_pips[p], key=table.expected_rolls)[0] for p in (50, 60))
    # The exception the lesson shows: the points beat a checker off.
    odd = pos({8: 1, 6: 2, 5: 4, 4: 1, 2: 3, 1: 4}, {p: -n for p, n in enumerate(CROSS.points, 1) if n < 0},
              off=CROSS.off)
    one_off, points = (LONG.parse_play(odd, (4, 3), t) for t in ("8/5 4/off", "8/4 6/3"))
    assert best_bearoff_plays(odd, (4, 3)) == [points]
    assert race_rolls(one_off.result) - race_rolls(points.result) > 0.2


@pytest.mark.parametrize("exercise, best", [(FOR_THE_WIN, "5/3(4)"), (NEED_DOUBLES, "6/4 6/1")])
def test_lesson_4_4_the_win_is_not_the_average(exercise, best):
    position, roll, theirs = exercise
    plays = LONG.legal_plays(position, roll)
    by_win = max(plays, key=lambda p: win_after(p, theirs))
    by_rolls = min(plays, key=lambda p: db().expected_rolls(home_counts(p.result)))
    assert str(by_win) == best and by_rolls != by_win
    assert win_after(by_win, theirs) - max(win_after(p, theirs) for p in plays if p != by_win) > 0.03


def test_lesson_4_3_seed_000s_example_is_legal_but_slowest():
    """Seed 000's 2-1 with checkers on 6 and 5, "6/4 5/4": the table ranks it last."""
    plays = db().plays((0, 0, 0, 0, 1, 1), (2, 1))
    assert [str(p) for p in plays][0] == "6/3" and str(plays[-1]) == "6/4 5/4"
    assert plays[-1].expected_rolls - plays[0].expected_rolls > 0.05


def test_lesson_4_4_what_the_doubles_clear():
    """q5's solution: 1, 4, 4, 4 is off next roll with 4-4, 5-5 and 6-6; 1, 2, 4, 6 only with 6-6."""
    table = db()
    assert round(36 * table.distribution((1, 0, 0, 3, 0, 0))[1]) == 3
    assert round(36 * table.distribution((1, 1, 0, 1, 0, 1))[1]) == 1
    assert round(36 * table.distribution(NEED_DOUBLES[2])[1]) == 5          # Black: 2-2 to 6-6


def test_lesson_5_3_summary_names_the_openings_that_make_a_point():
    """5.3's summary lists the opening rolls whose best play, by the
    evaluator of the day, makes a point with two checkers that land
    together (its table prints them): new weights that change the list
    must change the sentence."""
    import json
    t = Tutor("backgammon")
    start = nardy.variant("backgammon").start()
    making = []
    for roll in ((hi, lo) for hi in range(1, 7) for lo in range(1, hi)):
        a, b = roll
        play = t.rank(start, roll)[0].play
        steps = play.steps
        if len(steps) == 2 and steps[0].to == steps[1].to and play.result.points[steps[0].to - 1] == 2:
            making.append(f"{a}-{b}")
    from pathlib import Path
    lesson = Path(__file__).resolve().parent.parent / "lessons" / "part5-playing-better" / "03-backgammon.ipynb"
    nb = json.loads(lesson.read_text())
    summary = next("".join(c["source"]) for c in nb["cells"] if "".join(c["source"]).startswith("## Summary"))
    listed = summary.split("Opening moves that make a point (")[1].split(")")[0]
    assert sorted(listed.split(", ")) == sorted(making)
