"""Scoring a hand, side by side (spec §12), and the end of the game (§13, §18).

Each side's score is explained in ``ScoreLine``s whose items are stable words the
table translates: ``natural_canastas``, ``mixed_canastas``, ``red_threes``,
``going_out``, ``concealed``, ``failed_permission``, ``melded_cards``,
``cards_in_hand``.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from .cards import cards_value
from .melds import Meld
from .state import ScoreLine

# Every item a ScoreLine can name, so a table can have a text for each.
SCORE_ITEMS = (
    "natural_canastas",
    "mixed_canastas",
    "red_threes",
    "going_out",
    "concealed",
    "failed_permission",
    "melded_cards",
    "cards_in_hand",
)


def red_three_points(count: int, melded: bool, options: Mapping[str, Any]) -> int:
    """§12: 100 each, 800 for all four; minus for a side that has not melded
    (unless ``red_three_minus_if_no_meld`` is off, §18).

    >>> opts = {"red_three_bonus": 100, "all_four_red_threes": 800, "red_three_minus_if_no_meld": True}
    >>> red_three_points(2, True, opts), red_three_points(4, True, opts), red_three_points(4, False, opts)
    (200, 800, -800)
    """
    points = int(options["all_four_red_threes"]) if count == 4 else count * int(options["red_three_bonus"])
    if not melded and options["red_three_minus_if_no_meld"]:
        return -points
    return points


def side_lines(
    side: int,
    melds: Sequence[Meld],
    red_threes: int,
    held: Sequence[int],
    went_out: bool,
    concealed: bool,
    penalties: int,
    options: Mapping[str, Any],
) -> tuple[ScoreLine, ...]:
    """One side's hand score, line by line (§12). ``held``: every card its players still hold."""
    natural = sum(1 for meld in melds if meld.is_natural_canasta)
    mixed = sum(1 for meld in melds if meld.is_canasta) - natural
    lines: list[ScoreLine] = []

    def line(item: str, count: int, points: int) -> None:
        if count:
            lines.append(ScoreLine(item, side, count, points))

    line("natural_canastas", natural, natural * int(options["natural_canasta_bonus"]))
    line("mixed_canastas", mixed, mixed * int(options["mixed_canasta_bonus"]))
    line("red_threes", red_threes, red_three_points(red_threes, bool(melds), options))
    line("going_out", int(went_out), int(options["going_out_bonus"]))
    line("concealed", int(concealed), int(options["concealed_bonus"]))
    line("failed_permission", penalties, -penalties * int(options["failed_permission_penalty"]))
    melded = [card for meld in melds for card in meld.cards]
    lines.append(ScoreLine("melded_cards", side, len(melded), cards_value(melded)))
    lines.append(ScoreLine("cards_in_hand", side, len(held), -cards_value(held)))
    return tuple(lines)


def game_over(totals: Sequence[int], target: int | None) -> bool:
    """§13, §18: over once a side reaches the target with the single highest total
    (a tie at the top means another hand, whoever else passed the target). With no
    target (``one_hand``) the game is one deal.

    >>> game_over((5150, 5100), 5000), game_over((5100, 5100), 5000), game_over((4999, 10), 5000)
    (True, False, False)
    >>> game_over((-40, 15), None)
    True
    """
    if target is None:
        return True
    best = max(totals)
    return best >= target and list(totals).count(best) == 1
