"""How strong and how fast is the expert (``nardy.expert.expert_bot``)?

Run from the checkout::

    .venv/bin/python -m pip install -e '.[bench]'           # gnubg, the backgammon peer
    nice .venv/bin/python benchmarks/bench_expert.py         # 1,000 + 1,000 games, about 30 min on 2 cores
    .venv/bin/python benchmarks/bench_expert.py --long-games 40 --bg-games 40 --speed 200   # a quick look
    nice .venv/bin/python benchmarks/bench_expert.py --long-games 0 --bg-games 0 --speed 0 \
        --versus snaps/avg/evaluator-long-300000.json --base 61000    # new weights against the shipped

What it measures, in one run:

* **Long nardy**: the expert against ``nardy.strategy.strong_bot``.  Game
  ``i`` throws its dice from ``random.Random(base + i // 2)`` and the expert
  moves first in even games, second in odd ones: each pair replays the
  same dice with the seats swapped (duplicate dice).  Win rate with
  Wilson's 95% interval, points a game (oin 1, mars 2) with its standard
  error.
* **Backgammon**: the expert against gnubg's 0-ply neural net (PyPI
  ``gnubg``, a benchmark peer only, never a dependency of the course),
  cubeless money games (single 1, gammon 2, backgammon 3), duplicate dice
  as above.  gnubg chooses among the legal results our generator lists --
  positions, not moves -- by ``gnubg.evaluate`` of each result from the
  other side, cubeless, no noise: its own 0-ply choice.
* **Think time**: the expert's wall-clock time per decision in those
  games (median, 99th percentile, slowest), and the time to rank every
  legal play at 1 ply (``Evaluator.rank``, generation included) over
  ``--speed`` positions of each family met in seeded games.
* **Head to head** (``--versus WEIGHTS``): the expert with other weights
  (a training snapshot) against the expert with the shipped ones, same
  game family, duplicate dice as above: how new weights are chosen.  A
  game takes about a second, against two and a half with the strong bot,
  and the two players differ only in their networks, so the same CPU
  tells smaller steps apart.
* **Learning curve**: the training checkpoints' own record (games per CPU
  second, TD error, the probe against the simple bot), and with
  ``--curve-games`` (long nardy, against the strong bot) and
  ``--bg-curve-games`` (backgammon, against gnubg) the weights kept at
  each probe (``--snapshots``), same dice for every snapshot.

Exit status 0; the figures are for the README, never a test.
"""

from __future__ import annotations

import argparse
import functools
import json
import multiprocessing as mp
import platform
import random
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
for p in (str(ROOT), str(HERE)):
    if p not in sys.path:
        sys.path.insert(0, p)

import nardy  # noqa: E402
from nardy import evaluator as E  # noqa: E402
from nardy.bots import random_bot  # noqa: E402
from nardy.expert import expert_bot  # noqa: E402
from nardy.strategy import strong_bot  # noqa: E402
from bench_bots import points_summary, timing  # noqa: E402


# -- gnubg as a player --------------------------------------------------------------------------
def gnubg_board(b: tuple) -> tuple:
    """Our raw board (side to move) as gnubg's: (opponent, player on roll),
    each 24 points from its own side and its bar last."""
    on_roll = tuple(max(b[p], 0) for p in range(1, 25)) + (b[25],)
    other = tuple(max(-b[25 - q], 0) for q in range(1, 25)) + (b[26],)
    return (other, on_roll)


def gnubg_bot():
    import gnubg
    rules = nardy.variant("backgammon")

    def bot(game):
        plays = game.legal_plays()
        if not plays:
            return None
        best, value = None, None
        for p in plays:
            r = p.result
            if r.off[0] == 15:
                v = 10.0 + rules.winner_points(r)
            else:
                w, wg, wbg, lg, lbg, _ = gnubg.evaluate(gnubg_board(rules.swap(r)._b))
                v = -(2 * w - 1 + wg + wbg - lg - lbg)        # the other side's equity, turned round
            if value is None or v > value:
                best, value = p, v
        return best

    bot.__name__ = "gnubg_0ply"
    return bot


# -- matches ----------------------------------------------------------------------------------------
@functools.lru_cache(maxsize=8)
def _load(variant, weights):
    """A weights file read once per process, not once a game."""
    return E.load(variant, weights)


def play_one(args):
    i, variant, opponent, base, weights, plies = args
    ev = _load(variant, weights) if weights else None
    game = nardy.Game(variant, seed=base + i // 2)
    game.opening_roll()
    first = i % 2 == 0
    side = game.first if first else 1 - game.first
    me = expert_bot(seed=base + i, evaluator=ev, plies=plies)
    other = {"strong": lambda: strong_bot(seed=base + i), "gnubg": gnubg_bot,
             "random": lambda: random_bot(seed=base + i),
             "expert": lambda: expert_bot(seed=base + i + 7)}[opponent]()     # the shipped weights
    times = []

    def timed(g):
        t0 = time.perf_counter()
        c = me(g)
        times.append(time.perf_counter() - t0)
        return c

    while not game.over:
        game.play_bot(timed if game.to_move == side else other)
    r = game.result
    return (r.points if r.winner == side else -r.points, first, len(game.turns), times)


def match(variant, opponent, games, base, processes, weights=None, plies=1):
    jobs = [(i, variant, opponent, base, weights, plies) for i in range(games)]
    if processes <= 1:
        return [play_one(j) for j in jobs]
    with mp.get_context("fork").Pool(processes) as pool:
        return pool.map(play_one, jobs, chunksize=2)


def summary(name, res):
    pts = [r[0] for r in res]
    times = [t for r in res for t in r[3]]
    return {"match": name, **points_summary(pts), "big_won": sum(p >= 2 for p in pts),
            "big_lost": sum(p <= -2 for p in pts), "turns": sum(r[2] for r in res) / len(res),
            "decisions": len(times), **timing(times)}


def strength_table(rows):
    out = ["| match | games | won | win rate [95% CI] | points/game | gammons/mars +/- | turns | "
           "expert ms/decision: median, 99%, max |", "|---|---|---|---|---|---|---|---|"]
    for s in rows:
        out.append(f"| {s['match']} | {s['games']} | {s['wins']} | {100 * s['rate']:.1f}% "
                   f"[{100 * s['lo']:.1f}, {100 * s['hi']:.1f}] | {s['ppg']:+.3f} ± {s['ppg_se']:.3f} | "
                   f"{s['big_won']}/{s['big_lost']} | {s['turns']:.1f} | "
                   f"{s['median_ms']:.1f}, {s['p99_ms']:.1f}, {s['max_ms']:.1f} |")
    return "\n".join(out)


# -- ranking speed ------------------------------------------------------------------------------------
def ranking_speed(family, n, seed=5):
    rng = random.Random(seed)
    rules = nardy.variant(family)
    ev = E.evaluator_for(rules)
    cases = []
    while len(cases) < n:
        g = nardy.Game(family, seed=rng.randrange(10 ** 6))
        bot = random_bot(rng.randrange(10 ** 6))
        while not g.over and len(cases) < n:
            cases.append((g.position_of(g.to_move), (rng.randint(1, 6), rng.randint(1, 6))))
            g.play_bot(bot)
    times = []
    plays = []
    for pos, roll in cases:
        t0 = time.perf_counter()
        r = ev.rank(pos, roll)
        times.append(time.perf_counter() - t0)
        plays.append(len(r))
    return {"family": family, "positions": n, "plays": sum(plays) / n, **timing(times)}


# -- learning curve -------------------------------------------------------------------------------------
def curve_table(family):
    import numpy as np
    ck = ROOT / "training" / "checkpoints" / f"{family}.npz"
    if not ck.exists():
        return f"(no checkpoint {ck.relative_to(ROOT)})"
    meta = json.loads(bytes(np.load(ck)["meta"]).decode())
    out = [f"{family}: {meta['games']:,} games, {meta['plies']:,} plies, seed {meta['seed']}, "
           f"{meta['hidden']} hidden units, lambda {meta['lam']}",
           "", "| games | games/CPU s | TD error | alpha | vs simple (games, won, points/game) | outputs at the start |",
           "|---|---|---|---|---|---|"]
    for pt in meta["curve"]:
        vs = pt.get("vs_simple")
        if vs is None and pt["games"] % 10_000:
            continue
        vs_text = f"{vs['games']}, {vs['won']}, {vs['ppg']:+.2f}" if vs else ""
        start = ", ".join(f"{v:.3f}" for v in pt.get("start", ()))
        out.append(f"| {pt['games']:,} | {pt['games_per_cpu_s']} | {pt['td_error']} | {pt['alpha']} | {vs_text} | "
                   f"{start} |")
    return "\n".join(out)


def snapshot_table(family, opponent, games, a):
    """The learning curve measured: each kept snapshot of ``family``'s
    weights (training ``--snapshots``) against ``opponent``, same dice."""
    who = {"strong": "strong", "gnubg": "gnubg 0-ply"}[opponent]
    print(f"| {family} weights after | games vs {who} | win rate [95% CI] | points/game |")
    print("|---|---|---|---|", flush=True)
    snaps = sorted((p for p in a.snapshots.glob(f"evaluator-{family}-*.json")
                    if int(p.stem.rsplit("-", 1)[1]) % a.curve_every == 0),
                   key=lambda p: int(p.stem.rsplit("-", 1)[1]))
    for sp in snaps:
        s = summary(sp.name, match(family, opponent, games, a.base, a.processes, str(sp), plies=1))
        print(f"| {int(sp.stem.rsplit('-', 1)[1]):,} games | {s['games']} | {100 * s['rate']:.1f}% "
              f"[{100 * s['lo']:.1f}, {100 * s['hi']:.1f}] | {s['ppg']:+.3f} ± {s['ppg_se']:.3f} |", flush=True)


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--long-games", type=int, default=1000)
    ap.add_argument("--bg-games", type=int, default=1000)
    ap.add_argument("--speed", type=int, default=2000, help="positions per family for the ranking time")
    ap.add_argument("--processes", type=int, default=2)
    ap.add_argument("--base", type=int, default=31000, help="first dice seed")
    ap.add_argument("--snapshots", type=Path, default=None, help="weights kept at the probes (training --snapshots)")
    ap.add_argument("--curve-games", type=int, default=0, help="long nardy: games against strong_bot per snapshot")
    ap.add_argument("--bg-curve-games", type=int, default=0,
                    help="backgammon: games against gnubg's 0-ply net per snapshot")
    ap.add_argument("--curve-every", type=int, default=10_000, help="the snapshots after a multiple of this many games")
    ap.add_argument("--plies", type=int, default=1, choices=(1, 2), help="the expert's depth (its default: 1)")
    ap.add_argument("--versus", type=Path, default=None,
                    help="head to head: the expert with these weights against the expert with the shipped ones")
    ap.add_argument("--versus-games", type=int, default=1000, help="games of the head to head")
    a = ap.parse_args(argv)
    from nardy.bearoff import BearoffDB
    BearoffDB.load()
    for fam in E.FAMILIES:
        print(f"{fam}: {E.evaluator_for(nardy.variant(fam))!r}")
    print(f"nardy {nardy.__version__}, Python {platform.python_version()}, {platform.machine()}, "
          f"{a.processes} processes; dice seeds from {a.base}; the expert at {a.plies} plies")
    rows = []
    if a.long_games:
        t0 = time.time()
        rows.append(summary("expert vs strong (long nardy)", match("long", "strong", a.long_games, a.base,
                                                                    a.processes, plies=a.plies)))
        print(f"  long nardy: {a.long_games} games in {time.time() - t0:.0f} s", flush=True)
    if a.bg_games:
        try:
            import gnubg  # noqa: F401
        except ImportError:
            print("  backgammon: gnubg is not installed (pip install -e '.[bench]'): skipped")
        else:
            t0 = time.time()
            rows.append(summary("expert vs gnubg 0-ply (backgammon, cubeless money)",
                                match("backgammon", "gnubg", a.bg_games, a.base, a.processes, plies=a.plies)))
            print(f"  backgammon: {a.bg_games} games in {time.time() - t0:.0f} s", flush=True)
    if a.versus:
        fam = json.loads(a.versus.read_text())["family"]
        E.load(fam, str(a.versus))                        # refused here, with the reason, if it does not fit
        t0 = time.time()
        rows.append(summary(f"expert ({a.versus.name}) vs expert (shipped), {fam}",
                            match(fam, "expert", a.versus_games, a.base, a.processes, str(a.versus),
                                  plies=a.plies)))
        print(f"  head to head: {a.versus_games} games in {time.time() - t0:.0f} s", flush=True)
    if rows:
        print()
        print(strength_table(rows))
    if a.speed:
        print()
        print("| ranking every legal play at 1 ply | positions | plays (mean) | ms: median, 99%, max |")
        print("|---|---|---|---|")
        for fam in E.FAMILIES:
            s = ranking_speed(fam, a.speed)
            print(f"| {fam} | {s['positions']} | {s['plays']:.1f} | "
                  f"{s['median_ms']:.2f}, {s['p99_ms']:.2f}, {s['max_ms']:.2f} |")
    for fam in E.FAMILIES:
        print()
        print(curve_table(fam))
    if a.snapshots:
        for fam, opponent, n in (("long", "strong", a.curve_games), ("backgammon", "gnubg", a.bg_curve_games)):
            if n:
                print()
                snapshot_table(fam, opponent, n, a)
    return 0


if __name__ == "__main__":
    sys.exit(main())
