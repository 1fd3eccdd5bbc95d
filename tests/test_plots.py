"""The strategy pictures (nardy.widgets.plots): what each figure shows comes
from the analyser and the bear-off table, the figures have fixed sizes, and
the same call draws the same picture (Agg backend, no pyplot)."""

import io
import os
import subprocess
import sys

import matplotlib
matplotlib.use("Agg")

import pytest  # noqa: E402
from matplotlib.figure import Figure  # noqa: E402

import nardy  # noqa: E402
from nardy.analysis import deficit, per_number  # noqa: E402
from nardy.bearoff import BearoffDB  # noqa: E402
from nardy.widgets import plots  # noqa: E402
from nardy.widgets.fixtures import POSITIONS  # noqa: E402

LONG = nardy.variant("long")
SQUEEZE = POSITIONS["squeeze"]
SMALL = BearoffDB.build(max_checkers=4)


def _svg(fig) -> bytes:
    buf = io.BytesIO()
    with matplotlib.rc_context({"svg.hashsalt": "nardy", "svg.fonttype": "path"}):
        fig.savefig(buf, format="svg", metadata={"Date": None})
    return buf.getvalue()


def _bars(ax):
    return [p for p in ax.patches if type(p).__name__ == "Rectangle"]


def test_matplotlib_is_imported_only_when_drawing():
    code = ("import sys, nardy.widgets.plots as p; assert 'matplotlib' not in sys.modules; "
            "p.roll_map(p.__dict__['_rules']('long').start()); assert 'matplotlib' in sys.modules; "
            "assert 'matplotlib.pyplot' not in sys.modules")
    subprocess.run([sys.executable, "-c", code], check=True, env=dict(os.environ, MPLBACKEND="Agg"))


def test_deficit_bars_show_the_steps_per_number_of_both_sides():
    fig = plots.deficit_bars(SQUEEZE)
    assert isinstance(fig, Figure)
    assert tuple(fig.get_size_inches()) == plots.FIGSIZE and fig.dpi == 100
    (ax,) = fig.axes
    heights = [b.get_height() for b in _bars(ax)]
    white = per_number(LONG, SQUEEZE, "mover").counts
    black = per_number(LONG, SQUEEZE, "opponent").counts
    assert heights == list(white) + list(black)
    title = ax.get_title()
    assert f"White {deficit(LONG, SQUEEZE).expected_lost:.2f}" in title
    assert f"Black {deficit(LONG, SQUEEZE, 'opponent').expected_lost:.2f}" in title
    # Black's dead numbers 1-4 are crossed out
    crosses = [line for line in ax.lines if line.get_marker() == "x"]
    assert len(crosses) == 1 and len(crosses[0].get_xdata()) == 4
    assert [t.get_text() for t in ax.get_legend().get_texts()] == ["White", "Black"]


def test_deficit_bars_names_follow_the_side_to_move():
    fig = plots.deficit_bars(LONG.swap(SQUEEZE), names=("Black", "White"))
    assert "Black 3.22" in fig.axes[0].get_title()


def test_roll_map_has_the_36_throws():
    fig = plots.roll_map(SQUEEZE, side="opponent")
    (ax,) = fig.axes
    img = ax.get_images()[0].get_array()
    assert img.shape == (6, 6)
    t = deficit(LONG, SQUEEZE, "opponent")
    for i in range(6):
        for j in range(6):
            r = t.roll((i + 1, j + 1))
            assert img[i][j] == pytest.approx(r.played / r.rolled)
    texts = [x.get_text() for x in ax.texts]
    assert len(texts) == 36
    assert texts[0] == "0\n/4" and texts[35] == "18\n/24" and texts[4 * 6 + 0] == "6"
    assert ax.get_title() == "Black: pips played for each throw (lost: 3.22 a turn)"
    # symmetric: 6-5 and 5-6 are the same throw
    assert img[5][4] == img[4][5]


def test_bearoff_distribution_bars_are_the_tables_percentages():
    one, three = [0, 0, 0, 0, 0, 1], [0, 1, 0, 1, 0, 1]
    fig = plots.bearoff_distribution(one, three, db=SMALL)
    (ax,) = fig.axes
    heights = [round(b.get_height(), 9) for b in _bars(ax)]
    expect = [round(100 * p, 9) for p in SMALL.distribution(one)[1:]] + \
             [round(100 * p, 9) for p in SMALL.distribution(three)[1:]]
    assert heights == expect
    labels = [t.get_text() for t in ax.get_legend().get_texts()]
    assert labels == ["(0, 0, 0, 0, 0, 1): 1.25 rolls on average", "(0, 1, 0, 1, 0, 1): 2.16 rolls on average"]
    assert ax.get_xlim() == (0.4, 4.6)
    fig = plots.bearoff_distribution(one, labels=["last checker"], db=SMALL)
    assert fig.axes[0].get_legend().get_texts()[0].get_text().startswith("last checker: 1.25")
    with pytest.raises(ValueError):
        plots.bearoff_distribution(db=SMALL)
    with pytest.raises(ValueError):
        plots.bearoff_distribution(one, labels=["a", "b"], db=SMALL)


def test_bearoff_distribution_takes_positions():
    p = nardy.Position.from_counts([1, 0, 0, 3, 0, 1] + [0] * 6 + [-3] * 5 + [0] * 7, off=(10, 0))
    db = BearoffDB.load()
    fig = plots.bearoff_distribution(p, db=db)
    label = fig.axes[0].get_legend().get_texts()[0].get_text()
    assert label == f"(1, 0, 0, 3, 0, 1): {db.expected_rolls((1, 0, 0, 3, 0, 1)):.2f} rolls on average"


def test_play_deficits_ranks_the_plays():
    fig = plots.play_deficits(SQUEEZE, (6, 5), limit=5)
    (ax,) = fig.axes
    labels = [t.get_text() for t in ax.get_yticklabels()]
    assert labels[0] == "23/17 11/6" and len(labels) == 5       # the best first, at the top
    assert [t.get_position()[1] for t in ax.get_yticklabels()] == [4, 3, 2, 1, 0]
    bars = _bars(ax)
    black_after = [b.get_width() for b in bars[:5]]
    assert black_after == sorted(black_after, reverse=True)
    assert black_after[0] == pytest.approx(5.5833, abs=1e-3)
    assert [b.get_width() for b in bars[5:10]] == [0.0] * 5     # White keeps every number
    before = [line for line in ax.lines if line.get_linestyle() == "--"][0]
    assert before.get_xdata()[0] == pytest.approx(deficit(LONG, SQUEEZE, "opponent").expected_lost)
    # given plays, as text
    fig = plots.play_deficits(SQUEEZE, (6, 5), ["24/13", "23/17 11/6"])
    assert sorted(t.get_text() for t in fig.axes[0].get_yticklabels()) == ["23/17 11/6", "24/13"]
    with pytest.raises(nardy.IllegalMoveError):
        plots.play_deficits(SQUEEZE, (6, 5), ["24/18 24/19"])


@pytest.mark.parametrize("make", [
    lambda: plots.deficit_bars(SQUEEZE),
    lambda: plots.roll_map(SQUEEZE),
    lambda: plots.bearoff_distribution([0, 0, 1, 1, 0, 1], db=SMALL),
    lambda: plots.play_deficits(SQUEEZE, (4, 3), limit=4),
], ids=["deficit_bars", "roll_map", "bearoff_distribution", "play_deficits"])
def test_same_call_same_picture(make):
    a, b = make(), make()
    assert repr(a) == repr(b)
    assert _svg(a) == _svg(b)


def test_text_form_for_nbval():
    fig = plots.deficit_bars(LONG.start())
    # What a notebook shows as text/plain; lessons/nbval-sanitize.cfg turns it into <Figure>.
    import re
    text = f"<Figure size {fig.bbox.width:g}x{fig.bbox.height:g} with {len(fig.axes)} Axes>"
    assert text == "<Figure size 720x380 with 1 Axes>"
    cfg = open("lessons/nbval-sanitize.cfg", encoding="utf-8").read()
    rule = re.search(r"regex: (<Figure.*)", cfg).group(1)
    assert re.fullmatch(rule, text)


def test_module_doctest():
    import doctest
    assert doctest.testmod(plots).failed == 0


def test_winning_chances_of_a_review():
    from nardy.strategy import make_bot
    from nardy.tutor import Tutor
    g = nardy.Game("long", seed=4)
    bots = (make_bot("expert", seed=1), make_bot("random", seed=2))
    g.opening_roll()
    while len(g.turns) < 30:
        if g.dice is None:
            g.roll()
        g.play_bot(bots[g.to_move]) if g.legal_plays() else g.commit()
    review = Tutor("long").review(g)
    fig = plots.winning_chances(review, 0)
    ax = fig.axes[0]
    line = ax.lines[0]
    assert list(line.get_xdata()) == [t.turn + 1 for t in review.turns]
    assert list(line.get_ydata()) == pytest.approx([100 * c for _, c in review.chances(0)])
    marked = [ln for ln in ax.lines if ln.get_marker() == "o"]
    flagged = {p: [t.turn + 1 for t in review.mistakes(p)] for p in (0, 1)}
    assert sorted(x for ln in marked for x in ln.get_xdata()) == sorted(flagged[0] + flagged[1])
    assert ax.get_title() == "White's winning chances after each turn (the evaluator's)"
    assert _svg(plots.winning_chances(review, 0)) == _svg(fig)

    # With the game's luck: its lucky and unlucky rolls, by what they did for the player drawn.
    luck = Tutor("long").luck(g)
    for player in (0, 1):
        ax = plots.winning_chances(review, player, luck=luck).axes[0]
        ups = [x for ln in ax.lines if ln.get_marker() == "^" for x in ln.get_xdata()]
        downs = [x for ln in ax.lines if ln.get_marker() == "v" for x in ln.get_xdata()]
        swings = [r for r in luck.rolls if r.verdict]
        assert swings, "the seeded game has no lucky roll to draw"
        assert sorted(ups) == sorted(r.turn + 1 for r in swings if (r.luck > 0) == (r.player == player))
        assert sorted(downs) == sorted(r.turn + 1 for r in swings if (r.luck > 0) != (r.player == player))
    with pytest.raises(ValueError, match="luck="):
        plots.winning_chances(review, 0, luck="lucky")


def test_rule_set_bars_draw_three_panels_one_bar_per_rule_set():
    results = {"long": {"title": "Long nardy", "turns": 96.0, "mars": 0.2, "lost": 0.5},
               "gul": {"title": "Gul", "turns": 80.0, "mars": 0.1, "lost": 2.7}}
    fig = plots.rule_set_bars(results, 30)
    assert isinstance(fig, Figure)
    assert [ax.get_title() for ax in fig.axes] == ["Game length", "Marses", "Pips lost"]
    assert [[round(b.get_width(), 6) for b in _bars(ax)] for ax in fig.axes] == [[96, 80], [20, 10], [0.5, 2.7]]
    assert fig.get_suptitle() == "30 games per rule set, simple_bot against itself"


def test_without_matplotlib_every_chart_is_a_sentence():
    """Where matplotlib cannot be imported (the offline browser site), a
    chart cell shows one sentence saying so, never a traceback."""
    code = ("import sys; sys.modules['matplotlib'] = None\n"
            "import nardy, nardy.widgets.plots as p\n"
            "pos = nardy.variant('long').start()\n"
            "charts = [p.deficit_bars(pos), p.roll_map(pos), p.play_deficits(pos, (6, 5)),\n"
            "          p.bearoff_distribution((0, 0, 0, 0, 0, 1)), p.rule_set_bars({}, 1), p.winning_chances(None)]\n"
            "for c in charts:\n"
            "    assert isinstance(c, p.NoChart), c\n"
            "    assert repr(c).startswith('No chart here: ') and 'matplotlib' in repr(c)\n"
            "    assert c._repr_html_().startswith('<p class=\"nardy-nochart\"><em>No chart here')\n"
            "print(repr(charts[0]))\n")
    out = subprocess.run([sys.executable, "-c", code], check=True, capture_output=True, text=True).stdout
    assert out.startswith("No chart here: the movement deficit per die number is drawn with matplotlib")
