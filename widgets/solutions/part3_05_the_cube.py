"""Answer key of 3.5 The cube (``lessons/part3-backgammon/05-the-cube.ipynb``):
its exercises, each with the expected answer, hints, explanations of typical
wrong answers and the worked solution. The lesson loads them with
``lesson("part3/05")``; a learner sees an answer only by asking for it
(``ex.q1.solution()``).
"""

from __future__ import annotations

from nardy.match import Match

from ..exercises import ChoiceExercise, MatchExercise, ValueExercise
from ..exercises_backgammon import match_at
from .common import cube_is

TITLE = "3.5 The cube"


def _new():
    """A 7-point match before its opening roll."""
    return Match(7, seed=1)


def _first_double_taken(m):
    """Passes when the match's first double came at the first turn the rules
    allow (the second player's first, before his roll) and was taken."""
    first = next((a for a in m.current.actions if a.action == "double"), None)
    if first is None:
        return "nobody has doubled yet."
    if first.turn > 1:
        return (f"the first double came after {first.turn} turns had been played; the rules allow it "
                f"sooner.")
    return cube_is(2, 1 - first.player)(m)


def _redouble():
    return match_at(7, cube=2, owner=0, on_roll=0)


def _top():
    return match_at(0, cube=32, owner=0, on_roll=0)


def exercises():
    return [
        MatchExercise(
            "q1", "The first double", _new, _first_double_taken, "roll 6-1, play 13/7 8/7, double, take",
            hints=["Seed 002: a double may come \"after the opening roll\", and \"before he throws his "
                   "dice\".",
                   "The opening roll is White's first turn, played in full. Whose turn comes next, and "
                   "what does he do first?"],
            success="The double came at the first turn that allows one, the second player's first, before "
                    "his roll, and was taken: the cube shows 2 on the taker's side, and only the taker may "
                    "double next.",
            solution="\"roll 6-1, play 13/7 8/7, double, take\": nobody may double before the opening "
                     "roll, and White, having rolled, must play it; Black's first turn, before his roll, "
                     "is the first chance.",
            solution_code='ex.q1.check("roll 6-1, play 13/7 8/7, double, take")',
            typical_wrong=[("double, take", "before the opening roll"), ("roll 6-1, double", "after rolling"),
                           ("roll 6-1, play 13/7 8/7, roll 3-1, double", "after rolling"),
                           ("roll 6-1, play 13/7 8/7, roll 3-1, play 8/5 6/5, double, take", "sooner"),
                           ("roll 6-1, play 13/7 8/7, double, pass", "ends the game")],
        ),
        MatchExercise(
            "q2", "Redouble", _redouble, cube_is(4, 1), "double, take",
            hints=["White owns the cube at 2 and is on roll: White alone may double now.",
                   "A redouble is offered and answered like a first double."],
            success="White redoubled to 4, Black took: the cube is Black's now, at 4.",
            solution="\"double, take\": the owner offers 4; the taker gets the cube (seed 002: \"offered "
                     "back at 4\").",
            solution_code='ex.q2.check("double, take")',
            typical_wrong=[("take", "nothing to take"), ("double, pass", "ends the game"),
                           ("roll 6-5, double", "after rolling")],
        ),
        ValueExercise(
            "q3", "A redouble passed", 4,
            why={8: "8 is what the game would be worth if White took. A pass loses the game at the value "
                    "before the double (seed 000).",
                 16: "the cube goes from 4 to 8 on offer; a pass scores the old value.",
                 2: "the cube showed 4 before Black's redouble."},
            hints=["Seed 000: \"he loses the game at the stake the die showed before\"."],
            success="The pass gives away the cube's value before the redouble: 4 points to Black.",
            solution="4: White declines the redouble to 8, so the game ends at the old value, 4.",
            solution_code="ex.q3.check(4)",
            typical_wrong=[(8, "value before the double"), (16, "old value"), (2, "showed 4")],
        ),
        MatchExercise(
            "q4", "As high as it goes", _top, cube_is(64, 1), "double, take",
            hints=["The cube's faces are 2, 4, 8, 16, 32 and 64.",
                   "Try one more double after that: the engine will tell you why not."],
            success="The cube shows 64, its highest face: nobody may double any more.",
            solution="\"double, take\" makes it 64; any further double is refused (\"the cube is at 64, "
                     "its highest value\").",
            solution_code='ex.q4.check("double, take")',
            typical_wrong=[("double, take, roll 6-5, play 24/18 13/8, double", "highest value"),
                           ("double, pass", "ends the game")],
        ),
        ChoiceExercise(
            "quiz1", "Who may double next?",
            "You double and your opponent takes. Who may offer the next double?",
            {"a": "either player, whoever is ahead",
             "b": "only your opponent, who now owns the cube",
             "c": "only you, the first doubler"},
            "b",
            why={"a": "after a take the cube belongs to the taker (seed 000: \"now only he may offer\").",
                 "b": "The taker owns the cube and alone may redouble.",
                 "c": "you gave the cube away when your double was taken."},
            solution="b) The taker: he owns the cube and alone may redouble.",
            typical_wrong=[("a", "belongs to the taker"), ("c", "gave the cube away")],
        ),
        ChoiceExercise(
            "quiz2", "When to double",
            "When may a player offer a double?",
            {"a": "at the start of his own turn, before he rolls",
             "b": "after seeing his roll, before moving",
             "c": "during the opponent's turn"},
            "a",
            why={"a": "Seeds 002 and 000: before throwing the dice.",
                 "b": "once the dice are rolled it is too late (\"cannot double after rolling\").",
                 "c": "only the player about to roll may double."},
            solution="a) On your own turn, before rolling (and not before the opening roll).",
            typical_wrong=[("b", "after rolling"), ("c", "about to roll")],
        ),
    ]
