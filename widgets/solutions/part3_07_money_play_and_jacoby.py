"""Answer key of 3.7 Money play and the Jacoby rule
(``lessons/part3-backgammon/07-money-play-and-jacoby.ipynb``): its
exercises, each with the expected answer, hints, explanations of typical
wrong answers and the worked solution. The lesson loads them with
``lesson("part3/07")``; a learner sees an answer only by asking for it
(``ex.q1.solution()``).
"""

from __future__ import annotations

from nardy.cube import game_points

from ..exercises import ChoiceExercise, MatchExercise, ValueExercise
from ..exercises_backgammon import match_at, play_sample_match, position

TITLE = "3.7 Money play and the Jacoby rule"


JACOBY_END = position({1: 1}, {20: 5, 21: 5, 22: 5}, off=(14, 0))
"""White's last checker on its 1-point; Black has borne off none: a gammon."""


SESSION_SEED = 118
"""The dice of lesson 3.7's money session: a backgammon that counts 1
under the Jacoby rule, a game played for 2, two passes."""


def _jacoby_end():
    return match_at(0, jacoby=True, position=JACOBY_END, on_roll=0)


def _gammon_counts(m):
    if not m.game_over:
        return ("the game is not over yet: White still has to roll 2-1 and bear off its last checker "
                "(\"roll 2-1, play 1/off\").")
    o = m.result
    if o.how == "passed":
        return (f"Black passed: White wins {o.points} point, a single game at the cube's value before the "
                f"double. The question is how to make the gammon itself count.")
    if o.points == 4:
        return None
    return (f"White wins a gammon, but with the Jacoby rule and the cube still in the middle it counts only "
            f"{o.points} point. The cube has to be turned first.")


def exercises():
    session = play_sample_match(0, SESSION_SEED, games=4, jacoby=True)
    net = session.score[0] - session.score[1]
    return [
        ValueExercise(
            "q1", "Jacoby, centred cube", game_points("gammon", 1, jacoby=True),
            why={2: "without the Jacoby rule, yes. With it, a gammon counts only once the cube has been turned.",
                 0: "the game is still won: it counts as a single game.",
                 3: "3 is a backgammon, and even that would count 1 here."},
            hints=["Seed 002: with the Jacoby rule, when no cube has been offered, gammons and backgammons "
                   "do not count.",
                   "`nardy.cube.game_points(\"gammon\", 1, jacoby=True)`."],
            success="1 point: with the Jacoby rule and a centred cube the gammon counts as a single game.",
            solution="The cube was never turned, so the gammon is scored as a single game: 1 point.",
            solution_code='from nardy.cube import game_points\nex.q1.check(game_points("gammon", 1, jacoby=True))',
            typical_wrong=[(2, "once the cube has been turned"), (0, "still won"), (3, "backgammon")],
        ),
        ValueExercise(
            "q2", "Jacoby, cube at 2", game_points("backgammon", 2, jacoby=True),
            why={2: "the cube has been turned: the Jacoby rule no longer applies, and a backgammon counts 3 times.",
                 3: "three times the cube, and the cube shows 2.",
                 4: "4 would be a gammon; this is a backgammon."},
            hints=["The cube shows 2: a double has been taken. Does the Jacoby rule still hold back the "
                   "backgammon?"],
            success="6 points: once the cube has turned, gammons and backgammons count in full.",
            solution="The cube was turned (2), so the backgammon counts 3 × 2 = 6.",
            solution_code='from nardy.cube import game_points\nex.q2.check(game_points("backgammon", 2, jacoby=True))',
            typical_wrong=[(2, "no longer applies"), (3, "three times the cube"), (4, "gammon")],
        ),
        MatchExercise(
            "q3", "Make the gammon count", _jacoby_end, _gammon_counts, "double, take, roll 2-1, play 1/off",
            hints=["If White simply rolls and bears off, the gammon counts 1: the cube is centred.",
                   "The cube has to be turned first: White doubles, and Black has to take (Black would pass, of "
                   "course — see below)."],
            success="Doubled, taken, then the gammon: 2 × 2 = 4 points. (In real play Black passes and loses "
                    "1 — which is why, with the Jacoby rule, a player on his way to a gammon doubles.)",
            solution="\"double, take, roll 2-1, play 1/off\": with the cube turned to 2, the gammon counts: 4.",
            solution_code='ex.q3.check("double, take, roll 2-1, play 1/off")',
            typical_wrong=[("roll 2-1, play 1/off", "counts only 1 point"), ("double, pass", "passed"),
                           ("double, take", "not over yet")],
        ),
        ValueExercise(
            "q4", "Ann's session", net,
            why={session.score[0]: "that is what Ann won; Bob won some games too: the net result subtracts them.",
                 -net: "the other way round: Ann is ahead.",
                 net + 2: "Bob's backgammon in game 1 counted 1, not 3: the cube was in the middle and the "
                          "Jacoby rule was on."},
            hints=["`session.score` is the points each player won. The net result is the difference.",
                   "Money play pays the difference: what Bob pays Ann."],
            success=f"Ann won {session.score[0]} and lost {session.score[1]}: {net:+d} for Ann, {-net:+d} for Bob.",
            solution=f"`session.score` is {session.score}: Ann is {net} points up.",
            solution_code="from nardy.widgets.exercises_backgammon import play_sample_match\n"
                          "session = play_sample_match(0, 118, games=4, jacoby=True)\n"
                          "ex.q4.check(session.score[0] - session.score[1])",
            typical_wrong=[(session.score[0], "net result"), (-net, "other way round"), (net + 2, "counted 1")],
        ),
        ChoiceExercise(
            "quiz1", "Jacoby in a match",
            "Does the Jacoby rule apply in a 7-point match?",
            {"a": "yes, if the players agree",
             "b": "no: it is a rule of money play"},
            "b",
            why={"a": "seed 002: \"in money play the Jacoby rule is an optional rule\"; in a match every gammon "
                      "counts (the engine refuses Match(7, jacoby=True)).",
                 "b": "In match play gammons always count."},
            solution="b) Money play only; in a match gammons always count.",
            typical_wrong=[("a", "money play")],
        ),
        ChoiceExercise(
            "quiz2", "Too good?",
            "Money play with the Jacoby rule: you are far ahead and on your way to a gammon, the cube still "
            "in the middle. Playing on wins you...",
            {"a": "2 points, the gammon, whether or not the cube was turned",
             "b": "1 point only: double, the opponent passes, and you win the same",
             "c": "nothing at all until the cube has been turned once"},
            "b",
            why={"a": "with the Jacoby rule a gammon on a centred cube counts 1.",
                 "b": "The Jacoby rule removes the reason to play on for a gammon without doubling.",
                 "c": "a single game is still won: 1 point."},
            solution="b) 1 point either way — which is why the Jacoby rule makes players double.",
            typical_wrong=[("a", "counts 1"), ("c", "still won")],
        ),
    ]
