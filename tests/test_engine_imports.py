"""The engine knows nothing of Jupyter: importing every module of the
`nardy` package (the Jupyter layer `nardy.widgets` aside) loads no module of
Jupyter, IPython, the widget libraries or matplotlib."""

import subprocess
import sys

JUPYTER = ("IPython", "ipykernel", "ipywidgets", "anywidget", "traitlets", "comm", "jupyter_client",
           "jupyter_core", "jupyter_server", "notebook", "jupyterlab", "matplotlib", "nbformat", "psygnal")

PROGRAM = """
import pkgutil, importlib, sys
import nardy
names = [m.name for m in pkgutil.walk_packages(nardy.__path__, "nardy.") if not m.name.startswith("nardy.widgets")]
for name in names:
    importlib.import_module(name)
print(len(names))
print(" ".join(sorted({m.split(".")[0] for m in sys.modules})))
"""


def test_importing_the_engine_loads_nothing_of_jupyter():
    out = subprocess.run([sys.executable, "-c", PROGRAM], capture_output=True, text=True, check=True).stdout
    count, loaded = out.splitlines()
    assert int(count) >= 20                       # every engine module was imported
    assert not set(loaded.split()) & set(JUPYTER), sorted(set(loaded.split()) & set(JUPYTER))
