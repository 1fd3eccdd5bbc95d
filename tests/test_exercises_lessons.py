"""Every lesson's exercises, from every answer key.

The toolkit's ``lesson()`` (nardy.widgets.exercises) loads a lesson's
exercises from its answer key: one module per lesson notebook in
``nardy.widgets.solutions``, named after it, listed in its ``LESSONS``
table.  Here, over all lessons of the course at once:

- every exercise accepts its own answer and its worked solution code, gives
  hints, and explains how to answer when given nothing;
- every exercise rejects its typical wrong answers with a reason (the words
  each one lists must be in the reply);
- every lesson notebook imports ``lesson`` from ``nardy.widgets.exercises``
  and uses only exercises its key has, and no notebook imports a key;
- every key is named after its notebook, and every key module is listed.

What one part's exercises do beyond that (boards, stages, matches) and the
rule facts its lessons state are tested in test_exercises.py (start page,
lessons 1.1-1.5), test_exercises_long.py (1.6-1.9), test_exercises_variants.py
(part 2), test_exercises_backgammon.py (part 3) and test_strategy.py (part 4).
"""

import doctest
import importlib
import json
import pathlib
import re

import pytest

import nardy
from nardy import InvalidOptionError
from nardy.widgets import exercises as X
from nardy.widgets.exercises import (ChoiceExercise, Feedback, MatchExercise, PlayExercise, ValueExercise, lesson,
                                     lessons)
from nardy.widgets.solutions import LESSONS

ROOT = pathlib.Path(__file__).resolve().parent.parent
LESSONS_DIR = ROOT / "lessons"

KEYS = sorted(f"nardy.widgets.solutions.{module}" for module in LESSONS.values())
EXERCISE_MODULES = ["nardy.widgets.exercises", "nardy.widgets.exercises_long", "nardy.widgets.exercises_backgammon"]
NOTEBOOKS = sorted(p for p in LESSONS_DIR.rglob("*.ipynb") if ".ipynb_checkpoints" not in p.parts)
PART_NOTEBOOKS = [p for p in NOTEBOOKS if p.parent.name.startswith("part")]
QUOTE = re.compile(r"> \*\*Seed (\d{3})\*\*.*\n> \*„(.+?)“\*\n>\n> — “((?:.|\n> )+?)”")


def _cells(path, kind):
    nb = json.loads(path.read_text())
    return "\n".join("".join(c["source"]) for c in nb["cells"] if c["cell_type"] == kind)


ALL = [(lid, e.name) for lid in lessons() for e in lesson(lid, fresh=True)]
IDS = [f"{a}:{b}" for a, b in ALL]


def _fresh(lid, name):
    return getattr(lesson(lid, fresh=True), name)


# -- finding the answer keys ------------------------------------------------------------------

def _notebook_key(path) -> str:
    """The answer key's module named after a notebook: ``part1_02_dice_and_moving``
    for ``part1-long-nardy/02-dice-and-moving.ipynb``, ``start`` for ``00-start.ipynb``."""
    rel = path.relative_to(LESSONS_DIR)
    if len(rel.parts) == 1:
        return rel.stem.split("-", 1)[1]
    return f"{rel.parts[0].split('-')[0]}_{rel.stem.replace('-', '_')}"


def test_every_lesson_has_a_key_named_after_its_notebook():
    for path in NOTEBOOKS:
        (lid,) = re.findall(r'lesson\("([^"]+)"\)', _cells(path, "code"))
        assert LESSONS[lid] == _notebook_key(path), f"{path.name}: its key is {LESSONS[lid]}"
        ex = lesson(lid, fresh=True)
        key = importlib.import_module(ex.key)
        assert ex.key == f"nardy.widgets.solutions.{_notebook_key(path)}"
        assert ex.title == key.TITLE and len(ex) == len(key.exercises())


def test_each_lesson_has_one_name_everywhere():
    """The map of the course on the start page, the lesson's own heading
    and title, and its progress table (its answer key's ``TITLE``) name a
    lesson alike, so a learner who looks for "1.9 A game against the
    computer" in the course's progress finds it there."""
    text = _cells(LESSONS_DIR / "00-start.ipynb", "markdown")
    links = {path: name for name, path in re.findall(r"\[([^\]]+)\]\(([^)]+\.ipynb)\)", text)}
    for path in PART_NOTEBOOKS:
        (lid,) = re.findall(r'lesson\("([^"]+)"\)', _cells(path, "code"))
        title = lesson(lid, fresh=True).title
        rel = path.relative_to(LESSONS_DIR).as_posix()
        assert links.get(rel) == title, f"the map calls {rel} {links.get(rel)!r}, its progress {title!r}"
        data = json.loads(path.read_text())
        assert data["metadata"].get("title") == title, f"{rel}'s title is {data['metadata'].get('title')!r}"
        heading = _cells(path, "markdown")
        assert heading.startswith(f"# {title}"), f"{rel} is headed {heading.splitlines()[0]!r}, not {title!r}"


def test_every_key_module_is_listed():
    """No key waits unlisted in the package (nothing finds keys by itself)."""
    folder = pathlib.Path(importlib.import_module("nardy.widgets.solutions").__file__).parent
    modules = {p.stem for p in folder.glob("*.py")} - {"__init__", "common"}
    assert modules == set(LESSONS.values())
    assert len(set(LESSONS.values())) == len(LESSONS), "one key per lesson"


@pytest.mark.parametrize("path", NOTEBOOKS, ids=[p.relative_to(LESSONS_DIR).as_posix() for p in NOTEBOOKS])
def test_no_lesson_imports_an_answer_key(path):
    """A lesson shares positions with its key through nardy.widgets.fixtures,
    never by importing the key."""
    assert "nardy.widgets.solutions" not in _cells(path, "code")


@pytest.mark.parametrize("id, quoted", [("part9/01", "'part9/01'"), (0, "0"), ({}, "{}"), (None, "None")])
def test_an_unknown_lesson_names_the_known_ones(id, quoted):
    with pytest.raises(InvalidOptionError, match=f"no lesson {quoted}; known: part1/01, "):
        lesson(id)


def test_lesson_keeps_progress_unless_fresh():
    ex = lesson("part2/01", fresh=True)
    assert lesson("part2/01") is ex and lesson("part2/01", fresh=True) is not ex


@pytest.mark.parametrize("name", EXERCISE_MODULES + KEYS)
def test_only_the_toolkit_loads_lessons(name):
    module = importlib.import_module(name)
    if name == "nardy.widgets.exercises":
        assert module.lesson is lesson
    else:
        assert not hasattr(module, "lesson") and not hasattr(module, "lessons"), \
            f"{name} has its own lesson(): lessons load from nardy.widgets.exercises"


@pytest.mark.parametrize("name", EXERCISE_MODULES)
def test_module_doctests(name):
    X._LOADED.clear()                  # the examples start from a fresh lesson
    result = doctest.testmod(importlib.import_module(name),
                             optionflags=doctest.ELLIPSIS | doctest.NORMALIZE_WHITESPACE)
    assert result.failed == 0 and result.attempted > 0


# -- every lesson has what a lesson needs --------------------------------------------------------

@pytest.mark.parametrize("lid", [lid for lid in lessons() if lid != "start"])
def test_each_lesson_has_exercises_and_a_quiz(lid):
    ex = lesson(lid, fresh=True)
    if lid == "part2/08":                          # the comparison of all rule sets: a quiz only
        assert len(ex) >= 1
        return
    checked = [e for e in ex if not e.name.startswith("quiz")]
    quizzes = [e for e in ex if e.name.startswith("quiz")]
    assert len(checked) >= 2 and quizzes, lid
    assert len(ex) >= (4 if lid.startswith("part2/") else 5), lid
    if not lid.startswith("part2/"):
        assert any(isinstance(e, ChoiceExercise) for e in ex), lid
        assert sum(not isinstance(e, ChoiceExercise) for e in ex) >= 2, "two auto-checked exercises"


def test_one_exercise_class_per_kind_of_answer():
    """Every exercise of the course is a value, a choice, a play or a match:
    no lesson has a kind of its own."""
    kinds = {ValueExercise, ChoiceExercise, PlayExercise, MatchExercise}
    for lid in lessons():
        for e in lesson(lid, fresh=True):
            assert type(e) in kinds, f"{e.id} is a {type(e).__name__}"


# -- every exercise -----------------------------------------------------------------------------

# What a lesson's solution code may use besides ``ex`` and ``nardy``: the names
# the lesson itself defines before the exercise.
def _namespace(lid):
    ns = {"nardy": nardy}
    if lid.startswith("part4/"):
        from nardy.analysis import deficit, fences, per_number
        from nardy.widgets.fixtures import keeping_throws
        from nardy.widgets.solutions.common import db
        from nardy.widgets.solutions.part4_04_racing import race_chance
        ns.update(rules=nardy.variant("long"), deficit=deficit, per_number=per_number, fences=fences,
                  keeping_throws=keeping_throws, db=db(), race_chance=race_chance)
    return ns


@pytest.mark.parametrize("lid,name", ALL, ids=IDS)
def test_exercise_accepts_its_solution(lid, name):
    e = _fresh(lid, name)
    fb = e.check(e.answer)
    assert fb.correct, repr(fb)
    assert e.done and e.lesson.done == 1 and "1 of" in repr(fb)
    sol = e.solution()
    assert sol.kind == "solution" and sol.message
    assert e.hint().kind == "hint"


@pytest.mark.parametrize("lid,name", ALL, ids=IDS)
def test_a_right_answer_says_why_it_is_right(lid, name):
    """Not a bare "well done.": the reply to a right answer teaches too."""
    e = _fresh(lid, name)
    fb = e.check(e.answer)
    assert fb.correct and fb.message != "well done." and len(fb.message) > 20, repr(fb)


@pytest.mark.parametrize("lid,name", ALL, ids=IDS)
def test_exercise_rejects_typical_wrong_answers_saying_why(lid, name):
    e = _fresh(lid, name)
    need = min(2, len(e.options) - len(e.right)) if isinstance(e, ChoiceExercise) else 2
    assert len(e.typical_wrong) >= need, f"{e.id} lists fewer than {need} typical wrong answers"
    for wrong, words in e.typical_wrong:
        fb = e.check(wrong)
        assert not fb.correct, f"{e.id} accepted the wrong answer {wrong!r}"
        assert words in fb.message, f"{e.id}: {wrong!r} -> {fb.message!r} lacks {words!r}"
        assert len(fb.message) > 20, "the reply explains"
    assert not e.done


def _every_exercise():
    """Every exercise of the course, each lesson loaded afresh."""
    return (e for lid in lessons() for e in lesson(lid, fresh=True))


def test_no_quiz_gives_its_answer_away_by_its_length():
    """A right option much longer than every wrong one (the reason packed
    into it) is found by its length, not by the rule: its detail belongs in
    the reply, or the wrong options need as much."""
    long_ones = []
    for e in _every_exercise():
        if isinstance(e, ChoiceExercise) and len(e.right) == 1 and len(e.options) > 2:
            right = len(e.options[e.answer])
            longest_wrong = max(len(t) for k, t in e.options.items() if k not in e.right)
            if right > 1.5 * longest_wrong:
                long_ones.append(f"{e.id}: {right} characters against {longest_wrong}")
    assert not long_ones


def test_no_letter_is_the_likely_answer():
    """Across the course, each letter is the answer of about its share of
    the one-answer quizzes with that many options: a learner who has seen
    that the answer is seldom "c" must not be able to guess by it."""
    right: dict = {}
    for e in _every_exercise():
        if isinstance(e, ChoiceExercise) and len(e.right) == 1:
            right.setdefault(len(e.options), []).append(e.answer)
    skewed = []
    for k, answers in right.items():
        if len(answers) < 2 * k:
            continue
        for letter in "abcdef"[:k]:
            share = answers.count(letter) / len(answers)
            if not 0.5 / k <= share <= 1.5 / k:
                skewed.append(f"{letter!r} answers {answers.count(letter)} of the {len(answers)} quizzes "
                              f"with {k} options")
    assert not skewed


@pytest.mark.parametrize("lid,name", ALL, ids=IDS)
def test_solution_code_runs_and_is_accepted(lid, name):
    e = _fresh(lid, name)
    if not e.solution_code:
        return
    ns = dict(_namespace(lid), ex=e.lesson)
    lines = e.solution_code.strip().splitlines()
    exec("\n".join(lines[:-1]), ns)
    fb = eval(lines[-1], ns)
    assert isinstance(fb, Feedback) and fb.correct, repr(fb)


@pytest.mark.parametrize("lid,name", ALL, ids=IDS)
def test_no_answer_explains_how_to_answer(lid, name):
    e = _fresh(lid, name)
    fb = e.check(...)
    assert fb.kind == "info" and "check(" in fb.message and not e.done


# -- the lesson notebooks ------------------------------------------------------------------------

@pytest.mark.parametrize("path", NOTEBOOKS, ids=[p.relative_to(LESSONS_DIR).as_posix() for p in NOTEBOOKS])
def test_lesson_notebook_loads_its_exercises_from_the_toolkit(path):
    code = _cells(path, "code")
    ids = re.findall(r'lesson\("([^"]+)"\)', code)
    assert len(ids) == 1, f"{path.name} loads {ids}: one lesson per notebook"
    lid = ids[0]
    assert lid in lessons()
    imports = re.findall(r"^\s*from (\S+) import (.+)$", code, flags=re.M)
    loaders = [mod for mod, names in imports if re.search(r"\blesson\b", names)]
    assert loaders == ["nardy.widgets.exercises"], f"{path.name} imports lesson from {loaders}"
    used = set(re.findall(r"\bex\.(\w+)\.(?:check|board|hint|solution|figure|match)\(", code))
    ex = lesson(lid, fresh=True)
    assert used <= set(ex._items), f"{path.name} uses {sorted(used - set(ex._items))}, not in {lid!r}"
    for e in ex:
        assert f"ex.{e.name}" in code, f"{path.name} does not show ex.{e.name}"
    assert "sys.path" not in code
    assert "widgets" not in json.loads(path.read_text())["metadata"], "re-execute without widget state"


def test_every_lesson_has_its_notebook():
    found = {}
    for path in NOTEBOOKS:
        (lid,) = re.findall(r'lesson\("([^"]+)"\)', _cells(path, "code"))
        assert lid not in found, f"{lid} is loaded by {found.get(lid)} and {path.name}"
        found[lid] = path.name
    assert sorted(found) == lessons(), "each lesson has its notebook and its answer key"


@pytest.mark.parametrize("path", PART_NOTEBOOKS, ids=[p.relative_to(LESSONS_DIR).as_posix() for p in PART_NOTEBOOKS])
def test_lesson_notebook_has_the_parts_of_a_lesson(path):
    code, text = _cells(path, "code"), _cells(path, "markdown")
    for heading in ("**What you will learn**", "## Summary", "## Quiz"):
        assert heading in text, f"{path.name} has no {heading}"
    if path.name == "08-comparing-the-rule-sets.ipynb":
        return                                     # tables and charts of all rule sets, no board
    assert "Board(" in code or ".board()" in code, f"{path.name} has no live board"
    quotes = QUOTE.findall(text)
    assert len(quotes) >= 2, f"{path.name} quotes fewer than two seed sentences with a translation"
    names = set(re.findall(r"\bex\.(\w+)\.(?:check|board|hint|solution|figure|match)\(", code))
    assert len({n for n in names if not n.startswith("quiz")}) >= 2
    assert any(n.startswith("quiz") for n in names)


def test_play_safe_refuses_every_play_that_leaves_a_home_blot():
    """5.3's q4: Black is on the bar; the plays that leave no White blot in
    White's home board and keep the spare checkers as builders are right;
    each that leaves a home blot is refused, and so is 16/6, safe but
    piling a fourth checker on the 6-point (gnubg's 0-ply net too has it
    0.20 worse than 24/18 16/12)."""
    ex = lesson("part5/03", fresh=True).q4
    for play in ("24/18 16/12", "24/14"):
        assert ex.check(play), play
    for play in ("16/6", "16/10 6/2", "24/18 6/2", "24/18 7/3"):
        assert not ex.check(play), play


def test_play_safe_says_who_leads_the_race():
    """5.3's section 4 says Black is far ahead in the race, 63 pips to
    White's 140: the position's own count."""
    from nardy.widgets.fixtures import PLAYING
    position, _ = PLAYING["safe"]
    assert position.pips() == (140, 63)
    text = _cells(LESSONS_DIR / "part5-playing-better" / "03-backgammon.ipynb", "markdown")
    assert "63 pips to White's 140" in " ".join(text.split())
