"""Every sentence the board says, in one place.

The controller (:mod:`nardy.widgets.controller`) decides what happened; the
functions here put it in words.  The engine's own explanations (a refused
step, a refused double) come from the engine and are passed through
unchanged.  Nothing here changes a game.
"""

from __future__ import annotations

import re

from nardy.dice import Stage, dice_text
from nardy.play import BAR_POINT, OFF_POINT


def plural(n: int, word: str) -> str:
    return f"{n} {word}{'s' * (n != 1)}"


def point_name(p: int) -> str:
    """``"point 13"``, ``"the bar"``, ``"the off tray"``."""
    return "the bar" if p == BAR_POINT else "the off tray" if p == OFF_POINT else f"point {p}"


_MOVE = re.compile(r"(?<![\w/.'-])(?:bar|\d{1,2})\*?(?:/(?:\d{1,2}|off)\*?)+(?:\(\d\))?(?![\w/])")
_POINTS = re.compile(r"\b(points?) (\d{1,2})(?:(-|\.\.| to | and )(\d{1,2}))?\b")
_NUMBER = re.compile(r"\d{1,2}")


def renumber(text: str, numbers: dict) -> str:
    """``text`` with the points it names written in other numbers:
    ``numbers`` maps each point 1..24 to its new number.  What names a
    point: the points of a move in gnubg's notation (``"24/18*/13(2)"``,
    not its count) and ``"point 13"``, ``"points 1-6"``; other numbers
    (dice, counts, pips) are left alone.

    >>> renumber("Black played 24/20 13/9*. The head (point 24) ...", {24: 12, 20: 8, 13: 1, 9: 21})
    'Black played 12/8 1/21*. The head (point 12) ...'
    """
    def one(m) -> str:
        n = int(m.group())
        return str(numbers.get(n, n))

    def move(m) -> str:
        body, count = m.group(), ""
        if body.endswith(")"):
            body, count = body[:-3], body[-3:]
        return _NUMBER.sub(one, body) + count

    def points(m) -> str:
        word, a, sep, b = m.groups()
        out = f"{word} {numbers.get(int(a), a)}"
        return out + (f"{sep}{numbers.get(int(b), b)}" if b else "")

    return _POINTS.sub(points, _MOVE.sub(move, text))


# -- refusals (raised as the engine's error types by the controller) ---------
NO_POINT = "there is no point {point!r}: click 1..24, 'bar' or 'off'"
READ_ONLY = "this board is a read-only diagram"
PICK_FIRST = "pick a checker first, then click the off tray to bear it off"
TURN_COMPLETE = "no dice left to play: the turn is complete"
NOT_BACKGAMMON = ("the cube and match play are backgammon's (seed 002), not {variant!r}: "
                  "leave out variant= or say 'backgammon'")
MATCH_OWN_GAME = ("match= starts from the match's own game: give a Match (for instance "
                  "Match.from_match_id(...)) instead of game=, position=, stage= or options")
SINGLE_GAMES = "this board plays single games: make it with Board(match=7) for match play"
NO_CUBE = ("there is no cube to {action} on this board: it plays single games "
           "(make it with Board(match=7), or match=0 for money play)")
MATCH_POSITION = ("a match board's position comes from its match: make the board with "
                  "match=Match.from_match_id(match_id, position_id) to start in mid-game")
MATCH_STAGES = "a match board plays backgammon from its match: there are no stages to set"


def bad_names(names) -> str:
    return f"names are two names, White's first, such as ('Ann', 'Bob'): got {names!r}"


def bad_flag(name: str, value) -> str:
    return f"{name} is True or False, got {value!r}"


def bad_seed(seed) -> str:
    return f"a seed is a whole number or a text, got {seed!r}"


def bad_side(side) -> str:
    return f"bot_side is 0 (White) or 1 (Black), got {side!r}"


def bad_board_dice(dice) -> str:
    return f"dice are two numbers such as (6, 5), or Moves(die, count), got {dice!r}"


def bad_game(game) -> str:
    return f"game= takes a nardy.Game, got {game!r}"


def bad_position(position) -> str:
    return f"position= takes a nardy.Position, got {position!r}"


def bad_cube(cube) -> str:
    return (f"cube= is a dict such as {{'value': 2, 'owner': 0}} (value 1, 2, 4 ... 64; owner 0, 1 "
            f"or None when centred), got {cube!r}")


def bad_cube_bot(cube_bot) -> str:
    return f"cube_bot needs double(match) and take(match) methods, got {cube_bot!r}"


def bad_callback(callback) -> str:
    return f"on_play takes a function of one argument (the play), got {callback!r}"


def no_callback(callback) -> str:
    return f"{callback!r} is not a callback of this board"


def bad_say(kind) -> str:
    return f"a message is 'info', 'error' or 'success', got {kind!r}"


def bad_list(what: str, value) -> str:
    return f"{what} is a list of points such as [13, 'bar'], got {value!r}"


def bad_arrow(arrow) -> str:
    return f"an arrow is a (from, to) pair such as (24, 18), got {arrow!r}"


def bad_play(play) -> str:
    return f"a play is move text such as '24/18 13/11', a Play or (from, to) pairs, got {play!r}"


def callback_failed(error) -> str:
    return f"an on_play callback failed: {type(error).__name__}: {error}"


def to_move_error(to_move) -> str:
    return f"to_move is 0 (White) or 1 (Black), got {to_move!r}"


def unknown_bot(bot, names) -> str:
    return f"unknown bot {bot!r}: pass a callable or one of {sorted(names)}"


def played_by_bot(name: str) -> str:
    return f"{name} is played by the bot"


def bot_turn(name: str) -> str:
    return f"it is {name}'s turn, played by the bot"


def bot_doubles_itself(name: str) -> str:
    return f"{name} is played by the bot, which doubles by itself"


def bot_answers_itself(name: str) -> str:
    return f"{name} is played by the bot, which answers doubles by itself"


def bot_no_resign(name: str) -> str:
    return f"{name} is played by the bot, which does not resign"


def bot_failed(error) -> str:
    return f"the bot could not play: {error}"


def roll_first(name: str) -> str:
    return f"roll the dice first: {name} to roll"


def nothing_to_resign(result: str) -> str:
    return f"there is nothing to resign: {result}"


def match_game_over(result: str) -> str:
    return f"the game is over. {result}"


def game_over(game) -> str:
    r = game.result
    who = "nobody" if r.winner is None else game.names[r.winner]
    return f"the game is over: {r.kind}, won by {who}; press New game to play again"


def cannot_move_with(name: str, dice) -> str:
    return f"{name} cannot move with {dice_text(dice)}"


def stuck(p: int) -> str:
    return f"the checker on {point_name(p)} cannot move now"


def cannot_reach(frm: int, to: int) -> str:
    return f"{point_name(frm)} cannot reach {point_name(to)} this turn"


# -- what happened --------------------------------------------------------------
def _throws(pairs, first: str, second: str) -> str:
    """``"Ann 1, Bob 1 (a tie: again); Ann 2, Bob 5"``."""
    return "; ".join(f"{first} {a}, {second} {b}" + (" (a tie: again)" if a == b else "") for a, b in pairs)


def opening(game) -> str:
    """The opening throw, as it happened, each throw named by the colour
    it becomes.  In long nardy (seed 003, 1.3) the higher throw takes White
    and White moves first, with a roll of its own; in backgammon the colours
    are fixed and the higher thrower moves first with those two numbers."""
    if game.rules.higher_thrower_plays_white:
        white, black = game.names[0], game.names[1]          # the higher thrower is White now
        last = game.opening[-1]
        high, low = max(last), min(last)
        if tuple(game.names) == ("White", "Black"):
            said = "; ".join(f"{a} and {b}" + (" (a tie: again)" if a == b else "") for a, b in game.opening)
            return (f"Opening throw: {said}. The higher throw takes White: White {high}, Black {low}; "
                    f"White moves first.")
        names = game.names if game.seats == (0, 1) else game.names[::-1]     # as given
        return (f"Opening throw: {_throws(game.opening, names[0], names[1])}. The higher throw takes White: "
                f"{white} plays White ({high}) and moves first, {black} plays Black ({low}).")
    a, b = game.opening[-1]
    first = game.names[game.to_move]
    return (f"Opening throw: {_throws(game.opening, game.names[0], game.names[1])}. The higher throw moves "
            f"first, with those two numbers: {first} plays {max(a, b)}-{min(a, b)}.")


def opening_against_bot(throws, bot_white: bool) -> str:
    """Long nardy against the computer: ``throws`` are (learner's die,
    computer's die), ties first."""
    high, low = max(throws[-1]), min(throws[-1])
    who = (f"the computer plays White ({high}) and moves first, you play Black ({low})" if bot_white
           else f"you play White ({high}) and move first, the computer plays Black ({low})")
    return f"Opening throw: {_throws(throws, 'you', 'the computer')}. The higher throw takes White: {who}."


def bot_name(bot) -> str:
    """A bot of one's own by its function's name (``simple_bot``), else
    "your bot" (a lambda, a callable object)."""
    name = getattr(bot, "__name__", "")
    return name if name.isidentifier() else "your bot"


def opponent_line(ctl) -> str:
    """Who plays whom, in one line: ``"You play Black · White moved first ·
    computer: strong"``."""
    if ctl.learner is None:
        return ""
    level = f"computer: {ctl.level or bot_name(ctl.bot)}"
    colour = "White" if ctl.learner == 0 else "Black"
    g = ctl.game
    if g.first is None:
        if ctl.play_as == "throw" and g.rules.higher_thrower_plays_white:
            return f"The opening throw decides who plays White and moves first · {level}"
        start = ("White moves first" if g.rules.higher_thrower_plays_white
                 else "the opening throw decides who moves first")
        return f"You play {colour} · {start} · {level}"
    return f"You play {colour} · {g.names[g.first]} {'moved' if g.turns else 'moves'} first · {level}"


def play_as_labels(ctl) -> list:
    """The side menu's words for ``"throw"``, ``"white"``, ``"black"``.  A
    game no throw seated (set up from a position, or with a colour chosen)
    had no opening throw: there the throw can only decide the games to
    come."""
    g = ctl.game
    throw = "the throw decides"
    if g.first is not None and not g.opening:
        throw = "new games: the throw decides"
    return [throw, "I play White", "I play Black"]


def opponent_set(ctl, later: bool) -> str:
    if later:
        colour = {"white": "White", "black": "Black"}.get(ctl.play_as)
        choice = f"you play {colour}" if colour else "the opening throw decides who plays White"
        return f"{opponent_line(ctl)}. From the next game: {choice}."
    return f"{opponent_line(ctl)}."


KERNEL_RESTARTED = "The kernel restarted: run this cell again for a live board."
STILL_PICTURE = "A still picture of the board: run this cell again for a live board."
KERNEL_SILENT = "The kernel does not answer: if it restarted, run this cell again for a live board."

SIDE_TWICE = "give bot_side= (the bot's side) or play_as= (the learner's choice), not both"


def saved(path: str, suffix: str) -> str:
    how = "nardy.matfile.read_mat(open(path).read())" if suffix == ".mat" else "Game.from_json(open(path).read())"
    return f"Saved to {path} (read it back with {how}; ReplayViewer shows a game)."


def save_failed(path, error) -> str:
    return f"could not save to {path!r}: {error}"


NO_LEVELS = "this board has no level to choose: make it with bot='random', 'simple', 'strong' or 'expert'"


def bad_play_as(play_as) -> str:
    return f"play_as is 'throw' (the opening throw decides), 'white' or 'black', got {play_as!r}"


def rolled(name: str, dice) -> str:
    return f"{name} rolled {dice_text(dice)}."


def took_back(step) -> str:
    return f"Took back {step}."


NEW_GAME = "New game."


def match_game(number: int, crawford: bool, nxt: str) -> str:
    extra = " It is the Crawford game: no doubling." if crawford else ""
    return f"Game {number} of the match.{extra} {nxt}"


def new_match(match, nxt: str) -> str:
    return f"New {match_words(match)}. {nxt}"


def doubles(name: str, value: int, bot: bool = False) -> str:
    return f"{name}{' (bot)' * bot} doubles to {value}."


def takes(name: str, value: int, bot: bool = False) -> str:
    return f"{name}{' (bot)' * bot} takes: the cube is at {value}, {name}'s."


def passes(name: str, bot: bool = False) -> str:
    return f"{name}{' (bot)' * bot} passes."


def resigns(name: str, kind: str) -> str:
    return f"{name} resigns a {kind}."


def cannot(game, player: int, st: Stage) -> str:
    """``"White cannot move with 6-5"`` and the like, for stage ``st``."""
    name, other = game.names[player], game.names[1 - player]
    if st.kind == "double":
        return f"{name} cannot play the {dice_text(st.dice)} of {dice_text(st.origin)}"
    if st.kind == "passed":
        return f"{name} cannot play the {dice_text(st.dice)} passed by {other}"
    return f"{name} rolled {dice_text(st.dice)} and cannot move"


def press_done(game, player: int, st: Stage) -> str:
    return f"{cannot(game, player, st)}: press Done."


def played(game, turn, st: Stage, play) -> str:
    """The sentence for a committed stage ``turn`` (the play ``play``)."""
    name, other = game.names[turn.player], game.names[1 - turn.player]
    if not turn.steps:
        did = cannot(game, turn.player, st) + "."
        if st.kind == "passed":
            did = did[:-1] + ": they are lost."
        return did
    if st.kind == "double":
        return f"{name} played {play} (the {dice_text(st.dice)} of {dice_text(st.origin)})."
    if st.kind == "passed":
        return f"{name} played {play} ({dice_text(st.dice)} passed by {other})."
    return f"{name} played {play}."


PROGRESSION_ENDS = " The progression of doubles ends here."


def next_text(ctl) -> str:
    """What comes next, in one sentence (or the result)."""
    g, m = ctl.game, ctl.match
    if ctl.over:
        return result_text(ctl)
    st = g.stage
    name, other = g.names[st.player], g.names[1 - st.player]
    if m is not None and m.cube.offered:
        taker = m.names[1 - m.cube.offered_by]
        if ctl.is_bot(1 - m.cube.offered_by):
            return f"{taker} (bot) to answer."
        return f"{taker}: take (play on for {m.cube.offered_value}) or pass (lose {m.cube.value})?"
    if st.dice is None:
        if m is not None and g.first is not None and m.can_double() and not ctl.is_bot(st.player):
            return f"{name} to roll, or to double first."
        if st.origin is not None:
            return f"{name} rolls again: the {dice_text(st.origin)} was played in full."
        return f"{name} to roll."
    if st.kind == "double":
        return f"{name} plays the {dice_text(st.dice)} of {dice_text(st.origin)} -> 6-6."
    if st.kind == "passed":
        return f"{name} plays {dice_text(st.dice)} passed by {other}."
    if g.position.bar[0] and g.legal_plays() and not ctl.is_bot(st.player) and ctl.interactive:
        return f"{name} must enter from the bar first: the open points are marked."
    return ""


def match_words(match) -> str:
    """``"7-point match"``, ``"money game (Jacoby rule)"``."""
    if match.money:
        return "money game" + (" (Jacoby rule)" if match.jacoby else "")
    return f"{match.match_length}-point match"


def result_text(ctl) -> str:
    """How the game ended, and the score in a match."""
    m, g = ctl.match, ctl.game
    if m is None or m.result is None:
        r = g.result
        if r.winner is None:
            return "The game is drawn."
        return f"{g.names[r.winner]} wins: {r.kind}, {plural(r.points, 'point')}."
    o = m.result
    kind = o.kind if o.cube == 1 else f"{o.kind} with the cube at {o.cube}"
    if o.how == "passed":
        kind = f"{m.names[1 - o.winner]} passed the double"
    elif o.how == "resigned":
        kind += ", resigned"
    text = f"{m.names[o.winner]} wins {plural(o.points, 'point')} ({kind})."
    a, b = m.score
    if m.money:
        return f"{text} Money total: {m.names[0]} {a}, {m.names[1]} {b}."
    if m.over:
        return f"{text} {m.names[m.winner]} wins the match {max(a, b)}-{min(a, b)}."
    return f"{text} Score {a}-{b} in a {m.match_length}-point match: press Next game."


# -- the status line -------------------------------------------------------------
def stage_line(ctl) -> str:
    g, m = ctl.game, ctl.match
    if m is not None and m.cube.offered and not ctl.over:
        return f"{g.rules.title}: {m.names[m.cube.offered_by]} doubles to {m.cube.offered_value}"
    return f"{g.rules.title}: game over" if ctl.over else g.stage_text


def frame_stage(game, st: Stage) -> str:
    """The status line while a bot's stage is shown: ``"Gul: Black rolled
    4-4"``, or the rules' own words for a progression's double or passed
    moves."""
    if st.kind == "roll":
        return f"{game.rules.title}: {game.names[st.player]} rolled {dice_text(st.dice)}"
    return f"{game.rules.title}: {game.rules.describe_stage(st)}"


def stage_words(game, st: Stage) -> str:
    """A queued stage in a few words: ``"Black plays 4 moves of 5"``."""
    name = game.names[st.player]
    if st.dice is None:
        return f"{name} rolls again" if st.origin is not None else f"{name} rolls"
    return f"{name} plays {dice_text(st.dice)}"


def match_info(match) -> str:
    """``"7-point match · game 3 · Crawford game: no doubling"``."""
    cur = match.current
    info = [match_words(match), f"game {cur.number}"]
    if cur.crawford:
        info.append("Crawford game: no doubling")
    elif match.post_crawford:
        info.append("post-Crawford")
    if not match.money and not match.over:
        info.append(f"{match.names[0]} needs {match.need(0)}, {match.names[1]} {match.need(1)}")
    return " · ".join(info)


def new_label(match, over: bool) -> str:
    if match is None:
        return "New game"
    return "New match" if match.over else "Next game" if over else "New game"


def prompt(v: dict) -> str:
    """What to do next, shown while the board has nothing else to say
    (from the trait values ``v``)."""
    names = v["names"]
    who = names[v["to_move"]]
    status = v["status"]
    if not v["interactive"] or status == "over":
        return ""
    if status == "doubled":
        return f"{names[1 - v['to_move']]}: press Take or Pass." if v["can_answer"] else ""
    if v["bot_side"] == v["to_move"] and v["turn"] > 1:
        return f"{who} (bot) is thinking…"
    if status == "roll":
        return f"{who} to roll: press Roll" + (" (or Double first)." if v["can_double"] else ".")
    if v["selected"] != "":
        return "Click a green point to move there (two dice at once if they join up), or the checker again to drop it."
    if v["can_commit"]:
        return "The play is complete: press Done, or Undo to change it."
    return f"{who} to move: click a checker with a gold ring to see where it can go."


# -- repr ----------------------------------------------------------------------------
def board_repr(ctl) -> str:
    g, m = ctl.game, ctl.match
    v = g.rules.name
    turn = len(g.turns) + 1
    if m is not None:
        a, b = m.score
        head = f"Board({v!r}, {match_words(m)}, game {m.current.number}, score {a}-{b}"
        if m.over:
            return f"{head}: {m.names[m.winner]} wins the match)"
        if m.game_over:
            o = m.result
            return f"{head}: {m.names[o.winner]} won {plural(o.points, 'point')}, {o.how})"
        if m.cube.offered:
            c = m.cube
            return f"{head}: {m.names[c.offered_by]} doubles to {c.offered_value}, {m.names[1 - c.offered_by]} to answer)"
        state = f"{m.names[g.to_move]} to roll" if g.dice is None else \
            f"{m.names[g.to_move]} to move, dice {dice_text(g.dice)}"
        cube = "" if m.cube.centred else f", cube {m.cube.value} {m.names[m.cube.owner]}'s"
        return f"{head}, turn {turn}, {state}{cube})"
    if g.over:
        r = g.result
        if r.winner is None:
            return f"Board({v!r}, game over: a draw)"
        return f"Board({v!r}, game over: {g.names[r.winner]} wins, {r.kind}, {plural(r.points, 'point')})"
    mode = "" if ctl.interactive else "diagram, "
    who = g.names[g.to_move]
    if g.dice is None:
        again = " again" if g.stage.origin is not None else ""
        return f"Board({v!r}, {mode}turn {turn}, {who} to roll{again})"
    st = g.stage
    extra = ""
    if st.kind == "double":
        extra = f" (of {dice_text(st.origin)})"
    elif st.kind == "passed":
        extra = " (passed)"
    return f"Board({v!r}, {mode}turn {turn}, {who} to move, dice {dice_text(g.dice)}{extra})"


# -- the tutor (nardy.widgets.tutoring) ----------------------------------------------
TUTOR_OFF = "the tutor is off: switch it on with the Tutor button (or Board(..., tutor=True))"
NOTHING_JUDGED = "the tutor has not judged a play of yours yet: make a play first"
NOTHING_TO_REVIEW = "nothing to review yet: no turn has been played"
NO_REVIEW_OPEN = "open the review first (the Review button, or board.review())"
NO_MISTAKES = "No mistakes of yours that the evaluator can tell apart from its own error."


def hint_roll_first(name: str) -> str:
    return f"{name} has not rolled yet: a hint needs the dice"


def no_such_mistake(index, count: int) -> str:
    if not count:
        return "the review lists no mistakes to show"
    return f"there is no mistake {index!r} in the review: pick 0..{count - 1}"


def hint_line(rank: int, choice) -> str:
    """One hinted play: ``"1. 24/13  +0.123 (wins 52%)"``."""
    return f"{rank}. {choice.play}  {choice.equity:+.3f} (wins {100 * choice.win:.0f}%)"


def verdict_line(judgement) -> str:
    """The line after a learner's poor play: the verdict, the loss and the best play."""
    j = judgement
    return (f"{j.verdict.capitalize()}: {j.play} loses {j.loss:.3f} in equity; the best play was "
            f"{j.best.play} ({j.best.equity:+.3f}).")


def compare_title(turn: int, name: str, roll) -> str:
    return f"Turn {turn + 1}: {name} to play {dice_text(roll)}, seen from {name}'s side"


def compare_played(play, loss: float, verdict: str) -> str:
    return f"Played: {play} ({verdict}, loses {loss:.3f})"


def compare_best(play) -> str:
    return f"Best: {play}"


def review_title(review, game) -> str:
    state = "the whole game" if review.over else f"the game so far ({plural(len(review.turns), 'turn')})"
    return f"Review of {state}"


def chart_label(name: str) -> str:
    return f"{name}'s winning chances after each turn (red: mistakes)"
