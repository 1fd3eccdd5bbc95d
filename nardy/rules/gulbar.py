"""Gulbar: a double played in full earns a re-roll; the moves of a double
the player cannot make are made by the opponent.

Seed 000, "Varieti Long Backgammon", section "Gulbar" (Malay as the seed
has it; English ours):

1. "Apabila berganda jatuh, jika pemain dapat membuat semua 4 gerakan, maka
   dia membaling dadu sekali lagi."  -- "When a double falls, if the player
   could make all 4 moves, he throws the dice once more."
2. "Jika pemain tidak mempunyai peluang untuk melakukan mana-mana gerakan
   ini, maka pihak lawan mesti membuat gerakan yang belum selesai."  -- "If
   the player has no chance to make any of these moves, the opponent must
   make the moves not completed."
3. "Pihak lawan mengambil semua gerakan yang tidak dimainkan."  -- "The
   opponent takes all the moves not played."

Readings:

- *Re-roll* (1): after a double played in full the same player throws
  again (a new ``"roll"`` stage, ``dice=None``, for him); the new throw is an
  ordinary roll: a non-double ends the turn, another double played in full
  earns another re-roll.  Only thrown doubles count: there is no
  progression in Gulbar.
- *"any of these moves"* (2) is read with (3): every move of the double the
  player cannot make -- as many as the forced-play rules leave unplayed
  (``4 - k`` after ``k`` moves, all four if none can be made: Gulbar has no
  "cannot be started" exception) -- passes to the opponent.  Only the moves
  of a double: the dice of a non-double that cannot be played are lost as
  in classic ("these moves" are the four of the double just described).
- *Turn order*: the opponent plays the passed moves first, as
  :class:`~nardy.dice.Moves` (``Moves(5, 2)``: two 5s), then throws for his
  own turn as usual.  Passed moves are not a throw: they earn no re-roll,
  the first-turn head exception does not apply to them, and whatever the
  opponent cannot make of them is lost (moves never pass back).  Being a
  separate stage, they may take one checker from the head.
- *The first throw* (seed 000 "Balingan pertama"; seed 003, 3.1): the head
  exception belongs to a player's first throw of the game, not to a board
  with fifteen on the head.  Moves passed to a player may take a checker
  off his head before he has thrown at all; his own first throw keeps the
  exception all the same (White's 6-6 passes two 6s, Black plays 24/18 with
  them, then his first throw 6-6 plays 24/18(2)).  The Game records who has
  thrown (``Game.first_throw``).
- Everything else is classic, with the classic options
  (``first_turn_exception``, ``transient_block``, ``block_needs``; no
  ``last_roll_draw``: seed 000 has no draw).

>>> import nardy
>>> g = nardy.Game("gulbar", seed=1)
>>> g.roll((6, 6))
(6, 6)
>>> g.play("24/18(2)")          # the opponent's head stops the third 6
<Play 24/18(2)>
>>> g.stage_text, g.to_move, g.dice
('Gulbar: playing 2 moves of 6 passed by the opponent (from the 6-6)', 1, Moves(6, 2))
"""

from __future__ import annotations

from ..dice import Moves, Stage, is_double
from ..position import Position
from .gul import pass_moves
from .long import HEAD_AND_BLOCK_OPTIONS, LongNardy


class Gulbar(LongNardy):
    """Gulbar: re-roll after a double played in full; unplayed moves of a
    double pass to the opponent."""

    name = "gulbar"
    title = "Gulbar"

    @classmethod
    def option_choices(cls):
        return dict(HEAD_AND_BLOCK_OPTIONS)

    def after_stage(self, stage: Stage, start: Position, steps, end: Position) -> tuple:
        if stage.kind == "passed" or stage.dice is None or not is_double(stage.dice):
            return ()
        d, p, played = stage.dice[0], stage.player, len(steps)
        if played == 4:
            return (Stage("roll", p, None, origin=stage.dice),)
        return pass_moves(p, [Moves(d, 4 - played)], stage.dice)
