"""Answer key of 4.3 Bearing-off strategy
(``lessons/part4-strategy/03-bearing-off-strategy.ipynb``): its exercises,
each with the expected answer, hints, explanations of typical wrong answers
and the worked solution. The lesson loads them with ``lesson("part4/03")``;
a learner sees an answer only by asking for it (``ex.q1.solution()``).
"""

from __future__ import annotations

from ..exercises import ChoiceExercise, PlayExercise, ValueExercise
from ..fixtures import GAP, LOWEST, THREE
from .common import LONG, db

TITLE = "4.3 Bearing-off strategy"


SPREAD = (1, 1, 2, 2, 1, 1)


STACKED = (4, 0, 0, 0, 0, 4)
"""Two homes of eight checkers and 28 pips each."""


def best_bearoff_plays(position, roll) -> list:
    """The legal plays of ``roll`` that leave the fewest expected rolls."""
    from nardy.bearoff import home_counts
    table = db()
    plays = LONG.legal_plays(position, roll)
    values = [table.expected_rolls(home_counts(p.result)) for p in plays]
    top = min(values)
    return [p for p, v in zip(plays, values) if v <= top + 1e-12]


def _bearoff_test(position, roll, why_text):
    from nardy.bearoff import home_counts
    table = db()
    best = best_bearoff_plays(position, roll)
    top = table.expected_rolls(home_counts(best[0].result))

    def test(play):
        if play in best:
            return None
        v = table.expected_rolls(home_counts(play.result))
        return (f"it leaves {v:.3f} rolls on average; the best play leaves {top:.3f}. {why_text}")
    return test


def exercises():
    table = db()
    one_roll = round(36 * table.distribution(THREE)[1])
    best_lowest = str(best_bearoff_plays(LOWEST, (5, 4))[0])
    best_gap = str(best_bearoff_plays(GAP, (6, 3))[0])
    extra = table.expected_rolls(STACKED) - table.expected_rolls(SPREAD)
    return [
        ValueExercise(
            "q1", "All three in one roll", one_roll, position=THREE,
            why={4: "6-6, 5-5 and 4-4 do it, but 3-3 does not: the checker on 6 needs two of the 3s "
                    "(6/3/off), the one on 4 the other two (4/1/off), and the checker on 2 is left.",
                 2: "6-6 and 5-5, yes, and 4-4 too: 6/2/off, 4/off, 2/off.",
                 1: "not only 6-6: 5-5 (6/1/off, 4/off, 2/off) and 4-4 clear the board too.",
                 0: "a double gives four moves: 6-6 takes all three off."},
            hints=["Two dice bear off at most two checkers, so only doubles can do it.",
                   "`db.distribution(ex.q1.position)[1]` is the chance of exactly one roll; times 36 "
                   "is the number of throws."],
            success=f"{one_roll} of 36: 6-6, 5-5 and 4-4. Anything smaller leaves a checker.",
            solution="Only a double can move three checkers. 6-6, 5-5 and 4-4 do it (4-4: 6/2/off, "
                     "4/off, 2/off); 3-3 cannot (the 6-point checker alone needs two of the 3s). The "
                     "table says P(one roll) = 3/36.",
            solution_code="ex.q1.check(round(36 * db.distribution(ex.q1.position)[1]))",
            typical_wrong=[(4, "3-3"), (1, "not only")],
        ),
        PlayExercise(
            "q2", "Not the fewest pips", LOWEST, (5, 4),
            test=_bearoff_test(LOWEST, (5, 4),
                               "Fewest pips is not fewest rolls: a checker on the 1-point wastes most of "
                               "any die that bears it off."),
            hints=["One die bears a checker off the 4-point; the other moves the checker on 6 (no die "
                   "bears off from 6 here). The 5 takes it to the 1-point (6/1 4/off), or the 4 takes it "
                   "to the 2-point and the 5 then bears off from the 4-point (6/2 4/off). Where is it more "
                   "useful?",
                   "Try both with `db.expected_rolls(...)` on the home counts after each play."],
            success="Right: a second checker on the 1-point would waste a whole die later.",
            solution=f"{best_lowest}: the 2-point checker comes off with a 2 or more, and the home "
                     f"stays spread (checkers on 1, 2, 4 and 4); 6/1 piles a second checker on the 1-point, where any "
                     f"die is mostly wasted.",
            solution_code=f'ex.q2.check("{best_lowest}")',
            typical_wrong=[("6/1 4/off", "Fewest pips"), ("4/off(2)", "highest point")],
        ),
        PlayExercise(
            "q3", "Fill the gap", GAP, (6, 3),
            test=_bearoff_test(GAP, (6, 3),
                               "Bearing off from the top is not always best: a gap in the middle of "
                               "your home wastes numbers."),
            hints=["Two plays bear a checker off: 6/off 5/2 and 6/3 5/off. Compare what they leave.",
                   "After 6/off 5/2: checkers on 5, 5, 2, 2, 2. After 6/3 5/off: 5, 5, 3, 2, 2. Which "
                   "has no gap where a 3 or a 4 is wasted?"],
            success="Right: 6/3 fills the 3-point, so a 3 bears off later instead of being wasted.",
            solution=f"{best_gap}: the same number of checkers off, but the home 5, 5, 3, 2, 2 uses "
                     f"3s and 4s better than 5, 5, 2, 2, 2.",
            solution_code=f'ex.q3.check("{best_gap}")',
            typical_wrong=[("6/off 5/2", "top"), ("5/off 5/2", "highest point")],
        ),
        ChoiceExercise(
            "quiz1", "Same pips, different homes",
            "Two homes of eight checkers and 28 pips each: A has them spread over all six points "
            "(1, 1, 2, 2, 1, 1 from the 1-point up), B has four on the 6-point and four on the "
            "1-point. Which bears off faster on average?",
            {"a": "A, the spread one", "b": "B, the stacked one", "c": "the same: the pips are equal"},
            "a",
            why={"a": f"B needs {extra:.2f} more rolls on average: its four checkers on the 1-point "
                      f"waste most of the dice that take them off, and its 6-point needs big numbers.",
                 "b": "B wastes pips: a checker on the 1-point uses only 1 pip of the die that bears "
                      "it off.",
                 "c": "pips alone do not decide a bear-off: the dice are wasted on low checkers and "
                      "gaps (that is what the effective pip count measures)."},
            solution=f"a) {extra:.2f} rolls faster: the effective pip counts are "
                     f"{table.epc(SPREAD):.1f} and {table.epc(STACKED):.1f}.",
            typical_wrong=[("b", "wastes"), ("c", "pips alone")],
        ),
        ChoiceExercise(
            "quiz2", "When the table is exact",
            "In long nardy the bear-off table gives the best play exactly when ...",
            {"a": "all your checkers are home and no contact is left",
             "b": "all your checkers are home, whatever the opponent's checkers do",
             "c": "you have borne off at least one checker"},
            "a",
            why={"b": "an opponent checker still passing through your home closes a point: some "
                      "moves inside the home are then impossible, which the one-sided table does not "
                      "know.",
                 "c": "the table needs all your checkers home, and nothing of the opponent's in the "
                      "way."},
            success="The table knows only your own checkers: while an opponent checker can still stand in "
                    "your home, it is a guide, not the truth.",
            solution="a) The table is a game of solitaire: it knows only your own checkers. While an "
                     "opponent checker can still stand on one of your home points, it is a guide, "
                     "not the truth.",
            typical_wrong=[("b", "closes a point"), ("c", "home")],
        ),
    ]
