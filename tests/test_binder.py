"""Binder: a fresh virtual environment built from exactly binder/'s files
(requirements.txt, then postBuild) runs every lesson under strict nbval.

This is what repo2docker does on mybinder.org (minus the Docker image), so a
broken pin, a dependency missing from the pins, or a lesson that needs
something only the development environment has, fails here first.  It
installs about a hundred packages: about a minute with a warm pip cache,
two from cold.
"""

import os
import pathlib
import shutil
import subprocess
import venv


ROOT = pathlib.Path(__file__).resolve().parent.parent
BINDER = ROOT / "binder"
# What the check itself needs in the fresh environment (not part of Binder).
TEST_TOOLS = ["pytest", "nbval"]


def _version(name):
    from importlib.metadata import version
    return version(name)


def test_binder_files_are_complete():
    req = (BINDER / "requirements.txt").read_text().splitlines()
    pins = [line for line in req if line.strip() and not line.startswith("#")]
    assert pins and all("==" in p for p in pins), "every requirement is pinned exactly"
    names = {p.split("==")[0].lower().replace("_", "-") for p in pins}
    for needed in ("anywidget", "traitlets", "ipywidgets", "jupyterlab", "notebook", "ipykernel", "matplotlib"):
        assert needed in names, f"binder/requirements.txt lacks {needed}"
    for p in pins:
        name, ver = p.split("==")
        assert _version(name) == ver, f"{name} is pinned at {ver} but the .venv has {_version(name)}"
    post = BINDER / "postBuild"
    assert os.access(post, os.X_OK), "binder/postBuild must be executable"
    assert "pip install" in post.read_text() and " ." in post.read_text()


def test_fresh_binder_environment_runs_every_lesson(tmp_path):
    # A copy of the repository as repo2docker sees it (no .venv, no caches).
    repo = tmp_path / "repo"
    ignore = shutil.ignore_patterns(".venv", ".git", "__pycache__", ".ipynb_checkpoints", "*.egg-info",
                                    "build", "dist", ".pytest_cache", "artifacts", "benchmarks")
    shutil.copytree(ROOT, repo, ignore=ignore)
    env_dir = tmp_path / "env"
    venv.EnvBuilder(with_pip=True, clear=True).create(env_dir)
    py = env_dir / "bin" / "python"
    env = dict(os.environ, PATH=f"{env_dir / 'bin'}{os.pathsep}{os.environ.get('PATH', '')}",
               VIRTUAL_ENV=str(env_dir), PYTHONDONTWRITEBYTECODE="1")
    env.pop("PYTHONPATH", None)

    def run(cmd, cwd=repo, **kw):
        proc = subprocess.run(cmd, cwd=cwd, env=env, capture_output=True, text=True, **kw)
        assert proc.returncode == 0, f"{cmd} failed:\n{proc.stdout[-4000:]}\n{proc.stderr[-4000:]}"
        return proc

    run([str(py), "-m", "pip", "install", "--quiet", "-r", "binder/requirements.txt"], timeout=900)
    run(["bash", "binder/postBuild"], timeout=300)
    tools = [f"{t}=={_version(t)}" for t in TEST_TOOLS]
    run([str(py), "-m", "pip", "install", "--quiet", *tools], timeout=300)

    # The package comes from site-packages (run outside the source tree, as
    # the lessons' kernels do), widgets and answer key included.
    where = run([str(py), "-c", "import nardy, nardy.widgets.exercises as e, nardy.widgets.solutions, "
                 "nardy.bots; print(nardy.__file__, e.__file__)"], cwd=tmp_path, timeout=60).stdout
    assert str(env_dir) in where, where

    notebooks = sorted(str(p) for p in (repo / "lessons").rglob("*.ipynb"))
    proc = subprocess.run([str(py), "-m", "pytest", "--nbval", *notebooks,
                           "--nbval-sanitize-with", str(repo / "lessons" / "nbval-sanitize.cfg"),
                           "--nbval-current-env", "-p", "no:cacheprovider", "-o", "addopts=", "-q",
                           "--rootdir", str(repo)],
                          cwd=tmp_path, env=env, capture_output=True, text=True, timeout=600)
    assert proc.returncode == 0, f"nbval in the Binder environment failed:\n{proc.stdout[-6000:]}\n{proc.stderr[-2000:]}"
