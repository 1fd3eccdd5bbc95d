"""Nardgammon: long nardy in which a blind six-point block is forbidden at
every moment of the turn, not only where the turn ends.

Seed 000, "Varieti Long Backgammon" (Malay, as the seed has it; English
ours).  The classic rule it changes::

    Klasik
    Ia dibenarkan membina skrin enam keping hanya jika terdapat
    sekurang-kurangnya satu keping lawan di hadapannya.
    Mari kita akui skrin dengan "lari", apabila blok enam dam terbentuk
    semasa bergerak, dan segera dibuka.

    Classic: "It is allowed to build a screen of six only if there is at
    least one opponent checker in front of it.  Let us allow a screen 'with
    a run', when a block of six checkers is formed during the move and
    opened at once."

and Nardgammon::

    Dilarang menyekat blok enam mengikut "perbatuan", iaitu, membina blok
    buta, pada bila-bila masa pusingan.

    "It is forbidden to block a six-block 'with a run', that is, to build a
    blind block, at any moment of the turn."

("perbatuan", literally "mileage", is the translator's word for the
classic section's "lari", the run.)

Reading: a *blind* block is one the classic rule forbids (six or more
points in a row with no opponent checker past them; docs/rules.md#six-point-block).  In
Nardgammon no moment of the turn may show one: every single step is
checked, so a checker may not pass through a point that would complete a
blind block, even if a later step of the same turn breaks it again.  This
is exactly ``nardy.variant("long", transient_block=False)``; everything else
is classic.  The two other classic options keep their meaning and defaults
(``first_turn_exception``, ``block_needs``); the seed says nothing about
them here.  There is no draw (seed 000: "Tiada keputusan seri").

>>> import nardy
>>> from nardy import Position
>>> pts = [0] * 24
>>> for p, n in ((24, 9), (13, 1), (10, 1), (9, 1), (8, 1), (7, 1), (6, 1), (12, -15)):
...     pts[p - 1] = n
>>> pos = Position.from_counts(pts)   # 13/10 with 2-1 can only go through 11
>>> "13/10" in [str(p) for p in nardy.variant("long").legal_plays(pos, (2, 1))]
True
>>> "13/10" in [str(p) for p in nardy.variant("nardgammon").legal_plays(pos, (2, 1))]
False
"""

from __future__ import annotations

from .long import HEAD_AND_BLOCK_OPTIONS, LongNardy


class Nardgammon(LongNardy):
    """Long nardy with the six-point block checked after every step."""

    name = "nardgammon"
    title = "Nardgammon"

    @classmethod
    def option_choices(cls):
        # Classic's head and block options, less the one this variant fixes.
        return {k: v for k, v in HEAD_AND_BLOCK_OPTIONS.items() if k != "transient_block"}

    blocks_every_step = True
    """"pada bila-bila masa pusingan": at any moment of the turn."""
