"""Answer key of 2.2 Gul (``lessons/part2-variants/02-gul.ipynb``): its
exercises, each with the expected answer, hints, explanations of typical
wrong answers and the worked solution. The lesson loads them with
``lesson("part2/02")``; a learner sees an answer only by asking for it
(``ex.q1.solution()``).
"""

from __future__ import annotations

from nardy import variant

from ..exercises import ChoiceExercise, PlayExercise, ValueExercise
from .common import leaves_the_head, pos

TITLE = "2.2 Gul"


AFTER_33 = pos({24: 13, 18: 2}, {12: 15})
"""White opened 3-3 in Gul with 24/18(2); the progression goes on with 4-4."""


BEAR_OFF = pos({5: 1, 4: 2, 2: 2}, {13: 15}, off=(10, 0))
"""White bears off: one checker on 5, two on 4, two on 2."""


RUNNER_OUT = pos({13: 1, 6: 4, 5: 4, 4: 3, 3: 2, 2: 1}, {18: 3, 17: 3, 16: 3, 15: 3, 14: 3})
"""White's last checker outside its home is on 13; White rolls 2-2, and
13/5 would bring it home with the fourth 2."""


def runner_at_the_door(play):
    """``None`` when the checker from 13 ends on 7, the last point outside the
    home, so that the progression goes on; else why not."""
    points = play.result.points
    if not any(n > 0 for n in points[6:]):
        return ("it brings your last checker home, and once all your checkers are home the "
                "progression of doubles stops: no 3-3, Black rolls next.")
    if points[6] == 0:
        return ("the checker from 13 could stop nearer home and still keep the go going: which is "
                "the last point outside your home (1-6)?")
    return None


def exercises():
    return [
        ValueExercise(
            "q1", "A whole progression", 4 * (2 + 3 + 4 + 5 + 6), position=variant("gul").start(),
            dice=(2, 2),
            why={8: "that is the 2-2 alone; in Gul the 3-3, 4-4, 5-5 and 6-6 follow.",
                 16: "a double is four moves, not two: 4 × 2 = 8 pips for the 2-2 alone.",
                 20: "2 + 3 + 4 + 5 + 6 = 20 is one move of each double; each double is four moves.",
                 72: "72 is a progression from 3-3; yours starts at 2-2."},
            hints=["Which doubles does White play after a rolled 2-2, if each is played in full?",
                   "2-2, 3-3, 4-4, 5-5 and 6-6: four moves of each number."],
            success="4 × (2 + 3 + 4 + 5 + 6) = 80 pips in one go — more than a fifth of a whole "
                    "game's 360.",
            solution="A rolled 2-2 is followed by 3-3, 4-4, 5-5 and 6-6, four moves each: "
                     "4 × (2 + 3 + 4 + 5 + 6) = 80 pips.",
            solution_code="ex.q1.check(4 * sum(range(2, 7)))",
            typical_wrong=[(8, "3-3, 4-4"), (20, "four moves"), (16, "four moves")],
        ),
        PlayExercise(
            "q2", "The head in the 4-4", AFTER_33, (4, 4), origin=(3, 3), game="gul",
            test=leaves_the_head("no checker leaves the head. The 3-3 took two (the first throw's "
                                 "exception), and the 4-4 is a new take of the progression: it may "
                                 "take one more."),
            hints=["Gul: \"one checker from the head for each take\". Is the 4-4 of the "
                   "progression a take of its own?",
                   "It is: the 4-4 may take one checker from the head (one, not two: the first "
                   "throw's exception was the 3-3's)."],
            success="One more checker leaves the head: the 4-4 of the progression is a take of "
                    "its own. On the board the 5-5 follows at once.",
            solution="Any play that takes one checker from the head, for example 24/16 18/14(2) "
                     "or 24/20 18/6. Each double of the progression is a take and may take one "
                     "checker from the head; a second (24/16(2)) is refused, since the first "
                     "throw's exception of two was the rolled 3-3's.",
            solution_code='ex.q2.check("24/16 18/14(2)")',
            typical_wrong=[("24/16(2)", "one checker"), ("18/10(2)", "leaves the head")],
        ),
        ValueExercise(
            "q3", "Exactly", 1, position=BEAR_OFF, dice=(6, 4),
            why={2: "that is classic long nardy, where the 6 bears off from the highest point, 5. "
                    "In Gul a checker comes off only with its own number.",
                 0: "the 4 matches a checker: one of the two on 4 comes off.",
                 3: "one die bears off one checker at most, and here only the 4 can."},
            hints=["In Gul a checker is borne off only from the point that matches the die.",
                   "No checker stands on 6; and inside the home nothing may move now."],
            success="One: the 4 bears a checker off, and the 6 is lost. In classic long nardy 6-4 "
                    "would take two (5/off 4/off).",
            solution="One checker: 4/off. The 6 matches no occupied point, and in Gul it may not bear "
                     "off the checker on 5 (only an exact die does) nor move one inside the home.",
            solution_code="ex.q3.check(1)",
            typical_wrong=[(2, "classic long nardy"), (0, "one of the two on 4")],
        ),
        PlayExercise(
            "q4", "Not home yet", RUNNER_OUT, (2, 2), game="gul", test=runner_at_the_door,
            hints=["Seed 000: once all your checkers are home, the progression of doubles stops.",
                   "White's home is 1-6, so 7 is the last point outside it. Until the runner is "
                   "home, the 2s it does not play may move inside the home."],
            success="The checker from 13 waits on 7, one step from home, and not all fifteen are "
                    "home: the 3-3 follows (on the board at once), and its first 3 can bring the "
                    "runner home.",
            solution="13/7 and the fourth 2 inside the home, for example 13/7 6/4. Three 2s take "
                     "the runner to 7, the last point outside the home; the fourth on it, 13/5, "
                     "would bring it home: all fifteen home, the progression stops, and Black "
                     "rolls.",
            solution_code='ex.q4.check("13/7 6/4")',
            typical_wrong=[("13/5", "progression of doubles stops"),
                           ("13/9 6/4(2)", "could stop nearer home"),
                           ("13/11 2/off(3)", "only once all 15 checkers are home")],
        ),
        ChoiceExercise(
            "quiz1", "A double that cannot start",
            "In Gul you roll 4-4 and not a single 4 can be played. What happens?",
            {"a": "the four 4s pass to the opponent, who plays them first",
             "b": "it is not played: nothing passes, no progression follows",
             "c": "the progression goes on with 5-5, as after a played double"},
            "b",
            why={"a": "seed 000: it \"does not pass to the opponent\".",
                 "b": "Seed 000: \"it is not played and does not pass to the opponent.\"",
                 "c": "a double that cannot even be started ends the go: no 5-5."},
            solution="b) \"If the player cannot begin to play the double thrown, it is not played "
                     "and does not pass to the opponent.\"",
            typical_wrong=[("a", "does not pass"), ("c", "no 5-5")],
        ),
        ChoiceExercise(
            "quiz2", "All home",
            "Your 4-4 of a progression brings your last checker home. What about the 5-5?",
            {"a": "you play it: the progression always runs to 6-6",
             "b": "the 5-5 passes to the opponent",
             "c": "the progression stops: no 5-5"},
            "c",
            why={"a": "seed 000: \"If the player has brought all checkers into the home, the "
                      "progression of doubles stops.\"",
                 "c": "Home means the progression is over.",
                 "b": "in Gul nothing passes to the opponent."},
            solution="c) The progression stops once all your checkers are home.",
            typical_wrong=[("a", "stops"), ("b", "nothing passes")],
        ),
    ]
