"""Answer key of 1.1 The board
(``lessons/part1-long-nardy/01-the-board.ipynb``): its exercises, each with
the expected answer, hints, explanations of typical wrong answers and the
worked solution. The lesson loads them with ``lesson("part1/01")``; a
learner sees an answer only by asking for it (``ex.q1.solution()``).
"""

from __future__ import annotations

from ..exercises import ChoiceExercise, PlayExercise, ValueExercise
from .common import pos

TITLE = "1.1 The board"


def first_home_point(play):
    """``None`` when a checker ends on 6, the first point of the home on the
    way round; else why not."""
    points = play.result.points
    if points[5] > 0:
        return None
    if points[4] > 0:
        return ("the checker is home one point further in than the question asks: coming from 7, "
                "a checker enters the home on 6.")
    if any(n > 0 for n in points[:4]):
        return ("the checker went right through the home to its far end: the home begins at 6, the "
                "first point a checker coming from 7 reaches.")
    return "no checker of yours ends in your home, points 1 to 6 (bottom right)."


def exercises():
    return [
        ValueExercise(
            "q1", "Pip count at the start", 360,
            why={24: "24 is the distance of one checker; all fifteen have to make the trip.",
                 375: "a checker on the 24-point needs 24 pips, not 25: 15 × 24.",
                 720: "720 is both players together; the question asks for White's count."},
            hints=["A checker on your point p needs p pips to get off the board (point 1 needs 1).",
                   "Fifteen checkers, each on the 24-point."],
            success="15 × 24 = 360 pips for each player at the start.",
            solution="Every checker on the mover's point p still has p pips to travel. At the start "
                     "all 15 are on the 24-point: 15 × 24 = 360. The engine computes it too:",
            solution_code='rules = nardy.variant("long")\nrules.pips(rules.start())   # (360, 360)\n'
                          "ex.q1.check(15 * 24)",
            typical_wrong=[(24, "all fifteen"), (720, "both players")],
        ),
        ValueExercise(
            "q2", "A black checker in White's numbers", 21,
            why={9: "9 is the point's number from Black's side. The board's frame numbers every "
                    "point from White's side.",
                 16: "16 is the point's absolute number in seed 003 (Black counts 1 to 24 there), "
                     "and also 25 − 9, the mirror that backgammon's numbering uses, where the "
                     "players move towards each other. In long nardy both go the same way round.",
                 3: "counting back from Black's head goes against Black's direction: a checker "
                    "15 points past its head has gone on round the board."},
            hints=["Both players go the same way round, each from its own head. Black's head, its "
                   "own 24, is White's 12.",
                   "Black's 9 is 15 points past its head: from White's 12, count 15 points along "
                   "Black's way (along the bottom, then up and along the top)."],
            success="Black's 9 is White's 21: Black's numbers are White's shifted by half a board, "
                    "12 points.",
            solution="Black's head (its 24) is White's 12, and both go the same way round, so "
                     "Black's point p is White's p + 12, less 24 when that passes 24: 9 + 12 = 21.",
            solution_code="ex.q2.check(9 + 12)",
            typical_wrong=[(9, "from Black's side"), (16, "mirror"), (3, "against Black's direction")],
        ),
        ValueExercise(
            "q3", "From absolute numbers to pips", 17,
            why={20: "20 is the checker's absolute number; its pips are counted in White's own "
                     "numbering, where the head is 24.",
                 5: "25 − 20 would be the pips if White ended its trip at absolute 24. White goes "
                    "on past 24 to 1 and ends at 12.",
                 4: "4 points take the checker to absolute 24, but White's trip goes on, from 1 to "
                    "12, and then off.",
                 16: "16 points take the checker to White's last point, absolute 12; from there it "
                     "still has one pip to go off the board."},
            hints=["Seed 003: White starts on absolute 13, goes up to 24, then from 1 to 12, its "
                   "last point.",
                   "Find White's own number of absolute 20 (the table above, or count from the "
                   "head: absolute 13 is White's 24). A checker on White's point p has p pips to go."],
            success="Absolute 20 is White's own 17-point: 17 pips to go.",
            solution="Absolute 20 is 7 points past White's head (absolute 13), so it is White's own "
                     "24 − 7 = 17-point, and a checker there has 17 pips to go: 4 to absolute 24, "
                     "12 more to absolute 12, and one off the board.",
            solution_code="ex.q3.check(24 - (20 - 13))",
            typical_wrong=[(20, "absolute number"), (5, "goes on past 24"), (16, "one pip")],
        ),
        PlayExercise(
            "q4", "Into the home",
            pos({24: 14, 10: 1}, {12: 14, 17: 1}), (5, 4), test=first_home_point,
            hints=["Your home is your points 1 to 6, in the bottom right quarter.",
                   "Your checkers move down, 24 towards 1: which point of 1 to 6 does a checker "
                   "coming from 7 reach first?"],
            success="Your home is your 1..6, and a checker coming round the board enters it on 6: "
                    "from there it still has 6 pips to go.",
            solution="24/19 10/6: the 4 takes the checker on 10 to 6, the first point of the home "
                     "(White moves down, 24 towards 1, so from 7 the next point is 6); the 5 takes "
                     "a new checker from the head.",
            solution_code='ex.q4.check("24/19 10/6")',
            typical_wrong=[("24/15", "no checker of yours ends in your home"),
                           ("24/20 10/5", "one point further in"), ("10/1", "far end"),
                           ("24/20 24/19", "only one checker may leave the head")],
        ),
        ChoiceExercise(
            "quiz1", "Direction", "In which direction do the players move in long nardy?",
            {"a": "clockwise, both of them",
             "b": "counter-clockwise, both of them",
             "c": "in opposite directions, as in short backgammon"},
            "b",
            why={"a": "seed 003 says \"pretēji pulksteņrādītāja virzienam\": counter-clockwise.",
                 "b": "Both go round the same way, each starting from its own head.",
                 "c": "that is short backgammon; in long nardy both go the same way round."},
            solution="b) counter-clockwise, both of them (seed 003, 2.1).",
            typical_wrong=[("c", "short backgammon"), ("a", "counter-clockwise")],
        ),
        ChoiceExercise(
            "quiz2", "White's home in absolute numbers",
            "In seed 003's absolute numbering, which points are White's home?",
            {"a": "1-6", "b": "7-12", "c": "13-18", "d": "19-24"}, "b",
            why={"a": "1-6 are the first points White reaches after passing 24: not yet home.",
                 "c": "13 is White's head: 13-18 is White's starting quarter.",
                 "d": "19-24 is Black's home."},
            success="Seed 003 says it in as many words: \"Baltā mājvieta ir bedrītes ar numuru 7 līdz 12\", "
                    "White's home is the points 7 to 12.",
            solution="b) 7-12: \"Baltā mājvieta ir bedrītes ar numuru 7 līdz 12\" (seed 003).",
            typical_wrong=[("d", "Black's home"), ("a", "not yet home")],
        ),
        ChoiceExercise(
            "quiz3", "Where home begins",
            "How far from the head does a player's home begin?",
            {"a": "6 points", "b": "12 points", "c": "18 points", "d": "23 points"}, "c",
            why={"a": "6 points from the head is still the starting quarter.",
                 "b": "12 points from the head is the opponent's head.",
                 "d": "23 points from the head is the very last point, 1."},
            success="18 points from the head: the mover's 24 − 18 = 6, so the home is the last quarter, "
                    "points 6 to 1.",
            solution="c) 18 points: the home is \"the last quarter, starting from the point separated "
                     "from the head by 18 points\" — the mover's 24 − 18 = 6, so home is 6..1.",
            typical_wrong=[("b", "opponent's head"), ("a", "starting quarter")],
        ),
    ]
