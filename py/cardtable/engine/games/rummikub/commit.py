"""Judging a proposed table: the commit checks of §8 (C1-C5) and §9, as §20 pins them.

The engine sees only the table at turn start (T0), the rack, and the proposed
table (T1) with the tiles played (P); ``commit_error`` reports the first broken
rule in the order C1, C2, C3, C4, C5 as an ``IllegalActionError`` with a stable code,
a sentence in plain words, and parameters for translation. Codes:

========================= ==== ==========================================================
code                      rule params
========================= ==== ==========================================================
``not_on_rack``           C1   ``tiles``: played tiles the rack does not hold
``table_tile_missing``    C1   ``tiles``: table tiles missing from the new table
``played_tile_missing``   C1   ``tiles``: played tiles that are in no set
``tile_from_nowhere``     C1   ``tiles``: tiles on the new table from neither table nor rack
``no_tile_played``        C2   -
(a set's code)            C3   ``index`` (1-based), ``set`` and more: see ``sets.why_not``
``opening_table_changed`` C4   ``set``: a set of the table that the opening changed
``opening_too_low``       C4   ``value``, ``minimum``
``opening_joker_taken``   C5   ``joker``: what the freed joker stood for (§20: after C4)
``joker_set_locked``      C5   ``set``: a set holding a table joker that lost tiles
``joker_not_replaced``    C5   ``joker``: what the joker stood for
``joker_needs_both``      C5   ``joker``, ``tiles``: the missing colours to add together
========================= ==== ==========================================================
"""

from __future__ import annotations

import itertools
from collections import Counter
from collections.abc import Mapping, Sequence
from typing import Any

from ...core import IllegalActionError
from .sets import GROUP, RUN, joker_representations, kinds, missing_colours, value, why_not
from .state import Meld
from .tiles import JOKER, Notation, counts_of, number_of, tile

Representation = tuple[str, int]


def _tiles_text(tiles: Sequence[int], notation: Notation) -> str:
    return notation.tiles_to_str(sorted(tiles))


def _set_text(meld: Meld, notation: Notation) -> str:
    return "[" + notation.tiles_to_str(meld.tiles) + "]"


def rep_text(rep: Representation, notation: Notation) -> str:
    kind, what = rep
    return notation.to_str(what) if kind == RUN else f"a {what} in a group"


def commit_error(
    before: Sequence[Meld],
    rack: Sequence[int],
    melded: bool,
    after: Sequence[Meld],
    placed: Sequence[int],
    options: Mapping[str, Any],
    notation: Notation,
    opening_value: Any = None,
) -> IllegalActionError | None:
    """The first rule the commit breaks, or ``None`` when it may be committed.

    ``opening_value(tiles) -> int`` gives the best split value of the played tiles
    (needed only with ``initial_turn_may_extend``; see ``solver.opening_value``).
    """
    return (
        _conservation(before, rack, after, placed, notation)
        or (
            None
            if placed
            else IllegalActionError("Play at least one tile from your rack, or draw a tile instead.", "no_tile_played")
        )
        or _validity(after, notation)
        or (None if melded else _opening(before, after, placed, options, notation, opening_value))
        or (_jokers(before, after, placed, melded, options, notation) if options["joker_rule"] == "swap_only" else None)
    )


# --------------------------------------------------------------------------- C1-C3


def _conservation(
    before: Sequence[Meld],
    rack: Sequence[int],
    after: Sequence[Meld],
    placed: Sequence[int],
    notation: Notation,
) -> IllegalActionError | None:
    rack_counts = counts_of(rack)
    played = counts_of(placed)
    short = [t for t in range(len(played)) for _ in range(max(0, played[t] - rack_counts[t]))]
    if short:
        text = _tiles_text(short, notation)
        return IllegalActionError(f"You do not have {text} on your rack.", "not_on_rack", tiles=text)
    table = counts_of(t for meld in before for t in meld.tiles)
    new = counts_of(t for meld in after for t in meld.tiles)
    missing_table, missing_played, extra = [], [], []
    for t in range(len(new)):
        gap = table[t] + played[t] - new[t]
        if gap > 0:
            from_table = min(gap, table[t])
            missing_table += [t] * from_table
            missing_played += [t] * (gap - from_table)
        elif gap < 0:
            extra += [t] * -gap
    if missing_table:
        text = _tiles_text(missing_table, notation)
        return IllegalActionError(
            f"{text} was on the table at the start of your turn: every table tile must stay "
            "on the table (a freed joker too).",
            "table_tile_missing",
            tiles=text,
        )
    if missing_played:
        text = _tiles_text(missing_played, notation)
        return IllegalActionError(
            f"You play {text} from your rack, but it is in no set.",
            "played_tile_missing",
            tiles=text,
        )
    if extra:
        text = _tiles_text(extra, notation)
        return IllegalActionError(
            f"{text} is on the new table but was neither on the table nor among the tiles you play.",
            "tile_from_nowhere",
            tiles=text,
        )
    return None


def _validity(after: Sequence[Meld], notation: Notation) -> IllegalActionError | None:
    for index, meld in enumerate(after):
        if meld.kind is None or meld.kind not in kinds(meld.tiles):
            code, message, params = why_not(meld.tiles, meld.kind, notation)
            params["index"] = index + 1
            return IllegalActionError(message, code, **params)
    return None


# --------------------------------------------------------------------------- C4


def unchanged_sets(before: Sequence[Meld], after: Sequence[Meld]) -> tuple[list[Meld], list[Meld]]:
    """(the sets of ``before`` missing from ``after``, the sets of ``after`` not in
    ``before``), comparing sets by content as a multiset (§20)."""
    left = Counter(meld.content() for meld in after)
    missing = []
    for meld in before:
        if left[meld.content()]:
            left[meld.content()] -= 1
        else:
            missing.append(meld)
    new = []
    for meld in after:
        if left[meld.content()]:
            left[meld.content()] -= 1
            new.append(meld)
    return missing, new


def _opening(
    before: Sequence[Meld],
    after: Sequence[Meld],
    placed: Sequence[int],
    options: Mapping[str, Any],
    notation: Notation,
    opening_value: Any,
) -> IllegalActionError | None:
    minimum = int(options["initial_meld_min"])
    if not options["initial_turn_may_extend"]:
        missing, new = unchanged_sets(before, after)
        if missing:
            shown = _set_text(missing[0], notation)
            return IllegalActionError(
                f"In your first play you may not change the table: {shown} was changed. "
                "Lay your own new sets beside it.",
                "opening_table_changed",
                set=shown,
            )
        worth = sum(value(meld.tiles, meld.kind) for meld in new if meld.kind is not None)
    else:
        # A joker freed in this turn breaks C5, not C4 (§20): judged in ``_jokers``.
        worth = int(opening_value(placed))
    if worth < minimum:
        return IllegalActionError(
            f"Your first play must be worth at least {minimum} from your own tiles; this one is worth {worth}.",
            "opening_too_low",
            value=worth,
            minimum=minimum,
        )
    return None


# --------------------------------------------------------------------------- C5


def _representations(melds: Sequence[Meld]) -> Counter[Representation]:
    reps: Counter[Representation] = Counter()
    for meld in melds:
        if JOKER in meld.tiles and meld.kind is not None:
            reps.update(joker_representations(meld.tiles, meld.kind))
    return reps


def freed_jokers(before: Sequence[Meld], after: Sequence[Meld]) -> Counter[Representation]:
    """§20: the representations of T0's jokers minus those of T1's."""
    return _representations(before) - _representations(after)


def _jokers(
    before: Sequence[Meld],
    after: Sequence[Meld],
    placed: Sequence[int],
    melded: bool,
    options: Mapping[str, Any],
    notation: Notation,
) -> IllegalActionError | None:
    """§9.2 and §9.3 under ``swap_only``, judged from T0 and T1 as §20 says."""
    freed = freed_jokers(before, after)
    if freed and not melded:
        shown = rep_text(min(freed.elements()), notation)
        return IllegalActionError(
            f"In your first play you may not take a joker from the table (the one standing for {shown}).",
            "opening_joker_taken",
            joker=shown,
        )
    table_jokers = _table_jokers(before)
    if not table_jokers:
        return None
    first_error: IllegalActionError | None = None
    # Jokers are interchangeable (§20): any table joker standing for a freed
    # representation may be the freed one; the commit is legal if some choice works.
    for chosen in _choices(table_jokers, freed):
        error = _check_choice(before, after, placed, table_jokers, chosen, options, notation)
        if error is None:
            return None
        first_error = first_error or error
    return first_error


def _table_jokers(before: Sequence[Meld]) -> list[tuple[int, Representation]]:
    """Every joker of T0 as (index of its set, what it stands for)."""
    return [
        (index, rep)
        for index, meld in enumerate(before)
        if JOKER in meld.tiles and meld.kind is not None
        for rep in joker_representations(meld.tiles, meld.kind)
    ]


def _choices(table_jokers: list[tuple[int, Representation]], freed: Counter[Representation]) -> list[list[int]]:
    """Every way to pick which table jokers (positions in ``table_jokers``) are the freed ones."""
    per_rep = []
    for rep, count in sorted(freed.items()):
        holders = [i for i, (_, r) in enumerate(table_jokers) if r == rep]
        per_rep.append(list(itertools.combinations(holders, count)))
    return [[i for group in pick for i in group] for pick in itertools.product(*per_rep)]


class _Need:
    """What frees the chosen jokers of one set: one of ``bundles`` (tiles to supply
    together), all from different source tiles than the other needs take."""

    def __init__(self, index: int, rep: Representation, bundles: list[tuple[int, ...]], both: bool) -> None:
        self.index = index
        self.rep = rep
        self.bundles = bundles
        self.both = both


def _check_choice(
    before: Sequence[Meld],
    after: Sequence[Meld],
    placed: Sequence[int],
    table_jokers: list[tuple[int, Representation]],
    chosen: list[int],
    options: Mapping[str, Any],
    notation: Notation,
) -> IllegalActionError | None:
    freed_by_set: dict[int, list[Representation]] = {}
    for i in chosen:
        index, rep = table_jokers[i]
        freed_by_set.setdefault(index, []).append(rep)
    locked = sorted({index for i, (index, _) in enumerate(table_jokers) if i not in chosen})
    if options["joker_set_locked"]:
        # A locked set stays locked around its jokers that are not freed (§20): what
        # must be kept is the set with each freed run joker's place taken by its tile.
        kept = [(_swapped(before[index], freed_by_set.get(index, [])), len(before[index].tiles)) for index in locked]
        broken = _unkept(kept, after)
        if broken is not None:
            shown = _set_text(before[locked[broken]], notation)
            return IllegalActionError(
                f"{shown} holds a joker: you may add tiles to it or swap its joker, "
                "but not take tiles out of it or split it.",
                "joker_set_locked",
                set=shown,
            )
    # Replacements come from the played tiles, and (rack_or_table) from table tiles
    # outside locked sets (§20).
    sources = Counter(t for t in placed if t != JOKER)
    if options["joker_swap_source"] == "rack_or_table":
        for index, meld in enumerate(before):
            if not (options["joker_set_locked"] and index in locked):
                sources.update(t for t in meld.tiles if t != JOKER)
    needs = [
        need
        for index, reps in sorted(freed_by_set.items())
        for need in _replacements(index, before[index], reps, options)
    ]
    if _match(needs, sources):
        return None
    for need in needs:
        if not _match([need], sources):
            shown = rep_text(need.rep, notation)
            if need.both:
                tiles = _tiles_text(need.bundles[0], notation)
                return IllegalActionError(
                    f"To take the joker out of {_set_text(before[need.index], notation)} you must "
                    f"add all its missing colours at once: {tiles}.",
                    "joker_needs_both",
                    joker=shown,
                    tiles=tiles,
                )
            return _not_replaced(shown)
    return _not_replaced(rep_text(needs[0].rep, notation))


def _not_replaced(shown: str) -> IllegalActionError:
    return IllegalActionError(
        f"The joker that stood for {shown} left its place, but no {shown} took it. "
        f"Swap it for {shown}, or leave it where it was.",
        "joker_not_replaced",
        joker=shown,
    )


def _replacements(index: int, meld: Meld, reps: list[Representation], options: Mapping[str, Any]) -> list[_Need]:
    """What frees the jokers standing for ``reps`` in ``meld`` (§9.2, §20).

    A run joker needs its own tile. The freed jokers of a group are swapped one after
    the other, so k of them need k different missing colours; with
    ``group3_needs_both`` a 3-tile group needs every missing colour once, however many
    of its jokers go."""
    if meld.kind == RUN:
        return [_Need(index, rep, [(rep[1],)], False) for rep in reps]
    number = reps[0][1]
    missing = [tile(c, number) for c in missing_colours(meld.tiles)]
    if options["group3_needs_both"] and len(meld.tiles) == 3:
        return [_Need(index, reps[0], [tuple(missing)], len(missing) > 1)]
    return [_Need(index, reps[0], list(itertools.combinations(missing, len(reps))), False)]


def _match(needs: list[_Need], sources: Counter[int]) -> bool:
    """Whether each need can take one of its bundles, all from distinct source tiles."""
    if not needs:
        return True
    for bundle in needs[0].bundles:
        want = Counter(bundle)
        if all(sources[t] >= n for t, n in want.items()):
            if _match(needs[1:], sources - want):
                return True
    return False


def _swapped(meld: Meld, freed: list[Representation]) -> Meld:
    """``meld`` after its ``freed`` jokers were swapped: in a run each freed joker's
    place holds the tile it stood for; a group just loses them (any missing colour
    may take the place, see ``_holds``)."""
    if not freed:
        return meld
    if meld.kind == RUN:
        assert meld.kind is not None
        reps = joker_representations(meld.tiles, meld.kind)
        swapped = list(meld.tiles)
        positions = [i for i, t in enumerate(meld.tiles) if t == JOKER]
        for position, rep in zip(positions, reps):
            if rep in freed:
                swapped[position] = rep[1]
        return Meld(tuple(swapped), RUN)
    tiles = list(meld.tiles)
    for _ in freed:
        tiles.remove(JOKER)
    return Meld(tuple(tiles), meld.kind)


def _unkept(kept: list[tuple[Meld, int]], after: Sequence[Meld]) -> int | None:
    """The position in ``kept`` of the first locked set (§9.3: the set and how many
    tiles it had) that no set of ``after`` keeps whole, or ``None``.

    A run must reappear as one contiguous block in the same order inside a run; a
    group's tiles inside a group of at least as many tiles as it had. Two locked sets
    may not claim the same tiles."""
    used: list[set[int]] = [set() for _ in after]
    wanted = kept

    def place(position: int) -> bool:
        if position == len(wanted):
            return True
        meld, size = wanted[position]
        for target, candidate in enumerate(after):
            for spots in _holds(meld, size, candidate):
                if used[target].isdisjoint(spots):
                    used[target].update(spots)
                    if place(position + 1):
                        return True
                    used[target].difference_update(spots)
        return False

    if place(0):
        return None
    for position, (meld, size) in enumerate(wanted):  # name one that cannot be kept even on its own
        if not any(_holds(meld, size, candidate) for candidate in after):
            return position
    return 0


def _holds(meld: Meld, size: int, candidate: Meld) -> list[set[int]]:
    """The position sets of ``candidate`` that hold ``meld`` as §9.3 asks (a group: in
    a group of at least ``size`` tiles, so that nothing was taken out)."""
    if meld.kind == RUN:
        if candidate.kind != RUN:
            return []
        size = len(meld.tiles)
        return [
            set(range(start, start + size))
            for start in range(len(candidate.tiles) - size + 1)
            if candidate.tiles[start : start + size] == meld.tiles
        ]
    numbers = {number_of(t) for t in (*meld.tiles, *candidate.tiles) if t != JOKER}
    if candidate.kind != GROUP or len(candidate.tiles) < size or len(numbers) > 1:
        return []
    need = Counter(meld.tiles)
    have = Counter(candidate.tiles)
    if any(have[t] < n for t, n in need.items()):
        return []
    spots: set[int] = set()
    for t, n in need.items():
        spots.update([i for i, x in enumerate(candidate.tiles) if x == t][:n])
    return [spots]
