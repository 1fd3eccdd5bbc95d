"""Answer key of 3.8 The pip count and a racing cube rule
(``lessons/part3-backgammon/08-pip-count-and-racing-cube.ipynb``): its
exercises, each with the expected answer, hints, explanations of typical
wrong answers and the worked solution. The lesson loads them with
``lesson("part3/08")``; a learner sees an answer only by asking for it
(``ex.q1.solution()``).
"""

from __future__ import annotations

from nardy.cube_policy import eight_nine_twelve

from ..exercises import ChoiceExercise, ValueExercise
from ..exercises_backgammon import BG, position

TITLE = "3.8 The pip count and a racing cube rule"


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


def exercises():
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
            {"a": "the leader doubles once his lead reaches 12% of his own count",
             "b": "the trailer takes a lead of up to 12% of the leader's count, and passes above it",
             "c": "the rule applies only once each side's race is at least 12 pips long"},
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
