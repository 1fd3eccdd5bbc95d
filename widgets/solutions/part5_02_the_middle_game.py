"""Answer key of 5.2 The middle game of long nardy
(``lessons/part5-playing-better/02-the-middle-game.ipynb``): "choose the
best play" exercises judged by the evaluator (any play the tutor calls best
or good is right; a wrong one is told how much it loses and why), and a quiz.
"""

from __future__ import annotations

from ..exercises import ChoiceExercise
from ..fixtures import PLAYING
from .common import best_play

TITLE = "5.2 The middle game of long nardy"


def exercises():
    out = []
    for name, key, title, hints in (
        ("q1", "head", "Off the head, or not?",
         ["Count White's checkers on its head (the 24-point). Each one still there is a checker that can "
          "leave only one a turn.",
          "`ex.q1.board()` with the tutor: `tutor.hint(ex.q1.position, ex.q1.dice)` shows the best plays, "
          "but try first."]),
        ("q2", "fence", "In front of Black's checkers",
         ["White already holds 17 to 13, five points in a row. Black's checkers on your 12 and 11 still "
          "have to pass the points below them: which of those can a 4-3 take?",
          "A point in front of Black's checkers takes numbers from them."]),
        ("q3", "keep", "Which point to give up?",
         ["Every 6-1 here moves a checker off one of White's points. Which of them can Black use "
          "least?",
          "Try a play: a wrong one is told which points it opens, and to which of Black's numbers. "
          "`tutor.hint(ex.q3.position, ex.q3.dice)` shows the best plays, but try first."]),
        ("q4", "hold", "Hold the fence",
         ["Black's checkers still have to pass White's points 17 to 13. Which play keeps them all?",
          "A checker that leaves the fence opens a landing place: count Black's numbers that reach it."]),
    ):
        position, roll = PLAYING[key]
        out.append(best_play(name, title, position, roll, hints=hints))
    out.append(ChoiceExercise(
        "quiz1", "What the exercises accept",
        "The tutor's exercises accept more than one play. Which?",
        {"a": "only the evaluator's best play, no other",
         "b": "every play the tutor calls best or good",
         "c": "every play the tutor does not call very bad"},
        "b",
        why={"b": "plays this close are a matter of taste, and within the evaluator's own error.",
             "a": "plays this close are a matter of taste: the evaluator cannot tell them apart.",
             "c": "a doubtful or bad play is a mistake too: the exercises accept only what the tutor "
                  "calls best or good."},
        solution="b) Any play the tutor calls best or good (nardy.widgets.solutions.common.best_play): "
                 "it would not call it a mistake.",
        typical_wrong=[("a", "matter of taste"), ("c", "mistake too")],
    ))
    return out
