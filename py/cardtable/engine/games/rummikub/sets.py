"""Sets: the validity test of §4.3, what jokers stand for (§4.4), values (§5).

A set is an ordered tuple of tile ids plus its kind, ``"run"`` or ``"group"``.
Runs are laid ascending (§20); a joker in a run stands for the colour of the run
and the number of its place. In a group a joker stands for the group's number in
one of the missing colours. A set with one number tile and jokers can be read
both ways (``[r5 * *]``: r5 r6 r7, or three 5s): it is *ambiguous* and carries
the kind its player declared; undeclared, the kind with the higher value, and
``run`` on a tie (§4.3, §18 #6).

When a set is not valid, ``why_not`` says why in words a child understands, with
a stable code and parameters so that the table can translate the sentence.

>>> from .tiles import NUMBERS
>>> t = NUMBERS.tiles_from_str
>>> kinds(t("r3 r4 * r6")), kinds(t("r5 b5 *")), kinds(t("r5 * *")), kinds(t("* r1 r2"))
(('run',), ('group',), ('run', 'group'), ())
>>> value(t("k11 * k13"), "run"), value(t("r5 * *"), "group"), default_kind(t("r12 * *"))
(36, 15, 'group')
"""

from __future__ import annotations

import functools
from collections.abc import Sequence
from typing import Any

from .tiles import JOKER, NUMBERS_PER_COLOUR, Notation, colour_of, number_of, tile

RUN = "run"
GROUP = "group"
KINDS = (RUN, GROUP)

Tiles = Sequence[int]


def _numbers(tiles: Tiles) -> list[tuple[int, int]]:
    return [(i, t) for i, t in enumerate(tiles) if t != JOKER]


def run_start(tiles: Tiles) -> int | None:
    """The number of a run's first place, or ``None`` when ``tiles`` is no run (§4.2)."""
    size = len(tiles)
    numbers = _numbers(tiles)
    if not numbers or not 3 <= size <= NUMBERS_PER_COLOUR:
        return None
    first_index, first = numbers[0]
    start = number_of(first) - first_index
    colour = colour_of(first)
    for index, t in numbers:
        if colour_of(t) != colour or number_of(t) - index != start:
            return None
    if start < 1 or start + size - 1 > NUMBERS_PER_COLOUR:
        return None
    return start


def is_group(tiles: Tiles) -> bool:
    """Whether ``tiles`` is a group (§4.1): 3-4 tiles, one number, different colours."""
    numbers = [t for t in tiles if t != JOKER]
    if not numbers or not 3 <= len(tiles) <= 4:
        return False
    number = number_of(numbers[0])
    colours = {colour_of(t) for t in numbers}
    return len(colours) == len(numbers) and all(number_of(t) == number for t in numbers)


def is_run(tiles: Tiles) -> bool:
    return run_start(tiles) is not None


def kinds(tiles: Tiles) -> tuple[str, ...]:
    """The interpretations that exist, ``run`` first; empty when the set is invalid."""
    return _kinds(tuple(tiles))


@functools.lru_cache(maxsize=1 << 16)
def _kinds(tiles: tuple[int, ...]) -> tuple[str, ...]:
    found = []
    if run_start(tiles) is not None:
        found.append(RUN)
    if is_group(tiles):
        found.append(GROUP)
    return tuple(found)


def is_valid(tiles: Tiles, kind: str | None = None) -> bool:
    """Valid (§4.3); with ``kind``, valid under that interpretation."""
    if kind is None:
        return bool(kinds(tiles))
    return is_run(tiles) if kind == RUN else is_group(tiles)


def value(tiles: Tiles, kind: str) -> int:
    """The sum of what the tiles stand for under ``kind`` (§5); the set must be valid."""
    if kind == RUN:
        start = run_start(tiles)
        assert start is not None, "value() of an invalid run"
        return sum(range(start, start + len(tiles)))
    numbers = [t for t in tiles if t != JOKER]
    return number_of(numbers[0]) * len(tiles)


def default_kind(tiles: Tiles) -> str | None:
    """The kind a set gets when none is declared; ``None`` when it is invalid."""
    found = kinds(tiles)
    if len(found) < 2:
        return found[0] if found else None
    return GROUP if value(tiles, GROUP) > value(tiles, RUN) else RUN


def is_ambiguous(tiles: Tiles) -> bool:
    return len(kinds(tiles)) == 2


Representation = tuple[str, int]
"""What a joker stands for: ``("run", tile id)`` or ``("group", number)`` (§4.4, §20)."""


def joker_representations(tiles: Tiles, kind: str) -> list[Representation]:
    """What each joker of a valid set stands for, in table order."""
    if kind == RUN:
        start = run_start(tiles)
        assert start is not None
        colour = colour_of(next(t for t in tiles if t != JOKER))
        return [(RUN, tile(colour, start + i)) for i, t in enumerate(tiles) if t == JOKER]
    number = number_of(next(t for t in tiles if t != JOKER))
    return [(GROUP, number)] * sum(1 for t in tiles if t == JOKER)


def missing_colours(tiles: Tiles) -> tuple[int, ...]:
    """The colours a group's number tiles do not show."""
    present = {colour_of(t) for t in tiles if t != JOKER}
    return tuple(c for c in range(4) if c not in present)


def normalise_run(tiles: Tiles) -> tuple[int, ...] | None:
    """Number tiles of one colour (and jokers) laid in any order, as an ascending run
    with the jokers filling the gaps and then the top (or, past 13, the bottom);
    ``None`` when no run holds exactly these tiles. The UI may offer this."""
    numbers = sorted(t for t in tiles if t != JOKER)
    jokers = len(tiles) - len(numbers)
    if not numbers or len({colour_of(t) for t in numbers}) != 1:
        return None
    low, high = number_of(numbers[0]), number_of(numbers[-1])
    if len({number_of(t) for t in numbers}) != len(numbers):
        return None
    gaps = high - low + 1 - len(numbers)
    if gaps > jokers:
        return None
    spare = jokers - gaps
    top = min(spare, NUMBERS_PER_COLOUR - high)
    start = low - (spare - top)
    if start < 1:
        return None
    colour = colour_of(numbers[0])
    present = {number_of(t) for t in numbers}
    laid = tuple(tile(colour, n) if n in present else JOKER for n in range(start, start + len(tiles)))
    return laid if run_start(laid) is not None else None


# --------------------------------------------------------------------------- reasons


# Every code ``why_not`` gives (§4.3); each has a text in every language (rummikub.why_set.<code>).
SET_PROBLEMS: tuple[str, ...] = (
    "set_too_short",
    "jokers_only",
    "not_a_set",
    "group_too_big",
    "group_numbers_differ",
    "group_colour_twice",
    "run_too_long",
    "run_colours_differ",
    "run_not_in_a_row",
    "run_below_one",
    "run_above_thirteen",
)


def why_not(tiles: Tiles, kind: str | None, notation: Notation) -> tuple[str, str, dict[str, Any]]:
    """Why a set is not valid (as ``kind`` when given): ``(code, sentence, params)``.

    ``params`` always has ``set`` (the set in notation); some codes add more
    (``count``, ``tile``, ``colour``). Call it only for invalid sets.
    """
    shown = "[" + notation.tiles_to_str(tiles) + "]"
    params: dict[str, Any] = {"set": shown}
    numbers = [t for t in tiles if t != JOKER]
    if len(tiles) < 3:
        params["count"] = len(tiles)
        return "set_too_short", f"{shown} has only {len(tiles)} tile(s): a set needs at least 3.", params
    if not numbers:
        return (
            "jokers_only",
            f"{shown} has only jokers: a set needs at least one number tile for the jokers to copy.",
            params,
        )
    same_colour = len({colour_of(t) for t in numbers}) == 1
    same_number = len({number_of(t) for t in numbers}) == 1
    if kind is None:
        if same_number and (not same_colour or len(numbers) > 1) and len(tiles) <= 4:
            kind = GROUP
        elif same_colour:
            kind = RUN
        elif same_number:
            kind = GROUP
    if kind == GROUP:
        return _why_not_group(tiles, shown, params, notation)
    if kind == RUN:
        return _why_not_run(tiles, shown, params, notation)
    return (
        "not_a_set",
        f"{shown} is neither a group (one number in different colours) nor a run (one colour, numbers in a row).",
        params,
    )


def _why_not_group(
    tiles: Tiles, shown: str, params: dict[str, Any], notation: Notation
) -> tuple[str, str, dict[str, Any]]:
    numbers = [t for t in tiles if t != JOKER]
    if len({number_of(t) for t in numbers}) > 1:
        return (
            "group_numbers_differ",
            f"{shown} mixes numbers: all tiles of a group show the same number.",
            params,
        )
    if len(tiles) > 4:
        params["count"] = len(tiles)
        return (
            "group_too_big",
            f"{shown} has {len(tiles)} tiles: a group has at most 4, one of each colour.",
            params,
        )
    seen: set[int] = set()
    for t in numbers:
        if colour_of(t) in seen:
            params["colour"] = notation.colour_name(colour_of(t))
            params["tile"] = notation.to_str(t)
            return (
                "group_colour_twice",
                f"{shown} has two {params['colour']} tiles: each tile of a group has its own colour.",
                params,
            )
        seen.add(colour_of(t))
    raise AssertionError(f"{shown} is a valid group")  # pragma: no cover


def _why_not_run(
    tiles: Tiles, shown: str, params: dict[str, Any], notation: Notation
) -> tuple[str, str, dict[str, Any]]:
    numbers = _numbers(tiles)
    if len(tiles) > NUMBERS_PER_COLOUR:
        params["count"] = len(tiles)
        return (
            "run_too_long",
            f"{shown} has {len(tiles)} tiles: a run has at most 13, from 1 to 13.",
            params,
        )
    colour = colour_of(numbers[0][1])
    for _, t in numbers:
        if colour_of(t) != colour:
            return "run_colours_differ", f"{shown} mixes colours: a run is all one colour.", params
    first_index, first = numbers[0]
    for index, t in numbers[1:]:
        expected = number_of(first) + index - first_index
        if number_of(t) != expected:
            params["tile"] = notation.to_str(t)
            params["expected"] = expected
            return (
                "run_not_in_a_row",
                f"In {shown}, {params['tile']} does not fit: a run goes up by one "
                f"from left to right, so that place needs a {expected}.",
                params,
            )
    start = number_of(first) - first_index
    if start < 1:
        params["number"] = start
        return (
            "run_below_one",
            f"In {shown} a joker would have to be {start}: runs start at 1 at the lowest.",
            params,
        )
    end = start + len(tiles) - 1
    params["number"] = end
    return (
        "run_above_thirteen",
        f"In {shown} a joker would have to be {end}: runs stop at 13 (13 is never followed by 1).",
        params,
    )
