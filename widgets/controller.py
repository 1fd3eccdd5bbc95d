"""The board's controller: plain Python, no widget.

It holds what a board plays -- a :class:`nardy.Game` or a
:class:`nardy.Match`, the bot, the selection, the last play, the message --
and carries out the board's actions through the engine.  Each action
raises the engine's error when it is refused (nothing has changed then) and
otherwise returns what happened (:class:`Happened`, or the value the board's
method returns).  The widget (:mod:`nardy.widgets.board`) only turns the
controller into trait values (:func:`nardy.widgets.view.traits`) and
dispatches the front end's messages here; every sentence comes from
:mod:`nardy.widgets.words`.
"""

from __future__ import annotations

import copy
import random
from typing import Callable, List, Optional, Sequence

from nardy.cube import Cube, IllegalCubeError
from nardy.cube_policy import race_cube_policy
from nardy.dice import Moves, Stage, check_roll, dice_text, is_double
from nardy.errors import (GameOverError, IllegalMoveError, InvalidDiceError, InvalidMoveError, InvalidOptionError,
                          InvalidPositionError, NardyError)
from nardy.game import Game
from nardy.match import Match, Outcome
from nardy.play import BAR_POINT, OFF_POINT, Play, Step
from nardy.position import Position
from nardy.rules.gul import DoublesProgression

from . import words
from .tutoring import BoardTutor


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


class Happened:
    """What an action did: the sentences that tell it (one per stage), the
    plays committed, and what decides the board's message at the end --
    an error of the bot (``error``), an ``on_play`` callback that spoke
    itself (``voiced``: an exercise's verdict, whose words stay), or a
    stage that waits for *Done* (``waiting``)."""

    __slots__ = ("lines", "plays", "voiced", "error", "waiting")

    def __init__(self, *lines: str):
        self.lines: List[str] = list(lines)
        self.plays: List[PlayedTurn] = []
        self.voiced = False
        self.error: Optional[str] = None
        self.waiting: Optional[str] = None

    def __repr__(self):
        return f"<Happened {self.lines!r}{' voiced' * self.voiced}>"


def point_arg(point) -> int:
    """Normalise a clicked point: 1..24, 25 for the bar, 0 for off."""
    if isinstance(point, str):
        s = point.strip().lower()
        if s in ("bar", "b"):
            return BAR_POINT
        if s in ("off", "o", "tray"):
            return OFF_POINT
        if s.isascii() and s.isdigit() and len(s) <= 2:     # not "²", not 5,000 digits
            point = int(s)
    if isinstance(point, bool) or not isinstance(point, int) or not 0 <= point <= 25:
        raise InvalidMoveError(words.NO_POINT.format(point=point))
    return point


def check_names(names) -> tuple:
    """Two names, White's first: refused before anything changes."""
    if (isinstance(names, (str, bytes)) or not isinstance(names, (list, tuple)) or len(names) != 2
            or not all(isinstance(n, str) and n.strip() for n in names)):
        raise InvalidOptionError(words.bad_names(names))
    return tuple(names)


def check_flag(name: str, value) -> bool:
    if not isinstance(value, bool):
        raise InvalidOptionError(words.bad_flag(name, value))
    return value


def check_seed(seed):
    """A seed the dice's generator takes: ``None``, a whole number or a text."""
    if seed is not None and not isinstance(seed, (int, str, bytes)):
        raise InvalidOptionError(words.bad_seed(seed))
    return seed


def check_side(side) -> Optional[int]:
    if side is not None and (isinstance(side, bool) or side not in (0, 1)):
        raise InvalidOptionError(words.bad_side(side))
    return side


def check_board_dice(dice):
    """``None``, ``Moves(die, count)`` or a roll such as ``(6, 5)`` (the
    roll's own check follows when it is rolled)."""
    if dice is None or isinstance(dice, Moves):
        return dice
    if not isinstance(dice, (tuple, list)):
        raise InvalidDiceError(words.bad_board_dice(dice))
    return check_roll(dice)


def check_cube(cube) -> Optional[dict]:
    """A single game's cube to show: ``{"value": 2, "owner": 0}``."""
    if cube is None:
        return None
    if not isinstance(cube, dict) or not set(cube) <= {"value", "owner"}:
        raise InvalidOptionError(words.bad_cube(cube))
    value, owner = cube.get("value", 1), cube.get("owner")
    if (isinstance(value, bool) or value not in (1, 2, 4, 8, 16, 32, 64)
            or (owner is not None and (isinstance(owner, bool) or owner not in (0, 1)))):
        raise InvalidOptionError(words.bad_cube(cube))
    return {"value": value, "owner": owner}


def game_at(rules, position: Position, to_move: int, seed, names) -> Game:
    """A new game starting from ``position`` (seen from ``to_move``'s side),
    through the engine's set-up position (``Game(position=...)``, where
    player 0 moves first); for Black to move the first mover is set to 1."""
    if isinstance(to_move, bool) or to_move not in (0, 1):
        raise InvalidOptionError(words.to_move_error(to_move))
    if not isinstance(position, Position):
        raise InvalidPositionError(words.bad_position(position))
    game = Game(rules, seed=seed, names=tuple(names), position=position)
    if to_move == 1:
        game.first = game.to_move = 1
    return game


def make_bot(bot, seed):
    """``bot`` may be a callable or a level's name (``"random"``,
    ``"simple"``, ``"strong"``, ``"expert"``: :func:`nardy.strategy.make_bot`)."""
    if bot is None or callable(bot):
        return bot
    from nardy.strategy import LEVELS, make_bot as level_bot
    if not isinstance(bot, str) or bot not in LEVELS:
        raise InvalidOptionError(words.unknown_bot(bot, LEVELS))
    return level_bot(bot, seed=seed)


def default_cube_bot(level: str):
    """The computer's cube for a bot level: the expert doubles and answers
    by the evaluator (:func:`nardy.cube_equity.expert_cube_policy`), the
    other levels by the course's rule of thumb
    (:func:`nardy.cube_policy.race_cube_policy`)."""
    if level == "expert":
        from nardy.cube_equity import expert_cube_policy
        return expert_cube_policy()
    return race_cube_policy()


def numbers_from(rules, player: int, side: int) -> dict:
    """``player``'s point number -> ``side``'s number for the same point."""
    if player == side:
        return {p: p for p in range(1, 25)}
    from .view import mirror
    m = mirror(rules)                      # Black's number -> White's
    return dict(m) if player == 1 else {w: b for b, w in m.items()}


PLAY_AS = ("throw", "white", "black")
"""Who the learner plays against a bot: the opening throw decides (in long
nardy the higher thrower takes White; in backgammon, whose colours are
fixed, the learner is White and the throw decides who starts), or a
colour chosen."""


def check_play_as(play_as) -> str:
    if play_as not in PLAY_AS:
        raise InvalidOptionError(words.bad_play_as(play_as))
    return play_as


class Controller:
    """A board's game (or match), its bot and its selection, driven through
    the engine.  See :class:`nardy.widgets.Board` for the parameters."""

    def __init__(self, game: Game, *, match: Optional[Match] = None, bot=None, cube_bot=None,
                 interactive: bool = True, auto_commit: bool = True, seed=None, cube: Optional[dict] = None,
                 level: str = "", play_as: str = "white", mirrored: bool = False, tutor: bool = False,
                 home: Optional[int] = None):
        if cube_bot is not None and not (callable(getattr(cube_bot, "double", None))
                                         and callable(getattr(cube_bot, "take", None))):
            raise InvalidOptionError(words.bad_cube_bot(cube_bot))
        self.game = game
        self.match = match
        self.bot: Optional[Callable] = bot
        self.bot_side: Optional[int] = None      # (seated by play_as: see seat())
        self._own_cube_bot = cube_bot is not None
        self.cube_bot = cube_bot if cube_bot is not None else default_cube_bot(level)
        self.interactive = interactive
        self.auto_commit = auto_commit
        self.seed = seed
        # Each new game (or match) has fresh dice: seeds drawn from the
        # board's seed, so a seeded board is still reproducible.
        self.seeds = random.Random(seed) if seed is not None else None
        self.level = level                  # the bot's level ("" for a bot of one's own)
        self.play_as = check_play_as(play_as)
        self.mirrored = mirrored
        # The side a board without a bot is drawn and numbered from, for the
        # whole game: the side chosen (play_as=), else the side to move
        # when it was opened (White at the opening, Black in a set-up
        # position with Black to move).
        self.home_chosen = home is not None
        self.home = home if home is not None else game.to_move
        self.cube = cube                    # a single game's cube to show (Diagram(cube=...))
        self.callbacks: List[Callable] = []
        self.message = ("", "info")
        self.seq = 0                        # counts messages
        self.last: List[tuple] = []         # the previous play's (Step, player), for its arrows
        self.last_play = ""
        self.highlight: list = []
        self.selected: Optional[int] = None
        self.paths: dict = {}
        self.legal: list = []               # the legal next steps, as of settle()
        self.bot_pondered = None            # (game number, turns) when the bot last thought of doubling
        self.failed: Optional[Exception] = None   # an on_play callback's error, raised once the board is drawn
        self.tutor = BoardTutor(on=tutor)   # hints, verdicts and the review (nardy.widgets.tutoring)
        self.frames: List[dict] = []        # the bot's stages of the last action (view.frame)
        self.names = tuple(game.names)      # as given (a long-nardy opening may swap a game's names)
        self.seat()

    _STATE = ("game", "match", "selected", "paths", "last", "last_play", "message", "seq", "highlight",
              "bot_pondered", "bot_side", "frames", "home")

    def save(self, deep: bool = False) -> dict:
        """The controller's state, to :meth:`restore` when an action is
        refused half-way (``deep``: a copy of the game too, for an action
        that changes the game in place and may be refused after)."""
        state = {k: getattr(self, k) for k in self._STATE}
        if deep:
            state["game"] = copy.deepcopy(self.game)
        return state

    def restore(self, state: dict) -> None:
        for k, v in state.items():
            setattr(self, k, v)

    # -- state ----------------------------------------------------------------------
    @property
    def over(self) -> bool:
        """The game is over: the last checker is off, or (in a match) a
        double was passed or the game resigned."""
        return self.game.over or (self.match is not None and self.match.game_over)

    def is_bot(self, player: int) -> bool:
        return self.bot is not None and self.bot_side == player

    def bot_answers(self) -> bool:
        m = self.match
        return m is not None and m.cube.offered and self.is_bot(1 - m.cube.offered_by)

    def bot_to_move(self) -> bool:
        g = self.game
        return (self.bot is not None and self.bot_side is not None and not self.over
                and g.to_move == self.bot_side and g.first is not None
                and not (self.match is not None and self.match.cube.offered))

    @property
    def learner(self) -> Optional[int]:
        """The side the learner plays against the bot, or ``None`` (no bot:
        both sides are played at the board)."""
        if self.bot is None or self.bot_side is None:
            return None
        return 1 - self.bot_side

    @property
    def side(self) -> int:
        """The board's one numbering, kept for the whole game: whose numbers
        the frame shows and in whose numbers the board writes every play
        (the "Last:" line, its messages, the tutor's lines) -- the
        learner's against a bot, else the side the board was opened for
        (:attr:`home`)."""
        return self.learner if self.learner is not None else self.home

    @property
    def viewer(self) -> int:
        """The side drawn at the bottom: the same as :attr:`side`."""
        return self.side

    def shown(self, text: str, player: int) -> str:
        """``text``, which names points in ``player``'s numbering (a play
        in gnubg's notation, the engine's explanation of a refused click),
        written in the board's numbering (:attr:`side`)."""
        if player == self.side:
            return text
        return words.renumber(text, numbers_from(self.game.rules, player, self.side))

    def next_seed(self, seed=None):
        """The seed of a new game: ``seed`` when given (a game on purpose),
        else fresh dice (drawn from the board's seed when it has one)."""
        if seed is not None:
            return check_seed(seed)
        return None if self.seeds is None else self.seeds.getrandbits(64)

    def seat(self) -> None:
        """Before a game: the bot's side from the learner's choice (a
        throw in long nardy decides it at the opening roll; until then the
        learner is White)."""
        self.bot_side = None if self.bot is None else 0 if self.play_as == "black" else 1

    def say(self, text: str, kind: str = "info") -> None:
        self.message = (text, kind)
        self.seq += 1

    def settle(self) -> None:
        """Before the board is drawn: follow the match's game, drop a
        selection that can no longer move, and select the bar by itself when
        a checker must enter first."""
        if self.match is not None:
            self.game = self.match.game
        g = self.game
        legal = g.legal_steps() if g.dice is not None and not self.over else []
        if self.selected is not None and not any(s.frm == self.selected for s in legal):
            self.selected = None
        if (self.selected is None and legal and self.interactive and not self.bot_to_move()
                and all(s.frm == BAR_POINT for s in legal)):
            self.selected = BAR_POINT
            self.paths = g.destinations(BAR_POINT)
        if self.selected is None:
            self.paths = {}
        self.legal = legal

    # -- actions ----------------------------------------------------------------------
    def roll(self, dice: tuple) -> tuple:
        g = self.game
        self.check_match()
        h = Happened()
        told = False                        # the roll's numbers are already said
        if g.first is None and not dice and self.bot is not None and g.rules.higher_thrower_plays_white:
            rolled = self._opening_against_bot(h)
        else:
            before = g.first
            rolled = g.roll(tuple(dice) if dice else None)
            if before is None and g.opening:
                h.lines.append(words.opening(g))
                # (Backgammon's opening throw is the first mover's roll: its words say the numbers.)
                told = not g.rules.higher_thrower_plays_white
        if not told and (self.over or self.bot_to_move() or g.legal_plays()):
            # (A roll that cannot be played is told by the pass itself.)
            h.lines.append(words.rolled(g.names[g.to_move], rolled))
        self.selected = None
        self.advance(h)
        return rolled

    def _opening_against_bot(self, h: Happened) -> tuple:
        """Long nardy against the computer (seed 003, 1.3): the learner and
        the computer throw one die each, the higher takes White and moves
        first -- unless the learner chose a colour, and then White simply
        moves first."""
        g = self.game
        if self.play_as != "throw":
            self.seat()
            return g.roll((g.rng.randint(1, 6), g.rng.randint(1, 6)))
        throws = []                         # (learner's die, computer's die), ties included
        while not throws or throws[-1][0] == throws[-1][1]:
            throws.append((g.rng.randint(1, 6), g.rng.randint(1, 6)))
        you, bot = throws[-1]
        self.bot_side = 0 if bot > you else 1
        g.opening_roll([(max(t), min(t)) for t in throws])   # (White's die, Black's die): White threw higher
        rolled = g.roll()
        h.lines.append(words.opening_against_bot(throws, bot > you))
        return rolled                       # (roll() says the numbers, once)

    def set_opponent(self, level: Optional[str] = None, play_as: Optional[str] = None) -> None:
        """Another level for the bot (at once), or another choice of side:
        at once before the first roll, else from the next game."""
        if self.bot is None or (level is not None and not self.level):
            raise IllegalMoveError(words.NO_LEVELS)
        if play_as is not None:
            self.play_as = check_play_as(play_as)
        if level is not None:
            self.bot = make_bot(level, self.next_seed())
            self.level = level
            if not self._own_cube_bot:
                self.cube_bot = default_cube_bot(level)
        later = play_as is not None and self.game.first is not None
        if play_as is not None and not later:
            self.seat()
        self.say(words.opponent_set(self, later), "info")

    def play(self, play) -> PlayedTurn:
        if not isinstance(play, (str, Play, list, tuple)):
            raise InvalidMoveError(words.bad_play(play))
        g = self.game
        begin = g.turn_start
        self.check_match()
        g.play(play)
        return self._after_commit(begin)

    def commit(self) -> PlayedTurn:
        begin = self.game.turn_start
        self.check_match()
        self.game.commit()
        return self._after_commit(begin)

    def _after_commit(self, begin: Position) -> PlayedTurn:
        self.selected = None
        h = Happened()
        played = self.committed(begin, h)
        self.advance(h)
        return played

    def undo(self) -> Step:
        self.check_match()
        s = self.game.undo()
        self.selected = None
        self.say(words.took_back(self.shown(str(s), self.game.to_move)), "info")
        return s

    def undo_all(self) -> None:
        if self.game.dice is not None and not self.over:
            self.game.undo_all()
        self.selected = None

    def deselect(self) -> None:
        self.selected = None

    def new_game(self, seed=None) -> None:
        check_seed(seed)
        m = self.match
        if m is not None:
            if m.over:
                self.new_match(seed=seed)
                return
            m.new_game()
            self._fresh(m.game)
            self.say(words.match_game(m.current.number, m.current.crawford, words.next_text(self)), "info")
            return
        g = self.game
        self._fresh(Game(g.rules, seed=self.next_seed(seed), names=self.names))
        self.say(words.NEW_GAME, "info")

    def new_match(self, length: Optional[int] = None, seed=None) -> None:
        check_seed(seed)
        old = self.match
        if old is None:
            raise IllegalMoveError(words.SINGLE_GAMES)
        new = old.match_length if length is None else length
        opts = dict(crawford_rule=old.crawford_rule, jacoby=old.jacoby)
        # The same options, unless money play turns into a match or back.
        match = Match(new, names=old.names, seed=self.next_seed(seed),
                      **(opts if bool(new) == bool(old.match_length) else {}))
        self.match = match
        self._fresh(match.game)
        self.say(words.new_match(match, words.next_text(self)), "info")

    def _fresh(self, game: Game) -> None:
        """A new game on the board: nothing selected, no last play, the
        learner seated again."""
        self.game = game
        self.selected = None
        self.last = []
        self.last_play = ""
        self.seat()

    def save_text(self) -> tuple:
        """What :meth:`Board.save` writes: ``(text, suffix)`` -- gnubg's
        ``.mat`` for a backgammon match, else the game's JSON record."""
        if self.match is not None:
            from nardy.matfile import write_mat
            return write_mat(self.match), ".mat"
        return self.game.to_json(indent=1), ".json"

    def set_position(self, position: Position, to_move: int = 0) -> None:
        if self.match is not None:
            raise IllegalMoveError(words.MATCH_POSITION)
        self._fresh(game_at(self.game.rules, position, to_move, self.seed, self.game.names))
        if not self.home_chosen:
            self.home = self.game.to_move      # (a board opened again, for the side to move)
        self.say("", "info")

    def set_stage(self, stage: Stage, pending: Optional[Sequence[Stage]] = None) -> None:
        if self.match is not None:
            raise IllegalMoveError(words.MATCH_STAGES)
        self.game.set_stage(stage, pending)
        self.selected = None
        self.advance(Happened())

    # -- the cube ---------------------------------------------------------------------
    def need_match(self, action: str) -> Match:
        if self.match is None:
            raise IllegalMoveError(words.NO_CUBE.format(action=action))
        return self.match

    def double(self) -> Cube:
        m = self.need_match("double")
        if self.bot_side is not None and m.to_move == self.bot_side and not self.over:
            raise IllegalCubeError(words.bot_doubles_itself(m.names[self.bot_side]))
        reason = m.why_not_double()
        if reason is not None:
            raise IllegalCubeError(reason)
        cube = m.offer_double()
        self.selected = None
        h = Happened(words.doubles(m.names[cube.offered_by], cube.offered_value))
        if self.bot_answers():
            self._bot_answer(h)
            self.advance(h)
        else:
            self.tell(h)
        return m.cube

    def take(self) -> Cube:
        m = self.need_match("take")
        self._human_answer()
        cube = m.take()
        self.advance(Happened(words.takes(m.names[cube.owner], cube.value)))
        return cube

    def pass_(self) -> Outcome:
        m = self.need_match("pass")
        self._human_answer()
        outcome = m.pass_()
        self.selected = None
        self.advance(Happened(words.passes(m.names[1 - outcome.winner])))
        return outcome

    def resign(self) -> Outcome:
        m = self.need_match("resign")
        if self.over:
            raise IllegalMoveError(words.nothing_to_resign(words.result_text(self)))
        p = m.turn_player
        if self.is_bot(p):
            raise IllegalMoveError(words.bot_no_resign(m.names[p]))
        kind = m.concession(p)
        outcome = m.resign(kind, player=p)
        self.selected = None
        self.advance(Happened(words.resigns(m.names[p], kind)))
        return outcome

    def check_match(self) -> None:
        """Checker play must wait while a double waits for its answer, and
        stops when a pass ended the game (the match's own errors)."""
        if self.match is not None:
            self.match.check_playing()

    def _human_answer(self) -> None:
        """A Take or Pass from the board is the human's: a bot answers by itself."""
        if self.bot_answers():
            raise IllegalCubeError(words.bot_answers_itself(self.match.names[self.bot_side]))

    def _bot_answer(self, h: Happened) -> None:
        """The bot answers the double on offer (its cube policy decides)."""
        m = self.match
        taker = m.names[1 - m.cube.offered_by]
        if self.cube_bot.take(m):
            cube = m.take()
            h.lines.append(words.takes(taker, cube.value, bot=True))
        else:
            m.pass_()
            h.lines.append(words.passes(taker, bot=True))

    def _bot_doubles(self, h: Happened) -> bool:
        """Before the bot rolls, once per turn: does it double?  Returns
        True when a double now waits for the human's answer."""
        m = self.match
        if m is None or m.game_over:
            return False
        key = (m.current.number, len(m.game.turns))
        if self.bot_pondered == key:
            return False
        self.bot_pondered = key
        if not self.cube_bot.double(m):
            return False
        cube = m.offer_double()
        h.lines.append(words.doubles(m.names[cube.offered_by], cube.offered_value, bot=True))
        return True

    # -- the tutor (nardy.widgets.tutoring) ------------------------------------------
    def switch_tutor(self, on: Optional[bool] = None) -> bool:
        return self.tutor.switch(self, on)

    def hint(self, n: int = 3) -> list:
        return self.tutor.hint(self, n)

    def show_best(self):
        return self.tutor.show_best(self)

    def review(self):
        return self.tutor.open_review(self)

    def close_review(self) -> None:
        self.tutor.close_review(self)

    def show_mistake(self, index):
        return self.tutor.show_mistake(self, index)

    # -- the flow of a turn ---------------------------------------------------------
    def advance(self, h: Happened) -> Happened:
        """After a roll, a commit or a new stage: play on what needs no
        decision -- the bot's stages, and (with ``auto_commit``) a stage
        that cannot be played at all -- then say what happened and what
        comes next (:meth:`tell`).  In a match the bot may double before
        its roll; the board then waits for the answer."""
        while not self.over:
            g = self.game                     # (a callback may have set a new game)
            if self.bot_to_move():
                if g.dice is None and self._bot_doubles(h):
                    break
                begin = g.turn_start
                try:
                    g.play_bot(self.bot)
                except Exception as e:        # the bot is the learner's code: its failure is told
                    h.error = words.bot_failed(e)
                    break
                self.committed(begin, h)
                continue
            if g.dice is not None and not g.legal_plays():
                if self.auto_commit:
                    begin = g.turn_start
                    g.commit()
                    self.committed(begin, h)
                    continue
                h.waiting = words.press_done(g, g.to_move, g.stage)
            break
        return self.tell(h)

    def tell(self, h: Happened) -> Happened:
        """The board's message after ``h``: the bot's error; or nothing new
        when a callback spoke; or the sentences and what comes next."""
        if h.error is not None:
            self.say(h.error, "error")
        elif not h.voiced:
            end = h.waiting if h.waiting is not None else words.next_text(self)
            self.say(" ".join(x for x in h.lines + [end] if x), "success" if self.over else "info")
        return h

    def committed(self, begin: Position, h: Happened) -> PlayedTurn:
        """Book-keeping after the engine committed a turn (a stage) that
        started from ``begin``: the last play, the callbacks, and the
        sentence saying what was played."""
        g = self.game
        turn = g.turns[-1]
        st = turn.stage or Stage("roll", turn.player, turn.roll)
        end = g.position_of(turn.player)      # the turn's end, from its player's side
        played = PlayedTurn(begin, turn.steps, end, turn.player, turn.roll, g.names[turn.player], st)
        text = self.shown(str(played), turn.player)        # (in the board's numbering)
        self.last_play = f"{played.name} {dice_text(turn.roll)}: {text}"
        self.last = [(s, turn.player) for s in turn.steps]
        did = words.played(g, turn, st, text)
        if (turn.steps and is_double(turn.roll) and turn.roll[0] < 6 and not g.over
                and isinstance(g.rules, DoublesProgression)
                and not (g.stage.kind == "double" and g.stage.player == turn.player)):
            # A doubles progression (Gul, Mad Gulbar, Fevga-Giul) that ends
            # before 6-6: say so.
            did += words.PROGRESSION_ENDS
        h.lines.append(did)
        h.plays.append(played)
        self.tutor.watch(self, played)
        if self.is_bot(turn.player):
            from .view import frame
            self.frames.append(frame(self, turn, st, did))
        seq = self.seq
        for cb in list(self.callbacks):
            try:
                cb(played)
            except Exception as e:
                # The turn goes on (the bot still answers, the board is drawn);
                # the board says so and raises the error afterwards.
                self.failed = self.failed or e
                h.error = words.callback_failed(e)
        if self.seq != seq:
            h.voiced = True
        return played

    # -- the click state machine --------------------------------------------------
    def click(self, point) -> None:
        """A click on the mover's ``point`` (the DOM's ``data-point``).  A
        refusal names the points in the board's numbering, the frame's."""
        try:
            self._click(point)
        except NardyError as e:
            said = self.shown(str(e), self.game.to_move)
            if said == str(e):
                raise
            raise type(e)(said) from None

    def _click(self, point) -> None:
        g = self.game
        if not self.interactive:
            raise IllegalMoveError(words.READ_ONLY)
        p = point_arg(point)
        if self.match is not None and self.over:
            raise GameOverError(words.match_game_over(words.result_text(self)))
        self.check_match()
        if g.over:
            raise GameOverError(words.game_over(g))
        if g.dice is None:
            raise IllegalMoveError(words.roll_first(g.names[g.to_move]))
        if self.bot_side is not None and g.to_move == self.bot_side:
            raise IllegalMoveError(words.bot_turn(g.names[g.to_move]))
        sel = self.selected
        if sel is None:
            self._select(p)
        elif p == sel:
            self.selected = None
            self.say("", "info")
        elif p in self.paths:
            self._move(self.paths[p])
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
            raise IllegalMoveError(words.PICK_FIRST)
        if not any(s.frm == p for s in g.legal_steps()):
            raise IllegalMoveError(self._why_stuck(p))
        self.selected = p
        self.paths = g.destinations(p)
        self.say("", "info")

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
        self.selected = None
        self.say("", "info")
        if g.turn_complete and self.auto_commit:
            begin = g.turn_start
            g.commit()
            h = Happened()
            self.committed(begin, h)
            self.advance(h)

    def _why_stuck(self, p: int) -> str:
        """Why the checker on ``p`` cannot move now (the engine's words)."""
        g = self.game
        left = sorted(set(g.dice_left()), reverse=True)
        if not left:
            return words.TURN_COMPLETE
        if not g.legal_steps():
            return words.cannot_move_with(g.names[g.to_move], g.dice)
        for d in left:
            frm = 25 if p == BAR_POINT else p
            to = max(frm - d, OFF_POINT)
            try:
                g.rules.check_step(g.turn_start, g.dice, g.steps, p, to, first_throw=g.first_throw)
            except NardyError as e:
                return str(e)
        return words.stuck(p)

    def _why_not(self, frm: int, to: int) -> str:
        """Why ``frm -> to`` is refused (the engine's explanation)."""
        g = self.game
        try:
            g.rules.check_step(g.turn_start, g.dice, g.steps, frm, to, first_throw=g.first_throw)
        except NardyError as e:
            return str(e)
        return words.cannot_reach(frm, to)
