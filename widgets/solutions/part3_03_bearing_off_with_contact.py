"""Answer key of 3.3 Bearing off with contact
(``lessons/part3-backgammon/03-bearing-off-with-contact.ipynb``): its
exercises, each with the expected answer, hints, explanations of typical
wrong answers and the worked solution. The lesson loads them with
``lesson("part3/03")``; a learner sees an answer only by asking for it
(``ex.q1.solution()``).
"""

from __future__ import annotations

from ..exercises import ChoiceExercise, PlayExercise, ValueExercise
from ..exercises_backgammon import BG, position
from .common import hitting_throws

TITLE = "3.3 Bearing off with contact"


SIX_FIVE = position({6: 2, 5: 2}, {2: 2, 13: 5, 14: 4, 12: 4}, off=(11, 0))
"""Seed 002: two on the 6-point, two on the 5-point, the opponent waiting
on the 2-point; White rolls 6-5."""


FIVE_TWO = position({1: 2, 3: 2, 6: 1}, {2: 2, 13: 5, 14: 4, 12: 4}, off=(10, 0))
"""Seed 002: two on the 1-point, two on the 3-point, one on the 6-point;
White rolls 5-2 (here with Black's anchor on White's 2)."""


FOUR_THREE = position({1: 1, 2: 1, 5: 1, 6: 1}, {13: 5, 14: 5, 12: 5}, off=(11, 0))
"""Seed 002: one checker on each of the 1, 2, 5 and 6 points; 4-3."""


HIT_IN_BEAROFF = position({6: 4, 5: 4, 4: 3, 3: 2, 2: 1}, {24: 3, 23: 3, 22: 2, 21: 2}, bar=(1, 0),
                          off=(0, 5))
"""White was hit while bearing off: one checker on the bar, fourteen home."""


def exercises():
    blots_shots = len(hitting_throws(BG.parse_play(SIX_FIVE, (6, 5), "6/off 5/off").result))
    return [
        PlayExercise(
            "q1", "A safe 6-5", SIX_FIVE, (6, 5), accept=["6/1 6/off"],
            why={"6/off 5/off": "it bears off two checkers and so leaves a blot on 6 and one on 5, in front "
                                "of Black's checkers on your 2-point. There is a safe way."},
            hints=["Black is waiting on your 2-point. Its checkers move up from 2: a blot on 3, 4, 5 or 6 "
                   "can be hit; a blot on 1 cannot.",
                   "Bear one checker off the 6-point with the 6, and play the 5 with the other checker on "
                   "the 6-point."],
            success="One checker off and no shot: the 5-point stays made, and a blot on 1 is behind "
                    "Black's checkers, out of their reach.",
            solution="6/off 6/1 (the engine writes 6/1 6/off): one checker off, the other on the 1-point, "
                     "behind Black's checkers. It is seed 002's own example. 6/off 5/off would leave "
                     "two blots, on 6 and 5, in front of Black's checkers.",
            solution_code='ex.q1.check("6/off 6/1")',
            typical_wrong=[("6/off 5/off", "blot"), ("5/off 6/1", "not legal")],
            game="backgammon",
        ),
        ValueExercise(
            "q2", "Two blots: the shots", blots_shots,
            position=BG.parse_play(SIX_FIVE, (6, 5), "6/off 5/off").result,
            why={20: "20 throws contain a 3 or a 4 (the direct shots), but combinations hit too: 2-1, "
                     "1-1 and 2-2.",
                 11: "that counts one number only: a 3 hits the blot on 5, a 4 the blot on 6.",
                 36: "not every throw hits: 6-6, 5-5, 6-5, ... carry Black's checkers past your blots."},
            hints=["Black's checkers on your 2-point are 3 pips behind your blot on 5 and 4 pips behind "
                   "the one on 6.",
                   "Turn the board round (`rules.swap(ex.q2.position)`) and count the throws with a legal "
                   "play that puts a checker on the bar: `play.result.bar[1]`."],
            success="Two thirds of all throws hit — against none after the safe play.",
            solution="Direct: every throw with a 3 or a 4, 20 of 36. Combinations: 2-1 and 1-2 (3 pips), "
                     "1-1 (3 pips) and 2-2 (4 pips): 4 more. 24 throws.",
            solution_code='rules = nardy.variant("backgammon")\n'
                          "black = rules.swap(ex.q2.position)\n"
                          "throws = [(a, b) for a in range(1, 7) for b in range(1, 7)]\n"
                          "hits = [t for t in throws if any(p.result.bar[1] for p in rules.legal_plays(black, t))]\n"
                          "ex.q2.check(len(hits))",
            typical_wrong=[(20, "combinations"), (11, "one number"), (36, "not every throw")],
            game="backgammon",
        ),
        PlayExercise(
            "q3", "The order of the dice", FIVE_TWO, (5, 2), accept=["6/off"],
            why={"6/1 3/1": "no checker comes off, and it leaves a blot on 3 in front of Black's anchor. "
                            "Play the 2 first."},
            hints=["A 5 cannot bear off from the 3-point while a checker stands on 6. But the dice may "
                   "be played in either order.",
                   "Move 6/4 with the 2: now 4 is your highest point, and the 5 bears that checker off."],
            success="The 2 first (6/4), then the 5 bears the checker off from 4. No blot is left.",
            solution="6/4/off (the engine writes 6/off): the 2 moves the checker from 6 to 4, which is now "
                     "the highest point, so the 5 bears it off. It is seed 002's own example.",
            solution_code='ex.q3.check("6/4/off")',
            typical_wrong=[("6/1 3/1", "blot"), ("3/off 3/1", "not legal"), ("6/1 1/off", "highest point")],
            game="backgammon",
        ),
        ValueExercise(
            "q4", "Back from the bar", 0, position=HIT_IN_BEAROFF, dice=(6, 6),
            why={4: "while a checker is on the bar nothing may be borne off: it must enter first.",
                 1: "all four 6s are needed to bring the checker from the bar to your 1-point, and only "
                    "then is it home.",
                 3: "the first 6 enters (bar/19), but the checker is not home yet: bearing off waits until "
                    "it is."},
            hints=["First the checker on the bar enters: with a 6 on your 19-point. Is it home then?",
                   "Follow it: 19, 13, 7, 1. How many 6s has that taken? `rules.legal_plays(ex.q4.position, "
                   "(6, 6))` lists the plays."],
            success="bar/19/13/7/1 takes all four 6s: the hit checker makes the whole trip again, and "
                    "nothing comes off this turn.",
            solution="The only play is bar/1 (bar/19/13/7/1): all four 6s. Bearing off resumes only once "
                     "every checker is home again (seeds 002 and 000). 0 checkers.",
            solution_code='rules = nardy.variant("backgammon")\n'
                          "play = rules.legal_plays(ex.q4.position, (6, 6))[0]\n"
                          "ex.q4.check(play.result.off[0] - ex.q4.position.off[0])",
            typical_wrong=[(4, "must enter first"), (1, "all four 6s"), (3, "not home yet")],
            game="backgammon",
        ),
        ChoiceExercise(
            "quiz1", "Seed 002's 4-3",
            "Your last four checkers stand on your 1, 2, 5 and 6 points, and you roll 4-3. How many can "
            "you bear off?",
            {"a": "two: the 4 and the 3 take off the checkers on the 2- and 1-points",
             "b": "one, from the 6-point",
             "c": "none: both dice must be played inside, by the checkers on 5 and 6"},
            "c",
            why={"a": "a die larger than the point bears off only from your highest point; 6 and 5 are "
                      "occupied, so a 4 or a 3 cannot take a checker off 2 or 1.",
                 "c": "Seed 002's own example: 6/2 5/2 or 6/3 5/1.",
                 "b": "a checker comes off the 6-point only with a 6 (or with dice that bring it off "
                      "exactly)."},
            solution="c) None: the 4 and the 3 move the checkers on 6 and 5 (seed 002).",
            typical_wrong=[("a", "highest point"), ("b", "only with a 6")],
        ),
        ChoiceExercise(
            "quiz2", "Hit while bearing off",
            "While you bear off, your blot is hit. What happens to your bear-off?",
            {"a": "it goes on: the hit checker re-enters and you keep bearing off the others",
             "b": "it stops until the hit checker has entered and come all the way home",
             "c": "you lose the game at once"},
            "b",
            why={"a": "bearing off needs all fifteen checkers (those not yet off) in your home board.",
                 "b": "Seeds 002 and 000: bring the checker home first, then go on.",
                 "c": "the game goes on; you are only delayed (and may be gammoned)."},
            solution="b) The checker must come round to your home board first; then you go on bearing off.",
            typical_wrong=[("a", "all fifteen"), ("c", "only delayed")],
        ),
    ]
