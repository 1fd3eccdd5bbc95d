"""The doubling cube as a value (nardy.cube): faces, offers, takes,
ownership, what a game is worth, and the typed error.

The cube's rules inside a game and a match (before rolling, the Crawford
game, passes ending the game, ...) are tested in test_match.py.
"""

import pytest

import nardy
from nardy.cube import (CUBE_VALUES, MAX_CUBE, MULTIPLIERS, Cube, IllegalCubeError, cube_cap, game_points,
                        multiplier)


def test_illegal_cube_error_is_a_typed_illegal_move_error():
    """IllegalCubeError is an IllegalMoveError, so a NardyError and a
    ValueError: code that shows the engine's refusals shows cube refusals."""
    assert issubclass(IllegalCubeError, nardy.IllegalMoveError)
    assert issubclass(IllegalCubeError, nardy.NardyError)
    assert issubclass(IllegalCubeError, ValueError)


def test_faces_are_2_to_64():
    """002: "Denne terning er markeret med tallene 2, 4, 8, 16, 32 og 64"."""
    assert CUBE_VALUES == (1, 2, 4, 8, 16, 32, 64)
    assert MAX_CUBE == 64


def test_a_new_cube_is_centred_at_1():
    c = Cube()
    assert (c.value, c.owner, c.offered_by) == (1, None, None)
    assert c.centred and not c.offered and not c.turned
    assert c.may_double(0) and c.may_double(1)


def test_take_gives_the_cube_to_the_taker_who_alone_may_redouble():
    """docs/rules.md#cube: "take (cube passes to the taker, who alone may redouble)";
    000: "Kini hanya dia yang boleh menawarkan penggandaan" (now only he
    may offer the next double)."""
    c = Cube().offer(0)
    assert c.offered and c.offered_by == 0 and c.offered_value == 2
    assert (c.value, c.owner) == (1, None)          # nothing changes until the answer
    c = c.take()
    assert (c.value, c.owner, c.offered_by) == (2, 1, None)
    assert not c.may_double(0) and c.may_double(1)
    with pytest.raises(IllegalCubeError, match="player 1 owns the cube at 2 and alone may redouble"):
        c.offer(0)


def test_redoubles_go_back_and_forth_up_to_64_and_no_further():
    """002: "tilbydes terningen tilbage på 4, og hvis taget kan tilbydes
    senere af den originale doubler på 8, og så videre"; the cube stops at
    64."""
    c, doubler, seen = Cube(), 0, []
    while c.value < 64:
        c = c.offer(doubler).take()
        seen.append((c.value, c.owner))
        doubler = 1 - doubler
    assert seen == [(2, 1), (4, 0), (8, 1), (16, 0), (32, 1), (64, 0)]
    assert not c.may_double(0)
    with pytest.raises(IllegalCubeError, match="its highest value"):
        c.offer(0)


def test_withdraw_is_the_cube_before_the_offer():
    """000: a refused double loses "pada pertaruhan awal pada die" (at the
    stake the cube showed before)."""
    c = Cube(4, 1).offer(1)
    assert c.withdraw() == Cube(4, 1)


@pytest.mark.parametrize("action", ["take", "withdraw"])
def test_answering_without_an_offer_is_refused(action):
    with pytest.raises(IllegalCubeError, match="no double is on offer"):
        getattr(Cube(2, 0), action)()


def test_one_offer_at_a_time():
    with pytest.raises(IllegalCubeError, match="already on offer"):
        Cube().offer(1).offer(1)


@pytest.mark.parametrize("kw, phrase", [
    ({"value": 3}, "not 3"),
    ({"value": 128, "owner": 0}, "not 128"),
    ({"value": 1, "owner": 0}, "centred"),
    ({"value": 2}, "has an owner"),
    ({"value": 2, "owner": 2}, "owner must be"),
    ({"offered_by": True}, "offered_by must be"),
])
def test_impossible_cubes_are_refused(kw, phrase):
    with pytest.raises(IllegalCubeError, match=phrase):
        Cube(**kw)


def test_cube_is_immutable():
    c = Cube()
    with pytest.raises(AttributeError):
        c.value = 2


@pytest.mark.parametrize("cube", CUBE_VALUES)
def test_results_times_the_cube(cube):
    """docs/rules.md#backgammon-results: "single (1), gammon (2 ...), backgammon (3 ...), times the
    cube"; 002: "vinderen to gange (for en gammon) eller tre gange (for et
    backgammon) antallet af point, der vises på terningen"."""
    assert MULTIPLIERS == {"single": 1, "gammon": 2, "backgammon": 3}
    assert [game_points(k, cube) for k in ("single", "gammon", "backgammon")] == [cube, 2 * cube, 3 * cube]


def test_jacoby_counts_gammons_only_once_the_cube_has_turned():
    """docs/rules.md#jacoby: "Jacoby rule option (gammons count only once the cube has
    turned)"; 002: "når der ikke er tilbudt nogen terning i pengespillet,
    tæller gammons og backgammons ikke"."""
    assert game_points("gammon", 1, jacoby=True) == 1
    assert game_points("backgammon", 1, jacoby=True) == 1
    assert game_points("gammon", 2, jacoby=True) == 4
    assert game_points("backgammon", 4, jacoby=True) == 12
    assert game_points("gammon", 1, jacoby=False) == 2


def test_multiplier_names_and_numbers():
    assert [multiplier(k) for k in ("single", "gammon", "backgammon", 1, 2, 3)] == [1, 2, 3, 1, 2, 3]
    for bad in ("mars", 4, 0, True, None):
        with pytest.raises(IllegalCubeError):
            multiplier(bad)
    with pytest.raises(IllegalCubeError):
        game_points("single", 3)


def test_cube_cap_seed_002_examples():
    """002: in a 7-point match "ingen grund til at fordoble højere end 8";
    tied 3-3 "ingen grund til at fordoble højere end 4"."""
    assert cube_cap((7, 7)) == 8
    assert cube_cap((4, 4)) == 4
    assert cube_cap((1, 1)) == 1
    assert cube_cap((2, 7)) == 8
    assert cube_cap((64, 3)) == 64
