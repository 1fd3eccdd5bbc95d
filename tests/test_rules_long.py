"""Long nardy, classic: one test (at least) per numbered rule of docs/rules.md
("Long nardy, classic", rules 1-10), with the seed cases of issue 2.

Every position is the mover's view (docs/rules.md#numbering): the mover's head
is its 24, its home 1..6; the opponent's head is the mover's 12 and the
opponent's home the mover's 18..13.  Rule 2 (order of play) and rule 9's
last-roll draw live in test_game.py, rule 7 (forced play) in
test_forced_play.py; both are also touched here.
"""

import pytest

import nardy
from nardy import IllegalMoveError, InvalidPositionError
from reference import Board, blocks, legal_results, make, refusals, texts

LONG = nardy.variant("long")
ANY = nardy.variant("long", first_turn_exception="any-block")
STRICT = nardy.variant("long", transient_block=False)
HOME = nardy.variant("long", block_needs="home")


def plays(rules, pos, roll):
    return texts(rules.legal_plays(pos, roll))


def has_block(pos):
    """Six or more in a row for the mover along the opponent's path."""
    return bool(blocks(Board.of(pos)))


def agrees_with_reference(rules, pos, roll):
    opts = {k: v for k, v in rules.options.items() if k != "last_roll_draw"}
    return {p.result for p in rules.legal_plays(pos, roll)} == legal_results("long", pos, roll, opts)


def black_view_after(white_roll, rules=LONG):
    """Black's position after white's only opening play for ``white_roll``."""
    (white,) = rules.legal_plays(rules.start(), white_roll)
    return rules.swap(white.result)


# ---------------------------------------------------------------------------
# Rule 1: 15 checkers each on their own head; same direction; home; win
# ---------------------------------------------------------------------------

def test_rule1_fifteen_checkers_each_start_on_their_own_head():
    """Rule 1: "Two players, 15 checkers each, all start on their own head"
    -- the mover's 24, the opponent's head being the mover's 12."""
    start = LONG.start()
    assert start.points[24 - 1] == 15
    assert start.points[12 - 1] == -15
    assert sum(abs(v) for v in start.points) == 30
    assert start.bar == (0, 0) and start.off == (0, 0)


def test_rule1_both_move_counter_clockwise_the_same_way_round():
    """Rule 1: "Both move counter-clockwise, a full circle": the start looks
    the same from both sides, and a white checker that reached white's 13
    stands on black's 1 (the board turned half round)."""
    start = LONG.start()
    assert LONG.swap(start) == start
    black = black_view_after((6, 5))             # white played 24/13
    assert black.points[1 - 1] == -1
    assert black.points[12 - 1] == -14
    assert LONG.swap(LONG.swap(black)) == black


def test_rule1_pip_counts_use_the_same_geometry_for_both():
    """Rule 1: a full circle into home: each side needs 15 x 24 pips."""
    assert LONG.pips(LONG.start()) == (360, 360)
    black = black_view_after((6, 5))
    assert LONG.pips(black) == (360, 360 - 11)


def test_rule1_home_is_the_last_quarter_bearing_off_needs_all_home():
    """Rule 1: home is "the last quarter, 18 points after the head" (the
    mover's 1..6); checkers are borne off only from there."""
    pos = make({6: 1, 1: 1}, {12: 15}, off=(13, 0))
    assert "6/off 1/off" in plays(LONG, pos, (6, 1))
    pos = make({7: 1, 1: 1}, {12: 15}, off=(13, 0))
    with pytest.raises(IllegalMoveError, match="only once all 15 checkers are home"):
        LONG.check_step(pos, (6, 1), [], 1, 0)


def test_rule1_no_bar_in_long_nardy():
    """Rule 1/4: no hitting, so a position with a checker on the bar is not
    a long nardy position."""
    pos = make({24: 14}, {12: 15}, bar=(1, 0))
    with pytest.raises(InvalidPositionError, match="bar"):
        LONG.legal_plays(pos, (6, 5))


# ---------------------------------------------------------------------------
# Rule 3: two dice, one checker per die, any order, the sum needs the
# intermediate point open, doubles four times
# ---------------------------------------------------------------------------

MIDGAME = make({24: 10, 20: 1, 15: 1, 8: 3}, {12: 12, 3: 2, 16: 1})


def test_rule3_one_checker_by_each_die_or_one_checker_by_both():
    """Rule 3: "one checker moves by one die and one checker (the same or
    another) by the other"."""
    got = plays(LONG, MIDGAME, (4, 2))
    assert "20/18 15/11" in got          # two checkers
    assert "15/9" in got                 # one checker by the sum
    assert "24/20 8/6" in got            # the head checker and another
    assert agrees_with_reference(LONG, MIDGAME, (4, 2))


def test_rule3_order_is_free():
    """Rule 3: "order is free": either die first reaches the same play."""
    a = LONG.parse_play(MIDGAME, (4, 2), "20/18 15/11")
    b = LONG.find_play(MIDGAME, (4, 2), [(15, 11), (20, 18)])
    c = LONG.find_play(MIDGAME, (4, 2), [(20, 18), (15, 11)])
    assert a == b == c
    assert LONG.check_step(MIDGAME, (4, 2), [], 15, 11).die == 4
    assert LONG.check_step(MIDGAME, (4, 2), [], 20, 18).die == 2


def test_rule3_the_sum_needs_the_intermediate_point_open():
    """Rule 3: "Moving one checker by the sum needs the intermediate point
    open."  From 20 with 4-2, the 14 is open but 16 and 18 are not."""
    pos = make({24: 13, 20: 1, 9: 1}, {12: 13, 16: 1, 18: 1})
    assert all(not t.startswith("20/14") for t in plays(LONG, pos, (4, 2)))
    with pytest.raises(IllegalMoveError, match="held by the opponent"):
        LONG.parse_play(pos, (4, 2), "20/14")
    # With 18 open the checker goes round through it.
    pos = make({24: 13, 20: 1, 9: 1}, {12: 14, 16: 1})
    play = LONG.parse_play(pos, (4, 2), "20/14")
    assert [(s.frm, s.to) for s in play.steps] == [(20, 18), (18, 14)]


def test_rule3_doubles_are_played_four_times():
    """Rule 3: "Doubles are played four times"."""
    legal = LONG.legal_plays(MIDGAME, (2, 2))
    assert legal and all(len(p) == 4 for p in legal)
    assert "20/12" not in plays(LONG, MIDGAME, (2, 2))      # 12 is the opponent's head
    assert "15/7" in plays(LONG, MIDGAME, (2, 2))
    assert agrees_with_reference(LONG, MIDGAME, (2, 2))


def test_rule3_a_die_is_used_whole():
    """Rule 3: a checker moves by the number of one die, not part of it."""
    with pytest.raises(IllegalMoveError, match="no die left moves 3"):
        LONG.check_step(MIDGAME, (4, 2), [], 15, 12)


# ---------------------------------------------------------------------------
# Rule 4: no hitting; one opponent checker closes a point
# ---------------------------------------------------------------------------

def test_rule4_a_single_opponent_checker_closes_the_point():
    """Rule 4: "A point holding even one opponent checker is closed: you
    cannot land on it"."""
    pos = make({24: 13, 20: 2}, {12: 14, 16: 1})
    assert all("/16" not in t for t in plays(LONG, pos, (4, 1)))
    with pytest.raises(IllegalMoveError, match="point 16 is held by the opponent"):
        LONG.check_step(pos, (4, 1), [], 20, 16)


def test_rule4_no_hitting_the_opponent_never_changes():
    """Rule 4: "No hitting": whatever is played, the opponent's checkers
    stay where they are and nobody goes to a bar."""
    for roll in nardy.ALL_ROLLS:
        for play in LONG.legal_plays(MIDGAME, roll):
            assert all(s.hit is False for s in play.steps)
            opp_before = [min(v, 0) for v in MIDGAME.points]
            opp_after = [min(v, 0) for v in play.result.points]
            assert opp_before == opp_after
            assert play.result.bar == (0, 0)


def test_rule4_own_checkers_share_a_point_without_limit():
    """Rule 4: "Any number of your own checkers may share a point"."""
    pos = make({24: 5, 19: 9, 13: 1}, {12: 15})
    play = LONG.parse_play(pos, (5, 2), "24/19 13/11")
    assert play.result.points[19 - 1] == 10


# ---------------------------------------------------------------------------
# Rule 5: the head rule and the first-turn exception
# ---------------------------------------------------------------------------

@pytest.mark.parametrize("rules", [LONG, ANY], ids=["head-block", "any-block"])
@pytest.mark.parametrize("roll, expected", [
    ((6, 5), {"24/13"}),
    ((6, 6), {"24/18(2)"}),
    ((3, 3), {"24/18(2)", "24/15 24/21"}),
    ((4, 4), {"24/16(2)"}),
    ((5, 5), {"24/4"}),
    ((2, 2), {"24/16"}),
    ((1, 1), {"24/20"}),
    ((2, 1), {"24/21"}),
])
def test_rule5_first_rolls_seed_cases(rules, roll, expected):
    """Rule 5 / issue 2 seed cases: the first mover's 6-5 plays only 24/13;
    6-6 24/18(2); 3-3 24/18(2) or 24/15 24/21; 4-4 24/16(2) -- under both
    readings (000: "only three such throws for the first player")."""
    assert plays(rules, rules.start(), roll) == expected


@pytest.mark.parametrize("roll", nardy.ALL_ROLLS, ids=str)
def test_rule5_first_mover_takes_two_only_with_66_44_33(roll):
    """Rule 5 (003 rule 3.1, 000): "There are only three such throws: 6-6,
    4-4, 3-3"; every other first roll moves a single head checker."""
    for rules in (LONG, ANY):
        for play in rules.legal_plays(rules.start(), roll):
            left = 15 - play.result.points[24 - 1]
            assert left == (2 if roll in ((6, 6), (4, 4), (3, 3)) else 1)
        assert agrees_with_reference(rules, rules.start(), roll)


def test_rule5_66_first_turn_plays_only_two_sixes():
    """Rule 5 / rule 10 (003: "with 6-6 only two moves instead of four, for
    example on the first move"): the opponent's head stops both checkers."""
    (play,) = LONG.legal_plays(LONG.start(), (6, 6))
    assert len(play) == 2


def test_rule5_head_block_black_44_after_white_55_takes_one_checker():
    """Rule 5, head-block, 003's note to rule 3.1: "after white's first
    throw 5-5 and then black's 4-4, black takes one checker from the head,
    playing one four, because the obstacle stops them going further"."""
    black = black_view_after((5, 5))
    assert black.points[16 - 1] == -1            # white's checker on black's 16
    (play,) = LONG.legal_plays(black, (4, 4))
    assert str(play) == "24/20"
    assert len(play) == 1


def test_rule5_any_block_black_44_after_white_55_takes_two():
    """Rule 5, any-block (000): the whole 4-4 cannot be played with one head
    checker, so a second may leave: 24/20(2)."""
    black = black_view_after((5, 5), ANY)
    assert plays(ANY, black, (4, 4)) == {"24/20(2)"}


@pytest.mark.parametrize("white_roll, black_roll, head_block, any_block", [
    ((2, 1), (5, 5), {"24/14"}, {"24/14(2)"}),
    ((6, 2), (5, 5), {"24/9"}, {"24/14(2)", "24/9 24/19"}),
    ((5, 5), (6, 2), {"24/18"}, {"24/22 24/18"}),
    ((5, 5), (5, 5), {"24/4"}, {"24/4"}),
    ((2, 1), (6, 2), {"24/16"}, {"24/16"}),
])
def test_rule5_any_block_second_mover_extras_from_seed_000(white_roll, black_roll, head_block, any_block):
    """Rule 5, any-block, seed 000: "If the opponent's first throw was 2-1,
    6-2 or 5-5, the second player may take the second checker also with
    5-5 and 6-2": after 2-1 or 6-2 a 5-5 takes two, after 5-5 a 6-2 takes
    two.  Head-block (003) keeps one checker."""
    assert plays(LONG, black_view_after(white_roll, LONG), black_roll) == head_block
    assert plays(ANY, black_view_after(white_roll, ANY), black_roll) == any_block


@pytest.mark.parametrize("white_roll", nardy.ALL_ROLLS, ids=str)
def test_rule5_second_mover_first_turn_matches_reference(white_roll):
    """Rule 5, both readings, every opening then every reply: the engine's
    plays equal the brute-force reference's."""
    for rules in (LONG, ANY):
        for white in rules.legal_plays(rules.start(), white_roll):
            black = rules.swap(white.result)
            for roll in nardy.ALL_ROLLS:
                assert agrees_with_reference(rules, black, roll), (white_roll, str(white), roll)


def test_rule5_only_one_checker_may_leave_the_head_per_turn():
    """Rule 5: "At most one checker may leave the head per turn" (after the
    first turn, doubles included)."""
    pos = make({24: 14, 19: 1}, {12: 14, 3: 1})
    for roll in nardy.ALL_ROLLS:
        for play in LONG.legal_plays(pos, roll):
            assert play.result.points[24 - 1] >= 13, (roll, str(play))
    assert "24/14(2)" not in plays(LONG, pos, (5, 5))


def test_rule5_head_message_check_step():
    """Rule 5's explanation, through check_step: the second head checker."""
    with pytest.raises(IllegalMoveError, match="only one checker may leave the head"):
        LONG.check_step(LONG.start(), (6, 5), [(24, 18)], 24, 19)


def test_rule5_head_message_parse_play():
    """Rule 5's explanation, through parse_play."""
    with pytest.raises(IllegalMoveError, match="only one checker may leave the head"):
        LONG.parse_play(LONG.start(), (6, 5), "24/18 24/19")
    with pytest.raises(IllegalMoveError, match="only one checker may leave the head"):
        LONG.parse_play(black_view_after((5, 5)), (4, 4), "24/20(2)")


def test_rule5_head_message_game_step_and_play():
    """Rule 5's explanation, through Game.step and Game.play; the game is
    left as it was."""
    game = nardy.Game("long", seed=1)
    game.roll((6, 5))
    game.step(24, 18)
    before = (game.position, list(game.steps), game.record())
    with pytest.raises(IllegalMoveError, match="only one checker may leave the head"):
        game.step(24, 19)
    assert (game.position, list(game.steps), game.record()) == before
    with pytest.raises(IllegalMoveError, match="only one checker may leave the head"):
        game.play("24/18 24/19")
    assert game.record() == before[2] and game.position == before[0]


# ---------------------------------------------------------------------------
# Rule 6: the six-point block
# ---------------------------------------------------------------------------

# The mover holds 11, 10, 9, 8, 7 (five points in a row along the opponent's
# path 12, 11, .., 1); 10/6 with a 4 would make the sixth.
FENCE = {24: 8, 11: 1, 10: 2, 9: 2, 8: 1, 7: 1}


def test_rule6_a_blind_six_point_block_is_forbidden():
    """Rule 6: six points in a row "are allowed only if at least one
    opponent checker is already past them": with every opponent checker
    behind (on its head), 10/6 may not end the turn."""
    pos = make(FENCE, {12: 15})
    for play in LONG.legal_plays(pos, (4, 1)):
        assert not all(play.result.points[p - 1] > 0 for p in (11, 10, 9, 8, 7, 6)), str(play)
    assert "24/23 10/6" not in plays(LONG, pos, (4, 1))
    with pytest.raises(IllegalMoveError, match="six-point block"):
        LONG.parse_play(pos, (4, 1), "24/23 10/6")
    assert agrees_with_reference(LONG, pos, (4, 1))


def test_rule6_block_allowed_with_an_opponent_checker_past_it():
    """Rule 6: the same block is allowed once an opponent checker is past
    it (here on the mover's 3, further along the opponent's path)."""
    pos = make(FENCE, {12: 14, 3: 1})
    assert "24/23 10/6" in plays(LONG, pos, (4, 1))
    assert agrees_with_reference(LONG, pos, (4, 1))


def test_rule6_transient_block_allowed_by_default():
    """Rule 6, transient_block=True (000 Classic: "a screen 'with a run',
    formed during the move and opened at once"): 10/6 then 7/6 forms the
    block and breaks it in the same turn."""
    pos = make(FENCE, {12: 15})
    assert "10/6 7/6" in plays(LONG, pos, (4, 1))
    step = LONG.check_step(pos, (4, 1), [], 10, 6)
    assert (step.frm, step.to, step.die) == (10, 6, 4)
    assert LONG.check_step(pos, (4, 1), [(10, 6)], 7, 6).die == 1


# The mover's 13 can reach 10 with 2-1 only through 11 (12 is the opponent's
# head): 13/11 makes 11..6 for a moment, 11/10 breaks it again.
RUN_THROUGH = {24: 9, 13: 1, 10: 1, 9: 1, 8: 1, 7: 1, 6: 1}


def test_rule6_transient_block_forbidden_when_option_false():
    """Rule 6, transient_block=False (003 rule 3.5: "and even 'with a
    run'"; 000's Nardgammon: "at any moment of the turn"): a checker may not
    run through the sixth point of a blind block."""
    pos = make(RUN_THROUGH, {12: 15})
    assert "13/10" in plays(LONG, pos, (2, 1))
    assert "13/10" not in plays(STRICT, pos, (2, 1))
    with pytest.raises(IllegalMoveError, match="six-point block"):
        STRICT.check_step(pos, (2, 1), [], 13, 11)
    with pytest.raises(IllegalMoveError, match="six-point block"):
        STRICT.parse_play(pos, (2, 1), "13/10")
    assert agrees_with_reference(LONG, pos, (2, 1))
    assert agrees_with_reference(STRICT, pos, (2, 1))


def test_rule6_transient_false_judges_each_moment_not_each_play():
    """Rule 6, transient_block=False: 10/6 7/6 never shows six in a row if
    the 7/6 comes first, so the play stays legal -- but 10/6 as the first
    step is refused."""
    pos = make(FENCE, {12: 15})
    assert "10/6 7/6" in plays(STRICT, pos, (4, 1))
    with pytest.raises(IllegalMoveError, match="six-point block"):
        STRICT.check_step(pos, (4, 1), [], 10, 6)
    assert STRICT.check_step(pos, (4, 1), [(7, 6)], 10, 6).die == 4
    assert agrees_with_reference(STRICT, pos, (4, 1))


def test_rule6_block_needs_home():
    """Rule 6, block_needs="home" (000, 003: "only if at least one opponent
    checker has entered its home"): an opponent checker past the block but
    not yet home is not enough; one in its home (the mover's 13..18) is."""
    past_not_home = make(FENCE, {12: 14, 3: 1})
    assert "24/23 10/6" not in plays(HOME, past_not_home, (4, 1))
    with pytest.raises(IllegalMoveError, match="six-point block"):
        HOME.parse_play(past_not_home, (4, 1), "24/23 10/6")
    in_home = make(FENCE, {12: 14, 15: 1})
    assert "24/23 10/6" in plays(HOME, in_home, (4, 1))
    assert agrees_with_reference(HOME, past_not_home, (4, 1))
    assert agrees_with_reference(HOME, in_home, (4, 1))


def test_rule6_blocks_wrap_from_the_movers_1_to_its_24():
    """Rule 6: "consecutive along the opponent's path, which wraps from the
    mover's 1 to its 24": 2, 1, 24, 23, 22, 21 is a block."""
    pos = make({24: 9, 23: 1, 22: 1, 2: 1, 1: 1, 5: 2}, {12: 15})
    # 5/21 is impossible; make the sixth point 21 from the head with a 3.
    got = plays(LONG, pos, (3, 1))
    assert "24/21 5/4" not in got
    with pytest.raises(IllegalMoveError, match="six-point block"):
        LONG.parse_play(pos, (3, 1), "24/21 5/4")
    past = make({24: 9, 23: 1, 22: 1, 2: 1, 1: 1, 5: 2}, {12: 14, 19: 1})
    assert "24/21 5/4" in plays(LONG, past, (3, 1))
    assert agrees_with_reference(LONG, pos, (3, 1))


def test_rule6_the_movers_13_and_12_are_not_consecutive_for_the_opponent():
    """Rule 6 geometry: the opponent's path starts on the mover's 12 and
    ends on its 13, so 16..11 held by the mover are two runs, not a block."""
    pos = make({24: 9, 16: 1, 15: 1, 14: 1, 13: 1, 11: 1, 18: 1}, {10: 1, 20: 14})
    # 18/12 gives the mover 16, 15, 14, 13, 12, 11: allowed.
    assert "24/23 18/12" in plays(LONG, pos, (6, 1))
    assert agrees_with_reference(LONG, pos, (6, 1))


def test_rule6_seven_in_a_row_is_a_block_too():
    """Rule 6: "Six or more consecutive points": a blind seven is refused
    as well."""
    pos = make({24: 8, 11: 1, 10: 1, 9: 2, 8: 1, 7: 1, 5: 1}, {12: 15})
    assert all(not has_block(p.result) for p in LONG.legal_plays(pos, (3, 1)))
    with pytest.raises(IllegalMoveError, match="six-point block"):
        LONG.parse_play(pos, (3, 1), "24/23 9/6")
    assert agrees_with_reference(LONG, pos, (3, 1))


# ---------------------------------------------------------------------------
# Rule 7: forced play (more in test_forced_play.py)
# ---------------------------------------------------------------------------

def test_rule7_you_must_play_the_whole_roll():
    """Rule 7: "You must play the whole roll if any way allows it": 24/18
    alone with 6-5 on the first turn is refused, naming 24/13."""
    with pytest.raises(IllegalMoveError, match="you must play both dice.*24/13"):
        LONG.parse_play(LONG.start(), (6, 5), "24/18")


# ---------------------------------------------------------------------------
# Rule 8: bearing off
# ---------------------------------------------------------------------------

BEAR = make({5: 2, 3: 1, 2: 1}, {12: 5, 15: 10}, off=(11, 0))


def test_rule8_a_die_bears_off_from_its_own_point():
    """Rule 8: "A die bears off a checker from the point of that number"."""
    got = plays(LONG, BEAR, (5, 3))
    assert "5/off 3/off" in got
    assert agrees_with_reference(LONG, BEAR, (5, 3))


def test_rule8_a_higher_die_bears_off_from_the_highest_point():
    """Rule 8: "a higher die may bear off from the highest occupied point
    when no checker stands higher": 6 bears off from the 5."""
    got = plays(LONG, BEAR, (6, 3))
    assert "5/off 3/off" in got
    with pytest.raises(IllegalMoveError, match="highest point"):
        LONG.check_step(BEAR, (6, 3), [], 2, 0)
    assert agrees_with_reference(LONG, BEAR, (6, 3))


def test_rule8_dice_may_move_checkers_inside_home_instead():
    """Rule 8: "Dice may instead move checkers inside home"."""
    got = plays(LONG, BEAR, (2, 1))
    assert "5/4 5/3" in got
    assert "3/1 2/1" in got
    assert agrees_with_reference(LONG, BEAR, (2, 1))


def test_rule8_no_bearing_off_before_all_fifteen_are_home():
    """Rule 8: "Bearing off starts once all 15 are home"."""
    pos = make({7: 1, 5: 2, 3: 1}, {12: 15}, off=(11, 0))
    with pytest.raises(IllegalMoveError, match="only once all 15 checkers are home"):
        LONG.check_step(pos, (6, 3), [], 3, 0)
    # ... but once the last one is in, the rest of the roll may bear off.
    assert "7/1 5/off" in plays(LONG, pos, (6, 5))


def test_rule8_seed_003_example_6_3():
    """Rule 8, 003 rule 3.12: "if 6-3 is thrown, the player may take one
    checker off from the 6th field and one from the 3rd (the three may be
    played from the 6th, 5th or 4th)"."""
    pos = make({6: 3, 5: 3, 4: 3, 3: 3, 2: 3}, {15: 15})
    got = plays(LONG, pos, (6, 3))
    assert {"6/off 3/off", "6/3 6/off", "6/off 5/2", "6/off 4/1"} <= got
    assert agrees_with_reference(LONG, pos, (6, 3))


def test_rule8_seed_003_example_6_5_from_the_fourth():
    """Rule 8, 003 rule 3.12: "if 6-5 fell and there are no checkers on the
    6th and 5th fields, the player may take two checkers from the next,
    fourth field"."""
    pos = make({4: 3, 3: 3, 1: 2}, {12: 15}, off=(7, 0))
    assert "4/off(2)" in plays(LONG, pos, (6, 5))
    assert agrees_with_reference(LONG, pos, (6, 5))


# ---------------------------------------------------------------------------
# Rule 9: result
# ---------------------------------------------------------------------------

def test_rule9_oin_when_the_loser_bore_off_at_least_one():
    """Rule 9 (003 4.1): the loser bore off at least one: "oin", 1 point."""
    won = make({}, {15: 5, 14: 6}, off=(15, 4))
    assert LONG.winner_points(won) == 1
    assert LONG.result_name(1) == "oin"


def test_rule9_mars_when_the_loser_bore_off_none():
    """Rule 9 (003 4.2): none borne off: "mars", 2 points."""
    won = make({}, {15: 5, 14: 6, 3: 4}, off=(15, 0))
    assert LONG.winner_points(won) == 2
    assert LONG.result_name(2) == "mars"
    # from the loser's side too
    assert LONG.winner_points(LONG.swap(won)) == 2


def test_rule9_game_over_no_more_plays():
    """Rule 9 / rule 1 ("first to bear off all 15 wins"): the winner has
    nothing more to play."""
    won = make({}, {15: 5, 14: 6, 3: 4}, off=(15, 0))
    assert LONG.is_over(won)
    assert LONG.legal_plays(won, (6, 5)) == []


# ---------------------------------------------------------------------------
# Rule 10: movement deficit
# ---------------------------------------------------------------------------

def test_rule10_a_number_may_have_fewer_moves_than_four():
    """Rule 10: "sometimes 6-6 gives only two moves instead of four": a
    fence in front of the checkers leaves sixes short while other numbers
    play in full."""
    pos = make({24: 13, 20: 2}, {14: 1, 8: 1, 12: 13})
    six = LONG.legal_plays(pos, (6, 6))
    assert six and max(len(p) for p in six) < 4
    assert all(len(p) == 4 for p in LONG.legal_plays(pos, (1, 1)))
    assert agrees_with_reference(LONG, pos, (6, 6))


def test_rule6_a_full_home_is_a_six_point_block_too():
    """Rule 6: the mover's 6..1 are six points in a row on the opponent's
    path; with every opponent checker behind them (on its head) they may
    not all be held -- 6/off 4/1 would fill the 1."""
    pos = make({6: 3, 5: 3, 4: 3, 3: 3, 2: 3}, {12: 15})
    got = plays(LONG, pos, (6, 3))
    assert "6/off 4/1" not in got and "6/off 3/off" in got
    assert agrees_with_reference(LONG, pos, (6, 3))


# ---------------------------------------------------------------------------
# Explanations: every way to make an illegal move names the rule
# ---------------------------------------------------------------------------

@pytest.mark.parametrize("pos, roll, done, bad, text, options, phrase", [
    (LONG.start(), (6, 5), [(24, 18)], (24, 19), "24/18 24/19", {},
     "only one checker may leave the head"),
    (make({24: 13, 20: 2}, {12: 14, 16: 1}), (4, 1), [], (20, 16), "20/16 20/19", {},
     "point 16 is held by the opponent"),
    (make({24: 14, 13: 1}, {19: 1, 12: 14}), (4, 1), [], (24, 20), "24/20", {},
     "you must play both dice"),
    (make({24: 14, 11: 1}, {18: 1, 19: 1, 15: 1, 12: 12}), (6, 5), [], (11, 6), "11/6", {},
     "you must play the larger"),
    (make(FENCE, {12: 15}), (4, 1), [(24, 23)], (10, 6), "24/23 10/6", {},
     "six-point block"),
    (make(FENCE, {12: 14, 3: 1}), (4, 1), [(24, 23)], (10, 6), "24/23 10/6", {"block_needs": "home"},
     "six-point block"),
    (make(RUN_THROUGH, {12: 15}), (2, 1), [], (13, 11), "13/10", {"transient_block": False},
     "six-point block"),
    (make({7: 1, 5: 2, 3: 1}, {12: 15}, off=(11, 0)), (6, 3), [], (3, 0), "3/off 5/2", {},
     "only once all 15 checkers are home"),
    (BEAR, (6, 3), [], (2, 0), "2/off 5/2", {},
     "highest point"),
], ids=["head", "held", "both-dice", "larger", "block", "block-home", "transient", "not-home", "highest"])
def test_explanations_name_the_rule(pos, roll, done, bad, text, options, phrase):
    """Issue 2 "Explanations": an illegal step or play raises
    IllegalMoveError naming the rule -- through rules.check_step,
    rules.parse_play, Game.step and Game.play -- and changes nothing."""
    messages = refusals("long", pos, roll, done, bad, text, **options)
    for entry, message in messages.items():
        assert phrase in message, (entry, message)


def test_rule5_any_block_full_table_of_second_mover_extras():
    """Rule 5, any-block, as the digest of the seeds reads seed 000 ("if the whole roll
    cannot be played taking one head checker, a second may be taken"): the
    complete table of the second mover's first rolls, other than 6-6, 4-4
    and 3-3, that take two head checkers.  Seed 000 names a subset ("after
    2-1, 6-2 or 5-5 ... also 5-5 and 6-2"); by the same reasoning (the
    checker the opponent took stops the one head checker) 5-3 and 2-2 after
    5-5, and 5-5 after 2-2, 3-3 (24/15 24/21), 4-4 and 5-3 qualify too."""
    table = {}
    for white_roll in nardy.ALL_ROLLS:
        for white in ANY.legal_plays(ANY.start(), white_roll):
            black = ANY.swap(white.result)
            for roll in nardy.ALL_ROLLS:
                if roll in ((6, 6), (4, 4), (3, 3)):
                    continue
                if any(p.result.points[24 - 1] == 13 for p in ANY.legal_plays(black, roll)):
                    table.setdefault(str(white), set()).add(roll)
    assert table == {
        "24/21": {(5, 5)},                 # 2-1   (seed 000)
        "24/16": {(5, 5)},                 # 6-2 (seed 000), also 5-3 and 2-2
        "24/16(2)": {(5, 5)},              # 4-4
        "24/15 24/21": {(5, 5)},           # 3-3
        "24/4": {(6, 2), (5, 3), (2, 2)},  # 5-5   (seed 000: 6-2)
    }
    # head-block (003) never takes a second checker with these
    for white_roll in ((2, 1), (6, 2), (5, 5)):
        black = black_view_after(white_roll)
        for roll in ((5, 5), (6, 2), (5, 3), (2, 2)):
            assert all(p.result.points[24 - 1] == 14 for p in LONG.legal_plays(black, roll))


# -- Rule 5, seed 003's site text: any double takes two from the head ---------------

ANY_DOUBLE = nardy.variant("long", first_turn_exception="any-double")


def test_rule5_any_double_seed_003_two_two_example():
    """Seed 003 (its text on moving in long backgammon): "Vienā reizē no
    galvas var izņemt tikai vienu ... Izņēmums ir, ja ... uzkritis vienāds
    skaitlis ..., tad var izņemt divus" -- one checker from the head at a
    time, except with a double: then two.  Its 2-2 example lists exactly
    three ways: one checker four times by two; two checkers twice each; two
    checkers, one once and the other three times."""
    assert plays(ANY_DOUBLE, ANY_DOUBLE.start(), (2, 2)) == {"24/16", "24/20(2)", "24/18 24/22"}
    # ... and its 6-6: "the only way is to take two and put them on the
    # seventh hole; the next move falls on the other's head".
    assert plays(ANY_DOUBLE, ANY_DOUBLE.start(), (6, 6)) == {"24/18(2)"}


@pytest.mark.parametrize("roll", nardy.ALL_ROLLS, ids=str)
def test_rule5_any_double_every_first_roll(roll):
    """Any double lets a second checker leave on the first turn; no other
    roll does; the brute-force reference agrees."""
    most = max(15 - p.result.points[24 - 1] for p in ANY_DOUBLE.legal_plays(ANY_DOUBLE.start(), roll))
    assert most == (2 if roll[0] == roll[1] else 1)
    assert agrees_with_reference(ANY_DOUBLE, ANY_DOUBLE.start(), roll)


def test_rule5_any_double_only_on_the_first_turn():
    """Later turns keep one checker from the head, double or not."""
    # White has played 24/13; White to move again (the same side's view).
    after = ANY_DOUBLE.parse_play(ANY_DOUBLE.start(), (6, 5), "24/13").result
    assert after.points[24 - 1] == 14
    for roll in ((2, 2), (5, 5), (1, 1)):
        assert max(14 - p.result.points[24 - 1] for p in ANY_DOUBLE.legal_plays(after, roll)) == 1
        assert agrees_with_reference(ANY_DOUBLE, after, roll)
