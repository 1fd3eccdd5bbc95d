"""Answer key of 2.4 Mad Gulbar
(``lessons/part2-variants/04-mad-gulbar.ipynb``): its exercises, each with
the expected answer, hints, explanations of typical wrong answers and the
worked solution. The lesson loads them with ``lesson("part2/04")``; a
learner sees an answer only by asking for it (``ex.q1.solution()``).
"""

from __future__ import annotations

from nardy import Game, Position

from ..exercises import ChoiceExercise, PlayExercise, ValueExercise
from .common import pos

TITLE = "2.4 Mad Gulbar"


JACKPOT = pos({13: 1, 3: 14}, {12: 15})
"""Seed 000's example: the last checker comes home on the fourth 2 of a 2-2."""


STUCK_22 = pos({3: 14, 13: 1}, {12: 13, 11: 1, 1: 1})
"""Black holds 11 and 1: White cannot play a single 2."""


AFTER_55 = pos({24: 14, 4: 1}, {12: 15})
"""White opened 5-5 in Mad Gulbar with 24/4 (one checker from the head);
the 6-6 of the progression follows."""


def passed_after_position(name: str, position: Position, roll) -> int:
    """How many single moves pass to the opponent when White plays as much
    as it can of the double ``roll`` in ``position`` (variant ``name``)."""
    g = Game(name, position=position)
    g.roll(roll)
    plays = g.legal_plays()
    g.play(plays[0]) if plays else g.commit()
    stages = [g.stage, *g.pending] if g.to_move == 1 else []
    return sum(len(s.dice) for s in stages if s.kind == "passed")


def exercises():
    return [
        ValueExercise(
            "q1", "All that passes", passed_after_position("mad-gulbar", STUCK_22, (2, 2)),
            position=STUCK_22, dice=(2, 2),
            why={4: "not only the 2-2: the doubles after it up to 6-6 pass too.",
                 16: "the 2-2 itself passes as well, not only 3-3 to 6-6.",
                 0: "in Mad Gulbar the moves pass to the opponent; a double that cannot start is "
                    "no exception here."},
            hints=["No 2 can be played: 13/11 and 3/1 are Black's.",
                   "The 2-2 and every double after it up to 6-6 pass: how many moves is that?"],
            success="Twenty moves — four each of 2, 3, 4, 5 and 6 — which Black plays before his "
                    "own roll.",
            solution="Nothing of the 2-2 can be played, so it passes whole, with the rest of the "
                     "progression: 4 × 5 = 20 single moves.",
            solution_code="ex.q1.check(4 * 5)",
            typical_wrong=[(4, "up to 6-6"), (16, "2-2 itself"), (0, "no exception")],
        ),
        PlayExercise(
            "q2", "Home on the fourth move", JACKPOT, (2, 2), game="mad-gulbar", accept=["13/5"],
            why={"13/7 3/1": "the last checker is not home: the jackpot rule needs it home on the "
                             "fourth 2.",
                 "3/1(4)": "the runner on 13 stays out (moves inside the home are allowed until the "
                           "last checker is home); the question asks you to bring it home."},
            hints=["Seed 000's own example: bring the last checker home with the fourth 2.",
                   "13/11/9/7/5."],
            success="Home on the fourth move of the 2-2: the next jackpot, 3-3, is played (on the "
                    "board it follows at once), and then the progression stops.",
            solution="13/5 (13/11/9/7/5): the fourth 2 brings the last checker home, so the 3-3 is "
                     "played — it bears four checkers off point 3 — and then no 4-4.",
            solution_code='ex.q2.check("13/5")',
            typical_wrong=[("13/7 3/1", "fourth 2"), ("3/1(4)", "runner on 13")],
        ),
        ValueExercise(
            "q3", "After the jackpot", 4, position=JACKPOT, dice=(2, 2),
            why={0: "after 13/5 all are home, and the 3-3 jackpot bears off.",
                 8: "no 4-4: after the 3-3 the progression stops.",
                 16: "no 4-4, 5-5 or 6-6: the progression stops after the next jackpot."},
            hints=["After 13/5 the 3-3 is played. What can a 3 do when all are home?",
                   "Seed 000: \"he may throw four checkers off point 3 (playing the 3-3 jackpot). "
                   "But he will not be able to play 4-4.\""],
            success="Four off with the 3-3, and then Black rolls.",
            solution="The 3-3 bears four checkers off point 3; then the progression stops (no 4-4).",
            solution_code="ex.q3.check(4)",
            typical_wrong=[(8, "no 4-4"), (0, "bears off")],
        ),
        ValueExercise(
            "q4", "One head checker, four 6s", passed_after_position("mad-gulbar", AFTER_55, (6, 6)),
            position=AFTER_55, dice=(6, 6),
            why={0: "only one checker may leave the head for this 6-6, and it can play only one 6 "
                    "(24/18): its next 6 would land on Black's head, your 12.",
                 1: "one 6 is what White can play (24/18); the question asks how many pass.",
                 2: "two from the head is the first-throw exception, for a rolled 6-6; this 6-6 is a "
                    "double of the progression, and takes one.",
                 4: "one 6 can be played: one checker from the head, 24/18."},
            hints=["One checker from the head for each double: which 6s can White play?",
                   "24/18 is one. 18/12 lands on Black's head, and the checker on 4 cannot bear off "
                   "before all are home."],
            success="Three: one head checker plays 24/18, its next 6 would land on Black's head, "
                    "and no second checker may leave the head for this double. The three 6s pass "
                    "to Black, who plays them before his own roll.",
            solution="3. The 6-6 of the progression takes one checker from the head: 24/18. 18/12 is "
                     "Black's head, the checker on 4 cannot move a 6 (it would bear off before all "
                     "are home), and a second head checker is refused. 4 - 1 = 3 moves of 6 pass.",
            solution_code="ex.q4.check(3)",
            typical_wrong=[(0, "only one checker may leave the head"), (2, "first-throw exception"),
                           (4, "24/18")],
        ),
        ChoiceExercise(
            "quiz1", "Inside the home",
            "In Mad Gulbar, may you move a checker from your 6-point to your 2-point?",
            {"a": "never: checkers in the home do not move", "b": "only with a double, when no other play is left",
             "c": "yes, until your last checker has come home"},
            "c",
            why={"a": "that is Gul once all are home; Mad Gulbar allows it until then.",
                 "c": "Seed 000: \"You may move inside the home until the last checker has been "
                      "brought into the home.\"",
                 "b": "doubles have nothing to do with it."},
            solution="c) Until the last checker is home; after that only bearing off.",
            typical_wrong=[("a", "until then"), ("b", "nothing to do")],
        ),
    ]
