"""Answer key of part 4 (strategy): every exercise with its expected answer,
hints, explanations of typical wrong answers and the worked solution.

The lessons load their exercises with
``nardy.widgets.exercises.lesson("part4/01")``, which finds this key by
itself, and a learner sees an answer only by asking ``ex.q1.solution()``.
Like :mod:`nardy.widgets.solutions_part1_later`, this key builds its
exercises with the toolkit (:mod:`nardy.widgets.exercises`) and the
position-aware exercises of :mod:`nardy.widgets.exercises_long`; it also
holds the lessons' positions (:data:`POSITIONS`) and the small helpers the
lessons call (:func:`keeping_throws`, :func:`race_chance`), so a lesson and
its checks use the very same boards.

Positions are written from the side to move with :func:`pos`:
``pos({24: 5, 18: 1}, {12: 13, 22: 2})`` puts the mover's checkers on its
24 and 18 and the opponent's on the mover's 12 and 22 (the engine's
mover-relative numbering, lesson 1.1).  Every expected answer is computed
here with the engine and the analyser (``nardy.analysis``,
``nardy.bearoff``), never typed in by hand; ``tests/test_strategy.py``
and the lessons' stored outputs check them again.
"""

from __future__ import annotations


from nardy import Position, variant
from nardy.analysis import deficit, fences, per_number

from .exercises import ChoiceExercise, PlayExercise, ValueExercise
from .exercises_long import position

LONG = variant("long")
ROLLS_36 = [(a, b) for a in range(1, 7) for b in range(1, 7)]
"""All 36 throws (6-5 and 5-6 are two throws)."""


pos = position
"""``pos(mine, theirs, off=(0, 0))``: a long-nardy position from the side to
move (:func:`nardy.widgets.exercises_long.position`)."""


# -- 4.1 The movement deficit ---------------------------------------------------------------

START = LONG.start()

SQUEEZE = pos({24: 5, 23: 1, 21: 1, 20: 1, 19: 1, 18: 1, 11: 1, 10: 1, 9: 1, 8: 1, 7: 1}, {12: 13, 22: 2})
"""White has two fences in front of Black: 11-7 before Black's head (White's
12) and 21-18 before Black's two checkers on White's 22.  Black cannot play
a 1, 2, 3 or 4 at all."""


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


def _grows(position, roll):
    best, top, value = _best_inflicting(position, roll)

    def test(play):
        if play in best:
            return None
        after = value[play]
        return (f"it leaves Black a deficit of {after:.2f} pips a turn; one play leaves {top:.2f}. "
                f"Look for a play that closes the points Black's 5s and 6s need.")
    return test


def part4_01():
    lost66 = _six_six_lost()
    black = per_number(LONG, SQUEEZE, "opponent")
    blocked = black.blocked
    full = deficit(LONG, SQUEEZE, "opponent").full_rolls
    best, top, _ = _best_inflicting(SQUEEZE, (6, 5))
    best_text = str(best[0])
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
        PlayExercise(
            "q4", "Make Black's deficit grow", SQUEEZE, (6, 5), test=_grows(SQUEEZE, (6, 5)),
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
        ChoiceExercise(
            "quiz1", "What the deficit measures",
            "A side's movement deficit is ...",
            {"a": "the pips it is behind in the race",
             "b": "the pips of its throws it cannot play, on average over the 36 throws",
             "c": "the number of its checkers that cannot move"},
            "b",
            why={"a": "that is the pip count difference; the deficit is about pips rolled but not "
                      "played.",
                 "c": "a checker that cannot move costs nothing as long as other checkers can play "
                      "the dice."},
            solution="b) Pips rolled minus pips played, averaged over the 36 throws "
                     "(`deficit(...).expected_lost`).",
            typical_wrong=[("a", "pip count"), ("c", "other checkers")],
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
            solution="a) Every point Black's remaining numbers need, once closed, turns more of its "
                     "throws into lost pips.",
            typical_wrong=[("b", "gives up"), ("c", "head rule")],
        ),
    ]


# -- 4.2 Fences ---------------------------------------------------------------------------------

BUILD = pos({24: 6, 16: 2, 14: 1, 13: 1, 10: 1, 9: 1, 8: 1, 7: 2}, {12: 10, 3: 2, 20: 1, 17: 1, 1: 1})
"""White holds 10-7 in front of Black's head; spares on 16, 14 and 13.
Five Black checkers (on White's 3, 1, 20 and 17) are already past the fence."""

FIVE = LONG.parse_play(BUILD, (3, 2), "14/11 13/11").result
"""BUILD after 14/11 13/11: the five-point fence 11-7."""

LOCKED = pos({24: 6, 16: 2, 14: 1, 13: 1, 10: 1, 9: 1, 8: 1, 7: 2}, {12: 15})
"""BUILD's White, with all fifteen Black checkers still on their head."""

TIMING = pos({11: 1, 10: 1, 9: 1, 8: 1, 7: 1, 3: 4, 2: 3, 1: 3}, {12: 9, 22: 3, 20: 3})
"""White's five-point fence 11-7 and no spare checker outside home."""

TIMING_SPARE = pos({14: 1, 11: 1, 10: 1, 9: 1, 8: 1, 7: 1, 3: 3, 2: 3, 1: 3}, {12: 9, 22: 3, 20: 3})
"""TIMING with one checker moved back from the 3-point to 14: a spare."""


def _fence_length(position, first=11) -> int:
    """Length of the run of the mover's points from ``first`` downwards."""
    n = 0
    q = first
    while q >= 1 and position.points[q - 1] > 0:
        n += 1
        q -= 1
    return n


def keeps_fence(play, points=(11, 10, 9, 8, 7)) -> bool:
    """Whether every point of the fence is still held after ``play``."""
    return all(play.result.points[q - 1] > 0 for q in points)


def keeping_throws(position, points=(11, 10, 9, 8, 7)) -> int:
    """Of the 36 throws, how many can be played keeping the whole fence."""
    return sum(1 for t in ROLLS_36 if any(keeps_fence(p, points) for p in LONG.legal_plays(position, t)))


def _five(play):
    longest = max((f.length for f in fences(LONG, play.result) if 12 in dict(f.behind)), default=0)
    if longest >= 5:
        return None
    if longest == 4:
        return ("the fence in front of Black's head is still four points long: close 11 too. Which of "
                "your checkers are 3 and 2 pips away from it?")
    return "it breaks the fence 10-7: keep it and add a point next to it."


def _six(play):
    if _fence_length(play.result) >= 6:
        return None
    return ("it makes no six in a row. Which two points would make 11 to 6 all White's, and which of "
            "your checkers can reach them with a 3 and a 1?")


def part4_02():
    escapes = fences(LONG, FIVE)[0].escapes
    keep = keeping_throws(TIMING)
    keep_spare = keeping_throws(TIMING_SPARE)
    return [
        PlayExercise(
            "q1", "Five in a row", BUILD, (3, 2), test=_five,
            hints=["White holds 10, 9, 8 and 7. A fifth point next to them makes five in a row: 11 "
                   "(the 6-point would need a checker from 7 or further back).",
                   "Which of your checkers are 3 and 2 pips away from 11?"],
            success="Five in a row in front of Black's head: only a 6 jumps it now.",
            solution="14/11 13/11 (or 16/11, or 24/22 14/11, ...): any play that puts a checker on 11 "
                     "and keeps 10-7 makes the five-point fence 11-7.",
            solution_code='ex.q1.check("14/11 13/11")',
            typical_wrong=[("16/14 16/13", "four points long"), ("24/21 24/22", "head"),
                           ("24/22 24/21", "head")],
        ),
        ValueExercise(
            "q2", "Escape numbers", escapes, position=FIVE,
            why={36: "not every throw: a checker on Black's head needs to jump all five points.",
                 6: "6-1, 6-2, ... come up two ways each: 1-6 and 6-1 are two of the 36 throws.",
                 1: "not only 6-6: every throw with a 6 in it."},
            hints=["From Black's head (White's 12) a die lands on 12 minus the die. Which die lands "
                   "past 11-7?",
                   "`fences(rules, ex.q2.position)` gives each fence's `escapes`."],
            success=f"{escapes} of 36: every throw with a 6, and only those.",
            solution="Only a 6 takes a checker from White's 12 past 11-7 (to White's 6). Throws with at "
                     "least one 6: 6-6 once and 6-1 .. 6-5 twice each: 1 + 10 = 11.",
            solution_code="ex.q2.check(fences(rules, ex.q2.position)[0].escapes)",
            typical_wrong=[(6, "two ways"), (1, "not only")],
        ),
        PlayExercise(
            "q3", "Lock them in", BUILD, (3, 1), test=_six,
            hints=["Six in a row from 11 down to 6. You hold 10-7; you need 11 and 6.",
                   "A 3 reaches 11 from 14; a 1 reaches 6 from 7 (you have two checkers there)."],
            success="Six in a row: Black's ten head checkers cannot get past until the fence breaks. "
                    "Allowed, because five Black checkers are already past it.",
            solution="14/11 7/6: 11-6 are all White's. The rule (lesson 1.5) allows it because Black has "
                     "checkers past the fence, on White's 3, 1, 20 and 17.",
            solution_code='ex.q3.check("14/11 7/6")',
            typical_wrong=[("14/11 24/23", "no six"), ("24/21 7/6", "no six")],
        ),
        ValueExercise(
            "q4", "Throws that keep the fence", keep, position=TIMING,
            why={36: "your only spare checkers are deep in your home: a 3, 4, 5 or 6 must be played by "
                     "a fence checker.",
                 keep_spare: "that is the count with a spare on 14 (the cell above); here there is "
                             "no spare.",
                 keep - 1: "count 2-1 and 1-2 as two throws.",
                 1: "not only 1-1: 2-2 and 2-1 keep the fence too (2-1 comes up two ways)."},
            hints=["Bearing off is not allowed yet (five checkers are outside home), so checkers on "
                   "3, 2 and 1 can only move inside the home: small numbers.",
                   "Loop over the 36 throws and check whether some legal play keeps 11, 10, 9, 8 and 7: "
                   "`keeping_throws(ex.q4.position)` does exactly that."],
            success=f"Only {keep}: 1-1, 2-2 and 2-1 both ways. Any 3, 4, 5 or 6 breaks the fence.",
            solution="From the 3-point a 3 or more would bear off, which is not allowed while checkers "
                     "are outside home; so the home checkers play only 1s and 2s. Every throw holding "
                     "a 3 or more must move a fence checker.",
            solution_code="ex.q4.check(keeping_throws(ex.q4.position))",
            typical_wrong=[(36, "spare"), (keep - 1, "two throws"), (1, "not only")],
        ),
        ChoiceExercise(
            "quiz1", "A fence of six",
            "All fifteen Black checkers stand behind White's five-point fence 11-7. May White add the "
            "6-point?",
            {"a": "yes, any time",
             "b": "no: six in a row are allowed only with a Black checker past them",
             "c": "only with a double"},
            "b",
            why={"a": "lesson 1.5: a six-point block needs at least one opponent checker past it.",
                 "c": "the dice do not matter; the position after the play does."},
            solution="b) Seeds 003 and 000: a fence of six only with an opponent checker in front of "
                     "it; all fifteen may never be locked in.",
            typical_wrong=[("a", "past"), ("c", "dice")],
        ),
        ChoiceExercise(
            "quiz2", "Keeping a fence",
            "What keeps a fence standing longest?",
            {"a": "spare checkers behind it or beside it, to play the numbers the fence cannot",
             "b": "as many checkers as possible already home",
             "c": "a tall stack on one point of the fence"},
            "a",
            why={"b": "checkers home can only play small numbers inside it: the big ones break the "
                      "fence.",
                 "c": "a stack is a spare too, but one on the fence itself moves off it to wherever "
                      "the dice say; spares further back have more choice."},
            solution="a) Every roll must be played. Spare checkers with room to move play the numbers "
                     "that the fence's own checkers would otherwise have to.",
            typical_wrong=[("b", "small numbers"), ("c", "spare")],
        ),
    ]


# -- 4.3 Bearing-off strategy ---------------------------------------------------------------------

def home(counts, theirs=None, off_theirs=0) -> Position:
    """White bearing off: ``counts`` its checkers on 1..6 (the 1-point
    first), the rest already off; Black (by default) in a race, its
    checkers in its own home (White's 13-18)."""
    mine = {i + 1: n for i, n in enumerate(counts) if n}
    if theirs is None:
        theirs = {13: 3, 14: 3, 15: 2, 16: 2, 17: 1}
    return pos(mine, theirs, off=(15 - sum(counts), 15 - sum(theirs.values())))


THREE = home((0, 1, 0, 1, 0, 1))
"""Three checkers left, on 6, 4 and 2."""

LOWEST = home((1, 0, 0, 3, 0, 1))
"""5-4 to play: 6/1 4/off leaves the fewest pips, 6/2 4/off the fewest rolls."""

GAP = home((0, 2, 0, 0, 3, 1))
"""6-3 to play: 6/off 5/2 bears off from the top, 6/3 5/off fills the gap."""

RACE_HOME = pos({6: 3, 5: 3, 4: 3, 3: 2, 2: 2, 1: 2}, {18: 3, 17: 3, 16: 3, 15: 2, 14: 2, 13: 2})
"""Both sides with every checker home: a pure bear-off race."""

SPREAD = (1, 1, 2, 2, 1, 1)
STACKED = (4, 0, 0, 0, 0, 4)
"""Two homes of eight checkers and 28 pips each."""

def db():
    """The full bear-off table: ``BearoffDB.load()``, which builds it once
    and shares it within the process (the strong bot reads the same one)."""
    from nardy.bearoff import BearoffDB
    return BearoffDB.load()


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


def part4_03():
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
            solution="a) The table is a game of solitaire: it knows only your own checkers. While an "
                     "opponent checker can still stand on one of your home points, it is a guide, "
                     "not the truth.",
            typical_wrong=[("b", "closes a point"), ("c", "home")],
        ),
    ]


# -- 4.4 Racing ---------------------------------------------------------------------------------

RACE_A = pos({12: 1, 9: 2, 6: 4, 5: 3, 3: 3, 2: 2}, {13: 4, 15: 3, 18: 3, 20: 2, 23: 3})
"""A race: every White checker on 1-12, every Black one on White's 13-24."""

RACE_B = pos({14: 1, 9: 2, 6: 4, 5: 3, 3: 3, 2: 2}, {13: 4, 15: 3, 18: 3, 20: 2, 23: 3})
"""White's straggler on 14 has Black's checker on 13 still ahead of it."""

RACE_C = pos({12: 1, 9: 2, 6: 4, 5: 3, 3: 2, 2: 2}, {4: 1, 13: 4, 15: 3, 18: 3, 20: 2, 23: 2})
"""A Black checker on White's 4 still has to pass White's home."""

CLOSE = ((0, 2, 2, 2, 2, 2), (2, 2, 2, 2, 2, 2))
"""White's home (40 pips) and Black's (42 pips), both to bear off, White to roll."""

MARS = pos({9: 1, 6: 4, 5: 4, 4: 3, 3: 3}, {13: 1}, off=(0, 14))
"""White has borne off nothing; Black's last checker is on its own 1-point."""


def race_chance(mine, theirs) -> float:
    """The chance that the side to roll wins a pure bear-off race, its home
    ``mine`` against ``theirs`` (six counts each, the 1-point first): it
    wins when it needs no more rolls than the other (it rolls first)."""
    table = db()
    a, b = table.distribution(mine), table.distribution(theirs)
    return sum(p * sum(b[n:]) for n, p in enumerate(a))


def _saves_mars(play):
    if play.result.off[0] > 0:
        return None
    return ("Black bears its last checker off next turn whatever it rolls, and then you are marsed: "
            "2 points instead of 1. Get one checker off now.")


def part4_04():
    pct = round(100 * race_chance(*CLOSE))
    return [
        ChoiceExercise(
            "q1", "Is it a race?",
            "Which of the three positions above is a race (no contact left)?",
            {"a": "the first", "b": "the second", "c": "the third"},
            "a",
            why={"b": "White's checker on 14 still has to pass White's 13, where a Black checker stands "
                      "(and that checker could still be blocked by it).",
                 "c": "Black's checker on White's 4 still has to travel through White's home and "
                      "round: contact."},
            solution="a) Every White checker is on 1-12 and every Black checker on White's 13-24, "
                     "Black's own 1-12: their paths no longer meet (`is_race`).",
            typical_wrong=[("b", "14"), ("c", "White's 4")],
        ),
        ValueExercise(
            "q2", "A close race", pct, position=home(CLOSE[0], {12 + i + 1: n for i, n in enumerate(CLOSE[1]) if n}),
            accept=[pct - 1, pct + 1],
            explain=lambda a: ("give the chance in percent, rounded to a whole number: 0.8 would be 80."
                               if isinstance(a, (int, float)) and not isinstance(a, bool) and 0 < a < 1
                               else None),
            why={50: "the roller has an edge: with equal homes it wins two games in three.",
                 round(100 - 100 * race_chance(*CLOSE)): "that is Black's chance; the question asks for "
                                                         "White's, the side to roll."},
            hints=["White rolls first: it wins if it needs no more rolls than Black.",
                   "`race_chance(white_home, black_home)` adds up, over the number of rolls `n` White "
                   "needs, P(White needs n) x P(Black needs n or more)."],
            success="About four games in five: two pips ahead, and on roll.",
            solution="With both homes' distributions from the table, sum P(White needs n) x P(Black "
                     "needs at least n) over n.",
            solution_code="ex.q2.check(round(100 * race_chance((0, 2, 2, 2, 2, 2), (2, 2, 2, 2, 2, 2))))",
            typical_wrong=[(50, "edge"), (100 - pct, "Black's chance"), (0.78, "percent")],
        ),
        PlayExercise(
            "q3", "Save the mars", MARS, (5, 3), test=_saves_mars,
            hints=["You cannot win this race: Black needs one roll. What is left to play for?",
                   "A loser who has borne off at least one checker loses 1 point (oin), not 2 (mars). "
                   "Which plays take a checker off this turn?"],
            success="One checker off: the game is lost, but only 1 point, not 2.",
            solution="9/4 3/off (or 9/6 5/off): the straggler comes home with one die and the other "
                     "bears a checker off. 9/1 looks tidy but leaves nothing off, and Black finishes "
                     "next turn: mars.",
            solution_code='ex.q3.check("9/4 3/off")',
            typical_wrong=[("9/1", "mars"), ("6/1 5/2", "mars")],
        ),
        ChoiceExercise(
            "quiz1", "When the race decides",
            "In long nardy, the pure race usually starts ...",
            {"a": "near the very end: contact lasts most of the game, and the race is won or lost "
                  "before it starts",
             "b": "after a few turns, once the checkers have left the heads",
             "c": "when the first checker is borne off"},
            "a",
            why={"b": "the two armies pass through each other's path for most of the game: the last "
                      "checkers leave contact only near the end.",
                 "c": "a side can bear off while the other's stragglers still pass through its home: "
                      "contact."},
            solution="a) Every checker has to pass the other side's whole army, so contact lasts until "
                     "the last quarter of the game; the pips (and pips wasted) built up before then "
                     "decide most races.",
            typical_wrong=[("b", "armies"), ("c", "stragglers")],
        ),
        ChoiceExercise(
            "quiz2", "Ahead or behind",
            "You are well behind in the race and contact is about to end. What do you play for?",
            {"a": "keep a point in front of the opponent's stragglers as long as you can, and make "
                  "sure of one checker off",
             "b": "race as fast as you can, the dice may turn",
             "c": "nothing: a race cannot be turned round"},
            "a",
            why={"b": "a race decided by the dice alone favours the side ahead; a block can still cost "
                      "it pips.",
                 "c": "a deficit inflicted before contact ends can turn it, and the mars is still worth "
                      "saving."},
            solution="a) Behind, you want contact (a chance to make the opponent lose pips) and, at "
                     "the end, one checker off (oin, not mars). Ahead, you want the race: break "
                     "contact and run.",
            typical_wrong=[("b", "favours"), ("c", "deficit")],
        ),
    ]


LESSONS = {
    "part4/01": ("4.1 The movement deficit", part4_01),
    "part4/02": ("4.2 Fences", part4_02),
    "part4/03": ("4.3 Bearing-off strategy", part4_03),
    "part4/04": ("4.4 Racing", part4_04),
}
"""Lesson id -> (title, function building its exercises)."""

POSITIONS = {"start": START, "squeeze": SQUEEZE, "build": BUILD, "five": FIVE, "locked": LOCKED,
             "timing": TIMING, "timing_spare": TIMING_SPARE, "three": THREE, "lowest": LOWEST, "gap": GAP,
             "race_home": RACE_HOME, "race_a": RACE_A, "race_b": RACE_B, "race_c": RACE_C, "mars": MARS}
"""The lessons' positions by name."""
