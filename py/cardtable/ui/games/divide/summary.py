"""What a finished round did, for the top of its summary (issue 30, Divide 1): who took which
part and its cards, which parts were discarded and why (nobody chose it; several chose one
card; the two-player discard), where each joker went, and who got nothing. Told from the round's moves' events, as
the table's list of steps is."""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping, Sequence
from typing import Any

from ....app.i18n import Translator, and_list
from ....engine.core import HAND_END, JsonDict
from ....engine.games.divide.events import DivideEvent
from ...kit import LastMove
from ...markup import Markup, h
from .names import path_name
from .story import step_line

CardsRow = Callable[[list[str], Translator], Markup]

_OUTCOMES = (
    DivideEvent.DISCARD_PART,
    DivideEvent.AWARD,
    DivideEvent.UNCLAIMED,
    DivideEvent.CONTESTED,
    # Where a joker went (or that it waits for a number): a score it changed has its reason here
    # too, not only in the log (issue 30, Divide round 5, 7).
    DivideEvent.ATTACH,
    DivideEvent.PENDING,
)


def round_events(moves: Sequence[LastMove]) -> Iterator[JsonDict]:
    """The finished round's events, oldest first: those of every move since its deal, up to
    the round's end (the move that ended it turns up the next row after that)."""
    for move in moves:
        for event in move.events:
            if event["kind"] == HAND_END:
                return
            yield event


def claimants(events: Sequence[Mapping[str, Any]], path: str) -> list[int]:
    """The seats that chose the part at ``path``: read from the votes on the cards it was cut from."""
    chosen: list[int] = []
    for event in events:
        if event["kind"] == DivideEvent.VOTES and event["params"]["path"] == path[:-1]:
            chosen = [seat for seat, vote in enumerate(event["params"]["votes"]) if vote == path[-1:]]
    return chosen


def outcome_line(event: Mapping[str, Any], before: Sequence[Mapping[str, Any]], names: list[str], t: Translator) -> str:
    """One outcome as a sentence; a single card several chose names who chose it, and the card
    itself: "the light blue from white after another cut part is a single card" read as jargon
    where the list of steps said "the 6" (issue 30, Divide lesson round 2)."""
    if event["kind"] == DivideEvent.CONTESTED:
        path = event["params"]["path"]
        who = claimants(before, path)
        if who:
            card = path_name(path, t, event["params"]["cards"])
            return t("divide.summary.contested", names=and_list([names[s] for s in who], t), part=card)
    return step_line(event, names, t)


def round_outcomes(moves: Sequence[LastMove], names: list[str], t: Translator, cards: CardsRow) -> Markup | None:
    """The list of the round's outcomes, with each part's cards; None when no move is told."""
    events = list(round_events(moves))
    items = [
        h(
            "li",
            {"class": f"ev-{event['kind']}"},
            outcome_line(event, events[:index], names, t),
            " ",
            event["params"].get("cards") and cards(list(event["params"]["cards"]), t),
        )
        for index, event in enumerate(events)
        if event["kind"] in _OUTCOMES
    ]
    if not items:
        return None
    last_votes = next((event for event in reversed(events) if event["kind"] == DivideEvent.VOTES), None)
    if last_votes is not None:
        # The votes that ended the round come first: the summary opened over their reveal on
        # the table, and a player who looked up then saw the outcomes of votes never shown
        # (issue 30, Divide round 9, 2).
        items.insert(0, h("li", {"class": "ev-votes last-votes"}, step_line(last_votes, names, t)))
    took = {event["seat"] for event in events if event["kind"] == DivideEvent.AWARD}
    empty = [names[seat] for seat in range(len(names)) if seat not in took]
    if empty:
        items.append(h("li", {"class": "ev-nothing"}, t("divide.summary.nothing", names=and_list(list(empty), t))))
    return h(
        "section",
        {"class": "round-outcomes", "aria-label": t("divide.this_round")},
        h("h3", {}, t("divide.this_round")),
        h("ul", {}, items),
    )
