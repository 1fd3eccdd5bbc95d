"""What every game of the family shares: the whole-turn move generator, the
forced-play rules, clickable steps and plain-English explanations.

Each game is a subclass that fills in a few hooks (where a checker may land,
how many may leave the head, which final positions are allowed, how the
board turns round for the opponent).  Whole-turn plays come first; single
clickable steps are derived from them, so a board never offers a step that
cannot be completed into a legal play (the pgx pitfall in STYLE.md).

Forced play (RULES.md rule 7; seed 003 rules 3.9-3.10, seed 002): "You must
play the whole roll if any way allows it, even against your interest.  If
only one die can be played, and either could be, play the larger.  With
doubles play as many as possible."
"""

from __future__ import annotations

from typing import Iterable, Optional, Sequence

from ..dice import check_roll, dice_to_play
from ..errors import IllegalMoveError, InvalidMoveError, InvalidPositionError
from ..play import BAR_POINT, OFF_POINT, Play, Step, format_steps, parse_moves
from ..position import BAR, CHECKERS, OFF, OPP_BAR, OPP_OFF, Position


class Rules:
    """Base class of all rule sets.  Subclasses set :attr:`name` and
    override the hooks marked *hook*."""

    name = "abstract"
    """Registry name, e.g. ``"long"``."""
    options: dict = {}
    """The rule options in force (keyword arguments of ``nardy.variant``)."""
    has_bar = False
    """Whether checkers can be hit and sent to the bar."""

    def __init__(self, **options):
        unknown = set(options) - set(self.option_choices())
        if unknown:
            raise ValueError(f"unknown option(s) {sorted(unknown)} for {self.name!r}; "
                             f"known: {sorted(self.option_choices())}")
        merged = {k: v[0] for k, v in self.option_choices().items()}
        for k, v in options.items():
            if v not in self.option_choices()[k]:
                raise ValueError(f"option {k}={v!r} is not one of {self.option_choices()[k]!r}")
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

    def validate(self, pos: Position) -> Position:
        """Check what this game adds to the shared position checks; raises
        :class:`InvalidPositionError` quoting the position."""
        if not isinstance(pos, Position):
            raise InvalidPositionError(f"expected a Position, got {pos!r}")
        return pos

    def is_home(self, point: int) -> bool:
        """Whether the mover's ``point`` is in the mover's home (1..6)."""
        return 1 <= point <= 6

    # -- hooks: what a single step may do ---------------------------------
    def _closed(self, v: int) -> bool:
        """*hook*: is a point holding signed count ``v`` closed to the mover?"""
        raise NotImplementedError

    def _closed_reason(self, point: int, v: int) -> str:
        return f"point {point} is held by the opponent"

    def _head_limit(self, b0: tuple, dice: tuple) -> int:
        """*hook*: how many checkers may leave the head this turn (long
        nardy); 15 where there is no head rule."""
        return CHECKERS

    def _final_ok(self, b0: tuple, b: tuple) -> bool:
        """*hook*: may a turn end in board ``b``?  (six-point blocks)"""
        return True

    def _step_ok(self, b0: tuple, b: tuple) -> bool:
        """*hook*: may the board pass through ``b`` in mid-turn?"""
        return True

    def _final_reason(self, b0: tuple, b: tuple) -> str:
        return "this play ends in a position the rules forbid"

    # -- the generator -----------------------------------------------------
    def _single_steps(self, b0: tuple, b: tuple, die: int, head_limit: int):
        """Every single step by ``die`` from board ``b`` (turn began at
        ``b0``): yields ``(step, new_board)``."""
        out = []
        if b[BAR]:
            to = 25 - die
            v = b[to]
            if self._closed(v):
                return out
            nb = list(b)
            nb[BAR] -= 1
            if v == -1:
                nb[to] = 1
                nb[OPP_BAR] += 1
                out.append((Step(BAR_POINT, to, die, True), tuple(nb)))
            else:
                nb[to] = v + 1
                out.append((Step(BAR_POINT, to, die, False), tuple(nb)))
            return out
        # Bearing off is possible only with every checker home (rule 8).
        highest = 0
        for p in range(24, 0, -1):
            if b[p] > 0:
                highest = p
                break
        all_home = highest <= 6
        head_blocked = b0[24] - b[24] >= head_limit
        for p in range(highest, 0, -1):
            if b[p] <= 0:
                continue
            if p == 24 and head_blocked:
                continue
            to = p - die
            if to >= 1:
                v = b[to]
                if v < 0 and self._closed(v):
                    continue
                nb = list(b)
                nb[p] -= 1
                if v == -1:  # only reachable where single checkers are open: a hit
                    nb[to] = 1
                    nb[OPP_BAR] += 1
                    out.append((Step(p, to, die, True), tuple(nb)))
                else:
                    nb[to] = v + 1
                    out.append((Step(p, to, die, False), tuple(nb)))
            elif all_home and (to == 0 or p == highest):
                nb = list(b)
                nb[p] -= 1
                nb[OFF] += 1
                out.append((Step(p, OFF_POINT, die, False), tuple(nb)))
        return out

    def _explore(self, b0: tuple, dice: tuple, head_limit: int):
        """Depth-first search over (board, dice left).  Returns
        ``{board: steps}`` for every board a legal prefix reaches and may end
        on (the final check passed), keeping per board the longest prefix."""
        found = {}
        seen = set()
        final_ok = self._final_ok
        step_ok = self._step_ok
        single = self._single_steps
        check_steps = type(self)._step_ok is not Rules._step_ok

        def dfs(b, left, steps):
            n = len(steps)
            prev = found.get(b)
            if (prev is None or len(prev) < n) and final_ok(b0, b):
                found[b] = tuple(steps)
            if not left:
                return
            tried = ()
            for i, d in enumerate(left):
                if d in tried:
                    continue
                tried += (d,)
                rest = left[:i] + left[i + 1:]
                for step, nb in single(b0, b, d, head_limit):
                    if check_steps and not step_ok(b0, nb):
                        continue
                    key = (nb, rest)
                    if key in seen:
                        continue
                    seen.add(key)
                    steps.append(step)
                    dfs(nb, rest, steps)
                    steps.pop()

        dfs(b0, dice, [])
        return found

    def _plays_boards(self, b0: tuple, roll) -> dict:
        """``{result board: steps}`` of the legal plays (forced-play rules
        applied); an empty dict when nothing can be played."""
        dice = dice_to_play(roll)
        found = self._explore(b0, dice, self._head_limit(b0, dice))
        if not found:
            return {}
        most = max(len(s) for s in found.values())
        if most == 0:
            return {}
        best = {b: s for b, s in found.items() if len(s) == most}
        if most == 1 and dice[0] != dice[1]:
            # Rule 7: "If only one die can be played, and either could be,
            # play the larger."
            big = max(dice)
            larger = {b: s for b, s in best.items() if s[0].die == big}
            if larger:
                best = larger
        return best

    # -- public API ----------------------------------------------------------
    def legal_plays(self, pos: Position, roll) -> list:
        """Every legal play for ``roll``, one per distinct resulting
        position; ``[]`` when the roll cannot be played at all."""
        self.validate(pos)
        roll = check_roll(roll)
        b0 = pos._b
        if b0[OFF] == CHECKERS or b0[OPP_OFF] == CHECKERS:
            return []
        plays = [Play(pos, steps, Position._trusted(b))
                 for b, steps in self._plays_boards(b0, roll).items()]
        plays.sort(key=lambda p: _sort_key(p.steps))
        return plays

    def is_over(self, pos: Position) -> bool:
        """Whether either side has borne off all its checkers."""
        return pos._b[OFF] == CHECKERS or pos._b[OPP_OFF] == CHECKERS

    def apply_steps(self, pos: Position, roll, steps: Sequence) -> Position:
        """The board after ``steps`` (each ``(from, to)`` or a Step), each
        checked against the rules and the forced-play requirement; raises
        :class:`IllegalMoveError` with the reason.  No state is changed."""
        b = pos._b
        done = []
        for st in steps:
            frm, to = _pair(st)
            step, b = self._one_step(pos, roll, done, frm, to)
            done.append(step)
        return Position._trusted(b)

    def legal_steps(self, pos: Position, roll, done: Sequence = ()) -> list:
        """Clickable steps: the single steps that may come next after the
        steps ``done`` this turn, offered only where they can be completed
        into a legal whole play.  Returns a list of :class:`Step`."""
        self.validate(pos)
        roll = check_roll(roll)
        b0 = pos._b
        targets = self._plays_boards(b0, roll)
        if not targets:
            return []
        most = len(next(iter(targets.values())))
        b, left = self._replay(pos, roll, done)
        need = most - len(done)
        if need <= 0:
            return []
        head_limit = self._head_limit(b0, dice_to_play(roll))
        good = []
        reach_cache = {}
        tried = set()
        for i, d in enumerate(left):
            if d in tried:
                continue
            tried.add(d)
            rest = left[:i] + left[i + 1:]
            for step, nb in self._single_steps(b0, b, d, head_limit):
                if self._step_ok is not None and not self._step_ok(b0, nb):
                    continue
                if self._can_reach(b0, nb, rest, need - 1, targets, head_limit, reach_cache):
                    good.append(step)
        good.sort(key=lambda s: (-s.frm, -s.to, -s.die))
        # The same from/to by two different dice (bearing off) is offered once.
        unique, keys = [], set()
        for s in good:
            if (s.frm, s.to) not in keys:
                keys.add((s.frm, s.to))
                unique.append(s)
        return unique

    def _can_reach(self, b0, b, left, need, targets, head_limit, cache) -> bool:
        key = (b, left, need)
        if key in cache:
            return cache[key]
        if need == 0:
            ok = b in targets
        else:
            ok = False
            tried = set()
            for i, d in enumerate(left):
                if ok or d in tried:
                    continue
                tried.add(d)
                rest = left[:i] + left[i + 1:]
                for _, nb in self._single_steps(b0, b, d, head_limit):
                    if not self._step_ok(b0, nb):
                        continue
                    if self._can_reach(b0, nb, rest, need - 1, targets, head_limit, cache):
                        ok = True
                        break
        cache[key] = ok
        return ok

    def _replay(self, pos, roll, done):
        """Board and dice left after the already validated steps ``done``."""
        b = pos._b
        left = dice_to_play(roll)
        for st in done:
            frm, to = _pair(st)
            step, b = self._one_step(pos, roll, (), frm, to, board=b, left=left)
            i = left.index(step.die)
            left = left[:i] + left[i + 1:]
        return b, left

    def _one_step(self, pos, roll, done, frm, to, board=None, left=None):
        """Check and make one step; returns ``(Step, new board)``."""
        roll = check_roll(roll)
        b0 = pos._b
        if board is None:
            board, left = self._replay(pos, roll, done)
        if not left:
            raise IllegalMoveError(f"no dice left to play: {format_steps(list(done))} already uses the roll {roll[0]}-{roll[1]}")
        head_limit = self._head_limit(b0, dice_to_play(roll))
        candidates = []
        for d in sorted(set(left), reverse=True):
            for step, nb in self._single_steps(b0, board, d, head_limit):
                if step.frm == frm and step.to == to:
                    candidates.append((step, nb))
        if not candidates:
            raise IllegalMoveError(self._explain_step(b0, board, left, frm, to, head_limit, roll))
        # Prefer the exact die when bearing off could use several.
        candidates.sort(key=lambda c: (c[0].die != (frm - to if to else -1), -c[0].die))
        step, nb = candidates[0]
        return step, nb

    def check_step(self, pos: Position, roll, done: Sequence, frm, to) -> Step:
        """Validate the next step ``frm -> to`` after ``done``; returns the
        :class:`Step`, or raises :class:`IllegalMoveError` whose message says
        why in plain English (the forced-play rules included)."""
        self.validate(pos)
        roll = check_roll(roll)
        frm, to = _pair((frm, to))
        step, nb = self._one_step(pos, roll, done, frm, to)
        legal = self.legal_steps(pos, roll, done)
        if any(s.frm == frm and s.to == to for s in legal):
            return next(s for s in legal if s.frm == frm and s.to == to)
        raise IllegalMoveError(self._explain_incompletable(pos, roll, list(done) + [step]))

    def _explain_incompletable(self, pos, roll, steps) -> str:
        """Why a sequence of individually possible steps cannot become a
        legal play: the forced-play rules or a final-position rule."""
        b0 = pos._b
        targets = self._plays_boards(b0, roll)
        text = format_steps(steps)
        if not targets:
            return f"{text} is not possible: the roll cannot be played"
        example = min((Play(pos, s, Position._trusted(b)) for b, s in targets.items()),
                      key=lambda p: _sort_key(p.steps))
        most = len(example.steps)
        dice = dice_to_play(roll)
        # Can this prefix be finished at all with legal steps (ignoring the
        # maximum-dice rule)?  If so, the forced-play rule is what bites.
        b, left = self._replay(pos, roll, steps)
        found = self._explore_from(b0, b, left)
        longest = len(steps) + max((len(s) for s in found.values()), default=0)
        if longest < most:
            if most == len(dice):
                what = "both dice" if len(dice) == 2 else f"all four {dice[0]}s"
            elif len(dice) == 2:
                what = "one die"
            else:
                what = f"{most} of the four {dice[0]}s"
            return (f"{text} does not let you play {what}: you must play as much of the roll as possible, "
                    f"and {example} is possible")
        if most == 1 and len(dice) == 2 and steps[0].die != max(dice):
            return f"when only one die can be played you must play the larger: {example} is possible"
        return self._final_reason(b0, b) if not found else f"{text} cannot be completed into a legal play; {example} is possible"

    def _explore_from(self, b0, b, left):
        """Like :meth:`_explore` but from a mid-turn board; keys are the
        boards reachable that pass the final check, values the steps."""
        found = {}
        head_limit = self._head_limit(b0, dice_to_play_from(left))
        seen = set()

        def dfs(bb, lf, steps):
            if self._final_ok(b0, bb):
                prev = found.get(bb)
                if prev is None or len(prev) < len(steps):
                    found[bb] = tuple(steps)
            for i, d in enumerate(lf):
                rest = lf[:i] + lf[i + 1:]
                for step, nb in self._single_steps(b0, bb, d, head_limit):
                    if not self._step_ok(b0, nb) or (nb, rest) in seen:
                        continue
                    seen.add((nb, rest))
                    steps.append(step)
                    dfs(nb, rest, steps)
                    steps.pop()

        dfs(b, left, [])
        return found

    def _explain_step(self, b0, b, left, frm, to, head_limit, roll) -> str:
        """Plain-English reason why no single step ``frm -> to`` exists."""
        where = "the bar" if frm == BAR_POINT else f"point {frm}"
        dest = "off" if to == OFF_POINT else f"point {to}"
        if frm == BAR_POINT and not self.has_bar:
            return "there is no bar in this game: checkers are never hit"
        if b[BAR] and frm != BAR_POINT:
            return "you have a checker on the bar: it must enter before any other checker moves"
        if frm == BAR_POINT and not b[BAR]:
            return "you have no checker on the bar"
        if frm != BAR_POINT and (not 1 <= frm <= 24 or b[frm] <= 0):
            return f"you have no checker on {where}"
        if to != OFF_POINT and not 1 <= to <= 24:
            return f"there is no point {to}"
        dist = (25 - to if frm == BAR_POINT else frm - to) if to != OFF_POINT else frm
        dice_txt = " and ".join(str(d) for d in sorted(set(left), reverse=True))
        if to != OFF_POINT:
            if dist <= 0:
                return f"checkers move from higher points to lower: {frm}/{to} goes backwards"
            if dist not in left:
                if any(dist == sum(left[:k]) for k in range(2, len(left) + 1)) or dist == sum(set(left)):
                    return (f"{frm}/{to} takes more than one die: play it one die at a time "
                            f"(dice left: {dice_txt})")
                return f"no die left moves {dist}: the dice left are {dice_txt}"
            if frm == 24 and b0[24] - b[24] >= head_limit and self._has_head():
                return self._head_reason(head_limit)
            if self._closed(b[to]):
                return self._closed_reason(to, b[to])
            return f"{frm}/{to} is not allowed here"
        # bearing off
        highest = max((p for p in range(1, 25) if b[p] > 0), default=0)
        if highest > 6:
            return (f"you can bear off only once all {CHECKERS} checkers are home "
                    f"(points 1-6); you still have a checker on point {highest}")
        if dist in left:
            return f"{frm}/off is not allowed here"
        if max(left) < dist:
            return f"no die left bears off from point {frm}: the dice left are {dice_txt}"
        return (f"a larger die bears off only from your highest point: you have a checker "
                f"on point {highest}, higher than {frm}")

    def _has_head(self) -> bool:
        return False

    def _head_reason(self, limit) -> str:
        return "only one checker may leave the head per turn"

    # -- whole plays ----------------------------------------------------------
    def parse_play(self, pos: Position, roll, text) -> Play:
        """The legal play that ``text`` (gnubg notation) describes.

        Raises :class:`InvalidMoveError` on bad syntax,
        :class:`IllegalMoveError` (saying why) when the play is not legal,
        :class:`AmbiguousMoveError` when the text fits several plays.
        """
        from ..errors import AmbiguousMoveError
        moves = parse_moves(text)
        self.validate(pos)
        roll = check_roll(roll)
        wanted = _net_moves(moves)
        plays = self.legal_plays(pos, roll)
        matches = [p for p in plays if _net_moves(_steps_as_moves(p.steps)) == wanted
                   and _fits_details(p, moves)]
        if len(matches) == 1:
            return matches[0]
        if len(matches) > 1:
            raise AmbiguousMoveError(
                f"{text!r} fits {len(matches)} plays for {roll[0]}-{roll[1]}: "
                + ", ".join(str(p) for p in matches) + "; write the intermediate points")
        raise IllegalMoveError(self.explain_play(pos, roll, moves, text))

    def explain_play(self, pos, roll, moves, text) -> str:
        """Why the parsed ``moves`` are not a legal play (plain English)."""
        plays = self.legal_plays(pos, roll)
        if not plays:
            return f"{text!r} is not possible: the roll {roll[0]}-{roll[1]} cannot be played at all"
        # Try to realise the text as single steps, to find the first step
        # that breaks a rule.
        seqs = _expand_to_steps(moves, dice_to_play(roll))
        best_error = None
        for seq in seqs:
            try:
                done = []
                b = pos._b
                left = dice_to_play(roll)
                for frm, to in seq:
                    step, b = self._one_step(pos, roll, done, frm, to, board=b, left=left)
                    i = left.index(step.die)
                    left = left[:i] + left[i + 1:]
                    done.append(step)
            except IllegalMoveError as e:
                if best_error is None or len(done) > best_error[0]:
                    best_error = (len(done), str(e))
                continue
            # Every step was possible: a whole-turn rule forbids it.
            return self._explain_incompletable_full(pos, roll, done)
        if best_error:
            return best_error[1]
        return (f"{text!r} does not match the roll {roll[0]}-{roll[1]}: "
                f"for example {plays[0]} is legal")

    def _explain_incompletable_full(self, pos, roll, steps) -> str:
        b0 = pos._b
        targets = self._plays_boards(b0, roll)
        example = min((Play(pos, s, Position._trusted(b)) for b, s in targets.items()),
                      key=lambda p: _sort_key(p.steps))
        most = len(example.steps)
        dice = dice_to_play(roll)
        text = format_steps(steps)
        b = self.apply_unchecked(b0, steps)
        if len(steps) < most:
            what = "both dice" if (most == 2 and len(dice) == 2) else f"{most} dice" if len(dice) == 4 else "one die"
            if len(dice) == 4 and most == 4:
                what = f"all four {dice[0]}s"
            return (f"you must play {what}: {example} is possible")
        if len(steps) == 1 and len(dice) == 2 and steps[0].die != max(dice):
            return f"when only one die can be played you must play the larger: {example} is possible"
        if not self._final_ok(b0, b):
            return self._final_reason(b0, b)
        for k in range(1, len(steps) + 1):
            mid = self.apply_unchecked(b0, steps[:k])
            if not self._step_ok(b0, mid):
                return self._final_reason(b0, mid) + " (not even for a moment during the turn)"
        return f"{text} is not a legal play here; {example} is possible"

    @staticmethod
    def apply_unchecked(b0, steps):
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

    def find_play(self, pos: Position, roll, steps) -> Play:
        """The legal play made of ``steps`` (``(from, to)`` pairs or Steps);
        raises :class:`IllegalMoveError` saying why if it is not legal."""
        roll = check_roll(roll)
        done = []
        for st in steps:
            frm, to = _pair(st)
            done.append(self.check_step(pos, roll, done, frm, to))
        result = self.apply_steps(pos, roll, done)
        for p in self.legal_plays(pos, roll):
            if p.result == result:
                return Play(pos, done, result)
        raise IllegalMoveError(self._explain_incompletable_full(pos, roll, done))

    # -- results ----------------------------------------------------------------
    def winner_points(self, pos: Position) -> int:
        """*hook*: points the side that has borne off all wins (position
        seen from either side)."""
        raise NotImplementedError


def dice_to_play_from(left):
    """A pseudo-roll for head-limit purposes from the dice left."""
    if len(left) >= 2:
        return tuple(left)
    return tuple(left) * 2 if left else (0, 0)


def _pair(st):
    if isinstance(st, Step):
        return st.frm, st.to
    try:
        frm, to = st
    except (TypeError, ValueError):
        raise InvalidMoveError(f"a step is a (from, to) pair, got {st!r}") from None
    return _point_arg(frm, st), _point_arg(to, st)


def _point_arg(v, st):
    if isinstance(v, str):
        t = v.strip().lower()
        if t == "bar":
            return BAR_POINT
        if t == "off":
            return OFF_POINT
        if t.isdigit():
            v = int(t)
    if isinstance(v, bool) or not isinstance(v, int) or not 0 <= v <= 25:
        raise InvalidMoveError(f"a step goes between points 1..24, 'bar' and 'off', got {st!r}")
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
    segs = []
    for m in moves:
        pts = [m.frm, *m.via, m.to]
        for _ in range(m.count):
            segs.extend(zip(pts, pts[1:]))
    results = []

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
