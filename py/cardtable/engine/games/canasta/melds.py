"""Melds and canastas (spec §5): what a meld is, which melds and additions a hand
allows, and the text of a meld's cards.

A meld on the table is a ``Meld``: its rank and its cards (ids, sorted). What an
action lays down is a ``MeldSpec``: a rank and how many naturals of it, twos and
jokers: the kinds, not the suits (§18: moves that differ only in suit are one move).
Its text lists the kinds, naturals first: ``K K K 2 X``; a black-three meld is
``3 3 3``.

>>> spec = spec_from_str("K K 2")
>>> spec, str(spec), spec.points
(MeldSpec(rank=12, naturals=2, twos=1, jokers=0), 'K K 2', 40)
>>> MeldLimits().valid(MeldSpec(12, 2, 2, 1)), MeldLimits().valid(MeldSpec(12, 1, 1, 1))
(True, False)
>>> MeldLimits().valid(MeldSpec(12, 4, 0, 4))
False
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from functools import cache, cached_property

from .cards import (
    BLACK_THREE,
    JOKER_KIND,
    KIND_TEXT,
    TWO,
    VALUES,
    cards_to_strs,
    is_natural,
    kind_from_str,
    kind_of,
)
from .records import CanastaMeld

CANASTA_SIZE = 7
WILD_LIMIT = 3
"""§5: at most three wild cards in a meld, canastas included (fixed, §18)."""


@dataclass(frozen=True)
class MeldSpec:
    """What one meld action lays or adds: ``naturals`` of ``rank`` plus wild cards."""

    rank: int
    naturals: int
    twos: int = 0
    jokers: int = 0

    @property
    def wilds(self) -> int:
        return self.twos + self.jokers

    @property
    def size(self) -> int:
        return self.naturals + self.twos + self.jokers

    @property
    def points(self) -> int:
        """The card values (§2), for the minimum count (§6)."""
        return self.naturals * VALUES[self.rank] + self.twos * VALUES[TWO] + self.jokers * VALUES[JOKER_KIND]

    def kinds(self) -> list[int]:
        return [self.rank] * self.naturals + [TWO] * self.twos + [JOKER_KIND] * self.jokers

    def __str__(self) -> str:
        return _spec_text(self.rank, self.naturals, self.twos, self.jokers)


@cache
def _spec_text(rank: int, naturals: int, twos: int, jokers: int) -> str:
    """A spec's text, kept: a hand rich in pairs lists thousands of batches built of a few specs."""
    return " ".join([KIND_TEXT[rank]] * naturals + [KIND_TEXT[TWO]] * twos + [KIND_TEXT[JOKER_KIND]] * jokers)


def spec_from_str(text: str, rank: int | None = None) -> MeldSpec:
    """Parse kinds (``K K 2 X``; cards like ``Kh`` are read as their kind).

    ``rank`` is the meld's rank when known (an addition of wild cards only names none).

    Raises:
        ValueError: when a word is not a kind, or the naturals are of two ranks.
    """
    naturals = twos = jokers = 0
    for word in text.split():
        kind = kind_from_str(word)
        if kind == TWO:
            twos += 1
        elif kind == JOKER_KIND:
            jokers += 1
        else:
            if rank is None:
                rank = kind
            elif kind != rank:
                raise ValueError(f"a meld has one rank: {text!r} mixes {KIND_TEXT[rank]} and {KIND_TEXT[kind]}")
            naturals += 1
    if rank is None:
        raise ValueError(f"{text!r} names no natural card, so no rank")
    return MeldSpec(rank, naturals, twos, jokers)


@dataclass(frozen=True)
class Meld:
    """A meld on the table: its rank and its cards (sorted ids)."""

    rank: int
    cards: tuple[int, ...]

    # Cached on first use (melds are shared between states, and read on every view).
    @cached_property
    def wilds(self) -> int:
        return sum(1 for card in self.cards if kind_of(card) != self.rank)

    @property
    def naturals(self) -> int:
        return len(self.cards) - self.wilds

    @property
    def is_canasta(self) -> bool:
        return len(self.cards) >= CANASTA_SIZE

    @property
    def is_natural_canasta(self) -> bool:
        return len(self.cards) >= CANASTA_SIZE and self.wilds == 0

    @cached_property
    def public(self) -> CanastaMeld:
        """The meld for a view (JSON; cached, so read it and never change it): its rank,
        its cards, and its canasta state and the cards it still needs."""
        return {
            "rank": self.rank,
            "rank_text": KIND_TEXT[self.rank],
            "cards": cards_to_strs(self.cards),
            "naturals": self.naturals,
            "wilds": self.wilds,
            "state": self.state(),  # open, natural or mixed
            "to_go": max(0, CANASTA_SIZE - len(self.cards)),  # cards missing for a canasta
        }

    def state(self) -> str:
        """``natural`` or ``mixed`` for a canasta, ``open`` for a meld still growing."""
        if not self.is_canasta:
            return "open"
        return "natural" if self.wilds == 0 else "mixed"


@dataclass(frozen=True)
class MeldLimits:
    """The meld rules the options change (§5, option ``wild_not_exceed_natural``)."""

    wild_not_exceed_natural: bool = False

    def valid(self, spec: MeldSpec) -> bool:
        """Whether ``spec`` alone is a legal meld (§5)."""
        if spec.rank == BLACK_THREE:
            return spec.wilds == 0 and 3 <= spec.naturals <= 4
        return (
            is_natural(spec.rank)
            and spec.naturals >= 2
            and spec.size >= 3
            and self.wilds_fit(spec.naturals, spec.wilds)
        )

    def wilds_fit(self, naturals: int, wilds: int) -> bool:
        return wilds <= WILD_LIMIT and not (self.wild_not_exceed_natural and wilds > naturals)

    def may_add(self, meld: Meld, spec: MeldSpec) -> bool:
        """Whether ``spec``'s cards may go onto ``meld`` (of the same rank) and keep it valid."""
        if spec.size == 0 or spec.rank != meld.rank:
            return False
        if meld.rank == BLACK_THREE:
            return spec.wilds == 0 and meld.naturals + spec.naturals <= 4
        return self.wilds_fit(meld.naturals + spec.naturals, meld.wilds + spec.wilds)

    def new_melds(self, counts: Sequence[int], rank: int, least: int = 2) -> Iterator[MeldSpec]:
        """Every legal new meld of ``rank`` from a hand's kind ``counts`` (black threes:
        3 or 4 of them), with at least ``least`` naturals from the hand."""
        if rank == BLACK_THREE:
            for naturals in range(3, counts[BLACK_THREE] + 1):
                yield MeldSpec(BLACK_THREE, naturals)
            return
        for naturals in range(max(least, 0), counts[rank] + 1):
            for twos in range(min(counts[TWO], WILD_LIMIT) + 1):
                for jokers in range(min(counts[JOKER_KIND], WILD_LIMIT - twos) + 1):
                    spec = MeldSpec(rank, naturals, twos, jokers)
                    if self.valid(spec):
                        yield spec

    def additions(self, counts: Sequence[int], meld: Meld) -> Iterator[MeldSpec]:
        """Every legal addition to ``meld`` from a hand's kind ``counts``."""
        room = 0 if meld.rank == BLACK_THREE else WILD_LIMIT - meld.wilds
        for naturals in range(counts[meld.rank] + 1):
            for twos in range(min(counts[TWO], room) + 1):
                for jokers in range(min(counts[JOKER_KIND], room - twos) + 1):
                    spec = MeldSpec(meld.rank, naturals, twos, jokers)
                    if self.may_add(meld, spec):
                        yield spec
