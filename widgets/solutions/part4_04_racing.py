"""Answer key of 4.4 Racing (``lessons/part4-strategy/04-racing.ipynb``): its
exercises, each with the expected answer, hints, explanations of typical
wrong answers and the worked solution. The lesson loads them with
``lesson("part4/04")``; a learner sees an answer only by asking for it
(``ex.q1.solution()``).
"""

from __future__ import annotations

from nardy.bearoff import home_counts

from ..exercises import ChoiceExercise, PlayExercise, ValueExercise
from ..fixtures import FOR_THE_WIN, MARS, NEED_DOUBLES, home
from .common import db, measured_play

TITLE = "4.4 Racing"


CLOSE = ((0, 2, 2, 2, 2, 2), (2, 2, 2, 2, 2, 2))
"""White's home (40 pips) and Black's (42 pips), both to bear off, White to roll."""


def race_chance(mine, theirs) -> float:
    """The chance that the side to roll wins a pure bear-off race, its home
    ``mine`` against ``theirs`` (six counts each, the 1-point first): it
    wins when it needs no more rolls than the other (it rolls first)."""
    table = db()
    a, b = table.distribution(mine), table.distribution(theirs)
    return sum(p * sum(b[n:]) for n, p in enumerate(a))


def win_after(play, theirs) -> float:
    """White's chance to win the race after ``play``, Black (home counts
    ``theirs``) to roll: White wins when it needs fewer rolls than Black
    (exact, from the table's distributions)."""
    table = db()
    a, b = table.distribution(home_counts(play.result)), table.distribution(theirs)
    return sum(p * sum(b[n + 1:]) for n, p in enumerate(a))


def race_play(name, title, position, dice, theirs, **kw):
    """A bear-off play judged by the chance to win the race against Black's
    home ``theirs`` (not by the average rolls left)."""
    table = db()
    b = table.distribution(theirs)
    need = max(range(len(b)), key=lambda m: b[m])      # what Black needs most often
    within = need - 1

    def says(v, other_value, other):
        return f"it wins the race {100 * v:.1f}% of the time, {100 * (other_value - v):.1f} percentage points less than {other}"

    def why(play, better, name):
        a, c = (table.distribution(home_counts(p.result)) for p in (better, play))
        done_a, done_c = sum(a[:within + 1]), sum(c[:within + 1])
        rolls = f"{within} more roll{'s' * (within != 1)}"
        other = "yours" if name == "the best play" else "the other play"
        text = (f"Black needs {need} rolls {100 * b[need]:.0f}% of the time, so you must be off within {rolls}: "
                f"{name} is off within {rolls} {100 * done_a:.1f}% of the time, {other} {100 * done_c:.1f}%.")
        ea, ec = (table.expected_rolls(home_counts(p.result)) for p in (better, play))
        if ea > ec + 1e-9:
            text += (f" On average {name} needs more rolls ({ea:.3f} against {ec:.3f}): the average is not "
                     f"what wins this race.")
        return [text]
    return measured_play(name, title, position, dice, value=lambda p: win_after(p, theirs), says=says, why=why,
                         skip=("rolls to bear off",), **kw)


def _saves_mars(play):
    if play.result.off[0] > 0:
        return None
    return ("Black bears its last checker off next turn whatever it rolls, and then you are marsed: "
            "2 points instead of 1. Get one checker off now.")


def _best(position, dice, theirs) -> str:
    from .common import LONG
    return str(max(LONG.legal_plays(position, dice), key=lambda p: win_after(p, theirs)))


def exercises():
    pct = round(100 * race_chance(*CLOSE))
    best_win = _best(*FOR_THE_WIN)
    best_double = _best(*NEED_DOUBLES)
    return [
        ChoiceExercise(
            "q1", "Is it a race?",
            "Which of the three positions above is a race (no contact left)?",
            {"a": "the first", "b": "the second", "c": "the third"},
            "c",
            why={"a": "White's checker on 14 still has to pass White's 13, where a Black checker stands "
                      "(and that checker could still be blocked by it).",
                 "b": "Black's checker on White's 4 still has to travel through White's home and "
                      "round: contact."},
            success="In the third every White checker is on 1-12 and every Black one on White's 13-24: their"
                    " paths no longer meet (`is_race`).",
            solution="c) Every White checker is on 1-12 and every Black checker on White's 13-24, "
                     "Black's own 1-12: their paths no longer meet (`is_race`).",
            typical_wrong=[("a", "14"), ("b", "White's 4")],
        ),
        ValueExercise(
            "q2", "A close race", pct, position=home(CLOSE[0], {12 + i + 1: n for i, n in enumerate(CLOSE[1]) if n}),
            accept=[pct - 1, pct + 1],
            explain=lambda a: ("give the chance in percent, rounded to a whole number: 0.8 would be 80."
                               if isinstance(a, (int, float)) and not isinstance(a, bool) and 0 < a < 1
                               else None),
            why={50: "the roller has an edge: with equal homes it wins two games in three.",
                 round(100 - 100 * race_chance(*CLOSE)): "that is Black's chance; the question asks for "
                                                         "White's, the side to roll."},
            hints=["White rolls first: it wins if it needs no more rolls than Black.",
                   "`race_chance(white_home, black_home)` adds up, over the number of rolls `n` White "
                   "needs, P(White needs n) x P(Black needs n or more)."],
            success="About four games in five: two pips ahead, and on roll.",
            solution="With both homes' distributions from the table, sum P(White needs n) x P(Black "
                     "needs at least n) over n.",
            solution_code="ex.q2.check(round(100 * race_chance((0, 2, 2, 2, 2, 2), (2, 2, 2, 2, 2, 2))))",
            typical_wrong=[(50, "edge"), (100 - pct, "Black's chance"), (0.78, "percent")],
        ),
        PlayExercise(
            "q3", "Save the mars", MARS, (5, 3), test=_saves_mars,
            hints=["You cannot win this race: Black needs one roll. What is left to play for?",
                   "A loser who has borne off at least one checker loses 1 point (oin), not 2 (mars). "
                   "Which plays take a checker off this turn?"],
            success="One checker off: the game is lost, but only 1 point, not 2.",
            solution="9/4 3/off (or 9/6 5/off): the straggler comes home with one die and the other "
                     "bears a checker off. 9/1 looks tidy but leaves nothing off, and Black finishes "
                     "next turn: mars.",
            solution_code='ex.q3.check("9/4 3/off")',
            typical_wrong=[("9/1", "mars"), ("6/1 5/2", "mars")],
        ),
        race_play(
            "q4", "Play for the win", *FOR_THE_WIN,
            hints=["Black will most likely need three more rolls; you need at least two after this one. What "
                   "must happen for you to win?",
                   "Compare `db.distribution(...)` of the homes each play leaves: which is most often off "
                   "within two rolls?"],
            success="Four checkers on the 3-point and one on the 5-point: off within two more rolls most "
                    "often, and that is what wins here.",
            solution=f"{best_win}: it leaves four checkers on the 3-point and one on the 5-point, which two "
                     f"rolls clear most often; 5/1 5/3(2) leaves fewer rolls on average, but is off within "
                     f"two rolls less often.",
            solution_code=f'ex.q4.check("{best_win}")'),
        race_play(
            "q5", "Needing a double", *NEED_DOUBLES,
            hints=["Black, with three checkers left, is off within two rolls (with its next one only if it "
                   "rolls a double). How can you still win?",
                   "You must be off with your next roll: four checkers need a double. Which doubles clear "
                   "each home the two plays leave?"],
            success="Three checkers on the 4-point and one on the 1-point: 4-4, 5-5 and 6-6 all clear it.",
            solution=f"{best_double}: it leaves 1, 4, 4, 4, which 4-4, 5-5 and 6-6 bear off in one roll; "
                     f"6/1 4/2 leaves 1, 2, 4, 6, which only 6-6 clears (a 5 cannot bear a checker off "
                     f"the 6-point).",
            solution_code=f'ex.q5.check("{best_double}")',
            typical_wrong=[("4/off 6/4", "highest point")]),
        ChoiceExercise(
            "quiz1", "When the race decides",
            "In long nardy, the pure race usually starts ...",
            {"a": "near the very end: contact lasts most of the game",
             "b": "after a few turns, once the checkers have left the heads",
             "c": "when the first checker is borne off, and not before"},
            "a",
            why={"b": "the two armies pass through each other's path for most of the game: the last "
                      "checkers leave contact only near the end.",
                 "c": "a side can bear off while the other's stragglers still pass through its home: "
                      "contact."},
            success="Every checker has to pass the other side's whole army, so contact lasts until the last "
                    "quarter of the game.",
            solution="a) Every checker has to pass the other side's whole army, so contact lasts until "
                     "the last quarter of the game; the pips (and pips wasted) built up before then "
                     "decide most races.",
            typical_wrong=[("b", "armies"), ("c", "stragglers")],
        ),
        ChoiceExercise(
            "quiz2", "Ahead or behind",
            "You are well behind in the race and contact is about to end. What do you play for?",
            {"a": "race as fast as you can: the dice may still turn it your way",
             "b": "hold a point in front of his stragglers as long as you can; get one checker off",
             "c": "nothing: a race this far behind cannot be turned round"},
            "b",
            why={"a": "a race decided by the dice alone favours the side ahead; a block can still cost "
                      "it pips.",
                 "c": "a deficit inflicted before contact ends can turn it, and the mars is still worth "
                      "saving."},
            success="Behind, you want contact (a chance to make the opponent lose pips) and at the end one "
                    "checker off: oin, not mars.",
            solution="b) Behind, you want contact (a chance to make the opponent lose pips) and, at "
                     "the end, one checker off (oin, not mars). Ahead, you want the race: break "
                     "contact and run.",
            typical_wrong=[("a", "favours"), ("c", "deficit")],
        ),
    ]
