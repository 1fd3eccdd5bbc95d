"""The glossary (docs/glossary.md): the course's words, each linked from the
lesson that teaches it, and every glossary link in a lesson lands on a term."""

import json
import pathlib
import re

ROOT = pathlib.Path(__file__).resolve().parent.parent
GLOSSARY = ROOT / "docs" / "glossary.md"
LESSONS = sorted(p for p in (ROOT / "lessons").rglob("*.ipynb") if ".ipynb_checkpoints" not in p.parts)
LINK = re.compile(r"\]\(((?:\.\./)+)docs/glossary\.md(?:#([a-z0-9-]+))?\)")


def terms():
    text = GLOSSARY.read_text(encoding="utf-8")
    out = {}
    for m in re.finditer(r"^### ([^\n]+)\n(.*?)(?=^### |\Z)", text, re.M | re.S):
        anchor = re.sub(r"[^a-z0-9 -]", "", m.group(1).lower()).replace(" ", "-")
        out[anchor] = m.group(2)
    return out


def markdown(nb):
    cells = json.loads(nb.read_text(encoding="utf-8"))["cells"]
    return "\n".join("".join(c["source"]) for c in cells if c["cell_type"] == "markdown")


def test_the_words_learners_ask_for_are_there():
    have = terms()
    for word in ("head", "home", "oin", "mars", "fence", "prime", "block", "blot", "stage",
                 "passed-moves", "jackpot", "pip-pip-count", "deficit", "cube", "crawford", "jacoby",
                 "gammon", "backgammon", "seed"):
        assert word in have, word


def test_each_term_names_an_existing_lesson_and_is_linked_from_it():
    for anchor, body in terms().items():
        lessons = re.findall(r"\]\(\.\./(lessons/[^)]+\.ipynb)\)", body)
        assert lessons, f"{anchor}: names no lesson"
        for rel in lessons:
            assert (ROOT / rel).exists(), f"{anchor}: {rel} does not exist"
        assert f"glossary.md#{anchor})" in markdown(ROOT / lessons[0]), \
            f"{anchor}: not linked from {lessons[0]}, the lesson that teaches it"


def test_every_glossary_link_in_a_lesson_lands():
    have = terms()
    for nb in LESSONS:
        depth = len(nb.relative_to(ROOT).parts) - 1
        for ups, anchor in LINK.findall(markdown(nb)):
            assert ups == "../" * depth, f"{nb.name}: a glossary link with the wrong path"
            assert anchor is None or anchor == "" or anchor in have, f"{nb.name}: no term #{anchor}"
