"""Answer key of 4.1 The movement deficit
(``lessons/part4-strategy/01-movement-deficit.ipynb``): its exercises, each
with the expected answer, hints, explanations of typical wrong answers and
the worked solution. The lesson loads them with ``lesson("part4/01")``; a
learner sees an answer only by asking for it (``ex.q1.solution()``).
"""

from __future__ import annotations

from nardy.analysis import deficit, per_number

from ..exercises import ChoiceExercise, ValueExercise
from ..fixtures import SQUEEZE, START
from .common import LONG, deficit_play

TITLE = "4.1 The movement deficit"


def _six_six_lost():
    return deficit(LONG, START).roll((6, 6)).lost


_INFLICTED: dict = {}


def _best_inflicting(position, roll):
    """``(plays, deficit)``: the plays of ``roll`` that leave the opponent
    the largest deficit, and that deficit (computed once per position)."""
    key = (position, roll)
    if key not in _INFLICTED:
        after = [(deficit(LONG, p.result, "opponent").expected_lost, p) for p in LONG.legal_plays(position, roll)]
        top = max(v for v, _ in after)
        _INFLICTED[key] = ([p for v, p in after if v >= top - 1e-9], top, {p: v for v, p in after})
    return _INFLICTED[key]


def exercises():
    lost66 = _six_six_lost()
    black = per_number(LONG, SQUEEZE, "opponent")
    blocked = black.blocked
    full = deficit(LONG, SQUEEZE, "opponent").full_rolls
    best, top, _ = _best_inflicting(SQUEEZE, (6, 5))
    best_text = str(best[0])
    best52s, top52, _ = _best_inflicting(SQUEEZE, (5, 2))
    best52 = str(best52s[0])
    return [
        ValueExercise(
            "q1", "The first 6-6", lost66, position=START, dice=(6, 6),
            why={24: "24 pips are rolled; the question asks how many cannot be played.",
                 0: "not all four 6s can be played: the checkers stop at 18. Why?",
                 6: "two 6s are lost, 6 pips each."},
            hints=["6-6 is four moves of 6: 24 pips. Which of them can White play from the start?",
                   "On the first turn two checkers may leave the head with 6-6 (24/18(2)); from 18 "
                   "a 6 would land on Black's head, White's 12."],
            success="24/18(2): two of the four 6s are played, 12 of the 24 pips are lost.",
            solution="Only 24/18(2) is legal: a third head checker is not allowed and from 18 a 6 "
                     "lands on Black's head (12). 24 pips rolled, 12 played: 12 lost. This is the "
                     "seeds' own example of a movement deficit.",
            solution_code="t = deficit(rules, ex.q1.position)\n"
                          "ex.q1.check(t.roll((6, 6)).lost)",
            typical_wrong=[(24, "rolled"), (6, "two 6s")],
        ),
        ValueExercise(
            "q2", "Numbers Black cannot play", blocked, position=SQUEEZE,
            accept=[tuple(reversed(blocked)), set(blocked), list(blocked)],
            why={(5, 6): "those are the two numbers Black *can* still play; the question asks for "
                         "the others.",
                 (1, 2, 3): "one more: try a 4 from Black's head (White's 12) and from White's 22.",
                 (): "look at `per_number(rules, ex.q2.position, \"opponent\")`: some numbers have "
                     "no step at all."},
            explain=lambda a: (None if not isinstance(a, (tuple, list, set)) else
                               "give every number with no single step for Black, as a tuple like "
                               "`(1, 2)`."),
            hints=["Black's checkers stand on White's 12 (its head) and White's 22. From 12 a die of "
                   "1 to 5 lands on 11..7; from 22 a die of 1 to 4 lands on 21..18.",
                   "`per_number(rules, ex.q2.position, \"opponent\").blocked` gives the answer "
                   "straight away."],
            success="1, 2, 3 and 4: every 1, 2, 3 and 4 Black rolls is lost while both fences stand.",
            solution="From its head (White's 12) Black's 1-5 land on White's 11-7: all White's. From "
                     "White's 22 its 1-4 land on 21-18: White's too. Only a 5 (22/17, Black's own "
                     "10/5) and a 6 (12/6 or 22/16) can be played.",
            solution_code='ex.q2.check(per_number(rules, ex.q2.position, "opponent").blocked)',
            typical_wrong=[((5, 6), "can"), ((1, 2, 3), "one more")],
        ),
        ValueExercise(
            "q3", "Throws Black plays in full", full, position=SQUEEZE,
            why={11: "11 is the throws with a 6; a 5 is playable too.",
                 20: "20 throws hold a 5 or a 6, but 5-5 and 6-6 cannot be played in full.",
                 9: "count each throw of two different numbers twice (6-5 and 5-6)."},
            hints=["A throw is played in full when every die of it can be played. With 1-4 blocked, "
                   "only throws of 5s and 6s can be; and doubles need four moves.",
                   "`deficit(rules, ex.q3.position, \"opponent\").full_rolls` counts them."],
            success=f"{full} of 36: every throw with a 5 or a 6 in it except 5-5 and 6-6. The 5 or 6 "
                    "carries a checker past a fence, and the other die moves on from there.",
            solution="A 1-4 alone can never be played, but after a 5 or a 6 has carried a checker past "
                     "a fence, that checker can play the other die: 5-1 is 22/17/16 in White's numbers. "
                     "So every throw holding a 5 or a 6 is played in full (11 with a 6, 9 more with a "
                     "5: 20) except the doubles 5-5 and 6-6, which need four moves: 18 of 36.",
            solution_code='ex.q3.check(deficit(rules, ex.q3.position, "opponent").full_rolls)',
            typical_wrong=[(11, "6"), (9, "twice")],
        ),
        deficit_play(
            "q4", "Make Black's deficit grow", SQUEEZE, (6, 5),
            hints=["Black can still play 5s and 6s. Which points do they land on? From White's 22: "
                   "17 (a 5) and 16 (a 6); from its head: 6 (a 6).",
                   "`plots.play_deficits(ex.q4.position, (6, 5))` shows the plays that raise Black's "
                   "deficit most."],
            success=f"Black now loses {top:.2f} pips a turn on average.",
            solution=f"{best_text}: 23/17 closes 17, where Black's 5s from White's 22 went, and 11/6 "
                     f"closes 6, where its head checkers' 6s went. Black's deficit rises to "
                     f"{top:.2f} pips a turn.",
            solution_code=f'ex.q4.check("{best_text}")',
            typical_wrong=[("24/13", "deficit of"), ("24/19 23/17", "deficit of")],
        ),
        deficit_play(
            "q5", "Squeeze and develop", SQUEEZE, (5, 2),
            hints=["The same position, another roll. Where do Black's 5s from White's 22 land, and can a "
                   "5 or a 2 of yours get a checker there?",
                   "Compare a few plays with `play_impact(rules, ex.q5.position, play).opponent_lost_after`."],
            success=f"Black now loses {top52:.2f} pips a turn on average, and the strong computer player "
                    f"ranks this play first too: this time the squeeze also takes a checker off the head.",
            solution=f"{best52}: one head checker, both dice, to 17 — the point Black's 5s from White's 22 "
                     f"need. Black's deficit rises to {top52:.2f} pips a turn. 11/6 alone would close "
                     f"Black's 6s from the head but open the 11-point to its 1s.",
            solution_code=f'ex.q5.check("{best52}")',
            typical_wrong=[("19/17 11/6", "deficit of"), ("24/19 7/5", "deficit of")],
        ),
        ChoiceExercise(
            "quiz1", "What the deficit measures",
            "A side's movement deficit is ...",
            {"a": "the pips it is behind in the race, counted before its roll",
             "b": "the number of its checkers that cannot move with any throw",
             "c": "the pips of its throws it cannot play, on average over the 36 throws"},
            "c",
            why={"a": "that is the pip count difference; the deficit is about pips rolled but not "
                      "played.",
                 "b": "a checker that cannot move costs nothing as long as other checkers can play "
                      "the dice."},
            success="The deficit is pips rolled minus pips played, on average over the 36 throws "
                    "(`deficit(...).expected_lost`).",
            solution="c) Pips rolled minus pips played, averaged over the 36 throws "
                     "(`deficit(...).expected_lost`).",
            typical_wrong=[("a", "pip count"), ("b", "other checkers")],
        ),
        ChoiceExercise(
            "quiz2", "Making it grow",
            "Black can play only 5s and 6s. Which White play hurts Black most?",
            {"a": "closing the points Black's 5s and 6s would land on",
             "b": "racing White's checkers home as fast as possible",
             "c": "leaving the head with two checkers at once"},
            "a",
            why={"b": "that gives up points that take numbers from Black.",
                 "c": "the head rule allows one checker a turn (two only on the first turn's "
                      "doubles)."},
            success="Each point Black's remaining 5s and 6s need, once closed, turns more of its throws into"
                    " lost pips.",
            solution="a) Every point Black's remaining numbers need, once closed, turns more of its "
                     "throws into lost pips.",
            typical_wrong=[("b", "gives up"), ("c", "head rule")],
        ),
    ]
