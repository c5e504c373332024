"""The meld arithmetic against an independent brute force (spec §4, §6.2, §6.3).

The brute force works on card strings, finds melds by testing every subset of 3+
cards with a rank/suit check of its own, and tries every set of disjoint melds.
Hands come uniformly at random and, to exercise the hard cases, from a narrow band
of ranks where sets and runs overlap a lot.
"""

from __future__ import annotations

import random
from functools import cache
from itertools import combinations

import pytest

from cardtable.engine.games.gin_rummy.cards import (
    RANKS,
    SUITS,
    card_from_str,
    card_to_str,
    cards_of,
    mask_of,
)
from cardtable.engine.games.gin_rummy.melds import (
    arrangement,
    best_defence,
    best_discard_deadwood,
    best_melds,
    can_knock,
    declarable_melds,
    is_meld,
    knock_discards,
    layoff_spots,
    melds_in,
    min_deadwood,
)

DECK = [rank + suit for suit in SUITS for rank in RANKS]


def value(card: str) -> int:
    return min(RANKS.index(card[0]) + 1, 10)


def brute_is_meld(cards: tuple[str, ...]) -> bool:
    ranks = sorted(RANKS.index(card[0]) for card in cards)
    if len({card[0] for card in cards}) == 1:
        return len(cards) in (3, 4)
    same_suit = len({card[1] for card in cards}) == 1
    return same_suit and len(cards) >= 3 and ranks == list(range(ranks[0], ranks[0] + len(cards)))


def brute_melds(hand: tuple[str, ...]) -> list[frozenset[str]]:
    """Every meld in ``hand``: 3- and 4-subsets of each rank, every stretch of each suit."""
    melds = []
    for rank in RANKS:
        same = [card for card in hand if card[0] == rank]
        melds += [frozenset(subset) for size in (3, 4) for subset in combinations(same, size)]
    for suit in SUITS:
        ranks = sorted(RANKS.index(card[0]) for card in hand if card[1] == suit)
        for i, j in combinations(range(len(ranks) + 1), 2):
            stretch = ranks[i:j]
            if len(stretch) >= 3 and brute_is_meld(tuple(RANKS[rank] + suit for rank in stretch)):
                melds.append(frozenset(RANKS[rank] + suit for rank in stretch))
    assert all(brute_is_meld(tuple(meld)) for meld in melds)
    return melds


@cache
def brute_min_deadwood(hand: frozenset[str]) -> int:
    """Try every set of disjoint melds."""
    melds = brute_melds(tuple(hand))
    best = 0

    def extend(start: int, used: frozenset[str], melded: int) -> None:
        nonlocal best
        best = max(best, melded)
        for index in range(start, len(melds)):
            if not melds[index] & used:
                extend(index + 1, used | melds[index], melded + sum(map(value, melds[index])))

    extend(0, frozenset(), 0)
    return sum(map(value, hand)) - best


def random_hands(count: int, size: int, seed: int) -> list[list[str]]:
    rng = random.Random(seed)
    hands = []
    for index in range(count):
        if index % 3 == 0:
            hands.append(rng.sample(DECK, size))
        else:  # a band of five or six ranks: dense with overlapping sets and runs
            low = rng.randrange(0, 8)
            band = [card for card in DECK if low <= RANKS.index(card[0]) < low + rng.choice((5, 6))]
            hands.append(rng.sample(band, size))
    return hands


def as_mask(cards: list[str] | frozenset[str]) -> int:
    return mask_of(card_from_str(card) for card in cards)


def as_cards(mask: int) -> frozenset[str]:
    return frozenset(card_to_str(card) for card in cards_of(mask))


def test_meld_validity_matches_brute_force_on_every_small_subset() -> None:
    rng = random.Random(1)
    for _ in range(3000):
        cards = tuple(rng.sample(DECK[rng.randrange(0, 4) * 13 :][:13], rng.randint(3, 6)))
        if rng.random() < 0.5:
            rank = rng.choice(RANKS)
            cards = tuple(rng.sample([rank + suit for suit in SUITS], rng.randint(2, 4)))
        assert is_meld(as_mask(list(cards))) == brute_is_meld(cards), cards
    assert not is_meld(as_mask(["Qs", "Ks", "As"])) and not is_meld(as_mask(["Ks", "As", "2s"]))
    assert is_meld(as_mask(["As", "2s", "3s"]))


@pytest.mark.parametrize("size", [10, 11])
def test_min_deadwood_and_best_arrangement_are_exact(size: int) -> None:
    for hand in random_hands(1500, size, seed=size):
        mask = as_mask(hand)
        expected = brute_min_deadwood(frozenset(hand))
        assert min_deadwood(mask) == expected, hand
        _melded, melds = best_melds(mask)
        shown, deadwood = arrangement(mask)
        for group in (melds, shown):
            used = 0
            for meld in group:
                assert is_meld(meld) and meld & mask == meld and not meld & used
                used |= meld
            assert sum(map(value, as_cards(mask & ~used))) == expected
        assert sum(map(value, as_cards(deadwood))) == expected
        assert set(map(as_cards, melds_in(mask, 13))) >= {m for m in brute_melds(tuple(hand)) if len(m) <= 5}


def test_best_discard_knock_test_and_knock_discards_are_exact() -> None:
    rng = random.Random(7)
    for hand in random_hands(1000, 11, seed=3):
        mask = as_mask(hand)
        forbidden = rng.choice([0, 1 << card_from_str(rng.choice(hand))])
        allowed = [card for card in hand if not forbidden >> card_from_str(card) & 1]
        per_discard = {card: brute_min_deadwood(frozenset(hand) - {card}) for card in allowed}
        best = min(per_discard.values())
        assert best_discard_deadwood(mask, forbidden)[0] == best
        for limit in (0, 5, 10):
            assert can_knock(mask, limit, forbidden) == (best <= limit), (hand, limit)
            expected = {card for card, deadwood in per_discard.items() if deadwood <= limit}
            assert as_cards(knock_discards(mask, limit, forbidden)) == expected


def brute_declarable(hand: frozenset[str], limit: int, max_run: int) -> set[frozenset[str]]:
    """Melds that belong to some arrangement of ``hand`` with deadwood <= limit."""
    return {
        meld
        for meld in brute_melds(tuple(hand))
        if (len(meld) <= max_run or len({card[0] for card in meld}) == 1) and brute_min_deadwood(hand - meld) <= limit
    }


@pytest.mark.parametrize("max_run", [5, 13])
def test_declarable_melds_are_exactly_those_of_an_arrangement_within_the_limit(
    max_run: int,
) -> None:
    for hand in random_hands(600, 10, seed=max_run):
        for limit in (0, 10):
            found = {as_cards(meld) for meld in declarable_melds(as_mask(hand), limit, max_run)}
            assert found == brute_declarable(frozenset(hand), limit, max_run), (hand, limit)


def brute_layoff_spots(melds: list[frozenset[str]], laid: frozenset[str]) -> set[str]:
    """§6.3 by hand: the 4th card of a 3-set; a card touching a run grown by laid-off cards."""
    spots = set()
    for meld in melds:
        ranks = sorted(RANKS.index(card[0]) for card in meld)
        if len({card[0] for card in meld}) == 1:
            if len(meld) == 3:
                spots |= {meld_rank + suit for meld_rank in {next(iter(meld))[0]} for suit in SUITS} - meld
            continue
        suit = next(iter(meld))[1]
        low, high = ranks[0], ranks[-1]
        while low > 0 and RANKS[low - 1] + suit in laid:
            low -= 1
        while high < 12 and RANKS[high + 1] + suit in laid:
            high += 1
        spots |= {RANKS[rank] + suit for rank in (low - 1, high + 1) if 0 <= rank <= 12}
    return spots - laid


def brute_best_defence(hand: frozenset[str], melds: list[frozenset[str]]) -> int:
    best = brute_min_deadwood(hand)
    frontier = [(hand, frozenset())]
    seen = {hand}
    while frontier:
        held, laid = frontier.pop()
        for card in brute_layoff_spots(melds, laid) & held:
            after = held - {card}
            if after not in seen:
                seen.add(after)
                best = min(best, brute_min_deadwood(after))
                frontier.append((after, laid | {card}))
    return best


def test_layoffs_and_the_defenders_least_deadwood_are_exact() -> None:
    rng = random.Random(11)
    checked = 0
    for hand in random_hands(3000, 20, seed=5):
        knocker, defender = frozenset(hand[:10]), frozenset(hand[10:])
        _, knocker_melds = best_melds(as_mask(list(knocker)))
        if not knocker_melds:
            continue
        melds = [as_cards(meld) for meld in knocker_melds]
        laid = frozenset(rng.sample(sorted(brute_layoff_spots(melds, frozenset()) & defender), 0))
        assert as_cards(layoff_spots(knocker_melds, as_mask(laid), False)) == brute_layoff_spots(melds, laid)
        deadwood, layoffs = best_defence(as_mask(list(defender)), knocker_melds, 0)
        assert deadwood == brute_best_defence(defender, melds), (knocker, defender)
        left = as_mask(list(defender)) & ~as_mask([card_to_str(card) for card in layoffs])
        assert min_deadwood(left) == deadwood
        checked += 1
    assert checked > 1000
