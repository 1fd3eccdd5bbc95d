"""The board's tutor in a real JupyterLab 4 and Notebook 7, driven in
headless Chromium: the Tutor switch, Hint drawing its arrows, a
deliberately bad play showing its verdict and Show best, the review panel,
and a click on a mistake showing that position with both plays.

Screenshots go to tests/artifacts/ (look at them).
"""

from __future__ import annotations

import pytest

from .harness import ARTIFACTS, board_js, browser_marks, kernel, notebook_session, run_code

pytestmark = browser_marks()

SETUP = """\
import nardy
from nardy.strategy import make_bot
from nardy.tutor import Tutor
from nardy.widgets import Board

TUTOR = Tutor("long")

def worst_play(board):
    g = board.game
    return TUTOR.rank(g.turn_start, g.dice)[-1].play

def roll_with_choice(board):
    # roll until White has at least three plays to choose from
    while True:
        board.roll()
        if board.game.dice is not None and len(board.game.legal_plays()) >= 3:
            return
        if board.game.dice is not None:
            board.play(board.game.legal_plays()[0])

board = Board("long", seed=3, bot=make_bot("expert", seed=1), play_as="white")
board"""

OFF = """\
gul = Board("gul", tutor=True)
gul"""


@pytest.fixture(scope="module", params=["lab", "notebook"])
def session(request, tmp_path_factory):
    pytest.importorskip("playwright.sync_api")
    root = tmp_path_factory.mktemp(f"nb-tutor-{request.param}")
    with notebook_session(root, [SETUP, OFF], app=request.param, boards=2, viewport=(1366, 1500)) as s:
        yield s


def shot(session, name):
    return str(ARTIFACTS / f"tutor-{session['app']}-{name}.png")


def wait(session, check, n=0):
    session["page"].wait_for_function(f"() => {{ const b = {board_js(n)}; return {check}; }}", timeout=30_000)


def test_switch_hint_verdict_review(session):
    page = session["page"]
    board = page.locator(".nardy-board").first
    switch = board.locator('[data-action="tutor"]')
    assert switch.text_content() == "Tutor: off"
    assert board.locator('[data-action="hint"]').is_hidden()
    switch.click()
    wait(session, "b.querySelector('[data-action=\"tutor\"]').textContent === 'Tutor: on'")
    assert kernel(session, "board.tutor") is True
    assert switch.get_attribute("aria-pressed") == "true"

    # Hint: the best plays drawn as arrows, with their equities.
    run_code(session["kc"], "roll_with_choice(board)")
    wait(session, "!b.querySelector('[data-action=\"hint\"]').disabled")
    board.locator('[data-action="hint"]').click()
    wait(session, "b.querySelectorAll('.nardy-hints li').length >= 3")
    wait(session, "b.querySelectorAll('path.nb-arrow-hint').length > 0")
    hints = kernel(session, "[x['text'] for x in board.tutor_view['hints']]")
    assert [li.text_content() for li in board.locator(".nardy-hints li").all()] == hints
    drawn = board.locator("path.nb-arrow-hint").count()
    assert drawn == kernel(session, "len([a for a in board.arrows if a['kind'] == 'hint'])")
    board.screenshot(path=shot(session, "hint"))

    # A deliberately bad play: the verdict line, then Show best.
    run_code(session["kc"], "board.play(worst_play(board))")
    wait(session, "!b.querySelector('.nardy-verdict').classList.contains('nb-hidden')")
    verdict = board.locator(".nardy-verdict .nb-verdict-text").text_content()
    assert verdict == kernel(session, "board.tutor_view['verdict']['text']")
    assert verdict.split(":")[0] in ("Doubtful", "Bad", "Very bad")
    assert board.locator(".nardy-hints li").count() == 0          # the hint was for that turn only
    board.locator('[data-action="show_best"]').click()
    wait(session, "b.querySelectorAll('.nardy-compare figure svg').length === 2")
    assert board.locator(".nb-compare-best figcaption").text_content() == kernel(
        session, "board.tutor_view['compare']['best']['label']")
    board.screenshot(path=shot(session, "verdict"))

    # Two more poor plays, then the review; a click on a mistake shows it.
    run_code(session["kc"], """\
bad = 0
while bad < 2:
    roll_with_choice(board)
    board.play(worst_play(board))
    bad += bool(board.tutor_view['verdict'])""")
    board.locator('[data-action="review"]').click()
    wait(session, "!!b.querySelector('.nardy-review .nb-review-mistake')")
    panel = board.locator(".nardy-review")
    assert panel.is_visible()
    assert panel.locator(".nb-review-chart svg").count() == 1
    listed = [m.text_content() for m in panel.locator(".nb-review-mistake").all()]
    assert listed == kernel(session, "[m['text'] for m in board.tutor_view['review']['mistakes']]")
    assert len(listed) >= 3
    second = panel.locator(".nb-review-mistake").nth(1)
    second.click()
    turn = kernel(session, "board.tutor_view['review']['mistakes'][1]['turn']")
    wait(session, f"b.querySelector('.nardy-compare').dataset.turn === '{turn}'")
    assert "is-shown" in second.get_attribute("class")
    assert board.locator(".nb-compare-title").text_content().startswith(f"Turn {turn}: White to play")
    assert kernel(session, "board.tutor_view['compare']['index']") == 1
    board.screenshot(path=shot(session, "review"))
    panel.locator('[data-action="close_review"]').click()
    wait(session, "b.querySelector('.nardy-review').classList.contains('nb-hidden')")
    assert not session["errors"], session["errors"]


def test_a_game_without_evaluator_says_so(session):
    board = session["page"].locator(".nardy-board").nth(1)
    note = board.locator(".nb-tutor-note")
    assert note.is_visible()
    assert note.text_content() == kernel(session, "gul.tutor_view['note']")
    assert board.locator('[data-action="hint"]').is_hidden()
