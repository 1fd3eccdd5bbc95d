"""Match play and money play: games of backgammon with the doubling cube,
a score, the Crawford rule, and the Jacoby rule for money.

A :class:`Match` wraps one :class:`nardy.Game` at a time (composition: the
checker play is the Game's, unchanged) and adds the cube and the score.
``Match(7)`` is a 7-point match, ``Match(0)`` money play.

The rules (docs/rules.md#backgammon; seeds 000 and 002; the cube's own
sentences are quoted in :mod:`nardy.cube`):

- A double is offered before rolling, by the player about to roll, if the
  cube is centred or his (002: "når som helst efter åbningsrullen ..., og
  før han kaster sine terninger": at any time after the opening roll and
  before throwing his dice).  The first player's opening roll is his first
  move, so the first chance to double is the second player's first turn.
- Take: the cube doubles and goes to the taker, who alone may redouble.
  Pass: the game ends and the doubler scores the cube's value before the
  double.  The cube goes no higher than 64.
- Results: single 1, gammon 2, backgammon 3, times the cube.
- 002: "Det bruges ikke i en 1-punkts kamp, eller enkelt spil, medmindre
  man spiller et penge spil." (The cube is not used in a 1-point match, or
  a single game, unless playing money.)  A 1-point match has no cube.
- Crawford rule (match play): "når en af spillerne når en score, hvor han
  er blot et enkelt point væk fra at vinde kampen, fordoblingen terning kan
  ikke bruges i følgende spil. Men hvis lederen ikke vinder kampen i det
  spil, kan dobbeltterningen måske bruges af hans modstander i alle
  efterfølgende spil" (when a player reaches a score one point away from
  winning, the cube cannot be used in the following game; if the leader
  does not win the match in that game, the cube may be used in all later
  games).  After the Crawford game the cube is used as usual; a double by
  the leader, who needs one point, is legal but pointless (see below).
- Pointless doubles (002): "hvis spillerne er i en 7-punkts kamp er der
  ingen grund til at fordoble højere end 8, Da 8 point vil ende en 7-punkts
  kamp i det aktuelle spil" and "Hvis ... spillerne er bundet 3-3 i scoren
  af en 7-punkts kamp, er der ingen grund til at fordoble højere end 4".
  Once the cube's value covers what a player still needs, a single win
  already wins him the match: his double could only raise what he loses.
  :meth:`Match.pointless_to_double` says so for a player; :meth:`Match.dead_cube`
  gives the value from which it holds for both (8 at 0-0 of a 7-point match,
  4 at 3-3).  Such doubles are legal, only pointless.
- 002: "i eksemplet med en 7-punkts kamp, ville kampen ende i et spil, hvis
  terningen når 4, da en gammon ville være værd 8 point og en backgammon 12
  point" (with the cube at 4 a gammon, worth 8, or a backgammon, 12, ends a
  7-point match): :meth:`Match.winning_results`.
- Money play: the Jacoby rule is an option (002: "spillere kan acceptere at
  spille med 'The Jacoby' eller ej"; off by default): gammons and
  backgammons count only once the cube has turned.

Players are 0 and 1, as in :class:`nardy.Game` (``names``); they are gnubg's
player 0 and player 1 in Match IDs and the left and right columns of a
``.mat`` file (:mod:`nardy.matfile`).

>>> m = Match(7, seed=1)
>>> m.opening_roll([(6, 1)])          # White throws 6, Black 1: White plays 6-1
(6, 1)
>>> m.play("13/7 8/7")
<Play 13/7 8/7>
>>> m.offer_double()                   # Black, before rolling
Cube(value=1, owner=None, offered_by=1)
>>> m.take()
Cube(value=2, owner=0, offered_by=None)
>>> m.offer_double()
Traceback (most recent call last):
...
nardy.cube.IllegalCubeError: Black cannot double: White owns the cube at 2 and alone may redouble (game 1, Black on roll; cube 2, owned by White; score 0-0, 7-point match)
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable, List, NamedTuple, Optional, Sequence, Tuple, Union

from .cube import MAX_CUBE, Cube, IllegalCubeError, cube_cap, game_points, multiplier
from ._checks import first_items, short, two_names
from .dice import make_rng
from .errors import GameOverError, IllegalMoveError, InvalidMatchStateError, InvalidOptionError
from .game import Game
from .notation import (GAME_DROP, GAME_OVER, GAME_PLAYING, GAME_RESIGNED, MatchState, match_id,
                       parse_match_id, position_from_id, position_id)
from .play import Play

MAX_MATCH_LENGTH = 64
"""The longest match (gnubg's limit, and the Match ID's)."""

class CubeAction(NamedTuple):
    """A cube action or a resignation, in the order of the game: ``turn``
    is the number of turns played before it (``len(game.turns)``)."""

    turn: int
    player: int
    action: str
    """``"double"``, ``"take"``, ``"pass"`` or ``"resign"``."""
    value: int
    """The value offered, the value taken, the points the pass gives away,
    or the points conceded."""


@dataclass(frozen=True)
class Outcome:
    """How a game of the match ended and what it scored."""

    winner: int
    points: int
    """Points scored: the result's multiplier times the cube (with the
    Jacoby rule, gammons of an unturned cube count 1)."""
    kind: str
    """``"single"``, ``"gammon"`` or ``"backgammon"`` (a pass is a single
    at the cube's value before the double)."""
    cube: int
    """The cube value the game was scored at."""
    how: str
    """``"played"`` (the last checker borne off), ``"passed"`` (a double
    refused) or ``"resigned"``."""


@dataclass
class MatchGame:
    """One game of the match: the :class:`nardy.Game`, the score before it,
    the Crawford flag, the cube actions in order and the outcome."""

    number: int
    score: Tuple[int, int]
    crawford: bool
    game: Game
    actions: List[CubeAction] = field(default_factory=list)
    outcome: Optional[Outcome] = None
    cube: Cube = Cube()
    """The cube now (or at the end of the game)."""


def _check_length(length) -> int:
    if isinstance(length, bool) or not isinstance(length, int) or not 0 <= length <= MAX_MATCH_LENGTH:
        raise InvalidOptionError(
            f"a match is 1 to {MAX_MATCH_LENGTH} points long, or 0 for money play; got {length!r}")
    return length


class Match:
    """A match of backgammon (``length`` points, 0 for money play) with the
    doubling cube.  The first game starts at once; after each game,
    :meth:`new_game` starts the next.

    ``crawford_rule`` (match play; default on) and ``jacoby`` (money play;
    default off) are the options.  ``score`` starts a match at a given score
    (``Match.from_match_id`` uses it); with a player at match point minus
    one, ``crawford_game`` says whether its first game is the Crawford game
    (default: yes, as if the score had just been reached).  Randomness is explicit: ``seed`` or
    ``rng`` (one generator for every game of the match).
    """

    def __init__(self, length: int = 0, *, names: Sequence[str] = ("White", "Black"), seed=None, rng=None,
                 crawford_rule: bool = True, jacoby: bool = False, score: Sequence[int] = (0, 0),
                 crawford_game: Optional[bool] = None, info: Optional[dict] = None):
        self.match_length = _check_length(length)
        """Points to win; 0 for money play."""
        if not isinstance(jacoby, bool) or not isinstance(crawford_rule, bool):
            raise InvalidOptionError(f"jacoby and crawford_rule are True or False: "
                                     f"jacoby={jacoby!r}, crawford_rule={crawford_rule!r}")
        if jacoby and self.match_length:
            raise InvalidOptionError(f"the Jacoby rule is for money play, not a {self.match_length}-point match "
                                     f"(002: 'i pengespil er Jacoby-reglen en valgfri regel')")
        self.jacoby = jacoby
        """Money play: gammons and backgammons count only once the cube has turned."""
        self.crawford_rule = crawford_rule if self.match_length else False
        """Match play: no doubling in the game after a player first reaches
        match point minus one."""
        try:
            s = tuple(first_items(score, 3))
        except TypeError:
            s = None
        if (s is None or len(s) != 2 or any(isinstance(x, bool) or not isinstance(x, int) or x < 0 for x in s)
                or (self.match_length and max(s) >= self.match_length)):
            top = f" and below {self.match_length}" if self.match_length else ""
            raise InvalidOptionError(f"score is two whole numbers from 0{top}, got {short(score)}")
        self._score = list(s)
        checked = two_names(names)
        if checked is None:
            raise InvalidOptionError(f"names are two strings (player 0's, player 1's), got {short(names)}")
        self.names = checked
        self.rng = make_rng(rng if rng is not None else seed)
        if info is not None and not isinstance(info, dict):
            raise InvalidOptionError(f"info is a dict of match information (Site, Event, ...), got {short(info)}")
        self.info = dict(info or {})
        """Match information for records (``.mat`` headers: Site, Event,
        EventDate, ...)."""
        self.games: List[MatchGame] = []
        """Every game so far, the current one last."""
        L = self.match_length
        if crawford_game is not None and not isinstance(crawford_game, bool):
            raise InvalidOptionError(f"crawford_game is True, False or None, got {crawford_game!r}")
        at_point = self.crawford_rule and L > 1 and L - 1 in self._score
        if crawford_game and not (at_point and self._score.count(L - 1) == 1):
            raise InvalidOptionError(f"a Crawford game needs one player (only) at match point minus one: "
                                     f"score {self._score[0]}-{self._score[1]} of {L}")
        # A match resumed with a player at match point minus one: by default
        # the score has just been reached (the Crawford game comes next) when
        # one player is there, and the Crawford game is past when both are.
        self._had_crawford = bool(at_point and (crawford_game is False or self._score.count(L - 1) == 2))
        self._start_game()

    # -- state ------------------------------------------------------------------
    @property
    def length(self) -> int:
        """Same as :attr:`match_length`."""
        return self.match_length

    @property
    def money(self) -> bool:
        """Whether this is money play (no match length)."""
        return self.match_length == 0

    @property
    def score(self) -> Tuple[int, int]:
        """Points won by player 0 and player 1 (the games played so far)."""
        self._sync()
        return (self._score[0], self._score[1])

    @property
    def current(self) -> MatchGame:
        """The game being played (or the last one, once over)."""
        return self.games[-1]

    @property
    def game(self) -> Game:
        """The current :class:`nardy.Game` (checker play)."""
        return self.games[-1].game

    @property
    def cube(self) -> Cube:
        """The doubling cube of the current game."""
        self._sync()
        return self.current.cube

    @property
    def crawford(self) -> bool:
        """Whether the current game is the Crawford game (no doubling)."""
        return self.current.crawford

    @property
    def post_crawford(self) -> bool:
        """Whether the Crawford game has been played and a player still
        stands at match point minus one (the cube is back in use)."""
        L = self.match_length
        cur = self.current
        return bool(self.crawford_rule and L > 1 and not cur.crawford and L - 1 in cur.score)

    @property
    def result(self) -> Optional[Outcome]:
        """How the current game ended, or ``None`` while it goes on."""
        self._sync()
        return self.current.outcome

    @property
    def game_over(self) -> bool:
        """Whether the current game has ended (by play, a pass or a resignation)."""
        return self.result is not None

    @property
    def winner(self) -> Optional[int]:
        """The player who has won the match, or ``None`` (always ``None`` in
        money play)."""
        self._sync()
        if not self.match_length:
            return None
        for p in (0, 1):
            if self._score[p] >= self.match_length:
                return p
        return None

    @property
    def over(self) -> bool:
        """Whether the match is won (never in money play)."""
        return self.winner is not None

    @property
    def to_move(self) -> int:
        """The player on roll (or moving) in the current game."""
        return self.game.to_move

    @property
    def turn_player(self) -> int:
        """The player who must act now: the doubled player while a double
        waits for an answer, else the player on roll."""
        cube = self.cube
        return 1 - cube.offered_by if cube.offered_by is not None else self.game.to_move

    @property
    def position(self):
        """The current position, from the side to move."""
        return self.game.position

    @property
    def dice(self):
        """The roll being played, or ``None``."""
        return self.game.dice

    def need(self, player: int) -> Optional[int]:
        """Points ``player`` still needs to win the match (``None`` in money play)."""
        self._player(player)
        if not self.match_length:
            return None
        return max(0, self.match_length - self.score[player])

    def _need(self, player: int) -> int:
        """:meth:`need` in match play (never called in money play)."""
        need = self.need(player)
        assert need is not None
        return need

    # -- the cube's rules ------------------------------------------------------------
    def why_not_double(self, player: Optional[int] = None) -> Optional[str]:
        """Why ``player`` (default: the player on roll) may not double now,
        in plain English, or ``None`` when he may."""
        self._sync()
        game, cube, cur = self.game, self.current.cube, self.current
        p = game.to_move if player is None else self._player(player)
        who = self.names[p]
        if cur.outcome is not None or game.over:
            return f"{who} cannot double: game {cur.number} is over"
        if cube.offered_by is not None:
            return (f"{who} cannot double: {self.names[cube.offered_by]}'s double to {cube.offered_value} "
                    f"waits for {self.names[1 - cube.offered_by]} to take or pass")
        if self.match_length == 1:
            return ("the cube is not used in a 1-point match (002: 'Det bruges ikke i en 1-punkts kamp')")
        if cur.crawford:
            return (f"{who} cannot double: this is the Crawford game, played without the cube "
                    f"(a player is one point from winning the match)")
        if p != game.to_move:
            return (f"{who} cannot double: it is {self.names[game.to_move]}'s turn, and only the player "
                    f"about to roll may double")
        if game.first is None:
            return (f"{who} cannot double before the opening roll: the first double may come only after it "
                    f"(002: 'når som helst efter åbningsrullen')")
        if game.dice is not None:
            return (f"{who} cannot double after rolling ({_dice(game.dice)}): a double is offered before "
                    f"the roll")
        if cube.value >= MAX_CUBE:
            # (Before the owner: at 64 nobody may redouble, its owner neither.)
            return f"{who} cannot double: the cube is at {cube.value}, its highest value"
        if cube.owner is not None and cube.owner != p:
            return (f"{who} cannot double: {self.names[cube.owner]} owns the cube at {cube.value} "
                    f"and alone may redouble")
        return None

    def can_double(self, player: Optional[int] = None) -> bool:
        """Whether ``player`` (default: the player on roll) may double now."""
        return self.why_not_double(player) is None

    def pointless_to_double(self, player: Optional[int] = None) -> bool:
        """Whether a double by ``player`` (default: the player on roll) is
        pointless: the cube's value already covers the points he needs, so a
        single win already wins him the match and a double could only raise
        what he loses (seed 002's 7-point examples).  Says nothing about
        whether the double is legal (:meth:`can_double`).  Never in money play.
        """
        p = self.game.to_move if player is None else self._player(player)
        if not self.match_length:
            return False
        return self.cube.value >= self._need(p)

    def dead_cube(self) -> Optional[int]:
        """The cube value from which no double gains anything for either
        player: a single game at that value ends the match whoever wins
        (002: no reason to double higher than 8 at 0-0 of a 7-point match,
        higher than 4 at 3-3).  ``None`` in money play."""
        if not self.match_length:
            return None
        return cube_cap((self._need(0), self._need(1)))

    def winning_results(self, player: Optional[int] = None) -> tuple:
        """The results that would win ``player`` (default: the player on
        roll) the match at the current cube: e.g. ``('gammon',
        'backgammon')`` with the cube at 4 at 0-0 of a 7-point match (002).
        ``()`` in money play."""
        p = self.game.to_move if player is None else self._player(player)
        if not self.match_length:
            return ()
        need, value = self._need(p), self.cube.value
        return tuple(k for k in ("single", "gammon", "backgammon") if multiplier(k) * value >= need)

    @property
    def cube_in_use(self) -> bool:
        """Whether the cube may be turned in this game at all: not in a
        1-point match (002: "Det bruges ikke i en 1-punkts kamp") and not
        in the Crawford game.  Always in money play."""
        return self.match_length != 1 and not self.current.crawford

    def concession(self, player: Optional[int] = None) -> str:
        """What ``player`` (default: the player who must act) concedes by
        resigning now: the worst his position can still come to -- the
        rules' own scoring of a game the opponent has won, applied to his
        position as it stands (``"single"`` once he has borne off a checker,
        ``"backgammon"`` while he has one on the bar or in the opponent's
        home, else ``"gammon"``).  Times the cube in :meth:`resign`."""
        p = self.turn_player if player is None else self._player(player)
        rules = self.game.rules
        return rules.result_name(rules.winner_points(self.game.position_of(p)))

    # -- cube actions ----------------------------------------------------------------------
    def offer_double(self, player: Optional[int] = None) -> Cube:
        """The player on roll offers a double, before rolling.  ``player``
        (optional) is checked to be him.  Returns the cube, now with the
        offer; the opponent must :meth:`take` or :meth:`pass_`."""
        reason = self.why_not_double(player)
        if reason is not None:
            raise IllegalCubeError(f"{reason} ({self.state_text()})")
        cur = self.current
        p = self.game.to_move
        cur.cube = cur.cube.offer(p)
        assert cur.cube.offered_value is not None          # just offered
        cur.actions.append(CubeAction(len(self.game.turns), p, "double", cur.cube.offered_value))
        return cur.cube

    double = offer_double

    def take(self, player: Optional[int] = None) -> Cube:
        """The doubled player takes: the cube doubles and is his; he alone
        may redouble.  The doubler then rolls."""
        p = self._answerer("take", player)
        cur = self.current
        cur.cube = cur.cube.take()
        cur.actions.append(CubeAction(len(self.game.turns), p, "take", cur.cube.value))
        return cur.cube

    def pass_(self, player: Optional[int] = None) -> Outcome:
        """The doubled player passes (drops): the game ends and the doubler
        scores the cube's value before the double."""
        p = self._answerer("pass", player)
        cur = self.current
        cube = cur.cube.withdraw()
        cur.cube = cube
        cur.actions.append(CubeAction(len(self.game.turns), p, "pass", cube.value))
        return self._finish(Outcome(1 - p, cube.value, "single", cube.value, "passed"))

    drop = pass_

    def resign(self, kind: Union[str, int] = "single", player: Optional[int] = None) -> Outcome:
        """``player`` (default: the player who must act) concedes the game as
        a single, gammon or backgammon: the opponent scores it times the
        cube (a double waiting for an answer is void).  Used for ``.mat``
        files, whose games may end so."""
        self._sync()
        cur = self.current
        if cur.outcome is not None or self.game.over:
            raise IllegalMoveError(f"nothing to resign: game {cur.number} is over ({self.state_text()})")
        p = self.turn_player if player is None else self._player(player)
        m = multiplier(kind)
        cube = cur.cube.withdraw() if cur.cube.offered else cur.cube
        cur.cube = cube
        points = game_points(m, cube.value, jacoby=self.jacoby and self.money)
        cur.actions.append(CubeAction(len(self.game.turns), p, "resign", points))
        return self._finish(Outcome(1 - p, points, {1: "single", 2: "gammon", 3: "backgammon"}[m],
                                    cube.value, "resigned"))

    # -- checker play (the Game's, guarded) ----------------------------------------------------
    def opening_roll(self, throws=None) -> tuple:
        """The game's opening roll (each player throws one die; the higher
        plays both numbers): :meth:`nardy.Game.opening_roll`."""
        self.check_playing()
        return self.game.opening_roll(throws)

    def roll(self, dice=None) -> tuple:
        """Roll for the player on roll (:meth:`nardy.Game.roll`); refused
        while a double waits for an answer.  At the start of a game this is
        the opening roll: ``dice`` are then player 0's and player 1's single
        dice (the higher plays both numbers; a tie is refused), as
        :meth:`opening_roll` takes them.  Returns the dice to play (the
        opening numbers, higher first)."""
        self.check_playing()
        if dice is not None and self.game.first is None:
            self.game.opening_roll([dice])
            assert self.game.dice is not None      # backgammon's opening throw is the first roll
            return self.game.dice
        return self.game.roll(dice)

    def step(self, frm, to):
        """One step of the current turn (:meth:`nardy.Game.step`)."""
        self.check_playing()
        return self.game.step(frm, to)

    def undo(self):
        """Take back the last step of this turn."""
        self.check_playing()
        return self.game.undo()

    def undo_all(self) -> None:
        """Take back every step of this turn."""
        self.check_playing()
        self.game.undo_all()

    def commit(self):
        """End the turn (:meth:`nardy.Game.commit`); a game won by it is scored."""
        self.check_playing()
        turn = self.game.commit()
        self._sync()
        return turn

    def play(self, play: Union[str, Play, Sequence]) -> Play:
        """Play and commit a whole turn (:meth:`nardy.Game.play`); a game won
        by it is scored."""
        self.check_playing()
        chosen = self.game.play(play)
        self._sync()
        return chosen

    def play_bot(self, bot: Callable) -> Play:
        """Let ``bot(game)`` play this turn, rolling first if needed."""
        self.check_playing()
        chosen = self.game.play_bot(bot)
        self._sync()
        return chosen

    def legal_plays(self) -> list:
        return self.game.legal_plays()

    def legal_steps(self) -> list:
        return self.game.legal_steps()

    # -- games ------------------------------------------------------------------------------
    def new_game(self) -> Game:
        """Start the next game (after the current one is over, while the
        match is not): a centred cube, the Crawford flag by the score, and a
        new opening roll."""
        self._sync()
        cur = self.current
        if cur.outcome is None:
            raise IllegalMoveError(f"game {cur.number} is still being played ({self.state_text()})")
        winner = self.winner
        if winner is not None:
            raise GameOverError(f"the match is over: {self.names[winner]} won {self._score_text()}")
        return self._start_game()

    # -- notation -----------------------------------------------------------------------------
    def match_state(self) -> MatchState:
        """The current state as a gnubg :class:`~nardy.notation.MatchState`
        (scores are capped at the match length, as a Match ID requires)."""
        self._sync()
        cur, game, cube = self.current, self.game, self.current.cube
        out = cur.outcome
        if out is None:
            state, on_roll = GAME_PLAYING, game.to_move
        else:
            state = {"played": GAME_OVER, "passed": GAME_DROP, "resigned": GAME_RESIGNED}[out.how]
            on_roll = out.winner if out.how != "resigned" else game.to_move
        dice = tuple(game.dice) if out is None and game.dice is not None and len(game.dice) == 2 else (0, 0)
        L = self.match_length
        score = (min(self._score[0], L), min(self._score[1], L)) if L else (self._score[0], self._score[1])
        return MatchState(cube_value=cube.value, cube_owner=cube.owner, player_on_roll=on_roll,
                          crawford=cur.crawford, game_state=state,
                          turn=(1 - cube.offered_by) if cube.offered_by is not None else on_roll,
                          double_offered=cube.offered, dice=dice, match_length=L, score=score,
                          jacoby=self.jacoby if self.money else True)

    def match_id(self) -> str:
        """The gnubg Match ID of the current state."""
        return match_id(self.match_state())

    def position_id(self) -> str:
        """The gnubg Position ID of the current position (player on roll)."""
        return position_id(self.game.position)

    @classmethod
    def from_match_id(cls, mid: str, position: Optional[str] = None, *,
                      names: Sequence[str] = ("White", "Black"), seed=None, rng=None) -> "Match":
        """A match resumed from a gnubg Match ID (and, in mid-game, the
        Position ID of the position, seen by the player on roll).

        Without ``position`` the ID must be a game's start (cube centred,
        nothing rolled, no double offered).  Raises
        :class:`~nardy.errors.InvalidMatchStateError` quoting the ID when the
        state cannot be resumed: a finished game, a resignation on offer, a
        cube above 64, a cube or a double in the Crawford game.
        """
        st = mid if isinstance(mid, MatchState) else parse_match_id(mid)
        given = repr(mid)
        if st.game_state not in (0, GAME_PLAYING):
            raise InvalidMatchStateError(f"the game of match ID {given} is over (state {st.game_state}): "
                                         f"nothing to resume")
        if st.resignation:
            raise InvalidMatchStateError(f"match ID {given} has a resignation on offer: not supported")
        if st.cube_value > MAX_CUBE:
            raise InvalidMatchStateError(f"match ID {given} has a cube of {st.cube_value}: the cube stops at 64")
        L = st.match_length
        if L and max(st.score) >= L:
            raise InvalidMatchStateError(f"match ID {given}: the match is already won ({st.score[0]}-{st.score[1]} "
                                         f"of {L})")
        if st.crawford and (st.cube_value > 1 or st.double_offered or list(st.score).count(L - 1) != 1):
            raise InvalidMatchStateError(f"match ID {given}: a Crawford game has one player at match point minus "
                                         f"one, and no cube")
        if L == 1 and (st.cube_value > 1 or st.double_offered):
            raise InvalidMatchStateError(f"match ID {given}: a 1-point match has no cube")
        if position is None and (st.cube_value > 1 or st.double_offered or st.dice != (0, 0)):
            raise InvalidMatchStateError(f"match ID {given} is in mid-game: give the Position ID too")
        # The ID's Crawford flag is the truth; without it, a player at match
        # point minus one means post-Crawford (gnubg infers it so).
        m = cls(L, names=names, seed=seed, rng=rng, jacoby=bool(st.jacoby and not L), score=st.score,
                crawford_game=bool(st.crawford) if L > 1 and L - 1 in st.score else None)
        cur = m.current
        if position is not None:
            pos = position_from_id(position) if isinstance(position, str) else position
            game = Game("backgammon", rng=m.rng, names=m.names, position=pos)
            game.first = game.to_move = st.player_on_roll
            cur.game = game
            cur.cube = Cube(st.cube_value, st.cube_owner)
            if st.double_offered:
                cur.cube = cur.cube.offer(st.player_on_roll)
            elif st.dice != (0, 0):
                game.roll(st.dice)
        return m

    # -- helpers ------------------------------------------------------------------------------
    def state_text(self) -> str:
        """The state in a few words, as the errors quote it."""
        cur, game, cube = self.current, self.game, self.current.cube
        if cur.outcome is not None or game.over:
            where = f"game {cur.number}, over"
        elif game.first is None:
            where = f"game {cur.number}, before the opening roll"
        elif game.dice is not None:
            where = f"game {cur.number}, {self.names[game.to_move]} to move {_dice(game.dice)}"
        else:
            where = f"game {cur.number}, {self.names[game.to_move]} on roll"
        cube_text = ("cube centred" if cube.owner is None
                     else f"cube {cube.value}, owned by {self.names[cube.owner]}")
        if cube.offered_by is not None:
            cube_text += f", {self.names[cube.offered_by]} offers {cube.offered_value}"
        flags = ", Crawford game" if cur.crawford else ", post-Crawford" if self.post_crawford else ""
        return f"{where}; {cube_text}; score {self._score_text()}{flags}"

    def _score_text(self) -> str:
        s = f"{self._score[0]}-{self._score[1]}"
        return f"{s}, {self.match_length}-point match" if self.match_length else f"{s}, money play"

    def _start_game(self) -> Game:
        L = self.match_length
        s = (self._score[0], self._score[1])
        crawford = bool(self.crawford_rule and L > 1 and not self._had_crawford
                        and (s[0] == L - 1) != (s[1] == L - 1))
        if crawford:
            self._had_crawford = True
        game = Game("backgammon", rng=self.rng, names=self.names)
        self.games.append(MatchGame(len(self.games) + 1, s, crawford, game))
        return game

    def _sync(self) -> None:
        """Score a game the Game itself has ended (the last checker off)."""
        cur = self.games[-1]
        if cur.outcome is None and cur.game.over:
            r = cur.game.result
            assert r is not None and r.winner is not None     # over, and backgammon has no draw
            points = game_points(r.kind, cur.cube.value, jacoby=self.jacoby and self.money)
            self._finish(Outcome(r.winner, points, r.kind, cur.cube.value, "played"))

    def _finish(self, outcome: Outcome) -> Outcome:
        cur = self.games[-1]
        cur.outcome = outcome
        self._score[outcome.winner] += outcome.points
        return outcome

    def check_playing(self) -> None:
        """Raise unless checker play may go on now: it needs a game in
        progress (:class:`~nardy.errors.GameOverError` after the last checker,
        a pass or a resignation) and no double waiting for an answer
        (:class:`~nardy.cube.IllegalCubeError`).  A board calls it before
        every roll and step."""
        self._sync()
        cur = self.current
        if cur.outcome is not None:
            o = cur.outcome
            nxt = "the match is over" if self.over else "call new_game() for the next game"
            raise GameOverError(f"game {cur.number} is over ({self.names[o.winner]} won {o.points} "
                                f"point{'s' if o.points != 1 else ''}, {o.how}): {nxt}")
        if cur.cube.offered_by is not None:
            p = cur.cube.offered_by
            raise IllegalCubeError(f"{self.names[p]} has doubled to {cur.cube.offered_value}: "
                                   f"{self.names[1 - p]} must take or pass first ({self.state_text()})")

    def _answerer(self, action: str, player: Optional[int]) -> int:
        self._sync()
        cur = self.current
        if cur.outcome is not None or self.game.over:
            raise IllegalCubeError(f"there is nothing to {action}: game {cur.number} is over ({self.state_text()})")
        if cur.cube.offered_by is None:
            raise IllegalCubeError(f"there is nothing to {action}: no double is on offer ({self.state_text()})")
        p = 1 - cur.cube.offered_by
        if player is not None and self._player(player) != p:
            raise IllegalCubeError(f"{self.names[player]} cannot {action} their own double: "
                                   f"{self.names[p]} answers it ({self.state_text()})")
        return p

    @staticmethod
    def _player(player) -> int:
        if isinstance(player, bool) or player not in (0, 1):
            raise IllegalCubeError(f"players are 0 and 1, got {player!r}")
        return player

    def __repr__(self):
        kind = f"{self.match_length}-point match" if self.match_length else "money play"
        return f"<Match {kind}: {self.state_text()}>"


def _dice(dice) -> str:
    try:
        a, b = dice
        return f"{a}-{b}"
    except (TypeError, ValueError):
        return str(dice)
