"""Going out in several moves: which melds, additions and last discard empty the hand, now or
right after taking the pile (issue 30, Canasta 1: the hint drew from the stock where taking
the pile let the player meld everything and go out).

The plan is worked out from card kinds (a rule of thumb, below) and played a move at a time,
each worked out again from the view and played only when the engine lists it; a way out the
rule of thumb misses is simply not found. The side must have melded already (an initial meld
that also goes out is ``planning``'s work).

The rule of thumb, for each card that could be the last discard (or none): every natural
rank left goes onto the side's meld of it, or makes a new meld of three or more, or of two
with a wild card; black threes make a meld of three or four; the wild cards left go where
they complete a canasta first, then where there is room. Additions that complete a
canasta come first, so that the canastas going out needs are there when the hand runs low.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from ...engine.games.canasta.actions import Add, CanastaAction, Discard, Take, make_meld
from ...engine.games.canasta.cards import BLACK_THREE, JOKER_KIND, RED_THREE, TWO, card_from_str, kind_of
from ...engine.games.canasta.melds import CANASTA_SIZE, WILD_LIMIT, MeldLimits, MeldSpec
from ...engine.games.canasta.views import CanastaView


class _Meld:
    """A meld of the side as the plan grows it."""

    def __init__(self, rank: int, naturals: int, wilds: int) -> None:
        self.rank, self.naturals, self.wilds = rank, naturals, wilds

    @property
    def size(self) -> int:
        return self.naturals + self.wilds


def _kinds(cards: Sequence[str]) -> Counter[int]:
    return Counter(kind_of(card_from_str(card, jokers=True)) for card in cards)


def _wild_specs(wilds: list[int]) -> tuple[int, int]:
    """The twos and jokers among ``wilds`` (kinds)."""
    return wilds.count(TWO), wilds.count(JOKER_KIND)


def _plan_with_discard(
    hand: Counter[int], melds: dict[int, _Meld], discard: int | None, limits: MeldLimits, needed: int
) -> list[CanastaAction] | None:
    rest = Counter(hand)
    if discard is not None:
        rest[discard] -= 1
    wilds = [TWO] * rest.pop(TWO, 0) + [JOKER_KIND] * rest.pop(JOKER_KIND, 0)
    table = {rank: _Meld(meld.rank, meld.naturals, meld.wilds) for rank, meld in melds.items()}
    new: dict[int, list[int]] = {}  # rank -> the wild kinds in its new meld
    added: dict[int, list[int]] = {}
    naturals: dict[int, int] = {}
    for rank, count in sorted(rest.items()):
        if count <= 0:
            continue
        if rank == BLACK_THREE:
            if count not in (3, 4) or rank in table:
                return None
        elif rank in table:
            table[rank].naturals += count
            added[rank] = []
            naturals[rank] = count
            continue
        elif count == 2 and wilds:
            new[rank] = [wilds.pop()]
        elif count < 3:
            return None
        else:
            new[rank] = []
        naturals[rank] = count
        table[rank] = _Meld(rank, count, len(new.get(rank, [])))
    # The wild cards left: first where they complete a canasta, then anywhere with room.
    while wilds:
        room = [
            meld
            for meld in table.values()
            if meld.rank != BLACK_THREE and limits.wilds_fit(meld.naturals, meld.wilds + 1) and meld.wilds < WILD_LIMIT
        ]
        if not room:
            return None
        short = [meld for meld in room if meld.size < CANASTA_SIZE]
        meld = min(short, key=lambda m: CANASTA_SIZE - m.size) if short else room[0]
        meld.wilds += 1
        target = new if meld.rank in new else added
        target.setdefault(meld.rank, []).append(wilds.pop())
    if sum(1 for meld in table.values() if meld.size >= CANASTA_SIZE) < needed:
        return None
    before = {rank: melds[rank].size for rank in melds}
    steps: list[tuple[bool, CanastaAction]] = []
    for rank, wild in new.items():
        spec = MeldSpec(rank, naturals[rank], *_wild_specs(wild))
        if not limits.valid(spec):
            return None
        steps.append((spec.size >= CANASTA_SIZE, make_meld((spec,))))
    for rank, wild in added.items():
        spec = MeldSpec(rank, naturals.get(rank, 0), *_wild_specs(wild))
        if spec.size:
            steps.append((before[rank] < CANASTA_SIZE <= before[rank] + spec.size, Add(spec)))
    steps.sort(key=lambda step: not step[0])  # canastas first
    moves = [move for _, move in steps]
    return [*moves, Discard(discard)] if discard is not None else moves


def plan_out(hand: Counter[int], melds: dict[int, _Meld], limits: MeldLimits, needed: int) -> list[list[CanastaAction]]:
    """The plans by the rule of thumb that could empty ``hand`` (kinds), one per last card."""
    plans = []
    for discard in [None, *sorted(kind for kind, count in hand.items() if count)]:
        plan = _plan_with_discard(hand, melds, discard, limits, needed)
        if plan is not None:
            plans.append(plan)
    return plans


def _side_melds(view: CanastaView) -> dict[int, _Meld]:
    seat = view["seat"]
    side = next(index for index, team in enumerate(view["teams"]) if seat in team)
    return {int(m["rank"]): _Meld(int(m["rank"]), int(m["naturals"]), int(m["wilds"])) for m in view["melds"][side]}


def out_now(view: CanastaView, legal: list[CanastaAction], limits: MeldLimits) -> CanastaAction | None:
    """The first move of a way to go out this turn from the meld step, if the bot finds one."""
    melds = _side_melds(view)
    if view["phase"] != "meld" or not melds or view["first_meld"] is not None or view["answer"] == "no":
        return None
    for plan in plan_out(_kinds(view["hand"]), melds, limits, int(view["canastas_needed"])):
        if plan and plan[0] in legal:
            return plan[0]
    return None


def take_and_out(view: CanastaView, takes: list[Take], limits: MeldLimits) -> Take | None:
    """A take of the pile after which the hand can be melded out this turn, if the bot finds one."""
    melds = _side_melds(view)
    top = view["top"]
    if not melds or top is None or view["answer"] == "no":
        return None
    rank = kind_of(card_from_str(top, jokers=True))
    gained = _kinds(view["pile"][:-1])
    gained.pop(RED_THREE, None)
    for take in takes:
        hand = _kinds(view["hand"]) + gained
        after = dict(melds)
        if take.top is None:
            if rank not in after:
                continue
            old = after[rank]
            after[rank] = _Meld(rank, old.naturals + 1, old.wilds)
        else:
            hand.subtract(Counter(take.top.kinds()))
            after[rank] = _Meld(rank, take.top.naturals + 1, take.top.wilds)
        if plan_out(+hand, after, limits, int(view["canastas_needed"])):
            return take
    return None
