"""Answer key of 1.5 Six-point blocks
(``lessons/part1-long-nardy/05-six-point-blocks.ipynb``): its exercises,
each with the expected answer, hints, explanations of typical wrong answers
and the worked solution. The lesson loads them with ``lesson("part1/05")``;
a learner sees an answer only by asking for it (``ex.q1.solution()``).
"""

from __future__ import annotations

from ..exercises import ChoiceExercise, PlayExercise
from .common import pos

TITLE = "1.5 Six-point blocks"


FENCE = pos({7: 2, 6: 1, 5: 1, 4: 1, 3: 1, 24: 9}, {12: 13, 9: 1, 8: 1})
"""White's five-point fence 7-3 with every Black checker behind it."""


FENCE_PASSED = pos({7: 2, 6: 1, 5: 1, 4: 1, 3: 1, 24: 9}, {12: 12, 9: 1, 8: 1, 1: 1})
"""The same fence, but one Black checker is already past it (on White's 1)."""


def _holds_seven_to_two(play):
    missing = [p for p in range(7, 1, -1) if play.result.points[p - 1] <= 0]
    if not missing:
        return None
    pts = ", ".join(str(p) for p in missing)
    return f"White does not hold {pts} after it: the fence from 7 down to 2 is not complete."


def exercises():
    strict = {"transient_block": False}
    return [
        ChoiceExercise(
            "q1", "Which play is not allowed",
            "White rolls 5-1 in the position above (Black's checkers are all behind White's fence). "
            "Which play is NOT allowed?",
            {"a": "24/18", "b": "7/2 24/23", "c": "7/1", "d": "24/23 6/1"}, "b",
            why={"a": "24/18 is allowed: one head checker plays both dice.",
                 "c": "7/1 is allowed: the checker passes 2 and stops on 1, so there are never six "
                      "points in a row at the end (and the order 7/6/1 never has six at all).",
                 "d": "24/23 6/1 is allowed: it even breaks the fence at 6.",
                 "b": "7/2 makes 7-6-5-4-3-2, six in a row, and no Black checker is past it."},
            hints=["Look for the play that ends with six of White's points in a row.",
                   "Which Black checkers are *past* the fence, nearer their home than it?"],
            solution="b) 7/2 24/23 makes six points in a row, 7 to 2, and every Black checker is behind "
                     "it: a blind six-block, not allowed (seed 003, 3.5).",
            typical_wrong=[("c", "never six"), ("a", "head checker")],
        ),
        PlayExercise(
            "q2", "Build the fence", FENCE_PASSED, (5, 1), test=_holds_seven_to_two,
            hints=["A Black checker stands on your 1-point: it is past the fence, so six in a row "
                   "is allowed now.",
                   "Bring a checker to 2 without leaving any of 7, 6, 5, 4, 3."],
            success="Six in a row, 7 to 2: allowed, because Black's checker on your 1 is past it.",
            solution="7 has two checkers, so 7/2 keeps 7 and makes 2: the fence 7-2. The 1 goes 24/23. "
                     "The block is legal because one Black checker (on White's 1) is already past it.",
            solution_code='ex.q2.check("24/23 7/2")',
            typical_wrong=[("7/2 3/2", "does not hold 3"), ("7/6 7/2", "does not hold 7")],
        ),
        PlayExercise(
            "q3", "With a run (classic rules)", FENCE, (5, 5), accept=["24/14 7/2(2)"],
            hints=["You must play all four 5s if you can. Two of them are 24/19/14.",
                   "Under the classic rules a six-block may appear for a moment, as long as the turn "
                   "does not end with it."],
            success="The first 7/2 makes six in a row for a moment; the second 7/2 empties 7 again. "
                    "Classic rules allow such a block \"with a run\".",
            solution="24/14 uses two 5s (one head checker). The other two: 7/2(2). After the first 7/2 "
                     "White holds 7-2, six in a row, but the second empties 7 before the turn ends. The "
                     "classic rules (seed 000, and seed 003's fig. 2) allow this \"run\"; and since it "
                     "plays all four 5s, it is the only legal play.",
            solution_code='ex.q3.check("24/14 7/2(2)")',
            typical_wrong=[("24/14 6/1", "all four 5s"), ("24/14 7/2", "six-point block")],
        ),
        PlayExercise(
            "q4", "With a run, strictly", FENCE, (5, 5), accept=["24/14 6/1"],
            options=strict,
            hints=["With `transient_block=False` the six-block is forbidden even for a moment.",
                   "Then 7/2 is never allowed here, whatever comes before it (mind that your 1-point "
                   "and your 24 are neighbours on Black's way round)... how many 5s can be played at "
                   "all?"],
            success="Only three 5s: the fourth would have to pass through a six-block.",
            solution="Under seed 003's rule 3.5 (\"and even with a run\") 7/2 is never allowed here: "
                     "played first it makes 7-2, six in a row at once; after 6/1 it makes 5-1 and, round "
                     "the corner of Black's way, your 24: six in a row again. What remains: 24/14 and "
                     "6/1, three 5s; the fourth is lost.",
            solution_code='ex.q4.check("24/14 6/1")',
            typical_wrong=[("24/14 7/2(2)", "not even for a moment"), ("7/2(2)", "six-point block"),
                           ("24/14 6/1 7/2", "six-point block")],
        ),
        ChoiceExercise(
            "q5", "The home option",
            "In the position of exercise 2 (one Black checker past the fence, on White's 1-point), "
            "the players agreed on `block_needs=\"home\"`. May White make the fence 7-2 now?",
            {"a": "no: no Black checker has entered Black's home yet",
             "b": "yes: a Black checker is past the fence"},
            "a",
            why={"b": "that is the default rule (`ahead`). Under `home` the checker past the fence is "
                      "not enough: one must have reached Black's home (White's 13-18).",
                 "a": "Black's home is White's 13-18, and no Black checker is there yet."},
            solution="a) No. Under the `home` option (seeds 000 and 003: \"only if at least one "
                     "opponent checker has entered the home\") a Black checker must be in Black's home, "
                     "White's 13-18.",
            typical_wrong=[("b", "default rule")],
        ),
        ChoiceExercise(
            "quiz1", "When six are allowed",
            "Under the default rules, when may you hold six points in a row?",
            {"a": "when at least one opponent checker is past them", "b": "never",
             "c": "only inside your own home", "d": "when each of the six holds two checkers"},
            "a",
            why={"b": "seed 003, 3.5: it is allowed when an opponent checker is in front of the fence.",
                 "c": "where the fence stands does not matter; what is past it does.",
                 "d": "in long nardy one checker holds a point; the count does not matter."},
            success="Six in a row only while at least one opponent checker is already past them (seed 003, "
                    "3.5; seed 000).",
            solution="a) (seed 003, 3.5; seed 000).",
            typical_wrong=[("b", "3.5"), ("c", "does not matter")],
        ),
        ChoiceExercise(
            "quiz2", "A blind fence",
            "Why is a six-point block with no opponent checker past it called \"blind\"?",
            {"a": "the opponent cannot see past it to plan his next moves",
             "b": "no die jumps six points, so every checker behind it is locked in",
             "c": "the checkers that form it cannot move until the game ends"},
            "b",
            why={"a": "it is about jumping, not seeing: a die moves at most 6.",
                 "c": "the block's own checkers may move on; it is the opponent's behind it that cannot."},
            success="A die shows at most 6, so no checker gets over six points in a row: everything behind "
                    "them is locked in.",
            solution="b) A die shows at most 6, so nothing can get over six points in a row "
                     "(seed 003's closing section calls it a fence \"impossible to jump over\").",
            typical_wrong=[("a", "jumping"), ("c", "behind it")],
        ),
    ]
