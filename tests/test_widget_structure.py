"""The board's four parts: the thin widget, the controller, the pure view
and the words; the JS reads the very traits Python sets."""

import re
from pathlib import Path

from nardy import Game, Match, variant
from nardy.play import BAR_POINT, OFF_POINT
from nardy.widgets import Board
from nardy.widgets import view
from nardy.widgets.controller import Controller

JS = Path(__file__).resolve().parents[1] / "widgets" / "static" / "board.js"


def js_traits():
    block = re.search(r"const TRAITS = \[(.*?)\];", JS.read_text(), re.S).group(1)
    return re.findall(r'"([a-z_]+)"', block)


def test_the_js_lists_exactly_the_synced_traits():
    board = Board("long")
    synced = {k for k, tr in board.traits(sync=True).items()
              if not k.startswith("_") and k not in ("layout", "tabbable", "tooltip")}
    assert js_traits() == list(view.TRAITS)
    assert set(view.TRAITS) == synced


def test_the_view_is_pure_and_sets_every_trait():
    ctl = Controller(Game("gul", seed=3))
    ctl.settle()
    before = (ctl.game.position, ctl.message, ctl.seq, ctl.selected)
    a, b = view.traits(ctl), view.traits(ctl)
    assert a == b and set(a) == set(view.TRAITS)
    assert (ctl.game.position, ctl.message, ctl.seq, ctl.selected) == before


def test_js_has_no_english_hint_of_its_own():
    js = JS.read_text()
    for words in ("press Roll", "gold ring", "is thinking", "press Take or Pass", "press Done"):
        assert words not in js


def test_prompt_says_what_to_do_next():
    b = Board("long")
    assert b.prompt == "White to roll: press Roll."
    b.roll(6, 5)
    assert b.prompt == "White to move: click a checker with a gold ring to see where it can go."
    b.click(24)
    assert b.prompt.startswith("Click a green point to move there")
    manual = Board("long", auto_commit=False, dice=(6, 5))
    manual.play("24/13")
    manual.roll(3, 1)
    manual.click(24), manual.click(21), manual.click(21), manual.click(20)
    assert manual.prompt == "The play is complete: press Done, or Undo to change it."
    assert Board("long", interactive=False).prompt == ""
    m = Board(match=3, seed=1)
    m.roll()
    while m.status != "roll":
        m.play(m.game.legal_plays()[0] if m.game.legal_plays() else "")
    m.double()
    assert m.prompt.endswith(": press Take or Pass.")


def test_may_roll_is_decided_in_python():
    b = Board("long", bot="random", bot_side=1, seed=2)
    assert b.may_roll                                    # the opening throw, for both sides
    b.roll()
    assert b.may_roll == (b.status == "roll" and b.game.to_move == 0)
    assert not Board("long", interactive=False).may_roll
    played = Board("long", dice=(6, 5))
    assert not played.may_roll and played.status == "move"


def test_cube_dead_in_a_one_point_match_and_the_crawford_game():
    assert Board(match=1).cube_dead
    assert not Board(match=5).cube_dead and not Board(match=0).cube_dead
    assert not Board("backgammon").cube_dead
    crawford = Board(match=Match.from_match_id(Match(5, score=(4, 2)).match_id()))
    assert crawford.crawford == "crawford" and crawford.cube_dead


def test_destinations_live_in_the_game():
    g = Game("long")
    g.roll((6, 5))
    far = g.destinations(24)
    assert sorted(far) == [13, 18, 19]
    assert [s.die for s in far[13]] == [6, 5]             # the larger die first
    g2 = Game("backgammon")
    g2.roll((6, 5))
    assert 13 in g2.destinations(24) or 18 in g2.destinations(24)
    assert OFF_POINT not in g2.destinations(24) and BAR_POINT not in g2.destinations(24)


def test_a_resignation_concedes_what_the_match_says():
    m = Match(5)
    assert m.concession(0) == "backgammon"               # checkers in the opponent's home
    b = Board(match=5, seed=1)
    b.roll()
    p = b.match.turn_player
    kind = b.match.concession(p)
    out = b.resign()
    assert out.kind == kind and b.message.startswith(f"{b.match.names[p]} resigns a {kind}.")


def test_controller_returns_what_happened():
    ctl = Controller(Game("long"))
    ctl.roll((6, 5))
    played = ctl.play("24/13")
    assert played.name == "White" and str(played) == "24/13"
    assert ctl.message == ("White played 24/13. Black to roll.", "info")
    from nardy.widgets.controller import Happened
    h = ctl.advance(Happened("said"))
    assert h.lines == ["said"] and ctl.message[0] == "said Black to roll."


def test_sentences_come_from_the_words_module():
    src = (JS.parent.parent / "controller.py").read_text() + (JS.parent.parent / "view.py").read_text()
    # The controller and the view build no English sentence of their own.
    assert not re.search(r'f"[A-Z][a-z]+ [a-z]+ ', src)


# -- issue: None is lost (a Pyodide kernel sends it as undefined) --------------
def _nones(value, where="trait"):
    if value is None:
        yield where
    elif isinstance(value, dict):
        for k, v in value.items():
            yield from _nones(v, f"{where}[{k!r}]")
    elif isinstance(value, (list, tuple)):
        for i, v in enumerate(value):
            yield from _nones(v, f"{where}[{i}]")


def assert_no_none(board):
    bad = [w for name in view.TRAITS for w in _nones(getattr(board, name), name)]
    assert not bad, (repr(board), bad)


def test_no_trait_is_ever_none_in_a_game():
    """Every state a learner reaches by clicks, in every variant: selected,
    deselected, moved, passed, game over."""
    import random
    from nardy.rules import variants
    for name in variants():
        rnd = random.Random(name)
        board = Board(name, seed=7)
        assert_no_none(board)
        for _ in range(400):
            if board.status == "over":
                break
            if board.status == "roll":
                board.roll()
            elif board.sources:
                board.click(rnd.choice(board.sources))
                assert_no_none(board)
                if board.targets:
                    board.click(board.selected)                  # deselect
                    assert board.selected in ("", "bar")            # the bar is selected by itself
                    assert_no_none(board)
                    board.click(rnd.choice(board.sources))
                    if board.targets:
                        board.click(rnd.choice(board.targets))
            else:
                board.commit()
            assert_no_none(board)
        assert_no_none(board)


def test_no_trait_is_ever_none_with_bots_matches_and_diagrams():
    from nardy import Stage
    from nardy.widgets import Diagram
    b = Board("long", bot="random", bot_side=1, seed=3)
    assert b.bot_side == 1
    assert Board("long").bot_side == -1
    for _ in range(200):
        if b.status == "over":
            break
        b.roll() if b.status == "roll" else b.play(b.game.legal_plays()[0] if b.game.legal_plays() else "")
        assert_no_none(b)
    m = Board(match=3, seed=5, bot="random", bot_side=1)
    assert_no_none(m)
    m.roll()
    for _ in range(400):
        if m.match_over:
            break
        if m.status == "over":
            m.new_game()
        elif m.status == "doubled":
            m.take()
        elif m.status == "roll":
            m.double() if m.can_double and m.game.turns and len(m.game.turns) % 5 == 0 else m.roll()
        else:
            m.play(m.game.legal_plays()[0] if m.game.legal_plays() else "")
        assert_no_none(m)
    assert m.match_over
    assert_no_none(Diagram(variant("backgammon").start(), "backgammon", dice=(6, 5), arrows="24/18"))
    assert_no_none(Board("gul", stage=Stage("double", 0, (4, 4), origin=(3, 3))))


def test_the_board_takes_its_keys_before_the_notebook():
    """Notebook 7 matches its shortcuts on the document in the capture
    phase: the board listens on the window, capturing (first in both front
    ends), only for its own elements, keeps lumino's suppress attribute, and
    lets go of the listener when its view is removed.  (The browser tests
    press the keys in JupyterLab 4 and Notebook 7.)"""
    js = JS.read_text()
    assert 'window.addEventListener("keydown", onKeyFirst, true)' in js
    assert 'window.removeEventListener("keydown", onKeyFirst, true)' in js
    assert 'root.addEventListener("keydown"' not in js          # (a bubbling listener comes too late in Notebook 7)
    first = js[js.index("function onKeyFirst(ev)"):]
    first = first[:first.index("\n  }\n")]
    assert "root.contains(ev.target)" in first                   # keys off the board stay the notebook's
    assert "ev.shiftKey || ev.ctrlKey || ev.altKey || ev.metaKey" in first
    assert '"data-lm-suppress-shortcuts": "true"' in js
    keys = re.search(r"const BOARD_KEYS = new Set\(\[(.*?)\]\)", js).group(1)
    assert re.findall(r'"([^"]+)"', keys) == ["Enter", " ", "Escape", "ArrowLeft", "ArrowRight", "ArrowUp",
                                               "ArrowDown"]
