"""Forced play, both families (docs/rules.md#forced-play; "Same
forced-play ... rules" for backgammon; seeds 003 rules 3.7-3.10, 000, 002):

- "You must play the whole roll if any way allows it, even against your
  interest."
- "If only one die can be played, and either could be, play the larger."
- "With doubles play as many as possible."
- "What cannot be played is lost."

Each position was chosen so that exactly the rule under test decides; the
brute-force reference agrees on every one.
"""

import pytest

import nardy
from nardy import Game, IllegalMoveError
from reference import legal_results, make, max_dice, texts

LONG = nardy.variant("long")
BG = nardy.variant("backgammon")


def agrees(rules, pos, roll):
    opts = {k: v for k, v in rules.options.items() if k != "last_roll_draw"}
    return {p.result for p in rules.legal_plays(pos, roll)} == legal_results(rules.name, pos, roll, opts)


def steps_offered(rules, pos, roll, done=()):
    return {(s.frm, s.to) for s in rules.legal_steps(pos, roll, list(done))}


# ---------------------------------------------------------------------------
# You must play both dice when any way allows it
# ---------------------------------------------------------------------------

# Long nardy: 24/20 uses the head's one checker and leaves the 1 nowhere to
# go (20/19 and 13/12 are closed); 13/8 or 24/23 13/9 play both dice.
LONG_BOTH = make({24: 14, 13: 1}, {19: 1, 12: 14})
# Backgammon: 9/5 leaves the 3 nowhere (7/4 and 5/2 closed); 9/6 7/3 plays
# both.
BG_BOTH = make({9: 1, 7: 1}, {4: 2, 2: 2, 24: 11}, off=(13, 0))


@pytest.mark.parametrize("rules, pos, roll, legal, dead", [
    (LONG, LONG_BOTH, (4, 1), {"13/8", "24/23 13/9"}, (24, 20)),
    (BG, BG_BOTH, (4, 3), {"9/6 7/3"}, (9, 5)),
], ids=["long", "backgammon"])
def test_must_use_both_dice(rules, pos, roll, legal, dead):
    """Rule 7: "You must play the whole roll if any way allows it": a step
    that would leave the other die unplayable is not offered and is
    refused with "you must play both dice"."""
    assert texts(rules.legal_plays(pos, roll)) == legal
    assert all(len(p) == 2 for p in rules.legal_plays(pos, roll))
    assert dead not in steps_offered(rules, pos, roll)
    with pytest.raises(IllegalMoveError, match="you must play both dice"):
        rules.check_step(pos, roll, [], *dead)
    with pytest.raises(IllegalMoveError, match="you must play both dice"):
        rules.parse_play(pos, roll, f"{dead[0]}/{dead[1]}")
    assert agrees(rules, pos, roll)


def test_must_play_the_whole_roll_even_against_interest():
    """003 rule 3.10: "If a player can make a full move, he has no right to
    shorten it, even if it is in his interest": a single die is refused
    when both can be played (Game.play keeps the game as it was)."""
    game = Game("long", position=LONG_BOTH)
    game.roll((4, 1))
    before = (game.record(), game.position, list(game.steps))
    with pytest.raises(IllegalMoveError, match="you must play"):
        game.play("13/9")
    assert (game.record(), game.position, list(game.steps)) == before
    game.step(13, 9)
    with pytest.raises(IllegalMoveError, match="not finished"):
        game.commit()
    game.step(24, 23)
    game.commit()
    assert game.to_move == 1


def test_a_forbidden_block_is_no_way_to_play_the_whole_roll():
    """Rule 7 with rule 6: every way of playing the 5 of 6-5 makes a blind
    six-point block, so only the 6 is played (and the 5 is lost)."""
    pos = make({18: 2, 17: 2, 16: 2, 15: 2, 14: 2, 24: 5},
               {10: 1, 9: 1, 7: 1, 3: 1, 6: 1, 11: 1, 12: 9})
    legal = LONG.legal_plays(pos, (6, 5))
    assert texts(legal) == {"14/8", "24/18"}
    assert all(len(p) == 1 and p.steps[0].die == 6 for p in legal)
    with pytest.raises(IllegalMoveError, match="six-point block"):
        LONG.parse_play(pos, (6, 5), "24/18/13")
    assert agrees(LONG, pos, (6, 5))


# ---------------------------------------------------------------------------
# If only one die can be played, the larger
# ---------------------------------------------------------------------------

# Long: 11/6 or 11/5 alone; after either nothing else moves (24/18, 24/19
# closed; the checker cannot go on).
LONG_LARGER = make({24: 14, 11: 1}, {18: 1, 19: 1, 15: 1, 12: 12})
# Backgammon: 10/6 or 10/8 alone (6/4 and 8/4 closed).
BG_LARGER = make({10: 1}, {4: 2, 24: 13}, off=(14, 0))


@pytest.mark.parametrize("rules, pos, roll, larger, smaller", [
    (LONG, LONG_LARGER, (6, 5), "11/5", "11/6"),
    (BG, BG_LARGER, (4, 2), "10/6", "10/8"),
], ids=["long", "backgammon"])
def test_only_one_die_playable_play_the_larger(rules, pos, roll, larger, smaller):
    """Rule 7: "If only one die can be played, and either could be, play
    the larger." (003 3.10: "the smaller points are lost")."""
    assert texts(rules.legal_plays(pos, roll)) == {larger}
    frm, to = map(int, smaller.split("/"))
    assert (frm, to) not in steps_offered(rules, pos, roll)
    with pytest.raises(IllegalMoveError, match="larger"):
        rules.check_step(pos, roll, [], frm, to)
    with pytest.raises(IllegalMoveError, match="larger"):
        rules.parse_play(pos, roll, smaller)
    assert agrees(rules, pos, roll)


@pytest.mark.parametrize("rules, pos, roll, expected", [
    # long: the 6 is blocked everywhere (24/18 and 7/1 closed): the 4s play.
    (LONG, make({24: 14, 7: 1}, {1: 1, 18: 1, 14: 1, 6: 1, 12: 11}), (6, 4), {"24/20", "7/3"}),
    # backgammon: 12/7 is closed; 12/10 plays, then 10/5 is closed.
    (BG, make({12: 1}, {5: 2, 7: 2, 24: 11}, off=(14, 0)), (5, 2), {"12/10"}),
], ids=["long", "backgammon"])
def test_when_only_the_smaller_die_can_be_played_it_is_played(rules, pos, roll, expected):
    """Rule 7 (000: "When only one number can be played, the player must play
    that number"): the larger-die rule applies only when either could be."""
    assert texts(rules.legal_plays(pos, roll)) == expected
    assert agrees(rules, pos, roll)


# ---------------------------------------------------------------------------
# Doubles: as many as possible
# ---------------------------------------------------------------------------

@pytest.mark.parametrize("rules, pos, roll, expected, used", [
    # long: one head checker 24/18 (18/12 is the opponent's head), 15/3.
    (LONG, make({24: 14, 15: 1}, {19: 1, 12: 14}), (6, 6), {"24/18 15/3"}, 3),
    # long, 6-6 on the first turn: two sixes (rule 10's example).
    (LONG, LONG.start(), (6, 6), {"24/18(2)"}, 2),
    # backgammon: three twos, the fourth is blocked.
    (BG, make({12: 1, 14: 1}, {8: 2, 6: 2, 5: 2, 24: 9}, off=(13, 0)), (2, 2), {"14/10 12/10"}, 3),
], ids=["long", "long-first-turn", "backgammon"])
def test_doubles_play_as_many_as_possible(rules, pos, roll, expected, used):
    """Rule 7: "With doubles play as many as possible"."""
    legal = rules.legal_plays(pos, roll)
    assert texts(legal) == expected
    assert all(len(p) == used for p in legal)
    assert max_dice(rules.name, pos, roll) == used
    assert agrees(rules, pos, roll)


def test_doubles_fewer_than_possible_refused():
    """Rule 7: stopping a double early is refused, naming how many must be
    played."""
    pos = make({24: 14, 15: 1}, {19: 1, 12: 14})
    with pytest.raises(IllegalMoveError, match="you must play"):
        LONG.parse_play(pos, (6, 6), "15/3")
    with pytest.raises(IllegalMoveError, match="you must play all four 2s"):
        LONG.parse_play(make({24: 14, 15: 1}, {19: 1, 12: 14}), (2, 2), "15/11")


# ---------------------------------------------------------------------------
# What cannot be played is lost
# ---------------------------------------------------------------------------

def test_no_play_at_all_the_roll_is_lost_long():
    """Rule 7 / 003 3.7: "the player's points are lost and the checkers do
    not move at all": no legal play, and the Game passes the turn."""
    pos = make({24: 15}, {18: 1, 12: 14})
    assert LONG.legal_plays(pos, (6, 6)) == []
    assert LONG.legal_steps(pos, (6, 6)) == []
    game = Game("long", position=pos)
    game.roll((6, 6))
    assert game.turn_complete
    turn = game.commit()
    assert turn.steps == () and game.to_move == 1
    assert game.position == LONG.swap(pos)


def test_no_play_at_all_the_roll_is_lost_backgammon():
    """000: "If the player cannot move, he skips the move" (closed out on
    the bar)."""
    pos = make({13: 14}, {19: 2, 20: 2, 21: 2, 22: 2, 23: 2, 24: 2, 12: 3}, bar=(1, 0))
    assert BG.legal_plays(pos, (6, 6)) == []
    with pytest.raises(IllegalMoveError, match="cannot be played"):
        BG.parse_play(pos, (6, 6), "bar/19")


def test_part_of_the_roll_lost():
    """003 3.9: "If a move can be made with one die but not the other, only
    one move is made; the other die's points are lost"."""
    legal = LONG.legal_plays(LONG_LARGER, (6, 5))
    assert [len(p) for p in legal] == [1]
    game = Game("long", position=LONG_LARGER)
    game.roll((6, 5))
    game.step(11, 5)
    assert game.turn_complete
    game.commit()
    assert game.turns[-1].steps[0].die == 6


# ---------------------------------------------------------------------------
# The larger-die rule and the max-dice rule on many rolls
# ---------------------------------------------------------------------------

@pytest.mark.parametrize("pos", [LONG_BOTH, LONG_LARGER], ids=["both", "larger"])
@pytest.mark.parametrize("roll", nardy.ALL_ROLLS, ids=str)
def test_forced_play_every_roll_long(pos, roll):
    """Rule 7 on every roll of the long nardy positions above."""
    assert agrees(LONG, pos, roll)


@pytest.mark.parametrize("pos", [BG_BOTH, BG_LARGER], ids=["both", "larger"])
@pytest.mark.parametrize("roll", nardy.ALL_ROLLS, ids=str)
def test_forced_play_every_roll_backgammon(pos, roll):
    """Forced play on every roll of the backgammon positions above."""
    assert agrees(BG, pos, roll)


# ---------------------------------------------------------------------------
# The last checker and the whole roll
# ---------------------------------------------------------------------------

LAST_ON_5 = make({5: 1}, {22: 3, 23: 3}, off=(14, 9))


def test_last_checker_must_use_both_dice_when_it_can():
    """Rule 7 with seed 000's bear-off example ("if you have a checker on
    point 5 and roll 5-1, first move it one point to 4, then bear it off
    with the 5"): the only legal play is 5/4/off, so the clickable first
    step is 5/4; the text 5/off names that same play."""
    (play,) = BG.legal_plays(LAST_ON_5, (5, 1))
    assert [(s.frm, s.to, s.die) for s in play.steps] == [(5, 4, 1), (4, 0, 5)]
    assert steps_offered(BG, LAST_ON_5, (5, 1)) == {(5, 4)}
    assert BG.parse_play(LAST_ON_5, (5, 1), "5/off") == play
    assert BG.parse_play(LAST_ON_5, (5, 1), "5/4/off") == play


def test_refusal_does_not_offer_the_refused_move_as_the_example():
    """The explanation for refusing the single step 5/off (5-1, last checker
    on the 5) must not name "5/off" as the possible play: the legal play is
    5/4/off, and the example should say so (or the step be accepted, since
    it ends in the same position)."""
    with pytest.raises(IllegalMoveError) as info:
        BG.check_step(LAST_ON_5, (5, 1), [], 5, 0)
    assert "5/off is possible" not in str(info.value)
