"""The wheel carries every module and the widget's static files, so a plain
(non-editable) install -- Binder's ``pip install .`` -- works offline."""

import pathlib
import subprocess
import sys
import zipfile

ROOT = pathlib.Path(__file__).resolve().parent.parent


def test_wheel_has_every_module_and_static_file(tmp_path):
    subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation",
                    "-q", "-w", str(tmp_path), str(ROOT)], check=True)
    wheel = next(tmp_path.glob("nardy-*.whl"))
    names = set(zipfile.ZipFile(wheel).namelist())
    expected = set()
    for src, pkg in ((ROOT / "nardy", "nardy"), (ROOT / "widgets", "nardy/widgets")):
        for f in src.rglob("*"):
            if "__pycache__" in f.parts or not f.is_file():
                continue
            if f.suffix in (".py", ".js", ".css") or f.name == "py.typed" or (f.suffix == ".json" and f.parent.name == "data"):
                expected.add(f"{pkg}/{f.relative_to(src).as_posix()}")
    missing = sorted(expected - names)
    assert not missing, f"not in the wheel: {missing}"
