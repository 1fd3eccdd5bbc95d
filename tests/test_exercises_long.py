"""Lessons 1.6-1.9 (answer keys nardy.widgets.solutions.part1_06_* to part1_09_*) and
what nardy.widgets.exercises_long adds for long-nardy positions: plays typed
by any route, values about a position, the sample game and its replay.

The rule facts the lessons state are checked against the engine here, so a
change of the engine that would make a lesson wrong fails a test, not a
learner.  That every exercise accepts its solution and explains its typical
wrong answers, and that the notebooks load them, is tested for the whole
course in test_exercises_lessons.py."""

import json

import pytest

import nardy
from nardy.widgets import exercises_long as later
from nardy.widgets.solutions.common import pos
from nardy.widgets.solutions.part1_06_forced_play import _keeps_fence, _lost, BLOCKED, FENCE, LARGER
from nardy.widgets.solutions.part1_07_bearing_off import IN_AND_OFF, SIX_THREE, STRAGGLER
from nardy.widgets.solutions.part1_08_results import MARS_END, SAVE_MARS
from nardy.widgets.exercises import lesson
from nardy.widgets.exercises import ExerciseSet, PlayExercise, ValueExercise
from nardy.widgets.exercises_long import ReplayViewer, sample_game, try_play

LONG = nardy.variant("long")
THROWS = [(a, b) for a in range(1, 7) for b in range(1, 7)]


# -- the rule facts the lessons state, checked with the engine ----------------------------------

def _texts(position, roll):
    return [str(p) for p in LONG.legal_plays(position, roll)]


def test_lesson_6_facts():
    fence = FENCE
    assert "you must play both dice when you can" in try_play(fence, (6, 3), "24/21")
    keeps = [p for p in _texts(fence, (6, 3)) if _keeps_fence(LONG.parse_play(fence, (6, 3), p)) is None]
    assert sorted(keeps) == sorted(["24/15", "24/18 8/5", "24/21 8/2"])
    assert all(len(p.steps) == 2 for p in LONG.legal_plays(fence, (6, 3)))
    assert len(LONG.legal_plays(fence, (6, 3))) == 32
    # the larger die
    assert _texts(LARGER, (6, 2)) == ["24/18"]
    assert "you must play the larger" in try_play(LARGER, (6, 2), "24/22")
    # 6-6 on the first turn: two of four
    start = LONG.start()
    assert _texts(start, (6, 6)) == ["24/18(2)"]
    # the blocked position's table
    lost = {r: _lost(BLOCKED, r) for r in [(1, 1), (2, 2), (3, 3), (4, 3), (6, 4), (6, 5)]}
    assert lost == {(1, 1): 0, (2, 2): 4, (3, 3): 9, (4, 3): 3, (6, 4): 6, (6, 5): 11}
    assert _texts(BLOCKED, (6, 4)) == ["5/1"]          # the smaller die, because the 6 cannot move
    assert _texts(BLOCKED, (4, 3)) == ["5/1"]          # the larger, because either could
    assert sorted(r for r in THROWS if not LONG.legal_plays(BLOCKED, r)) == [(5, 5), (5, 6), (6, 5), (6, 6)]


def test_lesson_7_facts():
    assert "only once all 15 checkers are home" in try_play(STRAGGLER, (6, 2), "6/off 2/off")
    assert _texts(STRAGGLER, (6, 2))[-1] == "8/off"
    offs = {str(p): p.result.off[0] - 3 for p in LONG.legal_plays(SIX_THREE, (6, 3))}
    assert offs == {"6/3 6/off": 1, "6/off 5/2": 1, "6/off 4/1": 1, "6/off 3/off": 2}
    assert "highest point" in try_play(SIX_THREE, (6, 3), "5/off 3/off")
    home = {14: 3, 13: 12}
    assert _texts(pos({4: 3, 3: 2, 2: 2, 1: 1}, home, off=(7, 0)), (6, 5)) == ["4/off(2)"]
    assert _texts(pos({3: 2, 2: 2, 1: 1}, home, off=(10, 0)), (6, 5)) == ["3/off(2)"]
    assert "highest point" in try_play(IN_AND_OFF, (4, 2), "3/off 1/off")
    one = pos({6: 1}, home, off=(14, 0))
    assert sum(1 for r in THROWS if any(p.result.off[0] == 15 for p in LONG.legal_plays(one, r))) == 27
    # quiz 1: one checker on 7, 6-1
    seven = pos({7: 1, 6: 2, 5: 3, 4: 3, 3: 2, 2: 2, 1: 2}, home)
    assert "7/off" in _texts(seven, (6, 1))


def test_lesson_8_facts():
    white_done = pos({}, {13: 4, 14: 4, 15: 3}, off=(15, 4))
    assert LONG.winner_points(white_done) == 1 and LONG.result_name(1) == "oin"
    assert LONG.winner_points(MARS_END) == 2 and LONG.result_name(2) == "mars"
    end = pos({2: 1, 1: 1}, {14: 1, 13: 1}, off=(13, 13))
    results = {}
    for option in (False, True):
        g = nardy.Game("long", position=end, last_roll_draw=option)
        g.roll((3, 2))
        g.play("2/off 1/off")
        if not g.over:
            g.roll((2, 1))
            g.play("2/off 1/off")
        results[option] = (g.result.winner, g.result.kind)
    assert results == {False: (0, "oin"), True: (None, "draw")}
    # the engine's reading: the last roll can turn a mars into an oin
    late = pos({2: 1, 1: 1}, {15: 5, 14: 5, 13: 5}, off=(13, 0))
    g = nardy.Game("long", position=late, last_roll_draw=True)
    g.roll((3, 2)); g.play("2/off 1/off")
    g.roll((2, 1)); g.play("2/off 1/off")
    assert (g.result.winner, g.result.kind) == (0, "oin")
    g = nardy.Game("long", position=late)
    g.roll((3, 2)); g.play("2/off 1/off")
    assert g.result.kind == "mars"
    # save the mars: only the play that walks a checker in and off bears one off
    saving = [p for p in LONG.legal_plays(SAVE_MARS, (3, 1)) if p.result.off[0]]
    assert [str(p) for p in saving] == ["4/off"]


def test_lesson_9_sample_game():
    g = sample_game()
    assert g.result == nardy.Result(1, 2, "mars")
    assert len(g.turns) == 96
    assert [i for i, t in enumerate(g.turns, 1) if not t.steps] == [59, 75, 77, 79, 83, 85, 87]
    assert json.loads(later.SAMPLE_GAME)["result"] == {"winner": 1, "points": 2, "kind": "mars"}
    assert g.to_json(separators=(",", ":")) == later.SAMPLE_GAME, "the record replays to itself"
    # the 'broken record' of the lesson is refused with the head rule
    short = nardy.Game("long", seed=3)
    short.roll((6, 5)); short.play("24/13")
    short.roll((3, 1)); short.play("24/20")
    record = short.record()
    record["turns"][1]["steps"] = [[24, 23], [24, 21]]
    with pytest.raises(nardy.IllegalMoveError, match="only one checker may leave the head"):
        nardy.Game.from_record(record)


def test_replay_viewer():
    v = ReplayViewer(sample_game())
    assert len(v) == 96 + sum(len(t.steps) for t in v.game.turns) + 1
    assert repr(v).startswith("<ReplayViewer: 96 turns, 288 moments; moment 0: Turn 1 of 96: White rolled 4-3")
    assert v.caption(len(v) - 1) == "The end, after 96 turns: Black wins, mars (2 points)."
    i = next(i for i, m in enumerate(v.moments) if m.turn == 58 and not m.steps)
    assert v.caption(i) == "Turn 59 of 96: White rolled 5-6 and cannot move."
    assert v.show(i).svg.startswith("<svg")
    # Black's steps are drawn in White's numbering
    j = next(i for i, m in enumerate(v.moments) if m.player == 1 and len(m.steps) == 1)
    pos, arrows, lit = v._white_view(j)
    s = v.moments[j].steps[0]
    assert arrows == [(later._white_point(s.frm), later._white_point(s.to))] and not lit
    assert pos == LONG.swap(v.moments[j].position)
    box = v.widget()
    assert box is v.widget(), "one widget per viewer"
    slider = box.children[0].children[2]
    slider.value = i
    assert v.index == i and "5-6" in box.children[1].value
    bundle = v._repr_mimebundle_()
    assert bundle["text/plain"] == repr(v)


def test_play_exercise_accepts_any_route_of_a_legal_play():
    ex = lesson("part1/07", fresh=True)
    assert ex.q3.check("6/4/off").correct, "the engine's parser refuses this spelling by itself"
    ex = lesson("part1/07", fresh=True)
    assert ex.q3.check("6/2/off").correct
    ex = lesson("part1/08", fresh=True)
    assert ex.q2.check("4/1/off").correct and lesson("part1/08").q2.done


def test_play_exercise_how_to_answer_fits_the_position():
    # the example is a legal play of the roll, and not the answer (tests/test_exercises_examples.py)
    how = lesson("part1/07", fresh=True).q2.check().message    # every wrong play starts where a right one does
    assert "`off` for a checker borne off" in how and '"from/to from/to"' in how
    # A roll that cannot be played (the sample game's first lost turn): "no move" is offered.
    g = sample_game()
    lost = next(i for i, t in enumerate(g.turns) if not t.steps)
    moment = next(m for m in g.replay() if m.turn == lost and not m.steps)
    stuck = PlayExercise("x", "Stuck", moment.position, moment.roll, accept=["no move"], to_move=moment.player)
    ExerciseSet("t", "T", [stuck])
    assert "no move" in stuck.check().message and stuck.check("no move").correct


def test_board_exercises_check_at_once():
    ex = lesson("part1/06", fresh=True)
    b = ex.q2.board()
    b.click(24)
    b.click(22)
    assert "you must play the larger" in b.message and not ex.q2.done
    b.click(24) if b.selected is None else None
    b.click(18)
    assert ex.q2.done and b.message_kind == "success"
    # a legal play that misses the goal is explained and the board resets
    ex = lesson("part1/06", fresh=True)
    b = ex.q1.board()
    b.play("24/18 16/13")
    assert b.message_kind == "error" and "gap" in b.message
    assert b.position == ex.q1.position and b.game.dice == (6, 3)
    b.play("24/15")
    assert ex.q1.done
    # Black's board in lesson 1.8
    ex = lesson("part1/08", fresh=True)
    b = ex.q2.board()
    assert repr(b) == "Board('long', turn 1, Black to move, dice 3-1)"
    b.play("6/3 5/4")
    assert "mars" in b.message and not ex.q2.done
    b.click(4)
    b.click("off")
    assert ex.q2.done, b.message


def test_position_value_exercise_carries_its_position():
    e = lesson("part1/06", fresh=True).q3
    assert isinstance(e, ValueExercise) and e.dice == (3, 3)
    assert e.position == BLOCKED
    f = e.figure()
    assert f.svg.startswith("<svg") and repr(f).startswith("[figure: q3 Pips lost with 3-3")


def test_try_play():
    assert try_play(LARGER, (6, 2), "24/18") == "24/18: legal (24/18)"
    assert try_play(LARGER, (6, 2), "24/16").startswith("24/16: not legal: point 16 is held")


def test_lesson_8_series():
    """Lesson 1.8 plays the same seeded series under both rules with nardy.Series."""
    def runner(game):
        return min(game.legal_plays(), key=lambda play: LONG.pips(play.result)[0])

    played = {}
    for rule in ("winner", "swap"):
        s = nardy.Series("long", next_starter=rule, seed=3, names=("Anna", "Boris"))
        s.play([runner, runner], games=5)
        for before, after in zip(s.games, s.games[1:]):
            # the person who starts (and so plays White, player 0 of the game)
            expected = before.seats[before.result.winner] if rule == "winner" else before.seats[1 - before.first]
            assert after.first == 0 and after.seats[0] == expected and not after.opening
        played[rule] = s
    a, b = played["winner"].games[0], played["swap"].games[0]
    assert a.opening == b.opening and a.record()["turns"] == b.record()["turns"], "game 1 is the same"
    assert [g.names[0] for g in played["winner"].games] != [g.names[0] for g in played["swap"].games]
