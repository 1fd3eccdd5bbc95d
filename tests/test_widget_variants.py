"""The board plays every variant of long nardy (issue 5): stages shown in the
status line, a progression's doubles with no roll between them, Gulbar's
re-roll, moves passed to the opponent shown as passed dice, bots across
stages, whole games by bots and by clicks, and bad input that changes
nothing."""

import json
import random
from collections import Counter

import pytest

from nardy import Game, GameOverError, IllegalMoveError, InvalidMoveError, Position, variant
from nardy.bots import simple_bot
from nardy.dice import Moves, Stage
from nardy.widgets import Board, Diagram, PlayedTurn

VARIANTS = ["nardgammon", "gul", "gulbar", "mad-gulbar", "khachapuri", "fevga", "fevga-giul"]
TITLES = {"nardgammon": "Nardgammon", "gul": "Gul", "gulbar": "Gulbar", "mad-gulbar": "Mad Gulbar",
          "khachapuri": "Khachapuri", "fevga": "Fevga", "fevga-giul": "Fevga-Giul"}


def position(mine, theirs=None, off=(0, 0)):
    """From the mover's side: ``{point: checkers}`` for each player."""
    pts = [0] * 24
    for p, n in mine.items():
        pts[p - 1] += n
    for p, n in (theirs or {}).items():
        pts[p - 1] -= n
    return Position.from_counts(pts, off=off)


def snapshot(board):
    g = board.game
    return (g.position, tuple(g.steps), g.dice, g.to_move, len(g.turns), g.stage, g.pending,
            board.selected, tuple(board.targets), board.stage, tuple(board.dice))


def click_stage(board, rnd):
    """Play the current stage by clicks: a random movable checker, then a
    random highlighted destination, until the stage is committed."""
    turns = len(board.game.turns)
    for _ in range(20):
        if len(board.game.turns) > turns or board.status != "move":
            return
        src = rnd.choice(board.sources)
        board.click(src)
        assert board.selected == src, board.message
        assert board.targets, board.message
        board.click(rnd.choice(board.targets))
        assert board.message_kind != "error", board.message
    raise AssertionError(f"the stage did not end: {board.stage}")


def check_callbacks_chain(board, plays):
    """Every committed stage was reported once, and each starts where the
    one before it ended (from the side to move)."""
    g = board.game
    assert len(plays) == len(g.turns)
    for prev, nxt, turn in zip(plays, plays[1:], g.turns[1:]):
        assert isinstance(nxt, PlayedTurn)
        assert nxt.player == turn.player and nxt.stage == turn.stage
        expected = prev.result if nxt.player == prev.player else g.rules.swap(prev.result)
        assert nxt.start == expected


# -- every variant on the board -------------------------------------------------
@pytest.mark.parametrize("name", VARIANTS)
def test_every_variant_makes_a_board(name):
    board = Board(variant=name)
    rules = variant(name)
    assert board.variant == name and board.title == TITLES[name] and board.geometry == "long"
    assert board.points == list(rules.start().points)
    assert board.numbering == list(range(1, 25))
    assert board.stage == f"{TITLES[name]}: to roll" and board.stage_kind == "roll"
    assert board.pending == [] and board.cube == {}
    assert repr(board) == f"Board({name!r}, turn 1, White to roll)"
    json.dumps({k: getattr(board, k) for k in board.keys if not k.startswith("_") and k != "layout"})


def test_classic_boards_show_their_stage_too():
    assert Board("long").stage == "Long nardy: to roll"
    bg = Board("backgammon", dice=(3, 1))
    assert bg.geometry == "backgammon" and bg.stage == "Backgammon: playing 3-1"


def test_khachapuri_start_and_head():
    board = Board("khachapuri", dice=(2, 1))
    assert board.points[6 - 1] == 11 and board.points[24 - 1] == 4
    assert board.points[18 - 1] == -11 and board.points[12 - 1] == -4
    assert board.pips == [4 * 24 + 11 * 6] * 2
    board.click(24)
    board.click(23)
    board.click(24)                         # a second head checker: no head rule
    assert board.selected == 24, board.message
    board.click(22)
    assert board.game.turns[-1].text == "24/23 24/22"
    assert board.to_move == 1


def test_khachapuri_result_in_checkers():
    board = Board("khachapuri", position=position({1: 1}, {18: 11, 12: 4}, off=(14, 0)), dice=(3, 2))
    board.click(1)
    board.click("off")
    assert board.status == "over" and board.game.result.kind == "checkers"
    assert board.message == "White played 1/off. White wins: checkers, 15 points."
    assert board.stage == "Khachapuri: game over"


# -- Gul: the progression ------------------------------------------------------------
def test_gul_progression_no_roll_between_stages():
    board = Board("gul")
    plays = []
    board.on_play(plays.append)
    board.roll(3, 3)
    assert board.stage == "Gul: playing the 3-3 of 3-3 -> 6-6" and board.stage_kind == "roll"
    board.play("24/18(2)")
    assert board.to_move == 0 and board.status == "move" and not board.can_roll
    assert board.dice == [4, 4, 4, 4] and board.dice_used == [False] * 4
    assert board.stage == "Gul: playing the 4-4 of 3-3 -> 6-6"
    assert board.stage_kind == "double" and board.stage_origin == "3-3"
    assert board.message == "White played 24/18(2). White plays the 4-4 of 3-3 -> 6-6."
    assert board.last_play == "White 3-3: 24/18(2)"
    assert repr(board) == "Board('gul', turn 2, White to move, dice 4-4 (of 3-3))"
    # The dice of the progression are set by the game: no roll now.
    before = snapshot(board)
    with pytest.raises(IllegalMoveError, match="already rolled"):
        board.roll(6, 5)
    assert board.message_kind == "error"
    assert snapshot(board) == before
    board._on_front_end(board, {"type": "roll"})          # the Roll button: refused, nothing changes
    assert snapshot(board) == before
    # 4-4, 5-5, 6-6 by clicks: the first head checker of each stage.
    board.click(24)
    board.click(16)                                       # two 4s at once
    assert [s[:2] for s in board.game.steps] == [(24, 20), (20, 16)]
    assert board.dice_used == [True, True, False, False]
    board.click(18)
    board.click(10)
    assert board.stage == "Gul: playing the 5-5 of 3-3 -> 6-6" and board.dice == [5] * 4
    assert board.message == "White played 24/16 18/10 (the 4-4 of 3-3). White plays the 5-5 of 3-3 -> 6-6."
    board.play("24/19 18/13 16/11 10/5")
    assert board.stage == "Gul: playing the 6-6 of 3-3 -> 6-6"
    board.play(board.game.legal_plays()[0])
    assert board.to_move == 1 and board.status == "roll" and board.stage == "Gul: to roll"
    assert board.message.endswith("(the 6-6 of 3-3). Black to roll.")
    assert [p.stage.kind for p in plays] == ["roll", "double", "double", "double"]
    assert [str(p.roll) for p in plays] == ["(3, 3)", "(4, 4)", "(5, 5)", "(6, 6)"]
    check_callbacks_chain(board, plays)


def test_gul_progression_ends_when_a_double_is_not_played_in_full():
    # White's runner on 13; Black holds 9, 5 and 1: from 13 every 4 is
    # blocked, and the head may give only one checker.
    pos = position({24: 14, 13: 1}, {12: 12, 9: 1, 5: 1, 1: 1})
    board = Board("gul", position=pos, stage=Stage("double", 0, (4, 4), origin=(3, 3)))
    assert board.stage == "Gul: playing the 4-4 of 3-3 -> 6-6"
    board.play(board.game.legal_plays()[0])
    assert len(board.game.turns[-1].steps) < 4
    assert "The progression of doubles ends here." in board.message
    assert board.to_move == 1 and board.stage == "Gul: to roll"


def test_gul_exact_bear_off_explained_on_the_board():
    board = Board("gul", position=position({4: 2, 2: 1}, {13: 15}, off=(12, 0)), dice=(6, 4))
    board.click(2)
    assert board.message_kind == "error" and "exact die" in board.message
    board = Board("gul", position=position({6: 1, 4: 1, 2: 1}, {13: 15}, off=(12, 0)), dice=(4, 3))
    assert board.sources == [4]
    board.click(6)
    assert board.message_kind == "error" and "borne off" in board.message


# -- Gulbar: re-roll and passed moves ----------------------------------------------------------
def test_gulbar_reroll_waits_for_the_roll_button():
    board = Board("gulbar", seed=3)
    board.roll(1, 1)
    board.play("24/20")
    assert board.to_move == 0 and board.status == "roll" and board.can_roll
    assert board.stage == "Gulbar: to roll again after playing the whole 1-1"
    assert board.message == "White played 24/20. White rolls again: the 1-1 was played in full."
    assert repr(board) == "Board('gulbar', turn 2, White to roll again)"
    board._on_front_end(board, {"type": "roll"})
    assert board.to_move == 0 and board.status == "move"
    assert board.game.stage.kind == "roll" and board.game.stage.origin == (1, 1)
    assert board.stage.startswith("Gulbar: playing ") and "rolled again after the 1-1" in board.stage


def test_gulbar_passed_moves_shown_and_played_by_the_opponent():
    board = Board("gulbar")
    plays = []
    board.on_play(plays.append)
    board.roll(6, 6)
    board.play("24/18(2)")                        # the opponent's head stops the other two 6s
    assert board.to_move == 1 and board.status == "move" and not board.can_roll
    assert board.dice == [6, 6] and board.dice_used == [False, False]
    assert board.stage_kind == "passed" and board.stage_origin == "6-6"
    assert board.stage == "Gulbar: playing 2 moves of 6 passed by the opponent (from the 6-6)"
    assert board.pending == ["Black rolls"]
    assert board.message == "White played 24/18(2). Black plays 2 moves of 6 passed by White."
    assert repr(board) == "Board('gulbar', turn 2, Black to move, dice 2 moves of 6 (passed))"
    # Black's points to click (data-point), White's on the frame; one 6 can be played (24/18), the other is lost.
    assert board.mover_numbering[0] == 13 and board.numbering[0] == 1
    assert board.sources == [24]
    board.click(24)
    assert board.targets == [18]
    board.click(18)
    # Said in the frame's (White's) numbers: Black's 24/18 is White's 12/6.
    assert board.message == "Black played 12/6 (2 moves of 6 passed by White). Black to roll."
    assert board.last_play == "Black 2 moves of 6: 12/6"
    assert board.to_move == 1 and board.status == "roll" and board.stage_kind == "roll"
    assert plays[-1].roll == Moves(6, 2) and plays[-1].stage.kind == "passed"
    assert repr(plays[-1]) == "<PlayedTurn Black 2 moves of 6: 24/18>"
    check_callbacks_chain(board, plays)


def test_mad_gulbar_passes_the_rest_of_the_progression():
    # White cannot play a single 2 (13/11 and 3/1 are held by Black): the
    # whole 2-2 and every double after it pass to Black.
    pos = position({3: 14, 13: 1}, {12: 13, 11: 1, 1: 1})
    board = Board("mad-gulbar", position=pos)
    board.roll(2, 2)
    assert board.message == "White rolled 2-2 and cannot move. Black plays 4 moves of 2 passed by White."
    assert board.to_move == 1 and board.stage_kind == "passed" and board.dice == [2, 2, 2, 2]
    assert board.stage == "Mad Gulbar: playing 4 moves of 2 passed by the opponent (from the 2-2 -> 6-6)"
    assert board.pending == [f"Black plays 4 moves of {d}" for d in (3, 4, 5, 6)] + ["Black rolls"]
    for d in (2, 3, 4, 5, 6):
        assert board.to_move == 1 and board.dice[0] == d and board.stage_kind == "passed"
        board.play(board.game.legal_plays()[0])
    assert board.to_move == 1 and board.status == "roll" and board.pending == []
    assert board.stage == "Mad Gulbar: to roll"


def test_passed_moves_by_clicks_then_the_receivers_own_roll():
    board = Board("gulbar", position=position({24: 13, 1: 2}, {12: 15}),
                  stage=Stage("passed", 0, Moves(5, 2), origin=(5, 5)))
    assert board.dice == [5, 5] and board.stage_kind == "passed" and board.pending == ["White rolls"]
    assert board.stage == "Gulbar: playing 2 moves of 5 passed by the opponent (from the 5-5)"
    board.click(24)
    assert board.targets == [19, 14]
    board.click(14)
    assert board.game.turns[-1].text == "24/14"
    assert board.to_move == 0 and board.status == "roll" and board.stage == "Gulbar: to roll"
    assert board.message == "White played 24/14 (2 moves of 5 passed by Black). White to roll."


def test_unplayable_passed_moves_pass_at_once_or_wait_for_done():
    pos = position({6: 15}, {12: 15})            # White's 5s inside the home: 6/1 possible
    blocked = position({6: 15}, {12: 14, 1: 1})  # Black holds 1: no 5 at all
    board = Board("gulbar", position=blocked, stage=Stage("passed", 0, Moves(5, 2), origin=(5, 5)))
    assert board.to_move == 0 and board.status == "roll"
    assert board.message == "White cannot play the 2 moves of 5 passed by Black: they are lost. White to roll."
    manual = Board("gulbar", position=blocked, auto_commit=False,
                   stage=Stage("passed", 0, Moves(5, 2), origin=(5, 5)))
    assert manual.to_move == 0 and manual.can_commit
    assert manual.message == "White cannot play the 2 moves of 5 passed by Black: press Done."
    manual.commit()
    assert manual.to_move == 0 and manual.status == "roll"
    ok = Board("gulbar", position=pos, dice=Moves(5, 2))
    assert ok.stage_kind == "passed" and ok.sources == [6]


# -- bad input changes nothing -----------------------------------------------------------------
@pytest.mark.parametrize("where", ["double", "passed"])
def test_bad_input_in_a_stage_changes_nothing(where):
    if where == "double":
        board = Board("gul")
        board.roll(3, 3)
        board.play("24/18(2)")
    else:
        board = Board("gulbar")
        board.roll(6, 6)
        board.play("24/18(2)")
    before = snapshot(board)
    for bad in ("nowhere", 30, -1, None, 2.5, "bar", "off", 12, 5):
        board.click(bad)
        assert board.message_kind == "error", bad
        assert snapshot(board) == before, bad
    for text in ("hello", "24/14", "13/1"):
        with pytest.raises(ValueError):
            board.play(text)
        assert snapshot(board) == before
    with pytest.raises(IllegalMoveError):
        board.roll()
    with pytest.raises(IllegalMoveError):
        board.commit()
    assert board.undo() is None
    assert snapshot(board) == before
    for msg in ({"type": "roll"}, {"type": "commit"}, {"type": "undo"}, {"type": "click", "point": "x"},
                "garbage", {"type": "unknown"}):
        board._on_front_end(board, msg)
        assert snapshot(board) == before


def test_set_stage_refusals():
    board = Board("gulbar", dice=(6, 5))
    with pytest.raises(IllegalMoveError, match="already rolled"):
        board.set_stage(Stage("passed", 0, Moves(6, 2)))
    board = Board("gulbar")
    with pytest.raises(IllegalMoveError, match="White is to move"):
        board.set_stage(Stage("passed", 1, Moves(6, 2)))
    with pytest.raises(InvalidMoveError):
        board.set_stage(Stage("passed", 0, None))
    with pytest.raises(InvalidMoveError):
        board.set_stage(Stage("passed", 0, (6, 6)))
    assert board.status == "roll" and board.game.dice is None


def test_diagram_with_passed_moves():
    d = Diagram(variant("gulbar").start(), "gulbar", dice=Moves(6, 2))
    assert d.dice == [6, 6] and d.stage_kind == "passed" and not d.interactive
    assert repr(d) == "Board('gulbar', diagram, turn 1, White to move, dice 2 moves of 6 (passed))"


# -- Fevga -------------------------------------------------------------------------------------
def test_fevga_lead_checker_explained():
    board = Board("fevga", dice=(6, 5))
    assert board.sources == [24]
    board.click(24)
    board.click(18)
    board.click(24)
    assert board.message_kind == "error" and "only one checker leaves the head" in board.message
    assert board.sources == [18]


# -- bots across stages ------------------------------------------------------------------------
def test_bot_plays_its_whole_progression():
    board = Board("gul", bot=simple_bot(0), bot_side=1)
    board.roll(6, 5)
    board.game.rng.seed(0)

    def doubles(*_):                      # the bot's throw: a 2-2
        return 2

    board.game.rng.randint = doubles
    board.play("24/13")
    kinds = [(t.player, t.stage.kind, tuple(t.roll)) for t in board.game.turns]
    assert kinds == [(0, "roll", (6, 5)), (1, "roll", (2, 2)), (1, "double", (3, 3)),
                     (1, "double", (4, 4)), (1, "double", (5, 5)), (1, "double", (6, 6))]
    assert board.to_move == 0 and board.status == "roll"
    assert board.message.startswith("White played 24/13. Black played ")
    assert board.message.count("Black played") == 5 and board.message.endswith("White to roll.")


def test_bot_plays_passed_moves_then_its_own_roll():
    board = Board("gulbar", bot=simple_bot(0), bot_side=1, seed=2)
    board.roll(6, 6)
    board.play("24/18(2)")
    turns = board.game.turns
    assert turns[1].player == 1 and turns[1].stage.kind == "passed" and turns[1].roll == Moves(6, 2)
    # Then its own roll (1-1, played in full: a re-roll), and White's turn.
    assert [(t.player, t.stage.kind, t.stage.origin) for t in turns[2:]] == [(1, "roll", None), (1, "roll", (1, 1))]
    # (the bot's plays in the learner's, White's, numbers: its 24/18 is White's 12/6)
    assert board.message.startswith("White played 24/18(2). Black played 12/6 (2 moves of 6 passed by White). ")
    assert board.to_move == 0 and board.status == "roll" and board.message.endswith("White to roll.")


def _bot_game(name, seed, bot_side):
    board = Board(name, seed=seed, bot=simple_bot(seed), bot_side=bot_side)
    me = simple_bot(seed + 100)
    plays, seen = [], Counter()
    board.on_play(plays.append)
    for _ in range(3000):
        if board.status == "over":
            break
        if board.status == "roll":
            board.roll()
            continue
        assert board.to_move != bot_side
        seen[board.stage_kind] += 1
        board.play(me(board.game))
    return board, plays, seen


@pytest.mark.parametrize("name", VARIANTS)
def test_full_game_bot_against_bot_through_the_board(name):
    board, plays, seen = _bot_game(name, 11, 1)
    g = board.game
    assert board.status == "over" and g.over and board.stage == f"{TITLES[name]}: game over"
    check_callbacks_chain(board, plays)
    assert board.message_kind == "success" and "wins" in board.message
    replay = Game.from_json(g.to_json())
    assert replay.result == g.result and [t.stage for t in replay.turns] == [t.stage for t in g.turns]
    board2, plays2, _ = _bot_game(name, 12, 0)            # the bot opens
    assert board2.status == "over" and plays2[0].player == 0
    check_callbacks_chain(board2, plays2)


def test_bot_games_reach_every_kind_of_stage():
    """Across a few seeded games the human side of the board is handed a
    progression's doubles and passed moves, and the bot plays both."""
    human, bot = Counter(), Counter()
    for name in ("gul", "gulbar", "mad-gulbar", "fevga-giul"):
        for seed in (11, 12):
            board, plays, seen = _bot_game(name, seed, 1)
            human.update(seen)
            bot.update(p.stage.kind for p in plays if p.player == 1)
    assert human["double"] and human["passed"], human
    assert bot["double"] and bot["passed"], bot


# -- whole games by clicks ---------------------------------------------------------------------
EXPECTED_STAGES = {
    "gul": {("double", True)},
    "gulbar": {("passed", True), ("roll", True)},
    "mad-gulbar": {("passed", True), ("double", True)},
    "khachapuri": {("roll", True)},
    "fevga-giul": {("passed", True), ("double", True)},
}


@pytest.mark.parametrize("name", VARIANTS)
def test_full_game_by_clicks(name):
    seen = set()
    for seed in (1, 2):
        board = Board(name, seed=seed)
        rnd = random.Random(seed)
        plays = []
        board.on_play(plays.append)
        for _ in range(3000):
            if board.status == "over":
                break
            if board.status == "roll":
                assert board.can_roll and board.dice == []
                board.roll()
                continue
            assert not board.can_roll and board.dice
            assert board.stage == board.game.stage_text
            click_stage(board, rnd)
        assert board.status == "over"
        check_callbacks_chain(board, plays)
        replay = Game.from_json(board.game.to_json())
        assert replay.position == board.game.position and replay.result == board.game.result
        seen |= {(t.stage.kind, t.stage.origin is not None) for t in board.game.turns}
    assert EXPECTED_STAGES.get(name, set()) <= seen, seen


def test_game_over_in_a_variant_refuses_more():
    board = Board("fevga-giul", position=position({1: 1}, {13: 15}, off=(14, 0)), dice=(2, 2))
    board.click(1)
    board.click("off")
    assert board.status == "over" and board.game.result.kind == "mars"
    board.click(13)
    assert board.message_kind == "error" and "over" in board.message
    with pytest.raises(GameOverError):
        board.roll(6, 5)
    with pytest.raises(GameOverError):
        board.set_stage(Stage("double", 0, (3, 3), origin=(2, 2)))


def test_a_callbacks_message_stays():
    """An exercise's verdict, said from an on_play callback, is not
    overwritten by the board's own account of the stage."""
    board = Board("gul")
    verdict = board.on_play(lambda played: board.say(f"checked {played}", "success"))
    board.roll(3, 3)
    board.play("24/18(2)")
    assert board.message == "checked 24/18(2)" and board.message_kind == "success"
    assert board.stage == "Gul: playing the 4-4 of 3-3 -> 6-6"
    board.on_play(verdict, remove=True)
    board.play(board.game.legal_plays()[0])
    assert board.message.startswith("White played ") and board.message_kind == "info"
