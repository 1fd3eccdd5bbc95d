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
engine's convention, see ``docs/rules.md#numbering``), so the DOM's ``data-point``
attributes are renumbered after every turn while the board itself stays put:
White (player 0) always has its home at the bottom right.

Variants.  The board plays every registered rule set (``Board("gul")``,
``"gulbar"``, ``"mad-gulbar"``, ``"khachapuri"``, ``"fevga"``,
``"fevga-giul"``, ``"nardgammon"``, as well as ``"long"`` and
``"backgammon"``).  In the variants a player's go may play several sets of
dice, one *stage* each (:attr:`nardy.game.Game.stage`): the doubles of a
progression follow without a roll, Gulbar's re-roll waits for the Roll
button, and moves a player cannot make are passed to the opponent as
``Moves(die, count)``, shown as that many dice marked as passed.  The
status line shows :attr:`nardy.game.Game.stage_text` (trait :attr:`Board.stage`)
and the stages queued after it (:attr:`Board.pending`).

Match play.  ``Board(match=7)`` (``match=0`` for money play, or an existing
:class:`nardy.Match`) plays backgammon with the doubling cube: the player on
roll may double before rolling (the *Double* button, or a click on the
cube), the opponent takes or passes, the score, the match length and the
Crawford game are shown, and *Next game* starts the next game of the match.
The :class:`nardy.Match` decides every cube action as the Game decides every
step.  A bot offers and answers doubles by :mod:`nardy.cube_policy`.
"""

from __future__ import annotations

import contextlib
import pathlib
from typing import Callable, Iterable, List, Optional, Sequence, Union

import anywidget
import traitlets as t

from nardy.cube import Cube, IllegalCubeError
from nardy.cube_policy import race_cube_policy
from nardy.dice import Moves, Stage, check_dice, dice_text, dice_to_play, is_double
from nardy.errors import GameOverError, IllegalMoveError, InvalidMoveError, InvalidOptionError, NardyError
from nardy.game import Game
from nardy.match import Match, Outcome
from nardy.play import BAR_POINT, OFF_POINT, Play, Step
from nardy.position import Position
from nardy.rules.gul import DoublesProgression

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

    __slots__ = ("player", "roll", "name", "stage")

    def __init__(self, start, steps, result, player: int, roll: tuple, name: str,
                 stage: Optional[Stage] = None):
        super().__init__(start, steps, result)
        self.player = player
        """0 (White, the first mover) or 1 (Black)."""
        self.roll = roll if isinstance(roll, Moves) else tuple(roll)
        """The dice of the turn, e.g. ``(6, 5)``; in the variants also a
        progression's double or passed ``Moves(die, count)``."""
        self.name = name
        """The player's name, e.g. ``"White"``."""
        self.stage = stage
        """The :class:`~nardy.dice.Stage` this play was (``kind`` ``"roll"``,
        ``"double"`` or ``"passed"``), or ``None``."""

    @property
    def text(self) -> str:
        """gnubg notation, ``"(no move)"`` when the roll could not be played."""
        return str(self)

    def __repr__(self):
        return f"<PlayedTurn {self.name} {dice_text(self.roll)}: {self}>"


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
    """An interactive board for long nardy, its variants or backgammon.

    >>> board = Board("long")
    >>> board.roll(6, 5)
    (6, 5)
    >>> board.click(24); board.click(13)       # 24/18/13: both dice, one checker
    >>> board
    Board('long', turn 2, Black to roll)

    In the variants a go may have several stages; the board shows each one:

    >>> gul = Board("gul")
    >>> gul.roll(3, 3)
    (3, 3)
    >>> gul.play("24/18(2)")                   # no roll: the 4-4 follows
    <PlayedTurn White 3-3: 24/18(2)>
    >>> gul.stage, gul.dice
    ('Gul: playing the 4-4 of 3-3 -> 6-6', [4, 4, 4, 4])
    >>> gul.message
    'White played 24/18(2). White plays the 4-4 of 3-3 -> 6-6.'

    Parameters
    ----------
    variant:
        ``"long"``, ``"backgammon"`` or a variant of long nardy
        (``"nardgammon"``, ``"gul"``, ``"gulbar"``, ``"mad-gulbar"``,
        ``"khachapuri"``, ``"fevga"``, ``"fevga-giul"``): any registered
        rules name.
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
        Roll these dice at once, e.g. ``(6, 5)``; ``Moves(6, 2)`` starts
        with two 6s passed by the opponent (the variants).
    stage:
        Start with this :class:`~nardy.dice.Stage` instead of a roll (a
        progression's double, passed moves), e.g.
        ``Stage("double", 0, (4, 4), origin=(3, 3))``.
    game:
        Show (and drive) an existing :class:`~nardy.game.Game` instead.
    names:
        The players' names, White's first.
    match:
        Backgammon with the doubling cube: a match length (``7``), ``0``
        for money play, or a :class:`nardy.Match` (its options: Crawford,
        Jacoby, a score to start from, ``Match.from_match_id``).  The board
        then shows the score and the cube's buttons, and :attr:`match` is
        the Match.
    cube_bot:
        The bot's cube decisions, an object with ``double(match)`` and
        ``take(match)`` (default :func:`nardy.cube_policy.race_cube_policy`).
    **options:
        Rule options of the variant (``first_turn_exception="any-block"``...).
    """

    _esm = _STATIC / "board.js"
    _css = _STATIC / "board.css"

    # -- synced state (the front end reads these and nothing else) ----------
    variant = t.Unicode("long").tag(sync=True)
    """Rules name: ``"long"``, ``"backgammon"``, ``"gul"``..."""
    geometry = t.Unicode("long").tag(sync=True)
    """The board the rules use: ``"long"`` (long nardy and its variants)
    or ``"backgammon"``."""
    title = t.Unicode("Long nardy").tag(sync=True)
    """The rules' name for people: ``"Long nardy"``, ``"Gul"``..."""
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
    """The single-die moves of this stage (two dice, four for a double,
    ``count`` for passed ``Moves(die, count)``); empty before rolling."""
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
    """Backgammon's doubling cube ``{"value": 1, "owner": None, "offered_by":
    None, "offered_value": None}`` (owner 0/1 or ``None`` when centred; a
    double waiting for an answer: who offered it and its value); ``None``
    in long nardy."""
    match_kind = t.Unicode("").tag(sync=True)
    """``"match"``, ``"money"``, or ``""`` (a single game, no cube play)."""
    match_length = t.Int(0).tag(sync=True)
    """Points to win the match (0: money play, or no match)."""
    score = t.List(t.Int(), default_value=[0, 0]).tag(sync=True)
    """Match points, ``[White, Black]``."""
    game_number = t.Int(1).tag(sync=True)
    """The game of the match being played, from 1."""
    crawford = t.Unicode("").tag(sync=True)
    """``"crawford"`` (this game is played without the cube), ``"post"``
    (after the Crawford game) or ``""``."""
    match_info = t.Unicode("").tag(sync=True)
    """The match in words, e.g. ``"7-point match · game 3 · Crawford game"``."""
    can_double = t.Bool(False).tag(sync=True)
    """The player on roll (not a bot) may double now."""
    can_answer = t.Bool(False).tag(sync=True)
    """A double waits for the answer of a player who is not a bot: Take or Pass."""
    match_over = t.Bool(False).tag(sync=True)
    """The match is won."""
    can_resign = t.Bool(False).tag(sync=True)
    """The player who must act (not a bot) may resign the game (match play)."""
    new_label = t.Unicode("New game").tag(sync=True)
    """What the new-game button says: ``"New game"``, ``"Next game"`` (of a
    match) or ``"New match"``."""
    can_new = t.Bool(True).tag(sync=True)
    """Whether the new-game button works now (in a match only between games)."""
    bot_side = t.Int(None, allow_none=True).tag(sync=True)
    """The side played by the bot, or ``None``."""
    stage = t.Unicode("").tag(sync=True)
    """The status line: the stage being played, after the rules' title
    (:attr:`nardy.game.Game.stage_text`, e.g. ``"Gul: playing the 5-5 of
    3-3 -> 6-6"``); ``"Gul: game over"`` at the end."""
    stage_kind = t.Unicode("roll").tag(sync=True)
    """``"roll"`` (dice thrown, or to be thrown), ``"double"`` (the next
    double of a progression, not thrown) or ``"passed"`` (moves passed by
    the opponent: the dice are marked as passed)."""
    stage_origin = t.Unicode("").tag(sync=True)
    """The rolled double a progression or passed moves came from
    (``"3-3"``), or ``""``."""
    pending = t.List(t.Unicode()).tag(sync=True)
    """The stages queued after this one, in words (``"Black plays 4 moves
    of 5"``, ``"Black rolls"``)."""

    def __init__(self, variant: Optional[str] = None, seed=None, *, bot: Optional[Callable] = None,
                 bot_side: int = 1, interactive: bool = True, auto_commit: bool = True,
                 position: Optional[Position] = None, to_move: int = 0, dice=None,
                 game: Optional[Game] = None, names: Sequence[str] = ("White", "Black"),
                 cube: Optional[dict] = None, stage: Optional[Stage] = None,
                 match: Union[int, Match, None] = None, cube_bot=None, **options):
        super().__init__()
        self._options = dict(options)
        self._seed = seed
        self.match: Optional[Match] = None
        """The :class:`nardy.Match` played on this board (``match=``), or ``None``."""
        if match is not None:
            if variant not in (None, "backgammon"):
                raise InvalidOptionError(f"the cube and match play are backgammon's (seed 002), not {variant!r}: "
                                         f"leave out variant= or say 'backgammon'")
            if game is not None or position is not None or stage is not None or options:
                raise InvalidOptionError("match= starts from the match's own game: give a Match (for instance "
                                         "Match.from_match_id(...)) instead of game=, position=, stage= or options")
            if not isinstance(match, Match):
                match = Match(match, names=names, seed=seed)   # (a bad length raises, quoted)
            self.match = match
            game = match.game
            variant = "backgammon"
        variant = "long" if variant is None else variant
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
        self.cube_bot = cube_bot if cube_bot is not None else race_cube_policy()
        """The bot's cube decisions (``double(match)``, ``take(match)``)."""
        self._bot_pondered = None         # (game number, turns) when the bot last thought of doubling
        self._callbacks: List[Callable] = []
        self._spoken = False
        self._message = ("", "info")
        self._seq = 0
        self._last_arrows: list = []
        self._selected: Optional[int] = None
        self._paths: dict = {}
        self._cube = cube
        self._mirror = self._mirror_map()
        with self.hold_sync():
            self.variant = self.game.rules.name
            self.geometry = getattr(self.game.rules, "geometry", "long")
            self.title = self.game.rules.title
            self.names = list(self.game.names)
            self.interactive = interactive
            self.auto_commit = auto_commit
            self.bot_side = bot_side if bot is not None else None
            self._sync()
        self.on_msg(self._on_front_end)
        if stage is not None:
            self.set_stage(stage)
        elif isinstance(dice, Moves):
            self.set_stage(Stage("passed", self.game.to_move, dice))
        elif dice is not None:
            self.roll(*dice)
        elif self._bot_to_move():
            # A game resumed with the bot to play (Match.from_match_id, game=):
            # it acts at once, as it would after the other side's turn.
            self._advance([])
            self._sync()

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
        (and sets :attr:`message`) when the dice are already rolled (in the
        variants also: a progression's double or passed moves are waiting to
        be played), the game is over or the dice are not valid.  If the roll
        cannot be played at all, the turn passes at once."""
        if len(dice) == 1 and isinstance(dice[0], (tuple, list)):
            dice = tuple(dice[0])
        g = self.game
        with self._refused():
            self._check_match()
            before = g.first
            rolled = g.roll(tuple(dice) if dice else None)
        name = g.names[g.to_move]
        said = []
        if before is None and g.opening:
            throws = "; ".join(f"{g.names[0]} {a}, {g.names[1]} {b}" for a, b in g.opening)
            said.append(f"Opening throw: {throws}. {name} moves first.")
        if self._over() or self._bot_to_move() or g.legal_plays():
            # (A roll that cannot be played is told by the pass itself.)
            said.append(f"{name} rolled {dice_text(rolled)}.")
        self._selected = None
        self._advance(said)
        self._sync()
        return rolled

    def play(self, play: Union[str, Play, Sequence]) -> PlayedTurn:
        """Play a whole turn (``"24/18 13/11"``, a Play or (from, to) pairs)
        and end it; steps already clicked this turn are replaced.  Raises the
        engine's error and also puts it in :attr:`message` (nothing changes)."""
        g = self.game
        begin = g.turn_start
        with self._refused():
            self._check_match()
            g.play(play)
        self._selected = None
        said = []
        played = self._committed(begin, said)
        self._advance(said)
        self._sync()
        return played

    def undo(self) -> Optional[Step]:
        """Take back the last step of this turn (returns it); with nothing to
        undo, says so in :attr:`message` and returns ``None``."""
        try:
            self._check_match()
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
        if self.game.dice is not None and not self._over():
            self.game.undo_all()
        self._selected = None
        self._sync()

    def commit(self) -> PlayedTurn:
        """End the turn (the *Done* button, for ``auto_commit=False``).
        Raises the engine's error and sets :attr:`message` when the play is
        not yet whole."""
        begin = self.game.turn_start
        with self._refused():
            self._check_match()
            self.game.commit()
        self._selected = None
        said = []
        played = self._committed(begin, said)
        self._advance(said)
        self._sync()
        return played

    def new_game(self, seed=None) -> None:
        """Start a new game of the same variant and options.  In a match:
        the next game of the match, once the current one is over (raises
        the match's error, and says it, while it is being played); once the
        match is won, a new match (:meth:`new_match`)."""
        if self.match is not None:
            if self.match.over:
                self.new_match(seed=seed)
                return
            with self._refused():
                self.match.new_game()
            self.game = self.match.game
            self._selected = None
            self._last_arrows = []
            cur = self.match.current
            extra = " It is the Crawford game: no doubling." if cur.crawford else ""
            self._say(f"Game {cur.number} of the match.{extra} {self._next_text()}", "info")
            self._sync()
            return
        self.game = Game(self.game.rules, seed=self._seed if seed is None else seed, names=self.game.names)
        self._selected = None
        self._say("New game.", "info")
        self._sync()

    def new_match(self, length: Optional[int] = None, seed=None) -> None:
        """Start a new match on this board: of ``length`` points (default:
        the same as before; 0 for money play), with the same options."""
        if self.match is None:
            with self._refused():
                raise IllegalMoveError("this board plays single games: make it with Board(match=7) for match play")
        old = self.match
        new = old.match_length if length is None else length
        opts = dict(crawford_rule=old.crawford_rule, jacoby=old.jacoby)
        with self._refused():   # the same options, unless money play turns into a match or back
            match = Match(new, names=old.names, seed=self._seed if seed is None else seed,
                          **(opts if bool(new) == bool(old.match_length) else {}))
        self.match = match
        self.game = self.match.game
        self._selected = None
        self._last_arrows = []
        self._say(f"New {self._match_words()}. {self._next_text()}", "info")
        self._sync()

    # -- the cube (match=) --------------------------------------------------------
    def double(self) -> Cube:
        """The player on roll doubles (before rolling): the *Double* button.
        Returns the cube with the offer.  Raises the match's
        :class:`~nardy.cube.IllegalCubeError` saying why (and shows it) when
        the double is not allowed: not his cube, after rolling, the
        Crawford game, a single-game board..."""
        m = self._need_match("double")
        with self._refused():
            if self.bot_side is not None and m.to_move == self.bot_side and not self._over():
                raise IllegalCubeError(f"{m.names[self.bot_side]} is played by the bot, which doubles by itself")
            reason = m.why_not_double()
            if reason is not None:
                raise IllegalCubeError(reason)      # (the board shows the match's state itself)
            cube = m.offer_double()
        self._selected = None
        said = [f"{m.names[cube.offered_by]} doubles to {cube.offered_value}."]
        if self._bot_answers():
            self._bot_answer(said)
            self._advance(said)
        else:
            self._say(" ".join(said + [self._next_text()]), "info")
        self._sync()
        return self.match.cube

    def take(self) -> Cube:
        """The doubled player takes: the cube doubles and is his.  Raises
        the match's error (and shows it) when no double waits for him."""
        m = self._need_match("take")
        with self._refused():
            self._human_answer("take")
            cube = m.take()
        said = [f"{m.names[cube.owner]} takes: the cube is at {cube.value}, {m.names[cube.owner]}'s."]
        self._advance(said)
        self._sync()
        return cube

    def pass_(self) -> Outcome:
        """The doubled player passes (drops): the game ends and the doubler
        scores the cube's value before the double."""
        m = self._need_match("pass")
        with self._refused():
            self._human_answer("pass")
            outcome = m.pass_()
        self._selected = None
        said = [f"{m.names[1 - outcome.winner]} passes."]
        self._advance(said)
        self._sync()
        return outcome

    drop = pass_

    def resign(self) -> Outcome:
        """The player who must act (on roll, moving, or answering a double)
        gives up the game, at the most it could still cost him now: a single
        once he has borne off a checker, else a backgammon while he has a
        checker on the bar or in the opponent's home, else a gammon; times
        the cube (:meth:`nardy.Match.resign`).  The *Resign* button (it asks
        once more before it acts).  Only in match play, and not for the bot."""
        m = self._need_match("resign")
        with self._refused():
            if self._over():
                raise IllegalMoveError(f"there is nothing to resign: {self._result_text()}")
            p = m.turn_player
            if self._is_bot(p):
                raise IllegalMoveError(f"{m.names[p]} is played by the bot, which does not resign")
            kind = self._resign_kind(p)
            outcome = m.resign(kind, player=p)
        self._selected = None
        said = [f"{m.names[p]} resigns a {kind}."]
        self._advance(said)
        self._sync()
        return outcome

    def _resign_kind(self, player: int) -> str:
        """What ``player`` concedes now: the worst result his position can
        still come to -- the rules' own scoring of a game the opponent has
        won, applied to ``player``'s position as it stands."""
        rules = self.game.rules
        return rules.result_name(rules.winner_points(self.game.position_of(player)))

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

    def set_position(self, position: Position, to_move: int = 0, dice=None,
                     stage: Optional[Stage] = None) -> None:
        """Start a new game from ``position`` (seen from ``to_move``'s
        side), optionally with a roll to play (or passed ``Moves``, or a
        ``stage``, as for the constructor).  Not on a match board (give it
        ``Match.from_match_id(match_id, position_id)`` instead)."""
        if self.match is not None:
            with self._refused():
                raise IllegalMoveError("a match board's position comes from its match: make the board with "
                                       "match=Match.from_match_id(match_id, position_id) to start in mid-game")
        self.game = _game_at(self.game.rules, position, to_move, self._seed, self.game.names)
        self._selected = None
        self._last_arrows = []
        self._say("", "info")
        self._sync()
        if stage is not None:
            self.set_stage(stage)
        elif isinstance(dice, Moves):
            self.set_stage(Stage("passed", to_move, dice))
        elif dice is not None:
            self.roll(*dice)

    def set_stage(self, stage: Stage, pending: Optional[Sequence[Stage]] = None) -> None:
        """Make ``stage`` the one being played, instead of a roll: a
        progression's double (``Stage("double", 0, (4, 4), origin=(3,
        3))``) or moves passed by the opponent (``Stage("passed", 0,
        Moves(6, 2), origin=(6, 6))``), for lessons and exercises.  Only
        while the player to move (``stage.player``) has not rolled yet.

        ``pending``: the stages queued after it; by default none for a
        double (the rules decide what follows it) and, for passed moves,
        the receiver's own roll (as when the moves pass in play)."""
        with self._refused():
            if self.match is not None:
                raise IllegalMoveError("a match board plays backgammon from its match: there are no stages to set")
            self.game.set_stage(stage, pending)
        self._selected = None
        self._advance([])
        self._sync()

    def __repr__(self):
        g = self.game
        v = g.rules.name
        m = self.match
        if m is not None:
            a, b = m.score
            head = f"Board({v!r}, {self._match_words()}, game {m.current.number}, score {a}-{b}"
            if m.over:
                return f"{head}: {m.names[m.winner]} wins the match)"
            if m.game_over:
                o = m.result
                return f"{head}: {m.names[o.winner]} won {o.points} point{'s' * (o.points != 1)}, {o.how})"
            if m.cube.offered:
                c = m.cube
                return f"{head}: {m.names[c.offered_by]} doubles to {c.offered_value}, {m.names[1 - c.offered_by]} to answer)"
            state = f"{m.names[g.to_move]} to roll" if g.dice is None else \
                f"{m.names[g.to_move]} to move, dice {dice_text(g.dice)}"
            cube = "" if m.cube.centred else f", cube {m.cube.value} {m.names[m.cube.owner]}'s"
            return f"{head}, turn {len(g.turns) + 1}, {state}{cube})"
        if g.over:
            r = g.result
            if r.winner is None:
                return f"Board({v!r}, game over: a draw)"
            return f"Board({v!r}, game over: {g.names[r.winner]} wins, {r.kind}, {r.points} point{'s' * (r.points != 1)})"
        mode = "" if self.interactive else "diagram, "
        who = g.names[g.to_move]
        if g.dice is None:
            again = " again" if g.stage.origin is not None else ""
            return f"Board({v!r}, {mode}turn {len(g.turns) + 1}, {who} to roll{again})"
        st = g.stage
        extra = ""
        if st.kind == "double":
            extra = f" (of {dice_text(st.origin)})"
        elif st.kind == "passed":
            extra = " (passed)"
        return f"Board({v!r}, {mode}turn {len(g.turns) + 1}, {who} to move, dice {dice_text(g.dice)}{extra})"

    @contextlib.contextmanager
    def _refused(self):
        """An action the engine refuses: its explanation goes to
        :attr:`message` and the error is raised on (nothing has changed)."""
        try:
            yield
        except NardyError as e:
            self._say(str(e), "error")
            self._sync()
            raise

    # -- match helpers ------------------------------------------------------------
    def _over(self) -> bool:
        """The game is over: the last checker is off, or (in a match) a
        double was passed."""
        return self.game.over or (self.match is not None and self.match.game_over)

    def _check_match(self) -> None:
        """Checker play must wait while a double waits for its answer, and
        stops when a pass ended the game (the match's own errors)."""
        if self.match is not None:
            self.match.check_playing()

    def _need_match(self, action: str) -> Match:
        if self.match is None:
            with self._refused():
                raise IllegalMoveError(f"there is no cube to {action} on this board: it plays single games "
                                       f"(make it with Board(match=7), or match=0 for money play)")
        return self.match

    def _is_bot(self, player: int) -> bool:
        return self.bot is not None and self.bot_side == player

    def _bot_answers(self) -> bool:
        m = self.match
        return m is not None and m.cube.offered and self._is_bot(1 - m.cube.offered_by)

    def _human_answer(self, action: str) -> None:
        """A Take or Pass from the board is the human's: a bot answers by itself."""
        if self._bot_answers():
            raise IllegalCubeError(f"{self.match.names[self.bot_side]} is played by the bot, which answers "
                                   f"doubles by itself")

    def _bot_answer(self, said: list) -> None:
        """The bot answers the double on offer (its cube policy decides)."""
        m = self.match
        taker = m.names[1 - m.cube.offered_by]
        if self.cube_bot.take(m):
            cube = m.take()
            said.append(f"{taker} (bot) takes: the cube is at {cube.value}, {taker}'s.")
        else:
            m.pass_()
            said.append(f"{taker} (bot) passes.")

    def _bot_doubles(self, said: list) -> bool:
        """Before the bot rolls, once per turn: does it double?  Returns
        True when a double now waits for the human's answer."""
        m = self.match
        if m is None or m.game_over:
            return False
        key = (m.current.number, len(m.game.turns))
        if self._bot_pondered == key:
            return False
        self._bot_pondered = key
        if not self.cube_bot.double(m):
            return False
        cube = m.offer_double()
        name = m.names[cube.offered_by]
        said.append(f"{name} (bot) doubles to {cube.offered_value}.")
        return True

    def _match_words(self) -> str:
        m = self.match
        if m.money:
            return "money game" + (" (Jacoby rule)" if m.jacoby else "")
        return f"{m.match_length}-point match"

    def _result_text(self) -> str:
        """How the game ended, and the score in a match."""
        m, g = self.match, self.game
        if m is None or m.result is None:
            r = g.result
            if r.winner is None:
                return "The game is drawn."
            pts = f"{r.points} point{'s' * (r.points != 1)}"
            return f"{g.names[r.winner]} wins: {r.kind}, {pts}."
        o = m.result
        pts = f"{o.points} point{'s' * (o.points != 1)}"
        kind = o.kind if o.cube == 1 else f"{o.kind} with the cube at {o.cube}"
        if o.how == "passed":
            kind = f"{m.names[1 - o.winner]} passed the double"
        elif o.how == "resigned":
            kind += ", resigned"
        text = f"{m.names[o.winner]} wins {pts} ({kind})."
        a, b = m.score
        if m.money:
            return f"{text} Money total: {m.names[0]} {a}, {m.names[1]} {b}."
        if m.over:
            return f"{text} {m.names[m.winner]} wins the match {max(a, b)}-{min(a, b)}."
        return f"{text} Score {a}-{b} in a {m.match_length}-point match: press Next game."

    # -- front end messages ---------------------------------------------------
    _BUTTONS = {"roll": "roll", "undo": "undo", "undo_all": "undo_all", "commit": "commit", "new": "new_game",
                "double": "double", "take": "take", "pass": "pass_", "resign": "resign"}
    """The front end's buttons (``{"type": "roll"}``...) and the methods they call."""

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
            elif kind in self._BUTTONS:
                if not self.interactive:
                    raise IllegalMoveError("this board is a read-only diagram")
                if (kind == "roll" and self.bot_side is not None and self.game.to_move == self.bot_side
                        and self.game.first is not None):
                    raise IllegalMoveError(f"{self.game.names[self.bot_side]} is played by the bot")
                getattr(self, self._BUTTONS[kind])()
        except NardyError as e:       # already in the message
            self._say(str(e), "error")
            self._sync()

    # -- the click state machine --------------------------------------------------
    def _click(self, point) -> None:
        g = self.game
        if not self.interactive:
            raise IllegalMoveError("this board is a read-only diagram")
        p = _point_arg(point)
        if self.match is not None and self._over():
            raise GameOverError(f"the game is over. {self._result_text()}")
        self._check_match()
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
        elif sel == BAR_POINT and p != OFF_POINT and g.position.points[p - 1] > 0:
            # The bar (selected by itself when it must be entered) and a click
            # on another of the mover's checkers: say why that one cannot
            # move (enter first), not why the bar's checker cannot go there.
            raise IllegalMoveError(self._why_stuck(p))
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
            said = []
            self._committed(begin, said)
            self._advance(said)

    def _why_stuck(self, p: int) -> str:
        """Why the checker on ``p`` cannot move now (the engine's words)."""
        g = self.game
        left = sorted(set(g.dice_left()), reverse=True)
        if not left:
            return "no dice left to play: the turn is complete"
        if not g.legal_steps():
            return f"{g.names[g.to_move]} cannot move with {dice_text(g.dice)}"
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

    def _bot_to_move(self) -> bool:
        g = self.game
        return (self.bot is not None and self.bot_side is not None and not self._over()
                and g.to_move == self.bot_side and g.first is not None
                and not (self.match is not None and self.match.cube.offered))

    def _advance(self, said: list) -> None:
        """After a roll, a commit or a new stage: play on what needs no
        decision -- the bot's stages, and (with ``auto_commit``) a stage
        that cannot be played at all -- then say what happened (``said``,
        one sentence per stage) and what comes next.  In a match the bot
        may double before its roll; the board then waits for the answer."""
        while not self._over():
            g = self.game                     # (a callback may have set a new game)
            if self._bot_to_move():
                if g.dice is None and self._bot_doubles(said):
                    break
                begin = g.turn_start
                try:
                    g.play_bot(self.bot)
                except NardyError as e:
                    self._say(f"the bot could not play: {e}", "error")
                    self._spoken = False
                    return
                self._committed(begin, said)
                continue
            if g.dice is not None and not g.legal_plays():
                if self.auto_commit:
                    begin = g.turn_start
                    g.commit()
                    self._committed(begin, said)
                    continue
                if not self._spoken:
                    said.append(f"{self._cannot(g.to_move, g.stage)}: press Done.")
                    self._say(" ".join(said), "info")
                self._spoken = False
                return
            break
        if not self._spoken:
            said.append(self._next_text())
            self._say(" ".join(x for x in said if x), "success" if self._over() else "info")
        self._spoken = False

    def _cannot(self, player: int, st: Stage) -> str:
        """``"White cannot move with 6-5"`` and the like, for ``st``."""
        g = self.game
        name, other = g.names[player], g.names[1 - player]
        if st.kind == "double":
            return f"{name} cannot play the {dice_text(st.dice)} of {dice_text(st.origin)}"
        if st.kind == "passed":
            return f"{name} cannot play the {dice_text(st.dice)} passed by {other}"
        return f"{name} rolled {dice_text(st.dice)} and cannot move"

    def _next_text(self) -> str:
        """What comes next, in one sentence (or the result)."""
        g, m = self.game, self.match
        if self._over():
            return self._result_text()
        st = g.stage
        name, other = g.names[st.player], g.names[1 - st.player]
        if m is not None and m.cube.offered:
            taker = m.names[1 - m.cube.offered_by]
            return f"{taker} (bot) to answer." if self._is_bot(1 - m.cube.offered_by) else \
                f"{taker}: take (play on for {m.cube.offered_value}) or pass (lose {m.cube.value})?"
        if st.dice is None:
            if m is not None and g.first is not None and m.can_double() and not self._is_bot(st.player):
                return f"{name} to roll, or to double first."
            if st.origin is not None:
                return f"{name} rolls again: the {dice_text(st.origin)} was played in full."
            return f"{name} to roll."
        if st.kind == "double":
            return f"{name} plays the {dice_text(st.dice)} of {dice_text(st.origin)} -> 6-6."
        if st.kind == "passed":
            return f"{name} plays {dice_text(st.dice)} passed by {other}."
        if g.position.bar[0] and g.legal_plays() and not self._is_bot(st.player) and self.interactive:
            return f"{name} must enter from the bar first: the open points are marked."
        return ""

    def _committed(self, begin: Position, said: Optional[list] = None) -> PlayedTurn:
        """Book-keeping after the engine committed a turn (a stage) that
        started from ``begin``: arrows, callbacks, and the sentence saying
        what was played (appended to ``said``)."""
        g = self.game
        turn = g.turns[-1]
        st = turn.stage or Stage("roll", turn.player, turn.roll)
        end = g.position_of(turn.player)      # the turn's end, from its player's side
        played = PlayedTurn(begin, turn.steps, end, turn.player, turn.roll, g.names[turn.player], st)
        self.last_play = f"{played.name} {dice_text(turn.roll)}: {played}"
        self._last_arrows = [self._arrow(s, turn.player, "last") for s in turn.steps]
        name, other = g.names[turn.player], g.names[1 - turn.player]
        if not turn.steps:
            did = self._cannot(turn.player, st) + "."
            if st.kind == "passed":
                did = did[:-1] + ": they are lost."
        elif st.kind == "double":
            did = f"{name} played {played} (the {dice_text(st.dice)} of {dice_text(st.origin)})."
        elif st.kind == "passed":
            did = f"{name} played {played} ({dice_text(st.dice)} passed by {other})."
        else:
            did = f"{name} played {played}."
        if (turn.steps and is_double(turn.roll) and turn.roll[0] < 6 and not g.over
                and isinstance(g.rules, DoublesProgression)
                and not (g.stage.kind == "double" and g.stage.player == turn.player)):
            # A doubles progression (Gul, Mad Gulbar, Fevga-Giul) that ends
            # before 6-6: say so.
            did += " The progression of doubles ends here."
        if said is not None:
            said.append(did)
        seq = self._seq
        for cb in list(self._callbacks):
            cb(played)
        if self._seq != seq:
            # A callback spoke (an exercise's verdict): its words stay.
            self._spoken = True
        return played

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
        if self.match is not None:
            self.game = self.match.game
        g, m = self.game, self.match
        over = self._over()
        mover = g.to_move
        pos = g.position
        white = g.position_of(0)
        playing = g.dice is not None and not over
        legal = g.legal_steps() if playing else []
        if self._selected is not None and not any(s.frm == self._selected for s in legal):
            self._selected = None
        if (self._selected is None and legal and self.interactive and not self._bot_to_move()
                and all(s.frm == BAR_POINT for s in legal)):
            # A checker on the bar must enter first: show the open points at once.
            self._selected = BAR_POINT
            self._paths = self._paths_from(BAR_POINT)
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
            dice = list(dice_to_play(g.dice))
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
            offered = m is not None and m.cube.offered and not over
            self.status = ("over" if over else "doubled" if offered else "move" if g.dice is not None
                           else "roll")
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
            self.can_roll = g.dice is None and not over and not offered
            self.can_undo = playing and bool(g.steps)
            self.can_commit = playing and g.turn_complete
            if m is not None:
                c = m.cube
                self.cube = {"value": c.value, "owner": c.owner, "offered_by": c.offered_by,
                             "offered_value": c.offered_value}
            else:
                self.cube = (dict(self._cube or {"value": 1, "owner": None})
                             if g.rules.has_bar else None)
            self._sync_match(over)
            self.message = text
            self.message_kind = kind
            self.message_seq = self._seq
            st = g.stage
            if offered:
                self.stage = f"{g.rules.title}: {m.names[m.cube.offered_by]} doubles to {m.cube.offered_value}"
            else:
                self.stage = f"{g.rules.title}: game over" if over else g.stage_text
            self.stage_kind = "roll" if over else st.kind
            self.stage_origin = "" if over or st.origin is None else dice_text(st.origin)
            self.pending = [] if over else [self._stage_words(q) for q in g.pending]

    def _sync_match(self, over: bool) -> None:
        """The match's traits (inside :meth:`_sync`'s ``hold_sync``)."""
        m = self.match
        if m is None:
            self.match_kind, self.match_length, self.score, self.game_number = "", 0, [0, 0], 1
            self.crawford, self.match_info, self.can_double, self.can_answer = "", "", False, False
            self.match_over, self.new_label, self.can_new = False, "New game", True
            self.can_resign = False
            return
        cur = m.current
        self.match_kind = "money" if m.money else "match"
        self.match_length = m.match_length
        self.score = list(m.score)
        self.game_number = cur.number
        self.crawford = "crawford" if cur.crawford else "post" if m.post_crawford else ""
        info = [self._match_words(), f"game {cur.number}"]
        if cur.crawford:
            info.append("Crawford game: no doubling")
        elif m.post_crawford:
            info.append("post-Crawford")
        if not m.money and not m.over:
            info.append(f"{m.names[0]} needs {m.need(0)}, {m.names[1]} {m.need(1)}")
        self.match_info = " · ".join(info)
        human = self.interactive
        self.can_double = bool(human and not over and m.game.first is not None and m.can_double()
                               and not self._is_bot(m.to_move))
        self.can_answer = bool(human and not over and m.cube.offered and not self._bot_answers())
        self.can_resign = bool(human and not over and m.game.first is not None and not self._is_bot(m.turn_player))
        self.match_over = m.over
        self.new_label = "New match" if m.over else "Next game" if over else "New game"
        self.can_new = over

    def _stage_words(self, st: Stage) -> str:
        """A queued stage in a few words: ``"Black plays 4 moves of 5"``."""
        name = self.game.names[st.player]
        if st.dice is None:
            return f"{name} rolls again" if st.origin is not None else f"{name} rolls"
        return f"{name} plays {dice_text(st.dice)}"



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
        from nardy.play import parse_moves
        self.game = g = _game_at(self.game.rules, position if position is not None else self.game.rules.start(),
                                 to_move, None, names)
        if isinstance(dice, Moves):
            g.set_stage(Stage("passed", to_move, dice))
        elif dice is not None:
            g.dice = check_dice(tuple(dice))        # shown, never played: no roll needed
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
