"""A side's initial meld, built a meld at a time (spec §6, §9.3, §9.4, §10, §18).

**The decision.** The spec's engine action for the initial meld is one batch of melds
(§6), and listing every batch as a legal action grows exponentially: a 30-card hand that
has not melded had about 280,000 of them. Legal moves now never list a batch. Before the
side's first meld:

- after a stock draw, ``meld m`` is legal for every valid meld ``m`` of a rank not yet set
  aside, from the cards not set aside, when the melds set aside and ``m`` either make a
  legal initial meld (the move lays them all down as one batch, checked as a whole, with
  the events such a batch always had) or can still be completed to one (the move sets ``m``
  aside: its cards stay in the hand, and only the player knows, from their view's
  ``first_meld`` and a ``set_aside`` event to them alone);
- in the draw step, ``take T`` is legal for every meld ``T`` of the top card with hand cards
  that melds from the hand can complete to a legal initial meld: when ``T`` alone is one,
  the pile is taken at once, as before; else ``T`` is set aside, and ``meld m`` moves follow
  in the draw step until the pile is taken with them all;
- while anything is set aside, only those melds are legal (no draw, decline, discard, nor
  "may I go out?", which comes before any meld, §10.2): the batch can always be finished;
- a whole batch, ``meld K K K + A A X`` or ``take K K + A A X``, with nothing set aside, is
  still accepted and checked as a whole (older saves and links hold them), never listed.

Every batch that was legal can be laid so (its melds in any order: the first move after
which the melds set aside are a legal initial meld lays them, the rest follow as plain
melds), and no other: the games have the same outcomes. A hand lists at most a few hundred
moves: per open rank its melds (at most ten choices of wild cards per count of naturals).

This module answers the two questions that needs from kind counts alone, in time that
does not grow with the number of batches a hand could lay:

- ``legal``: whether given melds, laid now, are a legal initial meld (the whole-batch rule
  of §6 with the card-keeping rule of §9.4 and going out of §10);
- ``completable``: whether melds of some still open ranks can be added to them to make one.

A batch is a set of melds of distinct ranks, each valid on its own. It is legal when:

- it leaves the player two cards or more and has no black threes: it counts the minimum;
- else it leaves at most one card and the player may go out with it (§10.1, §18's look-ahead
  of one card), and it counts the minimum or the minimum is waived (going out concealed
  after a stock draw, §10.3).

>>> from cardtable.engine.games.canasta.cards import KING
>>> goal = Goal(MeldLimits(), minimum=50, waived_when_out=True, may_go_out=True, canastas_needed=1)
>>> hand = counts_of("Ks Kh Kd 5s 5h 2c 8d 9d")
>>> legal(goal, (MeldSpec(KING, 3),), less(hand, MeldSpec(KING, 3)))
False
>>> completable(goal, (MeldSpec(KING, 3),), less(hand, MeldSpec(KING, 3)), NATURAL_RANKS)
True
>>> legal(goal, (MeldSpec(KING, 3), MeldSpec(5, 2, 1)), less(hand, MeldSpec(KING, 3), MeldSpec(5, 2, 1)))
True
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from .cards import BLACK_THREE, JOKER_KIND, NATURAL_RANKS, NUM_KINDS, TWO, VALUES, card_from_str, kind_of
from .melds import CANASTA_SIZE, WILD_LIMIT, MeldLimits, MeldSpec

OPEN_RANKS: tuple[int, ...] = (*NATURAL_RANKS, BLACK_THREE)
"""Every rank a meld may have, in the order legal moves list them (A, 4 to K, black threes)."""


@dataclass(frozen=True)
class Goal:
    """What a legal initial meld must do, besides being valid melds of distinct ranks."""

    limits: MeldLimits
    minimum: int  # the count the batch must reach (§6)
    waived_when_out: bool  # melding after a stock draw: going out concealed needs no minimum (§10.3)
    may_go_out: bool  # no "no" from the partner this turn (§10.2)
    canastas_needed: int
    gained: tuple[int, ...] = ()  # a take: the kinds of the pile's other cards, red threes apart


def counts_of(text: str) -> list[int]:
    """Kind counts of cards given as text (for examples and tests)."""
    found = [0] * NUM_KINDS
    for word in text.split():
        found[kind_of(card_from_str(word, jokers=True))] += 1
    return found


def less(counts: Sequence[int], *specs: MeldSpec) -> list[int]:
    """``counts`` without the hand cards of ``specs`` (which must be there)."""
    left = list(counts)
    for spec in specs:
        left[spec.rank] -= spec.naturals
        left[TWO] -= spec.twos
        left[JOKER_KIND] -= spec.jokers
    return left


def _cap(limits: MeldLimits, naturals: int) -> int:
    """The most wild cards a meld of so many naturals may hold."""
    return min(WILD_LIMIT, naturals) if limits.wild_not_exceed_natural else WILD_LIMIT


# ---------------------------------------------------------------------- a batch laid now


def legal(goal: Goal, melds: Sequence[MeldSpec], left: Sequence[int]) -> bool:
    """Whether ``melds`` (each as it would lie on the table: a take's meld counts the pile's
    top card) are a legal initial meld, with ``left`` (kind counts) still in the hand."""
    if not melds:
        return False
    rest = sum(left) + len(goal.gained)
    points = sum(spec.points for spec in melds)
    black = any(spec.rank == BLACK_THREE for spec in melds)
    if rest >= 2:
        return not black and points >= goal.minimum
    if not (points >= goal.minimum or goal.waived_when_out) or not goal.may_go_out:
        return False
    canastas = sum(1 for spec in melds if spec.size >= CANASTA_SIZE)
    if canastas >= goal.canastas_needed:
        return True
    if rest == 0 or canastas + 1 < goal.canastas_needed:
        return False
    last = goal.gained[0] if goal.gained else next(kind for kind, count in enumerate(left) if count)
    return any(_takes_last(goal.limits, spec.rank, spec.naturals, spec.wilds, last) for spec in melds if spec.size == 6)


def _takes_last(limits: MeldLimits, rank: int, naturals: int, wilds: int, last: int) -> bool:
    """Whether a six-card meld takes the last card, making a canasta (§18's look-ahead)."""
    if last == rank:
        return rank != BLACK_THREE
    return last in (TWO, JOKER_KIND) and rank != BLACK_THREE and limits.wilds_fit(naturals, wilds + 1)


# ---------------------------------------------------------------------- can it still be one?


def completable(
    goal: Goal, melds: Sequence[MeldSpec], left: Sequence[int], open_ranks: Iterable[int], emptying: bool = False
) -> bool:
    """Whether melds of ``open_ranks`` (not ranks of ``melds``) from the cards ``left`` can be
    added to ``melds`` (none: nothing yet) to make a legal initial meld; with ``emptying``,
    one that melds every card of the hand."""
    ranks = [rank for rank in open_ranks if left[rank] >= 2]
    if emptying:
        return not goal.gained and goal.may_go_out and _melds_all(goal, melds, left, set(ranks), None)
    return _by_count(goal, melds, left, ranks) or _by_going_out(goal, melds, left, ranks)


def _by_count(goal: Goal, melds: Sequence[MeldSpec], left: Sequence[int], ranks: Sequence[int]) -> bool:
    """A completion that keeps two cards, has no black threes and reaches the minimum."""
    if any(spec.rank == BLACK_THREE for spec in melds):
        return False
    short = goal.minimum - sum(spec.points for spec in melds)
    if not melds:
        short = max(short, 1)  # an empty batch is no meld
    room = sum(left) + len(goal.gained) - 2
    if room < 0:
        return False
    if short <= 0:
        return True
    naturals = tuple((left[rank], VALUES[rank]) for rank in ranks if rank != BLACK_THREE)
    return most_points(goal.limits, naturals, left[TWO], left[JOKER_KIND], room) >= short


def most_points(limits: MeldLimits, ranks: Sequence[tuple[int, int]], twos: int, jokers: int, room: int) -> int:
    """The most points new melds can count, of ranks given as (naturals held, value of one), with
    these wild cards, using at most ``room`` cards (every rank at most once).

    A choice is described by how many naturals of each rank it melds (none, or two and more)
    and how many wild cards in all: any total between one per two-natural meld and every
    meld's room fits, so for each total of wild cards the best is every natural, less the
    cheapest pairs the wild cards cannot support, less the cheapest one or two naturals when
    the cards would not leave two in the hand (``room`` is never short by more than two: it
    is the hand less two cards)."""
    melds = [(count, value) for count, value in ranks if count >= 2]
    pair_values = sorted(value for count, value in melds if count == 2)
    pair_prefix = [0]
    for value in pair_values:
        pair_prefix.append(pair_prefix[-1] + value)
    all_naturals = sum(count for count, _ in melds)
    all_points = sum(count * value for count, value in melds)
    full_room = sum(_cap(limits, count) for count, _ in melds)
    best = 0
    for wilds in range(min(twos + jokers, full_room) + 1):
        wild_points = VALUES[JOKER_KIND] * min(wilds, jokers) + VALUES[TWO] * max(0, wilds - jokers)
        budget = room - wilds
        if budget < 0:
            break
        dropped = max(0, len(pair_values) - wilds)  # pairs with no wild card to make them three
        wild_room = full_room - dropped * _cap(limits, 2)
        if wild_room < wilds:
            continue
        naturals = all_naturals - 2 * dropped
        points = all_points - 2 * pair_prefix[dropped]
        over = naturals - budget
        if over > 0:
            kept = [(count, value) for count, value in melds if count > 2] + [(2, v) for v in pair_values[dropped:]]
            cost = _cheapest_shed(limits, kept, over, len(pair_values) - dropped, wilds, wild_room)
            if cost is None:
                continue
            points -= cost
        best = max(best, points + wild_points)
    return best


def _cheapest_shed(
    limits: MeldLimits, melds: Sequence[tuple[int, int]], over: int, pairs: int, wilds: int, wild_room: int
) -> int | None:
    """The fewest points lost by leaving ``over`` (one or two) more naturals in the hand, the
    melds still holding ``wilds`` wild cards: a pair needs one, each meld has room for a few.

    A change to one rank either leaves one natural (a meld of four or more: no new pair; of
    three: it becomes a pair) or two and more (two of five or more; four become a pair; or the
    whole meld). One change of the second sort is enough alone, and changes of the first sort
    never help the wild cards fit, so the best is one of those, or ``over`` of the first sort
    on different ranks."""
    pair_room = _cap(limits, 2)

    def fits(new_pairs: int, room_lost: int) -> bool:
        return pairs + new_pairs <= wilds and wild_room - room_lost >= wilds

    singles: list[tuple[int, int, int]] = []  # (points, new pairs, room lost)
    best: int | None = None
    for count, value in melds:
        if count >= 4:
            singles.append((value, 0, 0))
        elif count == 3:
            singles.append((value, 1, _cap(limits, 3) - pair_room))
        if count >= 5 and fits(0, 0):
            best = _less(best, 2 * value)
        elif count == 4 and fits(1, _cap(limits, 4) - pair_room):
            best = _less(best, 2 * value)
        if fits(-1 if count == 2 else 0, _cap(limits, count)):
            best = _less(best, count * value)
    if over == 1:
        for cost, new_pairs, lost in singles:
            if fits(new_pairs, lost):
                best = _less(best, cost)
    else:
        for i, (cost_a, pairs_a, lost_a) in enumerate(singles):
            for cost_b, pairs_b, lost_b in singles[i + 1 :]:
                if fits(pairs_a + pairs_b, lost_a + lost_b):
                    best = _less(best, cost_a + cost_b)
    return best


def _less(best: int | None, cost: int) -> int:
    return cost if best is None or cost < best else best


def _by_going_out(goal: Goal, melds: Sequence[MeldSpec], left: Sequence[int], ranks: Sequence[int]) -> bool:
    """A completion that leaves at most one card (the pile's, after a take of two cards) and
    lets the player go out: every card of the hand is melded but at most one."""
    if not goal.may_go_out or len(goal.gained) > 1:
        return False
    open_ranks = set(ranks)
    leftovers: list[int | None] = [None]
    if not goal.gained:
        leftovers += [kind for kind, count in enumerate(left) if count]
    for leftover in leftovers:
        counts = list(left)
        if leftover is not None:
            counts[leftover] -= 1
        if _melds_all(goal, melds, counts, open_ranks, goal.gained[0] if goal.gained else leftover):
            return True
    return False


def _melds_all(
    goal: Goal, melds: Sequence[MeldSpec], counts: Sequence[int], open_ranks: set[int], last: int | None
) -> bool:
    """Whether every card of ``counts`` can join new melds so that, with ``melds`` and the one
    ``last`` card (None: none) left, the player goes out."""
    limits = goal.limits
    naturals: list[int] = []  # naturals of each new meld that may take wild cards
    ranks: list[int] = []  # and its rank
    points = sum(spec.points for spec in melds)
    for kind, count in enumerate(counts):
        if not count or kind in (TWO, JOKER_KIND):
            continue
        if kind not in open_ranks or (kind == BLACK_THREE and not 3 <= count <= 4) or count < 2:
            return False
        points += count * VALUES[kind]
        if kind != BLACK_THREE:
            naturals.append(count)
            ranks.append(kind)
    wilds = counts[TWO] + counts[JOKER_KIND]
    points += VALUES[TWO] * counts[TWO] + VALUES[JOKER_KIND] * counts[JOKER_KIND]
    lows = [1 if count == 2 else 0 for count in naturals]
    highs = [_cap(limits, count) for count in naturals]
    if not sum(lows) <= wilds <= sum(highs):
        return False
    if not melds and not naturals and not counts[BLACK_THREE]:
        return False  # nothing laid at all
    if points < goal.minimum and not goal.waived_when_out:
        return False
    have = sum(1 for spec in melds if spec.size >= CANASTA_SIZE)
    need = goal.canastas_needed
    if have + _most_canastas(naturals, lows, highs, wilds) >= need:
        return True
    if last is None or have + 1 + _most_canastas(naturals, lows, highs, wilds) < need:
        return False
    # The last card goes out on a six-card meld made a canasta (§18): one already laid ...
    if any(_takes_last(limits, spec.rank, spec.naturals, spec.wilds, last) for spec in melds if spec.size == 6):
        return True
    # ... or a new one with exactly six cards, the others making the canastas still missing.
    for index, count in enumerate(naturals):
        own = 6 - count
        if not lows[index] <= own <= highs[index] or not _takes_last_new(limits, ranks[index], count, own, last):
            continue
        others = [*naturals[:index], *naturals[index + 1 :]]
        others_low = [*lows[:index], *lows[index + 1 :]]
        others_high = [*highs[:index], *highs[index + 1 :]]
        rest = wilds - own
        if sum(others_low) <= rest <= sum(others_high):
            if have + _most_canastas(others, others_low, others_high, rest) >= need - 1:
                return True
    return False


def _takes_last_new(limits: MeldLimits, rank: int, naturals: int, wilds: int, last: int) -> bool:
    """Whether a new meld of ``rank`` with ``naturals`` and ``wilds`` takes the last card: a
    wild card if there is room for it, a natural only of its own rank."""
    if last in (TWO, JOKER_KIND):
        return limits.wilds_fit(naturals, wilds + 1)
    return last == rank


def _most_canastas(naturals: Sequence[int], lows: Sequence[int], highs: Sequence[int], wilds: int) -> int:
    """The most of these melds that ``wilds`` wild cards, shared out within each meld's bounds,
    make canastas (seven cards): the cheapest first."""
    spare = wilds - sum(lows)
    costs = sorted(
        max(0, CANASTA_SIZE - count - low)
        for count, low, high in zip(naturals, lows, highs)
        if CANASTA_SIZE - count <= high
    )
    made = 0
    for cost in costs:
        if cost > spare:
            break
        spare -= cost
        made += 1
    return made
