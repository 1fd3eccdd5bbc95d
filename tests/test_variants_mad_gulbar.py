"""Mad Gulbar (seed 000; seed 003's "Mad gulbar"): every sentence of the
section is a test, and so is each reading the module states
(nardy/rules/mad_gulbar.py), the jackpot rule with seed 000's own example
first among them."""

import pytest

import nardy
from nardy import IllegalMoveError
from nardy.dice import Moves, Stage
from reference import make, texts

MAD = nardy.variant("mad-gulbar")
OPEN = make({24: 5, 23: 3, 21: 3, 20: 2, 18: 2}, {12: 15})
SHORT_FIVES = make({24: 10, 23: 5}, {12: 10, 17: 1, 16: 1, 15: 1, 14: 1, 13: 1})


def plays(pos, roll):
    return texts(MAD.legal_plays(pos, roll))


def play_first(g):
    legal = g.legal_plays()
    if legal:
        return g.play(legal[0])
    g.commit()


def test_reading_the_first_throw_is_the_players_first_throw_not_a_full_head():
    """As in Gulbar: the 6s of White's 6-6 that the head stops pass to
    Black, who plays them from his head; his own first throw, 6-6, still
    takes two checkers from the head (seed 003, 3.1)."""
    g = nardy.Game("mad-gulbar")
    g.roll((6, 6))
    g.play("24/18(2)")
    assert g.stage == Stage("passed", 1, Moves(6, 2), (6, 6)) and not g.first_throw
    g.play("24/18")
    g.roll((6, 6))
    assert g.first_throw and texts(g.legal_plays()) == {"24/18(2)"}
    assert plays(g.turn_start, (6, 6)) == {"24/18"}       # the board alone guesses wrong


def test_reading_one_checker_from_the_head_for_each_double():
    """Reading: Mad Gulbar's text says nothing of the head, so the classic
    head rule holds, counted as Gul's sentence 3 counts it ("one checker
    from the head for each take"): each double of the progression may take
    one, and what that leaves unplayable passes.  White opens 5-5: one
    checker, 24/4 (two are refused); the 6-6 that follows takes one more
    (24/18), whose next 6 lands on Black's head, so three 6s pass, and
    Black's passed moves take one checker from his head in turn."""
    g = nardy.Game("mad-gulbar")
    g.roll((5, 5))
    assert texts(g.legal_plays()) == {"24/4"}
    with pytest.raises(IllegalMoveError, match="one per double of a progression"):
        g.play("24/14(2)")
    g.play("24/4")
    assert g.stage == Stage("double", 0, (6, 6), (5, 5))
    assert texts(g.legal_plays()) == {"24/18"}
    with pytest.raises(IllegalMoveError, match="only one checker may leave the head"):
        g.play("24/18(2)")
    g.play("24/18")
    assert g.stage == Stage("passed", 1, Moves(6, 3), (5, 5))
    assert texts(g.legal_plays()) == {"24/18"}
    # Over a progression, one head checker per double: a 1-1 empties OPEN's
    # head of five one checker a double, taking as many as it may each time.
    g = nardy.Game("mad-gulbar", position=OPEN)
    g.roll((1, 1))
    head = [g.position.points[23]]
    while g.to_move == 0 and g.dice is not None:
        g.play(min(g.legal_plays(), key=lambda p: p.result.points[23]))
        head.append(g.position_of(0).points[23])
    assert head == [5, 4, 3, 2, 1, 0, 0]


def test_s1_four_four_is_four_4s_then_four_5s_then_four_6s():
    """1: "... apabila dua kali "empat-empat" jatuh, pemain bergerak empat
    kali pada 4 mata, kemudian empat kali pada 5, empat kali pada 6 mata" --
    "when the double 'four-four' falls, the player moves four times by 4,
    then four times by 5, four times by 6."  (Seed 003's two moves of each
    number is not followed: seed 000 wins, and four is what a double gives
    everywhere else.)"""
    g = nardy.Game("mad-gulbar", position=OPEN)
    g.roll((4, 4))
    seen = []
    while g.dice is not None:
        seen.append((g.stage.kind, g.dice, g.stage_text))
        play_first(g)
    assert seen == [("roll", (4, 4), "Mad Gulbar: playing the 4-4 of 4-4 -> 6-6"),
                    ("double", (5, 5), "Mad Gulbar: playing the 5-5 of 4-4 -> 6-6"),
                    ("double", (6, 6), "Mad Gulbar: playing the 6-6 of 4-4 -> 6-6")]
    assert [len(t.steps) for t in g.turns] == [4, 4, 4]
    assert g.to_move == 1


def test_s2_the_moves_left_pass_to_the_opponent():
    """2: "Jika pemain tidak mempunyai peluang untuk membuat mana-mana
    gerakan ini, maka pihak lawan mesti membuat gerakan yang kurang
    dimainkan." -- "If the player has no chance to make any of these moves,
    the opponent must make the moves left unplayed."  Reading: the
    progression ends at the 5-5 played only twice; the two 5s left and the
    four 6s pass, then the opponent throws."""
    g = nardy.Game("mad-gulbar", position=SHORT_FIVES)
    g.roll((4, 4))
    g.play("23/19(4)")
    assert {len(p) for p in g.legal_plays()} == {2}
    play_first(g)
    assert g.stage == Stage("passed", 1, Moves(5, 2), origin=(4, 4))
    assert g.pending == (Stage("passed", 1, Moves(6, 4), (4, 4)), Stage("roll", 1))
    assert g.stage_text == "Mad Gulbar: playing 2 moves of 5 passed by the opponent (from the 4-4 -> 6-6)"
    play_first(g)
    assert g.stage.dice == Moves(6, 4) and g.to_move == 1
    play_first(g)
    assert g.stage == Stage("roll", 1)


def test_reading_a_double_that_cannot_be_started_passes_whole():
    """Reading: Mad Gulbar's text has no "cannot be started" exception: a
    rolled 5-5 with no move passes its four 5s and the four 6s after it."""
    pos = make({24: 14, 23: 1}, {19: 1, 18: 1, 12: 13})
    g = nardy.Game("mad-gulbar", position=pos)
    g.roll((5, 5))
    assert g.legal_plays() == []
    g.commit()
    assert [s.dice for s in (g.stage,) + g.pending] == [Moves(5, 4), Moves(6, 4), None]


def test_s3_moves_inside_the_home_only_until_the_last_checker_is_home():
    """3: "Anda boleh berjalan di dalam rumah sehingga penyemak terakhir
    dibawa masuk ke dalam rumah." -- "You may move inside the home until the
    last checker has been brought into the home."  6/4 while 8 is still
    out; after 8/5 only bearing off."""
    pos = make({8: 1, 6: 2, 2: 3}, {12: 15}, off=(9, 0))
    assert MAD.check_step(pos, (3, 2), [], 6, 4).die == 2
    assert "8/5 6/4" in plays(pos, (3, 2))
    with pytest.raises(IllegalMoveError, match="only until the last checker is home"):
        MAD.check_step(pos, (3, 2), [(8, 5)], 6, 4)
    all_in = make({6: 2, 3: 1, 1: 3}, {12: 15}, off=(9, 0))
    assert plays(all_in, (5, 4)) == set()
    assert "6/2 6/1" in texts(nardy.variant("long").legal_plays(all_in, (5, 4)))


def test_reading_bearing_off_is_classic_a_larger_die_from_the_highest_point():
    """Reading: unlike Gul, nothing says "only the exact die"."""
    pos = make({3: 1, 1: 2}, {12: 15}, off=(12, 0))
    assert plays(pos, (6, 5)) == {"3/off 1/off"}


def test_s4_to_s6_the_seed_example_two_two_then_three_three_not_four_four():
    """4-6: "Apabila penyemak terakhir memasuki rumah pada giliran terakhir
    (keempat) jackpot, jackpot seterusnya dibenarkan untuk bermain. Selepas
    itu, perkembangan kush berhenti. Sebagai contoh, jika pemain membawa dam
    terakhir ke dalam rumah pada langkah keempat jackpot 2-2, maka dia boleh
    melontar empat dam dari petak 3 (bermain jackpot 3-3). Tetapi dia tidak
    akan dapat bermain 4-4." -- "When the last checker enters the home on
    the last (fourth) move of a jackpot, the next jackpot may be played.
    After that the progression stops.  For example, if the player brings the
    last checker home on the fourth move of the 2-2 jackpot, he may throw
    four checkers off point 3 (playing the 3-3 jackpot).  But he will not be
    able to play 4-4." """
    pos = make({13: 1, 3: 14}, {12: 15})
    g = nardy.Game("mad-gulbar", position=pos)
    g.roll((2, 2))
    g.play("13/11/9/7/5")
    assert g.stage == Stage("double", 0, (3, 3), origin=(2, 2))
    assert texts(g.legal_plays()) == {"3/off(4)"}
    g.play("3/off(4)")
    assert g.to_move == 1 and g.stage == Stage("roll", 1)
    assert g.position_of(0).off[0] == 4


def test_reading_home_before_the_fourth_move_finishes_that_double_only():
    """Reading: coming home with the second 2, the other two 2s bear off,
    and then the progression stops: no 3-3."""
    pos = make({9: 1, 4: 4, 2: 10}, {12: 15})
    assert "9/5 2/off(2)" in plays(pos, (2, 2))
    g = nardy.Game("mad-gulbar", position=pos)
    g.roll((2, 2))
    g.play("9/5 2/off(2)")
    assert g.to_move == 1 and g.dice is None


def test_reading_the_jackpot_moves_not_made_pass_too():
    """Reading: home with the fourth 2, the 3-3 jackpot follows; with every
    checker on the 5-point no 3 can be played (no moves inside the home, no
    checker on 3): the four 3s pass -- and nothing after them, the
    progression having stopped."""
    pos = make({13: 1, 5: 14}, {12: 15})
    g = nardy.Game("mad-gulbar", position=pos)
    g.roll((2, 2))
    g.play("13/5")
    assert g.stage.dice == (3, 3) and g.legal_plays() == []
    g.commit()
    assert g.stage == Stage("passed", 1, Moves(3, 4), (2, 2))
    assert g.pending == (Stage("roll", 1),)


def test_reading_already_home_the_rolled_double_only():
    pos = make({5: 3, 2: 6}, {12: 15}, off=(6, 0))
    g = nardy.Game("mad-gulbar", position=pos)
    g.roll((2, 2))
    g.play("2/off(4)")
    assert g.to_move == 1 and g.dice is None


def test_reading_no_re_roll_in_mad_gulbar():
    """Reading: the progression replaces Gulbar's re-roll: after 6-6 played
    in full the opponent throws."""
    g = nardy.Game("mad-gulbar", position=OPEN)
    g.roll((6, 6))
    play_first(g)
    assert len(g.turns[-1].steps) == 4 and g.to_move == 1 and g.stage == Stage("roll", 1)
