"""Answer key of 1.6 Forced play
(``lessons/part1-long-nardy/06-forced-play.ipynb``): its exercises, each
with the expected answer, hints, explanations of typical wrong answers and
the worked solution. The lesson loads them with ``lesson("part1/06")``; a
learner sees an answer only by asking for it (``ex.q1.solution()``).
"""

from __future__ import annotations

from nardy.dice import dice_to_play

from ..exercises import ChoiceExercise, PlayExercise, ValueExercise
from ..fixtures import ROLLS_36
from .common import LONG, pos

TITLE = "1.6 Forced play"


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


def exercises():
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
            "q2", "White's 6-2", LARGER, (6, 2), accept=["24/18"],
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
             "b": "whichever you like",
             "c": "the larger one"},
            "c",
            why={"a": "seed 003, 3.10: the player must choose the larger; the smaller points are lost.",
                 "c": "The larger one; the smaller is lost.",
                 "b": "not a free choice: seed 003, 3.10 says the larger."},
            solution="c) The larger (seed 003, 3.10: \"the smaller points are lost\").",
            typical_wrong=[("a", "the larger"), ("b", "the larger")],
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
