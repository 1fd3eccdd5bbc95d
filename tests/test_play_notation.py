"""Move notation: ``str(play)`` in gnubg's format, the liberal parser, the
round trip ``rules.parse_play(pos, roll, str(play)) == play``, and typed
errors for bad text and bad dice (issue 2: "Plays and steps", "Every
notation round-trips; every bad input raises its error class").
"""

import random

import pytest

import nardy
from nardy import (AmbiguousMoveError, Game, IllegalMoveError, InvalidDiceError, InvalidMoveError,
                   Step, parse_moves)
from reference import make, texts

LONG = nardy.variant("long")
BG = nardy.variant("backgammon")


# ---------------------------------------------------------------------------
# str(play): gnubg's FormatMove
# ---------------------------------------------------------------------------

@pytest.mark.parametrize("rules, pos, roll, text", [
    (BG, BG.start(), (6, 2), "24/18 13/11"),
    (BG, make({13: 14}, {22: 1, 1: 14}, bar=(1, 0)), (3, 1), "bar/22* 13/12"),
    (BG, make({6: 2, 5: 2}, {2: 2, 24: 2}, off=(11, 11)), (6, 5), "6/off 5/off"),
    (BG, BG.start(), (3, 3), "24/18 8/5(2)"),
    (BG, make({13: 2, 6: 13}, {7: 1, 24: 14}), (6, 2), "13/7*/5"),
    (BG, BG.start(), (6, 6), "24/18(2) 13/7(2)"),
    (BG, BG.start(), (2, 2), "13/5"),
    (LONG, LONG.start(), (3, 3), "24/15 24/21"),
    (LONG, LONG.start(), (6, 6), "24/18(2)"),
    (LONG, LONG.start(), (6, 5), "24/13"),
    (LONG, make({6: 3, 5: 3, 4: 3, 3: 3, 2: 3}, {15: 15}), (6, 3), "6/3 6/off"),
    (LONG, make({4: 3, 3: 3, 1: 2}, {12: 15}, off=(7, 0)), (6, 5), "4/off(2)"),
], ids=lambda v: v if isinstance(v, str) else None)
def test_str_play_is_gnubg_notation(rules, pos, roll, text):
    """str(play): highest source first, one checker's steps joined with only
    its hits shown, repeats counted: 24/18 13/11, bar/22*, 6/off, 8/5(2),
    13/7*/5, 24/15 24/21."""
    assert text in texts(rules.legal_plays(pos, roll))
    play = rules.parse_play(pos, roll, text)
    assert str(play) == text


def test_str_step():
    """A single step prints as from/to, bar and off by name, * for a hit."""
    assert str(Step(24, 18, 6)) == "24/18"
    assert str(Step(nardy.BAR_POINT, 22, 3, True)) == "bar/22*"
    assert str(Step(6, nardy.OFF_POINT, 6)) == "6/off"


def test_hit_shown_once_when_two_checkers_land():
    """Two checkers land on a blot: only the first hits; gnubg writes
    13/10*(2)."""
    pos = make({13: 2, 6: 13}, {10: 1, 24: 14})
    play = BG.parse_play(pos, (3, 3), "13/10*(2) 6/3(2)")
    assert str(play) == "13/10*(2) 6/3(2)"
    assert play.hits == 1


def test_no_move_text():
    """A turn with nothing to play prints as (no move)."""
    assert nardy.play.format_steps(()) == "(no move)"


# ---------------------------------------------------------------------------
# The liberal parser
# ---------------------------------------------------------------------------

@pytest.mark.parametrize("text", [
    "24/18 13/11", "24-18 13-11", "24/18,13/11", "24/18, 13/11", "  24/18   13/11  ",
    "13/11 24/18", "24/18;13/11",
])
def test_parser_is_liberal_about_separators_and_order(text):
    """Liberal: slashes or dashes, spaces, commas or semicolons, any order."""
    assert str(BG.parse_play(BG.start(), (6, 2), text)) == "24/18 13/11"


@pytest.mark.parametrize("text", ["bar/22* 13/12", "b/22 13/12", "25/22* 13/12", "BAR/22 13/12",
                                  "bar/22*/21", "bar/24/21"])
def test_parser_reads_bar_spellings(text):
    pos = make({13: 14}, {22: 1, 1: 14}, bar=(1, 0))
    play = BG.parse_play(pos, (3, 1), text)
    assert play in BG.legal_plays(pos, (3, 1))
    assert play.steps[0].frm == nardy.BAR_POINT


@pytest.mark.parametrize("text", ["6/off 5/off", "6/0 5/0", "6/o 5/o", "6/OFF 5/Off"])
def test_parser_reads_off_spellings(text):
    pos = make({6: 2, 5: 2}, {2: 2, 24: 2}, off=(11, 11))
    assert str(BG.parse_play(pos, (6, 5), text)) == "6/off 5/off"


@pytest.mark.parametrize("text", ["8/5(2) 24/18", "8/5 8/5 24/18", "24/21/18 8/5(2)", "24/18 8/5 8/5"])
def test_parser_reads_counts_and_intermediate_points(text):
    assert str(BG.parse_play(BG.start(), (3, 3), text)) == "24/18 8/5(2)"


def test_parse_moves_syntax_values():
    """parse_moves: the syntax layer (from, to, via, hits, count)."""
    (m,) = parse_moves("13/7*/5")
    assert (m.frm, m.to, m.via, m.hits, m.count) == (13, 5, (7,), (7,), 1)
    (m,) = parse_moves("bar/22*(2)")
    assert (m.frm, m.to, m.hits, m.count) == (nardy.BAR_POINT, 22, (22,), 2)


def test_written_intermediate_points_choose_between_routes():
    """Intermediate points and hit marks written in the text must agree
    with the play; without them an ambiguous text is refused."""
    pos = make({13: 2, 6: 13}, {10: 1, 11: 1, 24: 13})
    assert str(BG.parse_play(pos, (3, 2), "13/10*/8")) == "13/10*/8"
    assert str(BG.parse_play(pos, (3, 2), "13/11*/8")) == "13/11*/8"
    with pytest.raises(AmbiguousMoveError, match="13/8") as info:
        BG.parse_play(pos, (3, 2), "13/8")
    assert isinstance(info.value, IllegalMoveError)
    assert "13/10*/8" in str(info.value) and "13/11*/8" in str(info.value)


# ---------------------------------------------------------------------------
# Bad input: typed errors quoting it
# ---------------------------------------------------------------------------

@pytest.mark.parametrize("text", ["", "   ", "24", "24/", "/18", "x", "24/18 x", "24/18/", "24//18",
                                  "24/26", "24/99", "18/24", "off/3", "6/bar", "24/18(5)", "24/18(0)",
                                  "24/18*(", "24:18"])
def test_bad_notation_raises_invalid_move_error_quoting_it(text):
    """Bad syntax raises InvalidMoveError (a ValueError) quoting the text."""
    with pytest.raises(InvalidMoveError) as info:
        BG.parse_play(BG.start(), (6, 2), text)
    assert isinstance(info.value, ValueError)
    assert repr(text) in str(info.value) or repr(text.strip()) in str(info.value)


@pytest.mark.parametrize("text", [None, 2418, ["24/18"], b"24/18"])
def test_non_text_raises_invalid_move_error(text):
    with pytest.raises(InvalidMoveError) as info:
        BG.parse_play(BG.start(), (6, 2), text)
    assert repr(text) in str(info.value)


@pytest.mark.parametrize("roll", [(0, 1), (7, 2), (6,), (6, 5, 4), "65", None, (6.0, 5), (True, 2), 65])
def test_bad_dice_raise_invalid_dice_error_quoting_them(roll):
    """Dice that are not two whole numbers 1..6 raise InvalidDiceError,
    quoting them, from every entry point."""
    for call in (lambda: LONG.legal_plays(LONG.start(), roll),
                 lambda: LONG.legal_steps(LONG.start(), roll),
                 lambda: LONG.parse_play(LONG.start(), roll, "24/13"),
                 lambda: LONG.check_step(LONG.start(), roll, [], 24, 18)):
        with pytest.raises(InvalidDiceError) as info:
            call()
        assert isinstance(info.value, ValueError)
        assert repr(roll) in str(info.value)


@pytest.mark.parametrize("frm, to", [("x", 18), (24, "nowhere"), (26, 18), (24, -1), (None, 18), (2.5, 1)])
def test_bad_step_points_raise_invalid_move_error(frm, to):
    with pytest.raises(InvalidMoveError):
        LONG.check_step(LONG.start(), (6, 5), [], frm, to)


def test_illegal_text_names_the_rule():
    """Well-formed but illegal: IllegalMoveError quoting the text and
    naming the rule."""
    with pytest.raises(IllegalMoveError) as info:
        BG.parse_play(BG.start(), (6, 5), "24/19 13/7")
    assert "'24/19 13/7'" in str(info.value) and "closed" in str(info.value)
    with pytest.raises(IllegalMoveError, match="backwards|higher points to lower"):
        BG.check_step(BG.start(), (6, 5), [], 13, 18)


def test_an_illegal_play_carries_its_text_and_reason_apart():
    """The quoted text and the reason are fields of the error, so a caller
    that shows the text itself (an exercise) needs no parsing of the message."""
    with pytest.raises(IllegalMoveError) as info:
        LONG.parse_play(LONG.start(), (6, 5), "24/14")
    e = info.value
    assert e.text == "24/14" and str(e) == f"'24/14': {e.reason}"
    assert e.reason and not e.reason.startswith("'")
    plain = IllegalMoveError("no dice left to play")
    assert plain.text is None and plain.reason == str(plain) == "no dice left to play"
    import copy
    import pickle
    for twin in (copy.deepcopy(e), pickle.loads(pickle.dumps(e))):
        assert (type(twin), str(twin), twin.text, twin.reason) == (type(e), str(e), e.text, e.reason)
    with pytest.raises(IllegalMoveError, match="no checker on point 10"):
        BG.check_step(BG.start(), (6, 5), [], 10, 4)
    with pytest.raises(IllegalMoveError, match="more than one die"):
        BG.check_step(BG.start(), (6, 5), [], 24, 13)
    with pytest.raises(IllegalMoveError, match="no dice left"):
        LONG.parse_play(LONG.start(), (6, 5), "24/13 13/8")


# ---------------------------------------------------------------------------
# Round trip: parse_play(pos, roll, str(play)) == play
# ---------------------------------------------------------------------------

def _sample_turns(name, seed, games, every=1):
    """(position, roll) pairs from seeded random games (engine-driven)."""
    rng = random.Random(seed)
    out = []
    for _ in range(games):
        game = Game(name, seed=rng.randrange(10 ** 9))
        k = 0
        while not game.over:
            game.roll()
            plays = game.legal_plays()
            if k % every == 0:
                out.append((game.turn_start, game.dice))
            k += 1
            if plays:
                game.play(rng.choice(plays))
            else:
                game.commit()
    return out


@pytest.mark.parametrize("rules", [LONG, BG], ids=["long", "backgammon"])
def test_round_trip_openings(rules):
    """Every legal play of every opening roll parses back from its text."""
    for roll in nardy.ALL_ROLLS:
        for play in rules.legal_plays(rules.start(), roll):
            assert rules.parse_play(rules.start(), roll, str(play)) == play


def test_round_trip_long_replies():
    """Every reply to every long nardy opening parses back from its text."""
    for rules in (LONG, nardy.variant("long", first_turn_exception="any-block")):
        for white_roll in nardy.ALL_ROLLS:
            for white in rules.legal_plays(rules.start(), white_roll):
                black = rules.swap(white.result)
                for roll in nardy.ALL_ROLLS:
                    for play in rules.legal_plays(black, roll):
                        assert rules.parse_play(black, roll, str(play)) == play


def test_round_trip_long_games():
    """Long nardy: every legal play at sampled turns of random games parses
    back from its text (and prints the same)."""
    n = 0
    for pos, roll in _sample_turns("long", 11, 3, every=3):
        for play in LONG.legal_plays(pos, roll):
            again = LONG.parse_play(pos, roll, str(play))
            assert again == play and str(again) == str(play), (repr(pos), roll, str(play))
            n += 1
    assert n > 100


def test_round_trip_backgammon_games():
    """Backgammon: every legal play at sampled turns of random games parses
    back from its text (and prints the same)."""
    n = 0
    for pos, roll in _sample_turns("backgammon", 12, 3, every=2):
        for play in BG.legal_plays(pos, roll):
            text = str(play)
            again = BG.parse_play(pos, roll, text)
            assert again == play and str(again) == text, (repr(pos), roll, text)
            n += 1
    assert n > 100


def test_round_trip_unstarred_text_is_the_non_hitting_route():
    """gnubg marks every hit with *, so '24/21' is the play that does not
    hit (24/23/21), not 24/22*/21, and 'bar/16*' hits on 16 only; parse_play
    must read its own text back.  (Was an engine bug, fixed in d636fad.)"""
    pos = make({24: 1, 6: 14}, {22: 1, 1: 14})
    legal = BG.legal_plays(pos, (2, 1))
    assert {"24/21", "24/22*/21"} <= texts(legal)
    failures = []
    for play in legal:
        try:
            assert BG.parse_play(pos, (2, 1), str(play)) == play
        except AmbiguousMoveError:
            failures.append(str(play))
    pos = make({13: 14}, {22: 1, 1: 14}, bar=(1, 0))
    play = BG.parse_play(pos, (3, 1), "bar/24/21")
    assert str(play) == "bar/21"
    try:
        assert BG.parse_play(pos, (3, 1), "bar/21") == play
    except AmbiguousMoveError:
        failures.append("bar/21")
    assert failures == []


def test_moves_written_apart_keep_their_route():
    """'13/9 9/4' names point 9: the checker stops there (and hits the blot),
    as '13/9*/4' does; without the stop, '13/4' prefers the quiet route."""
    pos = nardy.Position.from_counts([0, 0, -1, 0, 0, 5, 0, 3, -1, 0, 0, -5, 5, 0, 0, 0, -3, 0, -5,
                                      0, 0, 0, 0, 2])
    apart = BG.parse_play(pos, (5, 4), "13/9 9/4")
    assert str(apart) == "13/9*/4" and apart == BG.parse_play(pos, (5, 4), "13/9*/4")
    assert str(BG.parse_play(pos, (5, 4), "13/4")) == "13/4"


def test_a_route_the_rules_refuse_is_refused_as_written():
    """'6/1 1/off' (5-2; checkers on 1, 3 and 6) bears off from the 1-point
    with a 2 while a checker stands on the 3: refused with that reason,
    though 6/4/off reaches the same position."""
    pos = make({1: 2, 3: 2, 6: 1}, {14: 3}, off=(10, 12))
    with pytest.raises(IllegalMoveError, match="highest point"):
        BG.parse_play(pos, (5, 2), "6/1 1/off")
    assert str(BG.parse_play(pos, (5, 2), "6/4 4/off")) == "6/off"
    assert BG.parse_play(pos, (5, 2), "6/4/off") == BG.parse_play(pos, (5, 2), "6/off")
