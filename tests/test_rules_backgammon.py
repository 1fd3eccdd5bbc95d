"""Short backgammon: one test (at least) per sentence of the short
backgammon rules (docs/rules.md#backgammon), with the seed examples of 000 and 002.

Positions are the mover's view: the mover travels 24 -> 1, its home board
is 1..6, checkers on the bar enter on the mover's 19..24 (die d on 25 - d).
The opening roll is tested in test_game.py, forced play in
test_forced_play.py.
"""

import pytest

import nardy
from nardy import IllegalMoveError
from reference import legal_results, make, refusals, texts

BG = nardy.variant("backgammon")


def plays(pos, roll):
    return texts(BG.legal_plays(pos, roll))


def agrees_with_reference(pos, roll):
    return {p.result for p in BG.legal_plays(pos, roll)} == legal_results("backgammon", pos, roll)


# ---------------------------------------------------------------------------
# "Standard international rules: 2 on the 24-point, 5 on 13, 3 on 8, 5 on 6;
# opponents move in opposite directions."
# ---------------------------------------------------------------------------

def test_start_position():
    """2 on the 24-point, 5 on 13, 3 on 8, 5 on 6, for each side."""
    start = BG.start()
    mine = {p + 1: v for p, v in enumerate(start.points) if v > 0}
    theirs = {p + 1: -v for p, v in enumerate(start.points) if v < 0}
    assert mine == {24: 2, 13: 5, 8: 3, 6: 5}
    assert theirs == {1: 2, 12: 5, 17: 3, 19: 5}      # their 24, 13, 8, 6
    assert start.bar == (0, 0) and start.off == (0, 0)


def test_opponents_move_in_opposite_directions():
    """"opponents move in opposite directions": the board is mirrored for
    the other side (the mover's point p is the opponent's 25 - p)."""
    start = BG.start()
    assert BG.swap(start) == start
    play = BG.parse_play(start, (6, 5), "24/13")
    theirs = BG.swap(play.result)
    assert theirs.points[12 - 1] == -6           # our 13 is their 12
    assert theirs.points[1 - 1] == -1            # one of our back checkers left
    assert BG.pips(start) == (167, 167)
    assert BG.pips(play.result) == (156, 167)


def test_opening_3_1_has_16_distinct_plays():
    """Issue 2 seed case: the opening 3-1 has 16 distinct plays (one per
    resulting position)."""
    legal = BG.legal_plays(BG.start(), (3, 1))
    assert len(legal) == 16
    assert len({p.result for p in legal}) == 16
    assert "8/5 6/5" in texts(legal)
    assert agrees_with_reference(BG.start(), (3, 1))


@pytest.mark.parametrize("roll", nardy.ALL_ROLLS, ids=str)
def test_every_opening_roll_matches_reference(roll):
    """All 21 opening rolls: the engine's plays equal the reference's."""
    assert agrees_with_reference(BG.start(), roll)


# ---------------------------------------------------------------------------
# "A point with two or more opponent checkers is closed; landing on a single
# opponent checker (a blot) hits it to the bar."
# ---------------------------------------------------------------------------

def test_two_or_more_opponent_checkers_close_a_point():
    """A point with two or more opponent checkers is closed (000: "only to
    an open point, one not occupied by two or more checkers of the opposite
    colour")."""
    start = BG.start()
    for roll in nardy.ALL_ROLLS:
        for play in BG.legal_plays(start, roll):
            for p in (1, 12, 17, 19):                 # the opponent's points
                assert play.result.points[p - 1] == start.points[p - 1], (roll, str(play))
    with pytest.raises(IllegalMoveError, match="point 19 is closed"):
        BG.check_step(start, (5, 1), [], 24, 19)


def test_the_sum_needs_an_open_intermediate_point():
    """002: with 2 and 3 to play, a checker cannot move five if the
    opponent owns both the points two and three away."""
    pos = make({13: 1, 6: 14}, {11: 2, 10: 2, 24: 11})
    assert all("13/8" not in t for t in plays(pos, (3, 2)))
    with pytest.raises(IllegalMoveError, match="closed"):
        BG.parse_play(pos, (3, 2), "13/8")
    assert agrees_with_reference(pos, (3, 2))


def test_landing_on_a_blot_hits_it_to_the_bar():
    """"landing on a single opponent checker (a blot) hits it to the bar"."""
    pos = make({13: 2, 6: 13}, {10: 1, 24: 14})
    play = BG.parse_play(pos, (3, 1), "13/10* 6/5")
    assert play.hits == 1
    assert play.result.points[10 - 1] == 1
    assert play.result.bar == (0, 1)
    # seen from the other side, the hit checker waits on its own bar
    assert BG.swap(play.result).bar == (1, 0)


def test_hitting_is_optional():
    """002: a player "may choose not to hit at all if a more strategic play
    is available"."""
    pos = make({13: 2, 6: 13}, {10: 1, 24: 14})
    got = plays(pos, (3, 1))
    assert "13/10* 6/5" in got and "6/5 6/3" in got and "13/12 6/3" in got


def test_hit_and_continue():
    """A checker may hit on its way and go on: 13/10*/9."""
    pos = make({13: 2, 6: 13}, {10: 1, 24: 14})
    play = BG.parse_play(pos, (3, 1), "13/10*/9")
    assert str(play) == "13/10*/9"
    assert play.result.bar == (0, 1)
    assert play.result.points[10 - 1] == 0


def test_a_blot_on_the_entry_point_is_hit():
    """Entering from the bar onto a blot hits it: bar/22*."""
    pos = make({13: 14}, {22: 1, 1: 14}, bar=(1, 0))
    legal = BG.legal_plays(pos, (3, 1))
    assert "bar/22* 13/12" in texts(legal)
    assert any(p.result.bar == (0, 1) for p in legal)


# ---------------------------------------------------------------------------
# "Checkers on the bar must enter, into the opponent's home board, before
# anything else moves."
# ---------------------------------------------------------------------------

def test_bar_checker_enters_first():
    """Checkers on the bar enter before anything else moves (die d on the
    mover's 25 - d)."""
    pos = make({13: 14}, {1: 15}, bar=(1, 0))
    for play in BG.legal_plays(pos, (6, 5)):
        assert play.steps[0].frm == nardy.BAR_POINT
        assert play.steps[0].to in (19, 20)
    with pytest.raises(IllegalMoveError, match="bar"):
        BG.check_step(pos, (6, 5), [], 13, 7)
    assert agrees_with_reference(pos, (6, 5))


def test_cannot_move_while_a_checker_stays_on_the_bar():
    """000: "If you have two checkers on the bar, both must be entered. If
    you can enter only one, the second move is lost" -- nothing else
    moves."""
    pos = make({13: 13}, {19: 2, 1: 13}, bar=(2, 0))
    assert plays(pos, (6, 5)) == {"bar/20"}
    with pytest.raises(IllegalMoveError, match="bar"):
        BG.check_step(pos, (6, 5), [(25, 20)], 13, 7)


def test_entering_partly_with_a_double():
    """000: "If the player can enter some of his checkers but not all, he
    must enter as many as possible and skip the rest of the turn": three on
    the bar, 6-5 enters two."""
    pos = make({13: 12}, {1: 15}, bar=(3, 0))
    assert plays(pos, (6, 5)) == {"bar/20 bar/19"}
    assert all(p.result.bar == (1, 0) for p in BG.legal_plays(pos, (6, 5)))
    assert agrees_with_reference(pos, (6, 5))


def test_closed_out_no_play():
    """002: with all six home points closed, the player on the bar is "shut
    out" and cannot play."""
    pos = make({13: 14}, {19: 2, 20: 2, 21: 2, 22: 2, 23: 2, 24: 2, 12: 3}, bar=(1, 0))
    for roll in nardy.ALL_ROLLS:
        assert BG.legal_plays(pos, roll) == []


def _closed_out(pos, side):
    """Side 0 (the mover) or 1 has a checker on the bar and the other side
    holds all six points it could enter on."""
    entry = range(19, 25) if side == 0 else range(1, 7)
    sign = -1 if side == 0 else 1
    return pos.bar[side] > 0 and all(sign * pos.points[p - 1] >= 2 for p in entry)


def test_both_sides_are_never_closed_out_at_once():
    """002: "it is impossible that both players are closed out on the bar".
    No rule forbids it: it follows from the bar rule.  A player still on the
    bar after his turn has moved nothing but entering checkers, each of which
    now stands in the opponent's home board; so a turn that ends with both
    sides closed out is no play at all (a closed-out player cannot move),
    and the position before it had both closed out already, back to the
    start, where nobody is on the bar.  Checked here over positions with the
    mover on the bar near closed boards: every roll, every legal play.
    (Only the opponent hits, so a player off the bar cannot end his turn on
    it.)"""
    import random
    rng = random.Random(16)
    checked = 0
    for _ in range(40):
        held = rng.sample(range(19, 25), rng.randint(4, 6))        # the opponent's home points it holds
        opp = {p: 2 for p in held}
        opp_bar = rng.randint(0, 2)
        opp[rng.choice([p for p in range(7, 19)])] = 15 - 2 * len(held) - opp_bar
        mine_bar = rng.randint(1, 3)
        mine = {}
        for p in rng.sample(range(1, 7), rng.randint(3, 6)):       # the mover's home, two by two or a blot
            mine[p] = rng.choice([1, 2, 2])
        if rng.random() < 0.5:
            mine = {p: 2 for p in range(1, 7)}                     # or closed
        left = 15 - mine_bar - sum(mine.values())
        free = [p for p in range(7, 19) if p not in opp and p not in mine]
        mine[rng.choice(free)] = left
        pos = make(mine, opp, bar=(mine_bar, opp_bar))
        for roll in nardy.ALL_ROLLS:
            for play in BG.legal_plays(pos, roll):
                after = play.result
                if after.bar[0]:
                    assert all(s.frm == 25 for s in play.steps), (pos, roll, play)
                assert not (_closed_out(after, 0) and _closed_out(after, 1)), (pos, roll, play)
                checked += 1
    assert checked > 200
    assert not _closed_out(BG.start(), 0) and not _closed_out(BG.start(), 1)


def test_after_entering_any_checker_may_use_the_other_die():
    """000: "after all checkers have entered, the unused dice may be played
    as usual, with the checker you entered or any other"."""
    pos = make({13: 14}, {1: 15}, bar=(1, 0))
    got = plays(pos, (6, 2))
    assert "bar/17" in got                       # the entered checker goes on
    assert "bar/23 13/7" in got                  # or another moves
    assert "bar/19 13/11" in got
    assert agrees_with_reference(pos, (6, 2))


def test_no_bar_message_without_a_checker_there():
    """Entering needs a checker on the bar."""
    with pytest.raises(IllegalMoveError, match="no checker on the bar"):
        BG.check_step(BG.start(), (6, 5), [], 25, 20)


# ---------------------------------------------------------------------------
# "Same forced-play and bearing-off rules as above (002's examples ...)"
# ---------------------------------------------------------------------------

# The opponent waits in its own home board, out of the mover's way.
AWAY = {22: 3, 23: 3}


def test_seed_002_4_3_with_checkers_on_1_2_5_6_bears_nothing_off():
    """002: "if a player has four checkers left to bear off, one on each of
    his 1, 2, 5 and 6 points, and throws a 4 and a 3, no checker comes
    off: the player must move the 4 and the 3 with the checkers on his 5-
    and 6-points"."""
    pos = make({6: 1, 5: 1, 2: 1, 1: 1}, AWAY, off=(11, 9))
    legal = BG.legal_plays(pos, (4, 3))
    assert texts(legal) == {"6/2 5/2", "6/3 5/1"}
    for play in legal:
        assert play.result.off == (11, 9)                      # nothing off
        assert {s.frm for s in play.steps} == {6, 5}
    assert agrees_with_reference(pos, (4, 3))


def test_seed_002_5_2_may_play_6_4_then_4_off():
    """002: "if a player has two checkers on his 1 point, two on his 3 and
    one on his 6, and throws 5-2, he need not play the 5 from 6 to 1 and
    the 2 from 3 to 1: he may first play the 2 from 6 to 4 and then bear
    the checker off from 4 with the 5"."""
    pos = make({6: 1, 3: 2, 1: 2}, AWAY, off=(10, 9))
    play = BG.parse_play(pos, (5, 2), "6/4/off")
    assert [(s.frm, s.to, s.die) for s in play.steps] == [(6, 4, 2), (4, 0, 5)]
    assert play in BG.legal_plays(pos, (5, 2))
    assert "6/1 3/1" in plays(pos, (5, 2))
    assert BG.find_play(pos, (5, 2), [(6, 4), (4, "off")]) == play
    assert agrees_with_reference(pos, (5, 2))


def test_seed_002_bear_one_from_6_and_move_the_other_6_to_1():
    """002: with two on 6 and two on 5 and 6-5, "it is entirely legal to bear
    one off from the 6 point and move the other 6 with the 5 to the 1"."""
    pos = make({6: 2, 5: 2}, {2: 2, 24: 2}, off=(11, 11))
    got = plays(pos, (6, 5))
    assert "6/1 6/off" in got and "6/off 5/off" in got
    assert agrees_with_reference(pos, (6, 5))


def test_seed_002_a_5_must_move_from_the_6_when_the_6_is_occupied():
    """002: "if he has rolled a 5 and has no checkers on the 5 point but one
    or more on his 6 point, he must move the 5 from the 6 point to the 1"."""
    pos = make({6: 1, 4: 2}, AWAY, off=(12, 9))
    with pytest.raises(IllegalMoveError, match="highest point"):
        BG.check_step(pos, (5, 5), [], 4, 0)
    assert BG.check_step(pos, (5, 5), [], 6, 1).die == 5


def test_seed_002_lower_point_when_5_and_6_are_empty():
    """002: with no checkers on the 5 and 6 points, a 5 (or a 6) "removes
    a checker from the next lower point where checkers remain"."""
    pos = make({4: 2, 2: 1}, AWAY, off=(12, 9))
    assert "4/off(2)" in plays(pos, (6, 5))
    assert agrees_with_reference(pos, (6, 5))


def test_bearing_off_stops_while_a_checker_is_on_the_bar():
    """000, 002: a checker hit during the bear-off must come back home
    before bearing off goes on."""
    pos = make({3: 10, 2: 4}, {22: 2, 1: 1}, bar=(1, 0), off=(0, 12))
    with pytest.raises(IllegalMoveError, match="bar"):
        BG.check_step(pos, (3, 2), [], 3, 0)
    assert all("off" not in t for t in plays(pos, (3, 2)))


def test_seed_000_one_checker_on_5_with_5_1():
    """000: "if you have a checker on point 5 and roll 5-1, move it one
    point to 4 and then bear it off with the 5": 5/4/off; 5/off reads as
    the same play (it reaches the same position)."""
    pos = make({5: 1}, AWAY, off=(14, 9))
    legal = BG.legal_plays(pos, (5, 1))
    assert len(legal) == 1 and legal[0].result.off == (15, 9)
    assert BG.parse_play(pos, (5, 1), "5/4/off") == legal[0]
    assert BG.parse_play(pos, (5, 1), "5/off") == legal[0]


def test_seed_000_two_left_on_6_and_5_with_2_1():
    """000: "if you have 2 checkers left on points 6 and 5 and roll 2-1,
    move the checker from 6 to 4 and from 5 to 4 as well" -- nothing can
    come off."""
    pos = make({6: 1, 5: 1}, AWAY, off=(13, 9))
    got = plays(pos, (2, 1))
    assert "6/4 5/4" in got
    assert all("off" not in t for t in got)


def test_seed_000_double_sixes_bear_off_four():
    """000: "If double 6-6 falls and you have 4 checkers on the 6th point,
    you can throw all 4"."""
    pos = make({6: 4, 5: 1}, AWAY, off=(10, 9))
    assert "6/off(4)" in plays(pos, (6, 6))


# ---------------------------------------------------------------------------
# "Results: single (1), gammon (2: loser bore off none), backgammon (3:
# loser bore off none and still has a checker on the bar or in the winner's
# home), times the cube."
# ---------------------------------------------------------------------------

def test_single_game():
    """Result single: the loser has borne off at least one checker."""
    won = make({}, {20: 14}, off=(15, 1))
    assert BG.winner_points(won) == 1
    assert BG.result_name(1) == "single"


def test_gammon():
    """Result gammon: the loser bore off none (and has none in the winner's
    home nor on the bar)."""
    won = make({}, {20: 10, 12: 5}, off=(15, 0))
    assert BG.winner_points(won) == 2
    assert BG.winner_points(BG.swap(won)) == 2
    assert BG.result_name(2) == "gammon"


def test_backgammon_checker_in_winners_home():
    """Result backgammon: none off and a checker still in the winner's home
    board (the winner's 1..6)."""
    won = make({}, {20: 14, 3: 1}, off=(15, 0))
    assert BG.winner_points(won) == 3
    assert BG.winner_points(BG.swap(won)) == 3
    assert BG.result_name(3) == "backgammon"


def test_backgammon_checker_on_the_bar():
    """Result backgammon: none off and a checker on the bar."""
    won = make({}, {20: 14}, bar=(0, 1), off=(15, 0))
    assert BG.winner_points(won) == 3
    assert BG.winner_points(BG.swap(won)) == 3


# ---------------------------------------------------------------------------
# Explanations: every way to make an illegal move names the rule
# ---------------------------------------------------------------------------

@pytest.mark.parametrize("pos, roll, done, bad, text, phrase", [
    (make({13: 14}, {1: 15}, bar=(1, 0)), (6, 5), [], (13, 7), "13/7 13/8", "bar"),
    (make({13: 13}, {19: 2, 1: 13}, bar=(2, 0)), (6, 5), [(25, 20)], (13, 7), "bar/20 13/7", "bar"),
    (BG.start(), (6, 5), [], (24, 19), "24/19 24/18", "point 19 is closed"),
    (make({9: 1, 7: 1}, {4: 2, 2: 2, 24: 11}, off=(13, 0)), (4, 3), [], (9, 5), "9/5", "you must play both dice"),
    (make({10: 1}, {4: 2, 24: 13}, off=(14, 0)), (4, 2), [], (10, 8), "10/8", "you must play the larger"),
    (make({6: 1, 4: 2}, AWAY, off=(12, 9)), (5, 3), [], (4, 0), "4/off 6/1", "highest point"),
    (make({7: 1, 4: 2}, AWAY, off=(12, 9)), (4, 3), [], (4, 0), "4/off 7/3", "only once all 15 checkers are home"),
], ids=["enter-first", "still-on-bar", "closed", "both-dice", "larger", "highest", "not-home"])
def test_explanations_name_the_rule(pos, roll, done, bad, text, phrase):
    """Issue 2 "Explanations", backgammon: through rules.check_step,
    rules.parse_play, Game.step and Game.play; nothing changes."""
    messages = refusals("backgammon", pos, roll, done, bad, text)
    for entry, message in messages.items():
        assert phrase in message, (entry, message)


def test_doubling_cube():
    """"Doubling cube 2..64, offered before rolling; take (cube passes to
    the taker, who alone may redouble) or pass (lose at the current
    value)", "Crawford rule", "Jacoby rule option", results "times the
    cube".  The cube lives in ``nardy.match.Match``, which wraps the Game;
    each rule has its own tests in test_match.py and test_cube.py."""
    from nardy.cube import Cube, IllegalCubeError
    from nardy.match import Match

    m = Match(7, seed=1)
    assert isinstance(m.game, nardy.Game) and m.cube == Cube()
    m.opening_roll([(3, 1)])
    m.play("8/5 6/5")
    m.offer_double()                        # Black, before rolling
    assert m.take() == Cube(2, 0)           # White takes and owns the cube
    with pytest.raises(IllegalCubeError, match="alone may redouble"):
        m.offer_double()
    m.roll((6, 5))
    m.play("24/13")
    m.roll((2, 1))                          # White rolls first ...
    with pytest.raises(IllegalCubeError, match="after rolling"):
        m.offer_double()                    # ... so cannot double now
    m.play(m.legal_plays()[0])
    m.roll((4, 2))
    m.play(m.legal_plays()[0])
    m.offer_double()                        # White redoubles to 4, before rolling
    out = m.pass_()                         # Black passes: White scores 2
    assert (out.winner, out.points) == (0, 2) and m.score == (2, 0)
