"""Nardy: long nardy, its variants and short backgammon.

>>> import nardy
>>> rules = nardy.variant("long")
>>> [str(p) for p in rules.legal_plays(rules.start(), (6, 5))]
['24/13']
"""

from .dice import ALL_ROLLS, Dice, Moves, Stage, dice_to_play
from .errors import (AmbiguousMoveError, GameOverError, IllegalMoveError, InvalidDiceError, InvalidMatchStateError,
                     InvalidMoveError, InvalidOptionError, InvalidPositionError, NardyError)
from .play import BAR_POINT, OFF_POINT, Play, Step, parse_moves
from .position import Position
from .rules import Rules, register, variant, variants

__version__ = "0.1.0"

__all__ = [
    "ALL_ROLLS", "AmbiguousMoveError", "Moves", "Stage", "BAR_POINT", "Dice", "GameOverError", "IllegalMoveError",
    "InvalidDiceError", "InvalidMatchStateError", "InvalidMoveError", "InvalidOptionError", "InvalidPositionError", "NardyError", "OFF_POINT",
    "Play", "Position", "Rules", "Step", "dice_to_play", "parse_moves", "register", "variant",
    "variants",
]

from .game import Game, Result, Snapshot, Turn  # noqa: E402  (after the rules it uses)
from .series import Series  # noqa: E402
from .cube import Cube, IllegalCubeError  # noqa: E402
from .match import Match  # noqa: E402
from .notation import (MatchState, long_position_id, match_id, parse_match_id,  # noqa: E402
                       parse_xgid, position_from_id, position_from_long_id, position_id, xgid)

__all__ += ["Cube", "Game", "IllegalCubeError", "Match", "MatchState", "Result", "Series", "Snapshot", "Turn", "long_position_id", "match_id",
            "parse_match_id", "parse_xgid", "position_from_id", "position_from_long_id",
            "position_id", "xgid"]
