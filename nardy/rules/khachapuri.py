"""Khachapuri (Tbilisi nardy): Gulbar from a different start -- 11 checkers
on the sixth point of the home, 4 on the head -- with any number of
checkers leaving the head, scored per checker not borne off.

Seed 000, "Varieti Long Backgammon", section "Khachapuri / Tbilisi
backgammon" (Malay as the seed has it; English ours):

1. "Gulbar yang diubah suai."  -- "A modified Gulbar."
2. "Di lubang keenam rumah itu terdapat 11 dam, 4 di kepala."  -- "On the
   sixth hole of the home stand 11 checkers, 4 on the head."
3. "Anda boleh menembak seberapa banyak dam yang anda suka dari kepala dalam
   satu gerakan."  -- "You may shoot as many checkers as you like from the
   head in one move."
4. "Secara tradisinya, mereka bermain dengan pertaruhan untuk tidak dibaling
   dam."  -- "Traditionally they play for a stake on the checkers not
   thrown off."

Readings:

- *(1)* Every Gulbar rule holds (:mod:`nardy.rules.gulbar`): a double
  played in full earns a re-roll, the moves of a double the player cannot
  make pass to the opponent.
- *(2) "the sixth hole of the home"* is the mover's 6-point: the home point
  a 6 bears off from, the first one a checker reaches (18 pips from the
  head).  The seed itself numbers the holes of the home this way, by the die
  that bears a checker off them: "jika gulungan ialah 6: 3, pemain boleh
  mengeluarkan satu penyemak dari medan ke-6 dan satu penyemak dari medan
  ke-3" ("with 6:3 the player may remove one checker from the 6th field and
  one from the 3rd"), and "jika 6:5 jatuh, dan tidak ada dam di petak 6 dan
  5, ... petak keempat ... yang ketiga ... yang kedua" (fields 6, 5, 4, 3,
  2 counted down towards the edge); seed 003 the same ("the checker on the
  extreme point may be borne off with a one, the second from the edge with
  a two").  Counting the home's points in the direction of travel instead
  would put the 11 on the mover's 1-point, borne off by any die -- a game
  the text gives no hint of.  So the start, from the mover's side: 11 on
  the 6-point, 4 on the head (24); the opponent the same on its own points,
  the mover's 18 and 12.
- *(3)* No head rule at all: any number of the four head checkers may leave
  in one turn (and so no first-turn exception is needed).
- *(4)* The winner scores one point per checker the loser has not borne off
  (``Result(kind="checkers", points=1..15)``), instead of oin and mars.
- Six-point blocks are classic (options ``transient_block`` and
  ``block_needs``); there is no draw.

>>> import nardy
>>> rules = nardy.variant("khachapuri")
>>> start = rules.start()
>>> start.points[6 - 1], start.points[24 - 1], start.points[18 - 1], start.points[12 - 1]
(11, 4, -11, -4)
>>> texts = [str(p) for p in rules.legal_plays(start, (2, 1))]
>>> "24/23 24/22" in texts            # two checkers leave the head
True
"""

from __future__ import annotations

from ..position import CHECKERS, OFF, OPP_OFF, Position
from .gulbar import Gulbar
from .long import HEAD_AND_BLOCK_OPTIONS

SIXTH = 6
"""The mover's 6-point: "the sixth hole of the home"."""
ON_SIXTH, ON_HEAD = 11, 4


class Khachapuri(Gulbar):
    """Khachapuri: Gulbar from 11 on the 6-point and 4 on the head, no head
    rule, scored per checker not borne off."""

    name = "khachapuri"
    title = "Khachapuri"
    has_head_rule = False

    @classmethod
    def option_choices(cls):
        # Classic's block options; no head rule, so no first-turn exception.
        return {k: v for k, v in HEAD_AND_BLOCK_OPTIONS.items() if k != "first_turn_exception"}

    def start(self) -> Position:
        """11 on the mover's 6-point, 4 on its head; the opponent's 11 on
        the mover's 18 (its own 6) and 4 on the mover's 12 (its head)."""
        pts = [0] * 24
        pts[SIXTH - 1], pts[24 - 1] = ON_SIXTH, ON_HEAD
        pts[SIXTH + 12 - 1], pts[12 - 1] = -ON_SIXTH, -ON_HEAD
        return Position.from_counts(pts)

    def head_limit(self, b0, dice, first_throw=None) -> int:
        # "seberapa banyak dam yang anda suka dari kepala": as many as you like.
        return CHECKERS

    def winner_points(self, pos: Position) -> int:
        """One point per checker the loser has not borne off."""
        b = pos._b
        loser_off = b[OPP_OFF] if b[OFF] == CHECKERS else b[OFF]
        return CHECKERS - loser_off

    def result_name(self, points: int) -> str:
        return "checkers"
