"""Legal-play generation in every variant of long nardy, side by side with
classic long nardy, on the same positions.

Run from the checkout::

    .venv/bin/python benchmarks/bench_variants.py [--passes 5] [--limit N] [--clock cpu|wall]

Reads the fixed long-nardy corpus ``benchmarks/data/corpus-long.json`` (see
``benchmarks/corpus.py``: 2,500 (position, roll) pairs from random games)
and, for each rule set, times ONE call of ``rules.legal_plays(pos, roll)``
per pair and pass, each on a fresh rules object (built before the pass), the
garbage collector off, with the process's CPU clock.  Passes are interleaved
across the rule sets and the fastest is shown.  Every rule set gets the same
positions: a variant's rules apply to them as they stand (whether a game of
that variant could reach them does not matter to the generator).

The goal (issue 12): every variant within 1.5x of classic long nardy.  The
exit status is 1 when one is not.
"""

from __future__ import annotations

import argparse
import gc
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
for p in (str(ROOT), str(HERE)):
    if p not in sys.path:
        sys.path.insert(0, p)

import nardy  # noqa: E402
from corpus import load  # noqa: E402

VARIANTS = ("long", "nardgammon", "gul", "gulbar", "mad-gulbar", "khachapuri", "fevga", "fevga-giul")
GOAL = 1.5


def time_pass(name, corpus, clock) -> float:
    """Seconds for one call per pair, each on a fresh rules object."""
    calls = [(nardy.variant(name).legal_plays, pos, roll) for pos, roll in corpus]
    gc.disable()
    try:
        t0 = clock()
        for legal, pos, roll in calls:
            legal(pos, roll)
        return clock() - t0
    finally:
        gc.enable()


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--passes", type=int, default=5)
    ap.add_argument("--limit", type=int, default=None)
    ap.add_argument("--clock", choices=("cpu", "wall"), default="cpu")
    args = ap.parse_args(argv)
    clock = time.process_time if args.clock == "cpu" else time.perf_counter
    corpus = load("long")[: args.limit]
    for name in VARIANTS:                       # warm up, untimed
        time_pass(name, corpus[:200], clock)
    best = {name: float("inf") for name in VARIANTS}
    for _ in range(args.passes):
        for name in VARIANTS:
            best[name] = min(best[name], time_pass(name, corpus, clock))
    base = best["long"]
    n = len(corpus)
    print(f"legal plays, {n:,} long-nardy positions from random games, fastest of {args.passes} passes "
          f"({args.clock} clock)")
    print(f"{'rule set':<14}{'µs / position':>15}{'/ long':>10}")
    ok = True
    for name in VARIANTS:
        ratio = best[name] / base
        ok &= ratio <= GOAL
        print(f"{name:<14}{best[name] / n * 1e6:>15.1f}{ratio:>9.2f}x")
    print(f"goal: every variant within {GOAL}x of classic long nardy: {'met' if ok else 'NOT met'}")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
