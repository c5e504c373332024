"""What a Gin Rummy bot can work out from its view: card sets and hand evaluations.

Everything here reads a view (``GinRummyRules.view``), never a state. Cards are
the engine's bitmasks (``cardtable.engine.games.gin_rummy.cards``).
"""

from __future__ import annotations

from dataclasses import dataclass

from ...engine.games.gin_rummy.cards import (
    FULL_DECK,
    NUM_RANKS,
    VALUES,
    cards_of,
    mask_from_strs,
    mask_value,
    union,
)
from ...engine.games.gin_rummy.melds import (
    best_discard_deadwood,
    best_melds,
    layoff_spots,
    melds_in,
    min_deadwood,
)
from ...engine.games.gin_rummy.views import GinRummyView


@dataclass(frozen=True)
class Table:
    """The card sets of one view, as masks."""

    seat: int
    hand: int
    unseen: int  # cards this seat has not seen: in the stock or the other hand
    opponent_known: int  # cards the other seat took from the pile and still holds
    dead: int  # cards out of play for melds: the discard pile, layoffs, declared melds
    stock_size: int
    knock_limit: int

    @classmethod
    def from_view(cls, view: GinRummyView) -> Table:
        seat = view["seat"]
        assert seat is not None, "a bot plays a seat's view, never a spectator's"
        hand = mask_from_strs(view["hand"])
        opponent_known = mask_from_strs(view["picked"][1 - seat])
        dead = mask_from_strs(view["discard_pile"]) | mask_from_strs(view["layoffs"])
        for meld in (*view["melds"], *view["defender_melds"]):
            dead |= mask_from_strs(meld)
        if view["knocker_hand"]:
            dead |= mask_from_strs(view["knocker_hand"])
        unseen = FULL_DECK & ~hand & ~opponent_known & ~dead
        return cls(
            seat,
            hand,
            unseen,
            opponent_known,
            dead,
            view["stock_size"],
            view["knock_limit"],
        )


def _partners(card: int) -> tuple[tuple[int, int], ...]:
    """Pairs of other cards that would make a 3-card meld with ``card``."""
    rank, suit_start = card % NUM_RANKS, card - card % NUM_RANKS
    same_rank = [rank + 13 * suit for suit in range(4) if rank + 13 * suit != card]
    pairs = [(a, b) for i, a in enumerate(same_rank) for b in same_rank[i + 1 :]]
    for low in (rank - 2, rank - 1, rank):
        run = [r for r in range(low, low + 3) if r != rank]
        if low >= 0 and low + 2 < NUM_RANKS:
            pairs.append((suit_start + run[0], suit_start + run[1]))
    return tuple(pairs)


PARTNERS = tuple(_partners(card) for card in range(52))
"""For each card, the pairs of cards that would make a 3-card meld with it."""


def fits_a_meld(hand: int, card: int) -> bool:
    """Whether ``card`` would be in some meld of ``hand`` plus ``card``."""
    return any(hand >> a & 1 and hand >> b & 1 for a, b in PARTNERS[card])


def danger(card: int, table: Table) -> float:
    """How likely the other player can meld ``card``: partner pairs still out of sight,
    counting a pair as more likely when the other player visibly holds part of it."""
    live = table.unseen | table.opponent_known
    score = 0.0
    for a, b in PARTNERS[card]:
        if live >> a & 1 and live >> b & 1:
            held = (table.opponent_known >> a & 1) + (table.opponent_known >> b & 1)
            score += (1.0, 4.0, 10.0)[held]
    return score


def feeds(card: int, table: Table) -> bool:
    """Whether ``card`` would join a meld the other player is known to hold.

    The other player took each card of ``opponent_known`` from the discard pile,
    which a player does for a meld (or to make one). Such a card ``k`` belongs to
    a set of its rank or to a run of its suit; when only one of the two is still
    possible (the cards it needs are live: unseen, or known to be held), that is
    the meld they hold, and ``card`` feeds it if it joins it: the same rank for a
    set, the same suit next to it for a run (two known cards making a meld with
    ``card`` count too).
    """
    known = table.opponent_known
    if not known:
        return False
    live = table.unseen | known
    for a, b in PARTNERS[card]:
        if known >> a & 1 and known >> b & 1:
            return True
    for k in cards_of(known):
        same_rank = k % NUM_RANKS == card % NUM_RANKS
        same_suit_near = k // NUM_RANKS == card // NUM_RANKS and abs(k - card) <= 2
        if not (same_rank or same_suit_near):
            continue
        live_with_card = live | 1 << card
        sets = [pair for pair in PARTNERS[k][:3] if _both(live_with_card, pair)]
        runs = [pair for pair in PARTNERS[k][3:] if _both(live_with_card, pair)]
        if same_rank and sets and not runs:
            return True
        if same_suit_near and runs and not sets and all(card in pair for pair in runs):
            return True
    return False


def melds_with_picked(card: int, table: Table) -> bool:
    """Whether ``card`` could make a meld with a card the other player took from the pile:
    with it and one more card still live (unseen, or known to be held). Weaker than
    ``feeds`` (the picked card may be meant for another meld), yet thrown at once such a
    card hands the other player what it visibly collects (issue 30, Gin 3: 7♣ thrown
    right after the other player took 7♠)."""
    known = table.opponent_known
    live = table.unseen | known
    return any((known >> a & 1 and live >> b & 1) or (known >> b & 1 and live >> a & 1) for a, b in PARTNERS[card])


def _both(mask: int, pair: tuple[int, int]) -> bool:
    return bool(mask >> pair[0] & 1 and mask >> pair[1] & 1)


def outs(hand: int, unseen: int) -> int:
    """Unseen cards that would lower this hand's deadwood by joining a meld."""
    current = min_deadwood(hand)
    return sum(1 for card in cards_of(unseen) if min_deadwood(hand | 1 << card) - VALUES[card] < current)


def expected_after_draw(hand: int, unseen: int) -> float:
    """The mean least deadwood after drawing one unseen card and discarding the best card.

    A drawn card that fits no meld stays deadwood whatever is discarded, so its
    outcome needs no search: keep the hand, or swap it for the best card to drop.
    """
    cards = cards_of(unseen)
    if not cards:
        return float(min_deadwood(hand))
    now = min_deadwood(hand)
    best_without_one = min(min_deadwood(hand & ~(1 << card)) for card in cards_of(hand))
    total = 0
    for card in cards:
        if fits_a_meld(hand, card):
            total += best_discard_deadwood(hand | 1 << card)[0]
        else:
            total += min(now, best_without_one + VALUES[card])
    return total / len(cards)


def exposure(melds: tuple[int, ...], table: Table) -> int:
    """Cards the defender might lay off on ``melds``: the open spots not yet out of play."""
    return (layoff_spots(melds, 0, False) & ~table.dead & ~table.hand).bit_count()


def best_declaration(hand: int, table: Table) -> tuple[int, ...]:
    """Melds for the knocker: the least deadwood, then the fewest open layoff spots.

    Among arrangements with the minimum deadwood, tries the search's own answer
    and the alternatives that swap one meld for another using the same cards.
    """
    melded, melds = best_melds(hand)
    best = melds
    best_exposure = exposure(melds, table)
    for index, meld in enumerate(melds):
        for other in _alternatives(meld, hand & ~union(melds[:index] + melds[index + 1 :])):
            candidate = (*melds[:index], other, *melds[index + 1 :])
            if _value(candidate) == melded and exposure(candidate, table) < best_exposure:
                best, best_exposure = candidate, exposure(candidate, table)
    return best


def _alternatives(meld: int, available: int) -> list[int]:
    """Melds of the same cards' value inside ``available`` (e.g. a set's other triples)."""
    return [other for other in melds_in(available) if other != meld and _value((other,)) == _value((meld,))]


def _value(melds: tuple[int, ...]) -> int:
    return sum(mask_value(meld) for meld in melds)
