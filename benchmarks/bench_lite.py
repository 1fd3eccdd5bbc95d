"""The course's JupyterLite site (``make lite``) side by side with the same
lesson in a JupyterLab server: what a learner waits for and downloads.

    .venv/bin/python benchmarks/bench_lite.py [--runs 3] [--clicks 20]

Both open the start page (lessons/00-start.ipynb) in headless Chromium at
1366x768 in a fresh browser context (an empty cache: a first visit), run
all its cells, then click its ``board`` (set to the opening position with
6-5 to play).  Figures (medians over ``--runs``):

- **site size**: the built folder, and what it would be gzipped (most
  static hosts compress on the fly);
- **bytes on a first visit**: response bodies the browser received until
  the last cell ran (our test server does not compress);
- **kernel ready**: from the navigation to an idle kernel;
- **first board**: from the navigation to the first board drawn;
- **click to redraw**: ``performance.now()`` at a click on point 24 to the
  next animation frame after the selection is drawn (select and deselect,
  250 ms apart, as in bench_click_latency.py);
- **bear-off database**: building it in the lesson's kernel (the browser's
  Python is WebAssembly; JupyterLab's is native).

The Lite site is served by a plain static server on 127.0.0.1 with every
other host refused; JupyterLab by a local server (tests/browser/harness.py).
"""

from __future__ import annotations

import argparse
import gzip
import shutil
import statistics
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tests.browser.harness import JupyterServer, chromium_missing, launch_browser  # noqa: E402
from tests.browser.lite import (StaticServer, build_site, execute, lesson_url, offline_browser,  # noqa: E402
                                open_lesson)

LESSON = "00-start.ipynb"
SETUP = "board.set_position(board.game.rules.start(), dice=(6, 5))"
# Building the bear-off database in the lesson's kernel (built, never read from a cache).
BEAROFF = ("import time as _t\nfrom nardy.bearoff import BearoffDB as _B\n_s = _t.perf_counter()\n"
           "_B.build()\nprint(_t.perf_counter() - _s)")

CLICK_JS = """
async ([n, pause]) => {
  const cell = window.jupyterapp.shell.currentWidget.content.widgets
    .find(c => c.model.sharedModel.getSource().startsWith('board = Board("long")'));
  const el = cell.node.querySelector('.nardy-board [data-point="24"]');
  const frame = () => new Promise((r) => requestAnimationFrame(() => r()));
  const times = [];
  for (let i = 0; i < n; i++) {
    const want = !el.classList.contains('is-selected');
    const t0 = performance.now();
    await new Promise((resolve) => {
      const obs = new MutationObserver(() => {
        if (el.classList.contains('is-selected') === want) { obs.disconnect(); resolve(); }
      });
      obs.observe(el, { attributes: true, attributeFilter: ['class'] });
      el.click();
    });
    await frame();
    times.push(performance.now() - t0);
    await new Promise((r) => setTimeout(r, pause));
  }
  return times;
}
"""


def site_size(root: Path):
    raw = packed = 0
    for p in root.rglob("*"):
        if p.is_file():
            data = p.read_bytes()
            raw += len(data)
            packed += len(gzip.compress(data, 6))
    return raw, packed


def visit(context, url: str, clicks: int, pause: int) -> dict:
    """One first visit in ``context``: timings, bytes and click times."""
    received = []

    def finished(request):
        try:
            received.append(request.sizes()["responseBodySize"])
        except Exception:        # noqa: BLE001 -- a request whose sizes are gone (page closing)
            pass

    context.on("requestfinished", finished)
    page = context.new_page()
    try:
        t = open_lesson(page, url)
        t["bytes"] = sum(received)
        execute(page, SETUP)
        page.wait_for_timeout(500)
        t["clicks"] = page.evaluate(CLICK_JS, [clicks, pause])
        t["bearoff"] = float(execute(page, BEAROFF).strip().splitlines()[-1])
    finally:
        page.close()
        context.remove_listener("requestfinished", finished)
    return t


def shut_kernels(server) -> None:
    import json
    import urllib.request
    with urllib.request.urlopen(server.base + "/api/sessions", timeout=10) as r:
        sessions = json.load(r)
    for session in sessions:
        req = urllib.request.Request(f"{server.base}/api/sessions/{session['id']}", method="DELETE")
        urllib.request.urlopen(req, timeout=30).close()


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--runs", type=int, default=3, help="first visits of each (fresh browser contexts)")
    ap.add_argument("--clicks", type=int, default=20, help="clicks on the board per visit")
    ap.add_argument("--pause", type=int, default=250, help="milliseconds between clicks")
    args = ap.parse_args(argv)
    if chromium_missing():
        print("needs Debian's chromium at /usr/bin/chromium (apt-get install chromium)")
        return 2
    if not shutil.which("npm"):
        print("needs npm to build the Lite site")
        return 2
    from playwright.sync_api import sync_playwright

    site = build_site()
    raw, packed = site_size(site)
    lite, lab = [], []
    with StaticServer(site) as server:
        for _ in range(args.runs):
            with offline_browser(server.base) as (context, outside):
                lite.append(visit(context, lesson_url(server.base, LESSON), args.clicks, args.pause))
                assert not outside, outside[:5]
    root = Path(tempfile.mkdtemp(prefix="nardy-bench-lite-"))
    try:
        shutil.copytree(ROOT / "lessons", root / "lessons")
        server = JupyterServer("lab", root / "lessons").start()
        try:
            with sync_playwright() as pw:
                browser = launch_browser(pw)
                for _ in range(args.runs):
                    context = browser.new_context(viewport={"width": 1366, "height": 768})
                    lab.append(visit(context, server.url(LESSON), args.clicks, args.pause))
                    context.close()
                    shut_kernels(server)             # the next visit starts its own kernel
                browser.close()
        finally:
            server.stop()
    finally:
        shutil.rmtree(root, ignore_errors=True)

    def med(rows, key):
        return statistics.median(r[key] for r in rows)

    def click(rows):
        return statistics.median(t for r in rows for t in r["clicks"])

    print(f"start page, {args.runs} first visits each, {args.clicks} clicks a visit (medians)")
    print("| | JupyterLite site (browser's Python) | JupyterLab server |")
    print("| --- | ---: | ---: |")
    print(f"| site size | {raw / 1e6:.1f} MB ({packed / 1e6:.1f} MB gzipped) | (a server) |")
    print(f"| bytes on a first visit | {med(lite, 'bytes') / 1e6:.1f} MB | {med(lab, 'bytes') / 1e6:.1f} MB |")
    print(f"| kernel ready | {med(lite, 'kernel'):.1f} s | {med(lab, 'kernel'):.1f} s |")
    print(f"| first board | {med(lite, 'board'):.1f} s | {med(lab, 'board'):.1f} s |")
    print(f"| all cells run | {med(lite, 'done'):.1f} s | {med(lab, 'done'):.1f} s |")
    print(f"| click to redraw | {click(lite):.1f} ms | {click(lab):.1f} ms |")
    print(f"| bear-off database, built in the kernel | {med(lite, 'bearoff'):.1f} s | {med(lab, 'bearoff'):.1f} s |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
