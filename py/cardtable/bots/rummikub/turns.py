"""What a Rummikub bot reads from its view, and the solver's turns it can make.

A bot sees only its view: the table's sets, its own rack (``hand``), every rack's
size (when the table shows them), the pool's size and who has melded. From these
``best_turn`` asks the engine's solver for the best turn with some of the rack's
tiles, in slices (``solver.solve_steps``), and keeps it only if the engine's own
commit check (``commit.commit_error``, judged on the view's table and rack)
accepts it, so a bot never proposes an illegal table.
"""

from __future__ import annotations

from collections.abc import Generator, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from ...engine.games.rummikub import solver
from ...engine.games.rummikub.actions import Play
from ...engine.games.rummikub.commit import commit_error
from ...engine.games.rummikub.state import Meld
from ...engine.games.rummikub.tiles import JOKER, Notation
from ...engine.games.rummikub.views import RummikubView
from ..base import SLICE_UNITS

SOLVER_WORK_PER_UNIT = 40
"""A unit of ``base.SLICE_UNITS`` is 40 of the solver's own work units (transitions tried,
states expanded, bound rows: ``solver.DEFAULT_SLICE_WORK``). The solver, in the engine, counts
them itself and yields after ``SOLVER_SLICE_WORK`` of them."""
SOLVER_SLICE_WORK = SLICE_UNITS * SOLVER_WORK_PER_UNIT

UNKNOWN_RACK = 14
"""The rack size a bot assumes when the table hides the counts (``show_rack_counts``)."""

Planning = Generator[None, None, "Play | None"]


@dataclass(frozen=True)
class Seen:
    """The facts of a view a bot plans with."""

    seat: int
    table: tuple[Meld, ...]
    rack: tuple[int, ...]
    melded: bool
    others: tuple[int, ...]
    """The other seats' rack sizes, in seat order after this one."""
    pool: int


def read(view: RummikubView, notation: Notation) -> Seen:
    seat = view["seat"]
    assert seat is not None, "a bot plays a seat's view, never a spectator's"
    n = view["num_players"]
    sizes = view["rack_sizes"]
    return Seen(
        seat=seat,
        table=tuple(Meld(notation.tiles_from_str(" ".join(s["tiles"])), s["kind"]) for s in view["table"]),
        rack=tuple(notation.from_str(t) for t in view["hand"]),
        melded=bool(view["has_melded"][seat]),
        others=tuple(UNKNOWN_RACK if sizes is None else int(sizes[(seat + k) % n]) for k in range(1, n)),
        pool=int(view["pool_size"]),
    )


def without(rack: Sequence[int], tiles: Sequence[int]) -> tuple[int, ...]:
    """``rack`` less one copy of each of ``tiles``."""
    left = list(rack)
    for t in tiles:
        left.remove(t)
    return tuple(left)


def jokers_in(tiles: Sequence[int]) -> int:
    return sum(1 for t in tiles if t == JOKER)


def best_turn(
    seen: Seen,
    rack: Sequence[int],
    options: Mapping[str, Any],
    notation: Notation,
    objective: str = "tiles",
    exact: bool = True,
    free_too: bool = False,
) -> Planning:
    """The solver's best turn placing tiles of ``rack`` (part of the seat's rack), or
    ``None`` when it places nothing or the commit check refuses it.

    Before the initial meld: the best opening. After it, under ``swap_only``, the
    sets holding a joker stay as they are and the solver rearranges the rest (the
    joker rules then always hold, as in the engine's candidate turns); with
    ``free_too`` it first tries the whole table and keeps that turn when the commit
    check accepts it and it places at least as many tiles."""
    if not seen.melded:
        found = yield from solver.solve_steps(
            [meld.tiles for meld in seen.table],
            rack,
            objective=objective,
            initial_done=False,
            initial_meld_min=int(options["initial_meld_min"]),
            initial_may_extend=bool(options["initial_turn_may_extend"]),
            exact=exact,
            slice_work=SOLVER_SLICE_WORK,
        )
        if not found.placed:
            return None
        melds = found.melds
        if not options["initial_turn_may_extend"]:
            melds = seen.table + melds[len(seen.table) :]
        play = Play.of(melds, found.placed)
    else:
        rearranged: Play | None = None
        if options["joker_rule"] == "swap_only" and free_too and any(JOKER in m.tiles for m in seen.table):
            # The whole table rearranged: legal when the jokers happen to keep what they
            # stand for (or are replaced); else it falls back to the sets without jokers.
            whole = yield from solver.solve_steps(
                [m.tiles for m in seen.table], rack, objective=objective, exact=exact, slice_work=SOLVER_SLICE_WORK
            )
            if whole.placed:
                rearranged = Play.of(whole.melds, whole.placed)
                if _refused(seen, rearranged, options, notation):
                    rearranged = None
        if options["joker_rule"] == "swap_only":
            kept = tuple(meld for meld in seen.table if JOKER in meld.tiles)
            movable = [meld.tiles for meld in seen.table if JOKER not in meld.tiles]
        else:
            kept, movable = (), [meld.tiles for meld in seen.table]
        found = yield from solver.solve_steps(
            movable, rack, objective=objective, exact=exact, slice_work=SOLVER_SLICE_WORK
        )
        if rearranged is not None and len(rearranged.placed) >= len(found.placed):
            return rearranged
        if not found.placed:
            return None
        play = Play.of(kept + found.melds, found.placed)
    return None if _refused(seen, play, options, notation) else play


def _refused(seen: Seen, play: Play, options: Mapping[str, Any], notation: Notation) -> bool:
    """Whether the engine's commit check refuses ``play``."""
    error = commit_error(
        seen.table, seen.rack, seen.melded, play.table, play.placed, options, notation, solver.opening_value
    )
    return error is not None


def own_sets(seen: Seen, play: Play) -> list[tuple[int, ...]]:
    """The sets of ``play`` made of played tiles alone: they need nothing of the table,
    so they could as well stay on the rack for a later turn."""
    old = [meld.content() for meld in seen.table]
    left = list(play.placed)
    found = []
    for meld in play.table:
        if meld.content() in old:
            old.remove(meld.content())
            continue
        if all(meld.tiles.count(t) <= left.count(t) for t in set(meld.tiles)):
            for t in meld.tiles:
                left.remove(t)
            found.append(meld.tiles)
    return found
