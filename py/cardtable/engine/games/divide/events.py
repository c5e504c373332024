"""What a Let's Divide action did, as table events (``Rules.events``).

The engine already records each round's public steps (``DivideState.events``); the
table events are those steps, plus ``vote`` (a seat voted: the part stays secret)
and ``HAND_END`` when the match is scored. ``votes`` (path, votes per seat) reveals
every vote at once, to every seat, the voter whose vote completed it included; a
``row`` turned up from the deck (seat None: nobody knew it; leader, cards) reveals
too. The rest are public steps of what everybody saw: ``split`` / ``halves``
(path, parts), ``discard_part`` (seat, label, cards), ``award`` (seat, path, cards),
``unclaimed`` / ``contested`` (path, cards), ``attach`` (seat, value, label),
``pending`` (seat, value).
"""

from __future__ import annotations

from typing import Any

from ...core import HAND_END, PlayerId
from ...core import Event as TableEvent
from .rules import Action, DivideState, Event, Phase, Vote


def divide_events(before: DivideState, seat: PlayerId, action: Action, after: DivideState) -> tuple[TableEvent, ...]:
    events: list[TableEvent] = []
    if isinstance(action, Vote):
        events.append(TableEvent("vote", seat))
    steps = after.events if after.round == before.round else after.last_events + after.events
    events.extend(_table_event(step) for step in steps[len(before.events) :])
    if after.phase is Phase.OVER and before.phase is not Phase.OVER:
        events.append(TableEvent(HAND_END, None, {"rounds": after.round}))
    return tuple(events)


def _table_event(step: Event) -> TableEvent:
    params: dict[str, Any] = {}
    if step.path or step.kind in ("split", "votes", "award", "unclaimed", "contested", "halves"):
        params["path"] = step.path
    if step.label:
        params["label"] = step.label
    if step.cards:
        params["cards"] = list(step.cards)
    if step.parts:
        params["parts"] = [list(part) for part in step.parts]
    if step.kind == "votes":
        params["votes"] = list(step.votes)
        return TableEvent("votes", None, params, reveals=True)
    if step.kind in ("attach", "pending"):
        params["value"] = step.value
    if step.kind == "row":
        params["leader"] = step.seat
        return TableEvent("row", None, params, reveals=True)
    return TableEvent(step.kind, step.seat if step.seat >= 0 else None, params)
