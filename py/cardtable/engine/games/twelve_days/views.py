"""The shape of every 12 Days view (``TwelveDaysRules.view``), for mypy to check the table
and the bots against the engine."""

from __future__ import annotations

from typing import Literal, NotRequired, TypedDict

from ...core import JsonDict, MoveView, typed_view
from .combos import Kind


class TwelveDaysTurn(TypedDict):
    """One seat's turn in a trick: the cards played (decimal values), [] for a pass."""

    seat: int
    cards: list[int]


class TwelveDaysTrickResult(TypedDict):
    """The last resolved trick."""

    turns: list[TwelveDaysTurn]
    winner: int
    low: int
    returned: list[int]  # seats that emptied their hand but lost (§8.3)


class TwelveDaysHandResult(TypedDict):
    """The last finished hand: who won it and which gifts moved (§9)."""

    number: int
    winner: int
    cards_left: list[int]
    givers: list[int]
    gifts: list[int]


class TwelveDaysMove(MoveView):
    """One legal action of the viewing seat, taken apart: ``kind`` is an ``ActionKind`` value
    (``play`` or ``pass``), ``cards`` the hand's cards it plays (decimal texts, ascending; []
    for a pass)."""

    combination: Kind | Literal[""]  # the kind of combination it plays; "" for a pass


class TwelveDaysView(TypedDict):
    """Every 12 Days view; the keys marked NotRequired are absent, not None, when unset."""

    game: str
    seat: int | None
    num_players: int
    phase: str
    to_act: list[int]
    scores: list[int]  # the gifts each seat holds
    hand_number: int
    hands_in_game: int
    dealer: int
    supply: int
    out_of_game: int
    hand_sizes: list[int]
    undealt_count: int
    trick: list[TwelveDaysTurn]
    discard: list[int]
    last_trick: TwelveDaysTrickResult | None
    last_hand: TwelveDaysHandResult | None
    legal: list[str]
    moves: list[TwelveDaysMove]  # ``legal`` taken apart, in the same order
    # While a trick is on: the kind a reply must match, its highest low card, the seat winning.
    trick_kind: NotRequired[Kind]
    reply_max_low: NotRequired[int]
    winning: NotRequired[int]
    hand: NotRequired[list[str]]  # a seat's own cards as decimal texts; no key for a spectator


def twelve_days_view(data: JsonDict) -> TwelveDaysView:
    """``data``, a view from ``TwelveDaysRules.view``, typed (``core.typed_view``)."""
    return typed_view(TwelveDaysView, data)
