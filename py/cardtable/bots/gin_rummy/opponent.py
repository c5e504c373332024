"""The other player's hand as the ``hard`` bot imagines it, and what a knock would score.

``rules.sample_state`` deals the cards this bot has not seen at random. A real
opponent's hand is better than random cards: it has been drawing and keeping what
helps. ``improve`` makes a dealt hand look played, as many draws as the other
player has made (so the deeper the stock has been drawn, the better the hand, and
the likelier an undercut), and ``knock_points`` scores a knock against it.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from ...engine.games.gin_rummy.cards import VALUES, cards_of, mask_value, union
from ...engine.games.gin_rummy.melds import best_defence, best_melds, min_deadwood
from ...engine.rng import Rng

DEALT_STOCK = 31
"""Cards in the stock after the deal: 52, less two hands of 10 and the first upcard."""


@dataclass(frozen=True)
class Scoring:
    """The options that decide what a knock scores."""

    gin_bonus: int
    undercut_bonus: int
    undercut_on_tie: bool
    quirks: bool

    @classmethod
    def from_options(cls, options: Mapping[str, Any]) -> Scoring:
        return cls(
            int(options["gin_bonus"]),
            int(options["undercut_bonus"]),
            bool(options["undercut_on_tie"]),
            bool(options["openspiel_quirks"]),
        )


def knock_points(deadwood: int, melds: tuple[int, ...], defender: int, scoring: Scoring) -> int:
    """Points for the knocker (negative: for the defender) when the knocker declares
    ``melds`` with ``deadwood`` left and the defender, holding ``defender``, lays off as
    well as it can (§6.3, §7)."""
    if deadwood == 0:
        return scoring.gin_bonus + min_deadwood(defender)
    defended = best_defence(defender, melds, 0, scoring.quirks)[0]
    if defended > deadwood:
        return defended - deadwood
    if defended < deadwood or scoring.undercut_on_tie:
        return -(scoring.undercut_bonus + deadwood - defended)
    return 0


def opponent_draws(stock_size: int) -> int:
    """Roughly how many cards the other player has drawn from the stock this hand."""
    return (DEALT_STOCK - stock_size) // 2


def improve(hand: int, pool: list[int], draws: int, keep: int, rng: Rng) -> int:
    """``hand`` (dealt at random) made to look played: ``draws`` times it draws a random
    card of ``pool`` and throws back into it its highest unmatched card, never one of
    ``keep`` (cards it is known to hold). ``pool`` keeps the same set of cards."""
    for _ in range(draws):
        if not pool:
            break
        index = rng.below(len(pool))
        hand |= 1 << pool[index]
        loose = hand & ~union(best_melds(hand)[1]) & ~keep
        if not loose:
            loose = hand & ~keep
        throw = max(cards_of(loose), key=lambda card: (VALUES[card], card))
        hand &= ~(1 << throw)
        pool[index] = throw
    return hand


def _throw(hand: int, keep: int = 0) -> int:
    """The card a plain player throws from 11: its highest unmatched card."""
    loose = hand & ~union(best_melds(hand)[1]) & ~keep
    if not loose:
        return min(cards_of(hand & ~keep), key=lambda card: (min_deadwood(hand & ~(1 << card)), card))
    return max(cards_of(loose), key=lambda card: (VALUES[card], card))


def _draw(hand: int, upcard: int, stock: list[int], position: int) -> tuple[int, int, int]:
    """A plain player's draw: the upcard if it joins a meld, else the stock's next card.
    Returns (11 cards, the card that may not be thrown back, the next stock position)."""
    with_upcard = hand | 1 << upcard
    if union(best_melds(with_upcard)[1]) >> upcard & 1:
        return with_upcard, 1 << upcard, position
    return hand | 1 << stock[position], 0, position + 1


def wait_points(mine: int, discard: int, other: int, stock: list[int], limit: int, scoring: Scoring) -> int:
    """Points for this bot if, instead of knocking, it throws ``discard`` and plays one
    more round: the other player (``other``) draws and knocks if it can (most players
    do; then this bot defends with ``mine``), else this bot draws and knocks if it can.
    Whatever else happens counts 0: nothing decided yet."""
    if len(stock) < 2:
        return 0
    hand, taken, position = _draw(other, discard, stock, 0)
    thrown = _throw(hand, taken)
    hand &= ~(1 << thrown)
    melded, melds = best_melds(hand)
    if mask_value(hand) - melded <= limit:
        return -knock_points(mask_value(hand) - melded, melds, mine, scoring)
    drawn, _, _ = _draw(mine, thrown, stock, position)
    kept = drawn & ~(1 << _throw(drawn))
    melded, melds = best_melds(kept)
    if mask_value(kept) - melded <= limit:
        return knock_points(mask_value(kept) - melded, melds, hand, scoring)
    return 0


def knocker_deadwood(hand: int, melds: tuple[int, ...]) -> int:
    """The value of the cards of ``hand`` outside ``melds``."""
    return mask_value(hand & ~union(melds))
