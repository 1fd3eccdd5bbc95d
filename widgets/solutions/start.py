"""Answer key of 00 Start here (``lessons/00-start.ipynb``): its exercises,
each with the expected answer, hints, explanations of typical wrong answers
and the worked solution. The lesson loads them with ``lesson("start")``; a
learner sees an answer only by asking for it (``ex.q1.solution()``).
"""

from __future__ import annotations

from ..exercises import PlayExercise, ValueExercise
from ..fixtures import START

TITLE = "00 Start here"


def exercises():
    return [
        ValueExercise(
            "q1", "Checkers per player", 15,
            why={14: "14 is one short: count the checkers on the head again.",
                 30: "30 is both players together: the question asks for one player."},
            hints=["Look at the board above: all of a player's checkers stand on one point, the head. "
                   "The number on the top checker tells how many."],
            success="15 each, all on the head at the start.",
            solution="Each player has 15 checkers, and all 15 start on that player's head.",
            solution_code="ex.q1.check(15)",
            typical_wrong=[(30, "both players"), (14, "one short")],
        ),
        PlayExercise(
            "q2", "A first play", START, (6, 5), accept=["24/13"],
            hints=["Only one checker may leave the head (your 24-point) per turn, so one checker "
                   "must use both dice.",
                   "6 + 5 = 11 points from 24."],
            success="One checker from the head moves 6 and then 5: 24/18/13.",
            solution="Only one checker may leave the head, so the same checker plays both dice: "
                     "24/18 then 18/13, written 24/13.",
            solution_code='ex.q2.check("24/13")',
            typical_wrong=[("24/18 24/19", "only one checker may leave the head"), ("24/18", "both dice")],
        ),
    ]
