"""The fixed benchmark corpus: (position, roll) pairs from seeded random games.

For each family (``long`` and ``backgammon``) this plays random games with
:class:`nardy.Game` -- seeded dice, a seeded random choice among the legal
plays each turn -- and keeps the position at the start of a turn together
with the roll about to be played.  Turns are sampled (about one in two), each
distinct position is kept once (the opening position, for instance, only
from the first game), games follow one another until the corpus holds
``SIZE`` entries.

The corpus is saved to ``benchmarks/data/corpus-<family>.json``, one entry a
line, and committed: the benchmark reads the files and never regenerates
them, so figures from different days measure the same positions even if the
engine's random games change.  Each entry is::

    {"points": [24 signed ints, mover's point 1..24, > 0 the mover's],
     "bar": [mover, opponent], "off": [mover, opponent], "roll": [d1, d2]}

i.e. exactly the arguments of ``nardy.Position.from_counts`` plus the roll.

Usage::

    .venv/bin/python benchmarks/corpus.py            # (re)write both files
    .venv/bin/python benchmarks/corpus.py --check    # regenerate in memory, compare
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
if str(ROOT) not in sys.path:      # run as a script from a checkout
    sys.path.insert(0, str(ROOT))

import nardy  # noqa: E402

FAMILIES = ("long", "backgammon")
SIZE = 2500
"""Entries per family (the issue asks for at least 2,000)."""
SEED = 20240501
"""Base seed: game ``i`` of a family uses dice seed ``SEED + i`` and its own
chooser/sampler seeded ``SEED + 100_000 + i``."""
SAMPLE = 0.5
"""Probability of keeping a turn (spreads the corpus over more games)."""
FORMAT = "nardy-bench-corpus"
VERSION = 1


def corpus_path(family: str) -> Path:
    return HERE / "data" / f"corpus-{family}.json"


def build(family: str, size: int = SIZE, seed: int = SEED) -> list:
    """``size`` distinct ``(Position, roll)`` pairs from seeded random games."""
    entries, seen = [], set()
    game_no = 0
    while len(entries) < size:
        game = nardy.Game(family, seed=seed + game_no)
        chooser = random.Random(seed + 100_000 + game_no)
        game_no += 1
        while not game.over and len(entries) < size:
            roll = game.roll()
            pos = game.turn_start
            plays = game.legal_plays()
            if chooser.random() < SAMPLE and pos not in seen:
                seen.add(pos)
                entries.append((pos, tuple(roll)))
            if plays:
                game.play(chooser.choice(plays))
            else:
                game.commit()
    return entries


def dumps(family: str, entries: list, seed: int = SEED) -> str:
    """The corpus file's text: deterministic, one entry a line."""
    head = {"format": FORMAT, "version": VERSION, "family": family, "size": len(entries),
            "seed": seed, "sample": SAMPLE,
            "generator": "benchmarks/corpus.py: seeded random games with nardy.Game"}
    lines = [json.dumps(head, separators=(",", ":"))[:-1] + ',"entries":[']
    for i, (pos, roll) in enumerate(entries):
        e = {"points": list(pos.points), "bar": list(pos.bar), "off": list(pos.off),
             "roll": list(roll)}
        lines.append(json.dumps(e, separators=(",", ":")) + ("," if i < len(entries) - 1 else ""))
    lines.append("]}")
    return "\n".join(lines) + "\n"


def load(family: str, path: Path | None = None) -> list:
    """The committed corpus as a list of ``(nardy.Position, roll)``."""
    data = json.loads((path or corpus_path(family)).read_text())
    if data.get("format") != FORMAT or data.get("family") != family:
        raise ValueError(f"{path or corpus_path(family)} is not a {family} benchmark corpus")
    return [(nardy.Position.from_counts(e["points"], bar=e["bar"], off=e["off"]), tuple(e["roll"]))
            for e in data["entries"]]


def summary(entries) -> str:
    """What the corpus holds, for the README."""
    bar = sum(1 for pos, _ in entries if pos.bar[0])
    doubles = sum(1 for _, roll in entries if roll[0] == roll[1])
    bearing = sum(1 for pos, _ in entries
                  if not pos.bar[0] and all(v <= 0 for v in pos.points[6:]))
    return f"{len(entries)} entries: {bar} with a checker on the bar, {doubles} doubles, {bearing} bear-offs"


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--check", action="store_true",
                    help="regenerate in memory and compare with the committed files")
    ap.add_argument("--size", type=int, default=SIZE)
    args = ap.parse_args(argv)
    status = 0
    for family in FAMILIES:
        entries = build(family, args.size)
        text = dumps(family, entries)
        path = corpus_path(family)
        if args.check:
            same = path.exists() and path.read_text() == text
            print(f"{path.relative_to(ROOT)}: {'identical' if same else 'DIFFERS'} ({summary(entries)})")
            status |= not same
        else:
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(text)
            print(f"wrote {path.relative_to(ROOT)}: {path.stat().st_size:,} bytes; {summary(entries)}")
    return status


if __name__ == "__main__":
    sys.exit(main())
