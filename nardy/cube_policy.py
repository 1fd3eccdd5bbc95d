"""When the computer doubles, takes or passes (backgammon's cube).

The checker play of a bot is :mod:`nardy.bots`; this module is its cube
sense, so a board or a match can give the computer the cube too.  It knows
one thing well and is careful about the rest:

- **Races** (no contact left: every checker of the player on roll is past
  every checker of the opponent), the **8-9-12 rule** that part 3 of the
  course teaches: count the pips; the roller's lead as a share of his own
  count decides.  Double from 8%, redouble (he owns the cube) from 9%; the
  opponent takes up to 12% and passes beyond.
- **Contact**: the computer never doubles, and takes unless it is far
  behind -- the doubler leads the race by more than 20% of his pips, or the
  taker has two or more checkers on the bar.  A plain, cautious rule, not
  an evaluation; gnubg or bgsage (:mod:`nardy.analysis_bgsage`) give real
  cube advice.
- **Match play** adds three certainties: a double that is pointless for the
  doubler (the cube already covers what he needs, seed 002's 7-point
  example, :meth:`nardy.Match.pointless_to_double`) is never offered; a
  double whose pass would lose the match is always taken (passing cannot be
  worse than losing the game at the new value); and after the Crawford
  game the trailer doubles at once (seed 002: the cube "may be used by his
  opponent in all later games" -- the leader, one point away, loses the
  match with any lost game anyway, so the double costs the trailer
  nothing).

>>> import nardy
>>> race = nardy.Position.from_counts([2, 2, 3, 3, 3, 2] + [0] * 12 + [-4, -3, -2, -2, -2, -2])
>>> nardy.variant("backgammon").pips(race)        # the roller leads by 5 pips: 9.3%
(54, 59)
>>> eight_nine_twelve(race)
'double, take'
>>> eight_nine_twelve(race, cube_owned=True)     # a redouble needs 9%
'double, take'
>>> far = nardy.Position.from_counts([3, 3, 3, 3, 2, 1] + [0] * 12 + [-3, -3, -3, -2, -2, -2])
>>> nardy.variant("backgammon").pips(far), eight_nine_twelve(far)   # 23.9%: too good to take
((46, 57), 'double, pass')
"""

from __future__ import annotations


from .position import OPP_BAR, Position
from .rules import variant
from .rules.backgammon import is_race   # the rule's home; kept importable here

_BACKGAMMON = variant("backgammon")

__all__ = ["CubePolicy", "is_race", "race_lead", "eight_nine_twelve", "race_cube_policy"]

DOUBLE_FROM = 8.0
"""The 8 of 8-9-12: the lead (in % of the roller's pips) to double a centred cube."""
REDOUBLE_FROM = 9.0
"""The 9: to redouble a cube the roller owns."""
TAKE_UP_TO = 12.0
"""The 12: the largest lead the opponent should take."""
CONTACT_PASS_LEAD = 20.0
"""Contact: the bot passes when the doubler leads the race by more than this."""


def race_lead(position: Position) -> float:
    """The side to move's lead in the race, in % of its own pip count
    (negative when behind): ``(opponent's pips - mover's) / mover's * 100``."""
    mine, theirs = _BACKGAMMON.pips(position)
    if mine == 0:
        return float("inf")
    return (theirs - mine) / mine * 100


def eight_nine_twelve(position: Position, *, cube_owned: bool = False) -> str:
    """The 8-9-12 rule for the side to move in a race: ``"no double"``,
    ``"double, take"`` or ``"double, pass"``.  ``cube_owned``: the side to
    move owns the cube (a redouble needs 9%, not 8%).  Meant for races
    only; :func:`is_race` says whether it applies."""
    lead = race_lead(position)
    if lead < (REDOUBLE_FROM if cube_owned else DOUBLE_FROM):
        return "no double"
    return "double, take" if lead <= TAKE_UP_TO else "double, pass"


class CubePolicy:
    """A computer player's cube decisions in a :class:`nardy.Match`:
    :meth:`double` (before its roll) and :meth:`take` (answering a double).
    Both read the match and change nothing; the caller acts on the answer."""

    def double(self, match) -> bool:
        """Should the player on roll double now?  ``False`` whenever the
        double is not legal (:meth:`nardy.Match.can_double`)."""
        if not match.can_double() or match.pointless_to_double():
            return False
        if match.post_crawford and match.need(1 - match.to_move) == 1:
            return True                  # the trailer's free double
        pos = match.position
        if not is_race(pos):
            return False
        owned = match.cube.owner == match.to_move
        return eight_nine_twelve(pos, cube_owned=owned) != "no double"

    def take(self, match) -> bool:
        """Should the doubled player take the double on offer?"""
        cube = match.cube
        if not cube.offered:
            raise ValueError(f"no double is on offer ({match.state_text()})")
        doubler = cube.offered_by
        need = match.need(doubler)
        if need is not None and cube.value >= need:
            return True                  # passing loses the match anyway
        pos = match.position             # the doubler is on roll: his side
        lead = race_lead(pos)
        if is_race(pos):
            return lead <= TAKE_UP_TO
        return lead <= CONTACT_PASS_LEAD and pos._b[OPP_BAR] < 2

    def __repr__(self):
        return "race_cube_policy()"


def race_cube_policy() -> CubePolicy:
    """The cube policy described above (8-9-12 in races, cautious in contact)."""
    return CubePolicy()
