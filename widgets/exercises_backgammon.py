"""Short backgammon (part 3 of the course): the helpers its lessons and
its answer keys use.

The exercises themselves are the toolkit's (:mod:`nardy.widgets.exercises`:
a value, a choice, a play with ``game="backgammon"``, cube actions in a
match); this module sets up and shows the positions and match states they
ask about::

    >>> from nardy.widgets.exercises import lesson
    >>> ex = lesson("part3/05")
    >>> ex.q2.check("take")
    ✗ q2 Redouble — not yet: that action is not allowed — there is nothing to take: no double is on offer (game 1, White on roll; cube 2, owned by White; score 0-0, 7-point match). [0 of 6 done]

- :func:`position`, :func:`match_at`, :func:`match_figure`,
  :func:`try_play`, :func:`try_cube`, :func:`is_race`: set up and show
  positions and match states, and one-line verdicts of the engine
  (:func:`act` applies one action written in words);
- :func:`runner_bot` and :func:`play_sample_match` -- a small, fixed
  computer player (so a lesson's sample match does not change when the
  engine's bots get stronger) and a short match it plays with a simple
  racing cube rule, for the ``.mat`` lesson.
"""

from __future__ import annotations

import copy
from typing import Optional

from nardy import Position, variant as _variant
from nardy.cube import Cube
from nardy.cube_policy import is_race, race_cube_policy  # (is_race re-exported for the lessons)
from nardy.errors import InvalidPositionError, NardyError
from nardy.match import Match
from nardy.notation import MatchState, match_id, position_id

from .exercises import act, match_figure  # (re-exported for the lessons: cube actions, match pictures)

__all__ = ["BG", "position", "act", "match_at", "match_figure", "try_play", "try_cube", "is_race",
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


# -- cube actions --------------------------------------------------------------------------------

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
