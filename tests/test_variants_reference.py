"""An independent brute-force move generator for the variants of long nardy,
and property tests that the engine agrees with it in random positions.

Like ``tests/reference.py`` (whose plain helpers -- ``Board``, ``blocks``,
``block_allowed``, ``make`` -- it imports), this imports nothing from
``nardy.rules``: it reads the rules' *name and options* only, and applies the
move-level rules of each variant literally, as the variant modules' readings
state them (issue 5):

- the head: classic (one checker per stage; first-turn exception for a
  thrown double, never for passed ``Moves``), none (Khachapuri), or Fevga's
  lead checker (while no checker has passed the opponent's head -- the
  mover's 12 -- at most one checker may be off the head);
- bearing off: classic; Gul: once all are home, only exactly, nothing
  inside the home; Mad Gulbar: once all are home, only bearing off;
- blocks: classic (needs an opponent checker past it / in its home; at the
  end of the stage, or at every moment in Nardgammon and with
  ``transient_block=False``); Fevga (at the end of the stage: never all of
  the mover's 19..24, never a block of six right in front of all fifteen
  opponent checkers on one point);
- the forced-play rules: the most dice, else the larger die.

Every order of the dice is tried one step at a time; the answers are sets
of positions (and of first steps), compared with ``rules.legal_plays`` and
``rules.legal_steps``.
"""

from __future__ import annotations

import random
from itertools import permutations
from typing import NamedTuple

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import nardy
from nardy import ALL_ROLLS, Position
from nardy.dice import Moves
from reference import OPPONENT_PATH, Board, block_allowed, blocks, make

FIFTEEN = 15
HEAD, OPP_HEAD = 24, 12
OFF = 0

VARIANTS = ("nardgammon", "gul", "gulbar", "mad-gulbar", "khachapuri", "fevga", "fevga-giul")


class Spec(NamedTuple):
    head: str             # "classic" | "none" | "lead"
    first_turn: str       # "head-block" | "any-block" | "any-double" (classic head only)
    home: str             # "classic" | "exact-only" | "bearoff-only"
    blocks: str           # "classic" | "fevga"
    every_moment: bool    # classic blocks checked after every step
    block_needs: str      # "ahead" | "home"


def spec_of(rules) -> Spec:
    """The move-level rules of a rule set, from its name and options."""
    name, o = rules.name, rules.options
    head = {"khachapuri": "none", "fevga": "lead", "fevga-giul": "lead"}.get(name, "classic")
    home = {"gul": "exact-only", "mad-gulbar": "bearoff-only"}.get(name, "classic")
    fevga = name in ("fevga", "fevga-giul")
    every = name == "nardgammon" or o.get("transient_block") is False
    return Spec(head, o.get("first_turn_exception", "head-block"), home,
                "fevga" if fevga else "classic", every, o.get("block_needs", "ahead"))


# ---------------------------------------------------------------------------
# Single steps
# ---------------------------------------------------------------------------

def all_home(board: Board) -> bool:
    return all(board.pts[p] <= 0 for p in range(7, 25))


def passed_opp_head(board: Board) -> bool:
    return board.off > 0 or any(board.pts[p] > 0 for p in range(1, OPP_HEAD))


def _move(board: Board, frm: int, to: int) -> Board:
    pts = list(board.pts)
    pts[frm] -= 1
    off = board.off
    if to == OFF:
        off += 1
    else:
        assert pts[to] >= 0
        pts[to] += 1
    return Board(tuple(pts), 0, 0, off, board.opp_off)


def steps_from(spec: Spec, start: Board, board: Board, die: int, head_limit: int):
    """Every single step by ``die``: [((frm, to, die), new board)]."""
    out = []
    home = all_home(board)
    highest = max((p for p in range(1, 25) if board.pts[p] > 0), default=0)
    for frm in range(24, 0, -1):
        if board.pts[frm] <= 0:
            continue
        if frm == HEAD:
            if spec.head == "classic" and start.pts[HEAD] - board.pts[HEAD] >= head_limit:
                continue
            if spec.head == "lead" and not passed_opp_head(board) and \
                    any(board.pts[p] > 0 for p in range(1, HEAD)):
                continue
        to = frm - die
        if to >= 1:
            if board.pts[to] < 0:           # no hitting: one opponent checker closes a point
                continue
            if home and spec.home != "classic":
                continue                    # Gul / Mad Gulbar: nothing inside the home once all are in
            out.append(((frm, to, die), _move(board, frm, to)))
        else:
            if not home:
                continue
            if spec.home == "exact-only" and to != 0:
                continue
            if to == 0 or frm == highest:
                out.append(((frm, OFF, die), _move(board, frm, OFF)))
    return out


# ---------------------------------------------------------------------------
# Blocks
# ---------------------------------------------------------------------------

def fevga_block_ok(board: Board) -> bool:
    if all(board.pts[p] > 0 for p in range(19, 25)):
        return False                        # all six of the starting quarter
    for run in blocks(board):
        first = run[0]
        if first > 0 and board.pts[OPPONENT_PATH[first - 1]] == -FIFTEEN:
            return False                    # right in front of fifteen stacked checkers
    return True


def final_ok(spec: Spec, board: Board) -> bool:
    if spec.blocks == "fevga":
        return fevga_block_ok(board)
    return block_allowed(board, spec.block_needs)


def moment_ok(spec: Spec, board: Board) -> bool:
    if spec.blocks != "classic" or not spec.every_moment:
        return True
    return block_allowed(board, spec.block_needs)


# ---------------------------------------------------------------------------
# Whole plays
# ---------------------------------------------------------------------------

def dice_list(dice) -> list:
    if isinstance(dice, Moves):
        return list(dice)
    a, b = dice
    return [a] * 4 if a == b else [a, b]


def sequences(spec, start: Board, begin: Board, dice, head_limit):
    """Every legal step sequence from ``begin`` (any length) over every
    order of ``dice``: [(steps, board)], pruned on (board, dice left)."""
    results, seen = [], set()

    def walk(order, k, board, steps):
        if final_ok(spec, board):
            results.append((tuple(steps), board))
        if k == len(order):
            return
        for step, nb in steps_from(spec, start, board, order[k], head_limit):
            if not moment_ok(spec, nb):
                continue
            key = (nb, tuple(order[k + 1:]))
            if key in seen:
                continue
            seen.add(key)
            steps.append(step)
            walk(order, k + 1, nb, steps)
            steps.pop()

    for order in sorted(set(permutations(dice))):
        walk(order, 0, begin, [])
    return results


def head_limit_of(spec, start: Board, dice) -> int:
    if spec.head != "classic":
        return FIFTEEN
    d = dice_list(dice)
    if start.pts[HEAD] != FIFTEEN or isinstance(dice, Moves):
        return 1
    if spec.first_turn == "head-block":
        if len(d) != 4 or d[0] not in (3, 4, 6):
            return 1
        for k in range(1, 5):
            p = HEAD - d[0] * k
            if p < 1:
                return 1
            if start.pts[p] < 0:
                return 2 if p == OPP_HEAD else 1
        return 1
    if spec.first_turn == "any-double":
        return 2 if len(d) == 4 else 1
    longest = max(len(s) for s, _ in sequences(spec, start, start, d, 1))
    return 1 if longest == len(d) else 2


def legal(rules, pos: Position, dice):
    """``(targets, most)``: the set of boards the legal plays reach, and how
    many dice they use."""
    spec = spec_of(rules)
    start = Board.of(pos)
    d = dice_list(dice)
    if start.off == FIFTEEN:
        return set(), 0
    found = sequences(spec, start, start, d, head_limit_of(spec, start, dice))
    most = max((len(s) for s, _ in found), default=0)
    if most == 0:
        return set(), 0
    best = [(s, b) for s, b in found if len(s) == most]
    if most == 1 and len(set(d)) > 1:
        larger = [(s, b) for s, b in best if s[0][2] == max(d)]
        best = larger or best
    return {b for _, b in best}, most


def legal_results(rules, pos, dice) -> set:
    return {b.position() for b in legal(rules, pos, dice)[0]}


def first_steps(rules, pos, dice) -> set:
    """(frm, to) of every step that starts some legal play."""
    spec = spec_of(rules)
    start = Board.of(pos)
    targets, most = legal(rules, pos, dice)
    if not most:
        return set()
    d = dice_list(dice)
    limit = head_limit_of(spec, start, dice)
    out = set()
    for die in sorted(set(d)):
        rest = list(d)
        rest.remove(die)
        for (frm, to, _), nb in steps_from(spec, start, start, die, limit):
            if (frm, to) in out or not moment_ok(spec, nb):
                continue
            if any(len(s) == most - 1 and b in targets
                   for s, b in sequences(spec, start, nb, rest, limit)):
                out.add((frm, to))
    return out


# ---------------------------------------------------------------------------
# Random positions
# ---------------------------------------------------------------------------

def to_mover(q: int) -> int:
    """The mover's number of the opponent's own point ``q``."""
    return q + 12 if q <= 12 else q - 12


def _scatter(rng, n, candidates, pts, sign, most_points=8):
    """Put ``n`` checkers on free points among ``candidates``."""
    free = [p for p in candidates if pts[p] == 0]
    if n == 0:
        return 0
    if not free:
        return n
    chosen = rng.sample(free, min(len(free), rng.randint(1, most_points), n))
    for p in chosen:
        pts[p] = sign
    for _ in range(n - len(chosen)):
        pts[rng.choice(chosen)] += sign
    return 0


def random_position(rng: random.Random) -> Position:
    """A position of long-nardy geometry, drawn from a few scenarios that
    reach the variants' rules: the opening, a fence, a race, bearing off."""
    pts = [0] * 25
    scenario = rng.choice(["opening", "fence", "fence", "spread", "race", "home", "home"])
    m_off = o_off = 0
    if scenario == "opening":
        # Fevga's lead checker, first turns: most checkers still on the heads.
        on_head = rng.choice([15, 14, 14, 13, 10])
        pts[HEAD] = on_head
        left = _scatter(rng, 15 - on_head, range(13, 24) if rng.random() < 0.7 else range(1, 24), pts, 1, 2)
        pts[HEAD] += left
        o_head = rng.choice([15, 14, 12])
        pts[OPP_HEAD] = -o_head
        rest = _scatter(rng, 15 - o_head, [to_mover(q) for q in range(1, 24)], pts, -1, 3)
        pts[OPP_HEAD] -= rest
    elif scenario == "fence":
        length = rng.choice([5, 6, 6, 7])
        i = rng.randint(1, len(OPPONENT_PATH) - length)
        fence = OPPONENT_PATH[i:i + length]
        n = 0
        for p in fence:
            pts[p] = rng.choice([1, 1, 2])
            n += pts[p]
        before = OPPONENT_PATH[i - 1]
        if n > 15:
            return random_position(rng)
        _scatter(rng, 15 - n, [p for p in range(1, 25) if p != before], pts, 1, 4)
        if rng.random() < 0.5 and pts[before] == 0:
            pts[before] = -15                  # all fifteen stacked right before it
        else:
            left = _scatter(rng, 15, [p for p in range(1, 25)], pts, -1, 5)
            if left:
                return random_position(rng)
    else:
        m_region = {"spread": range(1, 25), "race": range(1, 13), "home": range(1, 8)}[scenario]
        o_region = {"spread": range(1, 25), "race": range(1, 13), "home": range(1, 8)}[scenario]
        if scenario != "spread":
            m_off = rng.choice([0, 0, 1, 5, 10, 13])
            o_off = rng.choice([0, 0, 3, 9])
        if _scatter(rng, 15 - m_off, m_region, pts, 1, 6):
            return random_position(rng)
        if _scatter(rng, 15 - o_off, [to_mover(q) for q in o_region], pts, -1, 6):
            return random_position(rng)
    return Position.from_counts(pts[1:], off=(m_off, o_off))


ALL_DICE = list(ALL_ROLLS) + [Moves(d, k) for d in range(1, 7) for k in (1, 2, 3)]

SETTINGS = settings(max_examples=60, deadline=None, derandomize=True,
                    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])


@pytest.mark.parametrize("name", VARIANTS)
@SETTINGS
@given(rng=st.randoms(use_true_random=False), dice=st.sampled_from(ALL_DICE))
def test_legal_plays_agree_with_the_reference(name, rng, dice):
    rules = nardy.variant(name)
    pos = random_position(rng)
    got = {p.result for p in rules.legal_plays(pos, dice)}
    assert got == legal_results(rules, pos, dice), (name, pos, dice)


@pytest.mark.parametrize("name", VARIANTS)
@settings(max_examples=15, deadline=None, derandomize=True,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(rng=st.randoms(use_true_random=False), dice=st.sampled_from(ALL_DICE))
def test_clickable_first_steps_agree_with_the_reference(name, rng, dice):
    rules = nardy.variant(name)
    pos = random_position(rng)
    got = {(s.frm, s.to) for s in rules.legal_steps(pos, dice)}
    assert got == first_steps(rules, pos, dice), (name, pos, dice)


@pytest.mark.parametrize("name,options", [
    ("gul", {"first_turn_exception": "any-block", "transient_block": False}),
    ("gulbar", {"block_needs": "home", "first_turn_exception": "any-double"}),
    ("mad-gulbar", {"transient_block": False, "block_needs": "home"}),
    ("nardgammon", {"first_turn_exception": "any-block", "block_needs": "home"}),
    ("khachapuri", {"transient_block": False}),
])
@settings(max_examples=15, deadline=None, derandomize=True,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(rng=st.randoms(use_true_random=False), dice=st.sampled_from(ALL_DICE))
def test_options_agree_with_the_reference(name, options, rng, dice):
    rules = nardy.variant(name, **options)
    pos = random_position(rng)
    assert {p.result for p in rules.legal_plays(pos, dice)} == legal_results(rules, pos, dice)


# Fixed positions the random scenarios may miss, each a rule of a variant.
CASES = [
    ("fevga", nardy.variant("fevga").start(), (6, 6)),                     # first-roll 66
    ("fevga", make({24: 14, 13: 1}, {12: 15}), (6, 5)),                    # past the head mid-turn
    ("fevga", make({24: 10, 22: 1, 21: 1, 20: 1, 19: 1, 1: 1}, {12: 15}), (2, 1)),   # starting quarter
    ("fevga", make({11: 1, 10: 1, 9: 1, 8: 1, 7: 1, 24: 10}, {12: 15}), (6, 5)),     # stacked 15
    ("gul", make({6: 2, 3: 1, 1: 3}, {12: 15}, off=(9, 0)), (5, 4)),       # exact only
    ("gul", make({8: 1, 5: 2, 2: 3}, {12: 15}, off=(9, 0)), (3, 2)),       # home mid-turn
    ("mad-gulbar", make({13: 1, 3: 14}, {12: 15}), (2, 2)),
    ("mad-gulbar", make({8: 1, 6: 2, 2: 3}, {12: 15}, off=(9, 0)), (2, 2)),
    ("khachapuri", nardy.variant("khachapuri").start(), (3, 3)),
    ("nardgammon", make({24: 9, 13: 1, 10: 1, 9: 1, 8: 1, 7: 1, 6: 1}, {12: 15}), (2, 1)),
    ("gulbar", nardy.variant("gulbar").start(), Moves(6, 2)),
]


@pytest.mark.parametrize("name,pos,dice", CASES)
def test_fixed_cases_agree_with_the_reference(name, pos, dice):
    rules = nardy.variant(name)
    assert {p.result for p in rules.legal_plays(pos, dice)} == legal_results(rules, pos, dice)
    assert {(s.frm, s.to) for s in rules.legal_steps(pos, dice)} == first_steps(rules, pos, dice)


def test_the_reference_sees_the_variants_differ():
    """The reference is not vacuous: on the same position and roll the
    variants' answers differ where their rules do."""
    pos = make({6: 2, 3: 1, 1: 3}, {12: 15}, off=(9, 0))
    assert legal_results(nardy.variant("gul"), pos, (5, 4)) == set()
    assert legal_results(nardy.variant("long"), pos, (5, 4)) != set()
    start = nardy.variant("fevga").start()
    assert len(legal_results(nardy.variant("fevga"), start, (5, 5))) == 2
    assert legal(nardy.variant("fevga"), start, (6, 6))[1] == 1
    assert legal(nardy.variant("gul"), start, (6, 6))[1] == 2
