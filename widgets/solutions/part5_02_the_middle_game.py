"""Answer key of 5.2 The middle game of long nardy
(``lessons/part5-playing-better/02-the-middle-game.ipynb``): "choose the
best play" exercises judged by the evaluator (any play within 0.02 of the
best is right; a wrong one is told how much it loses and why), and a quiz.
"""

from __future__ import annotations

from ..exercises import ChoiceExercise
from ..fixtures import PLAYING
from .common import WITHIN, best_play

TITLE = "5.2 The middle game of long nardy"


def exercises():
    out = []
    for name, key, title, hints in (
        ("q1", "head", "Off the head, or not?",
         ["Count White's checkers on its head (the 24-point). Each one still there is a checker that can "
          "leave only one a turn.",
          "`ex.q1.board()` with the tutor: `tutor.hint(ex.q1.position, ex.q1.dice)` shows the best plays, "
          "but try first."]),
        ("q2", "fence", "Build the fence",
         ["Which points in a row does White already hold in front of Black's checkers? A 4-3 can add to "
          "them.",
          "A fence of five or six points in a row takes whole numbers from Black."]),
        ("q3", "keep", "Keep the points",
         ["Which of White's points stand in front of Black's checkers? Breaking one gives Black a landing "
          "place back.",
          "Look at Black's deficit after each play (`plots.play_deficits(ex.q3.position, ex.q3.dice)`)."]),
        ("q4", "hold", "Hold the fence",
         ["Black's checkers still have to pass White's points 17 to 13. Which play keeps them all?",
          "A checker that leaves the fence opens a landing place: count Black's numbers that reach it."]),
    ):
        position, roll = PLAYING[key]
        out.append(best_play(name, title, position, roll, hints=hints))
    out.append(ChoiceExercise(
        "quiz1", "What the exercises accept",
        "The tutor's exercises accept more than one play. Which?",
        {"a": "only the evaluator's best play",
         "b": f"every play that loses at most {WITHIN} in equity against the best",
         "c": "every legal play that the tutor does not call a mistake"},
        "b",
        why={"b": "plays this close are a matter of taste, and within the evaluator's own error.",
             "a": "plays this close are a matter of taste: any within the margin is right.",
             "c": "a 'good' play may lose up to 0.04; the exercises ask for more."},
        solution=f"b) Any play within {WITHIN} of the best play's equity (nardy.widgets.solutions.common.best_play).",
        typical_wrong=[("a", "matter of taste"), ("c", "ask for more")],
    ))
    return out
