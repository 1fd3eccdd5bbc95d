"""The exercise toolkit (nardy.widgets.exercises): replies, the kinds of
exercise, boards and figures, on the start page and lessons 1.1-1.5 (answer
keys nardy.widgets.solutions.start and part1_01_* to part1_05_*).  That
every exercise of every lesson accepts its solution and explains typical
wrong answers is tested over the whole course in test_exercises_lessons.py."""

import pytest

import nardy
from nardy.dice import Moves
from nardy.widgets.exercises import (ChoiceExercise, ExerciseSet, PlayExercise, ValueExercise, figure, lesson,
                                     side_by_side)


def test_no_answer_explains_how_to_answer():
    ex = lesson("part1/01", fresh=True)
    for e in ex:
        fb = e.check()
        assert fb.kind == "info" and "check(" in fb.message
        assert e.check(...).kind == "info"
    assert ex.done == 0


def test_feedback_renders_text_and_html_deterministically():
    ex = lesson("start", fresh=True)
    fb = ex.q1.check(14)
    assert repr(fb) == ("✗ q1 Checkers per player — not yet: 14 is one short: count the checkers "
                        "on the head again. [0 of 2 done]")
    html = fb._repr_html_()
    assert "Not yet" in html and "one short" in html and "0 of 2 done" in html
    assert html == ex.q1.check(14)._repr_html_()
    assert not fb
    good = ex.q1.check("15")
    assert good and "1 of 2 done" in good._repr_html_()
    assert repr(ex) == "Exercises of 00 Start here: 1 of 2 done (q1 ✓ q2 ·)"
    assert "✓ done" in ex._repr_html_()


def test_value_exercise_generic_explanations():
    e = ValueExercise("q9", "A number", 360)
    ExerciseSet("t", "T", [e])
    assert "too high" in e.check(400).message
    assert "too low" in e.check(300).message
    assert "number" in e.check("many").message
    assert e.check("360") and e.check(360.0)


def test_choice_exercise_reads_letters_and_texts():
    e = ChoiceExercise("q", "Pick", "Which?", {"a": "one", "b": "two", "c": "three"}, {"a", "c"},
                       why={"b": "two is wrong because."})
    ExerciseSet("t", "T", [e])
    assert e.check("a, c") and e.check("ca") and e.check(["A", "c"])
    fb = e.check("ab")
    assert not fb and "two is wrong because" in fb.message and "more option" in fb.message
    assert "letter" in e.check("z").message
    single = ChoiceExercise("s", "Pick", "Which?", {"a": "one", "b": "two"}, "b")
    ExerciseSet("t2", "T", [single])
    assert single.check("two") and single.check("b)")


def test_play_exercise_reads_text_plays_and_steps():
    ex = lesson("start", fresh=True)
    q = ex.q2
    assert q.check("24/18/13") and q.check("24-18 18-13")
    assert q.check([(24, 18), (18, 13)])
    play = nardy.variant("long").legal_plays(q.position, (6, 5))[0]
    assert q.check(play)
    bad = q.check("24/18 24/19")
    assert "only one checker may leave the head" in bad.message
    assert not bad.message.startswith("'"), "the engine's quote of the input is dropped"
    assert "cannot read" in q.check("24 to 13").message


def test_play_exercise_on_a_board_checks_at_once_and_resets_when_wrong():
    ex = lesson("part1/02", fresh=True)
    b = ex.q1.board()
    assert "6-3" in b.message
    b.play("24/15")                                  # legal, but not what is asked
    assert b.message_kind == "error" and "checker on 17" in b.message
    assert b.position == ex.q1.position and b.game.dice == (6, 3), "the board resets for another try"
    assert not ex.q1.check().correct                 # check() looks at the last board play
    b.click(17)
    b.click(11)                                      # closed point: the engine says why
    assert "point 11 is held" in b.message
    if b.selected is None:                           # however the board handles a refused click
        b.click(17)
    b.click(8)
    assert b.message_kind == "success" and "correct" in b.message
    assert ex.q1.check().correct and ex.done == 1


def test_an_exercise_board_states_its_task_in_one_sentence_each():
    b = lesson("part5/02", fresh=True).q1.board()            # titled "Off the head, or not?"
    assert b.message == "White to play 6-5. Off the head, or not?"
    assert lesson("part1/02", fresh=True).q1.board().message.endswith(".")


def test_black_to_move_exercise_board():
    ex = lesson("part1/04", fresh=True)
    b = ex.q3.board()
    assert repr(b) == "Board('long', turn 1, Black to move, dice 4-4)"
    b.play("24/20")
    assert ex.q3.done


def test_after_the_right_play_the_board_plays_on_freely():
    """The exercise checks its own play only: the next turn on its board is
    the learner's to play, not checked against the exercise (nor reset)."""
    ex = lesson("start", fresh=True)
    b = ex.q2.board()
    b.play("24/13")
    assert ex.q2.done and b.message_kind == "success"
    b.roll(6, 5)
    b.play("24/13")                                  # Black's reply
    assert b.message_kind == "info" and "Black played 12/1" in b.message      # (in the frame's, White's, numbers)
    assert b.position != ex.q2.position


def test_one_play_exercise_for_every_game_and_stage():
    """The game and the stage are parameters of the one play exercise."""
    long = PlayExercise("p", "P", nardy.variant("long").start(), (6, 5), accept=["24/13"])
    bg = PlayExercise("p", "P", nardy.variant("backgammon").start(), (6, 5), game="backgammon",
                      accept=["24/13"])
    gul = PlayExercise("p", "P", nardy.variant("gul").start(), (4, 4), game="gul", origin=(3, 3),
                       test=lambda play: None)
    passed = PlayExercise("p", "P", nardy.variant("gulbar").start(), Moves(6, 2), game="gulbar",
                          origin=(6, 6), test=lambda play: None)
    assert [e.stage.kind for e in (long, bg, gul, passed)] == ["roll", "roll", "double", "passed"]
    assert long.what == bg.what == "White to play 6-5"
    assert gul.what == "White to play the 4-4 of 3-3" and "(Gul)" in gul._how()
    assert passed.what == "White to play 2 moves of 6 passed by Black"
    assert long.check("24/13") and bg.check("24/13")
    assert long.figure().text.startswith("[figure: p P: White to play 6-5]")
    assert long.figure().svg != bg.figure().svg, "each drawn on its own game's board"
    assert gul.figure().text.startswith("[figure: p P: White to play the 4-4 of 3-3]")
    assert passed.figure().svg.startswith("<svg")


def test_a_progressions_double_is_never_a_first_throw():
    """Gul's 4-4 after a rolled 3-3 on a full head: one checker leaves it
    (the first-throw exception is for the throw itself, not the doubles after it)."""
    start = nardy.variant("gul").start()
    double = PlayExercise("p", "P", start, (4, 4), game="gul", origin=(3, 3), test=lambda play: None)
    thrown = PlayExercise("p", "P", start, (4, 4), game="gul", test=lambda play: None)
    assert [str(p) for p in double.legal] == ["24/16"]
    assert [str(p) for p in thrown.legal] == ["24/16(2)"]
    ExerciseSet("t", "T", [double])
    assert "one checker may leave the head" in double.check("24/20(2)").message


def test_a_figure_of_any_game_is_drawn_on_its_board():
    assert repr(figure(game="gul")).startswith("[figure: Gul board]")
    assert figure(game="fevga").svg == figure(game="long").svg, "the same start, the same long-nardy board"
    assert repr(figure(game="backgammon")).startswith("[figure: Backgammon board]")


def test_value_exercise_about_a_position_and_unordered_values():
    start = nardy.variant("backgammon").start()
    e = ValueExercise("v", "Where Black starts", [1, 12, 17, 19], position=start, game="backgammon",
                      unordered=True, cube=2, cube_owner="mover")
    ExerciseSet("t", "T", [e])
    assert e.check((19, 17, 12, 1)) and e.check({1, 12, 17, 19})
    assert "1 of your 4 is not right and 1 is missing" in e.check([1, 12, 17, 18]).message
    assert e.figure().svg.startswith("<svg") and e.position == start
    plain = ValueExercise("v", "A list in order", [1, 2])
    ExerciseSet("t", "T", [plain])
    assert plain.check([1, 2]) and not plain.check([2, 1])


def test_figures_are_deterministic_svg():
    import base64
    f = figure(caption="start", play="24/13", dice=(6, 5))
    assert f.svg.startswith("<svg") and repr(f).startswith("[figure: start]")
    page = f._repr_html_()
    assert page.startswith('<figure') and '<img src="data:image/svg+xml;base64,' in page and 'alt="start"' in page
    assert page.endswith(">start</figcaption></figure>")                                    # the caption shows
    assert figure()._repr_html_().startswith('<img src="data:image/svg+xml;base64,')           # no caption: the image
    assert base64.b64decode(page.split("base64,")[1].split('"')[0]).decode() == f.svg
    assert figure(caption="start", play="24/13", dice=(6, 5))._repr_html_() == page
    two = side_by_side(f, figure(), captions=["a", "b"])
    assert two.svg.count("<svg") == 3 and ">a</text>" in two.svg


def test_hint_numbers_are_whole_numbers():
    """``hint(n)`` takes a hint number; anything else is a typed error that
    quotes it, and the hints shown so far are unchanged."""
    e = ValueExercise("q1", "How many?", 3, hints=["count them", "there are three"])
    assert "count them" in e.hint().message
    for bad in ({}, "2", 1.5, True, None.__class__):
        with pytest.raises(nardy.InvalidOptionError, match="hint number"):
            e.hint(bad)
    assert "there are three" in e.hint().message and "there are three" in e.hint(5).message
