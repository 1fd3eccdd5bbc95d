"""Part 2, the variants (answer keys nardy.widgets.solutions.part2_*), and the
play exercises of a variant's stages (nardy.widgets.exercises.PlayExercise).

The rule facts the lessons state are checked against the engine here, so a
change of the engine that would make a lesson wrong fails a test, not a
learner; every lesson of part 2 quotes seed 000.  That every exercise
accepts its solution and explains its typical wrong answers, and that the
notebooks load them, is tested for the whole course in
test_exercises_lessons.py."""

import json
import pathlib

import pytest

import nardy
from nardy import Game, variant
from nardy.dice import Moves, Stage
from nardy.widgets.solutions.common import passed_after
from nardy.widgets.solutions.part2_01_nardgammon import FENCE
from nardy.widgets.fixtures import FEVGA_LAST_TO_STACK, GUL_RUNNER
from nardy.widgets.solutions.part2_02_gul import AFTER_33, BEAR_OFF, RUNNER_OUT
from nardy.widgets.solutions.part2_03_gulbar import PASSED_5S
from nardy.widgets.solutions.part2_04_mad_gulbar import AFTER_55, JACKPOT, passed_after_position, STUCK_22
from nardy.widgets.solutions.part2_06_fevga import QUARTER, STACKED, six_in_a_row
from nardy.widgets.solutions.part2_07_fevga_giul import HOME_21
from nardy.widgets.exercises import lesson
from nardy.widgets.exercises import PlayExercise

ROOT = pathlib.Path(__file__).resolve().parent.parent
PART2 = ROOT / "lessons" / "part2-variants"
NOTEBOOKS = {
    "part2/01": "01-nardgammon.ipynb",
    "part2/02": "02-gul.ipynb",
    "part2/03": "03-gulbar.ipynb",
    "part2/04": "04-mad-gulbar.ipynb",
    "part2/05": "05-khachapuri.ipynb",
    "part2/06": "06-fevga.ipynb",
    "part2/07": "07-fevga-giul.ipynb",
    "part2/08": "08-comparing-the-rule-sets.ipynb",
}


# -- the stage exercises ------------------------------------------------------------------------

def test_stage_exercise_of_a_progression_double():
    e = lesson("part2/02", fresh=True).q2
    assert e.stage.kind == "double" and e.stage.origin == (3, 3) and e.dice == (4, 4)
    assert e.what == "White to play the 4-4 of 3-3"
    assert "White to play the 4-4 of 3-3 (Gul)" in e.check().message
    b = e.board()
    assert b.stage == "Gul: playing the 4-4 of 3-3 -> 6-6" and b.stage_kind == "double"
    assert "White to play the 4-4 of 3-3" in b.message
    # A wrong play: explained, and the board resets to the same stage.
    b.play("18/10(2)")
    assert b.message_kind == "error" and "no checker leaves the head" in b.message
    assert b.position == e.position and b.game.stage.kind == "double" and b.dice == [4, 4, 4, 4]
    assert not e.done
    # The right one: correct, and the progression goes on (the 5-5) to play freely.
    b.click(24)
    b.click(16)
    b.click(18)
    b.click(14)
    b.click(18)
    b.click(14)
    assert e.done and b.message_kind == "success" and "correct" in b.message
    assert b.stage == "Gul: playing the 5-5 of 3-3 -> 6-6"
    b.play(b.game.legal_plays()[0])                 # not checked: a later stage
    assert e.done and b.stage == "Gul: playing the 6-6 of 3-3 -> 6-6"
    assert b.message.startswith("White played ")


def test_stage_exercise_of_passed_moves():
    e = lesson("part2/03", fresh=True).q2
    assert e.stage.kind == "passed" and e.dice == Moves(5, 2)
    assert e.what == "White to play 2 moves of 5 passed by Black"
    b = e.board()
    assert b.dice == [5, 5] and b.stage_kind == "passed" and b.pending == ["White rolls"]
    b.play("18/8")
    assert b.message_kind == "error" and "may take one checker from the head" in b.message
    assert b.position == e.position and b.stage_kind == "passed"
    b.play("24/19 13/8")
    assert e.done and b.message_kind == "success"
    assert b.status == "roll" and b.to_move == 0          # then White rolls for its own turn


def test_stage_exercise_of_a_roll_and_the_jackpot():
    e = lesson("part2/04", fresh=True).q2
    b = e.board()
    assert repr(b) == "Board('mad-gulbar', turn 1, White to move, dice 2-2)"
    b.click(13)
    b.click(5)
    assert e.done and b.stage == "Mad Gulbar: playing the 3-3 of 2-2 -> 6-6"
    b.play("3/off(4)")
    assert b.to_move == 1 and b.stage == "Mad Gulbar: to roll"


def test_gul_not_home_yet_on_the_board():
    """2.2 q4: bringing the last checker home is refused as the answer and the
    board resets; keeping it out is right, and the 3-3 follows on the board."""
    e = lesson("part2/02", fresh=True).q4
    b = e.board()
    b.play("13/5")
    assert b.message_kind == "error" and "progression of doubles stops" in b.message
    assert b.position == e.position and b.dice == [2, 2, 2, 2]
    b.play("13/11 6/4(3)")
    assert b.message_kind == "error" and "last point outside your home" in b.message
    assert b.position == e.position and not e.done
    b.play("13/7 6/4")
    assert e.done and b.stage == "Gul: playing the 3-3 of 2-2 -> 6-6"


def test_head_and_home_exercises_right_plays():
    """2.2 q2 and q4, and 2.3 q2, name no play: the right ones are those the rule makes
    right, and some legal plays are wrong."""
    ex = lesson("part2/02", fresh=True)
    right = [str(p) for p in ex.q2.legal if ex.q2.check(p).correct]
    assert right == ["24/16 18/14(2)", "24/16 18/10", "24/20 18/10 18/14", "24/20 18/6"]
    assert len(ex.q2.legal) == 7
    right = [str(p) for p in ex.q4.legal if ex.q4.check(p).correct]
    assert right == ["13/7 6/4", "13/7 5/3", "13/7 4/2", "13/7 3/1"]
    q2 = lesson("part2/03", fresh=True).q2
    assert [str(p) for p in q2.legal if q2.check(p).correct] == ["24/14", "24/19 18/13", "24/19 13/8", "24/19 7/2"]


def test_fevga_fifteen_stacked_on_the_board():
    """2.6 q4: the block right in front of the fifteen is refused with the
    engine's reason; the one with a free point before it is right."""
    e = lesson("part2/06", fresh=True).q4
    b = e.board()
    with pytest.raises(nardy.IllegalMoveError):
        b.play("13/11 24/23")
    assert "fifteen" in b.message and b.position == e.position and not e.done
    b.play("24/23 7/5")
    assert e.done and b.message_kind == "success" and b.to_move == 1


def test_stage_exercise_refuses_foreign_plays():
    e = lesson("part2/06", fresh=True).q1
    other = variant("fevga").legal_plays(variant("fevga").start(), (6, 5))[0]
    fb = e.check(other)
    assert not fb.correct and "not a legal play of 6-6" in fb.message
    assert "for example" in lesson("part2/06", fresh=True).q1.check("no move").message


def test_stage_exercise_figure_and_typed_moves():
    e = lesson("part2/03", fresh=True).q1
    f = e.figure()
    assert f.svg.startswith("<svg")
    with pytest.raises(ValueError):
        PlayExercise("x", "x", PASSED_5S, Moves(5, 2), game="gulbar", accept=["24/4"])
    with pytest.raises(ValueError):
        PlayExercise("x", "x", PASSED_5S, Moves(5, 2), game="gulbar")


# -- the rule facts the lessons state, checked with the engine ------------------------------------

def _texts(name, position, dice):
    return [str(p) for p in variant(name).legal_plays(position, dice)]


def test_nardgammon_facts():
    classic, nard = _texts("long", FENCE, (2, 1)), _texts("nardgammon", FENCE, (2, 1))
    assert set(classic) - set(nard) == {"13/10"} and set(nard) <= set(classic)
    assert "13/11 10/9" in nard and "10/7" in nard and "24/21" in nard
    assert "24/23 13/10" in _texts("nardgammon", FENCE, (3, 1))
    assert variant("nardgammon").options == {"first_turn_exception": "head-block", "block_needs": "ahead"}
    strict = variant("long", transient_block=False)
    for roll in [(2, 1), (3, 1), (5, 5), (6, 6)]:
        assert _texts("nardgammon", FENCE, roll) == [str(p) for p in strict.legal_plays(FENCE, roll)]


def test_gul_facts():
    assert _texts("gul", AFTER_33, (4, 4))[0] == "24/16 18/14(2)"
    assert _texts("gul", BEAR_OFF, (6, 4)) == ["4/off"]
    assert _texts("long", BEAR_OFF, (6, 4)) == ["5/off 4/off", "5/1 4/off"]
    assert _texts("gul", BEAR_OFF, (6, 1)) == []
    # a whole progression from 2-2
    g = Game("gul", seed=1)
    g.roll((2, 2))
    doubles = []
    while g.to_move == 0:
        doubles.append(g.dice)
        g.play(g.legal_plays()[0])
    assert doubles == [(2, 2), (3, 3), (4, 4), (5, 5), (6, 6)]
    # all home: the progression stops (2.2's board, and q4: only 13/5 brings the runner home)
    g = Game("gul", position=GUL_RUNNER)
    g.roll((2, 2))
    g.play("8/6 2/off(3)")
    assert g.to_move == 1 and g.dice is None and g.position_of(0).off[0] == 3
    home = [str(p) for p in variant("gul").legal_plays(RUNNER_OUT, (2, 2))
            if all(n <= 0 for n in p.result.points[6:])]
    assert home == ["13/5"]
    g = Game("gul", position=RUNNER_OUT)
    g.roll((2, 2))
    g.play("13/5")
    assert g.to_move == 1 and g.dice is None


def test_gulbar_facts():
    assert passed_after("gulbar", (6, 6)) == 2
    assert _texts("gulbar", PASSED_5S, Moves(5, 2)) == ["24/14", "24/19 18/13", "24/19 13/8", "24/19 7/2", "18/8",
                                                         "18/13 7/2", "13/3", "13/8 7/2"]
    # Black could play only two of its 5s: none is left to it now.
    assert _texts("gulbar", variant("gulbar").swap(PASSED_5S), Moves(5, 1)) == []
    g = Game("gulbar")
    g.roll((1, 1))
    g.play("24/20")
    assert g.to_move == 0 and g.dice is None and g.stage.origin == (1, 1)


def test_mad_gulbar_facts():
    g = Game("mad-gulbar", position=JACKPOT)
    g.roll((2, 2))
    g.play("13/5")
    assert g.stage.dice == (3, 3)
    g.play("3/off(4)")
    assert g.to_move == 1 and g.position_of(0).off[0] == 4
    assert passed_after_position("mad-gulbar", STUCK_22, (2, 2)) == 20
    assert _texts("mad-gulbar", STUCK_22, (2, 2)) == []
    # one head checker per double (2.4's boards and q4)
    assert _texts("mad-gulbar", variant("mad-gulbar").start(), (5, 5)) == ["24/4"]
    g = Game("mad-gulbar")
    g.roll((5, 5))
    g.play("24/4")
    assert g.position_of(0) == AFTER_55 and [str(p) for p in g.legal_plays()] == ["24/18"]
    g.play("24/18")
    assert g.stage == Stage("passed", 1, Moves(6, 3), (5, 5)) and [str(p) for p in g.legal_plays()] == ["24/18"]
    assert passed_after_position("mad-gulbar", AFTER_55, (6, 6)) == 3


def test_khachapuri_facts():
    k = variant("khachapuri")
    assert k.pips(k.start()) == (162, 162)
    assert _texts("khachapuri", k.start(), (6, 6)) == []
    assert passed_after("khachapuri", (6, 6)) == 4
    assert "24/23 24/22" in _texts("khachapuri", k.start(), (2, 1))
    g = Game("khachapuri")
    g.roll((6, 6))
    assert g.legal_plays() == []
    g.commit()
    assert g.to_move == 1 and g.dice == Moves(6, 4) and g.legal_plays() == []


def test_fevga_facts():
    f = variant("fevga")
    assert _texts("fevga", f.start(), (6, 6)) == ["24/18"]
    assert sorted(_texts("fevga", f.start(), (5, 5))) == ["24/4", "24/9 24/19"]
    quarter = _texts("fevga", QUARTER, (5, 1))
    assert "24/19 20/19" in quarter and "24/18" in quarter and "7/1" in quarter
    assert "24/19 8/7" not in quarter
    # fifteen stacked: the block right after them may not be built; 10-5 may (2.6 q4)
    stacked = variant("fevga").legal_plays(STACKED, (2, 1))
    assert [str(p) for p in stacked if six_in_a_row(p)] == ["24/23 7/5"]
    with pytest.raises(nardy.IllegalMoveError, match="fifteen"):
        f.parse_play(STACKED, (2, 1), "13/11 24/23")
    # ...and must be broken once they gather (2.6's boards)
    black = f.swap(FEVGA_LAST_TO_STACK)
    assert _texts("fevga", black, (2, 1)) == ["11/8"]
    gathered = f.swap(f.parse_play(black, (2, 1), "11/8").result)
    assert gathered.points[20 - 1] == -15
    plays = f.legal_plays(gathered, (6, 5))
    assert plays and not any(all(p.result.points[q - 1] > 0 for q in range(14, 20)) for p in plays)
    assert "19/13 18/13" in [str(p) for p in plays]
    with pytest.raises(nardy.IllegalMoveError, match="fifteen"):
        f.parse_play(gathered, (6, 5), "24/18 24/19")


def test_fevga_giul_facts():
    assert passed_after("fevga-giul", (3, 3)) == 13
    assert _texts("fevga-giul", HOME_21, (2, 1)) == ["6/5 6/4", "6/3", "6/5 4/2", "4/1"]
    assert _texts("gul", HOME_21, (2, 1)) == []


# -- the lessons ------------------------------------------------------------------------------------

@pytest.mark.parametrize("lid", sorted(NOTEBOOKS))
def test_lesson_notebook_quotes_seed_000(lid):
    data = json.loads((PART2 / NOTEBOOKS[lid]).read_text())
    code = "\n".join("".join(c["source"]) for c in data["cells"] if c["cell_type"] == "code")
    text = "\n".join("".join(c["source"]) for c in data["cells"] if c["cell_type"] == "markdown")
    assert f'lesson("{lid}")' in code
    if lid != "part2/08":
        assert "Board(" in code or ".board()" in code
        assert "Seed 000" in text and "Malay" in text


def test_start_page_shows_part_2_ready():
    start = json.loads((ROOT / "lessons" / "00-start.ipynb").read_text())
    text = "\n".join("".join(c["source"]) for c in start["cells"] if c["cell_type"] == "markdown")
    for name in NOTEBOOKS.values():
        assert f"part2-variants/{name}" in text
    assert "coming" not in [line for line in text.splitlines() if "2 Variants" in line][0]
