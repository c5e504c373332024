"""Small markup parts every game's table draws the same way: the player's hand, the line
that says why a tap did nothing, a row of small cards, a summary's score table.

Each game keeps what is its own (how a card looks, which cards may be tapped); these give
the shared frame around it, so the classes the CSS and the browser tests read are written
once.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence

from .kit import TableContext
from .markup import Child, Markup, classes, h, join


def why_line(ctx: TableContext) -> Markup | None:
    """Why the last tap did nothing, beside the cards or controls tapped (the status line says
    it too, for screen readers, so this copy is hidden from them)."""
    if not ctx.message or ctx.message_kind != "error":
        return None
    return h("p", {"class": "why", "aria-hidden": "true"}, ctx.message)


def my_hand(label: str, *parts: Child, kind: str = "", heading: bool = False) -> Markup:
    """The viewer's hand: a section named ``label`` (with a heading only screen readers see,
    when ``heading``), holding ``parts`` in order (counters, ``hand_cards``, ``why_line``,
    the decision bar). ``kind`` adds the game's own classes."""
    return h(
        "section",
        {"class": classes("my-hand", kind), "aria-label": label},
        heading and h("h2", {"class": "sr-only"}, label),
        *parts,
    )


def hand_cards(buttons: Iterable[Child]) -> Markup:
    """The hand's cards as one group of buttons (each game draws its own cards)."""
    return h("div", {"class": "hand-cards", "role": "group"}, list(buttons))


def card_row(cards: Iterable[Child], kind: str = "") -> Markup:
    """Small cards (or tiles) in a row, as a game draws them: in melds, summaries, replays."""
    return h("span", {"class": classes("cards-row", kind)}, list(cards))


def summary_table(kind: str, headers: Sequence[Child], rows: Child, *, scoped: bool = False) -> Markup:
    """A hand's score table: one column heading each (``scope="col"`` when ``scoped``), then
    the game's rows."""
    return h(
        "table",
        {"class": classes("summary", kind)},
        h("thead", {}, h("tr", {}, [h("th", {"scope": "col" if scoped else None}, header) for header in headers])),
        h("tbody", {}, rows),
    )


def standings(
    order: Iterable[int], line: Callable[[int], Child], rank: Callable[[int], object] | None = None
) -> Markup:
    """The match's final standings: one list item a seat, in ``order``, as ``line`` words it.
    Seats with the same ``rank`` (their score) share a place, the next place skipped: "1., 1., 3."
    (issue 30, 12 Days round 4, 3: two players with the same score read as 1st and 2nd)."""
    seats = list(order)
    places = list(range(1, len(seats) + 1))
    if rank is not None:
        for i in range(1, len(seats)):
            if rank(seats[i]) == rank(seats[i - 1]):
                places[i] = places[i - 1]
    return h(
        "ol",
        {"class": "standings"},
        [
            h("li", {"value": str(place) if rank is not None else None}, line(seat))
            for seat, place in zip(seats, places)
        ],
    )


def last_hand(shown: object, title: str, summary: Callable[[], Child]) -> Markup | None:
    """The match's last hand under its heading, at the end of the match's summary, when the
    view has one (``shown``)."""
    return join([h("h3", {}, title), summary()]) if shown else None
