"""What more than one answer key uses: the rules, the way positions are
written, and checks that several lessons' exercises share.  Not for the
lessons (their shared positions are in :mod:`nardy.widgets.fixtures`).
"""

from __future__ import annotations

from nardy import Game, variant

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
