"""From a board's controller to the values of its synced traits.

:func:`traits` is a pure function: it reads the controller (its game or
match, selection, last play and message) and changes nothing.  The board
sets exactly these traits, and the front end (``static/board.js``) reads
exactly these (:data:`TRAITS`; a test checks the JS's own list against it).
"""

from __future__ import annotations

from functools import lru_cache

from nardy.dice import dice_to_play, dice_text
from nardy.play import BAR_POINT, OFF_POINT, Step
from nardy.position import Position

from nardy.strategy import LEVELS

from . import tutoring, words

NONE = ""
"""What :attr:`Board.selected` holds when nothing is selected.  No synced
trait ever carries ``None``: a Pyodide kernel (JupyterLite) sends it to the
page as ``undefined``, which never arrives, so the page would keep the old
value.  No player is ``-1`` (``bot_side``, the cube's ``owner`` and
``offered_by``), no value ``0`` (``offered_value``), no cube ``{}``."""
NOBODY = -1

TRAITS = (
    "variant", "geometry", "title", "interactive", "auto_commit", "names", "to_move", "turn", "status",
    "points", "numbering", "bar", "borne_off", "pips", "dice", "dice_used", "sources", "selected",
    "targets", "highlight", "arrows", "message", "message_kind", "message_seq", "prompt", "last_play",
    "can_roll", "may_roll", "can_undo", "can_commit", "cube", "cube_dead", "match_kind", "match_length",
    "score", "game_number", "crawford", "match_info", "can_double", "can_answer", "match_over",
    "can_resign", "new_label", "can_new", "bot_side", "stage", "stage_kind", "stage_origin", "pending",
    "tutor", "tutor_view",
    "places", "viewer", "side", "mirrored", "opponent", "level", "levels", "play_as", "play_as_labels",
    "gone_words", "bot_frames", "mover_numbering",
)
"""Every synced trait of the board, in the order the front end lists them."""


def key(p: int):
    """The JSON form of a mover-relative point: ints, ``"bar"``, ``"off"``."""
    return "bar" if p == BAR_POINT else "off" if p == OFF_POINT else p


@lru_cache(maxsize=None)
def mirror(rules) -> dict:
    """Black's point number -> White's number for the same physical point
    (derived from the rules' own ``swap``, so it fits any geometry)."""
    out = {}
    for p in range(1, 25):
        pts = [0] * 24
        pts[p - 1] = 1
        swapped = rules.swap(Position.from_counts(pts))
        out[p] = next(i + 1 for i, v in enumerate(swapped.points) if v)
    return out


def slot(rules, p: int, player: int) -> str:
    """Physical slot id of ``player``'s point ``p``: ``"1"``..``"24"`` in
    White's numbering, ``"bar"``, ``"off0"``/``"off1"``."""
    if p == BAR_POINT:
        return "bar"
    if p == OFF_POINT:
        return f"off{player}"
    return str(p if player == 0 else mirror(rules)[p])


def arrow(rules, s: Step, player: int, kind: str) -> dict:
    return {"from": slot(rules, s.frm, player), "to": slot(rules, s.to, player),
            "kind": kind, "player": player, "hit": bool(s.hit)}


def cube(value: int, owner=None, offered_by=None, offered_value=None) -> dict:
    """The ``cube`` trait: ``{"value", "owner", "offered_by", "offered_value"}``,
    with :data:`NOBODY` for no player and ``0`` for no offer."""
    return {"value": value, "owner": NOBODY if owner is None else owner,
            "offered_by": NOBODY if offered_by is None else offered_by,
            "offered_value": offered_value or 0}


def numbers(rules, player: int) -> list:
    """For each physical point (White's numbering, index 0 = White's
    1-point), its number from ``player``'s side."""
    if player == 0:
        return list(range(1, 25))
    inverse = {w: b for b, w in mirror(rules).items()}
    return [inverse[w] for w in range(1, 25)]


def traits(ctl) -> dict:
    """The trait values that show ``ctl`` (a :class:`~nardy.widgets.controller.Controller`,
    after its ``settle()``)."""
    g, m = ctl.game, ctl.match
    rules = g.rules
    over = ctl.over
    mover = g.to_move
    white = g.position_of(0)
    playing = g.dice is not None and not over
    offered = m is not None and m.cube.offered and not over
    side, viewer = ctl.side, ctl.viewer
    numbering, places = numbers(rules, side), numbers(rules, viewer)
    dice, used = [], []
    if g.dice is not None:
        dice = list(dice_to_play(g.dice))
        spent = [s.die for s in g.steps]
        for d in dice:
            if d in spent:
                spent.remove(d)
                used.append(True)
            else:
                used.append(False)
    text, kind = ctl.message
    st = g.stage
    status = "over" if over else "doubled" if offered else "move" if g.dice is not None else "roll"
    bot_turn = ctl.bot_side is not None and ctl.bot_side == mover
    v = {
        "variant": rules.name,
        "geometry": getattr(rules, "geometry", "long"),
        "title": rules.title,
        "interactive": ctl.interactive,
        "auto_commit": ctl.auto_commit,
        "names": list(g.names),
        "to_move": mover,
        "turn": len(g.turns) + 1,
        "status": status,
        "points": list(g.position_of(side).points),
        "numbering": numbering,
        "mover_numbering": numbers(rules, mover),
        "places": places,
        "viewer": viewer,
        "side": side,
        "mirrored": ctl.mirrored,
        "bar": [white.bar[0], white.bar[1]],
        "borne_off": [white.off[0], white.off[1]],
        "pips": list(rules.pips(white)),
        "dice": dice,
        "dice_used": used,
        "sources": (sorted({key(s.frm) for s in ctl.legal}, key=str)
                    if ctl.interactive and not bot_turn else []),
        "selected": NONE if ctl.selected is None else key(ctl.selected),
        "targets": [key(p) for p in sorted(ctl.paths, reverse=True)],
        "highlight": list(ctl.highlight),
        "arrows": ([arrow(rules, s, p, "last") for s, p in ctl.last]
                   + [arrow(rules, s, mover, "turn") for s in g.steps] + tutoring.hint_arrows(ctl)),
        "message": text,
        "message_kind": kind,
        "message_seq": ctl.seq,
        "last_play": ctl.last_play,
        "can_roll": g.dice is None and not over and not offered,
        # The big Roll button: the human's roll, or the opening throw
        # (which the learner makes for both sides, the bot's too).
        "may_roll": status == "roll" and ctl.interactive and not (bot_turn and g.first is not None),
        "can_undo": playing and bool(g.steps),
        "can_commit": playing and g.turn_complete,
        "bot_side": NOBODY if ctl.bot_side is None else ctl.bot_side,
        "opponent": words.opponent_line(ctl),
        "gone_words": [words.KERNEL_RESTARTED, words.KERNEL_SILENT],
        # A bot's go of several stages, shown one stage at a time before the board as it is now.
        "bot_frames": list(ctl.frames) if len(ctl.frames) > 1 else [],
        "level": ctl.level,
        "levels": list(LEVELS) if ctl.level else [],
        "play_as": ctl.play_as if ctl.bot is not None else "",
        "play_as_labels": words.play_as_labels(ctl) if ctl.bot is not None else [],
        "stage": words.stage_line(ctl),
        "stage_kind": "roll" if over else st.kind,
        "stage_origin": "" if over or st.origin is None else dice_text(st.origin),
        "pending": [] if over else [words.stage_words(g, q) for q in g.pending],
        "tutor": ctl.tutor.on,
        "tutor_view": tutoring.view(ctl),
    }
    if m is not None:
        c = m.cube
        v["cube"] = cube(c.value, c.owner, c.offered_by, c.offered_value)
        v.update(_match(ctl, over))
    else:
        shown = ctl.cube or {}
        v["cube"] = cube(shown.get("value", 1), shown.get("owner")) if rules.has_bar else {}
        v.update(match_kind="", match_length=0, score=[0, 0], game_number=1, crawford="", match_info="",
                 can_double=False, can_answer=False, match_over=False, can_resign=False,
                 new_label=words.new_label(None, over), can_new=True, cube_dead=False)
    v["prompt"] = words.prompt(v)
    return v


def _match(ctl, over: bool) -> dict:
    m = ctl.match
    cur = m.current
    human = ctl.interactive
    return {
        "match_kind": "money" if m.money else "match",
        "match_length": m.match_length,
        "score": list(m.score),
        "game_number": cur.number,
        "crawford": "crawford" if cur.crawford else "post" if m.post_crawford else "",
        "match_info": words.match_info(m),
        "can_double": bool(human and not over and m.game.first is not None and m.can_double()
                           and not ctl.is_bot(m.to_move)),
        "can_answer": bool(human and not over and m.cube.offered and not ctl.bot_answers()),
        "can_resign": bool(human and not over and m.game.first is not None and not ctl.is_bot(m.turn_player)),
        "match_over": m.over,
        "new_label": words.new_label(m, over),
        "can_new": over,
        "cube_dead": not m.cube_in_use,
    }


def frame(ctl, turn, stage, line: str) -> dict:
    """The board just after a bot's stage ``turn`` (played as ``stage``):
    the trait values the page shows for a moment when a bot's go has
    several stages (a progression, a re-roll, passed moves), with that
    stage's arrows, its dice (all used) and its sentence."""
    g = ctl.game
    rules = g.rules
    side = ctl.side
    white = g.position_of(0)
    dice = list(dice_to_play(turn.roll))
    return {
        "n": ctl.seq * 100 + len(ctl.frames),      # (a new go's frames always differ from the last's)
        "points": list(g.position_of(side).points),
        "bar": [white.bar[0], white.bar[1]],
        "borne_off": [white.off[0], white.off[1]],
        "pips": list(rules.pips(white)),
        "dice": dice,
        "dice_used": [True] * len(dice),
        "arrows": [arrow(rules, s, turn.player, "last") for s in turn.steps],
        "to_move": turn.player,
        "status": "move",
        "stage": words.frame_stage(g, stage),
        "stage_kind": stage.kind,
        "stage_origin": "" if stage.origin is None else dice_text(stage.origin),
        "pending": [],
        "message": line,
        "message_kind": "info",
        "last_play": ctl.last_play,
        "sources": [],
        "targets": [],
        "selected": NONE,
        "may_roll": False,
        "can_roll": False,
        "can_undo": False,
        "can_commit": False,
    }
