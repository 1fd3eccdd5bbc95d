"""The board as a learner meets it, in a real JupyterLab 4 and Notebook 7
at a laptop's 1366x768: drawn from the learner's side when the learner
plays Black, the opponent's line, a bot's stages one at a time, Resign
needing two separate clicks, the Save button, the board fitting the
window, and a board whose kernel restarted saying so.

Screenshots go to tests/artifacts/ (look at them).
"""

from __future__ import annotations

import time

import pytest

from .harness import ARTIFACTS, board_js, browser_marks, kernel, notebook_session, run_code

pytestmark = browser_marks()

SETUP = """\
from nardy.widgets import Board
def bot_play(game):
    plays = game.legal_plays()
    return plays[0] if plays else None
black = Board("long", seed=5, bot="random", play_as="black")
black.roll()
black"""

GUL = """\
gul = Board("gul", bot=bot_play, bot_side=1, seed=0)
gul.roll(6, 5)
gul"""

MATCH = """\
m = Board(match=5, seed=3)
m.roll()
m"""

HOTSEAT = """\
hot = Board("backgammon", seed=1)
hot.roll()
hot"""


@pytest.fixture(scope="module", params=["lab", "notebook"])
def session(request, tmp_path_factory):
    pytest.importorskip("playwright.sync_api")
    root = tmp_path_factory.mktemp(f"learner-{request.param}")
    with notebook_session(root, [SETUP, GUL, MATCH, HOTSEAT], app=request.param, boards=4,
                          viewport=(1366, 768)) as s:
        yield s


def shot(session, locator, name):
    locator.screenshot(path=str(ARTIFACTS / f"learner-{session['app']}-{name}.png"))


def test_drawn_from_the_learners_side(session):
    page = session["page"]
    board = page.locator(".nardy-board").first
    page.wait_for_function(f"() => {board_js(0)}.dataset.viewer === '1'")
    # Black's 1-point is drawn bottom right, Black's panel below the board.
    pts = board.locator(".nardy-point")
    boxes = [(pts.nth(i).get_attribute("data-point"), pts.nth(i).bounding_box()) for i in range(24)]
    bottom = [b for b in boxes if b[1]["y"] > boxes[0][1]["y"] - 1e9]
    right_bottom = max(bottom, key=lambda b: (round(b[1]["y"]), b[1]["x"]))
    assert right_bottom[0] == "1"
    shot(session, board, "black")
    order = page.evaluate(f"() => [...{board_js(0)}.children].map(e => e.classList.contains('nb-table') ? 'table'"
                          f" : e.classList.contains('nb-player-0') ? 'white' : e.classList.contains('nb-player-1')"
                          f" ? 'black' : '')")
    assert order.index("black") > order.index("table") > order.index("white")
    assert "You play Black" in board.locator(".nb-opponent").text_content()
    # The learner chose Black: no throw decided this game, so the menu's throw is for new games.
    assert board.locator(".nb-play-as option").all_text_contents() == [
        "new games: the throw decides", "I play White", "I play Black"]
    # The learner's (Black's) checkers stand on Black's 24 at the start: bottom left.
    assert kernel(session, "black.side") == 1
    label = board.locator('[data-point="24"]').get_attribute("aria-label")
    assert "black checker" in label
    shot(session, board, "black")


def test_arrow_keys_walk_the_points_as_drawn(session):
    """In both front ends (Notebook 7 listens for its shortcuts before the
    page does): the arrows walk the points, Enter clicks one."""
    page = session["page"]
    board = page.locator(".nardy-board").first
    board.locator('[data-point="1"]').focus()
    page.keyboard.press("ArrowLeft")
    assert page.evaluate("() => document.activeElement.dataset.point") == "2"
    page.keyboard.press("ArrowUp")
    assert page.evaluate("() => document.activeElement.dataset.point") == "23"
    page.keyboard.press("ArrowRight")
    assert page.evaluate("() => document.activeElement.dataset.point") == "24"
    page.keyboard.press("ArrowDown")
    assert page.evaluate("() => document.activeElement.dataset.point") == "1"
    # Enter is a click (Black has not rolled: the board says so), and the focus stays on the point.
    page.keyboard.press("Enter")
    page.wait_for_function(f"() => {board_js(0)}.querySelector('.nardy-message').textContent"
                           f".startsWith('roll the dice first')", timeout=10_000)
    assert page.evaluate("() => document.activeElement.dataset.point") == "1"
    assert kernel(session, "black.message") == "roll the dice first: Black to roll"
    shot(session, board, "keys")
    # Enter on one of the board's buttons presses it (the notebook does not take the key).
    board.locator(".nb-controls .nb-btn-roll").focus()
    page.keyboard.press("Enter")
    page.wait_for_function(f"() => {board_js(0)}.dataset.status === 'move'", timeout=10_000)
    assert kernel(session, "black.status") == "move"


NOTEBOOK = "() => window.jupyterapp.shell.currentWidget.content"


def test_the_notebooks_own_keys_still_work_off_the_board(session):
    """With the focus off the board, the arrows move between cells as
    before; with a point focused they are the board's."""
    page = session["page"]
    page.evaluate(f"() => {{ const nb = ({NOTEBOOK})(); nb.activeCellIndex = 0; nb.mode = 'command';"
                  f" nb.node.focus(); }}")
    page.keyboard.press("ArrowDown")
    assert page.evaluate(f"() => ({NOTEBOOK})().activeCellIndex") == 1
    page.keyboard.press("ArrowUp")
    assert page.evaluate(f"() => ({NOTEBOOK})().activeCellIndex") == 0
    page.locator(".nardy-board").first.locator('[data-point="5"]').focus()
    page.keyboard.press("ArrowDown")
    page.keyboard.press("ArrowDown")
    assert page.evaluate(f"() => ({NOTEBOOK})().activeCellIndex") == 0
    assert page.evaluate("() => document.activeElement.dataset.point") == "5"


def test_two_players_keep_one_numbering_and_the_opening_says_who_threw_what(session):
    """No bot: Black moves on a board labelled in White's numbers all game,
    and the "Last:" line and the message say his play in them."""
    page = session["page"]
    hot = page.locator(".nardy-board").nth(3)
    hot.scroll_into_view_if_needed()
    msg = hot.locator(".nardy-message")
    assert msg.text_content() == ("Opening throw: White 2, Black 5. The higher throw moves first, with those two "
                                  "numbers: Black plays 5-2.")
    labels = lambda: page.evaluate(f"() => [...{board_js(3)}.querySelectorAll('.nardy-point')]"
                                   f".map(p => [p.dataset.point, p.querySelector('.nb-label').textContent])")
    before = dict(labels())
    assert before["13"] == "12" and before["8"] == "17"          # Black's 13 and 8 carry White's labels
    shot(session, hot, "hotseat-opening")
    for point in ("13", "8", "13", "11"):                        # Black's 13/8 13/11, clicked
        hot.locator(f'[data-point="{point}"]').click()
        page.wait_for_timeout(250)
    page.wait_for_function(f"() => {board_js(3)}.dataset.toMove === '0'", timeout=10_000)
    assert kernel(session, "hot.last_play") == "Black 5-2: 12/14 12/17"
    assert "Last: Black 5-2: 12/14 12/17" in hot.text_content()
    assert msg.text_content() == "Black played 12/14 12/17. White to roll."
    after = dict(labels())
    assert sorted(after.values(), key=int) == [str(n) for n in range(1, 25)]
    assert {v for k, v in after.items()} == set(before.values())
    assert after["12"] == "12" and after["17"] == "17"           # White to move: data-point and label agree
    shot(session, hot, "hotseat-after")


def test_the_opponent_line_chooses_the_level(session):
    page = session["page"]
    board = page.locator(".nardy-board").first
    board.locator("select.nb-level").select_option("strong")
    deadline = time.time() + 10
    while time.time() < deadline and kernel(session, "black.level") != "strong":
        time.sleep(0.2)
    assert kernel(session, "black.level") == "strong"
    page.wait_for_function(f"() => {board_js(0)}.querySelector('.nardy-message').textContent.endsWith('computer: strong.')")


def test_a_bots_stages_one_at_a_time(session):
    page = session["page"]
    gul = page.locator(".nardy-board").nth(1)
    run_code(session["kc"], 'gul.play("24/13") and None')
    page.wait_for_function(f"() => {board_js(1)}.dataset.frame === '1'", timeout=10_000)
    first = gul.locator(".nardy-message").text_content()
    assert first.startswith("Black played ")
    shot(session, gul, "gul-stage1")
    page.wait_for_function(f"() => {board_js(1)}.dataset.frame === '2'", timeout=10_000)
    second = gul.locator(".nardy-message").text_content()
    assert second != first and second.startswith("Black played ")
    page.wait_for_function(f"() => !{board_js(1)}.dataset.replaying", timeout=15_000)
    final = gul.locator(".nardy-message").text_content()
    assert final == kernel(session, "gul.message")
    shot(session, gul, "gul-after")


def test_resign_needs_two_separate_clicks(session):
    page = session["page"]
    m = page.locator(".nardy-board").nth(2)
    resign = m.locator(".nb-btn-resign")
    resign.scroll_into_view_if_needed()
    resign.dblclick()
    page.wait_for_timeout(600)
    assert kernel(session, "m.match.game_over") is False
    assert "Click again" in resign.text_content()
    page.wait_for_timeout(300)
    resign.click()
    deadline = time.time() + 10
    while time.time() < deadline and not kernel(session, "m.match.game_over"):
        time.sleep(0.2)
    assert kernel(session, "m.match.game_over") is True


def test_save_button(session):
    page = session["page"]
    m = page.locator(".nardy-board").nth(2)
    m.locator(".nb-btn-save").click()
    page.wait_for_function(f"() => {board_js(2)}.querySelector('.nardy-message').textContent.startsWith('Saved to ')")
    path = kernel(session, "m.message.split()[2]")
    assert path.endswith(".mat") and (session["server"].root / path).exists()


def test_the_board_fits_a_laptop_screen(session):
    """At 1366x768 (JupyterLab with its file browser open), the whole board
    -- the message line and the buttons too -- fits the window's height."""
    page = session["page"]
    board = page.locator(".nardy-board").first
    board.scroll_into_view_if_needed()
    page.evaluate(f"() => {board_js(0)}.scrollIntoView({{block: 'start'}})")
    page.wait_for_timeout(300)
    page.screenshot(path=str(ARTIFACTS / f"learner-{session['app']}-laptop.png"))
    box = board.bounding_box()
    height = page.evaluate("() => window.innerHeight")
    assert box["height"] <= height * 0.95, (box, height)
    msg = board.locator(".nardy-message").bounding_box()
    assert msg["y"] + msg["height"] <= height, (msg, height)


def test_a_board_whose_kernel_restarted_says_so(session):
    """Last: it restarts the kernel."""
    page = session["page"]
    # As the Restart button does: through the page's own kernel connection.
    page.evaluate("() => window.jupyterapp.shell.currentWidget.sessionContext.session.kernel.restart()")
    page.wait_for_function(f"() => {board_js(0)}.classList.contains('is-gone')", timeout=30_000)
    text = page.locator(".nardy-board").first.locator(".nardy-message").text_content()
    assert text == "The kernel restarted: run this cell again for a live board."
    shot(session, page.locator(".nardy-board").first, "gone")
    assert not session["errors"], session["errors"]
