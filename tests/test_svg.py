"""The SVG renderer: structure, counts, options, determinism, numbering."""

import doctest
import xml.etree.ElementTree as ET

import pytest

import nardy.svg
from nardy.play import Play, Step
from nardy.position import Position
from nardy.svg import DEFAULT_COLORS, absolute_point, board_svg, mover_point, pip_counts

NS = "{http://www.w3.org/2000/svg}"


def counts(d, bar=(0, 0), off=(0, 0)):
    pts = [0] * 24
    for p, n in d.items():
        pts[p - 1] = n
    return Position.from_counts(pts, bar=bar, off=off)


BG_START = counts({24: 2, 13: 5, 8: 3, 6: 5, 1: -2, 12: -5, 17: -3, 19: -5})
LONG_START = counts({24: 15, 12: -15})


def parse(svg):
    return ET.fromstring(svg)


def classed(root, *names):
    """Elements whose class attribute holds all ``names``."""
    return [e for e in root.iter() if set(names) <= set(e.get("class", "").split())]


def data_points(root):
    return [e.get("data-point") for e in root.iter() if e.get("data-point") is not None]


class TestStructure:
    def test_root(self):
        root = parse(board_svg(BG_START))
        assert root.tag == NS + "svg"
        assert root.get("viewBox").startswith("0 0 ")
        assert root.get("width") == "600"
        vw, vh = map(float, root.get("viewBox").split()[2:])
        assert float(root.get("height")) == pytest.approx(600 * vh / vw, abs=0.01)
        assert board_svg(BG_START).startswith('<svg xmlns="http://www.w3.org/2000/svg"')

    def test_size_none(self):
        root = parse(board_svg(BG_START, size=None))
        assert root.get("width") is None and root.get("height") is None

    @pytest.mark.parametrize("game,pos", [("backgammon", BG_START), ("long", LONG_START)])
    def test_data_points(self, game, pos):
        dp = data_points(parse(board_svg(pos, game=game)))
        assert sorted(dp, key=str) == sorted([str(p) for p in range(1, 25)] + ["bar", "off"], key=str)

    def test_points_geometry(self):
        """1..12 along the bottom right to left, 13..24 along the top left to right."""
        root = parse(board_svg(BG_START))
        centre = {}
        for g in root.iter(NS + "g"):
            p = g.get("data-point")
            if p and p.isdigit():
                tri = g.find(NS + "polygon")
                xs = [float(v.split(",")[0]) for v in tri.get("points").split()]
                ys = [float(v.split(",")[1]) for v in tri.get("points").split()]
                centre[int(p)] = (sum(xs) / 3, min(ys))
        assert all(centre[p][0] > centre[p + 1][0] for p in range(1, 12))
        assert all(centre[p][0] < centre[p + 1][0] for p in range(13, 24))
        assert all(centre[p][1] > centre[13][1] for p in range(1, 13))
        flipped = parse(board_svg(BG_START, flipped=True))
        fx = {}
        for g in flipped.iter(NS + "g"):
            p = g.get("data-point")
            if p and p.isdigit():
                xs = [float(v.split(",")[0]) for v in g.find(NS + "polygon").get("points").split()]
                fx[int(p)] = sum(xs) / 3
        # Mirrored: the home is now bottom left, 13..24 run right to left.
        assert all(fx[p] < fx[p + 1] for p in range(1, 12))
        assert all(fx[p] > fx[p + 1] for p in range(13, 24))

    def test_title(self):
        root = parse(board_svg(BG_START))
        assert root[0].tag == NS + "title"
        assert root[0].text == "Backgammon position, white to move, 167 pips to 167"
        root = parse(board_svg(LONG_START, game="long", mover_is_white=False))
        assert root[0].text == "Long nardy position, black to move, 360 pips to 360"
        assert parse(board_svg(BG_START, title="Opening"))[0].text == "Opening"


class TestCheckers:
    def drawn(self, root, side):
        return len(classed(root, "checker", side))

    def test_start_counts(self):
        root = parse(board_svg(BG_START))
        assert self.drawn(root, "mover") == 15
        assert self.drawn(root, "opponent") == 15
        assert len(classed(root, "checker", "mover", "white")) == 15
        assert len(classed(root, "checker", "opponent", "black")) == 15

    def test_per_point(self):
        root = parse(board_svg(BG_START))
        for g in root.iter(NS + "g"):
            p = g.get("data-point")
            if p and p.isdigit():
                v = BG_START.at(int(p))
                side = "mover" if v > 0 else "opponent"
                assert len(classed(g, "checker", side)) == abs(v)

    def test_tall_stack_shows_count(self):
        root = parse(board_svg(LONG_START, game="long"))
        assert self.drawn(root, "mover") == 5
        assert self.drawn(root, "opponent") == 5
        numbers = sorted(e.text for e in classed(root, "count"))
        assert numbers == ["15", "15"]

    def test_colours_swap(self):
        root = parse(board_svg(BG_START, mover_is_white=False))
        assert len(classed(root, "checker", "mover", "black")) == 15
        assert len(classed(root, "checker", "opponent", "white")) == 15

    def test_sides_differ_by_shape(self):
        """White checkers carry an inner ring (an unfilled circle); black ones do not."""
        root = parse(board_svg(BG_START))
        for c in classed(root, "checker", "white"):
            assert any(e.get("fill") == "none" for e in c.iter(NS + "circle"))
        for c in classed(root, "checker", "black"):
            assert not any(e.get("fill") == "none" for e in c.iter(NS + "circle"))

    def test_bar_and_off(self):
        pos = counts({6: 5, 5: 3, 19: -4, 20: -4}, bar=(2, 1), off=(5, 6))
        root = parse(board_svg(pos))
        bar = [g for g in root.iter(NS + "g") if g.get("data-point") == "bar"][0]
        assert len(classed(bar, "checker", "mover")) == 2
        assert len(classed(bar, "checker", "opponent")) == 1
        off = [g for g in root.iter(NS + "g") if g.get("data-point") == "off"][0]
        assert len(classed(off, "borne-off", "mover")) == 5
        assert len(classed(root, "borne-off", "opponent")) == 6
        assert self.drawn(root, "mover") == 10
        assert self.drawn(root, "opponent") == 9


class TestOptions:
    def test_highlight(self):
        root = parse(board_svg(BG_START))
        assert classed(root, "highlight") == []
        root = parse(board_svg(BG_START, highlight=[6, 8, "bar", "off"]))
        lit = classed(root, "highlight")
        assert len(lit) == 4
        holders = {g.get("data-point") for g in root.iter(NS + "g")
                   if any(e in lit for e in g)}
        assert holders == {"6", "8", "bar", "off"}

    def test_highlight_numbers_for_bar_and_off(self):
        a = board_svg(BG_START, highlight=[25, 0])
        assert a == board_svg(BG_START, highlight=["bar", "off"])

    def test_arrows(self):
        root = parse(board_svg(BG_START, arrows=[(24, 18), (13, 11), (6, 0), ("bar", 22)]))
        arrows = classed(root, "arrow")
        assert len(arrows) == 4
        assert [(a.get("data-from"), a.get("data-to")) for a in arrows] == [
            ("24", "18"), ("13", "11"), ("6", "off"), ("bar", "22")]

    def test_play(self):
        after = counts({24: 1, 18: 1, 13: 4, 11: 1, 8: 3, 6: 5, 1: -2, 12: -5, 17: -3, 19: -5})
        play = Play(BG_START, [Step(24, 18, 6), Step(13, 11, 2)], after)
        root = parse(board_svg(BG_START, play=play))
        assert len(classed(root, "arrow")) == 2
        assert board_svg(BG_START, play=play) == board_svg(BG_START, arrows=[(24, 18), (13, 11)])

    def test_chained_steps_meet(self):
        """A checker moved twice: the second arrow starts where the first ends."""
        root = parse(board_svg(BG_START, arrows=[(24, 18), (18, 13)]))
        first, second = classed(root, "arrow")
        head = first.find(NS + "polygon").get("points").split()[0]
        tail = second.find(NS + "circle")
        hx, hy = map(float, head.split(","))
        assert hy == pytest.approx(float(tail.get("cy")), abs=8)
        assert hx == pytest.approx(float(tail.get("cx")), abs=8)

    @pytest.mark.parametrize("dice,pips", [((6, 5), 11), ((1, 1, 1, 1), 4), ((3, 4), 7), ((2,), 2)])
    def test_dice(self, dice, pips):
        root = parse(board_svg(BG_START, dice=dice))
        assert len(classed(root, "die")) == len(dice)
        assert len(classed(root, "pip")) == pips
        assert [d.get("data-value") for d in classed(root, "die")] == [str(d) for d in dice]

    def test_no_dice(self):
        assert classed(parse(board_svg(BG_START)), "die") == []

    @pytest.mark.parametrize("bad", [(0, 3), (7,), (1, 2, 3, 4, 5), ("6", 5), (True, 2)])
    def test_bad_dice(self, bad):
        with pytest.raises(ValueError):
            board_svg(BG_START, dice=bad)

    def test_cube(self):
        assert classed(parse(board_svg(BG_START)), "cube") == []
        for owner, value, shown in ((None, 1, "64"), (None, 2, "2"), ("mover", 4, "4"),
                                    ("opponent", 8, "8")):
            root = parse(board_svg(BG_START, cube=value, cube_owner=owner))
            (cube,) = classed(root, "cube")
            assert owner or "centre" in cube.get("class").split()
            assert classed(cube, "cube-value")[0].text == shown

    def test_cube_position(self):
        def y(owner):
            root = parse(board_svg(BG_START, cube=2, cube_owner=owner))
            return float(classed(root, "cube-value")[0].get("y"))
        assert y("opponent") < y(None) < y("mover")

    def test_pips(self):
        texts = lambda root: [e.text for e in classed(root, "pip-count")]  # noqa: E731
        assert texts(parse(board_svg(BG_START))) == ["167", "167"]
        assert texts(parse(board_svg(BG_START, pips=(100, 90)))) == ["90", "100"]  # opponent first
        assert texts(parse(board_svg(BG_START, show_pips=False))) == []

    def test_pip_counts(self):
        assert pip_counts(BG_START) == (167, 167)
        assert pip_counts(LONG_START, "long") == (360, 360)
        # Opponent on the mover's 18 is 6 from home; on the mover's 1 it is 13.
        pos = counts({3: 2, 18: -1, 1: -1})
        assert pip_counts(pos, "long") == (6, 6 + 13)

    def test_bad_options(self):
        for kw in ({"game": "chess"}, {"labels": "gnubg"}, {"cube_owner": "me"},
                   {"cube": 0}, {"colors": {"nope": "#000"}}, {"highlight": [26]},
                   {"arrows": [(24, "x")]}):
            with pytest.raises(ValueError):
                board_svg(BG_START, **kw)

    def test_colours(self):
        svg = board_svg(BG_START, colors={"field": "#123456", "highlight": "#ff000080"},
                        highlight=[6])
        assert 'fill="#123456"' in svg
        assert DEFAULT_COLORS["field"] not in svg
        (lit,) = classed(parse(svg), "highlight")
        assert lit.get("fill") == "#ff0000" and lit.get("fill-opacity") == "0.5"

    def test_deterministic(self):
        kw = dict(game="backgammon", dice=(6, 6, 6, 6), cube=2, cube_owner="mover",
                  highlight=[6, "off"], arrows=[(8, 2), (6, 0)], flipped=True)
        assert board_svg(BG_START, **kw) == board_svg(BG_START, **kw)
        assert board_svg(BG_START, **kw) != board_svg(BG_START)
        assert "id=" not in board_svg(BG_START, **kw)

    def test_repr_svg(self):
        assert BG_START._repr_svg_() == board_svg(BG_START)


class TestNumbering:
    def test_black(self):
        assert [absolute_point(p, False) for p in (24, 19, 13, 12, 6, 1)] == [1, 6, 12, 13, 19, 24]

    def test_white(self):
        # White travels 13, 14, .., 24, 1, .., 12: its 24 (head) is 13, its home 1..6 is 12..7.
        assert [absolute_point(p, True) for p in range(24, 0, -1)] == list(range(13, 25)) + list(range(1, 13))
        assert absolute_point(24, True) == 13
        assert {absolute_point(p, True) for p in range(1, 7)} == set(range(7, 13))
        assert absolute_point(6, True) == 7 and absolute_point(1, True) == 12

    def test_heads_and_homes(self):
        # Seed 003: black head 1, white head 13, black home 19-24, white home 7-12.
        for white in (True, False):
            me_head, you_head = absolute_point(24, white), absolute_point(12, white)
            assert {me_head, you_head} == {1, 13}
            assert me_head == (13 if white else 1)
            assert {absolute_point(p, white) for p in range(1, 7)} == (
                set(range(7, 13)) if white else set(range(19, 25)))
            # The opponent's home (the mover's 13..18) is the other colour's.
            assert {absolute_point(p, white) for p in range(13, 19)} == (
                set(range(19, 25)) if white else set(range(7, 13)))

    def test_inverse(self):
        for white in (True, False):
            assert [mover_point(absolute_point(p, white), white) for p in range(1, 25)] == list(range(1, 25))
        with pytest.raises(ValueError):
            absolute_point(0, True)
        with pytest.raises(ValueError):
            mover_point(25, False)

    def labels(self, **kw):
        root = parse(board_svg(LONG_START, game="long", **kw))
        return {int(e.get("data-label")): e.text for e in classed(root, "label")}

    def test_labels_mover(self):
        assert self.labels() == {p: str(p) for p in range(1, 25)}

    def test_labels_absolute(self):
        assert self.labels(labels="absolute") == {p: str(absolute_point(p, True)) for p in range(1, 25)}
        black = self.labels(labels="absolute", mover_is_white=False)
        assert black[24] == "1" and black[12] == "13" and black[1] == "24"

    def test_labels_absolute_backgammon(self):
        """Backgammon has one fixed numbering: white's."""
        root = parse(board_svg(BG_START, labels="absolute", mover_is_white=False))
        got = {int(e.get("data-label")): e.text for e in classed(root, "label")}
        assert got == {p: str(25 - p) for p in range(1, 25)}

    def test_labels_hidden(self):
        assert self.labels(labels=None) == {}


def test_doctests():
    failures, tried = doctest.testmod(nardy.svg)
    assert tried and not failures
