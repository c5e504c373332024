"""JSON from untrusted text (a save in storage, an imported file, the settings), read in bounded
time and memory.

``json.loads`` recurses once per level of nesting. Under Pyodide the browser's own stack runs
out before Python's recursion limit is reached, and that is a fatal error: Python stops for good
and every later call fails until a reload. So the nesting depth is measured first, without
recursion, and the size before that.

>>> loads_bounded('{"log": [[0, "draw"]]}', max_chars=100, max_depth=3)
{'log': [[0, 'draw']]}
>>> loads_bounded("[" * 5 + "]" * 5, max_chars=100, max_depth=4)
Traceback (most recent call last):
...
cardtable.app.bounded_json.JsonRefused: the text nests deeper than 4 levels
>>> nesting_depth('{"a": "[[[ not counted ]]]", "b": [{}]}')
3
"""

from __future__ import annotations

import json
import re
from itertools import accumulate
from typing import Any

# A JSON string, escapes included ("unrolled" so that a long string is one linear scan).
_STRINGS = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*"', re.DOTALL)
_NOT_BRACKETS = re.compile(r"[^\[\]{}]+")
_STEP = {"[": 1, "{": 1, "]": -1, "}": -1}


class JsonRefused(ValueError):
    """The text is not read: ``reason`` is ``too_large``, ``too_deep`` or ``not_json``."""

    def __init__(self, reason: str, message: str) -> None:
        super().__init__(message)
        self.reason = reason


def nesting_depth(text: str) -> int:
    """How deep the brackets of a JSON text nest (brackets inside strings do not count), in
    linear time and constant stack."""
    brackets = _NOT_BRACKETS.sub("", _STRINGS.sub("", text))
    return max(accumulate(map(_STEP.__getitem__, brackets)), default=0)


def _no_constant(name: str) -> Any:
    raise ValueError(f"{name} is not a number a save holds")


def loads_bounded(text: str, *, max_chars: int, max_depth: int) -> Any:
    """``json.loads`` for a text of at most ``max_chars`` characters nesting at most
    ``max_depth`` levels; ``JsonRefused`` otherwise, or when it is not JSON."""
    if not isinstance(text, str):
        raise JsonRefused("not_json", "the data is not text")
    if len(text) > max_chars:
        raise JsonRefused("too_large", f"the text is longer than {max_chars} characters")
    if nesting_depth(text) > max_depth:
        raise JsonRefused("too_deep", f"the text nests deeper than {max_depth} levels")
    try:
        return json.loads(text, parse_constant=_no_constant)
    except (ValueError, RecursionError):  # RecursionError cannot happen past the depth check
        raise JsonRefused("not_json", "the text is not JSON") from None
