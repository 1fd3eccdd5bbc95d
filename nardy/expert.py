"""The expert computer player: the trained evaluator's choice.

``expert_bot(seed)`` plays, of every legal play, the one after which the
evaluator (:mod:`nardy.evaluator`) gives its side the best cubeless equity.
Each candidate's result is evaluated from the opponent's side, before its
roll, and turned round (one ply).  With ``plies=2`` the few best, when
they are close, are looked at one roll further: the opponent's best reply
to each of its 21 rolls, averaged over the 36 throws (within a work
budget).  In a pure bear-off race the evaluator's
winning chances are the bear-off database's exact ones.  Where no network
covers the rule set (the variants other than Nardgammon) it plays as the
strong bot does (:func:`nardy.strategy.strong_bot`), so a board can offer
the level everywhere.

>>> import nardy
>>> g = nardy.Game("long", seed=1)
>>> g.roll((6, 5))
(6, 5)
>>> g.play_bot(expert_bot(seed=1))
<Play 24/13>

Strength and think time are measured in ``benchmarks/bench_expert.py``
(figures in the README).
"""

from __future__ import annotations

from typing import Callable

from .dice import make_rng
from .evaluator import evaluator_for

__all__ = ["expert_bot"]

TIE = 1e-9
"""Plays whose equities differ by less than this are a tie, broken by the
bot's own seeded generator."""


def expert_bot(seed=None, evaluator=None, *, plies: int = 1) -> Callable:
    """A bot (``bot(game) -> Play``, the protocol of :mod:`nardy.bots`)
    that plays the evaluator's best play; ``seed`` breaks ties.
    ``evaluator``: another :class:`nardy.evaluator.Evaluator` than the
    shipped one for the game's rules (other weights, for a benchmark).
    ``plies``: 1 (the default) plays the one-ply choice; 2 looks one roll
    further for the few best plays when they are close
    (:meth:`nardy.evaluator.Evaluator.rank`), about forty times slower
    (a median of 44-47 ms a decision in long nardy, the 99th percentile
    past 300).  It is not measurably stronger: with the 128-unit long-nardy
    network of 130,000 games, 400 seeded games against the strong bot won 73.5% and +0.823
    points a game at two plies, 74.2% and +0.823 at one (the same dice);
    the networks before were no stronger at two plies either
    (``benchmarks/expert-history.md``).  One ply stays the default."""
    rng = make_rng(seed)
    fallback = None

    def bot(game):
        nonlocal fallback
        plays = game.legal_plays()
        if not plays:
            return None
        if len(plays) == 1:
            return plays[0]
        ev = evaluator if evaluator is not None else evaluator_for(game.rules)
        if ev is None:
            if fallback is None:
                from .strategy import strong_bot
                fallback = strong_bot(rng.randrange(2 ** 32))
            return fallback(game)
        ranked = ev.rank_plays(plays, plies=plies)
        best = ranked[0].equity
        top = [r.play for r in ranked if r.equity >= best - TIE]
        return top[0] if len(top) == 1 else rng.choice(top)

    bot.__name__ = bot.__qualname__ = "expert_bot"
    return bot
