"""The ``normal`` 12 Days policy, on count vectors.

It is shared by the ``normal`` bot and by the ``hard`` bot's rollouts, so it works
on plain tuples (``hand[v - 1]`` copies of value ``v``) and is cheap to call.

The ideas, from how the game is won (spec §8–§9):

* A hand is cleared one lead at a time, so the **leads needed** (the fewest
  combinations that make up the whole hand) measure how far a hand is from
  going out. A good play lowers it, or sheds cards without raising it.
* Low cards win tricks and so win back the lead: keep them for the end and
  lead the weakest (highest, biggest) combinations first. The last combination
  left should be the one least likely to be beaten.
* A reply that sheds cards is free progress, unless it wrecks the hand's shape.
  A reply that empties the hand only counts if it wins the trick: otherwise the
  cards come straight back (§8.3).
* When someone is about to go out, the players holding the most cards pay a
  gift (§9.2), so a player in danger sheds as many cards as it can.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache
from typing import TypeVar

from ...engine.games.twelve_days.combos import Counts, Kind, combinations, without

Values = tuple[int, ...]
Move = Values | None  # the cards played, or None for a pass
T = TypeVar("T")

# Scores are in "leads": one lead saved is worth 10; the rest only breaks ties.
_LEAD_WEIGHT = 10.0
_CARD_WEIGHT = 0.5
_DANGER_CARD_WEIGHT = 3.0
# Winning a trick as a replier takes the lead: the chance to shed a weak combination.
_WIN_LEAD_BONUS = 6.0
# A reply has to beat passing by this much: shedding two cards without hurting the
# hand's shape is worth it, shedding one card is not.
_REPLY_MIN_SCORE = 0.75
# An opponent this close to going out puts the players with the most cards at risk.
_DANGER_HAND_SIZE = 3
# Playing the whole hand when it can win the trick: always the move (at worst the
# cards come back), so it outscores everything.
GO_OUT = 1_000.0


@lru_cache(maxsize=1 << 16)
def leads_needed(hand: Counts) -> int:
    """The fewest combinations that together make up ``hand`` (0 for an empty hand).

    The lowest value ``v`` held must open some combination, so either all its
    remaining copies form one set (or single), or a straight starts at ``v``;
    splitting the copies into several sets never helps.

    >>> leads_needed((0, 0, 1, 1, 1, 0, 0, 2, 0, 0, 0, 1))  # 3 4 5 | 8 8 | 12
    3
    """
    low = next((i for i, c in enumerate(hand) if c), None)
    if low is None:
        return 0
    rest = list(hand)
    rest[low] = 0
    best = leads_needed(tuple(rest))
    rest = list(hand)
    rest[low] -= 1
    top = low + 1
    while top < 12 and rest[top]:
        rest[top] -= 1
        best = min(best, leads_needed(tuple(rest)))
        top += 1
    return 1 + best


def in_danger(seat: int, sizes: Sequence[int], gifts: Sequence[int]) -> bool:
    """Whether ``seat`` may soon pay the most-cards penalty (§9.2) and has a gift to pay it with."""
    if not gifts[seat]:
        return False
    others = [size for other, size in enumerate(sizes) if other != seat]
    return min(others) <= _DANGER_HAND_SIZE and sizes[seat] >= max(others)


def score_leads(hand: Counts, danger: bool) -> list[tuple[float, Values]]:
    """Every lead with its score (higher is better), in ``combinations`` order."""
    card_weight = _DANGER_CARD_WEIGHT if danger else _CARD_WEIGHT
    scored = []
    for values in combinations(hand):
        rest = without(hand, values)
        if not any(rest):
            score = GO_OUT  # the whole hand is one combination: go out
        else:
            # Fewer leads left first; then the weakest (highest) combination, kept
            # low cards winning tricks later; then the bigger group.
            score = -_LEAD_WEIGHT * leads_needed(rest) + values[0] + card_weight * len(values)
        scored.append((score, values))
    return scored


def score_replies(hand: Counts, kind: Kind, max_low: int, trick_low: int, danger: bool) -> list[tuple[float, Move]]:
    """Every reply and the pass (``None``, listed first), with their scores.

    Args:
        kind: the kind that was led.
        max_low: the highest low card a reply may have (§7.2).
        trick_low: the lowest low card played so far; a reply at or under it wins
            the trick for now, since ties go to the later player (§8.2).
        danger: shed cards first, shape second (see ``in_danger``).
    """
    card_weight = _DANGER_CARD_WEIGHT if danger else _CARD_WEIGHT
    needed = leads_needed(hand)
    scored: list[tuple[float, Move]] = [(_REPLY_MIN_SCORE, None)]
    for values in combinations(hand, kind, max_low):
        rest = without(hand, values)
        winning = values[0] <= trick_low
        if not any(rest):
            if winning:
                scored.append((GO_OUT, values))
            # Not winning, the cards would come back (§8.3): never worth it.
            continue
        score = _LEAD_WEIGHT * (needed - leads_needed(rest)) + card_weight * len(values)
        if winning:
            score += _WIN_LEAD_BONUS
        scored.append((score, values))
    return scored


def best_first(scored: list[tuple[float, T]]) -> list[T]:
    """The moves, best first; equal scores keep their listed order (a pass wins ties)."""
    return [move for _, move in sorted(scored, key=lambda item: -item[0])]


def best(scored: list[tuple[float, T]]) -> T:
    """The best move; like ``best_first(scored)[0]`` without sorting (rollouts call it a lot)."""
    return max(scored, key=lambda item: item[0])[1]
