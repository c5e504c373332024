"""Whether the viewer could go out with the cards they hold, said before they ask their partner
"may I go out?" (§10.2): a "yes" binds them to go out this turn, or their side pays the
penalty. Asked while going out is out of reach, the question is a trap (issue 30, Canasta 9).

The reckoning is the table's, from the view alone: each natural rank goes on the side's meld
of that rank, or makes a new meld (three of it, or two and a wild card); black threes only as a
meld of three or more (going out); the wild cards left go on the melds. One card may be left
for the discard. It counts the canastas the side would then have against those it needs. It
leaves out the limits on wild cards per meld and the first meld's minimum, so it may say "you
could" where the engine would still refuse; it never says "you cannot" where a way exists
with these cards (the card a draw brings aside).

>>> from typing import Any
>>> view: Any = {"seat": 0, "teams": [[0, 2], [1, 3]], "hand": ["8c", "Qc", "Qs"],
...              "melds": [[], []], "canastas_needed": 1, "first_meld": None}
>>> going_out(view)
GoingOut(left=['8c', 'Qc', 'Qs'], canastas_short=1)
"""

from __future__ import annotations

from dataclasses import dataclass

from ....engine.games.canasta.cards import BLACK_THREE, JOKER_KIND, TWO
from ....engine.games.canasta.melds import CANASTA_SIZE
from ....engine.games.canasta.views import CanastaView
from .hand import kind, my_side, remaining_hand, set_aside_cards


@dataclass(frozen=True)
class GoingOut:
    """What stands between the viewer and going out: the cards that would be left in hand
    (more than one: no discard gets rid of them), and the canastas the side would still lack."""

    left: list[str]
    canastas_short: int

    @property
    def possible(self) -> bool:
        return len(self.left) <= 1 and self.canastas_short == 0


def going_out(view: CanastaView) -> GoingOut:
    side = my_side(view) or 0
    sizes = {meld["rank"]: len(meld["cards"]) for meld in view["melds"][side]}
    for code in set_aside_cards(view):  # the initial meld under way is laid with the rest
        sizes[kind(code)] = sizes.get(kind(code), 0) + 1
    by_rank: dict[int, list[str]] = {}
    wilds: list[str] = []
    left: list[str] = []
    for code in remaining_hand(view):
        k = kind(code)
        if k in (TWO, JOKER_KIND):
            wilds.append(code)
        else:
            by_rank.setdefault(k, []).append(code)
    for rank, cards in by_rank.items():
        if rank in sizes:
            sizes[rank] += len(cards)
        elif len(cards) >= 3:
            sizes[rank] = len(cards)
        elif len(cards) == 2 and rank != BLACK_THREE and wilds:
            wilds.pop()
            sizes[rank] = 3
        else:
            left += cards
    for code in wilds:  # each on the meld closest to a canasta
        open_ranks = [rank for rank, size in sizes.items() if rank != BLACK_THREE]
        if not open_ranks:
            left.append(code)
            continue
        rank = max(open_ranks, key=lambda r: (sizes[r] < CANASTA_SIZE, sizes[r]))
        sizes[rank] += 1
    made = sum(1 for rank, size in sizes.items() if size >= CANASTA_SIZE and rank != BLACK_THREE)
    return GoingOut(left, max(0, view["canastas_needed"] - made))
