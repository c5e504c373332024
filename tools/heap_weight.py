"""What the snapshot's heap is made of: the code each part of the program leaves in memory.

    python3 tools/heap_weight.py

Runs under the real Pyodide in Node (tools/pyodide_run.mjs), imports every cardtable module as
tools/make_snapshot.mjs does, and prints, per part (Pyodide and the standard library it and
PyScript import; cardtable's shared code; each game's engine, table and bots together), the
bytes of its functions' code (code objects, bytecode, line tables, constants). Every byte of
that heap is downloaded before a first visit is ready (docs/figures.md, "Boot"), so this is where a
smaller first visit must come from. Standard library only; needs Node and `npm ci`.
"""

from __future__ import annotations

import sys

from pyodide_run import run_in_pyodide

WEIGH = """
import gc, importlib, pkgutil, sys, types
# What PyScript's package and py/main.py import (as tools/make_snapshot.mjs does).
for name in ("asyncio", "base64", "collections", "functools", "html", "inspect", "io", "json"):
    importlib.import_module(name)
import cardtable
for info in pkgutil.walk_packages(cardtable.__path__, "cardtable."):
    if info.name.endswith("__main__"):
        continue
    try:
        importlib.import_module(info.name)
    except ModuleNotFoundError as error:
        if (error.name or "").split(".")[0] not in {"js", "pyscript", "_pyscript", "polyscript"}:
            raise
from cardtable.engine import registry
games = registry.game_ids()

def part(module):
    if not module.startswith("cardtable."):
        return "Pyodide and the standard library"
    for game in games:
        if game in module.split("."):  # cardtable.{engine.games,ui.games,bots}.<game>...
            return f"game: {game}"
    return "cardtable, shared"

def code_bytes(code, seen):
    if id(code) in seen:
        return 0
    seen.add(id(code))
    size = sum(sys.getsizeof(x) for x in (code, code.co_code, code.co_linetable, code.co_exceptiontable))
    for const in code.co_consts:
        size += code_bytes(const, seen) if isinstance(const, types.CodeType) else sys.getsizeof(const)
    return size

seen, parts = set(), {}
for thing in gc.get_objects():
    if isinstance(thing, types.FunctionType):
        name = part(thing.__module__ or "")
        parts[name] = parts.get(name, 0) + sys.getsizeof(thing) + code_bytes(thing.__code__, seen)
result = parts
"""


def main() -> int:
    parts = sorted(run_in_pyodide(WEIGH).items(), key=lambda item: -item[1])
    total = sum(size for _, size in parts)
    print(f"{'part':40} {'code, MB':>9} {'share':>6}")
    for name, size in parts:
        print(f"{name:40} {size / 1e6:9.2f} {size / total:6.0%}")
    print(f"{'all functions':40} {total / 1e6:9.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
