"""Run every doctest in the engine, the README and the pages under docs/, so examples never drift."""

import doctest
import importlib
import pathlib
import pkgutil

import pytest

import nardy

ROOT = pathlib.Path(__file__).resolve().parent.parent
MODULES = sorted(m.name for m in pkgutil.walk_packages(nardy.__path__, "nardy.")
                 if not m.name.startswith("nardy.widgets"))


@pytest.mark.parametrize("name", ["nardy"] + MODULES)
def test_module_doctests(name):
    module = importlib.import_module(name)
    result = doctest.testmod(module, optionflags=doctest.ELLIPSIS | doctest.NORMALIZE_WHITESPACE)
    assert result.failed == 0


PAGES = ["README.md", "docs/engine.md", "docs/board.md", "docs/course.md", "docs/evaluator.md"]


@pytest.mark.parametrize("page", PAGES)
def test_page_doctests(page):
    result = doctest.testfile(str(ROOT / page), module_relative=False,
                              optionflags=doctest.ELLIPSIS | doctest.NORMALIZE_WHITESPACE)
    assert result.failed == 0
    if page != "docs/course.md":     # the course page shows notebook code, not a session
        assert result.attempted > 0, f"{page} shows runnable examples"


def test_every_page_is_doctested():
    """A new page under docs/ is doctested too (or says why not, here)."""
    pages = {str(p.relative_to(ROOT)) for p in (ROOT / "docs").glob("*.md")}
    assert pages <= set(PAGES) | NOT_DOCTESTED, sorted(pages - set(PAGES))


# Pages with no Python session to run.
NOT_DOCTESTED = {"docs/rules.md",
                 "docs/glossary.md",  # words, no code: tests/test_glossary.py checks its links
                 "docs/browser.md"}   # shell lines: tests/test_hub.py and tests/browser/test_lite_browser.py run them
