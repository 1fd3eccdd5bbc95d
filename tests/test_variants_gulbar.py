"""Gulbar (seed 000): every sentence of the section is a test, and so is
each reading the module states (nardy/rules/gulbar.py): the re-roll, the
moves passed to the opponent and the turn order that follows."""

import pytest

import nardy
from nardy import InvalidOptionError
from nardy.dice import Moves, Stage
from reference import make, texts

GULBAR = nardy.variant("gulbar")
OPEN = make({24: 5, 23: 3, 21: 3, 20: 2, 18: 2}, {12: 15})
# Every 6 is stopped: 24/18 and 23/17 land on the opponent.
NO_SIXES = make({24: 14, 23: 1}, {18: 1, 17: 1, 12: 13})


def play_first(g):
    legal = g.legal_plays()
    if legal:
        return g.play(legal[0])
    g.commit()


# -- sentence 1: a double played in full earns a re-roll ---------------------------

def test_s1_a_double_played_in_full_earns_another_throw():
    """1: "Apabila berganda jatuh, jika pemain dapat membuat semua 4
    gerakan, maka dia membaling dadu sekali lagi." -- "When a double falls,
    if the player could make all 4 moves, he throws the dice once more."
    After the whole 3-3 the same player is to roll; a non-double ends his
    turn."""
    g = nardy.Game("gulbar", position=OPEN)
    g.roll((3, 3))
    play_first(g)
    assert g.to_move == 0 and g.dice is None
    assert g.stage == Stage("roll", 0, None, origin=(3, 3))
    assert g.stage_text == "Gulbar: to roll again after playing the whole 3-3"
    g.roll((5, 2))
    assert g.stage_text == "Gulbar: playing 5-2, rolled again after the 3-3"
    play_first(g)
    assert g.to_move == 1 and g.stage == Stage("roll", 1)
    assert [t.player for t in g.turns] == [0, 0]


def test_s1_a_re_rolled_double_played_in_full_earns_another():
    g = nardy.Game("gulbar", position=OPEN)
    g.roll((2, 2))
    play_first(g)
    g.roll((3, 3))
    play_first(g)
    assert g.to_move == 0 and g.stage.origin == (3, 3)
    g.roll((4, 1))
    play_first(g)
    assert g.to_move == 1


def test_reading_no_progression_in_gulbar():
    """Reading: only a thrown double counts; there is no 4-4 after 3-3."""
    g = nardy.Game("gulbar", position=OPEN)
    g.roll((3, 3))
    play_first(g)
    assert g.stage.kind == "roll" and g.dice is None


# -- sentences 2-3: the moves not made pass to the opponent -----------------------

def test_s2_the_moves_of_a_double_not_made_pass_to_the_opponent():
    """2: "Jika pemain tidak mempunyai peluang untuk melakukan mana-mana
    gerakan ini, maka pihak lawan mesti membuat gerakan yang belum selesai."
    -- "If the player has no chance to make any of these moves, the
    opponent must make the moves not completed."  White's opening 6-6 plays
    two 6s (24/18(2): the opponent's head stops the rest); the other two
    are Black's to play, before Black's own throw."""
    g = nardy.Game("gulbar", seed=3)
    g.roll((6, 6))
    g.play("24/18(2)")
    assert g.stage == Stage("passed", 1, Moves(6, 2), origin=(6, 6))
    assert g.pending == (Stage("roll", 1),)
    assert g.stage_text == "Gulbar: playing 2 moves of 6 passed by the opponent (from the 6-6)"
    assert g.dice == Moves(6, 2) and g.dice_left() == (6, 6)
    # Black: 24/18, then 18/12 is White's head: one of the two is lost.
    assert texts(g.legal_plays()) == {"24/18"}
    g.play("24/18")
    assert g.stage == Stage("roll", 1) and g.dice is None


def test_s3_the_opponent_takes_all_the_moves_not_played():
    """3: "Pihak lawan mengambil semua gerakan yang tidak dimainkan." --
    "The opponent takes all the moves not played."  Reading: with no
    "cannot be started" exception in Gulbar, a double of which nothing can
    be played passes whole: four 6s."""
    assert GULBAR.legal_plays(NO_SIXES, (6, 6)) == []
    g = nardy.Game("gulbar", position=NO_SIXES)
    g.roll((6, 6))
    g.commit()
    assert g.stage == Stage("passed", 1, Moves(6, 4), origin=(6, 6))


def test_reading_a_non_doubles_unplayable_die_is_lost_not_passed():
    """Reading: only the moves of a double pass ("these moves")."""
    pos = make({24: 14, 23: 1}, {18: 1, 17: 1, 16: 1, 12: 12})
    g = nardy.Game("gulbar", position=pos)
    g.roll((6, 1))
    play_first(g)
    assert len(g.turns[-1].steps) == 1
    assert g.stage == Stage("roll", 1) and g.pending == ()


def test_reading_passed_moves_earn_no_re_roll_and_never_pass_back():
    """Reading: passed moves are not a throw: the opponent playing all of
    them earns no re-roll; what he cannot make is lost, not passed back."""
    # Black can play both passed 5s: then Black throws, once.
    pos = make({24: 14, 23: 1}, {19: 1, 18: 1, 12: 13})   # White's 5-5 is stuck at once
    g = nardy.Game("gulbar", position=pos)
    g.roll((5, 5))
    g.commit()
    assert g.stage == Stage("passed", 1, Moves(5, 4), origin=(5, 5))
    assert all(len(p) == 4 for p in g.legal_plays())
    play_first(g)
    assert g.stage == Stage("roll", 1) and g.pending == ()
    # And in the 6-6 opening, Black's lost 6 does not go back to White.
    g = nardy.Game("gulbar", seed=3)
    g.roll((6, 6))
    g.play("24/18(2)")
    g.play("24/18")
    assert g.to_move == 1 and g.stage.kind == "roll"


def test_reading_passed_moves_get_no_first_turn_exception_but_one_head_checker():
    """Reading: Black, still with all fifteen on the head, plays the two
    passed 6s with one head checker (a rolled 6-6 would take two); the
    passed moves are a stage of their own, so Black's own throw may take
    another."""
    g = nardy.Game("gulbar", seed=3)
    g.roll((6, 6))
    g.play("24/18(2)")
    assert texts(GULBAR.legal_plays(g.turn_start, (6, 6))) == {"24/18(2)"}
    assert texts(g.legal_plays()) == {"24/18"}
    g.play("24/18")
    g.roll((5, 4))
    assert "24/15" in texts(g.legal_plays())


def test_reading_the_first_throw_is_the_players_first_throw_not_a_full_head():
    """Seed 000, "Balingan pertama" (the first *throw*), and seed 003, 3.1:
    the head exception belongs to a player's first throw.  Black's passed
    6s take a checker off his head before he has thrown; his own first
    throw, 6-6, still takes two (the Game records who has thrown; the
    board with fourteen on the head cannot tell)."""
    g = nardy.Game("gulbar")
    g.roll((6, 6))
    g.play("24/18(2)")                    # White's first throw; two sixes pass to Black
    assert not g.first_throw              # passed moves are not a throw
    g.play("24/18")
    assert g.first_throw and g.position.points[23] == 14
    g.roll((6, 6))                        # Black's first throw
    assert texts(g.legal_plays()) == {"24/18(2)"}
    assert texts(GULBAR.legal_plays(g.turn_start, (6, 6))) == {"24/18"}   # the board alone guesses wrong
    g.play("24/18(2)")                    # and the record replays it
    again = nardy.Game.from_json(g.to_json())
    assert again.record() == g.record() and again.position == g.position


def test_passed_moves_replay_from_the_record():
    """Records keep the stages; a replay re-runs them and checks each."""
    g = nardy.Game("gulbar", seed=3)
    g.roll((6, 6))
    g.play("24/18(2)")
    g.play("24/18")
    g.roll((3, 3))
    play_first(g)
    g.roll((2, 1))
    play_first(g)
    rec = g.record()
    assert rec["turns"][1]["stage"] == "passed" and rec["turns"][1]["origin"] == [6, 6]
    assert rec["turns"][3]["stage"] == "roll" and rec["turns"][3]["origin"] == [3, 3]
    again = nardy.Game.from_json(g.to_json())
    assert again.position == g.position and again.stage == g.stage
    assert [t.stage for t in again.turns] == [t.stage for t in g.turns]
    moments = list(g.replay())
    first_of_turn_1 = next(m for m in moments if m.turn == 1)
    assert first_of_turn_1.stage == Stage("passed", 1, Moves(6, 2), (6, 6))
    assert moments[-1].stage == g.stage


def test_gulbar_options():
    assert set(GULBAR.options) == {"first_turn_exception", "transient_block", "block_needs"}
    with pytest.raises(InvalidOptionError):
        nardy.variant("gulbar", last_roll_draw=True)
    assert GULBAR.title == "Gulbar"
