"""Fevga (Greek, "run"): one lead checker leaves the head and only it moves
until it has passed the opponent's head; then any number may leave.  Blocks
of six are allowed even with no opponent checker past them, but not on all
six points of your starting quarter, nor in front of all fifteen opponent
checkers stacked on one point.

Seed 000, "Varieti Long Backgammon", section "Fevga - Cepat" (Malay as the
seed has it; English ours):

   "Févga - popular di Greece - terjemahannya hampir dengan perkataan
   "Cepat", "Lari". Ini adalah permainan kelajuan dan penempatan dam anda
   yang baik."  -- "Fevga, popular in Greece, translates close to 'Fast',
   'Run'.  It is a game of speed and of placing your checkers well."

Penyingkiran dari kepala (taking from the head):

1. "Pada mulanya, ia dibenarkan untuk mengeluarkan hanya 1 pemeriksa dari
   kepala dan berjalan hanya dengannya."  -- "At first it is allowed to take
   only 1 checker from the head and to move only with it."
2. "Sebaik sahaja melepasi kepala pihak lawan, ia dibenarkan mengeluarkan
   seberapa banyak dam yang anda suka dari kepala."  -- "As soon as it has
   passed the opponent's head, you may take as many checkers as you like
   from the head."
3. "Jika pada langkah pertama jackpot jatuh 66, 44, 33 - bidak kedua tidak
   boleh dikeluarkan."  -- "If on the first move a jackpot 66, 44, 33
   falls, the second checker may not be taken off."

Sekat (blocking):

4. "Di Fevga, ia dibenarkan membina blok 6 mata berturut-turut, walaupun
   bidak lawan tidak mara."  -- "In Fevga it is allowed to build a block of
   6 points in a row even though no opponent checker has gone ahead."
5. "Dalam kes ini, anda tidak boleh menyekat semua 6 mata dalam zon
   permulaan anda, sekurang-kurangnya 1 mata mesti percuma."  -- "Here you
   may not block all 6 points of your starting zone: at least 1 point must
   be free."
6. "Jika lawan anda telah mengumpul kesemua 15 dam dalam satu mata sejurus
   sebelum blok anda, anda mesti memecahkan blok tersebut."  -- "If your
   opponent has gathered all 15 checkers on one point just before your
   block, you must break the block."
7. "Selain itu, anda tidak boleh membina blok 6 jika lawan anda telah
   mengumpul kesemua 15 dam dalam mata sejurus sebelum blok."  -- "Also,
   you may not build a block of 6 if your opponent has gathered all 15
   checkers on the point just before the block."

The board, start and movement are long nardy's (both sides from their head,
the same way round, no hitting, a single checker holds a point); the
forced-play rules and bearing off are classic.

Readings:

- *(1)-(2), the lead checker*: while none of the mover's checkers has
  passed the opponent's head (the mover's 12-point: none is on 1..11 or
  borne off), at most one checker may be off the head, and so only it
  moves.  "As soon as" it is past, any number may leave the head -- within
  the same turn too: the rule is checked before every step, so 6-5 can take
  the lead checker from 13 past the head to 7 with the 6 and then bring a
  new checker down with the 5.  After that there is no head rule at all.
- *(3)* is the first rule at work, not an exception: the lead checker's
  6-6, 4-4 or 3-3 run is stopped by the opponent's head (24-18-12,
  24-20-16-12, 24-21-18-15-12) and no second checker may take over, unlike
  classic long nardy's first-turn exception.  What cannot be played is lost
  (forced play: as many as possible).
- *(4)*: a six-point block needs no opponent checker past it.
- *(5)*: "your starting zone" is your starting quarter, the six points from
  your head (the mover's 19..24).  A turn may not end with all six held by
  the mover.  Like classic's "with a run", the block rules are judged where
  the turn (the stage) ends, not at every step: the seed does not say
  "at any moment" here as it does for Nardgammon.
- *(6)-(7)*: "just before" the block is the point right behind its first
  point along the opponent's path.  A turn may not end with a block of six
  or more there while all fifteen opponent checkers stand on that point:
  such a block must be broken, and may not be built.  If no play breaks it,
  the roll cannot be played (the block stays, the die is lost).  Blocks
  elsewhere, even with all opponent checkers behind them but not stacked
  right before them, are allowed (4).
- Fevga has no rule options.

>>> import nardy
>>> rules = nardy.variant("fevga")
>>> [str(p) for p in rules.legal_plays(rules.start(), (6, 6))]     # classic: 24/18(2)
['24/18']
>>> sorted(str(p) for p in rules.legal_plays(rules.start(), (5, 5)))   # past the head on the 3rd 5
['24/4', '24/9 24/19']
"""

from __future__ import annotations

from typing import Optional

from ..position import CHECKERS, OFF
from .long import HEAD, OPP_HEAD, LongNardy

START_QUARTER = tuple(range(19, 25))
"""The mover's starting quarter (its head's six points)."""
_QUARTER_MASK = sum(1 << (p - 1) for p in START_QUARTER)
OPPONENT_PATH = tuple(range(12, 0, -1)) + tuple(range(24, 12, -1))
"""The opponent's way round, in the mover's numbers: 12, 11, .., 1, 24, .., 13."""


def lead_passed(b: tuple) -> bool:
    """Has one of the mover's checkers passed the opponent's head (the
    mover's 12-point)?"""
    return b[OFF] > 0 or any(b[p] > 0 for p in range(1, OPP_HEAD))


def off_head(b: tuple) -> int:
    """The mover's checkers on the board that are not on its head."""
    return sum(b[p] for p in range(1, HEAD) if b[p] > 0) + b[OFF]


class Fevga(LongNardy):
    """Fevga: the lead checker; blocks allowed except in the starting quarter
    and in front of fifteen stacked checkers."""

    name = "fevga"
    title = "Fevga"

    @classmethod
    def option_choices(cls):
        return {}

    # -- (1)-(3) the lead checker --------------------------------------------
    lead_checker = OPP_HEAD
    """Until a checker is below the opponent's head (or borne off), only one
    may be off the head: the generator checks it step by step
    (:attr:`~nardy.rules.base.Rules.lead_checker`)."""

    def head_limit(self, b0, dice, first_throw=None) -> int:
        return CHECKERS        # no per-turn limit: the lead rule instead

    def head_reason(self, limit) -> str:
        return ("in Fevga only one checker leaves the head, and only it moves, until it has passed "
                "the opponent's head (your 12-point)")

    def explain_step(self, b0, b, left, frm, to, head_limit) -> str:
        if frm == HEAD and b[HEAD] > 0 and not lead_passed(b) and off_head(b) > 0:
            return self.head_reason(1)
        return super().explain_step(b0, b, left, frm, to, head_limit)

    # -- (4)-(7) blocks ---------------------------------------------------------
    # The blocks are judged where the stage ends (no transient_block
    # option: blocks_every_step is False).
    def final_check(self, b0, may_hold=(1 << 24) - 1):
        """The block rules for plays from ``b0``: the starting quarter
        matters only if the mover may hold all of it this turn, and the
        stacked-checkers rule only if the opponent has all fifteen on one
        point (they never move during the mover's turn)."""
        stacked = any(b0[p] == -CHECKERS for p in range(1, 25))
        if stacked:
            return lambda b, steps: self._block_fault(b) is None
        if may_hold & _QUARTER_MASK != _QUARTER_MASK:
            return None
        return lambda b, steps: not (b[19] > 0 and b[20] > 0 and b[21] > 0 and b[22] > 0
                                     and b[23] > 0 and b[24] > 0)

    def final_ok(self, b0, b) -> bool:
        return self._block_fault(b) is None

    @staticmethod
    def _block_fault(b) -> Optional[str]:
        """Why board ``b`` may not end a turn (``None`` if it may)."""
        if all(b[p] > 0 for p in START_QUARTER):
            return "quarter"
        run = 0
        for i, p in enumerate(OPPONENT_PATH + (None,)):
            if p is not None and b[p] > 0:
                run += 1
                continue
            if run >= 6:
                first = i - run
                if first > 0 and b[OPPONENT_PATH[first - 1]] == -CHECKERS:
                    return "stacked"
            run = 0
        return None

    def final_reason(self, b0, b) -> str:
        if self._block_fault(b) == "quarter":
            return ("in Fevga you may not hold all six points of your starting quarter (19-24): "
                    "at least one must stay free")
        return ("in Fevga a block of six may not stand right in front of all fifteen opponent checkers "
                "stacked on one point: it must be broken, and may not be built")
