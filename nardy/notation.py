"""Position and match notations: gnubg Position ID and Match ID, XGID, and
a position ID for long nardy.

Every function here speaks the engine's :class:`~nardy.position.Position`,
which is always seen from the side to move (the *mover*).  Each format
fixes its own geometry; this module turns it into the mover's view and back.
The three position formats leave borne-off checkers implicit (15 minus
the checkers in play), so they only encode positions in which each side owns
exactly 15 checkers; anything else raises
:class:`~nardy.errors.InvalidPositionError`.

gnubg Position ID (backgammon)
==============================

``position_id(pos)`` and ``position_from_id(s)``; the starting position is
``4HPwATDgc/ABMA``.  The 80-bit *key* is built as gnubg's ``positionid.c``
builds it from its board ``anBoard[2][25]``: for each side, for each of its
25 slots (its own points 1..24, then its bar) append as many 1 bits as it
has checkers there, then one 0 bit; pad with 0 bits to 80.  Bit ``i`` of the
key is bit ``i % 8`` (least significant first) of byte ``i // 8``; the ten
bytes are written in standard Base64 (``A-Z a-z 0-9 + /``) without the
``==`` padding, which gives 14 characters.

gnubg's manual says the player on roll comes first.  gnubg's code does the
opposite: it writes ``anBoard[0]``, the player *not* on roll, first, then
``anBoard[1]``, the player on roll (``DrawBoard`` prints
``PositionID(anBoard)`` with the player on roll in ``anBoard[1]``; gnubg
1.07's ``show board`` and ``gnubg.positionid()`` agree).  This module follows
the code, so its IDs are the ones gnubg prints and reads: one opponent
checker on its own ace point (and the rest off) is ``AQAAAAAAAAAAAA``, one
mover checker on its ace point is ``AAAAAgAAAAAAAA``.

The decoder is stricter than gnubg's, which silently reads some strings
differently from how it would write them: it refuses characters outside the
alphabet, non-zero padding bits in the last character, 1 bits after the last
slot, more than 15 checkers a side, both sides on one point, and (as gnubg's
``CheckPosition`` does) both sides on the bar against closed home boards.

gnubg Match ID
==============

``match_id(state)`` and ``parse_match_id(s) -> MatchState``.  The 72-bit key
(gnubg's ``matchid.c``; bit positions from 0, each field least significant
bit first, packed into 9 bytes and Base64-encoded like the position key into
12 characters):

===========  =====  =====================================================
bits         field  meaning
===========  =====  =====================================================
0-3          cube   log2 of the cube value (1 .. 2**15)
4-5          owner  0 or 1: that player owns the cube; 3: centred
6            move   player on roll (or who rolled): 0 or 1
7            Crawf  1 if this is the Crawford game
8-10         state  0 no game, 1 playing, 2 over, 3 resigned, 4 dropped
11           turn   player who must act now (differs from *move* while a
                    double or a resignation awaits an answer)
12           doubl  1 while a double is offered
13-14        resig  0 none, 1 single, 2 gammon, 3 backgammon offered
15-17        die 1  0 if not rolled; gnubg writes the higher die first
18-20        die 2
21-35        len    match length, 0 for money play
36-50        score  player 0's score
51-65        score  player 1's score
66           !Jac   1 if the Jacoby rule is *off* (gnubg's extended match
                    ID, on by default since 2011; older IDs have 0 here)
67-71        -      unused, written 0, ignored on reading (as gnubg does)
===========  =====  =====================================================

Player 0 and player 1 are gnubg's absolute players (in its text board
player 1 is ``X`` at the bottom, player 0 is ``O``).  As gnubg's
``MatchFromKey`` does, the parser refuses dice above 6, match lengths above
64, scores above the match length and a Crawford game in money play; it also
refuses owner code 2, game states 5-7 and a single rolled die.

XGID (eXtreme Gammon)
=====================

``xgid(pos, ...)`` and ``parse_xgid(s) -> (Position, fields)``; the starting
position is ``XGID=-b----E-C---eE---c-e----B-:0:0:1:00:0:0:0:0:10``.  The
format (eXtreme Gammon 2 manual, pp. 146-147; the reader in gnubg's
``set.c``, ``SetXGID``) is ``XGID=`` then ten fields separated by ``:``:

1. 26 characters, all from the *bottom* player's side: the top player's
   bar, the bottom player's points 1..24, the bottom player's bar.  ``-`` is
   an empty point, ``A``..``O`` are 1..15 of the bottom player's checkers,
   ``a``..``o`` 1..15 of the top player's.
2. cube value as log2 (``0`` is a 1-cube);
3. cube owner: ``1`` bottom, ``-1`` top, ``0`` centred;
4. turn: ``1`` the bottom player is on roll, ``-1`` the top player;
5. dice: ``00`` not rolled yet, ``63`` etc. rolled, ``D`` doubled (the
   player on roll has offered a double), ``B`` beavered, ``R`` raccooned;
6. and 7. scores of the bottom and of the top player;
8. rules: in a match ``1`` for the Crawford game; in money play Jacoby
   (``1``) plus beavers (``2``);
9. match length, ``0`` for money play;
10. maximum cube as log2 (``10`` is 1024).

The engine's position is the mover's, so ``xgid(pos, turn=-1)`` puts the
mover at the top: the board is mirrored (point k becomes 25 - k) before it
is written, and ``parse_xgid`` mirrors it back when the top player is on
roll.  The keyword arguments of :func:`xgid` are the keys of the dict that
:func:`parse_xgid` returns, so ``p, f = parse_xgid(s)`` then ``xgid(p, **f)``
gives back ``s`` (with the ``XGID=`` prefix).  :func:`xgid_match_state` turns
those fields into a gnubg :class:`MatchState` the way gnubg's ``set xgid``
does, so an XGID converts to gnubg IDs.

Long nardy position ID (this project's format)
==============================================

No public notation exists for long nardy positions, so this module defines
one.  ``long_position_id(pos)`` and ``position_from_long_id(s)``; the
starting position (the mover's 15 on its 24, the opponent's 15 on the
mover's 12) is ``L-AAAB__wAAAP_-``.

Format, complete (a decoder can be written from this alone):

- The ID is the two characters ``L-`` followed by exactly 13 characters of
  the URL-safe Base64 alphabet ``A-Z a-z 0-9 - _`` (values 0..63 in that
  order), 15 characters in all.  (``-`` is not in gnubg's alphabet and the
  length differs from gnubg's 14 and 12, so it is never mistaken for a gnubg
  ID.)
- The 13 characters carry a 78-bit string ``b[0] .. b[77]``: character
  ``i`` (0..12) has the value ``32*b[6i] + 16*b[6i+1] + 8*b[6i+2] +
  4*b[6i+3] + 2*b[6i+4] + b[6i+5]`` (first bit most significant).
- The bit string is: for the **mover**, for each of its points ``p = 1,
  2, .., 24`` in its own numbering (the mover's head is its 24), as many 1
  bits as it has checkers on ``p``, then one 0 bit; then for the
  **opponent**, for each of its own points ``q = 1, .., 24`` (its head is its
  24), as many 1 bits as it has checkers on ``q``, then one 0 bit; then 0
  bits up to 78.  With at most 15 checkers a side this takes at most
  ``30 + 48 = 78`` bits.
- Geometry: the opponent's own point ``q`` is the mover's point ``p = q +
  12`` if ``q <= 12``, else ``q - 12`` (the same formula maps back: the
  opponent's head, its 24, is the mover's 12).
- Checkers not on the board are borne off: ``15 - (checkers on the board)``
  for each side.  There is no bar.
- A valid ID has 1 bits for at most 15 checkers a side, no point held by
  both sides, and only 0 bits after the 48th 0 bit.  The ID does not say
  who the mover is: it is whoever is to move.
- Example, the start: 23 zeros, 15 ones, a zero (the mover), the same again
  (the opponent): ``000000 000000 000000 000001 111111 111111 110000 ...``
  gives ``A A A B _ _ w ...``, and the whole ID is ``L-AAAB__wAAAP_-``.  Every
  checker borne off on both sides (a drawn finish) is ``L-AAAAAAAAAAAAA``.

Errors: malformed or impossible strings and positions raise
:class:`~nardy.errors.InvalidPositionError` (positions) or
:class:`InvalidMatchStateError` (match fields), quoting the input.
"""

from __future__ import annotations

import base64
import dataclasses
from typing import Optional, Tuple

from ._checks import decimal, short
from .errors import InvalidMatchStateError, InvalidPositionError
from .position import CHECKERS, Position
from .rules.long import opp_point

__all__ = [
    "position_id", "position_from_id",
    "MatchState", "match_id", "parse_match_id", "InvalidMatchStateError",
    "GAME_NONE", "GAME_PLAYING", "GAME_OVER", "GAME_RESIGNED", "GAME_DROP",
    "xgid", "parse_xgid", "xgid_match_state",
    "long_position_id", "position_from_long_id",
]

_B64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"
_B64_VALUE = {c: i for i, c in enumerate(_B64)}
_B64URL = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"
_B64URL_VALUE = {c: i for i, c in enumerate(_B64URL)}

POSITION_ID_LENGTH = 14
"""Characters in a gnubg Position ID."""
MATCH_ID_LENGTH = 12
"""Characters in a gnubg Match ID."""
LONG_ID_PREFIX = "L-"
"""First characters of every long nardy position ID."""
LONG_ID_LENGTH = 15
"""Characters in a long nardy position ID, prefix included."""
_LONG_KEY_BITS = 78


# ---------------------------------------------------------------------------
# shared helpers
# ---------------------------------------------------------------------------

MAX_ID_TEXT = 200
"""The longest ID text read (an XGID is about 50 characters, a Position
ID 14, a Match ID 12)."""


def _require_str(s, what: str, error=InvalidPositionError) -> str:
    if not isinstance(s, str):
        raise error(f"{what} must be a string, got {type(s).__name__}: {short(s)}")
    if len(s) > MAX_ID_TEXT:
        raise error(f"{what} text of {len(s)} characters is longer than the {MAX_ID_TEXT} of any ID: {short(s, 60)}")
    return s.strip()


def _in_play(pos: Position) -> Tuple[int, int]:
    return pos.checkers()


def _require_fifteen(pos: Position, what: str) -> None:
    """The notations leave borne-off checkers implicit: refuse positions
    whose off counts do not complete 15 checkers a side."""
    mover, opp = _in_play(pos)
    if (mover + pos.off[0], opp + pos.off[1]) != (CHECKERS, CHECKERS):
        raise InvalidPositionError(
            f"{what} leaves borne-off checkers implicit (15 minus those in play), so each side needs "
            f"exactly 15 checkers; this position has {mover} + {pos.off[0]} off for the mover and "
            f"{opp} + {pos.off[1]} off for the opponent: {pos!r}")


def _flip_bg(pos: Position) -> Position:
    """The backgammon board seen by the other player: point k becomes
    25 - k, colours swap, bar and off swap."""
    pts = pos.points
    return Position.from_counts([-pts[23 - i] for i in range(24)],
                                bar=pos.bar[::-1], off=pos.off[::-1])


def _gnubg_board(pos: Position):
    """gnubg's ``anBoard``: ``[0]`` the opponent (not on roll), ``[1]`` the
    mover, each over its own points 1..24 and then its bar."""
    pts = pos.points
    me = [max(v, 0) for v in pts] + [pos.bar[0]]
    # the opponent's own point k is the mover's 25 - k, index 24 - k
    opp = [max(-pts[24 - k], 0) for k in range(1, 25)] + [pos.bar[1]]
    return opp, me


def _closed_boards_and_bars(opp, me) -> bool:
    """gnubg's ``CheckPosition``: both sides on the bar against closed home
    boards, a position no game reaches."""
    return (all(opp[i] >= 2 and me[i] >= 2 for i in range(6))
            and opp[24] > 0 and me[24] > 0)


def _runs_to_bits(runs) -> list:
    bits = []
    for n in runs:
        bits.extend([1] * n)
        bits.append(0)
    return bits


def _read_runs(bits, slots: int, given: str, what: str, error=InvalidPositionError):
    """Split a bit string into ``slots`` runs of 1 bits, each closed by a 0
    bit; everything after must be 0."""
    runs: list = []
    n = 0
    i = 0
    while len(runs) < slots:
        if i >= len(bits):
            raise error(f"not a {what}: {given!r} holds more checkers than its {len(bits)} bits allow")
        if bits[i]:
            n += 1
        else:
            runs.append(n)
            n = 0
        i += 1
    if any(bits[i:]):
        raise error(f"not a {what}: {given!r} has 1 bits after the last point (a canonical ID has only 0 bits there)")
    return runs


def _gnubg_b64_to_bits(s: str, length: int, nbits: int, what: str, error) -> list:
    """Check and decode a gnubg Base64 string into its key bits (bit i is
    bit i % 8 of byte i // 8)."""
    if len(s) != length:
        raise error(f"not a {what}: {s!r} has {len(s)} characters, a {what} has {length}")
    bad = sorted({c for c in s if c not in _B64_VALUE})
    if bad:
        raise error(f"not a {what}: {s!r} has characters outside gnubg's Base64 alphabet "
                    f"(A-Z a-z 0-9 + /): {''.join(bad)!r}")
    nbytes = length * 6 // 8
    pad = length * 6 - nbytes * 8
    if pad and _B64_VALUE[s[-1]] & ((1 << pad) - 1):
        raise error(f"not a {what}: {s!r} has non-zero padding bits in its last character")
    raw = base64.b64decode(s + "=" * (-len(s) % 4))
    key = int.from_bytes(raw[:nbytes], "little")
    return [(key >> i) & 1 for i in range(nbits)]


def _bits_to_gnubg_b64(bits, nbytes: int, length: int) -> str:
    key = 0
    for i, b in enumerate(bits):
        if b:
            key |= 1 << i
    return base64.b64encode(key.to_bytes(nbytes, "little")).decode("ascii")[:length]


# ---------------------------------------------------------------------------
# gnubg Position ID
# ---------------------------------------------------------------------------

def position_id(pos: Position) -> str:
    """The gnubg Position ID of a backgammon position (14 characters).

    >>> from nardy.rules.backgammon import Backgammon
    >>> position_id(Backgammon().start())
    '4HPwATDgc/ABMA'
    """
    if not isinstance(pos, Position):
        raise InvalidPositionError(f"position_id needs a Position, got {type(pos).__name__}: {pos!r}")
    _require_fifteen(pos, "the gnubg Position ID")
    opp, me = _gnubg_board(pos)
    if _closed_boards_and_bars(opp, me):
        raise InvalidPositionError(
            f"both sides are on the bar against closed boards, which no game reaches "
            f"(gnubg refuses it): {pos!r}")
    return _bits_to_gnubg_b64(_runs_to_bits(opp + me), 10, POSITION_ID_LENGTH)


def position_from_id(s: str) -> Position:
    """The position (from the side on roll) of a gnubg Position ID.

    >>> position_from_id("4HPwATDgc/ABMA").points
    (-2, 0, 0, 0, 0, 5, 0, 3, 0, 0, 0, -5, 5, 0, 0, 0, -3, 0, -5, 0, 0, 0, 0, 2)
    """
    what = "gnubg Position ID"
    given = s
    s = _require_str(s, what)
    bits = _gnubg_b64_to_bits(s, POSITION_ID_LENGTH, 80, what, InvalidPositionError)
    runs = _read_runs(bits, 50, given, what)
    opp, me = runs[:25], runs[25:]
    for side, board in (("the player on roll", me), ("the opponent", opp)):
        if sum(board) > CHECKERS:
            raise InvalidPositionError(
                f"not a {what}: {given!r} gives {side} {sum(board)} checkers, more than {CHECKERS}")
    points = []
    for p in range(1, 25):
        mine, theirs = me[p - 1], opp[24 - p]
        if mine and theirs:
            raise InvalidPositionError(
                f"not a {what}: {given!r} puts both sides on the mover's point {p}")
        points.append(mine - theirs)
    if _closed_boards_and_bars(opp, me):
        raise InvalidPositionError(
            f"not a {what}: {given!r} has both sides on the bar against closed boards, "
            f"which no game reaches (gnubg refuses it)")
    try:
        return Position.from_counts(points, bar=(me[24], opp[24]),
                                    off=(CHECKERS - sum(me), CHECKERS - sum(opp)))
    except InvalidPositionError as e:
        raise InvalidPositionError(f"not a {what}: {given!r}: {e}") from None


# ---------------------------------------------------------------------------
# gnubg Match ID
# ---------------------------------------------------------------------------

GAME_NONE = 0
"""gnubg game state: no game started."""
GAME_PLAYING = 1
"""gnubg game state: a game is being played."""
GAME_OVER = 2
"""gnubg game state: the game is over."""
GAME_RESIGNED = 3
"""gnubg game state: the game ended by a resignation."""
GAME_DROP = 4
"""gnubg game state: the game ended by a dropped (passed) cube."""

_MAX_MATCH_LENGTH = 64   # gnubg's MAXSCORE; MatchFromKey refuses longer matches
_MAX_FIELD = 0x7FFF      # 15-bit fields


def _as_int(v, name: str, given) -> int:
    if isinstance(v, bool) or not isinstance(v, int):
        raise InvalidMatchStateError(f"{name} must be a whole number, got {v!r} in {given}")
    return v


def _as_flag(v, name: str, given) -> bool:
    if isinstance(v, bool):
        return v
    if isinstance(v, int) and v in (0, 1):
        return bool(v)
    raise InvalidMatchStateError(f"{name} must be True or False, got {v!r} in {given}")


@dataclasses.dataclass(frozen=True)
class MatchState:
    """Everything a gnubg Match ID records.  Players are gnubg's absolute
    player 0 and player 1 (``X``, at the bottom of gnubg's text board, is
    player 1).  Fields are checked on construction; bad values raise
    :class:`InvalidMatchStateError`."""

    cube_value: int = 1
    """Value of the doubling cube: 1, 2, 4, .., 32768."""
    cube_owner: Optional[int] = None
    """Player who owns the cube (0 or 1), ``None`` while it is centred."""
    player_on_roll: int = 0
    """Player on roll, or who has rolled (gnubg's ``fMove``)."""
    crawford: bool = False
    """Whether this game is the Crawford game (never in money play)."""
    game_state: int = GAME_PLAYING
    """One of :data:`GAME_NONE` (0), :data:`GAME_PLAYING` (1),
    :data:`GAME_OVER` (2), :data:`GAME_RESIGNED` (3), :data:`GAME_DROP` (4)."""
    turn: int = 0
    """Player who must act now (gnubg's ``fTurn``): the opponent of
    ``player_on_roll`` while a double or a resignation awaits an answer."""
    double_offered: bool = False
    """Whether a double has been offered and awaits take or pass."""
    resignation: int = 0
    """Resignation offered: 0 none, 1 single game, 2 gammon, 3 backgammon."""
    dice: Tuple[int, int] = (0, 0)
    """The dice rolled, higher first (gnubg's order), or ``(0, 0)``."""
    match_length: int = 0
    """Points to win the match; 0 for money play."""
    score: Tuple[int, int] = (0, 0)
    """Scores of player 0 and player 1."""
    jacoby: bool = True
    """Whether the Jacoby rule is in force (money play; gnubg's default)."""

    def __post_init__(self):
        given = repr(self)
        set_ = lambda k, v: object.__setattr__(self, k, v)  # noqa: E731 (frozen dataclass)
        cube = _as_int(self.cube_value, "cube_value", given)
        if cube < 1 or cube & (cube - 1) or cube > 1 << 15:
            raise InvalidMatchStateError(f"cube_value must be a power of two from 1 to 32768, got {cube!r} in {given}")
        if self.cube_owner is not None and (isinstance(self.cube_owner, bool) or self.cube_owner not in (0, 1)):
            raise InvalidMatchStateError(
                f"cube_owner must be None (centred), 0 or 1, got {self.cube_owner!r} in {given}")
        for name in ("player_on_roll", "turn"):
            v = getattr(self, name)
            if isinstance(v, bool) or v not in (0, 1):
                raise InvalidMatchStateError(f"{name} must be player 0 or 1, got {v!r} in {given}")
        for name in ("crawford", "double_offered", "jacoby"):
            set_(name, _as_flag(getattr(self, name), name, given))
        gs = _as_int(self.game_state, "game_state", given)
        if not 0 <= gs <= 4:
            raise InvalidMatchStateError(f"game_state must be 0..4, got {gs!r} in {given}")
        res = _as_int(self.resignation, "resignation", given)
        if not 0 <= res <= 3:
            raise InvalidMatchStateError(f"resignation must be 0..3, got {res!r} in {given}")
        try:
            dice = tuple(self.dice)
        except TypeError:
            raise InvalidMatchStateError(f"dice must be a pair, got {self.dice!r} in {given}") from None
        if (len(dice) != 2 or any(isinstance(d, bool) or not isinstance(d, int) for d in dice)
                or not (dice == (0, 0) or all(1 <= d <= 6 for d in dice))):
            raise InvalidMatchStateError(
                f"dice must be two numbers 1..6, or (0, 0) before the roll, got {self.dice!r} in {given}")
        set_("dice", (max(dice), min(dice)))
        length = _as_int(self.match_length, "match_length", given)
        if not 0 <= length <= _MAX_MATCH_LENGTH:
            raise InvalidMatchStateError(
                f"match_length must be 0 (money play) to {_MAX_MATCH_LENGTH} (gnubg's limit), "
                f"got {length!r} in {given}")
        try:
            score = tuple(self.score)
        except TypeError:
            raise InvalidMatchStateError(f"score must be a pair, got {self.score!r} in {given}") from None
        if len(score) != 2 or any(isinstance(x, bool) or not isinstance(x, int) for x in score):
            raise InvalidMatchStateError(f"score must be a pair of whole numbers, got {self.score!r} in {given}")
        top = length if length else _MAX_FIELD
        if not all(0 <= x <= top for x in score):
            raise InvalidMatchStateError(f"scores must be 0..{top}, got {self.score!r} in {given}")
        set_("score", score)
        if self.crawford and not length:
            raise InvalidMatchStateError(f"money play has no Crawford game: {given}")


def match_id(state: Optional[MatchState] = None, **fields) -> str:
    """The gnubg Match ID (12 characters) of ``state``, or of
    ``MatchState(**fields)``; with both, ``fields`` replace those of
    ``state``.

    >>> match_id(player_on_roll=1, turn=1)        # gnubg's new money session
    'cAkAAAAAAAAA'
    >>> match_id(cube_value=2, cube_owner=0, player_on_roll=1, turn=1,
    ...          dice=(5, 2), match_length=9, score=(2, 4))   # gnubg manual
    'QYkqASAAIAAA'
    """
    if state is None:
        state = MatchState(**fields)
    elif not isinstance(state, MatchState):
        raise InvalidMatchStateError(f"match_id needs a MatchState, got {type(state).__name__}: {state!r}")
    elif fields:
        state = dataclasses.replace(state, **fields)
    bits = [0] * 72

    def put(pos, n, value):
        for i in range(n):
            bits[pos + i] = (value >> i) & 1

    put(0, 4, state.cube_value.bit_length() - 1)
    put(4, 2, 3 if state.cube_owner is None else state.cube_owner)
    put(6, 1, state.player_on_roll)
    put(7, 1, int(state.crawford))
    put(8, 3, state.game_state)
    put(11, 1, state.turn)
    put(12, 1, int(state.double_offered))
    put(13, 2, state.resignation)
    put(15, 3, state.dice[0])
    put(18, 3, state.dice[1])
    put(21, 15, state.match_length)
    put(36, 15, state.score[0])
    put(51, 15, state.score[1])
    put(66, 1, int(not state.jacoby))
    return _bits_to_gnubg_b64(bits, 9, MATCH_ID_LENGTH)


def parse_match_id(s: str) -> MatchState:
    """The :class:`MatchState` of a gnubg Match ID.

    >>> parse_match_id("QYkqASAAIAAA")
    MatchState(cube_value=2, cube_owner=0, player_on_roll=1, crawford=False, game_state=1,
               turn=1, double_offered=False, resignation=0, dice=(5, 2), match_length=9,
               score=(2, 4), jacoby=True)
    """
    what = "gnubg Match ID"
    given = s
    s = _require_str(s, what, InvalidMatchStateError)
    bits = _gnubg_b64_to_bits(s, MATCH_ID_LENGTH, 72, what, InvalidMatchStateError)

    def get(pos, n):
        return sum(bits[pos + i] << i for i in range(n))

    owner = get(4, 2)
    if owner == 2:
        raise InvalidMatchStateError(f"not a {what}: {given!r} has cube owner code 2 (0, 1 or 3 for centred)")
    state = get(8, 3)
    if state > 4:
        raise InvalidMatchStateError(f"not a {what}: {given!r} has game state {state} (0..4)")
    dice = (get(15, 3), get(18, 3))
    if any(d > 6 for d in dice) or (0 in dice and dice != (0, 0)):
        raise InvalidMatchStateError(f"not a {what}: {given!r} has dice {dice} (two of 1..6, or none)")
    try:
        return MatchState(
            cube_value=1 << get(0, 4),
            cube_owner=None if owner == 3 else owner,
            player_on_roll=get(6, 1),
            crawford=bool(get(7, 1)),
            game_state=state,
            turn=get(11, 1),
            double_offered=bool(get(12, 1)),
            resignation=get(13, 2),
            dice=dice,
            match_length=get(21, 15),
            score=(get(36, 15), get(51, 15)),
            jacoby=not get(66, 1),
        )
    except InvalidMatchStateError as e:
        raise InvalidMatchStateError(f"not a {what}: {given!r}: {e}") from None


# ---------------------------------------------------------------------------
# XGID
# ---------------------------------------------------------------------------

_XG_DICE_ACTIONS = ("D", "B", "R")


def _log2_field(value, name: str, given, limit: int = 15) -> int:
    v = _as_int(value, name, given)
    if v < 1 or v & (v - 1) or v > 1 << limit:
        raise InvalidMatchStateError(f"{name} must be a power of two from 1 to {1 << limit}, got {value!r} in {given}")
    return v.bit_length() - 1


def xgid(pos: Position, *, cube: int = 1, cube_owner: int = 0, turn: int = 1,
         dice: Tuple[int, int] = (0, 0), cube_action: Optional[str] = None,
         score: Tuple[int, int] = (0, 0), crawford: bool = False,
         jacoby: bool = False, beaver: bool = False, match_length: int = 0,
         max_cube: int = 1024) -> str:
    """The XGID of ``pos`` (the mover's view) and the match fields.

    Values are XG's: ``turn`` says where the mover sits (``1`` bottom, the
    default, ``-1`` top); ``cube_owner`` is ``1`` bottom, ``-1`` top, ``0``
    centred; ``score`` is (bottom, top); ``cube`` and ``max_cube`` are cube
    values (written as their log2).  ``dice`` are the mover's dice, ``(0,
    0)`` before the roll; ``cube_action`` is ``"D"`` (the mover has
    doubled), ``"B"`` (beavered) or ``"R"`` (raccooned) instead of dice.
    ``crawford`` is for matches, ``jacoby`` and ``beaver`` for money play.

    >>> from nardy.rules.backgammon import Backgammon
    >>> xgid(Backgammon().start())
    'XGID=-b----E-C---eE---c-e----B-:0:0:1:00:0:0:0:0:10'
    """
    args = (f"xgid(cube={cube!r}, cube_owner={cube_owner!r}, turn={turn!r}, dice={dice!r}, "
            f"cube_action={cube_action!r}, score={score!r}, crawford={crawford!r}, jacoby={jacoby!r}, "
            f"beaver={beaver!r}, match_length={match_length!r}, max_cube={max_cube!r})")
    if not isinstance(pos, Position):
        raise InvalidPositionError(f"xgid needs a Position, got {type(pos).__name__}: {pos!r}")
    _require_fifteen(pos, "the XGID")
    if isinstance(turn, bool) or turn not in (1, -1):
        raise InvalidMatchStateError(f"turn must be 1 (mover at the bottom) or -1 (top), got {turn!r} in {args}")
    if isinstance(cube_owner, bool) or cube_owner not in (-1, 0, 1):
        raise InvalidMatchStateError(
            f"cube_owner must be 1 (bottom), -1 (top) or 0 (centred), got {cube_owner!r} in {args}")
    cube_log = _log2_field(cube, "cube", args)
    max_log = _log2_field(max_cube, "max_cube", args)
    try:
        d = tuple(dice)
    except TypeError:
        raise InvalidMatchStateError(f"dice must be a pair, got {dice!r} in {args}") from None
    if (len(d) != 2 or any(isinstance(x, bool) or not isinstance(x, int) for x in d)
            or not (d == (0, 0) or all(1 <= x <= 6 for x in d))):
        raise InvalidMatchStateError(
            f"dice must be two numbers 1..6, or (0, 0) before the roll, got {dice!r} in {args}")
    if cube_action is not None:
        if cube_action not in _XG_DICE_ACTIONS:
            raise InvalidMatchStateError(f"cube_action must be None, 'D', 'B' or 'R', got {cube_action!r} in {args}")
        if d != (0, 0):
            raise InvalidMatchStateError(f"a cube action comes before the roll, so dice must be (0, 0): {args}")
        dice_field = cube_action
    else:
        dice_field = f"{d[0]}{d[1]}"
    length = _as_int(match_length, "match_length", args)
    if length < 0:
        raise InvalidMatchStateError(f"match_length must be 0 (money play) or more, got {length!r} in {args}")
    try:
        sc = tuple(score)
    except TypeError:
        raise InvalidMatchStateError(f"score must be a pair, got {score!r} in {args}") from None
    if len(sc) != 2 or any(isinstance(x, bool) or not isinstance(x, int) or x < 0 for x in sc):
        raise InvalidMatchStateError(f"score must be two whole numbers from 0, got {score!r} in {args}")
    crawford, jacoby, beaver = (_as_flag(crawford, "crawford", args), _as_flag(jacoby, "jacoby", args),
                                _as_flag(beaver, "beaver", args))
    if length:
        if any(x >= length for x in sc):
            raise InvalidMatchStateError(f"scores must be below the match length {length}, got {score!r} in {args}")
        if jacoby or beaver:
            raise InvalidMatchStateError(f"the Jacoby and beaver rules are for money play, not a match: {args}")
        rules = int(crawford)
    else:
        if crawford:
            raise InvalidMatchStateError(f"money play has no Crawford game: {args}")
        rules = int(jacoby) + 2 * int(beaver)
    board = pos if turn == 1 else _flip_bg(pos)
    pts = board.points
    chars = ["-" if not board.bar[1] else chr(ord("a") + board.bar[1] - 1)]
    for v in pts:
        chars.append("-" if v == 0 else chr(ord("A") + v - 1) if v > 0 else chr(ord("a") - v - 1))
    chars.append("-" if not board.bar[0] else chr(ord("A") + board.bar[0] - 1))
    return (f"XGID={''.join(chars)}:{cube_log}:{cube_owner}:{turn}:{dice_field}:{sc[0]}:{sc[1]}"
            f":{rules}:{length}:{max_log}")


def _xg_int(text: str, name: str, given) -> int:
    t = text.strip()
    body = t[1:] if t[:1] == "-" else t
    n = decimal(body)
    if n is None:
        raise InvalidMatchStateError(f"not an XGID: {given!r}: {name} {text!r} is not a whole number")
    return -n if t[:1] == "-" else n


def parse_xgid(s: str):
    """The position (from the side on roll) and the match fields of an XGID.

    Returns ``(position, fields)``; ``fields`` has the keyword arguments of
    :func:`xgid` (``cube``, ``cube_owner``, ``turn``, ``dice``,
    ``cube_action``, ``score``, ``crawford``, ``jacoby``, ``beaver``,
    ``match_length``, ``max_cube``).  The ``XGID=`` prefix is optional.

    >>> pos, fields = parse_xgid("XGID=-a-B--E-B-a-dDB--b-bcb----:1:1:-1:63:0:0:0:3:8")
    >>> fields["cube"], fields["cube_owner"], fields["turn"], fields["dice"], fields["max_cube"]
    (2, 1, -1, (6, 3), 256)
    >>> xgid(pos, **fields)
    'XGID=-a-B--E-B-a-dDB--b-bcb----:1:1:-1:63:0:0:0:3:8'
    """
    what = "XGID"
    given = s
    s = _require_str(s, what)
    body = s[5:] if s[:5].upper() == "XGID=" else s
    parts = body.split(":")
    if len(parts) != 10:
        raise InvalidPositionError(
            f"not an {what}: {given!r} has {len(parts)} ':'-separated fields, an XGID has 10 "
            f"(board, cube, owner, turn, dice, two scores, rules, match length, max cube)")
    board_text = parts[0]
    if len(board_text) != 26:
        raise InvalidPositionError(f"not an {what}: {given!r}: the board {board_text!r} has "
                                   f"{len(board_text)} characters, not 26")
    counts = []   # signed, bottom player positive, slots 0..25
    for i, c in enumerate(board_text):
        if c == "-":
            counts.append(0)
        elif "A" <= c <= "O":
            counts.append(ord(c) - ord("A") + 1)
        elif "a" <= c <= "o":
            counts.append(-(ord(c) - ord("a") + 1))
        else:
            raise InvalidPositionError(f"not an {what}: {given!r}: board character {i + 1} {c!r} "
                                       f"is not '-', A..O or a..o")
    if counts[0] > 0:
        raise InvalidPositionError(f"not an {what}: {given!r}: the first character is the top player's bar, "
                                   f"so it must be lower case or '-', not {board_text[0]!r}")
    if counts[25] < 0:
        raise InvalidPositionError(f"not an {what}: {given!r}: the last character is the bottom player's bar, "
                                   f"so it must be upper case or '-', not {board_text[25]!r}")
    cube_log = _xg_int(parts[1], "the cube", given)
    owner = _xg_int(parts[2], "the cube owner", given)
    turn = _xg_int(parts[3], "the turn", given)
    dice_text = parts[4].strip()
    score = (_xg_int(parts[5], "the bottom player's score", given),
             _xg_int(parts[6], "the top player's score", given))
    rules = _xg_int(parts[7], "the rules", given)
    length = _xg_int(parts[8], "the match length", given)
    max_log = _xg_int(parts[9], "the maximum cube", given)
    if not 0 <= cube_log <= 15:
        raise InvalidMatchStateError(
            f"not an {what}: {given!r}: cube field {parts[1]!r} must be log2 of the cube, 0..15")
    if not 0 <= max_log <= 15:
        raise InvalidMatchStateError(
            f"not an {what}: {given!r}: max cube field {parts[9]!r} must be log2 of the cube, 0..15")
    if turn not in (1, -1):
        raise InvalidMatchStateError(f"not an {what}: {given!r}: turn {parts[3]!r} must be 1 (bottom) or -1 (top)")
    cube_action = None
    if dice_text in _XG_DICE_ACTIONS:
        cube_action, dice = dice_text, (0, 0)
    elif (len(dice_text) == 2 and dice_text.isdigit() and dice_text.isascii()
          and (dice_text == "00" or all("1" <= c <= "6" for c in dice_text))):
        dice = (int(dice_text[0]), int(dice_text[1]))
    else:
        raise InvalidMatchStateError(f"not an {what}: {given!r}: dice {parts[4]!r} must be 00, two of 1..6, D, B or R")
    if length:
        if rules not in (0, 1):
            raise InvalidMatchStateError(f"not an {what}: {given!r}: in a match the rules field is 0 or 1 (Crawford), "
                                         f"not {parts[7]!r}")
        crawford, jacoby, beaver = bool(rules), False, False
    else:
        if rules not in (0, 1, 2, 3):
            raise InvalidMatchStateError(f"not an {what}: {given!r}: in money play the rules field is 0..3 "
                                         f"(Jacoby 1 + beavers 2), not {parts[7]!r}")
        crawford, jacoby, beaver = False, bool(rules & 1), bool(rules & 2)
    fields: dict = dict(cube=1 << cube_log, cube_owner=owner, turn=turn, dice=dice, cube_action=cube_action,
                  score=score, crawford=crawford, jacoby=jacoby, beaver=beaver, match_length=length,
                  max_cube=1 << max_log)
    bottom = sum(v for v in counts if v > 0)
    top = -sum(v for v in counts if v < 0)
    for side, n in (("bottom", bottom), ("top", top)):
        if n > CHECKERS:
            raise InvalidPositionError(f"not an {what}: {given!r} gives the {side} player {n} checkers, "
                                       f"more than {CHECKERS}")
    try:
        board = Position.from_counts(counts[1:25], bar=(counts[25], -counts[0]),
                                     off=(CHECKERS - bottom, CHECKERS - top))
        pos = board if turn == 1 else _flip_bg(board)
        opp, me = _gnubg_board(pos)
        if _closed_boards_and_bars(opp, me):
            raise InvalidPositionError("both sides are on the bar against closed boards, which no game reaches")
        xgid(pos, **fields)   # the same checks as writing (scores, flags, ...)
    except (InvalidPositionError, InvalidMatchStateError) as e:
        raise type(e)(f"not an {what}: {given!r}: {e}") from None
    return pos, fields


def xgid_match_state(fields: dict) -> MatchState:
    """The gnubg :class:`MatchState` of parsed XGID ``fields`` (the dict
    :func:`parse_xgid` returns), built as gnubg's ``set xgid`` builds it:
    XG's bottom player is gnubg's player 1, the top player is player 0, the
    game is being played, and a ``"D"`` makes the opponent of the player on
    roll the one to act.  With the position from :func:`parse_xgid` this
    gives the gnubg IDs of an XGID.  (gnubg 1.07 then adjusts what its game
    logic forbids: it clears an impossible Crawford flag, resets the cube of
    a Crawford game and drops a pending double; the IDs here are those of the
    XGID as written.)

    >>> pos, fields = parse_xgid("XGID=-a-B--E-B-a-dDB--b-bcb----:1:1:-1:63:0:0:0:3:8")
    >>> position_id(pos), match_id(xgid_match_state(fields))
    ('jM/gDQDYzeAJIA', 'EQFvAAAAAAAE')
    """
    try:
        turn, owner, action = fields["turn"], fields["cube_owner"], fields["cube_action"]
        cube, dice, score = fields["cube"], fields["dice"], fields["score"]
        length, crawford, jacoby = fields["match_length"], fields["crawford"], fields["jacoby"]
    except (TypeError, KeyError) as e:
        raise InvalidMatchStateError(
            f"XGID fields need the keys parse_xgid returns; missing {e} in {fields!r}") from None
    if action in ("B", "R"):
        raise InvalidMatchStateError(
            f"a gnubg Match ID cannot record a beaver or raccoon (cube_action={action!r}): {fields!r}")
    if turn not in (1, -1) or owner not in (-1, 0, 1):
        raise InvalidMatchStateError(f"turn must be 1 or -1 and cube_owner 1, -1 or 0: {fields!r}")
    move = 1 if turn == 1 else 0
    doubled = action == "D"
    return MatchState(cube_value=cube, cube_owner={1: 1, -1: 0, 0: None}[owner], player_on_roll=move,
                      crawford=crawford, game_state=GAME_PLAYING, turn=1 - move if doubled else move,
                      double_offered=doubled, dice=dice, match_length=length,
                      score=(score[1], score[0]), jacoby=jacoby)


# ---------------------------------------------------------------------------
# long nardy position ID
# ---------------------------------------------------------------------------

def long_position_id(pos: Position) -> str:
    """The long nardy position ID of ``pos`` (see the module docstring).

    >>> from nardy.rules.long import LongNardy
    >>> long_position_id(LongNardy().start())
    'L-AAAB__wAAAP_-'
    """
    if not isinstance(pos, Position):
        raise InvalidPositionError(f"long_position_id needs a Position, got {type(pos).__name__}: {pos!r}")
    if pos.bar != (0, 0):
        raise InvalidPositionError(
            f"long nardy has no hitting, so no checker can be on the bar: bar={pos.bar!r} in {pos!r}")
    _require_fifteen(pos, "the long nardy position ID")
    pts = pos.points
    mover = [max(pts[p - 1], 0) for p in range(1, 25)]
    opp = [max(-pts[opp_point(q) - 1], 0) for q in range(1, 25)]
    bits = _runs_to_bits(mover + opp)
    bits += [0] * (_LONG_KEY_BITS - len(bits))
    chars = [_B64URL[int("".join(map(str, bits[i:i + 6])), 2)] for i in range(0, _LONG_KEY_BITS, 6)]
    return LONG_ID_PREFIX + "".join(chars)


def position_from_long_id(s: str) -> Position:
    """The long nardy position (from the side to move) of a long nardy
    position ID.

    >>> position_from_long_id('L-AAAB__wAAAP_-').points[23], position_from_long_id('L-AAAB__wAAAP_-').points[11]
    (15, -15)
    """
    what = "long nardy position ID"
    given = s
    s = _require_str(s, what)
    if not s.startswith(LONG_ID_PREFIX):
        raise InvalidPositionError(f"not a {what}: {given!r} does not start with {LONG_ID_PREFIX!r}")
    body = s[len(LONG_ID_PREFIX):]
    if len(s) != LONG_ID_LENGTH:
        raise InvalidPositionError(f"not a {what}: {given!r} has {len(s)} characters, a {what} has {LONG_ID_LENGTH}")
    bad = sorted({c for c in body if c not in _B64URL_VALUE})
    if bad:
        raise InvalidPositionError(f"not a {what}: {given!r} has characters outside the URL-safe Base64 "
                                   f"alphabet (A-Z a-z 0-9 - _): {''.join(bad)!r}")
    bits: list = []
    for c in body:
        v = _B64URL_VALUE[c]
        bits.extend((v >> k) & 1 for k in range(5, -1, -1))
    runs = _read_runs(bits, 48, given, what)
    mover, opp = runs[:24], runs[24:]
    for side, board in (("the mover", mover), ("the opponent", opp)):
        if sum(board) > CHECKERS:
            raise InvalidPositionError(
                f"not a {what}: {given!r} gives {side} {sum(board)} checkers, more than {CHECKERS}")
    points = []
    for p in range(1, 25):
        mine, theirs = mover[p - 1], opp[opp_point(p) - 1]
        if mine and theirs:
            raise InvalidPositionError(f"not a {what}: {given!r} puts both sides on the mover's point {p}")
        points.append(mine - theirs)
    try:
        return Position.from_counts(points, off=(CHECKERS - sum(mover), CHECKERS - sum(opp)))
    except InvalidPositionError as e:
        raise InvalidPositionError(f"not a {what}: {given!r}: {e}") from None
