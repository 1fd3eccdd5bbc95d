"""The game flow the variants need (nardy/game.py, nardy/dice.py, the
``after_stage`` / ``describe_stage`` hooks): stages, passed ``Moves``,
records and replays with stages -- and random games of every variant that
end, conserve checkers, follow their variant's stage rules and never make a
play the independent reference (test_variants_reference.py) refuses."""

import json
import pickle

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import nardy
from nardy import IllegalMoveError, InvalidDiceError, InvalidMoveError
from nardy.bots import random_bot, simple_bot
from nardy.dice import Moves, Stage, check_dice, dice_text, dice_to_play, is_double
from reference import Board, make, texts
from test_variants_reference import VARIANTS, all_home, legal

LONG = nardy.variant("long")


# -- Moves, Stage and their helpers ------------------------------------------------

def test_moves_are_k_single_die_moves_never_equal_to_a_roll():
    m = Moves(5, 3)
    assert tuple(m) == (5, 5, 5) and m.die == 5 and m.count == 3 and len(m) == 3
    assert Moves(5, 2) != (5, 5) and (5, 5) != Moves(5, 2) and not (Moves(5, 2) == (5, 5))
    assert Moves(5, 2) == Moves(5, 2) and hash(Moves(5, 2)) == hash(Moves(5, 2))
    assert {Moves(5, 2): 1}.get((5, 5)) is None
    assert pickle.loads(pickle.dumps(m)) == m and repr(m) == "Moves(5, 3)"
    assert dice_to_play(m) is m and check_dice(m) is m and check_dice([6, 5]) == (6, 5)
    assert dice_text(Moves(4, 1)) == "1 move of 4" and dice_text((6, 5)) == "6-5"
    assert is_double((3, 3)) and not is_double((3, 2)) and not is_double(Moves(3, 4)) and not is_double(None)
    for bad in ((0, 1), (7, 1), (3, 0), (3, 5), (True, 1), (2.0, 1)):
        with pytest.raises(InvalidDiceError):
            Moves(*bad)


def test_stage_values():
    s = Stage("passed", 1, Moves(6, 2), (6, 6))
    assert s.kind == "passed" and s.player == 1 and s.dice == Moves(6, 2) and s.origin == (6, 6)
    assert Stage("roll", 0) == Stage("roll", 0, None, None)
    with pytest.raises(ValueError):
        Stage("reroll", 0)
    with pytest.raises(ValueError):
        Stage("roll", 2)


def test_rules_accept_moves_wherever_a_roll_goes():
    """``legal_plays``, ``legal_steps``, ``check_step``, ``parse_play`` and
    ``find_play`` take ``Moves``; the forced-play rules hold (as many as
    possible) and messages name them."""
    pos = make({24: 13, 20: 1, 8: 1}, {12: 15})
    two = LONG.legal_plays(pos, Moves(3, 2))
    assert two and all(len(p) == 2 for p in two)
    assert texts(LONG.legal_plays(pos, Moves(3, 1))) == {"24/21", "20/17", "8/5"}
    assert {(s.frm, s.to) for s in LONG.legal_steps(pos, Moves(3, 2))} == {(24, 21), (20, 17), (8, 5)}
    assert LONG.check_step(pos, Moves(3, 2), [], 20, 17).die == 3
    with pytest.raises(IllegalMoveError, match="only one checker may leave the head"):
        LONG.parse_play(pos, Moves(3, 2), "24/21(2)")
    with pytest.raises(IllegalMoveError, match="you must play both 3s when you can"):
        LONG.find_play(pos, Moves(3, 2), [(20, 17)])
    with pytest.raises(IllegalMoveError, match="you must play the 3 when you can"):
        LONG.find_play(pos, Moves(3, 1), [])
    stuck = make({24: 15}, {21: 1, 12: 14})
    assert LONG.legal_plays(stuck, Moves(3, 2)) == []
    with pytest.raises(IllegalMoveError, match="the 2 moves of 3 cannot be played at all"):
        LONG.parse_play(stuck, Moves(3, 2), "24/21")
    # Backgammon too.
    bg = nardy.variant("backgammon")
    assert all(len(p) == 3 for p in bg.legal_plays(bg.start(), Moves(4, 3)))


def test_the_hooks_default_to_classic_play():
    start = LONG.start()
    for rules in (LONG, nardy.variant("backgammon"), nardy.variant("nardgammon"), nardy.variant("fevga")):
        for stage in (Stage("roll", 0, (3, 3)), Stage("roll", 1, (6, 5))):
            assert rules.after_stage(stage, start, (), start) == ()
    d = LONG.describe_stage
    assert d(Stage("roll", 0)) == "to roll"
    assert d(Stage("roll", 0, (6, 5))) == "playing 6-5"
    assert d(Stage("double", 0, (5, 5), (3, 3))) == "playing the 5-5 of 3-3 -> 6-6"
    assert d(Stage("passed", 1, Moves(5, 2), (5, 5))) == "playing 2 moves of 5 passed by the opponent (from the 5-5)"
    assert d(Stage("roll", 0, None, (4, 4))) == "to roll again after playing the whole 4-4"
    assert d(Stage("roll", 0, (2, 1), (4, 4))) == "playing 2-1, rolled again after the 4-4"
    assert [nardy.variant(n).title for n in nardy.variants()] == [
        "Backgammon", "Fevga", "Fevga-Giul", "Gul", "Gulbar", "Khachapuri", "Long nardy", "Mad Gulbar",
        "Nardgammon"]


# -- classic games are unchanged -----------------------------------------------------

@pytest.mark.parametrize("variant", ["long", "backgammon"])
def test_classic_games_have_one_roll_per_turn_and_unchanged_records(variant):
    g = nardy.Game(variant, seed=4)
    bots = (random_bot(seed=1), random_bot(seed=2))
    for _ in range(30):
        assert g.stage.kind == "roll" and g.stage.player == g.to_move and g.pending == ()
        g.play_bot(bots[g.to_move])
    assert all(t.stage.kind == "roll" and t.stage.origin is None for t in g.turns)
    assert all(set(t) == {"player", "roll", "play", "steps"} for t in g.record()["turns"])
    assert [t.player for t in g.turns] == [(g.first + i) % 2 for i in range(len(g.turns))]
    assert nardy.Game.from_json(g.to_json()).position == g.position


def test_stage_text_of_a_classic_game():
    g = nardy.Game("long", seed=1)
    assert g.stage_text == "Long nardy: to roll"
    g.roll((6, 5))
    assert g.stage_text == "Long nardy: playing 6-5" and g.stage == Stage("roll", 0, (6, 5))


# -- the game drives stages -----------------------------------------------------------

def gulbar_after_opening_66():
    g = nardy.Game("gulbar", seed=3)
    g.roll((6, 6))
    g.play("24/18(2)")
    return g


def test_no_roll_while_a_stage_has_its_dice():
    g = gulbar_after_opening_66()
    with pytest.raises(IllegalMoveError, match=r"already rolled \(2 moves of 6\)"):
        g.roll()
    g = nardy.Game("gul", seed=1)
    g.roll((3, 3))
    g.play("24/18(2)")
    with pytest.raises(IllegalMoveError, match=r"already rolled \(4-4\)"):
        g.roll((2, 1))


def test_steps_undo_and_commit_in_a_passed_stage():
    g = gulbar_after_opening_66()
    assert [(s.frm, s.to) for s in g.legal_steps()] == [(24, 18)]
    g.step(24, 18)
    assert g.dice_left() == (6,) and g.turn_complete
    g.undo()
    assert g.position == g.turn_start and not g.turn_complete
    with pytest.raises(IllegalMoveError, match="not finished"):
        g.commit()
    g.step(24, 18)
    turn = g.commit()
    assert turn.stage == Stage("passed", 1, Moves(6, 2), (6, 6)) and turn.roll == Moves(6, 2)
    assert turn.text == "24/18"


def test_play_bot_plays_a_stage_and_a_stage_with_no_move():
    g = nardy.Game("khachapuri", seed=2)
    g.roll((6, 6))                                  # nothing to play: all four 6s pass
    start = g.turn_start
    play = g.play_bot(random_bot(seed=1))
    assert play.start == start and play.result == start and len(play) == 0
    assert g.stage.kind == "passed"
    g.play_bot(random_bot(seed=1))
    assert g.stage == Stage("roll", 1)


def test_from_record_checks_the_stages():
    g = gulbar_after_opening_66()
    g.play("24/18")
    rec = g.record()
    bad = json.loads(json.dumps(rec))
    del bad["turns"][1]["stage"]
    with pytest.raises(InvalidMoveError, match="'roll' stage"):
        nardy.Game.from_record(bad)
    bad = json.loads(json.dumps(rec))
    bad["turns"][1]["roll"] = [6, 6, 6]
    with pytest.raises(InvalidMoveError, match="the game gives 2 moves of 6"):
        nardy.Game.from_record(bad)
    assert nardy.Game.from_record(rec).record() == rec


def test_a_variant_game_draws_as_long_nardy():
    g = nardy.Game("fevga-giul", seed=1)
    assert "<svg" in g._repr_svg_()


def test_the_game_ends_when_passed_moves_bear_off_the_last_checker():
    """Moves passed to a player who then bears off his last checker win him
    the game on the spot."""
    # White (to move, all on its 20) is stuck with 5-5 in Gulbar: Black
    # holds White's 15.  Black's last four checkers, on Black's 5 and 3
    # (White's 17 and 15), are borne off by the four passed 5s.
    pos = make({20: 15}, {17: 2, 15: 2}, off=(0, 11))
    g = nardy.Game("gulbar", position=pos)
    g.roll((5, 5))
    assert g.legal_plays() == []
    g.commit()
    assert g.stage == Stage("passed", 1, Moves(5, 4), (5, 5))
    g.play(g.legal_plays()[0])
    assert g.over and g.result.winner == 1 and g.result.kind == "mars"


# -- random games of every variant ----------------------------------------------------

def expected_after(name, stage, start, steps, end):
    """The stages that must follow ``stage`` (before the queue), stated
    apart from the engine from the variants' readings."""
    p, d, played = stage.player, stage.dice, len(steps)
    thrown_double = stage.kind in ("roll", "double") and not isinstance(d, Moves) and d[0] == d[1]
    if not thrown_double:
        return []
    if name in ("gulbar", "khachapuri"):
        if played == 4:
            return [Stage("roll", p, None, d)]
        return [Stage("passed", 1 - p, Moves(d[0], 4 - played), d), Stage("roll", 1 - p)]
    if name not in ("gul", "mad-gulbar", "fevga-giul"):
        return []
    origin = stage.origin if stage.kind == "double" else d
    if stage.kind == "roll" and played == 0 and name != "mad-gulbar":
        return []
    b0, b = Board.of(start), Board.of(end)
    left = [Moves(d[0], 4 - played)] if played < 4 else []
    nxt = []
    if all_home(b):
        came_home_on_the_fourth = played == 4 and not all_home(b0) and b.off == b0.off
        if name == "mad-gulbar" and came_home_on_the_fourth and d[0] < 6:
            nxt = [Stage("double", p, (d[0] + 1,) * 2, origin)]
    elif played < 4:
        left += [Moves(e, 4) for e in range(d[0] + 1, 7)]
    elif d[0] < 6:
        nxt = [Stage("double", p, (d[0] + 1,) * 2, origin)]
    if left and name != "gul":
        return [Stage("passed", 1 - p, m, origin) for m in left] + [Stage("roll", 1 - p)]
    return nxt


def play_checked_game(name, seed, bot_factory=random_bot, check_legality=True):
    """Play a whole game of ``name`` with seeded bots, checking every stage;
    returns the game."""
    rules = nardy.variant(name)
    g = nardy.Game(name, seed=seed)
    bots = (bot_factory(seed=seed), bot_factory(seed=seed + 1))
    queue = []
    for _ in range(3000):
        if g.over:
            break
        if g.dice is None:
            g.roll()
        stage, start = g.stage, g.turn_start
        assert stage.player == g.to_move
        g.play_bot(bots[g.to_move])
        turn = g.turns[-1]
        end = rules.apply_steps(start, stage.dice, turn.steps)
        # Checkers are never lost or made.
        for side in (0, 1):
            assert end.checkers()[side] + end.off[side] == 15
        # The play is one the independent reference allows (or none, when
        # it allows none).
        if check_legality:
            targets, most = legal(rules, start, stage.dice)
            if most:
                assert Board.of(end) in targets, (name, seed, stage, turn.text)
            else:
                assert not turn.steps
        if g.over:
            assert end.off[0] == 15
            break
        # The next stage is what the variant's rules say.
        queue[:0] = expected_after(name, stage, start, turn.steps, end)
        want = queue.pop(0) if queue else Stage("roll", 1 - stage.player)
        assert g.stage == want, (name, seed, stage, turn.text, g.stage, want)
        assert list(g.pending) == queue
    assert g.over, f"{name} seed {seed} did not end"
    assert nardy.variant(name).is_over(g.position)
    again = nardy.Game.from_json(g.to_json())
    assert again.result == g.result and again.position == g.position
    return g


GAMES = settings(max_examples=5, deadline=None, derandomize=True,
                 suppress_health_check=[HealthCheck.too_slow])


@pytest.mark.parametrize("name", VARIANTS)
@GAMES
@given(seed=st.integers(0, 10 ** 6))
def test_random_games_end_conserve_checkers_and_keep_the_rules(name, seed):
    g = play_checked_game(name, seed)
    kinds = {t.stage.kind for t in g.turns}
    assert kinds <= {"roll", "double", "passed"}
    if name in ("nardgammon", "fevga"):
        assert kinds == {"roll"}


@pytest.mark.parametrize("name", VARIANTS)
def test_games_between_simple_bots_end(name):
    """The heuristic bot too: a longer, more purposeful game."""
    g = play_checked_game(name, 7, simple_bot, check_legality=False)
    assert g.result.winner in (0, 1)


# -- Game.set_stage: a go started in mid-progression, and its record ----------------

def test_set_stage_starts_a_progression_double_and_the_record_replays():
    # The 3-3 was played 24/18(2); a progression's double is not a throw,
    # so only one checker may leave the head for it.
    after_33 = nardy.Position.from_counts([0] * 11 + [-15] + [0] * 5 + [2] + [0] * 5 + [13])
    g = nardy.Game("gul", seed=3, position=after_33)
    st = g.set_stage(Stage("double", 0, (4, 4), origin=(3, 3)))
    assert st == Stage("double", 0, (4, 4), (3, 3)) and g.first == 0 and not g.first_throw
    assert g.stage_text == "Gul: playing the 4-4 of 3-3 -> 6-6"
    g.play("18/10(2)")
    assert g.stage == Stage("double", 0, (5, 5), (3, 3))            # the rules go on from there
    for _ in range(6):
        g.play_bot(random_bot(1))
    again = nardy.Game.from_json(g.to_json())
    assert again.record() == g.record() and again.position == g.position
    assert [s.stage for s in g.replay()][0] == Stage("double", 0, (4, 4), (3, 3))
    assert json.loads(g.to_json())["set_stages"][0]["stage"] == \
        {"kind": "double", "player": 0, "dice": [4, 4], "origin": [3, 3]}


def test_set_stage_passed_moves_queue_the_receivers_roll_and_replay():
    g = nardy.Game("gulbar", seed=1)
    g.set_stage(Stage("passed", 0, Moves(6, 2), origin=(6, 6)))
    assert g.pending == (Stage("roll", 0),)
    g.play(g.legal_plays()[0])
    assert g.stage == Stage("roll", 0) and g.to_move == 0
    g.play_bot(random_bot(2))
    again = nardy.Game.from_record(g.record())
    assert again.record() == g.record()
    assert json.loads(g.to_json())["set_stages"][0]["stage"]["dice"] == {"die": 6, "count": 2}


@pytest.mark.parametrize("stage, error, words", [
    (lambda: Stage("passed", 1, Moves(6, 2)), IllegalMoveError, "White is to move"),
    (lambda: Stage("passed", 0, None), InvalidMoveError, "needs its dice"),
    (lambda: Stage("passed", 0, (6, 6)), InvalidMoveError, "Moves"),
    (lambda: Stage("double", 0, Moves(6, 2)), InvalidMoveError, "Moves"),
    (lambda: Stage("double", 0, (4, 4)), InvalidMoveError, "origin"),
    (lambda: Stage("double", 0, (4, 3), origin=(3, 3)), InvalidMoveError, "a double"),
    (lambda: Stage("roll", 0, None, origin="abc"), InvalidDiceError, "'abc'"),
    (lambda: Stage("roll", 1.0), InvalidMoveError, "1.0"),
    (lambda: Stage("roll", True), InvalidMoveError, "True"),
    (lambda: Stage("bogus", 0), InvalidMoveError, "'bogus'"),
    (lambda: "4-4", InvalidMoveError, "'4-4'"),
])
def test_set_stage_refusals_change_nothing(stage, error, words):
    """A Stage checks itself (kind, player, dice, origin); set_stage checks
    whose turn it is; either way nothing changes."""
    g = nardy.Game("gulbar", seed=1)
    before = g.record()
    with pytest.raises(error, match=words):
        g.set_stage(stage())
    assert g.record() == before and g.dice is None and g.stage == Stage("roll", 0)
    g.roll((6, 5))
    with pytest.raises(IllegalMoveError, match="already rolled"):
        g.set_stage(Stage("double", 0, (4, 4), origin=(3, 3)))
    assert g.dice == (6, 5)


def test_a_setup_game_with_black_to_move_replays():
    pos = LONG.start()
    g = nardy.Game("long", position=pos, seed=2)
    g.first = g.to_move = 1
    g.roll((6, 5))
    g.play("24/13")
    again = nardy.Game.from_record(g.record())
    assert again.record() == g.record() and again.to_move == 0


def test_a_stage_set_but_not_yet_played_is_in_the_record_and_the_replay():
    g = nardy.Game("gul", seed=3)
    st = g.set_stage(Stage("double", 0, (4, 4), origin=(3, 3)))
    again = nardy.Game.from_record(g.record())
    assert again.stage == st and again.record() == g.record()
    assert list(g.replay())[-1].stage == st
