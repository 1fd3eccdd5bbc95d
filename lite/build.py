"""Build the course's JupyterLite site: every lesson, running in the
browser, served by any static web host, with nothing fetched from anywhere
but the site itself.

    python3 lite/build.py [--out build/lite] [--cache build/lite-cache]

(``make lite`` runs it.)  Only the package registries are used, and only
while building: PyPI for the build tools and the browser's wheels, npm for
the Pyodide core.  The steps, each cached in ``--cache`` so a second build
takes seconds:

1. **Build tools** -- a venv of their own (``lite/requirements.txt``):
   jupyterlite-core, the Pyodide kernel's JupyterLite extension, a Jupyter
   server (for the lessons' contents) and the widgets' page extensions.
2. **The Pyodide core** -- CPython compiled to WebAssembly, from the npm
   package ``pyodide`` (``lite/package.json``, ``lite/package-lock.json``),
   by ``npm ci``.  The npm package is the core alone: its
   ``pyodide-lock.json`` names packages that live on a CDN.
3. **The browser's wheels** -- the pure-Python wheels of
   ``lite/kernel-requirements.txt`` from PyPI (``pip download``), the
   Pyodide kernel's own wheels from its extension, and the course's wheel
   built from this checkout.
4. **A lock file of our own** -- ``pyodide-lock.json`` listing exactly those
   wheels (name, version, hash, imports, dependencies read from each
   wheel's metadata), written here because ``jupyter lite build
   --pyodide-lock`` cannot resolve offline against a local Pyodide.  It
   replaces the npm package's lock, so nothing can point at the CDN; the
   build fails if a dependency is missing from the list.
5. **jupyter lite build** -- the JupyterLab application, the lessons as
   contents, the page extensions, and ``lite/jupyter-lite.json``, which
   preloads every wheel when the kernel starts (no ``%pip`` cell in any
   lesson) and turns off piplite's fallback to PyPI.

The result in ``--out`` is a folder of static files: copy it to any web
host (see the README, "Run it in your browser").
"""

from __future__ import annotations

import argparse
import csv
import email.parser
import hashlib
import io
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import venv
import zipfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent

# What the browser's Python reports (Pyodide 314.0.6): markers in the
# wheels' metadata are evaluated for it.
BROWSER_ENV = {
    "python_version": "3.14", "python_full_version": "3.14.2", "sys_platform": "emscripten",
    "platform_system": "Emscripten", "platform_machine": "wasm32", "os_name": "posix",
    "implementation_name": "cpython", "platform_python_implementation": "CPython",
    "platform_release": "", "platform_version": "", "implementation_version": "3.14.2", "extra": "",
}

# Required by a wheel's metadata but not needed in the browser's Python:
# jupyterlab-widgets is ipywidgets' *page* extension (JavaScript), which
# the site serves itself from the build venv.
NOT_IN_BROWSER = {"jupyterlab-widgets"}

# The Pyodide kernel's own wheels, shipped inside its JupyterLite extension.
KERNEL_EXT = Path("share/jupyter/labextensions/@jupyterlite/pyodide-kernel-extension/static/pypi")


def canonical(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name).lower()


def log(msg: str) -> None:
    print(f"lite: {msg}", flush=True)


def run(cmd, **kw) -> None:
    log(" ".join(str(c) for c in cmd))
    subprocess.run([str(c) for c in cmd], check=True, **kw)


def digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def inputs_key(*files: Path) -> str:
    """A fingerprint of the files a cached step was built from."""
    h = hashlib.sha256()
    for f in files:
        h.update(f.name.encode() + b"\0" + f.read_bytes())
    return h.hexdigest()


def cached(stamp: Path, key: str) -> bool:
    return stamp.exists() and stamp.read_text() == key


# 1. build tools ------------------------------------------------------------

def build_venv(cache: Path) -> Path:
    env_dir = cache / "venv"
    py = env_dir / "bin" / "python"
    req = HERE / "requirements.txt"
    stamp = env_dir / ".nardy-lite-installed"
    if not cached(stamp, inputs_key(req)):
        venv.EnvBuilder(with_pip=True, clear=True).create(env_dir)
        run([py, "-m", "pip", "install", "--quiet", "-r", req])
        stamp.write_text(inputs_key(req))
    return env_dir


# 2. the Pyodide core -------------------------------------------------------

def pyodide_core(cache: Path) -> Path:
    npm_dir = cache / "npm"
    files = [HERE / "package.json", HERE / "package-lock.json"]
    core = npm_dir / "node_modules" / "pyodide"
    stamp = npm_dir / ".nardy-lite-installed"
    if not cached(stamp, inputs_key(*files)):
        npm = shutil.which("npm")
        if not npm:
            raise SystemExit("lite: npm is needed to fetch the Pyodide core (Debian: apt-get install npm)")
        shutil.rmtree(npm_dir, ignore_errors=True)
        npm_dir.mkdir(parents=True)
        for f in files:
            shutil.copy(f, npm_dir / f.name)
        run([npm, "ci", "--ignore-scripts", "--no-audit", "--no-fund", "--omit=dev"], cwd=npm_dir)
        stamp.write_text(inputs_key(*files))
    if not (core / "pyodide.mjs").exists():
        raise SystemExit(f"lite: no pyodide.mjs in {core}")
    return core


# 3. the browser's wheels ---------------------------------------------------

def browser_wheels(cache: Path, env_dir: Path) -> list:
    """Every wheel the browser's Python loads; the course's wheel is
    rebuilt each time (it is the one that changes)."""
    py = env_dir / "bin" / "python"
    req = HERE / "kernel-requirements.txt"
    pypi = cache / "wheels"
    stamp = pypi / ".nardy-lite-downloaded"
    if not cached(stamp, inputs_key(req)):
        shutil.rmtree(pypi, ignore_errors=True)
        pypi.mkdir(parents=True)
        run([py, "-m", "pip", "download", "--quiet", "--no-deps", "--only-binary=:all:",
             "--platform", "any", "--implementation", "py", "--abi", "none", "--python-version", "3.14",
             "-d", pypi, "-r", req])
        stamp.write_text(inputs_key(req))
    wheels = sorted(pypi.glob("*.whl"))
    # The kernel's own wheels; of its two widgetsnbextension stand-ins
    # (for ipywidgets 7 and 8) the one for ipywidgets 8.
    wheels += [w for w in sorted((env_dir / KERNEL_EXT).glob("*.whl"))
               if not w.name.startswith("widgetsnbextension-3.")]
    # The course: a wheel of this checkout, built outside the source tree.
    course = cache / "course"
    shutil.rmtree(course, ignore_errors=True)
    with tempfile.TemporaryDirectory(prefix="nardy-lite-src-") as tmp:
        src = Path(tmp) / "src"
        shutil.copytree(ROOT, src, ignore=shutil.ignore_patterns(
            ".venv", ".git", "build", "dist", "*.egg-info", "__pycache__", ".pytest_cache",
            ".hypothesis", "lessons", "tests", "benchmarks", "docs", "binder"))
        run([py, "-m", "pip", "wheel", "--quiet", "--no-deps", "--no-build-isolation", "-w", course, src])
    wheels += sorted(course.glob("nardy-*.whl"))
    for w in wheels:
        if not w.name.endswith("-none-any.whl"):
            raise SystemExit(f"lite: {w.name} is not a pure-Python wheel; the browser cannot load it")
    return wheels


# 4. the lock file ----------------------------------------------------------

def wheel_metadata(path: Path):
    with zipfile.ZipFile(path) as z:
        names = z.namelist()
        meta_name = next(n for n in names if n.endswith(".dist-info/METADATA") and n.count("/") == 1)
        meta = email.parser.Parser().parsestr(z.read(meta_name).decode("utf-8"))
        dist_info = meta_name.split("/")[0]
        top = f"{dist_info}/top_level.txt"
        if top in names:
            imports = [line.strip() for line in z.read(top).decode().splitlines() if line.strip()]
        else:
            record = z.read(f"{dist_info}/RECORD").decode("utf-8")
            imports = sorted({row[0].split("/")[0].removesuffix(".py") for row in csv.reader(io.StringIO(record))
                              if row and not row[0].split("/")[0].endswith((".dist-info", ".data"))
                              and (row[0].endswith(".py") or "/" in row[0])})
    return meta, [i for i in imports if i.isidentifier()]


def write_lock(wheels: list, core: Path, out: Path, *, full: bool = False) -> list:
    """``pyodide-lock.json`` for ``wheels``; returns the names of our
    packages (the ones every kernel preloads).  ``full``: ``core`` is
    Pyodide's full distribution, whose packages are kept beside ours (ours
    win a name both have); the npm core's entries name files that only
    exist on a CDN, and are dropped."""
    from packaging.requirements import Requirement        # the build venv has it (pip's own copy is private)
    core_lock = json.loads((core / "pyodide-lock.json").read_text())
    theirs = {canonical(k): v for k, v in core_lock["packages"].items()} if full else {}
    packages, wanted = {}, {}
    for w in wheels:
        meta, imports = wheel_metadata(w)
        name = canonical(meta["Name"])
        deps = []
        for spec in meta.get_all("Requires-Dist") or []:
            r = Requirement(spec)
            if r.marker and not r.marker.evaluate(BROWSER_ENV):
                continue
            dep = canonical(r.name)
            if dep in NOT_IN_BROWSER:
                continue
            deps.append(dep)
            wanted.setdefault(dep, []).append((name, r))
        packages[name] = {
            "name": name, "version": meta["Version"], "file_name": w.name, "install_dir": "site",
            "sha256": digest(w), "package_type": "package", "imports": imports,
            "depends": sorted(set(deps)), "unvendored_tests": False,
        }
    missing = []
    for dep, needers in sorted(wanted.items()):
        for needer, r in needers:
            if dep not in packages and dep in theirs:
                continue
            if dep not in packages:
                missing.append(f"{dep} (for {needer})")
            elif not r.specifier.contains(packages[dep]["version"], prereleases=True):
                missing.append(f"{r} (for {needer}; the list has {packages[dep]['version']})")
    if missing:
        raise SystemExit("lite: lite/kernel-requirements.txt is not closed; add or change: " + ", ".join(missing))
    lock = {"info": core_lock["info"], "packages": dict(sorted({**theirs, **packages}.items()))}
    out.write_text(json.dumps(lock, indent=1) + "\n")
    return sorted(packages)


# 5. jupyter lite build -----------------------------------------------------

def lite_build(env_dir: Path, core: Path, wheels: list, out: Path, cache: Path, full: bool = False) -> None:
    stage = cache / "stage"
    shutil.rmtree(stage, ignore_errors=True)
    pyo = stage / "static" / "pyodide"          # the Pyodide addon's well-known place
    pyo.mkdir(parents=True)
    for f in core.iterdir():
        if f.is_file() and not f.name.endswith((".map", ".d.ts", ".html", "package.json", "README.md")):
            shutil.copy(f, pyo / f.name)
    for w in wheels:
        shutil.copy(w, pyo / w.name)
    names = write_lock(wheels, core, pyo / "pyodide-lock.json", full=full)
    if full:
        # The charts: the lessons call nardy.widgets.plots, which looks for
        # matplotlib before importing it, so it must be loaded already.
        names.append("matplotlib")
    config = json.loads((HERE / "jupyter-lite.json").read_text())
    kernel = config["jupyter-config-data"]["litePluginSettings"]["@jupyterlite/pyodide-kernel-extension:kernel"]
    kernel["loadPyodideOptions"]["packages"] = names
    (stage / "jupyter-lite.json").write_text(json.dumps(config, indent=2) + "\n")
    shutil.copy(HERE / "overrides.json", stage / "overrides.json")

    contents = stage / "contents"
    shutil.copytree(ROOT / "lessons", contents, ignore=shutil.ignore_patterns(
        ".ipynb_checkpoints", "nbval-sanitize.cfg", "__pycache__"))
    jupyter = env_dir / "bin" / "jupyter"
    shutil.rmtree(out, ignore_errors=True)
    env = dict(os.environ)
    env.pop("JUPYTERLITE_PYODIDE_URL", None)
    run([jupyter, "lite", "build", "--lite-dir", stage, "--output-dir", out, "--contents", contents,
         "--no-sourcemaps", "--no-unused-shared-packages"], cwd=stage, env=env)
    front_door(out / "index.html")
    (out / ".nojekyll").write_text("")         # GitHub Pages: serve folders that start with _
    log(f"site: {out} ({size(out) / 1e6:.1f} MB)")


START = "lab/index.html?path=00-start.ipynb"

FRONT_DOOR = f"""<script>
      // The course's front door: open the start page in JupyterLab.
      if (!/[/](lab|notebooks|tree|edit|consoles|repl)[/]/.test(location.pathname)) {{
        location.replace("{START}");
      }}
    </script>
    <noscript><a href="{START}">Open the course's start page</a> (needs JavaScript).</noscript>
    """


def front_door(index: Path) -> None:
    """JupyterLite's root index.html stays (every app reads its
    configuration from it); a first script sends a visitor on to the
    start page instead of an empty JupyterLab."""
    text = index.read_text()
    anchor = '<script type="module">'
    if anchor not in text:
        raise SystemExit(f"lite: {index} has changed: no {anchor!r} to put the front door before")
    index.write_text(text.replace(anchor, FRONT_DOOR + anchor, 1))


def size(path: Path) -> int:
    return sum(p.stat().st_size for p in path.rglob("*") if p.is_file())


SOURCES = ("lite", "nardy", "widgets", "lessons", "pyproject.toml")
"""What the site is built from: a build whose inputs are unchanged is reused."""


def fingerprint() -> str:
    h = hashlib.sha256()
    for top in SOURCES:
        base = ROOT / top
        files = [base] if base.is_file() else sorted(p for p in base.rglob("*") if p.is_file())
        for f in files:
            if "__pycache__" in f.parts or ".ipynb_checkpoints" in f.parts or f.suffix == ".pyc":
                continue
            h.update(f.relative_to(ROOT).as_posix().encode() + b"\0" + f.read_bytes() + b"\0")
    return h.hexdigest()


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--out", type=Path, default=ROOT / "build" / "lite")
    ap.add_argument("--cache", type=Path, default=ROOT / "build" / "lite-cache")
    ap.add_argument("--force", action="store_true", help="build even if nothing changed")
    ap.add_argument("--pyodide-full", type=Path, metavar="DIR",
                    help="a folder holding Pyodide's full distribution (pyodide-<version>.tar.bz2 from "
                         "Pyodide's releases, unpacked), served instead of the npm core: numpy, matplotlib "
                         "and the rest of its packages then load from the site (a site served online)")
    args = ap.parse_args(argv)
    out, cache = args.out.resolve(), args.cache.resolve()
    stamp = out / ".nardy-lite-inputs"
    full = args.pyodide_full.resolve() if args.pyodide_full else None
    key = fingerprint() + (f" full={full}" if full else "")
    if not args.force and cached(stamp, key):
        log(f"{out} is up to date (built from these very files)")
        return 0
    cache.mkdir(parents=True, exist_ok=True)
    env_dir = build_venv(cache)
    if Path(sys.prefix).resolve() != env_dir.resolve():
        # The rest runs in the build venv (its `packaging` reads the wheels' metadata).
        py = env_dir / "bin" / "python"
        again = [str(py), __file__, "--out", str(out), "--cache", str(cache), "--force"]
        return subprocess.call(again + (["--pyodide-full", str(full)] if full else []))
    if full and not all((full / name).exists() for name in ("pyodide.mjs", "pyodide-lock.json")):
        raise SystemExit(f"lite: {full} holds no Pyodide distribution (pyodide.mjs, pyodide-lock.json)")
    core = full or pyodide_core(cache)
    wheels = browser_wheels(cache, env_dir)
    lite_build(env_dir, core, wheels, out, cache, full=bool(full))
    stamp.write_text(key)
    return 0


if __name__ == "__main__":
    sys.exit(main())
