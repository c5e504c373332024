"""The kinds of 12 Days' table events (a leaf module: the rules emit them, the table's story
says them).

- ``play`` (seat, cards): the cards leave a hidden hand, so it ``reveals`` them to the others;
- ``pass`` (seat);
- ``trick_won`` (seat = winner; low; returned: seats whose played cards went back to their
  empty hand; cards_back: how many cards each of them took back);
- ``HAND_END`` (seat = winner; number, givers, gifts);
- ``deal`` (number: new hands for all).
"""

from __future__ import annotations

from enum import StrEnum

from ...core import DEAL, HAND_END, TRICK_WON


class TwelveDaysEvent(StrEnum):
    PLAY = "play"
    PASS = "pass"
    TRICK_WON = TRICK_WON
    HAND_END = HAND_END
    DEAL = DEAL
