"""Progress that lasts (nardy.widgets.progress): what a learner solved comes
back after a kernel restart, the course shows it lesson by lesson, a lesson
can be reset, and the original lesson file can be put back."""

import json
import os
import pathlib
import subprocess
import sys

import pytest

from nardy.widgets import progress
from nardy.widgets.exercises import lesson, lessons


def _file():
    return pathlib.Path(os.environ["NARDY_PROGRESS_DIR"]) / "progress.json"


def test_a_solved_exercise_is_still_solved_after_a_restart():
    ex = lesson("start", fresh=True)
    assert ex.progress_text() == "0 of 2 done"
    assert ex.q1.check(15).correct
    data = json.loads(_file().read_text())
    assert data["lessons"] == {"start": {"q1": {"done": True}}}
    again = lesson("start", fresh=True)          # what a new kernel builds
    assert again is not ex
    assert again.q1.done and not again.q2.done
    assert again.progress_text() == "1 of 2 done"
    assert "q1 ✓" in repr(again)


def test_it_lasts_across_a_real_new_process():
    ex = lesson("part1/01", fresh=True)
    first = next(iter(ex))
    assert first.check(first.answer).correct
    code = ("from nardy.widgets.exercises import lesson; "
            "print(lesson('part1/01').progress_text())")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         env=dict(os.environ), check=True).stdout.strip()
    assert out == f"1 of {len(ex)} done"


def test_a_wrong_answer_and_a_hint_are_not_progress():
    ex = lesson("start", fresh=True)
    assert not ex.q1.check(14).correct
    ex.q1.hint()
    assert not _file().exists()
    assert lesson("start", fresh=True).progress_text() == "0 of 2 done"


def test_a_solution_seen_is_remembered_and_shown():
    ex = lesson("start", fresh=True)
    ex.q2.solution()
    again = lesson("start", fresh=True)
    assert again.q2.revealed and not again.q2.done
    assert "solution seen" in again._repr_html_()
    row = [r for r in progress.course().rows if r[0] == "start"][0]
    assert row[2:] == (0, 2, 1)


def test_reset_forgets_the_lesson_here_and_on_disk_and_nothing_else():
    a, b = lesson("start", fresh=True), lesson("part1/02", fresh=True)
    a.q1.check(15)
    first = next(iter(b))
    first.check(first.answer)
    a.reset()
    assert a.progress_text() == "0 of 2 done"
    assert lesson("start", fresh=True).progress_text() == "0 of 2 done"
    assert lesson("part1/02", fresh=True).done == 1


def test_two_lessons_open_at_once_keep_both():
    # Two kernels: each has its own lesson object; each write re-reads the file first.
    a, b = lesson("start", fresh=True), lesson("part1/01", fresh=True)
    a.q1.check(15)
    first = next(iter(b))
    first.check(first.answer)
    kept = json.loads(_file().read_text())["lessons"]
    assert set(kept) == {"start", "part1/01"}


def test_the_course_lesson_by_lesson():
    lesson("start", fresh=True).q1.check(15)
    c = progress.course()
    ids = [r[0] for r in c.rows]
    assert ids[0] == "start" and sorted(ids) == sorted(lessons())
    assert c.done == 1
    assert c.total == sum(len(lesson(i)) for i in lessons())
    text = repr(c)
    assert text.splitlines()[0] == f"The course: 1 of {c.total} exercises done"
    assert "… 00 Start here: 1 of 2" in text
    assert "· 1.1 The board: 0 of" in text
    assert "The course</b>: 1 of" in c._repr_html_()


def test_an_unreadable_file_is_kept_aside_and_progress_starts_afresh():
    _file().parent.mkdir(parents=True, exist_ok=True)
    _file().write_text("{not json")
    with pytest.warns(UserWarning, match="could not be read"):
        ex = lesson("start", fresh=True)
    assert ex.progress_text() == "0 of 2 done"
    assert (_file().parent / "progress.json.unreadable").read_text() == "{not json"
    ex.q1.check(15)
    assert json.loads(_file().read_text())["lessons"]["start"]["q1"] == {"done": True}


class _Broken:
    def read(self):
        return {}

    def write(self, data):
        raise OSError("read-only file system")


def test_a_store_that_fails_never_breaks_an_exercise():
    old = progress.use(_Broken())
    try:
        ex = lesson("start", fresh=True)
        with pytest.warns(UserWarning, match="read-only file system.*this session only"):
            assert ex.q1.check(15).correct
        assert ex.q2.check(ex.q2.answer).correct          # no second warning: memory from now on
        assert isinstance(progress.store(), progress.MemoryStore)
        assert lesson("start", fresh=True).done == 2
    finally:
        progress.use(old)


def test_a_plugged_in_store_is_used_instead_of_the_file():
    mem = progress.MemoryStore()
    old = progress.use(mem)
    try:
        lesson("start", fresh=True).q1.check(15)
        assert mem.read()["lessons"] == {"start": {"q1": {"done": True}}}
        assert not _file().exists()
    finally:
        progress.use(old)
    assert progress.store().path == _file()


def test_use_refuses_what_is_not_a_store():
    with pytest.raises(TypeError, match="read\\(\\) and write\\(data\\)"):
        progress.use("progress.json")


def test_the_default_file_is_in_the_jupyter_data_directory(monkeypatch):
    from jupyter_core.paths import jupyter_data_dir
    monkeypatch.delenv("NARDY_PROGRESS_DIR")
    assert progress.default_path() == pathlib.Path(jupyter_data_dir()) / "nardy" / "progress.json"


def _git(cwd, *args):
    subprocess.run(["git", *args], cwd=cwd, check=True, capture_output=True,
                   env=dict(os.environ, GIT_AUTHOR_NAME="t", GIT_AUTHOR_EMAIL="t@example.org",
                            GIT_COMMITTER_NAME="t", GIT_COMMITTER_EMAIL="t@example.org"))


def test_restore_lesson_puts_the_original_back_and_keeps_the_learners_copy(tmp_path):
    repo = tmp_path / "course"
    (repo / "lessons").mkdir(parents=True)
    nb = repo / "lessons" / "01-x.ipynb"
    nb.write_text('{"original": true}\n')
    _git(repo, "init", "-q")
    _git(repo, "add", ".")
    _git(repo, "commit", "-qm", "lesson")
    assert progress.restore_lesson(nb) == "01-x.ipynb is already the original."
    nb.write_text('{"my answers": 15}\n')
    said = progress.restore_lesson(nb)
    assert nb.read_text() == '{"original": true}\n'
    kept = list((_file().parent / "my-lessons").glob("01-x.*.ipynb"))
    assert len(kept) == 1 and kept[0].read_text() == '{"my answers": 15}\n'
    assert said == f"01-x.ipynb is the original again. Your version is kept as {kept[0]}."


def test_restore_lesson_says_why_it_cannot(tmp_path):
    loose = tmp_path / "02-y.ipynb"
    loose.write_text("{}")
    with pytest.raises(progress.RestoreError, match="no original of '02-y.ipynb' in git"):
        progress.restore_lesson(loose)
    with pytest.raises(progress.RestoreError, match="is not a lesson file"):
        progress.restore_lesson(tmp_path / "notes.txt")
    assert loose.read_text() == "{}"
