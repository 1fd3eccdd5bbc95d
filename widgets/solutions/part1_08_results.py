"""Answer key of 1.8 Results (``lessons/part1-long-nardy/08-results.ipynb``):
its exercises, each with the expected answer, hints, explanations of typical
wrong answers and the worked solution. The lesson loads them with
``lesson("part1/08")``; a learner sees an answer only by asking for it
(``ex.q1.solution()``).
"""

from __future__ import annotations

from ..exercises import ChoiceExercise, PlayExercise, ValueExercise
from ..fixtures import ROLLS_36
from .common import LONG, pos

TITLE = "1.8 Results"


MARS_END = pos({}, {13: 5, 14: 4, 15: 3, 20: 2, 22: 1}, off=(15, 0))
"""White has just borne off its last checker; Black has none off, and three
of its checkers are not even home yet (on White's 20 and 22, Black's 8 and
10)."""


SAVE_MARS = pos({6: 5, 5: 5, 4: 3, 2: 2}, {13: 2}, off=(0, 13))
"""Black to move (seen from Black's side): nothing borne off yet, and White
has two checkers left on its 1-point (Black's 13)."""


LAST_ROLL = pos({4: 1, 1: 1}, {}, off=(13, 15))
"""Black to move after White has finished (seen from Black's side): two
checkers left, on 4 and 1.  With the last-roll option, clearing both draws."""


def _saves_mars(play):
    if play.result.off[0] >= 1:
        return None
    return ("no checker comes off. White finishes with any roll next turn, and a loser who has "
            "borne off none loses a mars: 2 points instead of 1.")


def exercises():
    draws = sum(1 for r in ROLLS_36
                if any(p.result.off[0] == 15 for p in LONG.legal_plays(LAST_ROLL, r)))
    return [
        ValueExercise(
            "q1", "What the win is worth", LONG.winner_points(MARS_END), position=MARS_END,
            why={1: "1 is an oin: the loser has borne off at least one. Black has borne off none.",
                 3: "long nardy has no 3-point win (that is short backgammon's 'backgammon'): only "
                    "the checkers borne off count, not where the others stand.",
                 0: "White has won: all fifteen of its checkers are off."},
            hints=["Seed 003, section 4: it depends only on whether the loser has borne off any checker.",
                   "`rules.winner_points(ex.q1.position)` computes it."],
            success="A mars: Black has borne off none, so White wins 2 points. That three Black "
                    "checkers are still outside Black's home changes nothing.",
            solution="White is off; none of Black's 15 is. Seed 003, 4.2: that is a mars, 2 points — "
                     "however far Black's checkers still are from home.",
            solution_code='rules = nardy.variant("long")\nex.q1.check(rules.winner_points(ex.q1.position))',
            typical_wrong=[(1, "borne off none"), (3, "short backgammon")],
        ),
        PlayExercise(
            "q2", "Save the mars", SAVE_MARS, (3, 1), test=_saves_mars, to_move=1,
            hints=["You are Black. White will finish next turn whatever it rolls: take a checker off "
                   "now, or lose 2 points.",
                   "No checker stands on 3 or 1, and the 3 cannot bear off from 4 while 5 and 6 are "
                   "occupied. But one checker may use both dice."],
            success="4/3 with the 1, then 3/off with the 3 (or 4/1, then 1/off): one checker off, "
                    "and the mars is saved — Black will lose only an oin.",
            solution="Neither die bears off directly (no checker on 3 or 1; 5 and 6 are occupied). "
                     "The checker on 4 can go 4/3 and then off with the 3, or 4/1 and then off with "
                     "the 1: the engine writes it 4/off. Every other play leaves Black with none off.",
            solution_code='ex.q2.check("4/3/off")',
            typical_wrong=[("6/3 5/4", "mars"), ("3/off 1/off", "no checker on point 3")],
        ),
        ValueExercise(
            "q3", "Throws that draw", draws, position=LAST_ROLL, to_move=1,
            options={"last_roll_draw": True},
            why={27: "27 counts the throws with a 4, 5 or 6. Two small doubles clear both checkers "
                     "too: try 2-2 and 3-3.",
                 36: "not every throw: 1-1, 2-1, 3-1, 3-2 (and the reverse orders) leave a checker.",
                 15: "15 counts each roll once; out of 36 throws, 6-4 and 4-6 are different."},
            hints=["Black needs both checkers off in this one roll.",
                   "Count the 36 throws for which some `rules.legal_plays(ex.q3.position, roll)` "
                   "ends with `play.result.off[0] == 15`."],
            success="29 of the 36 throws: every throw with a 4, 5 or 6 (27), plus 2-2 and 3-3.",
            solution="A die of 4 or more takes the checker off the 4-point and the other die the one "
                     "on 1: 36 − 9 = 27 throws. Of the 9 throws of 1-3 only 2-2 (4/2/off, 1/off) and "
                     "3-3 (4/1, then two off) clear both. 29 draws out of 36.",
            solution_code='rules = nardy.variant("long")\n'
                          "throws = [(a, b) for a in range(1, 7) for b in range(1, 7)]\n"
                          "count = sum(1 for r in throws if any(\n"
                          "    p.result.off[0] == 15 for p in rules.legal_plays(ex.q3.position, r)))\n"
                          "ex.q3.check(count)",
            typical_wrong=[(27, "2-2 and 3-3"), (15, "different")],
        ),
        ChoiceExercise(
            "q4", "Who starts the next game",
            "Anna played White in game 1 and lost. Under seed 003's rule 1.4, who starts game 2, "
            "with which colour, and why?",
            {"a": "Boris, who played Black, now with White",
             "b": "Boris, the winner, with White",
             "c": "Anna again, with White"},
            "a",
            why={"b": "right person, wrong reason: under rule 1.4 Boris starts because he played "
                      "Black, win or lose. Winner-starts is seed 000's rule.",
                 "a": "Colours swap, and the previous Black starts (seed 003, 1.4).",
                 "c": "under rule 1.4 the colours swap every game."},
            solution="a) Colours swap and the player who was Black starts (seed 003, 1.4) — "
                     "whoever won.",
            typical_wrong=[("b", "win or lose"), ("c", "swap")],
        ),
        ChoiceExercise(
            "quiz1", "Mars",
            "When does the loser lose a mars (2 points)?",
            {"a": "when he has borne off no checker at all",
             "b": "when he still has a checker outside his home",
             "c": "when he loses by more than 15 pips"},
            "a",
            why={"a": "a loser who has borne off no checker at all is marsed: 2 points (seed 003, 4.2).",
                 "b": "that is close to short backgammon's 'backgammon'; long nardy only asks "
                      "whether any checker is off.",
                 "c": "the pip count does not matter, only the checkers borne off."},
            solution="a) None borne off (seed 003, 4.2).",
            typical_wrong=[("b", "any checker is off"), ("c", "borne off")],
        ),
        ChoiceExercise(
            "quiz2", "A draw?",
            "White bears off its last checker; Black could bear off its last two with its next roll. "
            "What do the rule texts say?",
            {"a": "all agree: Black rolls once more, and a draw is possible",
             "b": "all agree: there is no draw; White has won, whatever Black could roll",
             "c": "seed 000 says no draw; seed 003 calls the last roll an innovation"},
            "c",
            why={"a": "seed 000: \"There is no draw in long backgammon\".",
                 "b": "seed 003, 4.3 describes the last-roll draw as an innovation.",
                 "c": "Seed 003 offers the last roll as an innovation (and later says no draw too); that is "
                      "why the engine has the option `last_roll_draw` (off by default)."},
            solution="c) The texts disagree; the engine's `last_roll_draw` option chooses.",
            typical_wrong=[("a", "no draw"), ("b", "innovation")],
        ),
    ]
