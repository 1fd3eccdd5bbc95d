"""Strategy pictures for the lessons: the movement deficit, the roll map,
bear-off roll distributions and what candidate plays do to the deficit.

Every function here is pure: it takes positions (from the side to move,
like the rest of the engine), computes with :mod:`nardy.analysis` and
:mod:`nardy.bearoff`, and returns a new :class:`matplotlib.figure.Figure`
-- no pyplot, no global state, nothing shown as a side effect.  Sizes are
fixed and nothing depends on the time or on chance, so the same call draws
the same picture; in a notebook the figure's text form is
``<Figure size 720x380 with 1 Axes>`` (nbval's sanitize rule in
``lessons/nbval-sanitize.cfg`` compares it as ``<Figure>``).

matplotlib is imported only when a function is called (``import
nardy.widgets.plots`` costs nothing).  In IPython the first figure also
registers a PNG display for figures, so a returned figure shows as a
picture even before ``%matplotlib inline``.

>>> import nardy
>>> from nardy.widgets.plots import roll_map
>>> fig = roll_map(nardy.variant("long").start())
>>> fig.axes[0].get_title()
'White: pips played for each throw (lost: 0.33 a turn)'

Where matplotlib is missing (the course's offline browser site: no
registry has a WebAssembly matplotlib) each function returns a
:class:`NoChart` instead, which shows as one sentence saying so: the
lesson runs on, and no traceback stands where a chart would.

``names`` is ``(mover, opponent)``: who the side to move is in the
lesson's words (``("White", "Black")`` by default; pass
``("Black", "White")`` when Black is to move).
"""

from __future__ import annotations

import functools
import html
import importlib.util
from typing import Optional, Sequence

__all__ = ["deficit_bars", "roll_map", "bearoff_distribution", "play_deficits", "winning_chances",
           "rule_set_bars", "NoChart", "COLORS", "FIGSIZE"]

COLORS = {
    "White": "#f2e6cc",       # a light bar with a dark edge: the white side
    "Black": "#2a1f1b",
    "edge": "#3b2616",
    "lost": "#c62828",
    "good": "#2e7d32",
    "grid": "#d9cbb0",
    "series": ("#1c6fd1", "#c9955a", "#8c3b22", "#2e7d32", "#6a1b9a", "#555555"),
}
"""Colours by role (the boards' palette, and a series for several lines)."""

FIGSIZE = (7.2, 3.8)
"""Inches (at 100 dpi: 720 x 380 pixels); every figure here has this size
unless asked otherwise."""

_IPY_DONE = False


class NoChart:
    """What a chart function returns where matplotlib cannot be imported:
    a sentence, not a traceback (``what`` names the chart)."""

    def __init__(self, what: str):
        self.what = what
        self.text = (f"No chart here: {what} is drawn with matplotlib, which this copy of the course "
                     "(running in your browser) does not have. The rest of the lesson works; open it in "
                     "JupyterLab or on Binder to see the chart.")

    def __repr__(self) -> str:
        return self.text

    def _repr_html_(self) -> str:
        return f'<p class="nardy-nochart"><em>{html.escape(self.text)}</em></p>'


def _chart(what: str):
    """A chart function that answers with :class:`NoChart` when matplotlib
    is missing (checked before any work is done)."""
    def wrap(fn):
        @functools.wraps(fn)
        def chart(*args, **kwargs):
            if importlib.util.find_spec("matplotlib") is None:
                return NoChart(what)
            return fn(*args, **kwargs)
        return chart
    return wrap


def _figure(figsize=FIGSIZE):
    """A new Figure (matplotlib's own class, no global state), with a PNG
    display registered in IPython."""
    from matplotlib.figure import Figure
    _ipython_display()
    return Figure(figsize=figsize, dpi=100, layout="constrained")


def _ipython_display():
    global _IPY_DONE
    if _IPY_DONE:
        return
    _IPY_DONE = True
    try:
        from IPython import get_ipython
    except ImportError:
        return
    shell = get_ipython()
    if shell is None:
        return
    from matplotlib.figure import Figure
    png = shell.display_formatter.formatters["image/png"]
    try:
        png.lookup_by_type(Figure)
        return                       # %matplotlib inline (or the like) already did it
    except KeyError:
        pass
    from IPython.core.pylabtools import print_figure
    png.for_type(Figure, lambda fig: print_figure(fig, "png", base64=True))


def _rules(rules):
    from nardy import variant
    return variant(rules)


def _side_color(name: str, i: int) -> str:
    if name in COLORS:
        return COLORS[name]
    return COLORS["White"] if i == 0 else COLORS["Black"]


def _style(ax):
    ax.set_axisbelow(True)
    ax.grid(axis="y", color=COLORS["grid"], linewidth=0.8)
    for s in ("top", "right"):
        ax.spines[s].set_visible(False)


def _integer_locator():
    from matplotlib.ticker import MaxNLocator
    return MaxNLocator(integer=True)


def _fmt(x: float) -> str:
    return f"{x:.2f}"


# -- the deficit per die number ------------------------------------------------------------
@_chart("the movement deficit per die number")
def deficit_bars(position, rules="long", *, names: Sequence[str] = ("White", "Black"),
                 figsize=FIGSIZE):
    """For each die number 1..6, how many different single steps each side
    can make with it now (``nardy.analysis.per_number``): a number with no
    step (a red cross) is a number the side cannot play at all.  The title
    gives both sides' movement deficit, the pips a turn each loses on
    average (``nardy.analysis.deficit``)."""
    from nardy.analysis import deficit, per_number
    rules = _rules(rules)
    fig = _figure(figsize)
    ax = fig.add_subplot()
    width = 0.38
    top = 1
    for i, side in enumerate(("mover", "opponent")):
        counts = per_number(rules, position, side).counts
        top = max(top, *counts)
        xs = [d + (i - 0.5) * width for d in range(1, 7)]
        bars = ax.bar(xs, counts, width, color=_side_color(names[i], i), edgecolor=COLORS["edge"],
                      linewidth=1, label=names[i])
        ax.bar_label(bars, [str(c) if c else "" for c in counts], padding=2, fontsize=9)
        blocked = [x for x, c in zip(xs, counts) if c == 0]
        if blocked:
            ax.plot(blocked, [0.2] * len(blocked), linestyle="none", marker="x", markersize=11,
                    markeredgewidth=2.5, color=COLORS["lost"])
    d = [deficit(rules, position, s).expected_lost for s in ("mover", "opponent")]
    ax.set_xticks(range(1, 7))
    ax.set_xlabel("die number  (a red x: that number cannot be played at all)")
    ax.set_ylabel("single steps it can make")
    # Headroom above the tallest bar and its label, so the legend (upper
    # right) never covers a bar or its number.
    ax.set_ylim(0, top * 1.3 + 1)
    ax.yaxis.set_major_locator(_integer_locator())
    ax.set_title(f"Steps per number, and the deficit (pips lost a turn on average):\n"
                 f"{names[0]} {_fmt(d[0])}, {names[1]} {_fmt(d[1])}", fontsize=10)
    ax.legend(loc="upper right", frameon=False)
    _style(ax)
    return fig


# -- the 6 x 6 roll map ----------------------------------------------------------------------
@_chart("the roll map")
def roll_map(position, rules="long", *, side: str = "mover", names: Sequence[str] = ("White", "Black"),
             figsize=(4.8, 4.4)):
    """The 36 throws as a 6 x 6 grid (first die down, second across): in
    each cell the pips ``side`` can play of that throw, coloured by the
    share of the throw played (dark green: all of it; red: little or none).
    The title gives the deficit: pips lost a turn on average."""
    from nardy.analysis import deficit
    rules = _rules(rules)
    t = deficit(rules, position, side)
    grid = [[0.0] * 6 for _ in range(6)]
    text = [[""] * 6 for _ in range(6)]
    for i in range(6):
        for j in range(6):
            r = t.roll((i + 1, j + 1))
            grid[i][j] = r.played / r.rolled
            text[i][j] = str(r.played) if r.lost == 0 else f"{r.played}\n/{r.rolled}"
    fig = _figure(figsize)
    ax = fig.add_subplot()
    ax.imshow(grid, cmap="RdYlGn", vmin=0, vmax=1, origin="upper")
    for i in range(6):
        for j in range(6):
            dark = grid[i][j] > 0.85 or grid[i][j] < 0.2
            ax.text(j, i, text[i][j], ha="center", va="center", fontsize=9 if "\n" in text[i][j] else 11,
                    color="white" if dark else "black", fontweight="bold" if i == j else "normal")
    ax.set_xticks(range(6), [str(d) for d in range(1, 7)])
    ax.set_yticks(range(6), [str(d) for d in range(1, 7)])
    ax.set_xlabel("second die")
    ax.set_ylabel("first die")
    who = names[0] if side == "mover" else names[1]
    ax.set_title(f"{who}: pips played for each throw (lost: {_fmt(t.expected_lost)} a turn)", fontsize=10)
    return fig


# -- bear-off distributions ------------------------------------------------------------------
@_chart("the bear-off roll distribution")
def bearoff_distribution(*positions, labels: Optional[Sequence[str]] = None, db=None, figsize=FIGSIZE):
    """Bar chart of the number of rolls each bear-off takes with perfect
    play (``BearoffDB.distribution``): one series per position (six home
    counts, the 1-point first, or a Position whose mover is bearing off).
    The legend gives each one's expected number of rolls (and the counts,
    the 1-point first, unless ``labels`` are given).  ``db``: a table
    to use (default ``BearoffDB.load()``, the full one)."""
    if not positions:
        raise ValueError("give at least one bear-off position")
    if db is None:
        from nardy.bearoff import BearoffDB
        db = BearoffDB.load()
    from nardy.bearoff import home_counts
    counts = [home_counts(p) if hasattr(p, "_b") else tuple(p) for p in positions]
    if labels is None:
        labels = [_counts_label(c) for c in counts]
    if len(labels) != len(counts):
        raise ValueError(f"{len(counts)} positions but {len(labels)} labels")
    dists = [db.distribution(c) for c in counts]
    # the axis ends where every chance left is below 0.1%
    n_max = max(max((n for n, p in enumerate(d) if p >= 0.001), default=1) for d in dists)
    fig = _figure(figsize)
    ax = fig.add_subplot()
    k = len(dists)
    width = 0.8 / k
    for i, (dist, label, c) in enumerate(zip(dists, labels, counts)):
        xs = [n + (i - (k - 1) / 2) * width for n in range(1, len(dist))]
        ax.bar(xs, [100 * p for p in dist[1:]], width, color=COLORS["series"][i % len(COLORS["series"])],
               edgecolor=COLORS["edge"], linewidth=0.6,
               label=f"{label}: {db.expected_rolls(c):.2f} rolls on average")
    ax.set_xticks(range(1, n_max + 1))
    ax.set_xlim(0.4, n_max + 0.6)
    # Headroom for the legend (one line per series, upper right) above the bars.
    tallest = max(100 * p for d in dists for p in d[1:])
    ax.set_ylim(0, tallest * (1.15 + 0.1 * k))
    ax.set_xlabel("rolls to bear off every checker")
    ax.set_ylabel("chance (%)")
    ax.set_title("Bear-off: how many rolls it takes, with perfect play", fontsize=10)
    ax.legend(loc="upper right", frameon=False, fontsize=9)
    _style(ax)
    return fig


def _counts_label(c) -> str:
    """The six counts, the 1-point first, as the lessons write them."""
    return str(tuple(c))


# -- what candidate plays do to the deficit ---------------------------------------------------
@_chart("the deficit each candidate play leaves")
def play_deficits(position, roll, plays=None, rules="long", *, names: Sequence[str] = ("White", "Black"),
                  limit: int = 8, figsize=FIGSIZE):
    """The movement deficit before and after candidate plays of ``roll``:
    for each play, the opponent's deficit on its coming turn (the higher
    the better for the player) and the player's own deficit afterwards;
    the dashed line is the opponent's deficit before the play.

    ``plays``: plays as text (``"24/18 13/8"``) or :class:`nardy.Play`;
    default: the legal plays that raise the opponent's deficit most
    (``limit`` of them)."""
    from nardy.analysis import deficit
    rules = _rules(rules)
    if plays is None:
        plays = rules.legal_plays(position, roll)
    else:
        plays = [rules.parse_play(position, roll, p) if isinstance(p, str) else p for p in plays]
    if not plays:
        raise ValueError(f"no play of {roll[0]}-{roll[1]} to compare")
    before = deficit(rules, position, "opponent").expected_lost
    # The opponent's deficit after every play; the player's own only for those shown.
    theirs = sorted(((deficit(rules, p.result, "opponent").expected_lost, str(p), p) for p in plays),
                    key=lambda t: (-t[0], t[1]))[:limit]
    rows = []
    for opp_after, text, p in theirs:
        rows.append((text, opp_after, deficit(rules, p.result, "mover").expected_lost))
    rows.sort(key=lambda r: (-r[1], r[2], r[0]))
    fig = _figure(figsize)
    ax = fig.add_subplot()
    ys = list(range(len(rows)))[::-1]
    h = 0.38
    opp = ax.barh([y + h / 2 for y in ys], [r[1] for r in rows], h,
                  color=_side_color(names[1], 1), edgecolor=COLORS["edge"], label=f"{names[1]}'s deficit after")
    own = ax.barh([y - h / 2 for y in ys], [r[2] for r in rows], h,
                  color=_side_color(names[0], 0), edgecolor=COLORS["edge"],
                  label=f"{names[0]}'s own deficit after")
    ax.axvline(before, color=COLORS["lost"], linestyle="--", linewidth=1.5,
               label=f"{names[1]}'s deficit before: {_fmt(before)}")
    ax.bar_label(opp, [_fmt(r[1]) for r in rows], padding=3, fontsize=8)
    ax.bar_label(own, [_fmt(r[2]) for r in rows], padding=3, fontsize=8)
    ax.set_yticks(ys, [r[0] for r in rows])
    ax.set_ylim(-0.7, len(rows) - 0.3)
    hi = max([before] + [max(r[1], r[2]) for r in rows])
    ax.set_xlim(0, hi * 1.15 + 0.05)
    ax.set_xlabel("pips lost a turn, on average")
    ax.set_title(f"{names[0]} to play {roll[0]}-{roll[1]}: the deficit each play leaves", fontsize=10)
    ax.legend(loc="upper center", bbox_to_anchor=(0.5, -0.16), ncol=3, frameon=False, fontsize=8)
    ax.set_axisbelow(True)
    ax.grid(axis="x", color=COLORS["grid"], linewidth=0.8)
    for s in ("top", "right"):
        ax.spines[s].set_visible(False)
    return fig


# -- a reviewed game: the winning chances --------------------------------------------------------
@_chart("the winning chances after each turn")
def winning_chances(review, player: int = 0, *, luck=None, figsize=FIGSIZE):
    """A reviewed game (:meth:`nardy.tutor.Tutor.review`) as a line:
    ``player``'s chance of winning after each turn, by the evaluator.  The
    turns the tutor flagged are marked (red for ``player``'s own, grey for
    the opponent's) and numbered as in the review, so a sudden drop can be
    looked up.  With ``luck`` (the same game's :meth:`nardy.tutor.Tutor.luck`)
    the lucky and unlucky rolls are marked too, by what they did for
    ``player``: a green triangle up for a roll that helped it (its own lucky
    one, or the opponent's unlucky one), a red one down for a roll that
    hurt it -- the steps the dice made, not the players."""
    fig = _figure(figsize)
    ax = fig.add_subplot()
    pts = review.chances(player)
    if not pts:
        raise ValueError("the review has no turns to draw")
    if luck is not None and [r.turn for r in getattr(luck, "rolls", ())] != [t.turn for t in review.turns]:
        from nardy._checks import short
        raise ValueError(f"luck= is the luck of the reviewed game (tutor.luck(game)), got {short(luck, 80)}")
    xs = [t + 1 for t, _ in pts]
    ys = [100 * c for _, c in pts]
    ax.plot(xs, ys, color=COLORS["series"][0], linewidth=1.8)
    ax.axhline(50, color=COLORS["grid"], linewidth=1, linestyle="--")
    by_turn = dict(zip(xs, ys))
    for who, color in ((player, COLORS["lost"]), (1 - player, "#888888")):
        marks = [t for t in review.mistakes(who)]
        if not marks:
            continue
        mx = [t.turn + 1 for t in marks]
        ax.plot(mx, [by_turn[x] for x in mx], linestyle="none", marker="o", markersize=6, color=color,
                label=f"{review.names[who]}'s mistakes")
        for t in marks:
            ax.annotate(str(t.turn + 1), (t.turn + 1, by_turn[t.turn + 1]), textcoords="offset points",
                        xytext=(0, 6), ha="center", fontsize=7, color=color)
    swings = [r for r in (luck.rolls if luck is not None else ()) if r.verdict]
    for helped, marker, color, label in ((True, "^", COLORS["good"], f"rolls that helped {review.names[player]}"),
                                         (False, "v", COLORS["lost"], f"rolls that hurt {review.names[player]}")):
        rolls = [r for r in swings if ((r.luck > 0) == (r.player == player)) == helped]
        if rolls:
            rx = [r.turn + 1 for r in rolls]
            ax.plot(rx, [by_turn[x] for x in rx], linestyle="none", marker=marker, markersize=7, color=color,
                    markerfacecolor="none", markeredgewidth=1.5, label=label)
    ax.set_ylim(0, 100)
    ax.set_xlim(0.5, max(xs) + 0.5)
    ax.xaxis.set_major_locator(_integer_locator())
    ax.set_xlabel("turn")
    ax.set_ylabel(f"{review.names[player]} wins (%)")
    ax.set_title(f"{review.names[player]}'s winning chances after each turn (the evaluator's)", fontsize=10)
    if review.mistakes() or swings:
        ax.legend(loc="lower left", frameon=False, fontsize=8)
    _style(ax)
    return fig


# -- rule sets side by side (lesson 2.8) -------------------------------------------------------
@_chart("the rule sets side by side")
def rule_set_bars(results: dict, games: int, figsize=(13, 4.2)):
    """Three bar panels, one bar per rule set: game length (turns a game),
    marses (% of games) and pips lost a turn.  ``results`` maps a rule
    set's name to ``{"title", "turns", "mars" (a share), "lost"}``, the
    first one (classic) drawn darker; ``games``: how many games each."""
    fig = _figure(figsize)
    axes = fig.subplots(1, 3, sharey=True)
    titles = [r["title"] for r in results.values()]
    colours = ["#8d6e63"] + ["#c9955a"] * (len(titles) - 1)
    panels = [("turns", 1, "Game length", "turns a game"),
              ("mars", 100, "Marses", "% of games"),
              ("lost", 1, "Pips lost", "pips a turn")]
    for ax, (key, scale, title, unit) in zip(axes, panels):
        ax.barh(titles, [r[key] * scale for r in results.values()], color=colours)
        ax.set_title(title)
        ax.set_xlabel(unit)
        ax.grid(axis="x", alpha=0.3)
    axes[0].invert_yaxis()
    fig.suptitle(f"{games} games per rule set, simple_bot against itself")
    return fig
