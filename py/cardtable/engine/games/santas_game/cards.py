"""Santa's Game cards: the 110-card deck, its notation and the matching rules.

Notation (a card is a short text):

* a reindeer is its colour letter and value: ``r5`` (red 5), ``b1``, ``g9``, ``y3``;
* a Gift is its colour letter and ``G``: ``rG``; a Christmas Tree: ``rT``;
* the grey specials are words: ``santa``, ``sleigh``, ``snowman``, ``elf``.

Colour letters: ``r`` red, ``b`` blue, ``g`` green, ``y`` yellow; in action texts a
colour is named in full (``red``). The deck (spec §2, D1, an inferred split): per colour
reindeer 1–9 twice, 2 Gifts, 2 Trees; grey 8 Santa Claus, 8 Sleighs, 4 Snowmen, 2 Elves.

>>> len(DECK), DECK.count("santa"), DECK.count("r5"), DECK.count("bG")
(110, 8, 2, 2)
>>> [str(kind(card)) for card in ("r5", "yG", "santa")], colour("r5"), value("r5"), colour("elf")
(['reindeer', 'gift', 'santa'], 'r', 5, 'grey')
"""

from __future__ import annotations

from enum import StrEnum


class CardKind(StrEnum):
    """What a card is (str-valued: views, saves and text keys hold the plain word)."""

    REINDEER = "reindeer"
    GIFT = "gift"
    TREE = "tree"
    SANTA = "santa"
    SLEIGH = "sleigh"
    SNOWMAN = "snowman"
    ELF = "elf"


COLOURS = ("r", "b", "g", "y")
COLOUR_NAMES = {"r": "red", "b": "blue", "g": "green", "y": "yellow"}
COLOUR_LETTERS = {name: letter for letter, name in COLOUR_NAMES.items()}
GREY = ("santa", "sleigh", "snowman", "elf")
GREY_COUNTS = {"santa": 8, "sleigh": 8, "snowman": 4, "elf": 2}


def _deck() -> tuple[str, ...]:
    cards: list[str] = []
    for c in COLOURS:
        for v in range(1, 10):
            cards += [f"{c}{v}", f"{c}{v}"]
        cards += [f"{c}G", f"{c}G", f"{c}T", f"{c}T"]
    for name in GREY:
        cards += [name] * GREY_COUNTS[name]
    return tuple(cards)


DECK: tuple[str, ...] = _deck()
"""The 110 cards in a fixed order (a new round shuffles a copy)."""
CARD_SET = frozenset(DECK)


def kind(card: str) -> CardKind:
    """``reindeer``, ``gift``, ``tree`` or the grey card's own name."""
    if card in GREY_COUNTS:
        return CardKind(card)
    if card[1] == "G":
        return CardKind.GIFT
    if card[1] == "T":
        return CardKind.TREE
    return CardKind.REINDEER


def colour(card: str) -> str:
    """The colour letter, or ``grey`` for the specials."""
    return "grey" if card in GREY_COUNTS else card[0]


def value(card: str) -> int | None:
    return int(card[1]) if kind(card) is CardKind.REINDEER else None


def is_card(card: str) -> bool:
    return card in CARD_SET
