"""Short backgammon (part 3 of the course): the exercise kinds it adds to
the toolkit, and the helpers its lessons use.

The exercise toolkit is :mod:`nardy.widgets.exercises` (``check()``,
``hint()``, ``solution()``, progress, board exercises, figures, and
:func:`~nardy.widgets.exercises.lesson`, which loads any lesson's exercises
from its answer key); long-nardy positions add theirs in
:mod:`nardy.widgets.exercises_long`.  The answers of part 3 are in
:mod:`nardy.widgets.solutions_part3`::

    >>> from nardy.widgets.exercises import lesson
    >>> ex = lesson("part3/05")
    >>> ex.q2.check("take")
    ✗ q2 Redouble — not yet: that action is not allowed — there is nothing to take: no double is on offer (game 1, White on roll; cube 2, owned by White; score 0-0, 7-point match). [0 of 6 done]

What the toolkit does not have and backgammon needs:

- :class:`PlayExercise` -- the toolkit's board exercise for backgammon,
  with a "how to answer" example that fits the position (``bar/22`` when a
  checker is on the bar, ``6/off`` in a bear-off);
- :class:`PositionValueExercise` -- a value computed in code about a
  backgammon position (a pip count, the throws that hit), drawn with its
  cube by ``ex.q1.figure()``; :class:`SetValueExercise` when the order of
  the values does not matter;
- :class:`MatchExercise` -- cube actions in a match: the learner answers
  with actions (``"double, take"``) or with the match itself after acting
  on ``ex.q3.match()``; every action goes through :class:`nardy.match.Match`,
  so an illegal one is refused with the engine's reason;
- :func:`position`, :func:`match_at`, :func:`match_figure`,
  :func:`try_play`, :func:`try_cube`, :func:`is_race`: set up and show
  positions and match states, and one-line verdicts of the engine;
- :func:`runner_bot` and :func:`play_sample_match` -- a small, fixed
  computer player (so a lesson's sample match does not change when the
  engine's bots get stronger) and a short match it plays with a simple
  racing cube rule, for the ``.mat`` lesson.
"""

from __future__ import annotations

import copy
import re
import weakref
from typing import Callable, Optional, Sequence

from nardy import Position, variant as _variant
from nardy.cube import Cube
from nardy.cube_policy import is_race, race_cube_policy  # (is_race re-exported for the lessons)
from nardy.errors import IllegalMoveError, InvalidMoveError, InvalidPositionError, NardyError
from nardy.match import Match
from nardy.notation import MatchState, match_id, position_id
from nardy.play import parse_moves

from . import exercises_long as _long
from .exercises import Exercise, Figure, ValueExercise, figure

__all__ = ["BG", "position", "PlayExercise", "PositionValueExercise",
           "SetValueExercise", "MatchExercise", "act", "match_at", "match_figure", "try_play", "try_cube", "is_race",
           "runner_bot", "play_sample_match", "THROWS"]

BG = _variant("backgammon")
"""The rules of short backgammon."""

THROWS = [(a, b) for a in range(1, 7) for b in range(1, 7)]
"""All 36 throws of two dice (6-5 and 5-6 are different throws)."""


# -- positions -----------------------------------------------------------------------------------

def position(mine: dict, theirs: dict, *, bar=(0, 0), off=(0, 0)) -> Position:
    """A backgammon position from the side to move: ``{point: checkers}``
    for the mover and for the opponent, both in the mover's numbering
    (the opponent's own point ``k`` is the mover's ``25 - k``); ``bar`` and
    ``off`` are ``(mover, opponent)``.  Checked by the rules (15 checkers
    a side, no shared point).

    >>> p = position({6: 5, 8: 3, 13: 5, 24: 2}, {1: 2, 12: 5, 17: 3, 19: 5})
    >>> p == BG.start()
    True
    """
    shared = sorted(p for p in mine if mine[p] and theirs.get(p))
    if shared:
        raise InvalidPositionError(f"both sides have checkers on point {shared[0]}: a point holds one "
                                   f"side's checkers")
    counts = [0] * 24
    for point, n in mine.items():
        counts[point - 1] += n
    for point, n in theirs.items():
        counts[point - 1] -= n
    pos = BG.validate(Position.from_counts(counts, bar=tuple(bar), off=tuple(off)))
    for side, (who, board) in enumerate((("mover", sum(mine.values())), ("opponent", sum(theirs.values())))):
        total = board + bar[side] + off[side]
        if total != 15:
            raise InvalidPositionError(f"the {who} has {total} checkers (board {board}, bar {bar[side]}, "
                                       f"off {off[side]}): a side has 15")
    return pos


def try_play(pos: Position, dice, text: str) -> str:
    """``"13/7 8/7: legal (13/7 8/7)"`` or ``"...: not legal: <the engine's
    reason>"`` for the backgammon play ``text`` with ``dice``."""
    try:
        play = BG.parse_play(pos, tuple(dice), text)
    except NardyError as e:
        return f"{text}: not legal: {e.reason}"
    return f"{text}: legal ({play})"


# -- play exercises ------------------------------------------------------------------------------

class PlayExercise(_long.PlayExercise):
    """A play on a backgammon board (the toolkit's board exercise).

    The "how to answer" line shows an example that fits the position:
    ``bar/22 13/7`` with a checker on the bar, ``6/off 5/3`` in a bear-off,
    ``13/7 8/5`` otherwise.  A play typed with intermediate points is
    accepted however the engine routes it (as in part 1).
    """

    def __init__(self, name, title, position, dice, **kw):
        kw.setdefault("variant", "backgammon")
        super().__init__(name, title, position, dice, **kw)

    def _how(self):
        if not self.legal:
            return super()._how()
        pos = self.position
        if pos.bar[0]:
            example, extra = "bar/22 13/7", ", `bar` for a checker on the bar"
        elif all(v <= 0 for v in pos.points[6:]):
            example, extra = "6/off 5/3", ", `off` for a checker borne off"
        else:
            example, extra = "13/7 8/5", ""
        return (f"{self.names[self.to_move]} to play {self.dice[0]}-{self.dice[1]}: make the play on "
                f"`ex.{self.name}.board()` (it is checked as soon as the turn is complete), or type it "
                f"as from/to moves{extra}: `ex.{self.name}.check(\"{example}\")`.")

    def _by_steps(self, text):
        """The play the typed moves make, step by step, when they carry a
        checker on (``"13/9/4"``, or ``"13/9 9/4"`` one die a move).  Unlike
        part 1's, also for chained moves written apart: the engine's parser
        joins ``"13/9 9/4"`` into ``13/4`` and may then route the checker
        through another point (13/8/4), missing the blot on 9 that the typed
        moves hit, or accept ``"6/1 1/off"`` as ``6/off`` although the 1/off
        typed is not allowed; :meth:`nardy.Rules.find_play` keeps the route,
        and when every typed move is one die its refusal is the answer."""
        try:
            moves = parse_moves(text)
        except NardyError:
            return None
        steps = []
        for m in moves:
            pts = [m.frm, *m.via, m.to]
            steps += list(zip(pts, pts[1:])) * m.count
        landed = {m.to for m in moves}
        chained = any(m.via for m in moves) or any(m.frm in landed for m in moves)
        if len(steps) < 2 or not chained:
            return None      # independent moves: the engine's parser, in any order
        dice = set(self.dice)
        single = all(a - b in dice or b == 0 for a, b in steps)
        try:
            found = self.rules.find_play(self.position, self.dice, steps)
        except IllegalMoveError:
            if single:
                raise          # one die a move, as typed: the engine's reason for the move refused
            return None
        except NardyError:
            return None
        for p in self.legal:
            if p.result == found.result:
                return p
        return None

    def figure(self, caption: Optional[str] = None, **kw) -> Figure:
        """A static diagram of the exercise's position with its dice."""
        return figure(self.position, game="backgammon", dice=self.dice,
                      caption=caption or f"{self.label}: {self.names[self.to_move]} to play "
                                         f"{self.dice[0]}-{self.dice[1]}", **kw)


class PositionValueExercise(ValueExercise):
    """A value computed in code about a backgammon position (and a roll,
    ``None`` when the question is about every throw).

    ``ex.q1.position`` and ``ex.q1.dice`` are there to compute with;
    ``ex.q1.figure()`` draws the position (with ``cube`` and
    ``cube_owner``, ``"mover"`` or ``"opponent"``, when the question is
    about the cube).
    """

    def __init__(self, name, title, expected, *, position=None, dice=None, cube=None, cube_owner=None,
                 to_move: int = 0, names: Sequence[str] = ("White", "Black"), **kw):
        super().__init__(name, title, expected, **kw)
        self.rules = BG
        self.position = None if position is None else BG.validate(position)
        self.dice = None if dice is None else tuple(dice)
        self.cube = cube
        self.cube_owner = cube_owner
        self.to_move = to_move
        self.names = tuple(names)

    def figure(self, caption: Optional[str] = None, **kw) -> Figure:
        """A static diagram of the exercise's position."""
        who = self.names[self.to_move]
        kw.setdefault("cube", self.cube)
        kw.setdefault("cube_owner", self.cube_owner)
        return figure(self.position, game="backgammon", dice=self.dice,
                      caption=caption or f"{self.label}: {who} to move",
                      mover_is_white=(self.to_move == 0), **kw)


class SetValueExercise(PositionValueExercise):
    """A value that is a collection whose order does not matter (the points
    where Black starts, the results that win the match): ``[19, 1, 12]``
    and ``(1, 12, 19)`` are the same answer.  Words are compared without
    case.  The position is optional."""

    def _key(self, v):
        if isinstance(v, (list, tuple, set, frozenset)):
            return ("set", tuple(sorted(super(SetValueExercise, self)._key(x) for x in v)))
        return super()._key(v)

    def _judge(self, answer):
        ok, message = super()._judge(answer)
        if ok or not isinstance(answer, (list, tuple, set, frozenset)):
            return ok, message
        if any(self._key(answer) == self._key(w) for w in self.why):
            return ok, message
        want = {super(SetValueExercise, self)._key(x) for x in self.expected}
        got = {super(SetValueExercise, self)._key(x) for x in answer}
        missing, extra = len(want - got), len(got - want)
        parts = []
        if extra:
            parts.append(f"{extra} of your {len(got)} {'is' if extra == 1 else 'are'} not right")
        if missing:
            parts.append(f"{missing} {'is' if missing == 1 else 'are'} missing (the answer has "
                         f"{len(want)} items, in any order)")
        return False, (" and ".join(parts) + ".") if parts else message


# -- cube actions --------------------------------------------------------------------------------

_ACTIONS = "double, take, pass, roll 6-5, play 13/7 8/7"


def _split_actions(actions) -> list:
    if isinstance(actions, str):
        items = [a for a in re.split(r"[,;\n]", actions) if a.strip()]
    elif isinstance(actions, (list, tuple)):
        items = list(actions)
    else:
        raise InvalidMoveError(f"write the actions as text, e.g. \"double, take\", got {actions!r}")
    if not items:
        raise InvalidMoveError("no action given: write them in order, e.g. \"double, take\"")
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


def match_at(length: int = 7, *, score=(0, 0), cube: int = 1, owner: Optional[int] = None,
             on_roll: int = 0, position: Optional[Position] = None, dice=None, offered: bool = False,
             crawford: bool = False, jacoby: bool = False, names=("White", "Black"), seed=None) -> Match:
    """A match in a given state: ``length`` points (0: money play), the
    ``score``, the cube (``cube`` and ``owner``, 0 or 1), the player
    ``on_roll``, the ``position`` from his side (default: the opening
    position), ``dice`` already rolled, a double ``offered`` by him, the
    ``crawford`` game, the ``jacoby`` rule (money play).

    The state goes through a gnubg Match ID and Position ID
    (:meth:`nardy.match.Match.from_match_id`), so the engine checks it as it
    checks any resumed match.
    """
    pos = BG.start() if position is None else BG.validate(position)
    st = MatchState(cube_value=cube, cube_owner=owner, player_on_roll=on_roll, crawford=crawford,
                    turn=(1 - on_roll) if offered else on_roll, double_offered=offered,
                    dice=tuple(dice) if dice is not None else (0, 0), match_length=length,
                    score=tuple(score), jacoby=jacoby)
    return Match.from_match_id(match_id(st), position_id(pos), names=names, seed=seed)


def match_figure(match: Match, caption: Optional[str] = None, *, size: int = 460, **kw) -> Figure:
    """The match's current position drawn from White's side (White's home
    bottom right, like the live boards), with the cube where it stands
    (centred, or on its owner's side) and the dice if rolled.  The caption
    (default: the score, the cube and who is to act) is written in the text
    fallback."""
    game = match.game
    pos = game.position if game.to_move == 0 else BG.swap(game.position)
    cube = match.cube
    owner = None if cube.owner is None else ("mover" if cube.owner == 0 else "opponent")
    dice = game.dice if (game.dice is not None and not match.game_over) else None
    if caption is None:
        caption = _state_caption(match)
    return figure(pos, game="backgammon", cube=cube.value, cube_owner=owner, dice=dice,
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


def try_cube(match: Match, action: str) -> str:
    """The engine's verdict on one action, without changing ``match``:
    ``"double: allowed -> cube 1, centred; player 1 offers 2"`` or
    ``"take: refused: there is nothing to take: ..."``."""
    trial = copy.deepcopy(match)
    try:
        out = act(trial, action)
    except NardyError as e:
        return f"{action}: refused: {e}"
    if isinstance(out, Cube):
        return f"{action}: allowed -> {_cube_words(trial, out)}"
    return f"{action}: allowed -> {trial.state_text()}"


def _cube_words(m: Match, cube: Cube) -> str:
    names = m.names
    text = "cube centred" if cube.owner is None else f"cube {cube.value}, owned by {names[cube.owner]}"
    if cube.offered:
        text += f"; {names[cube.offered_by]} offers {cube.offered_value}"
    return text


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
        return (f"write the actions in order, e.g. `ex.{self.name}.check(\"double, take\")` (the actions are "
                f"{_ACTIONS}); or act on `m = ex.{self.name}.match()` and then `ex.{self.name}.check(m)`.")


# -- a small, fixed computer player ---------------------------------------------------------------

def runner_bot(game):
    """A deterministic computer player for the course's sample match: it
    hits when it can (the opponent's pip count up the most), then leaves as
    few blots as it can, then the lowest pip count; ties go to the play
    written first in alphabetical order.  No randomness and nothing learned,
    so a lesson's sample match stays the same when the engine's own bots
    improve."""
    rules = game.rules

    def key(play):
        pos = play.result
        mine, theirs = rules.pips(pos)
        blots = sum(1 for v in pos.points if v == 1)
        return (-theirs, blots, mine, str(play))

    return min(game.legal_plays(), key=key)


_POLICY = race_cube_policy()


def _racing_cube(m: Match) -> None:
    """The sample match's cube handling, before the player on roll rolls:
    the computer's cube sense (:mod:`nardy.cube_policy`): after the Crawford
    game the trailer doubles at once; in a race the 8-9-12 rule of lesson
    3.8 (double with a lead of 8% of your own pip count, redouble with 9%,
    take up to 12%); in contact no doubles."""
    if _POLICY.double(m):
        m.offer_double()
        if _POLICY.take(m):
            m.take()
        else:
            m.pass_()


def play_sample_match(length: int = 3, seed: int = 18, *, games: Optional[int] = None, jacoby: bool = False,
                      names=("Ann", "Bob"), info=None) -> Match:
    """A whole match of ``length`` points between two :func:`runner_bot`
    players with a simple cube rule (:func:`_racing_cube`), the dice from
    ``seed``: the sample that lesson 3.6 writes as a ``.mat`` file.  Money
    play (``length=0``, never over by itself) plays ``games`` games."""
    if not length and not games:
        raise ValueError("money play never ends by itself: say how many games to play (games=3)")
    m = Match(length, seed=seed, names=names, info=info, jacoby=jacoby)
    while not m.over:
        if m.game_over:
            if games is not None and len(m.games) >= games:
                break
            m.new_game()
        g = m.game
        if g.first is not None and g.dice is None:
            _racing_cube(m)
            if m.game_over:
                continue
        m.play_bot(runner_bot)
    return m
