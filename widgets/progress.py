"""A learner's progress that lasts: across kernel restarts, days and lessons.

What is kept, per lesson and exercise: *done* (answered right once) and
*solution seen*.  Nothing else (not the answers, not the attempts).

Where it is kept is one small interface, a **store**: any object with
``read() -> dict`` and ``write(dict)``.  :func:`use` plugs one in; the
default is a :class:`FileStore` on a JSON file in the learner's Jupyter data
directory (``jupyter --data-dir``, then ``nardy/progress.json``), which Binder
and JupyterHub keep in the learner's home.  ``NARDY_PROGRESS_DIR`` puts the
file elsewhere (the tests and ``make lessons`` point it at a throwaway
folder, so nobody's progress shows in a stored lesson).  Where there is no
server (JupyterLite, in the browser), the site plugs in a store of its own at
kernel start::

    from nardy.widgets import progress
    progress.use(progress.FileStore("/drive/.nardy/progress.json"))   # or any read()/write() object

A store that fails (a read-only home, a full disk) never breaks an exercise:
the progress then lasts for the session only, and one warning says why.

:func:`course` is the whole course, lesson by lesson (the start page shows
it); ``ex.reset()`` forgets one lesson; :func:`restore_lesson` gives back the
original lesson file when autosave has stored a learner's typed answers in it.
"""

from __future__ import annotations

import html
import json
import os
import pathlib
import shutil
import subprocess
import tempfile
import time
import warnings
from typing import Any, Optional, Protocol

__all__ = ["Store", "FileStore", "MemoryStore", "use", "store", "default_path",
           "restore", "record", "forget", "course", "CourseProgress",
           "restore_lesson", "RestoreError"]

VERSION = 1
ENV = "NARDY_PROGRESS_DIR"
FILENAME = "progress.json"


class Store(Protocol):
    """Where progress is kept: the whole record as one JSON-able dict."""

    def read(self) -> dict: ...

    def write(self, data: dict) -> None: ...


class MemoryStore:
    """Progress for this session only (tests; a store that failed)."""

    def __init__(self, data: Optional[dict] = None):
        self.data = json.loads(json.dumps(data or {}))

    def read(self) -> dict:
        return json.loads(json.dumps(self.data))

    def write(self, data: dict) -> None:
        self.data = json.loads(json.dumps(data))

    def __repr__(self):
        return "MemoryStore()"


class FileStore:
    """Progress in a JSON file, written whole and atomically (a temporary
    file renamed over it), so two lessons open at once never leave half a
    file."""

    def __init__(self, path):
        self.path = pathlib.Path(path)

    def read(self) -> dict:
        try:
            text = self.path.read_text(encoding="utf-8")
        except FileNotFoundError:
            return {}
        try:
            data = json.loads(text)
            if not isinstance(data, dict):
                raise ValueError("not a JSON object")
        except ValueError:
            # Keep the unreadable file for a human to look at; start afresh.
            bad = self.path.with_name(self.path.name + ".unreadable")
            self.path.replace(bad)
            warnings.warn(f"nardy: the progress file {self.path} could not be read; "
                          f"kept as {bad.name}, starting afresh", stacklevel=2)
            return {}
        return data

    def write(self, data: dict) -> None:
        self.path.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(dir=self.path.parent, prefix=".progress-", suffix=".json")
        try:
            with os.fdopen(fd, "w", encoding="utf-8") as f:
                json.dump(data, f, indent=1, sort_keys=True)
                f.write("\n")
            os.replace(tmp, self.path)
        except BaseException:
            if os.path.exists(tmp):
                os.unlink(tmp)
            raise

    def __repr__(self):
        return f"FileStore({str(self.path)!r})"


def default_path() -> pathlib.Path:
    """``$NARDY_PROGRESS_DIR/progress.json``, else ``nardy/progress.json`` in
    the Jupyter data directory (``~/.local/share/jupyter`` on Linux)."""
    folder = os.environ.get(ENV)
    if folder:
        return pathlib.Path(folder) / FILENAME
    try:
        from jupyter_core.paths import jupyter_data_dir
        base = pathlib.Path(jupyter_data_dir())
    except ImportError:
        base = pathlib.Path.home() / ".local" / "share" / "jupyter"
    return base / "nardy" / FILENAME


_STORE: Optional[Any] = None


def use(new: Any) -> Any:
    """Keep progress in ``new`` (an object with ``read()`` and ``write(dict)``)
    from now on; returns the store used before.  ``use(None)`` goes back to the
    default file."""
    global _STORE
    if new is not None and not (callable(getattr(new, "read", None)) and callable(getattr(new, "write", None))):
        raise TypeError(f"a progress store needs read() and write(data) methods; got {new!r}")
    old, _STORE = _STORE, new
    return old


def store() -> Any:
    """The store in use (the default file unless :func:`use` chose another;
    its path is read afresh each time, so ``NARDY_PROGRESS_DIR`` may change)."""
    return _STORE if _STORE is not None else FileStore(default_path())


def _fallback(error: Exception, data: dict) -> dict:
    """A store failed: keep going in memory for the rest of the session."""
    global _STORE
    warnings.warn(f"nardy: progress cannot be saved ({error}); it lasts for this session only",
                  stacklevel=3)
    _STORE = MemoryStore(data)
    return data


def _read() -> dict:
    try:
        data = store().read()
    except Exception as e:            # noqa: BLE001 -- any store, any failure: never break a lesson
        return _fallback(e, {})
    lessons = data.get("lessons") if isinstance(data, dict) else None
    return {"version": VERSION, "lessons": lessons if isinstance(lessons, dict) else {}}


def _write(data: dict) -> None:
    try:
        store().write(data)
    except Exception as e:            # noqa: BLE001
        _fallback(e, data)


def _state(exercise) -> dict:
    return {k: True for k in ("done", "revealed") if getattr(exercise, k, False)}


def restore(exercises) -> None:
    """Set an :class:`~nardy.widgets.exercises.ExerciseSet`'s exercises to what
    the store remembers (called by ``lesson()``)."""
    kept = _read()["lessons"].get(exercises.id, {})
    for e in exercises:
        state = kept.get(e.name, {})
        if isinstance(state, dict):
            e.done = bool(state.get("done", False))
            e.revealed = bool(state.get("revealed", False))


def record(exercise) -> None:
    """Remember one exercise's state (called when it is solved or its solution
    shown).  Reads the store first, so two lessons open at once keep both."""
    ex_set = getattr(exercise, "lesson", None)
    if ex_set is None:
        return
    data = _read()
    mine = data["lessons"].setdefault(ex_set.id, {})
    state = _state(exercise)
    if state:
        mine[exercise.name] = state
    else:
        mine.pop(exercise.name, None)
    if not mine:
        del data["lessons"][ex_set.id]
    data["updated"] = time.strftime("%Y-%m-%dT%H:%M:%S")
    _write(data)


def forget(lesson_id: str) -> None:
    """Forget a lesson's progress (``ex.reset()``)."""
    data = _read()
    if data["lessons"].pop(lesson_id, None) is not None:
        _write(data)


# -- the whole course --------------------------------------------------------------

class CourseProgress:
    """Every lesson with exercises: how many are done, from the store."""

    def __init__(self, rows):
        self.rows = rows
        """``[(lesson id, title, done, total, solutions seen)]`` in course order."""

    @property
    def done(self) -> int:
        return sum(r[2] for r in self.rows)

    @property
    def total(self) -> int:
        return sum(r[3] for r in self.rows)

    def __repr__(self):
        lines = [f"The course: {self.done} of {self.total} exercises done"]
        for _id, title, done, total, seen in self.rows:
            mark = "✓" if done == total else ("·" if done == 0 else "…")
            extra = f", {seen} solution(s) seen" if seen else ""
            lines.append(f"  {mark} {title}: {done} of {total}{extra}")
        return "\n".join(lines)

    def _repr_html_(self):
        rows = []
        for _id, title, done, total, seen in self.rows:
            pct = round(100 * done / total) if total else 0
            bar = (f'<div style="width:120px;height:8px;background:#eee;border-radius:4px">'
                   f'<div style="width:{pct}%;height:8px;background:#2e7d32;border-radius:4px"></div></div>')
            extra = f" · {seen} solution{'s' if seen != 1 else ''} seen" if seen else ""
            rows.append(f'<tr><td style="text-align:left">{html.escape(title)}</td>'
                        f'<td style="text-align:left">{bar}</td>'
                        f'<td style="text-align:left">{done} of {total}{extra}</td></tr>')
        return (f'<div style="font-family:system-ui,sans-serif"><b>The course</b>: '
                f'{self.done} of {self.total} exercises done'
                f'<table style="margin:4px 0">{"".join(rows)}</table></div>')


def _course_order(id: str):
    return (0, id) if id == "start" else (1, id)


def course() -> CourseProgress:
    """The course's progress, lesson by lesson (from the store, so it counts
    lessons done in other kernels and on other days)."""
    from .exercises import lesson, lessons
    kept = _read()["lessons"]
    rows = []
    for id in sorted(lessons(), key=_course_order):
        ex = lesson(id)
        state = kept.get(id, {})
        names = [e.name for e in ex]
        done = sum(1 for n in names if isinstance(state.get(n), dict) and state[n].get("done"))
        seen = sum(1 for n in names if isinstance(state.get(n), dict) and state[n].get("revealed"))
        rows.append((id, ex.title, done, len(names), seen))
    return CourseProgress(rows)


# -- the original lesson file ------------------------------------------------------

class RestoreError(Exception):
    """The original of a lesson cannot be found (not a git checkout, not a lesson)."""


def restore_lesson(path, *, keep: bool = True) -> str:
    """Put the original lesson file back where autosave stored a learner's
    typed answers in it; the learner's version is kept beside the progress
    file (``keep=True``).  The original comes from git (a clone of the
    course, Binder).  Returns what was done.  Close the lesson's tab first,
    or reload it from disk afterwards (File → Reload Notebook from Disk)."""
    path = pathlib.Path(path).resolve()
    if path.suffix != ".ipynb" or not path.exists():
        raise RestoreError(f"{str(path)!r} is not a lesson file (a .ipynb that exists)")
    git = shutil.which("git")
    if git is None:
        raise RestoreError("git is not installed here, so the original of "
                           f"{path.name!r} cannot be fetched; download the lesson again")
    try:
        top = subprocess.run([git, "rev-parse", "--show-toplevel"], cwd=path.parent, check=True,
                             capture_output=True, text=True).stdout.strip()
        rel = path.relative_to(pathlib.Path(top).resolve()).as_posix()
        original = subprocess.run([git, "show", f"HEAD:{rel}"], cwd=top, check=True,
                                  capture_output=True).stdout
    except (subprocess.CalledProcessError, ValueError) as e:
        detail = getattr(e, "stderr", "") or e
        raise RestoreError(f"no original of {path.name!r} in git here ({str(detail).strip()[:200]})") from None
    if path.read_bytes() == original:
        return f"{path.name} is already the original."
    said = f"{path.name} is the original again."
    if keep:
        backups = default_path().parent / "my-lessons"
        backups.mkdir(parents=True, exist_ok=True)
        mine = backups / f"{path.stem}.{time.strftime('%Y%m%d-%H%M%S')}.ipynb"
        shutil.copyfile(path, mine)
        said += f" Your version is kept as {mine}."
    path.write_bytes(original)
    return said
