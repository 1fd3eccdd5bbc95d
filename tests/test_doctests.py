"""Run every doctest in the engine and the README, so examples never drift."""

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


def test_readme_doctests():
    readme = ROOT / "README.md"
    result = doctest.testfile(str(readme), module_relative=False,
                              optionflags=doctest.ELLIPSIS | doctest.NORMALIZE_WHITESPACE)
    assert result.failed == 0
    assert result.attempted > 0, "the README shows runnable examples"
