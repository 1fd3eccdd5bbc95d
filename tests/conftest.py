"""Suite-wide options: ``--slow`` runs the tests marked ``slow`` (long
seeded matches), which ``make test`` skips to keep CI short."""

import os

import pytest


def pytest_addoption(parser):
    parser.addoption("--slow", action="store_true", default=False,
                     help="also run the tests marked slow (or set NARDY_SLOW=1)")


def pytest_collection_modifyitems(config, items):
    if config.getoption("--slow") or os.environ.get("NARDY_SLOW") == "1":
        return
    skip = pytest.mark.skip(reason="slow: run with --slow (or NARDY_SLOW=1)")
    for item in items:
        if "slow" in item.keywords:
            item.add_marker(skip)
