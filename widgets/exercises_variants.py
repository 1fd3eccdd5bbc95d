"""The variants of long nardy (part 2 of the course): the exercise kind
they add to the toolkit.

The exercise toolkit is :mod:`nardy.widgets.exercises` (``check()``,
``hint()``, ``solution()``, progress, board exercises, figures, and
:func:`~nardy.widgets.exercises.lesson`, which loads any lesson's exercises
from its answer key); long-nardy positions add theirs in
:mod:`nardy.widgets.exercises_long`.  The answers of part 2 are in
:mod:`nardy.widgets.solutions_part2`::

    >>> from nardy.widgets.exercises import lesson
    >>> ex = lesson("part2/02")
    >>> ex.q3.check("5/off 4/off")
    ✗ q3 Exactly — not yet: that play is not legal — in Gul a checker is borne off only with the exact die: point 5 needs a 5, and the dice left are 6, 4. [0 of 5 done]

What the toolkit does not have and the variants need:

- :class:`StagePlayExercise` -- a play in any variant, and not only of a
  roll: of a progression's double (Gul's 4-4 after a rolled 3-3) or of
  moves passed by the opponent (``Moves(5, 2)``: two 5s).  Its board starts
  at that stage, checks the play of that stage the moment it is complete
  and then lets the go continue (the 5-5 that follows, or the player's own
  roll), so a learner sees what the variant does next.
"""

from __future__ import annotations

from typing import Any, Callable, Mapping, Optional, Sequence

from nardy import variant as _variant
from nardy.dice import Moves, Stage, check_dice, dice_text
from nardy.errors import IllegalMoveError
from nardy.play import Play

from . import exercises as _toolkit
from .exercises import Exercise

__all__ = ["StagePlayExercise"]


class StagePlayExercise(_toolkit.PlayExercise):
    """A play in a variant of long nardy: of a roll, of a progression's
    double, or of moves passed by the opponent.

    :param position: the position, from White's side (White is to move).
    :param dice: a roll ``(6, 4)``, a double of a progression ``(4, 4)``
        (with ``origin``), or passed moves ``Moves(5, 2)``.
    :param variant: the rules (``"gul"``, ``"gulbar"``...).
    :param origin: the rolled double a progression or passed moves came
        from (``(3, 3)``); with a double as ``dice`` it makes the stage a
        progression's double.
    :param accept, test, why: as for the toolkit's
        :class:`~nardy.widgets.exercises.PlayExercise`.
    """

    def __init__(self, name, title, position, dice, *, variant: str, origin=None,
                 accept: Optional[Sequence[str]] = None, test: Optional[Callable] = None,
                 why: Optional[Mapping[str, str]] = None, options: Optional[Mapping] = None,
                 names: Sequence[str] = ("White", "Black"), **kw):
        Exercise.__init__(self, name, title, **kw)
        self.rules = _variant(variant, **dict(options or {}))
        self.position = self.rules.validate(position)
        self.dice = check_dice(dice if isinstance(dice, Moves) else tuple(dice))
        if isinstance(self.dice, Moves):
            kind = "passed"
        else:
            kind = "double" if origin is not None else "roll"
        self.stage = Stage(kind, 0, self.dice, None if origin is None else tuple(origin))
        """The stage the exercise plays (``kind`` ``"roll"``, ``"double"``
        or ``"passed"``)."""
        self.to_move = 0
        self.names = tuple(names)
        self._set_answers(name, accept, test, why)

    # -- words -----------------------------------------------------------------------------
    @property
    def what(self) -> str:
        """The stage in words: ``"White to play 6-4"``, ``"White to play the
        4-4 of 3-3"``, ``"White to play 2 moves of 5 passed by Black"``."""
        who, other = self.names[0], self.names[1]
        st = self.stage
        if st.kind == "double":
            return f"{who} to play the {dice_text(st.dice)} of {dice_text(st.origin)}"
        if st.kind == "passed":
            return f"{who} to play {dice_text(st.dice)} passed by {other}"
        return f"{who} to play {dice_text(st.dice)}"

    def _how(self):
        if not self.legal:
            return (f"{self.what} ({self.rules.title}): type the play, e.g. `ex.{self.name}.check(\"24/18\")`, "
                    f"or `\"no move\"` if nothing can be played.")
        home = all(v <= 0 for v in self.position.points[6:])
        example = "6/off 5/3" if home else "24/18 13/9"
        return (f"{self.what} ({self.rules.title}): make the play on `ex.{self.name}.board()` (it is checked "
                f"as soon as the play is complete), or type it as from/to moves: "
                f"`ex.{self.name}.check(\"{example}\")`.")

    def _parse(self, text):
        if isinstance(text, str) and text.strip().lower().strip("()") in ("no move", "none", "pass", ""):
            if self.legal:
                raise IllegalMoveError(f"{dice_text(self.dice)} can be played here (for example "
                                       f"{self.legal[0]}), so you must play it")
            return None
        return self.rules.parse_play(self.position, self.dice, text)

    def _as_play(self, answer) -> Optional[Play]:
        if isinstance(answer, Play) and answer.start == self.position and answer not in self.legal \
                and answer.steps:
            raise IllegalMoveError(f"{answer} is not a legal play of {dice_text(self.dice)} here")
        return super()._as_play(answer)

    # -- the board -------------------------------------------------------------------------
    def board(self, **kw):
        """A live board of the exercise's variant, at the exercise's stage.
        The play of that stage is checked as soon as it is complete (a wrong
        one is explained and the board resets); after a right one the go
        goes on as the variant says (the next double, passed moves, a
        roll), to be played freely."""
        from .board import Board
        extra = {"stage": self.stage} if self.stage.kind != "roll" else {"dice": self.dice}
        b = Board(self.rules.name, position=self.position, names=self.names,
                  **dict(self.rules.options), **extra, **kw)
        state = {"open": True}
        b.on_play(lambda played, b=b: self._on_stage_play(b, played, state))
        self._say(b, f"{self.what}. {self.title}.", "info")
        b.refresh()
        self.boards.append(b)
        return b

    def _on_stage_play(self, board, played, state):
        if not state["open"] or played.start != self.position or played.player != 0:
            return                              # a later stage: free play
        self.last_play = played
        fb = self.check(played)
        if fb.correct:
            state["open"] = False
        else:
            extra = {"stage": self.stage} if self.stage.kind != "roll" else {"dice": self.dice}
            board.set_position(self.position, 0, **extra)
        self._say(board, repr(fb), "success" if fb.correct else "error")

    def check(self, answer: Any = None):
        """Check a typed play (``"24/13"``), a :class:`~nardy.Play`, or, with
        no argument, the play last made on :meth:`board`."""
        return super().check(answer)
