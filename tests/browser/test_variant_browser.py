"""A variant board in a real JupyterLab 4, driven in headless Chromium: a
Gul progression played by clicks (3-3, then 4-4 with no roll between, the
status line and the dice following), and Gulbar's passed moves shown as
passed dice.

Screenshots go to tests/artifacts/ (look at them).
"""

from __future__ import annotations

import pytest

from .harness import ARTIFACTS, board_js, browser_marks, kernel, notebook_session

pytestmark = browser_marks()

GUL = """\
from nardy.widgets import Board
gul = Board("gul")
gul.roll(3, 3)
gul"""

GULBAR = """\
gulbar = Board("gulbar")
gulbar.roll(6, 6)
gulbar.play("24/18(2)")
gulbar"""


@pytest.fixture(scope="module")
def session(tmp_path_factory):
    pytest.importorskip("playwright.sync_api")
    with notebook_session(tmp_path_factory.mktemp("nb-variants"), [GUL, GULBAR], boards=2) as s:
        yield s


def dice_values(board):
    dice = board.locator(".nardy-die:visible")
    return [dice.nth(i).get_attribute("data-value") for i in range(dice.count())]


def click_and_wait(page, board, point: int, n: int, check: str):
    board.locator(f'[data-point="{point}"]').click()
    page.wait_for_function(f"() => {{ const b = {board_js(n)}; return {check}; }}")


def test_gul_progression_by_clicks(session):
    page = session["page"]
    board = page.locator(".nardy-board").first
    stage = board.locator(".nb-stage")
    assert stage.text_content() == "Gul: playing the 3-3 of 3-3 -> 6-6"
    assert dice_values(board) == ["3"] * 4
    assert board.locator(".nb-dice-note:visible").count() == 0       # thrown dice: no note

    # 24/21/18 twice: the 3-3 is complete, and the 4-4 follows with no roll.
    click_and_wait(page, board, 24, 0, "b.querySelector('[data-point=\"18\"]').classList.contains('is-target')")
    click_and_wait(page, board, 18, 0, "b.querySelectorAll('.nardy-die.is-used').length === 2")
    click_and_wait(page, board, 24, 0, "b.querySelector('[data-point=\"24\"]').classList.contains('is-selected')")
    click_and_wait(page, board, 18, 0, "b.querySelector('.nb-stage').textContent.includes('4-4 of 3-3')")
    assert kernel(session, "[gul.game.turns[-1].text, gul.to_move, gul.status, gul.stage_kind]") == \
        ["24/18(2)", 0, "move", "double"]
    assert stage.text_content() == "Gul: playing the 4-4 of 3-3 -> 6-6"
    assert dice_values(board) == ["4"] * 4
    assert board.locator(".nb-dice-note").text_content() == "of 3-3"
    assert board.locator(".nb-roll-big:visible").count() == 0                 # no roll between stages
    assert board.locator(".nb-btn-roll").is_disabled()
    assert board.locator(".nardy-message").text_content() == \
        "White played 24/18(2). White plays the 4-4 of 3-3 -> 6-6."
    assert board.get_attribute("aria-label") == "Gul board, White to move"
    page.wait_for_timeout(150)
    board.screenshot(path=str(ARTIFACTS / "board-lab-gul-progression.png"))

    # The 4-4 by clicks too: 24/16 (two 4s at once), then 18/10 -> the 5-5.
    click_and_wait(page, board, 24, 0, "b.querySelector('[data-point=\"16\"]').classList.contains('is-target')")
    click_and_wait(page, board, 16, 0, "b.querySelectorAll('.nardy-die.is-used').length === 2")
    click_and_wait(page, board, 18, 0, "b.querySelector('[data-point=\"10\"]').classList.contains('is-target')")
    click_and_wait(page, board, 10, 0, "b.querySelector('.nb-stage').textContent.includes('5-5 of 3-3')")
    assert dice_values(board) == ["5"] * 4
    assert kernel(session, "[t.stage.kind for t in gul.game.turns]") == ["roll", "double"]
    assert not session["errors"], session["errors"]


def test_gulbar_passed_moves(session):
    page = session["page"]
    board = page.locator(".nardy-board").nth(1)
    assert board.locator(".nb-stage").text_content() == \
        "Gulbar: playing 2 moves of 6 passed by the opponent (from the 6-6)"
    assert board.locator(".nb-pending").text_content() == "then: Black rolls"
    assert dice_values(board) == ["6", "6"]
    assert board.locator(".nardy-die.is-passed:visible").count() == 2
    assert board.locator(".nb-dice-note").text_content() == "passed"
    assert board.get_attribute("data-to-move") == "1"
    page.wait_for_timeout(150)
    board.screenshot(path=str(ARTIFACTS / "board-lab-gulbar-passed.png"))
    # Black plays the one 6 it can; the other is lost, and Black rolls.
    click_and_wait(page, board, 24, 1, "b.querySelector('[data-point=\"18\"]').classList.contains('is-target')")
    click_and_wait(page, board, 18, 1, "b.dataset.status === 'roll'")
    assert kernel(session, "[gulbar.game.turns[-1].text, gulbar.to_move, gulbar.stage]") == \
        ["24/18", 1, "Gulbar: to roll"]
    assert board.locator(".nardy-die.is-passed:visible").count() == 0
    assert board.locator(".nb-roll-big:visible").count() == 1
    assert not session["errors"], session["errors"]
