"""Legal-play generation: nardy against bgsage and gym-backgammon.

Run from the checkout::

    .venv/bin/python benchmarks/bench_legal_plays.py [--passes 5] [--clock cpu|wall]
        [--all-rolls] [--details 10] [--gc] [--limit N]

Reads the fixed corpora ``benchmarks/data/corpus-{long,backgammon}.json``
(see ``benchmarks/corpus.py``) and, for every (position, roll) pair, times
ONE call of each generator per pass -- each position exactly once, cold:

* ours: ``nardy.variant(family).legal_plays(pos, roll)`` -- the public API,
  a list of ``Play``, one per distinct result -- on a fresh rules object per
  position, so no cache of ours can be what is measured (today the engine has
  none); a second row also touches every ``play.result`` (built lazily).
* bgsage: ``bgsage.possible_moves(board, d1, d2)`` (PyPI ``bgsage``, C++ with
  a thin Python wrapper): the distinct result boards.  The raw C++ binding
  ``bgbot_cpp.possible_moves`` is timed too, for information.
* gym-backgammon: ``Backgammon.get_valid_plays(player, roll)`` on a fresh
  game object set to the position: sequences of moves (no result boards).

Everything a call needs (fresh rules objects, the peers' board formats, a
fresh gym game per position) is built before a pass; a pass is then just the
calls, each position once, timed as a whole with the process's CPU clock
(steady on a shared machine; ``--clock wall`` for wall-clock time).  Passes
are interleaved across the generators and the fastest is shown.  The garbage
collector is off during the passes, as ``timeit`` does (``--gc`` keeps it on).
If the engine ever grows a ``functools`` cache, it is cleared before every
call and each call is then timed alone.

Then, untimed, the backgammon corpus is CHECKED: the set of distinct
resulting positions per (position, roll) from ours, bgsage and gym-backgammon
(gym's move sequences are played out on its own board to get them) are
compared, and every difference is reported with the position, the roll and
the plays only one side has.

Optional peers that are not installed are skipped with a note.
"""

from __future__ import annotations

import argparse
import gc
import importlib.util
import platform
import statistics
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
for p in (str(ROOT), str(HERE)):
    if p not in sys.path:
        sys.path.insert(0, p)

import nardy  # noqa: E402
from corpus import FAMILIES, load  # noqa: E402

MS = 1e6
US = 1e3
SAGE = "bgsage.possible_moves"


# -- board conversions ---------------------------------------------------------
def to_sage(pos) -> list:
    """Our Position -> bgsage's 26-int board, mover's view: [0] opponent's bar,
    [1..24] the mover's points (> 0 the mover's), [25] the mover's bar."""
    return [pos.bar[1], *pos.points, pos.bar[0]]


def sage_key(board) -> tuple:
    return tuple(board)


def sage_set(before, boards, stats=None) -> set:
    """bgsage's result boards as a set of keys.  bgsage answers "no legal
    play" (e.g. dancing on the bar) with the unchanged board rather than the
    empty list its docstring promises; a real play always changes the board,
    so that answer is read as no play."""
    keys = {sage_key(b) for b in boards}
    if keys == {sage_key(before)}:
        if stats is not None:
            stats["sage_no_move"] += 1
        return set()
    return keys


def gym_module():
    """gym-backgammon's pure-Python engine module, loaded by file so that its
    package ``__init__`` (which imports gym, pyglet and a renderer) is not
    needed; ``None`` when it is not installed."""
    spec = importlib.util.find_spec("gym_backgammon")
    if spec is None or not spec.submodule_search_locations:
        return None
    path = Path(list(spec.submodule_search_locations)[0]) / "envs" / "backgammon.py"
    if not path.exists():
        return None
    mspec = importlib.util.spec_from_file_location("_gym_backgammon_engine", path)
    mod = importlib.util.module_from_spec(mspec)
    mspec.loader.exec_module(mod)
    return mod


def gym_game(gym, pos):
    """A fresh gym ``Backgammon`` set to ``pos``: the mover is WHITE, who
    travels from index 23 to 0 with negative dice; our point p is index p-1."""
    g = gym.Backgammon()
    board = []
    for v in pos.points:
        board.append((v, gym.WHITE) if v > 0 else (-v, gym.BLACK) if v < 0 else (0, None))
    g.board = board
    g.bar = [pos.bar[0], pos.bar[1]]
    g.off = [pos.off[0], pos.off[1]]
    g.players_positions = g.get_players_positions()
    g.state = g.save_state()
    return g


def gym_roll(roll):
    return (-roll[0], -roll[1])


def gym_result_key(gym, pos, play):
    """Play gym's move sequence out on its own board; the result as a bgsage
    board key."""
    g = gym_game(gym, pos)
    g.execute_play(gym.WHITE, play)
    pts = [n if who == gym.WHITE else -n for n, who in g.board]
    return (g.bar[1], *pts, g.bar[0])


def gym_play_text(play) -> str:
    def name(x, src):
        if x == "bar":
            return "bar"
        if not src and not 0 <= x <= 23:
            return "off"
        return str(x + 1)
    return " ".join(f"{name(s, True)}/{name(t, False)}" for s, t in play)


def sage_play_text(before, after, roll) -> str:
    """bgsage's own notation for a before/after pair (its text_export helper)."""
    try:
        from bgsage.text_export import compute_move_notation
        return compute_move_notation(list(before), list(after), roll[0], roll[1])
    except Exception as e:  # pragma: no cover - only for the report
        return f"<board {list(after)}> ({e.__class__.__name__})"


# -- timing -------------------------------------------------------------------
def clear_engine_caches() -> int:
    """Clear every functools-style cache in the nardy modules; returns how
    many were found (0 today: the engine has no caches)."""
    n = 0
    for name, mod in list(sys.modules.items()):
        if not (name == "nardy" or name.startswith("nardy.")) or mod is None:
            continue
        for obj in list(vars(mod).values()):
            objs = [obj]
            if isinstance(obj, type):
                objs += [getattr(obj, a, None) for a in vars(obj)]
            for o in objs:
                o = getattr(o, "__func__", o)
                if callable(getattr(o, "cache_clear", None)):
                    o.cache_clear()
                    n += 1
    return n


def time_pass(items, use_gc: bool, between=None):
    """Call ``fn(*args)`` once for every ``(fn, args)`` of ``items`` (each
    position once) and time the whole pass with the process's CPU clock and
    the wall clock.  Everything an item needs was built beforehand, so the
    loop holds only the calls.  ``between``, if given, runs before every call
    outside the timed region (then each call is timed alone, wall clock only).
    Returns (cpu ns, wall ns, results)."""
    gc.collect()
    was = gc.isenabled()
    if not use_gc:
        gc.disable()
    try:
        if between is None:
            results = [None] * len(items)
            c0, w0 = time.process_time_ns(), time.perf_counter_ns()
            for i, (fn, args) in enumerate(items):
                results[i] = fn(*args)
            wall = time.perf_counter_ns() - w0
            cpu = time.process_time_ns() - c0
        else:
            results, wall, clock = [], 0, time.perf_counter_ns
            for fn, args in items:
                between()
                t0 = clock()
                r = fn(*args)
                wall += clock() - t0
                results.append(r)
            cpu = wall
    finally:
        if was:
            gc.enable()
    return cpu, wall, results


def ours_items(family, corpus, materialise=False):
    """One fresh rules object per position (no instance state can carry
    over); ``materialise`` also touches ``play.result`` of every play (our
    plays build their result Position lazily; bgsage returns boards)."""
    items = []
    for pos, roll in corpus:
        legal = nardy.variant(family).legal_plays
        items.append((_legal_and_results if materialise else legal, (pos, roll) if not materialise else (legal, pos, roll)))
    return items


def _legal_and_results(legal, pos, roll):
    plays = legal(pos, roll)
    for p in plays:
        _ = p.result     # made on first use: make it
    return plays


def warm_up(family, sage, cpp, gym):
    """A few calls on positions outside the corpus (the opening), so that the
    first corpus position does not pay for imports and first-call set-up.
    This warms the interpreter, not any result cache (there is none)."""
    rules = nardy.variant(family)
    start = rules.start()
    for roll in ((3, 1), (6, 6), (5, 2)):
        rules.legal_plays(start, roll)
        if family == "backgammon":
            b = to_sage(start)
            if sage:
                sage.possible_moves(b, *roll)
            if cpp:
                cpp.possible_moves(b, *roll)
            if gym:
                gym_game(gym, start).get_valid_plays(gym.WHITE, gym_roll(roll))


# -- report ---------------------------------------------------------------------
def row(name, n, total_ns, ref_us=None):
    us = total_ns / n / US
    ratio = f"{us / ref_us:8.2f}x" if ref_us else "        -"
    return f"  {name:<44} {n:>6} {total_ns / MS:>10.1f} ms {us:>10.1f} {ratio}"


def describe(pos, roll) -> str:
    return (f"Position.from_counts({list(pos.points)}, bar={pos.bar}, off={pos.off}), roll {roll[0]}-{roll[1]}")


def compare(corpus, ours, sage_res, gym, gym_res, details):
    """Distinct result positions per entry: ours vs bgsage vs gym."""
    lines = []
    n = len(corpus)
    stats = {"ours_total": 0, "sage_total": 0, "gym_total": 0,
             "ours_sage_agree": 0, "ours_gym_agree": 0, "sage_gym_agree": 0,
             "gym_missing_entries": 0, "gym_missing_plays": 0,
             "gym_extra_entries": 0, "gym_extra_plays": 0, "gym_errors": 0,
             "ours_duplicates": 0, "sage_no_move": 0}
    mism_sage, mism_gym = [], []
    for i, (pos, roll) in enumerate(corpus):
        before = to_sage(pos)
        plays = ours[i]
        mine = {}
        for p in plays:
            mine[sage_key(to_sage(p.result))] = p
        if len(mine) != len(plays):
            stats["ours_duplicates"] += 1
        stats["ours_total"] += len(mine)
        if sage_res is not None:
            theirs = sage_set(before, sage_res[i], stats)
            stats["sage_total"] += len(theirs)
            if theirs == set(mine):
                stats["ours_sage_agree"] += 1
            else:
                mism_sage.append((i, pos, roll, before, mine, theirs))
        if gym_res is not None:
            gset = {}
            for play in gym_res[i]:
                try:
                    gset.setdefault(gym_result_key(gym, pos, play), play)
                except Exception:
                    stats["gym_errors"] += 1
            stats["gym_total"] += len(gset)
            if set(gset) == set(mine):
                stats["ours_gym_agree"] += 1
            else:
                mism_gym.append((i, pos, roll, before, mine, gset))
            if sage_res is not None:
                theirs = sage_set(before, sage_res[i])
                if set(gset) == theirs:
                    stats["sage_gym_agree"] += 1
                else:
                    missing = theirs - set(gset)
                    extra = set(gset) - theirs
                    if missing:
                        stats["gym_missing_entries"] += 1
                        stats["gym_missing_plays"] += len(missing)
                    if extra:
                        stats["gym_extra_entries"] += 1
                        stats["gym_extra_plays"] += len(extra)

    lines.append(f"  distinct result positions: ours {stats['ours_total']}"
                 + (f", bgsage {stats['sage_total']}" if sage_res is not None else "")
                 + (f", gym-backgammon {stats['gym_total']}" if gym_res is not None else ""))
    if stats["sage_no_move"]:
        lines.append(f"  (bgsage answers 'no legal play' with the unchanged board, not []: "
                     f"{stats['sage_no_move']} entries, counted as no play)")
    if stats["ours_duplicates"]:
        lines.append(f"  !! ours returned two plays with the same result in {stats['ours_duplicates']} entries")
    if sage_res is not None:
        lines.append(f"  ours == bgsage: {stats['ours_sage_agree']}/{n} entries"
                     f" ({len(mism_sage)} mismatches)")
    if gym_res is not None:
        lines.append(f"  ours == gym-backgammon: {stats['ours_gym_agree']}/{n} entries")
        if sage_res is not None:
            lines.append(f"  bgsage == gym-backgammon: {stats['sage_gym_agree']}/{n} entries;"
                         f" gym misses {stats['gym_missing_plays']} plays in {stats['gym_missing_entries']} entries,"
                         f" offers {stats['gym_extra_plays']} illegal results in {stats['gym_extra_entries']} entries")
        if stats["gym_errors"]:
            lines.append(f"  gym-backgammon plays that would not execute on its own board: {stats['gym_errors']}")

    def show(title, mism, other_name, other_text):
        if not mism:
            return
        lines.append("")
        lines.append(f"  {title}: first {min(details, len(mism))} of {len(mism)}")
        for i, pos, roll, before, mine, other in mism[:details]:
            only_ours = [str(mine[k]) for k in mine if k not in other]
            only_other = [other_text(before, k, other, roll) for k in other if k not in mine]
            lines.append(f"   #{i}: {describe(pos, roll)}")
            lines.append(f"      ours {len(mine)}, {other_name} {len(other)};"
                         f" only ours: {sorted(only_ours) or '-'}; only {other_name}: {sorted(only_other) or '-'}")

    show("ours vs bgsage", mism_sage, "bgsage",
         lambda before, k, other, roll: sage_play_text(before, k, roll))
    show("ours vs gym-backgammon", mism_gym, "gym",
         lambda before, k, other, roll: gym_play_text(other[k]))
    return lines, stats


def gym_misses(corpus, sage_res, gym, gym_res, details):
    """The entries where gym-backgammon's results differ from bgsage's."""
    out = []
    for i, (pos, roll) in enumerate(corpus):
        before = to_sage(pos)
        theirs = sage_set(before, sage_res[i])
        gset = {}
        for play in gym_res[i]:
            try:
                gset.setdefault(gym_result_key(gym, pos, play), play)
            except Exception:
                pass
        if set(gset) != theirs:
            if len(out) < details:
                out.append(f"   {describe(pos, roll)}\n      gym misses "
                           f"{sorted(sage_play_text(before, k, roll) for k in theirs - set(gset)) or '-'};"
                           f" gym only: {sorted(gym_play_text(gset[k]) for k in set(gset) - theirs) or '-'}")
    return out or ["   none"]


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description="Time legal-play generation on the fixed corpora.")
    ap.add_argument("--details", type=int, default=10, help="mismatches to print in full (default 10)")
    ap.add_argument("--gc", action="store_true", help="keep the garbage collector on while timing")
    ap.add_argument("--limit", type=int, default=None, help="use only the first N entries of each corpus")
    ap.add_argument("--passes", type=int, default=5,
                    help="timed passes over each corpus, interleaved; the fastest is shown (default 5)")
    ap.add_argument("--clock", choices=("cpu", "wall"), default="cpu",
                    help="CPU time of the process (default; steady on a shared machine) or wall-clock time")
    ap.add_argument("--all-rolls", action="store_true",
                    help="also check every corpus position with all 21 rolls (untimed, about a minute)")
    args = ap.parse_args(argv)

    try:
        import bgsage
        import bgbot_cpp
    except ImportError:
        bgsage = bgbot_cpp = None
    gym = gym_module()

    print(f"nardy {nardy.__version__} on Python {platform.python_version()} "
          f"({platform.python_implementation()}), {platform.machine()}, "
          f"{__import__('os').cpu_count()} CPUs; gc {'on' if args.gc else 'off'} while timing")
    if bgsage is None:
        print("  (bgsage not installed: pip install bgsage -- its rows and the check are skipped)")
    else:
        print(f"bgsage {getattr(bgsage, '__version__', None) or _dist_version('bgsage')}")
    if gym is None:
        print("  (gym-backgammon not installed: its rows and checks are skipped)")
    print()

    corpora = {f: load(f) for f in FAMILIES}
    if args.limit:
        corpora = {f: c[:args.limit] for f, c in corpora.items()}
    for f in FAMILIES:
        warm_up(f, bgsage, bgbot_cpp, gym)

    bg = corpora["backgammon"]
    caches = clear_engine_caches()
    between = clear_engine_caches if caches else None
    passes = []          # one {generator: (cpu ns, wall ns)} per pass
    ours_bg = sage_res = gym_res = None
    for k in range(args.passes):
        t = {}
        for f in FAMILIES:
            cpu, wall, res = time_pass(ours_items(f, corpora[f]), args.gc, between)
            t[f"ours ({f}): legal_plays"] = (cpu, wall)
            if f == "backgammon" and k == 0:
                ours_bg = res
        cpu, wall, _ = time_pass(ours_items("backgammon", bg, materialise=True), args.gc, between)
        t["  ours (backgammon), also every play.result"] = (cpu, wall)
        if bgsage is not None:
            items = [(bgsage.possible_moves, (to_sage(pos), roll[0], roll[1])) for pos, roll in bg]
            cpu, wall, res = time_pass(items, args.gc)
            t[SAGE] = (cpu, wall)
            sage_res = sage_res or res
            items = [(bgbot_cpp.possible_moves, (to_sage(pos), roll[0], roll[1])) for pos, roll in bg]
            t["  bgbot_cpp.possible_moves (raw binding)"] = time_pass(items, args.gc)[:2]
        if gym is not None:
            items = [(gym_game(gym, pos).get_valid_plays, (gym.WHITE, gym_roll(roll))) for pos, roll in bg]
            cpu, wall, res = time_pass(items, args.gc)
            t["gym-backgammon get_valid_plays"] = (cpu, wall)
            gym_res = gym_res or res
        passes.append(t)
    del res

    sizes = {name: len(corpora["long"] if "(long)" in name else bg) for name in passes[0]}
    clock = 1 if args.clock == "wall" else 0
    best = {name: min(p[name][clock] for p in passes) for name in passes[0]}
    ref_us = best[SAGE] / sizes[SAGE] / US if SAGE in best else None
    print(f"{args.passes} pass(es), each calling every generator once per position; fastest pass by "
          f"{'wall-clock' if clock else 'CPU'} time" + (" (median pass in brackets)" if args.passes > 1 else ""))
    print(f"  {'generator':<44} {'posns':>6} {'total':>13} {'us/posn':>10} {'/ bgsage':>9}")
    for name in passes[0]:
        line = row(name, sizes[name], best[name], ref_us)
        if args.passes > 1:
            line += f"  ({statistics.median(p[name][clock] for p in passes) / sizes[name] / US:.1f})"
        print(line)
    if ref_us:
        print("  (ratio = us/position over bgsage's on the backgammon corpus;"
              " for long nardy a cross-game comparison only)")
    if caches:
        print(f"  ({caches} engine cache(s) found and cleared before every position)")
    print()
    print("Agreement on the backgammon corpus (distinct resulting positions per position and roll):")
    lines, stats = compare(bg, ours_bg, sage_res, gym, gym_res, args.details)
    print("\n".join(lines))
    bad = sage_res is not None and stats["ours_sage_agree"] != len(bg)
    if args.all_rolls:
        rules = nardy.variant("backgammon")
        wide = [(pos, roll) for pos, _ in bg for roll in nardy.ALL_ROLLS]
        print()
        print(f"Agreement with all 21 rolls on every backgammon corpus position ({len(wide)} checks, untimed):")
        ours_w = [rules.legal_plays(pos, roll) for pos, roll in wide]
        sage_w = [bgsage.possible_moves(to_sage(pos), *roll) for pos, roll in wide] if bgsage else None
        gym_w = ([gym_game(gym, pos).get_valid_plays(gym.WHITE, gym_roll(roll)) for pos, roll in wide]
                 if gym is not None else None)
        lines, wstats = compare(wide, ours_w, sage_w, gym, gym_w, args.details)
        print("\n".join(lines))
        if gym_w is not None and sage_w is not None:
            print()
            print("  gym-backgammon vs bgsage (where gym differs):")
            print("\n".join(gym_misses(wide, sage_w, gym, gym_w, args.details)))
        bad = bad or (sage_w is not None and wstats["ours_sage_agree"] != len(wide))
    return 1 if bad or stats["ours_duplicates"] else 0


def _dist_version(name):
    try:
        from importlib.metadata import version
        return version(name)
    except Exception:
        return "?"


if __name__ == "__main__":
    sys.exit(main())
