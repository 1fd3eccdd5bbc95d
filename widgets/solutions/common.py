"""What more than one answer key uses: the rules, the way positions are
written, and checks that several lessons' exercises share.  Not for the
lessons (their shared positions are in :mod:`nardy.widgets.fixtures`).
"""

from __future__ import annotations

from typing import Sequence

from nardy import Game, variant
from nardy.rules.long import HEAD

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


def leaves_the_head(why: str):
    """A play exercise's ``test``: ``None`` when the play takes a new checker
    off the mover's head, else ``why`` (the reason it may take one)."""
    def test(play):
        return None if play.result.points[HEAD - 1] < play.start.points[HEAD - 1] else why
    return test


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
# best_play() makes a PlayExercise whose right answers are every play the
# tutor (nardy.tutor.Tutor) calls best or good: a loss under its doubtful band,
# or within the evaluator's own error of the best play (nardy.tutor.NOISE).  So
# an exercise never refuses a play the tutor would not call a mistake; several
# plays may be right, and a wrong one is told how much it loses and why
# (nardy.explain), without naming the best play (the answer comes only with
# solution()).  The answers come from the evaluator when the lesson runs, so
# they follow the weights as training improves them; typical wrong answers are
# the plays it ranks last.

RIGHT = ("best", "good")
"""The tutor's verdicts a right answer may have."""

_TUTORS: dict = {}


def tutor(game: str):
    from nardy.tutor import Tutor
    t = _TUTORS.get(game)
    if t is None:
        t = _TUTORS[game] = Tutor(game)
    return t


def best_play(name: str, title: str, position, dice, *, game: str = "long", names: Sequence[str] = ("White", "Black"),
              to_move: int = 0, **kw) -> PlayExercise:
    """A "choose the best play" exercise (see the comment above)."""
    t = tutor(game)
    choices = t.rank(position, tuple(dice))
    best = choices[0]
    good = {c.play for c in choices if c.verdict in RIGHT}
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
                f"evaluator); any play the tutor calls good counts.{contrast}")
    wrong = list(kw.pop("typical_wrong", ()))
    for c in reversed(others):             # and the plays ranked last, up to two typical wrong answers
        if len(wrong) >= 2:
            break
        if all(str(c.play) != w for w, _ in wrong):
            wrong.append((str(c.play), "loses"))
    kw.setdefault("success", f"The tutor does not call it a mistake (the best play leaves {best.equity:+.3f} "
                             f"for {names[to_move]}).")
    by = {c.play: c for c in choices}

    def praise(play):
        close = ""
        if by[play].loss > 1e-9:           # right, yet not the best: say by how little
            close = (f"It is {by[play].loss:.3f} short of the best play, within the evaluator's own "
                     f"error ({by[play].verdict}). ")
        if not others:
            return close.strip()
        alt = others[0]                    # the strongest play that is not right
        cost = f"The best of the other plays, {alt.play}, loses {by[play].equity - alt.equity:.3f} against it."
        return close + _why_right(t.rules, position, play, alt.play, opponent, cost)

    kw.setdefault("praise", praise)
    return PlayExercise(name, title, position, tuple(dice), game=game, names=names, to_move=to_move, test=test,
                        solution=solution, typical_wrong=wrong, **kw)


def _why_right(rules, position, play, alternative, opponent: str, cost: str) -> str:
    """Why a right ``play`` beats the strongest wrong ``alternative``: what
    it costs (``cost``, measured) and, when :mod:`nardy.explain` finds it,
    what the right play does that the other does not."""
    from nardy.explain import explain
    why = explain(rules, position, alternative, play, opponent=opponent, you="the other play",
                  name_best="your play")
    return f"{cost} {why.text}" if why.found else cost


# -- part 4: "choose the play" exercises judged by an exact or measured source -------------------
# measured_play() makes a PlayExercise whose right answers are the plays whose
# value (an exact or measured number: the bear-off table's expected rolls, a
# race's winning chance, the opponent's movement deficit) is within `within`
# of the best.  A wrong play is told what it costs (`says`, in the source's
# own unit) and why (nardy.explain against the best play, which it does not
# name, or `why` where explain has no words for the source); a right play is
# told why it beats the strongest wrong one.  Every number is computed when
# the lesson runs, never typed in.

def measured_play(name: str, title: str, position, dice, *, value, says, within: float = 1e-9,
                  why=None, skip: Sequence[str] = (), game: str = "long",
                  names: Sequence[str] = ("White", "Black"), to_move: int = 0, **kw) -> PlayExercise:
    """A "choose the play" exercise judged by ``value(play)`` (higher is
    better; see the comment above).  ``says(play_value, other_value,
    other)`` is the cost in words against the other play, ``other`` naming
    it ("it leaves 2.38 rolls on average, 0.08 more than the best play");
    ``why(play, better, name) -> [sentences]`` adds reasons of the source's
    own (``name``: what ``better`` is called, "the best play" or "your
    play"), before nardy.explain's, of which those containing any of
    ``skip`` are left out (they would say the same)."""
    rules = variant(game)
    ranked, values = measured_ranking(rules, position, dice, value)
    top = values[ranked[0]]
    good = {p for p in ranked if values[p] >= top - within}
    best = ranked[0]
    others = [p for p in ranked if p not in good]
    opponent = names[1 - to_move]

    def reasons(play, better, praising: bool) -> str:
        from nardy.explain import explain
        name = "your play" if praising else "the best play"
        out = list(why(play, better, name)) if why is not None else []
        e = explain(rules, position, play, better, opponent=opponent,
                    you="the other play" if praising else "your", name_best=name)
        out += [r for r in e.reasons if not any(w in r for w in skip)]
        return " ".join(out)

    def test(play):
        if play in good:
            return None
        return f"{says(values[play], top, 'the best play')}. {reasons(play, best, False)}".strip()

    def praise(play):
        if not others:
            return ""
        alt = others[0]                    # the strongest play that is not right
        cost = f"The best of the other plays, {alt}: {says(values[alt], values[play], 'yours')}."
        return f"{cost} {reasons(alt, play, True)}".strip()

    wrong = list(kw.pop("typical_wrong", ()))
    for p in reversed(others):            # and the plays ranked last, up to two typical wrong answers
        if len(wrong) >= 2:
            break
        if all(str(p) != w for w, _ in wrong):
            wrong.append((str(p), says(values[p], top, "the best play")[:12]))
    kw.setdefault("praise", praise)
    return PlayExercise(name, title, position, tuple(dice), game=game, names=names, to_move=to_move, test=test,
                        typical_wrong=wrong, **kw)


def measured_ranking(rules, position, dice, value) -> tuple:
    """The legal plays of ``dice``, best first by ``value(play)`` (higher
    is better; ties keep the engine's order), and each one's value."""
    plays = rules.legal_plays(position, tuple(dice))
    values = {p: value(p) for p in plays}
    return sorted(plays, key=lambda p: -values[p]), values


def measured_best(rules, position, dice, value, within: float = 1e-9) -> list:
    """The plays :func:`measured_play` counts right: within ``within`` of the best value."""
    ranked, values = measured_ranking(rules, position, dice, value)
    top = values[ranked[0]]
    return [p for p in ranked if values[p] >= top - within]


def rolls_left(play) -> float:
    """Expected rolls to bear off after ``play`` in a race, exact
    (:func:`nardy.widgets.fixtures.race_rolls`: the bear-off table once
    every checker is home)."""
    from ..fixtures import race_rolls
    return race_rolls(play.result)


def bearoff_play(name: str, title: str, position, dice, **kw) -> PlayExercise:
    """A play judged by the exact bear-off table: right are the plays that
    leave the fewest expected rolls (a race, so the table is exact)."""
    def says(v, top, other):
        more = top - v                     # values are minus the rolls left
        return (f"it leaves {-v:.3f} rolls on average, {more:.3f} more than {other} (about "
                f"{more * 49 / 6:.1f} pips of dice)")

    def why(play, better, name):
        n = better.result.off[0] - play.result.off[0]
        if n > 0:
            return [f"{name[0].upper()}{name[1:]} bears {'a checker' if n == 1 else f'{n} checkers'} off now."]
        return []
    return measured_play(name, title, position, dice, value=lambda p: -rolls_left(p), says=says, why=why,
                         skip=("rolls to bear off", " bears off "), **kw)


def deficit_play(name: str, title: str, position, dice, **kw) -> PlayExercise:
    """A play judged by the opponent's movement deficit after it (exact,
    :func:`nardy.analysis.deficit`): right are the plays that leave it
    largest."""
    from nardy.analysis import deficit
    opponent = kw.get("names", ("White", "Black"))[1 - kw.get("to_move", 0)]

    def says(v, top, other):
        return f"it leaves {opponent} a deficit of {v:.2f} pips a turn, {top - v:.2f} less than {other}"
    return measured_play(name, title, position, dice,
                         value=lambda p: deficit(LONG, p.result, "opponent").expected_lost, says=says,
                         skip=("movement deficit",), **kw)
