"""Answer key of 2.8 Comparing the rule sets
(``lessons/part2-variants/08-comparing-the-rule-sets.ipynb``): its
exercises, each with the expected answer, hints, explanations of typical
wrong answers and the worked solution. The lesson loads them with
``lesson("part2/08")``; a learner sees an answer only by asking for it
(``ex.q1.solution()``).
"""

from __future__ import annotations

from ..exercises import ChoiceExercise

TITLE = "2.8 Comparing the rule sets"


def exercises():
    return [
        ChoiceExercise(
            "quiz1", "Moves that pass",
            "In which rule sets can moves a player cannot make pass to the opponent?",
            {"a": "Gul", "b": "Gulbar", "c": "Mad Gulbar", "d": "Khachapuri", "e": "Fevga",
             "f": "Fevga-Giul"},
            {"b", "c", "d", "f"},
            why={"a": "in Gul the moves left are lost.",
                 "e": "Fevga plays the dice as classic does: what cannot be played is lost."},
            success="Gulbar and its modified form Khachapuri pass the moves of a double; Mad Gulbar "
                    "and Fevga-Giul pass what is left of a progression.",
            solution="b), c), d) and f): Gulbar, Mad Gulbar, Khachapuri (a modified Gulbar) and "
                     "Fevga-Giul.",
            typical_wrong=[("a", "lost"), ("e", "classic")],
        ),
        ChoiceExercise(
            "quiz2", "No head rule",
            "In which rule set may any number of checkers leave the head from the very first turn?",
            {"a": "Fevga", "b": "Khachapuri", "c": "Nardgammon"},
            "b",
            why={"a": "Fevga's lead checker must pass the opponent's head first.",
                 "b": "\"As many checkers as you like from the head in one move.\"",
                 "c": "Nardgammon keeps the classic head rule."},
            solution="b) Khachapuri.",
            typical_wrong=[("a", "lead checker"), ("c", "classic head rule")],
        ),
    ]
