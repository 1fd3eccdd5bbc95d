"""One-sided bear-off database: nardy's pure-Python build against gnubg's
``makebearoff -o 6``, and our values against gnubg's database.

Run from the checkout::

    .venv/bin/python benchmarks/bench_bearoff.py [--repeat 3] [--sample 200]

Build time: each side runs as its own process, the same work from a cold
start to a database file on disk --

* ours:  ``python -c "BearoffDB.build().save(file)"`` (interpreter start,
  import, build, write);
* gnubg: ``makebearoff -o 6 -f file`` (Debian package ``gnubg``: 15
  checkers on 6 points, with its gammon distributions, compressed).

The two alternate, ``--repeat`` times each; the table shows the best and the
median wall time and the CPU time (user + sys of the child, from
``getrusage``), which is what to read on a busy machine.

Agreement: gnubg's one-sided file stores, per position, the distribution
of the number of rolls as 16-bit fractions of 65535 (32 entries, only the
non-zero run kept; a second such run is the "gammon" distribution, rolls
to bear the first checker off) -- no expected value.  Its mean is
``sum(n * p_n)``, and it picks each roll's play by that quantised mean.  So
we read the whole file (layout from makebearoff.c: a 40-byte header, 8
index bytes per position -- offset, length and first index of each run --
then the uint16 runs) and compare every position's mean and distribution
with ours.  ``bearoffdump -n K`` (gnubg's own reader, 3 decimals) is parsed
for ``--sample`` positions to check our reading of the file against it.

If ``makebearoff`` / ``bearoffdump`` are not installed (``apt-get install
gnubg``) the peer is skipped with a note.
"""

from __future__ import annotations

import argparse
import os
import platform
import random
import re
import resource
import shutil
import statistics
import struct
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from nardy import bearoff  # noqa: E402
from nardy.bearoff import BearoffDB, counts_of  # noqa: E402

OURS_CMD = ("from nardy.bearoff import BearoffDB; import sys; "
            "BearoffDB.build().save(sys.argv[1])")


def find_tool(name: str):
    return shutil.which(name) or next((p for p in (f"/usr/games/{name}", f"/usr/bin/{name}")
                                       if os.access(p, os.X_OK)), None)


def timed(cmd, cwd=None):
    """Run ``cmd``; return (wall seconds, child CPU seconds)."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    t = time.perf_counter()
    subprocess.run(cmd, check=True, cwd=cwd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    wall = time.perf_counter() - t
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return wall, cpu


def read_gnubg_os(path: str) -> list:
    """Every position's roll distribution from a gnubg one-sided file
    (``makebearoff -o 6``): a list of 32 floats per position."""
    data = Path(path).read_bytes()
    header = data[:40].decode("ascii", "replace")
    m = re.match(r"gnubg-OS-(\d\d)-(\d\d)-(\d)-(\d)", header)
    if not m:
        raise ValueError(f"not a gnubg one-sided bear-off file: {header!r}")
    points, checkers, gammon, compressed = map(int, m.groups())
    if (points, checkers) != (6, 15):
        raise ValueError(f"expected 6 points and 15 checkers, got {points} and {checkers}")
    n = bearoff.POSITIONS
    out = []
    if compressed:
        entry = 8 if gammon else 6
        base = 40 + entry * n
        for i in range(n):
            off, nz, ioff = struct.unpack_from("<IBB", data, 40 + entry * i)
            vals = struct.unpack_from(f"<{nz}H", data, base + 2 * off)
            dist = [0.0] * 32
            for j, v in enumerate(vals):
                dist[ioff + j] = v / 65535
            out.append(dist)
    else:
        size = 128 if gammon else 64
        for i in range(n):
            vals = struct.unpack_from("<32H", data, 40 + size * i)
            out.append([v / 65535 for v in vals])
    return out


def bearoffdump(tool: str, path: str, i: int):
    """(mean, distribution in %) for position ``i`` (1 and up: it reads 0
    as "no index given") from gnubg's
    ``bearoffdump`` text (the 'Opponent' column: a one-sided id is read as
    the opponent's position)."""
    text = subprocess.run([tool, "-n", str(i), path], check=True, capture_output=True, text=True).stdout
    dist = {}
    in_table = False
    for line in text.splitlines():
        if line.startswith("Rolls"):
            in_table = True
            continue
        if in_table:
            f = line.split()
            if len(f) >= 3 and f[0].isdigit():
                dist[int(f[0])] = float(f[2])
            else:
                in_table = False
        if line.startswith("Mean"):
            mean = float(line.split()[2])
    return mean, [dist.get(k, 0.0) for k in range(32)]


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--repeat", type=int, default=3, help="builds of each side (alternating)")
    ap.add_argument("--sample", type=int, default=200, help="positions checked with bearoffdump")
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args(argv)

    make, dump = find_tool("makebearoff"), find_tool("bearoffdump")
    print(f"python {platform.python_version()} on {platform.machine()}, {os.cpu_count()} CPUs, "
          f"load average {os.getloadavg()[0]:.1f}")
    if not make:
        print("gnubg's makebearoff not found (apt-get install gnubg): the peer is skipped")

    tmp = tempfile.mkdtemp(prefix="bench-bearoff-")
    ours_file = os.path.join(tmp, "nardy-bearoff.bin")
    gnubg_file = os.path.join(tmp, "gnubg-os6.bd")
    times = {"nardy (pure Python)": [], "gnubg makebearoff -o 6": []}
    for _ in range(args.repeat):
        times["nardy (pure Python)"].append(timed([sys.executable, "-c", OURS_CMD, ours_file], cwd=str(ROOT)))
        if make:
            times["gnubg makebearoff -o 6"].append(timed([make, "-o", "6", "-f", gnubg_file], cwd=tmp))

    # in-process build alone (no interpreter start, no file), for information
    t, c = time.perf_counter(), time.process_time()
    db = BearoffDB.build()
    build_wall, build_cpu = time.perf_counter() - t, time.process_time() - c

    print(f"\nBuild: 54,264 positions, up to 15 checkers on 6 points ({args.repeat} runs each)\n")
    print(f"| {'builder':<26} | {'wall best':>9} | {'wall median':>11} | {'CPU best':>8} | {'CPU median':>10} | {'file':>8} |")
    print(f"|{'-' * 28}|{'-' * 11}|{'-' * 13}|{'-' * 10}|{'-' * 12}|{'-' * 10}|")
    sizes = {"nardy (pure Python)": ours_file, "gnubg makebearoff -o 6": gnubg_file}
    for name, runs in times.items():
        if not runs:
            print(f"| {name:<26} | {'skipped':>9} | {'':>11} | {'':>8} | {'':>10} | {'':>8} |")
            continue
        walls, cpus = [r[0] for r in runs], [r[1] for r in runs]
        size = os.path.getsize(sizes[name]) / 1e6
        print(f"| {name:<26} | {min(walls):>8.2f}s | {statistics.median(walls):>10.2f}s | "
              f"{min(cpus):>7.2f}s | {statistics.median(cpus):>9.2f}s | {size:>6.2f}MB |")
    print(f"\nnardy build alone, in process: {build_wall:.2f} s wall, {build_cpu:.2f} s CPU")
    if times["gnubg makebearoff -o 6"]:
        ow = min(r[0] for r in times["nardy (pure Python)"])
        gw = min(r[0] for r in times["gnubg makebearoff -o 6"])
        oc = min(r[1] for r in times["nardy (pure Python)"])
        gc_ = min(r[1] for r in times["gnubg makebearoff -o 6"])
        print(f"ratio nardy / gnubg: {ow / gw:.2f}x wall, {oc / gc_:.2f}x CPU (goal: within 2x)")

    loaded = BearoffDB.read(ours_file)
    assert loaded.to_bytes() == db.to_bytes(), "the subprocess build and the in-process build differ"

    if not make:
        return
    # -- agreement with gnubg's database -----------------------------------
    gnubg = read_gnubg_os(gnubg_file)
    worst_mean = (0.0, None)
    worst_dist = (0.0, None)
    differ = 0
    for i in range(bearoff.POSITIONS):
        c = counts_of(i)
        g = gnubg[i]
        gmean = sum(n * p for n, p in enumerate(g))
        d = abs(gmean - db.expected_rolls(c))
        if d > worst_mean[0]:
            worst_mean = (d, i)
        ours = list(db.distribution(c)) + [0.0] * 32
        dd = max(abs(ours[n] - g[n]) for n in range(32))
        if dd > worst_dist[0]:
            worst_dist = (dd, i)
        differ += dd > 1e-4
    print(f"\nAgreement with gnubg's database, all {bearoff.POSITIONS} positions:")
    i = worst_mean[1]
    print(f"  expected rolls: max |ours - gnubg mean| = {worst_mean[0]:.2e} "
          f"(at #{i} {counts_of(i)}: ours {db.expected_rolls(counts_of(i)):.6f}, "
          f"gnubg {sum(n * p for n, p in enumerate(gnubg[i])):.6f}); "
          f"gnubg's entries are multiples of 1/65535")
    print(f"  distributions: max entry difference {worst_dist[0]:.2e} (at #{worst_dist[1]} "
          f"{counts_of(worst_dist[1])}); {differ} positions differ by more than 1e-4 in some entry")
    # Why: where gnubg's quantised mean prefers another play.
    i = worst_dist[1]
    c = counts_of(i)
    for roll in bearoff.ROLLS:
        plays = db.plays(c, roll)
        gmean = lambda p: sum(n * q for n, q in enumerate(gnubg[bearoff.index(p.result)]))  # noqa: E731
        gbest = min(plays, key=gmean)
        if gbest.result != plays[0].result:
            print(f"    e.g. {c} rolling {roll[0]}-{roll[1]}: ours {plays[0]} ({plays[0].expected_rolls:.6f} rolls "
                  f"left), gnubg {gbest} ({gbest.expected_rolls:.6f} exactly; its 16-bit mean "
                  f"{gmean(gbest):.6f} vs {gmean(plays[0]):.6f})")
            break

    if dump and args.sample:
        rng = random.Random(args.seed)
        sample = sorted({1, 1000, bearoff.POSITIONS - 1, *rng.sample(range(bearoff.POSITIONS), args.sample)})
        worst_file = 0.0
        worst_ours = 0.0
        for i in sample:
            mean, pct = bearoffdump(dump, gnubg_file, i)
            worst_file = max(worst_file, abs(mean - sum(n * p for n, p in enumerate(gnubg[i]))),
                             max(abs(pct[n] / 100 - gnubg[i][n]) for n in range(32)))
            worst_ours = max(worst_ours, abs(mean - db.expected_rolls(counts_of(i))))
        print(f"\nbearoffdump on {len(sample)} positions: its text agrees with our reading of the file "
              f"within {worst_file:.1e} (it prints 3 decimals); its mean vs our expected rolls: "
              f"max difference {worst_ours:.1e}")
    shutil.rmtree(tmp, ignore_errors=True)


if __name__ == "__main__":
    main()
