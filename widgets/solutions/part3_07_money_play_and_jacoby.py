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
under the Jacoby rule (3 without it), a game played for 2, two passes."""


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


def without_jacoby(session) -> list:
    """What each player of a money session would have won had its games
    been scored without the Jacoby rule: a game played out counts its
    result times the cube; a pass scores what it scored."""
    won = [0, 0]
    for game in session.games:
        o = game.outcome
        won[o.winner] += game_points(o.kind, o.cube) if o.how == "played" else o.points
    return won


def exercises():
    session = play_sample_match(0, SESSION_SEED, games=4, jacoby=True)
    net = session.score[0] - session.score[1]
    plain = without_jacoby(session)
    plain_net = plain[0] - plain[1]
    return [
        ValueExercise(
            "q1", "Jacoby, centred cube", game_points("backgammon", 1, jacoby=True),
            why={3: "without the Jacoby rule, yes. With it, a backgammon counts only once the cube has been "
                    "turned.",
                 0: "the game is still won: it counts as a single game.",
                 2: "2 would be a gammon without the rule; with it, a gammon on a centred cube counts 1, and "
                    "so does a backgammon."},
            hints=["Seed 002: with the Jacoby rule, when no cube has been offered, gammons and backgammons "
                   "do not count.",
                   "`nardy.cube.game_points(\"backgammon\", 1, jacoby=True)`."],
            success="1 point: with the Jacoby rule and a centred cube the backgammon counts as a single game, "
                    "as a gammon does.",
            solution="The cube was never turned, so the backgammon is scored as a single game: 1 point.",
            solution_code='from nardy.cube import game_points\nex.q1.check(game_points("backgammon", 1, jacoby=True))',
            typical_wrong=[(3, "once the cube has been turned"), (0, "still won"), (2, "so does a backgammon")],
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
            "q4", "The session without the rule", plain_net,
            why={net: "that is the session as played, with the Jacoby rule, where Bob's backgammon in game 1 "
                      "counted 1.",
                 plain[0]: "that is what Ann won; Bob won some games too: money play pays the difference.",
                 -plain_net: "the other way round: Ann is still ahead.",
                 plain_net + 1: "a backgammon counts three times the cube, not twice."},
            hints=["Without the rule, only a gammon or a backgammon won on a centred cube scores "
                   "differently. Which game was that?",
                   "Game 1: Bob's backgammon on a cube of 1. What is it worth without the Jacoby rule?"],
            success=f"Without the rule Bob's backgammon counts 3: Ann wins {plain[0]}, Bob {plain[1]}, "
                    f"{plain_net:+d} for Ann, where the rule made it {net:+d}.",
            solution=f"Only game 1 changes: Bob's backgammon on a centred cube counts 3 without the rule. Ann "
                     f"won {plain[0]}, Bob {plain[1]}: Ann is {plain_net} point{'s' * (plain_net != 1)} up.",
            solution_code="from nardy.cube import game_points\n"
                          "from nardy.widgets.exercises_backgammon import play_sample_match\n"
                          "session = play_sample_match(0, 118, games=4, jacoby=True)\n"
                          "won = [0, 0]\n"
                          "for game in session.games:\n"
                          "    o = game.outcome\n"
                          "    won[o.winner] += game_points(o.kind, o.cube) if o.how == \"played\" else o.points\n"
                          "ex.q4.check(won[0] - won[1])",
            typical_wrong=[(net, "as played"), (plain[0], "pays the difference"), (-plain_net, "other way round"),
                           (plain_net + 1, "three times")],
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
             "b": "nothing at all until the cube has been turned once",
             "c": "1 point only: double, the opponent passes, and you win the same"},
            "c",
            why={"a": "with the Jacoby rule a gammon on a centred cube counts 1.",
                 "c": "The Jacoby rule removes the reason to play on for a gammon without doubling.",
                 "b": "a single game is still won: 1 point."},
            solution="c) 1 point either way — which is why the Jacoby rule makes players double.",
            typical_wrong=[("a", "counts 1"), ("b", "still won")],
        ),
    ]
