"""The board's tutor: hints, a verdict after the learner's poor plays, and
a review of the game (plain Python, no widget).

A :class:`BoardTutor` sits beside the board's controller
(:class:`nardy.widgets.controller.Controller`, attribute ``tutor``).  It
asks :class:`nardy.tutor.Tutor` -- the trained evaluator -- and keeps what
the board shows: the hinted plays of this turn, the verdict on the
learner's last play, the review and the position picked from it.  The
view (:func:`nardy.widgets.view.traits`) reads it through :func:`view`;
the words are in :mod:`nardy.widgets.words`.

The *learner* is every side the bot does not play (both sides on a board
without a bot).  Only the learner's plays are judged, and only they get
hints.
"""

from __future__ import annotations

from typing import Optional

from nardy.errors import IllegalMoveError
from nardy.tutor import Tutor

from . import words

HINTS = 3
"""Plays a hint shows."""
LISTED = 10
"""Mistakes the review panel lists, biggest first."""
FIGURE = 300
"""Width in pixels of the review's board figures."""


class BoardTutor:
    """What the tutor of one board knows and shows."""

    def __init__(self, on: bool = False):
        self.on = bool(on)
        self._tutors: dict = {}
        self.game = None          # the game the state below belongs to
        self.hints: list = []     # Choices of the hinted turn
        self.hint_at: Optional[tuple] = None   # (turns, dice) the hints were made for
        self.hinted: set = set()  # turn indices with a hint, for the review
        self.verdict = None       # (Judgement, turn index) of the learner's last judged play
        self.review = None        # the open Review
        self.compare: Optional[dict] = None    # the position shown: turn, player, position, roll, play, best
        # What the view shows of the review and of the position picked,
        # made once when asked for (figures and words take tens of ms).
        self.review_view: dict = {}
        self.compare_view: dict = {}

    # -- what the tutor can do -----------------------------------------------------------
    def tutor_for(self, rules) -> Tutor:
        t = self._tutors.get(rules)
        if t is None:
            t = self._tutors[rules] = Tutor(rules)
        return t

    def follow(self, ctl) -> None:
        """Forget what belonged to another game (a new game on the board)."""
        if ctl.game is not self.game:
            self.game = ctl.game
            self.hints, self.hint_at, self.hinted = [], None, set()
            self.verdict = self.review = self.compare = None
            self.review_view, self.compare_view = {}, {}

    @staticmethod
    def learner(ctl, player: int) -> bool:
        return not ctl.is_bot(player)

    def _ready(self, ctl) -> Tutor:
        """The tutor of the board's game, or the reason it cannot help."""
        if not self.on:
            raise IllegalMoveError(words.TUTOR_OFF)
        t = self.tutor_for(ctl.game.rules)
        if not t.available:
            raise IllegalMoveError(t.unavailable)
        return t

    # -- actions ---------------------------------------------------------------------------
    def switch(self, ctl, on: Optional[bool] = None) -> bool:
        """Turn the tutor on or off (``None``: the other way)."""
        self.on = (not self.on) if on is None else bool(on)
        if not self.on:
            self.hints, self.hint_at = [], None
            self.verdict = self.review = self.compare = None
            self.review_view, self.compare_view = {}, {}
        return self.on

    def hint(self, ctl, n: int = HINTS) -> list:
        """The ``n`` best plays of the learner's roll, best first."""
        t = self._ready(ctl)
        self.follow(ctl)
        g = ctl.game
        if ctl.over:
            raise IllegalMoveError(words.game_over(g))
        if g.dice is None:
            raise IllegalMoveError(words.hint_roll_first(g.names[g.to_move]))
        if not self.learner(ctl, g.to_move):
            raise IllegalMoveError(words.bot_turn(g.names[g.to_move]))
        self.hints = t.hint(g.turn_start, g.dice, n)
        if not self.hints:
            raise IllegalMoveError(words.cannot_move_with(g.names[g.to_move], g.dice))
        self.hint_at = (len(g.turns), tuple(g.dice))
        self.hinted.add(len(g.turns))
        return self.hints

    def watch(self, ctl, played) -> None:
        """After a committed turn: judge it if it is the learner's."""
        if not self.on:
            return
        self.follow(ctl)
        self.hints, self.hint_at = [], None
        if not self.learner(ctl, played.player):
            return                  # the bot's reply keeps the learner's verdict
        self.verdict = None
        if self.compare is not None and self.compare.get("index", -1) < 0:
            self.compare, self.compare_view = None, {}      # a "Show best" of the play before
        t = self.tutor_for(ctl.game.rules)
        if not t.available or not played.steps:
            return
        choices = t.rank(played.start, played.roll)
        if len(choices) < 2:
            return
        j = t.judge(played.start, played.roll, played, choices=choices)
        self.verdict = (j, len(ctl.game.turns) - 1)

    def show_best(self, ctl):
        """Show the learner's last judged play beside the best one."""
        self._ready(ctl)
        self.follow(ctl)
        if self.verdict is None:
            raise IllegalMoveError(words.NOTHING_JUDGED)
        j, turn = self.verdict
        g = ctl.game
        self.compare = {"turn": turn, "player": g.turns[turn].player, "position": j.position, "roll": j.roll,
                        "play": j.play, "best": j.best.play, "loss": j.loss, "verdict": j.verdict}
        self.compare_view = _compare(ctl, self)
        return j

    def open_review(self, ctl):
        """Review the game so far (the match's game on a match board)."""
        t = self._ready(ctl)
        self.follow(ctl)
        if not ctl.game.turns:
            raise IllegalMoveError(words.NOTHING_TO_REVIEW)
        self.review = t.review(ctl.match if ctl.match is not None else ctl.game, hinted=sorted(self.hinted))
        self.review_view = _review(ctl, self)
        self.compare, self.compare_view = None, {}
        return self.review

    def close_review(self, ctl) -> None:
        self.review = self.compare = None
        self.review_view, self.compare_view = {}, {}

    def mistakes(self, ctl) -> list:
        """The learner's flagged turns of the open review, biggest first."""
        if self.review is None:
            return []
        out = [m for m in self.review.mistakes() if self.learner(ctl, m.player)]
        return out[:LISTED]

    def show_mistake(self, ctl, index):
        """Show mistake number ``index`` (0 = the biggest) of the review."""
        self._ready(ctl)
        if self.review is None:
            raise IllegalMoveError(words.NO_REVIEW_OPEN)
        listed = self.mistakes(ctl)
        if isinstance(index, bool) or not isinstance(index, int) or not 0 <= index < len(listed):
            raise IllegalMoveError(words.no_such_mistake(index, len(listed)))
        m = listed[index]
        self.compare = {"turn": m.turn, "player": m.player, "position": m.position, "roll": m.roll,
                        "play": m.play, "best": m.best, "loss": m.loss, "verdict": m.verdict, "index": index}
        self.compare_view = _compare(ctl, self)
        return m


# -- the view -----------------------------------------------------------------------------------
def view(ctl) -> dict:
    """The ``tutor_view`` trait: what the tutor shows now (pure: reads the
    controller and its tutor, changes nothing)."""
    bt: Optional[BoardTutor] = getattr(ctl, "tutor", None)
    g = ctl.game
    if bt is None or not ctl.interactive:
        return {"offered": False}
    t = bt.tutor_for(g.rules)
    out = {"offered": True, "on": bt.on, "available": t.available, "note": t.unavailable or ""}
    if not bt.on or not t.available:
        out.update(can_hint=False, can_review=False, hints=[], verdict={}, compare={}, review={})
        return out
    same = bt.game is g
    learner_to_move = g.dice is not None and not ctl.over and bt.learner(ctl, g.to_move)
    hints = bt.hints if same and bt.hint_at == (len(g.turns), tuple(g.dice or ())) else []
    out["can_hint"] = learner_to_move
    out["can_review"] = bool(g.turns)
    # (The plays in the board's numbering, which the frame shows.)
    out["hints"] = [{"rank": i + 1, "play": ctl.shown(str(c.play), g.to_move), "equity": f"{c.equity:+.3f}",
                     "win": f"{100 * c.win:.0f}%", "text": ctl.shown(words.hint_line(i + 1, c), g.to_move)}
                    for i, c in enumerate(hints)]
    out["verdict"] = {}
    if same and bt.verdict is not None:
        j, turn = bt.verdict
        if j.flagged:
            out["verdict"] = {"kind": j.verdict.replace(" ", "-"),
                              "text": ctl.shown(words.verdict_line(j), g.turns[turn].player),
                              "turn": turn + 1}
    out["compare"] = bt.compare_view if same else {}
    out["review"] = bt.review_view if same else {}
    return out


def hint_arrows(ctl) -> list:
    """Arrows of the hinted plays (kind ``"hint"``, ``rank`` 1 = the best),
    drawn from the position at the start of the turn."""
    from .view import arrow
    bt: Optional[BoardTutor] = getattr(ctl, "tutor", None)
    g = ctl.game
    if bt is None or not bt.on or bt.game is not g or bt.hint_at != (len(g.turns), tuple(g.dice or ())):
        return []
    out = []
    for i, c in enumerate(bt.hints):
        for s in c.play.steps:
            a = arrow(g.rules, s, g.to_move, "hint")
            a["rank"] = i + 1
            out.append(a)
    return out


def _figure(rules, position, play, roll, player: int) -> str:
    from nardy.svg import board_svg
    return board_svg(position, game=rules.geometry, size=FIGURE, play=play, dice=tuple(roll),
                     mover_is_white=player == 0)


def _compare(ctl, bt: BoardTutor) -> dict:
    c = bt.compare
    g = ctl.game
    rules = g.rules
    name = g.names[c["player"]]
    from nardy.explain import explain
    why = explain(rules, c["position"], c["play"], c["best"], opponent=g.names[1 - c["player"]])
    return {
        "turn": c["turn"] + 1,
        "index": c.get("index", -1),
        "title": words.compare_title(c["turn"], name, c["roll"]),
        "played": {"label": words.compare_played(c["play"], c["loss"], c["verdict"]),
                   "svg": _figure(rules, c["position"], c["play"], c["roll"], c["player"])},
        "best": {"label": words.compare_best(c["best"]),
                 "svg": _figure(rules, c["position"], c["best"], c["roll"], c["player"])},
        "why": why.text,
    }


def _review(ctl, bt: BoardTutor) -> dict:
    r = bt.review
    learners = [p for p in (0, 1) if bt.learner(ctl, p)]
    me = learners[0] if learners else 0
    listed = bt.mistakes(ctl)
    return {
        "title": words.review_title(r, ctl.game),
        "summary": [r.players[p].text for p in (0, 1)],
        "mistakes": [{"index": i, "turn": m.turn + 1, "verdict": m.verdict.replace(" ", "-"), "text": m.text}
                     for i, m in enumerate(listed)],
        "none": "" if listed else words.NO_MISTAKES,
        "cube": [c.text for c in r.cube if c.flagged and bt.learner(ctl, c.player)],
        "chart": chances_svg(r, me),
        "chart_label": words.chart_label(r.names[me]),
    }


def chances_svg(review, player: int, width: int = 420, height: int = 110) -> str:
    """A small line of ``player``'s winning chances after each turn, the
    learner's mistakes as red dots (plain SVG: no plotting library, so it
    works in every kernel)."""
    pts = review.chances(player)
    pad_l, pad_r, pad_t, pad_b = 38, 8, 8, 18
    w, h = width - pad_l - pad_r, height - pad_t - pad_b
    n = max(len(pts), 2)

    def xy(i, c):
        return pad_l + w * i / (n - 1), pad_t + h * (1 - c)

    line = " ".join(f"{x:.1f},{y:.1f}" for x, y in (xy(i, c) for i, (_, c) in enumerate(pts)))
    index = {t: i for i, (t, _) in enumerate(pts)}
    dots = []
    for m in review.mistakes(player):
        i = index[m.turn]
        x, y = xy(i, pts[i][1])
        dots.append(f'<circle class="nb-chart-mistake" cx="{x:.1f}" cy="{y:.1f}" r="3.5">'
                    f'<title>{_esc(m.text)}</title></circle>')
    y50 = pad_t + h / 2
    return (f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {width} {height}" width="{width}" '
            f'height="{height}" role="img" class="nb-chart">'
            f'<title>{_esc(words.chart_label(review.names[player]))}</title>'
            f'<line class="nb-chart-axis" x1="{pad_l}" y1="{pad_t + h}" x2="{pad_l + w}" y2="{pad_t + h}"/>'
            f'<line class="nb-chart-even" x1="{pad_l}" y1="{y50:.1f}" x2="{pad_l + w}" y2="{y50:.1f}"/>'
            f'<text class="nb-chart-tick" x="{pad_l - 4}" y="{pad_t + 4}" text-anchor="end">100%</text>'
            f'<text class="nb-chart-tick" x="{pad_l - 4}" y="{y50 + 4:.1f}" text-anchor="end">50%</text>'
            f'<text class="nb-chart-tick" x="{pad_l - 4}" y="{pad_t + h + 4}" text-anchor="end">0%</text>'
            f'<text class="nb-chart-tick" x="{pad_l + w}" y="{height - 4}" text-anchor="end">turn {len(pts)}</text>'
            f'<polyline class="nb-chart-line" points="{line}"/>' + "".join(dots) + "</svg>")


def _esc(s: str) -> str:
    return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace('"', "&quot;")
