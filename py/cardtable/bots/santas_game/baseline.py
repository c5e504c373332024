"""The arena with Santa's Game's yardstick seat kind, ``random_must_play``, beside the levels.

The shared arena knows bot levels only; this runs it with ``BASELINES`` added to the
levels for the length of the run (the table never offers them)::

    PYTHONPATH=py python3 -m cardtable.bots.santas_game.baseline \\
        --seats hard,random_must_play,random_must_play,random_must_play --games 400 --seed 1 --jobs 2
"""

from __future__ import annotations

import argparse
import json

from ... import arena
from . import levels


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python -m cardtable.bots.santas_game.baseline")
    parser.add_argument("--seats", required=True)
    parser.add_argument("--games", type=int, required=True)
    parser.add_argument("--seed", type=int, required=True)
    parser.add_argument("--options", default="{}")
    parser.add_argument("--jobs", type=int, default=1)
    args = parser.parse_args(argv)
    levels.LEVELS.update(levels.BASELINES)  # worker processes fork with it in place
    summary = arena.run_arena(
        "santas_game", games=args.games, seed=args.seed, seats=args.seats.split(","),
        options=json.loads(args.options), jobs=args.jobs,
    )
    print(json.dumps(summary))


if __name__ == "__main__":
    main()
