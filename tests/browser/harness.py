"""Real JupyterLab 4 / Notebook 7 servers and headless Chromium for the
board's browser tests and the click-latency benchmark.

Nothing is downloaded: the browser is Debian's ``/usr/bin/chromium``
(installed by ``.ci/run``), driven by playwright-python; the servers run
from this Python environment on 127.0.0.1 with an empty token.
"""

from __future__ import annotations

import contextlib
import json
import os
import shutil
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path
from typing import Optional

CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = [
    "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update",
    "--disable-sync", "--no-first-run", "--disable-quic", "--disable-dev-shm-usage",
]
ARTIFACTS = Path(__file__).resolve().parents[1] / "artifacts"


def chromium_missing() -> bool:
    return not Path(CHROMIUM).exists()


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def write_notebook(path: Path, sources: list, outputs: Optional[dict] = None) -> Path:
    """A minimal nbformat-4 notebook with one code cell per source
    (``outputs``: stored outputs of some cells, by index)."""
    outputs = outputs or {}
    nb = {
        "cells": [{"cell_type": "code", "execution_count": 1 if i in outputs else None, "id": f"cell{i}",
                   "metadata": {}, "outputs": outputs.get(i, []), "source": src} for i, src in enumerate(sources)],
        "metadata": {"kernelspec": {"display_name": "Python 3 (ipykernel)", "language": "python",
                                    "name": "python3"},
                     "language_info": {"name": "python"}},
        "nbformat": 4, "nbformat_minor": 5,
    }
    path.write_text(json.dumps(nb, indent=1))
    return path


class JupyterServer:
    """``app`` is ``"lab"`` (JupyterLab 4) or ``"notebook"`` (Notebook 7)."""

    def __init__(self, app: str, root: Path, nodelay: bool = False, settings: Optional[dict] = None):
        """``nodelay``: load the ``nardy.widgets.nodelay`` server extension
        (TCP_NODELAY on kernel websockets); ``settings``: user settings by
        plugin id (``{"@jupyterlab/docmanager-extension:plugin": {"autosave":
        False}}``)."""
        self.settings = settings or {}
        self.app = app
        self.nodelay = nodelay
        self.root = Path(root)
        self.port = free_port()
        self.base = f"http://127.0.0.1:{self.port}"
        self.home = Path(tempfile.mkdtemp(prefix="nardy-jupyter-home-"))
        self.proc = None
        self.log = None

    def start(self, timeout: float = 90) -> "JupyterServer":
        env = dict(os.environ)
        # A private Jupyter home: no saved workspace, no user settings leak in.
        for var, sub in (("JUPYTER_CONFIG_DIR", "config"), ("JUPYTER_RUNTIME_DIR", "runtime"),
                         ("JUPYTERLAB_WORKSPACES_DIR", "workspaces"),
                         ("JUPYTERLAB_SETTINGS_DIR", "settings"), ("NARDY_PROGRESS_DIR", "progress")):
            (self.home / sub).mkdir(parents=True, exist_ok=True)
            env[var] = str(self.home / sub)
        # Do not ask about news in a toast that covers the page.
        notif = self.home / "settings" / "@jupyterlab" / "apputils-extension"
        notif.mkdir(parents=True, exist_ok=True)
        if self.app == "lab":
            (notif / "notification.jupyterlab-settings").write_text('{"fetchNews": "false", "checkForUpdates": false}')
        for plugin, values in self.settings.items():
            package, name = plugin.split(":")
            folder = self.home / "settings" / package
            folder.mkdir(parents=True, exist_ok=True)
            (folder / f"{name}.jupyterlab-settings").write_text(json.dumps(values))
        if self.nodelay:
            (self.home / "config" / "jupyter_server_config.json").write_text(
                json.dumps({"ServerApp": {"jpserver_extensions": {"nardy.widgets.nodelay": True}}}))
        env["PYTHONUNBUFFERED"] = "1"
        expose = ("--LabApp.expose_app_in_browser=True" if self.app == "lab"
                  else "--JupyterNotebookApp.expose_app_in_browser=True")
        cmd = [sys.executable, "-m", "jupyterlab" if self.app == "lab" else "notebook",
               "--ServerApp.ip=127.0.0.1", f"--ServerApp.port={self.port}", "--ServerApp.port_retries=0",
               "--IdentityProvider.token=", "--ServerApp.password=", "--ServerApp.disable_check_xsrf=True",
               f"--ServerApp.root_dir={self.root}", "--allow-root", "--no-browser", expose]
        self.log = open(self.home / "server.log", "w")
        self.proc = subprocess.Popen(cmd, stdout=self.log, stderr=subprocess.STDOUT, env=env,
                                     cwd=str(self.root), start_new_session=True)
        deadline = time.time() + timeout
        while time.time() < deadline:
            if self.proc.poll() is not None:
                raise RuntimeError(f"jupyter {self.app} exited:\n{self.logtext()}")
            try:
                with urllib.request.urlopen(self.base + "/api/status", timeout=2) as r:
                    if r.status == 200:
                        return self
            except OSError:
                time.sleep(0.25)
        raise RuntimeError(f"jupyter {self.app} did not start in {timeout}s:\n{self.logtext()}")

    def logtext(self) -> str:
        try:
            return (self.home / "server.log").read_text()[-4000:]
        except OSError:
            return ""

    def url(self, notebook: str) -> str:
        if self.app == "lab":
            return f"{self.base}/lab/tree/{notebook}?reset"
        return f"{self.base}/notebooks/{notebook}"

    def kernel_client(self, timeout: float = 60):
        """A jupyter_client client on the (single) running kernel."""
        from jupyter_client import BlockingKernelClient
        deadline = time.time() + timeout
        while time.time() < deadline:
            with urllib.request.urlopen(self.base + "/api/kernels", timeout=5) as r:
                kernels = json.load(r)
            if kernels:
                cf = self.home / "runtime" / f"kernel-{kernels[0]['id']}.json"
                if cf.exists():
                    kc = BlockingKernelClient(connection_file=str(cf))
                    kc.load_connection_file()
                    kc.start_channels()
                    kc.wait_for_ready(timeout=30)
                    return kc
            time.sleep(0.3)
        raise RuntimeError("no kernel is running")

    def stop(self):
        if self.proc and self.proc.poll() is None:
            try:
                # Shut the server down cleanly (its kernels too).
                req = urllib.request.Request(self.base + "/api/shutdown", method="POST")
                urllib.request.urlopen(req, timeout=5).close()
                self.proc.wait(timeout=15)
            except Exception:
                self.proc.terminate()
                try:
                    self.proc.wait(timeout=10)
                except subprocess.TimeoutExpired:
                    self.proc.kill()
        if self.log:
            self.log.close()
        shutil.rmtree(self.home, ignore_errors=True)


def run_code(kc, code: str, timeout: float = 30) -> str:
    """Execute ``code`` in the kernel; return what it printed (stdout and
    text/plain results); raise with the traceback on an error."""
    msg_id = kc.execute(code, store_history=False)
    out = []
    deadline = time.time() + timeout
    while time.time() < deadline:
        msg = kc.get_iopub_msg(timeout=max(0.1, deadline - time.time()))
        if msg["parent_header"].get("msg_id") != msg_id:
            continue
        t, c = msg["msg_type"], msg["content"]
        if t == "stream":
            out.append(c["text"])
        elif t in ("execute_result", "display_data"):
            out.append(c["data"].get("text/plain", ""))
        elif t == "error":
            raise RuntimeError("\n".join(c["traceback"]))
        elif t == "status" and c["execution_state"] == "idle":
            return "".join(out)
    raise TimeoutError(code)


def launch_browser(playwright):
    return playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS, headless=True)


def open_board(page, server: JupyterServer, notebook: str, timeout: float = 120_000):
    """Open ``notebook``, run all its cells, wait for the board; returns the
    board's root element handle locator."""
    page.goto(server.url(notebook))
    page.wait_for_function("() => window.jupyterapp && window.jupyterapp.commands", timeout=timeout)
    page.wait_for_selector(".jp-Notebook .jp-Cell", timeout=timeout)
    # Wait for the kernel before running, so the run is not lost.
    page.wait_for_function(
        """() => {
            const app = window.jupyterapp;
            const w = app.shell.currentWidget;
            const ctx = w && w.sessionContext;
            return !!(ctx && ctx.session && ctx.session.kernel && ctx.session.kernel.status === 'idle');
        }""", timeout=timeout)
    page.evaluate("() => window.jupyterapp.commands.execute('notebook:run-all-cells')")
    page.wait_for_selector(".nardy-board .nardy-point", timeout=timeout)
    return page.locator(".nardy-board").first


WIDGET_STACK = ("blob:", "nardy", "anywidget", "jupyter-widgets", "AnyView")
"""Page errors that count: those of the widget stack (Notebook 7 logs one of
its own while loading settings)."""


@contextlib.contextmanager
def notebook_session(root: Path, cells: list, *, app: str = "lab", boards: int = 1,
                     viewport=(1200, 1600), outputs: Optional[dict] = None, settings: Optional[dict] = None):
    """A notebook of ``cells`` in ``root``, opened in ``app`` in headless
    Chromium and run until ``boards`` boards show.  Yields a dict: ``page``,
    ``server``, ``kc`` (a client of the notebook's kernel), ``errors`` (the
    widget stack's page errors) and ``app``.  ``outputs``: stored outputs
    of some cells, as a notebook saved earlier holds them; ``settings``:
    user settings (:class:`JupyterServer`)."""
    from playwright import sync_api
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    write_notebook(root / "board.ipynb", cells, outputs)
    server = JupyterServer(app, root, settings=settings).start()
    pw = sync_api.sync_playwright().start()
    browser = launch_browser(pw)
    page = browser.new_page(viewport={"width": viewport[0], "height": viewport[1]})
    errors: list = []

    def on_error(e):
        stack = f"{e}\n{getattr(e, 'stack', '')}"
        if any(k in stack for k in WIDGET_STACK):
            errors.append(stack)

    page.on("pageerror", on_error)
    try:
        open_board(page, server, "board.ipynb")
        page.wait_for_selector(f".nardy-board >> nth={boards - 1}", timeout=60_000)
        kc = server.kernel_client()
        try:
            yield {"app": app, "page": page, "server": server, "kc": kc, "errors": errors}
        finally:
            kc.stop_channels()
    finally:
        browser.close()
        pw.stop()
        server.stop()


def kernel(session: dict, expr: str):
    """Evaluate ``expr`` in the kernel of a :func:`notebook_session` and
    return its value (through JSON)."""
    out = run_code(session["kc"], f"import json as _j\nprint(_j.dumps({expr}))")
    return json.loads(out.strip().splitlines()[-1])


def board_js(n: int) -> str:
    """A JavaScript expression for the page's ``n``-th board."""
    return f"document.querySelectorAll('.nardy-board')[{n}]"


def browser_marks():
    """Every browser test module's ``pytestmark``: marked ``browser``, and
    skipped where Debian's chromium is missing."""
    import pytest            # here: the click-latency benchmark imports this module too
    return [pytest.mark.browser,
            pytest.mark.skipif(chromium_missing(),
                               reason="needs Debian's chromium at /usr/bin/chromium (.ci/run installs it)")]
