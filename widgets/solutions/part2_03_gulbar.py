"""Answer key of 2.3 Gulbar (``lessons/part2-variants/03-gulbar.ipynb``): its
exercises, each with the expected answer, hints, explanations of typical
wrong answers and the worked solution. The lesson loads them with
``lesson("part2/03")``; a learner sees an answer only by asking for it
(``ex.q1.solution()``).
"""

from __future__ import annotations

from nardy import variant
from nardy.dice import Moves

from ..exercises import ChoiceExercise, PlayExercise, ValueExercise
from .common import leaves_the_head, passed_after, pos

TITLE = "2.3 Gulbar"


PASSED_5S = pos({24: 12, 18: 1, 13: 1, 7: 1}, {12: 12, 23: 1, 5: 2})
"""Black's 5-5 could not be played in full: after two 5s no Black checker
has a 5 (each would land on White's 7, 24 or 18), and White receives the
other two."""


def exercises():
    return [
        ValueExercise(
            "q1", "What passes", passed_after("gulbar", (6, 6)), position=variant("gulbar").start(),
            dice=(6, 6),
            why={4: "two 6s can be played (24/18(2)): only the moves not played pass.",
                 0: "the opponent takes the moves not played: are all four 6s played?",
                 1: "24/18(2) is two 6s; four minus two."},
            hints=["On the first turn 6-6 takes two checkers from the head to 18. Can they go on?",
                   "18/12 would land on Black's head."],
            success="24/18(2), and the other two 6s pass to Black, who plays them before rolling.",
            solution="24/18(2) uses two 6s; 18/12 is Black's head, and no third head checker may "
                     "leave. The two 6s not played pass to Black.",
            solution_code="ex.q1.check(2)",
            typical_wrong=[(4, "only the moves not played"), (0, "not played"), (1, "four minus two")],
        ),
        PlayExercise(
            "q2", "Moves from the opponent", PASSED_5S, Moves(5, 2), origin=(5, 5), game="gulbar",
            test=leaves_the_head("no checker leaves the head. Passed moves are not a throw, but they "
                                 "may take one checker from the head."),
            hints=["Two moves of 5: play them like two dice showing 5 — but they are two, not four.",
                   "The readings above: passed moves are not a throw, but they may take one checker "
                   "from the head."],
            success="Passed moves are played like a roll, one checker from the head allowed; then "
                    "White rolls for its own turn.",
            solution="Any play with one new checker from the head: 24/19 13/8, 24/19 18/13, 24/19 7/2 "
                     "or 24/14. "
                     "Passed moves may take one checker from the head, as a throw may; a second "
                     "(24/19(2)) is refused.",
            solution_code='ex.q2.check("24/19 13/8")',
            typical_wrong=[("18/8", "may take one checker from the head"),
                           ("24/19 24/19", "only one checker may leave the head")],
        ),
        ChoiceExercise(
            "q3", "After a whole double",
            "In Gulbar White rolls 1-1 and plays all four 1s. It throws again, 6-6, and only two of "
            "the 6s can be played. What comes next?",
            {"a": "White throws again: it has played a double",
             "b": "Black plays the two 6s White could not, then rolls",
             "c": "Black rolls: White's last two 6s are lost, as in classic long nardy"},
            "b",
            why={"a": "only a double played in full earns another throw, and this 6-6 was not.",
                 "c": "in Gulbar the moves of a double you cannot make are not lost: they pass to "
                      "the opponent."},
            success="The 1-1 earned a throw; the 6-6, not played in full, earns none, and the two 6s "
                    "White could not play go to Black, who plays them before his roll.",
            hints=["Two rules meet here: the re-roll, and the moves that pass. Which of them does "
                   "a 6-6 played only in part meet?",
                   "The re-roll needs a double played in full; the moves of a double that cannot "
                   "be made pass."],
            solution="b) The 1-1 was played in full, so White threw again; that 6-6 was not, so it "
                     "earns no throw, and its two unplayed 6s pass to Black, who plays them first "
                     "and then rolls.",
            typical_wrong=[("a", "played in full"), ("c", "not lost")],
        ),
        ChoiceExercise(
            "quiz1", "The fourth 5",
            "In Gulbar you roll 5-5 and only three 5s can be played. What happens to the fourth?",
            {"a": "the opponent plays it, before his own roll", "b": "it is lost, as in classic long nardy",
             "c": "you play it first on your next turn"},
            "a",
            why={"b": "lost in classic long nardy; Gulbar passes it on.",
                 "a": "Seed 000: \"The opponent takes all the moves not played.\"",
                 "c": "nothing waits for your next turn."},
            solution="a) The opponent plays it first, then throws for his own turn.",
            typical_wrong=[("b", "classic"), ("c", "next turn")],
        ),
    ]
