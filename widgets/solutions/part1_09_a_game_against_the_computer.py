"""Answer key of 1.9 A game against the computer
(``lessons/part1-long-nardy/09-a-game-against-the-computer.ipynb``): its
exercises, each with the expected answer, hints, explanations of typical
wrong answers and the worked solution. The lesson loads them with
``lesson("part1/09")``; a learner sees an answer only by asking for it
(``ex.q1.solution()``).
"""

from __future__ import annotations

from nardy.dice import dice_to_play

from ..exercises import ChoiceExercise, ValueExercise
from ..exercises_long import sample_game

TITLE = "1.9 A game against the computer"


def _first_off(game, player):
    for i, t in enumerate(game.turns, 1):
        if t.player == player and any(s.to == 0 for s in t.steps):
            return i
    return None


def exercises():
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
        ChoiceExercise(
            "q4", f"Turn {pass_turn + 1}",
            f"At turn {pass_turn + 1} White rolled {moment.roll[0]}-{moment.roll[1]} and could not "
            "move. Which rules stand in the way of some 5 or 6? Choose every one that does.",
            {"a": "only one checker may leave the head per turn",
             "b": "a point with a single black checker on it is closed to White",
             "c": "no six points in a row may be built in front of all Black's checkers",
             "d": "White may not bear off while a checker of its own is outside its home"},
            {"b", "d"},
            why={"a": "White's head is empty by now: no checker of White's is left on 24.",
                 "c": "no 5 and no 6 can be played at all here, so no block is ever built: the "
                      "six-point rule never comes into it.",
                 "b": "22/16, 22/17, 20/14, 19/13, 7/1, 6/1 and the like all land on a black checker.",
                 "d": "3/off, 4/off, 5/off: White's checkers on 22, 20 and 19 are still outside the "
                      "home."},
            hints=["Ask the engine with the lesson's `why_not`: `why_not(22, 16)` names the rule in "
                   "the way of the step 22/16 (point 0 is off the board).",
                   "Try every checker of White's with the 5 and with the 6: those outside the home, "
                   "those on 7 and 6, and those deep in the home."],
            success="Two rules, between them, stop every 5 and every 6: single black checkers close "
                    "the points ahead of White's runners, and no checker may be borne off while "
                    "three are still outside the home. The roll is lost.",
            solution="b and d. The checkers on 22, 20 and 19 would land on points each held by a "
                     "single black checker, which closes them in long nardy, and 7/2, 7/1 and 6/1 on "
                     "Black's 2- and 1-points; every other 5 or 6 from the home would bear a checker "
                     "off, and White may not bear off while checkers stand on 22, 20 and 19. White's "
                     "head is empty, and with no step possible no block is built. The roll is lost.",
            typical_wrong=[("a", "head is empty"), ("c", "no block is ever built"),
                           ("b", "1 more option is right")],
        ),
        ChoiceExercise(
            "quiz1", "What a record holds",
            "What does `game.to_json()` save?",
            {"a": "the final position and the result, as a score sheet would",
             "b": "the rules, the opening throws, every roll and play, the result",
             "c": "a picture of the board after every turn, with its dice"},
            "b",
            why={"a": "the final position alone could not be replayed; the record keeps every turn.",
                 "b": "The variant and its options, the opening throws, every turn's roll and play, and the "
                      "result: enough to rebuild the game turn by turn (`Game.from_json`).",
                 "c": "pictures are drawn from the record, not stored in it."},
            solution="b) The whole game: rules, opening, every roll and play, the result.",
            typical_wrong=[("a", "replayed"), ("c", "drawn from the record")],
        ),
        ChoiceExercise(
            "quiz2", "A checked replay",
            "Someone edits a saved record so that a turn plays two checkers off the head. What does "
            "`Game.from_json` do?",
            {"a": "it loads the game anyway, as the record says it was played",
             "b": "it refuses the record, saying which rule the turn breaks",
             "c": "it skips that turn and replays the rest of the game"},
            "b",
            why={"a": "every turn is replayed through the engine, so a broken rule is caught.",
                 "b": "Each turn is checked as if it were played on a board.",
                 "c": "skipping a turn would change every position after it."},
            solution="b) It replays and checks every turn, and raises the engine's explanation.",
            typical_wrong=[("a", "replayed"), ("c", "skipping")],
        ),
    ]
