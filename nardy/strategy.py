"""A stronger computer opponent for long nardy: :func:`strong_bot`.

The simple bot (:func:`nardy.bots.simple_bot`) scores each play by what it
sees on the board.  The strong bot plays by what the issue and the seeds
call the heart of long nardy -- the movement deficit and fences -- and
looks one roll ahead:

>>> import nardy
>>> from nardy.strategy import strong_bot
>>> g = nardy.Game("long", seed=1)
>>> g.roll((6, 5))
(6, 5)
>>> g.play_bot(strong_bot(seed=1))
<Play 24/13>

**How it chooses a play (long nardy).**

1. *Race or contact.*  Once no contact is left (:func:`is_race`), each
   side only has to bring its checkers home and bear them off, and the
   other side's play no longer matters.  With every checker home the bot
   plays the exact bear-off database's best play
   (:class:`nardy.bearoff.BearoffDB`: fewest expected rolls left); before
   that, the play with the best race equity (point 4).
2. *Static score* (:func:`evaluate`) of every legal play's result, in
   pips: for each side its pip count (the bear-off table's effective pip
   count once all its checkers are home) plus its handicaps -- its
   checkers still on the head, tall stacks, and its movement deficit as
   seen on the board (for each number, whether a single step can be
   played; for each double, how many steps) -- minus what its points cost
   the other side: points held in front of the other side's checkers and
   fences (runs of such points, longer ones worth more).  The score is
   the opponent's total minus the mover's (:data:`WEIGHTS` has the
   weights).
3. *One roll ahead.*  The best ``width`` plays by that score are looked at
   again: for each of the opponent's 21 rolls, its best reply by the same
   score (when a roll has very many replies, the best
   :data:`REPLY_SHORTLIST` by a quick count), and the score after it;
   the play with the best average over the 36 throws is played.  The
   opponent's exact movement deficit on its next turn is in that average:
   a throw it cannot play leaves it behind in the pips.
4. *The race and the mars.*  In a race, positions are valued in points:
   the chance of winning from the effective pip counts (a normal
   approximation, the spread of the dice growing with the pips still to
   go) and the chances of a mars either way (2 points: the loser has not
   borne off a single checker).  So a bot far behind runs for its first
   checker off, and one far ahead for the mars.

Backgammon and the other variants: the simple bot's heuristics
(:func:`nardy.bots.score_play`), plus the exact bear-off in backgammon
races; no lookahead.

Strength and speed (``benchmarks/bench_bots.py``, 400 seeded games, seats
alternating): against the simple bot it wins 59.5% (95% CI 54.6-64.2%),
+0.24 points a game; against the random bot all of 100.  A decision takes
0.03 s on average on one core of a 2-core machine (99% under 0.09 s, the
slowest 0.14 s); ``lookahead=False`` is about ten times faster and only
about as strong as the simple bot.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Callable, Optional

from .bots import random_bot, score_play, simple_bot
from .dice import ALL_ROLLS, make_rng
from .play import Play
from .position import CHECKERS, OFF, OPP_OFF
from .rules.base import all_home
from .rules.backgammon import is_race as _bg_no_contact
from .rules.long import OPP_POINT, is_race, swap_board

__all__ = ["strong_bot", "evaluate", "equity", "effective_pips", "is_race", "rank_plays", "Ranked", "make_bot", "LEVELS",
           "WEIGHTS", "PIPS_PER_ROLL"]

PIPS_PER_ROLL = 49 / 6
"""Average pips of a roll, doubles counting four times (8.1667)."""

# -- geometry: long nardy's, from its one home (nardy.rules.long) ---------------------
_OPP = OPP_POINT          # the opponent's own number for the mover's p, and back
_MOVER_OF = OPP_POINT
_swap = swap_board
_WEIGHTS36 = tuple(1 if a == b else 2 for a, b in ALL_ROLLS)


# -- the bear-off table ------------------------------------------------------------
_DB = None


def _db():
    """The full bear-off table (built once, ~3 s, then read from the cache)."""
    global _DB
    if _DB is None:
        from .bearoff import BearoffDB
        _DB = BearoffDB.load()
    return _DB


def _home(b: tuple) -> tuple:
    return (max(b[1], 0), max(b[2], 0), max(b[3], 0), max(b[4], 0), max(b[5], 0), max(b[6], 0))


OUTSIDE = 2.0
"""Pips added to the effective pip count per checker outside home: it must
come in before anything is borne off, which costs part of a roll."""


def _epc(b: tuple) -> float:
    """Effective pip count of the positive side: checkers outside home count
    as if on the 6-point plus the pips to get there (and :data:`OUTSIDE`
    each); the home part, and those, are valued by the exact bear-off
    table."""
    home = [max(b[1], 0), max(b[2], 0), max(b[3], 0), max(b[4], 0), max(b[5], 0), max(b[6], 0)]
    extra = 0
    for p in range(7, 25):
        v = b[p]
        if v > 0:
            home[5] += v
            extra += (p - 6 + OUTSIDE) * v
    return _db().epc(home) + extra


def effective_pips(position) -> tuple:
    """``(mover, opponent)`` effective pip counts of a long-nardy position:
    the exact bear-off table's (expected rolls x 8.17) for a side with every
    checker home; otherwise the table's value with the checkers outside
    home counted on the 6-point, plus the pips they need to get there and
    :data:`OUTSIDE` each.  What a race is decided by: pips plus the pips
    the dice will waste.

    >>> import nardy
    >>> effective_pips(nardy.variant("long").start())[0] > 360
    True
    """
    b = position._b
    return (_epc(b), _epc(_swap(b)))


# -- the static evaluation ---------------------------------------------------------------
WEIGHTS = {
    "held": 14.0,      # a point held with opponent checkers still to pass it
    "held_idle": 3.2,  # a point held with none behind it
    "fence": 2.0,      # per point of a run, times its place in the run (1+2+..+L)
    "head": 5.0,       # a checker still on the head
    "stack": 3.2,      # each checker beyond the third on a point (head and home aside)
    "deficit": 2.0,    # the side's estimated pips lost next turn
    "home": 1.2,       # a checker in the home
}
"""The evaluation's weights, in pips.  A point held in front of opponent
checkers is worth about 14 pips: it takes numbers from every checker
behind it for as long as it stands."""


def _side(b: tuple, W=WEIGHTS) -> float:
    """The handicap, in pips, of the side whose checkers are positive in
    ``b`` (``b`` is that side's own view: it travels 24 -> 1, the other
    side's checkers are negative), minus what its points cost the other
    side."""
    highest = 0
    for p in range(24, 0, -1):
        if b[p] > 0:
            highest = p
            break
    if not highest:
        return 0.0
    all_home = highest <= 6
    pips = stack = home = 0
    count = [0] * 26          # the other side's checkers by *its* own point number
    opp = _OPP
    for p in range(1, 25):
        v = b[p]
        if v > 0:
            pips += p * v
            if p <= 6:
                home += v
            elif v > 3 and p < 24:
                stack += v - 3
        elif v < 0:
            count[opp[p]] -= v
    # Points held: worth most when the other side still has checkers to
    # bring past them.  behind[o] = the other side's checkers before its point o.
    behind = [0] * 26
    acc = 0
    opp_max = 0
    for o in range(24, 0, -1):
        behind[o] = acc
        c = count[o]
        if c:
            acc += c
            if not opp_max:
                opp_max = o
    held = idle = 0
    for p in range(1, 25):
        if b[p] > 0:
            if behind[opp[p]]:
                held += 1
            else:
                idle += 1
    # Fences: runs of held points along the other side's path, in front of
    # its rearmost checker.
    fence = 0
    run = 0
    mover_of = _MOVER_OF
    for q in range(opp_max - 1, 0, -1):
        if b[mover_of[q]] > 0:
            run += 1
            fence += run
        else:
            run = 0
    # The deficit, estimated: for each number, can a single step be played;
    # for a double, how many steps in a row (four needed).
    can = [False] * 7
    cap = [0] * 7
    for p in range(highest, 0, -1):
        v = b[p]
        if v <= 0:
            continue
        n = 1 if p == 24 else (v if v < 4 else 4)
        for d in range(1, 7):
            t = p - d
            if t >= 1:
                if b[t] < 0:
                    continue
                can[d] = True
                k = 1
                t -= d
                while k < 4 and t >= 1 and b[t] >= 0:
                    k += 1
                    t -= d
                if k < 4 and t < 1 and all_home:
                    k += 1
                cap[d] += n * k
            elif all_home and (t == 0 or p == highest):
                can[d] = True
                cap[d] += n
    lost = 0
    for d in range(1, 7):
        if cap[d] < 4:
            lost += (4 - cap[d]) * d          # the double d-d (1 throw of 36)
        if not can[d]:
            lost += 2 * d * 5                 # d in the 10 other throws with d, 2 ways each
    head = b[24] if b[24] > 0 else 0
    eff = _db().epc(_home(b)) if all_home else pips
    return (eff + W["deficit"] * lost / 36.0 + W["head"] * head + W["stack"] * stack - W["home"] * home
            - W["held"] * held - W["held_idle"] * idle - W["fence"] * fence)


def _score(b: tuple) -> float:
    """The mover's lead in pips (the other side's handicap minus its own),
    ``b`` the raw board of a long-nardy position from the mover's side."""
    s = _swap(b)
    if is_race(b):
        return _epc(s) - _epc(b)
    return _side(s) - _side(b)


def evaluate(position) -> float:
    """The static evaluation of a long-nardy ``position`` for its mover, in
    pips: positive when the mover is ahead.  In a race, the difference of
    the effective pip counts; with contact, of the handicaps described in
    the module docstring.

    >>> import nardy
    >>> evaluate(nardy.variant("long").start())
    0.0
    """
    return _score(position._b)


# -- equity -----------------------------------------------------------------------------
_SQRT2 = math.sqrt(2.0)


def _phi(x: float) -> float:
    return 0.5 * (1.0 + math.erf(x / _SQRT2))


def _bring_in(b: tuple) -> int:
    """Pips the positive side needs to bring every checker home."""
    s = 0
    for p in range(7, 25):
        v = b[p]
        if v > 0:
            s += (p - 6) * v
    return s


def _mars_chance(first_off: float, other_finish: float) -> float:
    """P(a side bears off no checker before the other finishes), the
    side's first checker off in about ``first_off`` rolls (0: it has one
    off already) and the other's last in about ``other_finish`` rolls,
    the other to roll first."""
    if first_off <= 0:
        return 0.0
    var = 0.3 * first_off + 0.28 * other_finish + 0.2
    # marsed when other_finish <= first_off (in whole rolls: < first_off + 0.5)
    return _phi((first_off + 0.5 - other_finish) / math.sqrt(var))


def _equity(b: tuple) -> float:
    """The equity (points, -2..2) of the side that has just moved in ``b``
    (its mover), the other side to roll next."""
    s = _swap(b)
    race = is_race(b)
    if race:
        em, eo = _epc(b), _epc(s)
        lead = eo - em
    else:
        em = _pips(b)
        eo = _pips(s)
        lead = _side(s) - _side(b)
    if b[OFF] == CHECKERS:
        return 1.0 if b[OPP_OFF] else 2.0
    tm = max(em, 1.0) / PIPS_PER_ROLL
    to = max(eo, 1.0) / PIPS_PER_ROLL
    sd = math.sqrt(0.28 * (tm + to) + 0.25)
    # the other side rolls first: worth about half a roll to it
    p_win = _phi((lead / PIPS_PER_ROLL - 0.5) / sd)
    fm = 0.0 if b[OFF] else _bring_in(b) / PIPS_PER_ROLL + 1.0
    fo = 0.0 if b[OPP_OFF] else _bring_in(s) / PIPS_PER_ROLL + 1.0
    mars_me = _mars_chance(fm, to)
    mars_them = _mars_chance(fo, tm + 1.0)
    return 2.0 * p_win - 1.0 + mars_them - mars_me


def _pips(b: tuple) -> int:
    s = 0
    for p in range(1, 25):
        v = b[p]
        if v > 0:
            s += p * v
    return s


def equity(position) -> float:
    """The estimated equity, in points (-2..2), of the player who has just
    made the play that led to ``position`` -- its mover, with the other
    side to roll: the chance of winning minus losing, plus the chances of
    a mars won minus lost (module docstring, point 4)."""
    return _equity(position._b)


# -- choosing a play ---------------------------------------------------------------------
REPLY_BUDGET = 2400
"""How many of the opponent's replies the lookahead may score for one
decision (a deterministic cap on the work: a position full of doubles
with many plays looks at fewer candidates)."""


REPLY_SHORTLIST = 12
"""A roll with more replies than twice this: only this many, the best by
a quick count (:func:`_quick`), get the full static score."""


def _quick(b: tuple) -> int:
    """A quick rough score of a reply, for a shortlist: points held by its
    mover minus a twentieth of its pips... in whole numbers (points held
    count 20, a pip 1, a checker left on the head 6)."""
    held = 0
    pips = 0
    for p in range(1, 25):
        v = b[p]
        if v > 0:
            held += 1
            pips += p * v
    return 20 * held - pips - 6 * (b[24] if b[24] > 0 else 0)


def _reply_value(rules, b: tuple) -> tuple:
    """``(value, replies scored)``: the mover's score in ``b`` (it has
    just played) after the other side's best reply (by the same static
    score), averaged over the other side's 36 throws."""
    s = _swap(b)
    plays_boards = rules._plays_boards
    total = 0.0
    work = 0
    short = REPLY_SHORTLIST
    for roll, w in zip(ALL_ROLLS, _WEIGHTS36):
        found = plays_boards(s, roll)
        if not found:
            total -= w * _score(s)
            continue
        if len(found) > 2 * short:
            found = sorted(found, key=_quick, reverse=True)[:short]
        best = None
        for nb in found:
            v = _score(nb)
            if best is None or v > best:
                best = v
        work += len(found)
        assert best is not None                    # a reply always exists (even no move)
        total -= w * best
    return total / 36.0, work


@dataclass(frozen=True)
class Ranked:
    """One candidate play as the bot sees it."""

    play: Play
    score: float
    """The static score after the play (:func:`evaluate` of its result;
    in a race, the race value)."""
    lookahead: Optional[float] = None
    """The score after the opponent's best reply, averaged over its 36
    throws; ``None`` when the play was not looked at that deep."""

    @property
    def value(self) -> float:
        """What the bot ranks by: the lookahead value when there is one."""
        return self.score if self.lookahead is None else self.lookahead


def rank_plays(rules, plays, *, lookahead: bool = True, width: int = 5) -> list:
    """The bot's view of ``plays`` (legal plays of one long-nardy roll), a
    list of :class:`Ranked`, best first.  With contact every play gets its
    static score, and the ``width`` best (fewer when their opponent has
    very many replies: :data:`REPLY_BUDGET`) a lookahead value too; those
    come first, by that value, then the rest by score.  In a race the race
    value ranks them (fewest expected rolls, and the mars)."""
    if not plays:
        return []
    start = plays[0].start._b
    if is_race(start):
        out = [Ranked(p, _race_value(p.result._b)) for p in plays]
        out.sort(key=lambda r: -r.score)
        return out
    static = sorted((Ranked(p, _score(p.result._b)) for p in plays), key=lambda r: -r.score)
    if not lookahead or len(plays) == 1 or width <= 0:
        return static
    top: list = []
    work = 0
    for r in static[:width]:
        if len(top) >= 2 and work > REPLY_BUDGET:
            break
        v, w = _reply_value(rules, r.play.result._b)
        work += w
        top.append(Ranked(r.play, r.score, v))
    top.sort(key=lambda r: -r.lookahead)  # every one of them has its lookahead
    return top + static[len(top):]


def _race_value(b: tuple) -> float:
    """In a race: the equity (the effective pip counts decide it; exact
    ones for a side with every checker home), and between plays of equal
    equity, fewer expected rolls."""
    if b[OFF] == CHECKERS:
        return 3.0
    return _equity(b) - 0.001 * _epc(b) / PIPS_PER_ROLL


def strong_bot(seed=None, lookahead: bool = True, *, width: int = 5) -> Callable:
    """A long-nardy bot that plays by the movement deficit, fences, pips
    and the exact bear-off, looking one roll ahead (the module docstring
    says how).  ``seed`` breaks ties; ``lookahead=False`` plays by the
    static evaluation alone (about ten times faster); ``width``: how many
    of the best plays are looked at one roll ahead.

    Same protocol as :mod:`nardy.bots`: ``bot(game)`` returns one of
    ``game.legal_plays()`` (``None`` when there is none)."""
    rng = make_rng(seed)

    def bot(game):
        plays = game.legal_plays()
        if not plays:
            return None
        if len(plays) == 1:
            return plays[0]
        rules = game.rules
        if rules.name != "long":
            return _fallback(rules, plays, rng)
        start = plays[0].start._b
        if is_race(start) and all(all_home(p.result._b) for p in plays):
            return _db().best_of(plays)
        ranked = rank_plays(rules, plays, lookahead=lookahead, width=width)
        best = ranked[0]
        top = [r.play for r in ranked
               if (r.lookahead is None) == (best.lookahead is None) and r.value >= best.value - 1e-9]
        return top[0] if len(top) == 1 else rng.choice(top)

    bot.__name__ = bot.__qualname__ = "strong_bot"
    return bot


def _fallback(rules, plays, rng):
    """Backgammon and the variants: the simple bot's score; backgammon's
    pure bear-off by the exact table."""
    if rules.name == "backgammon" and _bg_race(plays[0].start._b):
        try:
            return _db().best_of(plays)
        except ValueError:
            pass
    scored = [(score_play(rules, p), i) for i, p in enumerate(plays)]
    best = max(s for s, _ in scored)
    top = [plays[i] for s, i in scored if s >= best - 1e-9]
    return top[0] if len(top) == 1 else rng.choice(top)


def _bg_race(b: tuple) -> bool:
    """Backgammon: no contact, and the mover's checkers all home."""
    return _bg_no_contact(b) and all_home(b)


# -- bot levels for the lessons ------------------------------------------------------------
LEVELS = ("random", "simple", "strong", "expert")
"""The computer's levels, weakest first (``make_bot``)."""


def make_bot(level: str = "strong", seed=None) -> Callable:
    """The bot of a level: ``"random"``, ``"simple"`` (:mod:`nardy.bots`),
    ``"strong"`` (:func:`strong_bot`) or ``"expert"`` (the trained
    evaluator's player, :func:`nardy.expert.expert_bot`).  For a lesson's
    game cell::

        level = "strong"      # or "simple"
        Board("long", bot=make_bot(level, seed=7))
    """
    if level == "expert":
        from .expert import expert_bot
        bot = expert_bot(seed)
    elif level == "strong":
        bot = strong_bot(seed)
    elif level == "simple":
        bot = simple_bot(seed)
    elif level == "random":
        bot = random_bot(seed)
    else:
        raise ValueError(f"unknown bot level {level!r}: one of {', '.join(LEVELS)}")
    bot.level = level  # type: ignore[attr-defined]  # a board names it and offers the other levels
    return bot
