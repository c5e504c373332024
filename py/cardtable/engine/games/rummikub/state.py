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
from typing import TYPE_CHECKING, Any

from ...core import JsonDict
from ...rng import RngState
from .sets import GROUP, RUN, default_kind
from .tiles import Notation

if TYPE_CHECKING:  # the views' types (views.py imports this module)
    from .views import RummikubMeld, RummikubRoundRecord


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


def state_from_dict(data: JsonDict, notation: Notation) -> RummikubState:
    """Rebuild a state; ``ValueError`` when a field is missing or malformed."""
    expected = {field.name for field in fields(RummikubState)}
    missing = sorted(expected - set(data))
    if missing:
        raise ValueError(f"a Rummikub state needs the field(s): {', '.join(missing)}")
    try:
        rng = tuple(int(word) for word in data["rng"])
        if len(rng) != 4:
            raise ValueError("rng is four integers")
        tile = notation.from_str
        return RummikubState(
            num_players=int(data["num_players"]),
            phase=Phase(data["phase"]),
            to_move=int(data["to_move"]),
            round_number=int(data["round_number"]),
            round_starter=int(data["round_starter"]),
            pool=tuple(tile(t) for t in data["pool"]),
            racks=tuple(tuple(tile(t) for t in rack) for rack in data["racks"]),
            table=tuple(meld_from_dict(meld, notation) for meld in data["table"]),
            set_ids=tuple(int(i) for i in data["set_ids"]),
            next_set_id=int(data["next_set_id"]),
            has_melded=tuple(bool(m) for m in data["has_melded"]),
            passes=int(data["passes"]),
            scores=tuple(int(s) for s in data["scores"]),
            rounds_won=tuple(int(s) for s in data["rounds_won"]),
            penalties=tuple(int(s) for s in data["penalties"]),
            rng=(rng[0], rng[1], rng[2], rng[3]),
            first_draws=tuple((int(seat), tile(t)) for seat, t in data["first_draws"]),
            last_round=None if data["last_round"] is None else result_from_dict(data["last_round"], notation),
            drawn=tuple(tuple(tile(t) for t in tiles) for tiles in data["drawn"]),
        )
    except (KeyError, TypeError, AttributeError) as error:
        raise ValueError(f"malformed Rummikub state: {error}") from None
