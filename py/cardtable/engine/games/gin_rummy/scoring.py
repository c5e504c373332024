"""Scoring a hand (spec §7) and the end of a match (§9).

Both return explanation lines (``ScoreLine``: item, seat, points) for the table to
show; the items are stable words the UI translates:

hand: ``knocker_deadwood``, ``defender_deadwood``, ``gin_bonus``, ``big_gin_bonus``,
``undercut_bonus``, ``hand_points``;
match: ``points``, ``game_bonus``, ``line_bonus``, ``shutout_bonus``, ``shutout_double``, ``total``.

>>> end, winner, points, _ = score_knock(0, 3, 31, False, {"gin_bonus": 20,
...     "undercut_bonus": 10, "undercut_on_tie": True, "big_gin_bonus": 31})
>>> end.value, winner, points
('knock', 0, 28)
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from .state import HandEnd, ScoreLine

# Every item a ScoreLine can name, so a table can have a text for each.
SCORE_ITEMS = (
    "knocker_deadwood",
    "defender_deadwood",
    "gin_bonus",
    "big_gin_bonus",
    "undercut_bonus",
    "hand_points",
    "points",
    "game_bonus",
    "line_bonus",
    "shutout_bonus",
    "shutout_double",
    "total",
)


def score_knock(
    knocker: int,
    knocker_deadwood: int,
    defender_deadwood: int,
    big_gin: bool,
    options: Mapping[str, Any],
) -> tuple[HandEnd, int, int, tuple[ScoreLine, ...]]:
    """(how the hand ended, winning seat or -1, points won, explanation) after a knock.

    ``defender_deadwood`` is D after layoffs, or without layoffs after gin (§7).
    """
    defender = 1 - knocker
    k, d = knocker_deadwood, defender_deadwood
    shown = [ScoreLine("knocker_deadwood", knocker, k), ScoreLine("defender_deadwood", defender, d)]
    if big_gin:
        bonus = options["big_gin_bonus"]
        return _won(
            HandEnd.BIG_GIN,
            knocker,
            bonus + d,
            [*shown, ScoreLine("big_gin_bonus", knocker, bonus)],
        )
    if k == 0:  # gin is never undercut
        bonus = options["gin_bonus"]
        return _won(HandEnd.GIN, knocker, bonus + d, [*shown, ScoreLine("gin_bonus", knocker, bonus)])
    if k < d:
        return _won(HandEnd.KNOCK, knocker, d - k, shown)
    if d < k or options["undercut_on_tie"]:
        bonus = options["undercut_bonus"]
        return _won(
            HandEnd.UNDERCUT,
            defender,
            bonus + k - d,
            [*shown, ScoreLine("undercut_bonus", defender, bonus)],
        )
    return HandEnd.TIE, -1, 0, (*shown, ScoreLine("hand_points", knocker, 0))


def _won(
    end: HandEnd, winner: int, points: int, lines: list[ScoreLine]
) -> tuple[HandEnd, int, int, tuple[ScoreLine, ...]]:
    return end, winner, points, (*lines, ScoreLine("hand_points", winner, points))


def match_totals(
    scores: tuple[int, int], hands_won: tuple[int, int], winner: int, options: Mapping[str, Any]
) -> tuple[tuple[int, int], tuple[ScoreLine, ...]]:
    """§9: final totals with the game, line and shutout bonuses, and their explanation.

    ``winner`` is the seat that reached the target (-1 if nobody, which only the
    engine's hand limit can cause: then no game or shutout bonus is paid).
    """
    totals = list(scores)
    lines = [ScoreLine("points", seat, scores[seat]) for seat in (0, 1)]
    if winner >= 0:
        totals[winner] += options["game_bonus"]
        lines.append(ScoreLine("game_bonus", winner, options["game_bonus"]))
    for seat in (0, 1):
        bonus = options["line_bonus"] * hands_won[seat]
        totals[seat] += bonus
        lines.append(ScoreLine("line_bonus", seat, bonus))
    if winner >= 0 and hands_won[1 - winner] == 0:
        if options["shutout_mode"] == "add":
            totals[winner] += options["shutout_bonus"]
            lines.append(ScoreLine("shutout_bonus", winner, options["shutout_bonus"]))
        elif options["shutout_mode"] == "double":
            lines.append(ScoreLine("shutout_double", winner, totals[winner]))
            totals[winner] *= 2
    lines.extend(ScoreLine("total", seat, totals[seat]) for seat in (0, 1))
    return (totals[0], totals[1]), tuple(lines)


def single_hand_totals(winner: int, points: int) -> tuple[tuple[int, int], tuple[ScoreLine, ...]]:
    """§9, ``game_target = none``: the hand's score for its winner, the negative for the other."""
    if winner < 0:
        totals = (0, 0)
    else:
        totals = (points, -points) if winner == 0 else (-points, points)
    return totals, tuple(ScoreLine("total", seat, totals[seat]) for seat in (0, 1))
