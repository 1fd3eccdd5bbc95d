"""Match records in the plain-text ``.mat`` format (Jellyfish's, exported
and imported by gnubg, eXtreme Gammon, Snowie, BGBlitz and the servers).

:func:`write_mat` lays a :class:`~nardy.match.Match` out as gnubg's
``export match mat`` does; :func:`read_mat` reads such a file back into a
Match, replaying every roll, play and cube action through the engine, so a
file that breaks a rule is refused with the line that does.

The format
==========

A file written here (a 7-point match; columns matter only to the eye)::

    ; [Player 1 "Ann"]
    ; [Player 2 "Bob"]
    ; [Variation "Backgammon"]
    ; [Crawford "On"]
    ; [CubeLimit "64"]

     7 point match

     Game 1
     Ann : 0                        Bob : 0
      1) 31: 8/5 6/5                 64: 24/18 18/14
      2)  Doubles => 2                Takes
      3) 52: 13/8 13/11              ...
                                      Wins 2 points

- Optional header lines start with ``;`` (or ``#``): ``[Key "value"]`` pairs
  (``Site``, ``Event``, ``Round``, ``EventDate``, ``EventTime``,
  ``Transcriber``, ``Player 1``, ``Player 2``, ``Variation``, ``Crawford``,
  ``Jacoby``, ``CubeLimit``, as gnubg and eXtreme Gammon write them) or free
  comments.  gnubg writes ``Site``..``Transcriber``; eXtreme Gammon adds the
  players, ``Crawford "On"`` and ``CubeLimit``; this module writes both sets,
  with ``Crawford "On"``/``"Off"`` in match play and ``Jacoby`` in money play
  (gnubg recognises and skips these keys).  A blank line ends the header.
- `` N point match`` (``0 point match`` for money play).
- Each game: `` Game N``, then the score line `` name0 : score0`` padded
  to 31 characters, ``name1 : score1``: the score *before* the game.
- Then numbered lines ``%3d) `` with two columns: the left one is player 0
  (the first name), padded to 27 characters and one space, so the right
  column starts at character 33.  When player 1 opens, the first line's left
  column is blank.  A cell is one action:

  - a turn: the dice, higher first, a colon, then every checker step
    separately, bar as 25 and off as 0, ``*`` after the first step that hits
    on a point: ``64: 24/18 18/14``, ``62: 25/23 13/7*``, ``44: 6/2 6/2 4/0
    4/0``.  Fewer than four steps leave a trailing space (gnubg's
    ``FormatMovePlain``).  A roll that cannot be played is the dice alone
    (``55:``); the dice alone when a play existed mean the player rolled and
    then resigned.
  - `` Doubles => 4``, `` Takes``, `` Drops``.
  - ``Wins N point(s)``, in the winner's column: on its own line indented 6
    (left) or 34 (right) after the last play, ``Drops`` followed by the
    doubler's ``Wins``, and after a resignation likewise.  A blank line ends
    the game.

Points are each player's own (24/18 from the mover's side): exactly the
engine's mover-relative numbering, so the text goes straight to
``rules.parse_play``.

What the format does not record: the Crawford game is not marked (readers,
gnubg's too, find it from the scores: the first game in which exactly one
player stands at match point minus one); the Jacoby rule and the Crawford
rule only through the header.  Beavers, raccoons and edited positions are
refused on reading.

Reading is liberal where exporters differ (gnubg's and eXtreme Gammon's
widths, ``bar``/``off`` or 25/0, combined moves such as ``24/13`` or
``8/5(2)``, dice in either order, ``Cannot Move``, ``Wins 3 points and the
match``) and strict about the game: a play the engine refuses, a double the
rules forbid, a score line or a ``Wins`` that does not match the replay
raises :class:`InvalidMatFileError` naming the line.

>>> from nardy.match import Match
>>> m = Match(3, names=("Ann", "Bob"), seed=5)
>>> m.opening_roll([(3, 1)])
(3, 1)
>>> m.play("8/5 6/5")
<Play 8/5 6/5>
>>> m.offer_double(); m.pass_()
Cube(value=1, owner=None, offered_by=1)
Outcome(winner=1, points=1, kind='single', cube=1, how='passed')
>>> text = write_mat(m)
>>> print(text)                                      # doctest: +NORMALIZE_WHITESPACE
; [Player 1 "Ann"]
; [Player 2 "Bob"]
; [Variation "Backgammon"]
; [Crawford "On"]
; [CubeLimit "64"]
<BLANKLINE>
 3 point match
<BLANKLINE>
 Game 1
 Ann : 0                        Bob : 0
  1) 31: 8/5 6/5                 Doubles => 2
  2)  Drops                       Wins 1 point
<BLANKLINE>
<BLANKLINE>
>>> again = read_mat(text)
>>> again.score, again.names, write_mat(again) == text
((0, 1), ('Ann', 'Bob'), True)
"""

from __future__ import annotations

import re
from typing import List, Optional, Tuple

from ._checks import MAX_DIGITS, MAX_LINE, MAX_MAT_TEXT, decimal, is_seed, short
from .cube import IllegalCubeError
from .dice import dice_to_play
from .errors import IllegalMoveError, NardyError
from .match import Match

__all__ = ["InvalidMatFileError", "read_mat", "write_mat", "load_mat", "save_mat"]

HEADER_ORDER = ("Site", "Event", "Round", "EventDate", "EventTime", "Transcriber")
"""Match information written first, in this order (gnubg's keys)."""


class InvalidMatFileError(NardyError):
    """A ``.mat`` text that cannot be read, or whose games break the rules
    (the message names the line and quotes it; the engine's own refusal is
    chained as ``__cause__``)."""


# ---------------------------------------------------------------------------
# writing
# ---------------------------------------------------------------------------

def _wins(points: int) -> str:
    return f"Wins {points} point{'s' if points != 1 else ''}"


def _cell(turn) -> str:
    """One turn as gnubg writes it: ``64: 24/18 18/14 ``."""
    a, b = turn.roll
    text = f"{max(a, b)}{min(a, b)}: "
    steps = []
    for s in turn.steps:
        steps.append(f"{s.frm}/{s.to}{'*' if s.hit else ''}")
    if steps:
        text += " ".join(steps) + (" " if len(steps) < 4 else "")
    return text


def _header_value(value) -> str:
    return " ".join(str(value).replace('"', "'").split())


def _check_name(name: str) -> str:
    if not isinstance(name, str) or not name.strip() or ":" in name or "\n" in name or name != name.strip():
        raise InvalidMatFileError(f"a .mat file cannot hold the player name {name!r}: names are one line of "
                                  f"text without ':' and without spaces around it")
    return name


def write_mat(match: Match) -> str:
    """The match as ``.mat`` text (see the module docstring): every game so
    far, the one in progress up to its last committed turn (and its rolled
    dice, or a double waiting for an answer)."""
    names = tuple(_check_name(n) for n in match.names)
    info = dict(match.info)
    out: List[str] = []
    for key in HEADER_ORDER:
        if info.get(key):
            out.append(f'; [{key} "{_header_value(info[key])}"]\n')
    out.append(f'; [Player 1 "{_header_value(names[0])}"]\n')
    out.append(f'; [Player 2 "{_header_value(names[1])}"]\n')
    out.append('; [Variation "Backgammon"]\n')
    if match.match_length:
        out.append(f'; [Crawford "{"On" if match.crawford_rule else "Off"}"]\n')
    else:
        out.append(f'; [Jacoby "{"On" if match.jacoby else "Off"}"]\n')
    out.append('; [CubeLimit "64"]\n')
    comment = info.get("Comment")
    if comment:
        for line in str(comment).splitlines():
            out.append(f"; {line}\n" if line else ";\n")
    out.append("\n")
    out.append(f" {match.match_length} point match\n\n")
    for mg in match.games:
        out.append(_write_game(mg, names))
    return "".join(out)


def _write_game(mg, names) -> str:
    game = mg.game
    if game.record().get("setup") is not None:
        raise InvalidMatFileError(f"game {mg.number} starts from a set-up position: a .mat file records games "
                                  f"from the starting position only")
    out = [f" Game {mg.number}\n"]
    left = f"{names[0]} : {mg.score[0]}"
    out.append(f" {left:<31}{names[1]} : {mg.score[1]}\n")
    # The records of the game in order: cube actions come before the turn
    # they precede.
    records = []
    by_turn: dict = {}
    for a in mg.actions:
        by_turn.setdefault(a.turn, []).append(a)
    rolled = game.dice is not None and not game.over and len(game.dice) == 2
    for k in range(len(game.turns) + 1):
        acts = by_turn.get(k, ())
        for a in acts:
            if a.action == "resign" and k == len(game.turns) and rolled:
                records.append(("dice", game.to_move))      # rolled, then resigned
                rolled = False
            records.append(("cube", a))
        if k < len(game.turns):
            records.append(("turn", game.turns[k]))
    out_come = mg.outcome
    if out_come is None and rolled:
        records.append(("dice", game.to_move))           # rolled, not yet played

    i = 0
    line_open = False

    def emit(text: str, player: int) -> None:
        nonlocal i, line_open
        if i % 2 != player:              # cannot happen in a legal game
            raise InvalidMatFileError(f"game {mg.number}: {names[player]} acts out of turn in the record")
        if i % 2:
            out.append(text + "\n")
            line_open = False
        else:
            out.append("%3d) %-27s " % (i // 2 + 1, text))
            line_open = True
        i += 1

    def wins_line(winner: int, points: int) -> None:
        nonlocal line_open
        if line_open:
            out.append((" " if winner == 1 else "\n      ") + _wins(points) + "\n\n")
        else:
            out.append((" " * 34 if winner == 1 else "      ") + _wins(points) + "\n\n")
        line_open = False

    first = records[0] if records else None
    if first is not None and _player_of(first) == 1:
        out.append("  1)" + " " * 29)
        i, line_open = 1, True
    for n, rec in enumerate(records):
        kind, item = rec
        last = n == len(records) - 1
        if kind == "turn":
            before = i
            emit(_cell(item), item.player)
            if last and out_come is not None and out_come.how == "played":
                # gnubg: the winner's column, under the last play
                out.append((" " * 34 if before % 2 else "\n      ") + _wins(out_come.points) + "\n\n")
                line_open = False
        elif kind == "dice":
            # the rolled dice of an unfinished turn (gnubg's SETDICE)
            a, b = mg.game.dice
            emit(f"{max(a, b)}{min(a, b)}: ", item)
        else:
            a = item
            if a.action == "double":
                emit(f" Doubles => {a.value}", a.player)
            elif a.action == "take":
                emit(" Takes", a.player)
            elif a.action == "pass":
                before = i
                text = " Drops" + ("\n      " if before % 2 else " " * 23) + _wins(a.value)
                emit(text, a.player)
                out.append("\n")
                if not before % 2:
                    out.append("\n")
                line_open = False
            elif a.action == "resign":
                wins_line(1 - a.player, a.value)
    if line_open:
        out.append("\n")
    if mg.outcome is None:
        out.append("\n")
    return "".join(out)


def _player_of(rec) -> int:
    kind, item = rec
    if kind == "dice":
        return item
    return item.player if kind == "turn" else (1 - item.player if item.action == "resign" else item.player)


def save_mat(match: Match, path) -> None:
    """Write :func:`write_mat` to ``path`` (UTF-8)."""
    with open(path, "w", encoding="utf-8", newline="\n") as f:
        f.write(write_mat(match))


# ---------------------------------------------------------------------------
# reading
# ---------------------------------------------------------------------------

# Numbers are ASCII digits, at most MAX_DIGITS of them (``\d`` would take
# any Unicode digit, and ``int()`` refuses more than 4300).  Every pattern
# here runs in time linear in the line: no two adjacent parts can match the
# same characters.
_INT = r"([0-9]{1,%d})" % MAX_DIGITS
_HEADER_RE = re.compile(r"^\s*" + _INT + r"\s+point\s+match\s*$", re.I)
_GAME_RE = re.compile(r"^\s*Game\s+" + _INT + r"\s*$", re.I)
_INFO_RE = re.compile(r'^\[([^"]*)"(.*)"\s*\]$')
_INFO_KEY_RE = re.compile(r"[A-Za-z][\w ]*")
_NUM_RE = re.compile(r"^(\s*)([0-9]+)\)")
_ROLL_RE = re.compile(r"^([1-6])([1-6]):$")
_STEP_RE = re.compile(r"^(?:bar|off|b|o|[0-9]{1,2})\*?(?:[/-](?:bar|off|b|o|[0-9]{1,2})\*?)+(?:\([0-9]\))?$",
                      re.I)


def _info(body: str):
    """``(key, value)`` of a header line's ``[Key "value"]``, or None."""
    m = _INFO_RE.match(body)
    if not m or not m.group(1)[-1:].isspace():
        return None
    key = m.group(1).strip()
    return (key, m.group(2)) if _INFO_KEY_RE.fullmatch(key) else None


def _score_line(line: str):
    """``(names, score)`` of a score line ``' Ann : 0      Bob : 0'``, or
    None.  Names hold no ':' (:func:`write_mat` refuses them), so the line
    splits at its two colons."""
    parts = line.split(":")
    if len(parts) != 3:
        return None
    n0 = parts[0].strip()
    middle = parts[1].split(None, 1)
    if not n0 or len(middle) != 2:
        return None
    s0, n1 = decimal(middle[0]), middle[1].strip()
    s1 = decimal(parts[2].strip())
    if s0 is None or s1 is None or not n1:
        return None
    return (n0, n1), (s0, s1)


class _Cell:
    __slots__ = ("kind", "col", "dice", "moves", "value")

    def __init__(self, kind, col, dice=None, moves=None, value=None):
        self.kind, self.col, self.dice, self.moves, self.value = kind, col, dice, moves, value


def _cells(body: str, offset: int, where: str) -> List[_Cell]:
    """The actions on one line (its text after the move number)."""
    toks = [(m.group(), m.start() + offset) for m in re.finditer(r"\S+", body)]
    cells: List[_Cell] = []
    k = 0
    while k < len(toks):
        tok, col = toks[k]
        low = tok.lower()
        m = _ROLL_RE.match(tok)
        if m:
            moves = []
            k += 1
            while k < len(toks) and (_STEP_RE.match(toks[k][0]) or toks[k][0] in ("???",)):
                moves.append(toks[k][0])
                k += 1
            if k + 1 < len(toks) and toks[k][0].lower() == "cannot" and toks[k + 1][0].lower() == "move":
                k += 2                          # eXtreme Gammon's dance
            if "???" in moves:
                raise InvalidMatFileError(f"{where}: the play of {tok} is not recorded ('???'): cannot replay it")
            cells.append(_Cell("roll", col, (int(m.group(1)), int(m.group(2))), " ".join(moves)))
            continue
        if low.startswith("double"):
            if k + 2 < len(toks) and toks[k + 1][0] == "=>" and decimal(toks[k + 2][0]) is not None:
                cells.append(_Cell("double", col, value=decimal(toks[k + 2][0])))
                k += 3
                continue
            raise InvalidMatFileError(f"{where}: a double is written 'Doubles => N'")
        if low in ("takes", "take", "accepts"):
            cells.append(_Cell("take", col))
            k += 1
            continue
        if low in ("drops", "drop", "passes", "pass", "rejects"):
            cells.append(_Cell("drop", col))
            k += 1
            continue
        if low.startswith(("beaver", "raccoon")):
            raise InvalidMatFileError(f"{where}: beavers and raccoons are not part of the rules taught here")
        if low == "wins":
            if k + 2 < len(toks) and decimal(toks[k + 1][0]) is not None and \
                    toks[k + 2][0].lower() in ("point", "points"):
                cells.append(_Cell("wins", col, value=decimal(toks[k + 1][0])))
                k += 3
                rest = [t[0].lower() for t in toks[k:k + 3]]
                if rest == ["and", "the", "match"]:
                    k += 3
                continue
            raise InvalidMatFileError(f"{where}: a result is written 'Wins N point(s)'")
        raise InvalidMatFileError(f"{where}: cannot read {short(tok)}")
    return cells


def read_mat(text: str, *, jacoby: Optional[bool] = None, seed=None) -> Match:
    """The :class:`~nardy.match.Match` a ``.mat`` text records, every game
    replayed through the engine (the last game may be unfinished).

    ``jacoby`` (money play) overrides the file's ``Jacoby`` header (default:
    off unless the header says ``"On"``).  ``seed`` seeds the dice of any
    game played on after reading.  Raises :class:`InvalidMatFileError`.
    """
    if not isinstance(text, str):
        raise InvalidMatFileError(f"a .mat file is text, got {type(text).__name__}")
    if len(text) > MAX_MAT_TEXT:
        raise InvalidMatFileError(f"a .mat file of {len(text)} characters is longer than the {MAX_MAT_TEXT} "
                                  f"accepted: {text[:40]!r}...")
    if jacoby not in (None, True, False):
        raise InvalidMatFileError(f"jacoby is None, True or False, got {short(jacoby)}")
    if not is_seed(seed):
        raise InvalidMatFileError(f"a seed is None, a whole number, text or a random.Random, got {short(seed)}")
    lines = text.lstrip("\ufeff").splitlines()
    for n, line in enumerate(lines, 1):
        if len(line) > MAX_LINE:
            raise InvalidMatFileError(f"line {n} ({line[:40]!r}...) is longer than the {MAX_LINE} characters "
                                      f"accepted")
    info: dict = {}
    comments: list = []
    n = 0
    length = None
    while n < len(lines):
        line = lines[n]
        n += 1
        s = line.strip()
        if not s:
            continue
        if s[0] in ";#":
            note = s[1:].strip()
            kv = _info(note)
            if kv:
                info[kv[0]] = kv[1]
            elif note or comments:
                comments.append(note)
            continue
        m = _HEADER_RE.match(line)
        if not m:
            raise InvalidMatFileError(f"line {n} ({short(line)}): expected 'N point match' (or a ';' comment)")
        length = int(m.group(1))
        break
    if length is None:
        raise InvalidMatFileError("not a .mat file: no 'N point match' line")
    if comments:
        info["Comment"] = "\n".join(comments).strip("\n")
    if jacoby is None:
        jacoby = info.get("Jacoby", "Off").strip().lower() == "on" and length == 0
    crawford_rule = info.get("Crawford", "On").strip().lower() != "off"
    variation = info.get("Variation", "Backgammon").strip().lower()
    if variation != "backgammon":
        raise InvalidMatFileError(f"the file's variation {info['Variation']!r} is not standard backgammon")

    # split into games
    games: List[Tuple[int, int, List[Tuple[int, str]]]] = []   # (number, line no., [(line no., text)])
    while n < len(lines):
        line = lines[n]
        n += 1
        if not line.strip():
            continue
        m = _GAME_RE.match(line)
        if m:
            games.append((int(m.group(1)), n, []))
            continue
        if not games:
            raise InvalidMatFileError(f"line {n} ({short(line)}): expected ' Game 1'")
        games[-1][2].append((n, line))
    if not games:
        raise InvalidMatFileError(f"no games in the {length} point match")

    match = None
    for index, (number, at, body) in enumerate(games):
        if number != index + 1:
            raise InvalidMatFileError(f"line {at}: game {number} where game {index + 1} was expected")
        if not body:
            raise InvalidMatFileError(f"line {at}: game {number} has no score line")
        sn, sline = body[0]
        found = _score_line(sline)
        if not found:
            raise InvalidMatFileError(f"line {sn} ({short(sline)}): expected the score line 'name : 0   name : 0'")
        names, score = found
        try:
            if match is None:
                match = Match(length, names=names, seed=seed, jacoby=jacoby, crawford_rule=crawford_rule,
                              score=score, info=info)
            else:
                if match.current.outcome is None:
                    raise InvalidMatFileError(f"line {at}: game {number - 1} has no result, yet game {number} "
                                              f"follows")
                if match.over:
                    raise InvalidMatFileError(f"line {at}: the match was won in game {number - 1} "
                                              f"({match.score[0]}-{match.score[1]}), yet game {number} follows")
                if names != match.names:
                    raise InvalidMatFileError(f"line {sn} ({short(sline)}): the players were {match.names[0]!r} "
                                              f"and {match.names[1]!r}")
                if score != match.score:
                    raise InvalidMatFileError(f"line {sn} ({short(sline)}): the score after game {number - 1} "
                                              f"is {match.score[0]}-{match.score[1]}")
                match.new_game()
        except InvalidMatFileError:
            raise
        except NardyError as e:
            raise InvalidMatFileError(f"line {sn} ({short(sline)}): {e}") from e
        _replay_game(match, body[1:])
    assert match is not None                   # there was a game
    return match


def _replay_game(match: Match, body) -> None:
    state = {"unplayed": None, "wins": False}
    for ln, line in body:
        where = f"line {ln} ({line.rstrip()!r})"
        m = _NUM_RE.match(line)
        if m:
            paren = m.end()
            cells = _cells(line[paren:], paren, where)
            if len(cells) > 2:
                raise InvalidMatFileError(f"{where}: more than two actions on one line")
            if len(cells) == 2:
                cols = [0, 1]
            elif cells:
                cols = [0 if cells[0].col - paren <= 8 else 1]
            else:
                cols = []
        else:
            cells = _cells(line, 0, where)
            if any(c.kind != "wins" for c in cells) or len(cells) > 1:
                raise InvalidMatFileError(f"{where}: a line without a move number holds only 'Wins N points'")
            cols = [0 if c.col < 20 else 1 for c in cells]
        for cell, player in zip(cells, cols):
            try:
                _apply(match, cell, player, where, state)
            except InvalidMatFileError:
                raise
            except NardyError as e:
                raise InvalidMatFileError(f"{where}: {e}") from e
    cur = match.current
    if cur.outcome is not None and not state["wins"]:
        o = cur.outcome
        raise InvalidMatFileError(f"game {cur.number} ends ({match.names[o.winner]} wins {o.points}) "
                                  f"but the file has no 'Wins' line for it")


def _apply(match: Match, cell: _Cell, player: int, where: str, state: dict) -> None:
    names = match.names
    cur = match.current
    if cell.kind == "wins":
        out = cur.outcome
        if out is None:
            # Neither the last checker nor a pass: the loser resigned (as
            # gnubg reads it).  Points / cube = the result resigned.
            value = cur.cube.value
            if cell.value % value or not 1 <= cell.value // value <= 3:
                raise InvalidMatFileError(f"{where}: {names[player]} cannot win {cell.value} with the cube at {value}")
            out = match.resign(cell.value // value, player=1 - player)
        if out.winner != player or out.points != cell.value:
            raise InvalidMatFileError(f"{where}: the game ends with {names[out.winner]} winning {out.points} "
                                      f"point{'s' if out.points != 1 else ''}, not {names[player]} {cell.value}")
        state["wins"] = True
        state["unplayed"] = None
        return
    if cur.outcome is not None:
        raise InvalidMatFileError(f"{where}: game {cur.number} is over: {names[cur.outcome.winner]} has won")
    if state["unplayed"] is not None:
        raise InvalidMatFileError(f"{where}: {names[match.game.to_move]} rolled {state['unplayed']} but the "
                                  f"file gives no play, though one is legal")
    if cell.kind == "roll":
        if match.game.first is not None and match.turn_player != player:
            raise InvalidMatFileError(f"{where}: {names[player]} rolls, but it is {names[match.turn_player]}'s "
                                      f"turn")
        a, b = cell.dice
        game = match.game
        if game.first is None:
            if a == b:
                raise InvalidMatFileError(f"{where}: the first roll {a}{b} is a double; an opening roll never is")
            hi, lo = max(a, b), min(a, b)
            match.opening_roll([(hi, lo) if player == 0 else (lo, hi)])
        else:
            match.roll((a, b))
        if cell.moves:
            _play_as_written(match, cell.moves)
        elif match.legal_plays():
            state["unplayed"] = f"{a}{b}"
        else:
            match.commit()
    elif cell.kind == "double":
        if match.to_move != player:
            raise IllegalCubeError(f"{names[player]} cannot double: it is {names[match.to_move]}'s turn")
        cube = match.offer_double(player)
        if cube.offered_value != cell.value:
            raise InvalidMatFileError(f"{where}: the double is to {cube.offered_value}, not {cell.value}")
    elif cell.kind == "take":
        match.take(player)
    elif cell.kind == "drop":
        match.pass_(player)


_SINGLE_RE = re.compile(r"^(bar|b|\d{1,2})\*?/(off|o|\d{1,2})\*?$", re.I)


def _point(tok: str) -> int:
    t = tok.lower()
    return 25 if t in ("bar", "b") else 0 if t in ("off", "o") else int(t)


def _play_as_written(match: Match, text: str) -> None:
    """Play the written steps one by one, so the record keeps them in the
    file's order and through the file's intermediate points; text the
    engine can only read as a whole (``24/13``, ``8/5(2)``) is played as a
    whole."""
    steps: list = []
    for tok in text.split():
        m = _SINGLE_RE.match(tok)
        if not m:
            steps = []              # not single steps: played as a whole below
            break
        steps.append((_point(m.group(1)), _point(m.group(2))))
    if steps:
        try:
            for frm, to in steps:
                match.step(frm, to)
            if _dice_consistent(match.game):
                match.commit()
                return
        except IllegalMoveError:
            pass
        match.undo_all()
    match.play(text)


def _dice_consistent(game) -> bool:
    """Whether the steps made use the roll's dice, each at most once.
    (Stepping two checkers off one point with different dice can record
    one die twice; the whole play then goes through ``play``.)"""
    left = list(dice_to_play(game.dice))
    for s in game.steps:
        if s.die not in left:
            return False
        left.remove(s.die)
    return True


def load_mat(path, **kw) -> Match:
    """:func:`read_mat` of the file at ``path`` (UTF-8, or Latin-1 as a fallback)."""
    with open(path, "rb") as f:
        raw = f.read()
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        text = raw.decode("latin-1")
    return read_mat(text, **kw)
