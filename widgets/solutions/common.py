"""What more than one answer key uses: the rules, the way positions are
written, and checks that several lessons' exercises share.  Not for the
lessons (their shared positions are in :mod:`nardy.widgets.fixtures`).
"""

from __future__ import annotations

from typing import Sequence

from nardy import Game, variant

from ..exercises import PlayExercise
from ..exercises_backgammon import BG, THROWS
from ..exercises_long import position

LONG = variant("long")


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


def hitting_throws(pos) -> list:
    """The opponent's throws (of 36) with which some legal play hits a
    checker of the mover: the board turned round, every throw tried."""
    theirs = BG.swap(pos)
    return [t for t in THROWS if any(p.result.bar[1] for p in BG.legal_plays(theirs, t))]


def cube_is(value, owner, *, playing=True):
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


def db():
    """The full bear-off table: ``BearoffDB.load()``, which builds it once
    and shares it within the process (the strong bot reads the same one)."""
    from nardy.bearoff import BearoffDB
    return BearoffDB.load()


# -- part 5: exercises judged by the trained evaluator -------------------------------------------
# best_play() makes a PlayExercise whose right answers are every play within
# WITHIN of the best play's equity, by nardy.tutor.Tutor: several plays may be
# right, and a wrong one is told how much it loses and why (nardy.explain),
# without naming the best play (the answer comes only with solution()).  The
# answers come from the evaluator when the lesson runs, so they follow the
# weights as training improves them; typical wrong answers are the plays it
# ranks last.

WITHIN = 0.02
"""Equity a play may lose against the best and still be right (a small
part of the tutor's doubtful band: plays this close are a matter of taste)."""

_TUTORS: dict = {}


def tutor(game: str):
    from nardy.tutor import Tutor
    t = _TUTORS.get(game)
    if t is None:
        t = _TUTORS[game] = Tutor(game)
    return t


def best_play(name: str, title: str, position, dice, *, game: str = "long", names: Sequence[str] = ("White", "Black"),
              to_move: int = 0, within: float = WITHIN, **kw) -> PlayExercise:
    """A "choose the best play" exercise (see the comment above)."""
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
    wrong = list(kw.pop("typical_wrong", ()))
    for c in reversed(others):             # and the plays ranked last, up to two typical wrong answers
        if len(wrong) >= 2:
            break
        if all(str(c.play) != w for w, _ in wrong):
            wrong.append((str(c.play), "loses"))
    kw.setdefault("success", f"The evaluator ranks it within {within} of the best play ({best.equity:+.3f} for "
                             f"{names[to_move]}).")
    return PlayExercise(name, title, position, tuple(dice), game=game, names=names, to_move=to_move, test=test,
                        solution=solution, typical_wrong=wrong, **kw)
