"""The board's match play (Board(match=...)): the cube's buttons and what
they do, the score and match traits, the Crawford game, the bot's cube
decisions, whole matches to the end; every refused action is typed, said on
the board, and changes nothing."""

import random

import pytest

import nardy
from nardy import IllegalCubeError, IllegalMoveError, InvalidOptionError, Match, MatchState, match_id, position_id
from nardy.bots import simple_bot
from nardy.errors import GameOverError
from nardy.widgets import Board

BG = nardy.variant("backgammon")

TRAITS = ["status", "to_move", "points", "bar", "dice", "cube", "score", "game_number", "can_double",
          "can_answer", "can_roll", "match_info", "new_label", "can_new", "crawford"]


def state(board):
    return {k: getattr(board, k) for k in TRAITS} | {"match_id": board.match.match_id()}


def opened(length=3, seed=5, **kw):
    """White has played the opening 6-1; Black is on roll."""
    b = Board(match=length, seed=seed, **kw)
    b.roll(6, 1)
    b.play("13/7 8/7")
    return b


def race(mine: dict, theirs: dict):
    pts = [0] * 24
    for p, n in mine.items():
        pts[p - 1] += n
    for p, n in theirs.items():
        pts[24 - p] -= n
    return nardy.Position.from_counts(pts, off=(15 - sum(mine.values()), 15 - sum(theirs.values())))


def resumed(position, on_roll, length=5, score=(0, 0)):
    st = MatchState(player_on_roll=on_roll, turn=on_roll, match_length=length, score=score)
    return Match.from_match_id(match_id(st), position_id(position))


def test_match_board_traits():
    b = Board(match=7, seed=1)
    assert (b.variant, b.match_kind, b.match_length, b.score, b.game_number) == ("backgammon", "match", 7, [0, 0], 1)
    assert b.cube == {"value": 1, "owner": -1, "offered_by": -1, "offered_value": 0}
    assert b.match_info == "7-point match · game 1 · White needs 7, Black 7"
    assert not b.can_double                    # nobody doubles before the opening roll
    assert not b.can_new and b.new_label == "New game"
    assert repr(b) == "Board('backgammon', 7-point match, game 1, score 0-0, turn 1, White to roll)"
    money = Board(match=0)
    assert money.match_kind == "money" and money.match_info.startswith("money game · game 1")
    single = Board("backgammon")
    assert single.match is None and single.match_kind == "" and not single.can_double


def test_double_then_take():
    b = opened()
    assert b.can_double and b.to_move == 1 and b.status == "roll"
    assert "Black to roll, or to double first." in b.message
    cube = b.double()
    assert cube.offered_by == 1 and cube.offered_value == 2
    assert b.status == "doubled" and b.can_answer and not b.can_roll and not b.can_double
    assert b.cube == {"value": 1, "owner": -1, "offered_by": 1, "offered_value": 2}
    assert b.message == "Black doubles to 2. White: take (play on for 2) or pass (lose 1)?"
    assert b.stage == "Backgammon: Black doubles to 2"
    b.take()
    assert b.cube == {"value": 2, "owner": 0, "offered_by": -1, "offered_value": 0}
    assert b.status == "roll" and b.to_move == 1 and not b.can_double      # White's cube now
    assert b.message.startswith("White takes: the cube is at 2, White's.")
    assert "owned by White" not in b.match_info and "cube 2 White's" in repr(b)
    b.roll(3, 1)
    assert b.status == "move"


def test_double_then_pass_scores_and_next_game():
    b = opened()
    b.double()
    outcome = b.drop()
    assert (outcome.winner, outcome.points, outcome.how) == (1, 1, "passed")
    assert b.status == "over" and b.score == [0, 1]
    assert b.message == ("White passes. Black wins 1 point (White passed the double). "
                         "Score 0-1 in a 3-point match: press Next game.")
    assert b.new_label == "Next game" and b.can_new
    b.new_game()
    assert (b.game_number, b.score, b.status, b.cube["value"]) == (2, [0, 1], "roll", 1)
    assert b.message.startswith("Game 2 of the match.")
    assert b.game is b.match.game


@pytest.mark.parametrize("action, error, words", [
    (lambda b: b.roll(), IllegalCubeError, "must take or pass first"),
    (lambda b: b.play("24/23"), IllegalCubeError, "must take or pass first"),
    (lambda b: b.double(), IllegalCubeError, "waits for White to take or pass"),
    (lambda b: b.new_game(), IllegalMoveError, "still being played"),
    (lambda b: b.click(6), None, "must take or pass first"),     # a click never raises: it explains
])
def test_while_a_double_waits_nothing_else_happens(action, error, words):
    b = opened()
    b.double()
    before = state(b)
    if error is None:
        action(b)
    else:
        with pytest.raises(error, match=words):
            action(b)
    assert b.message_kind == "error" and words in b.message
    assert state(b) == before


@pytest.mark.parametrize("call, words", [
    ("take", "nothing to take"), ("pass_", "nothing to pass"), ("drop", "nothing to pass"),
])
def test_answer_without_a_double_is_refused(call, words):
    b = opened()
    before = state(b)
    with pytest.raises(IllegalCubeError, match=words):
        getattr(b, call)()
    assert b.message_kind == "error" and words in b.message
    assert state(b) == before


def test_double_refusals_say_why():
    b = Board(match=3, seed=2)
    with pytest.raises(IllegalCubeError, match="before the opening roll"):
        b.double()
    b = opened()
    b.roll(3, 1)
    before = state(b)
    with pytest.raises(IllegalCubeError, match="after rolling"):
        b.double()
    assert b.message.startswith("Black cannot double after rolling (3-1)")
    assert state(b) == before
    one = opened(length=1)
    with pytest.raises(IllegalCubeError, match="1-point match"):
        one.double()
    assert not one.can_double


def test_single_game_board_has_no_cube_actions():
    b = Board("backgammon")
    for call in (b.double, b.take, b.pass_, b.new_match):
        with pytest.raises(IllegalMoveError, match="single games|Board\\(match=7\\)"):
            call()


def test_crawford_game_then_post_crawford():
    b = opened(length=Match(3, score=(2, 0)))
    assert b.crawford == "crawford" and "Crawford game: no doubling" in b.match_info
    assert not b.can_double
    with pytest.raises(IllegalCubeError, match="Crawford game"):
        b.double()
    # Black wins the Crawford game (here: White resigns it, through the match).
    b.match.resign("single", player=0)
    b.refresh()
    assert b.score == [2, 1] and b.new_label == "Next game"
    b.new_game()
    assert b.crawford == "post" and "post-Crawford" in b.match_info
    b.roll(6, 1)
    b.play("13/7 8/7")
    assert b.can_double                         # the trailer doubles again after the Crawford game


def test_bad_match_arguments():
    with pytest.raises(InvalidOptionError, match="'gul'"):
        Board("gul", match=3)
    with pytest.raises(InvalidOptionError, match="-1"):
        Board(match=-1)
    with pytest.raises(InvalidOptionError, match="True"):
        Board(match=True)
    with pytest.raises(InvalidOptionError, match="Match.from_match_id"):
        Board(match=3, position=BG.start())
    b = opened()
    before = state(b)
    with pytest.raises(IllegalMoveError, match="from_match_id"):
        b.set_position(BG.start())
    with pytest.raises(InvalidOptionError, match="'x'"):
        b.new_match("x")
    assert state(b) == before


def test_bot_answers_a_double():
    # White (human) doubles in a race: at a 10% lead the bot takes, at 14% it passes.
    pos_take = race({6: 8, 2: 1}, {6: 9, 1: 1})          # 50 vs 55 -> 10%
    b = Board(match=resumed(pos_take, on_roll=0), bot="simple", bot_side=1)
    b.double()
    assert b.match.cube.value == 2 and b.match.cube.owner == 1
    assert "Black (bot) takes" in b.message and b.status == "roll" and b.to_move == 0
    pos_far = race({6: 8, 2: 1}, {6: 9, 3: 1})           # 50 vs 57 -> 14%
    b = Board(match=resumed(pos_far, on_roll=0), bot="simple", bot_side=1)
    b.double()
    assert b.status == "over" and b.score == [1, 0] and "Black (bot) passes." in b.message
    # The human cannot answer for the bot.
    b.new_game()
    with pytest.raises(IllegalCubeError):
        b.take()


def test_bot_doubles_and_waits_for_the_answer():
    pos = race({6: 8, 2: 1}, {6: 9, 1: 1})               # the bot (on roll) leads by 10%
    b = Board(match=resumed(pos, on_roll=1), bot="simple", bot_side=1)
    assert b.status == "doubled" and b.can_answer
    assert b.message == "Black (bot) doubles to 2. White: take (play on for 2) or pass (lose 1)?"
    with pytest.raises(IllegalCubeError):
        b.double()
    b.take()
    # After the take the bot rolls and plays at once; White is on roll.
    assert b.to_move == 0 and b.status == "roll" and b.match.cube.owner == 0
    assert len(b.game.turns) == 1 and b.game.turns[0].player == 1


@pytest.mark.parametrize("seed", range(4))
def test_whole_matches_to_the_end(seed):
    """A human (a simple bot's plays through the board, doubling and
    answering at random) against the bot: the match ends, the score is the
    sum of the games' points, every game's cube is sound, New match resets."""
    rnd = random.Random(seed)
    me = simple_bot(seed)
    b = Board(match=5, seed=seed, bot="simple", bot_side=rnd.randrange(2))
    for _ in range(5000):
        if b.match_over:
            break
        if b.status == "over":
            b.new_game()
        elif b.status == "doubled":
            (b.take if rnd.random() < 0.7 else b.pass_)()
        elif b.status == "roll":
            if b.can_double and rnd.random() < 0.15:
                b.double()
            else:
                b.roll()
        else:
            b.play(me(b.game))
    m = b.match
    assert m.over and b.new_label == "New match" and b.can_new
    assert sum(g.outcome.points for g in m.games) == sum(m.score)
    assert max(m.score) >= 5 and b.score == list(m.score)
    for g in m.games:
        assert g.outcome.points in {c * k for c in (1, 2, 4, 8, 16, 32, 64) for k in (1, 2, 3)}
        assert not (g.crawford and g.cube.value > 1)
    b.new_game()                                  # after the match: a new one
    assert b.score == [0, 0] and b.game_number == 1 and not b.match_over


def test_game_over_refuses_play():
    b = opened()
    b.double()
    b.pass_()
    before = state(b)
    with pytest.raises(GameOverError):
        b.roll()
    b.click(6)
    assert b.message_kind == "error" and state(b) == before


def test_front_end_buttons():
    """The browser's Double / Take / Pass / Next game messages call the same
    methods; refused ones are said and change nothing (never raise)."""
    b = opened()
    b._on_front_end(b, {"type": "take"})                 # nothing on offer
    assert b.message_kind == "error" and "nothing to take" in b.message and b.status == "roll"
    b._on_front_end(b, {"type": "double"})
    assert b.status == "doubled"
    b._on_front_end(b, {"type": "pass"})
    assert b.status == "over" and b.score == [0, 1]
    b._on_front_end(b, {"type": "new"})
    assert b.game_number == 2
    diagram = Board(match=3, interactive=False)
    diagram._on_front_end(diagram, {"type": "roll"})
    assert diagram.message == "this board is a read-only diagram" and diagram.status == "roll"
    assert not diagram.can_double and not diagram.can_answer


def test_a_cube_exercise_checks_a_boards_match():
    """Lesson 3.5: exercise 1 on a board -- the opening played, Double and
    Take clicked, then the board's match checked."""
    from nardy.widgets.exercises import lesson
    ex = lesson("part3/05", fresh=True)
    b = Board(match=ex.q1.match())
    untouched = ex.q1.check(b.match)
    assert not untouched.correct and "nobody has doubled yet" in untouched.message
    b.roll(6, 1)
    b.play("13/7 8/7")
    b._on_front_end(b, {"type": "double"})
    b._on_front_end(b, {"type": "take"})
    assert ex.q1.check(b.match).correct


def test_resign_concedes_the_worst_the_position_can_still_bring():
    """Resign: a backgammon while the resigner has a checker in the
    opponent's home (or on the bar) and none off, a gammon with none off, a
    single once one is off; times the cube; refused before the
    opening roll, after the game and on a single-game board."""
    b = opened()                                  # Black on roll, back checkers in White's home
    assert b.can_resign
    out = b.resign()
    assert (out.winner, out.kind, out.points, out.how) == (0, "backgammon", 3, "resigned")
    assert b.message.startswith("Black resigns a backgammon. White wins 3 points (backgammon, resigned).")
    assert b.status == "over" and not b.can_resign
    before = state(b)
    with pytest.raises(IllegalMoveError, match="nothing to resign"):
        b.resign()
    assert state(b) == before
    # A gammon: no checker off, none back; with the cube at 2: 4 points.
    home = race({6: 5, 5: 5, 4: 5}, {6: 5, 5: 5, 4: 4})       # Black (to move) has one checker off
    m = Match.from_match_id(match_id(MatchState(cube_value=2, cube_owner=1, player_on_roll=0, turn=0,
                                                match_length=7)), position_id(home))
    g = Board(match=m)
    assert g.resign().points == 4 and g.match.result.kind == "gammon"
    single = Board(match=resumed(race({6: 5, 5: 5, 4: 4}, {6: 5, 5: 5, 4: 5}), on_roll=0))
    assert single.resign().kind == "single"
    fresh = Board(match=3)
    assert not fresh.can_resign
    # The doubled player may resign instead of answering.
    d = opened()
    d.double()
    assert d.can_resign and d.resign().winner == 1
    single_game = Board("backgammon")
    with pytest.raises(IllegalMoveError, match="single games"):
        single_game.resign()


def test_new_match_keeps_the_options_of_its_kind():
    money = Board(match=Match(0, jacoby=True))
    money.new_match()
    assert money.match.money and money.match.jacoby
    money.new_match(5)                            # money -> match: the Jacoby rule does not apply
    assert money.match.match_length == 5 and not money.match.jacoby and money.match.crawford_rule
    no_crawford = Board(match=Match(7, crawford_rule=False))
    no_crawford.new_match(3)
    assert not no_crawford.match.crawford_rule and no_crawford.match_info.startswith("3-point match")


def test_the_expert_level_plays_the_cube_by_the_evaluator():
    """A match board's computer at the expert level doubles and answers by
    the evaluator; the other levels by the 8-9-12 rule of thumb; a cube bot
    passed in stays whatever the level."""
    from nardy.cube_equity import ExpertCubePolicy
    from nardy.cube_policy import CubePolicy
    b = Board("backgammon", match=5, bot="expert", seed=1)
    assert isinstance(b._ctl.cube_bot, ExpertCubePolicy)
    b.set_opponent(level="simple")
    assert isinstance(b._ctl.cube_bot, CubePolicy)
    b.set_opponent(level="expert")
    assert isinstance(b._ctl.cube_bot, ExpertCubePolicy)
    mine = CubePolicy()
    b = Board("backgammon", match=5, bot="expert", seed=1, cube_bot=mine)
    b.set_opponent(level="strong")
    assert b._ctl.cube_bot is mine
