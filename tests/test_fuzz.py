"""Fuzz: generated input over every public entry point that takes outside
input (issue 11, "What done means").

For every generated input each test asserts two things:

1. only the engine's documented errors escape: ``NardyError`` and its
   subclasses (``IllegalCubeError``, ``InvalidMatFileError``, ...), all
   ``ValueError`` subclasses -- never a ``TypeError``, ``AttributeError``,
   ``IndexError``, ``OverflowError``, ``RecursionError`` or a plain
   ``ValueError`` from Python's internals;
2. a refused call leaves a deep snapshot of the object it was made on
   unchanged (the position; the game's record, dice, steps and random
   generator; the match's ID and game; the board's traits).

Inputs mix hostile values (None, bools, huge and negative numbers, NaN,
text with Unicode digits, 5000-digit numbers, long play texts, nested
lists, dicts, bytes, endless iterators) with plausible ones (points, rolls,
play texts, real records, ``.mat`` files and IDs edited at random), so that
calls reach deep into the engine.  Deterministic (``derandomize=True``, no
example database); :data:`EXAMPLES` inputs per entry point.
"""

import copy
import itertools
import json
import os

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import nardy
from nardy import Game, Match, Moves, NardyError, Position, Series, Stage, analysis
from nardy.bearoff import BearoffDB
from nardy.bots import simple_bot
from nardy.matfile import read_mat, write_mat
from nardy.svg import absolute_point, board_svg

EXAMPLES = int(os.environ.get("NARDY_FUZZ_EXAMPLES", 50))
"""Generated inputs per entry point (the figure the README gives; set
``NARDY_FUZZ_EXAMPLES`` for a longer run, still deterministic)."""
FUZZ = settings(max_examples=EXAMPLES, deadline=None, derandomize=True, database=None,
                suppress_health_check=list(HealthCheck))

# -- hostile values -------------------------------------------------------------------------------
TRICKY_TEXT = ["", " ", "²", "٣", "24", " 6 ", "bar", "off", "b", "o", "-1", "0", "25", "26", "1" * 5000,
               "24/13 " * 300, "Infinity", "NaN", "None", "\x00", "\n", "24/18*", "6/off(5)", "13/8/", "x"]
scalars = st.one_of(
    st.none(), st.booleans(), st.integers(-30, 30), st.integers(), st.just(10 ** 40),
    st.floats(allow_nan=True, allow_infinity=True), st.sampled_from(TRICKY_TEXT), st.text(max_size=8),
    st.binary(max_size=4), st.builds(itertools.count), st.builds(lambda: itertools.repeat(1)),
    st.builds(object))
junk = st.recursive(scalars, lambda inner: st.one_of(
    st.lists(inner, max_size=6), st.tuples(inner, inner), st.dictionaries(st.text(max_size=4), inner, max_size=3)),
    max_leaves=10)

points = st.one_of(st.integers(0, 25), st.sampled_from(["bar", "off", "24", "13"]))
rolls = st.tuples(st.integers(1, 6), st.integers(1, 6))
dice_like = st.one_of(rolls, st.builds(Moves, st.integers(1, 6), st.integers(1, 4)))
PIECES = ["24/18", "13/8", "24/13", "6/off", "bar/22*", "8/5(2)", "24/23/22", "18/13", "24/18(2)", "13/7*/5",
          "6/5", "x", "24-18", "12/off", "5/off(4)"]
play_texts = st.lists(st.sampled_from(PIECES), min_size=1, max_size=5).map(" ".join)
step_lists = st.lists(st.tuples(points, points), max_size=5)
names = st.one_of(st.tuples(st.text(max_size=5), st.text(max_size=5)), st.sampled_from([("Ann", "Bob")]))
seeds = st.one_of(st.none(), st.integers(0, 50), st.text(max_size=3))
VARIANTS = nardy.variants()


def maybe(plausible):
    """Mostly plausible values, often hostile ones."""
    return st.one_of(plausible, plausible, junk)


def edited(base: str):
    """``base`` with a random slice replaced by a random fragment."""
    fragment = st.one_of(st.sampled_from(TRICKY_TEXT + [":", ";", "\n", "=>", "Wins", "Doubles", '"', "[", "]"]),
                         st.text(max_size=6))
    return st.builds(lambda i, k, f: base[:i] + f + base[i + k:],
                     st.integers(0, len(base)), st.integers(0, 12), fragment)


# -- objects, and their deep snapshots ---------------------------------------------------------------
def game_state(g):
    return (json.dumps(g.record(), sort_keys=True, default=repr), g.to_move, g.dice, tuple(g.steps), g.position,
            g.stage, g.pending, g.rng.getstate())


def match_state(m):
    return (m.match_id(), m.score, game_state(m.game), m.cube)


def _games():
    """A few games in different states, variants included."""
    out = [Game("long", seed=1)]
    g = Game("long", seed=2)
    g.roll((6, 5))
    out.append(g)
    for name in VARIANTS:
        g = Game(name, seed=3)
        for _ in range(5):
            if g.over:
                break
            g.play_bot(simple_bot(1))
        if not g.over:
            g.roll() if g.dice is None else None
            if g.legal_steps():
                s = g.legal_steps()[0]
                g.step(s.frm, s.to)
        out.append(g)
    return out


GAMES = _games()
POSITIONS = [g.position for g in GAMES] + [nardy.variant("backgammon").start()]


def _match():
    m = Match(5, seed=4, names=("Ann", "Bob"))
    m.opening_roll([(3, 1)])
    m.play("8/5 6/5")
    return m


MAT_TEXT = write_mat(_match())
RECORD = GAMES[3].to_json()
XGID = nardy.xgid(nardy.variant("backgammon").start(), dice=(6, 5))
SMALL_DB = BearoffDB.build(6)


def refused(call, obj=None, snap=None):
    """Make the call; a refusal must be a NardyError and change nothing."""
    before = snap(obj) if snap else None
    try:
        call()
    except NardyError:
        if snap:
            assert snap(obj) == before, "a refused call changed the state"
        return True
    return False


# -- the entry points ------------------------------------------------------------------------------------------
def _rules(data):
    return nardy.variant(data.draw(st.sampled_from(VARIANTS)))


ENGINE = {
    "variant": lambda d: nardy.variant(d.draw(maybe(st.sampled_from(VARIANTS))),
                                       **d.draw(st.dictionaries(st.sampled_from(
                                           ["first_turn_exception", "transient_block", "block_needs",
                                            "last_roll_draw", "bogus"]), junk, max_size=2))),
    "Position.from_counts": lambda d: Position.from_counts(
        d.draw(maybe(st.lists(st.integers(-16, 16), min_size=24, max_size=24))),
        d.draw(maybe(st.tuples(st.integers(0, 3), st.integers(0, 3)))),
        d.draw(maybe(st.tuples(st.integers(0, 15), st.integers(0, 15))))),
    "Position": lambda d: Position(d.draw(maybe(st.lists(st.integers(-3, 3), min_size=28, max_size=28)))),
    "Position.at": lambda d: d.draw(st.sampled_from(POSITIONS)).at(d.draw(maybe(st.integers(0, 25)))),
    "parse_moves": lambda d: nardy.parse_moves(d.draw(maybe(play_texts))),
    "rules.legal_plays": lambda d: _rules(d).legal_plays(d.draw(maybe(st.sampled_from(POSITIONS))),
                                                         d.draw(maybe(dice_like)),
                                                         first_throw=d.draw(st.sampled_from([None, True, False]))),
    "rules.legal_steps": lambda d: _rules(d).legal_steps(d.draw(maybe(st.sampled_from(POSITIONS))),
                                                         d.draw(maybe(dice_like)), d.draw(maybe(step_lists))),
    "rules.check_step": lambda d: _rules(d).check_step(d.draw(st.sampled_from(POSITIONS)), d.draw(maybe(dice_like)),
                                                       d.draw(maybe(step_lists)), d.draw(maybe(points)),
                                                       d.draw(maybe(points))),
    "rules.apply_steps": lambda d: _rules(d).apply_steps(d.draw(maybe(st.sampled_from(POSITIONS))),
                                                         d.draw(maybe(dice_like)), d.draw(maybe(step_lists))),
    "rules.parse_play": lambda d: _rules(d).parse_play(d.draw(maybe(st.sampled_from(POSITIONS))),
                                                       d.draw(maybe(dice_like)), d.draw(maybe(play_texts))),
    "rules.find_play": lambda d: _rules(d).find_play(d.draw(maybe(st.sampled_from(POSITIONS))),
                                                     d.draw(maybe(dice_like)), d.draw(maybe(step_lists))),
    "Stage": lambda d: Stage(d.draw(maybe(st.sampled_from(["roll", "double", "passed"]))),
                             d.draw(maybe(st.integers(0, 1))), d.draw(maybe(st.one_of(st.none(), dice_like))),
                             d.draw(maybe(st.one_of(st.none(), rolls)))),
    "Moves": lambda d: Moves(d.draw(maybe(st.integers(0, 7))), d.draw(maybe(st.integers(0, 5)))),
    "check_roll": lambda d: nardy.dice.check_roll(d.draw(maybe(rolls))),
    "Game": lambda d: Game(d.draw(maybe(st.sampled_from(VARIANTS))), seed=d.draw(maybe(seeds)),
                           names=d.draw(maybe(names)), position=d.draw(st.one_of(
                               st.none(), st.sampled_from(POSITIONS), junk))),
    "Game.from_json": lambda d: Game.from_json(d.draw(st.one_of(edited(RECORD), st.text(max_size=20),
                                                                st.sampled_from(["[" * 5000, "{}", "null"])))),
    "Game.from_record": lambda d: Game.from_record(_edited_record(d)),
    "Match": lambda d: Match(d.draw(maybe(st.integers(0, 9))), names=d.draw(maybe(names)),
                             seed=d.draw(maybe(seeds)), score=d.draw(maybe(st.tuples(st.integers(0, 8),
                                                                                     st.integers(0, 8)))),
                             crawford_rule=d.draw(maybe(st.booleans())), jacoby=d.draw(maybe(st.booleans())),
                             info=d.draw(st.one_of(st.none(), st.dictionaries(st.text(max_size=4),
                                                                              st.text(max_size=4)), junk))),
    "Series": lambda d: Series(d.draw(maybe(st.sampled_from(VARIANTS))),
                               next_starter=d.draw(maybe(st.sampled_from(["winner", "loser", "swap"]))),
                               target=d.draw(maybe(st.one_of(st.none(), st.integers(1, 9)))),
                               draw_points=d.draw(maybe(st.floats(0, 1))), seed=d.draw(maybe(seeds)),
                               names=d.draw(maybe(names))),
    "read_mat": lambda d: read_mat(d.draw(st.one_of(edited(MAT_TEXT), st.text(max_size=30))),
                                   seed=d.draw(maybe(seeds)), jacoby=d.draw(st.sampled_from([None, True, False]))),
    "parse_xgid": lambda d: nardy.parse_xgid(d.draw(st.one_of(edited(XGID), junk))),
    "parse_match_id": lambda d: nardy.parse_match_id(d.draw(st.one_of(edited("cAkAAAAAAAAA"), junk))),
    "position_from_id": lambda d: nardy.position_from_id(d.draw(st.one_of(edited("4HPwATDgc/ABMA"), junk))),
    "position_from_long_id": lambda d: nardy.position_from_long_id(
        d.draw(st.one_of(edited(nardy.long_position_id(nardy.variant("long").start())), junk))),
    "board_svg": lambda d: board_svg(
        d.draw(maybe(st.sampled_from(POSITIONS))), game=d.draw(maybe(st.sampled_from(["long", "backgammon"]))),
        highlight=d.draw(maybe(st.lists(points, max_size=3))), arrows=d.draw(maybe(st.lists(
            st.tuples(points, points), max_size=2))), dice=d.draw(maybe(st.one_of(st.none(), rolls))),
        cube=d.draw(maybe(st.one_of(st.none(), st.integers(1, 64)))),
        cube_owner=d.draw(maybe(st.sampled_from([None, "mover", "opponent"]))),
        labels=d.draw(maybe(st.sampled_from(["mover", "absolute", None]))),
        colors=d.draw(st.one_of(st.none(), st.dictionaries(st.sampled_from(["field", "bogus"]),
                                                           st.sampled_from(["#112233", "red", "#12"]),
                                                           max_size=1), junk)),
        size=d.draw(maybe(st.one_of(st.none(), st.integers(1, 900)))), pips=d.draw(maybe(st.none())),
        title=d.draw(maybe(st.none()))),
    "absolute_point": lambda d: absolute_point(d.draw(maybe(st.integers(0, 25))), True),
    "analysis": lambda d: getattr(analysis, d.draw(st.sampled_from(
        ["per_number", "deficit", "fences", "analyse", "roll_pips"])))(
        d.draw(st.one_of(st.sampled_from(["long", "backgammon", "gul"]), junk)),
        d.draw(maybe(st.sampled_from(POSITIONS[:2]))), *d.draw(st.one_of(st.just(()), st.tuples(junk)))),
    "analysis.pip_count": lambda d: analysis.pip_count(d.draw(maybe(st.sampled_from(["long", "backgammon"]))),
                                                       d.draw(maybe(st.sampled_from(POSITIONS)))),
    "analysis.play_impact": lambda d: analysis.play_impact("long", POSITIONS[0], d.draw(junk)),
    "bearoff": lambda d: getattr(SMALL_DB, d.draw(st.sampled_from(["expected_rolls", "distribution", "stats", "epc"])))(
        d.draw(maybe(st.lists(st.integers(0, 3), min_size=6, max_size=6)))),
    "bearoff.plays": lambda d: SMALL_DB.plays(d.draw(maybe(st.lists(st.integers(0, 2), min_size=6, max_size=6))),
                                              d.draw(maybe(rolls))),
}


def _edited_record(d):
    rec = json.loads(RECORD)
    paths = [("first",), ("names",), ("variant",), ("options",), ("turns", 0, "player"), ("turns", 1, "roll"),
             ("turns", 2, "steps"), ("turns", 2, "steps", 0), ("turns", 3, "play"), ("result",), ("version",),
             ("turns",), ("set_stages",), ("setup",)]
    for _ in range(d.draw(st.integers(1, 2))):
        path = d.draw(st.sampled_from(paths))
        node = rec
        for key in path[:-1]:
            node = node[key] if isinstance(node, dict) or (isinstance(key, int) and key < len(node)) else None
            if node is None:
                break
        else:
            if isinstance(node, dict) or (isinstance(node, list) and path[-1] < len(node)):
                node[path[-1]] = d.draw(junk)
    return rec


@pytest.mark.parametrize("name", sorted(ENGINE))
@FUZZ
@given(data=st.data())
def test_engine_entry_points_refuse_with_typed_errors(name, data):
    refused(lambda: ENGINE[name](data))


# -- actions on a game, a match and a board: refusals change nothing ---------------------------------------------
GAME_ACTIONS = {
    "roll": lambda g, d: g.roll(d.draw(maybe(st.one_of(st.none(), rolls)))),
    "opening_roll": lambda g, d: g.opening_roll(d.draw(maybe(st.lists(rolls, max_size=3)))),
    "step": lambda g, d: g.step(d.draw(maybe(points)), d.draw(maybe(points))),
    "play": lambda g, d: g.play(d.draw(st.one_of(play_texts, step_lists, junk))),
    "undo": lambda g, d: g.undo(),
    "commit": lambda g, d: g.commit(),
    "set_stage": lambda g, d: g.set_stage(d.draw(st.one_of(st.builds(
        Stage, st.sampled_from(["double", "passed"]), st.integers(0, 1), dice_like, st.one_of(st.none(), rolls)),
        junk)), d.draw(st.one_of(st.none(), st.lists(st.builds(Stage, st.just("roll"), st.integers(0, 1))), junk))),
    "play_bot": lambda g, d: g.play_bot(lambda game: d.draw(st.one_of(play_texts, junk))),
}


@pytest.mark.parametrize("name", sorted(GAME_ACTIONS))
@FUZZ
@given(data=st.data())
def test_game_actions_refuse_without_changing_the_game(name, data):
    g = copy.deepcopy(data.draw(st.sampled_from(GAMES)))
    refused(lambda: GAME_ACTIONS[name](g, data), g, game_state)


MATCH_ACTIONS = {
    "roll": lambda m, d: m.roll(d.draw(maybe(st.one_of(st.none(), rolls)))),
    "play": lambda m, d: m.play(d.draw(st.one_of(play_texts, step_lists, junk))),
    "step": lambda m, d: m.step(d.draw(maybe(points)), d.draw(maybe(points))),
    "offer_double": lambda m, d: m.offer_double(d.draw(maybe(st.one_of(st.none(), st.integers(0, 1))))),
    "take": lambda m, d: m.take(d.draw(maybe(st.one_of(st.none(), st.integers(0, 1))))),
    "pass_": lambda m, d: m.pass_(d.draw(maybe(st.one_of(st.none(), st.integers(0, 1))))),
    "resign": lambda m, d: m.resign(d.draw(maybe(st.sampled_from(["single", "gammon", "backgammon", 1, 2, 3]))),
                                    d.draw(maybe(st.one_of(st.none(), st.integers(0, 1))))),
    "play_bot": lambda m, d: m.play_bot(lambda game: d.draw(st.one_of(play_texts, junk))),
}


@pytest.mark.parametrize("name", sorted(MATCH_ACTIONS))
@FUZZ
@given(data=st.data())
def test_match_actions_refuse_without_changing_the_match(name, data):
    m = _match()
    if data.draw(st.booleans()):
        m.roll()
    refused(lambda: MATCH_ACTIONS[name](m, data), m, match_state)


# -- the course layer ----------------------------------------------------------------------------------------------------
@FUZZ
@given(data=st.data())
def test_course_layer_refuses_with_typed_errors(data):
    from nardy.widgets.exercises import lesson, lessons
    lesson_id = data.draw(st.one_of(st.sampled_from(lessons()), junk))
    if refused(lambda: lesson(lesson_id, fresh=True)):
        return
    q = data.draw(st.sampled_from(list(lesson(lesson_id))))
    refused(lambda: q.hint(data.draw(maybe(st.one_of(st.none(), st.integers(1, 3))))))
    refused(lambda: q.check(data.draw(st.one_of(play_texts, junk))))


# -- the board: its traits and its game stay as they were ---------------------------------------------------------------
def board_state(b):
    traits = {k: getattr(b, k) for k in b.trait_names(sync=True)
              if not k.startswith("_") and k not in ("message", "message_kind", "message_seq")}
    return json.dumps(traits, sort_keys=True, default=repr), game_state(b.game)


BOARD_ACTIONS = {
    "click": lambda b, d: b.click(d.draw(maybe(points))),
    "play": lambda b, d: b.play(d.draw(st.one_of(play_texts, step_lists, junk))),
    "roll": lambda b, d: b.roll(*d.draw(st.one_of(rolls.map(list), st.lists(junk, max_size=3)))),
    "set_stage": lambda b, d: b.set_stage(d.draw(st.one_of(st.builds(
        Stage, st.sampled_from(["double", "passed"]), st.integers(0, 1), dice_like, st.one_of(st.none(), rolls)),
        junk))),
    "set_position": lambda b, d: b.set_position(d.draw(maybe(st.sampled_from(POSITIONS[:2]))),
                                                to_move=d.draw(maybe(st.integers(0, 1))),
                                                dice=d.draw(maybe(st.one_of(st.none(), rolls)))),
}


@pytest.mark.parametrize("name", sorted(BOARD_ACTIONS))
@FUZZ
@given(data=st.data())
def test_board_actions_refuse_without_changing_the_board(name, data):
    from nardy.widgets import Board
    b = Board(data.draw(st.sampled_from(["long", "gulbar", "backgammon"])), seed=1)
    if data.draw(st.booleans()):
        b.roll(6, 5)
    action = BOARD_ACTIONS[name]
    if name == "click":
        # a click never raises: a refusal is said on the board, and changes nothing else
        before = board_state(b)
        action(b, data)
        if b.message_kind == "error":
            assert board_state(b) == before
        return
    refused(lambda: action(b, data), b, board_state)


def test_the_figures_the_docs_give():
    """The README and docs/engine.md say how many entry points the suite
    covers and how many inputs a run tries: the figures are this file's."""
    import pathlib
    covered = len(ENGINE) + len(GAME_ACTIONS) + len(MATCH_ACTIONS) + len(BOARD_ACTIONS) + 1   # + the course
    root = pathlib.Path(__file__).resolve().parent.parent
    for page in ("README.md", "docs/engine.md"):
        text = " ".join((root / page).read_text(encoding="utf-8").split())
        assert f"{covered} entry points" in text or f"over {covered}" in text, page
        assert f"{covered * 50:,}" in text, page
    assert f"{covered * 400:,}" in " ".join((root / "docs/engine.md").read_text(encoding="utf-8").split())
