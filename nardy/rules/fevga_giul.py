"""Fevga-Giul ("Fevga Rabid"): Fevga with Gul's doubles progression, the
moves the player cannot make passed to the opponent, and moves inside the
home allowed.

Seed 000, "Varieti Long Backgammon", section "Fevga Rabid - Giul" (Malay as
the seed has it; English ours):

1. "Jika pemain tidak mempunyai peluang untuk melakukan mana-mana gerakan
   ini, maka pihak lawan mesti membuat gerakan yang kurang dimainkan."
   -- "If the player has no chance to make any of these moves, the opponent
   must make the moves left unplayed."
2. "Jika pemain tidak boleh mula bermain berganda yang dilontar, ia tidak
   dimainkan dan tidak lulus kepada pihak lawan."  -- "If the player cannot
   begin to play the double thrown, it is not played and does not pass to
   the opponent."
3. "Pihak lawan mengambil semua gerakan yang tidak dimainkan."  -- "The
   opponent takes all the moves not played."
4. "Jika pemain telah membawa semua dam ke dalam rumah, maka perkembangan
   beregu terhenti."  -- "If the player has brought all checkers into the
   home, the progression of doubles stops."
5. "Anda boleh berjalan di dalam rumah."  -- "You may move inside the home."

Readings:

- The section names no rule of its own for the dice: "these moves" (1) and
  "the progression of doubles" (4) are Gul's, whose name it bears ("Giul" is
  Gul) and whose sentences it repeats; "Rabid" ("Бешеная", mad) is the same
  word as Mad Gulbar's.  So: every rule of Fevga (:mod:`nardy.rules.fevga`:
  the lead checker, its blocks), plus Gul's progression
  (:class:`~nardy.rules.gul.DoublesProgression`): a rolled double is
  followed by every higher double up to 6-6, each a stage of the same
  player, ending at the first double not played in full.
- *(1)-(3)*: what is left when the progression ends that way -- the rest of
  that double and every later double -- passes to the opponent, who plays
  it (number by number, as many of each as he can; the rest is lost) before
  throwing for his own turn; except (2): a *rolled* double of which no move
  can be made is not played at all and nothing passes.  A later double of
  the progression that cannot be started does pass.  The digest of the seeds
  leaves sentence 2 out for this variant; the seed has it.
- *(4)*: as in Gul -- the double being played is finished, no further
  double starts once all fifteen are home.
- *(5)*: moves inside the home are allowed, always (unlike Gul), and bearing
  off is Fevga's, that is classic (a larger die may bear off from the
  highest point): the section does not repeat Gul's "only from the point
  matching the die".
- No rule options.
"""

from __future__ import annotations

from .fevga import Fevga
from .gul import DoublesProgression


class FevgaGiul(DoublesProgression, Fevga):
    """Fevga-Giul: Fevga with the doubles progression and passed moves."""

    name = "fevga-giul"
    title = "Fevga-Giul"
    progression_passes = True
    unstartable_void = True
    home_jackpot = False
