"""Answer key of 2.6 Fevga (``lessons/part2-variants/06-fevga.ipynb``): its
exercises, each with the expected answer, hints, explanations of typical
wrong answers and the worked solution. The lesson loads them with
``lesson("part2/06")``; a learner sees an answer only by asking for it
(``ex.q1.solution()``).
"""

from __future__ import annotations

from nardy import variant

from ..exercises import ChoiceExercise, PlayExercise
from .common import pos

TITLE = "2.6 Fevga"


QUARTER = pos({24: 9, 23: 1, 22: 1, 21: 1, 20: 1, 8: 1, 7: 1}, {12: 13, 5: 1, 3: 1})
"""White holds 20-24 of its starting quarter; its lead checker has passed
Black's head."""


def exercises():
    return [
        PlayExercise(
            "q1", "A 6-6 to open", variant("fevga").start(), (6, 6), game="fevga",
            accept=["24/18"],
            hints=["Only one checker may leave the head until it has passed Black's head.",
                   "Black's head is your 12: where does your lead checker's second 6 land?"],
            success="One checker, two 6s; the other two are lost. Classic long nardy would let a "
                    "second head checker play them (24/18(2)); Fevga does not.",
            solution="24/18: the lead checker plays one 6, its second would land on Black's head "
                     "(12), and no second checker may leave the head (seed 000: with 66, 44, 33 on "
                     "the first move \"the second checker may not be taken off\").",
            solution_code='ex.q1.check("24/18")',
            typical_wrong=[("24/18(2)", "only one checker leaves the head"),
                           ("24/12", "held by the opponent")],
        ),
        ChoiceExercise(
            "q2", "An opening 5-5",
            "White opens with 5-5 in Fevga. Which plays are legal? (more than one)",
            {"a": "24/4", "b": "24/9 24/19", "c": "24/14(2)", "d": "24/19 24/14"},
            {"a", "b"},
            why={"a": "The lead checker runs 24/19/14/9/4: past Black's head on the third 5.",
                 "b": "Once the lead is past Black's head (on 9), a second checker may leave.",
                 "c": "two checkers leave the head before either has passed Black's head.",
                 "d": "the second checker leaves while the first is still on 14, before Black's head."},
            hints=["Black's head is your 12. When does your lead checker pass it?"],
            solution="a) and b). The lead checker passes 12 with its third 5 (24/19/14/9); from then "
                     "on any checker may leave the head, so the fourth 5 may be 9/4 or 24/19.",
            typical_wrong=[("c", "before either"), ("d", "still on 14")],
        ),
        ChoiceExercise(
            "q3", "The starting quarter",
            "In the position above White rolls 5-1. Which play does Fevga refuse?",
            {"a": "24/19 20/19", "b": "24/19 8/7", "c": "24/18", "d": "7/1"},
            "b",
            why={"a": "24/19 fills 19, but 20/19 empties 20: the quarter is not full.",
                 "b": "24/19 fills 19 while 20-24 stay held: all six points of the starting "
                      "quarter.",
                 "c": "24/18 leaves 19 empty.",
                 "d": "7/1 does not touch the quarter."},
            hints=["Your starting quarter is 19-24. Which play ends with all six held?"],
            solution="b) 24/19 8/7 ends with 19, 20, 21, 22, 23 and 24 all held: seed 000 says at "
                     "least one point of the starting zone must be free.",
            typical_wrong=[("a", "empties 20"), ("c", "19 empty")],
        ),
        ChoiceExercise(
            "quiz1", "Blocks in Fevga",
            "In Fevga, a block of six points with no opponent checker past it is...",
            {"a": "forbidden, as in classic long nardy",
             "b": "allowed, except on all six points of your starting quarter, or right in front of "
                  "all fifteen opponent checkers stacked on one point",
             "c": "allowed anywhere"},
            "b",
            why={"a": "seed 000: \"allowed even though no opponent checker has gone ahead\".",
                 "b": "Allowed, with the two exceptions of seed 000.",
                 "c": "two exceptions: the starting quarter, and fifteen stacked right before it."},
            solution="b) Seed 000's \"Sekat\" (blocking) paragraph.",
            typical_wrong=[("a", "allowed"), ("c", "two exceptions")],
        ),
    ]
