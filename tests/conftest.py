"""Suite-wide options: ``--slow`` runs the tests marked ``slow`` (long
seeded matches), which ``make test`` skips to keep CI short.  And the order:
the fast tests first, then the lessons (nbval), the browser tests and the
Binder environment, so a broken rule shows in seconds, not after minutes of
notebooks and browsers.

A learner's saved progress (nardy.widgets.progress) and the user's cache
(the bear-off table) are never read or written by the tests: each test gets
its own empty progress folder, and processes the tests start (Jupyter
servers, nbval kernels) inherit a throwaway one; the cache is one throwaway
folder for the whole run."""

import os
import shutil
import tempfile

import pytest

_PROGRESS = os.environ["NARDY_PROGRESS_DIR"] = tempfile.mkdtemp(prefix="nardy-progress-")
# The bear-off table's cache (nardy.bearoff, $XDG_CACHE_HOME/nardy/) goes to
# a throwaway folder too, shared by the whole run and the processes it
# starts (built once, then read), never the user's own ~/.cache.
_CACHE = os.environ["XDG_CACHE_HOME"] = tempfile.mkdtemp(prefix="nardy-cache-")


def pytest_unconfigure(config):
    shutil.rmtree(_PROGRESS, ignore_errors=True)
    shutil.rmtree(_CACHE, ignore_errors=True)


def pytest_addoption(parser):
    parser.addoption("--slow", action="store_true", default=False,
                     help="also run the tests marked slow (or set NARDY_SLOW=1)")


def _stage(item) -> int:
    """0 for the fast tests, then 1 lessons, 2 browser, 3 Binder."""
    path = item.path
    if path.name == "test_lessons.py":
        return 1
    if "browser" in path.parts:
        return 2
    if path.name == "test_binder.py":
        return 3
    return 0


def pytest_collection_modifyitems(config, items):
    items.sort(key=_stage)           # stable: within a stage, the usual order
    if config.getoption("--slow") or os.environ.get("NARDY_SLOW") == "1":
        return
    skip = pytest.mark.skip(reason="slow: run with --slow (or NARDY_SLOW=1)")
    for item in items:
        if "slow" in item.keywords:
            item.add_marker(skip)


@pytest.fixture(autouse=True)
def _own_progress_folder(monkeypatch, tmp_path_factory):
    monkeypatch.setenv("NARDY_PROGRESS_DIR", str(tmp_path_factory.mktemp("progress")))
