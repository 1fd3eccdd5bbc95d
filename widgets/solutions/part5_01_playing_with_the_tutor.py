"""Answer key of 5.1 Playing with the tutor
(``lessons/part5-playing-better/01-playing-with-the-tutor.ipynb``): its
exercises, each with the expected answer, hints, explanations of typical
wrong answers and the worked solution.  Every answer is computed when the
lesson runs, by the evaluator (its weights improve with training).
"""

from __future__ import annotations

from nardy.tutor import BAD, VERY_BAD, verdict

from ..exercises import ChoiceExercise, ValueExercise
from ..fixtures import START, played_game
from .common import best_play, tutor

TITLE = "5.1 Playing with the tutor"

THROWS = {"a": (2, 1), "b": (6, 4), "c": (4, 4), "d": (5, 5)}


def exercises():
    t = tutor("long")
    value = {k: t.rank(START, roll)[0].equity for k, roll in THROWS.items()}
    best = max(value, key=value.get)
    low = sorted((k for k in THROWS if k != best), key=value.get)[:2]
    review = t.review(played_game())
    biggest, second, third = review.mistakes(0)[:3]
    sixth = review.mistakes(0)[5]
    loss = 0.10
    band = verdict(loss)
    bands = {"a": "best", "b": "good", "c": "doubtful", "d": "bad", "e": "very bad"}
    right = next(k for k, v in bands.items() if v == band)
    return [
        ChoiceExercise(
            "q1", "The best first throw",
            "Of these first throws, which leaves White the best chances, by the tutor?",
            {k: f"{a}-{b}" for k, (a, b) in THROWS.items()},
            best,
            why={k: f"{THROWS[k][0]}-{THROWS[k][1]} leaves White {value[k]:+.3f}, less than another of "
                    f"the four." for k in THROWS if k != best},
            hints=["A first throw moves one checker off the head, except 6-6, 4-4 and 3-3, which may move "
                   "two. How far does each carry White's checkers?",
                   "`tutor.rank(start, (6, 4))[0].equity` gives one throw's value: compare the four."],
            success=f"{THROWS[best][0]}-{THROWS[best][1]}: {value[best]:+.3f} for White.",
            solution=("By the evaluator: " + ", ".join(f"{a}-{b} {value[k]:+.3f}" for k, (a, b) in
                                                         sorted(THROWS.items(), key=lambda kv: -value[kv[0]]))
                      + ". A double moves twice as far, and 4-4 may take two checkers off the head."),
            typical_wrong=[(k, "less than another") for k in low],
        ),
        ValueExercise(
            "q2", "White's biggest mistake", biggest.turn + 1,
            why={m.turn + 1: "that is a big one, but not the biggest: the review lists them biggest first."
                 for m in (second, third)},
            hints=["`review.mistakes(0)` lists White's mistakes, biggest first; each one's `.text` starts "
                   "with its turn number.",
                   "`review.mistakes(0)[0].turn + 1` is the turn number of White's biggest mistake."],
            success=f"Turn {biggest.turn + 1}: {biggest.text.split(': ', 1)[1]}.",
            solution=f"Turn {biggest.turn + 1}, the first line of White's mistakes: {biggest.text}.",
            solution_code="from nardy.tutor import Tutor\n"
                          "from nardy.widgets.fixtures import played_game\n"
                          "review = Tutor(\"long\").review(played_game())\n"
                          "ex.q2.check(review.mistakes(0)[0].turn + 1)",
            typical_wrong=[(second.turn + 1, "not the biggest"), (third.turn + 1, "not the biggest")],
        ),
        best_play(
            "q3", "Do better than White", sixth.position, sixth.roll,
            hints=["This is White's sixth biggest mistake of the game above; the review did not print its "
                   "best play. What did White give up?",
                   "On a board with the tutor on, Hint would show it: try without first."],
            typical_wrong=[(str(sixth.play), "loses")]),
        ChoiceExercise(
            "quiz1", "Verdicts",
            f"A play loses {loss:.2f} in equity against the best play of its roll. What does the tutor "
            f"call it?",
            bands, right,
            why={"a": "only a play that loses nothing is the best.",
                 "b": "good means a loss under 0.04 (or within the evaluator's own error).",
                 right: f"{band}: past {BAD:.2f}, short of {VERY_BAD:.2f}." if band == "bad" else f"{band}.",
                 "c": "doubtful starts at 0.04, but 0.10 is past the next threshold.",
                 "e": "very bad starts at 0.16."},
            solution=f"{right}) {band}: doubtful from 0.04, bad from 0.08, very bad from 0.16 "
                     f"(`nardy.tutor.verdict({loss})`).",
            typical_wrong=[("c", "next threshold"), ("e", "0.16")],
        ),
        ChoiceExercise(
            "quiz2", "Why a small loss is not a mistake",
            "The tutor calls a play that loses 0.03 'good', not a mistake. Why?",
            {"a": "because a loss of 0.03 is too small to change who wins a game",
             "b": "because the tutor judges only the computer's plays, never the learner's",
             "c": "because 0.03 is within the evaluator's own error, so it cannot say which play is better"},
            "c",
            why={"c": "a loss that small is within what the evaluator gets wrong itself, so the tutor keeps quiet.",
                 "a": "0.03 a move adds up over a game; the reason is the evaluator's own error.",
                 "b": "the tutor judges the learner's plays, not the computer's."},
            solution="c) The evaluator disagrees with itself one roll deeper by about 0.03-0.06 on "
                     "typical plays (benchmarks/bench_tutor.py): the tutor flags only losses beyond "
                     "that (nardy.tutor.NOISE) and always the exact bear-off.",
            typical_wrong=[("a", "adds up"), ("b", "learner")],
        ),
        ChoiceExercise(
            "quiz3", "Luck",
            "Black wins a game by a mars: +2 for Black. The tutor says Black's rolls were worth +0.8 "
            "points in all and White's -0.4. What is Black's luck-adjusted result?",
            {"a": "+2.0", "b": "+1.2", "c": "+3.2", "d": "+0.8"},
            "d",
            why={"d": "the dice gave Black 0.8 - (-0.4) = 1.2 points more than White: 2 - 1.2 = 0.8.",
                 "a": "that is the result itself; the luck-adjusted result takes out what the dice gave.",
                 "b": "1.2 is what the dice gave Black over White, the luck; the question asks what is left "
                      "of the result without it.",
                 "c": "White's bad luck helped Black too: take it out, do not add it."},
            hints=["A player's net luck is its own luck minus the opponent's.",
                   "The luck-adjusted result is the result minus the net luck."],
            solution="d) Black's net luck is +0.8 - (-0.4) = +1.2 points; its result, +2, less that is "
                     "+0.8: Black still played better than White, by less than the mars says "
                     "(`luck.adjusted(player)`).",
            typical_wrong=[("a", "result itself"), ("b", "what the dice gave"), ("c", "do not add")],
        ),
    ]

