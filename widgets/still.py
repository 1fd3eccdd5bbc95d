"""A board's still picture: what its output shows where the live board
cannot be drawn.

A board's output carries, beside the live widget, a small picture of the
position it showed when it was displayed and one line saying to run the
cell again (``text/html``: an ``<img>`` of a compact SVG, which every front
end shows, trusted or not).  JupyterLab and Notebook 7 draw the live board
whenever the widget's model is there (in the kernel that made it, or
restored from it after a page reload of a saved notebook); the picture
shows where it is not: a notebook reloaded before it was saved (its stored
outputs, a lesson's as committed), a notebook opened without running it,
nbviewer and GitHub.

The picture is drawn from the board's own trait values (the same side,
numbering and layout as the live board), with no pip counts or other
numbers beyond the point labels and the size of tall stacks, so it shows
nothing the live board did not show when it was displayed.  It is kept
small (a few kilobytes): lessons store one for every board.
"""

from __future__ import annotations

import base64
import html

from nardy.svg import DEFAULT_COLORS as C

from . import words

# -- geometry (viewBox units) ----------------------------------------------
_W = 20                     # a point's width
_R = 6.5                    # a checker's radius (five fit on a point)
_FRAME = 12                 # the frames above and below the field (the labels)
_LEFT = 8                   # the frame left of the field
_BAR = 16
_PT = 70                    # a point's length
_GAP = 36                   # between the rows (the dice)
_FIELD = 2 * _PT + _GAP
_TRAY = 18
_TRAY_X = _LEFT + 12 * _W + _BAR + 4
WIDTH = _TRAY_X + _TRAY + 6
HEIGHT = _FIELD + 2 * _FRAME
_TOP, _BOTTOM, _MID = _FRAME, _FRAME + _FIELD, _FRAME + _FIELD / 2
_PIPS = {1: [(0, 0)], 2: [(-1, -1), (1, 1)], 3: [(-1, -1), (0, 0), (1, 1)],
         4: [(-1, -1), (1, -1), (-1, 1), (1, 1)], 5: [(-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1)],
         6: [(-1, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (1, 1)]}


def _n(v: float) -> str:
    s = f"{v:.1f}".rstrip("0").rstrip(".")
    return "0" if s in ("-0", "") else s


def _column(number: int, mirrored: bool) -> tuple:
    """(left x, top row?) of the point the viewer numbers ``number``: its
    1-point bottom right (bottom left when mirrored), as the live board."""
    top = number >= 13
    col = number - 13 if top else 12 - number          # 0..11 from the left
    if mirrored:
        col = 11 - col
    return _LEFT + col * _W + (_BAR if col >= 6 else 0), top


def svg(v: dict) -> str:
    """The picture of the trait values ``v`` (:func:`nardy.widgets.view.traits`)."""
    side, viewer, mirrored = v["side"], v["viewer"], bool(v["mirrored"])
    colour = ("w", "b")
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {WIDTH} {HEIGHT}" font-family="sans-serif" '
           f'text-anchor="middle">',
           '<defs>',
           f'<g id="w"><circle r="{_R}" fill="{C["white"]}" stroke="{C["white edge"]}"/>'
           f'<circle r="3.6" fill="none" stroke="{C["white mark"]}" stroke-width="1.2"/></g>',
           f'<g id="b"><circle r="{_R}" fill="{C["black"]}" stroke="{C["black edge"]}"/>'
           f'<circle r="3.6" fill="{C["black mark"]}"/></g>',
           '</defs>',
           f'<rect width="{WIDTH}" height="{HEIGHT}" rx="5" fill="{C["frame"]}"/>',
           f'<rect x="{_LEFT}" y="{_TOP}" width="{12 * _W + _BAR}" height="{_FIELD}" fill="{C["field"]}"/>',
           f'<rect x="{_LEFT + 6 * _W}" width="{_BAR}" height="{HEIGHT}" fill="{C["bar"]}"/>']
    tri = {0: [], 1: []}
    stacks, labels = [], []
    points, numbering, places = v["points"], v["numbering"], v["places"]
    for w in range(1, 25):                               # each physical point (White's number)
        x, top = _column(places[w - 1], mirrored)
        base, dy = (_TOP, _PT) if top else (_BOTTOM, -_PT)
        tri[places[w - 1] % 2].append(f"M{_n(x + 1)} {_n(base)}h{_W - 2}l{_n(-(_W - 2) / 2)} {dy}z")
        num = numbering[w - 1]
        labels.append(f'<text x="{_n(x + _W / 2)}" y="{_n(_TOP - 3 if top else HEIGHT - 3)}">{num}</text>')
        count = points[num - 1]
        who = side if count > 0 else 1 - side
        n = abs(count)
        for k in range(min(n, 5)):
            cy = _TOP + _R + 2 * _R * k if top else _BOTTOM - _R - 2 * _R * k
            stacks.append(f'<use href="#{colour[who]}" x="{_n(x + _W / 2)}" y="{_n(cy)}"/>')
        if n > 5:
            cy = _TOP + _R + 8 * _R if top else _BOTTOM - _R - 8 * _R
            ink = C["white text"] if who == 0 else C["black text"]
            stacks.append(f'<text x="{_n(x + _W / 2)}" y="{_n(cy + 2.6)}" fill="{ink}" font-size="7.5" '
                          f'font-weight="700">{n}</text>')
    out.append(f'<path fill="{C["point dark"]}" d="{"".join(tri[1])}"/>')
    out.append(f'<path fill="{C["point light"]}" d="{"".join(tri[0])}"/>')
    out += stacks
    # The bar: the viewer's checkers wait in the upper half, the other side's below.
    bx = _LEFT + 6 * _W + _BAR / 2
    for p in (0, 1):
        for k in range(min(v["bar"][p], 4)):
            up = p == viewer
            cy = _MID - 5 - _R - 2 * _R * k if up else _MID + 5 + _R + 2 * _R * k
            out.append(f'<use href="#{colour[p]}" x="{_n(bx)}" y="{_n(cy)}"/>')
    # The trays: the viewer's below, the other side's above; one slab a checker.
    for p in (0, 1):
        below = p == viewer
        y0 = _BOTTOM - _PT if below else _TOP
        out.append(f'<rect x="{_TRAY_X}" y="{y0}" width="{_TRAY}" height="{_PT}" rx="2" fill="{C["tray"]}"/>')
        fill = C["white"] if p == 0 else C["black"]
        for k in range(v["borne_off"][p]):
            sy = _BOTTOM - 3 - 4.4 * (k + 1) if below else _TOP + 3 + 4.4 * k
            out.append(f'<rect x="{_TRAY_X + 2}" y="{_n(sy)}" width="{_TRAY - 4}" height="3.6" fill="{fill}"/>')
    cube = v.get("cube") or {}
    if cube.get("value"):
        owner = cube.get("owner", -1)
        cy = _MID if owner not in (0, 1) else _BOTTOM - _PT - 12 if owner == viewer else _TOP + _PT + 12
        shown = 64 if cube["value"] == 1 else cube["value"]
        out.append(f'<rect x="{_TRAY_X}" y="{_n(cy - 9)}" width="18" height="18" rx="3" fill="{C["cube"]}"/>'
                   f'<text x="{_TRAY_X + 9}" y="{_n(cy + 3.5)}" font-size="10" font-weight="700" '
                   f'fill="{C["cube text"]}">{shown}</text>')
    # The dice in the gap of the right half (used ones greyed).
    dice, used = v["dice"], v["dice_used"]
    if dice:
        size, gap = 16, 5
        x0 = _LEFT + 6 * _W + _BAR + 3 * _W - (len(dice) * size + (len(dice) - 1) * gap) / 2
        mover = v["to_move"]
        face, ink = (C["white"], C["white text"]) if mover == 0 else (C["black"], C["black text"])
        for i, d in enumerate(dice):
            x = x0 + i * (size + gap)
            grey = ' opacity=".45"' if i < len(used) and used[i] else ""
            dots = "".join(f'<circle cx="{_n(x + 8 + dx * 4.4)}" cy="{_n(_MID + dy * 4.4)}" r="1.6"/>'
                           for dx, dy in _PIPS[d])
            out.append(f'<g{grey}><rect x="{_n(x)}" y="{_n(_MID - 8)}" width="{size}" height="{size}" rx="3" '
                       f'fill="{face}"/><g fill="{ink}">{dots}</g></g>')
    out.append(f'<g fill="{C["label"]}" font-size="7">' + "".join(labels) + "</g>")
    out.append("</svg>")
    return "".join(out)


def alt(v: dict) -> str:
    """The picture's text for those who cannot see it."""
    names = v["names"]
    state = {"roll": "to roll", "move": "to move", "doubled": "to answer a double", "over": ""}.get(v["status"], "")
    who = "game over" if v["status"] == "over" else f"{names[v['to_move']]} {state}"
    dice = f", dice {'-'.join(map(str, v['dice'][:2]))}" if v["dice"] else ""
    return f"{v['title']} board, {who}{dice}; numbered from {names[v['side']]}'s side"


def html_of(v: dict) -> str:
    """The ``text/html`` of a board's output: the picture and the line."""
    data = base64.b64encode(svg(v).encode("utf-8")).decode("ascii")
    return (f'<div class="nardy-still"><img alt="{html.escape(alt(v))}" width="440" style="max-width:100%" '
            f'src="data:image/svg+xml;base64,{data}"/><div><em>{html.escape(words.STILL_PICTURE)}</em></div></div>')
