"""What every game of the family shares: the whole-turn move generator, the
forced-play rules, clickable steps and plain-English explanations.

Each game is a subclass that fills in a few hooks (where a checker may land,
how many may leave the head, which final positions are allowed, how the
board turns round for the opponent).  Whole-turn plays come first; single
clickable steps are derived from them, so a board never offers a step that
cannot be completed into a legal play (a board that offers a first step
the rest of the roll cannot follow strands the learner).

Forced play (docs/rules.md#forced-play; seed 003 rules 3.9-3.10, seed 002): "You must
play the whole roll if any way allows it, even against your interest.  If
only one die can be played, and either could be, play the larger.  With
doubles play as many as possible."
"""

from __future__ import annotations

import struct
from itertools import repeat
from typing import Any, Optional, Sequence

from .._checks import decimal, short, take
from ..dice import Moves, Stage, check_dice, dice_text, dice_to_play
from ..errors import IllegalMoveError, InvalidMoveError, InvalidOptionError, InvalidPositionError
from ..errors import AmbiguousMoveError
from ..play import BAR_POINT, OFF_POINT, Play, Step, format_steps, parse_moves, point_name
from ..position import BAR, CHECKERS, OFF, OPP_BAR, OPP_OFF, Position


class Rules:
    """Base class of all rule sets: the public contract of a rule set.

    A rule set is a subclass that sets flags and overrides hooks; the base
    class does the rest with them (the one move generator, forced play,
    clickable steps, explanations, notation).  Every flag and hook, all of
    them public (``docs/engine.md#writing-a-rule-set`` has the same table):

    | name | kind | what it says (who changes it) |
    | --- | --- | --- |
    | `name`, `title` | flag | registry name and the name shown to players (every rule set) |
    | `geometry` | flag | `"long"` or `"backgammon"`: the board drawn (long nardy family) |
    | `has_bar` | flag | checkers can be hit and enter from the bar (backgammon) |
    | `single_checker_closes` | flag | one opponent checker closes a point (long nardy family) |
    | `has_head_rule` | flag | a limit on checkers leaving the head (long nardy family, not Khachapuri) |
    | `lead_checker` | flag | Fevga's lead checker must pass this point first (Fevga, Fevga-Giul) |
    | `home_moves_while_bearing_off` | flag | once all are home, a die may still move inside it (not Gul, Mad Gulbar) |
    | `bear_off_with_larger_die` | flag | a larger die bears off from the highest point (not Gul) |
    | `opening_roll_plays` | flag | the opening throw is the first roll (backgammon) |
    | `higher_thrower_plays_white` | flag | the opening throw decides the colours (long nardy family) |
    | `last_roll_draw` | flag | the second mover's last roll may draw (long nardy's option) |
    | `option_choices()` | hook | `{option: (default, other choices...)}` |
    | `start()` | hook | the opening position, from the first mover's side |
    | `swap(pos)` | hook | the position seen by the other player |
    | `opp_point(p)` | hook | the opponent's own number of the mover's point `p` |
    | `pips(pos)` | hook | pip counts `(mover, opponent)` |
    | `is_race(pos)` | hook | no contact left |
    | `validate(pos)` | hook | the game's own position checks |
    | `head_limit(b0, dice, first_throw)` | hook | checkers that may leave the head this stage (long nardy's first-throw exception; the Game says which throw is a player's first) |
    | `head_reason(limit)` | hook | why no more may leave it |
    | `closed_reason(point, v)` | hook | why a point is closed |
    | `step_ok(b0, b)` | hook | may board `b` stand in mid-turn (Nardgammon's block) |
    | `step_check(b0, may_hold)` | hook | the same for the generator: a fast callable, or None |
    | `final_ok(b0, b)` | hook | may a turn end on `b` (six-point blocks; Fevga's) |
    | `final_check(b0, may_hold)` | hook | the same for the generator: a fast callable, or None |
    | `final_reason(b0, b)` | hook | why a turn may not end on `b` |
    | `explain_step(...)` | hook | why a single step is refused, in plain English (the variants' own reasons) |
    | `after_stage(...)` | hook | the stages that follow a stage (the variants' doubles and passed moves) |
    | `describe_stage(stage)` | hook | a stage in plain English |
    | `winner_points(pos)` | hook | what a finished game is worth |
    | `result_name(points)` | hook | its name (`"oin"`, `"mars"`; `"gammon"`...) |

    A hook with a ``*_check`` twin (``step_ok``, ``final_ok``) is the rule
    as it reads, used by the explanations and the plain search; its twin is
    what the generator calls, and must agree with it
    (``tests/test_generator.py`` checks that for every registered rule set).
    Nothing in the base tests which class defines a hook: a rule is either a
    flag the generator reads or a hook it calls.
    """

    name = "abstract"
    """Registry name, e.g. ``"long"``."""
    options: dict = {}
    """The rule options in force (keyword arguments of ``nardy.variant``)."""
    has_bar = False
    """Whether checkers can be hit and sent to the bar."""
    geometry = "backgammon"
    """The board drawing it uses: ``"long"`` (long nardy and its variants)
    or ``"backgammon"`` (``nardy.svg.board_svg(game=...)``)."""
    opening_roll_plays = False
    """Whether the opening throw (one die each) is also the first mover's
    roll, played at once (backgammon); else the first mover then rolls two
    dice (long nardy)."""
    higher_thrower_plays_white = False
    """Whether the opening throw decides the colours too: the higher thrower
    plays White, who moves first (long nardy, seed 003, 1.3); else the
    colours are fixed and the higher thrower's side moves first.  A series
    seats the next starter as White for the same reason."""
    single_checker_closes = False
    """Whether one opponent checker closes a point (long nardy: no hitting);
    else two do, and a single one is a blot that may be hit."""
    has_head_rule = False
    """Whether a limit on the checkers leaving the head (the 24-point) is
    part of the game (:meth:`head_limit` says how many, per stage)."""
    lead_checker = 0
    """Fevga's lead checker: while none of the mover's checkers stands below
    this point (or is borne off), only one checker may be off the head.
    0: no such rule."""
    home_moves_while_bearing_off = True
    """Whether, once all the mover's checkers are home, a die may still move
    a checker inside the home instead of bearing one off (Gul, Mad Gulbar:
    no)."""
    bear_off_with_larger_die = True
    """Whether a die larger than the highest point bears off from it (Gul:
    no, only the exact die)."""

    @property
    def title(self) -> str:
        """The name shown to players (``"Long nardy"``, ``"Gul"``, ...)."""
        return self.name.capitalize()

    def __init__(self, **options):
        unknown = set(options) - set(self.option_choices())
        if unknown:
            raise InvalidOptionError(f"unknown option(s) {sorted(unknown)} for {self.name!r}; "
                                     f"known: {sorted(self.option_choices())}")
        merged = {k: v[0] for k, v in self.option_choices().items()}
        for k, v in options.items():
            if not any(v == c and type(v) is type(c) for c in self.option_choices()[k]):
                raise InvalidOptionError(f"option {k}={v!r} is not one of {self.option_choices()[k]!r}")
            merged[k] = v
        self.options = merged

    @classmethod
    def option_choices(cls) -> dict:
        """*hook*: ``{option: (default, other choices...)}``."""
        return {}

    def __repr__(self):
        changed = {k: v for k, v in self.options.items() if v != self.option_choices()[k][0]}
        args = "".join(f", {k}={v!r}" for k, v in changed.items())
        return f"nardy.variant({self.name!r}{args})"

    def __eq__(self, other):
        return type(self) is type(other) and self.options == other.options

    def __hash__(self):
        return hash((type(self), tuple(sorted(self.options.items()))))

    # -- hooks: geometry -------------------------------------------------
    def start(self) -> Position:
        """*hook*: the opening position, from the first mover's side."""
        raise NotImplementedError

    def swap(self, pos: Position) -> Position:
        """*hook*: the same position seen by the other player."""
        raise NotImplementedError

    def pips(self, pos: Position) -> tuple:
        """*hook*: pip counts ``(mover, opponent)``."""
        raise NotImplementedError

    def opp_point(self, p: int) -> int:
        """*hook*: the opponent's own number for the mover's point ``p``
        (its distance from bearing off there)."""
        raise NotImplementedError

    def is_race(self, pos: Position) -> bool:
        """*hook*: whether no contact is left: neither side can ever block
        or hit the other again, so only pips and dice decide."""
        raise NotImplementedError

    def all_home(self, pos: Position) -> bool:
        """Whether every checker the mover still has is in its home (points
        1..6; none on the bar): the moment bearing off may start (rule 8)."""
        return all_home(pos._b)

    @property
    def last_roll_draw(self) -> bool:
        """Whether the second mover gets one more roll after the first
        mover finishes, and draws by finishing too (long nardy's
        ``last_roll_draw`` option; never in the other games)."""
        return False

    def validate(self, pos: Position) -> Position:
        """Check what this game adds to the shared position checks; raises
        :class:`InvalidPositionError` quoting the position."""
        if not isinstance(pos, Position):
            raise InvalidPositionError(f"expected a Position, got {pos!r}")
        return pos

    # -- hooks: what a single step may do ---------------------------------
    def closed(self, v: int) -> bool:
        """Is a point holding signed count ``v`` closed to the mover?  Two
        or more opponent checkers always close it; a single one too where
        :attr:`single_checker_closes`."""
        return v < (0 if self.single_checker_closes else -1)

    def closed_reason(self, point: int, v: int) -> str:
        """*hook*: why the mover may not land on ``point`` (count ``v``)."""
        return f"point {point} is held by the opponent"

    def head_limit(self, b0: tuple, dice: tuple, first_throw: Optional[bool] = None) -> int:
        """*hook*: how many checkers may leave the head (the 24-point) in a
        stage that starts on board ``b0`` with ``dice``; 15 where there is
        no head rule.  ``first_throw``: whether ``dice`` are the mover's
        first throw of the game (``None``: not known; see
        :meth:`legal_plays`)."""
        return CHECKERS

    def head_reason(self, limit: int) -> str:
        """*hook*: why no more checkers may leave the head (``limit`` left)."""
        return "only one checker may leave the head per turn"

    def step_ok(self, b0: tuple, b: tuple) -> bool:
        """*hook*: may the board pass through ``b`` in mid-turn (the turn
        began at ``b0``)?  A rule set that overrides it also overrides
        :meth:`step_check`, which the generator uses."""
        return True

    def step_check(self, b0: tuple, may_hold: int = (1 << 24) - 1):
        """*hook*: :meth:`step_ok` for the generator: a callable
        ``(board, step)`` that says whether the board a step made may stand
        in mid-turn (every earlier board of its turn having passed), or
        ``None`` when nothing can be refused this turn.  ``may_hold``: the
        points the mover's checkers may stand on at any moment of the turn
        (a bit mask, bit ``p - 1`` for point ``p``; a superset)."""
        return None

    def final_ok(self, b0: tuple, b: tuple) -> bool:
        """*hook*: may a turn that began at ``b0`` end in board ``b``?  A
        rule set that overrides it also overrides :meth:`final_check`."""
        return True

    def final_check(self, b0: tuple, may_hold: int = (1 << 24) - 1):
        """*hook*: :meth:`final_ok` for the generator: a callable
        ``(board, steps)`` for the plays from ``b0``, or ``None`` when every
        board may end the turn (``may_hold`` as in :meth:`step_check`)."""
        return None

    def final_reason(self, b0: tuple, b: tuple) -> str:
        """*hook*: why a turn may not end in ``b``."""
        return "this play ends in a position the rules forbid"

    # -- the generator -----------------------------------------------------
    def _single_steps(self, b0: tuple, b: tuple, die: int, head_limit: int) -> list:
        """Every single step by ``die`` from board ``b`` (the turn began at
        ``b0``), as ``[(step, new_board)]`` where a step is the plain tuple
        ``(from, to, die, hit)`` (the hot path: :class:`Step` is made only
        for what the API returns).  The step rules themselves (closed
        points, the head, entering from the bar, bearing off, the flags) are
        the generator's, :meth:`_expand`: written once."""
        open_min = 0 if self.single_checker_closes else -1
        sources = tuple(p for p in range(24, 0, -1) if b[p] > 0 and (p <= die or b[p - die] >= open_min))
        lead_open = not self.lead_checker or _lead_passed(b, self.lead_checker)
        layer = self._expand(b0, ((b, ()),), die, sources, b0[24] - head_limit, open_min, None, False, {},
                             lead_open)
        return [(steps[-1], nb) for nb, steps in layer.items()]

    def _explore(self, b0: tuple, dice: tuple, head_limit: int, start: Optional[tuple] = None) -> dict:
        """Every board the dice can reach from ``start`` (the turn's start
        ``b0`` by default), die by die in each distinct order of the dice,
        that a turn may end on (the final check passed).  Returns
        ``{board: steps}`` keeping the longest way to each board.  The plain
        search, through :meth:`step_ok` and :meth:`final_ok`: for the
        explanations, which need the boards of shorter plays too."""
        start = b0 if start is None else start
        single = self._single_steps
        step_ok, final_ok = self.step_ok, self.final_ok
        found: dict = {start: ()} if final_ok(b0, start) else {}
        for order in _orders(dice):
            frontier: dict = {start: ()}
            for die in order:
                layer: dict = {}
                for b, steps in frontier.items():
                    for step, nb in single(b0, b, die, head_limit):
                        if nb in layer or not step_ok(b0, nb):
                            continue
                        layer[nb] = steps + (step,)
                if not layer:
                    break
                for nb, steps in layer.items():
                    prev = found.get(nb)
                    if (prev is None or len(prev) < len(steps)) and final_ok(b0, nb):
                        found[nb] = steps
                frontier = layer
        return found

    def _plays_boards(self, b0: tuple, roll, first_throw: Optional[bool] = None) -> dict:
        """``{result board: steps}`` of the legal plays (forced-play rules
        applied); an empty dict when nothing can be played."""
        return self._plays_for(b0, dice_to_play(roll), first_throw)

    def _plays_for(self, b0: tuple, dice: tuple, first_throw: Optional[bool] = None) -> dict:
        """:meth:`_plays_boards` for ``dice`` already read from the roll:
        the one generator of every rule set.

        Layer by layer, one die at a time, in each distinct order of the
        dice; only the deepest layer reached matters (rule 7: as many dice
        as possible), so the final check runs there only.  Two shortcuts,
        both exact where the order of the steps cannot change what a step
        may do: the steps of a double are made from non-increasing points
        (every result is reached that way, so the permutations of the same
        steps are never built); and for two different dice the second order
        skips, for its second die, the checkers that could already move by
        that die at the start (the first order made that board).  The order
        matters under a mid-turn check (:meth:`step_check`), Fevga's lead
        checker before it has passed (:attr:`lead_checker`), and the ban on
        moves inside the home (:attr:`home_moves_while_bearing_off`) when
        the last checkers may come home during the turn; then every order
        is searched.

        Per layer, the points worth trying are worked out first, for every
        layer and order (see :meth:`_expand`): a point can only hold a
        checker if it held one at the start or a step of an earlier layer
        landed there, and a point the opponent closes stays closed all turn
        (the mover's own steps never add an opponent checker; a hit turns
        the blot into the mover's point).  Sets of points are bit masks here
        (bit ``p - 1`` for point ``p``), a few integer operations per layer;
        their union, the points the mover may stand on at any moment, lets
        the step and final checks skip what cannot happen."""
        head_limit = self.head_limit(b0, dice, first_throw)
        open_min = 0 if self.single_checker_closes else -1
        head_floor = b0[24] - head_limit   # the head may not drop to this
        bar = b0[BAR]
        counts = _pack_board(*b0)[24:0:-1]
        held = int(counts.translate(_HELD), 2)
        # A die lands from point p on p - die: open unless closed at the start.
        open_mask = _ALL_POINTS & ~int(counts.translate(_CLOSED[open_min]), 2)
        n = len(dice)
        # Bearing off starts once all fifteen are home
        # (docs/rules.md#bearing-off), so not before as many steps as there
        # are checkers outside it (at least as many as the points held
        # outside).
        outside = bar + bin(held >> 6).count("1")
        if outside < n:
            outside = bar + sum(v for v in b0[7:25] if v > 0)
        same = len(set(dice)) == 1
        orders = (dice,) if same else _orders(dice)
        # The masks of every layer: the points a checker may leave by each
        # die (landing on an open point, or bearing off once that can have
        # started), and where it lands.
        plans = []
        may_hold = held  # every point a checker may stand on at some moment
        for order in orders:
            reach = held
            plan = []
            for i, die in enumerate(order):
                lands = (open_mask << die) & _ALL_POINTS
                movers = reach & (lands | _LOW_POINTS[die] if outside <= i else lands)
                landed = (movers & lands) >> die
                if bar:
                    landed |= 1 << (24 - die)   # entered from the bar
                may_hold |= landed
                reach |= landed
                plan.append((die, movers))
            plans.append(plan)
        step_ok = self.step_check(b0, may_hold)
        lead_open = not self.lead_checker or _lead_passed(b0, self.lead_checker)
        order_free = step_ok is None and lead_open and (
            self.home_moves_while_bearing_off or outside == 0 or outside >= n)
        canonical = same and order_free
        prune = n == 2 and not same and order_free and not bar
        expand = self._expand
        finals: dict = {}      # the last die's boards, every order merged, first found first
        per_order = []   # the shallower layers of each order, for the fallback
        first_sources = 0
        for k, plan in enumerate(plans):
            frontier: Any = ((b0, ()),)
            layers = []
            for i, (die, movers) in enumerate(plan):
                if prune and k == 1 and i == 1:
                    movers &= ~first_sources
                sources = _DOWN_2[movers >> 16] + _DOWN_1[movers >> 8 & 255] + _DOWN_0[movers & 255]
                if i == n - 1:
                    expand(b0, frontier, die, sources, head_floor, open_min, step_ok, canonical, finals,
                           lead_open)
                    break
                # The first die's boards are one step each from the start,
                # so all differ, and so do a double's: steps by one die d
                # from non-increasing sources are fixed by the multiset of
                # sources, and two multisets that moved every point alike
                # would differ by a count e(x) = e(x + d) = ... = 0.  A list
                # of (list board, steps) will do.
                layer = expand(b0, frontier, die, sources, head_floor, open_min, step_ok, canonical,
                               None if (i == 0 or canonical) and step_ok is None else {}, lead_open)
                if not layer:
                    break
                if prune and k == 0 and i == 0:
                    for _, st in layer:
                        first_sources |= 1 << (st[0][0] - 1)
                layers.append(layer)
                frontier = layer if type(layer) is list else layer.items()
            per_order.append(layers)
        final_ok = self.final_check(b0, may_hold)
        if finals and final_ok is not None:
            for b in [b for b, st in finals.items() if not final_ok(b, st)]:
                del finals[b]
        if finals:
            return finals
        for depth in range(n - 1, 0, -1):
            best = {}
            for layers in per_order:
                if len(layers) >= depth:
                    layer = layers[depth - 1]
                    for b, st in (layer.items() if type(layer) is dict else layer):
                        b = tuple(b)
                        if b not in best and (final_ok is None or final_ok(b, st)):
                            best[b] = st
            if best:
                break
        else:
            return {}
        if depth == 1 and not same:
            # docs/rules.md#forced-play: "If only one die can be played, and
            # either could be, play the larger."
            big = max(dice)
            larger = {b: s for b, s in best.items() if s[0][2] == big}
            if larger:
                best = larger
        return best

    def _expand(self, b0, frontier, die, sources, head_floor, open_min, step_ok, canonical, layer,
                lead_open=True):
        """One die further from every ``(board, steps)`` of ``frontier``: the
        step rules, written once (the hot loop).  Into the dict ``layer``
        (``{board: steps}``, a board already there keeps its first steps),
        which it returns; or, when ``layer`` is None (no step check), into a
        list of ``(board as a list, steps)`` pairs, nothing hashed: where
        the boards made all differ (see :meth:`_plays_for`).  ``sources``:
        the points to try, highest first, each landing on an open point or
        bearing off (see :meth:`_plays_for`), so only the checkers that are
        there are looked at, not all 24 points.  ``canonical``: a step's
        source may not be above the previous step's.  ``step_ok``: the
        callable of :meth:`step_check`, or None.  ``lead_open``: Fevga's
        lead checker had passed where the frontier's turn began."""
        no_head = sources[1:] if sources and sources[0] == 24 else sources
        lead = 0 if lead_open else self.lead_checker
        inside = self.home_moves_while_bearing_off
        larger = self.bear_off_with_larger_die
        nb: Any                  # a list while it is built, then a tuple
        out: list = []
        if layer is None:
            add = out.append
        for b, steps in frontier:
            if b[BAR]:
                # Checkers on the bar enter before anything else moves
                # (docs/rules.md#backgammon-board).
                to = 25 - die
                v = b[to]
                if v < open_min:
                    continue
                nb = list(b)
                nb[BAR] -= 1
                if v == -1:
                    nb[to] = 1
                    nb[OPP_BAR] += 1
                    step = (BAR_POINT, to, die, True)
                else:
                    nb[to] = v + 1
                    step = (BAR_POINT, to, die, False)
                if layer is None:
                    add((nb, steps + (step,)))
                    continue
                nb = tuple(nb)
                if step_ok is None:
                    layer.setdefault(nb, steps + (step,))
                elif nb not in layer and step_ok(nb, step):
                    layer[nb] = steps + (step,)
                continue
            last = steps[-1][0] if canonical and steps else BAR_POINT
            high = 0
            home = False
            if not inside:
                # Once all are home, a die may only bear a checker off.
                high = 24
                while high and b[high] <= 0:
                    high -= 1
                home = high <= 6
            head = b[24] > head_floor
            if lead and head and b[24] != CHECKERS:
                # A checker is off the head and had not passed the lead
                # point where the turn began: the head opens only once a
                # step of this turn has taken it past.
                head = any(st[1] < lead for st in steps)
            for p in (sources if head else no_head):
                n = b[p]
                if n <= 0 or p > last:
                    continue
                to = p - die
                if to > 0:
                    if home:
                        continue
                    v = b[to]
                    nb = list(b)
                    nb[p] = n - 1
                    if v == -1:              # a blot where blots are open: a hit
                        nb[to] = 1
                        nb[OPP_BAR] += 1
                        step = (p, to, die, True)
                    else:
                        nb[to] = v + 1
                        step = (p, to, die, False)
                else:
                    # Bearing off (docs/rules.md#bearing-off): all fifteen
                    # home, and exactly, or with a larger die from the
                    # highest point.  The points left to try are all lower,
                    # so a refusal ends the board.
                    if not high:
                        high = 24
                        while b[high] <= 0:
                            high -= 1
                    if high > 6:
                        break
                    if to and (p != high or not larger):
                        break
                    nb = list(b)
                    nb[p] = n - 1
                    nb[OFF] += 1
                    step = (p, OFF_POINT, die, False)
                if layer is None:
                    add((nb, steps + (step,)))
                    continue
                nb = tuple(nb)
                if step_ok is None:
                    layer.setdefault(nb, steps + (step,))
                elif nb not in layer and step_ok(nb, step):
                    layer[nb] = steps + (step,)
        return out if layer is None else layer

    # -- public API ----------------------------------------------------------
    def legal_plays(self, pos: Position, roll, *, first_throw: Optional[bool] = None) -> list:
        """Every legal play for ``roll``, one per distinct resulting
        position; ``[]`` when the roll cannot be played at all.

        ``first_throw``: whether ``roll`` is the mover's first throw of the
        game (long nardy's head rule has a first-throw exception).  A
        :class:`~nardy.game.Game` knows and says so; ``None`` (a position
        alone) reads it from the board: a first throw while all fifteen of
        the mover's checkers stand on the head.  The same keyword is taken
        by :meth:`legal_steps`, :meth:`check_step`, :meth:`apply_steps`,
        :meth:`parse_play` and :meth:`find_play`."""
        self.validate(pos)
        if type(roll) is tuple and len(roll) == 2 and type(roll[0]) is int and type(roll[1]) is int \
                and roll in _ROLL_DICE:
            dice = _ROLL_DICE[roll]    # the usual case, checked at a glance
        else:
            dice = dice_to_play(roll)  # checks the roll as check_dice does
        b0 = pos._b
        if b0[OFF] == CHECKERS:
            return []
        # In the order the search finds them: deterministic, highest points
        # first.
        found = self._plays_for(b0, dice, first_throw)
        return list(map(Play, repeat(pos), found.values(), found.keys()))

    def is_over(self, pos: Position) -> bool:
        """Whether either side has borne off all its checkers."""
        return pos._b[OFF] == CHECKERS or pos._b[OPP_OFF] == CHECKERS

    def legal_steps(self, pos: Position, roll, done: Sequence = (), *,
                    first_throw: Optional[bool] = None) -> list:
        """Clickable steps: the single steps that may come next after the
        steps ``done`` this turn, offered only where they can be completed
        into a legal whole play.  Returns a list of :class:`Step`."""
        self.validate(pos)
        roll = check_dice(roll)
        b0 = pos._b
        targets = self._plays_boards(b0, roll, first_throw)
        if not targets:
            return []
        most = len(next(iter(targets.values())))
        b, left, _ = self._replay(pos, roll, done, first_throw)
        need = most - len(done)
        if need <= 0:
            return []
        head_limit = self.head_limit(b0, dice_to_play(roll), first_throw)
        cache: dict = {}
        good: dict = {}
        for d in sorted(set(left)):
            i = left.index(d)
            rest = left[:i] + left[i + 1:]
            for step, nb in self._single_steps(b0, b, d, head_limit):
                if not self.step_ok(b0, nb):
                    continue
                if self._can_reach(b0, nb, rest, need - 1, targets, head_limit, cache):
                    # One step per from/to: bearing off, the die the board
                    # would pick itself (see _die_preference).
                    key = step[:2]
                    if key not in good or _die_preference(step) < _die_preference(good[key]):
                        good[key] = step
        return sorted((Step(*s) for s in good.values()), key=lambda s: (-s.frm, -s.to))

    def _can_reach(self, b0, b, left, need, targets, head_limit, cache) -> bool:
        """Can ``need`` more steps from ``b`` end on a legal play's result?"""
        key = (b, left)
        if key in cache:
            return cache[key]
        ok = b in targets if need == 0 else False
        if need:
            for i, d in enumerate(left):
                rest = left[:i] + left[i + 1:]
                if any(self.step_ok(b0, nb) and
                       self._can_reach(b0, nb, rest, need - 1, targets, head_limit, cache)
                       for _, nb in self._single_steps(b0, b, d, head_limit)):
                    ok = True
                    break
        cache[key] = ok
        return ok

    def check_step(self, pos: Position, roll, done: Sequence, frm, to, *,
                   first_throw: Optional[bool] = None) -> Step:
        """Validate the next step ``frm -> to`` after the steps ``done``
        (each already legal); returns the :class:`Step`, or raises
        :class:`IllegalMoveError` whose message says why in plain English,
        the forced-play rules included.  Nothing is changed."""
        self.validate(pos)
        roll = check_dice(roll)
        frm, to = _pair((frm, to))
        b, left, done = self._replay(pos, roll, done, first_throw)
        step, _ = self._one_step(pos._b, b, left, frm, to, roll, first_throw=first_throw)
        for s in self.legal_steps(pos, roll, done, first_throw=first_throw):
            if s.frm == frm and s.to == to:
                return s
        raise IllegalMoveError(self._why_not(pos, roll, [*done, step], whole=False, first_throw=first_throw))

    def apply_steps(self, pos: Position, roll, steps: Sequence, *, first_throw: Optional[bool] = None) -> Position:
        """The board after ``steps`` (each ``(from, to)`` or a Step), each
        checked as a single step (not whether the whole turn is legal)."""
        self.validate(pos)
        b, _, _ = self._replay(pos, check_dice(roll), steps, first_throw)
        return Position._trusted(b)

    def _replay(self, pos, roll, steps, first_throw=None):
        """Board, dice left and Step list after the single steps ``steps``."""
        steps = _steps_arg(steps)
        b = pos._b
        left = dice_to_play(roll)
        made = []
        for st in steps:
            frm, to = _pair(st)
            step, b = self._one_step(pos._b, b, left, frm, to, roll,
                                     die=st.die if isinstance(st, Step) else None, first_throw=first_throw)
            i = left.index(step.die)
            left = left[:i] + left[i + 1:]
            made.append(step)
        return b, left, made

    def _one_step(self, b0, b, left, frm, to, roll, die=None, first_throw=None):
        """Check and make one single step; returns ``(Step, new board)``.
        ``die``: the die a recorded step used, kept when it still fits."""
        if not left:
            raise IllegalMoveError(f"no dice left to play: {_the(roll)} is used up")
        head_limit = self.head_limit(b0, dice_to_play(roll), first_throw)
        candidates = []
        for d in sorted(set(left), reverse=True):
            for step, nb in self._single_steps(b0, b, d, head_limit):
                if step[0] == frm and step[1] == to:
                    candidates.append((step, nb))
        if not candidates:
            raise IllegalMoveError(self.explain_step(b0, b, left, frm, to, head_limit))
        candidates.sort(key=lambda c: (c[0][2] != die, _die_preference(c[0])))
        step, nb = candidates[0]
        return Step(*step), nb

    def _why_not(self, pos, roll, steps, whole, first_throw=None) -> str:
        """Why individually possible ``steps`` are not (the start of) a legal
        play: a moment the rules forbid, the forced-play rules, or the
        position the turn would end in.  ``whole``: the steps are offered as
        the complete play."""
        b0 = pos._b
        targets = self._plays_boards(b0, roll, first_throw)
        if not targets:
            return f"{_the(roll)} cannot be played at all"
        example: Any = min((Play(pos, s, Position._trusted(b)) for b, s in targets.items()),
                           key=lambda p: _sort_key(p.steps))
        most = len(example.steps)
        dice = dice_to_play(roll)
        if str(example) == format_steps(steps) or len(example.steps) > len(steps) and _net_moves(
                _steps_as_moves(example.steps)) == _net_moves(_steps_as_moves(steps)):
            # The learner's move and the legal one print alike (5/off versus
            # 5/4/off): spell the legal one out die by die.
            example = " then ".join(str(s) for s in example.steps)
        for k in range(1, len(steps) + 1):
            mid = self.apply_unchecked(b0, steps[:k])
            if not self.step_ok(b0, mid):
                return self.final_reason(b0, mid) + ", not even for a moment during the turn"
        b = self.apply_unchecked(b0, steps)
        if whole:
            longest = len(steps) if self.final_ok(b0, b) else -1
        else:
            left = list(dice)
            for s in steps:
                left.remove(s.die)
            head_limit = self.head_limit(b0, dice, first_throw)
            found = self._explore(b0, tuple(left), head_limit, start=b)
            longest = len(steps) + max((len(s) for s in found.values()), default=-1 - len(steps))
        if 0 <= longest < most:
            if len(dice) == 2 and dice[0] != dice[1]:
                what = "both dice"
            elif most == len(dice):
                what = {1: f"the {dice[0]}", 2: f"both {dice[0]}s"}.get(
                    most, f"all {_COUNT_WORDS[most]} {dice[0]}s")
            else:
                what = f"{most} of the {_COUNT_WORDS[len(dice)]} {dice[0]}s"
            return f"you must play {what} when you can: {example} is possible"
        if most == 1 and len(dice) == 2 and steps[0].die != max(dice):
            return f"when only one die can be played you must play the larger: {example} is possible"
        if longest < 0 or not self.final_ok(b0, b) or not whole:
            return self.final_reason(b0, b)
        return f"{format_steps(steps)} is not a legal play here; {example} is possible"

    def explain_step(self, b0, b, left, frm, to, head_limit) -> str:
        """*hook*: plain-English reason why no single step ``frm -> to``
        exists on board ``b`` with the dice ``left`` (a variant adds its own
        reasons, then defers to this one)."""
        where = "the bar" if frm == BAR_POINT else f"point {frm}"
        if frm == BAR_POINT and not self.has_bar:
            return "there is no bar in this game: checkers are never hit"
        if b[BAR] and frm != BAR_POINT:
            return "you have a checker on the bar: it must enter before any other checker moves"
        if frm == BAR_POINT and not b[BAR]:
            return "you have no checker on the bar"
        if frm != BAR_POINT and (not 1 <= frm <= 24 or b[frm] <= 0):
            return f"you have no checker on {where}"
        dice_txt = (f"{left[0]} ({len(left)} moves)" if len(set(left)) == 1 and len(left) > 1
                    else " and ".join(str(d) for d in sorted(set(left), reverse=True)))
        if to != OFF_POINT:
            dist = (25 if frm == BAR_POINT else frm) - to
            if dist <= 0:
                return f"checkers move from higher points to lower: {point_name(frm)}/{to} goes backwards"
            if dist not in left:
                combo = self._blocked_path(b0, b, left, frm, to, head_limit)
                if combo:
                    return combo
                if any(dist == sum(left[:k]) for k in range(2, len(left) + 1)) or dist == sum(set(left)):
                    return (f"{point_name(frm)}/{to} takes more than one die: play it one die at a time "
                            f"(dice left: {dice_txt})")
                return f"no die left moves {dist}: the dice left are {dice_txt}"
            if frm == 24 and self.has_head_rule and b0[24] - b[24] >= head_limit:
                return self.head_reason(head_limit)
            if self.closed(b[to]):
                return self.closed_reason(to, b[to])
            return f"{point_name(frm)}/{to} is not allowed here"
        # bearing off (rule 8)
        highest = max((p for p in range(1, 25) if b[p] > 0), default=0)
        if highest > 6:
            return (f"you can bear off only once all {CHECKERS} checkers are home "
                    f"(points 1-6); you still have a checker on point {highest}")
        if max(left) < frm:
            return f"no die left bears off from point {frm}: the dice left are {dice_txt}"
        return (f"a larger die bears off only from your highest point: you have a checker "
                f"on point {highest}, higher than {frm}")

    def _blocked_path(self, b0, b, left, frm, to, head_limit) -> str:
        """For a destination two or more dice away: the reason the way there
        is shut (seed 000: "moving one checker by the sum needs the
        intermediate point open"), or '' if some way is open."""
        from itertools import permutations
        dist = (25 if frm == BAR_POINT else frm) - to
        reasons = []
        for k in range(2, len(left) + 1):
            for combo in sorted(set(permutations(left, k))):
                if sum(combo) != dist:
                    continue
                bb, p, rest, path = b, frm, list(left), []
                for d in combo:
                    nxt = (25 if p == BAR_POINT else p) - d
                    step = next((nb for st, nb in self._single_steps(b0, bb, d, head_limit)
                                 if st[0] == p and st[1] == nxt), None)
                    path.append(f"{point_name(p)}/{nxt}")
                    if step is None:
                        why = self.explain_step(b0, bb, tuple(rest), p, nxt, head_limit)
                        reasons.append(f"{point_name(frm)}/{to} goes {' then '.join(path)}, and {why}")
                        break
                    rest.remove(d)
                    bb, p = step, nxt
                else:
                    return ""  # an open way exists: the obstacle is elsewhere
        return reasons[0] if reasons else ""

    # -- whole plays ----------------------------------------------------------
    def parse_play(self, pos: Position, roll, text, *, first_throw: Optional[bool] = None) -> Play:
        """The legal play that ``text`` (gnubg notation) describes.

        Raises :class:`InvalidMoveError` on bad syntax,
        :class:`IllegalMoveError` (saying why) when the play is not legal,
        :class:`AmbiguousMoveError` when the text fits several plays.
        """
        moves = parse_moves(text)
        self.validate(pos)
        roll = check_dice(roll)
        if sum(m.count for m in moves) > len(dice_to_play(roll)):
            # Every move written takes at least one die: refused at once,
            # however long the text.
            raise IllegalMoveError(f"it writes {sum(m.count for m in moves)} moves, but {_the(roll)} gives "
                                   f"{len(dice_to_play(roll))}", text=text)
        wanted = _net_moves(moves)
        plays = self.legal_plays(pos, roll, first_throw=first_throw)
        if _names_a_route(moves):
            # The text names the points a checker passes (13/9/4, or 13/9
            # 9/4 written apart): read it step by step as written, in any
            # order of its moves; a route the rules refuse is refused, even
            # where another route reaches the same points.
            found = self._literal_plays(pos, roll, moves, plays, first_throw)
            if len(found) == 1:
                return found[0]
            if not found:
                raise IllegalMoveError(self._explain_moves(pos, roll, moves, first_throw), text=text)
        matches = [p for p in plays if _net_moves(_steps_as_moves(p.steps)) == wanted
                   and _fits_details(p, moves)]
        if len(matches) > 1:
            # gnubg marks every hit, so text without a '*' means the route
            # that does not hit (and with one, the route that hits there).
            written = {h for m in moves for h in m.hits}
            exact = [p for p in matches if {s.to for s in p.steps if s.hit} == written]
            if len(exact) == 1:
                matches = exact
        if len(matches) == 1:
            return matches[0]
        if len(matches) > 1:
            raise AmbiguousMoveError(
                f"{text!r} fits {len(matches)} plays for {dice_text(roll)}: "
                + ", ".join(str(p) for p in matches) + "; write the intermediate points")
        raise IllegalMoveError(self._explain_moves(pos, roll, moves, first_throw), text=text)

    def _literal_plays(self, pos, roll, moves, plays, first_throw=None) -> list:
        """The distinct legal plays that ``moves`` make when read step by
        step as written (each move in any order, a move of several dice in
        each way it splits into single steps)."""
        from itertools import permutations
        if not plays:
            return []
        results = {p.result for p in plays}
        most = len(plays[0])
        found: dict = {}
        for seq in _expand_to_steps(moves, dice_to_play(roll)):
            if len(seq) != most:
                continue
            for order in dict.fromkeys(permutations(seq)):
                try:
                    b, _, made = self._replay(pos, roll, order, first_throw)
                except IllegalMoveError:
                    continue
                result = Position._trusted(b)
                if result in results:
                    found.setdefault(result, Play(pos, tuple(made), result))
        return list(found.values())

    def _explain_moves(self, pos, roll, moves, first_throw=None) -> str:
        """Why parsed ``moves`` are not a legal play (plain English)."""
        if not self._plays_boards(pos._b, roll, first_throw):
            return f"{_the(roll)} cannot be played at all"
        best = None
        for seq in _expand_to_steps(moves, dice_to_play(roll)):
            try:
                _, _, made = self._replay(pos, roll, seq, first_throw)
            except IllegalMoveError as e:
                # keep the reason from the reading that got furthest
                depth = _depth_reached(self, pos, roll, seq, first_throw)
                if best is None or depth > best[0]:
                    best = (depth, str(e))
                continue
            return self._why_not(pos, roll, made, whole=True, first_throw=first_throw)
        return best[1] if best else f"it does not fit {_the(roll)}"

    def find_play(self, pos: Position, roll, steps, *, first_throw: Optional[bool] = None) -> Play:
        """The legal play made of ``steps`` (``(from, to)`` pairs or Steps);
        raises :class:`IllegalMoveError` saying why if it is not legal."""
        self.validate(pos)
        roll = check_dice(roll)
        done: list = []
        for st in _steps_arg(steps):
            frm, to = _pair(st)
            done.append(self.check_step(pos, roll, done, frm, to, first_throw=first_throw))
        result = Position._trusted(self.apply_unchecked(pos._b, done))
        if any(p.result == result for p in self.legal_plays(pos, roll, first_throw=first_throw)):
            return Play(pos, done, result)
        raise IllegalMoveError(self._why_not(pos, roll, done, whole=True, first_throw=first_throw))

    @staticmethod
    def apply_unchecked(b0, steps) -> tuple:
        """The board after ``steps`` with no rule checks (steps known legal)."""
        b = list(b0)
        for s in steps:
            if s.frm == BAR_POINT:
                b[BAR] -= 1
            else:
                b[s.frm] -= 1
            if s.to == OFF_POINT:
                b[OFF] += 1
            else:
                if b[s.to] == -1:
                    b[s.to] = 0
                    b[OPP_BAR] += 1
                b[s.to] += 1
        return tuple(b)

    # -- stages: what follows a stage of play ------------------------------------
    def after_stage(self, stage: Stage, start: Position, steps: Sequence, end: Position) -> tuple:
        """*hook*: the stages that follow ``stage`` before play goes on as
        usual (the other player throwing the dice).

        ``stage`` was just played by ``stage.player``: the ``steps`` took
        ``start`` to ``end`` (both from that player's side).  Returns a
        tuple of :class:`~nardy.dice.Stage`, played in order: the next
        double of a progression, a re-roll (a ``"roll"`` stage for the same
        player, ``dice=None``), moves passed to the opponent followed by the
        opponent's own roll, ...  The default, classic play, is ``()``:
        one roll per turn, turns alternating.
        """
        return ()

    def describe_stage(self, stage: Stage) -> str:
        """Plain English for a stage, for a board's status line:
        ``'playing 6-5'``, ``'playing the 5-5 of 3-3 -> 6-6'``,
        ``'playing 2 moves of 5 passed by the opponent'``, ``'to roll'``."""
        if stage.dice is None:
            if stage.origin is not None:
                return f"to roll again after playing the whole {dice_text(stage.origin)}"
            return "to roll"
        if stage.kind == "double":
            return f"playing the {dice_text(stage.dice)} of {dice_text(stage.origin)} -> 6-6"
        if stage.kind == "passed":
            frm = f" (from the {dice_text(stage.origin)})" if stage.origin else ""
            return f"playing {dice_text(stage.dice)} passed by the opponent{frm}"
        if stage.origin is not None:
            return f"playing {dice_text(stage.dice)}, rolled again after the {dice_text(stage.origin)}"
        return f"playing {dice_text(stage.dice)}"

    # -- results ----------------------------------------------------------------
    def winner_points(self, pos: Position) -> int:
        """*hook*: points the side that has borne off all wins (position
        seen from either side)."""
        raise NotImplementedError

    def result_name(self, points: int) -> str:
        """*hook*: the name of a win worth ``points`` (``"oin"``,
        ``"mars"``; ``"single"``, ``"gammon"``, ``"backgammon"``)."""
        raise NotImplementedError


def all_home(b: tuple) -> bool:
    """Rule 8's condition on a 28-slot board: every checker the mover still
    has is in its home, the points 1..6, none on the bar."""
    if b[BAR]:
        return False
    for p in range(7, 25):
        if b[p] > 0:
            return False
    return True


_COUNT_WORDS = {1: "one", 2: "two", 3: "three", 4: "four"}


def _the(dice) -> str:
    """``'the roll 6-5'``, or ``'the 2 moves of 5'`` for :class:`Moves`."""
    return f"the {dice_text(dice)}" if isinstance(dice, Moves) else f"the roll {dice_text(dice)}"


def _names_a_route(moves) -> bool:
    """Does the text name intermediate points: ``13/9/4``, or a move that
    starts where another ends (``13/9 9/4``)?"""
    if any(m.via for m in moves):
        return True
    ends = {m.to for m in moves if m.to != OFF_POINT}
    return any(m.frm in ends for m in moves)


def _die_preference(step) -> tuple:
    """Which die a from/to step uses when several could (bearing off): the
    exact one, else the smallest, keeping the larger for later."""
    frm, to, die = step[0], step[1], step[2]
    return (die != frm - to, die)


def _pair(st):
    if isinstance(st, Step):
        return st.frm, st.to
    try:
        frm, to = st
    except (TypeError, ValueError):
        raise InvalidMoveError(f"a step is a (from, to) pair, got {short(st)}") from None
    return _point_arg(frm, st), _point_arg(to, st)


def _steps_arg(steps) -> list:
    """Steps given as an iterable of ``(from, to)`` pairs or Steps (a turn
    has at most four; a longer one is refused, never read for ever)."""
    if isinstance(steps, (str, bytes)):
        raise InvalidMoveError(f"steps are (from, to) pairs, not text: got {short(steps)} (play text with "
                               f"play() or parse_play())")
    try:
        return take(steps, 4)
    except TypeError:
        raise InvalidMoveError(f"steps are a list of (from, to) pairs, got {short(steps)}") from None
    except OverflowError:
        raise IllegalMoveError(f"a turn has at most four steps, got more: {short(steps)}") from None


def _point_arg(v, st):
    if isinstance(v, str):
        t = v.strip().lower()
        if t == "bar":
            return BAR_POINT
        if t == "off":
            return OFF_POINT
        n = decimal(t)
        if n is not None:
            v = n
    if isinstance(v, bool) or not isinstance(v, int) or not 0 <= v <= 25:
        raise InvalidMoveError(f"a step goes between points 1..24, 'bar' and 'off', got {short(st)}")
    return v


def _sort_key(steps):
    return tuple((-s.frm, -s.to) for s in sorted(steps, key=lambda s: (-s.frm, -s.to)))


def _steps_as_moves(steps):
    from ..play import Move
    return [Move(s.frm, s.to) for s in steps]


def _net_moves(moves) -> tuple:
    """Chain moves of one checker (a move starting where another ends) and
    return the sorted multiset of (from, to): notation-independent."""
    segs = []
    for m in moves:
        segs.extend([(m.frm, m.to)] * m.count)
    segs.sort(key=lambda s: (-s[0], -s[1]))
    used = [False] * len(segs)
    out = []
    for i, (a, z) in enumerate(segs):
        if used[i]:
            continue
        used[i] = True
        for j in range(i + 1, len(segs)):
            if not used[j] and segs[j][0] == z and z != OFF_POINT:
                used[j] = True
                z = segs[j][1]
        out.append((a, z))
    return tuple(sorted(out))


def _fits_details(play, moves) -> bool:
    """Intermediate points and hit marks written in the text must agree."""
    visited = {s.to for s in play.steps}
    hit_points = {s.to for s in play.steps if s.hit}
    for m in moves:
        for v in m.via:
            if v not in visited:
                return False
        for h in m.hits:
            if h not in hit_points:
                return False
    return True


def _expand_to_steps(moves, dice):
    """Ways to read parsed moves as single-die steps (for explanations)."""
    from itertools import permutations
    segs: list = []
    for m in moves:
        pts = [m.frm, *m.via, m.to]
        for _ in range(m.count):
            segs.extend(zip(pts, pts[1:]))
    results: list = []

    def split(seg, dleft):
        a, z = seg
        dist = (a if z == OFF_POINT else a - z)
        # one die
        outs = []
        for d in set(dleft):
            if d == dist or (z == OFF_POINT and d > dist):
                outs.append(([seg], _remove(dleft, d)))
        # several dice along the way (distinct orders)
        for k in (2, 3, 4):
            for combo in set(permutations(dleft, k)):
                if sum(combo) == dist and z != OFF_POINT:
                    path, p = [], a
                    for d in combo:
                        path.append((p, p - d))
                        p -= d
                    rem = list(dleft)
                    for d in combo:
                        rem.remove(d)
                    outs.append((path, tuple(rem)))
        return outs

    def rec(i, dleft, acc):
        if len(results) > 50:
            return
        if i == len(segs):
            results.append(list(acc))
            return
        options = split(segs[i], dleft)
        if not options:
            results.append(list(acc) + [segs[i]])  # let the step check explain
            return
        for path, rem in options:
            rec(i + 1, rem, acc + path)

    rec(0, tuple(dice), [])
    return results


def _remove(t, d):
    i = t.index(d)
    return t[:i] + t[i + 1:]


def _depth_reached(rules, pos, roll, seq, first_throw=None) -> int:
    """How many steps of ``seq`` can be made before one is refused."""
    for k in range(len(seq), 0, -1):
        try:
            rules._replay(pos, roll, seq[:k], first_throw)
            return k
        except IllegalMoveError:
            continue
    return 0


def _lead_passed(b: tuple, lead: int) -> bool:
    """Has one of the mover's checkers passed below point ``lead`` (or been
    borne off)?  Fevga's lead checker (:attr:`Rules.lead_checker`)."""
    if b[OFF]:
        return True
    for p in range(1, lead):
        if b[p] > 0:
            return True
    return False


def _orders(dice: tuple) -> tuple:
    """The distinct orders to play ``dice`` in: one for a double (or a
    single die), both for two different dice."""
    if len(set(dice)) == 1:
        return (dice,)
    if len(dice) == 2:
        return (dice, dice[::-1])
    from itertools import permutations
    return tuple(sorted(set(permutations(dice))))


# Bit masks of points (bit ``p - 1`` for point ``p``) for the generator.
_pack_board = struct.Struct("28b").pack
"""A board's signed counts as bytes (``[24:0:-1]`` of them: the points 24
.. 1, so that ``int(..., 2)`` of the translated string gives bit 23 to
point 24)."""


def _byte_table(holds) -> bytes:
    """A ``bytes.translate`` table: ``b"1"`` for the signed byte values
    ``v`` where ``holds(v)``, else ``b"0"``."""
    return bytes(ord("1") if holds(i - 256 if i > 127 else i) else ord("0") for i in range(256))


_ROLL_DICE = {(a, b): dice_to_play((a, b)) for a in range(1, 7) for b in range(1, 7)}
"""The dice to play for each valid roll given as a tuple of two ints."""
_HELD = _byte_table(lambda v: v > 0)


def _held_mask(b) -> int:
    """The points the mover holds on board ``b``, as a mask."""
    return int(_pack_board(*b)[24:0:-1].translate(_HELD), 2)


_CLOSED = {-1: _byte_table(lambda v: v < -1), 0: _byte_table(lambda v: v < 0)}
"""Keyed by the generator's ``open_min``: where blots are open, or not."""
_ALL_POINTS = (1 << 24) - 1
_LOW_POINTS = tuple((1 << d) - 1 for d in range(7))
"""Points 1..d: where a die d can bear off from."""
_DOWN_0, _DOWN_1, _DOWN_2 = (
    tuple(tuple(8 * k + j + 1 for j in range(7, -1, -1) if m >> j & 1) for m in range(256))
    for k in range(3))
"""The points of a mask's low, middle and high byte, highest first."""
