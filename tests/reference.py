"""A brute-force legal-play generator, written apart from the engine.

This module is the tests' independent oracle.  It imports nothing from
``nardy.rules``: only :class:`nardy.Position` (to read the input and to
build the resulting positions), so a mistake in the engine's generator
cannot hide in here too.  It is deliberately plain and slow:

1. every ordering of the single-die steps is tried (both orders of a
   non-double, four equal steps for a double), one step at a time, with
   every checker that could take the step;
2. each step is checked literally against the rules (docs/rules.md):

   long nardy (rules 3-8):
     - no hitting: a point with even one opponent checker is closed;
     - the head rule: at most one checker leaves the head (the mover's 24)
       per turn; on the first turn (all 15 on the head) a second may leave,
       ``head-block``: with 3-3, 4-4 or 6-6 when the opponent's head (the
       mover's 12) is what stops the single head checker;
       ``any-block``: when the whole roll cannot be played with one head
       checker; ``any-double``: with any double;
     - the six-point block: six or more points in a row held by the mover,
       "in a row" along the opponent's path (the mover's 12, 11, .., 1, 24,
       23, .., 13), needs an opponent checker past it (``ahead``) or an
       opponent checker in its home (``home``); checked where the turn ends,
       or also after every step when ``transient_block=False``;
     - bearing off once every checker is home (1..6): exactly, or with a
       larger die from the highest occupied point;

   backgammon: a point with two or more opponent checkers is closed, a
   single one is hit to the bar; a checker on the bar must enter (die d on
   the mover's point 25 - d) before any other checker moves; bearing off as
   above once all fifteen are home and none is on the bar;

3. the forced-play rules (rule 7): only the plays using the most dice are
   legal; if that is one die of a non-double and the larger die can be
   played, only the plays of the larger die;
4. plays are merged by their resulting position.

Points are the mover's 1..24 throughout; the opponent's checkers are
negative.  The answers are sets of :class:`Position` (or step sequences),
so tests compare them with the engine's without caring about order.
"""

from __future__ import annotations

from itertools import permutations
from typing import NamedTuple

from nardy import Position

FIFTEEN = 15
BAR = 25   # a step "from 25" enters from the bar (gnubg's ``bar``)
OFF = 0    # a step "to 0" bears a checker off (gnubg's ``off``)

LONG_DEFAULTS = {
    "first_turn_exception": "head-block",
    "transient_block": True,
    "block_needs": "ahead",
}

# The opponent's path in long nardy, in the mover's point numbers: it starts
# on its head (the mover's 12), runs down to the mover's 1, wraps to the
# mover's 24 and ends in its home, the mover's 18..13.
OPPONENT_PATH = tuple(range(12, 0, -1)) + tuple(range(24, 12, -1))
OPPONENT_HOME = OPPONENT_PATH[18:]          # the mover's 18, 17, .., 13
assert OPPONENT_HOME == (18, 17, 16, 15, 14, 13)
MOVER_HEAD = 24
OPPONENT_HEAD = 12


class Board(NamedTuple):
    """A plain board: ``pts[p]`` for the mover's point p (index 0 unused)."""

    pts: tuple
    bar: int
    opp_bar: int
    off: int
    opp_off: int

    @staticmethod
    def of(pos: Position) -> "Board":
        return Board((0,) + tuple(pos.points), pos.bar[0], pos.bar[1], pos.off[0], pos.off[1])

    def position(self) -> Position:
        return Position.from_counts(list(self.pts[1:]), bar=(self.bar, self.opp_bar),
                                    off=(self.off, self.opp_off))


class RefStep(NamedTuple):
    frm: int
    to: int
    die: int


# ---------------------------------------------------------------------------
# Single steps
# ---------------------------------------------------------------------------

def _all_home(board: Board) -> bool:
    """Rule 8: every one of the mover's checkers on the board is on 1..6."""
    if board.bar:
        return False
    return all(board.pts[p] <= 0 for p in range(7, 25))


def _highest(board: Board) -> int:
    occupied = [p for p in range(1, 25) if board.pts[p] > 0]
    return max(occupied) if occupied else 0


def _closed(game: str, count: int) -> bool:
    """Is a point with signed count ``count`` closed to the mover?"""
    if game == "long":
        return count < 0          # rule 4: even one opponent checker
    return count <= -2            # backgammon: two or more


def _move(board: Board, frm: int, to: int) -> Board:
    """Move one checker; hit a lone opponent checker (backgammon only ever
    asks for that: in long nardy such a point is closed)."""
    pts = list(board.pts)
    bar, opp_bar, off = board.bar, board.opp_bar, board.off
    if frm == BAR:
        bar -= 1
    else:
        pts[frm] -= 1
    if to == OFF:
        off += 1
    else:
        if pts[to] == -1:
            pts[to] = 0
            opp_bar += 1
        pts[to] += 1
    return Board(tuple(pts), bar, opp_bar, off, board.opp_off)


def single_steps(game: str, start: Board, board: Board, die: int, head_limit: int):
    """Every legal single step by ``die``: list of (RefStep, new board)."""
    out = []
    if board.bar:
        # Backgammon: the checker on the bar enters first, on the mover's
        # 25 - die (the opponent's home board is the mover's 19..24).
        to = 25 - die
        if not _closed(game, board.pts[to]):
            out.append((RefStep(BAR, to, die), _move(board, BAR, to)))
        return out
    for frm in range(24, 0, -1):
        if board.pts[frm] <= 0:
            continue
        if game == "long" and frm == MOVER_HEAD:
            left_head = start.pts[MOVER_HEAD] - board.pts[MOVER_HEAD]
            if left_head >= head_limit:
                continue
        to = frm - die
        if to >= 1:
            if _closed(game, board.pts[to]):
                continue
            out.append((RefStep(frm, to, die), _move(board, frm, to)))
        else:
            # Bearing off: all home; exact, or a larger die from the highest.
            if not _all_home(board):
                continue
            if to == 0 or frm == _highest(board):
                out.append((RefStep(frm, OFF, die), _move(board, frm, OFF)))
    return out


# ---------------------------------------------------------------------------
# The six-point block (long nardy, rule 6)
# ---------------------------------------------------------------------------

def blocks(board: Board):
    """Runs of six or more points held by the mover, consecutive along the
    opponent's path: lists of indices into OPPONENT_PATH."""
    runs, current = [], []
    for i, p in enumerate(OPPONENT_PATH):
        if board.pts[p] > 0:
            current.append(i)
        else:
            if len(current) >= 6:
                runs.append(current)
            current = []
    if len(current) >= 6:
        runs.append(current)
    return runs


def block_allowed(board: Board, block_needs: str) -> bool:
    for run in blocks(board):
        if block_needs == "home":
            entered = board.opp_off > 0 or any(board.pts[p] < 0 for p in OPPONENT_HOME)
            if not entered:
                return False
        else:
            last = run[-1]
            past = board.opp_off > 0 or any(board.pts[p] < 0 for p in OPPONENT_PATH[last + 1:])
            if not past:
                return False
    return True


# ---------------------------------------------------------------------------
# Whole plays
# ---------------------------------------------------------------------------

def _dice(roll):
    a, b = roll
    return [a] * 4 if a == b else [a, b]


def _orders(roll):
    """Every ordering of the single-die moves (one for a double)."""
    return sorted(set(permutations(_dice(roll))))


def _sequences(game, opts, start: Board, roll, head_limit, prune):
    """Every legal step sequence (any length, prefixes included) along
    every ordering of the dice: yields (steps, final board).

    A sequence is legal when each step is, and (long nardy) its final
    board passes the block rule -- and with ``transient_block=False`` so
    does every board along the way.  With ``prune``, a (board, dice left)
    reached twice is explored once: the result set is unchanged, only
    duplicate orders of the same steps are skipped.
    """
    seen = set()
    results = []

    def ok(board):
        return game != "long" or block_allowed(board, opts["block_needs"])

    def walk(order, k, board, steps):
        if ok(board):
            results.append((tuple(steps), board))
        if k == len(order):
            return
        die = order[k]
        for step, nb in single_steps(game, start, board, die, head_limit):
            if game == "long" and not opts["transient_block"] and not ok(nb):
                continue
            if prune:
                key = (nb, tuple(order[k + 1:]))
                if key in seen:
                    continue
                seen.add(key)
            steps.append(step)
            walk(order, k + 1, nb, steps)
            steps.pop()

    for order in _orders(roll):
        walk(order, 0, start, [])
    return results


def _head_limit(game, opts, start: Board, roll) -> int:
    if game != "long":
        return FIFTEEN
    first_turn = start.pts[MOVER_HEAD] == FIFTEEN
    if not first_turn:
        return 1
    a, b = roll
    if opts["first_turn_exception"] == "head-block":
        # 003 rule 3.1: only 6-6, 4-4, 3-3, because the opponent's head
        # stops the one head checker.  The checker's path is 24-d, 24-2d, ..
        # (four steps); the opponent's head must be the first point on it
        # that the opponent holds.
        if a != b or a not in (3, 4, 6):
            return 1
        path = [MOVER_HEAD - a * k for k in range(1, 5) if MOVER_HEAD - a * k >= 1]
        for p in path:
            if start.pts[p] < 0:
                return 2 if p == OPPONENT_HEAD else 1
        return 1
    if opts["first_turn_exception"] == "any-double":
        return 2 if a == b else 1            # 003's site text: any double
    # any-block (000): when the whole roll cannot be played with one head
    # checker, a second may be taken.
    longest = max((len(s) for s, _ in _sequences(game, opts, start, roll, 1, prune=True)), default=0)
    return 1 if longest == len(_dice(roll)) else 2


def _legal(game, opts, pos: Position, roll, prune):
    opts = dict(LONG_DEFAULTS, **(opts or {})) if game == "long" else {}
    start = Board.of(pos)
    if start.off == FIFTEEN:
        return []                       # the mover has already won
    limit = _head_limit(game, opts, start, roll)
    found = _sequences(game, opts, start, roll, limit, prune)
    most = max((len(s) for s, _ in found), default=0)
    if most == 0:
        return []
    best = [(s, b) for s, b in found if len(s) == most]
    a, b = roll
    if most == 1 and a != b:
        # "If only one die can be played, and either could be, play the
        # larger."
        larger = [(s, bd) for s, bd in best if s[0].die == max(a, b)]
        if larger:
            best = larger
    return best


def legal_results(game: str, pos: Position, roll, opts=None) -> set:
    """The set of positions the legal plays reach (``set()`` if none)."""
    return {b.position() for _, b in _legal(game, opts, pos, roll, prune=True)}


def legal_sequences(game: str, pos: Position, roll, opts=None) -> list:
    """Every legal play as every ordering of its steps: list of
    (tuple of RefStep, resulting Position).  Exponential; keep it for
    sampled checks."""
    return [(s, b.position()) for s, b in _legal(game, opts, pos, roll, prune=False)]


def next_steps(game: str, pos: Position, roll, done, opts=None) -> set:
    """The clickable steps after the steps ``done`` (``(frm, to)`` pairs):
    the ``(frm, to)`` of every step that continues ``done`` into some legal
    play."""
    done = [tuple(d) for d in done]
    k = len(done)
    out = set()
    for steps, _ in legal_sequences(game, pos, roll, opts):
        if len(steps) > k and [(s.frm, s.to) for s in steps[:k]] == done:
            out.add((steps[k].frm, steps[k].to))
    return out


def max_dice(game: str, pos: Position, roll, opts=None) -> int:
    """How many single-die moves the legal plays use (0 if none)."""
    legal = _legal(game, opts, pos, roll, prune=True)
    return len(legal[0][0]) if legal else 0


# ---------------------------------------------------------------------------
# Results
# ---------------------------------------------------------------------------

def winner_points(game: str, winner_view: Position) -> int:
    """Points won, from the winner's side (the winner has 15 off)."""
    b = Board.of(winner_view)
    assert b.off == FIFTEEN
    if b.opp_off > 0:
        return 1
    if game == "long":
        return 2                               # mars
    # backgammon: a loser's checker on the bar or in the winner's home
    back = b.opp_bar > 0 or any(b.pts[p] < 0 for p in range(1, 7))
    return 3 if back else 2


def swap(game: str, pos: Position) -> Position:
    """The position seen by the other player (docs/rules.md#numbering):
    long nardy turns the board half round, backgammon mirrors it."""
    pts = pos.points
    new = [0] * 24
    for p in range(1, 25):
        if game == "long":
            q = p + 12 if p <= 12 else p - 12
        else:
            q = 25 - p
        new[q - 1] = -pts[p - 1]
    return Position.from_counts(new, bar=(pos.bar[1], pos.bar[0]), off=(pos.off[1], pos.off[0]))


# ---------------------------------------------------------------------------
# Building positions in tests
# ---------------------------------------------------------------------------

def make(mover=None, opp=None, bar=(0, 0), off=(0, 0)) -> Position:
    """A position from ``{point: count}`` dicts (the mover's numbering; the
    opponent's counts given positive).  Unlisted checkers are not on the
    board: pass ``off`` to account for them."""
    pts = [0] * 24
    for p, n in (mover or {}).items():
        pts[p - 1] += n
    for p, n in (opp or {}).items():
        assert pts[p - 1] == 0, f"both sides on point {p}"
        pts[p - 1] -= n
    return Position.from_counts(pts, bar=bar, off=off)


def texts(plays) -> set:
    """The gnubg texts of a list of plays, as a set."""
    return {str(p) for p in plays}


def refusals(variant: str, pos: Position, roll, done, bad, text, **options) -> dict:
    """The messages of the four ways to make an illegal move: the single
    step ``bad`` after the steps ``done`` (``rules.check_step`` and
    ``Game.step``) and the whole play ``text`` (``rules.parse_play`` and
    ``Game.play``).  Each must raise ``IllegalMoveError`` and leave the game
    unchanged; returns ``{entry point: message}``."""
    import nardy
    rules = nardy.variant(variant, **options)
    out = {}

    def refused(name, call, game=None):
        before = None if game is None else (game.record(), game.position, list(game.steps), game.dice)
        try:
            call()
        except nardy.IllegalMoveError as e:
            out[name] = str(e)
        else:
            raise AssertionError(f"{name} accepted {bad if 'step' in name else text!r}")
        if game is not None:
            assert (game.record(), game.position, list(game.steps), game.dice) == before, name

    refused("check_step", lambda: rules.check_step(pos, roll, list(done), *bad))
    refused("parse_play", lambda: rules.parse_play(pos, roll, text))
    game = nardy.Game(rules, position=pos)
    game.roll(roll)
    for frm, to in done:
        game.step(frm, to)
    refused("Game.step", lambda: game.step(*bad), game)
    game = nardy.Game(rules, position=pos)
    game.roll(roll)
    refused("Game.play", lambda: game.play(text), game)
    return out
