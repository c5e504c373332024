"""The kinds of Let's Divide's table events (a leaf module: the rules emit them where a move
decides what happens, the table's story says them).

Every event is public (no audience); params are data: paths, labels, cards, seats, counts.

- ``vote`` (seat): a seat voted; the part stays secret until the reveal;
- ``row`` (seat None; ``cards``, ``leader``): a new row turned up from the deck (``reveals``);
- ``split`` / ``halves`` (``path``, ``parts``): the leader's cut, or a contested pair halved;
- ``discard_part`` (seat; ``label``, ``cards``): two players, the row's part put aside;
- ``votes`` (``path``, ``votes`` per seat, "" for a seat that sat it out): every vote
  revealed at once, to every seat, the voter whose vote completed it included (``reveals``);
- ``award`` (seat; ``path`` of the part, ``cards``);
- ``unclaimed`` / ``contested`` (``path``, ``cards``): discarded, nobody voted for it / a
  contested single card;
- ``attach`` (seat; ``label`` ``auto`` when the joker placed itself, ``value``);
- ``pending`` (seat; ``value``: the jokers now waiting for a number);
- ``HAND_END``: a round is over (``round``, its number; the next row follows in the same
  move), or the deck is used up and the match scored (``rounds``).
"""

from __future__ import annotations

from enum import StrEnum

from ...core import HAND_END


class DivideEvent(StrEnum):
    VOTE = "vote"
    ROW = "row"
    SPLIT = "split"
    HALVES = "halves"
    DISCARD_PART = "discard_part"
    VOTES = "votes"
    AWARD = "award"
    UNCLAIMED = "unclaimed"
    CONTESTED = "contested"
    ATTACH = "attach"
    PENDING = "pending"
    HAND_END = HAND_END
