"""Property-based tests (hypothesis): the engine against the independent
brute-force generator of ``reference.py``.

- Random games of both families (long nardy under several option
  combinations) run to the end; at every turn: the 30 checkers are all
  accounted for, no step lands on a closed point, the offered plays are
  exactly the reference's (compared as sets of resulting positions), the
  clickable steps a few steps into the turn are exactly the steps that begin
  some legal play, and every play's text is its own; at the end the result
  is consistent and the JSON record round-trips and replays to the same
  final position.
- Random positions, not only reachable ones (bearing-off races, near
  six-point blocks, first turns, checkers on the bar), with random rolls:
  plays and clickable steps against the reference.

Deterministic for CI: ``derandomize=True`` and no example database.
"""

import json
import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import nardy
from nardy import Game, Position
import reference as ref

CI = settings(deadline=None, derandomize=True, database=None,
              suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])

LONG_OPTIONS = [
    {},
    {"first_turn_exception": "any-block"},
    {"first_turn_exception": "any-double"},
    {"transient_block": False},
    {"block_needs": "home"},
    {"last_roll_draw": True},
    {"first_turn_exception": "any-block", "transient_block": False, "block_needs": "home",
     "last_roll_draw": True},
]


def rule_options(rules):
    """The options the reference knows (the game applies last_roll_draw)."""
    return {k: v for k, v in rules.options.items() if k != "last_roll_draw"}


# ---------------------------------------------------------------------------
# Per-turn checks
# ---------------------------------------------------------------------------

def check_accounted(pos):
    """30 checkers: each side's board, bar and off make 15."""
    mine = sum(v for v in pos.points if v > 0) + pos.bar[0] + pos.off[0]
    theirs = -sum(v for v in pos.points if v < 0) + pos.bar[1] + pos.off[1]
    assert (mine, theirs) == (15, 15), repr(pos)


def check_no_closed_landing(rules, play):
    """Replay the steps on a plain list: none lands on a closed point (long:
    any opponent checker; backgammon: two or more); a hit only on a blot."""
    pts = [0] + list(play.start.points)
    for s in play.steps:
        if s.frm != nardy.BAR_POINT:
            assert pts[s.frm] > 0
            pts[s.frm] -= 1
        if s.to == nardy.OFF_POINT:
            continue
        if rules.name == "long":
            assert pts[s.to] >= 0, (repr(play.start), str(play))
        else:
            assert pts[s.to] >= -1, (repr(play.start), str(play))
            assert s.hit == (pts[s.to] == -1)
            if pts[s.to] == -1:
                pts[s.to] = 0
        pts[s.to] += 1
    assert tuple(pts[1:]) == play.result.points


def check_plays(rules, pos, roll):
    """The engine's plays equal the reference's; one per result; texts are
    distinct and read back."""
    plays = rules.legal_plays(pos, roll)
    results = [p.result for p in plays]
    assert len(set(results)) == len(results)
    expected = ref.legal_results(rules.name, pos, roll, rule_options(rules))
    assert set(results) == expected, (rules, repr(pos), roll)
    text = [str(p) for p in plays]
    assert len(set(text)) == len(text), text
    for p in plays:
        assert p.start == pos
        assert len(p) == (len(plays[0]) if plays else 0)
    return plays


def check_round_trip(rules, pos, roll, play):
    """parse_play reads str(play) back."""
    again = rules.parse_play(pos, roll, str(play))
    assert again == play and str(again) == str(play), (repr(pos), roll, str(play))


def check_clickable(rules, pos, roll, rng, depth):
    """Clickable steps after 0..depth steps of a random legal play: exactly
    the steps that begin some legal play from that prefix; check_step
    accepts them."""
    sequences = ref.legal_sequences(rules.name, pos, roll, rule_options(rules))
    if not sequences:
        assert rules.legal_steps(pos, roll) == []
        return
    steps, _ = rng.choice(sequences)
    for k in range(min(depth, len(steps)) + 1):
        done = [(s.frm, s.to) for s in steps[:k]]
        offered = {(s.frm, s.to) for s in rules.legal_steps(pos, roll, done)}
        expected = {(seq[k].frm, seq[k].to) for seq, _ in sequences
                    if len(seq) > k and [(s.frm, s.to) for s in seq[:k]] == done}
        assert offered == expected, (rules, repr(pos), roll, done)
        for frm, to in offered:
            step = rules.check_step(pos, roll, done, frm, to)
            assert (step.frm, step.to) == (frm, to)
        # every other step the board could show is refused, with a reason
        for frm, to in possible_steps(rules, pos, roll, steps[:k]) - offered:
            try:
                rules.check_step(pos, roll, done, frm, to)
            except nardy.IllegalMoveError as e:
                assert str(e)
            else:
                raise AssertionError(f"check_step accepted {frm}/{to} after {done}: {rules} {pos!r} {roll}")


def possible_steps(rules, pos, roll, done):
    """Single steps the rules of movement allow on the board after ``done``
    (reference steps), whatever the forced-play and block rules say, plus a
    few impossible ones."""
    start = ref.Board.of(pos)
    board = start
    left = list(ref._dice(roll))
    for s in done:
        board = ref._move(board, s.frm, s.to)
        left.remove(s.die)
    out = {(24, 0), (13, 13), (25, 20), (1, 24)}
    for die in set(left):
        for step, _ in ref.single_steps(rules.name, start, board, die, 15):
            out.add((step.frm, step.to))
    return out


# ---------------------------------------------------------------------------
# Random games
# ---------------------------------------------------------------------------

def run_game(rules, seed):
    rng = random.Random(seed)
    game = Game(rules, seed=seed)
    turn = 0
    while not game.over:
        game.roll()
        pos, roll = game.turn_start, game.dice
        check_accounted(pos)
        plays = check_plays(rules, pos, roll)
        if turn % 4 == 0 and not (roll[0] == roll[1] and len(plays) > 40):
            check_clickable(rules, pos, roll, rng, depth=2)
        if plays:
            play = rng.choice(plays)
            check_no_closed_landing(rules, play)
            if turn % 5 == 0:
                check_round_trip(rules, pos, roll, play)
            # play it step by step, as a board would
            for s in play.steps:
                game.step(s.frm, s.to)
            assert game.position == play.result
            game.commit()
        else:
            assert game.turn_complete
            game.commit()
        turn += 1
        assert turn < 2000
    return game


def check_result(rules, game):
    result = game.result
    final = game.position                 # the loser's (or last roller's) side to move
    check_accounted(final)
    if result.kind == "draw":
        assert rules.options.get("last_roll_draw")
        assert final.off == (15, 15)
        return
    winner_view = final if result.winner == game.to_move else rules.swap(final)
    assert winner_view.off[0] == 15
    assert result.points == ref.winner_points(rules.name, winner_view)
    assert result.kind == rules.result_name(result.points)
    if rules.name == "long":
        assert result.kind == ("oin" if winner_view.off[1] else "mars")
        # without the option, the first to finish wins and the other has
        # not finished
        assert winner_view.off[1] < 15


def check_record(game):
    text = game.to_json()
    again = Game.from_json(text)
    assert again.position == game.position
    assert again.result == game.result
    assert json.loads(again.to_json()) == json.loads(text)
    snaps = list(game.replay())
    assert snaps[-1].position == game.position


@settings(CI, max_examples=16)
@given(seed=st.integers(0, 2 ** 32 - 1), options=st.sampled_from(LONG_OPTIONS))
def test_random_long_games(seed, options):
    """Long nardy games under several option sets: every turn against the
    reference, the result, the record."""
    rules = nardy.variant("long", **options)
    game = run_game(rules, seed)
    check_result(rules, game)
    check_record(game)


@settings(CI, max_examples=16)
@given(seed=st.integers(0, 2 ** 32 - 1))
def test_random_backgammon_games(seed):
    """Backgammon games: every turn against the reference, the result, the
    record."""
    rules = nardy.variant("backgammon")
    game = run_game(rules, seed)
    check_result(rules, game)
    check_record(game)


# ---------------------------------------------------------------------------
# Random positions
# ---------------------------------------------------------------------------

OPP_PATH = ref.OPPONENT_PATH


@st.composite
def long_positions(draw):
    """Long nardy positions (no bar) of four kinds: anywhere, a bearing-off
    race, five or six points in a row along the opponent's path, and a
    first turn (all 15 on the head)."""
    kind = draw(st.sampled_from(["anywhere", "bear-off", "near-block", "first-turn"]))
    pts = [0] * 25
    off_me = 0
    if kind == "bear-off":
        off_me = draw(st.integers(0, 14))
        for _ in range(15 - off_me):
            pts[draw(st.integers(1, 6))] += 1
    elif kind == "near-block":
        start = draw(st.integers(0, 18))
        length = draw(st.integers(4, 6))
        run = OPP_PATH[start:start + length]
        for p in run:
            pts[p] += 1
        for _ in range(15 - len(run)):
            pts[draw(st.sampled_from(list(run) + [24, draw(st.integers(1, 24))]))] += 1
    elif kind == "first-turn":
        pts[24] = 15
    else:
        off_me = draw(st.sampled_from([0, 0, 0, draw(st.integers(0, 12))]))
        for _ in range(15 - off_me):
            pts[draw(st.integers(1, 24))] += 1
    free = [p for p in range(1, 25) if pts[p] == 0]
    where = draw(st.lists(st.sampled_from(free), min_size=1, max_size=8, unique=True))
    if kind == "first-turn" and 12 in free and draw(st.booleans()):
        where = [12] + [p for p in where if p != 12]
    off_them = draw(st.sampled_from([0, 0, draw(st.integers(0, 14))]))
    for i in range(15 - off_them):
        pts[where[0] if i < 8 else draw(st.sampled_from(where))] -= 1
    return Position.from_counts(pts[1:], off=(off_me, off_them))


@st.composite
def backgammon_positions(draw):
    """Backgammon positions: anywhere or a bearing-off race, blots and made
    points, checkers on either bar."""
    race = draw(st.booleans())
    pts = [0] * 25
    off_me = draw(st.sampled_from([0, 0, draw(st.integers(0, 14))]))
    bar_me = 0 if race else min(15 - off_me, draw(st.sampled_from([0, 0, 1, 2, 3])))
    for _ in range(15 - off_me - bar_me):
        pts[draw(st.integers(1, 6)) if race else draw(st.integers(1, 24))] += 1
    free = [p for p in range(1, 25) if pts[p] == 0]
    where = draw(st.lists(st.sampled_from(free), min_size=1, max_size=10, unique=True))
    off_them = draw(st.sampled_from([0, 0, draw(st.integers(0, 14))]))
    bar_them = min(15 - off_them, draw(st.sampled_from([0, 0, 1, 2])))
    for _ in range(15 - off_them - bar_them):
        pts[draw(st.sampled_from(where))] -= 1
    return Position.from_counts(pts[1:], bar=(bar_me, bar_them), off=(off_me, off_them))


rolls = st.tuples(st.integers(1, 6), st.integers(1, 6))


@settings(CI, max_examples=500)
@given(pos=long_positions(), roll=rolls, options=st.sampled_from(LONG_OPTIONS))
def test_random_long_positions(pos, roll, options):
    """Long nardy, any position and roll: the engine's plays are the
    reference's."""
    check_plays(nardy.variant("long", **options), pos, roll)


@settings(CI, max_examples=500)
@given(pos=backgammon_positions(), roll=rolls)
def test_random_backgammon_positions(pos, roll):
    """Backgammon, any position and roll: the engine's plays are the
    reference's."""
    check_plays(nardy.variant("backgammon"), pos, roll)


@settings(CI, max_examples=120)
@given(pos=long_positions(), roll=rolls, options=st.sampled_from(LONG_OPTIONS), seed=st.integers(0, 99))
def test_random_long_positions_clickable_steps(pos, roll, options, seed):
    """Long nardy: clickable steps a few steps into the turn are exactly the
    steps that begin some legal play."""
    if roll[0] == roll[1] and sum(1 for v in pos.points if v > 0) > 6:
        roll = (roll[0], roll[0] % 6 + 1)          # keep the brute force small
    check_clickable(nardy.variant("long", **options), pos, roll, random.Random(seed), depth=3)


@settings(CI, max_examples=120)
@given(pos=backgammon_positions(), roll=rolls, seed=st.integers(0, 99))
def test_random_backgammon_positions_clickable_steps(pos, roll, seed):
    """Backgammon: clickable steps a few steps into the turn are exactly the
    steps that begin some legal play."""
    if roll[0] == roll[1] and sum(1 for v in pos.points if v > 0) > 6:
        roll = (roll[0], roll[0] % 6 + 1)
    check_clickable(nardy.variant("backgammon"), pos, roll, random.Random(seed), depth=3)


@settings(CI, max_examples=8)
@given(seed=st.integers(0, 2 ** 32 - 1), options=st.sampled_from(LONG_OPTIONS),
       variant=st.sampled_from(["long", "backgammon"]))
def test_clicking_through_a_game_never_gets_stuck(seed, options, variant):
    """A learner who only clicks offered steps (undoing now and then, trying
    refused steps that change nothing) can always finish the turn: while
    the turn is not complete some step is offered, and once it is complete
    none is."""
    rng = random.Random(seed)
    game = Game(variant, seed=seed, **(options if variant == "long" else {}))
    while not game.over:
        game.roll()
        while not game.turn_complete:
            offered = game.legal_steps()
            assert offered, (variant, options, game.dice, game.steps, repr(game.turn_start))
            if game.steps and rng.random() < 0.1:
                game.undo()
                continue
            if rng.random() < 0.1:
                frm, to = rng.randint(0, 25), rng.randint(0, 24)
                if (frm, to) not in {(s.frm, s.to) for s in offered}:
                    before = (game.position, list(game.steps), game.dice)
                    try:
                        game.step(frm, to)
                    except nardy.NardyError:
                        pass
                    else:
                        raise AssertionError(f"Game.step accepted {frm}/{to}")
                    assert (game.position, list(game.steps), game.dice) == before
                continue
            s = rng.choice(offered)
            game.step(s.frm, s.to)
        assert game.legal_steps() == []
        game.commit()
        check_accounted(game.position)
