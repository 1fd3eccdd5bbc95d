"""Execute the lessons and store them normalized, so that re-running an
unchanged lesson changes nothing in git.

    python tools/lessons.py                 # execute every lesson, then normalize it
    python tools/lessons.py LESSON.ipynb    # only these (paths or parts of a name: "1.6", "02-gul")
    python tools/lessons.py --check         # exit 1 if a committed lesson is not normalized (no kernel)
    python tools/lessons.py --normalize     # normalize without executing

`make lessons` (or `make lessons LESSON=...`) runs the first two. What a run
would otherwise change although the lesson did not:

- execution timestamps (cell metadata "execution", "ExecuteTime");
- widget model ids: a board's output holds the id of a model that lives only
  in the kernel that made it.  The stored notebook keeps the board's text
  (its repr) and its still picture (both compared by nbval); the live board
  appears when the cell runs;
- the Python patch version in the notebook's language_info, widget state
  saved in the notebook's metadata;
- how a kernel happened to split printed text into stream chunks.

Each lesson runs in a fresh kernel in its own folder, as a learner's does, with
the installed package, and with progress kept in a throwaway folder (a
developer's own progress must not leak into the stored outputs).
"""

from __future__ import annotations

import argparse
import copy
import os
import pathlib
import sys
import tempfile

import nbformat

ROOT = pathlib.Path(__file__).resolve().parent.parent
LESSONS = ROOT / "lessons"
WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"
KERNELSPEC = {"display_name": "Python 3 (ipykernel)", "language": "python", "name": "python3"}
# Cell metadata that records a run or a reader's view, never the lesson.
RUN_METADATA = ("execution", "ExecuteTime", "scrolled", "collapsed")
# The environment variable the progress store reads (nardy.widgets.progress).
PROGRESS_ENV = "NARDY_PROGRESS_DIR"


def lesson_paths() -> list[pathlib.Path]:
    """Every lesson, in course order."""
    return sorted(p for p in LESSONS.rglob("*.ipynb") if ".ipynb_checkpoints" not in p.parts)


def normalize(nb: nbformat.NotebookNode) -> nbformat.NotebookNode:
    """The lesson as it is stored: the same notebook without what varies between runs."""
    nb = copy.deepcopy(nb)
    meta = nb.metadata
    meta.pop("widgets", None)
    meta["kernelspec"] = nbformat.from_dict(KERNELSPEC)
    if "language_info" in meta:
        meta.language_info.pop("version", None)
    for cell in nb.cells:
        for key in RUN_METADATA:
            cell.metadata.pop(key, None)
        if cell.cell_type != "code":
            continue
        outputs = []
        for out in cell.outputs:
            data = out.get("data")
            if data is not None and WIDGET_VIEW in data and len(data) > 1:
                del data[WIDGET_VIEW]
            if (out.output_type == "stream" and outputs and outputs[-1].output_type == "stream"
                    and outputs[-1].name == out.name):
                outputs[-1].text += out.text
                continue
            outputs.append(out)
        cell.outputs = outputs
    return nb


def text_of(nb: nbformat.NotebookNode) -> str:
    """The notebook as nbformat writes it to disk."""
    return nbformat.writes(nb) + "\n"


def problems(path: pathlib.Path) -> list[str]:
    """Why a stored lesson is not what `make lessons` would store (empty when it is)."""
    stored = path.read_text(encoding="utf-8")
    nb = nbformat.reads(stored, as_version=4)
    found = []
    if text_of(normalize(nb)) != stored:
        found.append("not normalized (run `make lessons LESSON=%s`)" % path.name)
    counts = [c.execution_count for c in nb.cells if c.cell_type == "code"]
    if counts != list(range(1, len(counts) + 1)):
        found.append("not executed top to bottom in a fresh kernel: execution counts %s" % counts)
    return found


def execute(path: pathlib.Path, timeout: int = 600) -> None:
    """Run the lesson in a fresh kernel in its folder and store it normalized."""
    from nbclient import NotebookClient

    nb = nbformat.read(path, as_version=4)
    client = NotebookClient(nb, timeout=timeout, kernel_name="python3", record_timing=False,
                            resources={"metadata": {"path": str(path.parent)}})
    client.execute()
    path.write_text(text_of(normalize(nb)), encoding="utf-8")


def select(names: list[str]) -> list[pathlib.Path]:
    """Lessons named by path or by a part of their path ("02-gul", "part1-long-nardy/06")."""
    every = lesson_paths()
    if not names:
        return every
    chosen = []
    for name in names:
        path = pathlib.Path(name)
        if path.suffix == ".ipynb" and path.exists():
            chosen.append(path.resolve())
            continue
        hits = [p for p in every if name in p.relative_to(LESSONS).as_posix()]
        if not hits:
            raise SystemExit(f"no lesson matches {name!r}")
        chosen.extend(hits)
    return list(dict.fromkeys(chosen))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("lessons", nargs="*", help="paths or parts of lesson names (default: all)")
    mode = parser.add_mutually_exclusive_group()
    mode.add_argument("--check", action="store_true", help="only check that they are normalized")
    mode.add_argument("--normalize", action="store_true", help="normalize without executing")
    args = parser.parse_args(argv)
    paths = select(args.lessons)
    if args.check:
        bad = {p: problems(p) for p in paths}
        for p, found in bad.items():
            for why in found:
                print(f"{p.relative_to(ROOT)}: {why}")
        return 1 if any(bad.values()) else 0
    if args.normalize:
        for p in paths:
            nb = nbformat.read(p, as_version=4)
            p.write_text(text_of(normalize(nb)), encoding="utf-8")
        return 0
    with tempfile.TemporaryDirectory(prefix="nardy-progress-") as progress:
        os.environ[PROGRESS_ENV] = progress
        for p in paths:
            print(f"executing {p.relative_to(ROOT)}", flush=True)
            execute(p)
    return 0


if __name__ == "__main__":
    sys.exit(main())
