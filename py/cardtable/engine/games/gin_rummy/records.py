"""The JSON shapes of a Gin Rummy hand's public record (spec §7): a leaf module, so that
``state`` writes them and ``views`` hands them on without either importing the other."""

from __future__ import annotations

from typing import TypedDict


class GinScoreLine(TypedDict):
    """One line of a scoring explanation (``ScoreLine``): what, for whom, how many points."""

    item: str
    seat: int
    points: int


class GinHandRecord(TypedDict):
    """The public record of the last finished hand (``HandResult``)."""

    number: int
    dealer: int
    end: str  # a ``HandEnd`` value
    winner: int  # -1: nobody scored
    points: int
    knocker: int  # -1: no knock
    knocker_deadwood: int
    defender_deadwood: int
    melds: list[list[str]]
    layoffs: list[str]
    defender_melds: list[list[str]]
    hands: list[list[str]]  # both hands when shown down, else two []
    knock_discard: str | None
    lines: list[GinScoreLine]
