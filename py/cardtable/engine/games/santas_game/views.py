"""The shape of a Santa's Game view (``SantasGameRules.view``), as TypedDicts.

mypy checks the engine's ``view`` against ``SantaView`` when it builds one, and the table
and bots against it when they read one. Values are plain JSON (enums travel as their text).
"""

from __future__ import annotations

from typing import NotRequired, TypedDict

from ...core import JsonDict, MoveView, typed_view


class SantaTop(TypedDict):
    """What the top of the discard pile asks for (§8.6: Snowmen on it change nothing)."""

    colour: str  # colour letter in force, "" for the opening Sleigh or an unnamed Santa
    kind: str  # a ``CardKind`` value
    value: int  # a reindeer's value, else 0
    card: str | None  # the card that defines the top, under any Snowmen (None: an empty pile)
    snowmen: int  # Snowmen lying on it


class SantaPending(TypedDict):
    kind: str  # a ``Pending`` value
    contributors: list[int]  # the Gift chain (-1: the draw pile)
    cards: int  # cards a pending Gift hands over


class SantaWindow(TypedDict):
    """The open Elf window (§10.2)."""

    out: int
    asked: list[int]
    seconds: int
    mode: str  # the elf_window option: timed | wait


class SantaGiftPart(TypedDict):
    giver: int  # -1: the draw pile
    count: int  # cards taken from the giver's hand
    drawn: int
    taken: NotRequired[list[str]]  # only for the giver and the target (D27)


class SantaGift(TypedDict):
    target: int
    parts: list[SantaGiftPart]


class SantaRound(TypedDict):
    """A scored round (``RoundResult``)."""

    number: int
    placings: list[int]
    points: list[int]
    totals: list[int]
    reason: str  # an ``EndReason`` value
    next_dealer: int
    last_play: list[str]
    left: NotRequired[list[int]]  # the cards left in each hand, per seat (absent in older saves)


class SantaMove(MoveView):
    """One legal action of the viewing seat, taken apart so a table looks it up, never parses it.

    ``kind`` is an ``ActionKind`` value; ``cards`` the hand cards it puts down, in order: the
    card played, a Sleigh then its reindeer in the order laid (the last on top), a Snowman, an
    Elf (played, or recalling); [] for a draw, an accept, a colour named, a declined window.
    """

    target: int  # a Gift's target, else -1
    colour: str  # the colour letter named (Santa Claus, the opening colour), else ""
    announce: bool


class SantaView(TypedDict):
    game: str
    seat: int | None
    num_players: int
    phase: str  # a ``Phase`` value
    to_act: list[int]
    scores: list[int]
    legal: list[str]
    moves: list[SantaMove]  # ``legal`` taken apart, in the same order
    hand: list[str]
    round: int
    dealer: int
    turn: int
    target: int
    max_rounds: str
    announce_mode: str
    elf_window: str
    hand_sizes: list[int]
    draw_count: int
    discard: list[str]
    elf_areas: list[int]
    active: list[bool]
    finished: list[int]
    top: SantaTop
    pending: SantaPending
    window: SantaWindow | None
    my_answer: str  # an ``Answer`` value
    actions: int
    dry_draws: int
    wins: list[int]
    last_gift: SantaGift | None
    last_recall: list[int]
    last_round: SantaRound | None


def santa_view(data: JsonDict) -> SantaView:
    """``data``, a view from ``SantasGameRules.view``, typed (``core.typed_view``)."""
    return typed_view(SantaView, data)
