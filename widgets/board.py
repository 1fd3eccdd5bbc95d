"""The interactive board: an anywidget whose synced traits are the single
source of truth.

The front end (``static/board.js``) only *proposes*: it sends a custom
message such as ``{"type": "click", "point": 13}``.  Python *decides*
through the engine (:class:`nardy.game.Game`) and updates the traits; the
browser then updates its DOM in place.  Every action of the front end has a
Python twin (:meth:`Board.click`, :meth:`Board.roll`, :meth:`Board.undo`,
...), so lessons, exercises and tests drive the board exactly as a learner
does.

Four parts: this module is the thin widget (the traits, the public methods,
the front end's messages); :mod:`nardy.widgets.controller` carries out the
actions on the game or match (plain Python, no widget);
:func:`nardy.widgets.view.traits` turns the controller into the traits'
values; :mod:`nardy.widgets.words` holds every sentence.

Numbering: points are numbered from one player's side (the engine's
convention, see ``docs/rules.md#numbering``).  A board keeps one numbering
for the whole game and is drawn from that side (its home at the bottom
right, or left with ``mirrored=True``): the learner's against the computer;
with two players at one board White's, or the side chosen with
``play_as=``, or the side to move of the position it was opened with.  The
frame's labels, the "Last:" line and every message name points in that
numbering, whoever moves.  What Python passes in stays the mover's, as in
the engine: :meth:`Board.play` takes gnubg's notation from the mover's
side, and :meth:`Board.click`, :attr:`Board.sources` and
:attr:`Board.targets` (and the DOM's ``data-point``) use the mover's
numbers.

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
import time
from collections.abc import Iterable
from typing import Callable, Optional, Sequence, Union

import anywidget
import traitlets as t

from nardy.cube import Cube
from nardy.dice import Moves, Stage
from nardy.errors import IllegalMoveError, InvalidMoveError, InvalidOptionError, NardyError
from nardy.game import Game
from nardy.match import Match, Outcome
from nardy.play import Play, Step
from nardy.position import Position

from . import still, view, words
from .controller import (Controller, Happened, PlayedTurn, check_board_dice, check_cube, check_flag, check_names,
                         check_play_as, check_seed, check_side, game_at, make_bot, point_arg)

__all__ = ["Board", "Diagram", "PlayedTurn"]

_STATIC = pathlib.Path(__file__).parent / "static"

PointLike = Union[int, str]
"""What :meth:`Board.click` accepts: ``1``..``24``, ``"bar"`` or ``"off"``
(also ``"13"``; ``25`` means the bar and ``0`` the off tray)."""


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
    play_as:
        Against a bot (without ``bot_side``): ``"throw"`` (the default: the
        opening throw decides), ``"white"`` or ``"black"``, the learner's
        side.  Without a bot: the side the board is drawn and numbered from
        for the whole game (default: the side to move of the position it
        opens with, White at the opening).
    mirrored:
        The home on the left instead of the right.
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
    tutor:
        ``True`` switches the tutor on (:meth:`hint`, :meth:`review`, a
        verdict after each of the learner's poor plays); the *Tutor*
        button switches it on the board.  The learner is every side the
        bot does not play.
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
    """24 signed counts from :attr:`side`: ``points[i]`` is that side's
    point ``i + 1``; > 0 its checkers, < 0 the other side's."""
    numbering = t.List(t.Int()).tag(sync=True)
    """For each physical point (White's numbering 1..24, index 0 = White's
    1-point), its number from :attr:`side` (the frame's label, the same all
    game)."""
    mover_numbering = t.List(t.Int()).tag(sync=True)
    """For each physical point, its number for the side to move (what
    ``data-point`` carries and clicks, :attr:`sources` and :attr:`targets`
    use)."""
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
    selected = t.Union([t.Int(), t.Unicode()], default_value="").tag(sync=True)
    """The selected point (an int, ``"bar"``), or ``""`` when nothing is
    selected (no synced trait carries ``None``: see :data:`nardy.widgets.view.NONE`)."""
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
    cube = t.Dict().tag(sync=True)
    """Backgammon's doubling cube ``{"value": 1, "owner": -1, "offered_by":
    -1, "offered_value": 0}`` (owner 0/1, or ``-1`` when centred; a double
    waiting for an answer: who offered it and its value, else ``-1`` and
    ``0``); ``{}`` in long nardy."""
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
    bot_side = t.Int(-1).tag(sync=True)
    """The side played by the bot, or ``-1``."""
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

    prompt = t.Unicode("").tag(sync=True)
    """What to do next, shown while :attr:`message` is empty (``"White to
    roll: press Roll."``, ``"Click a green point to move there..."``)."""
    may_roll = t.Bool(True).tag(sync=True)
    """The big Roll button shows: the dice wait for a human's throw (or the
    opening throw, which the learner makes for both sides)."""
    cube_dead = t.Bool(False).tag(sync=True)
    """The cube is out of use in this game: the Crawford game, or a 1-point
    match (drawn greyed)."""
    tutor = t.Bool(False).tag(sync=True)
    """The tutor is on (``Board(..., tutor=True)``, the *Tutor* switch, or
    ``board.tutor = True``): hints, a verdict after the learner's poor plays
    and the review (:mod:`nardy.widgets.tutoring`)."""
    tutor_view = t.Dict().tag(sync=True)
    """What the tutor shows: ``offered`` (the switch is drawn), ``on``,
    ``available`` and ``note`` (why not, for a game no evaluator covers),
    ``can_hint``, ``can_review``, ``hints`` (the hinted plays with their
    equities; their arrows are in :attr:`arrows`, kind ``"hint"``),
    ``verdict`` (the line after a poor play), ``compare`` (a position with
    the play made and the best one, as figures) and ``review`` (the panel:
    summary, mistakes, the winning-chances chart).  Empty dicts when there
    is nothing to show."""
    places = t.List(t.Int()).tag(sync=True)
    """For each physical point (White's numbering), its number from the
    :attr:`viewer`'s side: where it is drawn (that side's 1-point at the
    bottom right, or bottom left when :attr:`mirrored`)."""
    viewer = t.Int(0).tag(sync=True)
    """The side drawn at the bottom: the same as :attr:`side`."""
    side = t.Int(0).tag(sync=True)
    """The board's one numbering for the whole game (:attr:`numbering`,
    :attr:`points`, the "Last:" line and the messages): the learner's
    against a bot; else White's (0), the side chosen with ``play_as=``, or
    the side to move of the position the board was opened with."""
    mirrored = t.Bool(False).tag(sync=True)
    """Home on the left (seed 002: a player must know both layouts)."""
    opponent = t.Unicode("").tag(sync=True)
    """Against a bot, who plays whom in one line (``"Computer: strong · you
    play Black · White moved first"``); ``""`` without a bot."""
    level = t.Unicode("").tag(sync=True)
    """The bot's level (``"random"``, ``"simple"``, ``"strong"``,
    ``"expert"``), or ``""`` for a bot of one's own."""
    levels = t.List(t.Unicode()).tag(sync=True)
    """The levels to choose from (empty when the bot is one's own)."""
    gone_words = t.List(t.Unicode()).tag(sync=True)
    """What the page says when the kernel is gone (it cannot say it then):
    after a restart, and when a message goes unanswered."""
    bot_frames = t.List(t.Dict()).tag(sync=True)
    """A bot's go of several stages (a Gul progression, a Gulbar re-roll,
    moves passed back): the board just after each stage, with its arrows,
    dice and sentence, which the page shows one after the other before the
    board as it now stands.  Empty otherwise."""
    play_as = t.Unicode("").tag(sync=True)
    """The learner's choice against a bot: ``"throw"``, ``"white"`` or
    ``"black"`` (``""`` without a bot)."""
    play_as_labels = t.List(t.Unicode()).tag(sync=True)
    """What the side menu says for ``"throw"``, ``"white"`` and ``"black"``
    (empty without a bot): on a game no throw seated (a position's, or a
    colour chosen), the throw is a choice for the games to come."""

    def __init__(self, variant: Optional[str] = None, seed=None, *, bot: Optional[Callable] = None,
                 bot_side: Optional[int] = None, play_as: Optional[str] = None, mirrored: bool = False,
                 interactive: bool = True, auto_commit: bool = True,
                 position: Optional[Position] = None, to_move: int = 0, dice=None,
                 game: Optional[Game] = None, names: Sequence[str] = ("White", "Black"),
                 cube: Optional[dict] = None, stage: Optional[Stage] = None,
                 match: Union[int, Match, None] = None, cube_bot=None, tutor: bool = False, **options):
        names = check_names(names)
        check_flag("interactive", interactive)
        check_flag("auto_commit", auto_commit)
        check_seed(seed)
        check_side(bot_side)
        check_flag("mirrored", mirrored)
        chosen = play_as
        if play_as is None:
            play_as = "throw" if bot_side is None else "white" if bot_side == 1 else "black"
        elif bot_side is not None:
            raise InvalidOptionError(words.SIDE_TWICE)
        check_play_as(play_as)
        dice = check_board_dice(dice)
        cube = check_cube(cube)
        if game is not None and not isinstance(game, Game):
            raise InvalidOptionError(words.bad_game(game))
        check_flag("tutor", tutor)
        super().__init__()
        if match is not None:
            if variant not in (None, "backgammon"):
                raise InvalidOptionError(words.NOT_BACKGAMMON.format(variant=variant))
            if game is not None or position is not None or stage is not None or options:
                raise InvalidOptionError(words.MATCH_OWN_GAME)
            if not isinstance(match, Match):
                match = Match(match, names=names, seed=seed)   # (a bad length raises, quoted)
            game = match.game
            variant = "backgammon"
        variant = "long" if variant is None else variant
        if game is None:
            if position is not None:
                game = game_at(Game(variant, **options).rules, position, to_move, seed, names)
            else:
                game = Game(variant, seed=seed, names=tuple(names), **options)
        self._ctl = Controller(game, match=match, bot=make_bot(bot, seed), cube_bot=cube_bot,
                               interactive=interactive, auto_commit=auto_commit, seed=seed, cube=cube,
                               level=bot if isinstance(bot, str) else getattr(bot, "level", ""),
                               play_as=play_as, mirrored=mirrored, tutor=tutor, home={"white": 0, "black": 1}.get(chosen))
        self._last_button = None
        self._sync()
        self.on_msg(self._on_front_end)
        self.observe(self._tutor_switched, names="tutor")
        if stage is not None:
            self.set_stage(stage)
        elif isinstance(dice, Moves):
            self.set_stage(Stage("passed", self.game.to_move, dice))
        elif dice is not None:
            self.roll(*dice)
        elif self._ctl.bot_to_move():
            # A game resumed with the bot to play (Match.from_match_id, game=):
            # it acts at once, as it would after the other side's turn.
            self._ctl.advance(Happened())
            self._sync()

    # -- what the board plays ---------------------------------------------------
    @property
    def game(self) -> Game:
        """The engine game behind the board (read it freely; change it only
        through the board, or call :meth:`refresh` afterwards)."""
        return self._ctl.game

    @game.setter
    def game(self, game: Game) -> None:
        self._ctl.game = game

    @property
    def match(self) -> Optional[Match]:
        """The :class:`nardy.Match` played on this board (``match=``), or ``None``."""
        return self._ctl.match

    @property
    def bot(self) -> Optional[Callable]:
        """``bot(game) -> Play or text``, or ``None``."""
        return self._ctl.bot

    @property
    def cube_bot(self):
        """The bot's cube decisions (``double(match)``, ``take(match)``)."""
        return self._ctl.cube_bot

    @property
    def position(self) -> Position:
        """The engine position, from the side to move."""
        return self.game.position

    # -- the contract ---------------------------------------------------------
    def click(self, point: PointLike) -> None:
        """Do what a click on ``point`` does (1..24 mover-relative, ``"bar"``,
        ``"off"``): select a checker, deselect it, move it to a legal
        destination (by one die or by several), or switch the selection.

        Never raises on bad input: an illegal click leaves the game as it was
        and puts the engine's explanation in :attr:`message`.
        """
        with contextlib.suppress(NardyError):
            self._act(self._ctl.click, point)

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
        return self._act(self._ctl.roll, tuple(dice))

    def play(self, play: Union[str, Play, Sequence]) -> PlayedTurn:
        """Play a whole turn (``"24/18 13/11"``, a Play or (from, to) pairs)
        and end it; steps already clicked this turn are replaced.  Raises the
        engine's error and also puts it in :attr:`message` (nothing changes)."""
        return self._act(self._ctl.play, play)

    def undo(self) -> Optional[Step]:
        """Take back the last step of this turn (returns it); with nothing to
        undo, says so in :attr:`message` and returns ``None``."""
        try:
            return self._act(self._ctl.undo)
        except NardyError:
            return None

    def undo_all(self) -> None:
        """Take back every step of this turn."""
        self._act(self._ctl.undo_all)

    def commit(self) -> PlayedTurn:
        """End the turn (the *Done* button, for ``auto_commit=False``).
        Raises the engine's error and sets :attr:`message` when the play is
        not yet whole."""
        return self._act(self._ctl.commit)

    def new_game(self, seed=None) -> None:
        """Start a new game of the same variant and options.  In a match:
        the next game of the match, once the current one is over (raises
        the match's error, and says it, while it is being played); once the
        match is won, a new match (:meth:`new_match`)."""
        self._act(self._ctl.new_game, seed)

    def new_match(self, length: Optional[int] = None, seed=None) -> None:
        """Start a new match on this board: of ``length`` points (default:
        the same as before; 0 for money play), with the same options."""
        self._act(self._ctl.new_match, length, seed)

    # -- the cube (match=) --------------------------------------------------------
    def double(self) -> Cube:
        """The player on roll doubles (before rolling): the *Double* button.
        Returns the cube with the offer.  Raises the match's
        :class:`~nardy.cube.IllegalCubeError` saying why (and shows it) when
        the double is not allowed: not his cube, after rolling, the
        Crawford game, a single-game board..."""
        return self._act(self._ctl.double)

    def take(self) -> Cube:
        """The doubled player takes: the cube doubles and is his.  Raises
        the match's error (and shows it) when no double waits for him."""
        return self._act(self._ctl.take)

    def pass_(self) -> Outcome:
        """The doubled player passes (drops): the game ends and the doubler
        scores the cube's value before the double."""
        return self._act(self._ctl.pass_)

    drop = pass_

    def resign(self) -> Outcome:
        """The player who must act (on roll, moving, or answering a double)
        gives up the game, at the most it could still cost him now
        (:meth:`nardy.Match.concession`: a single once he has borne off a
        checker, else a backgammon while he has a checker on the bar or in
        the opponent's home, else a gammon), times the cube.  The *Resign*
        button (it asks once more before it acts).  Only in match play, and
        not for the bot."""
        return self._act(self._ctl.resign)

    def set_opponent(self, level: Optional[str] = None, play_as: Optional[str] = None) -> None:
        """Choose the computer's level (``"random"``, ``"simple"``,
        ``"strong"``, ``"expert"``; at once) and whether the learner plays
        ``"white"``, ``"black"`` or lets the opening ``"throw"`` decide (at
        once before the first roll, else from the next game).  The board's
        line of choices does the same."""
        self._act(self._ctl.set_opponent, level, play_as)

    def save(self, path=None) -> str:
        """Write the game to ``path`` and return the path: the game's
        record as JSON (``Game.from_json`` reads it back; the replay viewer
        shows it), or gnubg's ``.mat`` file for a backgammon match
        (``nardy.read_mat``).  Without ``path``: a new file named after the
        variant and the time, in the working directory.  The *Save*
        button."""
        import datetime
        text, suffix = self._ctl.save_text()
        if path is None:
            stamp = datetime.datetime.now().strftime("%Y%m%d-%H%M%S")
            path = f"{'match' if self.match is not None else self.game.rules.name}-{stamp}{suffix}"
        try:
            with open(path, "w", encoding="utf-8") as f:
                f.write(text)
        except (OSError, TypeError, ValueError) as e:
            self._ctl.say(words.save_failed(path, e), "error")
            self._sync()
            raise InvalidOptionError(words.save_failed(path, e)) from None
        self._ctl.say(words.saved(str(path), suffix), "success")
        self._sync()
        return str(path)

    def set_state(self, sync_data):
        """The browser proposes, the kernel decides: a write from the front
        end to any trait is refused and the trait restored (every trait is
        the kernel's; only clicks and button messages come in)."""
        keys = [k for k in sync_data if k in self.keys]
        if keys:
            self.send_state(keys)

    def on_play(self, callback: Callable, remove: bool = False) -> Callable:
        """Call ``callback(play)`` after every committed turn (human, bot or
        :meth:`play`) with a :class:`PlayedTurn`.  Returns the callback, so
        it can be used as a decorator."""
        if not callable(callback):
            raise InvalidOptionError(words.bad_callback(callback))
        if remove:
            if callback not in self._ctl.callbacks:
                raise InvalidOptionError(words.no_callback(callback))
            self._ctl.callbacks.remove(callback)
        else:
            self._ctl.callbacks.append(callback)
        return callback

    def say(self, text: str, kind: str = "info") -> None:
        """Put ``text`` in :attr:`message` (``kind`` ``"info"``, ``"error"``
        or ``"success"``): an exercise's verdict.  Said from an
        :meth:`on_play` callback, the words stay after the turn."""
        if kind not in ("info", "error", "success"):
            raise InvalidOptionError(words.bad_say(kind))
        self._ctl.say(str(text), kind)
        self._sync()

    _say = say

    def refresh(self) -> None:
        """Redraw from :attr:`game` (after changing the game directly)."""
        self._ctl.selected = None
        self._sync()

    def set_position(self, position: Position, to_move: int = 0, dice=None,
                     stage: Optional[Stage] = None) -> None:
        """Start a new game from ``position`` (seen from ``to_move``'s
        side), optionally with a roll to play (or passed ``Moves``, or a
        ``stage``, as for the constructor).  Not on a match board (give it
        ``Match.from_match_id(match_id, position_id)`` instead)."""
        ctl = self._ctl

        def setup():
            ctl.set_position(position, to_move)
            if stage is not None:
                ctl.set_stage(stage)
            elif isinstance(dice, Moves):
                ctl.set_stage(Stage("passed", to_move, dice))
            elif dice is not None:
                ctl.roll(check_board_dice(dice))

        self._act(setup, undoable=True)

    def set_stage(self, stage: Stage, pending: Optional[Sequence[Stage]] = None) -> None:
        """Make ``stage`` the one being played, instead of a roll: a
        progression's double (``Stage("double", 0, (4, 4), origin=(3,
        3))``) or moves passed by the opponent (``Stage("passed", 0,
        Moves(6, 2), origin=(6, 6))``), for lessons and exercises.  Only
        while the player to move (``stage.player``) has not rolled yet.

        ``pending``: the stages queued after it; by default none for a
        double (the rules decide what follows it) and, for passed moves,
        the receiver's own roll (as when the moves pass in play)."""
        self._act(self._ctl.set_stage, stage, pending, undoable=True)

    # -- the tutor (nardy.widgets.tutoring) ---------------------------------------------
    def hint(self, n: int = 3) -> list:
        """The *Hint* button: the ``n`` best plays of the learner's roll, as
        :class:`nardy.tutor.Choice` (play, equity, loss), drawn as arrows
        from the start of the turn.  Raises (and says) why not: the tutor is
        off, no dice yet, the bot's turn, a game no evaluator covers."""
        return self._act(self._ctl.hint, n)

    def show_best(self):
        """*Show best*: the position before the learner's last judged play,
        with that play and the best one side by side.  Returns the
        :class:`nardy.tutor.Judgement`."""
        return self._act(self._ctl.show_best)

    def review(self):
        """The *Review* button: review the game so far (every committed
        turn; on a match board the current game, its cube actions too) and
        open the review panel.  Returns the :class:`nardy.tutor.Review`."""
        return self._act(self._ctl.review)

    def show_mistake(self, index: int = 0):
        """Show mistake ``index`` of the open review (0: the biggest) with
        the play made and the best one.  Returns its
        :class:`nardy.tutor.TurnReview`."""
        return self._act(self._ctl.show_mistake, index)

    def close_review(self) -> None:
        """Close the review panel."""
        self._act(self._ctl.close_review)

    def _tutor_switched(self, change) -> None:
        if change["new"] != self._ctl.tutor.on:
            self._ctl.switch_tutor(bool(change["new"]))
            self._sync()

    def __repr__(self):
        return words.board_repr(self._ctl)

    def _repr_mimebundle_(self, **kwargs):
        """The live board, and beside it (``text/html``) a still picture of
        the position with one line saying to run the cell again
        (:mod:`nardy.widgets.still`): what a front end shows where the
        widget cannot be drawn -- a notebook reloaded before it was saved
        (its stored outputs), a lesson not yet run, nbviewer.  Where the
        widget's model is there (a saved notebook reloaded while its kernel
        lives), JupyterLab and Notebook 7 draw the live board instead."""
        bundle = super()._repr_mimebundle_(**kwargs)
        if bundle is None:
            return None
        data = bundle[0] if isinstance(bundle, tuple) else bundle
        data["text/html"] = still.html_of({name: getattr(self, name) for name in view.TRAITS})
        return bundle

    # -- plumbing -----------------------------------------------------------------
    def _act(self, action: Callable, *args, undoable: bool = False):
        """Carry out a controller action and redraw.  A refusal (the
        engine's error) goes to :attr:`message` and is raised on: nothing
        has changed.  ``undoable``: the action may change the game before it
        is refused (a set-up), so the controller is restored first.  An
        ``on_play`` callback's error is raised once the board is drawn."""
        ctl = self._ctl
        saved = ctl.save(deep=True) if undoable else None
        ctl.frames = []
        try:
            result = action(*args)
            ctl.settle()
            values = view.traits(ctl)          # (a state the engine accepted but cannot show is refused too)
        except NardyError as e:
            if saved is not None:
                ctl.restore(saved)
            ctl.say(str(e), "error")
            self._sync()
            raise
        except BaseException:
            with contextlib.suppress(Exception):
                self._sync()
            raise
        self._apply(values)
        if ctl.failed is not None:
            failed, ctl.failed = ctl.failed, None
            raise failed
        return result

    def _sync(self) -> None:
        """Set every trait from the controller (:func:`nardy.widgets.view.traits`)."""
        self._ctl.settle()
        self._apply(view.traits(self._ctl))

    def _apply(self, values: dict) -> None:
        with self.hold_sync():
            for name, value in values.items():
                setattr(self, name, value)

    # -- front end messages ---------------------------------------------------
    _BUTTONS = {"roll": "roll", "undo": "undo", "undo_all": "undo_all", "commit": "commit", "new": "new_game",
                "double": "double", "take": "take", "pass": "pass_", "resign": "resign", "save": "save",
                "hint": "hint", "show_best": "show_best", "review": "review", "close_review": "close_review"}
    """The front end's buttons (``{"type": "roll"}``...) and the methods they call."""
    _ONCE = ("roll", "commit", "new", "double", "take", "pass", "resign", "save")
    """Buttons whose repeat, just after they acted and before anything else
    happened (a double click), is ignored quietly."""
    REPEAT = 1.0
    """Seconds within which a repeated button is a double click."""

    def _on_front_end(self, _widget, content, _buffers=None):
        if not isinstance(content, dict):
            return
        kind = content.get("type")
        ctl = self._ctl
        if not isinstance(kind, str):
            return
        now = time.monotonic()
        last = self._last_button
        if (kind in self._ONCE and last is not None and last[0] == kind and now - last[1] < self.REPEAT
                and last[2] == ctl.seq):
            # A double click: ignored, but answered (the page waits for an answer).
            ctl.seq += 1
            self._sync()
            self._last_button = (kind, last[1], ctl.seq)
            return
        try:
            if kind == "click":
                self.click(content.get("point"))
            elif kind == "deselect":
                ctl.deselect()
            elif kind == "tutor":
                self._act(ctl.switch_tutor)
            elif kind == "show_mistake":
                self.show_mistake(content.get("index"))
            elif kind == "opponent":
                if not ctl.interactive:
                    raise IllegalMoveError(words.READ_ONLY)
                level, play_as = content.get("level"), content.get("play_as")
                self.set_opponent(level if level else None, play_as if play_as else None)
            elif kind in self._BUTTONS:
                if not ctl.interactive:
                    raise IllegalMoveError(words.READ_ONLY)
                g = self.game
                if kind == "roll" and ctl.bot_side is not None and g.to_move == ctl.bot_side and g.first is not None:
                    raise IllegalMoveError(words.played_by_bot(g.names[ctl.bot_side]))
                getattr(self, self._BUTTONS[kind])()
            else:
                return
        except NardyError as e:       # already in the message
            ctl.say(str(e), "error")
        # Every message is answered (a board that hears nothing knows its kernel is gone).
        ctl.seq += 1
        self._sync()
        self._last_button = (kind, now, ctl.seq)


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
        ctl = self._ctl
        ctl.game = g = game_at(self.game.rules, position if position is not None else self.game.rules.start(),
                               to_move, None, names)
        ctl.home = to_move                          # drawn and numbered from the side it shows to move
        dice = check_board_dice(dice)
        if isinstance(dice, Moves):
            g.set_stage(Stage("passed", to_move, dice))
        elif dice is not None:
            g.dice = dice                           # shown, never played: no roll needed
        pairs = []
        if isinstance(arrows, str):
            for m in parse_moves(arrows):
                pts = [m.frm, *m.via, m.to]
                pairs += list(zip(pts, pts[1:])) * m.count
        else:
            pairs = [_pair(a) for a in _items(arrows, "arrows")]
        ctl.last = [(Step(a, b, 0), to_move) for a, b in pairs]
        ctl.highlight = [view.key(point_arg(p)) for p in _items(highlight, "highlight")]
        self._sync()


def _items(value, what: str) -> list:
    """A Diagram's list argument (``highlight``, ``arrows``), as a list."""
    if isinstance(value, (str, bytes, dict)) or not isinstance(value, Iterable):
        raise InvalidMoveError(words.bad_list(what, value))
    return list(value)


def _pair(arrow) -> tuple:
    """An arrow as (from, to) points."""
    if isinstance(arrow, (str, bytes)) or not isinstance(arrow, (tuple, list)) or len(arrow) != 2:
        raise InvalidMoveError(words.bad_arrow(arrow))
    return point_arg(arrow[0]), point_arg(arrow[1])
