"""Answer key of 3.2 Hitting, the bar and entering
(``lessons/part3-backgammon/02-hitting-the-bar-entering.ipynb``): its
exercises, each with the expected answer, hints, explanations of typical
wrong answers and the worked solution. The lesson loads them with
``lesson("part3/02")``; a learner sees an answer only by asking for it
(``ex.q1.solution()``).
"""

from __future__ import annotations

from ..exercises import ChoiceExercise, PlayExercise, ValueExercise
from ..exercises_backgammon import BG, position, THROWS
from .common import hitting_throws

TITLE = "3.2 Hitting, the bar and entering"


def entering_throws(pos) -> list:
    """The throws (of 36) with which the mover, on the bar, can play at all."""
    return [t for t in THROWS if BG.legal_plays(pos, t)]


TWO_BLOTS = position({13: 5, 8: 3, 6: 5, 24: 2}, {19: 5, 12: 5, 17: 3, 9: 1, 3: 1})
"""Black has left blots on White's 9 and 3 (Black's 16 and 22)."""


ENTER_AND_HIT = position({6: 5, 8: 3, 13: 4, 24: 2}, {19: 3, 20: 3, 21: 2, 18: 1, 12: 4, 17: 2},
                         bar=(1, 0))
"""White on the bar; Black holds its 6-, 5- and 4-points and has a blot on
its bar point (White's 18)."""


FOUR_POINT_BOARD = position({6: 5, 8: 3, 13: 4, 24: 2}, {19: 3, 20: 3, 21: 3, 22: 2, 12: 2, 17: 2},
                            bar=(1, 0))
"""White on the bar against Black's four home points (6, 5, 4, 3)."""


DIRECT_SIX = position({6: 5, 8: 3, 13: 4, 11: 1, 24: 2}, {1: 1, 5: 1, 12: 5, 17: 3, 19: 5})
"""White has left a blot on its 11-point, 6 pips in front of Black's
checker on White's 5."""


FORCED_HIT = position({8: 1}, {6: 1, 7: 2, 20: 12}, off=(14, 0))
"""White's last checker on 8 can play 2-1 only through Black's blot on 6."""


PILED = position({6: 5, 5: 2, 8: 4, 13: 2, 24: 2}, {19: 4, 20: 3, 12: 4, 17: 3}, bar=(0, 1))
"""Black on the bar; White's checkers piled five on the 6-point and four on
the 8-point, with the 5-point made."""


def black_ways_in(pos) -> int:
    """The throws (of 36) with which Black, on the bar, can play at all
    once White's play is made."""
    return len(entering_throws(BG.swap(pos)))


def _hits(n):
    def test(play):
        hit = play.result.bar[1] - play.start.bar[1]
        if hit >= n:
            return None
        if hit == 0:
            return "it hits nothing: land on a point where Black has a single checker."
        return f"it hits only {hit} blot{'s' * (hit != 1)}; this roll can hit {n}."
    return test


def exercises():
    ways_in = len(entering_throws(FOUR_POINT_BOARD))
    shots = len(hitting_throws(DIRECT_SIX))
    return [
        PlayExercise(
            "q1", "Hit two", TWO_BLOTS, (5, 4), test=_hits(2),
            hints=["Black's blots stand on your 9 and 3. Which of your checkers are 4 or 5 pips away "
                   "from them?",
                   "13 − 4 = 9 and 8 − 5 = 3."],
            success="Both blots go to the bar: Black must bring both in before moving anything else.",
            solution="13/9* 8/3*: the 4 hits on 9, the 5 hits on 3 (an asterisk marks a hit).",
            solution_code='ex.q1.check("13/9* 8/3*")',
            typical_wrong=[("13/9* 13/8", "hits only 1"), ("24/15", "hits nothing"),
                           ("13/9 9/4", "hits only 1")],
            game="backgammon",
        ),
        PlayExercise(
            "q2", "Enter and hit", ENTER_AND_HIT, (4, 3), test=_hits(1),
            hints=["The checker on the bar must enter first, into Black's home board (your 19-24): a 4 "
                   "enters on 21, a 3 on 22. Which of those points is open?",
                   "Once it is in, the other die may move the same checker on. Where is Black's blot?"],
            success="In with the 3, and on with the 4 to hit Black's blot on its bar point.",
            solution="bar/22/18*: the 3 enters on 22 (21 is closed, so the 4 cannot enter), then the 4 "
                     "carries the same checker to 18 and hits.",
            solution_code='ex.q2.check("bar/22/18*")',
            typical_wrong=[("13/9 bar/22", "hits nothing"), ("bar/21 13/10", "not legal"),
                           ("13/6", "not legal")],
            game="backgammon",
        ),
        ValueExercise(
            "q3", "Ways in", ways_in, position=FOUR_POINT_BOARD,
            why={16: "16 is the number of throws that stay out (both dice 3, 4, 5 or 6: 4 × 4).",
                 11: "11 throws contain a 1 (or a 2); a throw with a 1 or a 2 enters, and 1-2 and 2-1 "
                     "count once each.",
                 22: "throws containing a 1: 11; containing a 2: 11; but 1-2, 2-1, ... are counted twice "
                     "that way.",
                 2: "two numbers enter (1 and 2), but the question counts throws of two dice, out of 36."},
            hints=["Black holds its 6-, 5-, 4- and 3-points. Which dice numbers enter?",
                   "Count the throws where neither die enters, and take them from 36; or loop over the "
                   "36 throws: `[t for t in throws if rules.legal_plays(ex.q3.position, t)]`."],
            success="Only a 1 or a 2 enters: 36 − 4×4 = 20 throws of 36.",
            solution="A throw fails only when both dice are 3, 4, 5 or 6: 4 × 4 = 16 throws. "
                     "36 − 16 = 20 enter.",
            solution_code='rules = nardy.variant("backgammon")\n'
                          "throws = [(a, b) for a in range(1, 7) for b in range(1, 7)]\n"
                          "ex.q3.check(sum(1 for t in throws if rules.legal_plays(ex.q3.position, t)))",
            typical_wrong=[(16, "stay out"), (11, "count once"), (2, "out of 36")],
            game="backgammon",
        ),
        ValueExercise(
            "q4", "Shots at a blot", shots, position=DIRECT_SIX,
            why={11: "11 throws contain a 6, but combinations hit too: 5-1, 4-2 and 2-2 add up to 6.",
                 17: "the usual count for a blot 6 away, but here 3-3 does not hit: its first stop, "
                     "your 8-point, is closed.",
                 20: "count throws, not ways: each throw counts once, however many of its plays hit."},
            hints=["The blot is 6 pips from Black's checker on your 5. A 6 hits directly; which other "
                   "throws add up to 6 on the way, through open points?",
                   "Turn the board round with `rules.swap(ex.q4.position)` (Black to move) and count the "
                   "throws with a legal play whose result has a checker on the bar: `play.result.bar[1]`."],
            success="11 sixes, plus 5-1 and 1-5, 4-2 and 2-4, and 2-2: 16 throws. 3-3 would hit but "
                    "for your 8-point in the way.",
            solution="Direct 6s: 11 throws. Combinations adding up to 6: 5-1 (2 throws), 4-2 (2), 2-2 (1); "
                     "3-3 stops on your 8-point, which you hold, so it misses. 11 + 5 = 16.",
            solution_code='rules = nardy.variant("backgammon")\n'
                          "black = rules.swap(ex.q4.position)\n"
                          "throws = [(a, b) for a in range(1, 7) for b in range(1, 7)]\n"
                          "hits = [t for t in throws if any(p.result.bar[1] for p in rules.legal_plays(black, t))]\n"
                          "ex.q4.check(len(hits))",
            typical_wrong=[(11, "combinations"), (17, "3-3"), (20, "each throw counts once")],
            game="backgammon",
        ),
        PlayExercise(
            "q5", "A point, not a pile", PILED, (5, 3), accept=["8/3 6/3"],
            why={"13/5": "a third checker on your 5-point adds nothing to it: two already close it. "
                         "Make a new point instead.",
                 "8/5 8/3": "it piles a third checker on the 5-point and leaves a blot on 3, which "
                            "closes nothing (and can be hit as Black comes in).",
                 "6/3 6/1": "two blots: a single checker closes nothing in backgammon.",
                 "13/10 13/8": "it piles a fifth checker on the 8-point and closes no new point."},
            hints=["Two checkers landing together make a point. Which point of your home board is 5 "
                   "away from one of your points and 3 away from another?",
                   "Take one checker from each pile: the 8-point and the 6-point."],
            success=f"Your 3-point is made, one checker from each pile: Black now enters with "
                    f"{black_ways_in(BG.parse_play(PILED, (5, 3), '8/3 6/3').result)} of 36 throws "
                    f"instead of {black_ways_in(PILED)}.",
            solution="8/3 6/3: a checker from the 8-point with the 5 and one from the 6-point with the 3 "
                     "meet on the 3-point. Seed 000's advice: points made with two checkers, not five or "
                     "six on one point.",
            solution_code='ex.q5.check("8/3 6/3")',
            typical_wrong=[("13/5", "adds nothing"), ("13/10 13/8", "fifth checker"),
                           ("6/3 6/1", "two blots")],
            game="backgammon",
        ),
        ChoiceExercise(
            "quiz1", "Closed out",
            "Black has made all six points of its home board and you have a checker on the bar. "
            "What happens on your turn?",
            {"a": "you enter on the point of the lower die",
             "b": "nothing: you cannot enter, so you cannot move at all",
             "c": "you move other checkers until a point opens"},
            "b",
            why={"a": "a point with two or more Black checkers is closed, for entering too.",
                 "b": "Seed 002: the player on the bar is \"closed out\" until a point opens.",
                 "c": "while a checker is on the bar, nothing else may move (seed 002)."},
            solution="b) You are closed out: no die can enter, and nothing else may move.",
            typical_wrong=[("a", "closed"), ("c", "nothing else may move")],
        ),
        ChoiceExercise(
            "quiz2", "Must you hit?",
            "A play that hits a blot is available. Must you play it?",
            {"a": "yes: a hit is compulsory whenever one is legal",
             "b": "only when the blot stands inside your home board",
             "c": "no, unless hitting is the only legal way to play the roll"},
            "c",
            why={"a": "seed 002: he may choose not to hit at all if a better play is available.",
                 "c": "Hitting is a choice; the rule to play the whole roll still applies.",
                 "b": "where the blot stands makes no difference."},
            solution="c) Hitting is optional (seed 002), but the whole roll must be played, so a hit can "
                     "be forced when it is the only way to play it.",
            typical_wrong=[("a", "choose not to hit"), ("b", "no difference")],
        ),
        ChoiceExercise(
            "quiz3", "Two on the bar",
            "You have two checkers on the bar and roll 6-2; the 6-entry point is closed, the 2-entry "
            "point open. What do you play?",
            {"a": "one checker enters with the 2; the 6 is lost",
             "b": "one checker enters with the 2 and moves on with the 6",
             "c": "both checkers enter with the 2"},
            "a",
            why={"a": "Seed 000: enter as many as you can, and the rest of the turn is lost.",
                 "b": "the second checker is still on the bar, so nothing else may move.",
                 "c": "each die is one move: the 2 enters one checker only."},
            solution="a) The 2 enters one checker; the other stays on the bar, so the 6 cannot be played.",
            typical_wrong=[("b", "still on the bar"), ("c", "one checker only")],
        ),
        ChoiceExercise(
            "quiz4", "Both closed out?",
            "Could both players ever be closed out at once, each with a checker on the bar against a "
            "home board of six made points?",
            {"a": "yes, though rarely: in a long game with many hits, both can be left on the bar "
                  "against closed boards",
             "b": "no: a side still on the bar after its turn has only entered checkers, and they stand "
                  "in the other's home board",
             "c": "no: a rule forbids making your sixth home point while the opponent is closed out"},
            "b",
            why={"a": "seed 002: \"it is impossible that both players are closed out on the bar\". "
                      "Look at the last turn before it would happen.",
                 "c": "no seed has such a rule, and none is needed: it cannot happen anyway."},
            hints=["While a checker is on the bar, the only moves are entering ones (seed 000).",
                   "Where does a checker that entered stand at the end of the turn?"],
            solution="b) It follows from the bar rule (seed 002 states it). Say Black has just moved and "
                     "is still on the bar: all Black moved were entering checkers, and they stand in "
                     "White's home board, so it is not closed. If Black moved nothing, the position was "
                     "the same after White's turn, and the same holds for White's move; back to the "
                     "start, where nobody is on the bar.",
            typical_wrong=[("a", "impossible"), ("c", "no seed")],
        ),
    ]
