"""What undo may not cross, asked of a game's events."""

from __future__ import annotations

from typing import Any

from cardtable.engine.core import Rules


def reveals(rules: Rules[Any, Any], before: Any, seat: int, action: Any, observer: int) -> bool:
    """Whether ``seat`` playing ``action`` shows ``observer`` something hidden from them."""
    return any(event.reveals_to(observer) for event in rules.step(before, seat, action).events)
