"""How strong is ``nardy.strategy.strong_bot``?  Seeded matches of long nardy
against the simple and the random bot, with confidence intervals.

Run from the checkout::

    .venv/bin/python benchmarks/bench_bots.py                 # 400 + 100 games, about 6 min on 2 cores
    .venv/bin/python benchmarks/bench_bots.py --games 40 --random-games 10   # a quick look
    .venv/bin/python benchmarks/bench_bots.py --games 0 --random-games 0 --backgammon-games 200

The latest figures, and the command and date they come from, are in
``benchmarks/README.md``.

Design.

* Game ``i`` of a match throws its dice from ``random.Random(base + i // 2)``
  and the strong bot moves *first* in even games and *second* in odd ones:
  each pair replays the same dice with the seats swapped (a "duplicate"
  match), so who moves first alternates and part of the dice luck cancels.
  Both bots are seeded too (their tie-breaks), so every figure replays
  exactly.
* The win rate's 95% confidence interval is Wilson's score interval (it
  behaves near 0% and 100%, unlike the normal approximation).  Points per
  game count oin 1 and mars 2 (backgammon, ``--backgammon-games``: 1, 2
  for a gammon -- the "mars" column -- and 3), won (+) or lost (-), with
  the standard error of the mean beside them.  Game length is in turns (both players').
* The two processes (``--processes``) each play whole games; the table is
  the same whatever the number of processes.  Times per move are the
  strong bot's own thinking, wall clock, measured inside the workers: the
  mean, the 99th percentile and the slowest decision.  Wall clock counts
  whatever else the machine is doing: on a busy machine the slowest
  decisions stretch (on a quiet one the slowest of the 400 games' ~19,000
  decisions took 0.15 s).

Exit status 1 if the strong bot does not beat the simple one clearly (the
lower end of its win-rate interval at or below 50%).
"""

from __future__ import annotations

import argparse
import math
import multiprocessing as mp
import platform
import statistics
import sys
import time
from dataclasses import dataclass
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

import nardy  # noqa: E402
from nardy.bots import random_bot, simple_bot  # noqa: E402
from nardy.strategy import strong_bot  # noqa: E402

OPPONENTS = {"simple": simple_bot, "random": random_bot}


def wilson(wins: int, n: int, z: float = 1.959964) -> tuple:
    """Wilson's score interval for a proportion ``wins / n`` (95% by default)."""
    if n == 0:
        return (0.0, 1.0)
    p = wins / n
    den = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / den
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / den
    return (max(0.0, centre - half), min(1.0, centre + half))


@dataclass(frozen=True)
class GameResult:
    index: int
    strong_first: bool
    points: int          # + strong won, - strong lost (oin 1, mars 2)
    turns: int
    times: tuple         # the strong bot's thinking time for each decision, seconds


def play_one(args) -> GameResult:
    i, opponent, base, variant, lookahead = args
    game = nardy.Game(variant, seed=base + i // 2)
    game.opening_roll()
    strong_first = i % 2 == 0
    strong_side = game.first if strong_first else 1 - game.first
    strong = strong_bot(seed=base + i, lookahead=lookahead)
    other = OPPONENTS[opponent](seed=base + i)
    times = []

    def timed(g):
        t0 = time.perf_counter()
        choice = strong(g)
        times.append(time.perf_counter() - t0)
        return choice

    while not game.over:
        game.play_bot(timed if game.to_move == strong_side else other)
    r = game.result
    pts = r.points if r.winner == strong_side else -r.points
    return GameResult(i, strong_first, pts, len(game.turns), tuple(times))


def match(opponent: str, games: int, *, base: int, processes: int, variant: str = "long",
          lookahead: bool = True) -> list:
    jobs = [(i, opponent, base, variant, lookahead) for i in range(games)]
    if processes <= 1:
        return [play_one(j) for j in jobs]
    with mp.get_context("fork" if sys.platform != "win32" else "spawn").Pool(processes) as pool:
        return pool.map(play_one, jobs, chunksize=1)


def points_summary(pts: list) -> dict:
    """Games, games won, the win rate with its 95% Wilson interval and
    the points a game with their standard error: what every match table
    of the benchmarks quotes (``pts``: each game's points, + won)."""
    n = len(pts)
    wins = sum(p > 0 for p in pts)
    mean = sum(pts) / n
    sd = math.sqrt(sum((p - mean) ** 2 for p in pts) / (n - 1)) if n > 1 else 0.0
    lo, hi = wilson(wins, n)
    return {"games": n, "wins": wins, "rate": wins / n, "lo": lo, "hi": hi, "ppg": mean,
            "ppg_se": sd / math.sqrt(n)}


def timing(times) -> dict:
    """Decision times in ms: mean, median, 99th percentile, slowest."""
    t = sorted(times)
    if not t:
        return {"ms": 0.0, "median_ms": 0.0, "p99_ms": 0.0, "max_ms": 0.0}
    return {"ms": 1000 * sum(t) / len(t), "median_ms": 1000 * statistics.median(t),
            "p99_ms": 1000 * t[min(len(t) - 1, int(0.99 * len(t)))], "max_ms": 1000 * t[-1]}


def summary(name: str, results: list) -> dict:
    first = [r for r in results if r.strong_first]
    second = [r for r in results if not r.strong_first]
    return {
        "match": name, **points_summary([r.points for r in results]),
        "mars_won": sum(r.points == 2 for r in results), "mars_lost": sum(r.points == -2 for r in results),
        "first": sum(r.points > 0 for r in first) / len(first) if first else float("nan"),
        "second": sum(r.points > 0 for r in second) / len(second) if second else float("nan"),
        "turns": sum(r.turns for r in results) / len(results),
        **timing(t for r in results for t in r.times),
    }


def table(rows: list) -> str:
    head = ("match", "games", "won", "win rate [95% CI]", "first/second", "points/game",
            "mars +/-", "turns", "ms/move: mean, 99%, max")
    lines = [head]
    for s in rows:
        lines.append((
            s["match"], str(s["games"]), str(s["wins"]),
            f"{100 * s['rate']:.1f}% [{100 * s['lo']:.1f}, {100 * s['hi']:.1f}]",
            f"{100 * s['first']:.0f}% / {100 * s['second']:.0f}%",
            f"{s['ppg']:+.3f} ± {s['ppg_se']:.3f}",
            f"{s['mars_won']}/{s['mars_lost']}",
            f"{s['turns']:.1f}",
            f"{s['ms']:.0f}, {s['p99_ms']:.0f}, {s['max_ms']:.0f}"))
    widths = [max(len(r[k]) for r in lines) for k in range(len(head))]
    out = []
    for j, r in enumerate(lines):
        out.append("| " + " | ".join(c.ljust(w) for c, w in zip(r, widths)) + " |")
        if j == 0:
            out.append("|" + "|".join("-" * (w + 2) for w in widths) + "|")
    return "\n".join(out)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--games", type=int, default=400, help="games against simple_bot (default 400)")
    ap.add_argument("--random-games", type=int, default=100, help="games against random_bot (default 100)")
    ap.add_argument("--backgammon-games", type=int, default=0,
                    help="also games of backgammon against simple_bot (the strong bot falls back to the "
                         "simple bot's heuristics there, plus the exact bear-off)")
    ap.add_argument("--processes", type=int, default=2)
    ap.add_argument("--base", type=int, default=20240, help="first dice seed")
    ap.add_argument("--no-lookahead", action="store_true", help="the strong bot without its one-roll lookahead")
    args = ap.parse_args(argv)
    from nardy.bearoff import BearoffDB
    BearoffDB.load()        # build or read the cache once, before the workers fork
    print(f"nardy {nardy.__version__}, Python {platform.python_version()}, {platform.machine()}, "
          f"{args.processes} processes; dice seeds from {args.base}; lookahead "
          f"{'off' if args.no_lookahead else 'on'}")
    rows = []
    for variant, opponent, n in (("long", "simple", args.games), ("long", "random", args.random_games),
                                 ("backgammon", "simple", args.backgammon_games)):
        if n <= 0:
            continue
        t0 = time.time()
        res = match(opponent, n, base=args.base, processes=args.processes, variant=variant,
                    lookahead=not args.no_lookahead)
        name = f"strong vs {opponent}" + (" (backgammon)" if variant != "long" else "")
        rows.append(summary(name, res))
        print(f"  {name}: {n} games in {time.time() - t0:.0f} s", flush=True)
    print()
    print(table(rows))
    simple = next((s for s in rows if s["match"] == "strong vs simple"), None)
    if simple is not None and simple["lo"] <= 0.5:
        print("\nThe strong bot does not beat simple_bot clearly (the interval reaches 50%).")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
