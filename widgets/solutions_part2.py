"""Answer key of part 2, the variants of long nardy: every exercise with its
expected answer, hints, explanations of typical wrong answers and the
worked solution.

Lessons never show this file: they load their exercises with
``nardy.widgets.exercises.lesson("part2/02")`` and a learner sees an
answer only by asking ``ex.q1.solution()``.

Positions are written from the side to move (White) with :func:`pos`:
``pos({24: 14, 18: 1}, {12: 15})`` puts White's checkers on its 24 and 18
and Black's on White's 12 (the engine's mover-relative numbering, lesson
1.1).  Every claim below was checked with the engine
(``tests/test_exercises_variants.py`` checks them again).
"""

from __future__ import annotations


from nardy import Game, Position, variant
from nardy.dice import Moves

from .exercises import ChoiceExercise, PlayExercise, ValueExercise
from .exercises_long import position

VARIANTS = ("nardgammon", "gul", "gulbar", "mad-gulbar", "khachapuri", "fevga", "fevga-giul")
"""The seven variants of seed 000, in the order of the lessons."""


pos = position
"""``pos(mine, theirs, off=(0, 0))``: a long-nardy position from the side to
move (:func:`nardy.widgets.exercises_long.position`)."""


def passed_after(name: str, roll) -> int:
    """How many single moves pass to the opponent when White opens with the
    double ``roll`` in variant ``name`` and plays as much of it as it can."""
    g = Game(name)
    g.roll(roll)
    plays = g.legal_plays()
    g.play(plays[0]) if plays else g.commit()
    stages = [g.stage, *g.pending] if g.to_move == 1 else []
    return sum(len(s.dice) for s in stages if s.kind == "passed")


# -- 2.1 Nardgammon ---------------------------------------------------------------------------------

FENCE = pos({24: 9, 13: 1, 10: 1, 9: 1, 8: 1, 7: 1, 6: 1}, {12: 15})
"""White's five-point fence 10-6 and a runner on 13; all of Black's
checkers are on its head, behind the fence.  13/10 with 2-1 passes 11 and
makes six in a row (11-6) for a moment."""


def _runner_moved(play):
    if play.result.points[13 - 1] > 0:
        return "the runner is still on 13: the question asks you to move it."
    return None


def part2_01():
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
             "b": "a blind block of six is forbidden at every moment of the turn, even one broken "
                  "again before the turn ends",
             "c": "a block of six is allowed as long as it is broken by the end of the turn"},
            "b",
            why={"a": "a block of six with an opponent checker past it is still allowed.",
                 "b": "Only the \"run\" goes: classic lets a blind block stand for a moment.",
                 "c": "that is classic's \"with a run\"; Nardgammon forbids it."},
            solution="b) Seed 000: \"It is forbidden to build a blind block at any moment of the turn.\"",
            typical_wrong=[("a", "still allowed"), ("c", "classic")],
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


# -- 2.2 Gul ----------------------------------------------------------------------------------------

AFTER_33 = pos({24: 13, 18: 2}, {12: 15})
"""White opened 3-3 in Gul with 24/18(2); the progression goes on with 4-4."""

BEAR_OFF = pos({5: 1, 4: 2, 2: 2}, {13: 15}, off=(10, 0))
"""White bears off: one checker on 5, two on 4, two on 2."""


def part2_02():
    return [
        ValueExercise(
            "q1", "A whole progression", 4 * (2 + 3 + 4 + 5 + 6), position=variant("gul").start(),
            dice=(2, 2),
            why={8: "that is the 2-2 alone; in Gul the 3-3, 4-4, 5-5 and 6-6 follow.",
                 16: "a double is four moves, not two: 4 × 2 = 8 pips for the 2-2 alone.",
                 20: "2 + 3 + 4 + 5 + 6 = 20 is one move of each double; each double is four moves.",
                 72: "72 is a progression from 3-3; yours starts at 2-2."},
            hints=["Which doubles does White play after a rolled 2-2, if each is played in full?",
                   "2-2, 3-3, 4-4, 5-5 and 6-6: four moves of each number."],
            success="4 × (2 + 3 + 4 + 5 + 6) = 80 pips in one go — more than a fifth of a whole "
                    "game's 360.",
            solution="A rolled 2-2 is followed by 3-3, 4-4, 5-5 and 6-6, four moves each: "
                     "4 × (2 + 3 + 4 + 5 + 6) = 80 pips.",
            solution_code="ex.q1.check(4 * sum(range(2, 7)))",
            typical_wrong=[(8, "3-3, 4-4"), (20, "four moves"), (16, "four moves")],
        ),
        PlayExercise(
            "q2", "One head checker per double", AFTER_33, (4, 4), origin=(3, 3), game="gul",
            accept=["24/16 18/14(2)"],
            why={"24/16 18/10": "it takes one checker to 10; the question asks for both on 14.",
                 "18/10(2)": "no checker leaves the head; the question asks for one."},
            hints=["Gul: \"one checker from the head for each take\" — each double of the "
                   "progression may take one.",
                   "One head checker plays two 4s (24/20/16); the two on 18 play one 4 each."],
            success="One new checker from the head for this double, and the two on 18 move on. "
                    "On the board the 5-5 follows at once.",
            solution="24/16 18/14(2): the 4-4 of the progression takes one checker from the head "
                     "(24/20/16), and each checker on 18 moves one 4. Two head checkers "
                     "(24/16(2)) would be refused: one per take.",
            solution_code='ex.q2.check("24/16 18/14(2)")',
            typical_wrong=[("24/16(2)", "only one checker may leave the head"),
                           ("18/10(2)", "leaves the head"),
                           ("24/16 18/10", "both on 14")],
        ),
        PlayExercise(
            "q3", "Exactly", BEAR_OFF, (6, 4), game="gul", accept=["4/off"],
            hints=["In Gul a checker is borne off only from the point that matches the die.",
                   "No checker stands on 6; and inside the home nothing may move now."],
            success="Only the 4 bears a checker off; the 6 is lost. In classic long nardy 6-4 "
                    "would take two (5/off 4/off).",
            solution="4/off. The 6 matches no occupied point, and in Gul it may not bear off the "
                     "checker on 5 (only an exact die does) nor move one inside the home.",
            solution_code='ex.q3.check("4/off")',
            typical_wrong=[("5/off 4/off", "exact die"), ("5/1 4/off", "no moves inside the home")],
        ),
        ChoiceExercise(
            "quiz1", "A double that cannot start",
            "In Gul you roll 4-4 and not a single 4 can be played. What happens?",
            {"a": "the four 4s pass to the opponent",
             "b": "nothing: the double is not played, nothing passes, and no progression follows",
             "c": "the progression goes on with 5-5"},
            "b",
            why={"a": "seed 000: it \"does not pass to the opponent\".",
                 "b": "Seed 000: \"it is not played and does not pass to the opponent.\"",
                 "c": "a double that cannot even be started ends the go: no 5-5."},
            solution="b) \"If the player cannot begin to play the double thrown, it is not played "
                     "and does not pass to the opponent.\"",
            typical_wrong=[("a", "does not pass"), ("c", "no 5-5")],
        ),
        ChoiceExercise(
            "quiz2", "All home",
            "Your 4-4 of a progression brings your last checker home. What about the 5-5?",
            {"a": "you play it: the progression always runs to 6-6",
             "b": "the progression stops: no 5-5",
             "c": "the 5-5 passes to the opponent"},
            "b",
            why={"a": "seed 000: \"If the player has brought all checkers into the home, the "
                      "progression of doubles stops.\"",
                 "b": "Home means the progression is over.",
                 "c": "in Gul nothing passes to the opponent."},
            solution="b) The progression stops once all your checkers are home.",
            typical_wrong=[("a", "stops"), ("c", "nothing passes")],
        ),
    ]


# -- 2.3 Gulbar -------------------------------------------------------------------------------------

PASSED_5S = pos({24: 12, 18: 1, 13: 1, 3: 1}, {12: 12, 20: 1, 10: 1, 5: 1})
"""Black's 5-5 could not be played in full: White receives two 5s."""


def part2_03():
    return [
        ValueExercise(
            "q1", "What passes", passed_after("gulbar", (6, 6)), position=variant("gulbar").start(),
            dice=(6, 6),
            why={4: "two 6s can be played (24/18(2)): only the moves not played pass.",
                 0: "the opponent takes the moves not played: are all four 6s played?",
                 1: "24/18(2) is two 6s; four minus two."},
            hints=["On the first turn 6-6 takes two checkers from the head to 18. Can they go on?",
                   "18/12 would land on Black's head."],
            success="24/18(2), and the other two 6s pass to Black, who plays them before rolling.",
            solution="24/18(2) uses two 6s; 18/12 is Black's head, and no third head checker may "
                     "leave. The two 6s not played pass to Black.",
            solution_code="ex.q1.check(2)",
            typical_wrong=[(4, "only the moves not played"), (0, "not played"), (1, "four minus two")],
        ),
        PlayExercise(
            "q2", "Moves from the opponent", PASSED_5S, Moves(5, 2), origin=(5, 5), game="gulbar",
            accept=["24/19 13/8"],
            why={"24/14": "one checker plays both 5s; the question asks for a new one from the head "
                          "and the runner on 13.",
                 "18/8": "the checker on 18 moves; the question asks for the head and 13."},
            hints=["Two moves of 5: play them like two dice showing 5 — but they are two, not four.",
                   "One from the head (24/19) and the runner 13/8."],
            success="Passed moves are played like a roll, one checker from the head allowed; then "
                    "White rolls for its own turn.",
            solution="24/19 13/8. The two 5s are White's to play before its own roll: one may take a "
                     "checker from the head, the other moves the runner.",
            solution_code='ex.q2.check("24/19 13/8")',
            typical_wrong=[("24/14", "new one from the head"), ("18/8", "head and 13"),
                           ("24/19 24/19", "only one checker may leave the head")],
        ),
        ChoiceExercise(
            "q3", "After a whole double",
            "In Gulbar White rolls 1-1 on the first turn and plays all four 1s (24/20). What comes next?",
            {"a": "Black rolls", "b": "White rolls again", "c": "White plays 2-2"},
            "b",
            why={"a": "a double played in full earns a re-roll.",
                 "b": "Seed 000: \"if the player could make all 4 moves, he throws the dice once more.\"",
                 "c": "2-2 would be Gul's progression; Gulbar throws again instead."},
            solution="b) A double played in full: the same player throws again.",
            typical_wrong=[("a", "re-roll"), ("c", "progression")],
        ),
        ChoiceExercise(
            "quiz1", "The fourth 5",
            "In Gulbar you roll 5-5 and only three 5s can be played. What happens to the fourth?",
            {"a": "it is lost", "b": "the opponent plays it, before his own roll",
             "c": "you play it next turn"},
            "b",
            why={"a": "lost in classic long nardy; Gulbar passes it on.",
                 "b": "Seed 000: \"The opponent takes all the moves not played.\"",
                 "c": "nothing waits for your next turn."},
            solution="b) The opponent plays it first, then throws for his own turn.",
            typical_wrong=[("a", "classic"), ("c", "next turn")],
        ),
    ]


# -- 2.4 Mad Gulbar ---------------------------------------------------------------------------------

JACKPOT = pos({13: 1, 3: 14}, {12: 15})
"""Seed 000's example: the last checker comes home on the fourth 2 of a 2-2."""

STUCK_22 = pos({3: 14, 13: 1}, {12: 13, 11: 1, 1: 1})
"""Black holds 11 and 1: White cannot play a single 2."""


def part2_04():
    return [
        ValueExercise(
            "q1", "All that passes", passed_after_position("mad-gulbar", STUCK_22, (2, 2)),
            position=STUCK_22, dice=(2, 2),
            why={4: "not only the 2-2: the doubles after it up to 6-6 pass too.",
                 16: "the 2-2 itself passes as well, not only 3-3 to 6-6.",
                 0: "in Mad Gulbar the moves pass to the opponent; a double that cannot start is "
                    "no exception here."},
            hints=["No 2 can be played: 13/11 and 3/1 are Black's.",
                   "The 2-2 and every double after it up to 6-6 pass: how many moves is that?"],
            success="Twenty moves — four each of 2, 3, 4, 5 and 6 — which Black plays before his "
                    "own roll.",
            solution="Nothing of the 2-2 can be played, so it passes whole, with the rest of the "
                     "progression: 4 × 5 = 20 single moves.",
            solution_code="ex.q1.check(4 * 5)",
            typical_wrong=[(4, "up to 6-6"), (16, "2-2 itself"), (0, "no exception")],
        ),
        PlayExercise(
            "q2", "Home on the fourth move", JACKPOT, (2, 2), game="mad-gulbar", accept=["13/5"],
            why={"13/7 3/1": "the last checker is not home: the jackpot rule needs it home on the "
                             "fourth 2.",
                 "3/1(4)": "the runner on 13 stays out (moves inside the home are allowed until the "
                           "last checker is home); the question asks you to bring it home."},
            hints=["Seed 000's own example: bring the last checker home with the fourth 2.",
                   "13/11/9/7/5."],
            success="Home on the fourth move of the 2-2: the next jackpot, 3-3, is played (on the "
                    "board it follows at once), and then the progression stops.",
            solution="13/5 (13/11/9/7/5): the fourth 2 brings the last checker home, so the 3-3 is "
                     "played — it bears four checkers off point 3 — and then no 4-4.",
            solution_code='ex.q2.check("13/5")',
            typical_wrong=[("13/7 3/1", "fourth 2"), ("3/1(4)", "runner on 13")],
        ),
        ValueExercise(
            "q3", "Four off", 4, position=JACKPOT, dice=(2, 2),
            why={0: "after 13/5 all are home, and the 3-3 jackpot bears off.",
                 8: "no 4-4: after the 3-3 the progression stops.",
                 16: "no 4-4, 5-5 or 6-6: the progression stops after the next jackpot."},
            hints=["After 13/5 the 3-3 is played. What can a 3 do when all are home?",
                   "Seed 000: \"he may throw four checkers off point 3 (playing the 3-3 jackpot). "
                   "But he will not be able to play 4-4.\""],
            success="Four off with the 3-3, and then Black rolls.",
            solution="The 3-3 bears four checkers off point 3; then the progression stops (no 4-4).",
            solution_code="ex.q3.check(4)",
            typical_wrong=[(8, "no 4-4"), (0, "bears off")],
        ),
        ChoiceExercise(
            "quiz1", "Inside the home",
            "In Mad Gulbar, may you move a checker from your 6-point to your 2-point?",
            {"a": "never", "b": "yes, until your last checker has come home",
             "c": "only with a double"},
            "b",
            why={"a": "that is Gul once all are home; Mad Gulbar allows it until then.",
                 "b": "Seed 000: \"You may move inside the home until the last checker has been "
                      "brought into the home.\"",
                 "c": "doubles have nothing to do with it."},
            solution="b) Until the last checker is home; after that only bearing off.",
            typical_wrong=[("a", "until then"), ("c", "nothing to do")],
        ),
    ]


def passed_after_position(name: str, position: Position, roll) -> int:
    """How many single moves pass to the opponent when White plays as much
    as it can of the double ``roll`` in ``position`` (variant ``name``)."""
    g = Game(name, position=position)
    g.roll(roll)
    plays = g.legal_plays()
    g.play(plays[0]) if plays else g.commit()
    stages = [g.stage, *g.pending] if g.to_move == 1 else []
    return sum(len(s.dice) for s in stages if s.kind == "passed")


# -- 2.5 Khachapuri ---------------------------------------------------------------------------------

def _two_from_head(play):
    taken = 4 - play.result.points[24 - 1]
    if taken < 2:
        return f"only {taken} checker{'s' * (taken != 1)} left the head: the question asks for two."
    return None


def part2_05():
    k = variant("khachapuri")
    start = k.start()
    return [
        ValueExercise(
            "q1", "A shorter race", 360 - k.pips(start)[0], position=start,
            why={162: "162 is Khachapuri's pip count; the question asks how many fewer than classic's.",
                 360: "360 is the classic count; subtract Khachapuri's.",
                 96: "96 is only the four on the head: 4 × 24.",
                 66: "66 is only the eleven on the 6-point: 11 × 6."},
            hints=["A checker on point p needs p pips to bear off; classic starts with 15 × 24 = 360.",
                   "Khachapuri: 4 × 24 + 11 × 6. Or ask the engine: "
                   "`nardy.variant(\"khachapuri\").pips(ex.q1.position)`."],
            success="360 − (4 × 24 + 11 × 6) = 360 − 162 = 198 pips fewer: the race is less than half "
                    "as long.",
            solution="Classic: 15 × 24 = 360 pips each. Khachapuri: 4 × 24 + 11 × 6 = 162. "
                     "The difference is 198.",
            solution_code='ex.q1.check(360 - nardy.variant("khachapuri").pips(ex.q1.position)[0])',
            typical_wrong=[(162, "how many fewer"), (360, "subtract"), (96, "four on the head")],
        ),
        PlayExercise(
            "q2", "Two from the head", start, (2, 1), game="khachapuri", test=_two_from_head,
            hints=["Khachapuri has no head rule: \"as many checkers as you like from the head\".",
                   "One head checker with the 2, another with the 1."],
            success="Two head checkers in one turn: in classic long nardy that is refused.",
            solution="24/23 24/22: each die takes its own checker off the head.",
            solution_code='ex.q2.check("24/23 24/22")',
            typical_wrong=[("24/21", "only 1 checker"), ("6/3", "only 0 checkers")],
        ),
        ValueExercise(
            "q3", "An opening 6-6", len(k.legal_plays(start, (6, 6))), position=start, dice=(6, 6),
            why={4: "look at 18 and at the 6-point: where would a 6 land?",
                 2: "the classic opening 24/18(2) lands on Black's eleven on your 18."},
            hints=["From the head a 6 lands on 18; from the 6-point a 6 would bear off.",
                   "18 holds Black's eleven; and bearing off needs all fifteen home."],
            success="Not one: 18 is Black's and bearing off is not allowed yet. The four 6s pass "
                    "to Black — whose own 6s are blocked the same way, so they are lost.",
            solution="No 6 can be played: 24/18 lands on Black's eleven, 6/off needs all fifteen "
                     "home. All four pass to Black (Gulbar's rule), who cannot play them either.",
            solution_code='rules = nardy.variant("khachapuri")\n'
                          "ex.q3.check(len(rules.legal_plays(ex.q3.position, (6, 6))))",
            typical_wrong=[(4, "where would a 6 land"), (2, "Black's eleven")],
        ),
        ValueExercise(
            "q4", "The stake", 15 - 9, position=start,
            why={9: "9 is what the loser bore off; the winner scores the checkers not borne off.",
                 1: "Khachapuri does not score oin and mars: one point per checker.",
                 2: "Khachapuri does not score oin and mars: one point per checker."},
            hints=["Seed 000: \"they play for a stake on the checkers not thrown off\"."],
            success="15 − 9 = 6 points.",
            solution="One point for each of the loser's checkers still on the board: 15 − 9 = 6.",
            solution_code="ex.q4.check(15 - 9)",
            typical_wrong=[(9, "not borne off"), (1, "one point per checker")],
        ),
        ChoiceExercise(
            "quiz1", "A modified Gulbar",
            "Which Gulbar rules does Khachapuri keep? (more than one)",
            {"a": "a double played in full earns a re-roll",
             "b": "the moves of a double you cannot make pass to the opponent",
             "c": "one checker from the head per turn",
             "d": "a rolled double is followed by every higher double"},
            {"a", "b"},
            why={"c": "Khachapuri drops the head rule: as many as you like.",
                 "d": "that is Gul's progression, not Gulbar's."},
            success="The re-roll and the passed moves are Gulbar's; the start, the head and the "
                    "stake are Khachapuri's own.",
            solution="a) and b): Khachapuri is \"a modified Gulbar\" — a new start, no head rule, "
                     "and a stake per checker.",
            typical_wrong=[("c", "drops the head rule"), ("d", "Gul's progression")],
        ),
    ]


# -- 2.6 Fevga --------------------------------------------------------------------------------------

QUARTER = pos({24: 9, 23: 1, 22: 1, 21: 1, 20: 1, 8: 1, 7: 1}, {12: 13, 5: 1, 3: 1})
"""White holds 20-24 of its starting quarter; its lead checker has passed
Black's head."""


def part2_06():
    return [
        PlayExercise(
            "q1", "A 6-6 to open", variant("fevga").start(), (6, 6), game="fevga",
            accept=["24/18"],
            hints=["Only one checker may leave the head until it has passed Black's head.",
                   "Black's head is your 12: where does your lead checker's second 6 land?"],
            success="One checker, two 6s; the other two are lost. Classic long nardy would let a "
                    "second head checker play them (24/18(2)); Fevga does not.",
            solution="24/18: the lead checker plays one 6, its second would land on Black's head "
                     "(12), and no second checker may leave the head (seed 000: with 66, 44, 33 on "
                     "the first move \"the second checker may not be taken off\").",
            solution_code='ex.q1.check("24/18")',
            typical_wrong=[("24/18(2)", "only one checker leaves the head"),
                           ("24/12", "held by the opponent")],
        ),
        ChoiceExercise(
            "q2", "An opening 5-5",
            "White opens with 5-5 in Fevga. Which plays are legal? (more than one)",
            {"a": "24/4", "b": "24/9 24/19", "c": "24/14(2)", "d": "24/19 24/14"},
            {"a", "b"},
            why={"a": "The lead checker runs 24/19/14/9/4: past Black's head on the third 5.",
                 "b": "Once the lead is past Black's head (on 9), a second checker may leave.",
                 "c": "two checkers leave the head before either has passed Black's head.",
                 "d": "the second checker leaves while the first is still on 14, before Black's head."},
            hints=["Black's head is your 12. When does your lead checker pass it?"],
            solution="a) and b). The lead checker passes 12 with its third 5 (24/19/14/9); from then "
                     "on any checker may leave the head, so the fourth 5 may be 9/4 or 24/19.",
            typical_wrong=[("c", "before either"), ("d", "still on 14")],
        ),
        ChoiceExercise(
            "q3", "The starting quarter",
            "In the position above White rolls 5-1. Which play does Fevga refuse?",
            {"a": "24/19 20/19", "b": "24/19 8/7", "c": "24/18", "d": "7/1"},
            "b",
            why={"a": "24/19 fills 19, but 20/19 empties 20: the quarter is not full.",
                 "b": "24/19 fills 19 while 20-24 stay held: all six points of the starting "
                      "quarter.",
                 "c": "24/18 leaves 19 empty.",
                 "d": "7/1 does not touch the quarter."},
            hints=["Your starting quarter is 19-24. Which play ends with all six held?"],
            solution="b) 24/19 8/7 ends with 19, 20, 21, 22, 23 and 24 all held: seed 000 says at "
                     "least one point of the starting zone must be free.",
            typical_wrong=[("a", "empties 20"), ("c", "19 empty")],
        ),
        ChoiceExercise(
            "quiz1", "Blocks in Fevga",
            "In Fevga, a block of six points with no opponent checker past it is...",
            {"a": "forbidden, as in classic long nardy",
             "b": "allowed, except on all six points of your starting quarter, or right in front of "
                  "all fifteen opponent checkers stacked on one point",
             "c": "allowed anywhere"},
            "b",
            why={"a": "seed 000: \"allowed even though no opponent checker has gone ahead\".",
                 "b": "Allowed, with the two exceptions of seed 000.",
                 "c": "two exceptions: the starting quarter, and fifteen stacked right before it."},
            solution="b) Seed 000's \"Sekat\" (blocking) paragraph.",
            typical_wrong=[("a", "allowed"), ("c", "two exceptions")],
        ),
    ]


# -- 2.7 Fevga-Giul ---------------------------------------------------------------------------------

HOME_21 = pos({6: 2, 4: 1}, {13: 15}, off=(12, 0))
"""White bears off: two checkers on 6, one on 4; 2-1 to play."""


def part2_07():
    return [
        ValueExercise(
            "q1", "A 3-3 to open", passed_after("fevga-giul", (3, 3)), position=variant("fevga-giul").start(),
            dice=(3, 3),
            why={1: "not only the fourth 3: the 4-4, 5-5 and 6-6 of the progression pass too.",
                 12: "the fourth 3 passes as well.",
                 0: "in Fevga-Giul the moves left pass to the opponent."},
            hints=["The lead checker runs 24/21/18/15. Where would the fourth 3 land?",
                   "The progression ends at a double not played in full; the rest of it, and every "
                   "double after it up to 6-6, pass."],
            success="One 3 and four each of 4, 5 and 6: thirteen moves, which Black plays before "
                    "his own roll.",
            solution="24/15 plays three 3s; the fourth would land on Black's head and no second "
                     "checker may leave. So the progression ends: 1 + 4 + 4 + 4 = 13 moves pass.",
            solution_code="ex.q1.check(1 + 3 * 4)",
            typical_wrong=[(1, "4-4, 5-5 and 6-6"), (12, "fourth 3"), (0, "pass")],
        ),
        PlayExercise(
            "q2", "Inside the home", HOME_21, (2, 1), game="fevga-giul", accept=["4/1"],
            why={"6/3": "it moves a checker from 6; the question asks for the one on 4."},
            hints=["Nothing can be borne off with 2-1 here (no checker on 2 or 1).",
                   "\"You may move inside the home\": take the checker on 4 down to 1."],
            success="Fevga-Giul allows moves inside the home; in Gul 2-1 could not be played at all.",
            solution="4/1 (4/2/1 or 4/3/1). Fevga-Giul: \"You may move inside the home\". In Gul the "
                     "same roll is lost: there a die only bears off, exactly.",
            solution_code='ex.q2.check("4/1")',
            typical_wrong=[("6/3", "the one on 4"), ("4/off", "bears off")],
        ),
        ChoiceExercise(
            "quiz1", "A double that cannot start",
            "In Fevga-Giul you roll 2-2 and not a single 2 can be played. What happens?",
            {"a": "the 2-2 and the doubles after it pass to the opponent",
             "b": "nothing: the double is not played and nothing passes",
             "c": "you play 3-3 instead"},
            "b",
            why={"a": "that is Mad Gulbar; Fevga-Giul keeps Gul's exception for a double that "
                      "cannot start.",
                 "b": "Seed 000: \"it is not played and does not pass to the opponent\".",
                 "c": "the progression starts only from a double played."},
            solution="b) Seed 000, Fevga-Giul: \"If the player cannot begin to play the double thrown, "
                     "it is not played and does not pass to the opponent.\"",
            typical_wrong=[("a", "Mad Gulbar"), ("c", "progression")],
        ),
        ChoiceExercise(
            "quiz2", "Family",
            "Fevga-Giul is...",
            {"a": "Fevga with Gul's progression, and the moves left passed to the opponent",
             "b": "Gul played from Khachapuri's start",
             "c": "Gulbar with a lead checker"},
            "a",
            why={"a": "Fevga's rules (lead checker, blocks) plus the progression and passed moves.",
                 "b": "the start is long nardy's: fifteen on the head.",
                 "c": "Gulbar has a re-roll and no progression."},
            solution="a) Every rule of Fevga, plus Gul's progression with passed moves; moves inside "
                     "the home are allowed.",
            typical_wrong=[("b", "fifteen on the head"), ("c", "re-roll")],
        ),
    ]


# -- 2.8 Comparing the rule sets ----------------------------------------------------------------------

def part2_08():
    return [
        ChoiceExercise(
            "quiz1", "Moves that pass",
            "In which rule sets can moves a player cannot make pass to the opponent? (more than one)",
            {"a": "Gul", "b": "Gulbar", "c": "Mad Gulbar", "d": "Khachapuri", "e": "Fevga",
             "f": "Fevga-Giul"},
            {"b", "c", "d", "f"},
            why={"a": "in Gul the moves left are lost.",
                 "e": "Fevga plays the dice as classic does: what cannot be played is lost."},
            success="Gulbar and its modified form Khachapuri pass the moves of a double; Mad Gulbar "
                    "and Fevga-Giul pass what is left of a progression.",
            solution="b), c), d) and f): Gulbar, Mad Gulbar, Khachapuri (a modified Gulbar) and "
                     "Fevga-Giul.",
            typical_wrong=[("a", "lost"), ("e", "classic")],
        ),
        ChoiceExercise(
            "quiz2", "No head rule",
            "In which rule set may any number of checkers leave the head from the very first turn?",
            {"a": "Fevga", "b": "Khachapuri", "c": "Nardgammon"},
            "b",
            why={"a": "Fevga's lead checker must pass the opponent's head first.",
                 "b": "\"As many checkers as you like from the head in one move.\"",
                 "c": "Nardgammon keeps the classic head rule."},
            solution="b) Khachapuri.",
            typical_wrong=[("a", "lead checker"), ("c", "classic head rule")],
        ),
    ]


LESSONS = {
    "part2/01": ("2.1 Nardgammon", part2_01),
    "part2/02": ("2.2 Gul", part2_02),
    "part2/03": ("2.3 Gulbar", part2_03),
    "part2/04": ("2.4 Mad Gulbar", part2_04),
    "part2/05": ("2.5 Khachapuri", part2_05),
    "part2/06": ("2.6 Fevga", part2_06),
    "part2/07": ("2.7 Fevga-Giul", part2_07),
    "part2/08": ("2.8 Comparing the rule sets", part2_08),
}
