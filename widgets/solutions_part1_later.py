"""Answer key of part 1, lessons 1.6-1.9: every exercise with its expected
answer, hints, explanations of typical wrong answers and the worked
solution.

Lessons never show this file: they load their exercises with
``nardy.widgets.exercises.lesson("part1/06")`` and a learner
sees an answer only by asking ``ex.q1.solution()``.

Positions are written from the side to move with :func:`pos`:
``pos({24: 14, 18: 1}, {12: 14, 16: 1})`` puts the mover's checkers on its
24 and 18 and the opponent's on the mover's 12 and 16 (the engine's
mover-relative numbering, lesson 1.1).  Every claim below was checked with
the engine (``tests/test_exercises_long.py`` checks them again).
"""

from __future__ import annotations


from nardy import variant
from nardy.dice import dice_to_play

from .exercises import ChoiceExercise, PlayExercise, ValueExercise
from .exercises_long import position, sample_game

LONG = variant("long")


pos = position
"""``pos(mine, theirs, off=(0, 0))``: a long-nardy position from the side to
move (:func:`nardy.widgets.exercises_long.position`)."""


ROLLS_36 = [(a, b) for a in range(1, 7) for b in range(1, 7)]
"""All 36 throws of two dice (6-5 and 5-6 are different throws)."""


# -- 1.6 Forced play -----------------------------------------------------------------------------

FENCE = pos({24: 9, 18: 1, 17: 1, 16: 1, 15: 1, 14: 1, 8: 1}, {12: 13, 6: 1, 3: 1})
"""White has a five-point fence 18-14; a lone 3 (24/21) would suit it best."""

LARGER = pos({24: 14, 18: 1}, {12: 14, 16: 1})
"""White opened 4-2 (24/18); Black answered 5-5 (24/4: its checker is on
White's 16).  With 6-2 White can play either die, not both."""

BLOCKED = pos({24: 14, 5: 1}, {23: 2, 22: 2, 21: 2, 20: 2, 19: 2, 18: 2, 12: 3})
"""Black's six-point block 23-18 stands right in front of White's head;
White's only free checker is a runner on 5 (past the block, so the block
is allowed)."""


def _keeps_fence(play):
    gaps = [p for p in range(18, 13, -1) if play.result.points[p - 1] <= 0]
    if not gaps:
        return None
    where = ", ".join(str(p) for p in gaps)
    return (f"it leaves point {where} empty, so the fence 18-14 has a gap. Both dice must be "
            f"played, but you can choose which checkers play them.")


def _lost(position, roll):
    plays = LONG.legal_plays(position, roll)
    played = sum(s.die for s in plays[0].steps) if plays else 0
    return sum(dice_to_play(roll)) - played


def part1_06():
    lost_33 = _lost(BLOCKED, (3, 3))
    no_move = sum(1 for r in ROLLS_36 if not LONG.legal_plays(BLOCKED, r))
    return [
        PlayExercise(
            "q1", "Both dice, even against your interest", FENCE, (6, 3),
            test=_keeps_fence,
            hints=["Playing only the 3 (24/21) is not allowed: the 6 can be played too, so it must be.",
                   "Which of your checkers are not part of the fence 18-14? Use them for the dice, "
                   "or let one checker play both dice."],
            success="Both dice played, fence kept: the rule takes no notice of what you would like, "
                    "but it leaves you the choice of how to play the whole roll.",
            solution="24/21 alone is refused: the 6 can be played, so it must be (seed 003, 3.10). "
                     "Three plays keep every point of the fence: 24/15 (the head checker plays both "
                     "dice), 24/18 8/5 and 24/21 8/2.",
            solution_code='ex.q1.check("24/15")',
            typical_wrong=[("24/21", "you must play both dice"),
                           ("24/18 16/13", "gap"),
                           ("24/18 24/21", "only one checker may leave the head")],
        ),
        PlayExercise(
            "q2", "The larger die", LARGER, (6, 2), accept=["24/18"],
            hints=["Can one checker play both numbers? Try 24/18/16 and 24/22/16; and the checker "
                   "already on 18?",
                   "Only one die can be played. Seed 003, 3.10: which one must it be?"],
            success="Either die could be played alone, never both (16 and 12 are Black's), so the "
                    "larger one it is; the 2 is lost.",
            solution="A head checker can play the 6 (24/18) or the 2 (24/22), but then the other die "
                     "lands on 16 (Black's checker) or 12 (Black's head); the checker on 18 is stuck "
                     "the same way. Only one die can be played, and when either could be, the rule "
                     "is: the larger. 24/18; the 2 is lost.",
            solution_code='ex.q2.check("24/18")',
            typical_wrong=[("24/22", "you must play the larger"),
                           ("24/16", "held by the opponent"),
                           ("24/18 18/16", "held by the opponent")],
        ),
        ValueExercise(
            "q3", "Pips lost with 3-3", lost_33, position=BLOCKED, dice=(3, 3),
            why={12: "not all of it is lost: the runner on 5 can play one 3 (5/2).",
                 0: "a double is four moves of 3; count how many of them can be played here.",
                 3: "3 pips are played (5/2); the question asks how many are lost.",
                 6: "after 5/2 the runner cannot go on: 2 − 3 is below 1, and bearing off needs "
                    "all fifteen checkers home."},
            hints=["3-3 is four moves of 3, 12 pips. The head checkers face Black's block: can any "
                   "of them move a 3?",
                   "`rules.legal_plays(ex.q3.position, (3, 3))` lists the plays; count the steps "
                   "of one of them (`len(play.steps)`)."],
            success="One 3 is played (5/2): 12 − 3 = 9 pips are lost.",
            solution="The head checkers cannot move at all (23 to 18 are Black's). The runner plays "
                     "5/2 and then is stuck: from 2 a 3 would bear off, and that needs all fifteen "
                     "home. One of the four 3s is played, three are lost: 9 pips.",
            solution_code='rules = nardy.variant("long")\n'
                          "play = rules.legal_plays(ex.q3.position, (3, 3))[0]\n"
                          "ex.q3.check(4 * 3 - sum(step.die for step in play.steps))",
            typical_wrong=[(12, "5/2"), (3, "played"), (0, "four moves")],
        ),
        ValueExercise(
            "q4", "Throws that cannot be played", no_move, position=BLOCKED,
            why={3: "you counted 6-5, 5-5 and 6-6. Out of 36 throws, 6-5 comes up two ways "
                    "(6-5 and 5-6).",
                 2: "5-5 and 6-6 cannot be played, but neither can 6-5: the runner on 5 needs a die "
                    "of 4 or less.",
                 1: "not only 6-6: the runner on 5 cannot move a 5 or a 6 either.",
                 0: "look for throws where no die is 4 or less: then nothing moves."},
            hints=["The head checkers cannot move at all. The runner on 5 can move with a die of "
                   "1 to 4.",
                   "Loop over `[(a, b) for a in range(1, 7) for b in range(1, 7)]` and count the "
                   "throws with `rules.legal_plays(ex.q4.position, roll) == []`."],
            success="5-5, 6-6, 6-5 and 5-6: 4 throws of 36 (one in nine) are lost entirely.",
            solution="The head is blocked for every number; the runner on 5 moves with 1-4 only. A "
                     "throw is lost entirely when both dice are 5 or 6: 5-5, 6-6, 6-5, 5-6 — four "
                     "of the 36.",
            solution_code='rules = nardy.variant("long")\n'
                          "throws = [(a, b) for a in range(1, 7) for b in range(1, 7)]\n"
                          "ex.q4.check(sum(1 for r in throws if not rules.legal_plays(ex.q4.position, r)))",
            typical_wrong=[(3, "two ways"), (2, "6-5"), (1, "not only 6-6")],
        ),
        ChoiceExercise(
            "quiz1", "Against your interest",
            "You roll 6-3. Playing only the 3 would suit you best, and the 6 can be played too. "
            "What must you do?",
            {"a": "play only the 3",
             "b": "play both dice",
             "c": "play either die, as you like"},
            "b",
            why={"a": "seed 003, 3.10: a player who can make the full move has no right to shorten it, "
                      "even when that is in his interest.",
                 "b": "The whole roll, whenever some way allows it.",
                 "c": "choosing one die is allowed only when the two cannot both be played."},
            solution="b) Both dice (seed 003, 3.10; seed 000 says the same).",
            typical_wrong=[("a", "no right to shorten"), ("c", "cannot both be played")],
        ),
        ChoiceExercise(
            "quiz2", "Either, but not both",
            "Either of your two dice could be played, but not both of them. Which one do you play?",
            {"a": "the smaller one",
             "b": "the larger one",
             "c": "whichever you like"},
            "b",
            why={"a": "seed 003, 3.10: the player must choose the larger; the smaller points are lost.",
                 "b": "The larger one; the smaller is lost.",
                 "c": "not a free choice: seed 003, 3.10 says the larger."},
            solution="b) The larger (seed 003, 3.10: \"the smaller points are lost\").",
            typical_wrong=[("a", "the larger"), ("c", "the larger")],
        ),
        ChoiceExercise(
            "quiz3", "The rest of a double",
            "You roll 5-5 and only three 5s can be played. What happens to the fourth?",
            {"a": "it is lost",
             "b": "the opponent plays it",
             "c": "you play it next turn"},
            "a",
            why={"a": "What cannot be played is lost (seed 003, 3.7 and 3.9).",
                 "b": "that is the Gulbar variants (part 2); in classic long nardy it is lost.",
                 "c": "nothing is carried over: each turn is a new roll."},
            solution="a) It is lost: play as many as you can; the rest is lost.",
            typical_wrong=[("b", "Gulbar"), ("c", "carried over")],
        ),
    ]


# -- 1.7 Bearing off -----------------------------------------------------------------------------

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


def part1_07():
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
             "b": "two checkers come off the 4-point",
             "c": "you must move checkers inside the home"},
            "b",
            why={"a": "a larger die bears off from the highest occupied point (seed 003, 3.12).",
                 "b": "Seed 003's own example: from the 4th point, else the 3rd, and so on.",
                 "c": "no checker can move 6 or 5 inside a home whose highest checker is on 4."},
            solution="b) Two off the 4-point (seed 003, 3.12).",
            typical_wrong=[("a", "highest"), ("c", "inside")],
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


# -- 1.8 Results ------------------------------------------------------------------------------------

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


def part1_08():
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
            "and with which colour?",
            {"a": "Boris, the winner, with White",
             "b": "Boris, who played Black, now with White",
             "c": "Anna again, with White"},
            "b",
            why={"a": "right person, wrong reason: under rule 1.4 Boris starts because he played "
                      "Black, win or lose. Winner-starts is seed 000's rule.",
                 "b": "Colours swap, and the previous Black starts (seed 003, 1.4).",
                 "c": "under rule 1.4 the colours swap every game."},
            solution="b) Colours swap and the player who was Black starts (seed 003, 1.4) — "
                     "whoever won.",
            typical_wrong=[("a", "win or lose"), ("c", "swap")],
        ),
        ChoiceExercise(
            "quiz1", "Mars",
            "When does the loser lose a mars (2 points)?",
            {"a": "when he has borne off no checker at all",
             "b": "when he still has a checker outside his home",
             "c": "when he loses by more than 15 pips"},
            "a",
            why={"a": "Seed 003, 4.2.",
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
             "b": "all agree: there is no draw, White has won",
             "c": "seed 000 says no draw; seed 003 offers the last roll as an innovation (and later "
                  "says no draw too)"},
            "c",
            why={"a": "seed 000: \"There is no draw in long backgammon\".",
                 "b": "seed 003, 4.3 describes the last-roll draw as an innovation.",
                 "c": "That is why the engine has the option `last_roll_draw` (off by default)."},
            solution="c) The texts disagree; the engine's `last_roll_draw` option chooses.",
            typical_wrong=[("a", "no draw"), ("b", "innovation")],
        ),
    ]


# -- 1.9 A whole game ------------------------------------------------------------------------------


def _first_off(game, player):
    for i, t in enumerate(game.turns, 1):
        if t.player == player and any(s.to == 0 for s in t.steps):
            return i
    return None


def part1_09():
    g = sample_game()
    turns = len(g.turns)
    white_passes = sum(1 for t in g.turns if t.player == 0 and not t.steps)
    white_short = sum(1 for t in g.turns if t.player == 0 and len(t.steps) < len(dice_to_play(t.roll)))
    black_first_off = _first_off(g, 1)
    pass_turn = next(i for i, t in enumerate(g.turns) if not t.steps)
    moment = next(m for m in g.replay() if m.turn == pass_turn and not m.steps)
    return [
        ValueExercise(
            "q1", "How long was the game", turns, position=g.position_of(0),
            why={turns + 1: f"{turns + 1} counts one too many: `game.turns` holds the turns played "
                            f"({turns}); the board says 'turn {turns + 1}' for the next one.",
                 turns // 2: f"{turns // 2} counts the rounds (one turn each); the question counts "
                             f"every player's turn."},
            hints=["`game.turns` is the list of turns played."],
            success=f"{turns} turns, {turns // 2} for each player.",
            solution=f"`len(game.turns)` is {turns}.",
            solution_code="from nardy.widgets.exercises_long import sample_game\n"
                          "ex.q1.check(len(sample_game().turns))",
            typical_wrong=[(turns + 1, "one too many"), (turns // 2, "rounds")],
        ),
        ValueExercise(
            "q2", "White's lost turns", white_passes, position=g.position_of(0),
            why={0: "look for turns whose play is '(no move)': `turn.steps` is empty.",
                 white_short: f"{white_short} also counts the turns where White played part of its "
                              f"roll; the question asks for the turns where it could not move at all."},
            hints=["A turn that could not be played has no steps: `not turn.steps`.",
                   "`[t for t in game.turns if t.player == 0 and not t.steps]`"],
            success=f"{white_passes} times White rolled and could not move at all: its checkers were "
                    f"stuck behind Black's home while Black bore off.",
            solution=f"White's turns with no steps: {white_passes}.",
            solution_code="from nardy.widgets.exercises_long import sample_game\n"
                          "ex.q2.check(sum(1 for t in sample_game().turns if t.player == 0 and not t.steps))",
            typical_wrong=[(0, "no move"), (white_short, "part of its roll")],
        ),
        ValueExercise(
            "q3", "Black's first checker off", black_first_off, position=g.position_of(0),
            why={black_first_off - 1: "that is White's turn just before; count turns from 1.",
                 black_first_off + 1: "count turns from 1: the first turn of the game is turn 1."},
            hints=["Number the turns from 1: `for number, turn in enumerate(game.turns, 1)`.",
                   "A step that bears off goes to point 0: `step.to == 0` (printed `off`)."],
            success=f"Turn {black_first_off}: Black's first bear-off.",
            solution=f"The first of Black's turns with a step to `off` (point 0) is turn {black_first_off}.",
            solution_code="from nardy.widgets.exercises_long import sample_game\n"
                          "game = sample_game()\n"
                          "first = next(n for n, t in enumerate(game.turns, 1)\n"
                          "             if t.player == 1 and any(s.to == 0 for s in t.steps))\n"
                          "ex.q3.check(first)",
            typical_wrong=[(black_first_off - 1, "count turns from 1"),
                           (black_first_off + 1, "count turns from 1")],
        ),
        PlayExercise(
            "q4", f"Turn {pass_turn + 1}", moment.position, moment.roll, accept=["no move"],
            to_move=moment.player,
            hints=["Try each of White's checkers with the 6 and with the 5.",
                   "If nothing can move, answer `\"no move\"`."],
            success="Nothing moves: every 5 and every 6 either lands on a Black checker or would "
                    "bear a checker off, and White may not bear off while checkers are still on "
                    "22, 20 and 19. The roll is lost.",
            solution="The checkers on 22, 20 and 19 land on Black's checkers (17, 16, 15, 14, 13); "
                     "7/2, 7/1 and 6/1 land on Black's checkers on 2 and 1; every other 5 or 6 from "
                     "the home would bear a checker off, which needs all fifteen home. So 5-6 cannot "
                     "be played: \"no move\".",
            solution_code='ex.q4.check("no move")',
            typical_wrong=[("22/16", "held by the opponent"), ("5/off", "bear off only once all")],
        ),
        ChoiceExercise(
            "quiz1", "What a record holds",
            "What does `game.to_json()` save?",
            {"a": "only the final position",
             "b": "the variant and its options, the opening throws, every turn's roll and play, "
                  "and the result",
             "c": "a picture of the board after every turn"},
            "b",
            why={"a": "the final position alone could not be replayed; the record keeps every turn.",
                 "b": "Enough to rebuild the game turn by turn (`Game.from_json`).",
                 "c": "pictures are drawn from the record, not stored in it."},
            solution="b) The whole game: rules, opening, every roll and play, the result.",
            typical_wrong=[("a", "replayed"), ("c", "drawn from the record")],
        ),
        ChoiceExercise(
            "quiz2", "A checked replay",
            "Someone edits a saved record so that a turn plays two checkers off the head. What does "
            "`Game.from_json` do?",
            {"a": "it loads the game anyway",
             "b": "it refuses the record, saying which rule the turn breaks",
             "c": "it silently skips that turn"},
            "b",
            why={"a": "every turn is replayed through the engine, so a broken rule is caught.",
                 "b": "Each turn is checked as if it were played on a board.",
                 "c": "skipping a turn would change every position after it."},
            solution="b) It replays and checks every turn, and raises the engine's explanation.",
            typical_wrong=[("a", "replayed"), ("c", "skipping")],
        ),
    ]


LESSONS = {
    "part1/06": ("1.6 Forced play", part1_06),
    "part1/07": ("1.7 Bearing off", part1_07),
    "part1/08": ("1.8 Results", part1_08),
    "part1/09": ("1.9 A whole game", part1_09),
}
