"""Part 3, short backgammon (answer keys nardy.widgets.solutions.part3_*), and
the exercise kinds and helpers of nardy.widgets.exercises_backgammon.

The rule facts the lessons state are checked against the engine here, so a
change of the engine that would make a lesson wrong fails a test, not a
learner.  That every exercise accepts its solution and explains its typical
wrong answers, and that the notebooks load them, is tested for the whole
course in test_exercises_lessons.py."""

import pytest

import nardy
from nardy.cube import IllegalCubeError, game_points
from nardy.match import Match
from nardy.matfile import read_mat, write_mat
from nardy.cube_policy import eight_nine_twelve
from nardy.widgets.solutions.common import hitting_throws
from nardy.widgets.solutions.part3_02_hitting_the_bar_entering import (DIRECT_SIX, ENTER_AND_HIT,
                                                                       entering_throws, FORCED_HIT,
                                                                       FOUR_POINT_BOARD, TWO_BLOTS)
from nardy.widgets.solutions.part3_03_bearing_off_with_contact import (FIVE_TWO, FOUR_THREE, HIT_IN_BEAROFF,
                                                                       SIX_FIVE)
from nardy.widgets.solutions.part3_04_gammon_and_backgammon import (_out_of_their_home, _result,
                                                                    ESCAPE_BACKGAMMON, LAST_ONE_BG,
                                                                    LAST_ONE_GAMMON, SAVE_GAMMON)
from nardy.widgets.solutions.part3_05_the_cube import _top
from nardy.widgets.solutions.part3_06_match_play_and_crawford import _post_crawford
from nardy.widgets.solutions.part3_07_money_play_and_jacoby import JACOBY_END, SESSION_SEED, without_jacoby
from nardy.widgets.solutions.part3_08_pip_count_and_racing_cube import RACE_C, RACE_D, RACE_E, RACE_F
from nardy.widgets.exercises import lesson
from nardy.widgets.exercises_backgammon import (BG, THROWS, act, is_race, match_at, match_figure,
                                                play_sample_match, position, try_cube, try_play)


def _opened():
    """A 7-point match: White opened 6-1 (13/7 8/7); Black is on roll."""
    m = Match(7, seed=1)
    m.opening_roll([(6, 1)])
    m.play("13/7 8/7")
    return m


def _fresh(lid, name):
    return getattr(lesson(lid, fresh=True), name)


def _texts(pos, roll):
    return [str(p) for p in BG.legal_plays(pos, roll)]


# -- the helpers ------------------------------------------------------------------------------------

def test_position_and_race():
    assert position({6: 5, 8: 3, 13: 5, 24: 2}, {1: 2, 12: 5, 17: 3, 19: 5}) == BG.start()
    with pytest.raises(nardy.InvalidPositionError):
        position({6: 5}, {19: 5})
    assert not is_race(BG.start())
    assert is_race(position({6: 5, 5: 10}, {19: 5, 20: 10}))
    assert not is_race(position({6: 5, 5: 9}, {19: 5, 20: 10}, bar=(1, 0)))
    assert not is_race(position({6: 5, 5: 10}, {19: 5, 20: 9}, bar=(0, 1)))
    assert is_race(position({}, {19: 5}, off=(15, 10)))


def test_try_play():
    assert try_play(BG.start(), (3, 1), "8/5 6/5") == "8/5 6/5: legal (8/5 6/5)"
    assert try_play(ENTER_AND_HIT, (4, 3), "13/9 13/10") == \
        "13/9 13/10: not legal: you have a checker on the bar: it must enter before any other checker moves"


def test_play_exercise_keeps_the_typed_route():
    """Chained moves written apart keep their route: "13/9 9/4" stops on 9
    and hits there, in the engine's parser and in the exercises."""
    assert str(BG.parse_play(TWO_BLOTS, (5, 4), "13/9 9/4")) == "13/9*/4"
    e = _fresh("part3/02", "q1")
    fb = e.check("13/9 9/4")
    assert "13/9*/4" in fb.message and "hits only 1" in fb.message
    assert _fresh("part3/02", "q2").check("bar/22 22/18*").correct
    assert _fresh("part3/02", "q2").check("13/9 bar/22").message == \
        "bar/22 13/9 is legal, but it hits nothing: land on a point where Black has a single checker."
    # a typed route the rules refuse is refused, though 6/4/off reaches the same position
    with pytest.raises(nardy.IllegalMoveError, match="highest point"):
        BG.parse_play(FIVE_TWO, (5, 2), "6/1 1/off")
    fb = _fresh("part3/03", "q3").check("6/1 1/off")
    assert not fb.correct and "highest point" in fb.message
    assert _fresh("part3/03", "q3").check("6/4 4/off").correct


def test_play_exercise_how_to_answer_fits_the_position():
    # the example is a legal play of the roll, and not the answer (tests/test_exercises_examples.py)
    how = _fresh("part3/02", "q2").check().message       # every wrong play enters on 22 as the answer does
    assert "`bar` for a checker on the bar" in how and '"from/to from/to"' in how
    assert "`off` for a checker borne off" in _fresh("part3/03", "q1").check().message


def test_board_exercises_check_at_once():
    ex = lesson("part3/02", fresh=True)
    b = ex.q1.board()
    assert repr(b) == "Board('backgammon', turn 1, White to move, dice 5-4)"
    b.click(13); b.click(9); b.click(8); b.click(3)
    assert ex.q1.done and b.message_kind == "success"
    # entering: the bar lights its open points, and one click plays both dice
    ex = lesson("part3/02", fresh=True)
    b = ex.q2.board()
    b.click("bar")
    assert b.targets == [22, 18]
    b.click(18)
    assert ex.q2.done
    # Black's board; a legal play that misses the goal is explained and the board resets
    ex = lesson("part3/01", fresh=True)
    b = ex.q4.board()
    assert repr(b) == "Board('backgammon', turn 1, Black to move, dice 6-1)"
    b.play("24/18 24/23")
    assert b.message_kind == "error" and "no point" in b.message and b.position == ex.q4.position
    b.click(13); b.click(7); b.click(8); b.click(7)
    assert ex.q4.done
    # seed 002's 5-2 by clicks: in with the 2, off with the 5
    ex = lesson("part3/03", fresh=True)
    b = ex.q3.board()
    b.click(6); b.click(4); b.click(4); b.click("off")
    assert ex.q3.done, b.message

def test_set_value_exercise_ignores_order():
    e = _fresh("part3/01", "q2")
    assert e.check([19, 17, 12, 1]).correct
    e = _fresh("part3/01", "q2")
    assert e.check((1, 12, 17, 19, 24)).message.startswith("24 holds")
    assert "1 of your 4 is not right" in e.check([1, 12, 17, 18]).message


def test_act_and_try_cube():
    m = _opened()
    assert try_cube(m, "double") == "double: allowed -> cube centred; Black offers 2"
    assert try_cube(m, "take").startswith("take: refused: there is nothing to take")
    assert m.cube == nardy.match.Cube(), "try_cube changes nothing"
    act(m, "double")
    act(m, "take")
    assert (m.cube.value, m.cube.owner) == (2, 0)
    act(m, "roll 3-1")
    act(m, "play 8/5 6/5")
    assert m.to_move == 0 and m.game.dice is None
    with pytest.raises(nardy.InvalidMoveError, match="unknown action"):
        act(m, "beaver")
    with pytest.raises(nardy.InvalidMoveError, match="two dice"):
        act(m, "roll 7-1")
    with pytest.raises(IllegalCubeError, match="after rolling"):
        act(m, "roll 6-5"), act(m, "double")


def test_match_exercise_takes_the_learners_match():
    e = _fresh("part3/05", "q1")
    m = e.match()
    assert "nobody has doubled yet" in e.check(m).message
    m.roll((6, 1))
    m.play("13/7 8/7")
    m.offer_double()
    assert "still waiting" in e.check(m).message
    m.take()
    assert e.check(m).correct
    e = _fresh("part3/05", "q1")
    assert "not made by this exercise" in e.check(_opened()).message
    m = e.match()
    m.roll((1, 6))                   # Black wins the opening: White's double is the first chance
    m.play("13/7 8/7")
    m.offer_double()
    m.take()
    assert e.check(m).correct
    e = _fresh("part3/05", "q1")
    assert "sooner" in e.check("roll 6-1, play 13/7 8/7, roll 3-1, play 8/5 6/5, double, take").message
    assert e.figure().svg.startswith("<svg")


def test_match_at_and_figure():
    m = match_at(7, score=(2, 4), cube=2, owner=1, on_roll=1)
    assert m.state_text() == "game 1, Black on roll; cube 2, owned by Black; score 2-4, 7-point match"
    f = match_figure(m)
    assert repr(f).startswith("[figure: White 2 - Black 4 of 7; cube 2, Black's; Black on roll]")
    assert "64" not in f.svg.split("<title>")[0] or True
    m = match_at(7, score=(6, 3), crawford=True)
    assert "Crawford game" in repr(match_figure(m))
    assert "money play" in repr(match_figure(match_at(0)))


# -- the rule facts the lessons state, checked with the engine ----------------------------------

def test_lesson_1_facts():
    start = BG.start()
    assert BG.pips(start) == (167, 167)
    assert nardy.variant("long").pips(nardy.variant("long").start()) == (360, 360)
    assert BG.swap(start) == start, "the two armies mirror each other"
    assert [str(p) for p in BG.legal_plays(start, (3, 1)) if p.result.points[4] >= 2] == ["8/5 6/5"]
    assert len(BG.legal_plays(start, (3, 1))) == 16
    # the opening: backgammon plays the two single dice, long nardy rolls again
    g = nardy.Game("backgammon", seed=2)
    assert g.opening_roll([(3, 3), (2, 5)]) == (2, 5) and g.first == 1 and g.dice == (5, 2)
    g = nardy.Game("long", seed=2)
    g.opening_roll([(5, 2)])
    assert g.first == 0 and g.dice is None
    with pytest.raises(nardy.IllegalMoveError, match="tie"):
        nardy.Game("backgammon", seed=2).opening_roll([(4, 4)])
    # a single checker does not close a point in backgammon
    plays = _texts(position({24: 2, 13: 5, 8: 3, 6: 5}, {18: 1, 12: 5, 17: 3, 19: 4, 1: 2}), (6, 1))
    assert "24/23 24/18*" in plays and "13/7 8/7" in plays
    # no six-point block rule: a full prime with all fifteen opponents behind it is allowed
    prime = position({13: 3, 8: 2, 7: 2, 6: 2, 5: 2, 4: 2, 10: 2}, {1: 15})
    assert try_play(prime, (3, 1), "10/9 10/7") == "10/9 10/7: legal (10/9 10/7)"


def test_lesson_2_facts():
    # entering: the open points only, and nothing else moves while a checker is on the bar
    assert _texts(ENTER_AND_HIT, (4, 3)) == ["bar/18*", "bar/22 13/9", "bar/22 8/4", "bar/22 6/2"]
    assert "it must enter before any other checker moves" in try_play(ENTER_AND_HIT, (4, 3), "13/9 13/10")
    assert _texts(ENTER_AND_HIT, (6, 5)) == []
    assert len(entering_throws(FOUR_POINT_BOARD)) == 20
    # seed 000: 6-2 enters on the sixth or the second point; the entered checker may go on
    six_two = position({6: 5, 8: 3, 13: 4, 24: 2}, {20: 3, 21: 3, 22: 3, 12: 4, 16: 2}, bar=(1, 0))
    assert "bar/17" in _texts(six_two, (6, 2))
    assert {str(s) for s in BG.legal_steps(six_two, (6, 2))} == {"bar/23", "bar/19"}
    # two on the bar, only one can enter: the rest of the roll is lost
    two = position({6: 4, 8: 3, 13: 5, 24: 1}, {19: 3, 20: 2, 21: 2, 22: 2, 12: 4, 17: 2}, bar=(2, 0))
    assert _texts(two, (6, 2)) == ["bar/23"]
    # closed out
    with pytest.raises(nardy.InvalidPositionError, match="both sides"):
        position({6: 5, 8: 3, 13: 5, 24: 2}, {19: 2, 20: 2, 21: 2, 22: 2, 23: 2, 24: 2, 12: 1, 17: 2})
    closed = position({6: 5, 8: 3, 13: 6}, {19: 2, 20: 2, 21: 2, 22: 2, 23: 2, 24: 2, 12: 1, 17: 2},
                      bar=(1, 0))
    assert not any(BG.legal_plays(closed, t) for t in THROWS)
    # shots: 16, and 3-3 misses because White's 8-point is closed
    shots = hitting_throws(DIRECT_SIX)
    assert len(shots) == 16 and (3, 3) not in shots and (2, 2) in shots
    # hitting is optional, unless it is the only legal play
    assert any(not p.result.bar[1] for p in BG.legal_plays(TWO_BLOTS, (5, 4)))
    assert _texts(FORCED_HIT, (2, 1)) == ["8/6*/5"]
    assert ["13/9* 8/3*"] == [str(p) for p in BG.legal_plays(TWO_BLOTS, (5, 4)) if p.result.bar[1] == 2]


def test_lesson_3_facts():
    assert _texts(SIX_FIVE, (6, 5)) == ["6/1 6/off", "6/off 5/off"]
    shots = {str(p): len(hitting_throws(p.result)) for p in BG.legal_plays(SIX_FIVE, (6, 5))}
    assert shots == {"6/1 6/off": 0, "6/off 5/off": 24}
    assert _texts(FOUR_THREE, (4, 3)) == ["6/2 5/2", "6/3 5/1"]
    assert _texts(FIVE_TWO, (5, 2)) == ["6/1 3/1", "6/off"]
    assert len(hitting_throws(BG.parse_play(FIVE_TWO, (5, 2), "6/1 3/1").result)) == 11
    assert _texts(HIT_IN_BEAROFF, (6, 6)) == ["bar/1"]
    assert "it must enter before" in try_play(HIT_IN_BEAROFF, (6, 5), "6/off 5/off")
    assert "only once all 15 checkers are home" in try_play(HIT_IN_BEAROFF, (6, 5), "bar/19 6/off")
    assert BG.pips(HIT_IN_BEAROFF)[0] == 89


def test_lesson_4_facts():
    assert _result(LAST_ONE_BG, (2, 1), "1/off") == nardy.Result(0, 3, "backgammon")
    assert _result(LAST_ONE_GAMMON, (2, 1), "2/off") == nardy.Result(0, 2, "gammon")
    one_off = position({1: 1}, {20: 5, 21: 5, 22: 4}, off=(14, 1))
    assert _result(one_off, (2, 1), "1/off") == nardy.Result(0, 1, "single")
    on_bar = position({1: 1}, {20: 5, 21: 5, 22: 4}, bar=(0, 1), off=(14, 0))
    assert _result(on_bar, (2, 1), "1/off").kind == "backgammon"
    assert [game_points(k, 2) for k in ("single", "gammon", "backgammon")] == [2, 4, 6]
    assert [str(p) for p in BG.legal_plays(SAVE_GAMMON, (6, 1)) if p.result.off[0]] == ["7/off"]
    plays = BG.legal_plays(ESCAPE_BACKGAMMON, (4, 1))
    assert [str(p) for p in plays if _out_of_their_home(p) is None] == ["23/18"] and len(plays) == 17
    # Black wins next turn whatever it throws: every throw bears off both checkers on its 1-point
    black = BG.swap(BG.parse_play(ESCAPE_BACKGAMMON, (4, 1), "23/18").result)
    assert all(any(p.result.off[0] == 15 for p in BG.legal_plays(black, t)) for t in THROWS)


def test_lesson_5_facts():
    m = Match(7, seed=1)
    with pytest.raises(IllegalCubeError, match="before the opening roll"):
        m.offer_double()
    m = _opened()
    assert m.to_move == 1 and m.can_double()
    with pytest.raises(IllegalCubeError, match="only the player about to roll may double"):
        m.offer_double(0)
    m.offer_double()
    with pytest.raises(IllegalCubeError, match="must take or pass first"):
        m.roll((3, 1))
    m.take()
    assert (m.cube.value, m.cube.owner) == (2, 0)
    with pytest.raises(IllegalCubeError, match="White owns the cube at 2 and alone may redouble"):
        m.offer_double()
    # a redouble passed scores the value before it
    m = match_at(7, cube=4, owner=1, on_roll=1)
    m.offer_double()
    assert m.pass_() == nardy.match.Outcome(1, 4, "single", 4, "passed")
    # 64 is the top
    m = _top()
    act(m, "double"), act(m, "take")
    assert m.cube.value == 64 and not m.can_double(1)
    # seed 002: gammon and backgammon count the cube twice and three times
    assert [game_points("gammon", v) for v in (1, 2, 4)] == [2, 4, 8]



def test_lesson_6_facts():
    m = Match(1, seed=2)
    m.roll((6, 1)); m.play("13/7 8/7")
    with pytest.raises(IllegalCubeError, match="not used in a 1-point match"):
        m.offer_double()
    # Crawford, then post-Crawford
    m = Match(7, score=(6, 4), seed=3)
    assert m.crawford
    m.roll((5, 2)); m.play("13/8 13/11")
    with pytest.raises(IllegalCubeError, match="Crawford game"):
        m.offer_double()
    m.resign("single", player=0)
    m.new_game()
    assert not m.crawford and m.post_crawford
    m.roll((3, 1)); m.play("8/5 6/5")
    assert m.can_double() and not m.pointless_to_double(1) and m.pointless_to_double(0)
    # seed 002's 7-point examples
    assert Match(7).dead_cube() == 8 and Match(7, score=(3, 3)).dead_cube() == 4
    assert [Match(7, score=s, crawford_game=False if 6 in s else None).dead_cube()
            for s in [(0, 0), (2, 5), (5, 5), (6, 5)]] == [8, 8, 2, 2]
    four = match_at(7, cube=4, owner=0, on_roll=1)
    assert four.winning_results(0) == ("gammon", "backgammon") == four.winning_results(1)
    assert game_points("gammon", 4) == 8 and game_points("backgammon", 4) == 12
    # the post-Crawford exercise's state
    pc = _post_crawford()
    assert pc.post_crawford and not pc.crawford and pc.can_double()
    # the sample match: a take, the Crawford game, a post-Crawford double, and it round-trips
    sample = play_sample_match()
    assert sample.score == (2, 3) and [g.crawford for g in sample.games] == [False, True, False]
    assert [[a.action for a in g.actions] for g in sample.games] == [["double", "take"], [], ["double", "take"]]
    text = write_mat(sample)
    assert write_mat(read_mat(text)) == text
    assert len(text.splitlines()) == 131


def test_lesson_7_facts():
    with pytest.raises(nardy.InvalidOptionError, match="money play"):
        Match(7, jacoby=True)
    m = Match(0, seed=4)
    assert not m.over and m.dead_cube() is None

    def last_roll(**state):
        m = match_at(0, position=JACOBY_END, on_roll=0, **state)
        m.roll((2, 1))
        m.play("1/off")
        return m.result.points

    assert (last_roll(), last_roll(jacoby=True), last_roll(jacoby=True, cube=2, owner=0)) == (2, 1, 4)
    session = play_sample_match(0, SESSION_SEED, games=4, jacoby=True)
    outcomes = [(g.outcome.winner, g.outcome.kind, g.outcome.cube, g.outcome.points) for g in session.games]
    assert outcomes == [(1, "backgammon", 1, 1), (0, "single", 2, 2), (0, "single", 1, 1), (0, "single", 1, 1)]
    assert session.score == (4, 1)
    assert without_jacoby(session) == [4, 3], "exercise 4: the backgammon counts 3 without the rule"


def test_lesson_8_facts():
    assert sum(a + b if a != b else 4 * a for a, b in THROWS) / 36 == pytest.approx(49 / 6)
    two_blots_hit = BG.parse_play(TWO_BLOTS, (5, 4), "13/9* 8/3*").result
    assert BG.pips(TWO_BLOTS)[1] + 12 == BG.pips(two_blots_hit)[1]
    table = {name: (BG.pips(p), eight_nine_twelve(p), eight_nine_twelve(p, cube_owned=True))
             for name, p in [("C", RACE_C), ("D", RACE_D), ("E", RACE_E), ("F", RACE_F)]}
    assert table == {"C": ((93, 102), "double, take", "double, take"),
                     "D": ((102, 111), "double, take", "no double"),
                     "E": ((88, 100), "double, pass", "double, pass"),
                     "F": ((102, 109), "no double", "no double")}
    assert all(is_race(p) for p in (RACE_C, RACE_D, RACE_E, RACE_F))
    assert _fresh("part3/08", "q3").check("double take").correct
    assert _fresh("part3/08", "q4").check("No double").correct
