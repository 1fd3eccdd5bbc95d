"""Click -> redraw latency of the board, measured in headless Chromium in a
real JupyterLab 4 (kernel round trip included).

    .venv/bin/python benchmarks/bench_click_latency.py [--clicks 40] [--no-screenshot]

Each sample is timed inside the page: ``performance.now()`` at the click,
then the DOM change the kernel's answer causes (a MutationObserver on the
clicked point), then the next animation frame (the redraw is on screen).
Two kinds of clicks: selecting/deselecting a checker (the kernel computes
its destinations) and moving a checker (the engine plays the step; the
Undo button puts it back between samples).  Prints the medians; the goal is
under 50 ms.  Also saves docs/img/board-jupyterlab.png for the README.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tests.browser.harness import (JupyterServer, chromium_missing, launch_browser,  # noqa: E402
                                   open_board, write_notebook)

BENCH_CELL = """\
from nardy.widgets import Board
board = Board("long")
board.roll(6, 5)
board"""

# The README's picture: a long nardy game a few turns in, a checker picked
# up, its destinations lit, the last play drawn as arrows.
SHOWCASE_CELL = """\
from nardy.widgets import Board
from nardy.bots import simple_bot

board = Board("long", seed=4, bot=simple_bot(seed=4), bot_side=1)
for roll, play in [((6, 5), "24/13"), ((4, 2), "24/20 13/11"), ((5, 3), "24/19 20/17"), ((6, 4), "24/18 19/15")]:
    board.roll(*roll)
    board.play(play)
board.roll(5, 2)
board.click(17)
board"""

SELECT_JS = """
async ([n, point]) => {
  const root = document.querySelector('.nardy-board');
  const el = root.querySelector(`[data-point="${point}"]`);
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
    await new Promise((r) => setTimeout(r, 20));
  }
  return times;
}
"""

MOVE_JS = """
async ([n, from, to]) => {
  const root = document.querySelector('.nardy-board');
  const src = root.querySelector(`[data-point="${from}"]`);
  const dst = root.querySelector(`[data-point="${to}"]`);
  const undo = root.querySelector('.nb-btn-undo');
  const frame = () => new Promise((r) => requestAnimationFrame(() => r()));
  const until = (el, test) => new Promise((resolve) => {
    if (test()) return resolve();
    const obs = new MutationObserver(() => { if (test()) { obs.disconnect(); resolve(); } });
    obs.observe(el, { attributes: true, childList: true, subtree: true });
  });
  const count = () => dst.querySelectorAll('.nb-checker').length;
  const times = [];
  for (let i = 0; i < n; i++) {
    src.click();
    await until(src, () => dst.classList.contains('is-target'));
    await new Promise((r) => setTimeout(r, 60));   // a learner's pause between the two clicks
    const before = count();
    const t0 = performance.now();
    dst.click();
    await until(dst, () => count() === before + 1);
    await frame();
    times.push(performance.now() - t0);
    undo.click();
    await until(dst, () => count() === before);
    await new Promise((r) => setTimeout(r, 20));
  }
  return times;
}
"""


def summary(name: str, times: list) -> str:
    times = sorted(times)
    p90 = times[int(0.9 * (len(times) - 1))]
    return (f"{name:<28} median {statistics.median(times):6.1f} ms   p90 {p90:6.1f} ms   "
            f"min {times[0]:5.1f}   max {times[-1]:6.1f}   (n={len(times)})")


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--clicks", type=int, default=40, help="samples per kind of click (at least 20)")
    ap.add_argument("--no-screenshot", action="store_true", help="do not write docs/img/board-jupyterlab.png")
    args = ap.parse_args(argv)
    if chromium_missing():
        print("needs Debian's chromium at /usr/bin/chromium (apt-get install chromium)")
        return 2
    from playwright.sync_api import sync_playwright
    import tempfile
    root = Path(tempfile.mkdtemp(prefix="nardy-bench-"))
    write_notebook(root / "bench.ipynb", [BENCH_CELL])
    write_notebook(root / "showcase.ipynb", [SHOWCASE_CELL])
    t0 = time.time()
    n = max(20, args.clicks)
    results = {}
    with sync_playwright() as pw:
        browser = launch_browser(pw)
        print(f"nardy board, JupyterLab {_version('jupyterlab')}, jupyter_server {_version('jupyter_server')}, "
              f"anywidget {_version('anywidget')}, Chromium {browser.version}")
        for nodelay in (False, True):
            label = ("with nardy.widgets.nodelay (TCP_NODELAY on the kernel websocket)" if nodelay
                     else "stock jupyter_server")
            server = JupyterServer("lab", root, nodelay=nodelay).start()
            try:
                page = browser.new_page(viewport={"width": 1280, "height": 1000})
                open_board(page, server, "bench.ipynb")
                page.wait_for_timeout(500)
                page.evaluate(SELECT_JS, [4, 24])                       # warm up
                select = page.evaluate(SELECT_JS, [n, 24])
                move = page.evaluate(MOVE_JS, [max(20, n // 2), 24, 18])
                print(f"-- {label}")
                print(summary("select/deselect a checker", select))
                print(summary("move a checker (one step)", move))
                results[nodelay] = statistics.median(select + move)
                print(f"click -> redraw latency: median {results[nodelay]:.1f} ms over {len(select) + len(move)} "
                      f"clicks (goal < 50 ms): {'OK' if results[nodelay] < 50 else 'over the goal'}")
                if nodelay and not args.no_screenshot:
                    page2 = browser.new_page(viewport={"width": 1060, "height": 1000})
                    open_board(page2, server, "showcase.ipynb")
                    page2.wait_for_selector(".nardy-board .is-target")
                    page2.wait_for_timeout(600)
                    out = ROOT / "docs" / "img" / "board-jupyterlab.png"
                    out.parent.mkdir(parents=True, exist_ok=True)
                    page2.locator(".jp-Cell").first.screenshot(path=str(out))
                    print(f"screenshot: {out.relative_to(ROOT)}")
                page.close()
            finally:
                server.stop()
        browser.close()
    print(f"(took {time.time() - t0:.0f} s)")
    return 0


def _version(dist: str) -> str:
    from importlib.metadata import version
    try:
        return version(dist)
    except Exception:
        return "?"


if __name__ == "__main__":
    sys.exit(main())
