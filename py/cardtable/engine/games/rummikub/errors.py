"""The Rummikub refusal: a coded ``IllegalActionError`` that also carries parameters.

``code`` is stable (see ``commit`` for the list) and ``params`` holds the pieces a
translated message needs (the set in notation, a tile, a number), so the table
can say the same thing in another language. The shared ``ActionError`` in
``engine/core.py`` has no parameters yet; this subclass is the place to start
from if the game kit adopts them.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ...core import IllegalActionError


class RummikubError(IllegalActionError):
    """An action the rules do not allow now, with ``code`` and ``params``."""

    def __init__(self, message: str, code: str, params: Mapping[str, Any] | None = None) -> None:
        super().__init__(message, code)
        self.params: dict[str, Any] = dict(params or {})
