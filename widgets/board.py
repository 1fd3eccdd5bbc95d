"""The interactive board: an anywidget whose synced traits are the single
source of truth.

The front end (``static/board.js``) only *proposes*: it sends a custom
message such as ``{"type": "click", "point": 13}``.  Python *decides*
through the engine (:class:`nardy.game.Game`) and updates the traits; the
browser then updates its DOM in place.  Every action of the front end has a
Python twin (:meth:`Board.click`, :meth:`Board.roll`, :meth:`Board.undo`,
...), so lessons, exercises and tests drive the board exactly as a learner
does.

Numbering: points are numbered from the side of the player to move (the
engine's convention, see ``shared/RULES.md``), so the DOM's ``data-point``
attributes are renumbered after every turn while the board itself stays put:
White (player 0) always has its home at the bottom right.
"""

from __future__ import annotations

import pathlib
from typing import Callable, Iterable, List, Optional, Sequence, Union

import anywidget
import traitlets as t

from nardy.errors import GameOverError, IllegalMoveError, InvalidMoveError, NardyError
from nardy.game import Game
from nardy.play import BAR_POINT, OFF_POINT, Play, Step, format_steps
from nardy.position import Position

_STATIC = pathlib.Path(__file__).parent / "static"

PointLike = Union[int, str]
"""What :meth:`Board.click` accepts: ``1``..``24``, ``"bar"`` or ``"off"``
(also ``"13"``; ``25`` means the bar and ``0`` the off tray)."""


class PlayedTurn(Play):
    """A committed play, as handed to :meth:`Board.on_play` callbacks.

    A :class:`nardy.Play` (``str(play)`` is gnubg notation, ``play.steps``,
    ``play.start``, ``play.result``) that also knows who played it and with
    which roll.
    """

    __slots__ = ("player", "roll", "name")

    def __init__(self, start, steps, result, player: int, roll: tuple, name: str):
        super().__init__(start, steps, result)
        self.player = player
        """0 (White, the first mover) or 1 (Black)."""
        self.roll = tuple(roll)
        """The dice of the turn, e.g. ``(6, 5)``."""
        self.name = name
        """The player's name, e.g. ``"White"``."""

    @property
    def text(self) -> str:
        """gnubg notation, ``"(no move)"`` when the roll could not be played."""
        return str(self)

    def __repr__(self):
        return f"<PlayedTurn {self.name} {self.roll[0]}-{self.roll[1]}: {self}>"


def _point_arg(point) -> int:
    """Normalise a clicked point: 1..24, 25 for the bar, 0 for off."""
    if isinstance(point, str):
        s = point.strip().lower()
        if s in ("bar", "b"):
            return BAR_POINT
        if s in ("off", "o", "tray"):
            return OFF_POINT
        if s.isdigit():
            point = int(s)
    if isinstance(point, bool) or not isinstance(point, int) or not 0 <= point <= 25:
        raise InvalidMoveError(f"there is no point {point!r}: click 1..24, 'bar' or 'off'")
    return point


def _key(p: int):
    """The JSON form of a mover-relative point: ints, ``"bar"``, ``"off"``."""
    return "bar" if p == BAR_POINT else "off" if p == OFF_POINT else p


def _name(p: int) -> str:
    return "the bar" if p == BAR_POINT else "the off tray" if p == OFF_POINT else f"point {p}"


def _path_rank(path: Sequence[Step]):
    # Fewest steps, then fewest hits, then the larger die first.
    return (len(path), sum(s.hit for s in path), tuple(-s.die for s in path))


def _game_at(rules, position: Position, to_move: int, seed, names) -> Game:
    """A new game starting from ``position`` (seen from ``to_move``'s side),
    through the engine's set-up position (``Game(position=...)``, where
    player 0 moves first); for Black to move the first mover is set to 1."""
    game = Game(rules, seed=seed, names=tuple(names), position=position)
    if to_move not in (0, 1):
        raise ValueError(f"to_move is 0 (White) or 1 (Black), got {to_move!r}")
    if to_move == 1:
        game.first = game.to_move = 1
    return game


def _make_bot(bot, seed):
    """``bot`` may be a callable or a built-in bot's name (``"random"``,
    ``"simple"``, from :mod:`nardy.bots`)."""
    if bot is None or callable(bot):
        return bot
    from nardy.bots import BOTS
    try:
        return BOTS[bot](seed)
    except KeyError:
        raise ValueError(f"unknown bot {bot!r}: pass a callable or one of {sorted(BOTS)}") from None


class Board(anywidget.AnyWidget):
    """An interactive board for long nardy or backgammon.

    >>> board = Board("long")
    >>> board.roll(6, 5)
    (6, 5)
    >>> board.click(24); board.click(13)       # 24/18/13: both dice, one checker
    >>> board
    Board('long', turn 2, Black to roll)

    Parameters
    ----------
    variant:
        ``"long"`` or ``"backgammon"`` (any registered rules name).
    seed:
        Seed of the dice (the Roll button and ``roll()`` without dice).
    bot, bot_side:
        ``bot(game) -> Play or text`` (or ``"random"`` / ``"simple"``, the
        engine's bots) plays side ``bot_side`` (0 White, 1 Black)
        automatically, right after the other side's turn.
    interactive:
        ``False`` makes a read-only diagram (no buttons, clicks refused).
    auto_commit:
        ``True`` (default): the turn ends by itself as soon as the steps make
        a whole legal play.  ``False``: a *Done* button (or :meth:`commit`)
        ends it, so the last step can still be undone.
    position, to_move:
        Start from this engine :class:`~nardy.Position` (seen from
        ``to_move``'s side) instead of the opening position.
    dice:
        Roll these dice at once, e.g. ``(6, 5)``.
    game:
        Show (and drive) an existing :class:`~nardy.game.Game` instead.
    names:
        The players' names, White's first.
    **options:
        Rule options of the variant (``first_turn_exception="any-block"``...).
    """

    _esm = _STATIC / "board.js"
    _css = _STATIC / "board.css"

    # -- synced state (the front end reads these and nothing else) ----------
    variant = t.Unicode("long").tag(sync=True)
    """Rules name: ``"long"`` or ``"backgammon"``."""
    interactive = t.Bool(True).tag(sync=True)
    """``False``: a read-only diagram."""
    auto_commit = t.Bool(True).tag(sync=True)
    """End the turn as soon as the play is whole and legal."""
    names = t.List(t.Unicode(), default_value=["White", "Black"]).tag(sync=True)
    """Player names, White (player 0, the first mover) first."""
    to_move = t.Int(0).tag(sync=True)
    """The player to move: 0 White, 1 Black."""
    turn = t.Int(1).tag(sync=True)
    """Turn number, counting from 1."""
    status = t.Unicode("roll").tag(sync=True)
    """``"roll"`` (waiting for the dice), ``"move"``, ``"over"``."""
    points = t.List(t.Int()).tag(sync=True)
    """24 signed counts from the side to move: ``points[i]`` is the mover's
    point ``i + 1``; > 0 the mover's checkers, < 0 the opponent's."""
    numbering = t.List(t.Int()).tag(sync=True)
    """For each physical point (White's numbering 1..24, index 0 = White's
    1-point), its number for the side to move (what ``data-point`` shows)."""
    bar = t.List(t.Int(), default_value=[0, 0]).tag(sync=True)
    """Checkers on the bar, ``[White, Black]``."""
    borne_off = t.List(t.Int(), default_value=[0, 0]).tag(sync=True)
    """Checkers borne off, ``[White, Black]``."""
    pips = t.List(t.Int(), default_value=[0, 0]).tag(sync=True)
    """Pip counts, ``[White, Black]``."""
    dice = t.List(t.Int()).tag(sync=True)
    """The single-die moves of this roll (two dice, four for a double);
    empty before rolling."""
    dice_used = t.List(t.Bool()).tag(sync=True)
    """Which of :attr:`dice` this turn's steps have used."""
    sources = t.List().tag(sync=True)
    """Mover-relative points whose checker may move next (``"bar"`` too)."""
    selected = t.Any(None, allow_none=True).tag(sync=True)
    """The selected point (an int, ``"bar"``) or ``None``."""
    targets = t.List().tag(sync=True)
    """Legal destinations of the selected checker (ints, ``"off"``),
    including those reached by two or more dice."""
    highlight = t.List().tag(sync=True)
    """Extra points to highlight (mover-relative), for lessons."""
    arrows = t.List(t.Dict()).tag(sync=True)
    """Arrows drawn on the board: ``{"from", "to", "kind", "player"}`` with
    physical slot ids (``"1"``..``"24"`` in White's numbering, ``"bar"``,
    ``"off0"``/``"off1"``); kind ``"last"`` (the previous play) or
    ``"turn"`` (steps made this turn)."""
    message = t.Unicode("").tag(sync=True)
    """What the board says: the engine's explanation of a refused action,
    or what just happened."""
    message_kind = t.Unicode("info").tag(sync=True)
    """``"info"``, ``"error"`` or ``"success"``."""
    message_seq = t.Int(0).tag(sync=True)
    """Counts messages, so the front end notices a repeated one."""
    last_play = t.Unicode("").tag(sync=True)
    """The previous committed play, e.g. ``"White 6-5: 24/13"``."""
    can_roll = t.Bool(True).tag(sync=True)
    can_undo = t.Bool(False).tag(sync=True)
    can_commit = t.Bool(False).tag(sync=True)
    cube = t.Dict(allow_none=True, default_value=None).tag(sync=True)
    """Backgammon's doubling cube ``{"value": 1, "owner": None}`` (owner 0/1
    or ``None`` when centred); ``None`` in long nardy."""
    bot_side = t.Int(None, allow_none=True).tag(sync=True)
    """The side played by the bot, or ``None``."""

    def __init__(self, variant: str = "long", seed=None, *, bot: Optional[Callable] = None,
                 bot_side: int = 1, interactive: bool = True, auto_commit: bool = True,
                 position: Optional[Position] = None, to_move: int = 0, dice=None,
                 game: Optional[Game] = None, names: Sequence[str] = ("White", "Black"),
                 cube: Optional[dict] = None, **options):
        super().__init__()
        self._options = dict(options)
        self._seed = seed
        if game is None:
            if position is not None:
                game = _game_at(Game(variant, **options).rules, position, to_move, seed, names)
            else:
                game = Game(variant, seed=seed, names=tuple(names), **options)
        self.game: Game = game
        """The engine game behind the board (read it freely; change it only
        through the board, or call :meth:`refresh` afterwards)."""
        self.bot = _make_bot(bot, seed)
        """``bot(game) -> Play or text``, or ``None``."""
        self._callbacks: List[Callable] = []
        self._message = ("", "info")
        self._seq = 0
        self._last_arrows: list = []
        self._selected: Optional[int] = None
        self._paths: dict = {}
        self._cube = cube
        self._mirror = self._mirror_map()
        with self.hold_sync():
            self.variant = self.game.rules.name
            self.names = list(self.game.names)
            self.interactive = interactive
            self.auto_commit = auto_commit
            self.bot_side = bot_side if bot is not None else None
            self._sync()
        self.on_msg(self._on_front_end)
        if dice is not None:
            self.roll(*dice)

    # -- the contract ---------------------------------------------------------
    @property
    def position(self) -> Position:
        """The engine position, from the side to move."""
        return self.game.position

    def click(self, point: PointLike) -> None:
        """Do what a click on ``point`` does (1..24 mover-relative, ``"bar"``,
        ``"off"``): select a checker, deselect it, move it to a legal
        destination (by one die or by several), or switch the selection.

        Never raises on bad input: an illegal click leaves the game as it was
        and puts the engine's explanation in :attr:`message`.
        """
        try:
            self._click(point)
        except NardyError as e:
            self._say(str(e), "error")
        self._sync()

    def roll(self, *dice) -> tuple:
        """Roll for the side to move: ``roll(6, 5)``, ``roll((6, 5))`` or
        ``roll()`` (the board's seeded dice; before the first turn this makes
        the opening roll).  Returns the roll.  Raises the engine's error
        (and sets :attr:`message`) when the dice are already rolled, the game
        is over or the dice are not valid.  If the roll cannot be played at
        all, the turn passes at once."""
        if len(dice) == 1 and isinstance(dice[0], (tuple, list)):
            dice = tuple(dice[0])
        g = self.game
        try:
            before = g.first
            rolled = g.roll(tuple(dice) if dice else None)
        except NardyError as e:
            self._say(str(e), "error")
            self._sync()
            raise
        name = g.names[g.to_move]
        text = f"{name} rolled {rolled[0]}-{rolled[1]}."
        if before is None and g.opening:
            throws = "; ".join(f"{g.names[0]} {a}, {g.names[1]} {b}" for a, b in g.opening)
            text = f"Opening throw: {throws}. {name} moves first. {text}"
        self._selected = None
        self._say(text, "info")
        self._after_roll()
        self._sync()
        return rolled

    def play(self, play: Union[str, Play, Sequence]) -> PlayedTurn:
        """Play a whole turn (``"24/18 13/11"``, a Play or (from, to) pairs)
        and end it; steps already clicked this turn are replaced.  Raises the
        engine's error and also puts it in :attr:`message` (nothing changes)."""
        g = self.game
        begin = g.turn_start
        try:
            g.play(play)
        except NardyError as e:
            self._say(str(e), "error")
            self._sync()
            raise
        self._selected = None
        played = self._committed(begin)
        self._run_bot()
        self._sync()
        return played

    def undo(self) -> Optional[Step]:
        """Take back the last step of this turn (returns it); with nothing to
        undo, says so in :attr:`message` and returns ``None``."""
        try:
            s = self.game.undo()
        except NardyError as e:
            self._say(str(e), "error")
            self._sync()
            return None
        self._selected = None
        self._say(f"Took back {s}.", "info")
        self._sync()
        return s

    def undo_all(self) -> None:
        """Take back every step of this turn."""
        if self.game.dice is not None and not self.game.over:
            self.game.undo_all()
        self._selected = None
        self._sync()

    def commit(self) -> PlayedTurn:
        """End the turn (the *Done* button, for ``auto_commit=False``).
        Raises the engine's error and sets :attr:`message` when the play is
        not yet whole."""
        begin = self.game.turn_start
        try:
            self.game.commit()
        except NardyError as e:
            self._say(str(e), "error")
            self._sync()
            raise
        self._selected = None
        played = self._committed(begin)
        self._run_bot()
        self._sync()
        return played

    def new_game(self, seed=None) -> None:
        """Start a new game of the same variant and options."""
        self.game = Game(self.game.rules, seed=self._seed if seed is None else seed, names=self.game.names)
        self._selected = None
        self._say("New game.", "info")
        self._sync()

    def on_play(self, callback: Callable, remove: bool = False) -> Callable:
        """Call ``callback(play)`` after every committed turn (human, bot or
        :meth:`play`) with a :class:`PlayedTurn`.  Returns the callback, so
        it can be used as a decorator."""
        if remove:
            self._callbacks.remove(callback)
        else:
            self._callbacks.append(callback)
        return callback

    def refresh(self) -> None:
        """Redraw from :attr:`game` (after changing the game directly)."""
        self._selected = None
        self._sync()

    def set_position(self, position: Position, to_move: int = 0, dice=None) -> None:
        """Start a new game from ``position`` (seen from ``to_move``'s
        side), optionally with a roll to play."""
        self.game = _game_at(self.game.rules, position, to_move, self._seed, self.game.names)
        self._selected = None
        self._last_arrows = []
        self._say("", "info")
        self._sync()
        if dice is not None:
            self.roll(*dice)

    def __repr__(self):
        g = self.game
        v = g.rules.name
        if g.over:
            r = g.result
            if r.winner is None:
                return f"Board({v!r}, game over: a draw)"
            return f"Board({v!r}, game over: {g.names[r.winner]} wins, {r.kind}, {r.points} point{'s' * (r.points != 1)})"
        mode = "" if self.interactive else "diagram, "
        who = g.names[g.to_move]
        if g.dice is None:
            return f"Board({v!r}, {mode}turn {len(g.turns) + 1}, {who} to roll)"
        return f"Board({v!r}, {mode}turn {len(g.turns) + 1}, {who} to move, dice {g.dice[0]}-{g.dice[1]})"

    # -- front end messages ---------------------------------------------------
    def _on_front_end(self, _widget, content, _buffers=None):
        if not isinstance(content, dict):
            return
        kind = content.get("type")
        try:
            if kind == "click":
                self.click(content.get("point"))
            elif kind == "deselect":
                self._selected = None
                self._sync()
            elif kind == "roll":
                if not self.interactive:
                    raise IllegalMoveError("this board is a read-only diagram")
                if self.bot_side is not None and self.game.to_move == self.bot_side and self.game.first is not None:
                    raise IllegalMoveError(f"{self.game.names[self.bot_side]} is played by the bot")
                self.roll()
            elif kind == "undo":
                self.undo()
            elif kind == "undo_all":
                self.undo_all()
            elif kind == "commit":
                self.commit()
            elif kind == "new":
                self.new_game()
        except NardyError as e:       # already in the message
            self._say(str(e), "error")
            self._sync()

    # -- the click state machine --------------------------------------------------
    def _click(self, point) -> None:
        g = self.game
        if not self.interactive:
            raise IllegalMoveError("this board is a read-only diagram")
        p = _point_arg(point)
        if g.over:
            r = g.result
            who = "nobody" if r.winner is None else g.names[r.winner]
            raise GameOverError(f"the game is over: {r.kind}, won by {who}; press New game to play again")
        if g.dice is None:
            raise IllegalMoveError(f"roll the dice first: {g.names[g.to_move]} to roll")
        if self.bot_side is not None and g.to_move == self.bot_side:
            raise IllegalMoveError(f"it is {g.names[g.to_move]}'s turn, played by the bot")
        sel = self._selected
        if sel is None:
            self._select(p)
        elif p == sel:
            self._selected = None
            self._say("", "info")
        elif p in self._paths:
            self._move(self._paths[p])
        elif p != OFF_POINT and any(s.frm == p for s in g.legal_steps()):
            self._select(p)
        else:
            raise IllegalMoveError(self._why_not(sel, p))

    def _select(self, p: int) -> None:
        g = self.game
        if p == OFF_POINT:
            raise IllegalMoveError("pick a checker first, then click the off tray to bear it off")
        if not any(s.frm == p for s in g.legal_steps()):
            raise IllegalMoveError(self._why_stuck(p))
        self._selected = p
        self._paths = self._paths_from(p)
        self._say("", "info")

    def _paths_from(self, p: int) -> dict:
        """``{destination: [Step, ...]}``: every place the checker on ``p``
        can reach this turn by one step or a chain of steps."""
        g = self.game
        rules, start, dice = g.rules, g.turn_start, g.dice
        paths: dict = {}

        def walk(done, at, path):
            for s in rules.legal_steps(start, dice, done):
                if s.frm != at:
                    continue
                new = path + [s]
                if s.to not in paths or _path_rank(new) < _path_rank(paths[s.to]):
                    paths[s.to] = new
                if s.to != OFF_POINT:
                    walk(done + [s], s.to, new)

        walk(list(g.steps), p, [])
        return paths

    def _move(self, path: Sequence[Step]) -> None:
        g = self.game
        made = 0
        try:
            for s in path:
                g.step(s.frm, s.to)
                made += 1
        except NardyError:
            for _ in range(made):
                g.undo()
            raise
        self._selected = None
        self._say("", "info")
        if g.turn_complete and self.auto_commit:
            begin = g.turn_start
            g.commit()
            self._committed(begin)
            self._run_bot()

    def _why_stuck(self, p: int) -> str:
        """Why the checker on ``p`` cannot move now (the engine's words)."""
        g = self.game
        left = sorted(set(g.dice_left()), reverse=True)
        if not left:
            return "no dice left to play: the turn is complete"
        if not g.legal_steps():
            return f"{g.names[g.to_move]} cannot move with {g.dice[0]}-{g.dice[1]}"
        reasons = []
        for d in left:
            frm = 25 if p == BAR_POINT else p
            to = max(frm - d, OFF_POINT)
            try:
                g.rules.check_step(g.turn_start, g.dice, g.steps, p, to)
            except NardyError as e:
                if str(e) not in reasons:
                    reasons.append(str(e))
        if reasons:
            return reasons[0]
        return f"the checker on {_name(p)} cannot move now"

    def _why_not(self, frm: int, to: int) -> str:
        """Why ``frm -> to`` is refused (the engine's explanation)."""
        g = self.game
        try:
            g.rules.check_step(g.turn_start, g.dice, g.steps, frm, to)
        except NardyError as e:
            return str(e)
        return f"{_name(frm)} cannot reach {_name(to)} this turn"

    def _after_roll(self) -> None:
        """Pass at once when the roll cannot be played; let a bot move."""
        g = self.game
        if g.over or g.dice is None:
            return
        if self.bot_side is not None and g.to_move == self.bot_side:
            self._run_bot()
            return
        if not g.legal_plays():
            name = g.names[g.to_move]
            if self.auto_commit:
                begin = g.turn_start
                g.commit()
                self._committed(begin)
                self._run_bot()
            else:
                self._say(f"{name} cannot move with {g.dice[0]}-{g.dice[1]}: press Done.", "info")

    def _committed(self, begin: Position) -> PlayedTurn:
        """Book-keeping after the engine committed a turn that started from
        ``begin``: message, arrows, callbacks."""
        g = self.game
        turn = g.turns[-1]
        end = g.rules.swap(g.position)      # the turn's end, from its player's side
        played = PlayedTurn(begin, turn.steps, end, turn.player, turn.roll, g.names[turn.player])
        self.last_play = f"{played.name} {turn.roll[0]}-{turn.roll[1]}: {played}"
        self._last_arrows = [self._arrow(s, turn.player, "last") for s in turn.steps]
        if turn.steps:
            did = f"{played.name} played {played}."
        else:
            did = f"{played.name} rolled {turn.roll[0]}-{turn.roll[1]} and cannot move."
        if g.over:
            r = g.result
            if r.winner is None:
                self._say(f"{did} The game is drawn.", "success")
            else:
                pts = f"{r.points} point{'s' * (r.points != 1)}"
                self._say(f"{did} {g.names[r.winner]} wins: {r.kind}, {pts}.", "success")
        else:
            self._say(f"{did} {g.names[g.to_move]} to roll.", "info")
        for cb in list(self._callbacks):
            cb(played)
        return played

    def _run_bot(self) -> None:
        g = self.game
        if self.bot is None or self.bot_side is None:
            return
        while not g.over and g.to_move == self.bot_side and g.first is not None:
            before, _ = self._message
            before = before.rsplit(" to roll.", 1)[0].rsplit(".", 1)[0] + "." if before else ""
            begin = g.turn_start
            try:
                g.play_bot(self.bot)
            except NardyError as e:
                self._say(f"the bot could not play: {e}", "error")
                return
            self._committed(begin)
            if before.strip(".") and self._message[1] != "error":
                self._say(f"{before} {self._message[0]}", self._message[1])

    # -- traits -------------------------------------------------------------------
    def _mirror_map(self) -> dict:
        """Black's point number -> White's number for the same physical point
        (derived from the rules' own ``swap``, so it fits any geometry)."""
        rules = self.game.rules
        out = {}
        for p in range(1, 25):
            pts = [0] * 24
            pts[p - 1] = 1
            swapped = rules.swap(Position.from_counts(pts))
            out[p] = next(i + 1 for i, v in enumerate(swapped.points) if v)
        return out

    def _slot(self, p: int, player: int) -> str:
        """Physical slot id of ``player``'s point ``p``."""
        if p == BAR_POINT:
            return "bar"
        if p == OFF_POINT:
            return f"off{player}"
        return str(p if player == 0 else self._mirror[p])

    def _arrow(self, s: Step, player: int, kind: str) -> dict:
        return {"from": self._slot(s.frm, player), "to": self._slot(s.to, player),
                "kind": kind, "player": player, "hit": bool(s.hit)}

    def _say(self, text: str, kind: str = "info") -> None:
        self._message = (text, kind)
        self._seq += 1

    def _sync(self) -> None:
        g = self.game
        mover = g.to_move
        pos = g.position
        white = g.position_of(0)
        playing = g.dice is not None and not g.over
        legal = g.legal_steps() if playing else []
        if self._selected is not None and not any(s.frm == self._selected for s in legal):
            self._selected = None
        if self._selected is None:
            self._paths = {}
        text, kind = self._message
        if mover == 0:
            numbering = list(range(1, 25))
        else:
            inverse = {w: b for b, w in self._mirror.items()}
            numbering = [inverse[w] for w in range(1, 25)]
        dice, used = [], []
        if g.dice is not None:
            dice = [g.dice[0], g.dice[1]] if g.dice[0] != g.dice[1] else [g.dice[0]] * 4
            spent = [s.die for s in g.steps]
            for d in dice:
                if d in spent:
                    spent.remove(d)
                    used.append(True)
                else:
                    used.append(False)
        arrows = list(self._last_arrows)
        arrows += [self._arrow(s, mover, "turn") for s in g.steps]
        with self.hold_sync():
            self.to_move = mover
            self.turn = len(g.turns) + 1
            self.status = "over" if g.over else "move" if g.dice is not None else "roll"
            self.points = list(pos.points)
            self.numbering = numbering
            self.bar = [white.bar[0], white.bar[1]]
            self.borne_off = [white.off[0], white.off[1]]
            self.pips = list(g.rules.pips(white))
            self.dice = dice
            self.dice_used = used
            self.sources = sorted({_key(s.frm) for s in legal}, key=str) if self.interactive else []
            self.selected = None if self._selected is None else _key(self._selected)
            self.targets = [_key(p) for p in sorted(self._paths, reverse=True)]
            self.arrows = arrows
            self.can_roll = g.dice is None and not g.over
            self.can_undo = playing and bool(g.steps)
            self.can_commit = playing and g.turn_complete
            self.cube = (dict(self._cube or {"value": 1, "owner": None})
                         if g.rules.has_bar else None)
            self.message = text
            self.message_kind = kind
            self.message_seq = self._seq



class Diagram(Board):
    """A read-only board: a position, optionally with dice, highlighted
    points and arrows, e.g. for a lesson's figure.

    >>> from nardy import variant
    >>> Diagram(variant("long").start(), "long", dice=(6, 5), arrows="24/18/13")
    Board('long', diagram, turn 1, White to move, dice 6-5)

    ``position`` is seen from ``to_move``'s side (default the opening
    position); ``arrows`` is move text (``"24/18 13/11"``) or (from, to)
    pairs, in the same numbering; ``highlight`` lists points to mark.
    """

    def __init__(self, position: Optional[Position] = None, variant: str = "long", *, to_move: int = 0,
                 dice=None, highlight: Iterable = (), arrows: Union[str, Iterable] = (),
                 names: Sequence[str] = ("White", "Black"), cube: Optional[dict] = None, **options):
        super().__init__(variant, interactive=False, names=names, cube=cube, **options)
        from nardy.dice import check_roll
        from nardy.play import parse_moves
        self.game = g = _game_at(self.game.rules, position if position is not None else self.game.rules.start(),
                                 to_move, None, names)
        if dice is not None:
            g.dice = check_roll(tuple(dice))
        pairs = []
        if isinstance(arrows, str):
            for m in parse_moves(arrows):
                pts = [m.frm, *m.via, m.to]
                pairs += list(zip(pts, pts[1:])) * m.count
        else:
            pairs = [(_point_arg(a), _point_arg(b)) for a, b in arrows]
        self._last_arrows = [self._arrow(Step(a, b, 0), to_move, "last") for a, b in pairs]
        self.highlight = [_key(_point_arg(p)) for p in highlight]
        self._sync()
