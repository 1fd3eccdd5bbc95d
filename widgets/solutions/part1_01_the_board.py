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
            "q2", "Black's head in White's numbering", 12,
            why={1: "1 is Black's head in the absolute numbering of seed 003; in White's own "
                    "numbering (the engine's) it is White's 12-point.",
                 13: "13 is White's own head in the absolute numbering. In the engine's numbering "
                     "White's head is 24 and Black's is straight across the board.",
                 24: "24 is White's own head in the engine's numbering; Black's head is across the board."},
            hints=["In the engine's numbering White's head is 24 and White counts down to 1.",
                   "Black's head is on the other side of the board, at the start of White's second half."],
            success="Black's head is White's 12-point (and White's head is Black's 12-point).",
            solution="In the mover-relative numbering the mover's head is 24 and the opponent's head "
                     "is exactly half a board away: 24 − 12 = 12.",
            solution_code="ex.q2.check(12)",
            typical_wrong=[(1, "absolute numbering"), (13, "White's own head")],
        ),
        ValueExercise(
            "q3", "White's last point in absolute numbers", 12,
            why={1: "1 is the last point in White's own (engine) numbering; in seed 003's absolute "
                    "numbering White's home is 7-12.",
                 7: "7 is where White's home begins in absolute numbers: the point closest to the "
                    "head's end. White's last point is the other end of its home.",
                 24: "absolute 24 is the last point of Black's home."},
            hints=["Seed 003: White's head is point 13, White's home is points 7 to 12.",
                   "White travels 13, 14, ..., 24, then 1, 2, ..., 12."],
            success="White travels 13 → 24 → 1 → 12; its last point (its own 1-point) is absolute 12.",
            solution="In the absolute numbering White starts on 13, goes up to 24, continues at 1 and "
                     "ends its trip on 12, the last point of its home 7-12. So White's own point 1 is "
                     "absolute 12. (`nardy.svg.absolute_point(1, True)` says the same.)",
            solution_code="from nardy.svg import absolute_point\nex.q3.check(absolute_point(1, True))",
            typical_wrong=[(1, "own (engine) numbering"), (7, "where White's home begins")],
        ),
        PlayExercise(
            "q4", "Into the home",
            pos({24: 14, 10: 1}, {12: 14, 17: 1}), (5, 4),
            test=lambda p: None if any(s.to != 0 and s.to <= 6 for s in p.steps) else
            "no checker of yours ends in your home, points 1 to 6 (bottom right).",
            hints=["Your home is your points 1 to 6, in the bottom right quarter.",
                   "Which of your checkers is close enough to reach point 6 or lower?"],
            success="Your home is your 1..6: a checker there has finished its trip round the board.",
            solution="The checker on 10 reaches the home with the 4 (10/6) or the 5 (10/5), or with both "
                     "(10/1). For example 24/19 10/6.",
            solution_code='ex.q4.check("24/19 10/6")',
            typical_wrong=[("24/15", "no checker of yours ends in your home"),
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
