"""A move as the table gets it (``LastMove``): its engine events as a viewer may see them."""

from __future__ import annotations

from typing import Any

from cardtable.app.timeline import visible_events
from cardtable.ui.kit import LastMove


def moved(rules: Any, before: Any, seat: int, action: str, after: Any, viewer: int | None = None) -> LastMove:
    """``seat`` played ``action`` from state ``before`` to state ``after``."""
    step = rules.step(before, seat, rules.action_from_str(action))
    assert step.state == after, "the move does not lead to the state the test names"
    events = step.events
    return LastMove(seat, tuple(event.to_dict() for event in visible_events(events, viewer)))
