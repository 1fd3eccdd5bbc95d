"""The course with no server: the JupyterLite site that ``make lite``
builds, served as static files from 127.0.0.1 and opened in headless
Chromium with every request outside loopback refused.  Lessons open and
run whole in the browser's own Python (Pyodide), boards answer clicks,
and what the kernel holds is what the page draws.

The site is built on the first run (a few minutes: the registries' wheels
and the Pyodide core are cached in build/lite-cache) and reused while its
inputs are unchanged.  Screenshots go to tests/artifacts/lite-*.png.
"""

from __future__ import annotations

import json
import shutil

import pytest

from .harness import browser_marks
from .lite import (CELL_ERRORS_JS, KERNEL_READY_JS, UNRUN_JS, StaticServer, build_site, execute, kernel_value,
                   lesson_url, offline_browser, open_lesson, screenshot)

pytestmark = browser_marks()

# The start page (setup check, a board to click, the course's map), a
# part-1 lesson of boards and exercises, and part 4's bear-off lesson
# (the bear-off database is built in the browser; a chart without
# matplotlib says so).
LESSONS = ["00-start.ipynb", "part1-long-nardy/02-dice-and-moving.ipynb",
           "part4-strategy/03-bearing-off-strategy.ipynb"]


@pytest.fixture(scope="module")
def site():
    pytest.importorskip("playwright.sync_api")
    if not shutil.which("npm"):
        pytest.fail("npm is needed to build the Lite site (.ci/run installs it)")
    root = build_site()
    with StaticServer(root) as server, offline_browser(server.base) as (context, outside):
        yield {"base": server.base, "context": context, "outside": outside}


@pytest.fixture(scope="module")
def start_page(site):
    """The start page, opened and run: its ``board`` has been played on."""
    page = site["context"].new_page()
    errors = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    open_lesson(page, lesson_url(site["base"], LESSONS[0]))
    yield page, errors
    page.close()


def _lesson_runs_whole(site, page, path):
    open_lesson(page, lesson_url(site["base"], path))
    failed = page.evaluate(CELL_ERRORS_JS)
    unrun = page.evaluate(UNRUN_JS)
    screenshot(page, "lite-" + path.replace("/", "-").replace(".ipynb", ".png"))
    assert not failed, f"{path}: cells failed in the browser:\n" + "\n".join(failed)
    assert not unrun, f"{path}: cells never ran: {unrun}"
    assert not site["outside"], f"requests left the machine: {site['outside'][:5]}"
    # No matplotlib in the browser: each chart cell says so in a sentence.
    charts = page.evaluate("""() => window.jupyterapp.shell.currentWidget.content.widgets
        .map((c, i) => [i, c.model.sharedModel.getSource(), c.outputArea ? c.outputArea.node.textContent : ''])
        .filter(([i, src]) => /^plots\\.\\w+\\(/m.test(src))""")
    for _index, src, out in charts:
        assert "No chart here: " in out and "Traceback" not in out, (src, out)
    if charts:
        page.evaluate("""async (i) => { const nb = window.jupyterapp.shell.currentWidget.content;
                                         nb.activeCellIndex = i; await nb.scrollToItem(i, 'center'); }""",
                      charts[0][0])
        page.wait_for_timeout(800)
        screenshot(page, "lite-" + path.replace("/", "-").replace(".ipynb", "-chart.png"))


def test_start_page_runs_in_the_browser(site, start_page):
    page, errors = start_page
    failed = page.evaluate(CELL_ERRORS_JS)
    assert not failed, "\n".join(failed)
    assert not page.evaluate(UNRUN_JS)
    # The kernel is the browser's own Python, with the course preloaded.
    assert kernel_value(page, "__import__('sys').platform") == "emscripten"
    assert "site-packages" in kernel_value(page, "__import__('nardy').__file__")
    assert not site["outside"], site["outside"][:5]
    screenshot(page, "lite-00-start.png")


@pytest.mark.parametrize("path", LESSONS[1:])
def test_lesson_runs_whole_in_the_browser(site, path):
    page = site["context"].new_page()
    try:
        _lesson_runs_whole(site, page, path)
    finally:
        page.close()


def _point(page, cell_source, point):
    """The ``point`` of the board drawn by the first cell whose source
    is ``cell_source``.  The notebook draws only the cells
    near the view (JupyterLab's windowed notebook), so the cell is scrolled
    into view and found by a mark on its own node, not by its place among
    the cells drawn."""
    found = page.evaluate("""async (start) => {
        const nb = window.jupyterapp.shell.currentWidget.content;
        const i = nb.widgets.findIndex(c => c.model.sharedModel.getSource().trim() === start);
        if (i < 0) return false;
        nb.activeCellIndex = i;
        await nb.scrollToItem(i, 'center');
        document.querySelectorAll('[data-test-cell]').forEach(n => n.removeAttribute('data-test-cell'));
        nb.widgets[i].node.setAttribute('data-test-cell', '1');
        return true;
    }""", cell_source)
    assert found, cell_source
    page.wait_for_function("""() => { const n = document.querySelector('[data-test-cell]');
        return n && n.isConnected && n.querySelector('.nardy-board [data-point]'); }""", timeout=30_000)
    return page.locator(f'[data-test-cell] .nardy-board [data-point="{point}"]')


BOARD_CELL = "board"   # the start page shows its board in a cell of its own, after the cells that drive it
# The start page's board, back at the start with 6-5 to play.
FRESH = "board.set_position(board.game.rules.start(), dice=(6, 5))"


def test_click_on_a_lesson_board_moves_in_the_kernel(start_page):
    """A click on the start page's board reaches the browser's kernel, the
    engine plays the step, and the page redraws it."""
    page, errors = start_page
    execute(page, FRESH)
    start = kernel_value(page, "repr(board.position)")
    assert kernel_value(page, "board.sources") == [24]
    point24 = _point(page, BOARD_CELL, 24)
    point24.click()
    page.wait_for_function("(el) => el.classList.contains('is-selected')", arg=point24.element_handle(),
                           timeout=30_000)
    assert kernel_value(page, "board.selected") == 24
    _point(page, BOARD_CELL, 18).click()
    point18 = _point(page, BOARD_CELL, 18)
    page.wait_for_function("(el) => /white checker/.test(el.getAttribute('aria-label'))",
                           arg=point18.element_handle(), timeout=30_000)
    assert kernel_value(page, "repr(board.position)") != start
    assert kernel_value(page, "board.points[17]") == 1            # 24/18 played: one checker on 18
    screenshot(page, "lite-start-board-click.png")
    assert not [e for e in errors if "nardy" in e or "anywidget" in e], errors


def test_deselect_reaches_the_page(start_page):
    """Putting a checker down again is drawn: Pyodide's kernel sends a
    Python None as JavaScript ``undefined``, which the widget layer drops,
    so the board's traits never use None (a deselected point stayed lit
    in the browser while the kernel was right)."""
    page, _ = start_page
    execute(page, FRESH)
    point24 = _point(page, BOARD_CELL, 24)
    point24.click()
    page.wait_for_function("(el) => el.classList.contains('is-selected')", arg=point24.element_handle(),
                           timeout=30_000)
    point24.click()                                       # put it down again
    deadline_ok = True
    try:
        page.wait_for_function("(el) => !el.classList.contains('is-selected')", arg=point24.element_handle(),
                               timeout=15_000)
    except Exception:
        deadline_ok = False
    assert not kernel_value(page, "board.selected")
    assert deadline_ok, "the kernel deselected point 24 but the page still draws it selected"


PROGRESS = "__import__('nardy.widgets.progress', fromlist=['store'])"


def test_progress_lasts_in_browser_storage(site, start_page):
    """Exercise progress goes to the browser's storage (JupyterLite keeps
    /drive in IndexedDB): it is there after the page is closed and the
    lesson opened again, in a new kernel."""
    page, _ = start_page
    assert kernel_value(page, f"str({PROGRESS}.store().path)") == "/drive/.nardy/progress.json"
    execute(page, "ex.q1.solution()")
    saved = kernel_value(page, f"{PROGRESS}.store().read()")
    assert saved["lessons"], saved
    model = page.evaluate("""async () => await window.jupyterapp.serviceManager.contents
                               .get('.nardy/progress.json', {content: true, format: 'text'})""")
    assert json.loads(model["content"]) == saved

    again = site["context"].new_page()
    try:
        again.goto(lesson_url(site["base"], LESSONS[0]))
        again.wait_for_function(KERNEL_READY_JS, timeout=300_000)
        assert kernel_value(again, f"{PROGRESS}.store().read()") == saved
    finally:
        again.close()


FIRST_CELL_JS = """async (path) => {
  const model = await window.jupyterapp.serviceManager.contents.get(path, {content: true});
  return model.content.cells[0].source;
}"""


def test_a_deleted_lesson_comes_back_as_shipped(site):
    """What the Lite page tells a learner: deleting their copy of a lesson
    and reloading gives back the lesson as shipped."""
    path = "part1-long-nardy/03-no-hitting.ipynb"
    page = site["context"].new_page()
    try:
        page.goto(lesson_url(site["base"], LESSONS[0]))
        page.wait_for_function("() => window.jupyterapp && window.jupyterapp.serviceManager.contents",
                               timeout=120_000)
        shipped = page.evaluate(FIRST_CELL_JS, path)
        page.evaluate("""async (path) => {
            const contents = window.jupyterapp.serviceManager.contents;
            const model = await contents.get(path, {content: true});
            model.content.cells[0].source = 'my notes';
            await contents.save(path, {type: 'notebook', format: 'json', content: model.content});
        }""", path)
        assert page.evaluate(FIRST_CELL_JS, path) == "my notes"
        page.reload()
        page.wait_for_function("() => window.jupyterapp && window.jupyterapp.serviceManager.contents",
                               timeout=120_000)
        assert page.evaluate(FIRST_CELL_JS, path) == "my notes"          # kept in the browser
        page.evaluate("async (path) => { await window.jupyterapp.serviceManager.contents.delete(path); }", path)
        page.reload()
        page.wait_for_function("() => window.jupyterapp && window.jupyterapp.serviceManager.contents",
                               timeout=120_000)
        assert page.evaluate(FIRST_CELL_JS, path) == shipped
    finally:
        page.close()
