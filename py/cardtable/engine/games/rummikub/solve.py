"""The ``solve`` command's hook: ``python -m cardtable solve rummikub < position.json``.

Input (JSON)::

    {"table": [["r3", "r4", "r5"], ...], "rack": ["b7", "*", ...],
     "initial_done": true, "objective": "tiles"}

``objective`` is ``"tiles"`` (most tiles, the default) or ``"value"`` (most face
value; a joker's is 0). Optional: ``initial_meld_min`` (30) and
``initial_turn_may_extend`` (false) for ``initial_done: false`` (§8 C4).
Tiles are in either notation (``r7``/``*`` or ``S12``/``*``; one per position).

Output (JSON): ``{"placed": [tiles], "table": [[...], ...]}``: a valid table that
holds the old table's tiles plus exactly the placed ones (``solver``).
"""

from __future__ import annotations

from typing import Any

from ...core import JsonDict
from .sets import kinds
from .solver import OBJECTIVES, solve
from .tiles import CARDS, JOKER, NUMBERS, Notation, counts_of


def _notation(words: list[str]) -> Notation:
    letters = {word[0] for word in words if word and word[0] != "*"}
    if letters and letters <= set(CARDS.letters):
        return CARDS
    return NUMBERS


def solve_position(position: Any) -> JsonDict:
    """Solve one position (see the module docstring); ``ValueError`` on bad input."""
    if not isinstance(position, dict):
        raise ValueError("a position is a JSON object with 'table' and 'rack'")
    table_words = position.get("table", [])
    rack_words = position.get("rack", [])
    if not isinstance(table_words, list) or not all(isinstance(m, list) for m in table_words):
        raise ValueError("'table' is a list of sets, each a list of tiles")
    if not isinstance(rack_words, list):
        raise ValueError("'rack' is a list of tiles")
    notation = _notation([w for m in table_words for w in m] + list(rack_words))
    table = [tuple(notation.from_str(w) for w in meld) for meld in table_words]
    rack = [notation.from_str(w) for w in rack_words]
    for meld in table:
        if not kinds(meld):
            raise ValueError(f"[{notation.tiles_to_str(meld)}] is not a valid set")
    counts = counts_of([t for meld in table for t in meld] + rack)
    if max(counts[:JOKER]) > 2 or counts[JOKER] > 4:
        raise ValueError("a tile set has each number tile twice and at most 4 jokers")
    objective = position.get("objective", "tiles")
    if objective not in OBJECTIVES:
        raise ValueError(f"'objective' is one of {', '.join(OBJECTIVES)}")
    result = solve(
        table,
        rack,
        objective=objective,
        initial_done=bool(position.get("initial_done", True)),
        initial_meld_min=int(position.get("initial_meld_min", 30)),
        initial_may_extend=bool(position.get("initial_turn_may_extend", False)),
    )
    return {
        "placed": [notation.to_str(t) for t in result.placed],
        "table": [[notation.to_str(t) for t in meld.tiles] for meld in result.melds],
    }
