"""Cube decisions from the evaluator: Janowski's cubeful equities for money
play, Janowski's match equity formula for matches, and the expert's cube
in a Match."""

import pytest

import nardy
from nardy import Match, MatchState, match_id, position_id
from nardy.cube_equity import CUBE_LIFE, cubeful_equity, expert_cube_policy, money_decision
from nardy.errors import NardyError
from nardy.evaluator import Evaluation, evaluator_for
from nardy.match_equity import equity, match_decision

BG = nardy.variant("backgammon")


def gammonless(p):
    return Evaluation(p, 0.0, 0.0, 0.0, 0.0)


# -- money -----------------------------------------------------------------------------------------------
def test_dead_cube_is_the_cubeless_equity_and_live_cube_meets_the_take_point():
    e = Evaluation(0.6, 0.15, 0.01, 0.08, 0.005)
    for owner in ("centre", "mover", "opponent"):
        assert cubeful_equity(e, owner, cube_life=0.0) == pytest.approx(e.equity)
    # Fully live, gammonless: the take point is 20% and the cash point 80%.
    assert cubeful_equity(gammonless(0.2), "centre", cube_life=1.0) == pytest.approx(-1.0)
    assert cubeful_equity(gammonless(0.8), "centre", cube_life=1.0) == pytest.approx(1.0)
    assert cubeful_equity(gammonless(0.8), "opponent", cube_life=1.0) == pytest.approx(0.5)


def test_owning_the_cube_is_worth_something():
    for p in (0.3, 0.5, 0.7):
        e = gammonless(p)
        assert cubeful_equity(e, "mover") > cubeful_equity(e, "centre") > cubeful_equity(e, "opponent")


@pytest.mark.parametrize("p, action", [
    (0.50, "no double"), (0.66, "no double"), (0.72, "double, take"), (0.77, "double, take"),
    (0.80, "double, pass"), (0.95, "double, pass"),
])
def test_gammonless_money_decisions_follow_the_take_point(p, action):
    """With x = 0.68 the gammonless take point is 0.5 / (2 + 0.34) = 21.4%."""
    d = money_decision(gammonless(p))
    assert d.action == action
    assert d.take == (1 - p >= 0.5 / (2 + 0.5 * CUBE_LIFE) - 1e-12)


def test_too_good_to_double_plays_on_for_the_gammon():
    d = money_decision(Evaluation(0.85, 0.6, 0.0, 0.0, 0.0))
    assert d.action == "too good" and not d.double and d.no_double > 1.0
    assert d.cost(doubled=True) == pytest.approx(d.no_double - 1.0)


def test_jacoby_makes_a_centred_cube_ignore_gammons():
    e = Evaluation(0.72, 0.35, 0.0, 0.02, 0.0)
    jac = money_decision(e, jacoby=True)
    plain = money_decision(e)
    assert jac.no_double < plain.no_double            # gammons do not count until the cube turns
    assert jac.double_take == plain.double_take


def test_costs_of_wrong_actions():
    d = money_decision(gammonless(0.75))
    assert d.action == "double, take"
    assert d.cost(doubled=True) == 0.0 and d.cost(doubled=False) > 0.0
    assert d.take_cost(took=True) == 0.0 and d.take_cost(took=False) > 0.0


@pytest.mark.parametrize("bad, words", [
    (dict(owner="left"), "owner is one of centre, mover, opponent, got 'left'"),
    (dict(cube_life=1.5), "cube life is a number from 0 to 1, got 1.5"),
    (dict(cube_life=True), "got True"),
])
def test_bad_cube_arguments_are_refused_saying_why(bad, words):
    with pytest.raises(NardyError, match=words):
        cubeful_equity(gammonless(0.5), **bad)


def test_only_a_player_with_the_cube_may_double():
    with pytest.raises(NardyError, match="only the player with access to the cube can double: owner 'opponent'"):
        money_decision(gammonless(0.7), owner="opponent")


# -- match equities --------------------------------------------------------------------------------
def test_match_equities_are_symmetric_and_janowskis():
    for a in range(1, 12):
        for b in range(1, 12):
            for cr in (False, True):
                if cr and (a == 1) == (b == 1):
                    continue
                assert equity(a, b, crawford=cr) + equity(b, a, crawford=cr) == pytest.approx(1.0)
    assert equity(4, 5) == pytest.approx(0.5 + 0.85 / 11)     # 4-away leads 5-away
    assert equity(1, 4, crawford=True) == pytest.approx(0.525 + 0.57 * 3 / 6)
    assert equity(1, 2) == pytest.approx(0.512)       # post-Crawford, the free drop
    assert equity(1, 1) == 0.5 and equity(0, 3) == 1.0 and equity(3, 0) == 0.0
    # The leader's chance grows with the trailer's deficit.
    assert [equity(2, t) for t in range(2, 9)] == sorted(equity(2, t) for t in range(2, 9))
    with pytest.raises(NardyError, match="whole number of points, got '3'"):
        equity("3", 4)


def test_match_decisions():
    # Double match point (1-away/1-away): the cube is dead, never double.
    d = match_decision(gammonless(0.7), me=1, them=1)
    assert not d.double
    # Post-Crawford, the trailer (4-away) should double the leader (1-away) at once.
    d = match_decision(gammonless(0.5), me=4, them=1, crawford_played=True)
    assert d.double and d.take
    # 2-away/4-away, the leader at 60%: taking is right for the trailer.
    d = match_decision(gammonless(0.6), me=2, them=4)
    assert d.take
    # A doubler who would win the match with a pass is passed only when the taker is far behind.
    d = match_decision(gammonless(0.9), me=3, them=3)
    assert d.action in ("double, pass", "too good")


# -- the expert's cube in a match -------------------------------------------------------------------------
def resumed(position, length=7, score=(0, 0), cube=1, owner=None, offered=False):
    st = MatchState(cube_value=cube, cube_owner=owner, player_on_roll=0, turn=1 if offered else 0,
                    double_offered=offered, match_length=length, score=score, jacoby=not length)
    return Match.from_match_id(match_id(st), position_id(position))


def race(mine: dict, theirs: dict):
    pts = [0] * 24
    for p, n in mine.items():
        pts[p - 1] += n
    for p, n in theirs.items():
        pts[24 - p] -= n
    return nardy.Position.from_counts(pts, off=(15 - sum(mine.values()), 15 - sum(theirs.values())))


def test_the_expert_cube_follows_the_evaluators_chances():
    policy = expert_cube_policy()
    ev = evaluator_for(BG)
    certain = race({1: 2}, {6: 10})               # two checkers on the 1-point against ten: a sure win
    assert ev.evaluate(certain).win == 1.0
    assert policy.double(resumed(certain, length=0))
    assert not policy.take(resumed(certain, length=0, offered=True))
    # A race the mover wins 85-97% of the time (exact: the bear-off
    # database), no gammon left: double, pass at money.
    crushing = next(pos for pos in (race({6: 2, 5: a}, {6: 2, 4: b}) for a in range(4) for b in range(4))
                    if 0.85 < ev.evaluate(pos).win < 0.97)
    assert ev.evaluate(crushing).exact
    assert policy.double(resumed(crushing, length=0))
    assert not policy.take(resumed(crushing, length=0, offered=True))
    even = BG.start()
    assert not policy.double(resumed(even, length=0))
    assert policy.take(resumed(even, length=0, offered=True))
    # What the match forbids: the opponent's cube, a 1-point match.
    assert not policy.double(resumed(crushing, cube=2, owner=1))
    assert not policy.double(resumed(crushing, length=1))
    with pytest.raises(NardyError, match="no double is on offer"):
        policy.take(resumed(even))


def test_the_expert_cube_plays_whole_matches():
    """A 5-point match between two experts with their cube ends with a
    winner and consistent scores."""
    from nardy.expert import expert_bot
    m = Match(5, seed=3)
    policy = expert_cube_policy()
    bot = expert_bot(seed=3)
    doubles = 0
    while not m.over:
        if m.game_over:
            m.new_game()
            continue
        if m.dice is None and policy.double(m):
            m.offer_double()
            doubles += 1
            if policy.take(m):
                m.take()
            else:
                m.pass_()
                continue
        m.play_bot(bot)
    assert max(m.score) >= 5 and m.winner in (0, 1)


def first(pred, start=0.40):
    """The smallest winning chance (in steps of 0.001) where ``pred`` holds."""
    return next(p / 1000 for p in range(int(start * 1000), 1001) if pred(p / 1000))


def test_a_long_match_cube_is_a_money_cube():
    # 25-away each the match equity table is nearly linear in points, so the
    # live match cube must double and pass where Janowski's money cube does.
    at = lambda p: match_decision(gammonless(p), me=25, them=25)        # noqa: E731
    money = lambda p: money_decision(gammonless(p))                     # noqa: E731
    assert first(lambda p: at(p).double) == pytest.approx(first(lambda p: money(p).double), abs=0.01)
    assert first(lambda p: not at(p).take) == pytest.approx(first(lambda p: not money(p).take), abs=0.01)
    # A redouble (the cube the doubler's own, at 2) waits longer than a first double.
    redouble = first(lambda p: match_decision(gammonless(p), me=25, them=25, cube=2, owner="mover").double)
    assert redouble > first(lambda p: at(p).double)


def test_the_match_cube_is_live():
    # 2-away each: the taker's redouble would be pointless (a single win at 2
    # wins him the match), so the favourite doubles at once; he is passed
    # where the Crawford equity of 1-away/2-away is worth more than the game.
    at = lambda p: match_decision(gammonless(p), me=2, them=2)          # noqa: E731
    assert not at(0.5).double and at(0.51).double and at(0.51).take
    assert first(lambda p: not at(p).take) == pytest.approx(equity(1, 2, crawford=True), abs=0.002)
    # Playing on with a live cube is worth more than with a dead one: the
    # player who may double later cashes the games the dead cube plays out.
    from nardy.match_equity import _Game
    g = _Game(gammonless(0.7), 5, 5, False)
    assert g.cubeful(1, "centre", 0.68) > g.cubeful(1, "centre", 0.0) == pytest.approx(g.dead(1))
    # The leader after the Crawford game never gains by doubling; the trailer doubles at once.
    assert not match_decision(gammonless(0.9), me=1, them=4, crawford_played=True).double
    assert match_decision(gammonless(0.3), me=4, them=1, crawford_played=True).double
    # In the Crawford game nobody may double: the cube is dead.
    g = _Game(gammonless(0.7), 3, 1, False)
    assert g.cubeful(1, "centre", 0.68) == pytest.approx(g.dead(1))


def test_bad_match_cube_input_is_refused():
    with pytest.raises(NardyError, match="owner 'opponent'"):
        match_decision(gammonless(0.7), me=3, them=3, owner="opponent")
    with pytest.raises(NardyError, match="got 0"):
        match_decision(gammonless(0.7), me=3, them=3, cube=0)
    with pytest.raises(NardyError, match="got 1.5"):
        match_decision(gammonless(0.7), me=3, them=3, cube_life=1.5)
