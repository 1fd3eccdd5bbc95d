"""Answer key of 2.2 Gul (``lessons/part2-variants/02-gul.ipynb``): its
exercises, each with the expected answer, hints, explanations of typical
wrong answers and the worked solution. The lesson loads them with
``lesson("part2/02")``; a learner sees an answer only by asking for it
(``ex.q1.solution()``).
"""

from __future__ import annotations

from nardy import variant

from ..exercises import ChoiceExercise, PlayExercise, ValueExercise
from .common import pos

TITLE = "2.2 Gul"


AFTER_33 = pos({24: 13, 18: 2}, {12: 15})
"""White opened 3-3 in Gul with 24/18(2); the progression goes on with 4-4."""


BEAR_OFF = pos({5: 1, 4: 2, 2: 2}, {13: 15}, off=(10, 0))
"""White bears off: one checker on 5, two on 4, two on 2."""


RUNNER_OUT = pos({13: 1, 6: 4, 5: 4, 4: 3, 3: 2, 2: 1}, {18: 3, 17: 3, 16: 3, 15: 3, 14: 3})
"""White's last checker outside its home is on 13; White rolls 2-2, and
13/5 would bring it home with the fourth 2."""


def keeps_a_checker_out(play):
    """``None`` when the play leaves a checker outside the home (so the
    progression goes on), else why not."""
    if any(n > 0 for n in play.result.points[6:]):
        return None
    return ("it brings your last checker home, and once all your checkers are home the progression "
            "of doubles stops: no 3-3, Black rolls next.")


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
            "q2", "One head checker per double", AFTER_33, (4, 4), origin=(3, 3), game="gul",
            accept=["24/16 18/14(2)"],
            why={"24/16 18/10": "it takes one checker to 10; the question asks for both on 14.",
                 "18/10(2)": "no checker leaves the head; the question asks for one."},
            hints=["Gul: \"one checker from the head for each take\" — each double of the "
                   "progression may take one.",
                   "One head checker plays two 4s (24/20/16); the two on 18 play one 4 each."],
            success="One new checker from the head for this double, and the two on 18 move on. "
                    "On the board the 5-5 follows at once.",
            solution="24/16 18/14(2): the 4-4 of the progression takes one checker from the head "
                     "(24/20/16), and each checker on 18 moves one 4. Two head checkers "
                     "(24/16(2)) would be refused: one per take.",
            solution_code='ex.q2.check("24/16 18/14(2)")',
            typical_wrong=[("24/16(2)", "only one checker may leave the head"),
                           ("18/10(2)", "leaves the head"),
                           ("24/16 18/10", "both on 14")],
        ),
        PlayExercise(
            "q3", "Exactly", BEAR_OFF, (6, 4), game="gul", accept=["4/off"],
            hints=["In Gul a checker is borne off only from the point that matches the die.",
                   "No checker stands on 6; and inside the home nothing may move now."],
            success="Only the 4 bears a checker off; the 6 is lost. In classic long nardy 6-4 "
                    "would take two (5/off 4/off).",
            solution="4/off. The 6 matches no occupied point, and in Gul it may not bear off the "
                     "checker on 5 (only an exact die does) nor move one inside the home.",
            solution_code='ex.q3.check("4/off")',
            typical_wrong=[("5/off 4/off", "exact die"), ("5/1 4/off", "no moves inside the home")],
        ),
        PlayExercise(
            "q4", "Not home yet", RUNNER_OUT, (2, 2), game="gul", test=keeps_a_checker_out,
            hints=["Seed 000: once all your checkers are home, the progression of doubles stops.",
                   "Keep the checker on 13 outside your home (1-6) for now: until it is home, the "
                   "other 2s may move inside the home."],
            success="Your checker on 13 is still out, so not all fifteen are home: the 3-3 follows "
                    "(on the board at once), and the 4-4 after it if the runner is still out then. "
                    "13/5 would have ended the go with nothing borne off.",
            solution="Any play that leaves the runner outside the home, for example 13/11 6/4(3): "
                     "the 3-3 follows, whose 3s can bring the runner home and then bear checkers "
                     "off point 3. 13/5 brings it home with the fourth 2: all fifteen are home, the "
                     "progression stops, and Black rolls.",
            solution_code='ex.q4.check("13/11 6/4(3)")',
            typical_wrong=[("13/5", "progression of doubles stops"),
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
