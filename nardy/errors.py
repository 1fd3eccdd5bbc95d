"""The engine's errors: all are ``ValueError`` subclasses, and every message
quotes the input it refuses (and, where there is one, the position)."""


class NardyError(ValueError):
    """Base class of every error the engine raises on bad input.

    Besides the message, two fields for callers that word the refusal
    themselves (an exercise that already shows what the learner typed):
    :attr:`reason`, the message without the quote of the input, and
    :attr:`text`, the input quoted (``None`` when the message quotes it in
    its own words, or quotes nothing).  ``IllegalMoveError(reason,
    text="24/14")`` writes the message ``'24/14': <reason>``.
    """

    def __init__(self, reason: str = "", *, text=None):
        message = reason if text is None else f"{text!r}: {reason}"
        super().__init__(message)
        self.reason = reason
        """Why the input is refused, without the quote of it."""
        self.text = text
        """The input the message quotes in front, or ``None``."""


class InvalidPositionError(NardyError):
    """A position that cannot exist (too many checkers, both sides on a point,
    a checker on the bar in a game without hitting, ...)."""


class InvalidMoveError(NardyError):
    """A move written in a form the parser cannot read (syntax)."""


class IllegalMoveError(NardyError):
    """A well-formed step or play that the rules forbid.  The message names
    the rule in plain English, so lessons can show it to learners."""


class AmbiguousMoveError(IllegalMoveError):
    """Text that matches more than one legal play (not raised for plays that
    merely differ in step order: those reach one position)."""


class InvalidDiceError(NardyError):
    """Dice that are not one or two whole numbers from 1 to 6."""


class GameOverError(NardyError):
    """An action on a game that has already ended."""


class InvalidOptionError(NardyError):
    """An unknown variant name, or a rule option it does not have."""


class InvalidMatchStateError(NardyError):
    """A match ID, XGID match field or :class:`MatchState` field that is
    malformed or impossible (a cube of 3, a die of 7, a Crawford game in money
    play, ...).  The message quotes the input."""
