"""How fast is the tutor, and how large a loss can it honestly call a mistake?

Run from the checkout::

    nice .venv/bin/python benchmarks/bench_tutor.py              # about a minute
    nice .venv/bin/python benchmarks/bench_tutor.py --positions 40 --games 2   # a quick look
    nice .venv/bin/python benchmarks/bench_tutor.py --positions 0 --games 0 --rollouts 100  # about an hour
    nice .venv/bin/python benchmarks/bench_tutor.py --positions 0 --games 0 --rollout-plays 100 --variant backgammon

Four questions, for long nardy and backgammon (the last two on request):

* **Think time.**  Ranking every legal play of a roll (``Tutor.rank``: one
  evaluation per play) and reviewing a whole game (``Tutor.review``), wall
  clock.  The board ranks on every *Hint* and after every turn of the
  learner's; the evaluator's goal for ranking is a median of 10 ms.
* **The evaluator's own error between plays** (what ``nardy.tutor.NOISE``
  must cover).  For seeded positions of games between the simple bot and
  itself, the loss of each of the best four plays against the best, once
  as the tutor measures it (the evaluator after the play) and once looking
  one roll further (the opponent's 21 rolls, its best reply by the
  evaluator, the position valued after it).  A loss the two disagree on by
  more than it is large is one the evaluator cannot call; the table shows
  the disagreement's median and upper quantiles.  ``NOISE`` is set near the
  median: smaller losses are called "good", not mistakes.
* **The evaluator against rollouts** (``--rollouts K``).  For the first
  ``K`` of those positions, before the roll, the evaluator's equity against
  a rollout's (``nardy.rollout``, ``--rollout-games`` games of the expert
  against itself): the mean difference (the evaluator's bias, with its
  standard error), the root mean square difference, and the spread of the
  evaluator's own error, the differences' variance less the rollouts' own
  (their standard errors squared).
* **The tutor's losses against rollouts** (``--rollout-plays K``).  For
  the first ``K`` positions with their roll, the evaluator's two best plays
  rolled out on the same dice: the evaluator's loss of the second against
  the rollout's, measured the same way.

Nothing here is asserted; the figures and the date they were measured go to
``benchmarks/README.md``.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

import nardy
from nardy.dice import ALL_ROLLS
from nardy.rollout import rollout, rollout_plays
from nardy.strategy import make_bot
from nardy.tutor import NOISE, Tutor


def positions(variant: str, n: int, seed: int):
    """``n`` (position, roll) pairs with at least three legal plays, from
    seeded games of the simple bot against itself."""
    rng = random.Random(seed)
    out = []
    game_seed = seed
    while len(out) < n:
        g = nardy.Game(variant, seed=game_seed)
        bot = make_bot("simple", seed=game_seed)
        game_seed += 1
        g.opening_roll()
        while not g.over and len(out) < n:
            if g.dice is None:
                g.roll()
            plays = g.legal_plays()
            if len(plays) >= 3 and rng.random() < 0.25:
                out.append((g.position, g.dice))
            g.play_bot(bot) if plays else g.commit()
    return out


def lookahead_equity(tutor: Tutor, result):
    """The equity of the player who made the play leading to ``result``,
    one roll further: the opponent's best reply (by the evaluator) to each
    of its 21 rolls, averaged over the 36 throws."""
    rules, ev = tutor.rules, tutor.evaluator
    if rules.is_over(result):
        return ev.after(result).equity
    theirs = rules.swap(result)
    total = 0.0
    for roll in ALL_ROLLS:
        w = 1 if roll[0] == roll[1] else 2
        ranked = ev.rank(theirs, roll)
        total += w * (-ranked[0].equity if ranked else -ev.after(theirs).equity)
    return total / 36


def quantile(xs, q):
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(q * len(xs)))]


def against_rollouts(variant: str, k: int, games: int, seed: int) -> None:
    """The evaluator's equity before the roll against a rollout's, over ``k``
    positions."""
    tutor = Tutor(variant)
    diffs, var_ro = [], []
    t0 = time.perf_counter()
    for pos, _ in positions(variant, k, seed):
        r = rollout(tutor.evaluator, pos, games=games, seed=seed)
        diffs.append(tutor.evaluator.evaluate(pos).equity - r.equity)
        var_ro.append(r.se ** 2)
    n = len(diffs)
    mean = statistics.fmean(diffs)
    var = statistics.variance(diffs)
    rms = statistics.fmean(d * d for d in diffs) ** 0.5
    own = max(0.0, var - statistics.fmean(var_ro)) ** 0.5
    print(f"\n{variant}: evaluator minus rollout ({games} games each) over {n} positions, "
          f"{time.perf_counter() - t0:.0f} s: mean {mean:+.3f} ± {(var / n) ** 0.5:.3f}, "
          f"root mean square {rms:.3f}, the rollouts' own standard error {statistics.fmean(var_ro) ** 0.5:.3f} "
          f"(root mean square), the evaluator's own error about {own:.3f}")


def losses_against_rollouts(variant: str, k: int, games: int, seed: int) -> None:
    """The evaluator's loss of its second-best play against a rollout's of
    the two best (the same dice for both), over ``k`` positions: what the
    tutor's verdicts stand on."""
    tutor = Tutor(variant)
    diffs, var_ro, reversed_ = [], [], 0
    t0 = time.perf_counter()
    for pos, roll in positions(variant, k, seed):
        ranked = tutor.evaluator.rank(pos, roll)
        two = [r.play for r in ranked[:2]]
        out = rollout_plays(tutor.evaluator, pos, roll, two, games=games, seed=seed)
        by = {r.play.result: r for r in out}
        first, second = by[two[0].result], by[two[1].result]
        ro_loss = first.equity - second.equity
        se = (first.loss_se or second.loss_se)
        diffs.append((ranked[0].equity - ranked[1].equity) - ro_loss)
        var_ro.append(se ** 2)
        reversed_ += ro_loss < -2 * se
    n = len(diffs)
    var = statistics.variance(diffs)
    own = max(0.0, var - statistics.fmean(var_ro)) ** 0.5
    print(f"\n{variant}: the loss of the second-best play, evaluator minus rollout ({games} games each, "
          f"the same dice) over {n} positions, {time.perf_counter() - t0:.0f} s: mean "
          f"{statistics.fmean(diffs):+.3f} ± {(var / n) ** 0.5:.3f}, the rollouts' own standard error "
          f"{statistics.fmean(var_ro) ** 0.5:.3f} (root mean square), the evaluator's own error about {own:.3f}; "
          f"the rollout put the second play ahead by more than two standard errors in {reversed_}")


def run(variant: str, n: int, games: int, seed: int) -> None:
    tutor = Tutor(variant)
    pairs = positions(variant, n, seed)
    if not pairs:
        return
    times, gaps, losses = [], [], []
    for pos, roll in pairs:
        t0 = time.perf_counter()
        ranked = tutor.rank(pos, roll)
        times.append(time.perf_counter() - t0)
        top = ranked[:4]
        deeper = [lookahead_equity(tutor, c.play.result) for c in top]
        for c, d in zip(top[1:], deeper[1:]):
            gaps.append(abs(c.loss - (deeper[0] - d)))
            losses.append(c.loss)
    review_times, turns = [], 0
    for i in range(games):
        g = nardy.Game(variant, seed=seed + 1000 + i)
        bots = (make_bot("expert", seed=i), make_bot("simple", seed=i))
        g.opening_roll()
        while not g.over:
            if g.dice is None:
                g.roll()
            g.play_bot(bots[g.to_move]) if g.legal_plays() else g.commit()
        t0 = time.perf_counter()
        tutor.review(g)
        review_times.append(time.perf_counter() - t0)
        turns += len(g.turns)
    ms = [1000 * t for t in times]
    print(f"\n{variant}: {len(pairs)} positions, {tutor.evaluator!r}")
    print(f"  rank every play: median {statistics.median(ms):.1f} ms, 99th percentile {quantile(ms, 0.99):.1f} ms, "
          f"slowest {max(ms):.1f} ms")
    if review_times:
        print(f"  review a whole game: {statistics.mean(review_times):.2f} s on average "
              f"({turns / len(review_times):.0f} turns)")
    print(f"  loss, 1-ply against one roll deeper, over {len(gaps)} plays: disagreement median "
          f"{statistics.median(gaps):.3f}, 75% {quantile(gaps, 0.75):.3f}, 90% {quantile(gaps, 0.9):.3f} "
          f"(losses themselves: median {statistics.median(losses):.3f}); NOISE = {NOISE}")


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--positions", type=int, default=150, help="positions per game (default 150)")
    ap.add_argument("--games", type=int, default=5, help="whole games reviewed per game (default 5)")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--rollouts", type=int, default=0,
                    help="positions per game to roll out against the evaluator (default 0: none)")
    ap.add_argument("--rollout-games", type=int, default=36, help="games per rollout (default 36)")
    ap.add_argument("--rollout-plays", type=int, default=0,
                    help="positions per game whose two best plays to roll out against the evaluator's loss "
                         "(default 0: none)")
    ap.add_argument("--variant", action="append", choices=("long", "backgammon"))
    a = ap.parse_args(argv)
    print(f"nardy {nardy.__version__}, {time.strftime('%Y-%m-%d %H:%M UTC', time.gmtime())}")
    for v in a.variant or ("long", "backgammon"):
        run(v, a.positions, a.games, a.seed)
        if a.rollouts:
            against_rollouts(v, a.rollouts, a.rollout_games, a.seed)
        if a.rollout_plays:
            losses_against_rollouts(v, a.rollout_plays, a.rollout_games, a.seed)


if __name__ == "__main__":
    main()
