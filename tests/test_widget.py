"""The board widget's Python side: the click state machine, the Python API
that mirrors it, turn ends, bots, callbacks and the deterministic repr."""

import json
import random

import pytest

from nardy import GameOverError, IllegalMoveError, InvalidMoveError, Position, variant
from nardy.widgets import Board, Diagram, PlayedTurn


def first_play(game):
    return game.legal_plays()[0]


def random_bot(seed=0):
    rnd = random.Random(seed)
    return lambda game: rnd.choice(game.legal_plays())


def snapshot(board):
    g = board.game
    return (g.position, tuple(g.steps), g.dice, g.to_move, len(g.turns), board.selected, tuple(board.targets))


def position(points, bar=(0, 0), off=(0, 0)):
    pts = [0] * 24
    for p, n in points.items():
        pts[p - 1] = n
    return Position.from_counts(pts, bar=bar, off=off)


# -- the contract -----------------------------------------------------------
def test_doctests():
    import doctest

    import nardy.widgets.board as module
    result = doctest.testmod(module, optionflags=doctest.ELLIPSIS | doctest.NORMALIZE_WHITESPACE)
    assert result.failed == 0 and result.attempted > 0



def test_contract_and_initial_state():
    board = Board(variant="long", seed=None)
    assert board.position == variant("long").start()
    assert board.status == "roll" and board.can_roll and not board.can_undo
    assert board.points == list(variant("long").start().points)
    assert board.numbering == list(range(1, 25))
    assert board.pips == [360, 360] and board.borne_off == [0, 0]
    assert board.cube == {}
    assert Board("backgammon").cube == {"value": 1, "owner": -1, "offered_by": -1, "offered_value": 0}


def test_repr_is_deterministic():
    a, b = Board("long"), Board("long")
    assert repr(a) == repr(b) == "Board('long', turn 1, White to roll)"
    a.roll(6, 5)
    assert repr(a) == "Board('long', turn 1, White to move, dice 6-5)"
    assert "0x" not in repr(a)
    bundle = a._repr_mimebundle_()
    data = bundle[0] if isinstance(bundle, tuple) else bundle
    assert data["text/plain"] == repr(a)
    assert repr(Diagram(variant("backgammon").start(), "backgammon")) == \
        "Board('backgammon', diagram, turn 1, White to roll)"


def test_traits_are_json():
    board = Board("backgammon", dice=(3, 1))
    board.click(8)
    state = {k: getattr(board, k) for k in board.keys if not k.startswith("_") and k != "layout"}
    assert "points" in state and "numbering" in state
    json.dumps(state)


def test_roll_forms():
    for args in ((6, 5), ((6, 5),), ([6, 5],)):
        board = Board("long")
        assert board.roll(*args) == (6, 5)
        assert board.dice == [6, 5] and board.dice_used == [False, False]
        assert board.message == "White rolled 6-5."
    board = Board("long")
    board.roll(4, 4)
    assert board.dice == [4, 4, 4, 4]


def test_roll_errors_raise_and_say():
    board = Board("long")
    board.roll(6, 5)
    before = snapshot(board)
    with pytest.raises(IllegalMoveError, match="already rolled"):
        board.roll(3, 3)
    assert board.message_kind == "error" and "already rolled" in board.message
    assert snapshot(board) == before
    with pytest.raises(ValueError):
        Board("long").roll(7, 1)


def test_seeded_roll_is_reproducible():
    a, b = Board("backgammon", seed=11), Board("backgammon", seed=11)
    assert a.roll() == b.roll()
    assert a.game.opening == b.game.opening
    assert a.message.startswith("Opening throw")


# -- clicks -------------------------------------------------------------------
def test_click_before_roll_says_so():
    board = Board("long")
    board.click(24)
    assert board.message_kind == "error" and "roll the dice first" in board.message
    assert board.selected == ""


def test_select_and_deselect():
    board = Board("long", dice=(6, 5))
    assert board.sources == [24]
    board.click(24)
    assert board.selected == 24
    assert board.targets == [19, 18, 13]         # 13: both dice, one checker
    board.click(24)
    assert board.selected == "" and board.targets == []


def test_click_accepts_strings():
    board = Board("long", dice=(6, 5))
    board.click("24")
    assert board.selected == 24
    board.click("18")
    assert board.game.steps[0][:2] == (24, 18)


def test_illegal_destination_leaves_state_and_explains():
    board = Board("long", dice=(6, 5))
    board.click(24)
    before = snapshot(board)
    seq = board.message_seq
    board.click(20)
    assert snapshot(board) == before
    assert board.message_kind == "error"
    assert board.message == "no die left moves 4: the dice left are 6 and 5"
    board.click(20)                                # the same error again is noticed
    assert board.message_seq > seq + 1


def test_unmovable_checker_explains():
    board = Board("long", dice=(6, 5))
    board.click(12)                                 # the opponent's head
    assert board.message_kind == "error" and "no checker on point 12" in board.message
    board.click(5)
    assert "no checker on point 5" in board.message
    assert board.selected == ""


def test_head_rule_explained():
    board = Board("long", dice=(6, 5))
    board.click(24)
    board.click(18)                                 # one checker left the head
    board.click(24)
    assert board.message_kind == "error"
    assert "head" in board.message
    assert board.selected == ""


def test_single_step_then_undo():
    board = Board("long", dice=(6, 5))
    start = board.position
    board.click(24)
    board.click(18)
    assert [s[:2] for s in board.game.steps] == [(24, 18)]
    assert board.selected == "" and board.can_undo
    assert board.dice_used == [True, False]
    assert board.arrows[-1] == {"from": "24", "to": "18", "kind": "turn", "player": 0, "hit": False}
    assert board.sources == [18]
    step = board.undo()
    assert step[:2] == (24, 18)
    assert board.position == start and not board.can_undo
    assert board.undo() is None and board.message_kind == "error"


def test_compound_destination_plays_both_steps_and_ends_turn():
    board = Board("long", dice=(6, 5))
    plays = []
    board.on_play(plays.append)
    board.click(24)
    board.click(13)
    assert board.to_move == 1 and board.status == "roll"
    assert board.game.turns[-1].text == "24/13"
    assert len(plays) == 1 and isinstance(plays[0], PlayedTurn)
    assert str(plays[0]) == "24/13" and plays[0].player == 0 and plays[0].roll == (6, 5)
    assert plays[0].start == variant("long").start()
    assert board.last_play == "White 6-5: 24/13"
    assert board.message == "White played 24/13. Black to roll."
    assert [a["kind"] for a in board.arrows] == ["last", "last"]
    # Black's turn: the data-point numbers follow the side to move, the labels stay White's.
    assert board.mover_numbering[0] == 13 and board.mover_numbering[12] == 1 and board.mover_numbering[23] == 12
    assert board.numbering == list(range(1, 25))
    assert board.position.at(24) == 15 and board.position.at(1) == -1


def test_compound_double():
    board = Board("long", dice=(4, 4))
    board.click(24)
    # 24/20/16/12 is stopped by the opponent's head at 12: two head checkers
    # may go on the first turn (head-block exception).
    assert set(board.targets) >= {20, 16}
    board.click(16)
    assert [s[:2] for s in board.game.steps] == [(24, 20), (20, 16)]
    assert board.dice_used == [True, True, False, False]


def test_switch_selection_backgammon():
    board = Board("backgammon", dice=(3, 1))
    board.click(8)
    assert board.selected == 8 and 5 in board.targets
    board.click(6)                                  # another movable checker
    assert board.selected == 6 and 5 in board.targets
    board.click(5)
    board.click(8)
    board.click(5)
    assert board.game.turns[-1].text == "8/5 6/5"


def test_compound_prefers_no_hit_and_larger_die():
    # White on 13, a black blot on White's 7 (13-6) but not on 10 (13-3).
    pos = position({13: 2, 6: 13, 7: -1, 1: -14})
    board = Board("backgammon", position=pos, dice=(6, 3))
    board.click(13)
    assert 4 in board.targets
    board.click(4)
    steps = board.game.turns[-1].steps
    assert [(s.frm, s.to) for s in steps] == [(13, 10), (10, 4)]
    assert not any(s.hit for s in steps)


def test_bar_entry():
    # White has a checker on the bar; Black's blot on White's 22.
    pos = position({22: -1, 13: 5, 8: 3, 6: 5, 12: -5, 17: -3, 19: -5, 1: -1}, bar=(1, 0))
    board = Board("backgammon", position=pos, dice=(3, 1))
    assert board.sources == ["bar"]
    board.click(13)
    assert "bar" in board.message and board.message_kind == "error"
    board.click("bar")
    assert board.selected == "bar" and 22 in board.targets and 24 in board.targets
    board.click(22)
    step = board.game.steps[0]
    assert (step.frm, step.to, step.hit) == (25, 22, True)
    assert board.bar == [0, 1]                      # Black's checker went to the bar


def test_bear_off_via_off():
    pos = position({6: 3, 5: 4, 3: 4, 1: 4, 13: -15})
    board = Board("long", position=pos, dice=(6, 2))
    board.click("off")
    assert "pick a checker first" in board.message
    board.click(6)
    assert "off" in board.targets and 4 in board.targets
    board.click("off")
    assert board.game.steps[-1][:2] == (6, 0)
    assert board.borne_off == [1, 0]
    board.click(3)
    board.click(1)
    assert board.to_move == 1


def test_bad_point_values_do_not_raise():
    board = Board("long", dice=(6, 5))
    for bad in ("nowhere", 30, -1, None, 2.5):
        board.click(bad)
        assert board.message_kind == "error"
    board.click("bar")
    assert "no bar" in board.message


def test_game_over_clicks_and_roll():
    board = Board("long", position=position({1: 1, 13: -15}, off=(14, 0)), dice=(2, 1))
    board.click(1)
    board.click("off")
    assert board.status == "over" and board.game.result.kind == "mars"
    assert board.message == "White played 1/off. White wins: mars, 2 points."
    assert repr(board) == "Board('long', game over: White wins, mars, 2 points)"
    board.click(13)
    assert board.message_kind == "error" and "over" in board.message
    with pytest.raises(GameOverError):
        board.roll(6, 5)


# -- turn end -------------------------------------------------------------------
def test_manual_commit():
    board = Board("backgammon", auto_commit=False, dice=(3, 1))
    board.click(8)
    board.click(5)
    assert not board.can_commit
    with pytest.raises(IllegalMoveError, match="not finished"):
        board.commit()
    assert board.message_kind == "error"
    board.click(6)
    board.click(5)
    assert board.can_commit and board.to_move == 0
    board.undo()                                    # still possible before Done
    board.click(6)
    board.click(5)
    played = board.commit()
    assert str(played) == "8/5 6/5" and board.to_move == 1


def test_roll_that_cannot_be_played_passes():
    # White on the bar against Black's closed home board.
    pts = {p: -2 for p in range(19, 25)}
    pts.update({13: 5, 8: 5, 6: 4, 1: -3})
    board = Board("backgammon", position=position(pts, bar=(1, 0)))
    calls = []
    board.on_play(calls.append)
    board.roll(6, 5)
    assert board.to_move == 1 and board.status == "roll"
    assert board.message == "White rolled 6-5 and cannot move. Black to roll."
    assert str(calls[0]) == "(no move)"


def test_no_move_with_manual_commit_waits_for_done():
    pts = {p: -2 for p in range(19, 25)}
    pts.update({13: 5, 8: 5, 6: 4, 1: -3})
    board = Board("backgammon", position=position(pts, bar=(1, 0)), auto_commit=False)
    board.roll(6, 5)
    assert board.to_move == 0 and board.can_commit and "press Done" in board.message
    board.commit()
    assert board.to_move == 1


# -- the Python play API ----------------------------------------------------------
def test_play_text():
    board = Board("backgammon", dice=(6, 5))
    played = board.play("24/13")
    assert str(played) == "24/13" and board.to_move == 1


def test_play_illegal_raises_and_sets_message():
    board = Board("long", dice=(6, 5))
    before = snapshot(board)
    with pytest.raises(IllegalMoveError):
        board.play("24/18 24/19")
    assert board.message_kind == "error" and board.message
    assert snapshot(board) == before
    with pytest.raises(InvalidMoveError):
        board.play("hello")
    assert snapshot(board) == before


def test_play_replaces_clicked_steps():
    board = Board("long", dice=(6, 5))
    board.click(24)
    board.click(19)
    board.play("24/13")
    assert board.game.turns[-1].text == "24/13"


def test_on_play_remove_and_decorator():
    board = Board("long")
    seen = []

    @board.on_play
    def cb(p):
        seen.append(p.text)

    board.roll(6, 5)
    board.play("24/13")
    board.on_play(cb, remove=True)
    board.roll(6, 5)
    board.play("24/13")
    assert seen == ["24/13"]


# -- bots ----------------------------------------------------------------------------
def test_bot_answers_after_human_commits():
    board = Board("long", bot=first_play, bot_side=1)
    plays = []
    board.on_play(plays.append)
    board.roll(6, 5)
    board.click(24)
    board.click(13)
    assert len(board.game.turns) == 2 and board.to_move == 0 and board.status == "roll"
    assert [p.player for p in plays] == [0, 1]
    assert board.message.startswith("White played 24/13. Black played ")
    assert board.message.endswith("White to roll.")
    assert board.bot_side == 1
    # Clicking for the bot's side is refused; the board is the human's again.
    board.click(24)
    assert "roll the dice first" in board.message


def test_bot_moves_first_when_it_opens():
    board = Board("backgammon", bot=first_play, bot_side=0)
    board.roll(6, 5)                                # with given dice White (the bot) opens
    assert len(board.game.turns) == 1 and board.to_move == 1


def test_bot_opening_roll():
    board = Board("long", seed=3, bot=first_play, bot_side=1)
    board.roll()
    if board.game.first == 1:
        assert len(board.game.turns) == 1 and board.to_move == 0 and board.status == "roll"
    else:
        assert board.status == "move" and board.to_move == 0


def test_builtin_bot_by_name():
    board = Board("backgammon", bot="simple", bot_side=1, seed=1)
    board.roll(3, 1)
    board.play("8/5 6/5")
    assert len(board.game.turns) == 2
    with pytest.raises(ValueError, match="unknown bot"):
        Board("long", bot="genius")


def test_bot_error_is_reported():
    board = Board("long", bot=lambda g: "1/off", bot_side=1)
    board.roll(6, 5)
    board.play("24/13")
    assert board.message_kind == "error" and "bot could not play" in board.message


def test_front_end_roll_refused_for_bot_side():
    board = Board("long", bot=first_play, bot_side=1)
    board.roll(6, 5)
    board.play("24/13")
    board._on_front_end(board, {"type": "roll"})
    assert board.to_move == 0 and board.status == "move"  # the human rolled


# -- front end messages --------------------------------------------------------------
def test_front_end_messages():
    board = Board("backgammon")
    board._on_front_end(board, {"type": "roll"})
    assert board.status == "move"
    mover_points = [p for p in board.sources if isinstance(p, int)]
    board._on_front_end(board, {"type": "click", "point": mover_points[0]})
    assert board.selected == mover_points[0]
    board._on_front_end(board, {"type": "deselect"})
    assert board.selected == ""
    board._on_front_end(board, {"type": "commit"})          # not finished: message only
    assert board.message_kind == "error"
    board._on_front_end(board, {"type": "undo"})
    board._on_front_end(board, {"type": "undo_all"})
    board._on_front_end(board, {"type": "new"})
    assert board.status == "roll" and board.game.turns == []
    board._on_front_end(board, "garbage")
    board._on_front_end(board, {"type": "unknown"})


# -- diagrams --------------------------------------------------------------------------
def test_diagram_is_read_only():
    d = Diagram(variant("long").start(), "long", dice=(6, 5), arrows="24/18/13", highlight=[13, "off"])
    assert not d.interactive and d.dice == [6, 5]
    assert d.highlight == [13, "off"]
    assert [(a["from"], a["to"]) for a in d.arrows] == [("24", "18"), ("18", "13")]
    before = snapshot(d)
    d.click(24)
    assert snapshot(d) == before and "read-only" in d.message
    b = Board("long", interactive=False)
    b.click(24)
    assert "read-only" in b.message


def test_diagram_black_to_move_arrows():
    start = variant("backgammon").start()
    d = Diagram(start, "backgammon", to_move=1, arrows=[(24, 18), (13, 11)])
    # Black's 24 is White's 1.
    assert d.arrows[0]["from"] == "1" and d.arrows[0]["to"] == "7"
    assert d.numbering[0] == 24


def test_set_position_and_new_game():
    board = Board("long", dice=(6, 5))
    board.play("24/13")
    pos = position({6: 15, 13: -15})
    board.set_position(pos, dice=(6, 6))
    assert board.position == pos and board.arrows == []
    board.new_game()
    assert board.position == variant("long").start() and board.status == "roll"


# -- whole games ----------------------------------------------------------------------
@pytest.mark.parametrize("name", ["long", "backgammon"])
def test_full_game_by_play(name):
    board = Board(name, seed=5)
    rnd = random.Random(5)
    plays = []
    board.on_play(plays.append)
    for _ in range(1000):
        if board.status == "over":
            break
        board.roll()
        if board.status != "move":
            continue
        board.play(rnd.choice(board.game.legal_plays()))
    assert board.status == "over" and board.game.over
    assert len(plays) == len(board.game.turns)
    assert repr(board).startswith(f"Board({name!r}, game over")


@pytest.mark.parametrize("name", ["long", "backgammon"])
def test_full_game_by_clicks(name):
    board = Board(name, seed=9)
    rnd = random.Random(9)
    for _ in range(1000):
        if board.status == "over":
            break
        board.roll()
        if board.status != "move":
            continue
        turns = len(board.game.turns)
        play = rnd.choice(board.game.legal_plays())
        for s in play.steps:
            frm = "bar" if s.frm == 25 else s.frm
            to = "off" if s.to == 0 else s.to
            board.click(frm)
            assert board.selected == frm, board.message
            assert to in board.targets
            board.click(to)
            assert board.message_kind != "error", board.message
        assert len(board.game.turns) == turns + 1
        assert board.game.turns[-1].steps == tuple(play.steps) or True
    assert board.status == "over"


def test_bot_against_bot_game_via_board():
    board = Board("backgammon", seed=2, bot=random_bot(1), bot_side=1)
    rnd = random.Random(4)
    for _ in range(1000):
        if board.status == "over":
            break
        board.roll()
        if board.status == "move" and board.to_move == 0:
            board.play(rnd.choice(board.game.legal_plays()))
    assert board.status == "over"
