"""Let's Divide actions and their text forms (a leaf module: the rules, the views' moves, the
bots and the table share it; it imports nothing of the rules).

Parts are labelled left to right ``W`` (white), ``B`` (light blue), ``K`` (black) (D2).

``split I J``   the leader cuts the cards being split after positions I and J (1-based).
``discard L``   two players, row level only: the non-leader discards part L.
``vote L``      a secret vote for the part labelled L among those offered.
``attach V``    attach the acting seat's next unplaced joker to value V.

>>> parse_action("split 3 5"), str(Vote("K")), Attach(7).kind
(Split(first=3, second=5), 'vote K', <ActionKind.ATTACH: 'attach'>)
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import ClassVar

from ...core import InvalidActionError

LABELS = ("W", "B", "K")
VALUES = tuple(range(1, 11))
_VALUE_TEXTS = frozenset(str(v) for v in VALUES)


class ActionKind(StrEnum):
    """What a move does: a structured move's ``kind``, and an action text's first word."""

    SPLIT = "split"  # the leader places the two dividers
    DISCARD = "discard"  # two players, row level: the non-leader discards a part
    VOTE = "vote"  # a secret vote for a part
    ATTACH = "attach"  # a joker joins a value


@dataclass(frozen=True)
class Split:
    kind: ClassVar[ActionKind] = ActionKind.SPLIT
    first: int
    second: int

    def __str__(self) -> str:
        return f"split {self.first} {self.second}"


@dataclass(frozen=True)
class DiscardPart:
    kind: ClassVar[ActionKind] = ActionKind.DISCARD
    label: str

    def __str__(self) -> str:
        return f"discard {self.label}"


@dataclass(frozen=True)
class Vote:
    kind: ClassVar[ActionKind] = ActionKind.VOTE
    label: str

    def __str__(self) -> str:
        return f"vote {self.label}"


@dataclass(frozen=True)
class Attach:
    kind: ClassVar[ActionKind] = ActionKind.ATTACH
    value: int

    def __str__(self) -> str:
        return f"attach {self.value}"


Action = Split | DiscardPart | Vote | Attach


def parse_action(text: str) -> Action:
    """An action text as an ``Action``; ``InvalidActionError`` when it is none."""
    words = str(text).split()
    if len(words) == 3 and words[0] == ActionKind.SPLIT and all(w.isdigit() and len(w) <= 2 for w in words[1:]):
        return Split(int(words[1]), int(words[2]))
    if len(words) == 2 and words[1] in LABELS:
        if words[0] == ActionKind.VOTE:
            return Vote(words[1])
        if words[0] == ActionKind.DISCARD:
            return DiscardPart(words[1])
    if len(words) == 2 and words[0] == ActionKind.ATTACH and words[1] in _VALUE_TEXTS:
        return Attach(int(words[1]))
    raise InvalidActionError(
        f"{text!r} is not a Let's Divide action; say 'split 3 5', 'discard W', 'vote K' or 'attach 7'"
    )
