"""The shape of every Let's Divide view (``DivideRules.view``), for mypy to check the table
and the bots against the engine."""

from __future__ import annotations

from typing import TypedDict

from ...core import JsonDict, MoveView, typed_view


class DivideNode(TypedDict):
    """Cards being split or voted on (``Node``): the row, or a part of it still contested."""

    path: str
    cards: list[str]
    claimants: list[int]
    parts: list[list[str]]  # after the split, left to right
    discarded: str  # the label the 2-player discard removed ("" none)


class DivideTask(TypedDict):
    """A joker waiting for its holder's choice of value (``Task``)."""

    seat: int
    allowed: list[int]


class DivideMove(MoveView):
    """One legal action of the viewing seat, taken apart: ``kind`` is an ``ActionKind`` value
    (``split``, ``discard``, ``vote``, ``attach``); ``cards`` is always [] (no seat holds a hand:
    every card is on the table)."""

    label: str  # the part discarded or voted for ("W", "B", "K"); "" for a split or a joker
    cuts: list[int]  # a split's cuts: after cards ``first`` and ``second`` (1-based); [] otherwise
    value: int  # the value a joker joins; 0 otherwise


class DivideView(TypedDict):
    """Every Let's Divide view: all of it is public but the votes not yet revealed."""

    game: str
    seat: int | None
    num_players: int
    phase: str
    to_act: list[int]
    scores: list[int]
    values_won: list[int]
    round: int
    rounds: int
    leader: int
    deck_count: int
    node: DivideNode
    labels: list[str]
    voted: list[int]
    my_vote: str  # "" when the viewer has not voted (or no vote is on)
    queue: list[DivideNode]
    tasks: list[DivideTask]
    numbers: list[list[int]]
    jokers: list[list[int]]
    loose: list[int]
    received: list[bool]
    discards: list[str]
    majorities: list[list[int]]
    pending_joker_choice: str
    legal: list[str]
    moves: list[DivideMove]  # ``legal`` taken apart, in the same order


def divide_view(data: JsonDict) -> DivideView:
    """``data``, a view from ``DivideRules.view``, typed (``core.typed_view``)."""
    return typed_view(DivideView, data)
