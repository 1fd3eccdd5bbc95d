"""Answer key of 2.5 Khachapuri
(``lessons/part2-variants/05-khachapuri.ipynb``): its exercises, each with
the expected answer, hints, explanations of typical wrong answers and the
worked solution. The lesson loads them with ``lesson("part2/05")``; a
learner sees an answer only by asking for it (``ex.q1.solution()``).
"""

from __future__ import annotations

from nardy import variant

from ..exercises import ChoiceExercise, PlayExercise, ValueExercise

TITLE = "2.5 Khachapuri"


def _two_from_head(play):
    taken = 4 - play.result.points[24 - 1]
    if taken < 2:
        return f"only {taken} checker{'s' * (taken != 1)} left the head: the question asks for two."
    return None


def exercises():
    k = variant("khachapuri")
    start = k.start()
    return [
        ValueExercise(
            "q1", "A shorter race", 360 - k.pips(start)[0], position=start,
            why={162: "162 is Khachapuri's pip count; the question asks how many fewer than classic's.",
                 360: "360 is the classic count; subtract Khachapuri's.",
                 96: "96 is only the four on the head: 4 × 24.",
                 66: "66 is only the eleven on the 6-point: 11 × 6."},
            hints=["A checker on point p needs p pips to bear off; classic starts with 15 × 24 = 360.",
                   "Khachapuri: 4 × 24 + 11 × 6. Or ask the engine: "
                   "`nardy.variant(\"khachapuri\").pips(ex.q1.position)`."],
            success="360 − (4 × 24 + 11 × 6) = 360 − 162 = 198 pips fewer: the race is less than half "
                    "as long.",
            solution="Classic: 15 × 24 = 360 pips each. Khachapuri: 4 × 24 + 11 × 6 = 162. "
                     "The difference is 198.",
            solution_code='ex.q1.check(360 - nardy.variant("khachapuri").pips(ex.q1.position)[0])',
            typical_wrong=[(162, "how many fewer"), (360, "subtract"), (96, "four on the head")],
        ),
        PlayExercise(
            "q2", "Two from the head", start, (2, 1), game="khachapuri", test=_two_from_head,
            hints=["Khachapuri has no head rule: \"as many checkers as you like from the head\".",
                   "One head checker with the 2, another with the 1."],
            success="Two head checkers in one turn: in classic long nardy that is refused.",
            solution="24/23 24/22: each die takes its own checker off the head.",
            solution_code='ex.q2.check("24/23 24/22")',
            typical_wrong=[("24/21", "only 1 checker"), ("6/3", "only 0 checkers")],
        ),
        ValueExercise(
            "q3", "An opening 6-6", max((len(p.steps) for p in k.legal_plays(start, (6, 6))), default=0),
            position=start, dice=(6, 6),
            why={4: "look at 18 and at the 6-point: where would a 6 land?",
                 2: "the classic opening 24/18(2) lands on Black's eleven on your 18."},
            hints=["From the head a 6 lands on 18; from the 6-point a 6 would bear off.",
                   "18 holds Black's eleven; and bearing off needs all fifteen home."],
            success="Not one: 18 is Black's and bearing off is not allowed yet. The four 6s pass "
                    "to Black — whose own 6s are blocked the same way, so they are lost.",
            solution="No 6 can be played: 24/18 lands on Black's eleven, 6/off needs all fifteen "
                     "home. All four pass to Black (Gulbar's rule), who cannot play them either.",
            solution_code='rules = nardy.variant("khachapuri")\n'
                          "plays = rules.legal_plays(ex.q3.position, (6, 6))\n"
                          "ex.q3.check(max((len(play.steps) for play in plays), default=0))",
            typical_wrong=[(4, "where would a 6 land"), (2, "Black's eleven")],
        ),
        ValueExercise(
            "q4", "The stake", 15 - 9, position=start,
            why={9: "9 is what the loser bore off; the winner scores the checkers not borne off.",
                 1: "Khachapuri does not score oin and mars: one point per checker.",
                 2: "Khachapuri does not score oin and mars: one point per checker."},
            hints=["Seed 000: \"they play for a stake on the checkers not thrown off\"."],
            success="15 − 9 = 6 points: the winner scores one for each of the loser's checkers still on the "
                    "board.",
            solution="One point for each of the loser's checkers still on the board: 15 − 9 = 6.",
            solution_code="ex.q4.check(15 - 9)",
            typical_wrong=[(9, "not borne off"), (1, "one point per checker")],
        ),
        ChoiceExercise(
            "quiz1", "A modified Gulbar",
            "Which Gulbar rules does Khachapuri keep?",
            {"a": "a double played in full earns a re-roll",
             "b": "the moves of a double you cannot make pass to the opponent",
             "c": "one checker from the head per turn",
             "d": "a rolled double is followed by every higher double"},
            {"a", "b"},
            why={"c": "Khachapuri drops the head rule: as many as you like.",
                 "d": "that is Gul's progression, not Gulbar's."},
            success="The re-roll and the passed moves are Gulbar's; the start, the head and the "
                    "stake are Khachapuri's own.",
            solution="a) and b): Khachapuri is \"a modified Gulbar\" — a new start, no head rule, "
                     "and a stake per checker.",
            typical_wrong=[("c", "drops the head rule"), ("d", "Gul's progression")],
        ),
    ]
