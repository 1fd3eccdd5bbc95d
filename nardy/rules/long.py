"""Long nardy, classic (docs/rules.md#start .. #results; seeds 000 and 003).

Geometry, from the mover's side: the mover's head is its 24-point and its
home 1..6.  The opponent's head is the mover's 12-point and the opponent
travels 12, 11, .., 1, 24, 23, .., 13, so its home is the mover's 18..13.
For a checker on the mover's point ``p`` the opponent's own point number is
``p + 12`` (p <= 12) or ``p - 12`` (p > 12).

Options (``nardy.variant("long", ...)``):

- ``first_turn_exception``: ``"head-block"`` (default), ``"any-block"``
  (rule 5) or ``"any-double"`` (seed 003's site text: any rolled double
  takes two checkers from the head on the first turn);
- ``transient_block``: ``True`` (default) or ``False`` (rule 6);
- ``block_needs``: ``"ahead"`` (default) or ``"home"`` (rule 6);
- ``last_roll_draw``: ``False`` (default) or ``True`` (rule 9; the
  :class:`~nardy.game.Game` applies it).
"""

from __future__ import annotations

from ..dice import Moves
from ..errors import InvalidPositionError
from ..position import BAR, CHECKERS, OFF, OPP_BAR, OPP_OFF, Position
from .base import Rules, _held_mask

HEAD = 24
"""The mover's head (starting point)."""
OPP_HEAD = 12
"""The opponent's head, in the mover's numbering."""


OPP_POINT = (0,) + tuple(p + 12 if p <= 12 else p - 12 for p in range(1, 25))
"""``OPP_POINT[p]``: the opponent's own number for the mover's point ``p``
(index 0 unused).  Half a board turned round is its own inverse, so the
same table also gives the mover's point of the opponent's own ``q``."""


def opp_point(p: int) -> int:
    """The opponent's own number for the mover's point ``p`` (and the
    mover's point of the opponent's own ``p``): ``p + 12`` or ``p - 12``."""
    return OPP_POINT[p]


def swap_board(b: tuple) -> tuple:
    """A 28-slot board seen by the other player: turned round by half a
    board (no bar in long nardy)."""
    nb = [0] * 28
    for p in range(1, 25):
        v = b[p]
        if v:
            nb[OPP_POINT[p]] = -v
    nb[OFF], nb[OPP_OFF] = b[OPP_OFF], b[OFF]
    return tuple(nb)


def is_race(position) -> bool:
    """Whether no contact is left in a long-nardy position (a
    :class:`~nardy.position.Position` or its 28-slot board).

    The mover travels 24 -> 1; the opponent, in the mover's numbering,
    12 -> 1 and then 24 -> 13.  The mover's checker on ``p`` will stand on
    ``p, p-1, .., 1``; the opponent's on ``q`` on ``q, .., 1, 24, .., 13``
    (``q <= 12``) or ``q, .., 13`` (``q >= 13``).  Two such paths share no
    point exactly when the mover's checker is on 1..12 and the opponent's
    on 13..24.  So the **race** is on when every checker of each side is in
    the last half of its own journey (its own points 1..12): from then on
    nothing either side does can block the other, and the game is two
    games of solitaire -- bring the checkers home, bear them off -- decided
    by the pips and the dice alone.  Until then there is *contact*: a
    single checker still closes a point to the other side.

    >>> import nardy
    >>> is_race(nardy.variant("long").start())
    False
    >>> is_race(nardy.Position.from_counts([2] * 6 + [0] * 10 + [-3] * 5 + [0] * 3))
    True
    """
    b = position._b if isinstance(position, Position) else position
    for p in range(1, 13):
        if b[p] < 0:
            return False
    for p in range(13, 25):
        if b[p] > 0:
            return False
    return True


_PATH = tuple(opp_point(q) for q in range(24, 0, -1))
"""The mover's points in the opponent's travelling order (its 24 .. 1)."""
_PATH_INDEX = {p: i for i, p in enumerate(_PATH)}


def _in_runs_of_six(m: int) -> int:
    """The points of mask ``m`` (bit ``p - 1`` for point ``p``) that lie in
    a run of six or more along the opponent's path (the mover's 12 .. 1
    then 24 .. 13), as a mask."""
    m = m >> 12 | (m & 0xFFF) << 12        # the path backwards: 13 .. 24, 1 .. 12
    r = m & m >> 1 & m >> 2 & m >> 3 & m >> 4 & m >> 5   # where a run of six starts
    r |= r << 1 | r << 2 | r << 3 | r << 4 | r << 5
    return r >> 12 | (r & 0xFFF) << 12


HEAD_AND_BLOCK_OPTIONS = {
    "first_turn_exception": ("head-block", "any-block", "any-double"),
    "transient_block": (True, False),
    "block_needs": ("ahead", "home"),
}
"""Classic's options for the head rule and six-point blocks (rules 5 and 6),
which the variants that keep those rules share."""


class LongNardy(Rules):
    """Long nardy, classic rules."""

    name = "long"
    title = "Long nardy"
    has_bar = False
    geometry = "long"
    higher_thrower_plays_white = True
    single_checker_closes = True
    has_head_rule = True

    @classmethod
    def option_choices(cls):
        return {**HEAD_AND_BLOCK_OPTIONS, "last_roll_draw": (False, True)}

    # -- geometry ----------------------------------------------------------
    def start(self) -> Position:
        """Rule 1: "15 checkers each, all start on their own head"."""
        pts = [0] * 24
        pts[HEAD - 1] = CHECKERS
        pts[OPP_HEAD - 1] = -CHECKERS
        return Position.from_counts(pts)

    def swap(self, pos: Position) -> Position:
        """The board seen by the other player: rotate by half a board."""
        return Position._trusted(swap_board(pos._b))

    def opp_point(self, p: int) -> int:
        return OPP_POINT[p]

    def pips(self, pos: Position) -> tuple:
        """The mover's checker on its ``p`` is ``p`` pips from home; an
        opponent checker on the mover's ``p`` is :func:`opp_point` pips from
        the opponent's."""
        b = pos._b
        mover = sum(p * b[p] for p in range(1, 25) if b[p] > 0)
        opp = sum(OPP_POINT[p] * -b[p] for p in range(1, 25) if b[p] < 0)
        return (mover, opp)

    def is_race(self, pos: Position) -> bool:
        return is_race(pos)

    def validate(self, pos: Position) -> Position:
        super().validate(pos)
        if pos._b[BAR] or pos._b[OPP_BAR]:
            raise InvalidPositionError(
                f"long nardy has no hitting, so no checker can be on the bar: bar={pos.bar!r} in {pos!r}")
        return pos

    # -- rule 4: no hitting; one opponent checker closes a point ------------
    # Seed 003, 3.8: "A checker cannot be placed on a point occupied by the
    # opponent's checker ... it 'does not go'" (single_checker_closes).
    def closed_reason(self, point, v):
        return f"point {point} is held by the opponent: in long nardy a single checker closes a point"

    # -- rule 5: the head rule and the first-turn exception -----------------
    def head_limit(self, b0, dice, first_throw=None) -> int:
        # Seed 003, 1.2: "Only one checker may be taken from the head in one
        # move."  The first-turn exception belongs to a throw (seed 000:
        # "Balingan pertama", the first throw), the player's first of the
        # game: the Game says which that is (``first_throw``).  A position
        # alone can only guess it from the board -- all fifteen on the
        # head -- which is right in classic play but not in the variants,
        # where passed moves may leave the head before a player's first
        # throw, or a first throw may be wholly unplayable.  Moves passed
        # by the opponent (``Moves``) are not a throw and never get it.
        if first_throw is None:
            first_throw = b0[HEAD] == CHECKERS
        if not first_throw or len(dice) < 2 or isinstance(dice, Moves):
            return 1
        if self.options["first_turn_exception"] == "head-block":
            # Seed 003, 3.1: "If one checker, which can only be taken from
            # the head, does not pass, a second may be taken.  There are
            # only three such throws: 6-6, 4-4, 3-3 ... the opponent's
            # checker standing on the head interferes."  And its note: after
            # white's 5-5, black's 4-4 takes one checker only.  So: a double
            # whose single head checker is stopped by the opponent's head.
            if len(dice) == 4 and self._stopped_by_head(b0, dice[0]):
                return 2
            return 1
        if self.options["first_turn_exception"] == "any-double":
            # Seed 003, its site text on moving in long backgammon: "Vienā
            # reizē no galvas var izņemt tikai vienu mikroshēmu. Izņēmums ir,
            # ja uz kauliņa ir uzkritis vienāds skaitlis ..., tad var izņemt
            # divus žetonus" (only one checker may leave the head at a time;
            # the exception is a double: then two may), with a 2-2 example
            # (one checker four times by two, or two checkers twice each).
            # Its examples are all of the first move, so: any rolled double
            # on a player's first turn, whether or not one checker could
            # play it all.  Against 003's own rule 3.1 (three doubles only):
            # an option, not the default.
            return 2 if len(dice) == 4 else 1
        # any-block (seed 000): "For the second player the number of throws
        # with which two checkers can be taken increases, because not only
        # the head but also the checker the opponent took interferes."  If
        # the whole roll cannot be played with one head checker, a second
        # may be taken.
        found = self._explore(b0, dice, 1)
        most = max((len(s) for s in found.values()), default=0)
        return 1 if most == len(dice) else 2

    @staticmethod
    def _stopped_by_head(b0, d) -> bool:
        p = HEAD
        for _ in range(4):
            p -= d
            if p < 1:
                return False
            if b0[p] < 0:
                return p == OPP_HEAD
        return False

    def head_reason(self, limit):
        if limit == 2:
            return "no more than two checkers may leave the head, even on the first turn"
        return "only one checker may leave the head per turn"

    # -- rule 6: six-point blocks --------------------------------------------
    def block_ok(self, b) -> bool:
        """Seed 003, 3.5: "You may build a fence of six only if at least one
        opponent checker is in front of it"; the 000/003 variant: "only if
        at least one opponent checker has entered its home"."""
        if not _in_runs_of_six(_held_mask(b)):
            return True                      # no six in a row: no block
        run = 0
        need_home = self.options["block_needs"] == "home"
        # Walk along the opponent's path: its points 24 (our 12) down to 1
        # (our 13).  ``mine`` = our checkers there.
        for q in range(24, 0, -1):
            p = OPP_POINT[q]
            if b[p] > 0:
                run += 1
                if run >= 6:
                    if need_home:
                        if not self._opp_in_home(b):
                            return False
                    elif not self._opp_past(b, q):
                        return False
            else:
                run = 0
        return True

    @staticmethod
    def _opp_past(b, q_low) -> bool:
        """Is an opponent checker past (nearer its home than) the block
        ending at opponent point ``q_low``?"""
        for q in range(q_low - 1, 0, -1):
            p = OPP_POINT[q]
            if b[p] < 0:
                return True
        return b[OPP_OFF] > 0

    @staticmethod
    def _opp_in_home(b) -> bool:
        return b[OPP_OFF] > 0 or any(b[p] < 0 for p in range(13, 19))

    @property
    def blocks_every_step(self) -> bool:
        """Whether the block rule is judged after every step, not only where
        the turn ends (``transient_block=False``; Nardgammon always)."""
        return self.options.get("transient_block", True) is False

    def step_check(self, b0, may_hold=(1 << 24) - 1):
        """The block check after each step, where one can refuse: a step
        that does not newly occupy a point cannot make a block out of a
        board that had none the rules forbid (its checkers only leave
        points), so only a step onto an empty point inside a run of six the
        mover may hold this turn (``may_hold``) needs the full check."""
        if not self.blocks_every_step:
            return None
        runs = _in_runs_of_six(may_hold)
        if not runs:
            return None
        block_ok = self.block_ok
        if not block_ok(b0):
            return lambda b, step: block_ok(b)

        def check(b, step):
            to = step[1]
            return not (to and runs >> (to - 1) & 1 and b[to] == 1) or block_ok(b)
        return check

    def final_check(self, b0, may_hold=(1 << 24) - 1):
        """The block check for plays from ``b0``.  When ``b0`` itself passes,
        a run of six in the final board that holds no point newly taken this
        turn lies inside a run ``b0`` already had, and the opponent has not
        moved, so it passes too: only runs through the points the play newly
        occupied need the full check.  And only through those that lie in a
        run of six even if the mover held every point it may hold
        (``may_hold``); usually there is none, and nothing to check."""
        runs = _in_runs_of_six(may_hold)
        if not runs:
            return None                  # no six in a row anywhere, ``b0`` included
        if not self.block_ok(b0):
            return lambda b, steps: self.block_ok(b)
        risky = runs & ~_held_mask(b0)
        if not risky:
            return None
        block_ok = self.block_ok

        def check(b, steps):
            for st in steps:
                to = st[1]
                if to and risky >> (to - 1) & 1 and b0[to] <= 0 < b[to]:
                    i = _PATH_INDEX[to]
                    run = 1
                    j = i - 1
                    while j >= 0 and b[_PATH[j]] > 0:
                        run += 1
                        j -= 1
                    j = i + 1
                    while j < 24 and b[_PATH[j]] > 0:
                        run += 1
                        j += 1
                    if run >= 6:
                        return block_ok(b)
            return True
        return check

    def final_ok(self, b0, b) -> bool:
        return self.block_ok(b)

    def step_ok(self, b0, b) -> bool:
        # transient_block=True (classic; 000 and 003's fig. 2 caption: "a
        # move 'with a run' is not an error, because it is done during the
        # player's turn and does not hinder the opponent") checks the block
        # only where the turn ends.  False (003 rule 3.5: "and even 'with a
        # run'") checks it after every step.
        return not self.blocks_every_step or self.block_ok(b)

    def final_reason(self, b0, b) -> str:
        if self.options["block_needs"] == "home":
            return ("a six-point block is allowed only once an opponent checker has entered its home "
                    "(the 'home' rule option)")
        return "a six-point block with no opponent checker past it is not allowed"

    # -- rule 9: results ---------------------------------------------------
    @property
    def last_roll_draw(self) -> bool:
        # The option is classic's alone; the variants have no draw (seed
        # 000: "Tiada keputusan seri").
        return self.options.get("last_roll_draw", False)

    def winner_points(self, pos: Position) -> int:
        """Seed 003, 4.1-4.2: "oin" (1) if the loser has borne off at least
        one checker, "mars" (2) if none."""
        b = pos._b
        loser_off = b[OPP_OFF] if b[OFF] == CHECKERS else b[OFF]
        return 1 if loser_off > 0 else 2

    def result_name(self, points: int) -> str:
        return {1: "oin", 2: "mars"}[points]
