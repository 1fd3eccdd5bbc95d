"""A board survives a page reload (the kernel still alive), in a real
JupyterLab 4 and Notebook 7 at 1366x768:

- reloaded before the notebook was saved, the page shows the notebook's
  stored output (a lesson's as committed): the board's still picture and
  the line saying to run the cell again, never a blank;
- reloaded after a save (JupyterLab and Notebook 7 also save by
  themselves every two minutes), the board comes back live: the page's
  widget manager finds its model in the kernel again.

Screenshots go to tests/artifacts/ (look at them).
"""

from __future__ import annotations

import pytest

from .harness import ARTIFACTS, board_js, browser_marks, kernel, notebook_session

pytestmark = browser_marks()

CELL = """\
from nardy.widgets import Board
b = Board("long", seed=5)
b.roll(6, 5)
b"""

WAIT = 120_000


def stored_output():
    """The cell's output as a notebook stores it without a live kernel
    behind it (what ``make lessons`` keeps: no widget model id)."""
    from nardy.widgets import Board
    b = Board("long", seed=5)
    b.roll(6, 5)
    data, _meta = b._repr_mimebundle_()
    data.pop("application/vnd.jupyter.widget-view+json")
    return [{"output_type": "execute_result", "execution_count": 1, "metadata": {}, "data": data}]


@pytest.fixture(scope="module", params=["lab", "notebook"])
def session(request, tmp_path_factory):
    pytest.importorskip("playwright.sync_api")
    root = tmp_path_factory.mktemp(f"reload-{request.param}")
    # (No autosave: the first reload must find the notebook as stored, as a learner's may.)
    with notebook_session(root, [CELL, "1 + 1"], app=request.param, viewport=(1366, 768),
                          outputs={0: stored_output()},
                          settings={"@jupyterlab/docmanager-extension:plugin": {"autosave": False}}) as s:
        s["page"].on("dialog", lambda d: d.accept())          # "leave the page?" for an unsaved notebook
        yield s


def shot(session, name):
    session["page"].screenshot(path=str(ARTIFACTS / f"reload-{session['app']}-{name}.png"))


def wait_for_kernel(page):
    page.wait_for_function(
        """() => {
            const w = window.jupyterapp && window.jupyterapp.shell.currentWidget;
            const k = w && w.sessionContext && w.sessionContext.session && w.sessionContext.session.kernel;
            return !!(k && k.status === 'idle');
        }""", timeout=WAIT)


def test_the_live_board_hides_its_picture(session):
    page = session["page"]
    page.wait_for_selector(".nardy-board .nardy-point", timeout=WAIT)
    assert page.locator(".nardy-still").count() == 0          # the live board, not also its picture
    shot(session, "live")


def test_reloaded_before_a_save_the_picture_and_the_line(session):
    page = session["page"]
    page.reload()
    page.wait_for_selector(".nardy-still img", timeout=WAIT)
    still = page.locator(".nardy-still").first
    still.scroll_into_view_if_needed()
    assert still.is_visible()
    assert still.text_content().strip() == "A still picture of the board: run this cell again for a live board."
    img = still.locator("img")
    page.wait_for_function("() => { const i = document.querySelector('.nardy-still img');"
                           " return i && i.complete && i.naturalWidth > 0; }", timeout=WAIT)
    box = img.bounding_box()
    assert box["width"] > 300 and box["height"] > 150             # drawn, at a readable size
    assert "Long nardy board, White to move, dice 6-5" in img.get_attribute("alt")
    assert page.locator(".nardy-board").count() == 0
    shot(session, "picture")


def test_reloaded_after_a_save_the_board_is_live(session):
    page = session["page"]
    wait_for_kernel(page)
    page.evaluate("() => window.jupyterapp.commands.execute('notebook:run-all-cells')")
    page.wait_for_selector(".nardy-board .nardy-point", timeout=WAIT)
    page.evaluate("() => window.jupyterapp.commands.execute('docmanager:save')")
    page.wait_for_function(
        "() => { const w = window.jupyterapp.shell.currentWidget; return w && !w.context.model.dirty; }",
        timeout=WAIT)
    kernel(session, "b.click(24)")                                # the kernel's board moves on after the save...
    page.reload()
    page.wait_for_selector(".nardy-board .nardy-point", timeout=WAIT)
    board = page.locator(".nardy-board").first
    # ...and the board back on the page is that live one: its selection, then a click that plays.
    page.wait_for_function(f"() => {board_js(0)}.querySelector('[data-point=\"24\"]').classList"
                           f".contains('is-selected')", timeout=30_000)
    assert not page.evaluate(f"() => {board_js(0)}.classList.contains('is-gone')")
    board.locator('[data-point="13"]').click()
    page.wait_for_function(f"() => {board_js(0)}.dataset.toMove === '1'", timeout=30_000)
    assert kernel(session, "b.last_play") == "White 6-5: 24/13"
    board.scroll_into_view_if_needed()
    shot(session, "live-again")
    assert not session["errors"], session["errors"]
