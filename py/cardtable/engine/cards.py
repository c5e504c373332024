"""French-suited playing cards for any game that uses them: ids, one text notation,
decks of one or more 52-card packs with jokers, parsing, stacked decks and dealing.

**Notation.** A card is two characters, rank then suit: ranks ``A 2 3 4 5 6 7 8 9 T J
Q K``, suits ``s h d c`` (spades, hearts, diamonds, clubs), so ``Ts`` is the ten of
spades and ``4c`` the four of clubs. Parsing also takes ``10`` for ``T`` and either
case (``qh``, ``10S``). A joker is ``X`` (as the rules specs write it); jokers are
not told apart. Cards in writing are separated by spaces: ``Ts Kh 4c``.

**Ids.** A card is an ``int``: ``suit_index * 13 + rank_index`` with suits in the order
``s c d h`` and ranks from the ace (0) to the king (12), the ids OpenSpiel uses; ``As``
= 0, ``8c`` = 20, ``Kh`` = 51. The joker is ``JOKER`` = 52. A game with several packs
holds several copies of an id: copies are interchangeable, so a deck is a multiset.

>>> card_from_str("Ts"), card_from_str("10s"), card_to_str(51)
(9, 9, 'Kh')
>>> cards_to_str(cards_from_str("Ts kh 4C"))
'Ts Kh 4c'
>>> card_from_str("Tx")
Traceback (most recent call last):
...
ValueError: 'Tx' is not a card (write a rank A23456789TJQK then a suit shdc, e.g. 'Ts')
>>> card_from_str("X")
Traceback (most recent call last):
...
ValueError: 'X' is a joker, and this game has no jokers
>>> len(new_deck(packs=2, jokers=4)), cards_to_str(new_deck(jokers=2)[-3:])
(108, 'Kh X X')
>>> hands, rest = deal_blocks(list(range(10)), (3, 3, 1))
>>> hands, rest
([[0, 1, 2], [3, 4, 5], [6]], [7, 8, 9])
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from functools import partial
from typing import TypeVar

from .core import DeckSpec

Card = int
"""A card id: ``suit_index * 13 + rank_index``, or ``JOKER``."""

RANKS = "A23456789TJQK"
SUITS = "scdh"
"""Suit letters in id order (OpenSpiel's): spades, clubs, diamonds, hearts."""
NUM_RANKS = 13
NUM_SUITS = 4
PACK_SIZE = NUM_RANKS * NUM_SUITS
JOKER: Card = PACK_SIZE
JOKER_TEXT = "X"

_HELP = "write a rank A23456789TJQK then a suit shdc, e.g. 'Ts'"

T = TypeVar("T")


def card_of(rank: int, suit: int) -> Card:
    """The id of the card of ``rank`` (0 ace … 12 king) and ``suit`` (index in ``SUITS``)."""
    return suit * NUM_RANKS + rank


def rank_of(card: Card) -> int:
    """0 for an ace up to 12 for a king (meaningless for a joker)."""
    return card % NUM_RANKS


def suit_of(card: Card) -> int:
    """The suit's index in ``SUITS`` (4 for a joker)."""
    return card // NUM_RANKS


def is_joker(card: Card) -> bool:
    return card == JOKER


_TEXTS: tuple[str, ...] = (
    *(rank + suit for suit in SUITS for rank in RANKS),
    JOKER_TEXT,
)


def _spellings() -> dict[str, Card]:
    """Every accepted spelling of every card (both cases, ``10`` for ``T``) -> its id."""
    found: dict[str, Card] = {}
    for card in range(PACK_SIZE):
        rank, suit = RANKS[rank_of(card)], SUITS[suit_of(card)]
        ranks = ("T", "t", "10") if rank == "T" else (rank, rank.lower())
        for r in ranks:
            for s in (suit, suit.upper()):
                found[r + s] = card
    found[JOKER_TEXT] = found[JOKER_TEXT.lower()] = JOKER
    return found


_BY_TEXT = _spellings()


def card_to_str(card: Card) -> str:
    return _TEXTS[card]


def card_from_str(text: str, *, jokers: bool = False) -> Card:
    """Parse one card. ``jokers`` says whether the game has any.

    Raises:
        ValueError: naming the text, when it is not a card (or a joker where none are played).
    """
    try:
        card = _BY_TEXT[text]  # the common case: exact notation, one look-up
    except (KeyError, TypeError):
        if not isinstance(text, str):
            raise ValueError(f"a card is text like 'Ts', not {text!r}") from None
        found = _BY_TEXT.get(text.strip())
        if found is None:
            raise ValueError(f"{text!r} is not a card ({_HELP})") from None
        card = found
    if card == JOKER and not jokers:
        raise ValueError(f"{text!r} is a joker, and this game has no jokers")
    return card


def cards_from_str(text: str | Iterable[str], *, jokers: bool = False) -> list[Card]:
    """Parse cards given as one space-separated text or as separate texts."""
    words = text.split() if isinstance(text, str) else text
    return [card_from_str(word, jokers=jokers) for word in words]


def cards_to_str(cards: Iterable[Card]) -> str:
    return " ".join(_TEXTS[card] for card in cards)


# --------------------------------------------------------------------------- decks


def new_deck(packs: int = 1, jokers: int = 0) -> list[Card]:
    """A whole deck in id order: every card ``packs`` times (pack by pack), then the jokers.

    One pack without jokers is ``list(range(52))``, so shuffling it with the same
    generator gives the same deal as any game that shuffled ``range(52)`` before.
    """
    if packs < 1 or jokers < 0:
        raise ValueError("a deck has at least one pack and no negative number of jokers")
    return [*range(PACK_SIZE)] * packs + [JOKER] * jokers


def describe_deck(packs: int = 1, jokers: int = 0) -> str:
    """In words, for messages: 'the 52 cards', 'two packs of 52 cards and 4 jokers'."""
    cards = "the 52 cards" if packs == 1 else f"{packs} packs of 52 cards"
    if jokers:
        cards += f" and {jokers} joker{'s' if jokers > 1 else ''}"
    return cards


def deck_spec(packs: int = 1, jokers: int = 0) -> DeckSpec[Card]:
    """The whole deck of ``packs`` packs and ``jokers`` jokers, to check a stacked deck
    against (``Rules.check_new_game``); cards are parsed in any accepted spelling.

    >>> len(deck_spec().check(cards_to_str(new_deck()).split()))
    52
    >>> deck_spec().check(["As", "Ks"] + cards_to_str(new_deck()).split()[2:])
    Traceback (most recent call last):
    ...
    ValueError: a stacked deck lists the 52 cards: 2s is missing; Ks is there 2 times, not 1
    """
    return DeckSpec(
        whole=tuple(sorted(new_deck(packs, jokers))),
        parse=partial(card_from_str, jokers=jokers > 0),
        name=card_to_str,
        described=describe_deck(packs, jokers),
    )


def deal_blocks(order: Sequence[T], sizes: Sequence[int]) -> tuple[list[list[T]], list[T]]:
    """Deal ``order`` (top first) in blocks: the first ``sizes[0]`` items, the next
    ``sizes[1]`` … and what is left (the stock, in order).

    Raises:
        ValueError: when the blocks need more cards than ``order`` holds.
    """
    if sum(sizes) > len(order):
        raise ValueError(f"dealing {sum(sizes)} cards needs a deck that big; it has {len(order)}")
    blocks = []
    start = 0
    for size in sizes:
        blocks.append(list(order[start : start + size]))
        start += size
    return blocks, list(order[start:])
