"""Match play and money play with the doubling cube (nardy.match): one test
(at least) per cube sentence of docs/rules.md#backgammon and of seeds 000
and 002, every refused cube action (typed error, nothing
changed), the Crawford rule, the Jacoby rule, pointless doubles, scores and
gnubg Match IDs.
"""

import random

import pytest

from nardy import GameOverError, IllegalMoveError, InvalidMatchStateError, InvalidOptionError, Position
from nardy import variant
from nardy.cube import Cube, IllegalCubeError
from nardy.match import Match, Outcome
from nardy.notation import GAME_DROP, GAME_OVER, MatchState, match_id, parse_match_id, position_id

BG = variant("backgammon")
START_ID = position_id(BG.start())


def opened(length=7, first=0, **kw):
    """A match whose first game has had its opening move: ``first`` played
    6-1 (13/7 8/7); the other player is on roll."""
    m = Match(length, seed=1, **kw)
    m.opening_roll([(6, 1)] if first == 0 else [(1, 6)])
    m.play("13/7 8/7")
    return m


def turn(m, dice=(2, 1)):
    """Roll ``dice`` and play any legal play (the cube is what matters)."""
    m.roll(dice)
    plays = m.legal_plays()
    if plays:
        m.play(plays[0])
    else:
        m.commit()


def resumed(length, score=(0, 0), cube=1, owner=None, on_roll=0, dice=(0, 0), crawford=False, jacoby=True,
            position=None, offered=False):
    st = MatchState(cube_value=cube, cube_owner=owner, player_on_roll=on_roll, crawford=crawford,
                    turn=1 - on_roll if offered else on_roll, double_offered=offered, dice=dice,
                    match_length=length, score=score, jacoby=jacoby)
    return Match.from_match_id(match_id(st), START_ID if position is None else position_id(position))


def endgame(loser_points, loser_off=0, loser_bar=0, **kw):
    """The player on roll (player 0) has one checker left, on his 1-point,
    and rolls 2-1; the loser's checkers as given (mover's point numbers)."""
    pts = [0] * 24
    pts[0] = 1
    for p, n in loser_points.items():
        pts[p - 1] -= n
    pos = Position.from_counts(pts, bar=(0, loser_bar), off=(14, loser_off))
    return resumed(position=pos, dice=(2, 1), **kw)


def snapshot(m):
    """Everything an illegal action must leave as it was."""
    g = m.game
    return (m.match_state(), g.position, g.dice, tuple(g.steps), len(g.turns), m.cube,
            tuple(m.current.actions), m.current.outcome, m.score, len(m.games))


def refused(m, action, phrase, error=IllegalCubeError):
    before = snapshot(m)
    with pytest.raises(error, match=phrase) as info:
        action()
    assert snapshot(m) == before, "an illegal action changed the match"
    return str(info.value)


# ---------------------------------------------------------------------------
# docs/rules.md#cube: the cube reads 2..64, a double is offered before rolling
# ---------------------------------------------------------------------------

def test_the_first_game_starts_with_a_centred_cube():
    m = Match(7)
    assert m.cube == Cube(1, None, None)
    assert m.match_length == m.length == 7 and not m.money
    assert m.score == (0, 0) and m.winner is None and not m.over
    assert len(m.games) == 1 and m.current.number == 1 and m.game is m.current.game


def test_no_double_before_the_opening_roll():
    """002: a player may double "når som helst efter åbningsrullen" (at any
    time after the opening roll): the first player's opening roll is his
    first move, so nobody doubles before it."""
    m = Match(7)
    assert not m.can_double()
    refused(m, m.offer_double, "before the opening roll")


def test_the_second_player_may_double_on_his_first_turn():
    """After the opening move the other player is on roll and may double
    before rolling."""
    m = opened(first=0)
    assert m.to_move == 1 and m.can_double() and not m.can_double(0)
    assert m.offer_double() == Cube(1, None, 1)
    m = opened(first=1)
    assert m.to_move == 0 and m.can_double(0)


def test_double_before_rolling_not_after():
    """docs/rules.md#cube: "offered before rolling"; 002: "før han kaster sine
    terninger" (before he throws his dice)."""
    m = opened()
    m.roll((3, 2))
    text = refused(m, m.offer_double, "after rolling")
    assert "Black cannot double after rolling (3-2)" in text
    m.step(24, 21)
    refused(m, m.offer_double, "after rolling")


def test_only_the_player_about_to_roll_may_double():
    m = opened()
    text = refused(m, lambda: m.offer_double(player=0), "it is Black's turn")
    assert "only the player about to roll may double" in text
    assert m.offer_double(player=1).offered_by == 1


def test_cube_values_2_to_64_and_no_further():
    """docs/rules.md#cube: "2..64"; 002: the cube is "markeret med
    tallene 2, 4, 8, 16, 32 og 64": six doubles, the seventh refused."""
    m = opened(0)                                # money play: no match limit
    values = []
    while m.cube.value < 64:
        m.offer_double()
        values.append(m.take().value)
        turn(m)
    assert values == [2, 4, 8, 16, 32, 64]
    assert m.cube.owner == m.to_move             # the last taker is on roll
    text = refused(m, m.offer_double, "highest value")
    assert "the cube is at 64" in text


# ---------------------------------------------------------------------------
# docs/rules.md#cube: a take passes the cube to the taker, who alone may redouble
# ---------------------------------------------------------------------------

def test_take_passes_the_cube_to_the_taker():
    """002: the taker says "Jeg tager", lifts the cube and puts it on his
    side, with 2 showing."""
    m = opened()
    m.offer_double()
    cube = m.take()
    assert cube == Cube(2, 0, None) and m.cube is cube
    assert m.to_move == 1 and m.dice is None          # the doubler now rolls
    assert [a.action for a in m.current.actions] == ["double", "take"]


def test_the_taker_alone_may_redouble():
    """000: "Kini hanya dia yang boleh menawarkan penggandaan pada salah
    satu langkah seterusnya" (now only he may offer the next double)."""
    m = opened()
    m.offer_double()
    m.take()                                          # White owns the cube at 2
    text = refused(m, m.offer_double, "White owns the cube at 2 and alone may redouble")
    assert "cube 2, owned by White" in text           # the state is quoted
    turn(m)                                           # Black plays; White on roll
    assert not m.can_double(1) and m.can_double(0)
    m.offer_double()
    assert m.take() == Cube(4, 1, None)


def test_seed_002_redoubles_4_then_8():
    """002: "tilbydes terningen tilbage på 4, og hvis taget kan tilbydes
    senere af den originale doubler på 8" (offered back at 4, and if taken,
    later by the original doubler at 8)."""
    m = opened(0)
    m.offer_double(); m.take(); turn(m)               # Black doubles to 2, White takes
    m.offer_double(); m.take(); turn(m)               # White redoubles to 4, Black takes
    m.offer_double()
    assert m.cube.offered_by == 1 and m.cube.offered_value == 8   # the original doubler, at 8


# ---------------------------------------------------------------------------
# docs/rules.md#cube: or a pass loses at the current value
# ---------------------------------------------------------------------------

def test_pass_ends_the_game_at_the_current_value():
    """002: "Hvis modstanderen nægter terningen ... de nuværende spil
    slutter med, at doubler scorer sejren"; 000: he "kalah dalam permainan
    pada pertaruhan awal pada die" (loses at the stake before the double)."""
    m = opened()
    m.offer_double()
    out = m.pass_()
    assert out == Outcome(winner=1, points=1, kind="single", cube=1, how="passed")
    assert m.game_over and m.result == out and m.score == (0, 1)


def test_a_passed_redouble_scores_the_value_before_it():
    m = opened(0)
    m.offer_double(); m.take(); turn(m)               # 2, White's
    m.offer_double(); m.take(); turn(m)               # 4, Black's
    m.offer_double()                                  # Black offers 8
    out = m.drop()                                    # drop = pass_
    assert (out.winner, out.points, out.cube) == (1, 4, 4)
    assert m.score == (0, 4)
    assert m.cube == Cube(4, 1, None)


def test_answers_need_an_offer_and_come_from_the_doubled_player():
    m = opened()
    refused(m, m.take, "no double is on offer")
    refused(m, m.pass_, "no double is on offer")
    m.offer_double()
    text = refused(m, lambda: m.take(player=1), "cannot take their own double")
    assert "White answers it" in text
    refused(m, lambda: m.pass_(player=1), "cannot pass their own double")
    assert m.take(player=0).owner == 0


def test_a_pending_double_blocks_everything_but_the_answer():
    m = opened()
    m.offer_double()
    for action in (m.roll, lambda: m.roll((6, 5)), lambda: m.play("24/13"), lambda: m.step(24, 18),
                   m.offer_double, lambda: m.play_bot(lambda g: g.legal_plays()[0])):
        refused(m, action, "take or pass|already|waits")
    assert m.turn_player == 0 and m.to_move == 1


# ---------------------------------------------------------------------------
# docs/rules.md#backgammon-results: single (1), gammon (2), backgammon (3), times the cube
# ---------------------------------------------------------------------------

@pytest.mark.parametrize("cube, owner", [(1, None), (2, 1), (4, 0), (64, 1)])
@pytest.mark.parametrize("loser, kind, mult", [
    (({20: 14}, 1), "single", 1),                   # the loser bore one off
    (({20: 15}, 0), "gammon", 2),                   # none off
    (({20: 14, 3: 1}, 0), "backgammon", 3),         # none off, one in the winner's home
], ids=["single", "gammon", "backgammon"])
def test_results_times_the_cube(cube, owner, loser, kind, mult):
    """002: "vinderen to gange (for en gammon) eller tre gange (for et
    backgammon) antallet af point, der vises på terningen"."""
    points, off = loser
    m = endgame(points, off, cube=cube, owner=owner, length=0, jacoby=False)
    m.play("1/off")
    assert m.result == Outcome(0, mult * cube, kind, cube, "played")
    assert m.score == (mult * cube, 0)


def test_backgammon_with_a_checker_on_the_bar():
    m = endgame({20: 14}, loser_bar=1, cube=2, owner=0, length=0)
    m.play("1/off")
    assert (m.result.kind, m.result.points) == ("backgammon", 6)


# ---------------------------------------------------------------------------
# docs/rules.md#jacoby: in money play, an option: gammons count only once the
# cube has turned
# ---------------------------------------------------------------------------

def test_jacoby_gammon_with_a_centred_cube_counts_one():
    """002: "når der ikke er tilbudt nogen terning i pengespillet, tæller
    gammons og backgammons ikke"."""
    m = endgame({20: 14, 3: 1}, jacoby=True, length=0)
    assert m.jacoby and m.money
    m.play("1/off")
    assert (m.result.kind, m.result.points) == ("backgammon", 1)


def test_jacoby_gammon_counts_once_the_cube_has_turned():
    m = endgame({20: 15}, cube=2, owner=1, jacoby=True, length=0)
    m.play("1/off")
    assert (m.result.kind, m.result.points) == ("gammon", 4)


def test_without_jacoby_gammons_always_count():
    m = endgame({20: 15}, jacoby=False, length=0)
    assert not m.jacoby
    m.play("1/off")
    assert m.result.points == 2


def test_jacoby_is_a_money_play_option():
    """002: "i pengespil er Jacoby-reglen en valgfri regel" -- money play
    only; off unless chosen."""
    assert Match(0).jacoby is False
    assert Match(0, jacoby=True).jacoby is True
    with pytest.raises(InvalidOptionError, match="Jacoby rule is for money play"):
        Match(7, jacoby=True)


def test_jacoby_does_not_apply_in_match_play():
    m = endgame({20: 15}, length=7, jacoby=True)      # a match ID's Jacoby bit is ignored
    assert not m.jacoby
    m.play("1/off")
    assert m.result.points == 2


# ---------------------------------------------------------------------------
# 002: "Det bruges ikke i en 1-punkts kamp, eller enkelt spil, medmindre
# man spiller et penge spil."
# ---------------------------------------------------------------------------

def test_no_cube_in_a_1_point_match():
    m = opened(1)
    assert not m.can_double()
    text = refused(m, m.offer_double, "not used in a 1-point match")
    assert "Det bruges ikke i en 1-punkts kamp" in text
    assert opened(0).can_double()                     # money play has the cube


# ---------------------------------------------------------------------------
# The Crawford rule (docs/rules.md#crawford): no doubling in the game after a
# player first reaches match point minus one (002's paragraph)
# ---------------------------------------------------------------------------

def test_crawford_game_after_first_reaching_match_point_minus_one():
    """002: "når en af spillerne når en score, hvor han er blot et enkelt
    point væk fra at vinde kampen, fordoblingen terning kan ikke bruges i
    følgende spil"."""
    m = Match(7, seed=3)
    m.resign("backgammon", player=1)                  # White 3-0
    m.new_game()
    assert not m.crawford and not m.post_crawford
    m.resign("backgammon", player=1)                  # White 6-0: one point from the match
    m.new_game()
    assert m.score == (6, 0) and m.crawford and not m.post_crawford
    m.opening_roll([(6, 1)])
    m.play("13/7 8/7")
    for p in (0, 1):
        assert not m.can_double(p)
    text = refused(m, m.offer_double, "Crawford game")
    assert "Crawford game" in text and "score 6-0, 7-point match" in text
    assert parse_match_id(m.match_id()).crawford is True


def test_after_the_crawford_game_the_cube_is_used_again():
    """002: "Men hvis lederen ikke vinder kampen i det spil, kan
    dobbeltterningen måske bruges af hans modstander i alle efterfølgende
    spil"."""
    m = resumed(7, score=(6, 0), crawford=True)
    assert m.crawford
    m.resign("single", player=0)                      # the trailer wins the Crawford game
    m.new_game()
    assert m.score == (6, 1) and not m.crawford and m.post_crawford
    m.opening_roll([(6, 1)])
    m.play("13/7 8/7")
    assert m.can_double(1)                            # the trailer doubles
    assert not m.pointless_to_double(1)
    turn_to_white = m.offer_double(); m.take(); turn(m)
    assert turn_to_white.offered_by == 1 and m.cube == Cube(2, 0, None)


def test_there_is_only_one_crawford_game():
    """"first reaches": once played, later games at match point minus one
    are post-Crawford, even when the trailer gets there too (6-6)."""
    m = resumed(7, score=(6, 0), crawford=True)
    m.resign("backgammon", player=0)                  # 6-3
    m.new_game()
    assert not m.crawford and m.post_crawford
    m.resign("backgammon", player=0)                  # 6-6
    m.new_game()
    assert m.score == (6, 6) and not m.crawford and m.post_crawford
    assert m.dead_cube() == 1 and m.pointless_to_double(0) and m.pointless_to_double(1)


def test_the_leader_doubling_post_crawford_is_legal_but_pointless():
    """The leader needs one point: a cube of 1 already covers it."""
    m = resumed(7, score=(6, 3), on_roll=0)
    assert m.post_crawford and m.can_double(0)
    assert m.pointless_to_double(0) and not m.pointless_to_double(1)


def test_crawford_rule_can_be_switched_off():
    m = Match(3, crawford_rule=False)
    m.resign("gammon", player=1)
    m.new_game()
    assert m.score == (2, 0) and not m.crawford and not m.post_crawford
    m.opening_roll([(1, 6)])
    m.play("13/7 8/7")
    assert m.can_double()


def test_a_resumed_match_at_match_point_minus_one():
    """By default the score has just been reached (the Crawford game comes
    next); crawford_game=False resumes after it."""
    assert Match(5, score=(4, 2)).crawford
    assert not Match(5, score=(4, 2), crawford_game=False).crawford
    assert Match(5, score=(4, 2), crawford_game=False).post_crawford
    assert not Match(5, score=(4, 4)).crawford                    # both there: post-Crawford
    with pytest.raises(InvalidOptionError, match="Crawford game needs one player"):
        Match(5, score=(1, 2), crawford_game=True)


# ---------------------------------------------------------------------------
# 002: where doubling further is pointless
# ---------------------------------------------------------------------------

def test_seed_002_7_point_match_no_reason_to_double_higher_than_8():
    """002: "hvis spillerne er i en 7-punkts kamp er der ingen grund til at
    fordoble højere end 8, Da 8 point vil ende en 7-punkts kamp i det
    aktuelle spil"."""
    assert Match(7).dead_cube() == 8
    at8 = resumed(7, cube=8, owner=0)
    assert at8.pointless_to_double(0) and at8.pointless_to_double(1)
    assert at8.can_double(0)                          # pointless, not illegal
    at4 = resumed(7, cube=4, owner=0)
    assert not at4.pointless_to_double(0)             # a double to 8 still gains


def test_seed_002_tied_3_3_no_reason_to_double_higher_than_4():
    """002: "Hvis ... spillerne er bundet 3-3 i scoren af en 7-punkts kamp,
    er der ingen grund til at fordoble højere end 4"."""
    m = resumed(7, score=(3, 3), cube=4, owner=1, on_roll=1)
    assert m.dead_cube() == 4 and m.need(0) == m.need(1) == 4
    assert m.pointless_to_double(1) and m.pointless_to_double(0)
    assert not resumed(7, score=(3, 3), cube=2, owner=1, on_roll=1).pointless_to_double(1)


def test_seed_002_cube_at_4_a_gammon_ends_a_7_point_match():
    """002: "ville kampen ende i et spil, hvis terningen når 4, da en gammon
    ville være værd 8 point og en backgammon 12 point"."""
    assert resumed(7, cube=4, owner=0).winning_results(0) == ("gammon", "backgammon")
    assert resumed(7, cube=2, owner=0).winning_results(0) == ()
    assert resumed(7, cube=8, owner=0).winning_results(1) == ("single", "gammon", "backgammon")
    assert resumed(7, score=(3, 3), cube=2, owner=0).winning_results(0) == ("gammon", "backgammon")


def test_longer_matches_and_money_go_higher():
    """002: "Kuben kan dog gå op til 16, 32 eller 64 i længere kampe og i
    penge spil"."""
    assert Match(25).dead_cube() == 32
    assert Match(64).dead_cube() == 64
    money = opened(0)
    assert money.dead_cube() is None and not money.pointless_to_double()
    assert money.winning_results() == () and money.need(0) is None


def test_pointless_when_the_cube_covers_the_doubler_not_the_opponent():
    """The point is the doubler's own need: at 5-0 of 7 the trailer's double
    to 4 (and 8) still gains; the leader, needing 2, gains nothing from the
    cube at 2."""
    m = resumed(7, score=(5, 0), cube=2, owner=1, on_roll=1)
    assert m.need(0) == 2 and m.need(1) == 7
    assert not m.pointless_to_double(1) and m.pointless_to_double(0)
    assert m.dead_cube() == 8


# ---------------------------------------------------------------------------
# Games, scores, the match's end; bad input
# ---------------------------------------------------------------------------

def test_score_winner_and_new_games():
    m = Match(3, seed=2)
    refused(m, m.new_game, "still being played", IllegalMoveError)
    m.opening_roll([(3, 1)])
    m.play("8/5 6/5")
    m.offer_double()
    m.pass_()
    refused(m, m.roll, "call new_game", GameOverError)
    refused(m, m.offer_double, "is over")
    refused(m, lambda: m.resign(), "is over", IllegalMoveError)
    m.new_game()
    assert m.current.number == 2 and m.current.score == (0, 1) and m.cube == Cube()
    m.resign("gammon", player=1)                       # 2-1: not yet
    assert not m.over and m.winner is None
    m.new_game()
    assert m.crawford                                  # White at 2 of 3
    m.resign("single", player=1)
    assert m.over and m.winner == 0 and m.score == (3, 1)
    refused(m, m.new_game, "the match is over: White won 3-1", GameOverError)
    refused(m, m.roll, "the match is over", GameOverError)


def test_a_resignation_scores_the_result_times_the_cube():
    m = opened(0)
    m.offer_double(); m.take()
    out = m.resign("gammon", player=1)
    assert out == Outcome(0, 4, "gammon", 2, "resigned")
    m = opened(0)
    m.offer_double()
    out = m.resign()                                   # the doubled player, instead of answering
    assert out == Outcome(1, 1, "single", 1, "resigned")
    assert m.current.actions[-1].action == "resign"


def test_money_play_never_ends():
    m = Match(0, seed=4)
    for _ in range(3):
        m.resign("backgammon", player=0)
        m.new_game()
    assert m.score == (0, 9) and m.winner is None and not m.over


@pytest.mark.parametrize("kw, phrase", [
    ({"length": -1}, "0 for money play"), ({"length": 65}, "1 to 64"), ({"length": "7"}, "1 to 64"),
    ({"length": 7, "score": (7, 0)}, "below 7"), ({"length": 7, "score": (1,)}, "two whole numbers"),
    ({"length": 0, "jacoby": 1}, "True or False"),
])
def test_bad_match_options(kw, phrase):
    with pytest.raises(InvalidOptionError, match=phrase):
        Match(**kw)


def test_bad_player_numbers():
    m = opened()
    refused(m, lambda: m.offer_double(player=2), "players are 0 and 1")
    refused(m, lambda: m.need(True), "players are 0 and 1")


def test_repr_and_state_text():
    m = opened()
    assert repr(m) == "<Match 7-point match: game 1, Black on roll; cube centred; score 0-0, 7-point match>"
    m.offer_double()
    assert "White offers" not in m.state_text() and "Black offers 2" in m.state_text()


# ---------------------------------------------------------------------------
# gnubg Match ID
# ---------------------------------------------------------------------------

def test_match_id_of_a_new_match():
    st = parse_match_id(Match(7).match_id())
    assert (st.match_length, st.score, st.cube_value, st.cube_owner, st.crawford) == (7, (0, 0), 1, None, False)
    assert st.game_state == 1 and not st.double_offered and st.dice == (0, 0)


def test_gnubg_manual_match_id_round_trips():
    """The gnubg manual's example: 9-point match, 2-4, cube 2 owned by
    player 0, player 1 to play 5-2."""
    m = Match.from_match_id("QYkqASAAIAAA", START_ID)
    assert (m.match_length, m.score, m.cube, m.to_move, m.dice) == (9, (2, 4), Cube(2, 0), 1, (5, 2))
    assert m.match_id() == "QYkqASAAIAAA"
    assert m.position_id() == START_ID


def test_match_id_follows_the_game():
    m = opened()
    m.offer_double()
    st = parse_match_id(m.match_id())
    assert st.double_offered and st.player_on_roll == 1 and st.turn == 0
    again = Match.from_match_id(m.match_id(), m.position_id())
    assert again.cube == m.cube and again.to_move == 1 and again.turn_player == 0
    m.take()
    m.roll((5, 2))
    st = parse_match_id(m.match_id())
    assert (st.cube_value, st.cube_owner, st.dice, st.turn) == (2, 0, (5, 2), 1)
    again = Match.from_match_id(m.match_id(), m.position_id())
    assert again.match_id() == m.match_id() and again.position == m.position
    m.resign("single", player=0)
    assert parse_match_id(m.match_id()).game_state not in (GAME_DROP,)
    m2 = opened()
    m2.offer_double(); m2.pass_()
    assert parse_match_id(m2.match_id()).game_state == GAME_DROP


def test_match_id_after_the_match_caps_the_score():
    m = Match(3)
    m.resign("backgammon", player=1)
    st = parse_match_id(m.match_id())
    assert st.score == (3, 0) and st.game_state != 1


def test_match_id_of_a_played_out_game():
    m = endgame({20: 15}, cube=2, owner=0, length=5)
    m.play("1/off")
    st = parse_match_id(m.match_id())
    assert st.game_state == GAME_OVER and st.score == (4, 0)


@pytest.mark.parametrize("st, pos, phrase", [
    (MatchState(match_length=7, game_state=GAME_OVER), START_ID, "is over"),
    (MatchState(match_length=7, cube_value=128, cube_owner=0), START_ID, "stops at 64"),
    (MatchState(match_length=7, score=(6, 2), crawford=True, cube_value=2, cube_owner=0), START_ID, "Crawford"),
    (MatchState(match_length=7, score=(5, 2), crawford=True), START_ID, "Crawford"),
    (MatchState(match_length=1, cube_value=2, cube_owner=0), START_ID, "1-point match has no cube"),
    (MatchState(match_length=7, cube_value=2, cube_owner=0), None, "Position ID too"),
    (MatchState(match_length=7, dice=(3, 1)), None, "Position ID too"),
    (MatchState(match_length=7, resignation=2), START_ID, "resignation"),
], ids=["over", "cube-128", "crawford-cube", "crawford-score", "1-point", "cube-no-pos", "dice-no-pos", "resign"])
def test_match_ids_that_cannot_be_resumed(st, pos, phrase):
    with pytest.raises(InvalidMatchStateError, match=phrase):
        Match.from_match_id(match_id(st), pos)


def test_match_id_crawford_and_post_crawford():
    assert Match.from_match_id(match_id(MatchState(match_length=5, score=(4, 1), crawford=True))).crawford
    post = Match.from_match_id(match_id(MatchState(match_length=5, score=(4, 1), crawford=False)))
    assert not post.crawford and post.post_crawford and post.can_double(0) is False    # before the opening roll
    assert Match.from_match_id(match_id(MatchState(match_length=0, jacoby=True))).jacoby


# ---------------------------------------------------------------------------
# Whole matches: invariants over random play with random cube decisions
# ---------------------------------------------------------------------------

def random_match(length, seed, jacoby=False, games=4):
    r = random.Random(seed)
    m = Match(length, seed=seed, jacoby=jacoby)
    bot = lambda g: r.choice(g.legal_plays())              # noqa: E731
    while True:
        while not m.game_over:
            if m.dice is None and m.can_double() and r.random() < 0.2:
                m.offer_double()
                if r.random() < 0.3:
                    m.pass_()
                    break
                m.take()
            m.play_bot(bot)
        if m.over or (not length and len(m.games) >= games):
            return m
        m.new_game()


@pytest.mark.parametrize("length, seed", [(5, s) for s in range(6)] + [(0, 7), (1, 8), (3, 9)])
def test_random_matches_keep_the_rules(length, seed):
    m = random_match(length, seed, jacoby=not length)
    total = [0, 0]
    crawford_games = [g.number for g in m.games if g.crawford]
    for g in m.games:
        assert tuple(total) == g.score
        o = g.outcome
        total[o.winner] += o.points
        values = [a.value for a in g.actions if a.action == "double"]
        assert values == [2 ** (i + 1) for i in range(len(values))]
        assert not (g.crawford and values), "a double in the Crawford game"
        if length == 1:
            assert not values
        doublers = [a.player for a in g.actions if a.action == "double"]
        assert all(a != b for a, b in zip(doublers, doublers[1:])), "the same player doubled twice in a row"
    assert tuple(total) == m.score
    if length:
        assert m.over and max(m.score) >= length
        reached = [g.number for g in m.games if length - 1 in g.score and g.number > 1]
        if length > 1 and any(max(g.score) == length - 1 for g in m.games):
            assert len(crawford_games) == 1 and crawford_games[0] == reached[0]
        else:
            assert crawford_games == []


def test_roll_at_the_start_of_a_game_is_the_opening_roll():
    """Each player throws one die; the higher plays both numbers (docs/rules.md#backgammon-opening)."""
    m = Match(5, seed=1)
    assert m.roll((2, 5)) == (5, 2)                    # White 2, Black 5: Black opens with 5-2
    assert m.to_move == 1 and m.dice == (5, 2)
    m2 = Match(5, seed=1)
    refused(m2, lambda: m2.roll((4, 4)), "tie", IllegalMoveError)
    m3 = Match(5, seed=1)
    dice = m3.roll()                                   # a random opening: the opening numbers
    white, black = m3.game.opening[-1]
    assert white != black and m3.to_move == (0 if white > black else 1)
    assert dice == (max(white, black), min(white, black))
