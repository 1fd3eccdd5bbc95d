"""Answer key of part 3, short backgammon: every exercise with its expected
answer, hints, explanations of typical wrong answers and the worked
solution.

Lessons never show this file: they load their exercises with
``nardy.widgets.exercises.lesson("part3/02")`` and a learner sees an
answer only by asking ``ex.q1.solution()``.

Positions are written from the side to move with
:func:`~nardy.widgets.exercises_backgammon.position`:
``position({6: 5, 8: 3}, {19: 5})`` puts the mover's checkers on its 6 and
8 and the opponent's on the mover's 19 (the opponent's own 6-point).  Every
claim below was checked with the engine (``tests/test_exercises_backgammon.py``
checks them again).
"""

from __future__ import annotations

from nardy import Game
from nardy.cube import game_points
from nardy.cube_policy import eight_nine_twelve  # the rule the lessons teach, and the computer plays by
from nardy.match import Match

from .exercises import ChoiceExercise, MatchExercise, PlayExercise, ValueExercise
from .exercises_backgammon import BG, THROWS, match_at, play_sample_match, position


def hitting_throws(pos) -> list:
    """The opponent's throws (of 36) with which some legal play hits a
    checker of the mover: the board turned round, every throw tried."""
    theirs = BG.swap(pos)
    return [t for t in THROWS if any(p.result.bar[1] for p in BG.legal_plays(theirs, t))]


def entering_throws(pos) -> list:
    """The throws (of 36) with which the mover, on the bar, can play at all."""
    return [t for t in THROWS if BG.legal_plays(pos, t)]


# -- 3.1 Setup and direction ---------------------------------------------------------------------

START = BG.start()


def part3_01():
    return [
        ValueExercise(
            "q1", "Pips at the start", BG.pips(START)[0], position=START,
            why={360: "that is long nardy's count (15 checkers on the 24-point). Backgammon starts "
                      "spread out: 2 on 24, 5 on 13, 3 on 8, 5 on 6.",
                 334: "that is both players together: each has the same count.",
                 15: "15 is the number of checkers; a pip count adds up how far each one must travel.",
                 51: "you added the point numbers 24 + 13 + 8 + 6; each point counts once per checker on it."},
            hints=["A checker on your 13-point must travel 13 pips to leave the board. Multiply each "
                   "point by the checkers on it and add up.",
                   "`nardy.variant(\"backgammon\").pips(ex.q1.position)` gives (yours, the opponent's)."],
            success="2×24 + 5×13 + 3×8 + 5×6 = 48 + 65 + 24 + 30 = 167 pips, the same for both sides.",
            solution="2×24 + 5×13 + 3×8 + 5×6 = 167. Long nardy starts at 15×24 = 360.",
            solution_code='ex.q1.check(nardy.variant("backgammon").pips(ex.q1.position)[0])',
            typical_wrong=[(360, "long nardy"), (334, "both players"), (51, "once per checker")],
            game="backgammon",
        ),
        ValueExercise(
            "q2", "Where Black starts", [1, 12, 17, 19], position=START,
            why={(24, 13, 8, 6): "those are Black's own numbers. White counts Black's 24-point as "
                                 "White's 1, Black's 13 as White's 12, and so on: 25 minus the number.",
                 (1, 12, 17, 19, 24): "24 holds two White checkers, not Black ones.",
                 (1, 13, 17, 19): "Black's 13-point is White's 12 (25 − 13); White's own 13 holds "
                                  "White's five checkers."},
            hints=["Black's checkers stand on Black's 24, 13, 8 and 6. Black's point k is White's 25 − k.",
                   "Or read the board: `[p for p in range(1, 25) if ex.q2.position.points[p - 1] < 0]` "
                   "lists the points with Black's checkers (negative counts)."],
            success="Black's 24, 13, 8 and 6 are White's 1, 12, 17 and 19: the two armies mirror "
                    "each other.",
            solution="25 − 24 = 1, 25 − 13 = 12, 25 − 8 = 17, 25 − 6 = 19.",
            solution_code="ex.q2.check([p for p in range(1, 25) if ex.q2.position.points[p - 1] < 0])",
            typical_wrong=[((24, 13, 8, 6), "own numbers"), ((1, 13, 17, 19), "25 − 13"),
                           ((1, 12, 17), "missing")],
            unordered=True, game="backgammon",
        ),
        PlayExercise(
            "q3", "The opening 3-1", START, (3, 1), accept=["8/5 6/5"],
            why={"24/20": "it runs a back checker and makes nothing. With 3-1 you can make a new point "
                          "in your home board.",
                 "13/10 6/5": "it leaves two blots (single checkers). One checker from 8 and one from 6 "
                              "can land together.",
                 "8/4": "one checker plays both dice and lands alone on 4."},
            hints=["Two checkers landing on the same point make it yours: the opponent may not land there.",
                   "Which point is 3 away from one of your points and 1 away from another?"],
            success="Your 5-point is made: the best opening move of backgammon, played by both numbers "
                    "of the opening roll.",
            solution="8/5 6/5: a checker from the 8-point with the 3 and one from the 6-point with the 1 "
                     "meet on the 5-point and hold it.",
            solution_code='ex.q3.check("8/5 6/5")',
            typical_wrong=[("24/20", "makes nothing"), ("13/10 6/5", "two blots"),
                           ("8/6 6/5", "not legal")],
            game="backgammon",
        ),
        PlayExercise(
            "q4", "Black opens 6-1", START, (6, 1), accept=["13/7 8/7"], to_move=1,
            why={"24/18 24/23": "it splits the back checkers and makes no point; with 6-1 you can make "
                                "the point next to your home board (the 7-point, the bar point)."},
            hints=["Black numbers the points from Black's own side: Black's 13-point is White's 12.",
                   "Which point is 6 from one of Black's points and 1 from another?"],
            success="Black's bar point (7) is made. Black plays in Black's own numbering, exactly as "
                    "White does in White's.",
            solution="13/7 8/7 in Black's numbering (White would call it 12/18 17/18): the bar point.",
            solution_code='ex.q4.check("13/7 8/7")',
            typical_wrong=[("24/18 24/23", "no point"), ("12/18 17/18", "does not move forward")],
            game="backgammon",
        ),
        ChoiceExercise(
            "quiz1", "The opening roll",
            "To start, you throw one die and your opponent one die: you get 5, your opponent 2. "
            "What happens?",
            {"a": "you roll both dice again and play that roll",
             "b": "you play 5-2 at once: the two single dice are your first roll",
             "c": "your opponent moves first, with the lower number"},
            "b",
            why={"a": "that is long nardy (part 1). In backgammon the two single dice are the opening "
                      "roll (seed 002: \"using both numbers\").",
                 "b": "The higher thrower plays both numbers.",
                 "c": "the higher number moves first."},
            solution="b) You play 5-2 (seed 002: the higher thrower makes the first move using both numbers).",
            typical_wrong=[("a", "long nardy"), ("c", "higher number")],
        ),
        ChoiceExercise(
            "quiz2", "A double to open?",
            "Can the first move of a backgammon game be played with a double, say 4-4?",
            {"a": "yes, when both players throw a 4",
             "b": "no: equal throws are thrown again until they differ"},
            "b",
            why={"a": "equal single dice are thrown again (seed 002: \"until they roll different numbers\"), "
                      "so the opening roll is never a double.",
                 "b": "The opening roll always has two different numbers."},
            solution="b) Ties are re-thrown, so the first move is never a double.",
            typical_wrong=[("a", "never a double")],
        ),
        ChoiceExercise(
            "quiz3", "Opposite directions",
            "In White's numbering, which way do Black's checkers travel?",
            {"a": "from 24 down to 1, like White's",
             "b": "from 1 up to 24: towards White's 19-24, Black's home board",
             "c": "round the board anticlockwise, as in long nardy"},
            "b",
            why={"a": "each player moves from his own 24 to his own 1; Black's 24 is White's 1.",
                 "b": "Opposite directions: the armies meet on the way (seed 002).",
                 "c": "in long nardy both sides go the same way round; in backgammon they come towards "
                      "each other."},
            solution="b) Black travels White's 1 → 24, so the two armies meet and can hit.",
            typical_wrong=[("a", "Black's 24 is White's 1"), ("c", "towards each other")],
        ),
    ]


# -- 3.2 Hitting, the bar and entering -----------------------------------------------------------

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


def _hits(n):
    def test(play):
        hit = play.result.bar[1] - play.start.bar[1]
        if hit >= n:
            return None
        if hit == 0:
            return "it hits nothing: land on a point where Black has a single checker."
        return f"it hits only {hit} blot{'s' * (hit != 1)}; this roll can hit {n}."
    return test


def part3_02():
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
            {"a": "yes, a hit is always compulsory",
             "b": "no, you may play something else — unless hitting is the only legal way to play "
                  "the roll",
             "c": "only inside your home board"},
            "b",
            why={"a": "seed 002: he may choose not to hit at all if a better play is available.",
                 "b": "Hitting is a choice; the rule to play the whole roll still applies.",
                 "c": "where the blot stands makes no difference."},
            solution="b) Hitting is optional (seed 002), but the whole roll must be played, so a hit can "
                     "be forced when it is the only way to play it.",
            typical_wrong=[("a", "choose not to hit"), ("c", "no difference")],
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
    ]


# -- 3.3 Bearing off with contact ------------------------------------------------------------------

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


def part3_03():
    blots_shots = len(hitting_throws(BG.parse_play(SIX_FIVE, (6, 5), "6/off 5/off").result))
    return [
        PlayExercise(
            "q1", "Seed 002's 6-5", SIX_FIVE, (6, 5), accept=["6/1 6/off"],
            why={"6/off 5/off": "it bears off two checkers, but leaves a blot on 6 and one on 5, in front "
                                "of Black's checkers on your 2-point. Seed 002 shows a safe way."},
            hints=["Black is waiting on your 2-point. Its checkers move up from 2: a blot on 3, 4, 5 or 6 "
                   "can be hit; a blot on 1 cannot.",
                   "Bear one checker off the 6-point with the 6, and play the 5 with the other checker on "
                   "the 6-point."],
            success="One checker off and no shot: the 5-point stays made, and a blot on 1 is behind "
                    "Black's checkers, out of their reach.",
            solution="6/off 6/1 (the engine writes 6/1 6/off): seed 002's own answer. 6/off 5/off would "
                     "leave two blots that Black hits with 24 throws of 36.",
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
            "q3", "Seed 002's 5-2", FIVE_TWO, (5, 2), accept=["6/off"],
            why={"6/1 3/1": "no checker comes off, and it leaves a blot on 3 in front of Black's anchor. "
                            "Play the 2 first."},
            hints=["A 5 cannot bear off from the 3-point while a checker stands on 6. But the dice may "
                   "be played in either order.",
                   "Move 6/4 with the 2: now 4 is your highest point, and the 5 bears that checker off."],
            success="Seed 002's answer: the 2 first (6/4), then the 5 bears the checker off from 4. No "
                    "blot is left.",
            solution="6/4/off (the engine writes 6/off): the 2 moves the checker from 6 to 4, which is now "
                     "the highest point, so the 5 bears it off.",
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
             "b": "none: both dice must be played inside, by the checkers on 5 and 6",
             "c": "one, from the 6-point"},
            "b",
            why={"a": "a die larger than the point bears off only from your highest point; 6 and 5 are "
                      "occupied, so a 4 or a 3 cannot take a checker off 2 or 1.",
                 "b": "Seed 002's own example: 6/2 5/2 or 6/3 5/1.",
                 "c": "a checker comes off the 6-point only with a 6 (or with dice that bring it off "
                      "exactly)."},
            solution="b) None: the 4 and the 3 move the checkers on 6 and 5 (seed 002).",
            typical_wrong=[("a", "highest point"), ("c", "only with a 6")],
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


# -- 3.4 Gammon and backgammon -----------------------------------------------------------------------

LAST_ONE_BG = position({1: 1}, {3: 1, 20: 5, 21: 5, 22: 4}, off=(14, 0))
"""White's last checker is on its 1-point; Black has borne off none and has
a straggler in White's home board (White's 3)."""

LAST_ONE_GAMMON = position({2: 1}, {20: 5, 21: 5, 22: 5}, off=(14, 0))
"""White's last checker is on its 2-point; Black has every checker home and
none off."""

SAVE_GAMMON = position({7: 1, 6: 4, 5: 4, 4: 3, 3: 2, 2: 1}, {24: 2}, off=(0, 13))
"""White has borne off none, one checker still on its 7-point; Black will
finish next turn (two checkers on its 1-point)."""

ESCAPE_BACKGAMMON = position({20: 1, 6: 4, 5: 4, 4: 3, 3: 2, 2: 1}, {24: 2}, off=(0, 13))
"""As above, but White's straggler is in Black's home board (White's 20,
Black's 5-point)."""


def _result(pos, dice, text):
    g = Game("backgammon", position=pos)
    g.roll(dice)
    g.play(text)
    return g.result


def _bears_one_off(play):
    if play.result.off[0] > play.start.off[0]:
        return None
    return ("no checker comes off, so Black's next roll wins a gammon. Use both dice to bring the "
            "checker home and take one off.")


def _out_of_their_home(play):
    pos = play.result
    stuck = [p for p in range(19, 25) if pos.points[p - 1] > 0]
    if not stuck and not pos.bar[0]:
        return None
    return (f"your checker is still on point {stuck[0]}, in Black's home board: a backgammon (3 points). "
            "Get it out, below your 19-point.")


def part3_04():
    bg_points = _result(LAST_ONE_BG, (2, 1), "1/off").points
    gammon = _result(LAST_ONE_GAMMON, (2, 1), "2/off")
    return [
        ValueExercise(
            "q1", "What does White win?", bg_points, position=LAST_ONE_BG, dice=(2, 1),
            why={1: "Black has borne off none: more than a single game.",
                 2: "a gammon, and more: Black still has a checker in White's home board (on your 3-point)."},
            hints=["White bears off its last checker with the 2. Has Black borne off any checker? Where "
                   "are Black's checkers?",
                   "Let the engine tell you: `g = nardy.Game(\"backgammon\", position=ex.q1.position); "
                   "g.roll((2, 1)); g.play(\"1/off\"); g.result`."],
            success="A backgammon: Black has none off and a checker still in White's home board — "
                    "3 points.",
            solution="Black has borne off none (a gammon at least) and still has a checker in the winner's "
                     "home board: a backgammon, three times the stake, 3 points.",
            solution_code='g = nardy.Game("backgammon", position=ex.q1.position)\n'
                          "g.roll(ex.q1.dice)\n"
                          'g.play("1/off")\n'
                          "ex.q1.check(g.result.points)",
            typical_wrong=[(1, "borne off none"), (2, "home board")],
            game="backgammon",
        ),
        ValueExercise(
            "q2", "A gammon on a cube of 2", game_points(gammon.kind, 2), position=LAST_ONE_GAMMON,
            dice=(2, 1), cube=2, cube_owner="mover",
            why={2: "2 is a gammon on a centred cube. The cube shows 2: multiply.",
                 6: "a backgammon would need a Black checker on the bar or in White's home board; Black's "
                    "are all in its own home.",
                 3: "a gammon counts twice the cube, not cube + 1."},
            hints=["What kind of win is it: has Black borne off any checker, and where are Black's "
                   "checkers?",
                   "A gammon is twice the value of the cube (seed 002); `nardy.cube.game_points(\"gammon\", 2)`."],
            success="A gammon (Black has none off, all home) times a cube of 2: 4 points.",
            solution="Black has borne off none but has every checker home: a gammon, 2 × the cube = 4.",
            solution_code="from nardy.cube import game_points\n"
                          'ex.q2.check(game_points("gammon", 2))',
            typical_wrong=[(2, "multiply"), (6, "backgammon"), (3, "twice the cube")],
            game="backgammon",
        ),
        PlayExercise(
            "q3", "Save the gammon", SAVE_GAMMON, (6, 1), test=_bears_one_off,
            hints=["You may bear off once all fifteen are home — even in the middle of the turn.",
                   "One die brings the checker on 7 home; can the other die then bear a checker off?"],
            success="One checker off: Black's next roll still wins, but only a single game (1 point, "
                    "not 2).",
            solution="7/off: 7/6 with the 1 and 6/off with the 6 (or 7/1 and 1/off). Every other play "
                     "leaves fifteen on the board, and Black's next roll wins a gammon.",
            solution_code='ex.q3.check("7/off")',
            typical_wrong=[("7/1 6/5", "no checker comes off"), ("7/1 2/1", "no checker comes off")],
            game="backgammon",
        ),
        PlayExercise(
            "q4", "Escape the backgammon", ESCAPE_BACKGAMMON, (5, 4), test=_out_of_their_home,
            hints=["Black's home board is your 19-24. Where is your straggler?",
                   "It must leave your 19-24 this turn: Black wins next turn whatever happens."],
            success="Out of Black's home board: Black's win next turn is a gammon (2), not a "
                    "backgammon (3).",
            solution="Move the checker on 20 past your 19-point: 20/11, 20/15 or 20/16 all do it. "
                     "Then you lose a gammon, not a backgammon.",
            solution_code='ex.q4.check("20/11")',
            typical_wrong=[("6/2 6/1", "still on point 20"), ("6/1 5/1", "backgammon")],
            game="backgammon",
        ),
        ChoiceExercise(
            "quiz1", "Gammon",
            "When does the winner score a gammon?",
            {"a": "when the loser has borne off no checker",
             "b": "when the loser has a checker on the bar",
             "c": "when the winner bears off with a double"},
            "a",
            why={"a": "None off: twice the stake (seeds 002 and 000).",
                 "b": "a checker on the bar (with none off) makes it a backgammon; with some off, "
                      "it is a single game.",
                 "c": "how the last checker comes off does not matter."},
            solution="a) The loser has borne off none. (With none off and a checker on the bar or in the "
                     "winner's home board, it is a backgammon.)",
            typical_wrong=[("b", "backgammon"), ("c", "does not matter")],
        ),
        ChoiceExercise(
            "quiz2", "Mars and koks",
            "Seed 000 calls the gammon \"Marikh\" (mars) and the backgammon \"Coke\" (koks). How does "
            "backgammon's mars differ from long nardy's (lesson 1.8)?",
            {"a": "it is the same: the loser has borne off none, and it counts twice",
             "b": "in backgammon the mars needs a checker on the bar",
             "c": "long nardy has a triple win too, for a checker on the bar"},
            "a",
            why={"a": "A mars is a mars. Backgammon adds the koks (3×) for a checker on the bar or in "
                      "the winner's home board.",
                 "b": "a checker on the bar turns a mars into a koks (backgammon).",
                 "c": "long nardy has no bar and no hitting; its results are oin and mars."},
            solution="a) The same two-fold win; backgammon adds the three-fold koks.",
            typical_wrong=[("b", "koks"), ("c", "no bar")],
        ),
    ]


# -- 3.5 The cube --------------------------------------------------------------------------------------

def _opened():
    """A 7-point match: White opened 6-1 (13/7 8/7); Black is on roll."""
    m = Match(7, seed=1)
    m.opening_roll([(6, 1)])
    m.play("13/7 8/7")
    return m


def _cube_is(value, owner, *, playing=True):
    def test(m):
        c = m.cube
        if playing and m.game_over:
            o = m.result
            return (f"that ends the game: {m.names[o.winner]} scores {o.points}. The question asks for "
                    f"the game to go on.")
        if c.offered:
            return (f"{m.names[c.offered_by]}'s double is still waiting for an answer: "
                    f"{m.names[1 - c.offered_by]} must take or pass.")
        if (c.value, c.owner) == (value, owner):
            return None
        now = "centred" if c.owner is None else f"{c.value}, owned by {m.names[c.owner]}"
        return f"the cube is now {now}; the question asks for {value}, owned by {m.names[owner]}."
    return test


def _redouble():
    return match_at(7, cube=2, owner=0, on_roll=0)


def _top():
    return match_at(0, cube=32, owner=0, on_roll=0)


def part3_05():
    return [
        MatchExercise(
            "q1", "Black's first double", _opened, _cube_is(2, 0), "double, take",
            hints=["Black is on roll and has not rolled yet: the moment to double.",
                   "Two actions: Black's offer, then White's answer."],
            success="Black doubled, White took: the cube shows 2 and sits on White's side. Only White "
                    "may double next.",
            solution="\"double, take\": Black offers before rolling; White takes and owns the cube at 2.",
            solution_code='ex.q1.check("double, take")',
            typical_wrong=[("take", "nothing to take"), ("roll 3-1, double", "after rolling"),
                           ("double, pass", "ends the game")],
        ),
        MatchExercise(
            "q2", "Redouble", _redouble, _cube_is(4, 1), "double, take",
            hints=["White owns the cube at 2 and is on roll: White alone may double now.",
                   "A redouble is offered and answered like a first double."],
            success="White redoubled to 4, Black took: the cube is Black's now, at 4.",
            solution="\"double, take\": the owner offers 4; the taker gets the cube (seed 002: \"offered "
                     "back at 4\").",
            solution_code='ex.q2.check("double, take")',
            typical_wrong=[("take", "nothing to take"), ("double, pass", "ends the game"),
                           ("roll 6-5, double", "after rolling")],
        ),
        ValueExercise(
            "q3", "A redouble passed", 4,
            why={8: "8 is what the game would be worth if White took. A pass loses the game at the value "
                    "before the double (seed 000).",
                 16: "the cube goes from 4 to 8 on offer; a pass scores the old value.",
                 2: "the cube showed 4 before Black's redouble."},
            hints=["Seed 000: \"he loses the game at the stake the die showed before\"."],
            success="The pass gives away the cube's value before the redouble: 4 points to Black.",
            solution="4: White declines the redouble to 8, so the game ends at the old value, 4.",
            solution_code="ex.q3.check(4)",
            typical_wrong=[(8, "value before the double"), (16, "old value"), (2, "showed 4")],
        ),
        MatchExercise(
            "q4", "As high as it goes", _top, _cube_is(64, 1), "double, take",
            hints=["The cube's faces are 2, 4, 8, 16, 32 and 64.",
                   "Try one more double after that: the engine will tell you why not."],
            success="The cube shows 64, its highest face: nobody may double any more.",
            solution="\"double, take\" makes it 64; any further double is refused (\"the cube is at 64, "
                     "its highest value\").",
            solution_code='ex.q4.check("double, take")',
            typical_wrong=[("double, take, roll 6-5, play 24/18 13/8, double", "highest value"),
                           ("double, pass", "ends the game")],
        ),
        ChoiceExercise(
            "quiz1", "Who may double next?",
            "You double and your opponent takes. Who may offer the next double?",
            {"a": "either player, whoever is ahead",
             "b": "only your opponent, who now owns the cube",
             "c": "only you, the first doubler"},
            "b",
            why={"a": "after a take the cube belongs to the taker (seed 000: \"now only he may offer\").",
                 "b": "The taker owns the cube and alone may redouble.",
                 "c": "you gave the cube away when your double was taken."},
            solution="b) The taker: he owns the cube and alone may redouble.",
            typical_wrong=[("a", "belongs to the taker"), ("c", "gave the cube away")],
        ),
        ChoiceExercise(
            "quiz2", "When to double",
            "When may a player offer a double?",
            {"a": "at the start of his own turn, before he rolls",
             "b": "after seeing his roll, before moving",
             "c": "during the opponent's turn"},
            "a",
            why={"a": "Seeds 002 and 000: before throwing the dice.",
                 "b": "once the dice are rolled it is too late (\"cannot double after rolling\").",
                 "c": "only the player about to roll may double."},
            solution="a) On your own turn, before rolling (and not before the opening roll).",
            typical_wrong=[("b", "after rolling"), ("c", "about to roll")],
        ),
    ]


# -- 3.6 Match play and the Crawford rule ------------------------------------------------------------

SAMPLE_SEED = 18
"""The dice of lesson 3.6's sample match (:func:`play_sample_match`): a
double taken in game 1, the Crawford game 2, a post-Crawford double in game
3 and a comeback."""


def _post_crawford():
    """7-point match, White 6 - Black 3, the Crawford game played: Black on roll."""
    return match_at(7, score=(6, 3), on_roll=1)


def part3_06():
    sample = play_sample_match(3, SAMPLE_SEED)
    crawford_games = [g.number for g in sample.games if g.crawford]
    return [
        MatchExercise(
            "q1", "After the Crawford game", _post_crawford, _cube_is(2, 0), "double, take",
            hints=["The Crawford game is over: the cube is back. Black trails and needs 4; White needs 1.",
                   "White loses the match with any loss, so a double costs White nothing: Black doubles at once, "
                   "and White takes (a pass would give Black a point for nothing)."],
            success="Black doubled at the first chance and White took: the game is played for 2 now, and "
                    "Black's gammon would be worth 4.",
            solution="\"double, take\". After the Crawford game the trailer doubles at once: the leader loses the "
                     "match with any loss anyway, so the cube can only help the trailer.",
            solution_code='ex.q1.check("double, take")',
            typical_wrong=[("double, pass", "ends the game"), ("roll 6-5, double", "after rolling"),
                           ("take", "nothing to take")],
        ),
        ValueExercise(
            "q2", "The most in the Crawford game", 3,
            why={6: "no cube in the Crawford game: it stays at 1, so nobody can make it 2.",
                 1: "gammons and backgammons still count in the Crawford game; only the cube is out.",
                 2: "a backgammon counts three times the cube."},
            hints=["In the Crawford game nobody may double: the cube stays at 1.",
                   "The biggest result is a backgammon."],
            success="A backgammon on a cube of 1: 3 points. Only the cube is out of the Crawford game.",
            solution="No double is allowed, so the cube stays at 1; the most a game can be worth is a "
                     "backgammon, 3 points.",
            solution_code='from nardy.cube import game_points\nex.q2.check(game_points("backgammon", 1))',
            typical_wrong=[(6, "no cube"), (1, "still count"), (2, "three times")],
        ),
        ValueExercise(
            "q3", "Tied 3-3", 4,
            why={8: "8 is the limit at 0-0, when each player needs 7. At 3-3 each needs 4.",
                 7: "the cube shows 1, 2, 4, 8 ...: 7 is not a cube value.",
                 2: "with the cube at 2 a single game gives only 2 points, and each player needs 4.",
                 16: "a cube of 8 already ends the match with a single win; 16 is far past the point."},
            hints=["Each player needs 7 − 3 = 4 points. From which cube value does a single win end the match?",
                   "Seed 002 gives the answer for this very score; `nardy.Match(7, score=(3, 3)).dead_cube()` "
                   "computes it."],
            success="At 4 a single win gives 4 points — the match for either player. Seed 002: \"no reason to "
                    "double higher than 4\".",
            solution="Both need 4 points; a cube of 4 makes every game decide the match, so a double beyond 4 "
                     "only raises what the doubler risks. 4.",
            solution_code='ex.q3.check(nardy.Match(7, score=(3, 3)).dead_cube())',
            typical_wrong=[(8, "0-0"), (2, "needs 4"), (16, "far past")],
        ),
        ValueExercise(
            "q4", "What wins the match", ["gammon", "backgammon"],
            why={("single", "gammon", "backgammon"): "a single game on a cube of 4 is worth 4 points; the "
                                                     "winner needs 7.",
                 ("backgammon",): "a gammon on a cube of 4 is worth 8 already: more than the 7 needed.",
                 ("single",): "a single game is worth 4 on this cube; the winner needs 7."},
            hints=["Single, gammon, backgammon: 1, 2 and 3 times the cube. The cube shows 4, and at 0-0 each "
                   "player needs 7.",
                   "`nardy.cube.game_points(\"gammon\", 4)`; or ask the match: `m.winning_results()`."],
            success="8 (gammon) and 12 (backgammon) reach 7; a single game, 4, does not — seed 002's example.",
            solution="On a cube of 4: single 4, gammon 8, backgammon 12. Only the gammon and the backgammon end "
                     "a 7-point match at 0-0 (seed 002).",
            solution_code='m = nardy.Match(7)\n'
                          'm.roll((6, 1)); m.play("13/7 8/7")\n'
                          'm.offer_double(); m.take(); m.roll((3, 1)); m.play("8/5 6/5")\n'
                          'm.offer_double(); m.take()\n'
                          "ex.q4.check(m.winning_results(1))",
            typical_wrong=[(("single", "gammon", "backgammon"), "worth 4 points"), (("backgammon",), "8 already")],
            unordered=True, game="backgammon",
        ),
        ValueExercise(
            "q5", "The sample's Crawford game", crawford_games[0],
            why={1: "game 1 starts at 0-0: nobody is one point from winning yet.",
                 3: "game 3 comes after the Crawford game: the cube was used in it again.",
                 0: "there was a Crawford game: a player reached match point minus one."},
            hints=["In a 3-point match the Crawford game is the first game after a player reaches 2 points. "
                   "The file shows the score before each game.",
                   "Or ask the match you read back: `[g.number for g in again.games if g.crawford]`."],
            success="Game 2: Ann reached 2 points (one short of 3) in game 1, so game 2 was played without "
                    "the cube.",
            solution="After game 1 the score was 2-0; game 2 was the Crawford game (no cube), game 3 "
                     "post-Crawford.",
            solution_code="from nardy.widgets.exercises_backgammon import play_sample_match\n"
                          "again = play_sample_match()\n"
                          "ex.q5.check([g.number for g in again.games if g.crawford][0])",
            typical_wrong=[(1, "0-0"), (3, "after the Crawford game")],
        ),
        ChoiceExercise(
            "quiz1", "A 1-point match",
            "In a 1-point match, may a player double?",
            {"a": "yes, as in any match",
             "b": "no: the cube is not used in a 1-point match",
             "c": "only after the opening roll"},
            "b",
            why={"a": "seed 002: \"It is not used in a 1-point match\".",
                 "b": "One game decides the match: there is nothing to double.",
                 "c": "not at all, whenever it is."},
            solution="b) No cube in a 1-point match (seed 002).",
            typical_wrong=[("a", "not used"), ("c", "not at all")],
        ),
        ChoiceExercise(
            "quiz2", "The Crawford rule",
            "In a 7-point match White reaches 6 points for the first time. What does the Crawford rule say?",
            {"a": "the next game is played without the cube; after it, the cube is used again",
             "b": "the cube is out of play for the rest of the match",
             "c": "White may no longer double, Black may"},
            "a",
            why={"a": "Seed 002: no cube in the following game; if the leader does not win the match in it, the "
                      "cube may be used in all later games.",
                 "b": "only the one game right after the score is reached (the Crawford game).",
                 "c": "in the Crawford game neither player may double."},
            solution="a) One game without the cube — the Crawford game — then the cube is back (seed 002).",
            typical_wrong=[("b", "only the one game"), ("c", "neither player")],
        ),
        ChoiceExercise(
            "quiz3", "No reason to double higher",
            "Seed 002: in a 7-point match at 0-0 there is no reason to double higher than 8. Why?",
            {"a": "the cube has no face above 8 in match play",
             "b": "a single game on a cube of 8 is worth 8 points, which ends the match whoever wins",
             "c": "doubling above 8 is forbidden by the rules"},
            "b",
            why={"a": "the cube's faces go up to 64 in every game.",
                 "b": "Past that point a double only raises what the doubler risks.",
                 "c": "it is legal, only pointless (the engine allows it)."},
            solution="b) 8 points end a 7-point match in the current game (seed 002); higher doubles are legal "
                     "but pointless.",
            typical_wrong=[("a", "up to 64"), ("c", "legal, only pointless")],
        ),
    ]


# -- 3.7 Money play and the Jacoby rule --------------------------------------------------------------

JACOBY_END = position({1: 1}, {20: 5, 21: 5, 22: 5}, off=(14, 0))
"""White's last checker on its 1-point; Black has borne off none: a gammon."""

SESSION_SEED = 118
"""The dice of lesson 3.7's money session: a backgammon that counts 1
under the Jacoby rule, a game played for 2, two passes."""


def _jacoby_end():
    return match_at(0, jacoby=True, position=JACOBY_END, on_roll=0)


def _gammon_counts(m):
    if not m.game_over:
        return ("the game is not over yet: White still has to roll 2-1 and bear off its last checker "
                "(\"roll 2-1, play 1/off\").")
    o = m.result
    if o.how == "passed":
        return (f"Black passed: White wins {o.points} point, a single game at the cube's value before the "
                f"double. The question is how to make the gammon itself count.")
    if o.points == 4:
        return None
    return (f"White wins a gammon, but with the Jacoby rule and the cube still in the middle it counts only "
            f"{o.points} point. The cube has to be turned first.")


def part3_07():
    session = play_sample_match(0, SESSION_SEED, games=4, jacoby=True)
    net = session.score[0] - session.score[1]
    return [
        ValueExercise(
            "q1", "Jacoby, centred cube", game_points("gammon", 1, jacoby=True),
            why={2: "without the Jacoby rule, yes. With it, a gammon counts only once the cube has been turned.",
                 0: "the game is still won: it counts as a single game.",
                 3: "3 is a backgammon, and even that would count 1 here."},
            hints=["Seed 002: with the Jacoby rule, when no cube has been offered, gammons and backgammons "
                   "do not count.",
                   "`nardy.cube.game_points(\"gammon\", 1, jacoby=True)`."],
            success="1 point: with the Jacoby rule and a centred cube the gammon counts as a single game.",
            solution="The cube was never turned, so the gammon is scored as a single game: 1 point.",
            solution_code='from nardy.cube import game_points\nex.q1.check(game_points("gammon", 1, jacoby=True))',
            typical_wrong=[(2, "once the cube has been turned"), (0, "still won"), (3, "backgammon")],
        ),
        ValueExercise(
            "q2", "Jacoby, cube at 2", game_points("backgammon", 2, jacoby=True),
            why={2: "the cube has been turned: the Jacoby rule no longer applies, and a backgammon counts 3 times.",
                 3: "three times the cube, and the cube shows 2.",
                 4: "4 would be a gammon; this is a backgammon."},
            hints=["The cube shows 2: a double has been taken. Does the Jacoby rule still hold back the "
                   "backgammon?"],
            success="6 points: once the cube has turned, gammons and backgammons count in full.",
            solution="The cube was turned (2), so the backgammon counts 3 × 2 = 6.",
            solution_code='from nardy.cube import game_points\nex.q2.check(game_points("backgammon", 2, jacoby=True))',
            typical_wrong=[(2, "no longer applies"), (3, "three times the cube"), (4, "gammon")],
        ),
        MatchExercise(
            "q3", "Make the gammon count", _jacoby_end, _gammon_counts, "double, take, roll 2-1, play 1/off",
            hints=["If White simply rolls and bears off, the gammon counts 1: the cube is centred.",
                   "The cube has to be turned first: White doubles, and Black has to take (Black would pass, of "
                   "course — see below)."],
            success="Doubled, taken, then the gammon: 2 × 2 = 4 points. (In real play Black passes and loses "
                    "1 — which is why, with the Jacoby rule, a player on his way to a gammon doubles.)",
            solution="\"double, take, roll 2-1, play 1/off\": with the cube turned to 2, the gammon counts: 4.",
            solution_code='ex.q3.check("double, take, roll 2-1, play 1/off")',
            typical_wrong=[("roll 2-1, play 1/off", "counts only 1 point"), ("double, pass", "passed"),
                           ("double, take", "not over yet")],
        ),
        ValueExercise(
            "q4", "Ann's session", net,
            why={session.score[0]: "that is what Ann won; Bob won some games too: the net result subtracts them.",
                 -net: "the other way round: Ann is ahead.",
                 net + 2: "Bob's backgammon in game 1 counted 1, not 3: the cube was in the middle and the "
                          "Jacoby rule was on."},
            hints=["`session.score` is the points each player won. The net result is the difference.",
                   "Money play pays the difference: what Bob pays Ann."],
            success=f"Ann won {session.score[0]} and lost {session.score[1]}: {net:+d} for Ann, {-net:+d} for Bob.",
            solution=f"`session.score` is {session.score}: Ann is {net} points up.",
            solution_code="from nardy.widgets.exercises_backgammon import play_sample_match\n"
                          "session = play_sample_match(0, 118, games=4, jacoby=True)\n"
                          "ex.q4.check(session.score[0] - session.score[1])",
            typical_wrong=[(session.score[0], "net result"), (-net, "other way round"), (net + 2, "counted 1")],
        ),
        ChoiceExercise(
            "quiz1", "Jacoby in a match",
            "Does the Jacoby rule apply in a 7-point match?",
            {"a": "yes, if the players agree",
             "b": "no: it is a rule of money play"},
            "b",
            why={"a": "seed 002: \"in money play the Jacoby rule is an optional rule\"; in a match every gammon "
                      "counts (the engine refuses Match(7, jacoby=True)).",
                 "b": "In match play gammons always count."},
            solution="b) Money play only; in a match gammons always count.",
            typical_wrong=[("a", "money play")],
        ),
        ChoiceExercise(
            "quiz2", "Too good?",
            "Money play with the Jacoby rule: you are far ahead and on your way to a gammon, the cube still "
            "in the middle. Playing on wins you...",
            {"a": "2 points, the gammon",
             "b": "1 point only, so you may as well double: the opponent passes and you win the same 1",
             "c": "nothing until the cube is turned"},
            "b",
            why={"a": "with the Jacoby rule a gammon on a centred cube counts 1.",
                 "b": "The Jacoby rule removes the reason to play on for a gammon without doubling.",
                 "c": "a single game is still won: 1 point."},
            solution="b) 1 point either way — which is why the Jacoby rule makes players double.",
            typical_wrong=[("a", "counts 1"), ("c", "still won")],
        ),
    ]


# -- 3.8 The pip count and a racing cube rule ------------------------------------------------------

RACE_C = position({6: 3, 5: 3, 4: 2, 3: 2, 8: 2, 9: 1, 10: 1, 11: 1},
                  {19: 4, 20: 2, 21: 1, 22: 2, 17: 2, 16: 1, 15: 1, 14: 1, 13: 1})
"""A race: White 93 pips, Black 102 (a lead of 9.7%)."""

RACE_D = position({6: 3, 5: 3, 4: 2, 3: 1, 8: 2, 9: 1, 10: 1, 11: 1, 12: 1},
                  {19: 3, 20: 3, 21: 2, 17: 2, 16: 1, 15: 1, 14: 1, 13: 2})
"""A race: White 102, Black 111 (8.8%)."""

RACE_E = position({6: 4, 5: 3, 4: 2, 3: 2, 8: 2, 9: 1, 10: 1},
                  {19: 3, 20: 4, 21: 2, 18: 1, 17: 2, 16: 1, 15: 1, 13: 1})
"""A race: White 88, Black 100 (13.6%)."""

RACE_F = position({6: 3, 5: 3, 4: 2, 3: 1, 8: 2, 9: 1, 10: 1, 11: 1, 12: 1},
                  {19: 3, 20: 2, 21: 2, 22: 1, 17: 2, 16: 1, 15: 1, 14: 1, 13: 2})
"""A race: White 102, Black 109 (6.9%)."""




def _decision_why(pos, cube_owned, expected):
    """Why each wrong decision is wrong, in this position's numbers."""
    mine, theirs = BG.pips(pos)
    lead = (theirs - mine) / mine * 100
    need = 9 if cube_owned else 8
    what = "redouble" if cube_owned else "double"
    if expected == "no double":
        doubled = (f"the lead is only {theirs - mine} pips of your {mine}, {lead:.1f}%: you {what} from "
                   f"{need}%.")
        why = {"double, take": doubled, "double, pass": doubled}
    else:
        why = {"no double": f"the lead is {theirs - mine} pips of your {mine}, {lead:.1f}%: {need}% is enough "
                            f"to {what}."}
        if expected == "double, take":
            why["double, pass"] = f"the lead is {lead:.1f}%: up to 12% the opponent should take."
        else:
            why["double, take"] = f"the lead is {lead:.1f}%: above 12% the opponent should pass."
    for k in list(why):
        if k.startswith("double"):
            why["re" + k] = why[k]
    return why


def _decision_exercise(name, title, pos, cube_owned, **kw):
    expected = eight_nine_twelve(pos, cube_owned=cube_owned)
    accept = [expected.replace(",", ""), expected.replace(", ", "/"), expected.replace("double", "redouble"),
              expected.replace("double", "redouble").replace(",", "")]
    return ValueExercise(name, title, expected, position=pos, game="backgammon", accept=accept,
                         why=_decision_why(pos, cube_owned, expected),
                         cube=2 if cube_owned else None, cube_owner="mover" if cube_owned else None, **kw)


def part3_08():
    c_pips = BG.pips(RACE_C)
    return [
        ValueExercise(
            "q1", "Your pip count", c_pips[0], position=RACE_C,
            why={c_pips[1]: "that is Black's count: yours is the mover's, the first of `rules.pips(...)`.",
                 15: "15 is the number of checkers; each counts its point number.",
                 c_pips[0] - 9: "count the checker on 9 too: every checker counts its point number."},
            hints=["Multiply each point number by the checkers on it, and add up: 6×3 + 5×3 + ...",
                   "`rules.pips(ex.q1.position)` gives (yours, Black's)."],
            success=f"{c_pips[0]} pips: 18 + 15 + 8 + 6 + 16 + 9 + 10 + 11.",
            solution=f"6×3 + 5×3 + 4×2 + 3×2 + 8×2 + 9 + 10 + 11 = {c_pips[0]}.",
            solution_code='ex.q1.check(nardy.variant("backgammon").pips(ex.q1.position)[0])',
            typical_wrong=[(c_pips[1], "Black's count"), (15, "number of checkers"),
                           (c_pips[0] - 9, "checker on 9")],
            game="backgammon",
        ),
        ValueExercise(
            "q2", "Your lead", c_pips[1] - c_pips[0], position=RACE_C,
            why={c_pips[0] - c_pips[1]: "that is Black's lead, negative: you are ahead.",
                 c_pips[1]: "that is Black's count; the lead is the difference."},
            hints=["Black counts from Black's side: a Black checker on your 19-point is on Black's 6, 6 pips "
                   "from home.",
                   "`mine, theirs = rules.pips(ex.q2.position)`; the lead is `theirs - mine`."],
            success=f"Black needs {c_pips[1]}, you {c_pips[0]}: you lead by {c_pips[1] - c_pips[0]} pips.",
            solution=f"{c_pips[1]} − {c_pips[0]} = {c_pips[1] - c_pips[0]}.",
            solution_code='mine, theirs = nardy.variant("backgammon").pips(ex.q2.position)\n'
                          "ex.q2.check(theirs - mine)",
            typical_wrong=[(c_pips[0] - c_pips[1], "negative"), (c_pips[1], "difference")],
            game="backgammon",
        ),
        _decision_exercise(
            "q3", "8-9-12, centred cube", RACE_C, False,
            hints=["Lead = (Black's count − yours) / yours. Double from 8%, take up to 12%.",
                   "Answer with one of \"no double\", \"double, take\", \"double, pass\"."],
            success="9 pips on 93 is 9.7%: at least 8%, so double; at most 12%, so Black takes.",
            solution="Lead 9 / 93 = 9.7%: ≥ 8% (double) and ≤ 12% (take): \"double, take\".",
            solution_code='mine, theirs = nardy.variant("backgammon").pips(ex.q3.position)\n'
                          "lead = (theirs - mine) / mine * 100\n"
                          'ex.q3.check("no double" if lead < 8 else "double, take" if lead <= 12 else "double, pass")',
            typical_wrong=[("no double", "8% is enough"), ("double, pass", "up to 12%")],
        ),
        _decision_exercise(
            "q4", "8-9-12, your cube", RACE_D, True,
            hints=["You own the cube at 2: this would be a redouble, and a redouble needs 9%.",
                   "Lead = (Black's count − yours) / yours."],
            success="9 pips on 102 is 8.8%: enough for a first double, not for a redouble (9%). Roll on.",
            solution="Lead 9 / 102 = 8.8%. With the cube yours the threshold is 9%: \"no double\".",
            solution_code='mine, theirs = nardy.variant("backgammon").pips(ex.q4.position)\n'
                          "lead = (theirs - mine) / mine * 100\n"
                          'ex.q4.check("no double" if lead < 9 else "double, take" if lead <= 12 else "double, pass")',
            typical_wrong=[("double, take", "from 9%"), ("redouble, take", "only 9 pips")],
        ),
        ChoiceExercise(
            "quiz1", "The three numbers",
            "In the 8-9-12 rule, what does the 12 stand for?",
            {"a": "the leader doubles with a lead of 12% or more",
             "b": "the trailer takes when the lead is at most 12% of the leader's count, and passes above it",
             "c": "the race must be at least 12 pips long"},
            "b",
            why={"a": "8% is the double, 9% the redouble; 12% is the take point.",
                 "b": "8: double, 9: redouble, 12: the last take.",
                 "c": "the numbers are percentages of the leader's pip count."},
            solution="b) 8% double, 9% redouble, up to 12% take.",
            typical_wrong=[("a", "take point"), ("c", "percentages")],
        ),
        ChoiceExercise(
            "quiz2", "Only in a race",
            "Why does the 8-9-12 rule only work in a race?",
            {"a": "because with contact, hits and blocked points matter more than the pip count",
             "b": "because the cube may not be used while contact remains",
             "c": "because the pip count cannot be computed with contact"},
            "a",
            why={"a": "In a race only speed counts, and the pip count measures speed.",
                 "b": "the cube may be turned at any time; the rule of thumb is what needs a race.",
                 "c": "the pip count is always defined; it just tells less with contact."},
            solution="a) With contact a hit can turn the game round; only in a pure race is the pip count the "
                     "whole story (nearly).",
            typical_wrong=[("b", "any time"), ("c", "always defined")],
        ),
    ]


LESSONS = {
    "part3/01": ("3.1 Setup and direction", part3_01),
    "part3/02": ("3.2 Hitting, the bar and entering", part3_02),
    "part3/03": ("3.3 Bearing off with contact", part3_03),
    "part3/04": ("3.4 Gammon and backgammon", part3_04),
    "part3/05": ("3.5 The cube", part3_05),
    "part3/06": ("3.6 Match play and the Crawford rule", part3_06),
    "part3/07": ("3.7 Money play and the Jacoby rule", part3_07),
    "part3/08": ("3.8 The pip count and a racing cube rule", part3_08),
}
