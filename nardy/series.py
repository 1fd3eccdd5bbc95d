"""A series of games between two players, and who starts the next one.

docs/rules.md#order-of-play: the next game of a series is started by the
winner (000), or, with colours swapped, by the previous black (003): an
option.

- Seed 000: "Jika selepas tamat permainan pertama permainan kedua dimainkan,
  maka pemain yang memenangi permainan pertama memulakannya." (If a second
  game is played after the first, the player who won the first starts it.)
  -> ``next_starter="winner"``.
- Seed 003, 1.4: "Ja spēle sastāv no vairākām izspēlēm, tad mainās
  dambretes krāsa un nākamo spēli sāk spēlētājs, kurš iepriekšējo spēli
  spēlēja melnā krāsā." (If the match has several games, the colours change
  and the next game is started by the player who played black in the
  previous one.) -> ``next_starter="swap"``.

Only the first game is decided by the opening roll.  In long nardy the
starter plays White (player 0 of its game), so each game's ``seats`` say
which of the series' players sits where; "the previous black starts" is
the one who moved second last time.  A drawn game (the last-roll draw option) has no
winner: the colours swap whatever the option.  Seed 003, 4.3 scores a draw
"1/2-1/2, or one point each, depending on the tournament rules":
``draw_points``.
"""

from __future__ import annotations

from typing import Callable, List, Optional, Sequence, Union

from ._checks import short, two_names
from .dice import make_rng
from .errors import GameOverError, InvalidOptionError
from .game import Game
from .rules import Rules, variant as _variant

NEXT_STARTER = ("winner", "swap")


class Series:
    """Games between two players, scored, with the next starter by rule.

    >>> s = Series("long", next_starter="swap", seed=1)
    >>> g = s.new_game()
    >>> g.first is None      # the first game's opening roll decides
    True
    """

    def __init__(self, variant: Union[str, Rules] = "long", *, next_starter: str = "winner",
                 target: Optional[int] = None, draw_points: float = 0.5, seed=None,
                 names: Sequence[str] = ("White", "Black"), **options):
        if next_starter not in NEXT_STARTER:
            raise InvalidOptionError(f"next_starter={next_starter!r} is not one of {NEXT_STARTER!r}")
        if target is not None and (isinstance(target, bool) or not isinstance(target, int) or target < 1):
            raise InvalidOptionError(f"target must be a whole number of points, at least 1: {target!r}")
        self.rules = _variant(variant, **options)
        self.next_starter = next_starter
        self.target = target
        """Points that win the series (``None``: play on)."""
        if isinstance(draw_points, bool) or not isinstance(draw_points, (int, float)) or not 0 <= draw_points <= 1:
            raise InvalidOptionError(f"draw_points is a number from 0 to 1, got {short(draw_points)}")
        self.draw_points = draw_points
        self.rng = make_rng(seed)
        checked = two_names(names)
        if checked is None:
            raise InvalidOptionError(f"names are two strings (player 0's, player 1's), got {short(names)}")
        self.names = checked
        self.games: List[Game] = []
        self.score: List[float] = [0, 0]
        self._scored: List[Game] = []     # the games already counted
        """Points per player (player indexes as in ``names``)."""

    @property
    def current(self) -> Optional[Game]:
        """The game in progress, if any."""
        if self.games and not self.games[-1].over:
            return self.games[-1]
        return None

    @property
    def winner(self) -> Optional[int]:
        """The player who reached ``target``, or ``None``."""
        if self.target is None:
            return None
        for i in (0, 1):
            if self.score[i] >= self.target:
                return i
        return None

    def next_first(self) -> Optional[int]:
        """Who starts the next game: ``None`` for the first (the opening
        roll decides), then by the series' rule."""
        if not self.games:
            return None
        last = self.games[-1]
        if not last.over:
            raise GameOverError("the current game is not finished yet")
        result = last.result
        assert result is not None and last.first is not None      # it is over
        if self.next_starter == "winner" and result.winner is not None:
            return last.seats[result.winner]
        return last.seats[1 - last.first]

    def new_game(self) -> Game:
        """Start the next game (the previous one must be over)."""
        if self.winner is not None:
            raise GameOverError(f"the series is over: {self.names[self.winner]} reached {self.target}")
        first = self.next_first()
        game = Game(self.rules, rng=self.rng, names=self.names)
        if first is not None:
            if self.rules.higher_thrower_plays_white:
                # The starter plays White, who is player 0 (seed 003, 1.3).
                seats = (first, 1 - first)
                game = Game(self.rules, rng=self.rng, names=[self.names[i] for i in seats])
                game.seats, game._seated = seats, self.names
                game.first = game.to_move = 0
            else:
                game.first = game.to_move = first
        self.games.append(game)
        return game

    def finish(self, game: Optional[Game] = None) -> List[float]:
        """Add a finished game's points to the score; returns the score."""
        game = game or self.games[-1]
        if not game.over:
            raise GameOverError("the game is not finished yet")
        if any(g is game for g in self._scored):
            return self.score
        r = game.result
        assert r is not None                                    # it is over
        if r.winner is None:
            self.score = [s + self.draw_points for s in self.score]
        else:
            self.score[game.seats[r.winner]] += r.points
        self._scored.append(game)
        return self.score

    def play(self, bots: Sequence[Callable], games: Optional[int] = None) -> List[float]:
        """Let ``bots[i](game)`` play for player ``i`` until the target (or
        ``games`` more games); returns the score."""
        played = 0
        while self.winner is None and (games is None or played < games):
            if games is None and self.target is None:
                raise InvalidOptionError("give a target or a number of games")
            game = self.current or self.new_game()
            while not game.over:
                game.play_bot(bots[game.to_move])
            self.finish(game)
            played += 1
        return self.score

    def __repr__(self):
        return (f"<Series {self.rules.name!r} {self.names[0]} {self.score[0]:g} - "
                f"{self.score[1]:g} {self.names[1]}, {len(self.games)} games>")
