"""Exercises judged by the trained evaluator (part 5, "Playing better").

:func:`best_play` makes a :class:`~nardy.widgets.exercises.PlayExercise`
whose right answers are every play within :data:`WITHIN` of the best play's
equity, by :class:`nardy.tutor.Tutor`: several plays may be right, and a
wrong one is told how much it loses and why, in the words of
:mod:`nardy.explain`, without naming the best play (the answer is given only
by ``solution()``).  The answers come from the evaluator when the lesson
runs, so they follow the weights as training improves them; an exercise
only checks that the positions it was built on still have a clear answer
(:func:`clear_gap`).
"""

from __future__ import annotations

from typing import Sequence

from nardy.tutor import Tutor

from ..exercises import PlayExercise

WITHIN = 0.02
"""Equity a play may lose against the best and still be right (a small
part of the tutor's doubtful band: plays this close are a matter of taste)."""

_TUTORS: dict = {}


def tutor(game: str) -> Tutor:
    t = _TUTORS.get(game)
    if t is None:
        t = _TUTORS[game] = Tutor(game)
    return t


def best_play(name: str, title: str, position, dice, *, game: str = "long", names: Sequence[str] = ("White", "Black"),
              to_move: int = 0, within: float = WITHIN, **kw) -> PlayExercise:
    """A "choose the best play" exercise (see the module docstring)."""
    t = tutor(game)
    choices = t.rank(position, tuple(dice))
    best = choices[0]
    good = {c.play for c in choices if c.loss <= within}
    opponent = names[1 - to_move]

    def test(play):
        if play in good:
            return None
        j = t.judge(position, dice, play, choices=choices)
        why = j.explain(opponent=opponent, name_best="the best play")
        return (f"it loses {j.loss:.3f} in equity against the best play ({j.verdict}). {why.text}")

    others = [c for c in choices if c.play not in good]
    contrast = ""
    if others:
        worst = others[-1]
        contrast = " " + t.judge(position, dice, worst.play, choices=choices).explain(opponent=opponent).text
    solution = (f"{best.play} (equity {best.equity:+.3f}, {names[to_move]} wins {100 * best.win:.0f}% by the "
                f"evaluator); any play within {within} of it counts.{contrast}")
    return PlayExercise(name, title, position, tuple(dice), game=game, names=names, to_move=to_move, test=test,
                        solution=solution, **kw)


def clear_gap(position, dice, wrong: str, *, game: str = "long", at_least: float = 0.08) -> bool:
    """Whether the typed ``wrong`` play loses at least ``at_least`` against
    the best (the tests use it to keep typical wrong answers clearly wrong)."""
    t = tutor(game)
    return t.judge(position, tuple(dice), wrong).loss >= at_least
