"""Rummikub tiles: ids, faces and the one text notation (spec §2).

A tile is an ``int``. Number tiles are ``colour * 13 + number - 1`` (0..51), so the
ids run colour by colour, 1 to 13, in the engine's colour order (§2.1: black, blue,
orange, red; §2.2: spades, clubs, diamonds, hearts). The joker is ``JOKER`` (52).
The two copies of a tile share one id: copies are interchangeable for every rule
(§2.3), so racks, the pool and the table hold multisets of ids.

Notation (§2.3, §20 "Notation is strict"):

========== =============================== ==========================
tile set   number tile                     joker
========== =============================== ==========================
numbers    ``k`` ``b`` ``o`` ``r`` + 1..13: ``r7``, ``k13``, ``b1``    ``*`` (``*1``, ``*2`` read)
cards      ``S`` ``C`` ``D`` ``H`` + 1..13: ``S12`` (Q♠), ``H1`` (A♥)  ``*``
========== =============================== ==========================

>>> NUMBERS.to_str(tile(3, 7)), NUMBERS.from_str("k13"), CARDS.to_str(tile(0, 12))
('r7', 12, 'S12')
>>> NUMBERS.from_str("*2") == JOKER
True
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

COLOURS = 4
NUMBERS_PER_COLOUR = 13
COPIES = 2
JOKER = COLOURS * NUMBERS_PER_COLOUR
"""The joker's id (52); every joker has it (jokers are interchangeable, §20)."""
NUM_KINDS = JOKER + 1
RACK_PENALTY_JOKER = 30


def tile(colour: int, number: int) -> int:
    """The id of the number tile ``(colour, number)``."""
    return colour * NUMBERS_PER_COLOUR + number - 1


def colour_of(tile_id: int) -> int:
    return tile_id // NUMBERS_PER_COLOUR


def number_of(tile_id: int) -> int:
    """1..13 for a number tile (0 for the joker)."""
    return 0 if tile_id == JOKER else tile_id % NUMBERS_PER_COLOUR + 1


def is_joker(tile_id: int) -> bool:
    return tile_id == JOKER


@dataclass(frozen=True)
class Notation:
    """One tile set's letters: ``letters[colour]`` prefixes the number."""

    name: str
    letters: str
    names: tuple[str, ...] = field(init=False, repr=False, compare=False)
    """Every tile's text, by id."""
    ids: dict[str, int] = field(init=False, repr=False, compare=False)
    """Every tile text's id (``*1`` and ``*2`` too)."""

    def __post_init__(self) -> None:
        names = tuple(f"{self.letters[colour_of(t)]}{number_of(t)}" for t in range(JOKER)) + ("*",)
        object.__setattr__(self, "names", names)
        object.__setattr__(self, "ids", {name: t for t, name in enumerate(names)} | {"*1": JOKER, "*2": JOKER})

    def to_str(self, tile_id: int) -> str:
        if type(tile_id) is not int or not 0 <= tile_id <= JOKER:
            raise ValueError(f"no tile has the id {tile_id!r}")
        return self.names[tile_id]

    def from_str(self, text: str) -> int:
        """Parse one tile; ``ValueError`` names what is wrong."""
        found = self.ids.get(text) if isinstance(text, str) else None
        if found is not None:
            return found
        if not isinstance(text, str):
            raise ValueError(f"a tile is written as text, not {type(text).__name__}")
        if text in ("*", "*1", "*2"):
            return JOKER
        if len(text) < 2 or text[0] not in self.letters:
            raise ValueError(
                f"{text[:12]!r} is not a tile: write a letter of {'/'.join(self.letters)} "
                "and a number 1-13, or * for a joker"
            )
        digits = text[1:]
        if not digits.isdigit() or not digits.isascii() or digits.startswith("0"):
            raise ValueError(f"{text[:12]!r} is not a tile: the number must be 1-13")
        number = int(digits)
        if not 1 <= number <= NUMBERS_PER_COLOUR:
            raise ValueError(f"{text[:12]!r} is not a tile: the number must be 1-13")
        return tile(self.letters.index(text[0]), number)

    def tiles_to_str(self, tiles: Iterable[int]) -> str:
        return " ".join(self.to_str(t) for t in tiles)

    def tiles_from_str(self, text: str) -> tuple[int, ...]:
        return tuple(self.from_str(word) for word in text.split())

    def colour_name(self, colour: int) -> str:
        return (NUMBER_COLOURS if self is NUMBERS else CARD_SUITS)[colour]


NUMBERS = Notation("numbers", "kbor")
CARDS = Notation("cards", "SCDH")
NOTATIONS = {"numbers": NUMBERS, "cards": CARDS}
NUMBER_COLOURS = ("black", "blue", "orange", "red")
CARD_SUITS = ("spades", "clubs", "diamonds", "hearts")


def full_set(jokers: int) -> list[int]:
    """Every tile of a game, in id order: 2 copies of each number tile, then the jokers."""
    return [t for t in range(JOKER) for _ in range(COPIES)] + [JOKER] * jokers


def counts_of(tiles: Iterable[int]) -> list[int]:
    """How many of each id (a list of ``NUM_KINDS`` counts)."""
    counts = [0] * NUM_KINDS
    for t in tiles:
        counts[t] += 1
    return counts


def tiles_of(counts: Sequence[int]) -> tuple[int, ...]:
    """The sorted multiset a count list describes."""
    return tuple(t for t, n in enumerate(counts) for _ in range(n))


def multiset_minus(whole: Sequence[int], part: Iterable[int]) -> tuple[int, ...] | None:
    """``whole - part`` as a sorted tuple, or ``None`` when ``part`` is not inside ``whole``."""
    counts = counts_of(whole)
    for t in part:
        if counts[t] == 0:
            return None
        counts[t] -= 1
    return tiles_of(counts)


def face_value(tile_id: int) -> int:
    """A tile's worth on a rack at the end of a round without the joker penalty (§5)."""
    return number_of(tile_id)
