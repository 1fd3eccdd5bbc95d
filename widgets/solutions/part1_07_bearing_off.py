"""Answer key of 1.7 Bearing off
(``lessons/part1-long-nardy/07-bearing-off.ipynb``): its exercises, each
with the expected answer, hints, explanations of typical wrong answers and
the worked solution. The lesson loads them with ``lesson("part1/07")``; a
learner sees an answer only by asking for it (``ex.q1.solution()``).
"""

from __future__ import annotations

from ..exercises import ChoiceExercise, PlayExercise, ValueExercise
from ..fixtures import ROLLS_36
from .common import LONG, pos

TITLE = "1.7 Bearing off"


HOME_TEAM = {14: 3, 13: 12}
"""Black, bearing off too (its home is White's 13-18)."""


SIX_THREE = pos({6: 2, 5: 2, 4: 3, 3: 2, 2: 2, 1: 1}, HOME_TEAM, off=(3, 0))
"""Seed 003's 6-3 example: checkers on every point of the home."""


IN_AND_OFF = pos({6: 1, 3: 1, 1: 1}, HOME_TEAM, off=(12, 0))
"""Three checkers left, on 6, 3 and 1; the roll 4-2 matches none of them."""


LAST_TWO = pos({5: 1, 2: 1}, HOME_TEAM, off=(13, 0))
"""Two checkers left, on 5 and 2."""


STRAGGLER = pos({8: 1, 6: 2, 5: 3, 4: 3, 3: 2, 2: 2, 1: 2}, HOME_TEAM)
"""Fourteen checkers home, one still on 8."""


def _off_count(play, before):
    return play.result.off[0] - before.off[0]


def _bears_two(play):
    n = _off_count(play, SIX_THREE)
    if n == 2:
        return None
    return (f"it bears off {n} checker{'s' * (n != 1)}; with 6-3 here two can come off: "
            f"look for a checker on the 6-point and one on the 3-point.")


def _bears_one(play):
    if _off_count(play, IN_AND_OFF):
        return None
    return ("it bears off none. No checker stands on 4 or 2, but one checker may move inside "
            "with one die and go off with the other.")


def exercises():
    both_off = sum(1 for r in ROLLS_36
                   if any(p.result.off[0] == 15 for p in LONG.legal_plays(LAST_TWO, r)))
    straggler_best = max(_off_count(p, STRAGGLER) for p in LONG.legal_plays(STRAGGLER, (6, 2)))
    return [
        ValueExercise(
            "q1", "One checker still out", straggler_best, position=STRAGGLER, dice=(6, 2),
            why={0: "the last checker comes home with one die (8/2 or 8/6); from then on all fifteen "
                    "are home, and the other die may bear off in the same turn.",
                 2: "one die is needed to bring the checker on 8 home; only the other can bear off."},
            hints=["Bearing off starts once all fifteen are home — but that may happen in the middle "
                   "of a turn.",
                   "Try `rules.legal_plays(ex.q1.position, (6, 2))` and look at `play.result.off`."],
            success="One: 8/2 with the 6 brings the last checker home, then 2/off with the 2 "
                    "(or 8/6, then 6/off).",
            solution="The 6-point cannot be borne off at once (a checker is still on 8), but 8/2 "
                     "brings it home and then the 2 bears a checker off: the engine's play 8/off. "
                     "So one checker.",
            solution_code='rules = nardy.variant("long")\n'
                          "ex.q1.check(max(p.result.off[0] for p in rules.legal_plays(ex.q1.position, (6, 2))))",
            typical_wrong=[(0, "in the same turn"), (2, "only the other")],
        ),
        PlayExercise(
            "q2", "Seed 003's 6-3", SIX_THREE, (6, 3), test=_bears_two,
            hints=["A die bears off a checker from the point of its own number.",
                   "You have checkers on 6 and on 3."],
            success="The 6 takes a checker off the 6-point, the 3 one off the 3-point — seed 003's "
                    "own example. (The 3 could also move a checker inside: 6/3, 5/2 or 4/1.)",
            solution="6/off 3/off. Seed 003, 3.12: \"with 6-3 the player may take one checker off the "
                     "6th point and one off the 3rd (the three may also be played from the 6th, 5th "
                     "or 4th point)\" — those inside moves are legal, but bear off only one.",
            solution_code='ex.q2.check("6/off 3/off")',
            typical_wrong=[("6/off 5/2", "bears off 1"), ("6/off 4/1", "bears off 1"),
                           ("5/off 3/off", "highest point")],
        ),
        PlayExercise(
            "q3", "In with one die, off with the other", IN_AND_OFF, (4, 2), test=_bears_one,
            hints=["Neither 4 nor 2 bears off directly: no checker on 4 or 2, and the 6 is higher.",
                   "Move the checker on 6 with one die. Where does it land? Can the other die take "
                   "it off from there?"],
            success="6/2 with the 4 and 2/off with the 2 (or 6/4 and 4/off): one checker moves "
                    "inside and then off, in the same turn.",
            solution="A larger die bears off only from the highest point, and the 6-point is higher "
                     "than both dice, so nothing comes off directly. But the checker on 6 can move "
                     "6/2 with the 4 and then leave from 2 with the 2 (or 6/4, then 4/off): the "
                     "engine writes the play 6/off.",
            solution_code='ex.q3.check("6/2/off")',
            typical_wrong=[("6/2 3/1", "bears off none"), ("3/off 1/off", "highest point")],
        ),
        ValueExercise(
            "q4", "Both last checkers off", both_off, position=LAST_TWO,
            why={12: "12 counts each roll once (6-5 and 5-6 as one). Out of 36 throws a roll of two "
                     "different numbers comes up two ways.",
                 14: "14 leaves out the doubles: 2-2, 3-3, 4-4, 5-5 and 6-6 all clear both checkers.",
                 16: "small doubles count too: 2-2 (5/3/1/off... try it) and 3-3, 4-4 bear off both.",
                 17: "check the small doubles one by one: 2-2, 3-3 and 4-4 all clear both checkers."},
            hints=["Loop over all 36 throws `[(a, b) for a in range(1, 7) for b in range(1, 7)]`.",
                   "A throw counts when one of `rules.legal_plays(ex.q4.position, roll)` ends with "
                   "all fifteen off: `play.result.off[0] == 15`."],
            success="19 of the 36 throws bear off both: 5-2 to 6-5 (14 throws) and every double "
                    "from 2-2 up (5).",
            solution="The checker on 5 needs a 5 or a 6 — or a double that walks it home (2-2: "
                     "5/3/1 and off; 3-3; 4-4). Non-doubles: 5-2, 5-3, 5-4, 6-2, 6-3, 6-4, 6-5, each "
                     "two ways = 14; doubles 2-2 to 6-6 = 5. Total 19.",
            solution_code='rules = nardy.variant("long")\n'
                          "throws = [(a, b) for a in range(1, 7) for b in range(1, 7)]\n"
                          "count = sum(1 for r in throws if any(\n"
                          "    p.result.off[0] == 15 for p in rules.legal_plays(ex.q4.position, r)))\n"
                          "ex.q4.check(count)",
            typical_wrong=[(12, "two ways"), (14, "doubles")],
        ),
        ChoiceExercise(
            "quiz1", "The last one home",
            "Fourteen checkers are home, one is on your 7-point. You roll 6-1. Can a checker be "
            "borne off this turn?",
            {"a": "no: not all were home when the turn began",
             "b": "yes: once 7/6 or 7/1 brings the last one home, the other die may bear off",
             "c": "yes: the 6 takes a checker off the 6-point straight away"},
            "b",
            why={"a": "what counts is the moment of the step: after 7/1 (or 7/6) all fifteen are home.",
                 "b": "7/1 then 1/off, or 7/6 then 6/off.",
                 "c": "not straight away: while a checker is on 7, nothing may be borne off."},
            solution="b) Yes: the checker comes home with one die and the other bears off.",
            typical_wrong=[("a", "moment"), ("c", "not straight away")],
        ),
        ChoiceExercise(
            "quiz2", "Seed 003's 6-5",
            "Your highest checker is on your 4-point and you roll 6-5. What happens?",
            {"a": "nothing: no checker on 6 or 5, so both dice are lost",
             "b": "you must move checkers inside the home",
             "c": "two checkers come off the 4-point"},
            "c",
            why={"a": "a larger die bears off from the highest occupied point (seed 003, 3.12).",
                 "c": "Seed 003's own example: from the 4th point, else the 3rd, and so on.",
                 "b": "no checker can move 6 or 5 inside a home whose highest checker is on 4."},
            solution="c) Two off the 4-point (seed 003, 3.12).",
            typical_wrong=[("a", "highest"), ("b", "inside")],
        ),
        ChoiceExercise(
            "quiz3", "Inside instead",
            "While bearing off, may you move a checker inside your home instead of bearing one off?",
            {"a": "yes, it is your choice (when the whole roll is still played)",
             "b": "no: whenever a checker can come off, it must"},
            "a",
            why={"a": "Seed 003, 3.12: \"he may play a checker in the home or bear it off\".",
                 "b": "seed 003, 3.12 leaves the choice to the player."},
            solution="a) Yes (seed 003, 3.12).",
            typical_wrong=[("b", "choice")],
        ),
    ]
