"""The "how to answer" line of every exercise shows the format with an
example that fits: for a play, a legal play of the exercise's roll that is
not a right answer (copying it is neither refused as illegal nor the
answer) and moves no checker from a point a right answer moves one from
(half an answer, in either order of the dice, is a hint), or the notation
alone where so few plays are wrong that naming one would leave the answer
to elimination, or where every wrong play starts where a right one does;
for cube actions, actions that are not the answer."""

import re

import pytest

from nardy.widgets.exercises import EXAMPLE_AMONG, PlayExercise, lesson, lessons

EXAMPLE = re.compile(r'check\("([^"]+)"\)')


def _all():
    for id in lessons():
        for e in lesson(id, fresh=True):
            yield id, e


PLAYS = [(id, e.name) for id, e in _all() if hasattr(e, "legal") and hasattr(e, "_example")]
ACTIONS = [(id, e.name) for id, e in _all() if type(e).__name__ == "MatchExercise"]


def test_there_are_examples_to_check():
    assert len(PLAYS) > 30 and len(ACTIONS) >= 4
    assert any(isinstance(lesson(id)[n], PlayExercise) for id, n in PLAYS)


@pytest.mark.parametrize("id, name", PLAYS, ids=[f"{i}/{n}" for i, n in PLAYS])
def test_a_play_example_is_legal_and_not_the_answer(id, name):
    e = lesson(id, fresh=True)[name]
    how = e.check().message
    m = EXAMPLE.search(how)
    if not e.legal:                            # "no move" is offered beside the notation, not as the example
        assert "no move" in how and m.group(1) == "from/to from/to"
        return
    assert m, how
    example = m.group(1)
    wrong = [p for p in e.legal if not e._is_right(p)]
    right_from = {s.frm for p in e.legal if e._is_right(p) for s in p.steps}
    if example == "from/to from/to":          # the notation alone: too few wrong plays, or none apart
        assert len(wrong) < EXAMPLE_AMONG or all(right_from & {s.frm for s in p.steps} for p in wrong)
        return
    assert len(wrong) >= EXAMPLE_AMONG, f"the example {example!r} leaves {len(wrong) - 1} other wrong plays"
    played = next(p for p in e.legal if str(p) == example)
    assert not right_from & {s.frm for s in played.steps}, f"the example {example!r} starts like an answer"
    reply = e.check(example)
    assert not reply.correct, f"the example {example!r} is the answer"
    assert "is legal, but" in reply.message, f"the example {example!r} is refused: {reply.message}"
    assert not e.done


@pytest.mark.parametrize("id, name", ACTIONS, ids=[f"{i}/{n}" for i, n in ACTIONS])
def test_an_actions_example_is_not_the_answer(id, name):
    e = lesson(id, fresh=True)[name]
    m = EXAMPLE.search(e.check().message)
    assert m and not e.check(m.group(1)).correct


ALL = [(id, e.name) for id, e in _all()]


@pytest.mark.parametrize("id, name", ALL, ids=[f"{i}/{n}" for i, n in ALL])
def test_a_right_answer_says_why(id, name):
    e = lesson(id, fresh=True)[name]
    reply = e.check(e.answer)
    assert reply.correct, reply
    many = getattr(e, "test", None) is not None and not getattr(e, "accepted", None)
    if e.success or (e.explanation and not many):
        assert reply.message != "well done." and len(reply.message) > len(str(e.answer)) + 5, reply.message
