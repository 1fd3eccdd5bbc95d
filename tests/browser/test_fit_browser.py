"""A tutor board against the computer, as part 5 opens it, at a laptop's
1366x768 in JupyterLab 4 with the file browser open: the opponent's line
read whole and the message line inside the notebook's area.

Screenshots go to tests/artifacts/ (look at them).
"""

from __future__ import annotations

import pytest

from .harness import ARTIFACTS, board_js, browser_marks, notebook_session

pytestmark = browser_marks()


TUTORED = """\
from nardy.widgets import Board
tutored = Board("long", seed=51, bot="expert", tutor=True)
tutored"""

TUTORED_MATCH = """\
money = Board(match=0, seed=31, bot="expert", tutor=True)
money"""


def test_a_tutor_board_against_the_computer_fits_a_laptop_screen(tmp_path):
    """Part 5's boards: the opponent's line read whole (not cut short beside
    the choices) and, with the tutor's buttons on a second row, the message
    line still inside the notebook's area at 1366x768 with the file browser
    open."""
    pytest.importorskip("playwright.sync_api")
    with notebook_session(tmp_path, [TUTORED, TUTORED_MATCH], boards=2, viewport=(1366, 768)) as s:
        page = s["page"]
        page.evaluate("() => window.jupyterapp.commands.execute('filebrowser:activate')")
        page.wait_for_timeout(800)
        for n in range(2):
            page.evaluate(f"() => {board_js(n)}.scrollIntoView({{block: 'start'}})")
            page.wait_for_timeout(300)
            page.screenshot(path=str(ARTIFACTS / f"learner-lab-tutored-{n}.png"))
            fit = page.evaluate(f"""() => {{
                const b = {board_js(n)};
                const area = b.closest('.jp-WindowedPanel-outer').getBoundingClientRect();
                const text = b.querySelector('.nb-opponent-text');
                return {{message: b.querySelector('.nardy-message').getBoundingClientRect().bottom,
                         area: area.bottom, cut: text.scrollWidth > text.clientWidth + 1}};
            }}""")
            assert fit["message"] <= fit["area"], fit
            assert not fit["cut"], fit
