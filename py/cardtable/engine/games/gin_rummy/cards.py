"""Gin Rummy cards: deadwood values and hand bitmasks over the shared card ids.

Rule source: ``shared/rules/gin-rummy.md`` §2.

The notation, the ids and parsing are the engine's shared French-suited cards
(``cardtable.engine.cards``; one pack, no jokers): a card is an ``int`` id,
``suit_index * 13 + (rank - 1)`` with suits in the order ``s c d h`` (the same ids as
OpenSpiel): ``As`` = 0, ``8s`` = 7, ``8c`` = 20, ``Kh`` = 51, written rank
``A 2 3 4 5 6 7 8 9 T J Q K`` then suit (``Ts`` is the ten of spades).

A set of cards (a hand, a meld) is an ``int`` bitmask with bit ``id`` set for each
card, so each suit is a 13-bit block with the ace in its lowest bit. Runs, sets
and deadwood then come from a few shifts and table look-ups, which is what makes
the meld search fast enough for bot search in the browser.

>>> card_to_str(card_from_str("Ts"))
'Ts'
>>> card_from_str("Kh"), card_from_str("8c")
(51, 20)
>>> mask_value(mask_of([card_from_str(t) for t in ("As", "Ts", "Kd")]))
21
>>> mask_from_strs(["As", "as"])
Traceback (most recent call last):
...
ValueError: card 'as' is listed twice
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Generic, TypeVar

from ...cards import (
    NUM_RANKS,
    NUM_SUITS,
    PACK_SIZE,
    RANKS,
    SUITS,
    card_from_str,
    card_to_str,
    rank_of,
    suit_of,
)

__all__ = [
    "RANKS",
    "SUITS",
    "NUM_RANKS",
    "NUM_SUITS",
    "NUM_CARDS",
    "FULL_DECK",
    "SUIT_BLOCK",
    "NO_CARD",
    "VALUES",
    "BLOCK_VALUES",
    "PerCard",
    "card_from_str",
    "card_to_str",
    "optional_card_to_str",
    "optional_card_from_str",
    "cards_of",
    "highest_value",
    "mask_from_strs",
    "mask_of",
    "mask_to_strs",
    "mask_value",
    "rank_mask",
    "rank_of",
    "suit_of",
    "union",
]

NUM_CARDS = PACK_SIZE
FULL_DECK = (1 << NUM_CARDS) - 1
SUIT_BLOCK = (1 << NUM_RANKS) - 1
NO_CARD = -1
"""Stands for "no card" in int-typed state fields (JSON-friendly, unlike None in tuples)."""

# §2: A = 1, 2-10 face value, J Q K = 10.
VALUES: tuple[int, ...] = tuple(min(card % NUM_RANKS + 1, 10) for card in range(NUM_CARDS))


def _block_values() -> list[int]:
    """Deadwood value of every subset of one suit's 13 ranks, indexed by its bitmask."""
    table = [0] * (1 << NUM_RANKS)
    for bits in range(1, 1 << NUM_RANKS):
        lowest = (bits & -bits).bit_length() - 1
        table[bits] = table[bits & (bits - 1)] + VALUES[lowest]
    return table


BLOCK_VALUES = _block_values()
"""Deadwood value of each subset of one suit's ranks, by its 13-bit mask."""


def mask_of(cards: Iterable[int]) -> int:
    mask = 0
    for card in cards:
        mask |= 1 << card
    return mask


def union(masks: Iterable[int]) -> int:
    """The cards of all ``masks`` together (melds, say) as one mask."""
    mask = 0
    for part in masks:
        mask |= part
    return mask


def optional_card_to_str(card: int) -> str | None:
    """A card field's JSON form: its text, or ``None`` for ``NO_CARD``."""
    return None if card == NO_CARD else card_to_str(card)


def optional_card_from_str(text: str | None) -> int:
    """The reverse of ``optional_card_to_str``."""
    return NO_CARD if text is None else card_from_str(text)


T = TypeVar("T")


class PerCard(Generic[T]):
    """Lists of one item per card of a mask, in card order, from four table look-ups.

    Listing a hand (its cards, its discard actions) is on the path of every
    legal-action list, so each suit's 13-bit block maps to a ready tuple, filled
    in as blocks are met.
    """

    def __init__(self, items: Sequence[T]) -> None:
        self._tables = tuple(_SuitTable(items, suit) for suit in range(NUM_SUITS))

    def of(self, mask: int) -> list[T]:
        spades, clubs, diamonds, hearts = self._tables
        return [
            *spades[mask & SUIT_BLOCK],
            *clubs[mask >> 13 & SUIT_BLOCK],
            *diamonds[mask >> 26 & SUIT_BLOCK],
            *hearts[mask >> 39],
        ]


class _SuitTable(dict[int, tuple[T, ...]]):
    def __init__(self, items: Sequence[T], suit: int) -> None:
        super().__init__()
        self._items = items[suit * NUM_RANKS : (suit + 1) * NUM_RANKS]

    def __missing__(self, bits: int) -> tuple[T, ...]:
        found = self[bits] = tuple(self._items[r] for r in range(NUM_RANKS) if bits >> r & 1)
        return found


cards_of = PerCard(range(NUM_CARDS)).of
"""The card ids in a mask, ascending (suit by suit, ace to king)."""


def mask_to_strs(mask: int) -> list[str]:
    return [card_to_str(card) for card in cards_of(mask)]


def mask_from_strs(texts: Iterable[str]) -> int:
    """Parse distinct cards into a mask; ``ValueError`` on a bad or repeated card."""
    mask = 0
    for text in texts:
        bit = 1 << card_from_str(text)
        if mask & bit:
            raise ValueError(f"card {text!r} is listed twice")
        mask |= bit
    return mask


def mask_value(mask: int) -> int:
    """Total deadwood value of the cards in ``mask``."""
    return (
        BLOCK_VALUES[mask & SUIT_BLOCK]
        + BLOCK_VALUES[(mask >> 13) & SUIT_BLOCK]
        + BLOCK_VALUES[(mask >> 26) & SUIT_BLOCK]
        + BLOCK_VALUES[mask >> 39]
    )


def rank_mask(mask: int) -> int:
    """The 13-bit set of ranks present in ``mask``, whatever their suits."""
    return (mask | (mask >> 13) | (mask >> 26) | (mask >> 39)) & SUIT_BLOCK


def highest_value(mask: int) -> int:
    """The largest single card value in ``mask`` (0 when empty); values grow with rank."""
    top = rank_mask(mask).bit_length()
    return min(top, 10)
