"""Every reproducer of the robustness audit (issue 11, F1-F11; the Board's
own are in test_widget_edges.py) as a regression test: bad input gets a
typed error (a ``NardyError`` subclass) that quotes it, in time linear in
its length, and a refused call changes nothing.  tests/test_fuzz.py asks the
same of generated input over every public entry point."""

import copy
import itertools
import json

import pytest

import nardy
from nardy import (Game, IllegalMoveError, InvalidDiceError, InvalidMoveError, InvalidOptionError,
                   InvalidPositionError, Match, NardyError, Position, Series, Stage)
from nardy._checks import MAX_LINE, MAX_MAT_TEXT, MAX_PLAY_TEXT, MAX_RECORD_TEXT
from nardy.cube import IllegalCubeError
from nardy.matfile import InvalidMatFileError, read_mat
from nardy import analysis
from nardy.svg import board_svg

LONG = nardy.variant("long")
BIG = "1" * 5000
MAT = " 3 point match\n\n Game 1\n A : 0    B : 0\n  1) 31: 8/5 6/5      Doubles => ²\n"


def record(**fields):
    return json.dumps({"format": "nardy-game", "version": 1, "variant": "long", **fields})


def snapshot(game):
    return (game.record(), game.to_move, game.dice, list(game.steps), game.position, game.rng.getstate())


# -- F1: characters that pass str.isdigit() but are not decimal digits -----------------
@pytest.mark.parametrize("call", [
    lambda: LONG.find_play(LONG.start(), (6, 5), [("²", 13)]),
    lambda: LONG.check_step(LONG.start(), (6, 5), [], "²", 13),
    lambda: LONG.check_step(LONG.start(), (6, 5), [], "٢٤", 18),   # Arabic-Indic 24
    lambda: LONG.parse_play(LONG.start(), (6, 5), "²4/13"),
    lambda: board_svg(LONG.start(), highlight=["²"]),
    lambda: board_svg(LONG.start(), arrows=[("²", 3)]),
], ids=["find_play", "check_step", "arabic digits", "parse_play", "svg highlight", "svg arrows"])
def test_f1_unicode_digits_are_not_points(call):
    with pytest.raises(InvalidMoveError):
        call()


def test_f1_unicode_digits_in_game_and_match_steps_change_nothing():
    g = Game("long", seed=1)
    g.roll((6, 5))
    before = snapshot(g)
    with pytest.raises(InvalidMoveError, match="'²'"):
        g.step("²", 13)
    assert snapshot(g) == before
    m = Match(3, seed=1)
    m.opening_roll([(6, 5)])
    with pytest.raises(InvalidMoveError):
        m.step("²", 13)


@pytest.mark.parametrize("text", [MAT, MAT.replace("Doubles => ²", "").rstrip() + "\n      Wins ² points\n"])
def test_f1_unicode_digits_in_a_mat_file(text):
    with pytest.raises(InvalidMatFileError):
        read_mat(text)


# -- F2: numbers of thousands of digits ----------------------------------------------------
@pytest.mark.parametrize("call, error", [
    (lambda: read_mat(f" {BIG} point match\n\n Game 1\n A : 0   B : 0\n"), InvalidMatFileError),
    (lambda: read_mat(f" 3 point match\n\n Game 1\n A : {BIG}   B : 0\n"), InvalidMatFileError),
    (lambda: read_mat(f" 3 point match\n\n Game {BIG}\n A : 0   B : 0\n"), InvalidMatFileError),
    (lambda: nardy.parse_xgid(f"XGID=-b----E-C---eE---c-e----B-:0:0:1:00:{BIG}:0:0:0:10"), NardyError),
    (lambda: nardy.parse_xgid("XGID=-b----E-C---eE---c-e----B-:0:0:1:00:" + "9" * 40 + ":0:0:0:10"), NardyError),
    (lambda: Game.from_json(record(first=0)[:-1] + ', "x": ' + BIG + "}"), InvalidMoveError),
    (lambda: Game.from_json('{"format":"nardy-game","version":1,"variant":"long","first":' + BIG + "}"),
     InvalidMoveError),
], ids=["mat length", "mat score", "mat game number", "xgid score", "xgid 40 digits", "json field",
        "json first"])
def test_f2_huge_numbers_get_the_typed_error(call, error):
    with pytest.raises(error):
        call()


# -- F3: JSON game records -----------------------------------------------------------------------
@pytest.mark.parametrize("text, words", [
    ("[" * 100000, "nests too deeply"),
    (record(first=0).replace('"first": 0', '"first": Infinity'), "Infinity"),
    (record(first=0, turns=[{"player": 0, "roll": [6, 5], "steps": []}]).replace('"player": 0', '"player": NaN'),
     "NaN"),
    (record(first=5), "player 0 or 1, got 5"),
    (record(first=2), "player 0 or 1, got 2"),
    (record(first=1.7), "got 1.7"),
    (record(first=True), "got True"),
    (record(first=0, names=[]), "two strings"),
    (record(first=0, names=["A"]), "two strings"),
    (record(first=0, names=[1, 2]), "two strings"),
    (record(first=0, turns=[{"player": 1.0, "roll": [6, 5], "steps": [[24, 13]]}]), "got 1.0"),
    (record(first=0, options=[1]), "options"),
    (record(first=0, turns=[{"player": 0, "roll": [6, 5], "play": "24/18 24/19", "steps": [[24, 18], [18, 13]]}]),
     "the play '24/18 24/19'"),
    ("x" * (MAX_RECORD_TEXT + 1), "longer than"),
])
def test_f3_bad_records_are_refused(text, words):
    with pytest.raises(NardyError, match=words):
        Game.from_json(text)


def test_f3_f11_a_stored_result_the_replay_contradicts_is_refused():
    g = Game("long", seed=1)
    g.roll((6, 5))
    g.play("24/13")
    rec = g.record()
    rec["result"] = {"winner": 1, "points": 2, "kind": "mars"}
    with pytest.raises(InvalidMoveError, match="result"):
        Game.from_record(rec)
    done = Game("long", seed=4)
    while not done.over:
        done.play_bot(lambda game: game.legal_plays()[0])
    rec = done.record()
    assert Game.from_record(rec).result == done.result
    rec["result"] = dict(rec["result"], points=3)
    with pytest.raises(InvalidMoveError, match="result"):
        Game.from_record(rec)
    rec["result"] = None
    with pytest.raises(InvalidMoveError, match="result"):
        Game.from_record(rec)


# -- F4: wrong argument types ----------------------------------------------------------------------------
def _rolled():
    g = Game("long", seed=3)
    g.roll((6, 5))
    return g


@pytest.mark.parametrize("call, error", [
    (lambda g: g.play(None), InvalidMoveError),
    (lambda g: g.play(5), InvalidMoveError),
    (lambda g: g.play([(24, 18)] * 9), IllegalMoveError),
    (lambda g: g.play(b"24/13"), InvalidMoveError),
    (lambda g: g.play(itertools.repeat((24, 18))), IllegalMoveError),
    (lambda g: g.step(None, None), InvalidMoveError),
])
def test_f4_wrong_types_in_play_change_nothing(call, error):
    g = _rolled()
    before = snapshot(g)
    with pytest.raises(error):
        call(g)
    assert snapshot(g) == before


@pytest.mark.parametrize("call, error", [
    (lambda: LONG.find_play(None, (6, 5), []), InvalidPositionError),
    (lambda: LONG.apply_steps(None, (6, 5), []), InvalidPositionError),
    (lambda: LONG.legal_steps(LONG.start(), (6, 5), done=None), InvalidMoveError),
    (lambda: LONG.check_step(LONG.start(), (6, 5), None, 24, 18), InvalidMoveError),
    (lambda: LONG.legal_plays(LONG.start(), itertools.count()), InvalidDiceError),
    (lambda: Game("long").opening_roll(5), InvalidDiceError),
    (lambda: Game("long").opening_roll([(7, 1)]), InvalidDiceError),
    (lambda: Game("long", seed=[1]), InvalidOptionError),
    (lambda: Game("long", rng=[2]), InvalidOptionError),
    (lambda: read_mat(" 3 point match\n", seed=[]), InvalidMatFileError),
    (lambda: read_mat(" 3 point match\n", jacoby="yes"), InvalidMatFileError),
    (lambda: Game("long", names=None), InvalidOptionError),
    (lambda: Match(3, names=None), InvalidOptionError),
    (lambda: Series("long", names=None), InvalidOptionError),
    (lambda: Series("long", draw_points="half"), InvalidOptionError),
    (lambda: Position(5), InvalidPositionError),
    (lambda: Position(itertools.count()), InvalidPositionError),
    (lambda: Match(3, info=5), InvalidOptionError),
    (lambda: Match(3).resign([1]), IllegalCubeError),
    (lambda: Match(3, score=itertools.count()), InvalidOptionError),
    (lambda: Stage("bogus", 0), InvalidMoveError),
    (lambda: board_svg(None), InvalidPositionError),
    (lambda: board_svg(LONG.start(), dice=5), InvalidDiceError),
    (lambda: board_svg(LONG.start(), colors={"field": 5}), InvalidOptionError),
    (lambda: board_svg(LONG.start(), pips=(1,)), InvalidOptionError),
    (lambda: board_svg(LONG.start(), play=5), InvalidMoveError),
    (lambda: analysis.pip_count(LONG, None), InvalidPositionError),
    (lambda: analysis.deficit(LONG, None), InvalidPositionError),
    (lambda: analysis.fences(LONG, None), InvalidPositionError),
    (lambda: analysis.analyse(LONG, None), InvalidPositionError),
    (lambda: analysis.per_number(LONG, LONG.start(), side=[]), InvalidOptionError),
    (lambda: analysis.numbers_taken(LONG, LONG.start(), None), IllegalMoveError),
    (lambda: analysis.play_impact(LONG, LONG.start(), "24/13"), IllegalMoveError),
], ids=lambda f: None)
def test_f4_wrong_types_get_typed_errors(call, error):
    with pytest.raises(error):
        call()


def test_f4_course_layer_lesson_and_hint():
    from nardy.widgets.exercises import lesson
    for bad in (0, {}, None, "part9/01"):
        with pytest.raises(InvalidOptionError, match="no lesson"):
            lesson(bad)
    ex = lesson("part1/02", fresh=True)
    q = next(e for e in ex if e.hints)
    for bad in ({}, "1", 2.5, True):
        with pytest.raises(InvalidOptionError, match="hint number"):
            q.hint(bad)


# -- F5: names of the wrong length ---------------------------------------------------------------------------
@pytest.mark.parametrize("names", [[], ("A",), ("A", "B", "C"), "AB", ("A", 2), None, itertools.count()])
def test_f5_names_are_two_strings(names):
    for make in (lambda: Game("long", names=names), lambda: Match(3, names=names),
                 lambda: Series("long", names=names)):
        with pytest.raises(InvalidOptionError, match="two strings"):
            make()


# -- F6: stages the engine cannot use --------------------------------------------------------------------------
@pytest.mark.parametrize("make, error", [
    (lambda: Stage("roll", 1.0), InvalidMoveError),
    (lambda: Stage("roll", True), InvalidMoveError),
    (lambda: Stage("double", 0, (4, 4)), InvalidMoveError),
    (lambda: Stage("double", 1, (9, 9), origin=(3, 3)), InvalidDiceError),
    (lambda: Stage("double", 0, (4, 4), origin="abc"), InvalidDiceError),
    (lambda: Stage("passed", 0, (6, 6)), InvalidMoveError),
    (lambda: Stage("roll", 0, nardy.Moves(6, 2)), InvalidMoveError),
])
def test_f6_impossible_stages_are_refused_when_made(make, error):
    with pytest.raises(error):
        make()


def test_f6_set_stage_pending_must_be_stages():
    g = Game("gul")
    before = snapshot(g)
    for pending in (5, "roll", [Stage("roll", 1), 5], itertools.repeat(Stage("roll", 1))):
        with pytest.raises(InvalidMoveError, match="pending"):
            g.set_stage(Stage("double", 0, (4, 4), origin=(3, 3)), pending=pending)
        assert snapshot(g) == before
    g.set_stage(Stage("double", 0, (4, 4), origin=(3, 3)), pending=[Stage("roll", 1)])
    assert g.stage_text == "Gul: playing the 4-4 of 3-3 -> 6-6"


# -- F8: play_bot changes nothing when the bot fails -------------------------------------------------------------
def test_f8_play_bot_that_fails_leaves_the_game_as_it_was():
    g = Game("long", seed=2)
    before = snapshot(g)
    with pytest.raises(InvalidMoveError):
        g.play_bot(lambda game: "garbage")
    assert snapshot(g) == before and g.dice is None        # not rolled, the generator not advanced
    g.roll((6, 5))
    g.step(24, 18)
    before = snapshot(g)
    with pytest.raises(IllegalMoveError, match="chose no play"):
        g.play_bot(lambda game: None)
    assert snapshot(g) == before and len(g.steps) == 1     # the 24/18 step is still made
    with pytest.raises(ZeroDivisionError):
        g.play_bot(lambda game: 1 / 0)
    assert snapshot(g) == before
    with pytest.raises(InvalidOptionError, match="a bot is a function"):
        g.play_bot("simple")
    g.play_bot(lambda game: game.legal_plays()[0])         # and a working bot still plays
    assert g.to_move == 1


def test_f8_match_play_bot_that_fails_leaves_the_match_as_it_was():
    m = Match(3, seed=5)
    state = (m.match_id(), m.game.record(), m.game.rng.getstate())
    with pytest.raises(InvalidMoveError):
        m.play_bot(lambda game: "garbage")
    assert (m.match_id(), m.game.record(), m.game.rng.getstate()) == state


# -- F9: long text is refused at once, parsing stays linear --------------------------------------------------------
def _quick(call, error):
    """The call is refused with ``error``.  Not timed (speed is for the
    benchmarks): input that is too long is refused by its length before any
    parsing, and an endless iterator is never read to its end -- before the
    fix these calls hung or took seconds."""
    with pytest.raises(error):
        call()
    return True


@pytest.mark.parametrize("call, error", [
    (lambda: LONG.parse_play(LONG.start(), (6, 5), "24/13 " * 8000), InvalidMoveError),
    (lambda: LONG.parse_play(LONG.start(), (6, 5), "24/23 " * 160), IllegalMoveError),
    (lambda: read_mat(" 3 point match\n\n Game 1\nx :" + " " * 40000 + "1" + " " * 40000 + "y\n"),
     InvalidMatFileError),
    (lambda: read_mat(" 3 point match\n\n Game 1\nx :" + " " * 4000 + "1" + " " * 4000 + "y\n"),
     InvalidMatFileError),
    (lambda: read_mat("; [a" + " " * 40000 + "x\n 3 point match\n"), InvalidMatFileError),
    (lambda: read_mat("; [a" + " " * 9000 + "x\n 3 point match\n"), InvalidMatFileError),
    (lambda: read_mat("; [a" + ' "' * 4000 + "x\n 3 point match\n"), InvalidMatFileError),
    (lambda: read_mat(" " * (MAX_MAT_TEXT + 1)), InvalidMatFileError),
    (lambda: Position.from_counts(itertools.count()), InvalidPositionError),
    (lambda: Position.from_counts([0] * 24, itertools.count()), InvalidPositionError),
    (lambda: nardy.dice.check_roll(itertools.count()), InvalidDiceError),
    (lambda: Game("long").opening_roll(itertools.repeat((3, 3))), IllegalMoveError),
], ids=["48 KB play", "160 moves", "80 KB score line", "8 KB score line", "40 KB header", "9 KB header",
        "quoted header", "20 MB file", "endless points", "endless bar", "endless roll", "endless ties"])
def test_f9_long_or_endless_input_is_refused_quickly(call, error):
    assert _quick(call, error)


def test_f9_the_limits_accept_what_real_input_needs():
    assert MAX_PLAY_TEXT >= 100 and MAX_LINE >= 200
    assert LONG.parse_play(LONG.start(), (6, 5), " 24/13 " + " " * (MAX_PLAY_TEXT - 10)).steps
    with pytest.raises(InvalidMoveError, match=f"at most {MAX_PLAY_TEXT} characters"):
        LONG.parse_play(LONG.start(), (6, 5), "24/13" + " " * MAX_PLAY_TEXT)


# -- F10: a bool is not a number ----------------------------------------------------------------------------------------
@pytest.mark.parametrize("call, error", [
    (lambda: LONG.start().at(True), InvalidPositionError),
    (lambda: Stage("roll", True), InvalidMoveError),
    (lambda: LONG.check_step(LONG.start(), (6, 5), [], True, 18), InvalidMoveError),
    (lambda: Game("long").roll((True, 5)), InvalidDiceError),
    (lambda: Game("long", seed=True), InvalidOptionError),
    (lambda: Game.from_json(record(first=False)), InvalidMoveError),
    (lambda: Match(3).resign(True), IllegalCubeError),
])
def test_f10_bools_are_refused(call, error):
    with pytest.raises(error):
        call()


# -- refusals leave deep copies equal -------------------------------------------------------------------------------------
def test_refused_record_dicts_are_not_modified():
    g = Game("gulbar", seed=7)
    for _ in range(6):
        g.play_bot(lambda game: game.legal_plays()[-1])
    rec = g.record()
    rec["turns"][2]["steps"] = [["x", 1]]
    kept = copy.deepcopy(rec)
    with pytest.raises(NardyError):
        Game.from_record(rec)
    assert rec == kept


@pytest.mark.parametrize("field, value", [
    ("turns", itertools.count()), ("opening", itertools.repeat([3, 1])), ("set_stages", iter([])),
    ("turns", [{"player": 0, "roll": [6, 5], "steps": itertools.repeat([24, 18])}]),
    ("turns", [{"player": 0, "roll": itertools.count(1), "steps": []}]),
])
def test_a_record_dict_holding_iterators_is_refused_not_read_for_ever(field, value):
    rec = json.loads(record(first=0))
    rec[field] = value
    assert _quick(lambda: Game.from_record(rec), InvalidMoveError)
