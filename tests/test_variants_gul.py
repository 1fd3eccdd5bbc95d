"""Gul (seed 000's "gila", Crazy): every sentence of the section is a test,
and so is each reading the module states (nardy/rules/gul.py).

Positions are the mover's view: head 24, home 1..6; the opponent's head is
the mover's 12.
"""

import pytest

import nardy
from nardy import IllegalMoveError, InvalidOptionError
from nardy.dice import Stage
from reference import make, texts

GUL = nardy.variant("gul")
LONG = nardy.variant("long")

# Far from home, the opponent only on its head: every double up to 6-6 can
# be played in full.
OPEN = make({24: 5, 23: 3, 21: 3, 20: 2, 18: 2}, {12: 15})


def plays(rules, pos, roll):
    return texts(rules.legal_plays(pos, roll))


def game_at(pos, variant="gul"):
    return nardy.Game(variant, position=pos)


def play_first(g):
    """Play the first legal play of the stage (or nothing if none)."""
    legal = g.legal_plays()
    if legal:
        return g.play(legal[0])
    g.commit()
    return None


def run_go(g):
    """Play stages until the dice must be thrown again; the stages seen."""
    seen = []
    while g.dice is not None and not g.over:
        seen.append(g.stage)
        play_first(g)
    return seen


# -- sentence 1: four moves, then the doubles up to six -------------------------

def test_s1_a_double_is_followed_by_every_higher_double_up_to_six():
    """1: "Jika pemain mempunyai dua kali ganda pada dadu, dia diberi hak
    untuk membuat empat gerakan sesuai dengan nilai dadu yang dijatuhkan, dan
    kemudian pemain meneruskan gerakannya dengan pendua hingga enam." -- "If
    a player has a double on the dice, he makes four moves by the number
    thrown, and then continues his turn with doubles up to six."  3-3: four
    3s, four 4s, four 5s, four 6s, all by the same player; then the other
    player throws."""
    g = game_at(OPEN)
    g.roll((3, 3))
    seen = run_go(g)
    assert [(s.kind, s.player, s.dice) for s in seen] == [
        ("roll", 0, (3, 3)), ("double", 0, (4, 4)), ("double", 0, (5, 5)), ("double", 0, (6, 6))]
    assert all(s.origin == (3, 3) for s in seen[1:])
    assert [len(t.steps) for t in g.turns] == [4, 4, 4, 4]
    assert g.to_move == 1 and g.dice is None and g.stage == Stage("roll", 1)


def test_s1_the_stage_is_shown_in_plain_english():
    """The board's status line: "Gul: playing the 5-5 of 3-3 -> 6-6"."""
    g = game_at(OPEN)
    g.roll((3, 3))
    texts_seen = []
    while g.dice is not None:
        texts_seen.append(g.stage_text)
        play_first(g)
    assert texts_seen == ["Gul: playing the 3-3 of 3-3 -> 6-6", "Gul: playing the 4-4 of 3-3 -> 6-6",
                          "Gul: playing the 5-5 of 3-3 -> 6-6", "Gul: playing the 6-6 of 3-3 -> 6-6"]
    assert g.stage_text == "Gul: to roll"


def test_s1_a_rolled_six_six_and_non_doubles_have_no_progression():
    """6-6 is the top of the progression; a non-double is a classic turn."""
    for roll in ((6, 6), (5, 3)):
        g = game_at(OPEN)
        g.roll(roll)
        assert len(run_go(g)) == 1
        assert g.to_move == 1


def test_s1_each_double_of_the_progression_is_its_own_legal_plays_call():
    """The 4-4 after 3-3 is played like a rolled 4-4 from the position the
    3-3 left: the game's legal plays are the rules' for (4, 4)."""
    g = game_at(OPEN)
    g.roll((3, 3))
    play_first(g)
    assert g.dice == (4, 4)
    assert g.legal_plays() == GUL.legal_plays(g.turn_start, (4, 4))
    assert g.dice_left() == (4, 4, 4, 4)


# -- sentence 2: a double that cannot be started ---------------------------------

def test_s2_a_rolled_double_that_cannot_be_started_is_not_played_nor_passed():
    """2: "Jika pemain tidak boleh mula bermain berganda yang dilontar, ia
    tidak dimainkan dan tidak lulus kepada pihak lawan." -- "If the player
    cannot begin to play the double thrown, it is not played and does not
    pass to the opponent."  Every 6 is stopped (the mover's 18 and 12 are
    the opponent's): no move, no 1-1.. progression, nothing to the
    opponent, who simply throws."""
    pos = make({24: 14, 23: 1}, {18: 1, 17: 1, 12: 13})
    assert GUL.legal_plays(pos, (6, 6)) == []
    g = game_at(pos)
    g.roll((6, 6))
    g.commit()
    assert g.turns[-1].text == "(no move)"
    assert g.to_move == 1 and g.dice is None and g.pending == ()


def test_s2_no_progression_after_a_double_that_cannot_be_started():
    """Reading: "it is not played" covers what would follow it: a blocked
    rolled 5-5 does not lead to 6-6."""
    pos = make({24: 14, 23: 1}, {19: 1, 18: 1, 12: 13})
    assert GUL.legal_plays(pos, (5, 5)) == []
    assert GUL.legal_plays(pos, (6, 6))            # 6-6 would have been playable
    g = game_at(pos)
    g.roll((5, 5))
    g.commit()
    assert g.to_move == 1 and g.dice is None


# The opponent holds 17..13 and its head: 4s run freely from 23, but after
# 23/19(4) the 5-5 can be played only twice (24/19 and 23/18: 19/14, 18/13
# and a second head checker are all barred).
SHORT_FIVES = make({24: 10, 23: 5}, {12: 10, 17: 1, 16: 1, 15: 1, 14: 1, 13: 1})


def test_reading_the_progression_ends_at_a_double_not_played_in_full():
    """Reading: a double of the progression that cannot be played in full
    ends it (Gul passes nothing: the moves left are lost).  4-4 in full,
    then the 5-5 only twice: no 6-6 follows, the opponent throws."""
    g = game_at(SHORT_FIVES)
    g.roll((4, 4))
    g.play("23/19(4)")
    assert g.stage == Stage("double", 0, (5, 5), (4, 4))
    assert {len(p) for p in g.legal_plays()} == {2}
    play_first(g)
    assert g.to_move == 1 and g.dice is None and g.pending == ()
    assert [len(t.steps) for t in g.turns] == [4, 2]


# -- sentence 3: one checker from the head for each take ----------------------------

def test_s3_one_checker_from_the_head_for_each_double_of_the_progression():
    """3: "Adalah sah untuk mengeluarkan satu penyemak dari kepala untuk
    setiap pengambilan." -- "It is legal to take one checker from the head
    for each take."  Reading: each double of the progression may take one:
    within a stage never two, over the progression one each."""
    for roll in ((4, 4), (5, 5), (2, 2)):
        for p in GUL.legal_plays(OPEN, roll):
            assert p.result.points[23] >= OPEN.points[23] - 1
    g = game_at(OPEN)
    g.roll((3, 3))
    head = [g.position.points[23]]
    while g.dice is not None:
        best = max(g.legal_plays(), key=lambda p: -p.result.points[23])
        g.play(best)
        head.append(g.position_of(0).points[23])
    assert head == [5, 4, 3, 2, 1]


def test_s3_the_first_turn_exception_applies_to_the_rolled_double():
    """The classic first-turn exception is unchanged: 6-6 from the start
    takes two head checkers (the opponent's head stops one)."""
    assert plays(GUL, GUL.start(), (6, 6)) == {"24/18(2)"}
    assert plays(GUL, GUL.start(), (3, 3)) == plays(LONG, LONG.start(), (3, 3))


def test_reading_an_unplayable_first_throw_is_still_the_first_throw():
    """With ``first_turn_exception="any-block"`` (seed 000: a second head
    checker when one cannot play the whole roll), the exception belongs to
    the first throw only.  White's 1-1 progression blocks Black's 18, so
    Black's first throw, 6-6, cannot be played at all; his second throw, 4-2,
    with all fifteen still on the head, gets no exception: one checker,
    the larger die."""
    g = nardy.Game("gul", first_turn_exception="any-block")
    g.roll((1, 1))
    for text in ("24/20", "24/16", "24/18 20/14", "24/20 18/6", "20/15 16/6 14/9", "24/18 15/3 9/3"):
        g.play(text)                      # 1-1, 2-2, .., 6-6
    assert g.to_move == 1 and g.first_throw
    g.roll((6, 6))
    assert g.legal_plays() == []
    g.commit()                            # Black's first throw, not played
    g.roll((2, 1))
    g.play("3/2 3/1")
    g.roll((4, 2))
    assert not g.first_throw and g.position.points[23] == 15
    assert texts(g.legal_plays()) == {"24/20"}
    any_block = nardy.variant("gul", first_turn_exception="any-block")
    assert texts(any_block.legal_plays(g.turn_start, (4, 2))) == {"24/22 24/20"}   # a board's guess
    assert texts(any_block.legal_plays(g.turn_start, (4, 2), first_throw=True)) == {"24/22 24/20"}


def test_reading_a_progression_double_is_not_a_throw():
    """Sentence 3: one checker from the head for each take; the first-throw
    exception belongs to the rolled double only, not to the doubles that
    follow it."""
    g = nardy.Game("gul")
    g.roll((3, 3))
    assert g.first_throw
    g.play("24/18(2)")                    # the head stops the one checker: two leave
    assert g.stage.kind == "double" and not g.first_throw


# -- sentences 4-5: bearing off only exactly; nothing inside the home ----------------

BEAROFF = make({6: 2, 3: 1, 1: 3}, {12: 15}, off=(9, 0))


def test_s4_bear_off_only_from_the_point_matching_the_die():
    """4: "Pemain boleh membawa mereka keluar hanya dari padang yang sepadan
    dengan dadu yang dilempar." -- "The player may bear them off only from
    the point matching the die thrown."  6-3 bears off from 6 and 3; no
    larger die bears off from the highest point: with checkers on 3 and 1
    only, classic bears both off with 6-5, Gul nothing."""
    assert plays(GUL, BEAROFF, (6, 3)) == {"6/off 3/off"}
    assert plays(GUL, BEAROFF, (6, 5)) == {"6/off"}
    only_low = make({3: 1, 1: 2}, {12: 15}, off=(12, 0))
    assert plays(LONG, only_low, (6, 5)) == {"3/off 1/off"}
    assert plays(GUL, only_low, (6, 5)) == set()
    assert plays(GUL, only_low, (3, 1)) == {"3/off 1/off"}
    with pytest.raises(IllegalMoveError, match="only with the exact die"):
        GUL.check_step(only_low, (6, 5), [], 3, "off")


def test_s5_no_moves_inside_the_home_while_bearing_off():
    """5: "Dalam kes ini, pemain DILARANG BERJALAN dengan bidak di dalam
    rumah." -- "In this case the player is FORBIDDEN TO MOVE checkers inside
    the home."  5-4 cannot move 6/1 or 6/2 as classic would: nothing at
    all."""
    assert "6/2 6/1" in plays(LONG, BEAROFF, (5, 4))
    assert plays(GUL, BEAROFF, (5, 4)) == set()
    with pytest.raises(IllegalMoveError, match="no moves inside the home"):
        GUL.check_step(BEAROFF, (5, 4), [], 6, 1)
    assert plays(GUL, BEAROFF, (6, 4)) == {"6/off"}
    with pytest.raises(IllegalMoveError, match="no moves inside the home"):
        GUL.parse_play(BEAROFF, (6, 4), "6/off 6/2")
    assert plays(GUL, BEAROFF, (2, 2)) == set()


def test_reading_in_this_case_means_while_bearing_off():
    """Reading: "in this case" is the bearing off of sentence 4: before all
    fifteen are home a checker may still move inside the home."""
    pos = make({9: 1, 6: 2, 2: 3}, {12: 15}, off=(9, 0))
    assert "6/3 6/4" in plays(GUL, pos, (3, 2)) or "6/4 6/3" in plays(GUL, pos, (3, 2))


def test_reading_the_ban_starts_at_the_step_the_last_checker_comes_home():
    """Reading: checked step by step.  Once 8/5 brings the last checker
    home, the 2 may only bear off, exactly (8/5 2/off); 6/4 is refused after
    it -- but 6/4 *before* 8/5 is a move inside the home while a checker is
    still outside, so "8/5 6/4" stays legal in that order."""
    pos = make({8: 1, 6: 2, 2: 3}, {12: 15}, off=(9, 0))
    got = plays(GUL, pos, (3, 2))
    assert "8/5 2/off" in got and "8/5 6/4" in got
    with pytest.raises(IllegalMoveError, match="no moves inside the home"):
        GUL.check_step(pos, (3, 2), [(8, 5)], 6, 4)
    assert GUL.check_step(pos, (3, 2), [(6, 4)], 8, 5).die == 3
    with pytest.raises(IllegalMoveError, match="no moves inside the home"):
        GUL.check_step(pos, (3, 2), [(8, 6)], 6, 3)


# -- sentence 6: the progression stops once all are home ------------------------------

def test_s6_the_progression_stops_once_all_checkers_are_home():
    """6: "Jika pemain telah membawa semua bidak ke dalam rumah, maka
    perkembangan beregu terhenti." -- "If the player has brought all
    checkers into the home, the progression of doubles stops."  The 3-3
    brings the last two checkers home: no 4-4."""
    pos = make({9: 1, 8: 1, 5: 5, 4: 4, 2: 4}, {12: 15})
    g = game_at(pos)
    g.roll((3, 3))
    g.play("9/6 8/5 5/2 5/2")
    assert g.to_move == 1 and g.dice is None


def test_reading_the_double_being_played_is_finished_after_coming_home():
    """Reading: the double in progress is finished: after 9/6 brings the
    last checker home, the other three 3s bear off from the 3-point
    (exactly), and then the progression stops."""
    pos = make({9: 1, 5: 5, 3: 4, 2: 5}, {12: 15})
    got = plays(GUL, pos, (3, 3))
    assert "9/6 3/off(3)" in got
    assert all("6/3" not in t for t in got)
    g = game_at(pos)
    g.roll((3, 3))
    g.play("9/6 3/off(3)")
    assert g.to_move == 1 and g.dice is None


def test_reading_a_player_already_home_plays_only_the_rolled_double():
    """Reading: already home when rolling 2-2: the four 2s (bearing off,
    exactly), then no 3-3."""
    pos = make({5: 3, 2: 6}, {12: 15}, off=(6, 0))
    g = game_at(pos)
    g.roll((2, 2))
    g.play("2/off(4)")
    assert g.to_move == 1 and g.dice is None


def test_gul_options_and_title():
    assert GUL.options == {"first_turn_exception": "head-block", "transient_block": True, "block_needs": "ahead"}
    with pytest.raises(InvalidOptionError):
        nardy.variant("gul", last_roll_draw=True)
    assert GUL.title == "Gul" and GUL.start() == LONG.start()
