"""A slow, plainly written commit check, straight from §8, §9 and §20 of the spec.

It shares nothing with ``commit.py`` but the tile ids: its own set test, its own
values, a brute-force best split for the extended opening, and a brute force over
every way to choose the freed jokers, to lock sets and to hand out replacements.
``reference_rule`` names the first broken rule as ``normalised`` does for the
engine's codes, so the two can be compared on random commits.
"""

from __future__ import annotations

import itertools
from collections import Counter
from collections.abc import Mapping, Sequence
from typing import Any

JOKER = 52

Set = tuple[tuple[int, ...], str | None]  # tiles in table order, kind
Rep = tuple[str, int]  # ("run", tile) or ("group", number)


def colour(t: int) -> int:
    return t // 13


def number(t: int) -> int:
    return t % 13 + 1


# --------------------------------------------------------------------------- sets (§4)


def run_numbers(tiles: Sequence[int]) -> list[int] | None:
    """The number each place of a run stands for, or None when it is no run."""
    real = [(i, t) for i, t in enumerate(tiles) if t != JOKER]
    if not real or not 3 <= len(tiles) <= 13 or len({colour(t) for _, t in real}) != 1:
        return None
    for start in range(1, 14 - len(tiles) + 1):
        if all(number(t) == start + i for i, t in real):
            return [start + i for i in range(len(tiles))]
    return None


def group_ok(tiles: Sequence[int]) -> bool:
    real = [t for t in tiles if t != JOKER]
    return (
        bool(real)
        and 3 <= len(tiles) <= 4
        and len({number(t) for t in real}) == 1
        and len({colour(t) for t in real}) == len(real)
    )


def set_ok(s: Set) -> bool:
    tiles, kind = s
    return run_numbers(tiles) is not None if kind == "run" else kind == "group" and group_ok(tiles)


def set_value(s: Set) -> int:
    tiles, kind = s
    if kind == "run":
        places = run_numbers(tiles)
        assert places is not None
        return sum(places)
    return number(next(t for t in tiles if t != JOKER)) * len(tiles)


def reps_of(s: Set) -> list[Rep]:
    tiles, kind = s
    if kind == "run":
        places = run_numbers(tiles)
        assert places is not None
        c = colour(next(t for t in tiles if t != JOKER))
        return [("run", c * 13 + places[i] - 1) for i, t in enumerate(tiles) if t == JOKER]
    n = number(next(t for t in tiles if t != JOKER))
    return [("group", n) for t in tiles if t == JOKER]


def content(s: Set) -> tuple[Any, ...]:
    tiles, kind = s
    return (kind, tuple(sorted(tiles)) if kind == "group" else tuple(tiles))


# --------------------------------------------------------------------------- best split (§8 C4 extend)


def best_split_value(tiles: Sequence[int]) -> int:
    """The most any part of ``tiles`` is worth split into valid sets (brute force)."""
    left = sorted(tiles)
    if not left:
        return 0
    first, rest = left[0], left[1:]
    best = best_split_value(rest)  # ``first`` unused
    for size in range(2, min(len(rest), 12) + 1):
        for others in set(itertools.combinations(rest, size)):
            chosen = (first, *others)
            remaining = list(rest)
            for t in others:
                remaining.remove(t)
            worth = _best_set_value(chosen)
            if worth is not None:
                best = max(best, worth + best_split_value(remaining))
    return best


def _best_set_value(tiles: tuple[int, ...]) -> int | None:
    """The best value of one set made of exactly these tiles, laid in any order."""
    best = None
    if group_ok(tiles):
        best = number(next(t for t in tiles if t != JOKER)) * len(tiles)
    real = [t for t in tiles if t != JOKER]
    if 3 <= len(tiles) <= 13 and len({colour(t) for t in real}) == 1 and len(set(real)) == len(real):
        for start in range(1, 14 - len(tiles) + 1):
            if all(start <= number(t) < start + len(tiles) for t in real):
                best = max(best or 0, sum(range(start, start + len(tiles))))
    return best


# --------------------------------------------------------------------------- the check


def reference_rule(
    t0: Sequence[Set],
    rack: Sequence[int],
    melded: bool,
    t1: Sequence[Set],
    placed: Sequence[int],
    options: Mapping[str, Any],
) -> str | None:
    """``C1``, ``C2``, ``C3``, ``opening_table_changed``, ``opening_too_low``,
    ``opening_joker_taken`` or ``C5``: the first rule broken; None if legal."""
    p = Counter(placed)
    if p - Counter(rack):
        return "C1"
    if Counter(t for s in t1 for t in s[0]) != Counter(t for s in t0 for t in s[0]) + p:
        return "C1"
    if not placed:
        return "C2"
    if not all(set_ok(s) for s in t1):
        return "C3"
    if not melded:
        if options["initial_turn_may_extend"]:
            worth = best_split_value(placed)
        else:
            left = Counter(content(s) for s in t1)
            if Counter(content(s) for s in t0) - left:
                return "opening_table_changed"
            new = left - Counter(content(s) for s in t0)
            worth = sum(set_value((tiles, kind)) * k for (kind, tiles), k in new.items())
        if worth < options["initial_meld_min"]:
            return "opening_too_low"
    if options["joker_rule"] != "swap_only":
        return None
    freed = Counter(r for s in t0 for r in reps_of(s)) - Counter(r for s in t1 for r in reps_of(s))
    if freed and not melded:
        return "opening_joker_taken"
    jokers = [(i, r) for i, s in enumerate(t0) for r in reps_of(s)]
    for chosen in itertools.combinations(range(len(jokers)), sum(freed.values())):
        if Counter(jokers[c][1] for c in chosen) != freed:
            continue
        if _choice_ok(t0, t1, placed, jokers, set(chosen), options):
            return None
    return "C5" if jokers else None


def _choice_ok(
    t0: Sequence[Set],
    t1: Sequence[Set],
    placed: Sequence[int],
    jokers: list[tuple[int, Rep]],
    chosen: set[int],
    options: Mapping[str, Any],
) -> bool:
    locked = sorted({i for j, (i, _) in enumerate(jokers) if j not in chosen}) if options["joker_set_locked"] else []
    if locked and not _locked_kept(t0, t1, jokers, chosen, locked):
        return False
    sources = [t for t in placed if t != JOKER]
    if options["joker_swap_source"] == "rack_or_table":
        sources += [t for i, s in enumerate(t0) if i not in locked for t in s[0] if t != JOKER]
    # Each freed joker, set by set: the list of tile tuples that may replace them.
    wants: list[list[tuple[int, ...]]] = []
    for i, s in enumerate(t0):
        mine = [jokers[j][1] for j in sorted(chosen) if jokers[j][0] == i]
        if not mine:
            continue
        if s[1] == "run":
            wants += [[(r[1],)] for r in mine]
            continue
        n = mine[0][1]
        present = {colour(t) for t in s[0] if t != JOKER}
        missing = [c * 13 + n - 1 for c in range(4) if c not in present]
        if options["group3_needs_both"] and len(s[0]) == 3:
            wants.append([tuple(missing)])
        else:  # one after the other: different colours
            wants.append(list(itertools.permutations(missing, len(mine))))
    for pick in itertools.product(*wants):
        if not Counter(t for bundle in pick for t in bundle) - Counter(sources):
            return True
    return False


def _locked_kept(
    t0: Sequence[Set], t1: Sequence[Set], jokers: list[tuple[int, Rep]], chosen: set[int], locked: list[int]
) -> bool:
    """§9.3 with §20: every locked set, its freed run jokers' places holding their
    tiles and its freed group jokers gone, sits whole in some T1 set (a run as a
    block in order inside a run; a group inside a group no smaller), no two
    locked sets on the same tiles."""
    ways: list[list[tuple[int, frozenset[int]]]] = []
    for i in locked:
        tiles, kind = t0[i]
        freed = [jokers[j][1] for j in chosen if jokers[j][0] == i]
        if kind == "run":
            want = list(tiles)
            places = run_numbers(tiles)
            assert places is not None
            c = colour(next(t for t in tiles if t != JOKER))
            for k, t in enumerate(tiles):
                if t == JOKER and ("run", c * 13 + places[k] - 1) in freed:
                    want[k] = c * 13 + places[k] - 1
            options = [
                (target, frozenset(range(start, start + len(want))))
                for target, (other, other_kind) in enumerate(t1)
                if other_kind == "run"
                for start in range(len(other) - len(want) + 1)
                if list(other[start : start + len(want)]) == want
            ]
        else:
            want = list(tiles)
            for _ in freed:
                want.remove(JOKER)
            options = []
            for target, (other, other_kind) in enumerate(t1):
                real = {number(t) for t in [*want, *other] if t != JOKER}
                if other_kind != "group" or len(other) < len(tiles) or len(real) > 1:
                    continue
                for spots in itertools.combinations(range(len(other)), len(want)):
                    if sorted(other[k] for k in spots) == sorted(want):
                        options.append((target, frozenset(spots)))
        ways.append(options)
    for pick in itertools.product(*ways):
        taken = [(target, k) for target, spots in pick for k in spots]
        if len(taken) == len(set(taken)):
            return True
    return False


def normalised(code: str | None) -> str | None:
    """The engine's code as ``reference_rule`` names the rule."""
    c1 = {"not_on_rack", "table_tile_missing", "played_tile_missing", "tile_from_nowhere"}
    c5 = {"joker_set_locked", "joker_not_replaced", "joker_needs_both"}
    if code is None or code in ("opening_table_changed", "opening_too_low", "opening_joker_taken"):
        return code
    if code in c1:
        return "C1"
    if code == "no_tile_played":
        return "C2"
    if code in c5:
        return "C5"
    return "C3"
