"""The course's answer key: every exercise with its expected answer, hints,
explanations of typical wrong answers and the worked solution.

Lessons never show this file: they load their exercises with
``nardy.widgets.exercises.lesson("part1/02")`` and a learner sees an
answer only by asking ``ex.q1.solution()``.

Positions are written from White's side (White to move) with
:func:`pos`: ``pos({24: 14, 13: 1}, {12: 14, 9: 1})`` puts White's
checkers on its 24 and 13 and Black's on White's 12 and 9 (the engine's
mover-relative numbering; see lesson 1.1).
"""

from __future__ import annotations


from nardy import variant

from .exercises import ChoiceExercise, PlayExercise, ValueExercise
from .exercises_long import position

LONG = variant("long")

TYPED = "24/18 13/11"
"""The typed play that the "how to answer" lines of these lessons show (before
lesson 1.6 the example is the same whatever the position)."""


pos = position
"""``pos(mine, theirs, off=(0, 0))``: a long-nardy position from the side to
move (:func:`nardy.widgets.exercises_long.position`)."""


START = LONG.start()

# -- 00 Start here ---------------------------------------------------------------------


def start():
    return [
        ValueExercise(
            "q1", "Checkers per player", 15,
            why={14: "14 is one short: count the checkers on the head again.",
                 30: "30 is both players together: the question asks for one player."},
            hints=["Look at the board above: all of a player's checkers stand on one point, the head. "
                   "The number on the top checker tells how many."],
            success="15 each, all on the head at the start.",
            solution="Each player has 15 checkers, and all 15 start on that player's head.",
            solution_code="ex.q1.check(15)",
            typical_wrong=[(30, "both players"), (14, "one short")],
        ),
        PlayExercise(
            "q2", "A first play", START, (6, 5), accept=["24/13"],
            hints=["Only one checker may leave the head (your 24-point) per turn, so one checker "
                   "must use both dice.",
                   "6 + 5 = 11 points from 24."],
            success="One checker from the head moves 6 and then 5: 24/18/13.",
            solution="Only one checker may leave the head, so the same checker plays both dice: "
                     "24/18 then 18/13, written 24/13.",
            solution_code='ex.q2.check("24/13")',
            typical_wrong=[("24/18 24/19", "only one checker may leave the head"), ("24/18", "both dice")],
            example=TYPED,
        ),
    ]


# -- 1.1 The board -------------------------------------------------------------------------


def part1_01():
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
            example=TYPED,
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
            solution="c) 18 points: the home is \"the last quarter, starting from the point separated "
                     "from the head by 18 points\" — the mover's 24 − 18 = 6, so home is 6..1.",
            typical_wrong=[("b", "opponent's head"), ("a", "starting quarter")],
        ),
    ]


# -- 1.2 Dice and moving ----------------------------------------------------------------------


def part1_02():
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
            example=TYPED,
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
            example=TYPED,
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
            "Anna throws a 3 and Boris a 5, one die each, to decide who starts. What happens next?",
            {"a": "Anna starts: the lower number moves first",
             "b": "Boris starts, plays White, and rolls two dice for his first move",
             "c": "Boris starts and plays the 5 and the 3 just thrown",
             "d": "both throw again"},
            "b",
            why={"a": "the higher number wins the throw (seed 003, 1.3).",
                 "b": "In long nardy the winner takes White and the first move, and rolls again.",
                 "c": "that is short backgammon's rule; in long nardy the first mover rolls two dice "
                      "for the first move.",
                 "d": "they throw again only when both dice show the same number."},
            solution="b) The higher throw gets White and the first move (seed 003, 1.3), then rolls "
                     "two dice for it.",
            typical_wrong=[("c", "short backgammon"), ("d", "same number")],
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


# -- 1.3 No hitting -------------------------------------------------------------------------------

CROWDED = pos({24: 10, 20: 2, 16: 1, 9: 2},
              {12: 8, 18: 1, 19: 1, 14: 1, 15: 1, 11: 1, 4: 1, 3: 1})
"""Lesson 1.3's position: Black's single checkers close many points."""


def part1_03():
    return [
        PlayExercise(
            "q1", "The only way through", CROWDED, (6, 5), accept=["16/5"],
            hints=["Try each of your checkers with the 6 and with the 5: where would it land, and "
                   "is that point free of Black checkers?",
                   "Only one checker can play a 6 here."],
            success="16/10/5: the only play. Every other landing point holds a Black checker.",
            solution="Checking each landing point: 24/18 and 24/19 land on Black; 20/14 and 20/15 land on "
                     "Black; 9/3 and 9/4 land on Black. Only 16/10 (the 6) is open, and from 10 the 5 "
                     "goes on to 5: 16/10/5.",
            solution_code='ex.q1.check("16/5")',
            typical_wrong=[("24/18 20/15", "held by the opponent"),
                           ("20/14 16/11", "held by the opponent")],
            example=TYPED,
        ),
        PlayExercise(
            "q2", "It does not go", CROWDED, (5, 5), accept=["no move"],
            hints=["Try a 5 from each point: 24, 20, 16 and 9.",
                   "If no checker can move, answer `\"no move\"`."],
            success="No checker can move a 5: 19, 15, 11 and 4 all hold Black checkers. The roll is lost.",
            solution="Every 5 lands on a Black checker (24/19, 20/15, 16/11, 9/4), so nothing can be "
                     "played: \"it does not go\", and the roll is lost.",
            solution_code='ex.q2.check("no move")',
            typical_wrong=[("20/15", "held by the opponent"), ("9/4", "held by the opponent")],
            example=TYPED,
        ),
        ValueExercise(
            "q3", "How many sixes", 1,
            why={4: "a double gives four 6s, but here most of them have nowhere to land.",
                 2: "after 16/10, a second 6 would go from 10 to 4: Black is there.",
                 0: "one 6 can be played: look at the checker on 16."},
            hints=["Try 6s from 24, 20, 16 and 9, then from wherever a checker landed."],
            success="Only 16/10; from 10 the next 6 lands on Black's checker on 4. The other three 6s are lost.",
            solution="With 6-6: 24/18, 20/14 and 9/3 land on Black. 16/10 works, but 10/4 lands on Black "
                     "again. So one 6 is played and three are lost. The engine agrees:",
            solution_code='rules = nardy.variant("long")\n'
                          '[str(p) for p in rules.legal_plays(ex.q1.position, (6, 6))]   # [\'16/10\']\n'
                          "ex.q3.check(1)",
            typical_wrong=[(4, "four 6s"), (2, "Black is there")],
        ),
        ChoiceExercise(
            "quiz1", "A single checker",
            "Black has one lone checker on your 7-point. Can you land a checker there?",
            {"a": "yes, and it goes to the bar as in backgammon",
             "b": "yes, both checkers share the point",
             "c": "no: even one checker closes the point"},
            "c",
            why={"a": "there is no hitting and no bar in long nardy.",
                 "b": "a point holds checkers of one player only.",
                 "c": "\"A checker cannot be placed on a point occupied by the opponent's checker\" (seed 003, 3.8)."},
            solution="c) No: in long nardy one checker is enough to close a point (seed 003, 3.8).",
            typical_wrong=[("a", "no hitting"), ("b", "one player only")],
        ),
        ChoiceExercise(
            "quiz2", "Your own checkers",
            "How many of your own checkers may stand on one point?",
            {"a": "at most five", "b": "at most two", "c": "any number"}, "c",
            why={"a": "seed 003, 3.8: \"Any number of checkers may be placed on one point.\"",
                 "b": "seed 003, 3.8: \"Any number of checkers may be placed on one point.\""},
            solution="c) Any number (seed 003, 3.8) — all fifteen start on one point, the head.",
            typical_wrong=[("a", "Any number"), ("b", "Any number")],
        ),
    ]


# -- 1.4 The head rule ---------------------------------------------------------------------------

SECOND_TURN = pos({24: 14, 13: 1}, {12: 14, 9: 1})
"""White after 24/13 on its first turn; Black has played 24/21 (on White's 9)."""

AFTER_55 = pos({24: 15}, {12: 14, 16: 1})
"""Black to move (seen from Black's side) after White opened 5-5 with 24/4."""


def part1_04():
    any_block = {"first_turn_exception": "any-block"}
    return [
        PlayExercise(
            "q1", "6-6 on the first turn", START, (6, 6), accept=["24/18(2)"],
            hints=["One checker from the head would go 24/18/12 — and 12 is Black's head.",
                   "This is one of the three exceptions: a second checker may leave the head."],
            success="Two checkers leave the head and each plays one 6; the other two 6s are lost, "
                    "because 18/12 would land on Black's head.",
            solution="One head checker alone could play only one 6 (24/18; 18/12 is Black's head). That is "
                     "why 6-6 on the first turn lets a second checker leave: 24/18(2). The two 6s left "
                     "cannot be played and are lost.",
            solution_code='ex.q1.check("24/18(2)")',
            typical_wrong=[("24/18(4)", "no more than two checkers"),
                           ("24/18 18/12", "held by the opponent")],
            example=TYPED,
        ),
        PlayExercise(
            "q2", "6-6 on the second turn", SECOND_TURN, (6, 6), accept=["24/18 13/1"],
            hints=["The exception is for the first turn only: now one checker may leave the head.",
                   "Play as many 6s as you can with the head checker and the checker on 13."],
            success="One checker from the head (it cannot go on: 12 is Black's head) and 13/7/1: three 6s.",
            solution="After the first turn only one checker may leave the head: 24/18. It cannot continue "
                     "(18/12 is Black's head). The checker on 13 plays two 6s: 13/7/1. Three 6s are "
                     "played and one is lost.",
            solution_code='ex.q2.check("24/18 13/1")',
            typical_wrong=[("24/18(2) 13/1", "only one checker may leave the head"),
                           ("24/18(2) 13/7", "only one checker may leave the head")],
            example=TYPED,
        ),
        PlayExercise(
            "q3", "Seed 003's note: Black's 4-4 after White's 5-5 (head-block)", AFTER_55, (4, 4),
            accept=["24/20"], to_move=1,
            hints=["White's checker on your 16 stops a head checker after one 4: 24/20, then 20/16 is closed.",
                   "Under the `head-block` reading a second head checker needs the *opponent's head* "
                   "to be what stops the first one."],
            success="One checker leaves the head and plays one 4; the other three 4s are lost, "
                    "exactly as seed 003's note says.",
            solution="What stops the head checker is White's checker on 16, not White's head, so the "
                     "exception does not apply: one checker leaves, 24/20, and cannot continue.",
            solution_code='ex.q3.check("24/20")',
            typical_wrong=[("24/20(2)", "only one checker may leave the head"), ("24/16", "held by the opponent")],
            example=TYPED,
        ),
        PlayExercise(
            "q4", "The same roll under any-block", AFTER_55, (4, 4), accept=["24/20(2)"],
            options=any_block, to_move=1,
            hints=["Under `any-block` (seed 000) a second checker may leave whenever one head "
                   "checker cannot play the whole roll — whatever stops it."],
            success="Under any-block two checkers leave the head: two 4s are played instead of one.",
            solution="One head checker cannot play the whole 4-4 (it is stopped on 20), so seed 000's "
                     "reading lets a second leave: 24/20(2).",
            solution_code='ex.q4.check("24/20(2)")',
            typical_wrong=[("24/20", "2 of the four 4s"), ("24/16", "held by the opponent")],
            example=TYPED,
        ),
        ValueExercise(
            "q5", "How many 4s does Black play", 1,
            why={2: "2 is the any-block answer; seed 003's note is the head-block reading.",
                 4: "White's checker on Black's 16 stops the head checker after one 4.",
                 0: "one 4 can be played: 24/20."},
            hints=["Seed 003's note: \"... the latter take one checker from the head, playing one four\"."],
            success="One four (seed 003's note).",
            solution="Under head-block Black plays 24/20 and loses the other three 4s.",
            solution_code="ex.q5.check(1)",
            typical_wrong=[(2, "any-block"), (4, "stops the head checker")],
        ),
        ChoiceExercise(
            "quiz1", "The three throws",
            "For the first mover, which first rolls let a second checker leave the head?",
            {"a": "6-6", "b": "5-5", "c": "4-4", "d": "3-3", "e": "2-2"}, {"a", "c", "d"},
            why={"b": "5-5 is played by one checker: 24/19/14/9/4 never meets Black's head.",
                 "e": "2-2 is played by one checker: 24/22/20/18/16 never meets Black's head.",
                 "a": "", "c": "", "d": ""},
            success="6-6, 4-4 and 3-3: the only doubles whose head checker runs into the opponent's head "
                    "(24 − 12 = 12 = 2 × 6 = 3 × 4 = 4 × 3).",
            solution="a, c, d: 6-6, 4-4, 3-3 (seed 003, 3.1).",
            typical_wrong=[("acde", "2-2 is played by one checker"), ("ac", "more option")],
        ),
        ChoiceExercise(
            "quiz2", "How often",
            "After the first turn, how many checkers may leave the head in one turn?",
            {"a": "one", "b": "two with a double", "c": "as many as the dice allow"}, "a",
            why={"b": "only the first turn has an exception; later even a double takes one.",
                 "c": "seed 003, 1.2: \"Only one checker may be taken from the head in one move.\""},
            solution="a) One (seed 003, 1.2).",
            typical_wrong=[("b", "first turn"), ("c", "Only one checker")],
        ),
    ]


# -- 1.5 Six-point blocks -------------------------------------------------------------------------

FENCE = pos({7: 2, 6: 1, 5: 1, 4: 1, 3: 1, 24: 9}, {12: 13, 9: 1, 8: 1})
"""White's five-point fence 7-3 with every Black checker behind it."""

FENCE_PASSED = pos({7: 2, 6: 1, 5: 1, 4: 1, 3: 1, 24: 9}, {12: 12, 9: 1, 8: 1, 1: 1})
"""The same fence, but one Black checker is already past it (on White's 1)."""


def _holds_seven_to_two(play):
    missing = [p for p in range(7, 1, -1) if play.result.points[p - 1] <= 0]
    if not missing:
        return None
    pts = ", ".join(str(p) for p in missing)
    return f"White does not hold {pts} after it: the fence from 7 down to 2 is not complete."


def part1_05():
    strict = {"transient_block": False}
    return [
        ChoiceExercise(
            "q1", "Which play is not allowed",
            "White rolls 5-1 in the position above (Black's checkers are all behind White's fence). "
            "Which play is NOT allowed?",
            {"a": "24/18", "b": "7/2 24/23", "c": "7/1", "d": "24/23 6/1"}, "b",
            why={"a": "24/18 is allowed: one head checker plays both dice.",
                 "c": "7/1 is allowed: the checker passes 2 and stops on 1, so there are never six "
                      "points in a row at the end (and the order 7/6/1 never has six at all).",
                 "d": "24/23 6/1 is allowed: it even breaks the fence at 6.",
                 "b": "7/2 makes 7-6-5-4-3-2, six in a row, and no Black checker is past it."},
            hints=["Look for the play that ends with six of White's points in a row.",
                   "Which Black checkers are *past* the fence, nearer their home than it?"],
            solution="b) 7/2 24/23 makes six points in a row, 7 to 2, and every Black checker is behind "
                     "it: a blind six-block, not allowed (seed 003, 3.5).",
            typical_wrong=[("c", "never six"), ("a", "head checker")],
        ),
        PlayExercise(
            "q2", "Build the fence", FENCE_PASSED, (5, 1), test=_holds_seven_to_two,
            hints=["A Black checker stands on your 1-point: it is past the fence, so six in a row "
                   "is allowed now.",
                   "Bring a checker to 2 without leaving any of 7, 6, 5, 4, 3."],
            success="Six in a row, 7 to 2: allowed, because Black's checker on your 1 is past it.",
            solution="7 has two checkers, so 7/2 keeps 7 and makes 2: the fence 7-2. The 1 goes 24/23. "
                     "The block is legal because one Black checker (on White's 1) is already past it.",
            solution_code='ex.q2.check("24/23 7/2")',
            typical_wrong=[("7/2 3/2", "does not hold 3"), ("7/6 7/2", "does not hold 7")],
            example=TYPED,
        ),
        PlayExercise(
            "q3", "With a run (classic rules)", FENCE, (5, 5), accept=["24/14 7/2(2)"],
            hints=["You must play all four 5s if you can. Two of them are 24/19/14.",
                   "Under the classic rules a six-block may appear for a moment, as long as the turn "
                   "does not end with it."],
            success="The first 7/2 makes six in a row for a moment; the second 7/2 empties 7 again. "
                    "Classic rules allow such a block \"with a run\".",
            solution="24/14 uses two 5s (one head checker). The other two: 7/2(2). After the first 7/2 "
                     "White holds 7-2, six in a row, but the second empties 7 before the turn ends. The "
                     "classic rules (seed 000, and seed 003's fig. 2) allow this \"run\"; and since it "
                     "plays all four 5s, it is the only legal play.",
            solution_code='ex.q3.check("24/14 7/2(2)")',
            typical_wrong=[("24/14 6/1", "all four 5s"), ("24/14 7/2", "six-point block")],
            example=TYPED,
        ),
        PlayExercise(
            "q4", "With a run, strictly", FENCE, (5, 5), accept=["24/14 6/1"],
            options=strict,
            hints=["With `transient_block=False` the six-block is forbidden even for a moment.",
                   "Then 7/2 can never come first... how many 5s can be played at all?"],
            success="Only three 5s: the fourth would have to pass through a six-block.",
            solution="Under seed 003's rule 3.5 (\"and even with a run\") 7/2 is never allowed here, "
                     "since it makes six in a row at once. What remains: 24/14 and 6/1, three 5s; the "
                     "fourth is lost.",
            solution_code='ex.q4.check("24/14 6/1")',
            typical_wrong=[("24/14 7/2(2)", "not even for a moment"), ("7/2(2)", "six-point block")],
            example=TYPED,
        ),
        ChoiceExercise(
            "q5", "The home option",
            "In the position of exercise 2 (one Black checker past the fence, on White's 1-point), "
            "the players agreed on `block_needs=\"home\"`. May White make the fence 7-2 now?",
            {"a": "yes: a Black checker is past the fence",
             "b": "no: no Black checker has entered Black's home yet"},
            "b",
            why={"a": "that is the default rule (`ahead`). Under `home` the checker past the fence is "
                      "not enough: one must have reached Black's home (White's 13-18).",
                 "b": "Black's home is White's 13-18, and no Black checker is there yet."},
            solution="b) No. Under the `home` option (seeds 000 and 003: \"only if at least one "
                     "opponent checker has entered the home\") a Black checker must be in Black's home, "
                     "White's 13-18.",
            typical_wrong=[("a", "default rule")],
        ),
        ChoiceExercise(
            "quiz1", "When six are allowed",
            "Under the default rules, when may you hold six points in a row?",
            {"a": "never", "b": "when at least one opponent checker is past them",
             "c": "only inside your own home", "d": "when each of the six holds two checkers"},
            "b",
            why={"a": "seed 003, 3.5: it is allowed when an opponent checker is in front of the fence.",
                 "c": "where the fence stands does not matter; what is past it does.",
                 "d": "in long nardy one checker holds a point; the count does not matter."},
            solution="b) (seed 003, 3.5; seed 000).",
            typical_wrong=[("a", "3.5"), ("c", "does not matter")],
        ),
        ChoiceExercise(
            "quiz2", "A blind fence",
            "Why is a six-point block with no opponent checker past it called \"blind\"?",
            {"a": "the opponent cannot see past it",
             "b": "no checker can jump over six points: everything behind it is locked in",
             "c": "it is built without looking at the dice"},
            "b",
            why={"a": "it is about jumping, not seeing: a die moves at most 6.",
                 "c": "it is about the checkers behind it."},
            solution="b) A die shows at most 6, so nothing can get over six points in a row "
                     "(seed 003's closing section calls it a fence \"impossible to jump over\").",
            typical_wrong=[("a", "jumping"), ("c", "behind it")],
        ),
    ]


LESSONS = {
    "start": ("00 Start here", start),
    "part1/01": ("1.1 The board", part1_01),
    "part1/02": ("1.2 Dice and moving", part1_02),
    "part1/03": ("1.3 No hitting", part1_03),
    "part1/04": ("1.4 The head rule", part1_04),
    "part1/05": ("1.5 Six-point blocks", part1_05),
}
"""Lesson id -> (title, function building its exercises)."""
