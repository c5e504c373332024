"""The working copy of the Rummikub table: the table's UI state while a turn is composed.

A turn is composed on a copy of the table and committed with one ``play`` action
(spec §7.1). The copy holds the sets in table order and the tiles left on the rack;
each tile remembers whether it came from the rack this turn, so that exactly those
may go back (a tile that was on the table stays there: §8 C1). Every judgement of
the copy comes from the engine: ``sets.kinds`` / ``sets.why_not`` for each set and
``commit.commit_error`` for the whole turn, the very check ``play`` will meet.

Moves (all pure, each returns a new ``Work`` or a ``Refusal`` naming a text key):
``move`` a picked tile (or a whole set: a join) onto a set, onto a tile (a joker
swap when a number tile lands on a joker), into a new set or back to the rack;
``split`` a set before a tile; ``undo`` the last edit; the hint's proposal is
``from_move`` (the engine's move taken apart, never its text). ``action_text`` has the
engine write the copy's ``play`` text.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import Any

from ....engine.core import IllegalActionError
from ....engine.games.rummikub.actions import Play
from ....engine.games.rummikub.commit import commit_error, unchanged_sets
from ....engine.games.rummikub.sets import is_ambiguous, kinds, normalise_run, run_start, value, why_not
from ....engine.games.rummikub.solver import opening_value
from ....engine.games.rummikub.state import Meld
from ....engine.games.rummikub.tiles import JOKER, NOTATIONS, Notation, colour_of, number_of
from ....engine.games.rummikub.views import RummikubMove, RummikubView

Tile = tuple[str, bool]
"""A tile on the working table: its text and whether it came from the rack this turn."""
Pick = tuple[Any, ...]
"""What is picked up: ``("rack", i)``, ``("set", s, i)`` (a table tile) or ``("whole", s)``."""
SORTS = ("colour", "number")


@dataclass(frozen=True)
class Work:
    """The working copy: sets (tiles in table order), each set's declared kind (kept only
    while a set is as it was at the turn's start), the rack, what is picked up, the
    earlier copies (undo) and the hint's proposal when one is laid: its action text and
    what it places (tiles, points)."""

    sets: tuple[tuple[Tile, ...], ...]
    kinds: tuple[str | None, ...]
    rack: tuple[str, ...]
    picked: Pick = ()
    past: tuple[tuple[tuple[tuple[Tile, ...], ...], tuple[str | None, ...], tuple[str, ...]], ...] = ()
    sort: str = "colour"
    proposal: str = ""
    proposal_worth: tuple[int, int] = (0, 0)
    reveal: int | None = None
    """The set the last edit made or changed, scrolled into sight once (picking clears it)."""
    suggested: str = ""
    """The hint's ``play`` action shown (its rack tiles and the sets it uses outlined) but not
    laid yet: a newcomer sees the suggestion first and lays it with "Lay it out" (issue 30,
    Rummikub round 5, 3; round 6, 2: never with a second Hint). Any edit forgets it."""


@dataclass(frozen=True)
class Refusal:
    """A move the table cannot make: the text key that says why."""

    key: str


def notation_of(view: RummikubView) -> Notation:
    return NOTATIONS[view["options"]["tile_set"]]


def notation_of_tiles(texts: Sequence[str]) -> Notation:
    """The tile set told by the tiles' own letters (``r7`` or ``H7``)."""
    cards = any(text[:1] in "SCDH" for text in texts if text != "*")
    return NOTATIONS["cards" if cards else "numbers"]


def sort_key(text: str, sort: str, notation: Notation) -> tuple[int, int, int]:
    """Rack order: by colour then number, or by number then colour; jokers last."""
    tile = notation.from_str(text)
    if tile == JOKER:
        return (1, 0, 0)
    colour, number = colour_of(tile), number_of(tile)
    return (0, colour, number) if sort == "colour" else (0, number, colour)


def sorted_rack(rack: Sequence[str], sort: str, notation: Notation) -> tuple[str, ...]:
    return tuple(sorted(rack, key=lambda text: sort_key(text, sort, notation)))


def start(view: RummikubView, sort: str = "colour") -> Work:
    """The copy at the turn's start: the table as it is, the whole rack."""
    sets = tuple(tuple((text, False) for text in meld["tiles"]) for meld in view["table"])
    return Work(
        sets=sets,
        kinds=tuple(meld["kind"] for meld in view["table"]),
        rack=sorted_rack(view.get("hand") or [], sort, notation_of(view)),
        sort=sort,
    )


def _edited(
    work: Work,
    sets: Sequence[Sequence[Tile]],
    kinds: Sequence[str | None],
    rack: Sequence[str],
    changed: int | None = None,
) -> Work:
    """A new copy after one edit: empty sets dropped, the rack kept in its order, the
    copy before remembered for undo, nothing picked and no proposal any more; set
    ``changed`` (counted before the drop) is the one to bring into sight."""
    kept = [(tuple(s), k) for s, k in zip(sets, kinds) if s]
    reveal = None if changed is None or not sets[changed] else sum(1 for s in sets[:changed] if s)
    return replace(
        work,
        sets=tuple(s for s, _ in kept),
        kinds=tuple(k for _, k in kept),
        rack=tuple(rack),
        picked=(),
        past=(*work.past, (work.sets, work.kinds, work.rack)),
        proposal="",
        proposal_worth=(0, 0),
        reveal=reveal,
        suggested="",
    )


def undo(work: Work) -> Work:
    if not work.past:
        return replace(work, picked=())
    sets, set_kinds, rack = work.past[-1]
    return replace(
        work,
        sets=sets,
        kinds=set_kinds,
        rack=rack,
        picked=(),
        past=work.past[:-1],
        proposal="",
        proposal_worth=(0, 0),
        reveal=None,
        suggested="",
    )


def resort(work: Work, sort: str, notation: Notation) -> Work:
    if sort not in SORTS:
        return work
    return replace(work, sort=sort, rack=sorted_rack(work.rack, sort, notation), picked=(), reveal=None)


def pick(work: Work, what: Pick) -> Work:
    """Pick up a tile or a set; picking the same again puts it down."""
    return replace(work, picked=() if work.picked == what else what, reveal=None)


def played_this_turn(work: Work, what: Pick) -> bool:
    """Whether ``what`` is a table tile (or a set of them) that all came from the rack this turn."""
    if what[:1] == ("set",) and 0 <= what[1] < len(work.sets) and 0 <= what[2] < len(work.sets[what[1]]):
        return work.sets[what[1]][what[2]][1]
    if what[:1] == ("whole",) and 0 <= what[1] < len(work.sets):
        return all(from_rack for _, from_rack in work.sets[what[1]])
    return False


# --------------------------------------------------------------------------- arranging a set


def _ids(tiles: Sequence[Tile], notation: Notation) -> tuple[int, ...]:
    return tuple(notation.from_str(text) for text, _ in tiles)


def _insert(tiles: tuple[Tile, ...], new: tuple[Tile, ...], notation: Notation) -> tuple[Tile, ...]:
    """Where tiles added to a set go: after it or before it when that makes a valid set
    (a run grows at either end, a group anywhere), else a single tile where it makes one (a
    joker into a run's gap); else after it, number tiles of one colour in the order of their
    numbers with the jokers in the gaps (a run in the making)."""
    candidates = [tiles + new, new + tiles]
    if len(new) == 1:
        candidates += [tiles[:i] + new + tiles[i:] for i in range(1, len(tiles))]
    for candidate in candidates:
        if kinds(_ids(candidate, notation)):
            return candidate
    joined = tiles + new
    numbers = [notation.from_str(text) for text, _ in joined if text != "*"]
    same_colour = len({colour_of(t) for t in numbers}) == 1
    if same_colour and len({number_of(t) for t in numbers}) == len(numbers) > 1:
        return _run_in_the_making(joined, notation)
    return joined


def _run_in_the_making(joined: tuple[Tile, ...], notation: Notation) -> tuple[Tile, ...]:
    """Number tiles of one colour in number order, each gap filled by a joker while there
    are jokers, the jokers left after them (10▲ 12▲ then ★: "10▲ ★ 12▲", not "10▲ 12▲ ★",
    issue 30, Rummikub round 8, 4), or before them where a run needs it there (the engine's
    ``normalise_run``: Q◆ added to J◆ ★ K◆ is "★ J◆ Q◆ K◆", the joker a 10; after K◆ it
    was a 14 and the tile refused, issue 30, Rummikub round 9, 2)."""
    jokers = [tile for tile in joined if tile[0] == "*"]
    run = normalise_run(_ids(joined, notation))
    if run is not None:
        by_text = {tile[0]: tile for tile in joined}
        return tuple(jokers.pop() if code == JOKER else by_text[notation.to_str(code)] for code in run)
    ordered: list[Tile] = []
    for tile in sorted((t for t in joined if t[0] != "*"), key=lambda t: number_of(notation.from_str(t[0]))):
        if ordered:
            gap = number_of(notation.from_str(tile[0])) - number_of(notation.from_str(ordered[-1][0])) - 1
            while gap > 0 and jokers:
                ordered.append(jokers.pop())
                gap -= 1
        ordered.append(tile)
    return (*ordered, *jokers)


# --------------------------------------------------------------------------- moves


def _take(work: Work, what: Pick) -> tuple[list[list[Tile]], list[str | None], list[str], tuple[Tile, ...]] | None:
    """The copy with ``what`` lifted out (sets, kinds, rack) and the lifted tiles."""
    sets = [list(s) for s in work.sets]
    set_kinds = list(work.kinds)
    rack = list(work.rack)
    if what[:1] == ("rack",) and 0 <= what[1] < len(rack):
        return sets, set_kinds, rack, ((rack.pop(what[1]), True),)
    if what[:1] == ("set",) and 0 <= what[1] < len(sets) and 0 <= what[2] < len(sets[what[1]]):
        lifted = sets[what[1]].pop(what[2])
        set_kinds[what[1]] = None
        return sets, set_kinds, rack, (lifted,)
    if what[:1] == ("whole",) and 0 <= what[1] < len(sets):
        lifted_set = tuple(sets[what[1]])
        sets[what[1]] = []
        return sets, set_kinds, rack, lifted_set
    return None


def move(work: Work, to: Pick, notation: Notation) -> Work | Refusal:
    """Put what is picked up at ``to``: ``("set", s)``, ``("tile", s, i)``, ``("new",)``
    or ``("rack",)``. Picking is undone on a refusal."""
    if not work.picked:
        return Refusal("rummikub.why.pick_first")
    taken = _take(work, work.picked)
    if taken is None:
        return replace(work, picked=())
    sets, set_kinds, rack, lifted = taken
    source_set = work.picked[1] if work.picked[0] in ("set", "whole") else None
    if to[0] == "rack":
        if any(not from_rack for _, from_rack in lifted):
            return Refusal("rummikub.why.table_to_rack")
        return _edited(work, sets, set_kinds, sorted_rack([*rack, *(text for text, _ in lifted)], work.sort, notation))
    if to[0] == "new":
        return _edited(work, [*sets, list(lifted)], [*set_kinds, None], rack, len(sets))
    target = to[1]
    if not 0 <= target < len(sets) or (target == source_set and work.picked[0] == "whole"):
        return replace(work, picked=())
    if to[0] == "tile" and len(lifted) == 1 and lifted[0][0] != "*":
        place = to[2]
        # A joker alone in its set (one just freed) stands for nothing yet: a tile tapped
        # onto it joins its set, as on any set; swapping would only send it to another.
        alone = len(sets[target]) == 1
        if 0 <= place < len(sets[target]) and sets[target][place][0] == "*" and not alone:
            return _swap(work, sets, set_kinds, rack, target, place, lifted[0])
    sets[target] = list(_insert(tuple(sets[target]), lifted, notation))
    set_kinds[target] = None
    return _edited(work, sets, set_kinds, rack, target)


def _swap(
    work: Work,
    sets: list[list[Tile]],
    set_kinds: list[str | None],
    rack: list[str],
    target: int,
    place: int,
    tile: Tile,
) -> Work:
    """A number tile dropped on a joker takes its place; the freed joker starts a new
    set of its own and is picked up, ready to go where the player taps next (it must
    stay on the table: §9.2)."""
    joker = sets[target][place]
    sets[target][place] = tile
    set_kinds[target] = None
    edited = _edited(work, [*sets, [joker]], [*set_kinds, None], rack, len(sets))
    return replace(edited, picked=("set", len(edited.sets) - 1, 0))


def split(work: Work, s: int, i: int) -> Work:
    """Cut set ``s`` before its tile ``i`` into two sets."""
    if not 0 <= s < len(work.sets) or not 0 < i < len(work.sets[s]):
        return replace(work, picked=())
    sets = [list(x) for x in work.sets]
    set_kinds = list(work.kinds)
    sets[s : s + 1] = [sets[s][:i], sets[s][i:]]
    set_kinds[s : s + 1] = [None, None]
    return _edited(work, sets, set_kinds, work.rack, s + 1)


# --------------------------------------------------------------------------- the engine's judgement


def melds(work: Work, notation: Notation) -> tuple[Meld, ...]:
    """The copy as the engine's sets: a declared kind where it was kept, else the
    default reading (§4.3)."""
    return tuple(Meld.of(_ids(tiles, notation), kind) for tiles, kind in zip(work.sets, work.kinds))


def placed(view: RummikubView, work: Work, notation: Notation) -> tuple[int, ...]:
    """The tiles played from the rack: the turn's rack minus the copy's."""
    left = Counter(work.rack)
    played = []
    for text in view.get("hand") or []:
        if left[text]:
            left[text] -= 1
        else:
            played.append(notation.from_str(text))
    return tuple(sorted(played))


def action_text(view: RummikubView, work: Work) -> str:
    """The ``play`` action committing the copy (the engine's own text)."""
    notation = notation_of(view)
    return Play.of(melds(work, notation), placed(view, work, notation)).describe(notation)


def set_problem(tiles: Sequence[Tile], kind: str | None, notation: Notation) -> tuple[str, dict[str, Any]] | None:
    """Why one set is not valid (the engine's code and parameters, the tile out of place
    named as ``misfit`` reads it), or ``None``."""
    ids = _ids(tiles, notation)
    found = kinds(ids)
    if found and (kind is None or kind in found):
        return None
    code, _, params = why_not(ids, kind, notation)
    return code, misfit_named(params, notation)


def misfit(ids: Sequence[int]) -> int | None:
    """The number the first place of a broken run needs when its first tile is the one out of
    place (the rest is a run without it); else ``None``. The engine reads a run from its first
    number tile: 4◆ laid before ★ 12◆ 13◆ was said as "12◆ does not fit, that place needs a
    6" (issue 30, Rummikub round 9, 2); it is 4◆ that does not fit, where a 10 goes."""
    if not ids or ids[0] == JOKER:
        return None
    start = run_start(tuple(ids[1:]))
    return start - 1 if start is not None and start > 1 else None


def misfit_named(params: dict[str, Any], notation: Notation) -> dict[str, Any]:
    """An engine's ``run_not_in_a_row`` parameters (``tile``, ``expected``) naming the first
    tile where ``misfit`` finds it out of place, instead of the one after it; others as
    they are."""
    text = params.get("set")
    if "expected" not in params or not isinstance(text, str):
        return params
    try:
        ids = [notation.from_str(word) for word in text.strip("[]").split()]
    except ValueError:
        return params
    expected = misfit(ids)
    if expected is None:
        return params
    return {**params, "tile": notation.to_str(ids[0]), "expected": expected}


def _before(view: RummikubView, notation: Notation) -> tuple[Meld, ...]:
    return tuple(Meld(tuple(notation.from_str(t) for t in meld["tiles"]), meld["kind"]) for meld in view["table"])


def commit_problem(view: RummikubView, work: Work) -> IllegalActionError | None:
    """What the engine would say to Done now: ``commit.commit_error``, the check ``play``
    meets, on the turn's table and rack; ``None`` when it would accept."""
    notation = notation_of(view)
    seat = view["seat"]
    assert seat is not None, "only the seat to act composes a turn"
    rack = tuple(notation.from_str(t) for t in view.get("hand") or [])
    return commit_error(
        _before(view, notation),
        rack,
        bool(view["has_melded"][seat]),
        melds(work, notation),
        placed(view, work, notation),
        view["options"],
        notation,
        opening_value,
    )


def opening_worth(view: RummikubView, work: Work) -> int:
    """What the opening is worth so far, as the engine counts it (§8 C4): the values of
    the player's own valid new sets, those made only of tiles from the rack (a rack tile
    laid on a table set counts nothing: the opening may not touch the table), or with
    ``initial_turn_may_extend`` the best split of the played tiles."""
    notation = notation_of(view)
    if view["options"]["initial_turn_may_extend"]:
        return int(opening_value(placed(view, work, notation)))
    own = tuple(
        meld for tiles, meld in zip(work.sets, melds(work, notation)) if all(from_rack for _, from_rack in tiles)
    )
    _, new = unchanged_sets(_before(view, notation), own)
    return sum(value(m.tiles, m.kind) for m in new if m.kind is not None and m.kind in kinds(m.tiles))


def new_places(gone: Sequence[tuple[float, Sequence[str]]], new: Sequence[Sequence[str]], end: float) -> list[float]:
    """Where each of the ``new`` sets goes on the table, as a place to sort by: a set made from
    sets no longer there (``gone``: their places and tiles) takes the place of the one it shares
    the most tiles with, a second one from it just after; a set laid from the rack alone goes
    at the end (``end`` and on). Sets kept where they were, whatever order the engine or a
    bot's solver lists them in (issue 30, Rummikub round 7, 7: the table re-sorted)."""
    places: list[float] = []
    claimed: Counter[int] = Counter()
    for tiles in new:
        shared = [sum((Counter(tiles) & Counter(old)).values()) for _, old in gone]
        best = max(range(len(gone)), key=lambda g: (shared[g], -g), default=None)
        if best is not None and shared[best]:
            places.append(gone[best][0] + claimed[best] / 1000)
            claimed[best] += 1
        else:
            places.append(end)
            end += 1
    return places


def in_place(before: Sequence[Sequence[str]], after: Sequence[Sequence[str]]) -> list[int]:
    """The order to show ``after``'s sets in (indices), given the table ``before`` as shown:
    a set still there keeps its place, the others go as ``new_places`` says."""
    places: list[float | None] = [None] * len(after)
    left: dict[tuple[str, ...], list[int]] = {}
    for i, tiles in enumerate(before):
        left.setdefault(tuple(sorted(tiles)), []).append(i)
    for j, tiles in enumerate(after):
        kept = left.get(tuple(sorted(tiles)))
        if kept:
            places[j] = kept.pop(0)
    used = {int(place) for place in places if place is not None}
    gone = [(float(i), tiles) for i, tiles in enumerate(before) if i not in used]
    rest = [j for j, place in enumerate(places) if place is None]
    for j, place in zip(rest, new_places(gone, [after[j] for j in rest], float(len(before)))):
        places[j] = place
    return sorted(range(len(after)), key=lambda j: (places[j], j))


def from_move(view: RummikubView, work: Work, move: RummikubMove) -> Work:
    """The hint's ``play`` (the engine's move taken apart) laid on the copy as a proposal
    (the player may change it)."""
    notation = notation_of(view)
    fresh = start(view, work.sort)
    rack = Counter(fresh.rack)
    rack.subtract(move["cards"])
    table_left = Counter(text for tiles in fresh.sets for text, _ in tiles)
    sets = []
    set_kinds: list[str | None] = []
    shown = [[text for text, _ in tiles] for tiles in fresh.sets]
    melds = [move["table"][j] for j in in_place(shown, [meld["tiles"] for meld in move["table"]])]
    for meld in melds:
        tiles = []
        for text in meld["tiles"]:
            if table_left[text]:
                table_left[text] -= 1
                tiles.append((text, False))
            else:
                tiles.append((text, True))
        sets.append(tuple(tiles))
        set_kinds.append(meld["kind"] if is_ambiguous(_ids(tiles, notation)) else None)
    left = []
    for text in fresh.rack:
        if rack[text] > 0:
            rack[text] -= 1
            left.append(text)
    return replace(
        fresh,
        sets=tuple(sets),
        kinds=tuple(set_kinds),
        rack=tuple(left),
        past=(*work.past, (work.sets, work.kinds, work.rack)),
        proposal=move["action"],
        proposal_worth=(len(move["cards"]), move["points"]),
    )


def suggestion_marks(work: Work, move: RummikubMove) -> tuple[frozenset[int], frozenset[int]]:
    """What the hint's ``move`` uses, to outline before it is laid: the rack's tiles it plays
    (their indices) and the copy's sets it changes (those not on its table as they are)."""
    wanted = Counter(move["cards"])
    rack = set()
    for i, text in enumerate(work.rack):
        if wanted[text] > 0:
            wanted[text] -= 1
            rack.add(i)
    kept = Counter(tuple(sorted(meld["tiles"])) for meld in move["table"])
    sets = set()
    for s, tiles in enumerate(work.sets):
        key = tuple(sorted(text for text, _ in tiles))
        if kept[key] > 0:
            kept[key] -= 1
        else:
            sets.add(s)
    return frozenset(rack), frozenset(sets)
