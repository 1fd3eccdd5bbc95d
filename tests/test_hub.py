"""A hub's learner environment: the install lines of docs/browser.md ("A
class on a hub"), run exactly as written in a fresh virtual environment --
only the repository's address becomes this checkout -- give a JupyterLab
whose kernel runs the course (the start page under strict nbval), with the
widgets' page extensions and nbgitpuller's server extension in place; and
the page's nbgitpuller link opens a lesson that exists.

Like tests/test_binder.py it installs the pinned environment (about a
minute with a warm pip cache), but runs one lesson, not all of them.
"""

from __future__ import annotations

import os
import pathlib
import shlex
import shutil
import subprocess
import urllib.parse
import venv

ROOT = pathlib.Path(__file__).resolve().parent.parent
PAGE = ROOT / "docs" / "browser.md"
REPO_URL = "https://github.com/nardy-course/nardy"
RAW = "https://raw.githubusercontent.com/nardy-course/nardy/main/"
TEST_TOOLS = ["pytest", "nbval"]


def _block_after(marker: str) -> list:
    """The lines of the first fenced block after ``marker`` in the page."""
    text = PAGE.read_text()
    assert marker in text, f"docs/browser.md lost its {marker!r} marker"
    rest = text.split(marker, 1)[1]
    body = rest.split("```", 2)[1]
    return [line for line in body.splitlines()[1:] if line.strip() and not line.startswith("#")]


def _version(name):
    from importlib.metadata import version
    return version(name)


def test_the_nbgitpuller_link_opens_the_start_page():
    (link,) = _block_after("<!-- nbgitpuller-link -->")
    url = urllib.parse.urlsplit(link)
    assert url.path == "/hub/user-redirect/git-pull"
    query = dict(urllib.parse.parse_qsl(url.query))
    assert query["repo"] == REPO_URL and query["branch"] == "main"
    # nbgitpuller clones into a folder named after the repository.
    clone, *path = pathlib.PurePosixPath(query["urlpath"]).relative_to("lab/tree").parts
    assert clone == REPO_URL.rsplit("/", 1)[1]
    assert (ROOT.joinpath(*path)).is_file(), query["urlpath"]


def test_the_hub_install_lines_give_a_working_course(tmp_path):
    lines = _block_after("<!-- hub-install")
    assert lines and all(line.startswith("python3 -m pip install ") for line in lines), lines
    repo = tmp_path / "repo"
    shutil.copytree(ROOT, repo, ignore=shutil.ignore_patterns(
        ".venv", ".git", "__pycache__", ".ipynb_checkpoints", "*.egg-info", "build", "dist", ".pytest_cache",
        "artifacts", "benchmarks", ".hypothesis"))
    env_dir = tmp_path / "env"
    venv.EnvBuilder(with_pip=True, clear=True).create(env_dir)
    py = env_dir / "bin" / "python"
    env = dict(os.environ, PATH=f"{env_dir / 'bin'}{os.pathsep}{os.environ.get('PATH', '')}",
               VIRTUAL_ENV=str(env_dir), PYTHONDONTWRITEBYTECODE="1",
               JUPYTER_CONFIG_DIR=str(tmp_path / "jupyter-config"), JUPYTER_DATA_DIR=str(tmp_path / "jupyter-data"),
               NARDY_PROGRESS_DIR=str(tmp_path / "progress"))
    env.pop("PYTHONPATH", None)

    def run(cmd, cwd=tmp_path, timeout=900):
        proc = subprocess.run(cmd, cwd=cwd, env=env, capture_output=True, text=True, timeout=timeout)
        assert proc.returncode == 0, f"{cmd} failed:\n{proc.stdout[-4000:]}\n{proc.stderr[-4000:]}"
        return proc.stdout + proc.stderr

    for line in lines:
        # The page's words, with this checkout where the page names the repository.
        line = line.replace(RAW, f"{repo}/").replace(f"git+{REPO_URL}@main", repo.as_uri())
        args = shlex.split(line)
        assert args[:3] == ["python3", "-m", "pip"]
        run([str(py), *args[1:], "--quiet"])

    where = run([str(py), "-c", "import nardy, nardy.widgets.exercises, anywidget, ipywidgets, nbgitpuller; "
                 "print(nardy.__file__)"])
    assert str(env_dir) in where, where
    assert "nbgitpuller" in run([str(py), "-m", "jupyter", "server", "extension", "list"])
    labext = run([str(py), "-m", "jupyter", "labextension", "list"])
    for name in ("anywidget", "@jupyter-widgets/jupyterlab-manager"):
        assert name in labext, labext

    tools = [f"{t}=={_version(t)}" for t in TEST_TOOLS]
    run([str(py), "-m", "pip", "install", "--quiet", *tools])
    start = repo / "lessons" / "00-start.ipynb"
    proc = subprocess.run([str(py), "-m", "pytest", "--nbval", str(start),
                           "--nbval-sanitize-with", str(repo / "lessons" / "nbval-sanitize.cfg"),
                           "--nbval-current-env", "-p", "no:cacheprovider", "-o", "addopts=", "-q",
                           "--rootdir", str(repo)],
                          cwd=tmp_path, env=env, capture_output=True, text=True, timeout=600)
    assert proc.returncode == 0, f"the start page in the hub environment:\n{proc.stdout[-6000:]}\n{proc.stderr[-2000:]}"

