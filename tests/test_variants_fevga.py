"""Fevga (seed 000, "Fevga - Cepat"): every sentence of the section is a
test, and so is each reading the module states (nardy/rules/fevga.py).

Positions are the mover's view: head 24, starting quarter 19..24, home 1..6;
the opponent's head is the mover's 12 and it travels 12..1, 24..13 -- so
"just before" a block of the mover's 11..6 is the mover's 12.
"""

import pytest

import nardy
from nardy import IllegalMoveError, InvalidOptionError
from nardy.dice import Moves
from reference import make, texts

FEVGA = nardy.variant("fevga")
LONG = nardy.variant("long")


def plays(rules, pos, roll):
    return texts(rules.legal_plays(pos, roll))


def held(pos, points):
    return all(pos.points[p - 1] > 0 for p in points)


def test_intro_fevga_is_played_on_the_long_nardy_board():
    """"Févga - popular di Greece - terjemahannya hampir dengan perkataan
    "Cepat", "Lari". ..." -- "Fevga, popular in Greece, translates close to
    'Fast', 'Run'."  Both sides start on their heads and go the same way
    round, with no hitting: long nardy's board."""
    assert FEVGA.start() == LONG.start() and FEVGA.swap(FEVGA.start()) == FEVGA.start()
    assert FEVGA.options == {} and FEVGA.title == "Fevga"
    with pytest.raises(InvalidOptionError):
        nardy.variant("fevga", first_turn_exception="any-block")


# -- taking from the head --------------------------------------------------------

def test_s1_one_checker_leaves_the_head_and_only_it_moves():
    """1: "Pada mulanya, ia dibenarkan untuk mengeluarkan hanya 1 pemeriksa
    dari kepala dan berjalan hanya dengannya." -- "At first it is allowed to
    take only 1 checker from the head and to move only with it."  The
    opening 6-5 runs one checker 24/13; later, with the lead checker on 20,
    a second may not leave the head."""
    assert plays(FEVGA, FEVGA.start(), (6, 5)) == {"24/13"}
    assert plays(FEVGA, FEVGA.start(), (2, 1)) == {"24/21"}
    lead = make({24: 14, 20: 1}, {12: 15})
    assert plays(FEVGA, lead, (3, 1)) == {"20/16"}
    assert "24/21 20/19" in plays(LONG, lead, (3, 1))
    with pytest.raises(IllegalMoveError, match="only one checker leaves the head, and only it moves"):
        FEVGA.check_step(lead, (3, 1), [], 24, 21)


def test_s2_once_past_the_opponents_head_any_number_may_leave():
    """2: "Sebaik sahaja melepasi kepala pihak lawan, ia dibenarkan
    mengeluarkan seberapa banyak dam yang anda suka dari kepala." -- "As soon
    as it has passed the opponent's head, you may take as many checkers as
    you like from the head."  Past the 12: four from the head with 3-3."""
    past = make({24: 13, 10: 1, 20: 1}, {12: 15})
    assert "24/21(4)" in plays(FEVGA, past, (3, 3))
    assert "24/21(4)" not in plays(LONG, past, (3, 3))


def test_reading_as_soon_as_means_within_the_same_turn():
    """Reading: the lead rule is checked before every step: 13/7 takes the
    lead checker past the head with the 6, and the 5 may then bring a new
    checker down (24/19) -- but not before."""
    pos = make({24: 14, 13: 1}, {12: 15})
    assert plays(FEVGA, pos, (6, 5)) == {"24/19 13/7", "24/18 13/8", "13/2"}
    assert FEVGA.check_step(pos, (6, 5), [(13, 7)], 24, 19).die == 5
    with pytest.raises(IllegalMoveError, match="only it moves"):
        FEVGA.check_step(pos, (6, 5), [], 24, 18)


def test_s3_no_second_checker_with_an_opening_66_44_33():
    """3: "Jika pada langkah pertama jackpot jatuh 66, 44, 33 - bidak kedua
    tidak boleh dikeluarkan." -- "If on the first move a jackpot 66, 44, 33
    falls, the second checker may not be taken off."  The opponent's head
    stops the one checker; unlike classic (24/18(2)), no other takes over,
    and the rest is lost."""
    start = FEVGA.start()
    assert plays(FEVGA, start, (6, 6)) == {"24/18"}
    assert plays(FEVGA, start, (4, 4)) == {"24/16"}
    assert plays(FEVGA, start, (3, 3)) == {"24/15"}
    assert plays(LONG, start, (6, 6)) == {"24/18(2)"}
    # The second mover too: White opened 6-5 (24/13, on Black's 1).
    black = FEVGA.swap(FEVGA.legal_plays(start, (6, 5))[0].result)
    assert plays(FEVGA, black, (6, 6)) == {"24/18"}
    # And passed moves follow the same rule.
    assert plays(FEVGA, start, Moves(6, 2)) == {"24/18"}


# -- blocks ---------------------------------------------------------------------------

def test_s4_a_block_of_six_needs_no_opponent_checker_ahead():
    """4: "Di Fevga, ia dibenarkan membina blok 6 mata berturut-turut,
    walaupun bidak lawan tidak mara." -- "In Fevga it is allowed to build a
    block of 6 points in a row even though no opponent checker has gone
    ahead."  6/4 makes 9..4 with both opponent checker groups behind it:
    Fevga allows it, classic does not."""
    pos = make({24: 8, 9: 1, 8: 1, 7: 1, 6: 2, 5: 1, 1: 1}, {12: 14, 11: 1})
    assert "24/23 6/4" in plays(FEVGA, pos, (2, 1))
    assert "24/23 6/4" not in plays(LONG, pos, (2, 1))


def test_s5_not_all_six_points_of_the_starting_quarter():
    """5: "Dalam kes ini, anda tidak boleh menyekat semua 6 mata dalam zon
    permulaan anda, sekurang-kurangnya 1 mata mesti percuma." -- "Here you
    may not block all 6 points of your starting zone: at least 1 point must
    be free."  24/23/19 would hold 24..19: classic allows it (an opponent
    checker is past), Fevga does not."""
    pos = make({24: 10, 23: 1, 22: 1, 21: 1, 20: 1, 1: 1}, {12: 14, 15: 1})
    assert "24/19" in plays(LONG, pos, (4, 1))
    got = FEVGA.legal_plays(pos, (4, 1))
    assert got and not any(held(p.result, range(19, 25)) for p in got)
    with pytest.raises(IllegalMoveError, match="starting quarter"):
        FEVGA.parse_play(pos, (4, 1), "24/23 23/19")


def test_s6_a_block_in_front_of_fifteen_stacked_checkers_must_be_broken():
    """6: "Jika lawan anda telah mengumpul kesemua 15 dam dalam satu mata
    sejurus sebelum blok anda, anda mesti memecahkan blok tersebut." -- "If
    your opponent has gathered all 15 checkers on one point just before
    your block, you must break the block."  11..6 stands right after the
    opponent's fifteen on the 12: every play opens it -- 24/18 24/19 (the
    head is open: 11..6 are past it) would keep it, and is refused."""
    pos = make({24: 9, 11: 1, 10: 1, 9: 1, 8: 1, 7: 1, 6: 1}, {12: 15})
    got = FEVGA.legal_plays(pos, (6, 5))
    assert got and not any(held(p.result, range(6, 12)) for p in got)
    with pytest.raises(IllegalMoveError, match="fifteen"):
        FEVGA.parse_play(pos, (6, 5), "24/18 24/19")


def test_s7_no_such_block_may_be_built():
    """7: "Selain itu, anda tidak boleh membina blok 6 jika lawan anda telah
    mengumpul kesemua 15 dam dalam mata sejurus sebelum blok." -- "Also, you
    may not build a block of 6 if your opponent has gathered all 15
    checkers on the point just before the block."  7/6 would close 11..6
    in front of the fifteen on the 12; with one of them elsewhere it may."""
    stacked = make({24: 9, 11: 1, 10: 1, 9: 1, 8: 1, 7: 2}, {12: 15})
    assert "24/21 7/6" not in plays(FEVGA, stacked, (3, 1))
    spread = make({24: 9, 11: 1, 10: 1, 9: 1, 8: 1, 7: 2}, {12: 14, 3: 1})
    assert "24/21 7/6" in plays(FEVGA, spread, (3, 1))


def test_reading_a_block_that_no_play_can_break_loses_the_roll():
    """Reading: if no play breaks it, the roll cannot be played.  The block
    6..1 stands before the fifteen on the 7; with 5-4 no point of it can be
    emptied (the 1 and 2 cannot move before all are home), so nothing is
    played; with one opponent checker elsewhere, 5-4 plays."""
    mover = {20: 1, 6: 3, 5: 3, 4: 3, 3: 3, 2: 1, 1: 1}
    assert FEVGA.legal_plays(make(mover, {7: 15}), (5, 4)) == []
    assert FEVGA.legal_plays(make(mover, {7: 14, 16: 1}), (5, 4))


def test_reading_blocks_are_judged_where_the_stage_ends():
    """Reading: as classic's "with a run", a block may form and be broken
    within the turn; only where the turn ends is it judged."""
    pos = make({24: 9, 13: 1, 11: 1, 10: 1, 9: 1, 8: 1, 6: 1}, {12: 15})
    # 13/7 closes 11..6 in front of the fifteen for a moment (13/12 is
    # barred, so the 6 must come first), 7/6 opens it again.
    assert "13/6" in plays(FEVGA, pos, (6, 1))
    assert FEVGA.check_step(pos, (6, 1), [], 13, 7).die == 6
