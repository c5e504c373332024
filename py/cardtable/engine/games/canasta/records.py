"""The JSON shapes of Canasta's public records: a meld on the table, a scored hand and its
lines. A leaf module (it imports nothing of the game): melds, the state and the views all
write these shapes, and the table reads them.
"""

from __future__ import annotations

from typing import TypedDict


class CanastaMeld(TypedDict):
    """A meld on the table (``Meld.public``): its canasta state and the cards it still needs."""

    rank: int
    rank_text: str
    cards: list[str]
    naturals: int
    wilds: int
    state: str  # open, natural or mixed
    to_go: int  # cards missing for a canasta


class CanastaMeldRecord(TypedDict):
    """A meld as scored in a hand's record."""

    rank: int
    cards: list[str]


class CanastaScoreLine(TypedDict):
    """One line of a side's hand score (``ScoreLine``)."""

    item: str
    side: int
    count: int
    points: int


class CanastaHandRecord(TypedDict):
    """The public record of the last scored hand (``HandResult.public``)."""

    number: int
    dealer: int
    end: str  # a ``HandEnd`` value
    went_out: int  # -1: nobody went out
    concealed: bool
    hands: list[list[str]]
    melds: list[list[CanastaMeldRecord]]  # per side
    red_threes: list[list[str]]  # per side
    points: list[int]  # per side
    totals: list[int]  # per side
    lines: list[CanastaScoreLine]


__all__ = ["CanastaMeld", "CanastaMeldRecord", "CanastaScoreLine", "CanastaHandRecord"]
