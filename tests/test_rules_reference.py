"""docs/rules.md is the project's own rules reference: every section the
code, tests, lessons and docs cite exists, and nothing points outside the
repository for the rules."""

import pathlib
import re

ROOT = pathlib.Path(__file__).resolve().parent.parent
RULES = ROOT / "docs" / "rules.md"
SOURCES = [p for d in ("nardy", "widgets", "tests", "docs", "lessons", "benchmarks", "binder")
           for p in (ROOT / d).rglob("*") if p.suffix in (".py", ".md", ".ipynb", ".js", ".txt", ".cfg")]
SOURCES += [ROOT / "README.md", ROOT / "CONTRIBUTING.md"]


def _anchors() -> set:
    return set(re.findall(r'<a id="([a-z0-9-]+)"></a>', RULES.read_text(encoding="utf-8")))


def test_every_cited_section_exists():
    anchors = _anchors()
    missing = []
    for path in SOURCES:
        if not path.exists():
            continue
        for anchor in re.findall(r"rules\.md#([a-z0-9-]+)", path.read_text(encoding="utf-8")):
            if anchor not in anchors:
                missing.append(f"{path.relative_to(ROOT)}: #{anchor}")
    assert not missing, missing


def test_the_code_cites_the_reference():
    cited = sum(len(re.findall(r"rules\.md#", p.read_text(encoding="utf-8")))
                for p in SOURCES if p.exists() and p.parts[-2:] != ("docs", "rules.md"))
    assert cited >= 25


def test_each_section_has_the_rule_its_code_and_its_tests():
    """Every rule section gives the rule, where it is implemented and which
    tests pin it, and names only files that exist."""
    text = RULES.read_text(encoding="utf-8")
    sections = re.split(r'\n<a id="', text)[1:]
    for sec in sections:
        anchor = sec.split('"', 1)[0]
        if anchor in ("sources", "variants", "backgammon"):
            continue
        assert "**The rule.**" in sec and "**Code.**" in sec and "**Tests.**" in sec, anchor
        if anchor != "movement-deficit":
            assert "**The seed.**" in sec, anchor
        for name in re.findall(r"`((?:nardy|tests|widgets)/[\w/]+\.py)`", sec):
            assert (ROOT / name).exists(), (anchor, name)
        for owner, attr in re.findall(r"`(Rules|LongNardy|Backgammon|Game|Series|Match)\.(\w+)`", sec):
            assert hasattr(_CLASSES[owner], attr), (anchor, owner, attr)
        for test in re.findall(r"`(test_\w+\*?)`", sec):
            pattern = re.escape(test.rstrip("*")) + (r"\w*" if test.endswith("*") else r"\b")
            assert re.search(r"def " + pattern, _TESTS), (anchor, test)


def _classes() -> dict:
    from nardy import Game, Series
    from nardy.match import Match
    from nardy.rules.backgammon import Backgammon
    from nardy.rules.base import Rules
    from nardy.rules.long import LongNardy
    return {"Rules": Rules, "LongNardy": LongNardy, "Backgammon": Backgammon, "Game": Game,
            "Series": Series, "Match": Match}


_CLASSES = _classes()
_TESTS = "\n".join(p.read_text(encoding="utf-8") for p in (ROOT / "tests").rglob("test_*.py"))


def test_the_repository_stands_on_its_own():
    """No file points at the rule digest or the seeds outside the
    repository: docs/rules.md quotes what it needs."""
    outside = re.compile(r"RULES\.md|STYLE\.md|\.\./shared|/work/")
    found = [str(p.relative_to(ROOT)) for p in SOURCES
             if p.exists() and p.name != "test_rules_reference.py" and outside.search(p.read_text(encoding="utf-8"))]
    assert not found, found
