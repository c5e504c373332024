"""Melds, deadwood and layoffs: the card arithmetic of Gin Rummy, on bitmask hands.

Rule source: ``shared/rules/gin-rummy.md`` §4 (melds, deadwood), §6.2 (knocking),
§6.3 (layoffs) and §12 (what OpenSpiel computes, for the ``openspiel_quirks`` option).

Every hand and meld is a card bitmask (see ``cards``). The minimum deadwood comes
from an exact branch-and-memo search: take the lowest card that could still be in
a meld; it is either deadwood or in one of the (few) melds through it. Runs longer
than five never need to be searched, since any run of six or more splits into runs
of three to five with the same cards. Results are cached per hand, because bots
and the knock test ask about the same hands again and again.

>>> from .cards import mask_from_strs, mask_to_strs
>>> min_deadwood(mask_from_strs("7h 8h 9h Qd Qs Qc Ac 2s 3d 5c".split()))
11
"""

from __future__ import annotations

from typing import TypeVar

from .cards import (
    BLOCK_VALUES,
    NUM_RANKS,
    SUIT_BLOCK,
    cards_of,
    highest_value,
    mask_of,
    mask_value,
    union,
)

SEARCH_RUN = 5
"""Longest run the deadwood search needs (longer runs are unions of shorter ones)."""
ANY_RUN = NUM_RANKS
OPENSPIEL_RUN = 5
"""OpenSpiel lays runs of at most five cards; longer runs go down as two melds (§12)."""

_ACE_TO_JACK = 0x7FF  # ranks that can start a three-card run
_RUN_STARTS = _ACE_TO_JACK | _ACE_TO_JACK << 13 | _ACE_TO_JACK << 26 | _ACE_TO_JACK << 39
_CACHE_LIMIT = 50_000  # entries per cache: a few MB at most in the browser


K = TypeVar("K")
V = TypeVar("V")


def _bounded(cache: dict[K, V]) -> dict[K, V]:
    """Forget everything once a cache grows past its limit (cheap, and good enough here)."""
    if len(cache) > _CACHE_LIMIT:
        cache.clear()
    return cache


# --------------------------------------------------------------------------- what a meld is


def is_set(mask: int) -> bool:
    """Three or four cards of one rank."""
    count = mask.bit_count()
    if count not in (3, 4):
        return False
    rank = (mask & -mask).bit_length() - 1
    rank %= NUM_RANKS
    same_rank = (1 << rank) | (1 << (rank + 13)) | (1 << (rank + 26)) | (1 << (rank + 39))
    return mask & ~same_rank == 0


def is_run(mask: int) -> bool:
    """Three or more consecutive ranks of one suit, ace low (no wrapping past the king)."""
    if mask.bit_count() < 3:
        return False
    low = (mask & -mask).bit_length() - 1
    suit_start = low - low % NUM_RANKS
    block = mask >> suit_start
    if block & ~SUIT_BLOCK:
        return False
    block >>= low - suit_start
    return block & (block + 1) == 0  # a solid row of ones


def is_meld(mask: int) -> bool:
    return is_set(mask) or is_run(mask)


# --------------------------------------------------------------------------- melds of a hand

_RUNS_IN_BLOCK: dict[tuple[int, int], tuple[int, ...]] = {}


def _runs_in_block(bits: int, max_run: int) -> tuple[int, ...]:
    """Every run of 3..max_run ranks inside one suit's 13-bit block."""
    key = (bits, max_run)
    runs = _RUNS_IN_BLOCK.get(key)
    if runs is None:
        found = []
        for start in range(NUM_RANKS - 2):
            length = 0
            while start + length < NUM_RANKS and bits >> (start + length) & 1:
                length += 1
                if 3 <= length <= max_run:
                    found.append(((1 << length) - 1) << start)
        runs = _RUNS_IN_BLOCK[key] = tuple(found)
    return runs


_MELDS: dict[tuple[int, int], tuple[int, ...]] = {}


def melds_in(hand: int, max_run: int = SEARCH_RUN) -> tuple[int, ...]:
    """Every meld inside ``hand``: sets of 3 and 4, runs of 3 up to ``max_run`` cards.

    Sets come first (by rank), then runs (by suit, then lowest rank, then length).
    """
    key = (hand, max_run)
    found = _MELDS.get(key)
    if found is not None:
        return found
    melds: list[int] = []
    s, c, d, h = (hand & SUIT_BLOCK, hand >> 13 & SUIT_BLOCK, hand >> 26 & SUIT_BLOCK, hand >> 39)
    trips = (s & c & d) | (s & c & h) | (s & d & h) | (c & d & h)
    while trips:
        low = trips & -trips
        trips ^= low
        quad = hand & (low | low << 13 | low << 26 | low << 39)
        members = cards_of(quad)
        if len(members) == 4:
            melds.append(quad)
            melds.extend(quad & ~(1 << card) for card in members)
        else:
            melds.append(quad)
    if hand & (hand >> 1) & (hand >> 2) & _RUN_STARTS:
        for suit in range(4):
            block = hand >> (13 * suit) & SUIT_BLOCK
            if block:
                melds.extend(run << (13 * suit) for run in _runs_in_block(block, max_run))
    found = _MELDS[key] = tuple(melds)
    _bounded(_MELDS)
    return found


# --------------------------------------------------------------------------- deadwood

Arrangement = tuple[int, tuple[int, ...]]
"""(total value of the melded cards, the melds)."""

_BEST: dict[int, Arrangement] = {}


def best_melds(hand: int) -> Arrangement:
    """An arrangement of ``hand`` with the largest melded value (so the least deadwood).

    Deterministic; when several arrangements tie, which one is returned is fixed
    but unspecified (spec §13 decision 10). Runs in it have at most five cards.
    """
    found = _BEST.get(hand)
    if found is None:
        melds = melds_in(hand, SEARCH_RUN)
        found = _search(hand, melds, {}) if melds else (0, ())
        _BEST[hand] = found
        _bounded(_BEST)
    return found


def _search(avail: int, melds: tuple[int, ...] | list[int], memo: dict[int, Arrangement]) -> Arrangement:
    hit = memo.get(avail)
    if hit is not None:
        return hit
    usable = [meld for meld in melds if meld & avail == meld]
    if not usable:
        result: Arrangement = (0, ())
    else:
        union = 0
        for meld in usable:
            union |= meld
        low = union & -union
        # Either the lowest meldable card stays deadwood, or one of its melds is used.
        result = _search(avail & ~low, usable, memo)
        for meld in usable:
            if meld & low:
                value, rest = _search(avail & ~meld, usable, memo)
                value += mask_value(meld)
                if value > result[0]:
                    result = (value, (meld, *rest))
    memo[avail] = result
    return result


def min_deadwood(hand: int) -> int:
    """§4: the least deadwood count over all arrangements of ``hand``."""
    return mask_value(hand) - best_melds(hand)[0]


def arrangement(hand: int) -> tuple[tuple[int, ...], int]:
    """A least-deadwood arrangement for display: (melds, deadwood mask).

    Runs of the same suit that touch are joined into one run, as a player lays them.
    """
    melds = sorted(best_melds(hand)[1])
    joined: list[int] = []
    for meld in melds:
        for index, other in enumerate(joined):
            if is_run(meld) and is_run(other) and is_run(meld | other):
                joined[index] = meld | other
                break
        else:
            joined.append(meld)
    return tuple(sorted(joined)), hand & ~union(joined)


def undeclared(hand: int, melds: tuple[int, ...]) -> int:
    """The cards of ``hand`` outside ``melds`` (the ones declared so far)."""
    return hand & ~union(melds)


def deadwood_lower_bound(hand: int) -> int:
    """A quick floor on the deadwood left after the best discard from ``hand``.

    Cards that fit no meld at all are deadwood in every arrangement; the discard
    removes at most the most valuable of them.
    """
    # Bit tricks and table look-ups only: this runs after every draw.
    starts = hand & (hand >> 1) & (hand >> 2) & _RUN_STARTS
    s, c, d, h = (hand & SUIT_BLOCK, hand >> 13 & SUIT_BLOCK, hand >> 26 & SUIT_BLOCK, hand >> 39)
    trips = (s & c & d) | (s & c & h) | (s & d & h) | (c & d & h)
    lonely = hand & ~(starts | starts << 1 | starts << 2 | trips | trips << 13 | trips << 26 | trips << 39)
    s, c, d, h = (
        lonely & SUIT_BLOCK,
        lonely >> 13 & SUIT_BLOCK,
        lonely >> 26 & SUIT_BLOCK,
        lonely >> 39,
    )
    top = min((s | c | d | h).bit_length(), 10)
    return BLOCK_VALUES[s] + BLOCK_VALUES[c] + BLOCK_VALUES[d] + BLOCK_VALUES[h] - top


def best_discard_deadwood(hand: int, forbidden: int = 0) -> tuple[int, int]:
    """(least deadwood of the 10 cards kept, a card to discard for it), for an 11-card hand.

    ``forbidden`` masks cards that may not be discarded (the card just taken, §6.2).
    """
    best = (10**6, -1)
    for card in cards_of(hand & ~forbidden):
        deadwood = min_deadwood(hand & ~(1 << card))
        if deadwood < best[0]:
            best = (deadwood, card)
    return best


_KNOCKABLE: dict[tuple[int, int, int], bool] = {}


def can_knock(hand: int, limit: int, forbidden: int = 0) -> bool:
    """§6.2: some allowed discard leaves at most ``limit`` deadwood (exact test)."""
    if deadwood_lower_bound(hand) > limit:  # settles most hands at once
        return False
    key = (hand, limit, forbidden)
    answer = _KNOCKABLE.get(key)
    if answer is None:
        answer = _KNOCKABLE[key] = best_discard_deadwood(hand, forbidden)[0] <= limit
        _bounded(_KNOCKABLE)
    return answer


def knock_discards(hand: int, limit: int, forbidden: int = 0) -> int:
    """Mask of the discards after which the kept 10 cards have deadwood <= ``limit``."""
    legal = 0
    for card in cards_of(hand & ~forbidden):
        if min_deadwood(hand & ~(1 << card)) <= limit:
            legal |= 1 << card
    return legal


def declarable_melds(remaining: int, limit: int, max_run: int) -> list[int]:
    """Melds the knocker may lay now: each belongs to an arrangement of ``remaining``
    whose deadwood is at most ``limit`` (§6.2; OpenSpiel ``LegalMelds``)."""
    return [meld for meld in melds_in(remaining, max_run) if min_deadwood(remaining & ~meld) <= limit]


# --------------------------------------------------------------------------- OpenSpiel's knock test


def openspiel_deadwood_11(hand: int) -> int:
    """§12 (Q): the deadwood OpenSpiel's ``MinDeadwood`` reports for an 11-card hand.

    It takes the first arrangement, in its own search order, with the largest
    melded value, then drops that arrangement's highest-ranked deadwood card. The
    first such arrangement in its depth-first search is the one whose melds, as
    indices into its ``AllMelds`` list, sort lexicographically smallest, so a
    plain ascending-index search that keeps the first strict improvement finds it.
    """
    melds = _openspiel_meld_order(hand)
    values = [mask_value(meld) for meld in melds]
    best_value = 0
    best_used = 0

    def visit(start: int, avail: int, value: int, used: int) -> None:
        nonlocal best_value, best_used
        if value > best_value:
            best_value, best_used = value, used
        for index in range(start, len(melds)):
            meld = melds[index]
            if meld & avail == meld:
                visit(index + 1, avail & ~meld, value + values[index], used | meld)

    visit(0, hand, 0, 0)
    deadwood = hand & ~best_used
    # Dropping the highest-ranked card drops a card of the highest value.
    return mask_value(deadwood) - highest_value(deadwood)


def _openspiel_meld_order(hand: int) -> list[int]:
    """The melds of ``hand`` in the order of OpenSpiel's ``AllMelds`` (RankMelds, SuitMelds)."""
    by_rank = sorted(cards_of(hand), key=lambda card: (card % NUM_RANKS, card))
    melds: list[int] = []
    for i in range(len(by_rank) - 3):
        if by_rank[i] % NUM_RANKS == by_rank[i + 3] % NUM_RANKS:
            a, b, c, d = by_rank[i : i + 4]
            melds += [mask_of((a, b, c, d)), mask_of((a, b, d)), mask_of((a, c, d))]
    for i in range(len(by_rank) - 2):
        if by_rank[i] % NUM_RANKS == by_rank[i + 2] % NUM_RANKS:
            melds.append(mask_of(by_rank[i : i + 3]))
    by_suit = cards_of(hand)  # ids ascend by suit, then rank
    for length in (5, 4, 3):
        for i in range(len(by_suit) - length + 1):
            first, last = by_suit[i], by_suit[i + length - 1]
            if last - first == length - 1 and first // NUM_RANKS == last // NUM_RANKS:
                melds.append(mask_of(by_suit[i : i + length]))
    return melds


# --------------------------------------------------------------------------- layoffs


def _run_bounds(run: int) -> tuple[int, int]:
    """Lowest and highest card id of a run."""
    return (run & -run).bit_length() - 1, run.bit_length() - 1


def layoff_spots(melds: tuple[int, ...], laid_off: int, openspiel_quirks: bool) -> int:
    """Mask of the cards the defender could lay off now on the knocker's ``melds``.

    §6.3: the fourth card of a 3-card set; a card extending a run at either end,
    where cards already laid off next to the run count as part of it (chains).
    With ``openspiel_quirks`` (§12, G10b) a run grows only through layoffs that
    touched it as the knocker laid it, so at most two cards go on each end.
    """
    spots = 0
    for meld in melds:
        if is_set(meld):
            if meld.bit_count() == 3:
                rank_bits = meld | meld >> 13 | meld >> 26 | meld >> 39
                rank = (rank_bits & SUIT_BLOCK).bit_length() - 1
                spots |= (1 << rank | 1 << (rank + 13) | 1 << (rank + 26) | 1 << (rank + 39)) & ~meld
            continue
        low, high = _run_bounds(meld)
        if openspiel_quirks:
            ends = _run_ends(low, high)
            grown = meld | (ends & laid_off)
            spots |= _run_ends(*_run_bounds(grown))
        else:
            while low % NUM_RANKS and laid_off >> (low - 1) & 1:
                low -= 1
            while high % NUM_RANKS != NUM_RANKS - 1 and laid_off >> (high + 1) & 1:
                high += 1
            spots |= _run_ends(low, high)
    return spots & ~laid_off


def _run_ends(low: int, high: int) -> int:
    """The cards just below and just above a run (none past the ace or the king)."""
    ends = 0
    if low % NUM_RANKS:
        ends |= 1 << (low - 1)
    if high % NUM_RANKS != NUM_RANKS - 1:
        ends |= 1 << (high + 1)
    return ends


def layoffs_by_meld(melds: tuple[int, ...], layoffs: tuple[int, ...]) -> tuple[int, ...]:
    """The cards laid off on each of the knocker's ``melds`` (a mask a meld, in their order).

    ``layoffs`` are in the order laid, so a chain finds the run its first card extended
    (7h on 4h 5h 6h, then 8h on the same run). A card that extends nothing (it cannot happen
    in a legal showdown) is left out of every meld.
    """
    grown = list(melds)
    for card in layoffs:
        bit = 1 << card
        for i, meld in enumerate(grown):
            if melds[i].bit_count() == 3 and is_set(melds[i]) and is_set(meld | bit) and meld == melds[i]:
                grown[i] = meld | bit
                break
            if not is_set(melds[i]) and _run_ends(*_run_bounds(meld)) & bit:
                grown[i] = meld | bit
                break
    return tuple(after & ~before for after, before in zip(grown, melds, strict=True))


def best_defence(
    hand: int, melds: tuple[int, ...], laid_off: int, openspiel_quirks: bool = False
) -> tuple[int, tuple[int, ...]]:
    """§6.3 item 5: the least deadwood the defender can reach, and layoffs reaching it.

    Searches every order of further layoffs (chains included) from the current
    position, then arranges what is left into the defender's own melds.
    """
    best: tuple[int, tuple[int, ...]] = (min_deadwood(hand), ())
    seen: set[int] = {hand}
    stack: list[tuple[int, int, tuple[int, ...]]] = [(hand, laid_off, ())]
    while stack:
        held, laid, sequence = stack.pop()
        for card in cards_of(layoff_spots(melds, laid, openspiel_quirks) & held):
            after = held & ~(1 << card)
            if after in seen:
                continue
            seen.add(after)
            steps = (*sequence, card)
            deadwood = min_deadwood(after)
            if deadwood < best[0] or (deadwood == best[0] and len(steps) < len(best[1])):
                best = (deadwood, steps)
            stack.append((after, laid | 1 << card, steps))
    return best
