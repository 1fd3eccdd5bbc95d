"""Answer key of 4.3 Bearing-off strategy
(``lessons/part4-strategy/03-bearing-off-strategy.ipynb``): its exercises,
each with the expected answer, hints, explanations of typical wrong answers
and the worked solution. The lesson loads them with ``lesson("part4/03")``;
a learner sees an answer only by asking for it (``ex.q1.solution()``).
"""

from __future__ import annotations

from ..exercises import ChoiceExercise, ValueExercise
from ..fixtures import CROSS, FILL, GAP, LOWEST, THREE
from .common import LONG, bearoff_play, db, measured_best, rolls_left

TITLE = "4.3 Bearing-off strategy"


SPREAD = (1, 1, 2, 2, 1, 1)


STACKED = (4, 0, 0, 0, 0, 4)
"""Two homes of eight checkers and 28 pips each."""


def best_bearoff_plays(position, roll) -> list:
    """The legal plays of ``roll`` that leave the fewest expected rolls
    (exact: the bear-off table, one roll at a time while checkers are still
    outside, :func:`nardy.widgets.fixtures.race_rolls`): the right answers
    of this lesson's :func:`bearoff_play` exercises."""
    return measured_best(LONG, position, roll, lambda p: -rolls_left(p))


def exercises():
    table = db()
    one_roll = round(36 * table.distribution(THREE)[1])
    best_lowest = str(best_bearoff_plays(LOWEST, (5, 4))[0])
    best_gap = str(best_bearoff_plays(GAP, (6, 3))[0])
    best_fill = str(best_bearoff_plays(FILL, (5, 4))[0])
    best_cross = str(best_bearoff_plays(CROSS, (6, 4))[0])
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
        bearoff_play(
            "q2", "Five checkers, 5-4", LOWEST, (5, 4),
            hints=["One die bears a checker off the 4-point; the other moves the checker on 6 (no die "
                   "bears off from 6 here). The 5 takes it to the 1-point (6/1 4/off), or the 4 takes it "
                   "to the 2-point and the 5 then bears off from the 4-point (6/2 4/off). Where is it more "
                   "useful?",
                   "Try both with `db.expected_rolls(...)` on the home counts after each play."],
            success="Fewest rolls, not fewest pips: a second checker on the 1-point would waste most of a "
                    "die later.",
            solution=f"{best_lowest}: the 2-point checker comes off with a 2 or more, and the home "
                     f"stays spread (checkers on 1, 2, 4 and 4); 6/1 piles a second checker on the 1-point, where any "
                     f"die is mostly wasted.",
            solution_code=f'ex.q2.check("{best_lowest}")',
            typical_wrong=[("6/1 4/off", "more than the best play"), ("4/off(2)", "highest point")],
        ),
        bearoff_play(
            "q3", "Two ways to play 6-3", GAP, (6, 3),
            hints=["Two plays bear a checker off: 6/off 5/2 and 6/3 5/off. Compare what they leave.",
                   "After 6/off 5/2: checkers on 5, 5, 2, 2, 2. After 6/3 5/off: 5, 5, 3, 2, 2. Which "
                   "has no gap where a 3 or a 4 is wasted?"],
            success="Bearing off from the top is not always best: 6/3 fills the 3-point, so a 3 bears a "
                    "checker off later instead of being wasted.",
            solution=f"{best_gap}: the same number of checkers off, but the home 5, 5, 3, 2, 2 uses "
                     f"3s and 4s better than 5, 5, 2, 2, 2.",
            solution_code=f'ex.q3.check("{best_gap}")',
            typical_wrong=[("6/off 5/2", "more than the best play"), ("5/off 5/2", "highest point")],
        ),
        bearoff_play(
            "q4", "Take up the points", FILL, (5, 4),
            hints=["Seed advice, part 1: take up the points of your home. Which of your home points are "
                   "still empty?",
                   "Which checkers are exactly 5 and 4 pips away from those points? Compare with "
                   "`race_rolls(play.result)` for a few plays."],
            success="Both stragglers come home onto the empty points: every number from 1 to 6 now has a "
                    "checker to bear off.",
            solution=f"{best_fill}: the 5 takes the checker on 10 to the empty 5-point, the 4 the one on 8 "
                     f"to the empty 4-point. Both are home, and the home has no gap left, so no 4 or 5 is "
                     f"wasted later. 10/6 8/3 brings them home too, but onto points already held.",
            solution_code=f'ex.q4.check("{best_fill}")',
            typical_wrong=[("10/6 8/3", "more than the best play"), ("10/1", "more than the best play")],
        ),
        bearoff_play(
            "q5", "Bring it in the right way", CROSS, (6, 4),
            hints=["Seed advice, part 2: bring the checkers into the bear-off zone the right way. Your "
                   "last checker on 8 needs 2 or more to come home. Which die should do it?",
                   "Once it is home, the other die may bear a checker off. Which order leaves a checker "
                   "off the board?"],
            success="The straggler comes in with the smaller die, to a high point, and the larger die "
                    "bears a checker off at once.",
            solution=f"{best_cross}: the 4 brings the checker on 8 to the 4-point (empty until now) and "
                     f"every checker is home, so the 6 bears one off the 6-point. 8/2 spends the 6 on "
                     f"bringing it in deep: nothing comes off, and the checker lands on a low point.",
            solution_code=f'ex.q5.check("{best_cross}")',
            typical_wrong=[("8/2 6/2", "more than the best play"), ("8/2 5/1", "more than the best play")],
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
            {"a": "all your checkers are home, whatever the opponent's checkers do",
             "b": "all your checkers are home and no contact is left",
             "c": "you have borne off at least one checker"},
            "b",
            why={"a": "an opponent checker still passing through your home closes a point: some "
                      "moves inside the home are then impossible, which the one-sided table does not "
                      "know.",
                 "c": "the table needs all your checkers home, and nothing of the opponent's in the "
                      "way."},
            success="The table knows only your own checkers: while an opponent checker can still stand in "
                    "your home, it is a guide, not the truth.",
            solution="b) The table is a game of solitaire: it knows only your own checkers. While an "
                     "opponent checker can still stand on one of your home points, it is a guide, "
                     "not the truth.",
            typical_wrong=[("a", "closes a point"), ("c", "home")],
        ),
    ]
