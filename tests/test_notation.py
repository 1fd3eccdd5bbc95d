"""Notations: gnubg Position ID and Match ID, XGID, the long nardy ID.

Where the vectors come from
---------------------------

- gnubg manual, "A technical description of the Position ID" (11.6) and
  "... of the Match ID" (11.7): ``4HPwATDgc/ABMA`` (start) and
  ``QYkqASAAIAAA`` (2-4 in a 9-point match, player 0 owns a 2-cube, player
  1 has rolled 52).
- gnubg's own text boards quoted with their IDs: ``sOfgEwDg8+AIBg`` in the
  POD of CPAN's Games::Backgammon 0.03 (J. Schleicher, 2003), and
  ``AgAAPBcAAAAAAA`` / ``USGgACAAIAAE`` in a gnubg server log quoted by a
  public Kotlin test (``FixResignationTests``).
- eXtreme Gammon 2 manual, pp. 146-147 (the XGID example
  ``-a-B--E-B-a-dDB--b-bcb----:1:1:-1:63:0:0:0:3:8``), and a public XG to
  gnubg conversion table (``aFBBB-A---A-------A---c-b-:1:1:1:21:0:0:3:0:10``
  is ``cwAAoN82IUAAAA:UQkFAAAAAAAA``).
- GNU Backgammon 1.07.001 itself (Debian bookworm package, ``gnubg -t -p``):
  every gnubg vector below was produced or re-checked with its Python API
  (``gnubg.positionid(board)``, ``gnubg.matchid(cubeinfo, posinfo)``,
  ``set xgid`` then ``show board``), and 400 random positions, 400 random
  match states and 300 random XGIDs agreed with this module when the tests
  were written.  gnubg is not needed to run these tests.
"""

from __future__ import annotations

import base64
import dataclasses

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from nardy.errors import InvalidPositionError, NardyError
from nardy.notation import (
    GAME_DROP, GAME_NONE, GAME_OVER, GAME_PLAYING, InvalidMatchStateError, MatchState,
    long_position_id, match_id, parse_match_id, parse_xgid, position_from_id,
    position_from_long_id, position_id, xgid, xgid_match_state,
)
from nardy.position import Position
from nardy.rules.backgammon import Backgammon
from nardy.rules.long import LongNardy

FAST = settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])


# ---------------------------------------------------------------------------
# building positions
# ---------------------------------------------------------------------------

def bg(mover: dict, opponent: dict, bar=(0, 0)) -> Position:
    """A backgammon position: ``mover`` in the mover's numbering, ``opponent``
    in the opponent's own numbering (its point k is the mover's 25 - k);
    borne-off checkers complete 15 a side."""
    pts = [0] * 24
    for p, n in mover.items():
        pts[p - 1] += n
    for k, n in opponent.items():
        assert pts[25 - k - 1] <= 0, "test data puts both sides on one point"
        pts[25 - k - 1] -= n
    m, o = sum(mover.values()) + bar[0], sum(opponent.values()) + bar[1]
    return Position.from_counts(pts, bar=bar, off=(15 - m, 15 - o))


def gnubg_id_from_bits(bits: str, size: int = 80) -> str:
    """A gnubg-style ID from a key bit string padded to ``size`` bits (80 for
    a position, 72 for a match; bit i = bit i % 8 of byte i // 8), written
    with nothing but the stdlib: for hand-made bad IDs."""
    assert len(bits) <= size
    key = sum(1 << i for i, b in enumerate(bits) if b == "1")
    text = base64.b64encode(key.to_bytes(size // 8, "little")).decode()
    return text.rstrip("=")[: {80: 14, 72: 12}[size]]


def runs(*counts) -> str:
    return "".join("1" * n + "0" for n in counts)


@st.composite
def positions(draw, with_bar=True):
    """0..15 checkers a side in play over the points (and the bar), the rest
    borne off, never both sides on one point."""
    pts = [0] * 24
    bar = [0, 0]
    for side, sign in ((0, 1), (1, -1)):
        n = draw(st.integers(0, 15))
        free = [i for i in range(24) if pts[i] * sign >= 0] + ([24] if with_bar else [])
        for slot in draw(st.lists(st.sampled_from(free), min_size=n, max_size=n)):
            if slot == 24:
                bar[side] += 1
            else:
                pts[slot] += sign
    m = sum(v for v in pts if v > 0) + bar[0]
    o = -sum(v for v in pts if v < 0) + bar[1]
    pos = Position.from_counts(pts, bar=bar, off=(15 - m, 15 - o))
    # gnubg refuses both sides on the bar against closed boards
    closed = all(pts[i] >= 2 for i in range(6)) and all(pts[23 - i] <= -2 for i in range(6))
    assume(not (closed and bar[0] and bar[1]))
    return pos


def mirrored(pos: Position) -> Position:
    pts = pos.points
    return Position.from_counts([-pts[23 - i] for i in range(24)], bar=pos.bar[::-1], off=pos.off[::-1])


# ---------------------------------------------------------------------------
# gnubg Position ID
# ---------------------------------------------------------------------------

POSITION_VECTORS = [
    # (id, position, source)
    ("4HPwATDgc/ABMA", Backgammon().start(), "gnubg manual 11.6"),
    # X (janek) at roll: X 6:5 8:4 13:3 16:1 21:2; O (own numbering) 5:2 6:4 8:3 13:5 15:1
    ("sOfgEwDg8+AIBg", bg({6: 5, 8: 4, 13: 3, 16: 1, 21: 2}, {5: 2, 6: 4, 8: 3, 13: 5, 15: 1}),
     "gnubg board in Games::Backgammon 0.03 POD"),
    # X on roll with 4 on its 1, 3 on its 3, 1 on its 4 (7 off); O one checker on its 2 (14 off)
    ("AgAAPBcAAAAAAA", bg({1: 4, 3: 3, 4: 1}, {2: 1}), "gnubg server board in a Kotlin test"),
    ("0OfgATDgOfgAaA", bg({6: 4, 8: 3, 13: 5, 24: 1}, {5: 1, 6: 5, 8: 3, 13: 4, 24: 2}, bar=(2, 0)), "gnubg 1.07"),
    ("YA4+ANy27QwAAA", bg({1: 2, 2: 2, 3: 2, 4: 2, 5: 2, 6: 3, 8: 2}, {6: 2, 8: 3, 13: 5}, bar=(0, 3)), "gnubg 1.07"),
    ("4HPwAFjgc/AAaA", bg({6: 5, 8: 3, 13: 4, 24: 1}, {6: 5, 8: 3, 13: 4, 24: 2}, bar=(2, 1)), "gnubg 1.07"),
    ("ngEAgIkDAAAAAA", bg({1: 2, 3: 1, 6: 3}, {2: 4, 4: 2}), "gnubg 1.07"),
    ("AAAAAgAAAAAAAA", bg({1: 1}, {}), "gnubg 1.07"),
    ("/38AAAAAAAD/fw", bg({}, {1: 15}, bar=(15, 0)), "gnubg 1.07"),
    ("AACA/z8AAID/Pw", bg({24: 15}, {24: 15}), "gnubg 1.07"),
    ("AwBwAAAAAAAAAA", bg({}, {19: 3, 1: 2}), "gnubg 1.07"),
    ("zt01AACwZ3AAMw", bg({24: 2, 22: 2, 13: 3, 8: 2, 6: 4, 5: 2}, {2: 3, 4: 3, 5: 3, 6: 3, 7: 1, 8: 2}),
     "gnubg 1.07"),
    # the XG manual example, top player on roll; gnubg 1.07 `set xgid` prints this ID
    ("jM/gDQDYzeAJIA", bg({4: 2, 5: 3, 6: 2, 8: 2, 13: 4, 15: 1, 24: 1}, {3: 2, 6: 5, 8: 2, 13: 4, 14: 2}),
     "gnubg 1.07, XG manual XGID"),
]


class TestPositionId:
    @pytest.mark.parametrize("pid, pos, source", POSITION_VECTORS, ids=[v[0] for v in POSITION_VECTORS])
    def test_vectors_both_ways(self, pid, pos, source):
        assert position_id(pos) == pid
        assert position_from_id(pid) == pos

    def test_manual_key_bits(self):
        # gnubg manual: the start position's key, bit by bit
        bits = "00000111110011100000111110000000000011000000011111001110000011111000000000001100"
        assert gnubg_id_from_bits(bits) == "4HPwATDgc/ABMA"

    def test_opponent_comes_first(self):
        # gnubg's code (not its manual) writes the player not on roll first:
        # one opponent checker on its own ace point sets bit 0
        assert position_id(bg({}, {1: 1})) == "AQAAAAAAAAAAAA"
        assert position_id(bg({1: 1}, {})) == "AAAAAgAAAAAAAA"

    def test_both_sides_borne_off(self):
        # a finished (drawn, in long nardy) game: every checker off; gnubg reads it too
        assert position_from_id("AAAAAAAAAAAAAA") == Position.from_counts([0] * 24, off=(15, 15))

    def test_surrounding_whitespace_is_ignored(self):
        assert position_from_id("  4HPwATDgc/ABMA\n") == Backgammon().start()

    @FAST
    @given(positions())
    def test_round_trip(self, pos):
        pid = position_id(pos)
        assert len(pid) == 14
        assert position_from_id(pid) == pos

    @pytest.mark.parametrize("bad, why", [
        ("4HPwATDgc/ABM", "13 characters"),
        ("4HPwATDgc/ABMAA", "15 characters"),
        ("", "empty"),
        ("4HPwATDgc-ABMA", "character outside the alphabet"),
        ("4HPwATDgc/AB=A", "padding sign"),
        ("4HPwATDgc/ABMB", "non-zero padding bits"),
        (gnubg_id_from_bits(runs(16) + "0" * 49), "16 checkers for the opponent"),
        (gnubg_id_from_bits("0" * 25 + runs(16) + "0" * 24), "16 checkers for the mover"),
        (gnubg_id_from_bits(runs(1) + "0" * 23 + "0" + "0" * 23 + runs(1) + "0"), "both on the mover's 24"),
        (gnubg_id_from_bits(runs(*[2] * 6) + "0" * 18 + runs(1) + runs(*[2] * 6) + "0" * 18 + runs(1)),
         "both on the bar against closed boards"),
        (gnubg_id_from_bits("0" * 50 + "1" + "0" * 29), "1 bits after the last slot"),
        (gnubg_id_from_bits("1" * 80), "runs out of bits"),
    ])
    def test_bad_ids_raise_quoting_the_input(self, bad, why):
        with pytest.raises(InvalidPositionError) as info:
            position_from_id(bad)
        assert repr(bad) in str(info.value)
        assert isinstance(info.value, ValueError)

    @pytest.mark.parametrize("bad", [None, 42, b"4HPwATDgc/ABMA"])
    def test_non_strings_raise(self, bad):
        with pytest.raises(InvalidPositionError, match="string"):
            position_from_id(bad)

    def test_encoding_needs_fifteen_checkers_a_side(self):
        pos = Position.from_counts([1] + [0] * 22 + [-1])   # nothing borne off
        with pytest.raises(InvalidPositionError, match="exactly 15") as info:
            position_id(pos)
        assert repr(pos) in str(info.value)
        assert pos == Position.from_counts([1] + [0] * 22 + [-1])   # unchanged

    def test_encoding_refuses_both_on_the_bar_against_closed_boards(self):
        pos = bg({i: 2 for i in range(1, 7)}, {i: 2 for i in range(1, 7)}, bar=(1, 1))
        with pytest.raises(InvalidPositionError, match="closed boards"):
            position_id(pos)

    def test_encoding_refuses_a_non_position(self):
        with pytest.raises(InvalidPositionError, match="needs a Position"):
            position_id("4HPwATDgc/ABMA")


# ---------------------------------------------------------------------------
# gnubg Match ID
# ---------------------------------------------------------------------------

MATCH_VECTORS = [
    # (id, state, source)
    ("QYkqASAAIAAA", MatchState(cube_value=2, cube_owner=0, player_on_roll=1, turn=1, dice=(5, 2),
                                match_length=9, score=(2, 4)), "gnubg manual 11.7"),
    ("cAkAAAAAAAAA", MatchState(player_on_roll=1, turn=1), "gnubg 1.07, `new session`"),
    ("AgEbAMAAOAAE", MatchState(cube_value=4, cube_owner=0, dice=(6, 6), score=(12, 7), jacoby=False),
     "gnubg 1.07"),
    ("sAHmAGAAGAAA", MatchState(crawford=True, match_length=7, score=(6, 3), dice=(4, 1)), "gnubg 1.07"),
    ("cRGgABAAEAAA", MatchState(cube_value=2, player_on_roll=1, turn=0, double_offered=True,
                                match_length=5, score=(1, 2)), "gnubg 1.07"),
    ("E8lpAZAAUAAA", MatchState(cube_value=8, cube_owner=1, player_on_roll=0, turn=1, resignation=2,
                                match_length=11, score=(9, 10), dice=(3, 2)), "gnubg 1.07"),
    ("RgogA5ABiAAA", MatchState(cube_value=64, cube_owner=0, game_state=GAME_OVER, player_on_roll=1,
                                turn=1, match_length=25, score=(25, 17)), "gnubg 1.07"),
    ("MAAACAAAAAAA", MatchState(game_state=GAME_NONE, match_length=64), "gnubg 1.07"),
    ("cQRgABAAAAAA", MatchState(cube_value=2, game_state=GAME_DROP, player_on_roll=1, turn=0,
                                match_length=3, score=(1, 0)), "gnubg 1.07"),
    # gnubg (X, player 1, on roll) offers to resign a single game, so O (player 0) must
    # answer; O 2 - X 4 in a 5-point match, X owns a 2-cube
    ("USGgACAAIAAE", MatchState(cube_value=2, cube_owner=1, player_on_roll=1, turn=0, resignation=1,
                                match_length=5, score=(2, 4), jacoby=False),
     "gnubg server log in a Kotlin test"),
]


@st.composite
def match_states(draw):
    length = draw(st.sampled_from([0, 0, 1, 3, 5, 7, 9, 11, 13, 17, 25, 64]))
    if length:
        score = (draw(st.integers(0, length)), draw(st.integers(0, length)))
    else:
        score = (draw(st.integers(0, 0x7FFF)), draw(st.integers(0, 0x7FFF)))
    dice = draw(st.sampled_from([(0, 0)] + [(a, b) for a in range(1, 7) for b in range(1, 7)]))
    return MatchState(cube_value=1 << draw(st.integers(0, 15)), cube_owner=draw(st.sampled_from([None, 0, 1])),
                      player_on_roll=draw(st.integers(0, 1)), crawford=bool(length) and draw(st.booleans()),
                      game_state=draw(st.integers(0, 4)), turn=draw(st.integers(0, 1)),
                      double_offered=draw(st.booleans()), resignation=draw(st.integers(0, 3)), dice=dice,
                      match_length=length, score=score, jacoby=draw(st.booleans()))


class TestMatchId:
    @pytest.mark.parametrize("mid, state, source", MATCH_VECTORS, ids=[v[0] for v in MATCH_VECTORS])
    def test_vectors_both_ways(self, mid, state, source):
        assert match_id(state) == mid
        assert parse_match_id(mid) == state

    def test_manual_fields(self):
        s = parse_match_id("QYkqASAAIAAA")
        assert (s.cube_value, s.cube_owner, s.player_on_roll, s.turn, s.dice, s.match_length, s.score) == \
            (2, 0, 1, 1, (5, 2), 9, (2, 4))
        assert s.game_state == GAME_PLAYING and not s.crawford and not s.double_offered

    def test_keywords_and_replacement(self):
        assert match_id(player_on_roll=1, turn=1) == "cAkAAAAAAAAA"
        base = MatchState(player_on_roll=1, turn=1)
        assert match_id(base, cube_value=2, cube_owner=0, dice=(2, 5), match_length=9, score=(2, 4)) \
            == "QYkqASAAIAAA"
        assert base == MatchState(player_on_roll=1, turn=1)   # unchanged

    def test_dice_are_written_higher_first(self):
        assert MatchState(dice=(2, 5)).dice == (5, 2)
        assert match_id(MatchState(dice=(2, 5))) == match_id(MatchState(dice=(5, 2)))

    def test_reserved_bits_are_ignored_like_gnubg(self):
        # bits 67..71 are unused (bit 67 is value 8 of the last character); gnubg ignores them
        assert parse_match_id("cAkAAAAAAAAI") == parse_match_id("cAkAAAAAAAAA")
        assert parse_match_id("cAkAAAAAAAAE").jacoby is False      # bit 66: Jacoby off

    @FAST
    @given(match_states())
    def test_round_trip(self, state):
        mid = match_id(state)
        assert len(mid) == 12
        assert parse_match_id(mid) == state

    @pytest.mark.parametrize("bad, why", [
        ("QYkqASAAIAA", "11 characters"),
        ("QYkqASAAIAAAA", "13 characters"),
        ("QYkqASAAIA!A", "bad character"),
        (gnubg_id_from_bits("0000" + "01", 72), "cube owner code 2"),
        (gnubg_id_from_bits("0" * 8 + "101", 72), "game state 5"),
        (gnubg_id_from_bits("0" * 15 + "111" + "100", 72), "a die of 7"),
        (gnubg_id_from_bits("0" * 15 + "100" + "000", 72), "one die rolled"),
        (gnubg_id_from_bits("0" * 21 + "100000100000000", 72), "a 65-point match"),
        (gnubg_id_from_bits("0" * 21 + "10000" + "0" * 10 + "01", 72), "score 2 in a 1-point match"),
        (gnubg_id_from_bits("0" * 7 + "1", 72), "Crawford in money play"),
    ])
    def test_bad_ids_raise_quoting_the_input(self, bad, why):
        with pytest.raises(InvalidMatchStateError) as info:
            parse_match_id(bad)
        assert repr(bad) in str(info.value)
        assert isinstance(info.value, NardyError) and isinstance(info.value, ValueError)

    def test_non_string_raises(self):
        with pytest.raises(InvalidMatchStateError, match="string"):
            parse_match_id(12)

    @pytest.mark.parametrize("field, value", [
        ("cube_value", 3), ("cube_value", 0), ("cube_value", 1 << 16), ("cube_value", 2.0),
        ("cube_owner", 2), ("cube_owner", -1), ("cube_owner", True),
        ("player_on_roll", 2), ("turn", -1),
        ("crawford", "yes"), ("double_offered", 2),
        ("game_state", 5), ("resignation", 4),
        ("dice", (7, 1)), ("dice", (3, 0)), ("dice", (1, 2, 3)), ("dice", 5),
        ("match_length", 65), ("match_length", -1),
        ("score", (1, 2, 3)), ("score", (-1, 0)),
    ])
    def test_bad_fields_raise_quoting_the_value(self, field, value):
        with pytest.raises(InvalidMatchStateError) as info:
            MatchState(**{field: value})
        assert field in str(info.value) and repr(value) in str(info.value)

    def test_scores_and_crawford_against_the_match_length(self):
        with pytest.raises(InvalidMatchStateError, match="scores"):
            MatchState(match_length=5, score=(6, 0))
        with pytest.raises(InvalidMatchStateError, match="Crawford"):
            MatchState(crawford=True)

    def test_match_id_refuses_a_non_state(self):
        with pytest.raises(InvalidMatchStateError, match="needs a MatchState"):
            match_id("cAkAAAAAAAAA")

    def test_state_is_frozen(self):
        with pytest.raises(dataclasses.FrozenInstanceError):
            MatchState().cube_value = 2


# ---------------------------------------------------------------------------
# XGID
# ---------------------------------------------------------------------------

XG_MANUAL = "XGID=-a-B--E-B-a-dDB--b-bcb----:1:1:-1:63:0:0:0:3:8"
XG_TABLE = "XGID=aFBBB-A---A-------A---c-b-:1:1:1:21:0:0:3:0:10"


@st.composite
def xgid_fields(draw):
    length = draw(st.sampled_from([0, 0, 1, 3, 5, 7, 11, 25]))
    money = not length
    action = draw(st.sampled_from([None, None, "D", "B", "R"]))
    dice = (0, 0) if action or draw(st.booleans()) else (draw(st.integers(1, 6)), draw(st.integers(1, 6)))
    top = length - 1 if length else 99
    return dict(cube=1 << draw(st.integers(0, 12)), cube_owner=draw(st.sampled_from([-1, 0, 1])),
                turn=draw(st.sampled_from([1, -1])), dice=dice, cube_action=action,
                score=(draw(st.integers(0, top)), draw(st.integers(0, top))),
                crawford=not money and draw(st.booleans()), jacoby=money and draw(st.booleans()),
                beaver=money and draw(st.booleans()), match_length=length,
                max_cube=1 << draw(st.integers(0, 12)))


class TestXgid:
    def test_start(self):
        start = Backgammon().start()
        assert xgid(start) == "XGID=-b----E-C---eE---c-e----B-:0:0:1:00:0:0:0:0:10"
        pos, fields = parse_xgid("XGID=-b----E-C---eE---c-e----B-:0:0:1:00:0:0:0:0:10")
        assert pos == start
        assert fields == dict(cube=1, cube_owner=0, turn=1, dice=(0, 0), cube_action=None, score=(0, 0),
                              crawford=False, jacoby=False, beaver=False, match_length=0, max_cube=1024)

    def test_xg_manual_example(self):
        pos, fields = parse_xgid(XG_MANUAL)
        # a 2-cube owned by the bottom player, the top player on roll with 63,
        # 0-0 in a 3-point match, no Crawford, max cube 2**8
        assert fields == dict(cube=2, cube_owner=1, turn=-1, dice=(6, 3), cube_action=None, score=(0, 0),
                              crawford=False, jacoby=False, beaver=False, match_length=3, max_cube=256)
        # the top player is on roll, so the position is seen from the top
        assert pos == position_from_id("jM/gDQDYzeAJIA")
        assert xgid(pos, **fields) == XG_MANUAL
        # gnubg 1.07 `set xgid` of this XGID shows jM/gDQDYzeAJIA:EQFvAAAAAAAE
        assert match_id(xgid_match_state(fields)) == "EQFvAAAAAAAE"

    def test_xg_to_gnubg_table(self):
        pos, fields = parse_xgid(XG_TABLE)
        assert position_id(pos) == "cwAAoN82IUAAAA"
        assert match_id(xgid_match_state(fields)) == "UQkFAAAAAAAA"
        assert fields["jacoby"] and fields["beaver"] and fields["cube"] == 2
        assert pos.bar == (0, 1) and pos.off == (0, 9)
        assert xgid(pos, **fields) == XG_TABLE

    def test_prefix_and_whitespace_are_optional(self):
        assert parse_xgid(XG_MANUAL[5:]) == parse_xgid(XG_MANUAL)
        assert parse_xgid(" xgid=" + XG_MANUAL[5:] + "\n") == parse_xgid(XG_MANUAL)

    def test_turn_minus_one_mirrors_the_board(self):
        pos = bg({6: 4, 8: 3, 13: 5, 24: 1}, {5: 1, 6: 5, 8: 3, 13: 4, 24: 2}, bar=(2, 0))
        up = xgid(pos, turn=-1)
        down = xgid(mirrored(pos), turn=1)
        assert up.split(":")[0] == down.split(":")[0]
        assert up.split(":")[3] == "-1"
        assert parse_xgid(up)[0] == pos
        assert parse_xgid(down)[0] == mirrored(pos)
        # the mover's two bar checkers: the first character when it sits at the top,
        # the last when it sits at the bottom
        assert up[len("XGID="):].split(":")[0][0] == "b"
        assert xgid(pos).split(":")[0][-1] == "B"

    def test_cube_actions_and_rules(self):
        start = Backgammon().start()
        assert xgid(start, cube_action="D", cube=2) == "XGID=-b----E-C---eE---c-e----B-:1:0:1:D:0:0:0:0:10"
        assert xgid(start, match_length=7, score=(6, 3), crawford=True).endswith(":00:6:3:1:7:10")
        assert xgid(start, jacoby=True, beaver=True, max_cube=256).endswith(":3:0:8")
        state = xgid_match_state(parse_xgid(xgid(start, cube_action="D", cube=2))[1])
        assert state.double_offered and state.turn == 1 - state.player_on_roll

    @FAST
    @given(positions(), xgid_fields())
    def test_round_trip(self, pos, fields):
        text = xgid(pos, **fields)
        assert parse_xgid(text) == (pos, fields)

    @pytest.mark.parametrize("bad", [
        "XGID=-b----E-C---eE---c-e----B-:0:0:1:00:0:0:0:0",           # 9 fields
        "XGID=-b----E-C---eE---c-e----B-:0:0:1:00:0:0:0:0:10:0",      # 11 fields
        "XGID=-b----E-C---eE---c-e----B:0:0:1:00:0:0:0:0:10",          # 25 board characters
        "XGID=-b----E-C---eE---c-e----B-B:0:0:1:00:0:0:0:0:10",        # 27
        "XGID=-b----E-C---eE---c-e----B*:0:0:1:00:0:0:0:0:10",         # bad character
        "XGID=-b----E-C---eE---c-e----P-:0:0:1:00:0:0:0:0:10",         # 16 on a point
        "XGID=Ab----E-C---eE---c-e----B-:0:0:1:00:0:0:0:0:10",         # bottom checker on the top bar
        "XGID=-b----E-C---eE---c-e----Ba:0:0:1:00:0:0:0:0:10",         # top checker on the bottom bar
        "XGID=-b----E-C---eE---c-e---BB-:0:0:1:00:0:0:0:0:10",         # 16 bottom checkers
        "XGID=ab----E-C---eE---c-e----B-:0:0:1:00:0:0:0:0:10",         # 16 top checkers
        "-b----E-C---eE---c-e----B-",                                   # no fields at all
    ])
    def test_bad_boards_raise_quoting_the_input(self, bad):
        with pytest.raises(InvalidPositionError) as info:
            parse_xgid(bad)
        assert repr(bad) in str(info.value)

    @pytest.mark.parametrize("bad", [
        "XGID=-b----E-C---eE---c-e----B-:x:0:1:00:0:0:0:0:10",          # cube not a number
        "XGID=-b----E-C---eE---c-e----B-:16:0:1:00:0:0:0:0:10",         # cube 2**16
        "XGID=-b----E-C---eE---c-e----B-:0:2:1:00:0:0:0:0:10",          # owner 2
        "XGID=-b----E-C---eE---c-e----B-:0:0:0:00:0:0:0:0:10",          # turn 0
        "XGID=-b----E-C---eE---c-e----B-:0:0:1:70:0:0:0:0:10",          # a die of 7
        "XGID=-b----E-C---eE---c-e----B-:0:0:1:30:0:0:0:0:10",          # one die
        "XGID=-b----E-C---eE---c-e----B-:0:0:1:X:0:0:0:0:10",           # unknown action
        "XGID=-b----E-C---eE---c-e----B-:0:0:1:00:0:0:2:7:10",          # rules 2 in a match
        "XGID=-b----E-C---eE---c-e----B-:0:0:1:00:0:0:4:0:10",          # rules 4 in money play
        "XGID=-b----E-C---eE---c-e----B-:0:0:1:00:7:0:0:7:10",          # score = match length
        "XGID=-b----E-C---eE---c-e----B-:0:0:1:00:-1:0:0:0:10",         # negative score
        "XGID=-b----E-C---eE---c-e----B-:0:0:1:00:0:0:0:-3:10",         # negative length
        "XGID=-b----E-C---eE---c-e----B-:0:0:1:00:0:0:0:0:99",          # max cube 2**99
    ])
    def test_bad_fields_raise_quoting_the_input(self, bad):
        with pytest.raises(InvalidMatchStateError) as info:
            parse_xgid(bad)
        assert repr(bad) in str(info.value)

    def test_both_on_the_bar_against_closed_boards(self):
        bad = "XGID=aBBBBBB------------bbbbbbA:0:0:1:00:0:0:0:0:10"
        with pytest.raises(InvalidPositionError, match="closed boards") as info:
            parse_xgid(bad)
        assert repr(bad) in str(info.value)

    @pytest.mark.parametrize("kwargs, match", [
        (dict(turn=0), "turn"), (dict(cube_owner=2), "cube_owner"), (dict(cube=3), "cube"),
        (dict(max_cube=0), "max_cube"), (dict(dice=(0, 4)), "dice"), (dict(cube_action="X"), "cube_action"),
        (dict(cube_action="D", dice=(3, 1)), "before the roll"), (dict(crawford=True), "Crawford"),
        (dict(match_length=5, jacoby=True), "money play"), (dict(match_length=5, score=(5, 0)), "below"),
        (dict(score=(-1, 0)), "score"), (dict(match_length=-1), "match_length"),
    ])
    def test_bad_arguments_raise_quoting_them(self, kwargs, match):
        start = Backgammon().start()
        with pytest.raises(InvalidMatchStateError, match=match) as info:
            xgid(start, **kwargs)
        assert repr(list(kwargs.values())[0]) in str(info.value)
        assert start == Backgammon().start()

    def test_xgid_needs_fifteen_checkers_a_side(self):
        with pytest.raises(InvalidPositionError, match="exactly 15"):
            xgid(Position.from_counts([2] + [0] * 23))

    def test_gnubg_cannot_record_a_beaver(self):
        fields = parse_xgid("XGID=-b----E-C---eE---c-e----B-:1:0:1:B:0:0:2:0:10")[1]
        with pytest.raises(InvalidMatchStateError, match="beaver"):
            xgid_match_state(fields)


# ---------------------------------------------------------------------------
# long nardy position ID
# ---------------------------------------------------------------------------

LONG_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"


def long_id_from_bits(bits: str) -> str:
    """A long nardy ID from its bit string, per the documented format."""
    bits = bits.ljust(78, "0")
    return "L-" + "".join(LONG_ALPHABET[int(bits[i:i + 6], 2)] for i in range(0, 78, 6))


def decode_long_id_from_the_docs(text: str):
    """A decoder written from the module docstring alone: returns the
    mover's counts on its points 1..24 and the opponent's on its own."""
    assert text[:2] == "L-" and len(text) == 15
    bits = "".join(format(LONG_ALPHABET.index(c), "06b") for c in text[2:])
    counts, n = [], 0
    for b in bits:
        if len(counts) == 48:
            break
        if b == "1":
            n += 1
        else:
            counts.append(n)
            n = 0
    return counts[:24], counts[24:]


class TestLongId:
    def test_start(self):
        start = LongNardy().start()
        assert long_position_id(start) == "L-AAAB__wAAAP_-"
        assert position_from_long_id("L-AAAB__wAAAP_-") == start
        mover, opp = decode_long_id_from_the_docs("L-AAAB__wAAAP_-")
        assert mover == [0] * 23 + [15] and opp == [0] * 23 + [15]   # both on their own 24

    def test_a_hand_made_position(self):
        # mover: 14 on its 24 (head), 1 on 18; opponent: 13 on its head (our 12),
        # 1 on its 19 (our 7), 1 on its 5 (our 17)
        pts = [0] * 24
        pts[23], pts[17] = 14, 1
        pts[11], pts[6], pts[16] = -13, -1, -1
        pos = Position.from_counts(pts)
        text = long_position_id(pos)
        mover, opp = decode_long_id_from_the_docs(text)
        assert mover[23] == 14 and mover[17] == 1 and sum(mover) == 15
        assert opp[23] == 13 and opp[18] == 1 and opp[4] == 1 and sum(opp) == 15
        assert position_from_long_id(text) == pos

    @FAST
    @given(positions(with_bar=False))
    def test_round_trip_and_the_documented_format(self, pos):
        text = long_position_id(pos)
        assert len(text) == 15 and text.startswith("L-")
        assert all(c.isalnum() or c in "-_" for c in text)   # URL-safe
        assert position_from_long_id(text) == pos
        mover, opp = decode_long_id_from_the_docs(text)
        pts = pos.points
        assert mover == [max(v, 0) for v in pts]
        assert opp == [max(-pts[(q + 12 if q <= 12 else q - 12) - 1], 0) for q in range(1, 25)]

    def test_both_sides_borne_off(self):
        # the last-roll draw (docs/rules.md#results) ends with every checker off
        done = Position.from_counts([0] * 24, off=(15, 15))
        assert long_position_id(done) == "L-AAAAAAAAAAAAA"
        assert position_from_long_id("L-AAAAAAAAAAAAA") == done

    def test_never_a_gnubg_id(self):
        text = long_position_id(LongNardy().start())
        with pytest.raises(InvalidPositionError):
            position_from_id(text)
        with pytest.raises(InvalidPositionError):
            position_from_long_id("4HPwATDgc/ABMA")

    @pytest.mark.parametrize("bad, why", [
        ("L-AAAB__wAAAP_", "14 characters"),
        ("L-AAAB__wAAAP_--", "16 characters"),
        ("X-AAAB__wAAAP_-", "wrong prefix"),
        ("LAAAAB__wAAAP_-", "no dash"),
        ("L-AAAB__wAAAP/-", "character outside the URL-safe alphabet"),
        ("L-" + "_" * 13, "runs out of bits"),
        (long_id_from_bits("1" * 16 + "0" * 48), "16 checkers for the mover"),
        (long_id_from_bits("0" * 24 + "1" * 16 + "0" * 24), "16 checkers for the opponent"),
        (long_id_from_bits("0" * 48 + "0" * 29 + "1"), "1 bits after the last point"),
    ])
    def test_bad_ids_raise_quoting_the_input(self, bad, why):
        with pytest.raises(InvalidPositionError) as info:
            position_from_long_id(bad)
        assert repr(bad) in str(info.value)

    def test_both_sides_on_one_point(self):
        # the mover's 15 on its 12; the opponent's 15 on its 24, which is our 12
        text = long_id_from_bits("0" * 11 + "1" * 15 + "0" + "0" * 12 + "0" * 23 + "1" * 15 + "0")
        with pytest.raises(InvalidPositionError, match="both sides on the mover's point 12") as info:
            position_from_long_id(text)
        assert repr(text) in str(info.value)

    def test_encoding_refuses_a_bar_and_missing_checkers(self):
        with pytest.raises(InvalidPositionError, match="bar"):
            long_position_id(bg({6: 14}, {6: 15}, bar=(1, 0)))
        with pytest.raises(InvalidPositionError, match="exactly 15"):
            long_position_id(Position.from_counts([1] + [0] * 23))
        with pytest.raises(InvalidPositionError, match="needs a Position"):
            long_position_id(None)

    def test_non_string_raises(self):
        with pytest.raises(InvalidPositionError, match="string"):
            position_from_long_id(None)
