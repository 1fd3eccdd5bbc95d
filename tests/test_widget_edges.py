"""The board at its edges: a typed error for every bad argument (a
``NardyError``, quoting it), and a refusal changes nothing -- the game, the
traits, the message aside."""

import pytest

import nardy
from nardy import NardyError, Stage, variant
from nardy.widgets import Board, Diagram
from nardy.widgets.view import TRAITS


def traits(board):
    return {k: getattr(board, k) for k in TRAITS if k not in ("message", "message_kind", "message_seq", "prompt")}


def state(board):
    g = board.game
    return (g.position, tuple(g.steps), g.dice, g.to_move, len(g.turns), g.first, traits(board))


@pytest.mark.parametrize("kwargs, words", [
    (dict(dice=5), "5"),
    (dict(dice=(9, 9)), "(9, 9)"),
    (dict(bot=[1]), "[1]"),
    (dict(bot="nope"), "'nope'"),
    (dict(interactive="yes"), "'yes'"),
    (dict(auto_commit=1), "1"),
    (dict(names=[1, 2]), "[1, 2]"),
    (dict(names=("A",)), "('A',)"),
    (dict(names="AB"), "'AB'"),
    (dict(names=[]), "[]"),
    (dict(game="long"), "'long'"),
    (dict(position=5), "5"),
    (dict(position=variant("long").start(), to_move=5), "5"),
    (dict(seed=[1]), "[1]"),
    (dict(bot="random", bot_side=2), "2"),
    (dict(cube_bot=5, match=3), "5"),
])
def test_bad_constructor_arguments_get_typed_errors(kwargs, words):
    with pytest.raises(NardyError) as e:
        Board("long" if "match" not in kwargs else None, **kwargs)
    assert words in str(e.value)


@pytest.mark.parametrize("cube", ["x", {"value": 3}, {"value": 2, "owner": 2}, {"colour": 1}, {"value": True}])
def test_bad_cube_gets_a_typed_error(cube):
    with pytest.raises(NardyError, match="cube="):
        Board("backgammon", cube=cube)


def test_a_good_cube_is_shown():
    assert Board("backgammon", cube={"value": 4, "owner": 1}).cube == {
        "value": 4, "owner": 1, "offered_by": -1, "offered_value": 0}


def test_names_of_the_wrong_length_are_refused_before_anything_changes():
    # F5: the dice were rolled though the trait stayed empty; now the board is never made.
    with pytest.raises(NardyError, match="two names"):
        Board("long", names=("A",))


@pytest.mark.parametrize("point", ["²", "٣", "1" * 5000, [1], {"a": 1}, 2.0, None, True, -1, 26, "  "])
def test_click_never_raises_and_says_why(point):
    b = Board("long", dice=(6, 5))
    before = state(b)
    b.click(point)
    assert b.message_kind == "error" and "there is no point" in b.message
    assert state(b) == before


def test_front_end_messages_of_any_shape():
    b = Board("long")
    before = state(b)
    for msg in ({"type": []}, {"type": {}}, {"type": None}, {"type": "click", "point": []}, {}, [], None, 5,
                {"type": "click"}, {"type": "__init__"}):
        b._on_front_end(b, msg)
        assert state(b) == before


@pytest.mark.parametrize("highlight", [["²"], [30], "13", 5, [None]])
def test_diagram_highlight_typed_error(highlight):
    with pytest.raises(NardyError):
        Diagram(highlight=highlight)


@pytest.mark.parametrize("arrows", [[(1,)], [5], 7, [("²", 3)], [(24, 18, 12)]])
def test_diagram_arrows_typed_error(arrows):
    with pytest.raises(NardyError):
        Diagram(arrows=arrows)


def test_diagram_dice_typed_error():
    with pytest.raises(NardyError):
        Diagram(dice=5)


@pytest.mark.parametrize("play", [None, 5, 2.5, {"24": 13}, object()])
def test_play_of_the_wrong_type(play):
    b = Board("long", dice=(6, 5))
    before = state(b)
    with pytest.raises(NardyError):
        b.play(play)
    assert state(b) == before and b.message_kind == "error"


@pytest.mark.parametrize("seed", [[1], {}, 1.5, object()])
def test_new_game_with_a_bad_seed(seed):
    b = Board("long", seed=1)
    b.roll(6, 5)
    before = state(b)
    with pytest.raises(NardyError, match="seed"):
        b.new_game(seed=seed)
    assert state(b) == before
    m = Board(match=3)
    with pytest.raises(NardyError, match="seed"):
        m.new_match(seed=seed)


def test_set_position_with_bad_dice_changes_nothing():
    b = Board("long", seed=1)
    b.roll(6, 5)
    b.click(24)
    before = state(b)
    for dice in ((9, 9), 5, "x"):
        with pytest.raises(NardyError):
            b.set_position(variant("long").start(), dice=dice)
        assert state(b) == before and b.selected == 24
    with pytest.raises(NardyError):
        b.set_position(variant("long").start(), stage=Stage("double", 1, (4, 4), origin=(3, 3)))
    assert state(b) == before


def test_a_refused_set_position_for_the_other_side_keeps_the_boards_numbering():
    """A set-up for Black with dice that are refused does not leave the
    board drawn, and its plays written, from Black's side."""
    b = Board("long", seed=1)
    before = state(b)
    assert b.viewer == 0
    with pytest.raises(NardyError, match=r"\[\]"):
        b.set_position(variant("long").start(), to_move=1, dice=[])
    assert state(b) == before and b.viewer == 0 and b.numbering[0] == 1


def test_set_stage_the_board_cannot_show_changes_nothing():
    with pytest.raises(NardyError, match="origin"):
        Stage("double", 0, (4, 4))                       # a progression's double with no origin
    b = Board("gul")
    before = state(b)
    with pytest.raises(NardyError):
        b.set_stage(Stage("double", 1, (4, 4), origin=(3, 3)))   # Black's, with White to move
    assert state(b) == before and b.message_kind == "error"
    assert repr(b) == "Board('gul', turn 1, White to roll)"
    b.click(24)
    assert "roll the dice first" in b.message


def test_a_failing_callback_leaves_the_board_drawn():
    b = Board("long")
    b.on_play(lambda p: 1 / 0)
    b.roll(6, 5)
    with pytest.raises(ZeroDivisionError):
        b.play("24/13")
    assert b.game.to_move == 1 and b.to_move == 1 and b.status == "roll" and b.dice == []
    assert "ZeroDivisionError" in b.message and b.message_kind == "error"


def test_a_failing_callback_still_lets_the_bot_answer():
    b = Board("long", bot="random", bot_side=1, seed=4)
    b.on_play(lambda p: 1 / 0 if p.player == 0 else None)
    b.roll(6, 5)
    with pytest.raises(ZeroDivisionError):
        b.play("24/13")
    assert len(b.game.turns) == 2 and b.to_move == 0 and b.turn == 3


@pytest.mark.parametrize("bot", [lambda g: 5, lambda g: "garbage", lambda g: 1 / 0])
def test_a_bot_that_fails_is_told_and_the_traits_follow_the_game(bot):
    b = Board("long", bot=bot, bot_side=1)
    b.roll(6, 5)
    b.play("24/13")
    assert b.message.startswith("the bot could not play") and b.message_kind == "error"
    g = b.game
    assert (b.to_move, b.status == "move", b.turn) == (g.to_move, g.dice is not None, len(g.turns) + 1)


def test_on_play_and_say_arguments():
    b = Board("long")
    with pytest.raises(NardyError):
        b.on_play(5)
    with pytest.raises(NardyError):
        b.on_play(print, remove=True)
    with pytest.raises(NardyError):
        b.say("hello", "shout")
    b.say("hello")
    assert b.message == "hello"


def test_engine_errors_are_what_escapes_a_game_of_junk():
    """A short fuzz: random junk to every public method of a board, in
    several states; only NardyError escapes, and a refusal changes nothing."""
    import random
    rnd = random.Random(11)
    junk = [None, 5, -1, 2.5, "²", "x", "", "24/13", [1], (6, 5), (9, 9), {"a": 1}, True, "bar", "off",
            nardy.Moves(6, 2), Stage("roll", 0), variant("long").start()]
    for name in ("long", "gul", "backgammon"):
        b = Board(name, seed=3)
        for _ in range(300):
            method = rnd.choice(["click", "roll", "play", "undo", "commit", "new_game", "set_stage", "say"])
            arg = rnd.choice(junk)
            before = state(b)
            try:
                if method in ("undo", "commit"):
                    getattr(b, method)()
                elif method == "roll":
                    b.roll(arg) if rnd.random() < 0.5 else b.roll()
                else:
                    getattr(b, method)(arg)
            except NardyError:
                assert state(b) == before, (method, arg)
            if b.status == "over":
                b.new_game()
