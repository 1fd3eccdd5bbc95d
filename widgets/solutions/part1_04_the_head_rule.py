"""Answer key of 1.4 The head rule
(``lessons/part1-long-nardy/04-the-head-rule.ipynb``): its exercises, each
with the expected answer, hints, explanations of typical wrong answers and
the worked solution. The lesson loads them with ``lesson("part1/04")``; a
learner sees an answer only by asking for it (``ex.q1.solution()``).
"""

from __future__ import annotations

from ..exercises import ChoiceExercise, PlayExercise, ValueExercise
from ..fixtures import START
from .common import pos

TITLE = "1.4 The head rule"


SECOND_TURN = pos({24: 14, 13: 1}, {12: 14, 9: 1})
"""White after 24/13 on its first turn; Black has played 24/21 (on White's 9)."""


AFTER_55 = pos({24: 15}, {12: 14, 16: 1})
"""Black to move (seen from Black's side) after White opened 5-5 with 24/4."""


def exercises():
    any_block = {"first_turn_exception": "any-block"}
    return [
        PlayExercise(
            "q1", "6-6 on the first turn", START, (6, 6), accept=["24/18(2)"],
            hints=["One checker from the head would go 24/18/12 — and 12 is Black's head.",
                   "This is one of the three exceptions: a second checker may leave the head."],
            success="Two checkers leave the head and each plays one 6; the other two 6s are lost, "
                    "because 18/12 would land on Black's head.",
            solution="One head checker alone could play only one 6 (24/18; 18/12 is Black's head). That is "
                     "why 6-6 on the first turn lets a second checker leave: 24/18(2). The two 6s left "
                     "cannot be played and are lost.",
            solution_code='ex.q1.check("24/18(2)")',
            typical_wrong=[("24/18(4)", "no more than two checkers"),
                           ("24/18 18/12", "held by the opponent")],
        ),
        PlayExercise(
            "q2", "6-6 on the second turn", SECOND_TURN, (6, 6), accept=["24/18 13/1"],
            hints=["The exception is for the first turn only: now one checker may leave the head.",
                   "Play as many 6s as you can with the head checker and the checker on 13."],
            success="One checker from the head (it cannot go on: 12 is Black's head) and 13/7/1: three 6s.",
            solution="After the first turn only one checker may leave the head: 24/18. It cannot continue "
                     "(18/12 is Black's head). The checker on 13 plays two 6s: 13/7/1. Three 6s are "
                     "played and one is lost.",
            solution_code='ex.q2.check("24/18 13/1")',
            typical_wrong=[("24/18(2) 13/1", "only one checker may leave the head"),
                           ("24/18(2) 13/7", "only one checker may leave the head")],
        ),
        PlayExercise(
            "q3", "Seed 003's note: Black's 4-4 after White's 5-5 (head-block)", AFTER_55, (4, 4),
            accept=["24/20"], to_move=1,
            hints=["Follow a head checker 4 by 4: where does White's checker on your 16 stop it? Then ask "
                   "whether a second checker may leave the head.",
                   "Under the `head-block` reading a second head checker needs the *opponent's head* "
                   "to be what stops the first one."],
            success="One checker leaves the head and plays one 4; the other three 4s are lost, "
                    "exactly as seed 003's note says.",
            solution="What stops the head checker is White's checker on 16, not White's head, so the "
                     "exception does not apply: one checker leaves, 24/20, and cannot continue.",
            solution_code='ex.q3.check("24/20")',
            typical_wrong=[("24/20(2)", "only one checker may leave the head"), ("24/16", "held by the opponent")],
        ),
        PlayExercise(
            "q4", "The same roll under any-block", AFTER_55, (4, 4), accept=["24/20(2)"],
            options=any_block, to_move=1,
            hints=["Under `any-block` (seed 000) a second checker may leave whenever one head "
                   "checker cannot play the whole roll — whatever stops it."],
            success="Under any-block two checkers leave the head: two 4s are played instead of one.",
            solution="One head checker cannot play the whole 4-4 (it is stopped on 20), so seed 000's "
                     "reading lets a second leave: 24/20(2).",
            solution_code='ex.q4.check("24/20(2)")',
            typical_wrong=[("24/20", "2 of the four 4s"), ("24/16", "held by the opponent")],
        ),
        ValueExercise(
            "q5", "How many 4s does Black play", 1,
            why={2: "2 is the any-block answer; seed 003's note is the head-block reading.",
                 4: "White's checker on Black's 16 stops the head checker after one 4.",
                 0: "one 4 can be played: 24/20."},
            hints=["Seed 003's note: \"... the latter take one checker from the head, playing one four\"."],
            success="One four (seed 003's note).",
            solution="Under head-block Black plays 24/20 and loses the other three 4s.",
            solution_code="ex.q5.check(1)",
            typical_wrong=[(2, "any-block"), (4, "stops the head checker")],
        ),
        ChoiceExercise(
            "quiz1", "The three throws",
            "For the first mover, which first rolls let a second checker leave the head?",
            {"a": "6-6", "b": "5-5", "c": "4-4", "d": "3-3", "e": "2-2"}, {"a", "c", "d"},
            why={"b": "5-5 is played by one checker: 24/19/14/9/4 never meets Black's head.",
                 "e": "2-2 is played by one checker: 24/22/20/18/16 never meets Black's head.",
                 "a": "", "c": "", "d": ""},
            success="6-6, 4-4 and 3-3: the only doubles whose head checker runs into the opponent's head "
                    "(24 − 12 = 12 = 2 × 6 = 3 × 4 = 4 × 3).",
            solution="a, c, d: 6-6, 4-4, 3-3 (seed 003, 3.1).",
            typical_wrong=[("acde", "2-2 is played by one checker"), ("ac", "more option")],
        ),
        ChoiceExercise(
            "quiz2", "How often",
            "After the first turn, how many checkers may leave the head in one turn?",
            {"a": "one", "b": "two with a double", "c": "as many as the dice allow"}, "a",
            why={"b": "only the first turn has an exception; later even a double takes one.",
                 "c": "seed 003, 1.2: \"Only one checker may be taken from the head in one move.\""},
            success="One a turn (seed 003, 1.2); only some doubles of the very first turn let a second one "
                    "go.",
            solution="a) One (seed 003, 1.2).",
            typical_wrong=[("b", "first turn"), ("c", "Only one checker")],
        ),
    ]
