"""The board in a real JupyterLab 4 and a real Notebook 7, driven in
headless Chromium: clicks reach the kernel, the engine decides, the DOM
follows; an illegal click is explained and changes nothing.

Screenshots go to tests/artifacts/ (look at them).
"""

from __future__ import annotations

import time

import pytest

from .harness import ARTIFACTS, browser_marks, kernel, notebook_session, run_code

pytestmark = browser_marks()

SETUP = """\
from nardy.widgets import Board
board = Board("long")
board.roll(6, 5)
board"""

BACKGAMMON = """\
bg = Board("backgammon")
bg.roll(3, 1)
bg.play("8/5 6/5")
bg.roll(6, 4)
bg"""


@pytest.fixture(scope="module", params=["lab", "notebook"])
def session(request, tmp_path_factory):
    pytest.importorskip("playwright.sync_api")
    root = tmp_path_factory.mktemp(f"nb-{request.param}")
    with notebook_session(root, [SETUP, BACKGAMMON], app=request.param, boards=2) as s:
        yield s


def wait_kernel(session, expr, expected, timeout=10):
    deadline = time.time() + timeout
    value = None
    while time.time() < deadline:
        value = kernel(session, expr)
        if value == expected:
            return value
        time.sleep(0.1)
    return value


def test_board_renders_contract(session):
    page = session["page"]
    board = page.locator(".nardy-board").first
    assert board.locator("[data-point]").count() >= 26        # 24 points, bar, trays
    for n in (1, 13, 24):
        assert board.locator(f'[data-point="{n}"]').count() == 1
    assert board.locator('[data-point="bar"]').count() == 1
    assert board.locator('[data-point="off"]').count() == 1
    dice = board.locator(".nardy-die:visible")
    assert dice.count() == 2
    assert [dice.nth(i).get_attribute("data-value") for i in range(2)] == ["6", "5"]
    assert board.locator(".nardy-message").count() == 1
    assert board.locator('[data-point="24"]').get_attribute("aria-label") == \
        "point 24: 15 white checkers, can move"
    assert board.locator('[data-point="24"]').get_attribute("tabindex") == "0"
    assert not session["errors"], session["errors"]


def test_illegal_then_legal_click(session):
    page = session["page"]
    board = page.locator(".nardy-board").first
    start = kernel(session, "repr(board.position)")
    board.locator('[data-point="24"]').click()
    page.wait_for_function(
        "() => document.querySelector('.nardy-board [data-point=\"24\"]').classList.contains('is-selected')")
    assert board.locator('[data-point="13"]').get_attribute("class").count("is-target") == 1
    assert kernel(session, "board.selected") == 24

    # An illegal destination: explained, nothing changes.
    board.locator('[data-point="20"]').click()
    message = board.locator(".nardy-message")
    page.wait_for_function(
        "() => document.querySelector('.nardy-board .nardy-message').textContent.includes('no die left moves 4')")
    assert message.get_attribute("data-kind") == "error"
    assert kernel(session, "repr(board.position)") == start
    assert kernel(session, "[board.selected, len(board.game.steps), board.game.to_move]") == [24, 0, 0]
    page.screenshot(path=str(ARTIFACTS / f"board-{session['app']}-illegal.png"))

    # A legal destination by both dice: 24/18/13 and the turn ends.
    board.locator('[data-point="13"]').click()
    page.wait_for_function("() => document.querySelector('.nardy-board').dataset.toMove === '1'")
    assert wait_kernel(session, "board.game.turns[-1].text", "24/13") == "24/13"
    assert kernel(session, "repr(board.position)") != start
    assert kernel(session, "[board.game.to_move, board.position.at(24), board.position.at(1)]") == [1, 15, -1]
    # The DOM follows: data-point in Black's numbers (what his clicks send), the labels
    # (and what a screen reader says) in the board's one numbering, White's: Black's 1 is White's 13.
    assert board.locator('[data-point="1"]').get_attribute("aria-label") == "point 13: 1 white checker"
    assert board.locator('[data-point="1"] .nb-label').text_content() == "13"
    assert "White played 24/13" in message.text_content()
    page.wait_for_timeout(150)
    page.screenshot(path=str(ARTIFACTS / f"board-{session['app']}-page.png"), full_page=False)
    board.screenshot(path=str(ARTIFACTS / f"board-{session['app']}-long.png"))


def test_roll_button_and_keyboard(session):
    page = session["page"]
    board = page.locator(".nardy-board").first
    run_code(session["kc"], "board.game.rng.seed(1)")
    board.locator(".nb-roll-big").click()
    page.wait_for_function("() => document.querySelector('.nardy-board').dataset.status === 'move'")
    assert kernel(session, "board.status") == "move"
    src = kernel(session, "board.sources[0]")
    point = board.locator(f'[data-point="{src}"]')
    point.focus()
    page.keyboard.press("Enter")
    page.wait_for_function(
        f"() => document.querySelector('.nardy-board [data-point=\"{src}\"]').classList.contains('is-selected')")
    assert kernel(session, "board.selected") == src
    page.keyboard.press("Escape")
    page.wait_for_function(
        f"() => !document.querySelector('.nardy-board [data-point=\"{src}\"]').classList.contains('is-selected')")
    assert kernel(session, "board.selected") == ""                # (never None: see view.NONE)


def test_backgammon_board_and_undo(session):
    page = session["page"]
    bg = page.locator(".nardy-board").nth(1)
    assert bg.locator(".nb-cube.on").count() == 1
    assert bg.locator(".nb-arrow-last").count() >= 2        # last play drawn
    bg.locator('[data-point="24"]').click()
    page.wait_for_function(
        "() => document.querySelectorAll('.nardy-board')[1].querySelector('[data-point=\"18\"]')"
        ".classList.contains('is-target')")
    bg.locator('[data-point="18"]').click()
    page.wait_for_function("() => !document.querySelectorAll('.nardy-board')[1].querySelector('.nb-btn-undo').disabled")
    assert kernel(session, "[(s.frm, s.to) for s in bg.game.steps]") == [[24, 18]]
    bg.locator(".nb-btn-undo").click()
    page.wait_for_function("() => document.querySelectorAll('.nardy-board')[1].querySelector('.nb-btn-undo').disabled")
    assert kernel(session, "len(bg.game.steps)") == 0
    bg.screenshot(path=str(ARTIFACTS / f"board-{session['app']}-backgammon.png"))
    assert not session["errors"], session["errors"]
