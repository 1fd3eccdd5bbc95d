"""The Game: opening roll (rule 2), turns, undo, commit, passing, the end
and its result (rule 9 and backgammon's single / gammon / backgammon), the
last-roll draw option, errors that change nothing, the JSON record and its
replay, and the real dice roller.
"""

import json
import random

import pytest

import nardy
from nardy import (Dice, Game, GameOverError, IllegalMoveError, InvalidDiceError, InvalidMoveError,
                   InvalidPositionError)
from reference import make

LONG = nardy.variant("long")
BG = nardy.variant("backgammon")


def state(game):
    """Everything a failed action must leave as it was."""
    return (json.dumps(game.record(), sort_keys=True), game.position, tuple(game.steps), game.dice,
            game.to_move, game.result, game.turn_start)


# ---------------------------------------------------------------------------
# Rule 2: order of play
# ---------------------------------------------------------------------------

def test_rule2_each_rolls_one_die_the_higher_moves_first():
    """Rule 2: "each rolls one die; the higher moves first (and plays
    white)"."""
    game = Game("backgammon")
    assert game.opening_roll([(2, 5)]) == (2, 5)
    assert game.first == 1 and game.to_move == 1
    game = Game("backgammon")
    game.opening_roll([(6, 1)])
    assert game.first == 0 and game.to_move == 0
    # Long nardy (seed 003, 1.3): the higher thrower takes White, and White
    # (player 0) moves first, whoever threw it.
    for throw in ((2, 5), (6, 1)):
        game = Game("long")
        assert game.opening_roll([throw]) == throw
        assert game.first == 0 and game.to_move == 0


def test_rule2_equal_numbers_roll_again():
    """Rule 2: "equal numbers roll again"."""
    game = Game("backgammon")
    assert game.opening_roll([(3, 3), (4, 4), (2, 5)]) == (2, 5)
    assert game.opening == [(3, 3), (4, 4), (2, 5)]
    assert game.first == 1


def test_rule2_a_tie_with_no_more_throws_changes_nothing():
    game = Game("long")
    before = state(game)
    with pytest.raises(IllegalMoveError, match="tie"):
        game.opening_roll([(3, 3)])
    assert state(game) == before and game.first is None


def test_rule2_long_first_mover_then_rolls_two_dice():
    """Rule 2: "The first mover then rolls two dice for the first move"
    (long nardy): the opening throw is not played."""
    game = Game("long")
    game.opening_roll([(5, 3)])
    assert game.dice is None
    assert game.roll((6, 5)) == (6, 5)
    assert [str(p) for p in game.legal_plays()] == ["24/13"]


def test_rule2_random_opening_long():
    """Game.roll() before the first turn makes the opening roll (ties
    re-rolled), then rolls the first mover's two dice."""
    for seed in range(20):
        game = Game("long", seed=seed)
        dice = game.roll()
        assert game.opening and all(a == b for a, b in game.opening[:-1])
        a, b = game.opening[-1]
        assert a != b and game.first == 0 == game.to_move  # the higher thrower plays White
        assert len(dice) == 2 and all(1 <= d <= 6 for d in dice)


def test_backgammon_opening_plays_the_opening_numbers():
    """Backgammon (002): "the player with the higher number makes the first
    move using both numbers of the opening roll"."""
    game = Game("backgammon")
    game.opening_roll([(4, 4), (2, 5)])
    assert game.first == 1 and game.to_move == 1
    assert sorted(game.dice) == [2, 5]
    play = game.play("13/11 13/8")
    assert play in BG.legal_plays(BG.start(), (5, 2))
    assert game.to_move == 0 and game.dice is None


def test_backgammon_random_opening_is_not_a_double():
    for seed in range(20):
        game = Game("backgammon", seed=seed)
        dice = game.roll()
        assert dice[0] != dice[1]
        assert sorted(dice) == sorted(game.opening[-1])


def test_roll_with_dice_before_the_opening_lets_player_0_start():
    game = Game("long")
    game.roll((6, 6))
    assert game.first == 0 and game.to_move == 0


# ---------------------------------------------------------------------------
# Turns: steps, undo, commit, passing
# ---------------------------------------------------------------------------

def test_steps_and_undo():
    """A turn is made step by step; undo takes back the last step, undo_all
    every step; the position follows."""
    game = Game("long")
    game.roll((6, 5))
    start = game.position
    assert {(s.frm, s.to) for s in game.legal_steps()} == {(24, 18), (24, 19)}
    s = game.step(24, 18)
    assert (s.frm, s.to, s.die) == (24, 18, 6)
    assert game.dice_left() == (5,)
    assert game.position.points[18 - 1] == 1
    assert {(s.frm, s.to) for s in game.legal_steps()} == {(18, 13)}
    assert game.undo() == s
    assert game.position == start and game.steps == []
    assert game.dice_left() == (6, 5)
    game.step(24, 19)
    game.step(19, 13)
    game.undo_all()
    assert game.position == start and game.steps == []
    with pytest.raises(IllegalMoveError, match="no step to undo"):
        game.undo()


def test_commit_needs_a_whole_legal_play():
    """A turn is committed only when its steps make a whole legal play."""
    game = Game("long")
    game.roll((6, 5))
    game.step(24, 18)
    assert not game.turn_complete
    before = state(game)
    with pytest.raises(IllegalMoveError, match="not finished") as info:
        game.commit()
    assert "24/13" in str(info.value)
    assert state(game) == before
    game.step(18, 13)
    assert game.turn_complete
    turn = game.commit()
    assert turn.player == 0 and turn.roll == (6, 5) and turn.text == "24/13"
    assert game.to_move == 1 and game.dice is None and game.steps == []
    assert game.position == LONG.swap(LONG.parse_play(LONG.start(), (6, 5), "24/13").result)
    assert game.position_of(0) == LONG.parse_play(LONG.start(), (6, 5), "24/13").result


def test_play_accepts_text_a_play_or_steps():
    for how in ("24/13", LONG.legal_plays(LONG.start(), (6, 5))[0], [(24, 18), (18, 13)],
                [(24, 19), (19, 13)]):
        game = Game("long")
        game.roll((6, 5))
        play = game.play(how)
        assert str(play) == "24/13" and game.to_move == 1


def test_play_of_a_play_from_another_position_is_refused():
    game = Game("long")
    game.roll((6, 5))
    other = BG.legal_plays(BG.start(), (6, 5))[0]
    before = state(game)
    with pytest.raises(IllegalMoveError, match="not a legal play"):
        game.play(other)
    assert state(game) == before


def test_pass_when_no_play():
    """Rule 7 / 003 3.7: with nothing to play the turn passes (commit with
    no steps); a step is refused."""
    pos = make({24: 15}, {18: 1, 12: 14})
    game = Game("long", position=pos)
    game.roll((6, 6))
    assert game.legal_plays() == [] and game.legal_steps() == []
    assert game.turn_complete
    with pytest.raises(IllegalMoveError):
        game.step(24, 18)
    turn = game.commit()
    assert turn.steps == () and turn.text == "(no move)"
    assert game.to_move == 1 and game.position == LONG.swap(pos)


def test_pips_of_the_side_to_move():
    game = Game("backgammon")
    game.opening_roll([(6, 5)])
    assert game.pips() == (167, 167)
    game.play("24/13")
    assert game.pips() == (167, 156)


# ---------------------------------------------------------------------------
# Errors change nothing
# ---------------------------------------------------------------------------

def test_illegal_double_names_the_closed_point():
    game = Game("long")
    game.roll((6, 6))
    before = state(game)
    with pytest.raises(IllegalMoveError, match="held by the opponent"):
        game.play("24/12")
    assert state(game) == before


def test_bad_notation_changes_nothing():
    game = Game("long")
    game.roll((6, 5))
    game.step(24, 18)
    before = state(game)
    for text in ("24/", "bogus", "", "24/18(9)"):
        with pytest.raises(InvalidMoveError) as info:
            game.play(text)
        assert repr(text) in str(info.value) or repr(text.strip()) in str(info.value)
        assert state(game) == before


def test_illegal_play_and_step_change_nothing():
    game = Game("long")
    game.roll((6, 5))
    before = state(game)
    with pytest.raises(IllegalMoveError, match="you must play"):
        game.play("24/18")
    with pytest.raises(IllegalMoveError, match="no die left moves 12"):
        game.play("24/12")
    with pytest.raises(IllegalMoveError, match="more than one die"):
        game.step(24, 13)
    with pytest.raises(IllegalMoveError, match="no checker"):
        game.step(20, 14)
    assert state(game) == before


@pytest.mark.parametrize("dice", [(7, 1), (0, 3), (6,), "66", None, (6, 5, 4), (2.0, 3)])
def test_bad_dice_change_nothing(dice):
    """InvalidDiceError quoting the dice; the game is unchanged."""
    game = Game("long")
    before = state(game)
    with pytest.raises(InvalidDiceError) as info:
        if dice is None:
            game.opening_roll([dice])
        else:
            game.roll(dice)
    assert repr(dice) in str(info.value)
    assert state(game) == before
    with pytest.raises(InvalidDiceError):
        game.opening_roll([(7, 1)])
    assert state(game) == before


def test_roll_twice_and_play_before_rolling_are_refused():
    game = Game("long")
    with pytest.raises(IllegalMoveError, match="roll the dice first"):
        game.step(24, 18)
    with pytest.raises(IllegalMoveError, match="roll the dice first"):
        game.play("24/13")
    game.roll((6, 5))
    before = state(game)
    with pytest.raises(IllegalMoveError, match="already rolled"):
        game.roll((1, 1))
    assert state(game) == before


def test_bad_setup_positions():
    """A set-up position is validated by the game's rules."""
    with pytest.raises(InvalidPositionError, match="bar"):
        Game("long", position=make({24: 14}, {12: 15}, bar=(1, 0)))
    with pytest.raises(nardy.NardyError):
        Game("long", position=make({}, {12: 15}, off=(15, 0)))


def test_unknown_variant_and_option():
    with pytest.raises(ValueError, match="unknown variant"):
        nardy.variant("chess")
    with pytest.raises(ValueError, match="unknown option"):
        nardy.variant("long", blocks=3)
    with pytest.raises(ValueError, match="not one of"):
        nardy.variant("long", block_needs="somewhere")


# ---------------------------------------------------------------------------
# The end: results
# ---------------------------------------------------------------------------

def finish(variant, pos, roll, text, **options):
    game = Game(variant, position=pos, **options)
    game.roll(roll)
    game.play(text)
    return game


def test_rule9_mars_game():
    """Rule 9: the loser bore off none: mars, 2 points."""
    game = finish("long", make({1: 1}, {15: 15}, off=(14, 0)), (6, 5), "1/off")
    assert game.over and game.result == nardy.Result(0, 2, "mars")


def test_rule9_oin_game():
    """Rule 9: the loser bore off at least one: oin, 1 point."""
    game = finish("long", make({1: 1}, {15: 12}, off=(14, 3)), (6, 5), "1/off")
    assert game.result == nardy.Result(0, 1, "oin")


def test_rule9_no_draw_by_default():
    """000: "There is no draw: if the first player has borne off all his
    checkers, the second is the loser even if his next throw could bear
    off all his"."""
    game = finish("long", make({1: 1}, {13: 2}, off=(14, 13)), (6, 5), "1/off")
    assert game.result == nardy.Result(0, 1, "oin")
    assert game.to_move == 1


def test_rule9_last_roll_draw():
    """Rule 9 option last_roll_draw (003 4.3): when white (the first mover)
    bears off the last checker, black gets one more roll; if black then
    bears off all, the game is drawn."""
    game = finish("long", make({1: 1}, {13: 2}, off=(14, 13)), (6, 5), "1/off", last_roll_draw=True)
    assert not game.over and game.to_move == 1
    game.roll((2, 1))
    assert [str(p) for p in game.legal_plays()] == ["1/off(2)"]
    game.play("1/off(2)")
    assert game.over and game.result == nardy.Result(None, 0, "draw")


def test_rule9_last_roll_not_enough():
    """Rule 9 option: if black's last roll does not bear off all, white
    wins (oin or mars counted on the final board)."""
    game = finish("long", make({1: 1}, {13: 1, 16: 1}, off=(14, 13)), (6, 5), "1/off", last_roll_draw=True)
    game.roll((2, 1))
    game.play("1/off 4/2")
    assert game.result == nardy.Result(0, 1, "oin")
    game = finish("long", make({1: 1}, {13: 1, 18: 14}, off=(14, 0)), (6, 5), "1/off", last_roll_draw=True)
    game.roll((1, 1))
    game.play("6/5(3) 1/off")
    assert game.result == nardy.Result(0, 1, "oin")       # black bore one off in its last roll
    game = finish("long", make({1: 1}, {18: 15}, off=(14, 0)), (6, 5), "1/off", last_roll_draw=True)
    game.roll((1, 1))
    game.play(game.legal_plays()[0])
    assert game.result == nardy.Result(0, 2, "mars")


def test_rule9_last_roll_only_for_white():
    """Rule 9 option: only white (the first mover) finishing gives the
    other a last roll; black finishing wins at once."""
    game = Game("long", position=make({20: 3}, {14: 1}, off=(12, 14)), last_roll_draw=True)
    game.roll((2, 1))
    game.play("20/18 20/19")
    game.roll((6, 5))          # black, one checker on its 2
    game.play("2/off")
    assert game.over and game.result == nardy.Result(1, 1, "oin")


@pytest.mark.parametrize("loser, loser_bar, loser_off, kind, points", [
    ({20: 14}, 0, 1, "single", 1),
    ({20: 10, 13: 5}, 0, 0, "gammon", 2),
    ({20: 14, 3: 1}, 0, 0, "backgammon", 3),
    ({20: 14}, 1, 0, "backgammon", 3),
    ({20: 13}, 1, 1, "single", 1),
    ({20: 12, 3: 2}, 0, 1, "single", 1),
])
def test_backgammon_results(loser, loser_bar, loser_off, kind, points):
    """Backgammon results: single 1, gammon 2 (loser bore off none),
    backgammon 3 (and a checker still on the bar or in the winner's home)."""
    pos = make({1: 1}, loser, bar=(0, loser_bar), off=(14, loser_off))
    game = finish("backgammon", pos, (6, 5), "1/off")
    assert game.result == nardy.Result(0, points, kind)


def test_game_over_errors():
    """Every action on a finished game raises GameOverError, changing
    nothing."""
    game = finish("long", make({1: 1}, {15: 15}, off=(14, 0)), (6, 5), "1/off")
    before = state(game)
    for action in (lambda: game.roll(), lambda: game.roll((6, 5)), lambda: game.step(24, 18),
                   lambda: game.play("24/13"), lambda: game.commit(), lambda: game.opening_roll([(2, 1)]),
                   lambda: game.legal_plays()):
        with pytest.raises(GameOverError, match="over"):
            action()
        assert state(game) == before
    assert isinstance(GameOverError("x"), ValueError)


# ---------------------------------------------------------------------------
# Records and replay
# ---------------------------------------------------------------------------

def random_game(variant, seed, **options):
    rng = random.Random(seed)
    game = Game(variant, seed=seed, **options)
    while not game.over:
        game.roll()
        plays = game.legal_plays()
        if plays:
            game.play(rng.choice(plays))
        else:
            game.commit()
    return game


@pytest.mark.parametrize("variant, options", [("long", {}), ("backgammon", {}),
                                              ("long", {"first_turn_exception": "any-block",
                                                        "transient_block": False, "block_needs": "home",
                                                        "last_roll_draw": True})],
                         ids=["long", "backgammon", "long-options"])
def test_record_round_trip_and_replay(variant, options):
    """The JSON record (rolls and plays) loads back into the same game, and
    replays step by step to the same final position."""
    game = random_game(variant, 5, **options)
    text = game.to_json()
    data = json.loads(text)
    assert data["variant"] == variant and data["result"]["kind"] == game.result.kind
    again = Game.from_json(text)
    assert again.record() == game.record()
    assert again.position == game.position and again.result == game.result
    assert Game.from_record(game.record()).record() == game.record()
    snaps = list(game.replay())
    n_steps = sum(len(t.steps) for t in game.turns)
    assert len(snaps) == len(game.turns) + n_steps + 1
    assert snaps[-1].position == game.position
    assert snaps[0].position == game.rules.start() or snaps[0].position == game.rules.swap(game.rules.start())


def test_record_of_an_unfinished_game_and_a_setup():
    game = Game("long", position=make({24: 14, 13: 1}, {19: 1, 12: 14}))
    game.roll((4, 1))
    game.play("13/8")
    game.roll((6, 5))
    game.step(24, 18)
    again = Game.from_json(game.to_json())
    assert again.turns == game.turns and again.position == game.turn_start


def test_bad_records_are_refused():
    game = random_game("backgammon", 3)
    data = game.record()
    data["turns"][3]["steps"] = [[24, 1]]
    with pytest.raises(nardy.NardyError):
        Game.from_record(data)
    with pytest.raises(InvalidMoveError, match="not"):
        Game.from_json("{not json")
    with pytest.raises(InvalidMoveError):
        Game.from_record({"format": "something else"})


# ---------------------------------------------------------------------------
# The real dice roller
# ---------------------------------------------------------------------------

def test_dice_every_face_appears():
    """The real roller rolls every face 1..6 on both dice (a roller
    that never rolls a 6 would hide behind tests that set the dice)."""
    for seed in (0, 1, "seed"):
        dice = Dice(seed=seed)
        rolls = [dice.roll() for _ in range(600)]
        assert {a for a, _ in rolls} == set(range(1, 7))
        assert {b for _, b in rolls} == set(range(1, 7))
        assert {dice.die() for _ in range(300)} == set(range(1, 7))
    assert Dice(seed=3).roll() == Dice(seed=3).roll()


def test_dice_counts_are_roughly_fair():
    dice = Dice(seed=42)
    counts = [0] * 7
    for _ in range(6000):
        a, b = dice.roll()
        counts[a] += 1
        counts[b] += 1
    assert all(1700 < c < 2300 for c in counts[1:])


def test_game_rolls_every_face():
    """Game.roll() with the game's own generator: every face on both dice,
    and the opening throws too."""
    seen_first, seen_second, opening = set(), set(), set()
    for seed in range(40):
        game = random_game("backgammon", seed) if seed < 4 else Game("long", seed=seed)
        if seed >= 4:
            game.roll()
        for turn in game.turns:
            seen_first.add(turn.roll[0])
            seen_second.add(turn.roll[1])
        for a, b in game.opening:
            opening |= {a, b}
        if game.dice:
            seen_first.add(game.dice[0])
            seen_second.add(game.dice[1])
    assert seen_first == seen_second == opening == set(range(1, 7))


def test_seeded_games_replay_exactly():
    a = random_game("long", 9)
    b = random_game("long", 9)
    assert a.record() == b.record()


def test_record_keeps_a_pending_last_roll():
    """Rule 9 option: a record saved after white finished, before black's
    last roll, loads back with black still to roll, and ends the same."""
    game = finish("long", make({1: 1}, {13: 2}, off=(14, 13)), (6, 5), "1/off", last_roll_draw=True)
    again = Game.from_json(game.to_json())
    assert not again.over and again.to_move == 1
    for g in (game, again):
        g.roll((2, 1))
        g.play("1/off(2)")
    assert again.result == game.result == nardy.Result(None, 0, "draw")
    snaps = list(game.replay())
    assert snaps[0].position == make({1: 1}, {13: 2}, off=(14, 13))
    assert snaps[-1].position == game.position


def test_a_step_after_the_roll_is_used_up_is_refused():
    game = Game("long")
    game.roll((6, 5))
    game.step(24, 18)
    game.step(18, 13)
    before = state(game)
    with pytest.raises(IllegalMoveError, match="no dice left"):
        game.step(13, 7)
    assert state(game) == before


def test_steps_may_be_given_as_steps_pairs_or_names():
    """Steps done so far may be Step values, (from, to) pairs, or names
    ('bar', 'off', digits)."""
    start = LONG.start()
    expected = [(18, 13)]
    for done in ([nardy.Step(24, 18, 6)], [(24, 18)], [("24", "18")]):
        assert [(s.frm, s.to) for s in LONG.legal_steps(start, (6, 5), done)] == expected
    pos = make({5: 1}, {22: 3}, off=(14, 12))
    assert BG.check_step(pos, (6, 5), [], "5", "off").to == nardy.OFF_POINT
    assert BG.check_step(make({13: 14}, {1: 15}, bar=(1, 0)), (6, 5), [], "bar", 19).frm == nardy.BAR_POINT


def test_two_checkers_off_one_point_with_different_dice():
    """Bearing off twice from the 1-point with 5-2: each step keeps the die
    it used (the smaller first, keeping the larger), so the dice left stay
    right and the turn completes (a bug found by the .mat reader)."""
    pos = make({1: 2}, {24: 3}, off=(13, 12))
    game = Game("backgammon", position=pos)
    game.roll((5, 2))
    first = game.step(1, "off")
    assert first.die == 2 and game.dice_left() == (5,)
    second = game.step(1, "off")
    assert second.die == 5 and game.dice_left() == ()
    assert game.turn_complete
    game.commit()
    assert game.result.winner == 0
