"""Match play on the board in a real JupyterLab 4 and Notebook 7, driven in headless
Chromium: the Double button and a click on the cube, Take and Pass, the
score and Next game, the Crawford game without a cube; a hit checker flying
to the bar, and entering with the open points shown at once.

Screenshots go to tests/artifacts/ (look at them).
"""

from __future__ import annotations

import pytest

from .harness import ARTIFACTS, board_js, browser_marks, kernel, notebook_session

pytestmark = browser_marks()

TAKE = """\
from nardy import Match, Position
from nardy.widgets import Board
take = Board(match=3, seed=5)
take.roll(6, 1)
take.play("13/7 8/7")
take"""

PASS = """\
drop = Board(match=3, seed=7)
drop.roll(6, 1)
drop.play("13/7 8/7")
drop"""

CRAWFORD = """\
crawford = Board(match=Match(3, score=(2, 0)), seed=3)
crawford.roll(6, 1)
crawford.play("13/7 8/7")
crawford"""

# White to play 3-1 with a Black blot on White's 10-point: 13/10* hits.
HIT = """\
hit = Board("backgammon", dice=(3, 1), position=Position.from_counts(
    [-2, 0, 0, 0, 0, 5, 0, 3, 0, -1, 0, -4, 5, 0, 0, 0, -3, 0, -5, 0, 0, 0, 0, 2]))
hit"""


@pytest.fixture(scope="module", params=["lab", "notebook"])
def session(request, tmp_path_factory):
    pytest.importorskip("playwright.sync_api")
    root = tmp_path_factory.mktemp(f"nb-match-{request.param}")
    with notebook_session(root, [TAKE, PASS, CRAWFORD, HIT], app=request.param, boards=4) as s:
        yield s


def shot(session, name):
    """Screenshot path: board-lab-... or board-notebook-..."""
    return str(ARTIFACTS / f"board-{session['app']}-{name}.png")


def board_n(session, n):
    return session["page"].locator(".nardy-board").nth(n)


def wait(session, n, check):
    session["page"].wait_for_function(f"() => {{ const b = {board_js(n)}; return {check}; }}")


def test_double_and_take(session):
    board = board_n(session, 0)
    cube = board.locator(".nb-cube")
    # Black is on roll after White's opening: Roll and Double side by side.
    assert board.locator(".nb-double-big:visible").count() == 1
    assert board.locator(".nb-roll-big:visible").count() == 2      # Roll and Double
    assert cube.text_content() == "64" and cube.get_attribute("data-owner") == "centre"
    assert "is-clickable" in cube.get_attribute("class")
    assert board.locator(".nb-match").text_content().startswith("3-point match · game 1")
    board.locator(".nb-double-big").click()
    wait(session, 0, "b.dataset.status === 'doubled'")
    assert kernel(session, "[take.status, take.cube['offered_by'], take.can_answer]") == ["doubled", 1, True]
    # The cube, turned to 2, waits on White's side; White takes or passes.
    assert cube.text_content() == "2" and cube.get_attribute("data-owner") == "bottom"
    assert "is-offered" in cube.get_attribute("class")
    assert board.locator(".nb-take-big:visible").count() == 1
    assert board.locator(".nb-pass-big:visible").count() == 1
    assert board.locator(".nb-player-0 .nb-badge").text_content() == "take or pass?"
    assert board.locator(".nb-btn-roll").is_disabled()                  # no roll while a double waits
    assert board.locator(".nb-roll-big:visible").count() == 2             # Take and Pass only
    page = session["page"]
    page.wait_for_timeout(150)
    board.screenshot(path=shot(session, "match-doubled"))
    board.locator(".nb-take-big").click()
    wait(session, 0, "b.dataset.status === 'roll'")
    assert kernel(session, "[take.match.cube.value, take.match.cube.owner, take.to_move]") == [2, 0, 1]
    assert cube.text_content() == "2" and cube.get_attribute("data-owner") == "bottom"
    assert "is-clickable" not in cube.get_attribute("class")               # White's cube now
    assert board.locator(".nb-double-big:visible").count() == 0
    assert board.locator(".nardy-message").text_content().startswith("White takes: the cube is at 2")
    # Black rolls and moves on as usual.
    board.locator(".nb-roll-big:visible").click()
    wait(session, 0, "b.dataset.status === 'move'")
    assert not session["errors"], session["errors"]


def test_double_by_clicking_the_cube_then_pass_and_next_game(session):
    board = board_n(session, 1)
    board.locator(".nb-cube").click()
    wait(session, 1, "b.dataset.status === 'doubled'")
    board.locator(".nb-pass-big").click()
    wait(session, 1, "b.dataset.status === 'over'")
    assert kernel(session, "[list(drop.score), drop.match.result.how, drop.new_label]") == [[0, 1], "passed", "Next game"]
    assert board.locator(".nb-player-1 .nb-score").text_content() == "1 point of 3"
    assert board.locator(".nb-player-0 .nb-score").text_content() == "0 points of 3"
    assert "White passed the double" in board.locator(".nardy-message").text_content()
    nxt = board.locator(".nb-btn-new")
    assert nxt.text_content() == "Next game" and nxt.is_enabled()
    nxt.click()
    wait(session, 1, "b.dataset.status === 'roll'")
    assert kernel(session, "[drop.game_number, list(drop.score), drop.match.cube.value]") == [2, [0, 1], 1]
    assert board.locator(".nb-match").text_content().startswith("3-point match · game 2")
    assert board.locator(".nb-btn-new").is_disabled()                   # not in mid-game
    assert not session["errors"], session["errors"]


def test_crawford_game_has_no_cube(session):
    board = board_n(session, 2)
    assert "Crawford game: no doubling" in board.locator(".nb-match").text_content()
    assert board.locator(".nb-status").get_attribute("data-crawford") == "crawford"
    assert board.locator(".nb-double-big:visible").count() == 0
    board.locator(".nb-cube").click()                                   # not a button now: nothing
    session["page"].wait_for_timeout(200)
    assert kernel(session, "[crawford.status, crawford.match.cube.offered]") == ["roll", False]
    # The engine refuses a double from Python too, and says why.
    with pytest.raises(RuntimeError, match="Crawford game"):
        kernel(session, "crawford.double()")
    wait(session, 2, "b.querySelector('.nardy-message').textContent.includes('Crawford game')")
    board.screenshot(path=shot(session, "match-crawford"))
    assert not session["errors"], session["errors"]


def test_hit_flies_to_the_bar_then_entering_shows_open_points(session):
    board = board_n(session, 3)
    page = session["page"]
    board.locator('[data-point="13"]').click()
    wait(session, 3, "b.querySelector('[data-point=\"10\"]').classList.contains('is-target')")
    board.locator('[data-point="10"]').click()
    wait(session, 3, "b.dataset.hitFlights === '1'")
    assert board.locator(".nb-flying").count() == 1                     # still on its way
    page.wait_for_timeout(200)
    board.screenshot(path=shot(session, "hit-flying"))
    page.wait_for_timeout(600)
    assert board.locator(".nb-flying").count() == 0
    assert kernel(session, "[list(hit.bar), hit.status]") == [[0, 1], "move"]
    # The checker landed on the bar and shows there.
    assert board.locator(".nb-barstack-1 .nb-checker").count() == 1
    assert board.locator(".nb-barstack-1 .nb-checker").first.evaluate("e => e.style.visibility") == ""
    board.locator('[data-point="6"]').click()
    wait(session, 3, "b.querySelector('[data-point=\"5\"]').classList.contains('is-target')")
    board.locator('[data-point="5"]').click()
    wait(session, 3, "b.dataset.status === 'roll' && b.dataset.toMove === '1'")
    # Black must enter: after the roll the bar is selected by itself and
    # the open points are the targets.
    kernel(session, "hit.roll(5, 3) and None")
    wait(session, 3, "b.querySelector('.nb-bar').classList.contains('is-selected')")
    targets = board.locator(".nardy-point.is-target")
    assert sorted(int(targets.nth(i).get_attribute("data-point")) for i in range(targets.count())) == [20, 22]
    board.screenshot(path=shot(session, "entering"))
    board.locator('[data-point="22"]').click()
    wait(session, 3, "b.querySelectorAll('.nb-barstack-1 .nb-checker').length === 0")
    assert kernel(session, "list(hit.bar)") == [0, 0]
    assert not session["errors"], session["errors"]


def test_resign_asks_once_more(session):
    """Board 0 after the take: Black is moving.  The first click on Resign
    only arms it; the second ends the game at what Black's position still
    risks (a backgammon: checkers back, none off), times the cube at 2."""
    board = board_n(session, 0)
    resign = board.locator(".nb-btn-resign")
    assert resign.is_visible() and resign.is_enabled()
    resign.click()
    assert resign.text_content() == "Resign? Click again"
    session["page"].wait_for_timeout(200)
    assert kernel(session, "take.status") == "move"                      # nothing sent yet
    resign.click()
    wait(session, 0, "b.dataset.status === 'over'")
    assert kernel(session, "[take.match.result.kind, take.match.result.points, list(take.score)]") == \
        ["backgammon", 6, [6, 0]]
    assert resign.text_content() == "Resign" and resign.is_disabled()
    assert board.locator(".nb-btn-new").text_content() == "New match"   # 6 points won the 3-point match
    assert not session["errors"], session["errors"]
