"""Gul ("Crazy"): a rolled double is followed by every higher double up to
6-6; bearing off only with the exact die and no moves inside the home.

Seed 000, "Varieti Long Backgammon", the section headed "gila" (Malay for
"crazy": the translator translated the name, Gul / Гюль).  Each sentence,
as the seed has it, with our English, and what this module does with it:

1. "Jika pemain mempunyai dua kali ganda pada dadu, dia diberi hak untuk
   membuat empat gerakan sesuai dengan nilai dadu yang dijatuhkan, dan
   kemudian pemain meneruskan gerakannya dengan pendua hingga enam."
   -- "If a player has a double on the dice, he has the right to make four
   moves by the number thrown, and then the player continues his turn with
   doubles up to six."  A rolled 3-3 is four 3s, then four 4s, four 5s,
   four 6s: four more stages of the same player (``Stage("double", ...)``),
   each a separate ``legal_plays`` call.
2. "Jika pemain tidak boleh mula bermain berganda yang dilontar, ia tidak
   dimainkan dan tidak lulus kepada pihak lawan."  -- "If the player cannot
   begin to play the double thrown, it is not played and does not pass to
   the opponent."  A rolled double of which not one move can be made ends
   the turn: no progression, nothing passed.
3. "Adalah sah untuk mengeluarkan satu penyemak dari kepala untuk setiap
   pengambilan."  -- "It is legal to take one checker from the head for
   each take."  A "take" is read as one double of the progression: each
   stage may take one checker from the head (the classic first-turn
   exception still applies to the rolled double of a first turn).
4. "Pemain boleh membawa mereka keluar hanya dari padang yang sepadan dengan
   dadu yang dilempar."  -- "The player may bear them off only from the
   point matching the die thrown."  No bearing off with a larger die from
   the highest point.
5. "Dalam kes ini, pemain DILARANG BERJALAN dengan bidak di dalam rumah."
   -- "In this case the player is FORBIDDEN TO MOVE checkers inside the
   home."
6. "Jika pemain telah membawa semua bidak ke dalam rumah, maka perkembangan
   beregu terhenti."  -- "If the player has brought all checkers into the
   home, the progression of doubles stops."

Readings where the text is open:

- *Sentence 5, "in this case"*: the case of sentence 4, bearing off.  Once
  all fifteen are home a die may only bear a checker off, exactly; before
  that, a checker may move within the home as in classic (the digest of the
  seeds drops "in this case" and says "no moves inside the home"; the seed ties
  the ban to bearing off, and seed 000's classic section says the opposite
  for exactly that moment: "in the process of bearing off the player may
  ... play checkers in the home or throw them out").  The ban is checked
  step by step: a die played after the last checker came home in the same
  turn may only bear off.
- *A double of the progression not played in full*: the progression ends
  there (in Gul the moves left are lost).  Sentence 1 has the player "go on"
  with doubles, which presupposes he could play the one before; sentence 2
  is the same rule for the very first double (and it would need no saying if
  a stuck double did not stop what follows).  Common descriptions of Gul
  bara, the game Gul is named after, say the same: a player who cannot play
  one of the doubles does not play the rest.
- *Sentence 6, when the progression stops*: the double being played is
  finished (its remaining moves may bear off, exactly), and no further
  double starts once all fifteen are home; a player already home when he
  rolls a double plays just that double.  Mad Gulbar's "jackpot" rule (the
  next double after coming home on the fourth move) is that variant's own
  and is not applied here.
- Non-doubles are played as in classic.  Six-point blocks, the head rule's
  first-turn exception and the other classic rules are unchanged, with the
  classic options (``first_turn_exception``, ``transient_block``,
  ``block_needs``; no ``last_roll_draw``: seed 000 has no draw).
- *The first throw* is the player's first throw of the game (the Game
  records who has thrown: ``Game.first_throw``), even when it could not be
  played at all: with ``first_turn_exception="any-block"`` a second throw
  that finds all fifteen still on the head gets no exception.

The progression itself (:class:`DoublesProgression`) is shared with Mad
Gulbar and Fevga-Giul, which pass the moves left to the opponent.

>>> import nardy
>>> g = nardy.Game("gul", seed=1)
>>> g.roll((3, 3))
(3, 3)
>>> g.play("24/18(2)")
<Play 24/18(2)>
>>> g.stage_text, g.to_move
('Gul: playing the 4-4 of 3-3 -> 6-6', 0)
"""

from __future__ import annotations

from ..dice import Moves, Stage, dice_text, is_double
from ..play import OFF_POINT
from ..position import OFF, Position
from .base import all_home
from .long import HEAD_AND_BLOCK_OPTIONS, LongNardy

__all__ = ["Gul", "DoublesProgression", "all_home", "pass_moves"]


def pass_moves(player: int, groups, origin) -> tuple:
    """The stages for moves ``player`` could not make: the opponent plays
    each group of :class:`~nardy.dice.Moves` in order, then rolls for his
    own turn."""
    return tuple(Stage("passed", 1 - player, m, origin) for m in groups) + (Stage("roll", 1 - player),)


class DoublesProgression:
    """Mixin for the doubles progression of Gul, Mad Gulbar and Fevga-Giul.

    A rolled double ``d-d`` is played, then ``(d+1)-(d+1)``, .. up to 6-6,
    each a stage of the same player.  The progression ends at the first
    double not played in full, after 6-6, or once all the player's checkers
    are home (the double being played is finished first).  Class settings:
    """

    progression_passes = False
    """Moves left when the progression ends at a double not played in full
    pass to the opponent: the rest of that double and every double after
    it (Mad Gulbar, Fevga-Giul).  False: they are lost (Gul)."""
    unstartable_void = True
    """A *rolled* double of which no move can be made is not played and does
    not pass (Gul, Fevga-Giul).  False: it passes like any other moves left
    (Mad Gulbar, whose text has no such exception)."""
    home_jackpot = False
    """Mad Gulbar: when the last checker comes home on the fourth move of a
    double, the next double is played too, then the progression stops."""

    def after_stage(self, stage: Stage, start: Position, steps, end: Position) -> tuple:
        if stage.kind == "passed" or stage.dice is None or not is_double(stage.dice):
            return ()
        d, p = stage.dice[0], stage.player
        played = len(steps)
        origin = stage.origin if stage.kind == "double" else stage.dice
        if stage.kind == "roll" and played == 0 and self.unstartable_void:
            return ()
        b0, b = start._b, end._b
        left = [Moves(d, 4 - played)] if played < 4 else []
        follow: tuple = ()
        if all_home(b):
            # The progression stops once all are home; Mad Gulbar's jackpot:
            # coming home with the fourth move (nothing borne off yet) earns
            # the next double.
            if (self.home_jackpot and played == 4 and d < 6 and not all_home(b0)
                    and b[OFF] == b0[OFF]):
                follow = (Stage("double", p, (d + 1, d + 1), origin),)
        elif played < 4:
            left += [Moves(e, 4) for e in range(d + 1, 7)]
        elif d < 6:
            follow = (Stage("double", p, (d + 1, d + 1), origin),)
        if left and self.progression_passes:
            return pass_moves(p, left, origin)
        return follow

    def describe_stage(self, stage: Stage) -> str:
        if stage.kind == "roll" and stage.dice is not None and is_double(stage.dice) and stage.dice[0] < 6:
            return f"playing the {dice_text(stage.dice)} of {dice_text(stage.dice)} -> 6-6"
        if stage.kind == "passed" and stage.dice is not None and stage.origin is not None:
            arrow = " -> 6-6" if stage.origin[0] < 6 else ""
            return (f"playing {dice_text(stage.dice)} passed by the opponent "
                    f"(from the {dice_text(stage.origin)}{arrow})")
        return super().describe_stage(stage)  # type: ignore[misc]  # a mixin: the rule set's own, by the MRO


def progression_head_reason(limit) -> str:
    """The head rule in a doubles progression (sentence 3): one checker from
    the head for each take -- each double of the progression is one, as a
    throw of plain dice is."""
    if limit == 2:
        return "no more than two checkers may leave the head, even on the first turn"
    return "only one checker may leave the head per throw, and one per double of a progression"


class Gul(DoublesProgression, LongNardy):
    """Gul: the doubles progression; bearing off only exactly; no moves
    inside the home while bearing off."""

    name = "gul"
    title = "Gul"
    # Sentences 4-5: while bearing off, a die only bears off the checker on
    # the point of its number.
    home_moves_while_bearing_off = False
    bear_off_with_larger_die = False

    def head_reason(self, limit) -> str:
        return progression_head_reason(limit)

    @classmethod
    def option_choices(cls):
        return dict(HEAD_AND_BLOCK_OPTIONS)

    def explain_step(self, b0, b, left, frm, to, head_limit) -> str:
        if all_home(b) and 1 <= frm <= 6 and b[frm] > 0:
            if to != OFF_POINT:
                return ("in Gul, once all your checkers are home they may only be borne off: "
                        "no moves inside the home")
            if frm not in left:
                return (f"in Gul a checker is borne off only with the exact die: point {frm} needs a {frm}, "
                        f"and the dice left are {', '.join(str(d) for d in sorted(set(left), reverse=True))}")
        return super().explain_step(b0, b, left, frm, to, head_limit)
