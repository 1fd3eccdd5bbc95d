"""Answer key of 3.1 Setup and direction
(``lessons/part3-backgammon/01-setup-and-direction.ipynb``): its exercises,
each with the expected answer, hints, explanations of typical wrong answers
and the worked solution. The lesson loads them with ``lesson("part3/01")``;
a learner sees an answer only by asking for it (``ex.q1.solution()``).
"""

from __future__ import annotations

from ..exercises import ChoiceExercise, PlayExercise, ValueExercise
from ..exercises_backgammon import BG

TITLE = "3.1 Setup and direction"


START = BG.start()


def exercises():
    return [
        ValueExercise(
            "q1", "Pips at the start", BG.pips(START)[0], position=START,
            why={360: "that is long nardy's count (15 checkers on the 24-point). Backgammon starts "
                      "spread out: 2 on 24, 5 on 13, 3 on 8, 5 on 6.",
                 334: "that is both players together: each has the same count.",
                 15: "15 is the number of checkers; a pip count adds up how far each one must travel.",
                 51: "you added the point numbers 24 + 13 + 8 + 6; each point counts once per checker on it."},
            hints=["A checker on your 13-point must travel 13 pips to leave the board. Multiply each "
                   "point by the checkers on it and add up.",
                   "`nardy.variant(\"backgammon\").pips(ex.q1.position)` gives (yours, the opponent's)."],
            success="2×24 + 5×13 + 3×8 + 5×6 = 48 + 65 + 24 + 30 = 167 pips, the same for both sides.",
            solution="2×24 + 5×13 + 3×8 + 5×6 = 167. Long nardy starts at 15×24 = 360.",
            solution_code='ex.q1.check(nardy.variant("backgammon").pips(ex.q1.position)[0])',
            typical_wrong=[(360, "long nardy"), (334, "both players"), (51, "once per checker")],
            game="backgammon",
        ),
        ValueExercise(
            "q2", "Where Black starts", [1, 12, 17, 19], position=START,
            why={(24, 13, 8, 6): "those are Black's own numbers. White counts Black's 24-point as "
                                 "White's 1, Black's 13 as White's 12, and so on: 25 minus the number.",
                 (1, 12, 17, 19, 24): "24 holds two White checkers, not Black ones.",
                 (1, 13, 17, 19): "Black's 13-point is White's 12 (25 − 13); White's own 13 holds "
                                  "White's five checkers."},
            hints=["Black's checkers stand on Black's 24, 13, 8 and 6. Black's point k is White's 25 − k.",
                   "Or read the board: `[p for p in range(1, 25) if ex.q2.position.points[p - 1] < 0]` "
                   "lists the points with Black's checkers (negative counts)."],
            success="Black's 24, 13, 8 and 6 are White's 1, 12, 17 and 19: the two armies mirror "
                    "each other.",
            solution="25 − 24 = 1, 25 − 13 = 12, 25 − 8 = 17, 25 − 6 = 19.",
            solution_code="ex.q2.check([p for p in range(1, 25) if ex.q2.position.points[p - 1] < 0])",
            typical_wrong=[((24, 13, 8, 6), "own numbers"), ((1, 13, 17, 19), "25 − 13"),
                           ((1, 12, 17), "missing")],
            unordered=True, game="backgammon",
        ),
        PlayExercise(
            "q3", "The opening 3-1", START, (3, 1), accept=["8/5 6/5"],
            why={"24/20": "it runs a back checker and makes nothing. With 3-1 you can make a new point "
                          "in your home board.",
                 "13/10 6/5": "it leaves two blots (single checkers). One checker from 8 and one from 6 "
                              "can land together.",
                 "8/4": "one checker plays both dice and lands alone on 4."},
            hints=["Two checkers landing on the same point make it yours: the opponent may not land there.",
                   "Which point is 3 away from one of your points and 1 away from another?"],
            success="Your 5-point is made: the best opening move of backgammon, played by both numbers "
                    "of the opening roll.",
            solution="8/5 6/5: a checker from the 8-point with the 3 and one from the 6-point with the 1 "
                     "meet on the 5-point and hold it.",
            solution_code='ex.q3.check("8/5 6/5")',
            typical_wrong=[("24/20", "makes nothing"), ("13/10 6/5", "two blots"),
                           ("8/6 6/5", "not legal")],
            game="backgammon",
        ),
        PlayExercise(
            "q4", "Black opens 6-1", START, (6, 1), accept=["13/7 8/7"], to_move=1,
            why={"24/18 24/23": "it splits the back checkers and makes no point; with 6-1 you can make "
                                "the point next to your home board (the 7-point, the bar point)."},
            hints=["Black numbers the points from Black's own side: Black's 13-point is White's 12.",
                   "Which point is 6 from one of Black's points and 1 from another?"],
            success="Black's bar point (7) is made. Black plays in Black's own numbering, exactly as "
                    "White does in White's.",
            solution="13/7 8/7 in Black's numbering (White would call it 12/18 17/18): the bar point.",
            solution_code='ex.q4.check("13/7 8/7")',
            typical_wrong=[("24/18 24/23", "no point"), ("12/18 17/18", "does not move forward")],
            game="backgammon",
        ),
        PlayExercise(
            "q5", "The opening 4-2, mirrored", START, (4, 2), accept=["8/4 6/4"],
            why={"13/11 13/9": "it brings two checkers down from the 13-point and makes no point; the "
                               "question asks you to make your 4-point.",
                 "6/4 6/2": "it leaves two blots in your home board: one checker on the 4-point does not "
                            "hold it.",
                 "24/22 24/20": "it moves the two back checkers, far from your home. On the mirrored board "
                                "your home is bottom left, your 24-point top left."},
            hints=["Your home board is bottom left on this board: your 4-point is the fourth point from "
                   "the left corner. Its number is on the board's frame, the same as ever.",
                   "Which of your points is 4 away from the 4-point, and which is 2 away?"],
            success="Your 4-point is made: a checker from the 8-point with the 4, one from the 6-point "
                    "with the 2. The same play on either board.",
            solution="8/4 6/4: the 8-point's checker plays the 4 and a 6-point checker the 2; they meet on "
                     "the 4-point. Mirrored or not, the points keep their numbers and the play is the same.",
            solution_code='ex.q5.check("8/4 6/4")',
            typical_wrong=[("13/11 13/9", "makes no point"), ("24/22 24/20", "back checkers"),
                           ("6/4 6/2", "two blots")],
            game="backgammon",
        ),
        ChoiceExercise(
            "quiz1", "The opening roll",
            "To start, you throw one die and your opponent one die: you get 5, your opponent 2. "
            "What happens?",
            {"a": "you play 5-2 at once: the two single dice are your first roll",
             "b": "you roll both dice again and play that roll",
             "c": "your opponent moves first, with the lower number"},
            "a",
            why={"b": "that is long nardy (part 1). In backgammon the two single dice are the opening "
                      "roll (seed 002: \"using both numbers\").",
                 "a": "The higher thrower plays both numbers.",
                 "c": "the higher number moves first."},
            solution="a) You play 5-2 (seed 002: the higher thrower makes the first move using both numbers).",
            typical_wrong=[("b", "long nardy"), ("c", "higher number")],
        ),
        ChoiceExercise(
            "quiz2", "A double to open?",
            "Can the first move of a backgammon game be played with a double, say 4-4?",
            {"a": "yes, when both players throw a 4",
             "b": "no: equal throws are thrown again until they differ"},
            "b",
            why={"a": "equal single dice are thrown again (seed 002: \"until they roll different numbers\"), "
                      "so the opening roll is never a double.",
                 "b": "The opening roll always has two different numbers."},
            solution="b) Ties are re-thrown, so the first move is never a double.",
            typical_wrong=[("a", "never a double")],
        ),
        ChoiceExercise(
            "quiz3", "Opposite directions",
            "In White's numbering, which way do Black's checkers travel?",
            {"a": "from 24 down to 1, like White's",
             "b": "round the board anticlockwise, as in long nardy",
             "c": "from 1 up to 24: towards White's 19-24, Black's home board"},
            "c",
            why={"a": "each player moves from his own 24 to his own 1; Black's 24 is White's 1.",
                 "c": "Opposite directions: the armies meet on the way (seed 002).",
                 "b": "in long nardy both sides go the same way round; in backgammon they come towards "
                      "each other."},
            solution="c) Black travels White's 1 → 24, so the two armies meet and can hit.",
            typical_wrong=[("a", "Black's 24 is White's 1"), ("b", "towards each other")],
        ),
        ChoiceExercise(
            "quiz4", "A die between checkers",
            "In backgammon you throw, and one die comes to rest flat on the board between two checkers, "
            "on your right-hand half beside the other. Does the throw count?",
            {"a": "yes: it lies flat on the board",
             "b": "no: a die that ends among the checkers is always thrown again",
             "c": "no: the dice must land on the left-hand half"},
            "a",
            why={"b": "seed 002 counts a die lying flat between checkers; it is thrown again only when it "
                      "is cocked against a checker or left on top of one.",
                 "c": "seed 002 has the player throw on his right-hand side of the board."},
            solution="a) Seed 002: \"if the dice land between checkers, as long as they have come to rest "
                     "flat on the surface of the board, the roll is valid\".",
            typical_wrong=[("b", "cocked"), ("c", "right-hand")],
        ),
    ]
