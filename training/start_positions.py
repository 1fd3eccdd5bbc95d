"""Positions for self-play to start from: the ones other players reach.

Self-play from the opening sees only the positions its own network plays
into.  The strong bot, the simple bot and a learner steer a game elsewhere
(a block built early, checkers left on the head, a race entered far
behind), where the network has seen little; yet those are the positions
the expert and the tutor must judge.  This script plays games between the
course's bots and keeps every position a side was about to roll in, from
that side's view, for ``train_evaluator.py --starts``::

    nice .venv/bin/python training/start_positions.py long --games 600 --seed 1 \\
        --out training/starts/long-1.npz

Deterministic from the seed.  The pairings are ``PAIRINGS``, taken in turn,
with the first to move swapped every other round.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

import nardy  # noqa: E402
from nardy.strategy import make_bot  # noqa: E402

PAIRINGS = (("strong", "strong"), ("expert", "strong"), ("simple", "strong"), ("expert", "simple"),
            ("simple", "simple"))
"""Who plays whom, in turn: every game of the strong bot's and the
simple bot's kind of play, against each other and against the expert."""


def positions_of(family: str, first: str, second: str, seed: int) -> list:
    """Every position of one game a side was about to roll in (its own
    view: the engine keeps a position from the mover's side)."""
    game = nardy.Game(family, seed=seed)
    game.opening_roll()
    bots = {game.first: make_bot(first, seed), 1 - game.first: make_bot(second, seed + 1)}
    seen = []
    while not game.over:
        if game.dice is None:
            seen.append(game.position._b)
            game.roll()
        game.play_bot(bots[game.to_move])
    return seen


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("family", choices=("long", "backgammon"))
    ap.add_argument("--games", type=int, default=100)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--out", type=Path, required=True)
    args = ap.parse_args(argv)
    boards, source = [], []
    t0 = time.time()
    for g in range(args.games):
        first, second = PAIRINGS[g % len(PAIRINGS)]
        seed = args.seed * 1_000_003 + g
        if (g // len(PAIRINGS)) % 2:
            first, second = second, first
        seen = positions_of(args.family, first, second, seed)
        boards += seen
        source += [g % len(PAIRINGS)] * len(seen)
        if (g + 1) % 20 == 0:
            print(f"{g + 1} games, {len(boards)} positions, {(g + 1) / (time.time() - t0):.2f} games/s", flush=True)
    args.out.parent.mkdir(parents=True, exist_ok=True)
    np.savez_compressed(args.out, boards=np.array(boards, dtype=np.int8), source=np.array(source, dtype=np.int8),
                        pairings=np.array(["-".join(p) for p in PAIRINGS]))
    print(f"{len(boards)} positions from {args.games} games -> {args.out}")


if __name__ == "__main__":
    main()
