"""The Canasta match state: frozen plain data, and its JSON form.

Hands are sorted tuples of card ids (two packs: a card may be there twice). Sides
are numbered like ``side_of``: with four players seats 0 and 2 are side 0, seats 1
and 3 side 1; with two or three players each seat is its own side. The hidden
zones are ``hands``, ``stock`` and ``rng``.
"""

from __future__ import annotations

from dataclasses import dataclass, fields
from enum import Enum
from functools import cached_property
from typing import TYPE_CHECKING, Any

from ...core import JsonDict
from ...rng import RngState, state_from_json
from .cards import card_from_str, cards_from_strs, cards_to_strs
from .melds import Meld

if TYPE_CHECKING:  # the views' types (views.py imports this module)
    from .views import CanastaHandRecord, CanastaMeldRecord, CanastaScoreLine


class Phase(str, Enum):
    """Who acts and what is legal follow from the phase (§9.1)."""

    DRAW = "draw"  # draw from the stock, take the pile (or decline it once the stock is gone), ask
    MELD = "meld"  # meld, add to melds, discard (or go out), ask
    ANSWER = "answer"  # the partner answers "may I go out?" (§10.2)
    GAME_OVER = "game_over"


class HandEnd(str, Enum):
    WENT_OUT = "went_out"
    STOCK_OUT = "stock_out"  # §11: the stock ran out and nobody went out


def side_of(seat: int, num_players: int) -> int:
    return seat % 2 if num_players == 4 else seat


def num_sides(num_players: int) -> int:
    return 2 if num_players == 4 else num_players


def partner_of(seat: int, num_players: int) -> int:
    """The partner across the table (4 players); a lone player is their own."""
    return (seat + 2) % 4 if num_players == 4 else seat


@dataclass(frozen=True)
class ScoreLine:
    """One line of a side's hand score (§12): what, how many, how many points."""

    item: str
    side: int
    count: int
    points: int

    def to_dict(self) -> CanastaScoreLine:
        return {"item": self.item, "side": self.side, "count": self.count, "points": self.points}


@dataclass(frozen=True)
class HandResult:
    """The public record of a scored hand, kept in the state until the next one ends."""

    number: int
    dealer: int
    end: HandEnd
    went_out: int  # the seat that went out, or -1
    concealed: bool
    hands: tuple[tuple[int, ...], ...]  # what every player still held (shown at the count)
    melds: tuple[tuple[Meld, ...], ...]  # per side, as scored
    red_threes: tuple[tuple[int, ...], ...]  # per side, as scored
    points: tuple[int, ...]  # per side, this hand
    totals: tuple[int, ...]  # per side, after this hand
    lines: tuple[ScoreLine, ...]

    @cached_property
    def public(self) -> CanastaHandRecord:
        """Its JSON form, cached: every view shows it (read it, never change it)."""
        return result_to_dict(self)


@dataclass(frozen=True)
class CanastaState:
    num_players: int
    phase: Phase
    turn: int  # the seat whose turn it is (the asker, while the partner answers)
    dealer: int
    hand_number: int  # 1 for the first hand
    hands: tuple[tuple[int, ...], ...]
    stock: tuple[int, ...]  # top card first
    pile: tuple[int, ...]  # the discard pile, bottom card first
    pile_frozen: bool  # §8's flag on the pile itself
    melds: tuple[tuple[Meld, ...], ...]  # per side, in the order they were started
    red_threes: tuple[tuple[int, ...], ...]  # per side, laid out
    had_turn: tuple[bool, ...]  # per seat: its first turn has begun (dealt red threes laid out)
    has_melded: tuple[bool, ...]  # per seat: melded, added or took the pile in an earlier turn (§10.3)
    drew: str  # this turn: "" (not yet), "stock" or "pile"
    turn_melds: tuple[int, ...]  # ranks of the melds the player started this turn (§10.3)
    acted: bool  # the player melded or added this turn
    asked: bool  # "may I go out?" was asked this turn
    answer: str  # the partner's answer this turn: "", "yes" or "no"
    penalties: tuple[int, ...]  # per side: failed permissions this hand (§10.2)
    scores: tuple[int, ...]  # per side: cumulative match totals
    rng: RngState
    last_hand: HandResult | None


# --------------------------------------------------------------------------- JSON


def meld_to_dict(meld: Meld) -> CanastaMeldRecord:
    return {"rank": meld.rank, "cards": cards_to_strs(meld.cards)}


def meld_from_dict(data: JsonDict) -> Meld:
    return Meld(int(data["rank"]), tuple(sorted(cards_from_strs(data["cards"]))))


def result_to_dict(result: HandResult) -> CanastaHandRecord:
    return {
        "number": result.number,
        "dealer": result.dealer,
        "end": result.end.value,
        "went_out": result.went_out,
        "concealed": result.concealed,
        "hands": [cards_to_strs(hand) for hand in result.hands],
        "melds": [[meld_to_dict(meld) for meld in side] for side in result.melds],
        "red_threes": [cards_to_strs(side) for side in result.red_threes],
        "points": list(result.points),
        "totals": list(result.totals),
        "lines": [line.to_dict() for line in result.lines],
    }


def result_from_dict(data: JsonDict) -> HandResult:
    return HandResult(
        number=int(data["number"]),
        dealer=int(data["dealer"]),
        end=HandEnd(data["end"]),
        went_out=int(data["went_out"]),
        concealed=bool(data["concealed"]),
        hands=tuple(tuple(cards_from_strs(hand)) for hand in data["hands"]),
        melds=tuple(tuple(meld_from_dict(meld) for meld in side) for side in data["melds"]),
        red_threes=tuple(tuple(cards_from_strs(side)) for side in data["red_threes"]),
        points=tuple(int(p) for p in data["points"]),
        totals=tuple(int(t) for t in data["totals"]),
        lines=tuple(
            ScoreLine(str(line["item"]), int(line["side"]), int(line["count"]), int(line["points"]))
            for line in data["lines"]
        ),
    )


def state_to_dict(state: CanastaState) -> JsonDict:
    return {
        "num_players": state.num_players,
        "phase": state.phase.value,
        "turn": state.turn,
        "dealer": state.dealer,
        "hand_number": state.hand_number,
        "hands": [cards_to_strs(hand) for hand in state.hands],
        "stock": cards_to_strs(state.stock),
        "pile": cards_to_strs(state.pile),
        "pile_frozen": state.pile_frozen,
        "melds": [[meld_to_dict(meld) for meld in side] for side in state.melds],
        "red_threes": [cards_to_strs(side) for side in state.red_threes],
        "had_turn": list(state.had_turn),
        "has_melded": list(state.has_melded),
        "drew": state.drew,
        "turn_melds": list(state.turn_melds),
        "acted": state.acted,
        "asked": state.asked,
        "answer": state.answer,
        "penalties": list(state.penalties),
        "scores": list(state.scores),
        "rng": list(state.rng),
        "last_hand": None if state.last_hand is None else result_to_dict(state.last_hand),
    }


def _bools(values: Any) -> tuple[bool, ...]:
    return tuple(bool(v) for v in values)


def _ints(values: Any) -> tuple[int, ...]:
    return tuple(int(v) for v in values)


def state_from_dict(data: JsonDict) -> CanastaState:
    """Rebuild a state; ``ValueError`` when a field is missing or malformed."""
    missing = sorted({spec.name for spec in fields(CanastaState)} - set(data))
    if missing:
        raise ValueError(f"a Canasta state needs the field(s): {', '.join(missing)}")
    try:
        return CanastaState(
            num_players=int(data["num_players"]),
            phase=Phase(data["phase"]),
            turn=int(data["turn"]),
            dealer=int(data["dealer"]),
            hand_number=int(data["hand_number"]),
            hands=tuple(tuple(sorted(cards_from_strs(hand))) for hand in data["hands"]),
            stock=tuple(card_from_str(card, jokers=True) for card in data["stock"]),
            pile=tuple(card_from_str(card, jokers=True) for card in data["pile"]),
            pile_frozen=bool(data["pile_frozen"]),
            melds=tuple(tuple(meld_from_dict(meld) for meld in side) for side in data["melds"]),
            red_threes=tuple(tuple(cards_from_strs(side)) for side in data["red_threes"]),
            had_turn=_bools(data["had_turn"]),
            has_melded=_bools(data["has_melded"]),
            drew=str(data["drew"]),
            turn_melds=_ints(data["turn_melds"]),
            acted=bool(data["acted"]),
            asked=bool(data["asked"]),
            answer=str(data["answer"]),
            penalties=_ints(data["penalties"]),
            scores=_ints(data["scores"]),
            rng=state_from_json(data["rng"]),
            last_hand=None if data["last_hand"] is None else result_from_dict(data["last_hand"]),
        )
    except (KeyError, TypeError, AttributeError) as error:
        raise ValueError(f"malformed Canasta state: {error}") from None


__all__ = [
    "Phase",
    "HandEnd",
    "ScoreLine",
    "HandResult",
    "CanastaState",
    "side_of",
    "num_sides",
    "partner_of",
    "state_to_dict",
    "state_from_dict",
    "result_to_dict",
    "result_from_dict",
    "meld_to_dict",
]
