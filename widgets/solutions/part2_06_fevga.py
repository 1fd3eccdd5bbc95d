"""Answer key of 2.6 Fevga (``lessons/part2-variants/06-fevga.ipynb``): its
exercises, each with the expected answer, hints, explanations of typical
wrong answers and the worked solution. The lesson loads them with
``lesson("part2/06")``; a learner sees an answer only by asking for it
(``ex.q1.solution()``).
"""

from __future__ import annotations

from nardy import variant
from nardy.rules.fevga import OPPONENT_PATH

from ..exercises import ChoiceExercise, PlayExercise
from .common import pos

TITLE = "2.6 Fevga"


QUARTER = pos({24: 9, 23: 1, 22: 1, 21: 1, 20: 1, 8: 1, 7: 1}, {12: 13, 5: 1, 3: 1})
"""White holds 20-24 of its starting quarter; its lead checker has passed
Black's head."""


STACKED = pos({24: 8, 13: 1, 10: 1, 9: 1, 8: 1, 7: 2, 6: 1}, {12: 15})
"""Black has not moved a checker: all fifteen stand on his head, White's
12.  White holds 10-6; with 2-1 it can close 11 (13/11) or 5 (7/5) -- a
block of six either way, but only one of them is allowed."""


def six_in_a_row(play) -> bool:
    """Does the play end with six or more points in a row held (along
    Black's way round, which runs 12 .. 1, 24 .. 13 and then leaves the
    board)?"""
    b = play.result._b
    run = best = 0
    for p in OPPONENT_PATH:
        run = run + 1 if b[p] > 0 else 0
        best = max(best, run)
    return best >= 6


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
            "White opens with 5-5 in Fevga. Which plays are legal?",
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
            {"a": "24/19 20/19", "b": "7/1", "c": "24/18", "d": "24/19 8/7"},
            "d",
            why={"a": "24/19 fills 19, but 20/19 empties 20: the quarter is not full.",
                 "d": "24/19 fills 19 while 20-24 stay held: all six points of the starting "
                      "quarter.",
                 "c": "24/18 leaves 19 empty.",
                 "b": "7/1 does not touch the quarter."},
            hints=["Your starting quarter is 19-24. Which play ends with all six held?"],
            solution="d) 24/19 8/7 ends with 19, 20, 21, 22, 23 and 24 all held: seed 000 says at "
                     "least one point of the starting zone must be free.",
            typical_wrong=[("a", "empties 20"), ("c", "19 empty")],
        ),
        PlayExercise(
            "q4", "Fifteen on one point", STACKED, (2, 1), game="fevga",
            test=lambda play: None if six_in_a_row(play) else
            "it makes no block of six: the question asks for one.",
            hints=["This 2-1 can make two blocks of six in a row: one closes 11, the other 5.",
                   "Black's fifteen stand on your 12. Which of the two blocks would start right "
                   "after that point, and which leaves a free point between?"],
            success="The block 10-5 has a free point, 11, between it and Black's fifteen on your "
                    "12: Fevga allows it. 13/11 would have closed 11-6, right in front of all "
                    "fifteen stacked checkers, and is refused.",
            solution="24/23 7/5: it holds 10, 9, 8, 7, 6 and 5 — six in a row, with 11 free right "
                     "after Black's stack. 13/11 would hold 11 to 6, the six points right after "
                     "the point where all fifteen of Black's checkers stand: seed 000 says such a "
                     "block may not be built.",
            solution_code='ex.q4.check("24/23 7/5")',
            typical_wrong=[("13/11 24/23", "fifteen"), ("13/11 7/6", "fifteen"),
                           ("13/10", "no block of six")],
        ),
        ChoiceExercise(
            "quiz1", "Blocks in Fevga",
            "In Fevga, a block of six points with no opponent checker past it is...",
            {"a": "forbidden, as in classic long nardy, unless an opponent checker has gone past it",
             "b": "allowed, except on all six points of your starting quarter, or right in front of "
                  "all fifteen opponent checkers stacked on one point",
             "c": "allowed anywhere, even on all six points of your starting quarter: Fevga has no block "
                  "rule"},
            "b",
            why={"a": "seed 000: \"allowed even though no opponent checker has gone ahead\".",
                 "b": "Allowed, with the two exceptions of seed 000.",
                 "c": "two exceptions: the starting quarter, and fifteen stacked right before it."},
            solution="b) Seed 000's \"Sekat\" (blocking) paragraph.",
            typical_wrong=[("a", "allowed"), ("c", "two exceptions")],
        ),
    ]
