"""Answer key of 2.7 Fevga-Giul
(``lessons/part2-variants/07-fevga-giul.ipynb``): its exercises, each with
the expected answer, hints, explanations of typical wrong answers and the
worked solution. The lesson loads them with ``lesson("part2/07")``; a
learner sees an answer only by asking for it (``ex.q1.solution()``).
"""

from __future__ import annotations

from nardy import variant

from ..exercises import ChoiceExercise, PlayExercise, ValueExercise
from .common import passed_after, pos

TITLE = "2.7 Fevga-Giul"


HOME_21 = pos({6: 2, 4: 1}, {13: 15}, off=(12, 0))
"""White bears off: two checkers on 6, one on 4; 2-1 to play."""


def exercises():
    return [
        ValueExercise(
            "q1", "A 3-3 to open", passed_after("fevga-giul", (3, 3)), position=variant("fevga-giul").start(),
            dice=(3, 3),
            why={1: "not only the fourth 3: the 4-4, 5-5 and 6-6 of the progression pass too.",
                 12: "the fourth 3 passes as well.",
                 0: "in Fevga-Giul the moves left pass to the opponent."},
            hints=["The lead checker runs 24/21/18/15. Where would the fourth 3 land?",
                   "The progression ends at a double not played in full; the rest of it, and every "
                   "double after it up to 6-6, pass."],
            success="One 3 and four each of 4, 5 and 6: thirteen moves, which Black plays before "
                    "his own roll.",
            solution="24/15 plays three 3s; the fourth would land on Black's head and no second "
                     "checker may leave. So the progression ends: 1 + 4 + 4 + 4 = 13 moves pass.",
            solution_code="ex.q1.check(1 + 3 * 4)",
            typical_wrong=[(1, "4-4, 5-5 and 6-6"), (12, "fourth 3"), (0, "pass")],
        ),
        PlayExercise(
            "q2", "Inside the home", HOME_21, (2, 1), game="fevga-giul", accept=["4/1"],
            why={"6/3": "it leaves no checker on the 1-point: a 1 next time could only move a "
                        "checker down, not bear one off.",
                 "6/5 4/2": "a 1 next time would bear off nothing: only a checker on the 1-point "
                            "goes off with a 1 while higher points are occupied.",
                 "6/5 6/4": "a 1 next time would bear off nothing: the 1-point is still empty."},
            hints=["Nothing can be borne off with 2-1 here (no checker on 2 or 1). Which checker "
                   "could a 1 bear off next time?",
                   "Only one on the 1-point. \"You may move inside the home\": can one get there "
                   "now?"],
            success="The checker waits on the 1-point, and any 1 next time bears it off. "
                    "Fevga-Giul allows moves inside the home; in Gul 2-1 could not be played at "
                    "all.",
            solution="4/1 (4/2/1 or 4/3/1): a 1 bears off only from the 1-point while higher points "
                     "are occupied. Fevga-Giul: \"You may move inside the home\". In Gul the same "
                     "roll is lost: there a die only bears off, exactly.",
            solution_code='ex.q2.check("4/1")',
            typical_wrong=[("6/3", "1-point"), ("4/off", "bears off")],
        ),
        ChoiceExercise(
            "quiz1", "A double that cannot start",
            "In Fevga-Giul you roll 2-2 and not a single 2 can be played. What happens?",
            {"a": "nothing: the double is not played and nothing passes",
             "b": "the 2-2 and the doubles after it pass to the opponent",
             "c": "you play 3-3 instead"},
            "a",
            why={"b": "that is Mad Gulbar; Fevga-Giul keeps Gul's exception for a double that "
                      "cannot start.",
                 "a": "Seed 000: \"it is not played and does not pass to the opponent\".",
                 "c": "the progression starts only from a double played."},
            solution="a) Seed 000, Fevga-Giul: \"If the player cannot begin to play the double thrown, "
                     "it is not played and does not pass to the opponent.\"",
            typical_wrong=[("b", "Mad Gulbar"), ("c", "progression")],
        ),
        ChoiceExercise(
            "quiz2", "Family",
            "Fevga-Giul is...",
            {"a": "Gulbar with Fevga's lead-checker rule",
             "b": "Gul played from Khachapuri's start position",
             "c": "Fevga with Gul's progression and passed moves"},
            "c",
            why={"c": "Fevga's rules (lead checker, blocks) plus the progression and passed moves.",
                 "b": "the start is long nardy's: fifteen on the head.",
                 "a": "Gulbar has a re-roll and no progression."},
            solution="c) Every rule of Fevga, plus Gul's progression with passed moves; moves inside "
                     "the home are allowed.",
            typical_wrong=[("b", "fifteen on the head"), ("a", "re-roll")],
        ),
    ]
