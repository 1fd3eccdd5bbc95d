"""Answer key of 4.2 Fences (``lessons/part4-strategy/02-fences.ipynb``): its
exercises, each with the expected answer, hints, explanations of typical
wrong answers and the worked solution. The lesson loads them with
``lesson("part4/02")``; a learner sees an answer only by asking for it
(``ex.q1.solution()``).
"""

from __future__ import annotations

from nardy.analysis import fences

from ..exercises import ChoiceExercise, PlayExercise, ValueExercise
from ..fixtures import BUILD, FENCE_PLAYS, FIVE, TIMING, TIMING_SPARE, keeping_throws
from .common import LONG, best_play

TITLE = "4.2 Fences"


def _fence_length(position, first=11) -> int:
    """Length of the run of the mover's points from ``first`` downwards."""
    n = 0
    q = first
    while q >= 1 and position.points[q - 1] > 0:
        n += 1
        q -= 1
    return n


def _five(play):
    longest = max((f.length for f in fences(LONG, play.result) if 12 in dict(f.behind)), default=0)
    if longest >= 5:
        return None
    if longest == 4:
        return ("the fence in front of Black's head is still four points long: close 11 too. Which of "
                "your checkers are 3 and 2 pips away from it?")
    return "it breaks the fence 10-7: keep it and add a point next to it."


def _six(play):
    if _fence_length(play.result) >= 6:
        return None
    return ("it makes no six in a row. Which two points would make 11 to 6 all White's, and which of "
            "your checkers can reach them with a 3 and a 1?")


def exercises():
    escapes = fences(LONG, FIVE)[0].escapes
    keep = keeping_throws(TIMING)
    keep_spare = keeping_throws(TIMING_SPARE)
    return [
        PlayExercise(
            "q1", "Five in a row", BUILD, (3, 2), test=_five,
            hints=["White holds 10, 9, 8 and 7. A fifth point next to them makes five in a row: 11 "
                   "(the 6-point would need a checker from 7 or further back).",
                   "Which of your checkers are 3 and 2 pips away from 11?"],
            success="Five in a row in front of Black's head: only a 6 jumps it now.",
            solution="14/11 13/11 (or 16/11, or 24/22 14/11, ...): any play that puts a checker on 11 "
                     "and keeps 10-7 makes the five-point fence 11-7.",
            solution_code='ex.q1.check("14/11 13/11")',
            typical_wrong=[("16/14 16/13", "four points long"), ("24/21 24/22", "head"),
                           ("24/22 24/21", "head")],
        ),
        ValueExercise(
            "q2", "Escape numbers", escapes, position=FIVE,
            why={36: "not every throw: a checker on Black's head needs to jump all five points.",
                 6: "6-1, 6-2, ... come up two ways each: 1-6 and 6-1 are two of the 36 throws.",
                 1: "not only 6-6: every throw with a 6 in it."},
            hints=["From Black's head (White's 12) a die lands on 12 minus the die. Which die lands "
                   "past 11-7?",
                   "`fences(rules, ex.q2.position)` gives each fence's `escapes`."],
            success=f"{escapes} of 36: every throw with a 6, and only those.",
            solution="Only a 6 takes a checker from White's 12 past 11-7 (to White's 6). Throws with at "
                     "least one 6: 6-6 once and 6-1 .. 6-5 twice each: 1 + 10 = 11.",
            solution_code="ex.q2.check(fences(rules, ex.q2.position)[0].escapes)",
            typical_wrong=[(6, "two ways"), (1, "not only")],
        ),
        PlayExercise(
            "q3", "Lock them in", BUILD, (3, 1), test=_six,
            hints=["Six in a row from 11 down to 6. You hold 10-7; you need 11 and 6.",
                   "A 3 reaches 11 from 14; a 1 reaches 6 from 7 (you have two checkers there)."],
            success="Six in a row: Black's ten head checkers cannot get past until the fence breaks. "
                    "Allowed, because five Black checkers are already past it.",
            solution="14/11 7/6: 11-6 are all White's. The rule (lesson 1.5) allows it because Black has "
                     "checkers past the fence, on White's 3, 1, 20 and 17.",
            solution_code='ex.q3.check("14/11 7/6")',
            typical_wrong=[("14/11 24/23", "no six"), ("24/21 7/6", "no six")],
        ),
        ValueExercise(
            "q4", "Throws that keep the fence", keep, position=TIMING,
            why={36: "your only spare checkers are deep in your home: a 3, 4, 5 or 6 must be played by "
                     "a fence checker.",
                 keep_spare: "that is the count with a spare on 14 (the cell above); here there is "
                             "no spare.",
                 keep - 1: "count 2-1 and 1-2 as two throws.",
                 1: "not only 1-1: 2-2 and 2-1 keep the fence too (2-1 comes up two ways)."},
            hints=["Bearing off is not allowed yet (five checkers are outside home), so checkers on "
                   "3, 2 and 1 can only move inside the home: small numbers.",
                   "Loop over the 36 throws and check whether some legal play keeps 11, 10, 9, 8 and 7: "
                   "`keeping_throws(ex.q4.position)` does exactly that."],
            success=f"Only {keep}: 1-1, 2-2 and 2-1 both ways. Any 3, 4, 5 or 6 breaks the fence.",
            solution="From the 3-point a 3 or more would bear off, which is not allowed while checkers "
                     "are outside home; so the home checkers play only 1s and 2s. Every throw holding "
                     "a 3 or more must move a fence checker.",
            solution_code="ex.q4.check(keeping_throws(ex.q4.position))",
            typical_wrong=[(36, "spare"), (keep - 1, "two throws"), (1, "not only")],
        ),
        best_play(
            "q5", "Keep the fence at home", *FENCE_PLAYS["home_fence"],
            hints=["Four of Black's checkers, on your 10 to 7, still have to pass your home. Which of your "
                   "points stand in their way?",
                   "A point you leave is a landing place Black gets back. Which checkers can move without "
                   "opening one?"]),
        best_play(
            "q6", "Bring them home behind the block", *FENCE_PLAYS["last_block"],
            hints=["Black's last checker, on your 7, sits behind your six points 6 to 1. What does it need "
                   "to get past?",
                   "Your three checkers outside home can play this roll without touching the block."]),
        ChoiceExercise(
            "quiz1", "A fence of six",
            "All fifteen Black checkers stand behind White's five-point fence 11-7. May White add the "
            "6-point?",
            {"a": "yes: a fence of his own points is always allowed",
             "b": "no: six in a row are allowed only with a Black checker past them",
             "c": "only if he makes the 6-point with a double, both checkers at once"},
            "b",
            why={"a": "lesson 1.5: a six-point block needs at least one opponent checker past it.",
                 "c": "the dice do not matter; the position after the play does."},
            success="Six in a row need an opponent checker in front of them: all fifteen may never be locked"
                    " in (seeds 003 and 000).",
            solution="b) Seeds 003 and 000: a fence of six only with an opponent checker in front of "
                     "it; all fifteen may never be locked in.",
            typical_wrong=[("a", "past"), ("c", "dice")],
        ),
        ChoiceExercise(
            "quiz2", "Keeping a fence",
            "What keeps a fence standing longest?",
            {"a": "a tall stack on one point of the fence, to hand out spares",
             "b": "as many checkers as possible already home, out of the fence's way",
             "c": "spare checkers behind it or beside it, to play the numbers the fence cannot"},
            "c",
            why={"b": "checkers home can only play small numbers inside it: the big ones break the "
                      "fence.",
                 "a": "a stack is a spare too, but one on the fence itself moves off it to wherever "
                      "the dice say; spares further back have more choice."},
            success="Every roll must be played: spares with room to move play the numbers the fence's own "
                    "checkers would otherwise have to.",
            solution="c) Every roll must be played. Spare checkers with room to move play the numbers "
                     "that the fence's own checkers would otherwise have to.",
            typical_wrong=[("b", "small numbers"), ("a", "spare")],
        ),
    ]
