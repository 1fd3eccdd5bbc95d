"""Mad Gulbar: a double is followed by every higher double up to 6-6; the
moves the player cannot make pass to the opponent; no moves inside the home
once all checkers are home, and the "jackpot" rule for coming home.

Seed 000, "Varieti Long Backgammon", section "Mad Gulbar" (Malay as the
seed has it; English ours):

1. "Dalam varian permainan ini, apabila dua kali dijatuhkan, pemain membuat
   semua pergerakan daripada dua kali jatuh kepada dua kali ganda enam
   (contohnya, apabila dua kali "empat-empat" jatuh, pemain bergerak empat
   kali pada 4 mata, kemudian empat kali pada 5, empat kali pada 6 mata)."
   -- "In this variant, when a double falls, the player makes all the moves
   from the double thrown up to double six (for example, when the double
   'four-four' falls, the player moves four times by 4 points, then four
   times by 5, four times by 6 points)."
2. "Jika pemain tidak mempunyai peluang untuk membuat mana-mana gerakan
   ini, maka pihak lawan mesti membuat gerakan yang kurang dimainkan."
   -- "If the player has no chance to make any of these moves, the opponent
   must make the moves left unplayed."
3. "Anda boleh berjalan di dalam rumah sehingga penyemak terakhir dibawa
   masuk ke dalam rumah."  -- "You may move inside the home until the last
   checker has been brought into the home."
4. "Apabila penyemak terakhir memasuki rumah pada giliran terakhir (keempat)
   jackpot, jackpot seterusnya dibenarkan untuk bermain."  -- "When the
   last checker enters the home on the last (fourth) move of a jackpot, the
   next jackpot may be played."
5. "Selepas itu, perkembangan kush berhenti."  -- "After that the
   progression of doubles ('kush') stops."
6. "Sebagai contoh, jika pemain membawa dam terakhir ke dalam rumah pada
   langkah keempat jackpot 2-2, maka dia boleh melontar empat dam dari petak
   3 (bermain jackpot 3-3). Tetapi dia tidak akan dapat bermain 4-4."
   -- "For example, if the player brings the last checker into the home on
   the fourth move of the 2-2 jackpot, he may throw four checkers off point
   3 (playing the 3-3 jackpot).  But he will not be able to play 4-4."

Seed 003 (Latvian) has the same variant ("Mad gulbar") with a different
example: after "four-four" the player moves "one checker 4, then another 4,
then another 5, another 5, one 6 and another 6" -- two moves of each
number.  Seed 000 (four of each) wins, and agrees with the four moves of a
double everywhere else in both seeds.

Readings:

- *The progression* is Gul's (:class:`~nardy.rules.gul.DoublesProgression`):
  each double a stage of the same player, ending at the first double not
  played in full.  Sentence 2's "any of these moves" is read with Gulbar's
  "the opponent takes all the moves not played": what is left when the
  progression ends that way -- the rest of that double and every double
  after it up to 6-6 -- passes to the opponent, who plays it (number by
  number, as many of each as he can; the rest is lost) before throwing for
  his own turn.  Mad Gulbar's text has no "cannot be started" exception, so
  a rolled double of which no move can be made passes whole, with the rest
  of its progression.  Nothing else passes: a non-double's unplayable die is
  lost as in classic, and there is no re-roll (the progression replaces
  Gulbar's).
- *(3)*: moves inside the home are allowed until the last checker comes
  home; from that moment (even within a stage) a die may only bear a
  checker off, by the classic rule (exactly, or a larger die from the
  highest point).
- *(4)-(6), the jackpot*: the progression stops once all checkers are home
  (as in Gul), but the double being played is finished.  If the last
  checker came home with that double's fourth move -- so that nothing of it
  is left to bear off with -- the next double is played as well ("the next
  jackpot may be played"), and then the progression stops.  This is seed
  000's example exactly: home with the fourth 2, then the four 3s bear
  off, then no 4-4.  The condition does not depend on the order of the
  moves: before the last checker is home nothing can be borne off, after it
  nothing but bearing off can be played, so "home on the fourth move" is
  "played all four, all home now, not all home before, none borne off".
- Six-point blocks and the head rule are classic (one checker from the head
  per stage, as Gul's "one for each take"), with the classic options
  (``first_turn_exception``, ``transient_block``, ``block_needs``); there is
  no draw.
- *The first throw* is a player's first throw of the game, as in Gulbar:
  moves passed to him before it, which may take a checker off his head, do
  not cost him the first-throw exception (``Game.first_throw``), and a
  progression's doubles after the rolled one are not throws.

>>> import nardy
>>> from nardy import Position
>>> pts = [0] * 24
>>> pts[13 - 1], pts[3 - 1], pts[12 - 1] = 1, 14, -15
>>> g = nardy.Game("mad-gulbar", position=Position.from_counts(pts))
>>> g.roll((2, 2))
(2, 2)
>>> g.play("13/11/9/7/5")         # the fourth 2 brings the last checker home
<Play 13/5>
>>> g.stage_text
'Mad Gulbar: playing the 3-3 of 2-2 -> 6-6'
>>> g.play("3/off(4)")
<Play 3/off(4)>
>>> g.to_move, g.stage_text     # no 4-4: the opponent rolls
(1, 'Mad Gulbar: to roll')
"""

from __future__ import annotations

from ..play import OFF_POINT
from .gul import DoublesProgression, all_home, progression_head_reason
from .long import HEAD_AND_BLOCK_OPTIONS, LongNardy


class MadGulbar(DoublesProgression, LongNardy):
    """Mad Gulbar: the doubles progression; moves left pass to the opponent;
    no moves inside the home once all are home; the jackpot rule."""

    name = "mad-gulbar"
    title = "Mad Gulbar"
    progression_passes = True
    unstartable_void = False
    home_jackpot = True
    home_moves_while_bearing_off = False
    """Sentence 3: inside the home only until the last checker is in."""

    @classmethod
    def option_choices(cls):
        return dict(HEAD_AND_BLOCK_OPTIONS)

    def head_reason(self, limit) -> str:
        return progression_head_reason(limit)

    def explain_step(self, b0, b, left, frm, to, head_limit) -> str:
        if all_home(b) and 1 <= frm <= 6 and b[frm] > 0 and to != OFF_POINT:
            return ("in Mad Gulbar you may move inside the home only until the last checker is home: "
                    "now your checkers may only be borne off")
        return super().explain_step(b0, b, left, frm, to, head_limit)
