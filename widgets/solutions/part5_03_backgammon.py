"""Answer key of 5.3 Playing backgammon better
(``lessons/part5-playing-better/03-backgammon.ipynb``): "choose the best
play" exercises judged by the evaluator, and the cube's take point.
"""

from __future__ import annotations

from nardy import variant

from ..exercises import ChoiceExercise
from ..fixtures import PLAYING, take_point
from .common import best_play

TITLE = "5.3 Playing backgammon better"

BG = variant("backgammon")


def exercises():
    start = BG.start()
    tp = take_point()
    options = {"a": "50%", "b": "25%", "c": f"{100 * tp:.0f}%", "d": "10%"}
    out = [
        best_play("q1", "The opening 3-1", start, (3, 1), game="backgammon",
                  hints=["Seed 000: occupy points with two checkers rather than piling them up.",
                         "Which point in your home can two checkers reach with a 3 and a 1?"],
                  typical_wrong=[("24/20", "loses"), ("6/2", "loses")]),
    ]
    for name, key, title, hints in (
        ("q2", "point", "Make the point",
         ["Two checkers make a point; one alone is a blot Black may hit. You already have a blot in "
          "your home board: one more checker there makes it a point.",
          "Cover it with a checker whose own point does not become a blot: both dice may move "
          "checkers from the same point."]),
        ("q3", "hit", "Hit or build?",
         ["Is there a Black blot you can hit? A checker hit goes back to the start and must enter first.",
          "Compare the shots each play leaves you (`nardy.explain.shots`)."]),
        ("q4", "safe", "Play safe",
         ["Black has a checker on the bar: where can it enter and hit?",
          "A blot in your home board is exposed to the checker on the bar.",
          "Of the plays that leave no blot at home, which keep checkers ready to make the 2- and 3-points "
          "next turn, rather than piling one more on the 6-point (seed 000)?"]),
    ):
        position, roll = PLAYING[key]
        out.append(best_play(name, title, position, roll, game="backgammon", hints=hints))
    out.sort(key=lambda e: e.name)
    out.append(ChoiceExercise(
        "quiz1", "The take point",
        "Money play, no gammons, the cube in the middle: from what winning chance may the doubled player "
        "take, by the expert's cube (Janowski's cube life)?",
        options, "c",
        why={"c": f"{100 * tp:.1f}% by the expert's cube: owning the cube after the take is worth something.",
             "a": "at 50% nobody doubles; the question is how far behind a take is still right.",
             "b": "25% is the take point of a dead cube (no redouble later); owning the cube is worth more.",
             "d": "far too low: at 10% passing costs less."},
        solution=f"c) {100 * tp:.1f}%: with a dead cube 25% (take: lose 2 x 75% - win 2 x 25% = -1, the "
                 "same as passing); owning the cube, the taker can redouble later, which lowers his take "
                 "point (`nardy.widgets.fixtures.take_point()`).",
        typical_wrong=[("b", "dead cube"), ("a", "nobody doubles")],
    ))
    return out
