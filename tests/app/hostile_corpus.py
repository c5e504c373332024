"""A corpus of hostile save texts, and how the app judges each: imported or refused, and the work.

Standard library and cardtable only, so that the same code runs under CPython and, as text,
under the real Pyodide in Node (tests/app/test_hostile_saves.py sends this file through
tools/pyodide_run.mjs). ``judge_corpus(game)`` returns a JSON-able report.

The corpus, for one game (a real save of it, ``MOVES`` moves into a match):
- every field of the save, recursively (of a list: the whole list, its first three items and its
  last), replaced in turn by each of ``REPLACEMENTS``;
- nesting 200,000 deep (arrays, objects, and inside a real field), multi-megabyte strings (a
  name, a move), a million moves, more moves than any game has, and a stored settings value
  nested as deep.
"""

from __future__ import annotations

import copy
import json
import time
from collections.abc import Iterator
from typing import Any

from cardtable.app.saves import MAX_MOVES, REASONS, SAVE_PREFIX, MemoryStorage, SaveError, SaveStore, to_document
from cardtable.app.session import MatchSession, MatchSetup, Seat
from cardtable.app.settings import SETTINGS_KEY, load_settings
from cardtable.engine import registry
from cardtable.ui.playable import register_playable_games

MOVES = 40
LONG = "x" * 100_000
REPLACEMENTS: tuple[Any, ...] = (-1, 99, 10**9, 10**18, "", [], {}, None, LONG)
DEEP = 200_000
Path = tuple[str | int, ...]


def cpu_seconds() -> float:
    """The process's CPU time: Node's own count under Pyodide (whose clocks are wall clocks)."""
    try:
        from js import process  # type: ignore[import-not-found]  (only under Pyodide)
    except ImportError:
        return time.process_time()
    usage = process.cpuUsage()
    return float(usage.user + usage.system) / 1e6


def real_save(game: str) -> dict[str, Any]:
    """A save of a match under way: every seat a person, each playing its first legal move."""
    cls = registry.rules_class(game)
    count = min(max(cls.info.min_players, 3), cls.info.max_players)
    setup = MatchSetup(game, tuple(Seat(f"Player {i + 1}") for i in range(count)), 2024)
    session = MatchSession(setup)
    for _ in range(MOVES):
        if session.is_over():
            break
        seat = session.to_act()[0]
        session.submit(seat, session.rules.legal_actions(session.state, seat)[0])
    return to_document(session, "real", 1.0, 2.0)


def field_paths(value: Any, path: Path = ()) -> Iterator[Path]:
    if path:
        yield path
    if isinstance(value, dict):
        for key, item in value.items():
            yield from field_paths(item, (*path, key))
    elif isinstance(value, list) and value:
        for index in sorted({0, 1, 2, len(value) - 1} & set(range(len(value)))):
            yield from field_paths(value[index], (*path, index))


def replaced(doc: dict[str, Any], path: Path, value: Any) -> dict[str, Any]:
    changed = copy.deepcopy(doc)
    holder: Any = changed
    for step in path[:-1]:
        holder = holder[step]
    holder[path[-1]] = value
    return changed


def hostile_texts(game: str) -> Iterator[tuple[str, str]]:
    """(what, text) for every case of the corpus."""
    doc = real_save(game)
    text = json.dumps(doc, separators=(",", ":"))
    yield "the real save", text
    for path in field_paths(doc):
        for value in REPLACEMENTS:
            yield f"{'.'.join(map(str, path))} = {repr(value)[:12]}", json.dumps(replaced(doc, path, value))
    yield "arrays nested 200,000 deep", "[" * DEEP + "]" * DEEP
    yield "objects nested 200,000 deep", '{"":[' * (DEEP // 2) + "]}" * (DEEP // 2)  # within the size bound
    yield "a field nested 200,000 deep", text.replace('"log":[', '"log":' + "[" * DEEP + "]" * (DEEP - 1) + ",[", 1)
    yield "a 3 MB name", json.dumps(replaced(doc, ("seats", 0, "name"), "x" * 3_000_000))
    yield "a 900 kB move", json.dumps(replaced(doc, ("log",), [[0, "x" * 900_000]]))
    yield "a million moves", json.dumps(replaced(doc, ("log",), [[0, "pass"]] * 1_000_000))
    yield "more moves than any game has", json.dumps(replaced(doc, ("log",), [[0, "x"]] * (MAX_MOVES + 1)))
    yield "10**18 as the seed", json.dumps(replaced(doc, ("seed",), 10**18))
    yield "a number of 5,000 digits", text.replace('"seed":2024', '"seed":' + "9" * 5000, 1)
    yield "Infinity as the seed", text.replace('"seed":2024', '"seed":Infinity', 1)


def judge(store: SaveStore, text: str) -> dict[str, Any]:
    """Import the text, then list it as a stored save, as the lobby does; what each said and the
    CPU time it took."""
    started = cpu_seconds()
    try:
        store.import_text(text, "imported", now=3.0)
        imported = "imported"
    except SaveError as error:
        imported = f"refused:{error.reason}" if error.reason in REASONS and str(error) else "refused silently"
    except Exception as error:  # what the test is for: anything but a refusal is a failure
        imported = f"crashed:{type(error).__name__}: {str(error)[:120]}"
    store.storage.set(SAVE_PREFIX + "stored", text)
    try:
        saves, _ = store.summaries()
        listed = "listed" if "stored" in {save.id for save in saves} else "set aside"
    except Exception as error:  # likewise
        listed = f"crashed:{type(error).__name__}: {str(error)[:120]}"
    for key in list(store.storage.keys()):
        store.storage.remove(key)
    return {"import": imported, "list": listed, "cpu": cpu_seconds() - started}


def judge_corpus(game: str) -> dict[str, Any]:
    register_playable_games()
    store = SaveStore(MemoryStorage())
    cases = {what: judge(store, text) for what, text in hostile_texts(game)}
    storage = MemoryStorage()
    storage.set(SETTINGS_KEY, "[" * DEEP + "]" * DEEP)
    settings = load_settings(storage, "fr").lang
    # Python still runs: a fresh match can be dealt and saved after all of it.
    after = SaveStore(MemoryStorage())
    after.import_text(json.dumps(real_save(game)), "after", now=4.0)
    return {"cases": cases, "settings_fallback": settings, "still_runs": after.load("after").log != []}
