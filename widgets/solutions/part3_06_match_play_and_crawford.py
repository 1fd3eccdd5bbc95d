"""Answer key of 3.6 Match play and the Crawford rule
(``lessons/part3-backgammon/06-match-play-and-crawford.ipynb``): its
exercises, each with the expected answer, hints, explanations of typical
wrong answers and the worked solution. The lesson loads them with
``lesson("part3/06")``; a learner sees an answer only by asking for it
(``ex.q1.solution()``).
"""

from __future__ import annotations

from ..exercises import ChoiceExercise, MatchExercise, ValueExercise
from ..exercises_backgammon import match_at, play_sample_match
from .common import cube_is

TITLE = "3.6 Match play and the Crawford rule"


SAMPLE_SEED = 18
"""The dice of lesson 3.6's sample match (:func:`play_sample_match`): a
double taken in game 1, the Crawford game 2, a post-Crawford double in game
3 and a comeback."""


def _post_crawford():
    """7-point match, White 6 - Black 3, the Crawford game played: Black on roll."""
    return match_at(7, score=(6, 3), on_roll=1)


def exercises():
    sample = play_sample_match(3, SAMPLE_SEED)
    crawford_games = [g.number for g in sample.games if g.crawford]
    return [
        MatchExercise(
            "q1", "After the Crawford game", _post_crawford, cube_is(2, 0), "double, take",
            hints=["The Crawford game is over: the cube is back. Black trails and needs 4; White needs 1.",
                   "White loses the match with any loss, so a double costs White nothing: Black doubles at once, "
                   "and White takes (a pass would give Black a point for nothing)."],
            success="Black doubled at the first chance and White took: the game is played for 2 now, and "
                    "Black's gammon would be worth 4.",
            solution="\"double, take\". After the Crawford game the trailer doubles at once: the leader loses the "
                     "match with any loss anyway, so the cube can only help the trailer.",
            solution_code='ex.q1.check("double, take")',
            typical_wrong=[("double, pass", "ends the game"), ("roll 6-5, double", "after rolling"),
                           ("take", "nothing to take")],
        ),
        ValueExercise(
            "q2", "The most in the Crawford game", 3,
            why={6: "no cube in the Crawford game: it stays at 1, so nobody can make it 2.",
                 1: "gammons and backgammons still count in the Crawford game; only the cube is out.",
                 2: "a backgammon counts three times the cube."},
            hints=["In the Crawford game nobody may double: the cube stays at 1.",
                   "The biggest result is a backgammon."],
            success="A backgammon on a cube of 1: 3 points. Only the cube is out of the Crawford game.",
            solution="No double is allowed, so the cube stays at 1; the most a game can be worth is a "
                     "backgammon, 3 points.",
            solution_code='from nardy.cube import game_points\nex.q2.check(game_points("backgammon", 1))',
            typical_wrong=[(6, "no cube"), (1, "still count"), (2, "three times")],
        ),
        ValueExercise(
            "q3", "Tied 3-3", 4,
            why={8: "8 is the limit at 0-0, when each player needs 7. At 3-3 each needs 4.",
                 7: "the cube shows 1, 2, 4, 8 ...: 7 is not a cube value.",
                 2: "with the cube at 2 a single game gives only 2 points, and each player needs 4.",
                 16: "a cube of 8 already ends the match with a single win; 16 is far past the point."},
            hints=["Each player needs 7 − 3 = 4 points. From which cube value does a single win end the match?",
                   "Seed 002 gives the answer for this very score; `nardy.Match(7, score=(3, 3)).dead_cube()` "
                   "computes it."],
            success="At 4 a single win gives 4 points — the match for either player. Seed 002: \"no reason to "
                    "double higher than 4\".",
            solution="Both need 4 points; a cube of 4 makes every game decide the match, so a double beyond 4 "
                     "only raises what the doubler risks. 4.",
            solution_code='ex.q3.check(nardy.Match(7, score=(3, 3)).dead_cube())',
            typical_wrong=[(8, "0-0"), (2, "needs 4"), (16, "far past")],
        ),
        ValueExercise(
            "q4", "What wins the match", ["gammon", "backgammon"],
            why={("single", "gammon", "backgammon"): "a single game on a cube of 4 is worth 4 points; the "
                                                     "winner needs 7.",
                 ("backgammon",): "a gammon on a cube of 4 is worth 8 already: more than the 7 needed.",
                 ("single",): "a single game is worth 4 on this cube; the winner needs 7."},
            hints=["Single, gammon, backgammon: 1, 2 and 3 times the cube. The cube shows 4, and at 0-0 each "
                   "player needs 7.",
                   "`nardy.cube.game_points(\"gammon\", 4)`; or ask the match: `m.winning_results()`."],
            success="8 (gammon) and 12 (backgammon) reach 7; a single game, 4, does not — seed 002's example.",
            solution="On a cube of 4: single 4, gammon 8, backgammon 12. Only the gammon and the backgammon end "
                     "a 7-point match at 0-0 (seed 002).",
            solution_code='m = nardy.Match(7)\n'
                          'm.roll((6, 1)); m.play("13/7 8/7")\n'
                          'm.offer_double(); m.take(); m.roll((3, 1)); m.play("8/5 6/5")\n'
                          'm.offer_double(); m.take()\n'
                          "ex.q4.check(m.winning_results(1))",
            typical_wrong=[(("single", "gammon", "backgammon"), "worth 4 points"), (("backgammon",), "8 already")],
            unordered=True, game="backgammon",
        ),
        ValueExercise(
            "q5", "The sample's Crawford game", crawford_games[0],
            why={1: "game 1 starts at 0-0: nobody is one point from winning yet.",
                 3: "game 3 comes after the Crawford game: the cube was used in it again.",
                 0: "there was a Crawford game: a player reached match point minus one."},
            hints=["In a 3-point match the Crawford game is the first game after a player reaches 2 points. "
                   "The file shows the score before each game.",
                   "Or ask the match you read back: `[g.number for g in again.games if g.crawford]`."],
            success="Game 2: Ann reached 2 points (one short of 3) in game 1, so game 2 was played without "
                    "the cube.",
            solution="After game 1 the score was 2-0; game 2 was the Crawford game (no cube), game 3 "
                     "post-Crawford.",
            solution_code="from nardy.widgets.exercises_backgammon import play_sample_match\n"
                          "again = play_sample_match()\n"
                          "ex.q5.check([g.number for g in again.games if g.crawford][0])",
            typical_wrong=[(1, "0-0"), (3, "after the Crawford game")],
        ),
        ChoiceExercise(
            "quiz1", "A 1-point match",
            "In a 1-point match, may a player double?",
            {"a": "yes, as in any match, and the taker then owns the cube",
             "b": "only after both players have made their first play",
             "c": "no: the cube is not used in a 1-point match"},
            "c",
            why={"a": "seed 002: \"It is not used in a 1-point match\".",
                 "c": "One game decides the match: there is nothing to double.",
                 "b": "not at all, whenever it is."},
            solution="c) No cube in a 1-point match (seed 002).",
            typical_wrong=[("a", "not used"), ("b", "not at all")],
        ),
        ChoiceExercise(
            "quiz2", "The Crawford rule",
            "In a 7-point match White reaches 6 points for the first time. What does the Crawford rule say?",
            {"a": "no cube in the next game only; after it, the cube is used again",
             "b": "the cube is out of play for the rest of the match",
             "c": "White may no longer double, but Black still may, at any time"},
            "a",
            why={"a": "Seed 002: no cube in the following game; if the leader does not win the match in it, the "
                      "cube may be used in all later games.",
                 "b": "only the one game right after the score is reached (the Crawford game).",
                 "c": "in the Crawford game neither player may double."},
            solution="a) One game without the cube — the Crawford game — then the cube is back (seed 002).",
            typical_wrong=[("b", "only the one game"), ("c", "neither player")],
        ),
        ChoiceExercise(
            "quiz3", "No reason to double higher",
            "Seed 002: in a 7-point match at 0-0 there is no reason to double higher than 8. Why?",
            {"a": "the cube has no face above 8 when it is used in match play",
             "b": "a single game on a cube of 8 is worth 8 points: its winner wins the match",
             "c": "the rules forbid a cube above 8 in a match of 7 points or fewer"},
            "b",
            why={"a": "the cube's faces go up to 64 in every game.",
                 "b": "Past that point a double only raises what the doubler risks.",
                 "c": "it is legal, only pointless (the engine allows it)."},
            solution="b) 8 points end a 7-point match in the current game (seed 002); higher doubles are legal "
                     "but pointless.",
            typical_wrong=[("a", "up to 64"), ("c", "legal, only pointless")],
        ),
    ]
