"""Round scores (spec §13) and the match result (§14).

>>> from .tiles import NUMBERS
>>> racks = [NUMBERS.tiles_from_str(r) for r in ("", "k3 b7 *", "r5 o6", "b13 k12 r1")]
>>> out_of_tiles(racks, 0, 30)  # §19 R12
((77, -40, -11, -26), (0, 40, 11, 26))
>>> racks = [NUMBERS.tiles_from_str(r) for r in ("r5", "b12", "k10 o10 r10")]
>>> blocked(racks, 30)  # §19 R13
((32, -7, -25), (0,), (5, 12, 30))
>>> racks = [NUMBERS.tiles_from_str(r) for r in ("r5", "b5", "k10 o10 r10")]
>>> blocked(racks, 30)  # §19 R13, the tie
((12, 12, -25), (0, 1), (5, 5, 30))
"""

from __future__ import annotations

from collections.abc import Sequence

from .tiles import JOKER, number_of


def rack_value(rack: Sequence[int], joker_penalty: int) -> int:
    """S_p: the numbers on a rack, plus ``joker_penalty`` for each joker (§13)."""
    return sum(joker_penalty if t == JOKER else number_of(t) for t in rack)


def out_of_tiles(
    racks: Sequence[Sequence[int]], winner: int, joker_penalty: int
) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """§13.1: (round scores, rack values) when ``winner`` emptied the rack. Sums to zero."""
    values = tuple(rack_value(rack, joker_penalty) for rack in racks)
    points = tuple(sum(values) - values[seat] if seat == winner else -values[seat] for seat in range(len(racks)))
    return points, values


def blocked(
    racks: Sequence[Sequence[int]], joker_penalty: int
) -> tuple[tuple[int, ...], tuple[int, ...], tuple[int, ...]]:
    """§13.2: (round scores, winners, rack values) when the pool ran out and
    everybody passed. The lowest racks win; tied winners share the gain rounded
    down (§18 #11), the only case where a round may not sum to zero."""
    values = tuple(rack_value(rack, joker_penalty) for rack in racks)
    low = min(values)
    winners = tuple(seat for seat, v in enumerate(values) if v == low)
    gain = sum(v - low for v in values)
    points = tuple(gain // len(winners) if v == low else low - v for v in values)
    return points, winners, values


def match_winners(scores: Sequence[int], rounds_won: Sequence[int], penalties: Sequence[int]) -> tuple[int, ...]:
    """§14: highest match score; then more rounds won; then fewer penalty points;
    still tied: a shared win."""

    def key(seat: int) -> tuple[int, int, int]:
        return scores[seat], rounds_won[seat], -penalties[seat]

    best = max(key(seat) for seat in range(len(scores)))
    return tuple(seat for seat in range(len(scores)) if key(seat) == best)
