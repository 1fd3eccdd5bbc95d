"""Answer key of 1.2 Dice and moving
(``lessons/part1-long-nardy/02-dice-and-moving.ipynb``): its exercises, each
with the expected answer, hints, explanations of typical wrong answers and
the worked solution. The lesson loads them with ``lesson("part1/02")``; a
learner sees an answer only by asking for it (``ex.q1.solution()``).
"""

from __future__ import annotations

from ..exercises import ChoiceExercise, PlayExercise, ValueExercise
from .common import pos

TITLE = "1.2 Dice and moving"


def exercises():
    return [
        PlayExercise(
            "q1", "One checker, both dice",
            pos({24: 14, 17: 1}, {12: 14, 11: 1}), (6, 3), accept=["17/8"],
            why={"24/15": "the question asks you to move the checker on 17, not a new one from the head.",
                 "24/18 17/14": "it moves two checkers; the question wants the checker on 17 to "
                                "travel 9 points with both dice."},
            hints=["The checker on 17 should travel 6 + 3 = 9 points, to 8.",
                   "Moving by the sum, the checker stops on the way: on 11 (6 first) or on 14 (3 first). "
                   "Is each of those points open?"],
            success="The 3 first (17/14), then the 6 (14/8): point 11 is closed, point 14 is open.",
            solution="17/14/8: the 6 first would stop on 11, where Black stands, so play the 3 first. "
                     "Typed as 17/8, the engine finds the open way itself.",
            solution_code='ex.q1.check("17/14/8")',
            typical_wrong=[("17/11/8", "point 11 is held by the opponent"),
                           ("24/15", "checker on 17")],
        ),
        PlayExercise(
            "q2", "A double, four times",
            pos({24: 14, 20: 1}, {12: 14, 2: 1}), (3, 3), accept=["20/8"],
            why={"24/15 20/17": "no checker ends on 8: the checker on 20 must use all four 3s.",
                 "24/18 20/14": "no checker ends on 8.",
                 "24/21 20/11": "the checker on 20 stops on 11, three points short of 8."},
            hints=["3-3 is played as four 3s.", "20 − 4 × 3 = 8."],
            success="Four 3s with one checker: 20/17/14/11/8.",
            solution="A double is played four times: the checker on 20 moves 3, 3, 3 and 3 to 8. "
                     "(A checker from the head could not do it: 24 − 12 = 12 is Black's head.)",
            solution_code='ex.q2.check("20/8")',
            typical_wrong=[("20/14", "all four 3s"), ("24/21 20/11", "three points short")],
        ),
        ValueExercise(
            "q3", "The most pips of 4-4", 16,
            why={8: "8 counts the double as two dice; a double is played four times.",
                 4: "4 is one die; a double gives four moves of 4."},
            hints=["Seed 003, 3.3: with a double the player plays as if he had thrown four dice."],
            success="4-4 is four moves of 4: 16 pips.",
            solution="A double is played four times: 4 × 4 = 16 pips, when all four can be played.",
            solution_code="ex.q3.check(4 * 4)",
            typical_wrong=[(8, "four times"), (4, "one die")],
        ),
        ChoiceExercise(
            "q4", "The opening throw",
            "Anna throws a 6 and Boris a 2, one die each, to decide who starts. What happens next?",
            {"a": "Anna starts, plays White, and rolls two dice for her first move",
             "b": "Boris starts: the lower number moves first",
             "c": "Anna starts and plays the 6 and the 2 just thrown",
             "d": "both throw again"},
            "a",
            why={"b": "the higher number wins the throw (seed 003, 1.3).",
                 "a": "In long nardy the winner takes White and the first move, and rolls again.",
                 "c": "that is short backgammon's rule; in long nardy the first mover rolls two dice "
                      "for the first move.",
                 "d": "they throw again only when both dice show the same number."},
            solution="a) The higher throw gets White and the first move (seed 003, 1.3), then rolls "
                     "two dice for it.",
            typical_wrong=[("c", "short backgammon"), ("d", "same number")],
        ),
        ChoiceExercise(
            "q5", "A throw that counts",
            "Which of these throws must be thrown again?",
            {"a": "both dice lie flat on the right-hand half of the board",
             "b": "one die lies on the left half of the board, the other on the right half",
             "c": "one die leans crooked against a checker",
             "d": "one die rolls off the board onto the floor"},
            {"b", "c", "d"},
            why={"a": "both on one half and lying flat: the throw counts, play it (seed 003, 1.6)."},
            hints=["Seed 003, 1.6: the dice must fall on one half of the board and lie steadily.",
                   "Only one of the four throws is good as it lies."],
            solution="Thrown again: b (the dice on both halves of the board), c (a die crooked against "
                     "a checker) and d (a die off the board). Only a counts: both dice lie flat on one "
                     "half of the board (seed 003, 1.6; seed 000 says the same).",
            typical_wrong=[("a", "the throw counts"), ("bc", "1 more option is right"),
                           ("abcd", "the throw counts")],
        ),
        ChoiceExercise(
            "q6", "A move the opponent could refuse",
            "Your opponent rolls 6-5 and plays only the 6, though the 5 could be played too; then he "
            "takes the dice off the board. By seed 003, what may you do?",
            {"a": "nothing: the dice are up, so the move stands as it was made",
             "b": "claim the game: a wrong move loses it",
             "c": "play his 5 yourself",
             "d": "accept the move as it was made, or demand that he make the correct move"},
            "d",
            why={"a": "the move counts as made once the dice are up, but seed 003, 3.4 goes on: an "
                      "incomplete or illegal move may still be accepted or refused by the opponent.",
                 "c": "in long nardy nobody moves the other side's checkers; you accept his move or "
                      "demand the correct one.",
                 "b": "no seed makes a wrong move lose the game: you accept it or demand the correct one."},
            hints=["Seed 003, 3.4, its last sentence.",
                   "The choice is the opponent's: the move as it was made, or the correct one."],
            solution="d) Seed 003, 3.4: an incomplete or illegal move may be accepted as it was made, or "
                     "the opponent may demand the correct move. On this course's boards the engine "
                     "always demands it.",
            typical_wrong=[("a", "3.4"), ("c", "demand the correct one"), ("b", "no seed")],
        ),
        ChoiceExercise(
            "quiz1", "Splitting a die",
            "You roll 5-4. May one checker move 2 and another 3 for the 5?",
            {"a": "yes, as long as the total is 5",
             "b": "no: each die moves one checker its full number"},
            "b",
            why={"a": "seed 003, 3.2 forbids it: a die's number is moved by one checker, whole.",
                 "b": "A die is never split between checkers."},
            solution="b) No (seed 003, 3.2).",
            typical_wrong=[("a", "3.2")],
        ),
        ChoiceExercise(
            "quiz2", "Which die first",
            "You move one checker by the sum of 5-3. The point 5 away is closed, the point 3 away is "
            "open. Can the checker make the 8?",
            {"a": "yes, playing the 3 first",
             "b": "no, both stops must be open",
             "c": "no, a checker can never use both dice"},
            "a",
            why={"b": "only the point where it actually stops has to be open: play the 3 first.",
                 "c": "seed 003, 3.1: \"you can move one checker eight points\".",
                 "a": "The order of the dice is free (seed 003, 3.1)."},
            solution="a) Yes: the order of the dice is free, and only the point it stops on must be open.",
            typical_wrong=[("b", "stops"), ("c", "eight points")],
        ),
    ]
