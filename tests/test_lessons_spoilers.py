"""No lesson shows an exercise's answer before it is asked.

For every exercise of a lesson, the stored outputs a learner scrolls past
between the previous exercise and this one (and the exercise's own cells:
its "how to answer" reply, its board) must not contain its answer: a number
(a pip count, a point, a count), a tuple of numbers, a play, a sequence of
cube actions.  What is looked at is what a learner sees: the text of the
outputs and the words and numbers drawn on figures (a board's point labels
1-24 and its text diagram aside).  Ask first, reveal after.

Quiz letters, one-word answers and numbers below 10 are not searched (they
are everywhere in prose and board texts); PNG charts cannot be read.  Those
are checked by reading the lessons.
"""

import base64
import html
import json
import pathlib
import re

import pytest

from nardy.widgets.exercises import lesson

ROOT = pathlib.Path(__file__).resolve().parent.parent
LESSONS = ROOT / "lessons"
NOTEBOOKS = sorted(p for p in LESSONS.rglob("*.ipynb") if ".ipynb_checkpoints" not in p.parts)

GRID = re.compile(r"^[\s\d.XO|\-+]*$")                 # a board's text diagram: labels, checkers, rules
DONE = re.compile(r"\[?\d+ of \d+ done\]?")            # the progress every reply ends with
SVG = re.compile(r"data:image/svg\+xml;base64,([A-Za-z0-9+/=]+)")
SVG_TEXT = re.compile(r"<text[^>]*>(.*?)</text>", re.S)
MOVE = r"(?:bar|\d+)(?:/(?:\d+\*?|off))+\*?(?:\(\d\))?"
PLAY = re.compile(rf"(?<![\w/]){MOVE}(?:\s+{MOVE})*(?![\w/])")
# A cell asks an exercise when it shows it, checks it or opens its board
# (not when it only reuses its position: ``ex.q2.position``).
ASKED = re.compile(r"\bex\.(\w+)(?=\.(?:check|board|hint|solution|match)\b|\s*(?:$|#))", re.M)


def drawn_text(markup: str) -> list:
    """The words and numbers drawn on the SVG figures in ``markup`` (not
    the point labels 1-24, not the hover title)."""
    out = []
    for b64 in SVG.findall(markup):
        svg = base64.b64decode(b64).decode("utf-8", "replace")
        for t in SVG_TEXT.findall(svg):
            t = html.unescape(re.sub("<[^>]+>", "", t)).strip()
            if t and not (t.isdigit() and int(t) <= 24):
                out.append(t)
    return out


def visible(output: dict) -> str:
    """What a learner reads in one stored output."""
    texts = []
    if output.get("output_type") == "stream":
        texts.append("".join(output["text"]))
    data = output.get("data", {})
    if "text/plain" in data:
        plain = "".join(data["text/plain"])
        texts.append("\n".join(line for line in plain.splitlines() if not GRID.match(line)))
    if "text/html" in data:
        markup = "".join(data["text/html"])
        texts += drawn_text(markup)
        if "text/plain" not in data:
            texts.append(html.unescape(re.sub("<[^>]+>", " ", re.sub(r"<img[^>]*>", "", markup))))
    return DONE.sub("", "\n".join(texts))


def found(answer, text: str, choices=()) -> list:
    """Where ``answer`` shows in ``text`` (empty when it does not).  A play
    shown beside another of ``choices`` (the exercise's other legal plays)
    is a list of the choices, not the answer."""
    if isinstance(answer, bool):
        return []
    if isinstance(answer, int):
        if answer < 10:
            return []
        pattern = re.compile(rf"(?<![\w./\-]){answer}(?![\w/]|\.\d)")
    elif isinstance(answer, (tuple, list)) and answer and all(isinstance(x, int) for x in answer):
        pattern = re.compile(r"(?<![\d.])" + r",\s*".join(map(str, answer)) + r"(?![\d.])")
    elif isinstance(answer, str) and PLAY.fullmatch(answer):
        shown = [m.group() for m in PLAY.finditer(text)]
        if any(p != answer and p in choices for p in shown):
            return []
        return [p for p in shown if p == answer]
    elif isinstance(answer, str) and "," in answer:         # a sequence of cube actions
        pattern = re.compile(rf"(?<![\w,] ){re.escape(answer)}(?![\w]|, \w)")
    else:
        return []
    return [text[max(0, m.start() - 50):m.end() + 30].replace("\n", " ") for m in pattern.finditer(text)]


def lesson_id(cells) -> str:
    source = "".join("".join(c["source"]) for c in cells if c["cell_type"] == "code")
    m = re.search(r'lesson\("([^"]+)"\)', source)
    assert m, "the lesson loads its exercises with lesson(...)"
    return m.group(1)


def spoilers(path: pathlib.Path) -> list:
    cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
    ex = lesson(lesson_id(cells))
    names = {e.name for e in ex}
    first, last = {}, {}
    for i, cell in enumerate(cells):
        if cell["cell_type"] == "code":
            for name in ASKED.findall("".join(cell["source"])):
                if name in names:
                    first.setdefault(name, i)
                    last[name] = i
    order = sorted(first, key=first.get)
    bad = []
    for k, name in enumerate(order):
        start = last[order[k - 1]] + 1 if k else 0
        for i in range(start, last[name] + 1):
            for output in cells[i].get("outputs", []):
                choices = {str(p) for p in getattr(ex[name], "legal", ())}
                for where in found(ex[name].answer, visible(output), choices):
                    bad.append(f"{name} (answer {ex[name].answer!r}) shows in cell {i} "
                               f"(id {cells[i].get('id')}): ...{where}...")
    return bad


@pytest.mark.parametrize("nb", NOTEBOOKS, ids=[p.relative_to(LESSONS).as_posix() for p in NOTEBOOKS])
def test_no_output_shows_an_exercise_answer_before_it_is_asked(nb):
    bad = spoilers(nb)
    assert not bad, f"{nb.name}: an answer shows before its exercise:\n" + "\n".join(bad)


def test_every_exercise_of_every_lesson_is_asked_in_its_notebook():
    """Otherwise the check above would pass by not looking."""
    for nb in NOTEBOOKS:
        cells = json.loads(nb.read_text(encoding="utf-8"))["cells"]
        ex = lesson(lesson_id(cells))
        code = "\n".join("".join(c["source"]) for c in cells if c["cell_type"] == "code")
        missing = [e.name for e in ex if not re.search(rf"\bex\.{e.name}\b", code)]
        assert not missing, f"{nb.name}: exercises never asked: {missing}"


@pytest.mark.parametrize("answer, text, hit", [
    (360, "White to move, 360 pips", True),
    (360, "3600 or 36.0", False),
    (12, "played 12 - lost 12", True),
    (12, "lost 112 or 12.5", False),
    (9, "lost 9", False),           # a small number: read, not searched
    ((1, 2, 3, 4), "numbers with no step: (1, 2, 3, 4)", True),
    ([1, 12, 17, 19], "[1, 12, 17, 19]", True),
    ("6/off", 'ex.q3.check("6/off 5/3")', False),
    ("6/off", "6/off: the only play", True),
    ("24/18(2)", "['24/18(2)', '24/15 24/21']", True),
    ("double, take", 'e.g. "double, take"', True),
    ("double, take", "double, take, redouble", False),
    ("6/3 5/off", "a: 6/off 5/2 | b: 6/3 5/off", False),     # the two choices, side by side
    ("6/3 5/off", "b: 6/3 5/off, the best", True),
])
def test_what_counts_as_showing_an_answer(answer, text, hit):
    assert bool(found(answer, text, choices={"6/off 5/2", "6/3 5/off"})) is hit
