"""Canasta cards: kinds, values and hand counting over the shared card ids.

Rule source: ``shared/rules/canasta.md`` §2.

Cards are the engine's French-suited ids (``cardtable.engine.cards``): two packs and
four jokers, 108 cards; both copies of a card are interchangeable, so a hand is a
sorted tuple of ids (a multiset). Card text is the shared notation: ``Ts``, ``Kh``,
``2c``, joker ``X``.

What the rules care about is a card's **kind**: its rank for natural cards (4 to A),
a two, a joker, a black three or a red three. Actions name kinds, not suits
(Clarifications §18: "moves that differ only in suit are one move"); a kind is written
as a rank letter ``A K Q J T 9 8 7 6 5 4``, ``2`` (a two), ``X`` (a joker) or ``3``
(a black three; red threes are never melded nor discarded).

>>> kind_of(card_from_str("Kh")) == KING, kind_of(card_from_str("2c")), kind_of(JOKER)
(True, 1, 14)
>>> [KIND_TEXT[kind_of(card_from_str(t))] for t in ("3s", "Td", "As")]
['3', 'T', 'A']
>>> kind_of(card_from_str("3h")) == RED_THREE, VALUES[kind_from_str("X")], VALUES[kind_from_str("7")]
(True, 50, 5)
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from ...cards import JOKER, RANKS, card_from_str, card_to_str, rank_of, suit_of

__all__ = [
    "DECK_PACKS",
    "DECK_JOKERS",
    "ACE",
    "TWO",
    "BLACK_THREE",
    "KING",
    "RED_THREE",
    "JOKER_KIND",
    "NUM_KINDS",
    "NATURAL_RANKS",
    "KIND_TEXT",
    "VALUES",
    "JOKER",
    "card_from_str",
    "card_to_str",
    "cards_from_strs",
    "cards_to_strs",
    "kind_of",
    "kind_from_str",
    "is_wild",
    "is_red_three",
    "is_natural",
    "kind_counts",
    "take_kind",
    "remove_cards",
    "cards_value",
]

# Kinds: the rank index of the shared ids (0 ace, 1 two, 2 three, 3..12 four..king)
# for every card but the red threes and the joker, which get kinds of their own.
ACE = 0
TWO = 1
BLACK_THREE = 2
KING = 12
RED_THREE = 13
JOKER_KIND = 14
NUM_KINDS = 15
DECK_PACKS = 2
DECK_JOKERS = 4
"""Two packs and four jokers: 108 cards."""

NATURAL_RANKS: tuple[int, ...] = (ACE, *range(3, 13))
"""The ranks a meld may have (4 to K and A), in id order."""

KIND_TEXT: tuple[str, ...] = (*RANKS, "3r", "X")
"""Each kind's letter in action texts (``3r`` is never written: red threes are never named)."""

# §2: joker 50, two 20, ace 20, K..8 10, 7..4 5, black three 5, red three no card value.
VALUES: tuple[int, ...] = (20, 20, 5, 5, 5, 5, 5, 10, 10, 10, 10, 10, 10, 0, 50)

_RED_SUITS = (2, 3)  # diamonds, hearts in the shared suit order s c d h


def _kind(card: int) -> int:
    if card == JOKER:
        return JOKER_KIND
    rank = rank_of(card)
    if rank == BLACK_THREE and suit_of(card) in _RED_SUITS:
        return RED_THREE
    return rank


_KINDS: tuple[int, ...] = tuple(_kind(card) for card in range(JOKER + 1))
kind_of = _KINDS.__getitem__
"""A card's kind (a table look-up: this is on every path)."""
_BY_LETTER = {KIND_TEXT[kind]: kind for kind in (*NATURAL_RANKS, TWO, BLACK_THREE, JOKER_KIND)}
_BY_LETTER.update({"10": 9, "x": JOKER_KIND, **{k.lower(): v for k, v in _BY_LETTER.items()}})


def kind_from_str(text: str) -> int:
    """A kind from its letter (``K``, ``2``, ``X``, ``3``) or from a card (``Kh``, ``2c``, ``3s``).

    Raises:
        ValueError: for anything else, red threes included (they are never named in an action).
    """
    found = _BY_LETTER.get(text)
    if found is not None:
        return found
    kind = _KINDS[card_from_str(text, jokers=True)]
    if kind == RED_THREE:
        raise ValueError(f"{text!r} is a red three: red threes are laid out, never melded nor discarded")
    return kind


def is_wild(kind: int) -> bool:
    return kind in (TWO, JOKER_KIND)


def is_red_three(card: int) -> bool:
    return _KINDS[card] == RED_THREE


def is_natural(kind: int) -> bool:
    """A natural card of a meldable rank (4 to A)."""
    return kind == ACE or 3 <= kind <= KING


def cards_value(cards: Iterable[int]) -> int:
    return sum(VALUES[_KINDS[card]] for card in cards)


def kind_counts(cards: Iterable[int]) -> list[int]:
    """How many cards of each kind, indexed by kind."""
    counts = [0] * NUM_KINDS
    for card in cards:
        counts[_KINDS[card]] += 1
    return counts


def take_kind(hand: Sequence[int], kind: int, count: int) -> tuple[int, ...]:
    """``count`` cards of ``kind`` from ``hand`` (sorted), the highest ids first: the
    card the engine picks when an action names only a kind."""
    found: list[int] = []
    for card in reversed(hand):
        if _KINDS[card] == kind:
            found.append(card)
            if len(found) == count:
                return tuple(found)
    raise ValueError(f"the hand holds fewer than {count} {KIND_TEXT[kind]}")


def remove_cards(hand: Sequence[int], cards: Iterable[int]) -> tuple[int, ...]:
    """``hand`` less ``cards`` (a sub-multiset), still sorted."""
    rest = list(hand)
    for card in cards:
        rest.remove(card)
    return tuple(rest)


_TEXTS: tuple[str, ...] = tuple(card_to_str(card) for card in range(JOKER + 1))


def cards_to_strs(cards: Iterable[int]) -> list[str]:
    return [_TEXTS[card] for card in cards]


def cards_from_strs(texts: Iterable[str]) -> tuple[int, ...]:
    return tuple(card_from_str(text, jokers=True) for text in texts)
