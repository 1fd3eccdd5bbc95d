"""Boards as SVG: a pure renderer, standard library only.

>>> from nardy.position import Position
>>> from nardy.svg import board_svg
>>> pts = [0] * 24
>>> pts[23], pts[11] = 15, -15          # long nardy: both heads
>>> svg = board_svg(Position.from_counts(pts), game="long", dice=(6, 5))
>>> svg.startswith('<svg xmlns="http://www.w3.org/2000/svg"')
True

Like python-chess's ``chess/svg.py``: one function, keyword-only options,
an overridable colour dict (:data:`DEFAULT_COLORS`), deterministic output
(same input, byte-identical string; no random ids, no ``<defs>``, so many
boards can share one HTML page).  Nothing here imports Jupyter or the rules.

Layout, seen from the side to move (docs/rules.md#numbering): the mover's
points 1..12 run right to left along the bottom (its home 1..6 bottom
right), 13..24 left to right along the top.  The bar splits the halves; the
trays for borne-off checkers are on the right (the mover's at the bottom,
the opponent's at the top), the doubling cube on the left rail.
``flipped=True`` mirrors the picture left to right.

Every point is a ``<g data-point="N">`` (mover-relative ``N``) holding its
triangle, its highlight and its checkers; the bar is ``data-point="bar"``
and the mover's tray ``data-point="off"``, so a front end can map a click
to a point with ``element.closest("[data-point]")``.  Checkers carry
``class="checker mover white"`` (or ``opponent``/``black``); white checkers
have an inner ring and black ones a plain face, so the two sides differ in
more than colour.
"""

from __future__ import annotations

import math
import re
import xml.etree.ElementTree as ET
from typing import Iterable, Optional

from ._checks import decimal, is_int, short, take
from .errors import InvalidDiceError, InvalidMoveError, InvalidOptionError, InvalidPositionError

__all__ = ["board_svg", "absolute_point", "mover_point", "pip_counts",
           "DEFAULT_COLORS", "GAMES"]

SVG_NS = "http://www.w3.org/2000/svg"

GAMES = ("backgammon", "long")
"""Board geometries :func:`board_svg` knows (every long-nardy variant uses
``"long"``)."""

DEFAULT_COLORS = {
    "frame": "#5a3519",          # walnut frame and rails
    "frame edge": "#3a2110",     # outline of the frame
    "bar": "#4e2d14",            # the bar between the halves
    "field": "#ead2a4",          # maple playing field
    "field edge": "#b08a5a",     # thin line round each half
    "tray": "#3d2310",           # borne-off trays
    "point dark": "#8c3b22",     # odd points (rust)
    "point light": "#c9955a",    # even points (honey)
    "label": "#f2dfbd",          # point numbers on the frame
    "pips": "#f7ead2",           # pip-count text on the rail
    "white": "#f7f0e1",          # white checkers and dice
    "white edge": "#8f7b62",
    "white mark": "#c9b899",     # white checkers' inner ring
    "white text": "#3b2616",     # numbers on white checkers, white dice pips
    "black": "#2a1f1b",          # black checkers and dice
    "black edge": "#0c0806",
    "black mark": "#4a3a33",
    "black text": "#f3e6cf",
    "highlight": "#ffd23fb3",    # #rrggbbaa: alpha becomes an opacity
    "arrow": "#1c6fd1cc",
    "cube": "#fbf6ea",
    "cube edge": "#6b5a45",
    "cube text": "#2b1a0e",
}
"""Colours by role; override any of them with ``colors={...}``.  Values are
``#rrggbb`` or ``#rrggbbaa`` (the alpha is written as an opacity, like
python-chess does)."""

# -- geometry, in viewBox units ------------------------------------------
_R = 28                       # checker radius
_W = 60                       # point width
_PT = 5 * 2 * _R              # point length: five checkers
_GAP = 92                     # between the rows of points (dice go here)
_FRAME = 36                   # top and bottom frame (point numbers)
_RAIL = 76                    # left rail (the cube)
_BAR = 72                     # the bar
_EDGE = 14                    # frame between the field and the tray
_TRAY = 70                    # tray width
_RIGHT = 14                   # frame right of the tray
_HALF = 6 * _W
_WIDTH = _RAIL + _HALF + _BAR + _HALF + _EDGE + _TRAY + _RIGHT
_FIELD_H = 2 * _PT + _GAP
_HEIGHT = _FRAME + _FIELD_H + _FRAME
_TOP = _FRAME                 # y of the field's top edge
_BOTTOM = _FRAME + _FIELD_H   # y of the field's bottom edge
_MID = _FRAME + _FIELD_H / 2
_SLICE = 15                   # a borne-off checker seen edge on
_SLICE_STEP = 17
_FONT = ("system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', "
         "Arial, sans-serif")

BAR = 25
"""Arrow end for the bar (as in :mod:`nardy.play`)."""
OFF = 0
"""Arrow end for borne off."""


def absolute_point(mover_point: int, mover_is_white: bool) -> int:
    """The long-nardy absolute number (seed 003) of a mover's point.

    Black's head is absolute 1 and it travels 1 -> 24 (home 19..24); white's
    head is absolute 13 and it travels 13 -> 24, 1 -> 12 (home 7..12).  So
    for black the mover's ``p`` is ``25 - p``; for white the mover's 24 is
    13, its 13 is 24, its 12 is 1 and its 1 is 12.

    >>> absolute_point(24, True), absolute_point(1, True), absolute_point(24, False)
    (13, 12, 1)
    """
    if isinstance(mover_point, bool) or not isinstance(mover_point, int) or not 1 <= mover_point <= 24:
        raise InvalidMoveError(f"no point {short(mover_point)}: points are numbered 1..24")
    if mover_is_white:
        return (36 - mover_point) % 24 + 1
    return 25 - mover_point


def mover_point(absolute: int, mover_is_white: bool) -> int:
    """Inverse of :func:`absolute_point`."""
    if isinstance(absolute, bool) or not isinstance(absolute, int) or not 1 <= absolute <= 24:
        raise InvalidMoveError(f"no point {short(absolute)}: points are numbered 1..24")
    if mover_is_white:
        return (36 - absolute) % 24 + 1
    return 25 - absolute


def pip_counts(position, game: str = "backgammon") -> tuple:
    """Pip counts ``(mover, opponent)`` in the geometry of ``game``.

    The rules' own :meth:`~nardy.rules.base.Rules.pips` (long nardy's for
    ``"long"``, backgammon's otherwise): each game's geometry in one place.
    """
    _check_position(position)
    from .rules import variant
    return tuple(variant("long" if _geometry(game) == "long" else "backgammon").pips(position))


def board_svg(position, *, game: str = "backgammon", size: Optional[int] = 600,
              flipped: bool = False, highlight: Iterable = (), arrows: Iterable = (),
              play=None, dice: Optional[Iterable[int]] = None, cube: Optional[int] = None,
              cube_owner: Optional[str] = None, pips: Optional[tuple] = None,
              show_pips: bool = True, labels: Optional[str] = "mover",
              mover_is_white: bool = True, colors: Optional[dict] = None,
              title: Optional[str] = None) -> str:
    """Render ``position`` (a :class:`nardy.position.Position`) as SVG text.

    :param game: ``"backgammon"`` or ``"long"`` (long nardy and its
        variants): the opponent's direction, the pip counts and whether
        there is a bar to hold checkers.
    :param size: width in pixels (the height follows); ``None`` leaves
        ``width``/``height`` out so the picture fills its container.
    :param flipped: mirror left to right (the mover's home bottom left).
    :param highlight: mover's point numbers to highlight; ``"bar"`` (or 25)
        and ``"off"`` (or 0) highlight the bar and the mover's tray.
    :param arrows: ``(from, to)`` pairs of mover's points; 25 or ``"bar"``
        is the bar, 0 or ``"off"`` borne off.
    :param play: a :class:`nardy.play.Play` (anything with ``.steps`` of
        ``.frm``/``.to``): one arrow a step, drawn in order.
    :param dice: the dice to show, e.g. ``(6, 5)``, each 1..6.
    :param cube: the doubling cube's value; ``cube_owner`` is ``None``
        (centred; a centred cube of 1 shows 64), ``"mover"`` or
        ``"opponent"``.
    :param pips: ``(mover, opponent)`` pip counts to print; computed from
        the position when ``None``.  ``show_pips=False`` prints none.
    :param labels: ``"mover"`` numbers from the mover's side,
        ``"absolute"`` the long-nardy board numbering of seed 003 (for
        backgammon: white's numbering), ``None`` no numbers.
    :param mover_is_white: the mover plays the light checkers.
    :param colors: overrides for :data:`DEFAULT_COLORS`.
    :param title: the accessible ``<title>``; a summary by default.
    """
    geo = _geometry(game)
    _check_position(position)
    if labels not in ("mover", "absolute", None):
        raise InvalidOptionError(f"labels must be 'mover', 'absolute' or None, got {short(labels)}")
    if cube_owner not in (None, "mover", "opponent"):
        raise InvalidOptionError(f"cube_owner must be None, 'mover' or 'opponent', got {short(cube_owner)}")
    if cube is not None and (not is_int(cube) or not 1 <= cube <= 2 ** 30):
        raise InvalidOptionError(f"the cube's value is a whole number from 1 up, got {short(cube)}")
    if size is not None and not (isinstance(size, (int, float)) and not isinstance(size, bool)
                                 and 0 < size < 1e6):
        raise InvalidOptionError(f"size is a width in pixels or None, got {short(size)}")
    dice_t = _check_dice(dice)
    if colors is not None and (not isinstance(colors, dict)
                               or not all(isinstance(c, str) and _COLOUR.fullmatch(c) for c in colors.values())):
        raise InvalidOptionError(f"colors maps colour keys to '#rrggbb' or '#rrggbbaa', got {short(colors)}")
    unknown = set(colors or ()) - set(DEFAULT_COLORS)
    if unknown:
        raise InvalidOptionError(f"unknown colour keys {sorted(map(str, unknown))!r}; known: {sorted(DEFAULT_COLORS)!r}")
    col = dict(DEFAULT_COLORS, **(colors or {}))
    lit = {_stop(h) for h in _items(highlight, "highlight")}
    if pips is not None:
        pip_pair = tuple(_items(pips, "pips"))
        if len(pip_pair) != 2 or not all(is_int(v) and 0 <= v < 10 ** 6 for v in pip_pair):
            raise InvalidOptionError(f"pips are two whole numbers (mover, opponent), got {short(pips)}")
    else:
        pip_pair = pip_counts(position, geo)
    if title is not None and not isinstance(title, str):
        raise InvalidOptionError(f"the title is text, got {short(title)}")
    if play is not None and not all(hasattr(s, "frm") and hasattr(s, "to") for s in getattr(play, "steps", [None])):
        raise InvalidMoveError(f"play is a Play (steps with .frm and .to), got {short(play)}")

    me, you = ("white", "black") if mover_is_white else ("black", "white")
    r = _Renderer(col, flipped)

    attrs = {"xmlns": SVG_NS, "viewBox": f"0 0 {_WIDTH} {_HEIGHT}"}
    if size is not None:
        attrs["width"] = _n(size)
        attrs["height"] = _n(size * _HEIGHT / _WIDTH)
    attrs["role"] = "img"
    svg = ET.Element("svg", attrs)
    if title is None:
        name = "Backgammon" if geo == "backgammon" else "Long nardy"
        title = f"{name} position, {me} to move" + (
            f", {pip_pair[0]} pips to {pip_pair[1]}" if show_pips else "")
    ET.SubElement(svg, "title").text = title

    board = ET.SubElement(svg, "g", {"class": "board", "font-family": _FONT})
    # Frame, field, rails.
    board.append(_rect(0, 0, _WIDTH, _HEIGHT, col["frame"], rx=16,
                       stroke=col["frame edge"], stroke_width=4, cls="frame"))
    for left in (_RAIL, _RAIL + _HALF + _BAR):
        board.append(r.rect(left, _TOP, _HALF, _FIELD_H, col["field"], cls="field",
                            stroke=col["field edge"], stroke_width=2))

    points = ET.SubElement(board, "g", {"class": "points"})
    for p in range(1, 25):
        points.append(_point(r, p, position.points[p - 1], p in lit, me, you, col))

    # The bar (long nardy has none to hold checkers, but the board still
    # has its hinge between the halves).
    bar = ET.SubElement(board, "g", {"class": "bar", "data-point": "bar"})
    bar.append(r.rect(_RAIL + _HALF, 0, _BAR, _HEIGHT, col["bar"], cls="bar-wood"))
    bar.append(r.line(_RAIL + _HALF + _BAR / 2, _TOP, _RAIL + _HALF + _BAR / 2, _BOTTOM,
                      col["frame edge"], 2, opacity=0.5))
    if "bar" in lit:
        bar.append(_outline(r, _RAIL + _HALF + 5, _TOP + 2, _BAR - 10, _FIELD_H - 4, col))
    cx = _RAIL + _HALF + _BAR / 2
    m_bar, o_bar = position.bar
    for k in range(min(m_bar, 5)):
        bar.append(_checker(r, cx, _bar_y(k, top=True), "mover", me, col,
                            m_bar if k == 4 and m_bar > 5 else None))
    for k in range(min(o_bar, 5)):
        bar.append(_checker(r, cx, _bar_y(k, top=False), "opponent", you, col,
                            o_bar if k == 4 and o_bar > 5 else None))

    # Trays: the opponent's at the top, the mover's (data-point="off") below.
    tray_x = _RAIL + 2 * _HALF + _BAR + _EDGE
    m_off, o_off = position.off
    opp_tray = ET.SubElement(board, "g", {"class": "tray opponent"})
    _tray(r, opp_tray, tray_x, top=True, count=o_off, side="opponent", colour=you, col=col,
          lit=False)
    my_tray = ET.SubElement(board, "g", {"class": "tray mover", "data-point": "off"})
    _tray(r, my_tray, tray_x, top=False, count=m_off, side="mover", colour=me, col=col,
          lit="off" in lit)

    if labels is not None:
        board.append(_labels(r, geo, labels, mover_is_white, col))
    if show_pips:
        board.append(_pip_counts(r, tray_x + _TRAY / 2, pip_pair, me, you, col))
    if cube is not None:
        board.append(_cube(r, cube, cube_owner, col))
    if dice_t:
        board.append(_dice(r, dice_t, me, col))

    steps = [(s.frm, s.to) for s in play.steps] if play is not None else []
    pairs = [(_stop(a), _stop(b)) for a, b in map(_pair, _items(arrows, "arrows"))]
    pairs += [(_stop(a), _stop(b)) for a, b in steps]
    if pairs:
        board.append(_arrows(r, position, geo, pairs, col))

    return ET.tostring(svg, encoding="unicode")


# -- helpers ---------------------------------------------------------------

def _geometry(game) -> str:
    g = str(game).lower()
    if g in ("backgammon", "short", "short backgammon"):
        return "backgammon"
    if g in ("long", "long nardy", "long-nardy", "nardy"):
        return "long"
    raise InvalidOptionError(f"unknown game {short(game)}: board_svg draws 'backgammon' or 'long' (long nardy)")


_COLOUR = re.compile(r"#[0-9a-fA-F]{6}(?:[0-9a-fA-F]{2})?")


def _check_position(position):
    from .position import Position
    if not isinstance(position, Position):
        raise InvalidPositionError(f"board_svg draws a Position, got {short(position)}")


def _items(values, what) -> list:
    """An iterable argument as a list (a few items; never an endless one)."""
    try:
        return take(values, 200)
    except (TypeError, OverflowError):
        raise InvalidOptionError(f"{what} is a short list, got {short(values)}") from None


def _pair(v) -> tuple:
    try:
        a, b = v
    except (TypeError, ValueError):
        raise InvalidMoveError(f"an arrow is a (from, to) pair, got {short(v)}") from None
    return a, b


def _check_dice(dice) -> tuple:
    if dice is None:
        return ()
    try:
        d = tuple(take(dice, 4))
    except (TypeError, OverflowError):
        raise InvalidDiceError(f"dice are up to four numbers 1..6, got {short(dice)}") from None
    if any(not is_int(v) or not 1 <= v <= 6 for v in d):
        raise InvalidDiceError(f"dice are up to four numbers 1..6, got {short(dice)}")
    return d


def _stop(x):
    """Normalise a point, ``"bar"``/25 or ``"off"``/0."""
    if isinstance(x, str):
        s = x.lower()
        if s in ("bar", "off"):
            return s
        n = decimal(s)
        if n is None:
            raise InvalidMoveError(f"no point {short(x)}: use 1..24, 'bar' or 'off'")
        x = n
    if not is_int(x) or not 0 <= x <= 25:
        raise InvalidMoveError(f"no point {short(x)}: use 1..24, 'bar' (25) or 'off' (0)")
    return "bar" if x == BAR else "off" if x == OFF else x


def _n(v) -> str:
    """A number for an attribute: at most two decimals, no trailing zeros."""
    s = f"{v:.2f}".rstrip("0").rstrip(".")
    return "0" if s in ("-0", "") else s


def _paint(colour: str) -> tuple:
    """``#rrggbbaa`` -> (``#rrggbb``, opacity or None)."""
    if isinstance(colour, str) and colour.startswith("#") and len(colour) == 9:
        return colour[:7], _n(int(colour[7:], 16) / 255)
    return colour, None


def _fill(attrs: dict, colour: str, key: str = "fill") -> dict:
    c, a = _paint(colour)
    attrs[key] = c
    if a is not None:
        attrs[f"{key}-opacity"] = a
    return attrs


def _rect(x, y, w, h, fill, *, rx=None, stroke=None, stroke_width=None, cls=None, opacity=None):
    a = {}
    if cls:
        a["class"] = cls
    a.update({"x": _n(x), "y": _n(y), "width": _n(w), "height": _n(h)})
    if rx:
        a["rx"] = _n(rx)
    _fill(a, fill)
    if opacity is not None:
        a["opacity"] = _n(opacity)
    if stroke:
        _fill(a, stroke, "stroke")
        a["stroke-width"] = _n(stroke_width or 1)
    return ET.Element("rect", a)


def _text(x, y, s, *, size, fill, weight=None, anchor="middle", cls=None):
    a = {}
    if cls:
        a["class"] = cls
    # Centred on ``y`` by hand (digits' cap height is about 0.7 em):
    # ``dominant-baseline`` is not honoured by every renderer.
    a.update({"x": _n(x), "y": _n(y + 0.36 * size), "font-size": _n(size),
              "text-anchor": anchor})
    if weight:
        a["font-weight"] = weight
    _fill(a, fill)
    t = ET.Element("text", a)
    t.text = s
    return t


class _Renderer:
    """Draws in unflipped coordinates; mirrors x when ``flipped``."""

    def __init__(self, col, flipped):
        self.col = col
        self.flipped = flipped

    def x(self, x):
        return _WIDTH - x if self.flipped else x

    def rect(self, x, y, w, h, fill, **kw):
        if self.flipped:
            x = _WIDTH - x - w
        return _rect(x, y, w, h, fill, **kw)

    def text(self, x, y, s, **kw):
        return _text(self.x(x), y, s, **kw)

    def line(self, x1, y1, x2, y2, colour, width, opacity=None):
        a = {"x1": _n(self.x(x1)), "y1": _n(y1), "x2": _n(self.x(x2)), "y2": _n(y2)}
        _fill(a, colour, "stroke")
        a["stroke-width"] = _n(width)
        if opacity is not None:
            a["opacity"] = _n(opacity)
        return ET.Element("line", a)

    def polygon(self, pts, fill, cls=None, **extra):
        a = {"class": cls} if cls else {}
        a["points"] = " ".join(f"{_n(self.x(x))},{_n(y)}" for x, y in pts)
        _fill(a, fill)
        a.update(extra)
        return ET.Element("polygon", a)

    def circle(self, cx, cy, rad, fill, stroke=None, width=None, cls=None, opacity=None):
        a = {"class": cls} if cls else {}
        a.update({"cx": _n(self.x(cx)), "cy": _n(cy), "r": _n(rad)})
        _fill(a, fill)
        if stroke:
            _fill(a, stroke, "stroke")
            a["stroke-width"] = _n(width or 1)
        if opacity is not None:
            a["opacity"] = _n(opacity)
        return ET.Element("circle", a)


def _column(p: int) -> tuple:
    """(column 0..11 from the left, is_top) of the mover's point ``p``."""
    if p <= 12:
        return 12 - p, False
    return p - 13, True


def _column_x(c: int) -> float:
    """Left edge of column ``c`` (unflipped)."""
    return _RAIL + c * _W + (_BAR if c >= 6 else 0)


def _slot_y(k: int, top: bool) -> float:
    """Centre y of the ``k``-th checker (0 at the board's edge)."""
    return _TOP + _R + 2 * _R * k if top else _BOTTOM - _R - 2 * _R * k


def _bar_y(k: int, top: bool) -> float:
    """Bar checkers stack out from the middle: the mover's upwards (towards
    where it enters in backgammon), the opponent's downwards."""
    off = 8 + _R + 2 * _R * k
    return _MID - off if top else _MID + off


def _point(r, p, count, lit, me, you, col):
    c, top = _column(p)
    x0 = _column_x(c)
    g = ET.Element("g", {"class": "point", "data-point": str(p)})
    # A transparent hit area over the point's half of the field.
    base = _TOP if top else _BOTTOM
    tip = _TOP + _PT if top else _BOTTOM - _PT
    g.append(r.rect(x0, min(base, _MID), _W, _FIELD_H / 2, "#000000", cls="hit", opacity=0))
    inset = 2
    tri = [(x0 + inset, base), (x0 + _W - inset, base), (x0 + _W / 2, tip)]
    colour = col["point dark"] if p % 2 else col["point light"]
    g.append(r.polygon(tri, colour, cls="triangle dark" if p % 2 else "triangle light"))
    if lit:
        hl_tip = tip + (-6 if top else 6)
        g.append(r.polygon([(x0 + inset, base), (x0 + _W - inset, base), (x0 + _W / 2, hl_tip)],
                           col["highlight"], cls="highlight"))
    n = abs(count)
    side, colour = ("mover", me) if count > 0 else ("opponent", you)
    for k in range(min(n, 5)):
        g.append(_checker(r, x0 + _W / 2, _slot_y(k, top), side, colour, col,
                          n if k == 4 and n > 5 else None))
    return g


def _checker(r, cx, cy, side, colour, col, number=None):
    g = ET.Element("g", {"class": f"checker {side} {colour}"})
    g.append(r.circle(cx + 1.5, cy + 2.5, _R - 0.5, "#000000", cls="shadow", opacity=0.22))
    g.append(r.circle(cx, cy, _R - 1.5, col[colour], col[f"{colour} edge"], 2))
    if colour == "white":
        # The inner ring tells white from black without colour.
        g.append(r.circle(cx, cy, _R * 0.62, "none", col["white mark"], 2.5))
    else:
        # Black checkers: a plain, slightly raised face, no ring.
        g.append(r.circle(cx, cy, _R * 0.62, col["black mark"]))
    if number is not None:
        g.append(r.text(cx, cy, str(number), size=25 if number < 10 else 21,
                        fill=col[f"{colour} text"], weight="700", cls="count"))
    return g


def _tray(r, g, x, *, top, count, side, colour, col, lit):
    y = _TOP if top else _BOTTOM - _PT
    g.append(r.rect(x, y, _TRAY, _PT, col["tray"], rx=6, cls="tray-bed"))
    if lit:
        g.append(_outline(r, x + 2, y + 2, _TRAY - 4, _PT - 4, col))
    w = _TRAY - 16
    for k in range(count):
        sy = (y + 8 + k * _SLICE_STEP) if top else (y + _PT - 8 - _SLICE - k * _SLICE_STEP)
        g.append(r.rect(x + 8, sy, w, _SLICE, col[colour], rx=4, stroke=col[f"{colour} edge"],
                        stroke_width=1.5, cls=f"borne-off {side} {colour}"))
    if count:
        ty = (y + 8 + count * _SLICE_STEP + 12) if top else (y + _PT - 8 - count * _SLICE_STEP - 12)
        if count == 15:  # no room beyond the stack: write on it
            ty = y + _PT / 2
            g.append(r.text(x + _TRAY / 2, ty, "15", size=20, fill=col[f"{colour} text"],
                            weight="700", cls="off-count"))
        else:
            g.append(r.text(x + _TRAY / 2, ty, str(count), size=18, fill=col["pips"],
                            weight="700", cls="off-count"))


def _outline(r, x, y, w, h, col):
    """The highlight of the bar or a tray: a tinted bed with a bright rim."""
    e = r.rect(x, y, w, h, col["highlight"], rx=6, stroke=col["highlight"], stroke_width=4,
               cls="highlight")
    e.set("fill-opacity", _n(0.35 * float(e.get("fill-opacity", "1"))))
    return e


def _labels(r, geo, labels, mover_is_white, col):
    g = ET.Element("g", {"class": "labels"})
    for p in range(1, 25):
        c, top = _column(p)
        if labels == "mover":
            n = p
        elif geo == "long":
            n = absolute_point(p, mover_is_white)
        else:
            n = p if mover_is_white else 25 - p
        y = _FRAME / 2 if top else _HEIGHT - _FRAME / 2
        t = r.text(_column_x(c) + _W / 2, y, str(n), size=17, fill=col["label"],
                   weight="600", cls="label")
        t.set("data-label", str(p))
        g.append(t)
    return g


def _pip_counts(r, cx, pips, me, you, col):
    # Centre mirrored with the rail, but the icon stays left of the number.
    cx = r.x(cx)
    plain = _Renderer(col, False)
    g = ET.Element("g", {"class": "pip-counts"})
    for value, colour, side, y in ((pips[1], you, "opponent", _MID - 21),
                                   (pips[0], me, "mover", _MID + 21)):
        sub = ET.SubElement(g, "g", {"class": f"pips {side}"})
        sub.append(plain.circle(cx - 21, y, 8, col[colour], col[f"{colour} edge"], 1.5))
        if colour == "white":
            sub.append(plain.circle(cx - 21, y, 4, "none", col["white mark"], 1.5))
        sub.append(plain.text(cx + 9, y, str(value), size=19, fill=col["pips"], weight="700",
                              cls="pip-count"))
    cap = plain.text(cx, _MID, "pips", size=12, fill=col["pips"], cls="pips-caption")
    cap.set("opacity", "0.7")
    g.append(cap)
    return g


def _cube(r, value, owner, col):
    s = 50
    cx = _RAIL / 2
    if owner is None:
        cy = _MID
    elif owner == "opponent":
        cy = _TOP + s / 2 + 8
    else:
        cy = _BOTTOM - s / 2 - 8
    shown = 64 if owner is None and value == 1 else value
    g = ET.Element("g", {"class": f"cube {owner or 'centre'}"})
    g.append(r.rect(cx - s / 2 + 2, cy - s / 2 + 3, s, s, "#000000", rx=8, opacity=0.25))
    g.append(r.rect(cx - s / 2, cy - s / 2, s, s, col["cube"], rx=8, stroke=col["cube edge"],
                    stroke_width=2))
    g.append(r.text(cx, cy, str(shown), size=26 if shown < 100 else 20, fill=col["cube text"],
                    weight="800", cls="cube-value"))
    return g


_PIPS = {
    1: [(0, 0)],
    2: [(-1, -1), (1, 1)],
    3: [(-1, -1), (0, 0), (1, 1)],
    4: [(-1, -1), (1, -1), (-1, 1), (1, 1)],
    5: [(-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1)],
    6: [(-1, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (1, 1)],
}


def _dice(r, dice, colour, col):
    s, gap = 52, 14
    total = len(dice) * s + (len(dice) - 1) * gap
    left = _RAIL + _HALF + _BAR + _HALF / 2 - total / 2
    g = ET.Element("g", {"class": "dice"})
    for i, v in enumerate(dice):
        x = left + i * (s + gap)
        y = _MID - s / 2
        d = ET.SubElement(g, "g", {"class": "die", "data-value": str(v)})
        d.append(r.rect(x + 2, y + 3, s, s, "#000000", rx=9, opacity=0.25))
        d.append(r.rect(x, y, s, s, col[colour], rx=9, stroke=col[f"{colour} edge"], stroke_width=2))
        for dx, dy in _PIPS[v]:
            d.append(r.circle(x + s / 2 + dx * s * 0.27, y + s / 2 + dy * s * 0.27, s * 0.09,
                              col[f"{colour} text"], cls="pip"))
    return g


def _arrows(r, position, geo, pairs, col):
    """Arrows from the checker that moves to the slot it lands on; the
    steps are followed in order so chained steps meet."""
    mine = {p: max(v, 0) for p, v in enumerate(position.points, 1)}
    theirs = {p: max(-v, 0) for p, v in enumerate(position.points, 1)}
    on_bar, off = position.bar[0], position.off[0]
    tray_x = _RAIL + 2 * _HALF + _BAR + _EDGE

    def anchor(stop, leaving):
        """(x, y, whether that checker shows a stack's count)."""
        if stop == "bar":
            k = max(on_bar - 1, 0) if leaving else on_bar
            return _RAIL + _HALF + _BAR / 2, _bar_y(min(k, 4), top=True), leaving and on_bar > 5
        if stop == "off":
            k = max(off - 1, 0) if leaving else min(off, 14)
            return tray_x + _TRAY / 2, _BOTTOM - 8 - _SLICE / 2 - k * _SLICE_STEP, False
        c, top = _column(stop)
        n = mine[stop]
        if not leaving and theirs[stop]:
            n = 0  # a hit (or, in a bad arrow, a closed point): first slot
        k = max(n - 1, 0) if leaving else n
        return _column_x(c) + _W / 2, _slot_y(min(k, 4), top), leaving and n > 5

    def move(stop, d):
        nonlocal on_bar, off
        if stop == "bar":
            on_bar = max(on_bar + d, 0)
        elif stop == "off":
            off = max(off + d, 0)
        else:
            mine[stop] = max(mine[stop] + d, 0)
            if d > 0 and geo == "backgammon" and theirs[stop] == 1:
                theirs[stop] = 0

    g = ET.Element("g", {"class": "arrows"})
    colour, alpha = _paint(col["arrow"])
    for a, b in pairs:
        if a == b:
            continue
        x1, y1, numbered = anchor(a, True)
        move(a, -1)
        x2, y2, _ = anchor(b, False)
        move(b, +1)
        if numbered:  # start at the rim, leaving the stack's count readable
            d = math.hypot(x2 - x1, y2 - y1) or 1.0
            x1, y1 = x1 + (x2 - x1) / d * (_R - 3), y1 + (y2 - y1) / d * (_R - 3)
        g.append(_arrow(r, x1, y1, x2, y2, colour, alpha, a, b))
    return g


def _arrow(r, x1, y1, x2, y2, colour, alpha, a, b):
    width, head_len, head_w = 9, 26, 26
    dx, dy = x2 - x1, y2 - y1
    length = math.hypot(dx, dy) or 1.0
    ux, uy = dx / length, dy / length
    # Stop the head a little short of the landing checker's centre.
    x2, y2 = x2 - ux * 6, y2 - uy * 6
    bx, by = x2 - ux * head_len, y2 - uy * head_len
    g = ET.Element("g", {"class": "arrow", "data-from": str(a), "data-to": str(b)})
    if alpha is not None:
        g.set("opacity", alpha)
    line = r.line(x1, y1, bx, by, colour, width)
    line.set("stroke-linecap", "round")
    g.append(line)
    px, py = -uy * head_w / 2, ux * head_w / 2
    g.append(r.polygon([(x2, y2), (bx + px, by + py), (bx - px, by - py)], colour,
                       **{"stroke-linejoin": "round"}))
    # A small dot marks where the move starts.
    g.append(r.circle(x1, y1, 7, colour))
    return g
