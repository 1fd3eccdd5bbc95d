"""Khachapuri / Tbilisi nardy (seed 000): every sentence of the section is a
test, with the reading of "the sixth hole of the home"
(nardy/rules/khachapuri.py)."""

import pytest

import nardy
from nardy import InvalidOptionError, Position
from nardy.bots import random_bot
from nardy.dice import Moves, Stage
from reference import make, texts

KH = nardy.variant("khachapuri")


def test_s1_a_modified_gulbar_re_roll_and_passed_moves():
    """1: "Gulbar yang diubah suai." -- "A modified Gulbar."  A double
    played in full earns a re-roll; the moves of a double not made pass."""
    g = nardy.Game("khachapuri", seed=2)
    g.roll((4, 4))
    g.play("24/20(4)")
    assert g.stage == Stage("roll", 0, None, origin=(4, 4))
    # A 6-6 from the start: 24/18 is the opponent's, 6/off needs all home.
    g = nardy.Game("khachapuri", seed=2)
    g.roll((6, 6))
    assert g.legal_plays() == []
    g.commit()
    assert g.stage == Stage("passed", 1, Moves(6, 4), (6, 6))


def test_s2_eleven_on_the_sixth_point_of_the_home_four_on_the_head():
    """2: "Di lubang keenam rumah itu terdapat 11 dam, 4 di kepala." -- "On
    the sixth hole of the home stand 11 checkers, 4 on the head."  Reading:
    the mover's 6-point (the hole a 6 bears off from, as seed 000 numbers
    them); the opponent the same on its own points, the mover's 18 and 12.
    The start looks the same from both sides."""
    start = KH.start()
    assert start == make({6: 11, 24: 4}, {18: 11, 12: 4})
    assert KH.swap(start) == start
    assert KH.pips(start) == (11 * 6 + 4 * 24,) * 2
    assert nardy.Game("khachapuri").position == start


def test_s3_any_number_of_checkers_may_leave_the_head():
    """3: "Anda boleh menembak seberapa banyak dam yang anda suka dari
    kepala dalam satu gerakan." -- "You may shoot as many checkers as you
    like from the head in one move."  All four in one 4-4, two with 2-1 --
    on any turn, not only the first."""
    start = KH.start()
    assert "24/20(4)" in texts(KH.legal_plays(start, (4, 4)))
    assert "24/23 24/22" in texts(KH.legal_plays(start, (2, 1)))
    later = make({24: 3, 20: 1, 6: 11}, {18: 11, 12: 3, 10: 1})
    assert "24/21(3) 20/17" in texts(KH.legal_plays(later, (3, 3)))


def test_s4_the_stake_is_per_checker_not_borne_off():
    """4: "Secara tradisinya, mereka bermain dengan pertaruhan untuk tidak
    dibaling dam." -- "Traditionally they play for a stake on the checkers
    not thrown off."  The winner scores one point for each checker the loser
    still has on the board: no oin/mars."""
    won = Position.from_counts([0] * 11 + [-5] + [0] * 12, off=(15, 10))
    assert KH.winner_points(won) == 5 and KH.result_name(5) == "checkers"
    assert KH.winner_points(KH.swap(won)) == 5
    lost_all = Position.from_counts([0] * 17 + [-15] + [0] * 6, off=(15, 0))
    assert KH.winner_points(lost_all) == 15
    g = nardy.Game("khachapuri", seed=11)
    bots = (random_bot(seed=1), random_bot(seed=2))
    while not g.over:
        g.play_bot(bots[g.to_move])
    loser_view = g.position_of(1 - g.result.winner)
    assert g.result.kind == "checkers"
    assert g.result.points == 15 - loser_view.off[0] >= 1


def test_khachapuri_options_and_title():
    assert KH.options == {"transient_block": True, "block_needs": "ahead"}
    with pytest.raises(InvalidOptionError):
        nardy.variant("khachapuri", first_turn_exception="any-block")
    assert KH.title == "Khachapuri"
