"""A turn's position as a short text for a link: "play this turn again" (practice review).

The text holds what the seat to move saw at the turn's start: whose turn it is, who has
made the initial meld, that seat's rack and the table's sets with their kinds. What the
seat could not see (the other racks, the pool) is not in it: ``new_game_from_position``
deals it from the link's seed out of the tiles the position leaves.

Grammar (URL-safe characters only, so a link carries it unescaped)::

    position := seat melded* "." rack set*
    seat     := the seat to move, one digit
    melded   := "1" or "0" per seat: has it made its initial meld (§8 C4)
    rack     := tile+                     the seat's rack
    set      := ("-" | "_") tile+         "-" starts a run, "_" a group (the declared kind, §4.3)
    tile     := "A".."Z" "a".."z" for the tile ids 0..51, "0" for the joker

Tile ids run colour by colour (``tiles``), so ``A``..``M`` are the first colour's 1..13
(``k1``..``k13``, or ``S1``..``S13`` in My Rummy's cards), ``N``..``Z`` the second's, and so
on. One character a tile keeps a link with the whole tile set on the table near 150
characters.

>>> from .tiles import NUMBERS
>>> text = write(0, (True, False), NUMBERS.tiles_from_str("r5 *"), [(NUMBERS.tiles_from_str("k1 k2 k3"), "run")])
>>> text
'010.r0-ABC'
>>> read(text, 2, 2, NUMBERS)
(0, (True, False), (43, 52), (((0, 1, 2), 'run'),))
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from .sets import GROUP, RUN, is_valid, why_not
from .tiles import COPIES, JOKER, NUM_KINDS, Notation, counts_of

CODES = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0"
"""The code of tile id ``i`` is ``CODES[i]`` (the joker, id 52, is ``0``)."""
_IDS = {code: tile for tile, code in enumerate(CODES)}
_KIND_MARKS = {"-": RUN, "_": GROUP}
MAX_POSITION_CHARS = 400
"""Far above any real position (108 tiles, 36 sets, a head of 5): a longer text is not one."""

Set = tuple[tuple[int, ...], str]
"""A set of the position: its tiles in table order and its kind."""


def write(seat: int, melded: Sequence[bool], rack: Sequence[int], table: Sequence[Set]) -> str:
    head = f"{seat}" + "".join("1" if m else "0" for m in melded)
    sets = "".join(("-" if kind == RUN else "_") + _codes(tiles) for tiles, kind in table)
    return f"{head}.{_codes(rack)}{sets}"


def _codes(tiles: Sequence[int]) -> str:
    return "".join(CODES[t] for t in tiles)


def read(
    text: str, num_players: int, jokers: int, notation: Notation
) -> tuple[int, tuple[bool, ...], tuple[int, ...], tuple[Set, ...]]:
    """(seat to move, who has melded, its rack, the table) from ``text``; ``ValueError``
    says in plain words (tiles in ``notation``) what is wrong: the grammar, a set that is
    not valid, or more of a tile than the tile set has (``jokers`` of them for the joker)."""
    if not isinstance(text, str) or not text.isascii() or len(text) > MAX_POSITION_CHARS:
        raise ValueError("the position is not one this game wrote")
    head, dot, body = text.partition(".")
    if not dot or len(head) != 1 + num_players or not head.isdigit() or set(head[1:]) - {"0", "1"}:
        raise ValueError(f"the position must start with the seat to move and one 0/1 per seat ({num_players} seats)")
    seat = int(head[0])
    if seat >= num_players:
        raise ValueError(f"the position's seat to move ({seat}) is not one of the {num_players} seats")
    melded = tuple(flag == "1" for flag in head[1:])
    rack, table = _split(body)
    if not rack:
        raise ValueError("the position has no tiles on the rack of the seat to move")
    for number, (tiles, kind) in enumerate(table, start=1):
        if not is_valid(tiles, kind):
            _, sentence, _ = why_not(tiles, kind, notation)
            raise ValueError(f"set {number} of the position is not a valid {kind}: {sentence}")
    counts = counts_of([*rack, *(t for tiles, _ in table for t in tiles)])
    for tile in range(NUM_KINDS):
        most = jokers if tile == JOKER else COPIES
        if counts[tile] > most:
            name = "the joker" if tile == JOKER else notation.to_str(tile)
            raise ValueError(f"the position has {name} {counts[tile]} times; the tile set has it {most} times")
    return seat, melded, rack, table


def _split(body: str) -> tuple[tuple[int, ...], tuple[Set, ...]]:
    """The rack's tiles and the sets, each the tile codes after its kind mark."""
    stray = next((char for char in body if char not in _IDS and char not in _KIND_MARKS), None)
    if stray is not None:
        raise ValueError(f"{stray!r} is not a tile code of a position")
    pieces = re.split(r"([-_])", body)  # the rack, then a kind mark and its codes, set by set
    table = []
    for mark, codes in zip(pieces[1::2], pieces[2::2]):
        if not codes:
            raise ValueError("the position has an empty set")
        table.append((tuple(_IDS[c] for c in codes), _KIND_MARKS[mark]))
    return tuple(_IDS[c] for c in pieces[0]), tuple(table)
