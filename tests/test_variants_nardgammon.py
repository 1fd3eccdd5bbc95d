"""Nardgammon (seed 000, "Varieti Long Backgammon"): every sentence of the
section, and of the classic section it changes, is a test.

Positions are the mover's view: head 24, home 1..6; the opponent's head is
the mover's 12 and it travels 12..1, 24..13.
"""

import random

import pytest

import nardy
from nardy import IllegalMoveError, InvalidOptionError
from reference import make, texts
from test_variants_reference import ALL_DICE, random_position

LONG = nardy.variant("long")
NARDGAMMON = nardy.variant("nardgammon")

# From 13 with 2-1 the checker must go through 11 (12 is the opponent's
# head): 13/11 makes 11..6 six in a row for a moment, 11/10 breaks it.
RUN_THROUGH = {24: 9, 13: 1, 10: 1, 9: 1, 8: 1, 7: 1, 6: 1}
# 11..7 held; 10/6 makes 11..6, then 7/6 breaks it (or 7/6 first: never six).
FENCE = {24: 8, 11: 1, 10: 2, 9: 2, 8: 1, 7: 1}


def plays(rules, pos, roll):
    return texts(rules.legal_plays(pos, roll))


def test_classic_six_block_only_with_an_opponent_checker_in_front():
    """Klasik: "Ia dibenarkan membina skrin enam keping hanya jika terdapat
    sekurang-kurangnya satu keping lawan di hadapannya." -- "It is allowed
    to build a screen of six only if there is at least one opponent checker
    in front of it."  Both classic and Nardgammon forbid a play that ends
    with a blind block, and allow it with an opponent checker past it."""
    blind = make(FENCE, {12: 15})
    for rules in (LONG, NARDGAMMON):
        assert "24/23 10/6" not in plays(rules, blind, (4, 1))
    ahead = make(FENCE, {12: 14, 3: 1})
    for rules in (LONG, NARDGAMMON):
        assert "24/23 10/6" in plays(rules, ahead, (4, 1))


def test_classic_allows_a_screen_with_a_run():
    """Klasik: "Mari kita akui skrin dengan "lari", apabila blok enam dam
    terbentuk semasa bergerak, dan segera dibuka." -- "Let us allow a screen
    'with a run', formed during the move and opened at once."  Classic
    lets 13/11/10 run through the blind block 11..6."""
    pos = make(RUN_THROUGH, {12: 15})
    assert "13/10" in plays(LONG, pos, (2, 1))
    assert LONG.check_step(pos, (2, 1), [], 13, 11).die == 2


def test_nardgammon_forbids_a_blind_block_at_any_moment_of_the_turn():
    """Nardgammon: "Dilarang menyekat blok enam mengikut "perbatuan", iaitu,
    membina blok buta, pada bila-bila masa pusingan." -- "It is forbidden to
    block a six-block 'with a run', that is, to build a blind block, at any
    moment of the turn."  The same run is refused, step and play, with the
    reason."""
    pos = make(RUN_THROUGH, {12: 15})
    assert "13/10" not in plays(NARDGAMMON, pos, (2, 1))
    with pytest.raises(IllegalMoveError, match="not even for a moment"):
        NARDGAMMON.check_step(pos, (2, 1), [], 13, 11)
    with pytest.raises(IllegalMoveError, match="six-point block"):
        NARDGAMMON.parse_play(pos, (2, 1), "13/10")
    # Other plays of the roll stay legal.
    assert plays(NARDGAMMON, pos, (2, 1))


def test_nardgammon_judges_each_moment_not_each_play():
    """Reading: every moment is checked, so the order of the steps matters:
    10/6 7/6 is legal if 7/6 comes first (never six in a row) but 10/6 as
    the first step is refused."""
    pos = make(FENCE, {12: 15})
    assert "10/6 7/6" in plays(NARDGAMMON, pos, (4, 1))
    with pytest.raises(IllegalMoveError, match="six-point block"):
        NARDGAMMON.check_step(pos, (4, 1), [], 10, 6)
    assert NARDGAMMON.check_step(pos, (4, 1), [(7, 6)], 10, 6).die == 4
    g = nardy.Game("nardgammon", position=pos)
    g.roll((4, 1))
    with pytest.raises(IllegalMoveError):
        g.step(10, 6)
    g.step(7, 6)
    g.step(10, 6)
    g.commit()
    assert g.turns[-1].text in ("10/6 7/6", "7/6 10/6")


def test_a_block_with_an_opponent_checker_past_it_may_stand_at_any_moment():
    """Only the *blind* block is forbidden: with an opponent checker past it
    the run-through is legal in Nardgammon too."""
    pos = make(RUN_THROUGH, {12: 14, 3: 1})
    assert "13/10" in plays(NARDGAMMON, pos, (2, 1))


def test_nardgammon_is_long_nardy_with_transient_block_false():
    """Reading: Nardgammon is exactly ``long`` with ``transient_block=False``
    (checked on random positions and rolls)."""
    strict = nardy.variant("long", transient_block=False)
    rng = random.Random(5)
    for _ in range(150):
        pos = random_position(rng)
        dice = rng.choice(ALL_DICE)
        assert ({p.result for p in NARDGAMMON.legal_plays(pos, dice)}
                == {p.result for p in strict.legal_plays(pos, dice)})


def test_nardgammon_options():
    """The classic options that keep their meaning; transient_block is fixed
    by the variant, and there is no draw."""
    assert nardy.variant("nardgammon").options == {"first_turn_exception": "head-block", "block_needs": "ahead"}
    r = nardy.variant("nardgammon", first_turn_exception="any-block", block_needs="home")
    assert repr(r) == "nardy.variant('nardgammon', first_turn_exception='any-block', block_needs='home')"
    with pytest.raises(InvalidOptionError):
        nardy.variant("nardgammon", transient_block=True)
    with pytest.raises(InvalidOptionError):
        nardy.variant("nardgammon", last_roll_draw=True)
    assert NARDGAMMON.title == "Nardgammon" and NARDGAMMON.start() == LONG.start()


def test_nardgammon_keeps_every_first_turn_reading():
    """Every long variant that keeps the head rule keeps all three readings
    of its first-turn exception: Nardgammon's options are classic's less
    transient_block, not a list of its own (which once dropped "any-double")."""
    from nardy.rules.long import HEAD_AND_BLOCK_OPTIONS
    choices = nardy.variant("nardgammon").option_choices()
    assert choices == {k: v for k, v in HEAD_AND_BLOCK_OPTIONS.items() if k != "transient_block"}
    any_double = nardy.variant("nardgammon", first_turn_exception="any-double")
    plays = sorted(str(p) for p in any_double.legal_plays(any_double.start(), (2, 2)))
    classic = nardy.variant("long", first_turn_exception="any-double", transient_block=False)
    assert plays == sorted(str(p) for p in classic.legal_plays(classic.start(), (2, 2)))
    assert "24/20(2)" in plays                      # two head checkers with 2-2
