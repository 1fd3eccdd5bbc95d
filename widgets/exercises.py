"""Exercises that answer back, and static figures for the lessons.

Like Kaggle's *learntools*: every exercise is an object with
``check(answer)``, ``hint()`` and ``solution()``.  A check says at once
whether the answer is right and, when it is not, *why* (for a play, in the
engine's own words: "only one checker may leave the head per turn").
Every reply shows the lesson's progress ("2 of 4 done").

Every lesson loads its exercises by id with this module's :func:`lesson`;
the answers, hints and worked solutions live apart from the lessons, in the
answer keys: one module per lesson in :mod:`nardy.widgets.solutions`, named
after its notebook, listed in its ``LESSONS`` table::

    >>> from nardy.widgets.exercises import lesson
    >>> ex = lesson("start")
    >>> ex
    Exercises of 00 Start here: 0 of 2 done (q1 · q2 ·)
    >>> ex.q1.check(14)
    ✗ q1 Checkers per player — not yet: 14 is one short: count the checkers on the head again. [0 of 2 done]
    >>> ex.q1.check(15)
    ✓ q1 Checkers per player — correct: 15 each, all on the head at the start. [1 of 2 done]

One kind of exercise per kind of answer; the game (``game="backgammon"``,
``"gul"``...), what is played (a roll, a progression's double, moves passed
by the opponent) and the picture (``ex.q1.figure()``) are parameters:

- :class:`ValueExercise` -- a value computed in code (a pip count, a
  point number, a list), about a position or not: ``ex.q1.check(15 * 24)``;
- :class:`ChoiceExercise` -- a quiz question: ``ex.quiz1.check("b")``;
- :class:`PlayExercise` -- a play on a board.  ``ex.q2.board()`` is a live
  :class:`~nardy.widgets.Board` set up for the exercise; the play made on it
  is checked the moment it is complete (a wrong play is explained and
  the board resets for another try).  ``ex.q2.check("24/13")`` checks a
  typed play, ``ex.q2.check()`` the last play made on the board;
- :class:`MatchExercise` -- cube actions in a match, in words (``"double,
  take"``) or acted on ``ex.q3.match()``.

Where things live (``widgets/`` in the source, ``nardy.widgets`` once installed):

=============================  ===========================================================
``exercises.py`` (this one)    the toolkit: the four kinds above, :func:`lesson`, figures
``exercises_long.py``          long nardy's helpers: positions as ``{point: checkers}``,
                               the recorded sample game, its replay viewer, ``try_play``
``exercises_backgammon.py``    backgammon's helpers: positions, match states and their
                               pictures, ``try_play``, ``try_cube``, the sample match
``fixtures.py``                the positions lessons and their keys share (part 4's
                               ``POSITIONS``), and ``keeping_throws``
``solutions/``                 the answer keys, one per lesson notebook:
                               ``part1_02_dice_and_moving.py`` for
                               ``lessons/part1-long-nardy/02-dice-and-moving.ipynb``;
                               ``solutions/__init__.py`` lists them (``LESSONS``),
                               ``solutions/common.py`` holds what several keys use
=============================  ===========================================================

``lesson("part3/02").key`` names the key a lesson's answers come from.

Replies (:class:`Feedback`) render as a coloured box in Jupyter
(``_repr_html_``) and as one deterministic line of text elsewhere, so
executed lessons stay stable under nbval.

Figures: :func:`figure` draws a static board (SVG from
:func:`nardy.svg.board_svg`), :func:`side_by_side` puts several in one
picture with captions -- static diagrams that show in a lesson before it is
run, and on GitHub and nbviewer too.
"""

from __future__ import annotations

import html
import importlib
import re
import weakref
from typing import Any, Callable, Dict, Iterable, Mapping, Optional, Sequence, Union

from nardy import variant as _variant
from nardy._checks import is_int, short
from nardy.dice import Moves, Stage, check_dice, dice_text
from nardy.errors import AmbiguousMoveError, IllegalMoveError, InvalidMoveError, InvalidOptionError, NardyError
from nardy.match import Match
from nardy.play import Play, parse_moves
from nardy.position import CHECKERS, Position

from . import progress as _progress
from .solutions import LESSONS as _KEYS

__all__ = [
    "Feedback", "Exercise", "ValueExercise", "ChoiceExercise", "PlayExercise", "MatchExercise", "act",
    "match_figure",
    "ExerciseSet", "lesson", "lessons",
    "figure", "side_by_side", "Figure",
]

# -- replies ---------------------------------------------------------------------

_STYLE = {
    # kind: (symbol, word, background, border)
    "correct": ("✓", "correct", "#e8f5e9", "#2e7d32"),
    "wrong": ("✗", "not yet", "#fdecea", "#c62828"),
    "info": ("ℹ", "how to answer", "#e8f0fe", "#1a56c4"),
    "hint": ("💡", "hint", "#fff8e1", "#b28704"),
    "solution": ("📖", "solution", "#f3e5f5", "#6a1b9a"),
}


class Feedback:
    """The reply to ``check()``, ``hint()`` or ``solution()``.

    ``bool(feedback)`` is true only for a correct answer; :attr:`message`
    is the explanation in plain text.
    """

    __slots__ = ("kind", "label", "message", "code", "progress")

    def __init__(self, kind: str, label: str, message: str, *, code: Optional[str] = None,
                 progress: Optional[str] = None):
        if kind not in _STYLE:
            raise ValueError(f"unknown feedback kind {kind!r}")
        self.kind = kind
        """``"correct"``, ``"wrong"``, ``"info"``, ``"hint"`` or ``"solution"``."""
        self.label = label
        """Which exercise: ``"q1 Checkers per player"``."""
        self.message = message
        """The explanation, plain text."""
        self.code = code
        """Code to show with it (a solution), or ``None``."""
        self.progress = progress
        """``"1 of 3 done"`` or ``None``."""

    @property
    def correct(self) -> bool:
        return self.kind == "correct"

    def __bool__(self):
        return self.correct

    def __repr__(self):
        sym, word, _, _ = _STYLE[self.kind]
        text = f"{sym} {self.label} — {word}: {self.message}"
        if self.code:
            text += " | " + " ; ".join(line for line in self.code.strip().splitlines() if line.strip())
        if self.progress:
            text += f" [{self.progress}]"
        return text

    __str__ = __repr__

    def _repr_html_(self):
        sym, word, bg, border = _STYLE[self.kind]
        parts = [
            f'<div class="nardy-feedback nardy-{self.kind}" style="background:{bg};'
            f'border-left:6px solid {border};padding:8px 12px;margin:4px 0;border-radius:4px;'
            f'color:#1b1b1b;font-family:system-ui,sans-serif;line-height:1.45">',
            f'<b style="color:{border}">{sym} {html.escape(word.capitalize())}</b> '
            f'<span style="color:#555">({html.escape(self.label)})</span><br>',
            _inline_code(html.escape(self.message)),
        ]
        if self.code:
            parts.append('<pre style="background:#fff;border:1px solid #ddd;padding:6px;margin:6px 0 0">'
                         f"{html.escape(self.code.strip())}</pre>")
        if self.progress:
            parts.append(f'<div style="color:#555;font-size:90%;margin-top:4px">{html.escape(self.progress)}</div>')
        parts.append("</div>")
        return "".join(parts)


def _inline_code(escaped: str) -> str:
    """`code` spans in a message become <code> (the text is already escaped)."""
    return re.sub(r"`([^`]+)`", r"<code>\1</code>", escaped)


# -- exercises ---------------------------------------------------------------------

class Exercise:
    """Base class: an exercise with an id, a title, hints and a solution.

    Subclasses implement :meth:`_judge` (``answer -> (correct, message)``)
    and :meth:`_how` (how to answer).
    """

    kind = "exercise"

    def __init__(self, name: str, title: str, *, hints: Sequence[str] = (), solution: str = "",
                 solution_code: Optional[str] = None, success: str = "",
                 typical_wrong: Sequence = ()):
        self.name = name
        """The name in its lesson: ``"q1"``, ``"quiz2"``."""
        self.title = title
        self.hints = list(hints)
        self.explanation = solution
        """The worked solution, shown by :meth:`solution`."""
        self.solution_code = solution_code
        self.success = success
        """What a correct answer adds ("15 each, all on the head")."""
        self.typical_wrong = list(typical_wrong)
        """``(answer, words the explanation must contain)`` pairs: typical
        mistakes, tested in ``tests/test_exercises.py``."""
        self.lesson: Optional[ExerciseSet] = None
        self.done = False
        self._hint_shown = 0
        self.revealed = False

    # -- the learner's API --------------------------------------------------------
    @property
    def id(self) -> str:
        return f"{self.lesson.id}/{self.name}" if self.lesson else self.name

    @property
    def label(self) -> str:
        return f"{self.name} {self.title}"

    @property
    def answer(self):
        """The expected answer (what :meth:`solution` reveals)."""
        raise NotImplementedError

    def check(self, answer: Any = None) -> Feedback:
        """Check ``answer``; the reply says whether it is right and why not."""
        if answer is None or answer is Ellipsis:
            return self._reply("info", self._how())
        try:
            ok, message = self._judge(answer)
        except NardyError as e:       # an answer the engine cannot even read
            ok, message = False, str(e)
        if ok:
            self.done = True
            _progress.record(self)
            return self._reply("correct", self._right_words(message))
        return self._reply("wrong", message)

    def _right_words(self, message: str) -> str:
        """What the reply to a right answer says: the exercise's own words
        (``success``), else why it is right (the worked solution), never a
        bare "well done"."""
        message = (message or "").strip()
        # A play judged by a test may be one of many right plays: the worked
        # solution, written for one of them, would not fit the learner's.
        many = getattr(self, "test", None) is not None and not getattr(self, "accepted", None)
        if self.success or not self.explanation or many:
            return message or "well done."
        why = re.sub(r"^[a-z]\)\s*", "", self.explanation.strip())
        if why in message:
            return message
        if not message:
            return why
        return f"{message} {why}" if message.endswith((".", "!", "?")) else f"{message}: {why}"

    def hint(self, n: Optional[int] = None) -> Feedback:
        """The next hint (or hint number ``n``, from 1)."""
        if not self.hints:
            return self._reply("hint", "no hint for this one: read the rule above again.", progress=False)
        if n is None:
            self._hint_shown = min(self._hint_shown + 1, len(self.hints))
            n = self._hint_shown
        if not is_int(n):
            raise InvalidOptionError(f"hint(n) takes a hint number from 1 to {len(self.hints)}, got {short(n)}")
        n = max(1, min(n, len(self.hints)))
        more = f" (hint {n} of {len(self.hints)})" if len(self.hints) > 1 else ""
        return self._reply("hint", self.hints[n - 1] + more, progress=False)

    def solution(self) -> Feedback:
        """The answer, with the reasoning behind it."""
        self.revealed = True
        _progress.record(self)
        return self._reply("solution", self.explanation or f"the answer is {self._answer_text()}.",
                           code=self.solution_code, progress=False)

    # -- for subclasses ---------------------------------------------------------------
    def _judge(self, answer) -> tuple:
        raise NotImplementedError

    def _how(self) -> str:
        raise NotImplementedError

    def _answer_text(self) -> str:
        return str(self.answer)

    def _reply(self, kind, message, code=None, progress=True) -> Feedback:
        prog = self.lesson.progress_text() if (progress and self.lesson is not None) else None
        return Feedback(kind, self.label, message, code=code, progress=prog)

    def __repr__(self):
        state = "done" if self.done else "to do"
        return f"<{type(self).__name__} {self.id}: {self.title} ({state})>"

    def _repr_html_(self):
        state = "✓ done" if self.done else "to do"
        return (f'<div style="border:1px solid #c9955a;border-radius:4px;padding:6px 10px;'
                f'font-family:system-ui,sans-serif"><b>{html.escape(self.label)}</b> '
                f'<span style="color:#777">({state})</span><br>{_inline_code(html.escape(self._how()))}</div>')


def _norm_text(v) -> str:
    return re.sub(r"\s+", " ", str(v).strip().lower())


class ValueExercise(Exercise):
    """An answer computed in code: a number, a point, a word, a list.

    :param expected: the right value.
    :param why: ``{wrong value: explanation}`` for typical mistakes.
    :param explain: ``callable(answer) -> str or None``, an explanation for
        other wrong answers (the default compares numbers: too high/low).
    :param accept: more values that count as right.
    :param unordered: the answer is a collection whose order does not
        matter (the points where Black starts): ``[19, 1, 12]`` and
        ``(1, 12, 19)`` are the same answer, and a wrong one is told how
        many of its items are wrong or missing.
    :param position, dice: what the question is about, when it is about a
        position (from the side to move) and a roll (``None``: every roll);
        there to compute with (``ex.q3.position``, ``ex.q3.dice``) and drawn
        by :meth:`figure`, so the lesson shows exactly what the key checks.
    :param game, options: the rules the position is checked by.
    :param cube, cube_owner: the cube :meth:`figure` draws (``cube_owner``
        ``"mover"`` or ``"opponent"``), for questions about the cube.
    :param to_move, names: whose side the position is seen from.
    """

    kind = "value"

    def __init__(self, name, title, expected, *, why: Optional[Mapping] = None,
                 explain: Optional[Callable] = None, accept: Iterable = (), unit: str = "",
                 unordered: bool = False, position: Optional[Position] = None, dice=None,
                 game: str = "long", options: Optional[Mapping] = None, cube: Optional[int] = None,
                 cube_owner: Optional[str] = None, to_move: int = 0,
                 names: Sequence[str] = ("White", "Black"), **kw):
        super().__init__(name, title, **kw)
        self.expected = expected
        self.why = dict(why or {})
        self.explain = explain
        self.accept = [expected, *accept]
        self.unit = unit
        self.unordered = unordered
        self.rules = _variant(game, **dict(options or {}))
        self.position = None if position is None else self.rules.validate(position)
        self.dice = None if dice is None else tuple(dice)
        self.cube = cube
        self.cube_owner = cube_owner
        self.to_move = to_move
        self.names = tuple(names)

    @property
    def answer(self):
        return self.expected

    def figure(self, caption: Optional[str] = None, **kw) -> "Figure":
        """A static diagram of the exercise's position (with its dice and cube)."""
        if self.position is None:
            raise ValueError(f"{self.id} is not about a position: there is nothing to draw")
        kw.setdefault("cube", self.cube)
        kw.setdefault("cube_owner", self.cube_owner)
        if caption is None:
            done = self.position.off[0] == CHECKERS      # the mover has just borne off its last checker
            mover = self.names[self.to_move]
            caption = f"{self.label}: {mover} has borne off every checker" if done else f"{self.label}: {mover} to move"
        return figure(self.position, game=self.rules.name, dice=self.dice, caption=caption,
                      mover_is_white=(self.to_move == 0), **kw)

    def _key(self, v, whole: bool = True):
        if self.unordered and whole and isinstance(v, (list, tuple, set, frozenset)):
            return ("set", tuple(sorted(self._key(x, False) for x in v)))
        if isinstance(v, bool):
            return ("bool", v)
        if isinstance(v, (int, float)) and not isinstance(v, bool):
            return ("num", float(v))
        if isinstance(v, str):
            t = v.strip()
            if re.fullmatch(r"-?\d+(\.\d+)?", t):
                return ("num", float(t))
            return ("text", _norm_text(t))
        if isinstance(v, (tuple, list, set, frozenset)):
            return ("seq", tuple(sorted(self._key(x, False) for x in v)) if isinstance(v, (set, frozenset))
                    else tuple(self._key(x, False) for x in v))
        return ("other", repr(v))

    def _judge(self, answer):
        key = self._key(answer)
        if any(key == self._key(a) for a in self.accept):
            return True, self.success
        for wrong, reason in self.why.items():
            if key == self._key(wrong):
                return False, reason
        if self.explain is not None:
            reason = self.explain(answer)
            if reason:
                return False, reason
        if key[0] == "set" and isinstance(self.expected, (list, tuple, set, frozenset)):
            return False, self._items_wrong(answer)
        exp = self._key(self.expected)
        if key[0] == "num" and exp[0] == "num":
            side = "too high" if key[1] > exp[1] else "too low"
            return False, f"{_fmt(answer)} is {side}."
        if key[0] != exp[0] and exp[0] == "num":
            return False, f"the answer is a number; you gave {answer!r}."
        return False, f"{_fmt(answer)} is not it."

    def _items_wrong(self, answer) -> str:
        """How many items of an unordered answer are not right, and how many are missing."""
        want = {self._key(x, False) for x in self.expected}
        got = {self._key(x, False) for x in answer}
        missing, extra = len(want - got), len(got - want)
        parts = []
        if extra:
            parts.append(f"{extra} of your {len(got)} {'is' if extra == 1 else 'are'} not right")
        if missing:
            parts.append(f"{missing} {'is' if missing == 1 else 'are'} missing (the answer has "
                         f"{len(want)} items, in any order)")
        return (" and ".join(parts) + ".") if parts else f"{_fmt(answer)} is not it."

    def _how(self):
        return f"compute the answer in code and pass it: `ex.{self.name}.check(...)`."


def _fmt(v) -> str:
    if isinstance(v, str):
        return repr(v)
    return str(v)


class ChoiceExercise(Exercise):
    """A quiz question with lettered options.

    :param question: the question (shown by ``repr`` and in the box).
    :param options: ``{"a": "text", ...}``.
    :param answer: the right letter, or several letters (a set) when more
        than one option is right ("which of these are legal?").
    :param why: ``{letter: why this option is wrong}``; the right option's
        entry, if any, is said on success.
    """

    kind = "choice"

    def __init__(self, name, title, question: str, options: Mapping[str, str], answer, *,
                 why: Optional[Mapping[str, str]] = None, **kw):
        super().__init__(name, title, **kw)
        self.question = question
        self.options = dict(options)
        self.right = frozenset(answer) if isinstance(answer, (set, frozenset, list, tuple)) else frozenset([answer])
        unknown = self.right - set(self.options)
        if unknown:
            raise ValueError(f"{name}: answer {sorted(unknown)} is not among the options {sorted(self.options)}")
        self.why = dict(why or {})

    @property
    def answer(self):
        return "".join(sorted(self.right)) if len(self.right) > 1 else next(iter(self.right))

    def _letters(self, answer) -> frozenset:
        if isinstance(answer, (set, frozenset, list, tuple)):
            items = [str(a) for a in answer]
        else:
            text = str(answer).strip()
            # the option's own text counts too
            for k, v in self.options.items():
                if _norm_text(text) == _norm_text(v):
                    return frozenset([k])
            items = re.findall(r"[A-Za-z0-9]+", text)
            if len(items) == 1 and len(items[0]) > 1 and all(c.lower() in self.options for c in items[0]):
                items = list(items[0])
        letters = frozenset(i.strip().lower().strip(")") for i in items)
        bad = sorted(letters - set(self.options))
        if bad or not letters:
            raise InvalidMoveError(f"answer with the letter of an option ({', '.join(sorted(self.options))}), "
                                   f"got {answer!r}")
        return letters

    def _judge(self, answer):
        letters = self._letters(answer)
        if letters == self.right:
            extra = " ".join(self.why[k] for k in sorted(letters) if self.why.get(k))
            return True, " ".join(x for x in (self.success, extra) if x)
        wrong = sorted(letters - self.right)
        missing = sorted(self.right - letters)
        reasons = [f"{k}) {self.why[k]}" for k in wrong if k in self.why]
        if not reasons and wrong:
            reasons = [f"{', '.join(wrong)} is not right."]
        if missing and len(self.right) > 1:
            reasons.append(f"{len(missing)} more option{'s' * (len(missing) > 1)} "
                           f"{'are' if len(missing) > 1 else 'is'} right too.")
        return False, " ".join(reasons)

    def _how(self):
        opts = ", ".join(self.options)
        several = "; more than one is right, give them all, e.g. `\"ac\"`" if len(self.right) > 1 else ""
        return (f"answer with the letter of your choice ({opts}): `ex.{self.name}.check(\"a\")`{several}. "
                f"Show the question with `ex.{self.name}`.")

    def __repr__(self):
        opts = "; ".join(f"{k}) {v}" for k, v in self.options.items())
        several = " (more than one is right)" if len(self.right) > 1 else ""
        return f"{self.name} {self.title}: {self.question}{several} {opts}"

    def _repr_html_(self):
        state = " <span style=\"color:#2e7d32\">✓ done</span>" if self.done else ""
        items = "".join(f"<li><b>{html.escape(k)})</b> {_inline_code(html.escape(v))}</li>"
                        for k, v in self.options.items())
        several = " <i>(more than one is right)</i>" if len(self.right) > 1 else ""
        return (f'<div style="border:1px solid #c9955a;border-radius:4px;padding:6px 10px;'
                f'font-family:system-ui,sans-serif"><b>{html.escape(self.label)}</b>{state}<br>'
                f'{_inline_code(html.escape(self.question))}{several}'
                f'<ul style="list-style:none;padding-left:8px;margin:4px 0">{items}</ul>'
                f'<span style="color:#555">Answer with <code>ex.{self.name}.check("a")</code></span></div>')


_MAIN_GAMES = ("long", "backgammon")
"""The games of parts 1 and 3.  A variant's play exercise names its rule set
in the "how to answer" line ("White to play 6-4 (Gul): ...") and speaks of
the play, not the turn, being complete (a stage may be part of a turn)."""


EXAMPLE_AMONG = 3
"""A play exercise's "how to answer" line shows a real wrong play as its
example only when at least this many legal plays are wrong."""


class PlayExercise(Exercise):
    """Make a play: a position, what is to be played, and what counts as right.

    :param position: the position, from the side to move.
    :param dice: what is to be played: a roll ``(6, 5)``; in the variants
        also a progression's double (``(4, 4)`` with ``origin=(3, 3)``, Gul)
        or moves passed by the opponent (``Moves(5, 2)``: two 5s).
    :param accept: the right plays, as text (``["24/13"]``); or ``None``
        with ``test``.
    :param test: ``callable(play) -> None or str``: ``None`` when the
        (legal) play is right, else why not.  Used when many plays are
        right ("bring a checker to 14").
    :param why: ``{play text: explanation}`` for typical legal but wrong
        plays.
    :param game, options: the rules (``"long"``, ``"backgammon"``,
        ``"gul"``, ...; ``first_turn_exception=...``).
    :param origin: the rolled double a progression's double or passed
        moves come from (``(3, 3)``); with a double as ``dice`` it makes the
        exercise the play of a progression's double.
    :param to_move, names: who plays (0 White, 1 Black), and the names.
    :param praise: ``callable(play) -> str``: why a right play is right,
        added to the reply (for exercises where several plays are right,
        each for its own measured reasons).

    :attr:`stage` is what the exercise plays (a :class:`~nardy.dice.Stage`,
    ``kind`` ``"roll"``, ``"double"`` or ``"passed"``); :meth:`board` starts
    there, checks the play of that stage the moment it is complete (a wrong
    one is explained and the board resets) and after a right one lets the
    game go on as its rules say (the next double, passed moves, a roll).
    """

    kind = "play"

    def __init__(self, name, title, position: Position, dice, *, accept: Optional[Sequence[str]] = None,
                 test: Optional[Callable] = None, why: Optional[Mapping[str, str]] = None,
                 game: str = "long", options: Optional[Mapping] = None, origin=None, to_move: int = 0,
                 names: Sequence[str] = ("White", "Black"), praise: Optional[Callable] = None, **kw):
        super().__init__(name, title, **kw)
        self.praise = praise
        """``callable(play) -> str`` or ``None``: why a right play is right."""
        self.rules = _variant(game, **dict(options or {}))
        self.position = self.rules.validate(position)
        self.dice = check_dice(dice if isinstance(dice, Moves) else tuple(dice))
        if isinstance(self.dice, Moves):
            kind = "passed"
        else:
            kind = "double" if origin is not None else "roll"
        self.stage = Stage(kind, to_move, self.dice, None if origin is None else tuple(origin))
        """What the exercise plays: a roll, a progression's double, passed moves."""
        self._first_throw = None if kind == "roll" else False
        # A progression's double or passed moves are never the mover's first throw (long nardy's
        # first-throw exception to the head rule); a roll's is read from the board (all on the head).
        self.to_move = to_move
        self.names = tuple(names)
        self.legal = self.rules.legal_plays(self.position, self.dice, first_throw=self._first_throw)
        if accept is None and test is None:
            raise ValueError(f"{name}: give accept=[plays] or test=callable")
        self.accepted = [self._parse(a) for a in (accept or [])]
        for p in self.accepted:
            if p is not None and p not in self.legal:
                raise ValueError(f"{name}: accepted play {p} is not legal")
        if test is None and not self.accepted:
            raise ValueError(f"{name}: no accepted play")
        self.test = test
        self.why = {self._parse(text): reason for text, reason in (why or {}).items()}
        self.last_play: Optional[Play] = None
        """The last play made on :meth:`board` (what ``check()`` checks)."""
        self.boards: list = []

    @property
    def answer(self) -> str:
        good = self.accepted or [p for p in self.legal if self.test(p) is None]
        return str(good[0]) if good and good[0] is not None else "(no move)"

    @property
    def what(self) -> str:
        """What is to be played, in words: ``"White to play 6-4"``, ``"White
        to play the 4-4 of 3-3"``, ``"White to play 2 moves of 5 passed by
        Black"``."""
        who, other = self.names[self.to_move], self.names[1 - self.to_move]
        st = self.stage
        if st.kind == "double":
            return f"{who} to play the {dice_text(st.dice)} of {dice_text(st.origin)}"
        if st.kind == "passed":
            return f"{who} to play {dice_text(st.dice)} passed by {other}"
        return f"{who} to play {dice_text(st.dice)}"

    def _parse(self, text) -> Optional[Play]:
        """A legal play from text; ``None`` for "no move" (no legal play)."""
        if isinstance(text, str) and _norm_text(text).strip("()") in ("no move", "none", "pass", ""):
            if self.legal:
                raise IllegalMoveError(f"{dice_text(self.dice)} can be played here (for example "
                                       f"{self.legal[0]}), so you must play it")
            return None
        return self.rules.parse_play(self.position, self.dice, text, first_throw=self._first_throw)

    def _as_play(self, answer) -> Optional[Play]:
        if isinstance(answer, Play):
            if answer.start != self.position:
                raise IllegalMoveError("that play was made from another position: reset the board "
                                       "(run the exercise's board cell again) and play from the exercise's position")
            if answer.steps == () and not self.legal:
                return None
            if answer not in self.legal:
                raise IllegalMoveError(f"{answer} is not a legal play of {dice_text(self.dice)} here")
            return answer
        if isinstance(answer, (list, tuple)) and answer and not isinstance(answer[0], str):
            return self.rules.find_play(self.position, self.dice, answer, first_throw=self._first_throw)
        if not isinstance(answer, str):
            raise InvalidMoveError(f"write the play as text like \"24/18 13/11\", got {answer!r}")
        return self._parse(answer)

    def _judge(self, answer):
        try:
            play = self._as_play(answer)
        except AmbiguousMoveError as e:
            return False, f"{e}."
        except IllegalMoveError as e:
            return False, f"that play is not legal — {self._reason(answer, e)}."
        except InvalidMoveError as e:
            return False, f"{e}."
        text = str(play) if play is not None else "(no move)"
        if self.accepted and play in self.accepted:
            return True, self._praised(text, play)
        if self.test is not None and not self.accepted:
            reason = self.test(play)
            if reason is None:
                return True, self._praised(text, play)
            return False, f"{text} is legal, but {reason}"
        if play in self.why:
            return False, f"{text} is legal, but {self.why[play]}"
        return False, f"{text} is legal, but it is not the play asked for: {self._difference(play)}"

    def _praised(self, text: str, play) -> str:
        """The reply to a right play: the play, the exercise's words and,
        with ``praise``, why this very play is right."""
        words = f"{text}. {self.success}".strip()
        if self.praise is not None:
            words = f"{words} {self.praise(play)}".strip()
        return words

    def _reason(self, answer, error) -> str:
        """The engine's explanation; when the dice cannot be played at all,
        the reason the first step typed is refused (more telling than "the
        roll cannot be played")."""
        reason = error.reason
        if self.legal or not isinstance(answer, str):
            return reason
        try:
            m = parse_moves(answer)[0]
            to = m.via[0] if m.via else m.to
            self.rules.check_step(self.position, self.dice, [], m.frm, to, first_throw=self._first_throw)
        except NardyError as e:
            return e.reason
        return reason

    def _difference(self, play) -> str:
        """A hint of how ``play`` differs from the right one(s), without
        giving the answer away."""
        target = self.accepted[0] if self.accepted else None
        if target is None or play is None:
            return "read the question again."
        mine = _landing(play)
        want = _landing(target)
        extra = sorted(set(mine) - set(want), reverse=True)
        if extra:
            pts = ", ".join(str(p) for p in extra)
            return f"your checkers end on {pts}, where the right play puts none; read the question again."
        return "compare where your checkers end with what the question asks."

    def _how(self):
        main = self.rules.name in _MAIN_GAMES
        head = self.what if main else f"{self.what} ({self.rules.title})"
        if not self.legal:
            return (f"{head}: type the play as from/to moves, `ex.{self.name}.check(\"from/to from/to\")`, "
                    f"or `\"no move\"` if nothing can be played.")
        return (f"{head}: make the play on `ex.{self.name}.board()` (it is checked as soon as the "
                f"{'turn' if main else 'play'} is complete), or type it as from/to moves"
                f"{self._notation_clause(main)}: `ex.{self.name}.check(\"{self._example()}\")`.")

    def _notation_clause(self, main: bool) -> str:
        """What the notation adds for this position: ``bar`` with a checker
        on the bar, ``off`` once every checker is home (said in parts 1, 3
        and 4 only)."""
        if self.position.bar[0]:
            return ", `bar` for a checker on the bar"
        if main and all(v <= 0 for v in self.position.points[6:]):
            return ", `off` for a checker borne off"
        return ""

    def _is_right(self, play) -> bool:
        """Whether a legal play (``None``: no move) is a right answer."""
        if self.accepted:
            return play in self.accepted
        return self.test is not None and self.test(play) is None

    def _example(self) -> str:
        """A play that shows how to type one: legal for this roll here and
        not a right answer, so copying it is neither refused as illegal nor
        the answer, and moving no checker from a point a right answer moves
        one from (half the answer, in either order of the dice, is a hint).
        When fewer than :data:`EXAMPLE_AMONG` legal plays are wrong, or
        every wrong one starts where a right one does, the notation alone:
        naming one wrong play of two would leave the answer to be found by
        elimination."""
        wrong = [play for play in self.legal if not self._is_right(play)]
        if len(wrong) < EXAMPLE_AMONG:
            return "from/to from/to"
        right_from = {s.frm for play in self.legal if self._is_right(play) for s in play.steps}
        apart = [play for play in wrong if not right_from & {s.frm for s in play.steps}]
        return str(apart[0]) if apart else "from/to from/to"

    def check(self, answer: Any = None) -> Feedback:
        """Check a typed play (``"24/13"``), a :class:`Play`, or, with no
        argument, the last play made on :meth:`board`."""
        if answer is None and self.last_play is not None:
            answer = self.last_play
        return super().check(answer)

    # -- pictures ------------------------------------------------------------------------
    def figure(self, caption: Optional[str] = None, **kw) -> "Figure":
        """A static diagram of the exercise's position (with its dice)."""
        dice = None if isinstance(self.dice, Moves) else self.dice
        return figure(self.position, game=self.rules.name, dice=dice,
                      caption=caption or f"{self.label}: {self.what}", mover_is_white=(self.to_move == 0), **kw)

    def board(self, **kw):
        """A live board set up for this exercise (needs ``nardy.widgets``).
        The play of the exercise's stage is checked as soon as it is
        complete; a wrong one is explained on the board, which then resets.
        After a right one the game goes on, to be played freely."""
        from .board import Board
        b = Board(self.rules.name, position=self.position, to_move=self.to_move, names=self.names,
                  **dict(self.rules.options), **self._dice_for_board(), **kw)
        state = {"open": True}
        b.on_play(lambda played, b=b: self._on_board_play(b, played, state))
        title = self.title if self.title.endswith((".", "!", "?")) else f"{self.title}."   # no "not?."
        b.say(f"{self.what}. {title}", "info")
        b.refresh()
        self.boards.append(b)
        return b

    def _dice_for_board(self) -> dict:
        return {"stage": self.stage} if self.stage.kind != "roll" else {"dice": self.dice}

    def _on_board_play(self, board, played, state):
        if not state["open"] or played.start != self.position or played.player != self.to_move:
            return                              # after the exercise's play: free play
        self.last_play = played
        fb = self.check(played)
        if fb.correct:
            state["open"] = False
        else:
            board.set_position(self.position, self.to_move, **self._dice_for_board())
        board.say(repr(fb), "success" if fb.correct else "error")



def _landing(play) -> dict:
    """Where a play's checkers end up (point -> count), off included."""
    out: Dict[int, int] = {}
    for s in play.steps:
        out[s.to] = out.get(s.to, 0) + 1
        if s.frm in out:
            out[s.frm] -= 1
            if not out[s.frm]:
                del out[s.frm]
    return out


# -- cube actions in a match -------------------------------------------------------------

_ACTIONS = "double, take, pass, roll 6-5, play 13/7 8/7"


def _split_actions(actions) -> list:
    if isinstance(actions, str):
        items = [a for a in re.split(r"[,;\n]", actions) if a.strip()]
    elif isinstance(actions, (list, tuple)):
        items = list(actions)
    else:
        raise InvalidMoveError(f"write the actions as text, e.g. \"double, pass\", got {actions!r}")
    if not items:
        raise InvalidMoveError("no action given: write them in order, e.g. \"double, pass\"")
    return [str(a).strip() for a in items]


def _dice_of(text: str) -> tuple:
    digits = re.findall(r"[1-6]", text)
    if len(digits) != 2 or re.search(r"[07-9]", text):
        raise InvalidMoveError(f"roll needs two dice 1-6, e.g. 'roll 6-5'; got {text!r}")
    return int(digits[0]), int(digits[1])


def act(match: Match, action: str):
    """Apply one cube or checker action, written in words, to ``match``:
    ``"double"`` (or ``"redouble"``), ``"take"``, ``"pass"`` (or
    ``"drop"``), ``"roll 6-5"``, ``"play 13/7 8/7"``.  The match's own
    methods do the work, so an illegal action raises the engine's error
    (an :class:`~nardy.cube.IllegalCubeError` says why) and changes nothing.
    Returns what the match method returns."""
    text = action.strip()
    word, _, rest = text.partition(" ")
    w = word.lower().rstrip(".!")
    if w in ("double", "redouble", "doubles", "redoubles"):
        return match.offer_double()
    if w in ("take", "takes", "accept"):
        return match.take()
    if w in ("pass", "passes", "drop", "drops", "refuse"):
        return match.pass_()
    if w in ("roll", "rolls"):
        if not rest.strip():
            raise InvalidMoveError("say which dice: 'roll 6-5' (the exercises use fixed dice)")
        return match.roll(_dice_of(rest))
    if w in ("play", "plays", "move"):
        return match.play(rest.strip())
    raise InvalidMoveError(f"unknown action {action!r}: the actions are {_ACTIONS}")


class MatchExercise(Exercise):
    """Cube actions in a match.

    :param make: ``() -> Match``, the exercise's starting state (a fresh
        match on every call).
    :param test: ``callable(match) -> None or str``: ``None`` when the
        match, after the learner's actions, is what the question asks for,
        else why not.
    :param expected: the right actions, as text (``"double, take"``).

    The learner answers with the actions in words, in order (``"double,
    take"``; also ``"pass"``, ``"roll 6-5"``, ``"play 13/7 8/7"``), or acts
    on ``ex.q3.match()`` and passes that match to ``check``.  Each action
    goes through :class:`nardy.match.Match`: an illegal one is refused with
    the engine's reason (whose cube it is, a double after rolling, the
    Crawford game ...).
    """

    kind = "match"

    def __init__(self, name, title, make: Callable[[], Match], test: Callable, expected: str,
                 *, why: Optional[dict] = None, **kw):
        super().__init__(name, title, **kw)
        self.make = make
        self.test = test
        self.expected = expected
        self.why = {self._key(k): v for k, v in (why or {}).items()}
        self._matches = weakref.WeakSet()
        reason = self._run(expected)
        if reason is not None:
            raise ValueError(f"{name}: the expected actions {expected!r} are not accepted: {reason}")

    @property
    def answer(self):
        return self.expected

    def match(self) -> Match:
        """A fresh match in the exercise's state, to act on and then pass
        to ``check``."""
        m = self.make()
        self._matches.add(m)
        return m

    def figure(self, caption: Optional[str] = None, **kw) -> Figure:
        """The exercise's starting state as a static diagram."""
        return match_figure(self.make(), caption, **kw)

    @staticmethod
    def _key(actions) -> tuple:
        return tuple(re.sub(r"\s+", " ", a.lower()) for a in _split_actions(actions))

    def _run(self, actions) -> Optional[str]:
        m = self.make()
        for a in _split_actions(actions):
            act(m, a)
        return self.test(m)

    def _judge(self, answer):
        if isinstance(answer, Match):
            if answer not in self._matches:
                return False, ("that match was not made by this exercise: start from "
                               f"`m = ex.{self.name}.match()`, act on it, then `ex.{self.name}.check(m)`.")
            reason = self.test(answer)
            if reason is None:
                return True, self.success
            return False, reason
        steps = _split_actions(answer)
        m = self.make()
        for i, a in enumerate(steps, 1):
            try:
                act(m, a)
            except InvalidMoveError as e:
                return False, f"{e}."
            except NardyError as e:
                where = f"action {i} ({a!r})" if len(steps) > 1 else "that action"
                return False, f"{where} is not allowed — {e}."
        key = self._key(answer)
        if key in self.why:
            return False, self.why[key]
        reason = self.test(m)
        if reason is None:
            return True, self.success
        return False, reason

    def _how(self):
        # An example of the format that is not this exercise's answer.
        same = " ".join(self.expected.lower().replace(",", " ").split())
        example = next(e for e in ("double, take", "double, pass") if " ".join(e.replace(",", " ").split()) != same)
        return (f"write the actions in order, e.g. `ex.{self.name}.check(\"{example}\")` (the actions are "
                f"{_ACTIONS}); or act on `m = ex.{self.name}.match()` and then `ex.{self.name}.check(m)`.")


def match_figure(match: Match, caption: Optional[str] = None, *, size: int = 460, **kw) -> Figure:
    """The match's current position drawn from White's side (White's home
    bottom right, like the live boards), with the cube where it stands
    (centred, or on its owner's side) and the dice if rolled.  The caption
    (default: the score, the cube and who is to act) is written in the text
    fallback."""
    game = match.game
    pos = game.position if game.to_move == 0 else game.rules.swap(game.position)
    cube = match.cube
    owner = None if cube.owner is None else ("mover" if cube.owner == 0 else "opponent")
    dice = game.dice if (game.dice is not None and not match.game_over) else None
    if caption is None:
        caption = _state_caption(match)
    return figure(pos, game=game.rules.name, cube=cube.value, cube_owner=owner, dice=dice,
                  caption=caption, size=size, **kw)


def _state_caption(m: Match) -> str:
    names = m.names
    s = m.score
    if m.match_length:
        score = f"{names[0]} {s[0]} - {names[1]} {s[1]} of {m.match_length}"
        if m.crawford:
            score += ", Crawford game"
        elif m.post_crawford:
            score += ", post-Crawford"
    else:
        score = f"money play ({names[0]} {s[0]}, {names[1]} {s[1]})"
    cube = m.cube
    cube_text = "cube centred" if cube.owner is None else f"cube {cube.value}, {names[cube.owner]}'s"
    if cube.offered:
        cube_text += f"; {names[cube.offered_by]} offers {cube.offered_value}"
        who = f"{names[1 - cube.offered_by]} to take or pass"
    elif m.game_over:
        o = m.result
        who = f"{names[o.winner]} won {o.points}"
    elif m.game.first is None:
        who = "before the opening roll"
    elif m.game.dice is not None:
        who = f"{names[m.to_move]} to move"
    else:
        who = f"{names[m.to_move]} on roll"
    return f"{score}; {cube_text}; {who}"


# -- a lesson's exercises -------------------------------------------------------------

class ExerciseSet:
    """The exercises of one lesson, by name: ``ex.q1``, ``ex.quiz1``.

    ``repr`` shows the progress; :meth:`progress` a checklist.
    """

    def __init__(self, id: str, title: str, exercises: Sequence[Exercise], *, key: Optional[str] = None):
        self.id = id
        self.title = title
        self.key = key
        """The answer-key module the exercises come from (``lesson()`` sets it)."""
        self._items: Dict[str, Exercise] = {}
        for e in exercises:
            if e.name in self._items:
                raise ValueError(f"{id}: two exercises named {e.name!r}")
            e.lesson = self
            self._items[e.name] = e

    def __getattr__(self, name):
        items = self.__dict__.get("_items", {})
        if name in items:
            return items[name]
        raise AttributeError(f"lesson {self.__dict__.get('id')!r} has no exercise {name!r}; "
                             f"it has {', '.join(items)}")

    def __getitem__(self, name) -> Exercise:
        return self._items[name]

    def __iter__(self):
        return iter(self._items.values())

    def __len__(self):
        return len(self._items)

    def __dir__(self):
        return list(super().__dir__()) + list(self._items)

    @property
    def done(self) -> int:
        return sum(e.done for e in self._items.values())

    def progress_text(self) -> str:
        return f"{self.done} of {len(self)} done"

    def progress(self) -> "ExerciseSet":
        """The checklist (displays as a table in Jupyter)."""
        return self

    def reset(self) -> None:
        """Forget every answer (start the lesson's exercises again), here and
        in the saved progress."""
        for e in self._items.values():
            e.done = False
            e.revealed = False
            e._hint_shown = 0
        _progress.forget(self.id)

    def __repr__(self):
        marks = " ".join(f"{e.name} {'✓' if e.done else '·'}" for e in self._items.values())
        return f"Exercises of {self.title}: {self.progress_text()} ({marks})"

    def _repr_html_(self):
        rows = "".join(
            f'<tr><td style="text-align:left"><code>ex.{e.name}</code></td>'
            f'<td style="text-align:left">{html.escape(e.title)}</td>'
            f'<td style="text-align:left">{"✓ done" if e.done else ("solution seen" if e.revealed else "to do")}</td></tr>'
            for e in self._items.values())
        return (f'<div style="font-family:system-ui,sans-serif"><b>Exercises of {html.escape(self.title)}</b>: '
                f'{self.progress_text()}<table style="margin:4px 0">{rows}</table></div>')


# -- the answer keys ------------------------------------------------------------------

_LOADED: Dict[str, ExerciseSet] = {}


def lesson(id: str, *, fresh: bool = False) -> ExerciseSet:
    """The exercises of lesson ``id`` (``"part1/02"``), built by its answer
    key, the module :data:`nardy.widgets.solutions.LESSONS` names
    (``ex.key``).  The same object is returned on every call in a session
    (so progress is kept) unless ``fresh=True``.  What was solved in an
    earlier session comes back from the saved progress
    (:mod:`nardy.widgets.progress`)."""
    if not isinstance(id, str) or id not in _KEYS:
        raise InvalidOptionError(f"no lesson {short(id)}; known: {', '.join(lessons())}")
    if fresh or id not in _LOADED:
        module = _KEYS[id]
        key = importlib.import_module(f"{__package__}.solutions.{module}")
        _LOADED[id] = ExerciseSet(id, key.TITLE, key.exercises(), key=key.__name__)
        _progress.restore(_LOADED[id])
    return _LOADED[id]


def lessons() -> list:
    """The ids of every lesson with exercises."""
    return sorted(_KEYS)


# -- figures -----------------------------------------------------------------------------

class Figure:
    """A static board picture: the engine's SVG, shown in Jupyter as an
    ``<img>`` with the SVG inline as a data URI, and as a text board
    elsewhere.

    Why not plain ``image/svg+xml``: JupyterLab renders SVG outputs only in
    *trusted* notebooks, so a lesson opened fresh (its stored outputs are
    untrusted) would show the text fallback instead of its figures; HTML
    images survive the sanitizer, in JupyterLab, Notebook 7 and on GitHub.
    :attr:`svg` holds the SVG text itself.  A figure with a :attr:`caption`
    shows it under the picture.
    """

    def __init__(self, svg: str, text: str, alt: str = "board diagram", caption: Optional[str] = None):
        self.svg = svg
        self.text = text
        self.alt = alt
        self.caption = caption
        """Shown under the picture (``None``: no caption line)."""

    def _repr_html_(self):
        import base64
        m = re.search(r'<svg[^>]* width="([\d.]+)" height="([\d.]+)"', self.svg)
        size = f' width="{m.group(1)}" height="{m.group(2)}"' if m else ""
        data = base64.b64encode(self.svg.encode("utf-8")).decode("ascii")
        img = (f'<img src="data:image/svg+xml;base64,{data}"{size} alt="{html.escape(self.alt)}" '
               f'style="max-width:100%;height:auto">')
        if not self.caption:
            return img
        width = f"max-width:{m.group(1)}px;" if m else ""
        return (f'<figure style="margin:0;{width}">{img}<figcaption style="text-align:center;'
                f'font-family:system-ui,sans-serif;font-size:90%;color:#333;margin-top:2px">'
                f'{html.escape(self.caption)}</figcaption></figure>')

    def __repr__(self):
        return self.text


def figure(position: Optional[Position] = None, *, caption: Optional[str] = None, game: str = "long",
           play: Union[None, str, Play] = None, dice=None, size: int = 460, **kw) -> Figure:
    """A static diagram of ``position`` (default: the start of ``game``).

    ``play`` may be text (``"24/18 13/11"``) read against ``position`` and
    ``dice``, or a :class:`Play`: its steps are drawn as arrows.  Other
    keywords go to :func:`nardy.svg.board_svg` (``highlight``, ``labels``,
    ``mover_is_white``, ...).
    """
    from nardy.svg import board_svg
    rules = _variant(game)
    if position is None:
        position = rules.start()
    arrows = list(kw.pop("arrows", ()))
    if isinstance(play, str):
        from nardy.play import parse_moves
        for m in parse_moves(play):
            pts = [m.frm, *m.via, m.to]
            arrows += list(zip(pts, pts[1:])) * m.count
        play = None
    svg = board_svg(position, game=rules.geometry, play=play, dice=dice, size=size, arrows=arrows, **kw)
    text = caption or f"{rules.title} board"
    return Figure(svg, f"[figure: {text}]\n{position}", alt=text, caption=caption)


def side_by_side(*figures: Figure, captions: Sequence[str] = (), width: int = 920) -> Figure:
    """Several figures in one SVG, left to right, each with a caption
    underneath."""
    boards = []
    for f in figures:
        m = re.match(r'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ([\d.]+) ([\d.]+)"', f.svg)
        if not m:
            raise ValueError("side_by_side takes figures made by figure()")
        boards.append((f.svg, float(m.group(1)), float(m.group(2))))
    gap = 40
    cap_h = 70 if captions else 0
    vb_w = sum(w for _, w, _ in boards) + gap * (len(boards) - 1)
    vb_h = max(h for _, _, h in boards) + cap_h
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {vb_w:g} {vb_h:g}" '
           f'width="{width}" height="{width * vb_h / vb_w:.0f}" role="img">']
    x = 0.0
    texts = []
    for i, (svg, w, h) in enumerate(boards):
        inner = re.sub(r' width="[\d.]+" height="[\d.]+"', "", svg, count=1)
        inner = inner.replace("<svg ", f'<svg x="{x:g}" y="0" width="{w:g}" height="{h:g}" ', 1)
        out.append(inner)
        if i < len(captions):
            out.append(f'<text x="{x + w / 2:g}" y="{h + 46:g}" text-anchor="middle" font-size="34" '
                       f'font-family="system-ui, sans-serif" fill="#222">{html.escape(captions[i])}</text>')
            texts.append(captions[i])
        x += w + gap
    out.append("</svg>")
    text = "[figure: " + " | ".join(texts or ["boards side by side"]) + "]"
    return Figure("".join(out), text, alt="; ".join(texts or ["boards side by side"]))
