"""Strategy analysis (nardy.analysis): pips, numbers, the movement deficit
(docs/rules.md#movement-deficit) and fences, on positions worked out by hand."""

import random

import pytest

import nardy
from nardy.analysis import (PIPS_PER_TURN, analyse, deficit, deficits, fences, numbers_taken, per_number,
                            pip_count, play_impact, roll_pips, view)

LONG = nardy.variant("long")
BG = nardy.variant("backgammon")


def board(points: dict, bar=(0, 0), off=(0, 0)):
    """A position from ``{point: signed count}`` (mover's numbering)."""
    pts = [0] * 24
    for p, n in points.items():
        pts[p - 1] = n
    return nardy.Position.from_counts(pts, bar=bar, off=off)


# -- pips and numbers --------------------------------------------------------------------
def test_pips_at_the_start():
    assert pip_count(LONG, LONG.start()) == pip_count("long", LONG.start())
    pc = pip_count(LONG, LONG.start())
    assert (pc.mover, pc.opponent, pc.lead) == (360, 360, 0)
    assert pip_count(BG, BG.start()).mover == 167


def test_numbers_at_the_long_nardy_start():
    """Everything stands on the head and only one checker may leave it: one
    step for each number."""
    for side in ("mover", "opponent"):
        pn = per_number(LONG, LONG.start(), side)
        assert pn.counts == (1, 1, 1, 1, 1, 1) and pn.blocked == ()
        assert [str(pn[d].steps[0]) for d in range(1, 7)] == [f"24/{24 - d}" for d in range(1, 7)]


def test_six_six_at_the_start_plays_two_sixes_of_four():
    """Rule 10's own example: 6-6 gives two moves instead of four (24/18(2);
    the opponent's head stops 18/12).  Every other roll plays in full, so
    the deficit is 12 pips in 36 throws."""
    t = deficit(LONG, LONG.start())
    six = t.roll((6, 6))
    assert (six.rolled, six.played, six.dice, six.dice_played, six.lost, six.dice_lost) == (24, 12, 4, 2, 12, 2)
    assert all(r.lost == 0 for r in t.rolls if r.roll != (6, 6))
    assert t.expected_lost == pytest.approx(12 / 36)
    assert t.expected_dice_lost == pytest.approx(2 / 36)
    assert t.full_rolls == 35
    assert t.expected_rolled == pytest.approx(PIPS_PER_TURN) == pytest.approx(49 / 6)
    assert t.expected_played == pytest.approx(49 / 6 - 12 / 36)
    assert len(t.rolls) == 21 and sum(r.weight for r in t.rolls) == 36


def test_seed_003_four_four_after_five_five():
    """Seed 003's note: after white opens 5-5 (one checker ends on black's
    16), black's 4-4 takes one checker from the head and plays one four."""
    white = LONG.legal_plays(LONG.start(), (5, 5))
    assert [str(p) for p in white] == ["24/4"]
    black = LONG.swap(white[0].result)
    r = deficit(LONG, black).roll((4, 4))
    assert (r.played, r.dice_played, r.lost) == (4, 1, 12)
    # the 4-point of black's numbers: only the head checker, and 20/16 is closed
    assert [str(s) for s in per_number(LONG, black)[4].steps] == ["24/20"]
    # white, seen from black's side: its checker on white's 4 can also move
    assert per_number(LONG, black, "opponent").counts == (2, 2, 2, 1, 1, 1)


def test_bearing_off_counts_the_pips_actually_moved():
    pos = board({1: 1, 13: -15}, off=(14, 0))
    r = deficit(LONG, pos).roll((6, 5))
    # one die bears the last checker off from the 1-point: 1 pip moved of 11
    assert (r.played, r.dice_played, r.lost, r.dice_lost) == (1, 1, 10, 1)
    pos = board({6: 2, 13: -15}, off=(13, 0))
    r = deficit(LONG, pos).roll((6, 6))
    assert (r.played, r.dice_played) == (12, 2)


def test_a_closed_board_takes_every_number_from_a_checker_on_the_bar():
    pts = {p: 2 for p in range(1, 7)}
    pts[8] = 3
    pts.update({p: -2 for p in range(19, 25)})
    pos = board(pts, bar=(0, 1), off=(0, 2))
    assert per_number(BG, pos, "opponent").blocked == (1, 2, 3, 4, 5, 6)
    opp = deficit(BG, pos, "opponent")
    assert opp.expected_lost == pytest.approx(49 / 6) and opp.full_rolls == 0
    both = deficits(BG, pos)
    assert both.opponent == opp and both.edge == pytest.approx(49 / 6 - both.mover.expected_lost)


def test_view_and_sides():
    assert view(LONG, LONG.start(), "opponent") == LONG.swap(LONG.start())
    with pytest.raises(ValueError, match="side"):
        per_number(LONG, LONG.start(), "black")


# -- numbers a play takes away -----------------------------------------------------------------
def test_numbers_taken_by_a_play():
    """The opponent's head is the mover's 12: its 6 lands on the mover's 6,
    its 2 on the mover's 10.  Moving 10/6 takes its 6 and gives back its 2."""
    pos = board({24: 14, 10: 1, 12: -15})
    assert per_number(LONG, pos, "opponent").counts == (1, 0, 1, 1, 1, 1)
    play = next(p for p in LONG.legal_plays(pos, (4, 1)) if p.result.at(6) == 1 and p.result.at(23) == 1)
    nt = numbers_taken(LONG, pos, play)
    assert nt.before == (1, 0, 1, 1, 1, 1) and nt.after == (1, 1, 1, 1, 1, 0)
    assert (nt.taken, nt.reduced, nt.freed) == ((6,), (6,), (2,))
    impact = play_impact(LONG, pos, play)
    assert impact.numbers == nt
    assert impact.opponent_lost_before == pytest.approx(deficit(LONG, pos, "opponent").expected_lost)
    assert impact.opponent_lost_after == pytest.approx(deficit(LONG, play.result, "opponent").expected_lost)
    assert impact.inflicted == pytest.approx(impact.opponent_lost_after - impact.opponent_lost_before)
    assert impact.inflicted > 0   # 6-6 and every 6 now hurt it more than the 2s it regains


# -- fences ---------------------------------------------------------------------------------
def _five_prime(extra: dict = None):
    """Backgammon: the mover holds 2..6; an opponent checker on the mover's
    1-point (its 24) stands behind it; the opponent's others are home."""
    pts = {p: 2 for p in range(2, 7)}
    pts[13] = 5
    pts[1] = -1
    pts.update({p: -2 for p in range(19, 25)})
    pts[19] = -4
    pts.update(extra or {})
    return board(pts)


def test_a_five_point_prime_leaks_to_sixes():
    (f,) = fences(BG, _five_prime())
    assert f.points == (2, 3, 4, 5, 6) and f.length == 5 and not f.is_prime
    assert f.behind == ((1, 1),)
    assert f.trapped == ()            # a 6 carries it to the open 7-point
    assert f.escapes == 11 and f.escape_chance == pytest.approx(11 / 36)


def test_a_full_prime_traps():
    (f,) = fences(BG, _five_prime({7: 2, 13: 3}))
    assert f.points == (2, 3, 4, 5, 6, 7) and f.is_prime
    assert f.trapped == ((1, 1),) and f.trapped_checkers == 1
    assert f.escapes == 0 and f.escape_chance == 0.0


def test_min_length_and_a_fence_with_nobody_behind():
    pos = _five_prime()
    assert fences(BG, pos, min_length=6) == ()
    (opp,) = fences(BG, pos, "opponent")      # its home board: the mover has nobody back
    assert opp.side == "opponent" and opp.points == (1, 2, 3, 4, 5, 6)
    assert opp.behind == () and opp.escapes is None and opp.escape_chance is None


def test_a_long_nardy_fence_wraps_round_the_opponents_path():
    """The opponent travels the mover's 12..1 then 24..13: the mover's 2, 1,
    24, 23 are four points in a row on its way.  From the mover's 5 it
    needs 7 pips to jump them (no single die), and gets past with 6-1
    (5/4 then on to 22), 5-2 (5/3, on to 22) or 6-2 (5/3, on to 21) only:
    6 throws of 36 (the 1, 2, 24, 23 it would need to land on are closed
    for every other roll)."""
    pos = board({2: 1, 1: 1, 24: 11, 23: 2, 5: -1, 12: -14})
    (f,) = fences(LONG, pos)
    assert f.points == (2, 1, 24, 23)
    # its head (the mover's 12) is behind too, and far from getting past
    assert f.behind == ((12, 14), (5, 1)) and f.trapped == f.behind
    assert f.escapes == 6
    # and in the opponent's own numbering its checker is on its 17-point
    pn = per_number(LONG, pos, "opponent")
    assert any(s.frm == 17 for s in pn[1].steps)


def test_analyse_bundles_everything():
    a = analyse(BG, _five_prime({7: 2, 13: 3}))
    assert a.pips == pip_count(BG, _five_prime({7: 2, 13: 3}))
    assert a.numbers["opponent"].counts == per_number(BG, _five_prime({7: 2, 13: 3}), "opponent").counts
    assert a.fences["mover"][0].is_prime
    assert a.deficits.mover == deficit(BG, _five_prime({7: 2, 13: 3}))


# -- invariants over positions from real games ---------------------------------------------------
def _positions(variant, games=2, every=4):
    from nardy.bots import simple_bot
    out = []
    for s in range(games):
        g = nardy.Game(variant, seed=40 + s)
        bot = simple_bot(seed=s)
        k = 0
        while not g.over and k < 60:
            g.play_bot(bot)
            k += 1
            if k % every == 0 and not g.over:
                out.append(g.position)
    return out


@pytest.mark.parametrize("rules", [LONG, BG], ids=["long", "backgammon"])
def test_invariants_on_game_positions(rules):
    rng = random.Random(3)
    positions = _positions(rules.name)
    for pos in rng.sample(positions, min(6, len(positions))):
        for side in ("mover", "opponent"):
            pn = per_number(rules, pos, side)
            table = roll_pips(rules, pos, side)
            for r in table:
                assert 0 <= r.played <= r.rolled and 0 <= r.dice_played <= r.dice
                if r.roll[0] == r.roll[1] and pn[r.roll[0]].count:
                    assert r.dice_played >= 1       # a playable number plays in its double
            v = view(rules, pos, side)
            for d in range(1, 7):
                assert len({s.frm for s in pn[d].steps}) == pn[d].count
                assert all(s.die == d for s in pn[d].steps)
                assert {s.frm for s in pn[d].steps} == {p.steps[0].frm for p in rules.legal_plays(v, nardy.dice.Moves(d, 1))}
            for f in fences(rules, pos, side, min_length=2):
                assert f.length >= 2 and set(f.trapped) <= set(f.behind)
                assert f.escapes is None or 0 <= f.escapes <= 36
        # the opponent's view is the mover's view of the board turned round
        swapped = rules.swap(pos)
        assert per_number(rules, pos, "opponent").numbers == per_number(rules, swapped).numbers
        assert deficit(rules, pos, "opponent").rolls == deficit(rules, swapped).rolls
        theirs = fences(rules, pos, "opponent", min_length=2)
        assert [(f.points, f.behind, f.trapped, f.escapes) for f in theirs] == \
            [(f.points, f.behind, f.trapped, f.escapes) for f in fences(rules, swapped, "mover", min_length=2)]
