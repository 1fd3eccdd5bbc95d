"""Why one play is better than another, in words.

The tutor (:mod:`nardy.tutor`) says *how much* a play loses; this module
says *what* the better play does that the other does not, from what the
engine already measures: checkers left on the head, the opponent's
movement deficit and fences (:mod:`nardy.analysis`), points held, pips,
blots and the shots at them in backgammon, and the exact bear-off
(:mod:`nardy.bearoff`).

>>> import nardy
>>> rules = nardy.variant("long")
>>> start = rules.start()
>>> plays = {str(p): p for p in rules.legal_plays(start, (6, 5))}
>>> facts(rules, start, plays["24/13"]).head
14

Every number in a sentence is measured, never assumed: a sentence is only
said when the two plays differ in it by more than a small margin (a tenth of
two tenths of a pip a turn for deficits, two of 36 rolls for shots, a hundredth of a roll
in a bear-off).  When nothing measured here tells the plays apart, the
explanation says so plainly instead of inventing a reason: the evaluator
then sees the difference in the position as a whole.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Optional

from .analysis import deficit, fences, per_number
from .dice import ALL_ROLLS
from .play import Play
from .position import CHECKERS, OFF, OPP_BAR, Position
from .rules import Rules, variant

__all__ = ["PlayFacts", "Explanation", "facts", "explain", "describe", "shots", "blots",
           "DEFICIT_MARGIN", "SHOT_MARGIN", "ROLLS_MARGIN", "MAX_REASONS"]

DEFICIT_MARGIN = 0.2
"""Pips a turn: smaller differences of a deficit are not worth a sentence."""
SHOT_MARGIN = 2
"""Rolls of 36: smaller differences in the shots left are not mentioned."""
ROLLS_MARGIN = 0.01
"""Expected rolls: smaller bear-off differences are not mentioned."""
MAX_REASONS = 3
"""Sentences an explanation gives at most: the weightiest."""

_NUMBER_WORDS = ("no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten")


def _count(n: int, word: str, plural: Optional[str] = None) -> str:
    """"one checker", "two checkers"."""
    w = word if n == 1 else (plural or word + "s")
    return f"{_NUMBER_WORDS[n] if 0 <= n < len(_NUMBER_WORDS) else n} {w}"


def _points_text(points) -> str:
    """"the 5-point", "the 5- and 7-points", "the 4-, 5- and 7-points"."""
    pts = sorted(points)
    if len(pts) == 1:
        return f"the {pts[0]}-point"
    head = ", ".join(f"{p}-" for p in pts[:-1])
    return f"the {head} and {pts[-1]}-points"


def _numbers_text(numbers) -> str:
    """"1s", "1s and 3s", "1s, 3s and 5s"."""
    ns = [f"{n}s" for n in sorted(numbers)]
    return ns[0] if len(ns) == 1 else ", ".join(ns[:-1]) + " and " + ns[-1]


@dataclass(frozen=True)
class PlayFacts:
    """What the engine measures in the position a play leaves (from the
    side that played it; the opponent is to roll)."""

    play: Play
    head: Optional[int]
    """Checkers still on the player's head (long nardy and its variants);
    ``None`` in games without a head."""
    held: tuple
    """The player's points closed to the opponent, in its own numbering."""
    opponent_deficit: Optional[float]
    """The opponent's movement deficit on its coming turn, in pips (long-nardy
    family: where blocking is the whole game; ``None`` in backgammon)."""
    fence: tuple
    """The player's longest fence (a run of at least three closed points
    with opponent checkers still behind it), its points highest first; ``()``
    when there is none."""
    behind: int
    """Opponent checkers still to pass that fence."""
    pips: tuple
    """``(player, opponent)`` pip counts."""
    hits: int
    """Opponent checkers the play sent to the bar (backgammon)."""
    blots: tuple
    """The player's single checkers the opponent could hit, its points
    (backgammon; ``()`` elsewhere)."""
    shots: Optional[int]
    """Of the opponent's 36 throws, how many hit at least one of them
    (``None`` where nothing can be hit)."""
    bearoff_rolls: Optional[float]
    """Expected rolls to bear off the rest, exact from the bear-off
    table, when every checker of the player is home and there is no
    contact; ``None`` otherwise."""
    off: int
    """Checkers the player has borne off."""


def _rules(rules) -> Rules:
    return variant(rules)


def blots(rules, pos: Position) -> tuple:
    """The mover's single checkers in ``pos`` that an opponent checker could
    still reach (backgammon only: no other game here hits), highest first."""
    rules = _rules(rules)
    if not rules.has_bar:
        return ()
    b = pos._b
    # In backgammon the opponent travels the mover's 1 -> 24 (from its bar,
    # the mover's 0): a blot on p is reachable from any opponent checker below it.
    lowest = 0 if b[OPP_BAR] else min((q for q in range(1, 25) if b[q] < 0), default=25)
    return tuple(p for p in range(24, 0, -1) if b[p] == 1 and p > lowest)


def shots(rules, pos: Position) -> Optional[int]:
    """Of the opponent's 36 throws after the mover's play led to ``pos``
    (the mover has played, the opponent is to roll), how many let it hit
    at least one checker, by its legal plays; ``None`` in games without
    hitting."""
    rules = _rules(rules)
    if not rules.has_bar:
        return None
    if not blots(rules, pos):
        return 0
    theirs = rules.swap(pos)
    n = 0
    for roll in ALL_ROLLS:
        if any(p.hits for p in rules.legal_plays(theirs, roll)):
            n += 1 if roll[0] == roll[1] else 2
    return n


def _bearoff_rolls(rules, pos: Position) -> Optional[float]:
    """Expected rolls to bear off, if the mover is bearing off in a race
    (no contact, every checker home) of a game that bears off by rule 8."""
    if pos._b[OFF] == CHECKERS:
        return 0.0
    if rules.name not in ("long", "backgammon", "nardgammon"):
        return None                        # variants that bear off otherwise (Gul: exact numbers only)
    if not (rules.all_home(pos) and rules.is_race(pos)):
        return None
    from .bearoff import BearoffDB
    return BearoffDB.load().expected_rolls(pos)


def facts(rules, pos: Position, play: Play) -> PlayFacts:
    """Measure the position ``play`` (a legal play in ``pos``) leaves."""
    rules = _rules(rules)
    res = play.result
    b = res._b
    held = tuple(p for p in range(24, 0, -1) if b[p] > 0 and rules.closed(-b[p]))
    fs = [f for f in fences(rules, res, "mover") if f.behind]
    fence = max(fs, key=lambda f: (f.length, sum(n for _, n in f.behind)), default=None)
    long_family = rules.geometry == "long"
    return PlayFacts(
        play=play,
        head=(b[24] if b[24] > 0 else 0) if rules.has_head_rule else None,
        held=held,
        opponent_deficit=deficit(rules, res, "opponent").expected_lost if long_family else None,
        fence=fence.points if fence else (),
        behind=sum(n for _, n in fence.behind) if fence else 0,
        pips=tuple(rules.pips(res)),
        hits=play.hits,
        blots=blots(rules, res),
        shots=shots(rules, res),
        bearoff_rolls=_bearoff_rolls(rules, res),
        off=b[OFF],
    )


@dataclass(frozen=True)
class Explanation:
    """Why ``best`` is better than ``play`` (the same roll in the same
    position), as sentences; :attr:`text` joins them."""

    play: PlayFacts
    best: PlayFacts
    opponent_deficit_before: Optional[float]
    """The opponent's deficit before either play (long-nardy family)."""
    reasons: tuple
    """One sentence per difference found, the weightiest first."""

    @property
    def found(self) -> bool:
        """Whether anything measured here tells the plays apart."""
        return bool(self.reasons)

    @property
    def text(self) -> str:
        if not self.reasons:
            return (f"The best play and {self.play.play} differ in nothing the tutor counts "
                    f"(head, points, deficit, fences, pips, blots, bear-off): the evaluator sees the "
                    f"difference in the position as a whole.")
        return " ".join(self.reasons)


def _fence_name(rules, length: int) -> str:
    if length >= 6:
        return "a six-point block" if rules.geometry == "long" else f"a {length}-point prime"
    return f"a {length}-point fence"


def explain(rules, pos: Position, play: Play, best: Play, *, opponent: str = "the opponent",
            you: str = "your", name_best: Optional[str] = None) -> Explanation:
    """Compare the learner's ``play`` with the ``best`` one (both legal plays
    of one roll in ``pos``): what the best play does that the other does
    not, at most :data:`MAX_REASONS` sentences, the weightiest first (the
    exact bear-off, hits and shots, the head, points given up, the
    opponent's deficit, fences, pips).  ``opponent`` names the other side
    in the sentences ("Black"); ``you`` is the possessive for the learner's
    play ("your", or "White's"); ``name_best`` calls the best play by a name
    instead of its notation ("the best play": an exercise that must not
    give its answer away).

    >>> import nardy
    >>> rules = nardy.variant("long")
    >>> pos = rules.start()
    >>> ps = {str(p): p for p in rules.legal_plays(pos, (6, 5))}
    >>> explain(rules, pos, ps["24/13"], ps["24/13"]).reasons
    ()
    """
    rules = _rules(rules)
    mine, good = facts(rules, pos, play), facts(rules, pos, best)
    long_family = rules.geometry == "long"
    before = deficit(rules, pos, "opponent").expected_lost if long_family else None
    reasons = []
    bp, yp = name_best or str(best), f"{you} {play}"

    def say(text):
        # Sentences open with a play ("24/13", "bar/23": notation, never
        # capitalised) or with words, which are.
        worded = text.startswith(you + " ") or (name_best is not None and text.startswith(name_best))
        reasons.append(text[0].upper() + text[1:] if worded else text)

    # 1. The bear-off: exact, so the clearest of all.
    if mine.bearoff_rolls is not None and good.bearoff_rolls is not None \
            and mine.bearoff_rolls - good.bearoff_rolls > ROLLS_MARGIN:
        say(f"{bp} leaves {good.bearoff_rolls:.2f} rolls to bear off on average, "
            f"{yp} {mine.bearoff_rolls:.2f} (exact, from the bear-off table).")
    elif good.off > mine.off:
        say(f"{bp} bears off {_count(good.off - mine.off, 'more checker')}.")

    # 2. Backgammon: hits, and the shots left.
    if good.hits > mine.hits:
        say(f"{bp} hits {'a checker' if good.hits == 1 else _count(good.hits, 'checker')}"
            f"{', ' + yp + ' only ' + _NUMBER_WORDS[mine.hits] if mine.hits else ''}: "
            f"{'it goes' if good.hits == 1 else 'they go'} to the bar and must enter before {opponent} "
            f"moves anything else.")
    if mine.shots is not None and good.shots is not None and mine.shots - good.shots >= SHOT_MARGIN:
        safer = "leaves no shot" if good.shots == 0 else f"leaves only {good.shots}"
        where = f"a blot on {_points_text(mine.blots)}" if len(mine.blots) == 1 else \
            f"blots on {_points_text(mine.blots)}"
        say(f"{yp} leaves {where}: {opponent} hits with {mine.shots} of 36 rolls; {bp} {safer}.")

    # 3. Long nardy: the head.
    if good.head is not None and mine.head is not None and good.head < mine.head:
        n = mine.head - good.head
        say(f"{bp} takes {'one more checker' if n == 1 else _count(n, 'more checker')} off the head "
            f"({good.head} left, not {mine.head}).")

    # 4. Points given up (and the numbers that opens to the opponent).
    b0 = pos._b
    start_held = {p for p in range(1, 25) if b0[p] > 0 and rules.closed(-b0[p])}
    opened = sorted(p for p in start_held if p not in mine.held and p in good.held)
    if opened and rules.has_bar:
        # Backgammon: a point of two broken (its blot is counted with the shots).
        say(f"{yp} breaks {_points_text(opened)}; {bp} keeps {'it' if len(opened) == 1 else 'them'}.")
    elif opened:
        # Long nardy: one checker closes a point, so a point given up is a
        # landing place given back, and the numbers that need it.
        theirs = per_number(rules, play.result, "opponent").counts
        kept = per_number(rules, best.result, "opponent").counts
        freed = [d for d in range(1, 7) if theirs[d - 1] > kept[d - 1]]
        to = f" to {opponent}'s {_numbers_text(freed)}" if freed else ""
        say(f"{yp} opens {_points_text(opened)}{to}; {bp} keeps {'it' if len(opened) == 1 else 'them'}.")

    # 5. The opponent's deficit (long-nardy family).
    if (before is not None and good.opponent_deficit is not None and mine.opponent_deficit is not None
            and good.opponent_deficit - mine.opponent_deficit > DEFICIT_MARGIN):
        d = mine.opponent_deficit
        what = (f"falls from {before:.1f} to {d:.1f}" if d < before - 0.05 else
                f"rises only from {before:.1f} to {d:.1f}" if d > before + 0.05 else f"stays at {d:.1f}")
        say(f"After {yp}, {opponent}'s movement deficit {what} pips a turn; after {bp} it is "
            f"{good.opponent_deficit:.1f}.")

    # 6. Fences and blocks, and points made.
    if len(good.fence) > len(mine.fence) and len(good.fence) >= 3:
        say(f"{bp} builds {_fence_name(rules, len(good.fence))} ({'-'.join(str(p) for p in good.fence)}) "
            f"in front of {good.behind} of {opponent}'s checkers.")
    made = sorted(p for p in good.held if p not in mine.held and p not in start_held)
    if made and (mine.shots is None or good.shots is not None and good.shots <= mine.shots):
        say(f"{bp} makes {_points_text(made)}.")

    # 7. Pips actually played (a roll partly wasted).
    if good.pips[0] < mine.pips[0]:
        say(f"{bp} moves {mine.pips[0] - good.pips[0]} pips more: {yp} wastes part of the roll.")

    return Explanation(mine, good, before, tuple(reasons[:MAX_REASONS]))


def describe(rules, pos: Position, play: Play, *, opponent: str = "the opponent") -> str:
    """One sentence about a single play (for a hint): what it leaves."""
    rules = _rules(rules)
    f = facts(rules, pos, play)
    parts = []
    if f.bearoff_rolls is not None:
        parts.append(f"{f.bearoff_rolls:.2f} rolls left to bear off")
    if f.head is not None:
        parts.append(f"{_count(f.head, 'checker')} on the head")
    if f.hits:
        parts.append(f"hits {_count(f.hits, 'checker')}")
    if f.shots is not None:
        parts.append("no shot for " + opponent if not f.shots else f"{opponent} hits with {f.shots} of 36")
    if f.opponent_deficit is not None:
        parts.append(f"{opponent}'s deficit {f.opponent_deficit:.1f} pips a turn")
    if len(f.fence) >= 3:
        parts.append(_fence_name(rules, len(f.fence)))
    return f"{play}: " + "; ".join(parts) + "." if parts else f"{play}."
