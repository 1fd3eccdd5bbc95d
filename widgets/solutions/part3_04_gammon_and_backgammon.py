"""Answer key of 3.4 Gammon and backgammon
(``lessons/part3-backgammon/04-gammon-and-backgammon.ipynb``): its
exercises, each with the expected answer, hints, explanations of typical
wrong answers and the worked solution. The lesson loads them with
``lesson("part3/04")``; a learner sees an answer only by asking for it
(``ex.q1.solution()``).
"""

from __future__ import annotations

from nardy import Game
from nardy.cube import game_points

from ..exercises import ChoiceExercise, PlayExercise, ValueExercise
from ..exercises_backgammon import position

TITLE = "3.4 Gammon and backgammon"


LAST_ONE_BG = position({1: 1}, {3: 1, 20: 5, 21: 5, 22: 4}, off=(14, 0))
"""White's last checker is on its 1-point; Black has borne off none and has
a straggler in White's home board (White's 3)."""


LAST_ONE_GAMMON = position({2: 1}, {20: 5, 21: 5, 22: 5}, off=(14, 0))
"""White's last checker is on its 2-point; Black has every checker home and
none off."""


SAVE_GAMMON = position({7: 1, 6: 4, 5: 4, 4: 3, 3: 2, 2: 1}, {24: 2}, off=(0, 13))
"""White has borne off none, one checker still on its 7-point; Black will
finish next turn (two checkers on its 1-point)."""


ESCAPE_BACKGAMMON = position({23: 1, 6: 4, 5: 4, 4: 3, 3: 2, 2: 1}, {24: 2}, off=(0, 13))
"""As above, but White's straggler is deep in Black's home board (White's
23, Black's 2-point): with 4-1 only both dice on it take it out."""


def _result(pos, dice, text):
    g = Game("backgammon", position=pos)
    g.roll(dice)
    g.play(text)
    return g.result


def _bears_one_off(play):
    if play.result.off[0] > play.start.off[0]:
        return None
    return ("no checker comes off, so Black's next roll wins a gammon. Use both dice to bring the "
            "checker home and take one off.")


def _out_of_their_home(play):
    pos = play.result
    stuck = [p for p in range(19, 25) if pos.points[p - 1] > 0]
    if not stuck and not pos.bar[0]:
        return None
    return (f"your checker is still on point {stuck[0]}, in Black's home board: a backgammon (3 points). "
            "Get it out, below your 19-point.")


def exercises():
    bg_points = _result(LAST_ONE_BG, (2, 1), "1/off").points
    gammon = _result(LAST_ONE_GAMMON, (2, 1), "2/off")
    return [
        ValueExercise(
            "q1", "What does White win?", bg_points, position=LAST_ONE_BG, dice=(2, 1),
            why={1: "Black has borne off none: more than a single game.",
                 2: "a gammon, and more: Black still has a checker in White's home board (on your 3-point)."},
            hints=["White bears off its last checker with the 2. Has Black borne off any checker? Where "
                   "are Black's checkers?",
                   "Let the engine tell you: `g = nardy.Game(\"backgammon\", position=ex.q1.position); "
                   "g.roll((2, 1)); g.play(\"1/off\"); g.result`."],
            success="A backgammon: Black has none off and a checker still in White's home board — "
                    "3 points.",
            solution="Black has borne off none (a gammon at least) and still has a checker in the winner's "
                     "home board: a backgammon, three times the stake, 3 points.",
            solution_code='g = nardy.Game("backgammon", position=ex.q1.position)\n'
                          "g.roll(ex.q1.dice)\n"
                          'g.play("1/off")\n'
                          "ex.q1.check(g.result.points)",
            typical_wrong=[(1, "borne off none"), (2, "home board")],
            game="backgammon",
        ),
        ValueExercise(
            "q2", "A gammon on a cube of 2", game_points(gammon.kind, 2), position=LAST_ONE_GAMMON,
            dice=(2, 1), cube=2, cube_owner="mover",
            why={2: "2 is a gammon on a centred cube. The cube shows 2: multiply.",
                 6: "a backgammon would need a Black checker on the bar or in White's home board; Black's "
                    "are all in its own home.",
                 3: "a gammon counts twice the cube, not cube + 1."},
            hints=["What kind of win is it: has Black borne off any checker, and where are Black's "
                   "checkers?",
                   "A gammon is twice the value of the cube (seed 002); `nardy.cube.game_points(\"gammon\", 2)`."],
            success="A gammon (Black has none off, all home) times a cube of 2: 4 points.",
            solution="Black has borne off none but has every checker home: a gammon, 2 × the cube = 4.",
            solution_code="from nardy.cube import game_points\n"
                          'ex.q2.check(game_points("gammon", 2))',
            typical_wrong=[(2, "multiply"), (6, "backgammon"), (3, "twice the cube")],
            game="backgammon",
        ),
        PlayExercise(
            "q3", "Save the gammon", SAVE_GAMMON, (6, 1), test=_bears_one_off,
            hints=["You may bear off once all fifteen are home — even in the middle of the turn.",
                   "One die brings the checker on 7 home; can the other die then bear a checker off?"],
            success="One checker off: Black's next roll still wins, but only a single game (1 point, "
                    "not 2).",
            solution="7/off: 7/6 with the 1 and 6/off with the 6 (or 7/1 and 1/off). Every other play "
                     "leaves fifteen on the board, and Black's next roll wins a gammon.",
            solution_code='ex.q3.check("7/off")',
            typical_wrong=[("7/1 6/5", "no checker comes off"), ("7/1 2/1", "no checker comes off")],
            game="backgammon",
        ),
        PlayExercise(
            "q4", "Escape the backgammon", ESCAPE_BACKGAMMON, (4, 1), test=_out_of_their_home,
            hints=["Black's home board is your 19-24. Where is your straggler?",
                   "It must leave your 19-24 this turn: Black wins next turn whatever happens. "
                   "Does one die take it out?"],
            success="Out of Black's home board: Black's win next turn is a gammon (2), not a "
                    "backgammon (3).",
            solution="23/18: neither die alone takes the checker on 23 past your 19-point (23/19 and "
                     "23/22 stay in Black's home board), both together do. Then you lose a gammon, "
                     "not a backgammon.",
            solution_code='ex.q4.check("23/18")',
            typical_wrong=[("6/1", "still on point 23"), ("23/19 6/5", "still on point 19"),
                           ("23/22 6/2", "backgammon")],
            game="backgammon",
        ),
        ChoiceExercise(
            "quiz1", "Gammon",
            "When does the winner score a gammon?",
            {"a": "when the loser has borne off no checker",
             "b": "when the loser has a checker on the bar",
             "c": "when the winner bears off with a double"},
            "a",
            why={"a": "None off: twice the stake (seeds 002 and 000).",
                 "b": "a checker on the bar (with none off) makes it a backgammon; with some off, "
                      "it is a single game.",
                 "c": "how the last checker comes off does not matter."},
            solution="a) The loser has borne off none. (With none off and a checker on the bar or in the "
                     "winner's home board, it is a backgammon.)",
            typical_wrong=[("b", "backgammon"), ("c", "does not matter")],
        ),
        ChoiceExercise(
            "quiz2", "Mars and koks",
            "Seed 000 calls the gammon \"Marikh\" (mars) and the backgammon \"Coke\" (koks). How does "
            "backgammon's mars differ from long nardy's (lesson 1.8)?",
            {"a": "long nardy has a triple win too, for a checker on the bar",
             "b": "in backgammon the mars needs a checker on the bar",
             "c": "it is the same: the loser has borne off none, and it counts twice"},
            "c",
            why={"c": "A mars is a mars. Backgammon adds the koks (3×) for a checker on the bar or in "
                      "the winner's home board.",
                 "b": "a checker on the bar turns a mars into a koks (backgammon).",
                 "a": "long nardy has no bar and no hitting; its results are oin and mars."},
            solution="c) The same two-fold win; backgammon adds the three-fold koks.",
            typical_wrong=[("b", "koks"), ("a", "no bar")],
        ),
    ]
