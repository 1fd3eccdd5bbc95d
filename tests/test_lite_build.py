"""The JupyterLite build's own logic (lite/build.py), without the network:
the lock file it writes for the browser's Python, the check that the
wheel list is closed, and the pins.  The whole build is exercised by
tests/browser/test_lite_browser.py."""

from __future__ import annotations

import hashlib
import importlib.util
import json
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
LITE = ROOT / "lite"


def _build_module():
    spec = importlib.util.spec_from_file_location("lite_build", LITE / "build.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


build = _build_module()


def wheel(folder: Path, name: str, version: str, requires=(), modules=None) -> Path:
    """A minimal pure-Python wheel: a module, METADATA, RECORD."""
    dist = f"{name.replace('-', '_')}-{version}"
    path = folder / f"{dist}-py3-none-any.whl"
    top = modules or [name.replace("-", "_")]
    meta = ["Metadata-Version: 2.1", f"Name: {name}", f"Version: {version}"]
    meta += [f"Requires-Dist: {r}" for r in requires]
    with zipfile.ZipFile(path, "w") as z:
        files = [f"{m}/__init__.py" for m in top]
        for f in files:
            z.writestr(f, "")
        z.writestr(f"{dist}.dist-info/METADATA", "\n".join(meta) + "\n")
        z.writestr(f"{dist}.dist-info/RECORD", "\n".join(f"{f},," for f in files) + "\n")
    return path


@pytest.fixture
def core(tmp_path):
    """A stand-in for the npm core: its lock names packages on a CDN."""
    folder = tmp_path / "core"
    folder.mkdir()
    (folder / "pyodide-lock.json").write_text(json.dumps({
        "info": {"arch": "wasm32", "platform": "emscripten_5_0_3", "python": "3.14.2", "abi_version": "2026_0"},
        "packages": {"numpy": {"name": "numpy", "version": "2.3.0", "file_name": "numpy-2.3.0-cp314.whl",
                               "depends": [], "imports": ["numpy"]}}}))
    return folder


def test_the_lock_lists_each_wheel_with_its_hash_imports_and_browser_dependencies(tmp_path, core):
    wheels = [wheel(tmp_path, "widgety", "1.0", ["helper>=2", "colorama; sys_platform == 'win32'",
                                                 "pexpect; sys_platform != 'emscripten'",
                                                 "jupyterlab-widgets~=3.0", "extra-thing; extra == 'docs'"]),
              wheel(tmp_path, "helper", "2.1", modules=["helper", "_helper_impl"])]
    out = tmp_path / "pyodide-lock.json"
    names = build.write_lock(wheels, core, out)
    lock = json.loads(out.read_text())
    assert names == ["helper", "widgety"]
    assert lock["info"]["python"] == "3.14.2"            # the core's own, which Pyodide checks
    assert set(lock["packages"]) == {"helper", "widgety"}  # the CDN's numpy is gone
    w = lock["packages"]["widgety"]
    assert w["depends"] == ["helper"]                      # markers read for the browser; the page extension left out
    assert w["sha256"] == hashlib.sha256(wheels[0].read_bytes()).hexdigest()
    assert w["file_name"] == wheels[0].name and w["install_dir"] == "site"
    assert sorted(lock["packages"]["helper"]["imports"]) == ["_helper_impl", "helper"]


def test_a_dependency_missing_from_the_list_stops_the_build(tmp_path, core):
    wheels = [wheel(tmp_path, "widgety", "1.0", ["helper>=2"]), wheel(tmp_path, "helper", "1.5")]
    with pytest.raises(SystemExit, match=r"helper>=2 \(for widgety; the list has 1.5\)"):
        build.write_lock(wheels, core, tmp_path / "lock.json")
    with pytest.raises(SystemExit, match=r"add or change: helper \(for widgety\)"):
        build.write_lock(wheels[:1], core, tmp_path / "lock.json")


def test_with_the_full_distribution_its_packages_stay_beside_ours(tmp_path, core):
    wheels = [wheel(tmp_path, "charts", "1.0", ["numpy"])]
    out = tmp_path / "pyodide-lock.json"
    assert build.write_lock(wheels, core, out, full=True) == ["charts"]
    assert set(json.loads(out.read_text())["packages"]) == {"charts", "numpy"}


def _pins(path: Path) -> dict:
    pins = {}
    for line in path.read_text().splitlines():
        line = line.split("#")[0].strip()
        if line:
            assert "==" in line, f"{path.name}: {line!r} is not pinned exactly"
            name, version = line.split("==")
            pins[build.canonical(name)] = version
    return pins


def test_every_version_is_pinned_and_page_and_kernel_sides_agree():
    tools = _pins(LITE / "requirements.txt")
    kernel = _pins(LITE / "kernel-requirements.txt")
    for name in ("anywidget", "ipywidgets"):
        assert tools[name] == kernel[name], f"{name}: the page extension and the kernel package must match"
    package = json.loads((LITE / "package.json").read_text())
    locked = json.loads((LITE / "package-lock.json").read_text())
    assert package["dependencies"]["pyodide"] == locked["packages"]["node_modules/pyodide"]["version"]
    assert "integrity" in locked["packages"]["node_modules/pyodide"]


def test_the_site_tools_stay_out_of_the_course_runtime():
    project = (ROOT / "pyproject.toml").read_text().lower()
    assert "jupyterlite" not in project and "pyodide" not in project


BROWSER_LACKS = ("matplotlib", "numpy", "pandas", "scipy")


def test_no_lesson_needs_what_the_browser_site_lacks():
    """Every lesson runs in the offline browser site: no cell installs
    anything (the site preloads the course) or imports a package that has
    no pure-Python wheel (charts go through nardy.widgets.plots, which
    says so in a sentence where matplotlib is missing)."""
    import re
    bad = []
    for nb in sorted((ROOT / "lessons").rglob("*.ipynb")):
        for cell in json.loads(nb.read_text())["cells"]:
            if cell["cell_type"] != "code":
                continue
            src = "".join(cell["source"])
            if re.search(r"^\s*[%!]\s*pip\b", src, re.M):
                bad.append(f"{nb.relative_to(ROOT)}: a pip cell")
            for name in BROWSER_LACKS:
                if re.search(rf"^\s*(import|from)\s+{name}\b", src, re.M):
                    bad.append(f"{nb.relative_to(ROOT)}: imports {name}")
    assert not bad, bad
