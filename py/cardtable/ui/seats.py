"""The parts every game's table shares: the seat strip and the match's winner line.

The strip says, at each seat, who sits there (name, bot level), whose turn it is, what
the seat holds (the table's own figures) and what it did last: the table draws that
move from the seat's events (``TableContext.move_of``), and it stays until the seat
moves again.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from ..app.i18n import Translator, and_list
from .kit import TableContext
from .markup import Child, Markup, classes, h


@dataclass(frozen=True)
class SeatLine:
    """What a table shows at one seat, besides what the strip draws itself."""

    # Parts are markup children: a falsy one (None, False, "") draws nothing.
    stats: Sequence[Child] = ()  # the seat's figures: cards held, points…
    badges: Sequence[Child] = ()  # dealer, leader…
    did: Child = None  # its last move, as the table draws it (cards, "passed", a vote)
    mark: Child = None  # instead of the plain "to play" mark (a Gift to take…)
    acting: bool | None = None  # whose turn: None takes it from the view's ``to_act``
    state: str = ""  # classes for the seat's state (is-out, is-winning…)
    after: Child = None  # anything else, last


def seat_strip(
    view: Mapping[str, Any], lines: Sequence[SeatLine], ctx: TableContext, t: Translator, label: str
) -> Markup:
    """One list item per seat: the player whose turn it is is marked (and ``aria-current``),
    the viewer's seat is ``is-me``, the latest mover's ``just-moved``."""
    items = []
    for seat, line in enumerate(lines):
        acting = seat in view["to_act"] if line.acting is None else line.acting
        mark = line.mark or (acting and h("span", {"class": "turn-mark"}, t("table.to_act")))
        items.append(
            h(
                "li",
                {
                    "class": classes(
                        "seat",
                        acting and "is-turn",
                        seat == view.get("seat") and "is-me",
                        seat == ctx.moved_seat and "just-moved",
                        line.state,
                    ),
                    "aria-current": "true" if acting else None,
                    "data-seat": str(seat),
                },
                h(
                    "span",
                    {"class": "seat-head"},  # the name and what kind of player: one line when it fits
                    h("span", {"class": "seat-name"}, ctx.names[seat]),
                    seat == view.get("seat") and you_badge(t),
                    ctx.levels[seat] and h("span", {"class": "badge"}, t(f"level.{ctx.levels[seat]}")),
                ),
                list(line.badges),
                line.stats and h("span", {"class": "seat-stats"}, [stat for stat in line.stats if stat]),
                mark or None,
                line.did and h("span", {"class": "seat-play last-move"}, line.did),
                line.after,
            )
        )
    return h("ol", {"class": "seats", "aria-label": label}, items)


def you_badge(t: Translator) -> Markup:
    """The word "you" by the viewer's name (a star alone left newcomers guessing; issue 30)."""
    return h("span", {"class": "badge badge-you"}, t("table.you"))


def winner_line(winners: Sequence[int], names: Sequence[str], t: Translator) -> Markup:
    """Who won the match, or who shares the win."""
    who = and_list([names[seat] for seat in winners], t)
    return h(
        "p",
        {"class": "winner-line"},
        t("summary.won", names=who) if len(winners) == 1 else t("summary.shared", names=who),
    )
