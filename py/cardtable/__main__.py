"""Command line: ``python -m cardtable <command> …`` (run with ``py/`` on ``PYTHONPATH``).

Commands:
    arena   seeded bot matches; prints one JSON line (see ``cardtable.arena.summarise``)
    bench   engine speed: random games per second, median of several runs
    solve   a game's solver: a JSON position on stdin, the answer as JSON (games
            whose engine package has a ``solve`` module with ``solve_position``)

Each command is a small function that parses nothing itself (its sub-parser does, into
its function's keywords) and calls the module that does the work, so adding a command
is adding a sub-parser and a function.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from typing import Any


def _arena(args: argparse.Namespace) -> object:
    from .arena import run_arena

    return run_arena(args.game, **_parameters(args))


def _bench(args: argparse.Namespace) -> object:
    from .arena import bench

    return bench(args.game, **_parameters(args))


def _parameters(args: argparse.Namespace) -> dict[str, Any]:
    """A command's options, already parsed by its sub-parser, as its function's keywords: each
    option's ``dest`` is the parameter's name."""
    return {name: value for name, value in vars(args).items() if name not in ("command", "run", "game")}


# Argument types: argparse names a bad value by the function's name ("invalid json_text value").
def comma_list(text: str) -> list[str]:
    return text.split(",")


def json_text(text: str) -> Any:
    return json.loads(text)


def _solve(args: argparse.Namespace) -> object:
    """The optional hook ``<game package>.solve.solve_position(position) -> answer``."""
    import importlib

    from .engine import registry

    try:
        rules_class = registry.rules_class(args.game)
    except KeyError as error:
        raise SystemExit(f"solve: {error.args[0]}; games: {', '.join(registry.game_ids())}") from None
    package = importlib.import_module(rules_class.__module__).__package__
    try:
        hook = importlib.import_module(f"{package}.solve")
    except ModuleNotFoundError as error:
        if error.name != f"{package}.solve":
            raise  # the solver exists but something it imports is missing
        raise SystemExit(f"solve: {args.game} has no solver") from None
    try:
        return hook.solve_position(json.load(sys.stdin))
    except ValueError as error:  # json.JSONDecodeError is one too
        raise SystemExit(f"solve: {error}") from None


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="python -m cardtable")
    commands = parser.add_subparsers(dest="command", required=True)

    arena = commands.add_parser("arena", help="seeded bot matches, one JSON line of results")
    arena.add_argument("--game", required=True)
    arena.add_argument("--players", type=int, help="seat count (default: the number of --seats, else 4)")
    arena.add_argument("--seats", type=comma_list, help="bot levels, one a seat, comma-separated (default: normal)")
    arena.add_argument("--games", type=int, required=True)
    arena.add_argument("--seed", type=int, required=True)
    arena.add_argument("--options", type=json_text, help='rule options as JSON, e.g. \'{"length": "short_half"}\'')
    arena.add_argument("--jobs", type=int, default=1, help="worker processes")
    arena.set_defaults(run=_arena)

    bench = commands.add_parser("bench", help="engine speed: random games per second")
    bench.add_argument("--game", required=True)
    bench.add_argument("--players", type=int, help="seat count (default: 4, or the nearest count the game takes)")
    bench.add_argument("--games", type=int, default=20, help="games per run")
    bench.add_argument("--runs", type=int, default=5, help="runs; the median is reported")
    bench.add_argument("--seed", type=int, default=1)
    bench.add_argument("--options", type=json_text, help="rule options as JSON")
    bench.set_defaults(run=_bench)

    solve = commands.add_parser("solve", help="a game's solver: JSON position on stdin, JSON answer")
    solve.add_argument("game")
    solve.set_defaults(run=_solve)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    parser = _parser()
    args = parser.parse_args(argv)
    try:
        result = args.run(args)
    except (KeyError, ValueError) as error:  # an unknown game, level or option: say so plainly
        parser.exit(2, f"{parser.prog} {args.command}: {error.args[0] if error.args else error}\n")
    print(json.dumps(result))
    return 0


if __name__ == "__main__":
    sys.exit(main())
