"""The computer's cube sense (nardy.cube_policy): the 8-9-12 rule in races
at its exact thresholds, caution in contact, and the two match-play
certainties (no pointless double; take when a pass loses the match)."""

import pytest

import nardy
from nardy import Match, MatchState, match_id, position_id
from nardy.cube_policy import eight_nine_twelve, is_race, race_cube_policy, race_lead

BG = nardy.variant("backgammon")


def race(mine: dict, theirs: dict, bar=(0, 0)):
    """A position from the mover's side; ``theirs`` in the opponent's own
    numbering (his 1-point is the mover's 24)."""
    pts = [0] * 24
    for p, n in mine.items():
        pts[p - 1] += n
    for p, n in theirs.items():
        pts[24 - p] -= n
    off = (15 - sum(mine.values()) - bar[0], 15 - sum(theirs.values()) - bar[1])
    return nardy.Position.from_counts(pts, bar=bar, off=off)


def with_pips(mover: int, opponent: int):
    """A race with exactly these pip counts (checkers on the 6- and 1-points,
    then a remainder; both sides keep their checkers at home)."""
    def side(total):
        n6, rest = divmod(total, 6)
        counts = {6: n6}
        if rest:
            counts[rest] = counts.get(rest, 0) + 1
        assert sum(counts.values()) <= 15
        return counts
    pos = race(side(mover), side(opponent))
    assert BG.pips(pos) == (mover, opponent)
    return pos


def resumed(position, length=7, score=(0, 0), cube=1, owner=None, offered=False):
    st = MatchState(cube_value=cube, cube_owner=owner, player_on_roll=0, turn=1 if offered else 0,
                    double_offered=offered, match_length=length, score=score, jacoby=not length)
    return Match.from_match_id(match_id(st), position_id(position))


def test_is_race():
    assert not is_race(BG.start())
    assert is_race(with_pips(50, 60))
    # One opponent checker behind the mover's last one: contact.
    assert not is_race(race({6: 10, 20: 1}, {6: 10, 2: 1}))
    # A checker on the bar: contact.
    assert not is_race(race({6: 10}, {6: 10}, bar=(0, 1)))
    assert is_race(race({6: 10}, {6: 10}))


@pytest.mark.parametrize("mover, opponent, owned, expected", [
    (50, 53, False, "no double"),          # 6%
    (50, 54, False, "double, take"),       # 8%: double from 8
    (50, 54, True, "no double"),           # 8%: a redouble needs 9
    (50, 55, True, "double, take"),        # 10%
    (50, 56, False, "double, take"),       # 12%: still a take
    (50, 57, False, "double, pass"),       # 14%
    (60, 50, False, "no double"),          # behind
])
def test_eight_nine_twelve_thresholds(mover, opponent, owned, expected):
    pos = with_pips(mover, opponent)
    assert race_lead(pos) == pytest.approx((opponent - mover) / mover * 100)
    assert eight_nine_twelve(pos, cube_owned=owned) == expected


def test_policy_doubles_in_races_only():
    policy = race_cube_policy()
    assert policy.double(resumed(with_pips(50, 55)))           # 10%
    assert not policy.double(resumed(with_pips(50, 53)))       # 6%
    contact = race({6: 6, 8: 3, 13: 4, 18: 2}, {6: 5, 8: 3, 13: 5, 24: 2})
    assert race_lead(contact) > 8 and not is_race(contact)
    assert not policy.double(resumed(contact))


def test_policy_never_doubles_when_it_may_not_or_when_pointless():
    policy = race_cube_policy()
    far_ahead = with_pips(40, 60)
    assert not policy.double(resumed(far_ahead, cube=2, owner=1))     # the opponent's cube
    assert not policy.double(resumed(far_ahead, length=1))            # no cube in a 1-point match
    # 7-point match, 5-0: the leader needs 2 and the cube is at 2 (his own):
    # a single win already wins the match, a redouble only risks more.
    m = resumed(far_ahead, score=(5, 0), cube=2, owner=0)
    assert m.can_double() and m.pointless_to_double()
    assert not policy.double(m)


def test_policy_takes_and_passes():
    policy = race_cube_policy()
    assert policy.take(resumed(with_pips(50, 56), offered=True))         # 12%: take
    assert not policy.take(resumed(with_pips(50, 57), offered=True))     # 14%: pass
    # Contact: take unless far behind or with two checkers on the bar.
    contact = race({6: 6, 8: 3, 13: 4, 18: 2}, {6: 5, 8: 3, 13: 5, 24: 2})
    assert policy.take(resumed(contact, offered=True))
    two_on_bar = race({6: 5, 8: 3, 13: 5, 24: 2}, {6: 5, 8: 3, 13: 5}, bar=(0, 2))
    assert not policy.take(resumed(two_on_bar, offered=True))
    # A pass that loses the match is never right: 7-point match, the doubler
    # needs 1 (post-Crawford, 6-3): take even at 14% behind.
    m = resumed(with_pips(50, 57), score=(6, 3), offered=True)
    assert m.cube.value >= m.need(0)
    assert policy.take(m)


def test_take_without_an_offer_is_an_error():
    with pytest.raises(ValueError, match="no double is on offer"):
        race_cube_policy().take(resumed(with_pips(50, 56)))


def test_post_crawford_the_trailer_doubles_at_once():
    """After the Crawford game the leader needs one point: the trailer's
    double costs him nothing, so he doubles in any position (seed 002: the
    cube "may be used by his opponent in all later games")."""
    st = MatchState(player_on_roll=1, turn=1, match_length=7, score=(6, 3))
    m = Match.from_match_id(match_id(st), position_id(BG.start()))
    assert m.post_crawford and m.to_move == 1 and not is_race(m.position)
    assert race_cube_policy().double(m)
    crawford = Match.from_match_id(match_id(MatchState(player_on_roll=1, turn=1, match_length=7, score=(6, 3),
                                                       crawford=True)), position_id(BG.start()))
    assert not race_cube_policy().double(crawford)
