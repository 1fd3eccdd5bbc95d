"""Answer key of 1.3 No hitting
(``lessons/part1-long-nardy/03-no-hitting.ipynb``): its exercises, each with
the expected answer, hints, explanations of typical wrong answers and the
worked solution. The lesson loads them with ``lesson("part1/03")``; a
learner sees an answer only by asking for it (``ex.q1.solution()``).
"""

from __future__ import annotations

from ..exercises import ChoiceExercise, PlayExercise, ValueExercise
from .common import pos

TITLE = "1.3 No hitting"


CROWDED = pos({24: 10, 20: 2, 16: 1, 9: 2},
              {12: 8, 18: 1, 19: 1, 14: 1, 15: 1, 11: 1, 4: 1, 3: 1})
"""Lesson 1.3's position: Black's single checkers close many points."""


def exercises():
    return [
        PlayExercise(
            "q1", "The only way through", CROWDED, (6, 5), accept=["16/5"],
            hints=["Try each of your checkers with the 6 and with the 5: where would it land, and "
                   "is that point free of Black checkers?",
                   "Only one checker can play a 6 here."],
            success="16/10/5: the only play. Every other landing point holds a Black checker.",
            solution="Checking each landing point: 24/18 and 24/19 land on Black; 20/14 and 20/15 land on "
                     "Black; 9/3 and 9/4 land on Black. Only 16/10 (the 6) is open, and from 10 the 5 "
                     "goes on to 5: 16/10/5.",
            solution_code='ex.q1.check("16/5")',
            typical_wrong=[("24/18 20/15", "held by the opponent"),
                           ("20/14 16/11", "held by the opponent")],
        ),
        PlayExercise(
            "q2", "It does not go", CROWDED, (5, 5), accept=["no move"],
            hints=["Try a 5 from each point: 24, 20, 16 and 9.",
                   "If no checker can move, answer `\"no move\"`."],
            success="No checker can move a 5: 19, 15, 11 and 4 all hold Black checkers. The roll is lost.",
            solution="Every 5 lands on a Black checker (24/19, 20/15, 16/11, 9/4), so nothing can be "
                     "played: \"it does not go\", and the roll is lost.",
            solution_code='ex.q2.check("no move")',
            typical_wrong=[("20/15", "held by the opponent"), ("9/4", "held by the opponent")],
        ),
        ValueExercise(
            "q3", "How many sixes", 1,
            why={4: "a double gives four 6s, but here most of them have nowhere to land.",
                 2: "after 16/10, a second 6 would go from 10 to 4: Black is there.",
                 0: "one 6 can be played: look at the checker on 16."},
            hints=["Try 6s from 24, 20, 16 and 9, then from wherever a checker landed."],
            success="Only 16/10; from 10 the next 6 lands on Black's checker on 4. The other three 6s are lost.",
            solution="With 6-6: 24/18, 20/14 and 9/3 land on Black. 16/10 works, but 10/4 lands on Black "
                     "again. So one 6 is played and three are lost. The engine agrees:",
            solution_code='rules = nardy.variant("long")\n'
                          '[str(p) for p in rules.legal_plays(ex.q1.position, (6, 6))]   # [\'16/10\']\n'
                          "ex.q3.check(1)",
            typical_wrong=[(4, "four 6s"), (2, "Black is there")],
        ),
        ChoiceExercise(
            "quiz1", "A single checker",
            "Black has one lone checker on your 7-point. Can you land a checker there?",
            {"a": "yes, and it goes to the bar as in backgammon",
             "b": "yes, both checkers share the point",
             "c": "no: even one checker closes the point"},
            "c",
            why={"a": "there is no hitting and no bar in long nardy.",
                 "b": "a point holds checkers of one player only.",
                 "c": "\"A checker cannot be placed on a point occupied by the opponent's checker\" (seed 003, 3.8)."},
            solution="c) No: in long nardy one checker is enough to close a point (seed 003, 3.8).",
            typical_wrong=[("a", "no hitting"), ("b", "one player only")],
        ),
        ChoiceExercise(
            "quiz2", "Your own checkers",
            "How many of your own checkers may stand on one point?",
            {"a": "at most five", "b": "at most two", "c": "any number"}, "c",
            why={"a": "seed 003, 3.8: \"Any number of checkers may be placed on one point.\"",
                 "b": "seed 003, 3.8: \"Any number of checkers may be placed on one point.\""},
            success="Any number: all fifteen start on one point, the head (seed 003, 3.8).",
            solution="c) Any number (seed 003, 3.8) — all fifteen start on one point, the head.",
            typical_wrong=[("a", "Any number"), ("b", "Any number")],
        ),
    ]
