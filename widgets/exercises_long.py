"""Long nardy: the helpers its lessons and answer keys use -- positions
written as ``{point: checkers}``, a recorded sample game and a step-by-step
replay viewer.

The exercises themselves are the toolkit's (:mod:`nardy.widgets.exercises`:
a value, a choice, a play; the game, its stage and its figure are
parameters); lessons load them with
:func:`~nardy.widgets.exercises.lesson`::

    >>> from nardy.widgets.exercises import lesson
    >>> ex = lesson("part1/06")
    >>> ex.q2.check("24/22")
    ✗ q2 White's 6-2 — not yet: that play is not legal — when only one die can be played you must play the larger: 24/18 is possible. [0 of 7 done]

- :func:`position` -- a long-nardy position written as ``{point: checkers}``
  for each side (how the answer keys set up their boards);
- :data:`SAMPLE_GAME` and :func:`sample_game` -- a whole recorded game
  (the computer against itself) to replay in lesson 1.9;
- :class:`ReplayViewer` -- a slider through every moment of a game;
- :func:`try_play` -- the engine's verdict on a typed play, as one line.
"""

from __future__ import annotations

import html
import re
import textwrap
from importlib.resources import files
from typing import Optional

from nardy import Game, Position, variant as _variant
from nardy.errors import IllegalMoveError
from nardy.play import OFF_POINT
from nardy.rules.long import opp_point

from .exercises import Figure, figure

__all__ = ["SAMPLE_GAME", "sample_game", "ReplayViewer", "try_play", "position"]


def position(mine, theirs, off=(0, 0)) -> Position:
    """A long-nardy position from the side to move: ``{point: checkers}``
    for the mover and for the opponent, both in the mover's numbering (the
    engine's, lesson 1.1: the mover's head is its 24, the opponent's head
    its 12); ``off`` is ``(mover, opponent)``.  Checked by the rules.

    >>> position({24: 15}, {12: 15}) == _variant("long").start()
    True
    """
    counts = [0] * 24
    for point, n in mine.items():
        counts[point - 1] += n
    for point, n in theirs.items():
        counts[point - 1] -= n
    return _variant("long").validate(Position.from_counts(counts, off=off))


# -- a played-through sample game ----------------------------------------------------------

SAMPLE_GAME = files(__package__).joinpath("data", "sample-game.json").read_text(encoding="utf-8").strip()
"""A whole game of long nardy as a JSON record (``Game.to_json()``), kept in
the data file ``data/sample-game.json``: the computer against itself, 96
turns, won by Black with a mars."""


def sample_game() -> Game:
    """The course's recorded sample game: ``Game.from_json(SAMPLE_GAME)``.

    The computer against itself (``nardy.bots.simple_bot`` on both sides,
    seeds 60 and 61, dice seed 6), recorded once and kept here, so that the
    lesson and its exercises do not change when the bot gets stronger.
    Reading it back replays and checks every turn with the engine.
    """
    return Game.from_json(SAMPLE_GAME)


# -- a replay viewer -----------------------------------------------------------------------

# Black's point p in White's numbering: long nardy's half-board turn.
_white_point = opp_point


def _captioned(board: Figure, caption: str, width: int) -> Figure:
    """``board`` with ``caption`` written under it (wrapped to fit)."""
    m = re.match(r'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ([\d.]+) ([\d.]+)"', board.svg)
    w, h = float(m.group(1)), float(m.group(2))
    lines = textwrap.wrap(caption, 56) or [""]
    line_h = 40
    total = h + 20 + line_h * len(lines)
    inner = re.sub(r' width="[\d.]+" height="[\d.]+"', "", board.svg, count=1)
    inner = inner.replace("<svg ", f'<svg x="0" y="0" width="{w:g}" height="{h:g}" ', 1)
    text = "".join(
        f'<text x="{w / 2:g}" y="{h + 10 + line_h * (k + 1) - 8:g}" text-anchor="middle" font-size="32" '
        f'font-family="system-ui, sans-serif" fill="#222">{html.escape(line)}</text>'
        for k, line in enumerate(lines))
    svg = (f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {w:g} {total:g}" width="{width}" '
           f'height="{width * total / w:.0f}" role="img">{inner}{text}</svg>')
    fig = Figure(svg, f"[figure: {caption}]")
    fig.alt = caption
    return fig


class ReplayViewer:
    """Step through a game, moment by moment: the start of every turn, then
    the board after each of its steps.  The board is always drawn from
    White's side (White's home bottom right), like the live boards; the
    steps of the turn so far are arrows.

    Displays as a slider with buttons (ipywidgets); :meth:`show` gives the
    picture of one moment as a static figure.
    """

    def __init__(self, game: Game, *, size: int = 560, start: int = 0):
        self.game = game
        self.rules = game.rules
        self.moments = list(game.replay())
        self.size = size
        self.index = max(0, min(int(start), len(self.moments) - 1))
        self._box = None

    def __len__(self):
        return len(self.moments)

    # -- one moment ------------------------------------------------------------------------
    def caption(self, i: Optional[int] = None) -> str:
        """What happens at moment ``i``, in words."""
        i = self.index if i is None else i
        m = self.moments[i]
        g = self.game
        total = len(g.turns)
        if m.roll is None:
            r = g.result
            if r is None:
                return f"After turn {total}: the game goes on, {g.names[m.player]} to roll."
            if r.winner is None:
                return f"The end, after {total} turns: a draw."
            pts = f"{r.points} point{'s' * (r.points != 1)}"
            return f"The end, after {total} turns: {g.names[r.winner]} wins, {r.kind} ({pts})."
        turn = g.turns[m.turn]
        who = g.names[m.player]
        head = f"Turn {m.turn + 1} of {total}: {who} rolled {m.roll[0]}-{m.roll[1]}"
        if not turn.steps:
            return f"{head} and cannot move."
        # Plays are written in the mover's own numbering; the picture is
        # numbered from White's side.
        own = "" if m.player == 0 else f" (in {who}'s own numbering)"
        if not m.steps:
            return f"{head}; the play will be {turn.text}{own}."
        done = " ".join(str(s) for s in m.steps)
        return f"{head}; step {len(m.steps)} of {len(turn.steps)}: {done}{own}"

    def _white_view(self, i):
        m = self.moments[i]
        pos = m.position if m.player == 0 else self.rules.swap(m.position)
        arrows, lit = [], []
        for s in m.steps:
            if m.player == 0:
                arrows.append((s.frm, s.to))
            elif s.to == OFF_POINT:
                lit.append(_white_point(s.frm))   # Black bears off: no arrow to White's tray
            else:
                arrows.append((_white_point(s.frm), _white_point(s.to)))
        return pos, arrows, lit

    def show(self, i: Optional[int] = None, *, captioned: bool = True):
        """The board at moment ``i`` (default: the current one) as a figure,
        with what happens written under it (``captioned=False``: the board
        alone, as the widget shows it under its own caption)."""
        i = self.index if i is None else i
        pos, arrows, lit = self._white_view(i)
        board = figure(pos, caption=self.caption(i), arrows=arrows, highlight=lit, size=self.size)
        if not captioned:
            return board
        return _captioned(board, self.caption(i), self.size)

    # -- the widget ---------------------------------------------------------------------------
    def widget(self):
        """The ipywidgets slider, buttons, caption and board."""
        if self._box is not None:
            return self._box
        import ipywidgets as w
        slider = w.IntSlider(value=self.index, min=0, max=len(self.moments) - 1, step=1,
                             description="moment", continuous_update=True,
                             layout=w.Layout(width="60%"))
        back = w.Button(description="◀ step", layout=w.Layout(width="80px"))
        fwd = w.Button(description="step ▶", layout=w.Layout(width="80px"))
        turn_back = w.Button(description="◀◀ turn", layout=w.Layout(width="90px"))
        turn_fwd = w.Button(description="turn ▶▶", layout=w.Layout(width="90px"))
        caption = w.HTML()
        picture = w.HTML()

        def draw(*_):
            self.index = slider.value
            caption.value = f"<b>{html.escape(self.caption())}</b>"
            picture.value = self.show(captioned=False).svg

        def go(delta):
            slider.value = max(0, min(slider.max, slider.value + delta))

        def go_turn(direction):
            here = self.moments[slider.value].turn
            target = here + direction
            for j, m in enumerate(self.moments):
                if m.turn == target and not m.steps:
                    slider.value = j
                    return
            slider.value = 0 if direction < 0 else slider.max

        back.on_click(lambda _b: go(-1))
        fwd.on_click(lambda _b: go(+1))
        turn_back.on_click(lambda _b: go_turn(-1 if not self.moments[slider.value].steps else 0))
        turn_fwd.on_click(lambda _b: go_turn(+1))
        slider.observe(draw, "value")
        draw()
        self._box = w.VBox([w.HBox([turn_back, back, slider, fwd, turn_fwd]), caption, picture])
        return self._box

    def _repr_mimebundle_(self, include=None, exclude=None):
        bundle = self.widget()._repr_mimebundle_(include=include, exclude=exclude)
        if isinstance(bundle, tuple):
            bundle = bundle[0]
        bundle = dict(bundle)
        bundle["text/plain"] = repr(self)
        return bundle

    def __repr__(self):
        return (f"<ReplayViewer: {len(self.game.turns)} turns, {len(self.moments)} moments; "
                f"moment {self.index}: {self.caption()}>")


# -- the engine's verdict in one line -------------------------------------------------------

def try_play(position, dice, text: str, **options) -> str:
    """``"legal: 24/18"`` or ``"not legal: <the engine's reason>"`` for the
    play ``text`` with ``dice`` in ``position`` (long nardy; rule options as
    keywords)."""
    rules = _variant("long", **options)
    try:
        play = rules.parse_play(position, tuple(dice), text)
    except IllegalMoveError as e:
        return f"{text}: not legal: {e.reason}"
    return f"{text}: legal ({play})"
