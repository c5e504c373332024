"""How a Canasta bot lays its side's initial meld, which the engine now takes a meld a move
(``engine.games.canasta.first_meld``: melds are set aside until they make a legal initial meld).

A bot still chooses the whole batch, as when every batch was a legal action of its own: the
legal batch with the fewest wild cards and then the fewest cards (``easy``: the fewest
cards), or the first that melds the whole hand; among equals, the first in the order the
engine listed them in (ranks A, 4 to K, black threes; for each, none first, then its melds
by naturals, twos and jokers). It then plays the batch's melds one by one. Each move works
the plan out again from the view, holding what is set aside: the first best batch that
holds those melds is the batch chosen before, so a plan is never dropped half-way.

The search walks batches in that order and leaves out every branch that cannot beat the
best batch found or cannot be completed to a legal one at all (``first_meld.completable``,
exact), so it visits few of the batches a rich hand could lay.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from ...engine.games.canasta.actions import CanastaAction, Meld, Take
from ...engine.games.canasta.cards import BLACK_THREE, JOKER_KIND, RED_THREE, TWO, card_from_str, kind_from_str, kind_of
from ...engine.games.canasta.first_meld import OPEN_RANKS, Goal, completable, legal, less
from ...engine.games.canasta.melds import MeldLimits, MeldSpec
from ...engine.games.canasta.views import CanastaSetAside, CanastaView

Key = Callable[[int, int], tuple[int, ...]]
"""How good a batch is from its wild cards and its hand cards: lower is better."""


def fewest_wilds(wilds: int, cards: int) -> tuple[int, ...]:
    return (wilds, cards)


def fewest_cards(wilds: int, cards: int) -> tuple[int, ...]:
    return (cards,)


@dataclass(frozen=True)
class Plan:
    """A whole initial meld: the hand cards melded with the pile's top card (a take), and
    the melds from the hand."""

    top: MeldSpec | None
    melds: tuple[MeldSpec, ...]


def _kinds(cards: Sequence[str]) -> list[int]:
    counts = [0] * (JOKER_KIND + 1)
    for card in cards:
        counts[kind_of(card_from_str(card, jokers=True))] += 1
    return counts


def _set_aside(meld: CanastaSetAside) -> MeldSpec:
    """A meld set aside, from the view (a take's: its hand cards, the top card apart)."""
    counts = _kinds(meld["cards"])
    rank = kind_from_str(meld["rank"])
    return MeldSpec(rank, counts[rank], counts[TWO], counts[JOKER_KIND])


def _goal(view: CanastaView, limits: MeldLimits, take: bool) -> Goal:
    seat = view["seat"]
    assert seat is not None
    side = next(index for index, team in enumerate(view["teams"]) if seat in team)
    pile = view["pile"]
    return Goal(
        limits,
        view["minimum"][side],
        waived_when_out=not take,
        may_go_out=view["answer"] != "no",
        canastas_needed=view["canastas_needed"],
        gained=tuple(kind for kind in (kind_of(card_from_str(c, jokers=True)) for c in pile[:-1]) if kind != RED_THREE)
        if take
        else (),
    )


def take_plan(view: CanastaView, limits: MeldLimits, key: Key, wild_free: bool = False) -> Plan | None:
    """The best whole take of the pile before the side's first meld (``wild_free``: with no
    wild card), or None when there is none."""
    top = view["top"]
    if top is None:
        return None
    rank = kind_of(card_from_str(top, jokers=True))
    counts = _kinds(view["hand"])
    first = view["first_meld"]
    fixed = tuple(_set_aside(meld) for meld in first["melds"]) if first else ()
    chosen_top = _set_aside(first["take"]) if first and first["take"] else None
    with_top = list(counts)
    with_top[rank] += 1
    goal = _goal(view, limits, take=True)
    best: tuple[tuple[int, ...], Plan] | None = None
    for whole in limits.new_melds(with_top, rank, least=3):
        spec = MeldSpec(rank, whole.naturals - 1, whole.twos, whole.jokers)
        if (chosen_top is not None and spec != chosen_top) or (wild_free and spec.wilds):
            continue
        found = _first_best(goal, limits, less(counts, spec), (whole,), spec, fixed, key, wild_free, [rank], best)
        if found is not None:
            best = (found[0], Plan(spec, found[1].melds))
    return None if best is None else best[1]


def meld_plan(view: CanastaView, limits: MeldLimits, key: Key, emptying: bool = False) -> Plan | None:
    """The best whole initial meld from the hand after a stock draw (``emptying``: the first
    that melds every card of the hand), or None when there is none."""
    counts = _kinds(view["hand"])
    first = view["first_meld"]
    fixed = tuple(_set_aside(meld) for meld in first["melds"]) if first else ()
    found = _first_best(
        _goal(view, limits, take=False), limits, counts, (), None, fixed, key, False, [], None, emptying
    )
    return None if found is None else found[1]


def _first_best(
    goal: Goal,
    limits: MeldLimits,
    counts: Sequence[int],
    base: tuple[MeldSpec, ...],
    top: MeldSpec | None,
    fixed: tuple[MeldSpec, ...],
    key: Key,
    wild_free: bool,
    excluded: list[int],
    beat: tuple[tuple[int, ...], Plan] | None,
    emptying: bool = False,
) -> tuple[tuple[int, ...], Plan] | None:
    """The first batch in the engine's old order, holding ``base`` (on the table: a take's
    meld) and the ``fixed`` melds set aside, that is legal and better by ``key`` than ``beat``."""
    fixed_ranks = {spec.rank for spec in fixed}
    ranks = [
        rank
        for rank in OPEN_RANKS
        if counts[rank] >= (3 if rank == BLACK_THREE else 2) and rank not in fixed_ranks and rank not in excluded
    ]
    left0 = less(counts, *fixed)
    if min(left0) < 0:
        return None
    start_wilds = sum(spec.wilds for spec in (*fixed, *((top,) if top else ())))
    start_cards = sum(spec.size for spec in (*fixed, *((top,) if top else ())))
    best: list[tuple[tuple[int, ...], tuple[MeldSpec, ...]]] = []
    bar = beat[0] if beat is not None else None
    known: dict[tuple[int, int, int], list[MeldSpec]] = {}

    def melds_of(rank: int, twos: int, jokers: int) -> list[MeldSpec]:
        found = known.get((rank, twos, jokers))
        if found is None:
            avail = list(counts)
            avail[TWO], avail[JOKER_KIND] = twos, jokers
            found = known[(rank, twos, jokers)] = [
                spec for spec in limits.new_melds(avail, rank) if not (wild_free and spec.wilds)
            ]
        return found

    def search(index: int, chosen: tuple[MeldSpec, ...], left: list[int], wilds: int, cards: int) -> None:
        nonlocal bar
        if emptying and best:
            return
        here = key(wilds, cards)
        if bar is not None and here >= bar:
            return
        batch = (*base, *fixed, *chosen)
        if not completable(goal, batch, left, ranks[index:], emptying):
            return
        if index == len(ranks):
            if legal(goal, batch, left) and (not emptying or not sum(left)):
                best.append((here, chosen))
                bar = here
            return
        search(index + 1, chosen, left, wilds, cards)
        for spec in melds_of(ranks[index], left[TWO], left[JOKER_KIND]):
            search(index + 1, (*chosen, spec), less(left, spec), wilds + spec.wilds, cards + spec.size)

    search(0, (), left0, start_wilds, start_cards)
    if not best:
        return None
    found_key, chosen = best[-1]
    return found_key, Plan(top, (*fixed, *chosen))


def next_step(plan: Plan, view: CanastaView, legal_moves: list[CanastaAction]) -> CanastaAction | None:
    """The legal move that lays the plan's next part: its take first, then its melds not yet
    set aside, the fewest points first (so that the batch is laid, as one, by its last meld)."""
    first = view["first_meld"]
    if plan.top is not None and not (first and first["take"]):
        return next((a for a in legal_moves if isinstance(a, Take) and a.top == plan.top and not a.others), None)
    fixed = [_set_aside(meld) for meld in first["melds"]] if first else []
    todo = sorted((spec for spec in plan.melds if spec not in fixed), key=lambda spec: spec.points)
    for spec in todo:
        move = next((a for a in legal_moves if isinstance(a, Meld) and a.melds == (spec,)), None)
        if move is not None:
            return move
    return None
