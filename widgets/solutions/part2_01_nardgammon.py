"""Answer key of 2.1 Nardgammon
(``lessons/part2-variants/01-nardgammon.ipynb``): its exercises, each with
the expected answer, hints, explanations of typical wrong answers and the
worked solution. The lesson loads them with ``lesson("part2/01")``; a
learner sees an answer only by asking for it (``ex.q1.solution()``).
"""

from __future__ import annotations

from nardy import variant

from ..exercises import ChoiceExercise, PlayExercise, ValueExercise
from .common import pos

TITLE = "2.1 Nardgammon"


FENCE = pos({24: 9, 13: 1, 10: 1, 9: 1, 8: 1, 7: 1, 6: 1}, {12: 15})
"""White's five-point fence 10-6 and a runner on 13; all of Black's
checkers are on its head, behind the fence.  13/10 with 2-1 passes 11 and
makes six in a row (11-6) for a moment."""


def _runner_moved(play):
    if play.result.points[13 - 1] > 0:
        return "the runner is still on 13: the question asks you to move it."
    return None


def exercises():
    classic = len(variant("long").legal_plays(FENCE, (2, 1)))
    nard = len(variant("nardgammon").legal_plays(FENCE, (2, 1)))
    return [
        ChoiceExercise(
            "q1", "A 3 straight over",
            "The same position, in Nardgammon, but White rolls 3-1. Is 24/23 13/10 legal?",
            {"a": "yes: the 3 takes the runner from 13 straight to 10, so it never stands on 11",
             "b": "no: it makes the blind block 11-6 for a moment",
             "c": "no: the runner would have to pass Black's head on 12"},
            "a",
            why={"a": "A step is one die: 13/10 with the 3 lands on 10 and never stops on 11, so "
                      "six in a row never stand.",
                 "b": "the block would need a checker on 11; with the 3 the runner jumps from 13 "
                      "straight to 10, so it is legal in both rule sets.",
                 "c": "a checker jumps over points: only where it lands counts. 13/10 with the 3 "
                      "lands on 10."},
            hints=["A checker stops only where a die takes it. Where does the runner stop with a 3?",
                   "Nardgammon checks the board after each step: is there a moment with 11 to 6 "
                   "all held?"],
            solution="a) Legal, in Nardgammon too: the 3 moves the runner 13/10 in one step, so it "
                     "never stands on 11 and no moment shows six in a row. With 2-1 the runner "
                     "must stop on 11 (12 is Black's head) — that is what Nardgammon forbids.",
            typical_wrong=[("b", "straight to 10"), ("c", "only where it lands counts")],
        ),
        PlayExercise(
            "q2", "Free the runner", FENCE, (2, 1), game="nardgammon", test=_runner_moved,
            hints=["In classic you would play 13/10. Try it: the board says why Nardgammon refuses.",
                   "The runner can still move: by one die only, and the other die is played by "
                   "another checker in a way that never shows six in a row."],
            success="The runner left 13 without making a blind block at any moment of the turn.",
            solution="13/10 is refused: on its way it stands on 11 and makes the blind block 11-6. "
                     "The runner can play the 2 alone (13/11), if another checker plays the 1 first "
                     "so that the six never stand: 13/11 10/9, 13/11 9/8, 13/11 8/7, 13/11 7/6 or "
                     "13/11 6/5.",
            solution_code='ex.q2.check("13/11 10/9")',
            typical_wrong=[("13/10", "not even for a moment"), ("24/21", "still on 13"),
                           ("13/12", "held by the opponent")],
        ),
        ValueExercise(
            "q3", "Count the plays", nard, position=FENCE, dice=(2, 1),
            why={classic: "that is classic long nardy's count; ask nardy.variant(\"nardgammon\").",
                 0: "0 would mean that 2-1 cannot be played at all; count the plays the engine lists.",
                 classic - 1 - 5: "too few: 13/11 with a 1 elsewhere is still legal when the 1 is "
                                  "played first."},
            hints=["`nardy.variant(\"nardgammon\").legal_plays(ex.q3.position, (2, 1))` lists them.",
                   "`len(...)` counts them."],
            success=f"{nard} plays: one fewer than classic's {classic} — 13/10 is the only difference.",
            solution=f"Nardgammon has {nard} plays with 2-1 here, classic {classic}: every play but "
                     "13/10 is legal in both.",
            solution_code='rules = nardy.variant("nardgammon")\n'
                          "ex.q3.check(len(rules.legal_plays(ex.q3.position, (2, 1))))",
            typical_wrong=[(classic, "classic"), (0, "cannot be played at all"), (29, "too few")],
        ),
        ChoiceExercise(
            "quiz1", "What Nardgammon changes",
            "What does Nardgammon change in the rules of classic long nardy?",
            {"a": "blocks of six are forbidden altogether",
             "b": "a block of six is allowed as long as it is broken by the end of the turn",
             "c": "a blind block of six is forbidden at every moment of the turn, even one broken "
                  "again before the turn ends"},
            "c",
            why={"a": "a block of six with an opponent checker past it is still allowed.",
                 "c": "Only the \"run\" goes: classic lets a blind block stand for a moment.",
                 "b": "that is classic's \"with a run\"; Nardgammon forbids it."},
            solution="c) Seed 000: \"It is forbidden to build a blind block at any moment of the turn.\"",
            typical_wrong=[("a", "still allowed"), ("b", "classic")],
        ),
        ChoiceExercise(
            "quiz2", "The same rules by another name",
            "Which call gives exactly Nardgammon's rules?",
            {"a": "nardy.variant(\"long\", transient_block=False)",
             "b": "nardy.variant(\"long\", block_needs=\"home\")",
             "c": "nardy.variant(\"long\", first_turn_exception=\"any-block\")"},
            "a",
            why={"a": "Nardgammon is classic long nardy with transient_block=False.",
                 "b": "block_needs decides which opponent checker makes a block allowed, not when "
                      "it is checked.",
                 "c": "that option is about the head on the first turn."},
            solution="a) transient_block=False: the block is checked after every step.",
            typical_wrong=[("b", "which opponent checker"), ("c", "head")],
        ),
    ]
