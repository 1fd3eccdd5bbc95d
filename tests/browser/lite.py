"""The JupyterLite site (``make lite``) served from 127.0.0.1 and opened in
headless Chromium with every request outside loopback blocked: the
helpers of tests/browser/test_lite_browser.py and benchmarks/bench_lite.py.

The site is built by ``lite/build.py`` into ``build/lite`` once; a build
whose inputs (the lite/ files, the package, the lessons) have not changed
is reused, so only the first run of the suite pays for it.
"""

from __future__ import annotations

import contextlib
import functools
import http.server
import json
import subprocess
import sys
import threading
from pathlib import Path

from .harness import ARTIFACTS, CHROMIUM, CHROMIUM_ARGS

ROOT = Path(__file__).resolve().parents[2]
SITE = ROOT / "build" / "lite"

# Chromium resolves no host name but loopback (workers and the service
# worker included, which page routes do not see); the page routes record
# and refuse anything else.
OFFLINE_ARGS = ["--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1"]


def build_site(timeout: float = 1500) -> Path:
    """``make lite``'s site, built unless an identical build is there."""
    proc = subprocess.run([sys.executable, str(ROOT / "lite" / "build.py"), "--out", str(SITE)],
                          capture_output=True, text=True, timeout=timeout)
    if proc.returncode != 0:
        raise RuntimeError(f"lite/build.py failed:\n{proc.stdout[-4000:]}\n{proc.stderr[-4000:]}")
    return SITE


class _Handler(http.server.SimpleHTTPRequestHandler):
    """A static host, as a learner's web server would be: files only, with
    the types WebAssembly and ES modules need."""
    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map,
                      ".wasm": "application/wasm", ".mjs": "text/javascript", ".js": "text/javascript",
                      ".json": "application/json", ".ipynb": "application/json"}

    def log_message(self, *args):
        pass


class StaticServer:
    def __init__(self, root: Path):
        self.httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(_Handler, directory=str(root)))
        self.base = f"http://127.0.0.1:{self.httpd.server_address[1]}"
        self.thread = threading.Thread(target=self.httpd.serve_forever, daemon=True)

    def __enter__(self):
        self.thread.start()
        return self

    def __exit__(self, *exc):
        self.httpd.shutdown()
        self.httpd.server_close()


@contextlib.contextmanager
def offline_browser(base: str, viewport=(1366, 768)):
    """A Chromium context that can reach ``base`` and nothing else.
    Yields ``(context, outside)``; ``outside`` lists every refused URL.

    The test's one change to the site: ``exposeAppInBrowser`` in the
    served ``jupyter-lite.json``, so the page's JupyterLab is reachable as
    ``window.jupyterapp`` (the published site does not set it)."""
    from playwright import sync_api
    outside: list = []
    pw = sync_api.sync_playwright().start()
    browser = pw.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS + OFFLINE_ARGS, headless=True)
    context = browser.new_context(viewport={"width": viewport[0], "height": viewport[1]})

    def gate(route):
        url = route.request.url
        if url.startswith((base + "/", "blob:", "data:")):
            return route.continue_()
        outside.append(url)
        return route.abort()

    def expose(route):
        response = route.fetch()
        config = response.json()
        config["jupyter-config-data"]["exposeAppInBrowser"] = True
        route.fulfill(response=response, body=json.dumps(config))

    context.route("**/*", gate)
    context.route(base + "/jupyter-lite.json", expose)
    try:
        yield context, outside
    finally:
        browser.close()
        pw.stop()


KERNEL_READY_JS = """() => {
  const app = window.jupyterapp;
  const w = app && app.shell.currentWidget;
  const k = w && w.sessionContext && w.sessionContext.session && w.sessionContext.session.kernel;
  return !!(k && k.status === 'idle');
}"""

RUN_ALL_DONE_JS = """() => {
  const w = window.jupyterapp.shell.currentWidget;
  const k = w.sessionContext.session.kernel;
  return k.status === 'idle'
    && !w.content.widgets.some(c => c.model.type === 'code' && c.promptNode && c.promptNode.textContent.includes('*'));
}"""

EXECUTE_JS = """async (code) => {
  const k = window.jupyterapp.shell.currentWidget.sessionContext.session.kernel;
  const future = k.requestExecute({code, store_history: false});
  let out = '', err = null;
  future.onIOPub = (msg) => {
    const t = msg.header.msg_type, c = msg.content;
    if (t === 'stream' && c.name === 'stdout') out += c.text;
    else if (t === 'stream') console.warn('kernel stderr: ' + c.text);
    else if (t === 'execute_result' || t === 'display_data') out += (c.data['text/plain'] || '');
    else if (t === 'error') err = c.traceback.join('\\n');
  };
  await future.done;
  if (err !== null) throw new Error(err);
  return out;
}"""

CELL_ERRORS_JS = """() => window.jupyterapp.shell.currentWidget.content.widgets
  .filter(c => c.model.type === 'code')
  .flatMap(c => Array.from(c.node.querySelectorAll(
      '.jp-OutputArea-output[data-mime-type="application/vnd.jupyter.stderr"], .jp-RenderedText[data-mime-type="application/vnd.jupyter.error"]'))
    .map(e => c.model.sharedModel.getSource().slice(0, 80) + ' -> ' + e.textContent.slice(0, 1500)))"""

UNRUN_JS = """() => window.jupyterapp.shell.currentWidget.content.widgets
  .filter(c => c.model.type === 'code' && !c.model.executionCount && c.model.sharedModel.getSource().trim())
  .map(c => c.model.sharedModel.getSource().slice(0, 80))"""


BOARD_WATCH_JS = """() => {
  window.__nardyBoardAt = null;
  const tick = () => {
    if (document.querySelector('.nardy-board .nardy-point')) window.__nardyBoardAt = performance.now();
    else setTimeout(tick, 10);
  };
  tick();
}"""


def lesson_url(base: str, path: str) -> str:
    """The site's JupyterLab on lesson ``path`` (relative to lessons/)."""
    return f"{base}/lab/index.html?path={path}"


def open_lesson(page, url: str, timeout: float = 600_000) -> dict:
    """Open a lesson at ``url`` (:func:`lesson_url`; or a JupyterLab
    server's, whose app is exposed in the page too), wait for the kernel,
    run all cells and wait until they are done (or stopped by an error).
    Returns timings in seconds from the start of the navigation: ``kernel``
    (an idle kernel), ``board`` (the first board drawn; None if the lesson
    drew none) and ``done``."""
    page.goto(url)
    page.wait_for_function("() => window.jupyterapp && window.jupyterapp.commands", timeout=timeout)
    page.wait_for_function(KERNEL_READY_JS, timeout=timeout, polling=50)
    t_kernel = page.evaluate("() => performance.now()") / 1000
    page.evaluate(BOARD_WATCH_JS)
    page.evaluate("() => { window.jupyterapp.commands.execute('notebook:run-all-cells'); }")
    page.wait_for_timeout(500)
    page.wait_for_function(RUN_ALL_DONE_JS, timeout=timeout, polling=250)
    board = page.evaluate("() => window.__nardyBoardAt")
    return {"kernel": t_kernel, "board": None if board is None else board / 1000,
            "done": page.evaluate("() => performance.now()") / 1000}


def execute(page, code: str) -> str:
    """Run ``code`` in the open notebook's (browser) kernel; what it printed."""
    return page.evaluate(EXECUTE_JS, code)


def kernel_value(page, expr: str):
    """``expr`` evaluated in the open notebook's kernel (through JSON)."""
    out = execute(page, f"import json as _j\nprint(_j.dumps({expr}))")
    lines = out.strip().splitlines()
    if not lines:
        raise AssertionError(f"the kernel printed nothing for {expr!r}")
    return json.loads(lines[-1])


def screenshot(page, name: str) -> Path:
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    path = ARTIFACTS / name
    page.screenshot(path=str(path))
    return path
