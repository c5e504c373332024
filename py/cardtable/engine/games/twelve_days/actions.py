"""12 Days actions (a leaf module: the rules, the views' moves and the bots share it).

Notation: ``pass`` and ``play <values ascending>`` (``play 8 8``, ``play 2 3 4``).

>>> str(Play((2, 3, 4))), str(PASS), ActionKind.of(PASS)
('play 2 3 4', 'pass', <ActionKind.PASS: 'pass'>)
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from ...core import Word


class ActionKind(StrEnum):
    """What a move does: a structured move's ``kind``."""

    PLAY = "play"  # play a combination from the hand
    PASS = "pass"  # decline to reply (the lead may not pass)

    @classmethod
    def of(cls, action: Action) -> ActionKind:
        return cls.PLAY if isinstance(action, Play) else cls.PASS


@dataclass(frozen=True)
class Pass(Word):
    text = "pass"


@dataclass(frozen=True)
class Play:
    values: tuple[int, ...]  # ascending

    def __str__(self) -> str:
        return "play " + " ".join(str(v) for v in self.values)


Action = Pass | Play
PASS = Pass()
