"""A board's still picture: beside the live widget, every board's output
carries a small picture of the position it showed and one line saying to
run the cell again (``text/html``), for a page reloaded before its notebook
was saved, a lesson not yet run, nbviewer.  The browser tests reload the
page in JupyterLab 4 and Notebook 7."""

import base64
import html as markup_
import re

from nardy import variant
from nardy.widgets import Board, Diagram, still, view, words

WIDGET = "application/vnd.jupyter.widget-view+json"


def bundle(board):
    data, _meta = board._repr_mimebundle_()
    return data


def picture(board) -> str:
    markup = bundle(board)["text/html"]
    return base64.b64decode(re.search(r'src="data:image/svg\+xml;base64,([^"]+)"', markup).group(1)).decode()


def labels(svg: str) -> list:
    """The point labels, in the order drawn: physical points White's 1..24."""
    group = re.search(r'<g fill="[^"]+" font-size="7">(.*?)</g>', svg).group(1)
    return [(float(x), float(y), int(t)) for x, y, t in re.findall(r'<text x="([\d.]+)" y="([\d.]+)">(\d+)</text>', group)]


def test_the_output_has_the_live_board_the_picture_and_the_line():
    b = Board("long", seed=5)
    b.roll(6, 5)
    data = bundle(b)
    assert set(data) == {"text/plain", WIDGET, "text/html"}
    assert data["text/plain"] == repr(b)
    html = markup_.unescape(data["text/html"])
    assert html.startswith('<div class="nardy-still"><img alt="Long nardy board, White to move, dice 6-5; '
                           "numbered from White's side\"")
    assert html.endswith(f"<em>{words.STILL_PICTURE}</em></div></div>")
    assert words.STILL_PICTURE == "A still picture of the board: run this cell again for a live board."
    assert len(html) < 6000                                     # lessons store one per board: kept small
    assert bundle(b)["text/html"] == data["text/html"]          # deterministic, for nbval


def test_the_picture_is_the_position_as_the_board_shows_it():
    b = Board("long", seed=5, bot="random", play_as="black")
    b.roll()                                                    # the computer (White) has moved; Black's side
    svg = picture(b)
    drawn = labels(svg)
    assert sorted(t for *_, t in drawn) == list(range(1, 25))
    bottom_right = max((p for p in drawn if p[1] > 100), key=lambda p: p[0])
    assert bottom_right[2] == 1                                 # the learner's 1-point bottom right, as live
    assert [t for *_, t in drawn] == b.numbering                # labelled in the board's one numbering
    white = sum(min(-v, 5) for v in b.points if v < 0) + min(b.bar[0], 4)
    black = sum(min(v, 5) for v in b.points if v > 0) + min(b.bar[1], 4)
    assert svg.count('<use href="#w"') == white and svg.count('<use href="#b"') == black
    stacks = sorted(int(n) for n in re.findall(r'font-weight="700">(\d+)</text>', svg))
    assert stacks == sorted(abs(v) for v in b.points if abs(v) > 5)


def test_the_picture_says_no_number_the_board_would_not():
    """No pip counts, no play, no message: only the point labels, the size
    of tall stacks and the cube (a picture never tells an answer)."""
    b = Board(match=3, seed=5)
    b.roll(6, 1)
    b.play("13/7 8/7")
    b.double()
    b.take()
    svg = picture(b)
    texts = re.findall(r"<text[^>]*>([^<]*)</text>", svg)
    assert all(t.isdigit() for t in texts)
    assert [int(t) for t in texts if int(t) > 24] == []
    assert "2" in texts                                          # the cube, taken at 2
    for pips in b.pips:
        assert str(pips) not in texts
    assert "13/7" not in bundle(b)["text/html"]


def test_mirrored_and_diagrams_have_pictures_too():
    m = Board("long", mirrored=True)
    bottom_right = max((p for p in labels(picture(m)) if p[1] > 100), key=lambda p: p[0])
    assert bottom_right[2] == 12                                 # home on the left: 1 bottom left
    d = Diagram(variant("backgammon").start(), "backgammon", to_move=1, dice=(3, 1))
    assert ("Backgammon board, Black to move, dice 3-1; numbered from Black's side"
            in markup_.unescape(bundle(d)["text/html"]))


def test_the_picture_reads_the_traits_and_changes_nothing():
    b = Board("gul", seed=2)
    b.roll(3, 3)
    before = {n: getattr(b, n) for n in view.TRAITS}
    svg = still.svg(before)
    assert svg.startswith('<svg xmlns="http://www.w3.org/2000/svg"') and svg.endswith("</svg>")
    assert {n: getattr(b, n) for n in view.TRAITS} == before
