# The README's two promises: `make course` and `make test`, on a fresh
# machine with only Python 3.10+ installed.  Everything else is installed
# into .venv by the project's own files.

PYTHON ?= python3
VENV   ?= .venv
BIN     = $(VENV)/bin
STAMP   = $(VENV)/.installed
START   = lessons/00-start.ipynb
# Snappier board clicks: TCP_NODELAY on kernel websockets (widgets/nodelay.py).
NODELAY = --ServerApp.jpserver_extensions="{'nardy.widgets.nodelay': True}"
# Jupyter refuses to run as root unless told (containers, classroom VMs).
ROOTOK  = $(if $(filter 0,$(shell id -u)),--allow-root,)

.PHONY: course test lint bench install clean lessons lite

# Binder's pins constrain every install into .venv, so the course is developed
# and tested on the very versions a Binder launch gets (a new upstream release
# does not slip in here first).
PIP     = $(BIN)/python -m pip install --quiet -c binder/requirements.txt

$(STAMP): pyproject.toml binder/requirements.txt
	test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(PIP) -e '.[test]'
	touch $(STAMP)

install: $(STAMP)

## Open the course in JupyterLab, on its first page.
course: $(STAMP)
	$(BIN)/jupyter lab $(NODELAY) $(ROOTOK) $(if $(wildcard $(START)),$(START),lessons/)

## Run the whole suite: engine, widgets, browser tests, lessons (nbval).
test: $(STAMP)
	$(BIN)/python -m pytest

## The checks .ci/run makes before the tests: ruff and mypy on nardy/ (both
## configured in pyproject.toml).
lint: $(STAMP)
	$(BIN)/ruff check .
	$(BIN)/mypy

## Re-execute the lessons and store them normalized (no timestamps, no widget ids):
## `make lessons`, or one lesson: `make lessons LESSON=02-gul` (a path or part of its name).
lessons: $(STAMP)
	nice $(BIN)/python tools/lessons.py $(LESSON)

## Benchmarks (not part of the tests): legal plays against bgsage, click latency.
bench: $(STAMP)
	$(PIP) -e '.[bench]'
	$(BIN)/python benchmarks/bench_legal_plays.py
	$(BIN)/python benchmarks/bench_variants.py

## The course as a static JupyterLite site in build/lite (README: "Run it in your browser").
lite:
	$(PYTHON) lite/build.py --out build/lite

clean:
	rm -rf $(VENV) build *.egg-info .pytest_cache .hypothesis
