"""The Rummikub match state: frozen plain data, and its JSON form (spec §6).

Tiles are ids (``tiles``); racks and the pool are tuples of ids (racks sorted,
the pool top first). The table is a tuple of ``Meld`` (tiles in table order and
kind) with a parallel tuple of set ids that survive unchanged sets (a UI
convenience, §20). The hidden zones are ``racks`` (each seen by its owner),
``pool`` and ``rng``.
"""

from __future__ import annotations

from dataclasses import dataclass, fields
from enum import Enum
from typing import Any, TypedDict

from ...core import JsonDict
from ...rng import RngState, state_from_json
from ...untrusted import each, flags, items, mapping, numbers, reading, seat_index, text, whole_number
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


def meld_to_dict(meld: Meld, notation: Notation) -> RummikubMeld:
    return {"tiles": [notation.to_str(t) for t in meld.tiles], "kind": meld.kind}


def meld_from_dict(data: JsonDict, notation: Notation) -> Meld:
    kind = data["kind"]
    if kind not in (RUN, GROUP, None):
        raise ValueError(f"a set's kind is run or group, not {kind!r}")
    return Meld(tuple(notation.from_str(t) for t in data["tiles"]), kind)


def result_to_dict(result: RoundResult, notation: Notation) -> RummikubRoundRecord:
    return {
        "number": result.number,
        "reason": result.reason,
        "winners": list(result.winners),
        "rack_values": list(result.rack_values),
        "racks": [[notation.to_str(t) for t in rack] for rack in result.racks],
        "points": list(result.points),
        "table": [meld_to_dict(meld, notation) for meld in result.table],
    }


def result_from_dict(data: JsonDict, notation: Notation) -> RoundResult:
    return RoundResult(
        number=int(data["number"]),
        reason=str(data["reason"]),
        winners=tuple(int(s) for s in data["winners"]),
        rack_values=tuple(int(v) for v in data["rack_values"]),
        racks=tuple(tuple(notation.from_str(t) for t in rack) for rack in data["racks"]),
        points=tuple(int(v) for v in data["points"]),
        table=tuple(meld_from_dict(meld, notation) for meld in data.get("table", ())),
    )


def state_to_dict(state: RummikubState, notation: Notation) -> JsonDict:
    text = notation.to_str
    return {
        "num_players": state.num_players,
        "phase": state.phase.value,
        "to_move": state.to_move,
        "round_number": state.round_number,
        "round_starter": state.round_starter,
        "pool": [text(t) for t in state.pool],
        "racks": [[text(t) for t in rack] for rack in state.racks],
        "table": [meld_to_dict(meld, notation) for meld in state.table],
        "set_ids": list(state.set_ids),
        "next_set_id": state.next_set_id,
        "has_melded": list(state.has_melded),
        "passes": state.passes,
        "scores": list(state.scores),
        "rounds_won": list(state.rounds_won),
        "penalties": list(state.penalties),
        "rng": list(state.rng),
        "first_draws": [[seat, text(t)] for seat, t in state.first_draws],
        "last_round": None if state.last_round is None else result_to_dict(state.last_round, notation),
        "drawn": [[text(t) for t in tiles] for tiles in state.drawn],
    }


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


def state_from_dict(data: JsonDict, notation: Notation) -> RummikubState:
    """Rebuild a state from untrusted JSON; ``ValueError`` naming the field that is missing,
    of the wrong type or out of its range (seats, real tiles, lists no longer than the tile
    set, scores a match can reach). Whether the tiles add up and the sets are valid is the
    rules' check (``RummikubRules.state_from_dict``)."""
    with reading("Rummikub"):
        data = dict(mapping(data, "the state"))
        expected = {field.name for field in fields(RummikubState)}
        missing = sorted(expected - set(data))
        if missing:
            raise ValueError(f"a Rummikub state needs the field(s): {', '.join(missing)}")
        n = whole_number(data["num_players"], 2, 4, "the player count")

        def tiles(value: Any, what: str, most: int = MAX_TILES) -> tuple[int, ...]:
            return each(value, what, most, lambda t: notation.from_str(text(t, "a tile", max_length=4)))

        drawn = items(data["drawn"], "the tiles drawn", n)
        if len(drawn) not in (0, n):
            raise ValueError("the tiles drawn are not one list a seat")
        return RummikubState(
            num_players=n,
            phase=Phase(text(data["phase"], "the phase", [p.value for p in Phase])),
            to_move=seat_index(data["to_move"], n, "the seat to move", none=-1),
            round_number=whole_number(data["round_number"], 1, MAX_ROUNDS, "the round"),
            round_starter=seat_index(data["round_starter"], n, "the round's first player"),
            pool=tiles(data["pool"], "the pool"),
            racks=each(data["racks"], "the racks", n, lambda rack: tiles(rack, "a rack"), min_length=n),
            table=each(data["table"], "the table", MAX_TILES, lambda meld: _meld(meld, notation)),
            set_ids=each(
                data["set_ids"], "the set ids", MAX_TILES, lambda i: whole_number(i, 1, MAX_SET_IDS, "a set id")
            ),
            next_set_id=whole_number(data["next_set_id"], 1, MAX_SET_IDS, "the next set id"),
            has_melded=flags(data["has_melded"], n, "the seats that melded"),
            passes=whole_number(data["passes"], 0, n, "the passes"),
            scores=numbers(data["scores"], n, -MAX_SCORE, MAX_SCORE, "the scores"),
            rounds_won=numbers(data["rounds_won"], n, 0, MAX_ROUNDS, "the rounds won"),
            penalties=numbers(data["penalties"], n, 0, MAX_SCORE, "the penalties"),
            rng=state_from_json(numbers(data["rng"], 4, 0, 0xFFFFFFFF, "the generator")),
            first_draws=each(data["first_draws"], "the first draws", MAX_TILES, lambda d: _first_draw(d, n, notation)),
            last_round=None if data["last_round"] is None else _round_result(data["last_round"], n, notation),
            drawn=tuple(tiles(d, "a seat's tiles drawn", 3) for d in drawn),
        )


def _meld(value: Any, notation: Notation) -> Meld:
    data = mapping(value, "a set")
    kind = text(data["kind"], "a set's kind", KINDS)
    tiles = each(data["tiles"], "a set's tiles", MAX_SET, lambda t: notation.from_str(text(t, "a tile", max_length=4)))
    return Meld(tiles, kind)


def _first_draw(value: Any, n: int, notation: Notation) -> tuple[int, int]:
    drawer, drawn = items(value, "a first draw", 2, 2)
    return seat_index(drawer, n, "a drawing seat"), notation.from_str(text(drawn, "a tile", max_length=4))


def _round_result(value: Any, n: int, notation: Notation) -> RoundResult:
    data = mapping(value, "the last round")
    winners = each(data["winners"], "the round's winners", n, lambda s: seat_index(s, n, "a winner"), min_length=1)
    if len(set(winners)) != len(winners):
        raise ValueError("the round's winners name a seat twice")
    return RoundResult(
        number=whole_number(data["number"], 1, MAX_ROUNDS, "the last round's number"),
        reason=text(data["reason"], "why the round ended", ("out", "blocked")),
        winners=winners,
        rack_values=numbers(data["rack_values"], n, 0, MAX_RACK_VALUE, "the rack values"),
        racks=each(
            data["racks"],
            "the last round's racks",
            n,
            lambda rack: each(rack, "a rack", MAX_TILES, lambda t: notation.from_str(text(t, "a tile", max_length=4))),
            min_length=n,
        ),
        points=numbers(data["points"], n, -MAX_RACK_VALUE, MAX_RACK_VALUE, "the round's points"),
        table=each(data.get("table", ()), "the last round's table", MAX_TILES, lambda meld: _meld(meld, notation)),
    )
