"""The Rummikub match state: frozen plain data, and its JSON form (spec §6).

Tiles are ids (``tiles``); racks and the pool are tuples of ids (racks sorted,
the pool top first). The table is a tuple of ``Meld`` (tiles in table order and
kind) with a parallel tuple of set ids that survive unchanged sets (a UI
convenience, §20). The hidden zones are ``racks`` (each seen by its owner),
``pool`` and ``rng``.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from enum import Enum
from functools import cache
from typing import Any, TypedDict, cast

from ...codec import (
    Codec,
    Writer,
    enum_value,
    generator,
    nested,
    number_in,
    per_seat,
    seat_flags,
    seat_numbers,
    table_seat,
)
from ...core import JsonDict
from ...rng import RngState
from ...untrusted import each, items, seat_index, text, whole_number
from .groups import MAX_JOKERS
from .options import MAX_ROUNDS
from .sets import GROUP, KINDS, RUN, default_kind
from .tiles import COLOURS, COPIES, JOKER, NUMBERS_PER_COLOUR, Notation


class Phase(str, Enum):
    """Who acts follows from the phase: the seat ``to_move`` in ``PLAY``, nobody after."""

    PLAY = "play"
    GAME_OVER = "game_over"


@dataclass(frozen=True)
class Meld:
    """A set as laid: tiles in table order and its kind (§4.3).

    ``kind`` is ``"run"`` or ``"group"``; in a proposed table it may be ``None``
    for a set that is neither (the check then says why).
    """

    tiles: tuple[int, ...]
    kind: str | None

    @classmethod
    def of(cls, tiles: tuple[int, ...], kind: str | None = None) -> Meld:
        """A set with the kind declared, or the default reading (§4.3) when not."""
        return cls(tuple(tiles), kind if kind is not None else default_kind(tiles))

    def content(self) -> tuple[Any, ...]:
        """What makes two sets the same (§20): a run's tiles in order, a group's in
        any order, and the kind (so each joker's reading is the same too)."""
        return (self.kind, tuple(sorted(self.tiles)) if self.kind == GROUP else self.tiles)


@dataclass(frozen=True)
class RoundResult:
    """The public record of the last finished round (§13), kept for the table."""

    number: int
    reason: str
    """``"out"`` (a player emptied the rack) or ``"blocked"`` (pool empty, all passed)."""
    winners: tuple[int, ...]
    rack_values: tuple[int, ...]
    """Each rack's penalty value S_p (§13)."""
    racks: tuple[tuple[int, ...], ...]
    """The racks shown at the end of the round."""
    points: tuple[int, ...]
    """The round's scores."""
    table: tuple[Meld, ...] = ()
    """The table as the round ended (the winner's last play on it)."""


@dataclass(frozen=True)
class RummikubState:
    """A whole match. ``to_move`` is the seat to act (-1 once the match is over)."""

    num_players: int
    phase: Phase
    to_move: int
    round_number: int
    round_starter: int
    """The seat that made the first turn of this round (§3.7: the next round's starts after it)."""
    pool: tuple[int, ...]
    racks: tuple[tuple[int, ...], ...]
    table: tuple[Meld, ...]
    set_ids: tuple[int, ...]
    next_set_id: int
    has_melded: tuple[bool, ...]
    passes: int
    """Turns in a row that ended in a pass with the pool empty (§12)."""
    scores: tuple[int, ...]
    """Match scores: the sum of the round scores (§14)."""
    rounds_won: tuple[int, ...]
    penalties: tuple[int, ...]
    """Sum of each seat's negative round scores as positive numbers (§14 tie-break 2)."""
    rng: RngState
    first_draws: tuple[tuple[int, int], ...]
    """The first-player draw (§3.3) as (seat, tile) in drawing order; () otherwise."""
    last_round: RoundResult | None
    drawn: tuple[tuple[int, ...], ...] = ()
    """Per seat, the tiles of its last draw while it has not played since (each seat sees
    its own: the table marks them); () for every seat at a deal."""


# --------------------------------------------------------------------------- JSON


class RummikubMeld(TypedDict):
    """A set as laid in a round's record: tiles in table order, ``"run"`` or ``"group"``."""

    tiles: list[str]
    kind: str | None  # None only in a proposed table (never in a view)


class RummikubRoundRecord(TypedDict):
    """The public record of the last finished round (``RoundResult``): every rack shown."""

    number: int
    reason: str
    winners: list[int]
    rack_values: list[int]
    racks: list[list[str]]
    points: list[int]
    table: list[RummikubMeld]


MAX_TILES = COPIES * JOKER + MAX_JOKERS
"""The most tiles a game has: two of each number tile and four jokers."""
MAX_SET = NUMBERS_PER_COLOUR
"""The longest set: a run of 1 to 13."""
MAX_RACK_VALUE = COPIES * COLOURS * sum(range(1, NUMBERS_PER_COLOUR + 1)) + MAX_JOKERS * 100
"""Every tile on one rack, each joker at the largest joker penalty (100)."""
MAX_SCORE = MAX_ROUNDS * MAX_RACK_VALUE
"""No round moves more points than every rack's value."""
MAX_SET_IDS = MAX_ROUNDS * MAX_TILES * MAX_TILES
"""More set ids than a match hands out: each turn's new sets are fewer than the tiles."""


def proposed_meld(data: JsonDict, notation: Notation) -> Meld:
    """A set of a proposed table (a move's, or a view's): its kind may be ``None``."""
    kind = data["kind"]
    if kind not in (RUN, GROUP, None):
        raise ValueError(f"a set's kind is run or group, not {kind!r}")
    return Meld(tuple(notation.from_str(t) for t in data["tiles"]), kind)


@dataclass(frozen=True)
class JsonForms:
    """The JSON forms of one tile set's notation (tiles are written by name)."""

    meld: Codec[Meld]
    round: Codec[RoundResult]
    state: Codec[RummikubState]

    def meld_record(self, meld: Meld) -> RummikubMeld:
        return cast(RummikubMeld, self.meld.write(meld))

    def round_record(self, result: RoundResult) -> RummikubRoundRecord:
        return cast(RummikubRoundRecord, self.round.write(result))


@cache
def json_forms(notation: Notation) -> JsonForms:
    """``ValueError`` naming the field that is missing, of the wrong type or out of its
    range (seats, real tiles, lists no longer than the tile set, scores a match can reach).
    Whether the tiles add up and the sets are valid is the rules' check
    (``RummikubRules.state_from_dict``)."""

    def tile(value: Any) -> int:
        return notation.from_str(text(value, "a tile", max_length=4))

    def tiles(what: str, most: int = MAX_TILES) -> Callable[[Any], tuple[int, ...]]:
        return lambda value: each(value, what, most, tile)

    def names(tiles: tuple[int, ...]) -> list[str]:
        return [notation.to_str(t) for t in tiles]

    def name_lists(lists: tuple[tuple[int, ...], ...]) -> list[list[str]]:
        return [names(tiles) for tiles in lists]

    def first_draw(value: Any, n: int) -> tuple[int, int]:
        drawer, drawn = items(value, "a first draw", 2, 2)
        return seat_index(drawer, n, "a drawing seat"), tile(drawn)

    def drawn(value: Any, n: int) -> tuple[tuple[int, ...], ...]:
        lists = items(value, "the tiles drawn", n)
        if len(lists) not in (0, n):
            raise ValueError("the tiles drawn are not one list a seat")
        return tuple(tiles("a seat's tiles drawn", 3)(d) for d in lists)

    def winners(value: Any, got: Mapping[str, Any]) -> tuple[int, ...]:
        n = got["num_players"]
        seats = each(value, "the round's winners", n, lambda s: seat_index(s, n, "a winner"), min_length=1)
        if len(set(seats)) != len(seats):
            raise ValueError("the round's winners name a seat twice")
        return seats

    meld = Codec(
        Meld,
        what="a set",
        read={
            "tiles": lambda value, _: tiles("a set's tiles", MAX_SET)(value),
            "kind": lambda value, _: text(value, "a set's kind", KINDS),
        },
        write={"tiles": names},
    )
    melds: Writer = lambda table: [meld.write(m) for m in table]  # noqa: E731
    round_result = Codec(
        RoundResult,
        what="the last round",
        optional=("table",),
        read={
            "number": number_in(1, MAX_ROUNDS, "the last round's number"),
            "reason": lambda value, _: text(value, "why the round ended", ("out", "blocked")),
            "winners": winners,
            "rack_values": seat_numbers(0, MAX_RACK_VALUE, "the rack values"),
            "racks": per_seat("the last round's racks", tiles("a rack")),
            "points": seat_numbers(-MAX_RACK_VALUE, MAX_RACK_VALUE, "the round's points"),
            "table": lambda value, got: each(value, "the last round's table", MAX_TILES, lambda m: meld.read(m, got)),
        },
        write={"racks": name_lists, "table": melds},
    )
    state = Codec(
        RummikubState,
        needs="a Rummikub state",
        read={
            "num_players": number_in(2, 4, "the player count"),
            "phase": enum_value(Phase, "the phase"),
            "to_move": table_seat("the seat to move", none=-1),
            "round_number": number_in(1, MAX_ROUNDS, "the round"),
            "round_starter": table_seat("the round's first player"),
            "pool": lambda value, _: tiles("the pool")(value),
            "racks": per_seat("the racks", tiles("a rack")),
            "table": lambda value, got: each(value, "the table", MAX_TILES, lambda m: meld.read(m, got)),
            "set_ids": lambda value, _: each(
                value, "the set ids", MAX_TILES, lambda i: whole_number(i, 1, MAX_SET_IDS, "a set id")
            ),
            "next_set_id": number_in(1, MAX_SET_IDS, "the next set id"),
            "has_melded": seat_flags("the seats that melded"),
            "passes": lambda value, got: whole_number(value, 0, got["num_players"], "the passes"),
            "scores": seat_numbers(-MAX_SCORE, MAX_SCORE, "the scores"),
            "rounds_won": seat_numbers(0, MAX_ROUNDS, "the rounds won"),
            "penalties": seat_numbers(0, MAX_SCORE, "the penalties"),
            "rng": generator(),
            "first_draws": lambda value, got: each(
                value, "the first draws", MAX_TILES, lambda d: first_draw(d, got["num_players"])
            ),
            "last_round": nested(round_result),
            "drawn": lambda value, got: drawn(value, got["num_players"]),
        },
        write={
            "pool": names,
            "racks": name_lists,
            "table": melds,
            "first_draws": lambda draws: [[seat, notation.to_str(t)] for seat, t in draws],
            "last_round": round_result.write,
            "drawn": name_lists,
        },
    )
    return JsonForms(meld, round_result, state)
