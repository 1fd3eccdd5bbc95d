"""A game: the opening roll, turns, undo within a turn, the end and the
result, and a JSON record that replays step by step.

The :class:`Game` is a thin layer over the immutable positions and the rules:
everything it does is a rules call plus history.  Randomness is explicit
(``seed`` or ``rng``), so a seeded game replays exactly.

Stages.  In classic long nardy and backgammon a turn is one roll, played
and committed, and the players alternate.  Variants of long nardy play more
than one set of dice in a go: Gul's rolled 3-3 is followed by 4-4, 5-5 and
6-6; Gulbar's double played in full is followed by a re-roll; moves a player
cannot make pass to the opponent, who plays them before rolling.  Each set
of dice is a *stage* (:class:`~nardy.dice.Stage`): one ``rules.legal_plays``
call, played with :meth:`Game.step` / :meth:`Game.play` and committed like a
classic turn, and one entry of :attr:`Game.turns`.  After each commit the
rules say what follows (``rules.after_stage``); :attr:`Game.stage` is the
stage now being played, :attr:`Game.pending` the ones queued after it and
:attr:`Game.stage_text` a line for a board.  In a classic game every stage
is a plain roll and nothing else changes.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Callable, Iterator, List, Optional, Sequence, Union

from ._checks import MAX_DIGITS, MAX_RECORD_TEXT, first_items, is_int, short, two_names
from .dice import Moves, Stage, check_roll, dice_text, dice_to_play, make_rng
from .errors import GameOverError, IllegalMoveError, InvalidDiceError, InvalidMoveError, InvalidOptionError, NardyError
from .play import OFF_POINT, Play, Step, format_steps
from .position import CHECKERS, OFF, Position
from .rules import Rules, variant as _variant

RECORD_FORMAT = "nardy-game"
RECORD_VERSION = 1


@dataclass(frozen=True)
class Result:
    """How a game ended."""

    winner: Optional[int]
    """Player index 0 or 1; ``None`` for a draw."""
    points: int
    """Points won (1 oin / 2 mars; backgammon 1 / 2 / 3; Khachapuri one
    per checker the loser has not borne off); 0 for a draw."""
    kind: str
    """``"oin"``, ``"mars"``, ``"single"``, ``"gammon"``, ``"backgammon"``,
    ``"checkers"`` (Khachapuri) or ``"draw"``."""


@dataclass(frozen=True)
class Turn:
    """One committed turn of the record -- in the variants, one stage of a
    player's go (a progression's double, a re-roll, passed moves)."""

    player: int
    roll: tuple
    """The dice played: the roll, or the :class:`~nardy.dice.Moves` passed."""
    steps: tuple
    """The steps as played (``Step`` values)."""
    stage: Optional[Stage] = None
    """The stage this turn played (its kind and origin)."""

    @property
    def text(self) -> str:
        return format_steps(self.steps) if self.steps else "(no move)"


@dataclass(frozen=True)
class Snapshot:
    """A moment of a replay: who is to move, with what, and the position
    from that player's side."""

    turn: int
    player: int
    roll: Optional[tuple]
    steps: tuple
    position: Position
    stage: Optional[Stage] = None
    """The stage being played (``dice=None``: waiting for a roll)."""


class Game:
    """A game of any registered variant.

    >>> g = Game("long", seed=7)
    >>> g.roll((6, 5))
    (6, 5)
    >>> g.play("24/13")
    <Play 24/13>
    >>> g.to_move
    1
    """

    def __init__(self, variant: Union[str, Rules] = "long", *, seed=None, rng=None,
                 names: Sequence[str] = ("White", "Black"), position: Optional[Position] = None,
                 **options):
        self.rules: Rules = _variant(variant, **options)
        self.rng = make_rng(rng if rng is not None else seed)
        checked = two_names(names)
        if checked is None:
            raise InvalidOptionError(f"names are two strings (player 0's, player 1's), got {short(names)}")
        names = checked
        self.names = names
        """Player 0's and player 1's names.  In long nardy player 0 is White,
        and the opening throw may reorder the names (see :meth:`opening_roll`)."""
        self.seats = (0, 1)
        """For each player, the index of its name in the names as given:
        ``(1, 0)`` once a long-nardy opening gave White to the second name."""
        self._seated = tuple(names)
        self.opening: List[tuple] = []
        """Opening throws ``(player 0's die, player 1's die)``, ties included."""
        self.first: Optional[int] = None
        """The player who moves first (in long nardy, the one who plays white)."""
        self.turns: List[Turn] = []
        self.to_move = 0
        self.position: Position = self.rules.start()
        """The position from the side to move."""
        self.dice: Optional[tuple] = None
        """The roll being played, or ``None`` before rolling."""
        self.steps: List[Step] = []
        """Steps made so far this turn."""
        self._turn_start = self.position
        self._result: Optional[Result] = None
        self._last_roll_pending = False
        self._stage_kind = "roll"
        self._stage_origin: Optional[tuple] = None
        self._queue: List[Stage] = []
        self._set_stages: List[tuple] = []      # (turns played, Stage, pending): set_stage calls, for records
        self._setup: Optional[Position] = None
        self._thrown: set = set()
        """The players who have thrown the dice for a turn of their own (a
        ``"roll"`` stage), whether or not the throw could be played: what
        :attr:`first_throw` asks."""
        if position is not None:
            # A set-up position (lessons, exercises): player 0 is to move in
            # it and there is no opening roll.
            self.rules.validate(position)
            if self.rules.is_over(position):
                raise IllegalMoveError(f"the game in {position!r} is already over")
            self.position = self._turn_start = position
            self.first = 0
            self._setup = position
            # The set-up board is all there is to say who has thrown: a
            # player with all fifteen on the head has not.
            b = position._b
            if self.rules.geometry == "long":
                self._thrown = {p for p, head in ((0, b[24]), (1, -b[12])) if head != CHECKERS}

    # -- state ------------------------------------------------------------
    @property
    def result(self) -> Optional[Result]:
        """``None`` while the game goes on."""
        return self._result

    @property
    def over(self) -> bool:
        return self._result is not None

    @property
    def stage(self) -> Stage:
        """The stage being played: who plays which dice, and why (a plain
        roll; a progression's double; moves passed by the opponent).  Its
        ``dice`` are ``None`` while the dice are still to be thrown.

        >>> g = Game("gul", seed=1)
        >>> g.roll((3, 3))
        (3, 3)
        >>> _ = g.play("24/18(2)")
        >>> g.stage
        Stage(kind='double', player=0, dice=(4, 4), origin=(3, 3))
        >>> g.stage_text
        'Gul: playing the 4-4 of 3-3 -> 6-6'
        """
        return Stage(self._stage_kind, self.to_move, self.dice, self._stage_origin)

    @property
    def stage_text(self) -> str:
        """The current stage in plain English, after the variant's title."""
        return f"{self.rules.title}: {self.rules.describe_stage(self.stage)}"

    @property
    def pending(self) -> tuple:
        """The stages queued after the current one (e.g. the groups of
        moves passed to the opponent, then the opponent's roll); ``()`` in
        classic play."""
        return tuple(self._queue)

    @property
    def first_throw(self) -> bool:
        """Whether the dice being played (or about to be thrown) are the
        first throw of the player to move: a ``"roll"`` stage of a player
        who has not thrown before in this game.  Long nardy's head rule has
        a first-throw exception; the Game, not the board, knows which throw
        is the first: in Gulbar and Mad Gulbar moves passed to a player can
        take a checker off his head before he has thrown at all, and a first
        throw that cannot be played is still a throw.  The Game passes this
        to every rules call (``rules.legal_plays(..., first_throw=...)``).

        >>> g = Game("gulbar")
        >>> _ = g.roll((6, 6)); _ = g.play("24/18(2)")     # two sixes pass to Black
        >>> _ = g.play("24/18")                             # Black plays them
        >>> g.first_throw, g.roll((6, 6))                   # then throws for the first time
        (True, (6, 6))
        >>> [str(p) for p in g.legal_plays()]               # the head exception applies
        ['24/18(2)']
        """
        return self._stage_kind == "roll" and self.to_move not in self._thrown

    @property
    def turn_start(self) -> Position:
        """The position when the current turn began (side to move's view)."""
        return self._turn_start

    def dice_left(self) -> tuple:
        """The single-die moves not yet used this turn."""
        if self.dice is None:
            return ()
        left = list(dice_to_play(self.dice))
        for s in self.steps:
            left.remove(s.die)
        return tuple(left)

    def legal_plays(self) -> list:
        """The legal whole plays for the current roll, from the turn's start."""
        self._need_dice()
        # Asked several times a turn (bots, turn_complete, commit): the
        # position and rules are immutable, so the answer is kept per stage.
        key = (self._turn_start, self.dice, self.first_throw)
        memo = getattr(self, "_plays_memo", None)
        if memo is None or memo[0] != key:
            memo = self._plays_memo = (key, self.rules.legal_plays(self._turn_start, self.dice,
                                                                   first_throw=self.first_throw))
        return list(memo[1])

    def legal_steps(self) -> list:
        """The steps that may come next (what a board highlights)."""
        self._need_dice()
        return self.rules.legal_steps(self._turn_start, self.dice, self.steps, first_throw=self.first_throw)

    def destinations(self, frm) -> dict:
        """Where the checker on ``frm`` can go this turn, by one step or by a
        chain of steps of that checker (a click on a far point plays both
        dice): ``{to: [Step, ...]}``.  Of several chains to one point, the
        fewest steps, then the fewest hits, then the larger die first."""
        self._need_dice()
        rules, start, dice, first = self.rules, self._turn_start, self.dice, self.first_throw
        paths: dict = {}

        def rank(path):
            return (len(path), sum(s.hit for s in path), tuple(-s.die for s in path))

        def walk(done, at, path):
            for s in rules.legal_steps(start, dice, done, first_throw=first):
                if s.frm != at:
                    continue
                new = path + [s]
                if s.to not in paths or rank(new) < rank(paths[s.to]):
                    paths[s.to] = new
                if s.to != OFF_POINT:
                    walk(done + [s], s.to, new)

        walk(list(self.steps), frm, [])
        return paths

    @property
    def turn_complete(self) -> bool:
        """Whether the steps so far make a whole legal play (or nothing can
        be played), so the turn may be committed."""
        if self.dice is None or self.over:
            return False
        plays = self.legal_plays()
        if not plays:
            return not self.steps
        return any(p.result == self.position for p in plays) and len(self.steps) == len(plays[0].steps)

    def pips(self) -> tuple:
        """Pip counts ``(side to move, other)``."""
        return self.rules.pips(self.position)

    def position_of(self, player: int) -> Position:
        """The current position from ``player``'s side."""
        return self.position if player == self.to_move else self.rules.swap(self.position)

    # -- actions ------------------------------------------------------------
    def opening_roll(self, dice: Optional[Sequence[tuple]] = None) -> tuple:
        """Rule 2: each rolls one die, the higher moves first, ties roll again.

        In long nardy the higher thrower takes White, so White (player 0)
        always moves first (with personal names, the names swap seats when
        the second one threw higher: see :attr:`seats`); in backgammon the
        colours are fixed and the higher thrower's side moves first.

        ``dice``: the throws to use, e.g. ``[(3, 3), (2, 5)]`` (for lessons
        and tests); otherwise the game's generator rolls.  Returns the
        deciding throw.  In backgammon the first mover plays those two
        numbers; in long nardy it then rolls two dice.
        """
        self._not_over()
        if self.first is not None:
            raise IllegalMoveError(f"the opening roll was already made: {self.opening!r}")
        if dice is not None:
            try:
                throws = first_items(dice, 100)
            except TypeError:
                raise InvalidDiceError(f"the opening throws are a list of rolls like [(3, 3), (2, 5)], "
                                       f"got {short(dice)}") from None
            for t in throws:
                check_roll(t)
        else:
            throws = None
        opening = []
        while True:
            if throws is not None:
                if not throws:
                    raise IllegalMoveError(f"the opening throws {dice!r} end in a tie: roll again")
                t = check_roll(throws.pop(0))
            else:
                t = (self.rng.randint(1, 6), self.rng.randint(1, 6))
            opening.append(t)
            if t[0] != t[1]:
                break
        self.opening = opening
        if self.rules.higher_thrower_plays_white:
            # Seed 003, 1.3: "Pirmā gājiena tiesības un attiecīgi dambretes
            # baltā krāsa tiek izspēlēta" -- the throw decides the first move
            # *and with it the white checkers*: whoever throws higher plays
            # White, and White (player 0) moves first.  Throws are (first
            # name's die, second name's die); when the second name wins, the
            # names swap seats.  The plain colour names need no swap.
            self.first = 0
            if t[1] > t[0] and self._seated != ("White", "Black"):
                self.names = self._seated[::-1]
                self.seats = (1, 0)
        else:
            self.first = 0 if t[0] > t[1] else 1
        self.to_move = self.first
        if self.rules.opening_roll_plays:
            self.dice = (max(t), min(t))
            self.steps = []
        return t

    def roll(self, dice: Optional[tuple] = None) -> tuple:
        """Roll for the side to move (``dice`` to set them).  Before the
        first turn, without ``dice``, this makes the opening roll first; with
        ``dice``, player 0 simply moves first."""
        self._not_over()
        if self.dice is not None:
            raise IllegalMoveError(f"the dice are already rolled ({dice_text(self.dice)}): play them first")
        if dice is not None:
            dice = check_roll(dice)
        if self.first is None:
            if dice is not None:
                self.first = 0
                self.to_move = 0
            else:
                self.opening_roll()
                if self.dice is not None:        # backgammon: the opening numbers
                    return self.dice
        if dice is None:
            dice = (self.rng.randint(1, 6), self.rng.randint(1, 6))
        self.dice = dice
        self.steps = []
        return dice

    def step(self, frm, to) -> Step:
        """Make one step of the current turn; raises IllegalMoveError saying
        why when the rules forbid it (the game is left unchanged)."""
        self._need_dice()
        step = self.rules.check_step(self._turn_start, self.dice, self.steps, frm, to, first_throw=self.first_throw)
        self.steps.append(step)
        self.position = self.rules.apply_steps(self._turn_start, self.dice, self.steps, first_throw=self.first_throw)
        return step

    def undo(self) -> Step:
        """Take back the last step of this turn."""
        if not self.steps:
            raise IllegalMoveError("there is no step to undo this turn")
        s = self.steps.pop()
        self.position = self.rules.apply_steps(self._turn_start, self.dice, self.steps, first_throw=self.first_throw)
        return s

    def undo_all(self) -> None:
        """Take back every step of this turn."""
        self.steps = []
        self.position = self._turn_start

    def play(self, play: Union[str, Play, Sequence]) -> Play:
        """Play a whole turn (gnubg text, a Play, or (from, to) pairs) and
        commit it.  Steps already made this turn are discarded first."""
        self._need_dice()
        if isinstance(play, Play):
            legal = self.legal_plays()
            if play.start != self._turn_start or play not in legal:
                raise IllegalMoveError(f"{play} is not a legal play for {dice_text(self.dice)} here")
            chosen = play
        elif isinstance(play, str):
            chosen = self.rules.parse_play(self._turn_start, self.dice, play, first_throw=self.first_throw)
        else:
            chosen = self.rules.find_play(self._turn_start, self.dice, play, first_throw=self.first_throw)
        self.steps = list(chosen.steps)
        self.position = chosen.result
        self.commit()
        return chosen

    def commit(self) -> Turn:
        """End the turn: the steps must make a whole legal play (or nothing
        can be played).  The other side is then to move."""
        self._need_dice()
        if not self.turn_complete:
            plays = self.legal_plays()
            done = format_steps(self.steps) if self.steps else "nothing"
            raise IllegalMoveError(
                f"the turn is not finished: you have played {done}; a legal play is for example {plays[0]}")
        assert self.dice is not None            # _need_dice
        turn = Turn(self.to_move, self.dice, tuple(self.steps), self.stage)
        self.turns.append(turn)
        self._after_turn(turn)
        return turn

    def _after_turn(self, turn: Turn):
        pos = self.position
        mover = self.to_move
        start = self._turn_start
        finished = pos._b[OFF] == CHECKERS
        if turn.stage is not None and turn.stage.kind == "roll":
            self._thrown.add(mover)
        self.dice = None
        self.steps = []
        if self._last_roll_pending:
            # Rule 9 option: this was the second mover's last roll.
            self._last_roll_pending = False
            if finished:
                self._result = Result(None, 0, "draw")
            else:
                # The first mover had finished; score from the final board.
                winner_view = self.rules.swap(pos)
                pts = self.rules.winner_points(winner_view)
                self._result = Result(1 - mover, pts, self.rules.result_name(pts))
        elif finished:
            if self.rules.last_roll_draw and mover == self.first:
                self._last_roll_pending = True
            else:
                pts = self.rules.winner_points(pos)
                self._result = Result(mover, pts, self.rules.result_name(pts))
        if finished or self._result is not None:
            self._queue = []
        else:
            # What the rules add after this stage (a progression's next
            # double, a re-roll, moves passed to the opponent) comes before
            # anything already queued.
            assert turn.stage is not None           # commit records the stage it played
            self._queue[:0] = self.rules.after_stage(turn.stage, start, turn.steps, pos)
        nxt = self._queue.pop(0) if self._queue else Stage("roll", 1 - mover)
        self.to_move = nxt.player
        self.position = pos if nxt.player == mover else self.rules.swap(pos)
        self._turn_start = self.position
        self.dice = nxt.dice
        self._stage_kind, self._stage_origin = nxt.kind, nxt.origin

    def play_bot(self, bot: Callable) -> Play:
        """Let ``bot(game) -> Play or text`` choose and play this turn
        (rolling first if needed).  The bot returns ``None`` only when
        nothing can be played.  When the bot fails or its choice is
        refused, the game is as it was before the call: not rolled, the
        steps already made still made."""
        if not callable(bot):
            raise InvalidOptionError(f"a bot is a function bot(game) -> play, got {short(bot)}")
        self._not_over()
        saved = self._saved()
        try:
            if self.dice is None:
                self.roll()
            plays = self.legal_plays()
            choice = bot(self) if plays else None
            if choice is None:
                if plays:
                    raise IllegalMoveError(f"the bot chose no play, but {dice_text(self.dice)} can be played "
                                           f"(for example {plays[0]})")
                start = self._turn_start
                self.steps = []
                self.position = start
                self.commit()
                return Play(start, (), start)
            return self.play(choice)
        except BaseException:
            self._restore(saved)
            raise

    def _saved(self) -> tuple:
        """The game's state (for undoing a call that failed half-way)."""
        state = {k: (v.copy() if isinstance(v, (list, set, dict)) else v) for k, v in vars(self).items()}
        return state, self.rng.getstate()

    def _restore(self, saved: tuple) -> None:
        state, rng_state = saved
        rng = self.rng
        vars(self).clear()
        vars(self).update(state)
        rng.setstate(rng_state)
        self.rng = rng

    def set_stage(self, stage: Stage, pending: Optional[Sequence[Stage]] = None) -> Stage:
        """Make ``stage`` the one to play now instead of a roll: a
        progression's double (``Stage("double", 0, (4, 4), origin=(3, 3))``)
        or moves passed by the opponent (``Stage("passed", 0, Moves(6, 2),
        origin=(6, 6))``), so a lesson can start a variant exercise in the
        middle of a go.  Only before the player to move (``stage.player``)
        has rolled.  ``pending``: the stages queued after it; by default none
        for a double (the rules decide what follows it) and, for passed
        moves, the receiver's own roll (as when moves pass in play).  The
        record keeps the call, so the game still replays.

        >>> from nardy import Moves
        >>> g = Game("gulbar")
        >>> g.set_stage(Stage("passed", 0, Moves(6, 2), origin=(6, 6)))
        Stage(kind='passed', player=0, dice=Moves(6, 2), origin=(6, 6))
        >>> g.stage_text, g.pending
        ('Gulbar: playing 2 moves of 6 passed by the opponent (from the 6-6)', (Stage(kind='roll', player=0, dice=None, origin=None),))
        """
        self._not_over()
        if self.dice is not None:
            raise IllegalMoveError(f"the dice are already rolled ({dice_text(self.dice)}): play them first")
        if not isinstance(stage, Stage) or stage.dice is None:
            raise InvalidMoveError(f"set_stage needs a Stage with its dice, got {short(stage)}")
        if stage.player != self.to_move:
            raise IllegalMoveError(f"{self.names[self.to_move]} is to move, not {self.names[stage.player]}")
        # A Stage checks its own kind, player, dice and origin.
        dice = stage.dice
        if pending is None:
            pending = [Stage("roll", stage.player)] if stage.kind == "passed" else []
        if isinstance(pending, (str, bytes, Stage)):
            raise InvalidMoveError(f"pending is a list of Stage, got {short(pending)}")
        try:
            pending = first_items(pending, 20)
        except TypeError:
            raise InvalidMoveError(f"pending is a list of Stage, got {short(pending)}") from None
        if not all(isinstance(q, Stage) for q in pending) or len(pending) == 20:
            raise InvalidMoveError(f"pending is a short list of Stage, got {short(pending)}")
        if self.first is None:
            self.first = self.to_move
        self.dice, self.steps = dice, []
        self._stage_kind, self._stage_origin = stage.kind, stage.origin
        self._queue = pending
        self._set_stages.append((len(self.turns), self.stage, tuple(pending)))
        return self.stage

    # -- records ----------------------------------------------------------------
    def record(self) -> dict:
        """The game as a JSON-ready dict (variant, options, opening, turns,
        result)."""
        return {
            "format": RECORD_FORMAT,
            "version": RECORD_VERSION,
            "variant": self.rules.name,
            "options": dict(self.rules.options),
            "names": list(self._seated),
            "setup": None if self._setup is None else {
                "points": list(self._setup.points), "bar": list(self._setup.bar), "off": list(self._setup.off)},
            "opening": [list(t) for t in self.opening],
            "first": self.first,
            "turns": [_turn_record(t) for t in self.turns],
            **({"set_stages": [{"turn": i, "stage": _stage_record(st), "pending": [_stage_record(q) for q in pend]}
                               for i, st, pend in self._set_stages]} if self._set_stages else {}),
            "result": None if self._result is None else {
                "winner": self._result.winner, "points": self._result.points, "kind": self._result.kind},
        }

    def to_json(self, **kw) -> str:
        return json.dumps(self.record(), **kw)

    @classmethod
    def from_record(cls, record: Union[str, dict]) -> "Game":
        """Rebuild a game by replaying a record, checking every turn, the
        text of each play and the result.  Raises :class:`InvalidMoveError`
        (or the engine's own refusal of a turn) for a record that is
        malformed, too large (:data:`~nardy._checks.MAX_RECORD_TEXT`
        characters of JSON) or says anything the replay does not."""
        data = _load(record)
        try:
            setup = data.get("setup")
            position = None if not setup else Position.from_counts(setup["points"], setup["bar"], setup["off"])
            options = data.get("options", {})
            if not isinstance(options, dict) or not all(isinstance(k, str) for k in options):
                raise InvalidMoveError(f"the record's options are a dict of rule options, got {short(options)}")
            game = cls(data["variant"], **options, position=position,
                       names=data.get("names", ("White", "Black")))
            if data.get("opening") and setup is None:
                game.opening_roll([tuple(_seq(t, "opening throw", 2)) for t in _seq(data["opening"], "opening")])
            elif data.get("first") is not None:
                game.first = game.to_move = _player(data["first"], "first")
            set_stages = {_index(s["turn"]): (_load_stage(s["stage"]),
                                              [_load_stage(q) for q in _seq(s["pending"], "pending stages")])
                          for s in _seq(data.get("set_stages", []), "set_stages")}
            turns = _seq(data.get("turns", []), "turns")
            for i, t in enumerate(turns):
                if i in set_stages:
                    game.set_stage(*set_stages[i])
                if _player(t["player"], f"turn {i + 1}'s player") != game.to_move:
                    raise InvalidMoveError(f"turn {i + 1} of the record is by player {t['player']}, "
                                           f"but player {game.to_move} is to move")
                kind = t.get("stage", "roll")
                if kind != game._stage_kind:
                    raise InvalidMoveError(f"turn {i + 1}: the record says a {kind!r} stage, but the game "
                                           f"is at {game.stage_text!r}")
                if game.dice is None:
                    game.roll(tuple(_seq(t["roll"], "roll", 2)))
                elif tuple(sorted(game.dice)) != tuple(sorted(_seq(t["roll"], "roll", 4))):
                    raise InvalidMoveError(f"turn {i + 1}: the record says {t['roll']} but the game gives "
                                           f"{dice_text(game.dice)} ({game.stage_text})")
                steps = [tuple(_seq(s, "step", 2)) for s in _seq(t.get("steps", []), "steps", 4)]
                if steps or game.legal_plays():
                    game.play(steps)
                else:
                    game.commit()
                written = t.get("play")
                if written is not None and written != game.turns[-1].text:
                    raise InvalidMoveError(f"turn {i + 1}: the record says the play {short(written)}, but its "
                                           f"steps make {game.turns[-1].text!r}")
            if len(turns) in set_stages:          # set after the last turn, not played yet
                game.set_stage(*set_stages[len(turns)])
            _check_result(data.get("result"), game)
        except (KeyError, TypeError, ValueError, OverflowError, AttributeError, IndexError) as e:
            if isinstance(e, NardyError):
                raise
            raise InvalidMoveError(f"cannot read the game record: {short(e)}") from None
        return game

    @classmethod
    def from_json(cls, text: str) -> "Game":
        return cls.from_record(text)

    def replay(self) -> Iterator[Snapshot]:
        """Every moment of the game so far, step by step: the start of each
        turn, then after each of its steps."""
        g = Game(self.rules, names=self._seated, position=self._setup)
        if self.opening:
            g.opening_roll(self.opening)
        elif self.first is not None:
            g.first = g.to_move = self.first
        set_stages = {i: (st, pend) for i, st, pend in self._set_stages}
        for i, t in enumerate(self.turns):
            if i in set_stages:
                g.set_stage(*set_stages[i])
            if g.dice is None:
                g.roll(t.roll)
            yield Snapshot(i, g.to_move, g.dice, (), g.position, g.stage)
            for s in t.steps:
                g.step(s.frm, s.to)
                yield Snapshot(i, g.to_move, g.dice, tuple(g.steps), g.position, g.stage)
            g.commit()
        if len(self.turns) in set_stages:        # set after the last turn, not played yet
            g.set_stage(*set_stages[len(self.turns)])
        yield Snapshot(len(self.turns), g.to_move, g.dice, (), g.position, None if g.over else g.stage)

    # -- helpers ----------------------------------------------------------------
    def _need_dice(self):
        self._not_over()
        if self.dice is None:
            raise IllegalMoveError("roll the dice first")

    def _not_over(self):
        if self._result is not None:
            raise GameOverError(f"the game is over: {self._result.kind}, won by "
                                f"{'nobody' if self._result.winner is None else self.names[self._result.winner]}")

    def __repr__(self):
        state = (f"result={self._result.kind!r}" if self._result else
                 f"to_move={self.to_move}, dice={self.dice!r}")
        return f"<Game {self.rules.name!r} turn {len(self.turns) + 1}, {state}>"

    def _repr_svg_(self):
        from .svg import board_svg
        return board_svg(self.position, game=self.rules.geometry, dice=self.dice)


def _turn_record(t: Turn) -> dict:
    """One turn of :meth:`Game.record`; a stage other than a plain roll
    adds ``"stage"`` and ``"origin"`` (classic records are unchanged)."""
    out = {"player": t.player, "roll": list(t.roll), "play": t.text,
           "steps": [[s.frm, s.to] for s in t.steps]}
    st = t.stage
    if st is not None and (st.kind != "roll" or st.origin is not None):
        out["stage"] = st.kind
        out["origin"] = None if st.origin is None else list(st.origin)
    return out


def _stage_record(st: Stage) -> dict:
    dice = st.dice
    return {"kind": st.kind, "player": st.player,
            "dice": None if dice is None else {"die": dice[0], "count": len(dice)} if isinstance(dice, Moves)
            else list(dice),
            "origin": None if st.origin is None else list(st.origin)}


def _load_stage(d: dict) -> Stage:
    dice = d["dice"]
    if isinstance(dice, dict):
        dice = Moves(dice["die"], dice["count"])
    elif dice is not None:
        dice = tuple(_seq(dice, "stage's dice", 2))
    origin = d["origin"]
    return Stage(d["kind"], d["player"], dice, None if origin is None else tuple(_seq(origin, "stage's origin", 2)))


MAX_TURNS = 100_000
"""The most turns (stages) a game record may hold."""


def _seq(v, what: str, most: int = MAX_TURNS):
    """A list in a record (JSON arrays; lists or tuples in a dict), of at
    most ``most`` items: never an iterator, which might not end."""
    if not isinstance(v, (list, tuple)) or len(v) > most:
        raise InvalidMoveError(f"the record's {what} is a list of at most {most}, got {short(v)}")
    return v


def _player(v, what: str) -> int:
    """A record's player number: the int 0 or 1 (not 1.7, not true)."""
    if not is_int(v) or v not in (0, 1):
        raise InvalidMoveError(f"the record's {what} is player 0 or 1, got {short(v)}")
    return v


def _index(v) -> int:
    if not is_int(v) or v < 0:
        raise InvalidMoveError(f"a set stage's turn is a whole number from 0, got {short(v)}")
    return v


def _check_result(stored, game: "Game") -> None:
    """The record's ``result`` must be what the replay gives."""
    r = game.result
    replayed = None if r is None else {"winner": r.winner, "points": r.points, "kind": r.kind}
    if stored != replayed:
        raise InvalidMoveError(f"the record's result {short(stored)} is not the replay's "
                               f"{'(the game goes on)' if replayed is None else replayed}")


def _load(record):
    if isinstance(record, str):
        if len(record) > MAX_RECORD_TEXT:
            raise InvalidMoveError(f"a JSON game record of {len(record)} characters is longer than the "
                                   f"{MAX_RECORD_TEXT} accepted: {record[:40]!r}...")
        try:
            record = json.loads(record, parse_constant=_no_constant, parse_int=_json_int)
        except json.JSONDecodeError as e:
            raise InvalidMoveError(f"not a JSON game record ({e.msg}): {record[:60]!r}") from None
        except RecursionError:
            raise InvalidMoveError(f"not a JSON game record: it nests too deeply ({record[:40]!r}...)") from None
    if not isinstance(record, dict) or record.get("format") != RECORD_FORMAT:
        raise InvalidMoveError(f"not a nardy game record: {short(record, 60)}")
    if record.get("version") != RECORD_VERSION:
        raise InvalidMoveError(f"unsupported record version {short(record.get('version'))}")
    return record


def _no_constant(name):
    raise InvalidMoveError(f"a game record holds no {name}: numbers in it are whole numbers")


def _json_int(text: str) -> int:
    """A JSON whole number of at most :data:`~nardy._checks.MAX_DIGITS`
    digits (Python's ``int()`` would refuse 4300 with its own error)."""
    if len(text.lstrip("-")) > MAX_DIGITS:
        raise InvalidMoveError(f"a game record's numbers are small whole numbers, got one of "
                               f"{len(text)} characters: {text[:20]}...")
    return int(text)
