"""The exact Rummikub solver: the best turn for a table and a rack, in pure Python.

Problem (spec §8, §17). Given the tiles on the table (all of which must stay on
the table, jokers included) and a rack, choose the tiles ``P`` to put out so that
``table + P`` splits into valid sets (§4) and ``P`` is best for the objective:

``tiles``
    the most tiles (a joker counts as a tile);
``value``
    the most face value (a joker's face value is 0);
``shed``
    the most tiles, and among those the most penalty points off the rack (a
    joker counts its 30): what a player who fears someone going out plays.

Ties are broken deterministically, not by a second objective. When the player
has not made the initial meld (``initial_done`` false, §8 C4) the table is left
exactly as it is and ``P`` alone must form new sets worth at least
``initial_meld_min`` (jokers count as the number they stand for). With
``initial_turn_may_extend`` some part of ``P`` must form such sets on its own and
the rest may go anywhere (``_extended_opening``). No linear programming: this is
a dynamic programme with branch and bound, stdlib only, and runs in the browser.

The programme (``_programme``), after van Rijn, Takes and Vis, "The Complexity of
Rummikub Problems" (BNAIC 2015, arXiv 1604.07553). It decides the numbers 1..13
in turn, and within a number the colours in turn. Every run of a colour that is
still open has a length so far, counted 1, 2 or "3 or more" (a run of 3 or more
may stop anywhere, shorter ones must go on); a state is, per colour, the multiset
of its open runs' lengths, plus the jokers used and, between the colours of one
number, how many colours send one or two copies to groups. A colour's tiles at a
number are shared between extending open runs, starting runs and groups; the
group shares of the four colours must then split into groups, jokers filling
missing colours (``groups``). Additions to the paper: every table tile must be
placed (at each tile the count placed lies between the table's count and the
table's plus the rack's); jokers extend or start runs at any number or fill
groups; a run of jokers only is tracked apart (a set needs a number tile); the
open runs of a colour are not capped at two, since a joker can be a third copy.

Why it is exact. Reading any valid arrangement of ``table + P`` number by number
gives one path through the states (each run an open lane from its first to its
last number, each group decided at its number), and every path that ends with
all runs closable and every table tile placed is a valid arrangement (runs are
consecutive, one colour, 3-13 long, hold a number tile; group shares split by
construction). A state keeps exactly what the future depends on, so keeping the
best score per state loses nothing; lanes of equal length are interchangeable,
so states hold sorted tuples. Two pruning rules keep it exact: an option that
ends a run and starts another of the same colour at the same number is dropped,
since the two runs joined are one valid run holding the same tiles, each joker
standing for the same number (so the same value too); and branch and bound drops
only states whose optimistic bound cannot reach the threshold (below).

Jokers without the blow-up (``_LEAN``). Left free, jokers can sit at the end of
any open run at any number, and the states multiply. Any valid table turns into
one where a joker stands at an end of a run only if the run is exactly 3 long,
and in a group only if the group has 3 tiles, plus "parked" jokers: take a joker
off an end of a longer run or out of a group of 4 (the set stays valid) until
none is left. The parked jokers fit back into the room this leaves: a run of
length L has 13 - L free places beside it, a group of 3 one. So the lean model
allows only those jokers and counts the room (a lower bound: a run that ended at
number b has at least 13 - b; groups of 3 exactly). If that lower bound is what
held a better score back (the best score with unlimited room is higher), the free
model (``_FREE``), which allows every joker placement, settles it exactly.

The bound (``_Relaxed``). For each colour alone, with groups relaxed (a tile may
join a group wherever other colours' tiles, used elsewhere or not, or jokers
could fill it; every colour may use all the jokers) and runs coarsened to
lengths 1, 2, 3+, a small backward programme gives the most that colour can
still add from its open runs, or minus infinity if they cannot be finished. The
sum over the colours never underestimates, so a state below the threshold can
be dropped. The rows are kept across problems by a signature of what lies ahead
(consecutive turns of a game share most of them).

The search (``_best_path``). A narrow beam (the ``BEAM_WIDTH`` best states per
stage by score plus bound) finds a good table quickly; then one depth-first
branch and bound pass (``_dive``: children best bound first, a memo of the best
score each state was reached with) looks only for better ones and proves the
last one found optimal. Tests check the answers against a brute force on small
positions, and re-prove the answers of the seeded benchmark set with the plain
breadth-first programme, the free model and a trivial bound.

Slices: ``solve_steps`` is a generator that yields after every slice of bounded
work (``DEFAULT_SLICE_WORK``), so that a browser page stays responsive; ``solve``
runs it to the end.
"""

from __future__ import annotations

import heapq
import itertools
from collections import Counter
from collections.abc import Generator, Iterable, Sequence
from dataclasses import dataclass
from typing import Any, cast

from .groups import MAX_JOKERS, feasible_jokers, partition
from .sets import GROUP, RUN, default_kind, run_start
from .state import Meld
from .tiles import COLOURS, JOKER, NUM_KINDS, NUMBERS_PER_COLOUR, RACK_PENALTY_JOKER, counts_of, tile

OBJECTIVES = ("tiles", "value", "shed")
SHED_TILE = 512
"""``shed``: what one more tile is worth, above any sum of penalty points (14 tiles x 30)."""

BEAM_WIDTH = 8
"""States per stage kept by the quick first pass whose score the exact search must beat."""
DEFAULT_SLICE_WORK = 4_000
"""Units of work between two yields of ``solve_steps``: one per transition tried,
``_EXPANSION_WORK`` per state the depth-first pass expands, ``_ROW_WORK`` per
bound row computed. Measured: a slice takes at most about 10 ms of CPython (25 ms
in Pyodide), see tools/bench_rummikub.py --pyodide."""
_EXPANSION_WORK = 8
_ROW_WORK = 8


@dataclass(frozen=True)
class Solution:
    """A turn: the rack tiles to put out and the whole table afterwards."""

    placed: tuple[int, ...]
    """The rack tiles played, sorted by id."""
    melds: tuple[Meld, ...]
    """Every set of the new table, as the rules lay it (``state.Meld``); runs ascending
    with jokers at their places."""


# --------------------------------------------------------------------------- lane models


@dataclass(frozen=True)
class _Model:
    """How open runs grow: lane states and what a number tile or a joker makes of them.

    ``extend_real[s]`` / ``extend_joker[s]`` is the state after adding a number tile /
    a joker to a lane in state ``s`` (-1: not allowed); ``closable[s]`` says whether a
    run in state ``s`` may end. States are small ints; 0 is unused.
    """

    name: str
    extend_real: tuple[int, ...]
    extend_joker: tuple[int, ...]
    closable: tuple[bool, ...]
    start_real: int
    start_joker: int
    lean: bool
    """Jokers only where they are needed (runs of exactly 3 at the ends, groups of 3),
    the others parked at the end in spare room (see ``_LEAN``)."""


_FREE = _Model(
    "free",
    # 1, 2, 3+ long with a number tile; 4, 5, 6+ long of jokers only.
    extend_real=(-1, 2, 3, 3, 2, 3, 3),
    extend_joker=(-1, 2, 3, 3, 5, 6, 6),
    closable=(False, False, False, True, False, False, False),
    start_real=1,
    start_joker=4,
    lean=False,
)
"""Every arrangement: a joker may stand anywhere in a run. Exact for every objective."""

_LEAN = _Model(
    "lean",
    # 1 [r], 2 [r x], 3 closable: 3+ long ending in a number tile, or exactly 3;
    # 4 [*], 5 [* *], 6 4+ long ending in a joker (needs a number tile to close),
    # 7 [* r], 8 exactly 3 long starting with a joker (must end here).
    extend_real=(-1, 2, 3, 3, 7, 8, 3, 8, -1),
    extend_joker=(-1, 2, 3, 6, 5, -1, 6, 8, -1),
    closable=(False, False, False, True, False, False, False, False, True),
    start_real=1,
    start_joker=4,
    lean=True,
)
"""Jokers only where they cannot leave: at an end of a run of exactly 3, inside a
run (between number tiles), in a group of 3. Any valid table turns into such a
table plus "parked" jokers by taking jokers off the ends of runs longer than 3 and
out of groups of 4 (each stays valid), and every parked joker fits back into the
room that leaves: a run of length L has 13 - L free places beside it, a group of 3
one. So it is enough to count that room, which the programme does as a lower
bound (a run ending at number b has at least 13 - b; groups of 3 exactly).
When that bound would limit the result, ``_best_path`` falls back to ``_FREE``."""

_COARSE = _Model(
    "coarse",
    extend_real=(-1, 2, 3, 3),
    extend_joker=(-1, 2, 3, 3),
    closable=(False, False, False, True),
    start_real=1,
    start_joker=1,
    lean=False,
)
"""For the bound only (``_Relaxed``): runs of 1, 2, 3+, jokers acting as number tiles."""

_COARSEN = {
    "free": (0, 1, 2, 3, 1, 2, 2),
    "lean": (0, 1, 2, 3, 1, 2, 2, 2, 3),
}
"""Each lane state as a coarse state that can do at least as much: a run of jokers
only as a run with a number tile of the same length (a 3+ run of jokers, which
still needs a number tile, as a run of 2); lean's 4+ run ending in a joker, which
needs a number tile, as a run of 2; ``[* r]`` as a run of 2 and ``[* r x]``, which
must end, as a 3+ run, which may."""

_LANE_BITS = 10
_LANE_MASK = (1 << _LANE_BITS) - 1
_JOKER_SHIFT = COLOURS * _LANE_BITS
_ACC_SHIFT = _JOKER_SHIFT + 3
_ACC_MASK = 31
_ROOM_SHIFT = _ACC_SHIFT + 5
_VALUE_SHIFT = _ROOM_SHIFT + 3
_LOW_MASK = (1 << _VALUE_SHIFT) - 1
_ACC_OF_G = (0, 5, 1)  # a colour sending 1 copy to groups adds a "one", 2 copies a "two"
_ROOM_OF_LEAN_B3 = 10  # a run of exactly 3 has room for 10 more

_LANES: list[tuple[int, ...]] = [()]
_LANE_IDS: dict[tuple[int, ...], int] = {(): 0}


def _lane_id(lanes: tuple[int, ...]) -> int:
    found = _LANE_IDS.get(lanes)
    if found is None:
        found = len(_LANES)
        if found > _LANE_MASK:  # pragma: no cover - a few hundred shapes exist
            raise RuntimeError("too many lane shapes")
        _LANES.append(lanes)
        _LANE_IDS[lanes] = found
    return found


_Detail = tuple[tuple[str, ...], int, int, int]
"""How one colour's tiles at one number were used: per open lane (in sorted order)
``R`` extend with a number tile, ``J`` extend with a joker, ``C`` close it; then
runs started with a number tile, runs started with a joker, copies sent to groups."""


@dataclass(frozen=True)
class _Option:
    lane: int
    grouped: int
    used: int
    jokers: int
    closed: tuple[int, ...]
    """The states of the lanes closed here."""
    detail: _Detail


_OPTIONS: dict[tuple[str, int, int, int, int], list[_Option]] = {}
_COLD_WORK = [0]
"""Work spent filling process-wide caches (``_options``), for the slices to count."""


def _options(model: _Model, lane: int, forced: int, optional: int, jokers: int) -> list[_Option]:
    """Every way one colour may use its tiles at one number, fewest jokers first."""
    key = (model.name, lane, forced, optional, jokers)
    found = _OPTIONS.get(key)
    if found is not None:
        return found
    lanes = _LANES[lane]
    available = forced + optional
    choices: list[list[str]] = []
    for s in lanes:
        allowed = [a for a, table in (("R", model.extend_real), ("J", model.extend_joker)) if table[s] >= 0]
        if model.closable[s]:
            allowed.append("C")
        choices.append(allowed)
    seen: set[tuple[int, int, int, int, tuple[int, ...]]] = set()
    options: list[_Option] = []
    for acts in itertools.product(*choices):
        real_ext = acts.count("R")
        joker_ext = acts.count("J")
        if real_ext > available or joker_ext > jokers:
            continue
        kept = []
        closed = []
        for s, a in zip(lanes, acts):
            if a == "C":
                closed.append(s)
            else:
                kept.append(model.extend_real[s] if a == "R" else model.extend_joker[s])
        for started in range(available - real_ext + 1):
            for grouped in range(available - real_ext - started + 1):
                used = real_ext + started + grouped
                if used < forced:
                    continue
                for joker_starts in range(jokers - joker_ext + 1):
                    if (started or joker_starts) and closed:
                        # Never needed: the run that ends and the one that starts
                        # here, joined, are one valid run of the same tiles.
                        continue
                    new = tuple(sorted(kept + [model.start_real] * started + [model.start_joker] * joker_starts))
                    new_id = _lane_id(new)
                    joker_use = joker_ext + joker_starts
                    mark = (new_id, grouped, used, joker_use, tuple(sorted(closed)))
                    if mark in seen:
                        continue
                    seen.add(mark)
                    options.append(
                        _Option(
                            new_id,
                            grouped,
                            used,
                            joker_use,
                            tuple(sorted(closed)),
                            (acts, started, joker_starts, grouped),
                        )
                    )
    options.sort(key=lambda option: option.jokers)
    _OPTIONS[key] = options
    _COLD_WORK[0] += len(seen) + len(choices) * 4
    return options


# --------------------------------------------------------------------------- the programme


@dataclass(frozen=True)
class Problem:
    """One dynamic programme: which tiles must be placed, which may, and their worth.

    ``forced`` and ``optional`` are counts per tile id (jokers at ``JOKER``).
    ``weight[t]`` is the gain for each optional copy of ``t`` placed;
    ``joker_weight[n]`` the gain for each optional joker standing for number ``n``.
    With ``minimum_value`` > 0 the placed sets must be worth at least that much
    (jokers count as what they stand for); this is for openings, where nothing is
    forced.
    """

    forced: tuple[int, ...]
    optional: tuple[int, ...]
    weight: tuple[int, ...]
    joker_weight: tuple[int, ...]
    minimum_value: int = 0

    @property
    def flat_joker_weight(self) -> bool:
        """Whether a joker is worth the same wherever it goes (then it is counted at the end)."""
        return len(set(self.joker_weight[1:])) == 1


@dataclass(frozen=True)
class _Path:
    score: int
    details: tuple[_Detail | int, ...]
    """Per stage: a colour's ``_Detail``, or the jokers sent to groups at a number."""
    parked: int
    """Jokers to put into spare room at the end (``_LEAN``)."""
    model: _Model


@dataclass(frozen=True)
class _Result:
    path: _Path | None
    ceiling: int
    """The best score if room for parked jokers were unlimited (``_LEAN``; -1: none)."""
    aborted: bool = False
    """The pass ran out of its work budget (and found nothing)."""


_NEG = -(1 << 40)
"""The bound of a state that cannot be finished."""
_DOOMED = _NEG // 2
"""Any sum of bounds below this holds a ``_NEG``."""


_Step = tuple[int, int, int, int, tuple[int, ...], _Detail]
"""(code change, gain, jokers used, room gained, the colour's bound after, detail)."""
_ROWS: dict[tuple[Any, ...], dict[int, tuple[int, ...]]] = {}
_STEPS: dict[tuple[Any, ...], dict[int, list[_Step]]] = {}
_ROWS_LIMIT = 4096
"""Signatures whose relaxed rows (and step lists) are kept across problems
(``_Relaxed``); all are forgotten at once when this many are kept."""


def _shared_rows(signature: tuple[Any, ...]) -> dict[int, tuple[int, ...]]:
    found = _ROWS.get(signature)
    if found is None:
        if len(_ROWS) >= _ROWS_LIMIT:
            _ROWS.clear()
        found = _ROWS[signature] = {}
    return found


class _Relaxed:
    """An optimistic bound per colour, for branch and bound and for ranking the beam.

    ``row(c, n, lane)[j]`` is the most colour ``c``'s tiles after number ``n`` can
    still add when its open runs after ``n`` are ``lane`` and ``j`` jokers are left,
    with three relaxations: every colour may use all the jokers left; a colour's
    tiles may go to groups at number ``m`` as soon as other colours' tiles (whether
    or not they are used elsewhere) or jokers could fill those groups; open runs
    are coarsened (``_COARSEN``) into runs of 1, 2 and 3+
    that can do at least as much. Every arrangement of the real problem is one of
    the relaxation's for each colour, so the sum over the colours never
    underestimates; ``_NEG`` means the colour's open runs cannot be finished at
    all (or its table tiles cannot all be placed).
    """

    def __init__(self, problem: Problem, model: _Model, total_jokers: int) -> None:
        self.problem = problem
        self.total = total_jokers
        self.coarsen = _COARSEN[model.name]
        self.coarse_ids: dict[int, int] = {}
        self.joker_weight = (0,) * (NUMBERS_PER_COLOUR + 1) if problem.flat_joker_weight else problem.joker_weight
        copies = [
            [problem.forced[tile(c, n)] + problem.optional[tile(c, n)] for c in range(COLOURS)]
            for n in range(NUMBERS_PER_COLOUR + 1)
        ]
        # Jokers that grouping g copies of a colour at a number needs at least: each
        # of the g groups needs two other colours, and another colour fills at most
        # min(its copies, g) of those 2g places.
        self.group_jokers: list[list[tuple[int, int, int]]] = [[] for _ in range(COLOURS)]
        for n in range(NUMBERS_PER_COLOUR + 1):
            row = copies[n]
            present = sum(1 for x in row if x)
            doubled = sum(1 for x in row if x > 1)
            for c in range(COLOURS):
                mine = row[c]
                ones = present - (mine > 0)  # other colours with a copy
                twos = ones + doubled - (mine > 1)  # their copies, at most 2 each
                self.group_jokers[c].append((0, max(0, 2 - ones), max(0, 4 - twos)))
        # A colour's rows after number n depend only on what lies after n: its
        # tiles, their worth and the group needs there. Problems of one game share
        # most of these, so the rows are kept by that signature across problems.
        signatures = []
        for c in range(COLOURS):
            per_number = []
            tail: tuple[Any, ...] = (total_jokers,)
            for n in range(NUMBERS_PER_COLOUR, -1, -1):
                per_number.append(tail)
                if n:
                    t = tile(c, n)
                    tail = (
                        problem.forced[t],
                        problem.optional[t],
                        problem.weight[t],
                        self.joker_weight[n],
                        self.group_jokers[c][n],
                        tail,
                    )
            per_number.reverse()
            signatures.append(per_number)
        self.rows: list[list[dict[int, tuple[int, ...]]]] = [
            [_shared_rows(signatures[c][n]) for n in range(NUMBERS_PER_COLOUR + 1)] for c in range(COLOURS)
        ]
        self.model = model
        self.signatures = signatures
        self.work = 0
        """Rows computed since the programme last looked (it counts them in its slices)."""

    def cell_moves(self, colour: int, number: int, cap: int, lean: bool) -> dict[int, list[_Step]]:
        """The step lists of one cell, by lane, kept across problems like the rows."""
        key = (self.model.name, colour, number, bool(cap), lean, self.signatures[colour][number - 1])
        found = _STEPS.get(key)
        if found is None:
            if len(_STEPS) >= _ROWS_LIMIT:
                _STEPS.clear()
            found = _STEPS[key] = {}
        return found

    def cell_steps(self, colour: int, number: int, lane: int, cap: int, lean: bool) -> list[_Step]:
        """The programme's moves for one colour's open runs ``lane`` at ``number``:
        (code change, gain, jokers used, room gained, the colour's bound after, detail).
        Kept for every pass over the same problem."""
        problem = self.problem
        tile_id = tile(colour, number)
        must, may = problem.forced[tile_id], problem.optional[tile_id]
        gain = problem.weight[tile_id]
        joker_gain = self.joker_weight[number]
        shift = colour * _LANE_BITS
        room_per_closed = NUMBERS_PER_COLOUR + 1 - number  # a run that ended at number - 1
        steps = [
            (
                ((o.lane - lane) << shift)
                + (o.jokers << _JOKER_SHIFT)
                + (_ACC_OF_G[o.grouped] << _ACC_SHIFT)
                + (((o.used + o.jokers) * number) << _VALUE_SHIFT if cap else 0),
                (o.used - must) * gain + o.jokers * joker_gain,
                o.jokers,
                sum(_ROOM_OF_LEAN_B3 if s == 8 else room_per_closed for s in o.closed) if lean else 0,
                self.row(colour, number, o.lane),
                o.detail,
            )
            for o in _options(self.model, lane, must, may, self.total)
        ]
        self.cell_moves(colour, number, cap, lean)[lane] = steps
        self.work += len(steps) + _COLD_WORK[0]
        _COLD_WORK[0] = 0
        return steps

    def row(self, colour: int, number: int, lane: int) -> tuple[int, ...]:
        """The bound for a lane of the programme's model (indexed by jokers left)."""
        coarse = self.coarse_ids.get(lane)
        if coarse is None:
            coarse = _lane_id(tuple(sorted(self.coarsen[s] for s in _LANES[lane])))
            self.coarse_ids[lane] = coarse
        found = self.rows[colour][number].get(coarse)
        return found if found is not None else self._row(colour, number, coarse)

    def _row(self, colour: int, number: int, lane: int) -> tuple[int, ...]:
        found = self.rows[colour][number].get(lane)
        if found is not None:
            return found
        self.work += _ROW_WORK
        if number == NUMBERS_PER_COLOUR:
            done = all(_COARSE.closable[s] for s in _LANES[lane])
            found = (0 if done else _NEG,) * (self.total + 1)
        else:
            following = number + 1
            tile_id = tile(colour, following)
            must, may = self.problem.forced[tile_id], self.problem.optional[tile_id]
            gain = self.problem.weight[tile_id]
            joker_gain = self.joker_weight[following]
            group_jokers = self.group_jokers[colour][following]
            best = [_NEG] * (self.total + 1)
            for option in _options(_COARSE, lane, must, may, self.total):
                spent = option.jokers + group_jokers[option.grouped]
                if spent > self.total:
                    continue
                ahead = self._row(colour, following, option.lane)
                here = (option.used - must) * gain + spent * joker_gain
                for left in range(spent, self.total + 1):
                    rest = ahead[left - spent]
                    if rest > _NEG and here + rest > best[left]:
                        best[left] = here + rest
            found = tuple(best)
        self.rows[colour][number][lane] = found
        return found


def _programme(
    problem: Problem,
    model: _Model,
    slice_work: int,
    threshold: int = 0,
    beam: int = 0,
    relaxed: _Relaxed | None = None,
    budget: int = 0,
) -> Generator[None, None, _Result]:
    """Run the programme; yield after about ``slice_work`` transitions.

    Exact when ``beam`` is 0: it then returns the best path scoring at least
    ``threshold`` (or none), dropping every state whose optimistic bound
    (``_Relaxed``) cannot reach the threshold (branch and bound). With ``beam`` > 0
    only the ``beam`` states with the best bounds survive each stage: fast, not
    exact, and used to find a good threshold. With ``budget`` > 0 the pass gives
    up (``_Result.aborted``) once it has done about that much work.
    """
    forced, optional = problem.forced, problem.optional
    cap = problem.minimum_value
    flat = problem.flat_joker_weight
    joker_weight = (0,) * (NUMBERS_PER_COLOUR + 1) if flat else problem.joker_weight
    end_joker_gain = problem.joker_weight[1] if flat else 0
    total_jokers = forced[JOKER] + optional[JOKER]
    if total_jokers > MAX_JOKERS:
        raise ValueError(f"the solver handles at most {MAX_JOKERS} jokers")
    lean = model.lean and total_jokers > 0
    if relaxed is None:
        relaxed = _Relaxed(problem, model, total_jokers)
    row = relaxed.row
    # Optional jokers are worth at most this much more: flat weights are only added
    # at the end, and a joker that will fill a group at the current number is not in
    # the score yet, nor in the bounds of the numbers after it.
    jokers_bound = optional[JOKER] * max(problem.joker_weight)
    floor = threshold - jokers_bound
    current: dict[int, int] = {0: 0}
    backs: list[dict[int, tuple[int, _Detail | int]]] = []
    work = spent = 0
    for number in range(1, NUMBERS_PER_COLOUR + 1):
        joker_gain = joker_weight[number]
        for colour in range(COLOURS):
            shift = colour * _LANE_BITS
            moves = relaxed.cell_moves(colour, number, cap, lean)
            following: dict[int, int] = {}
            seen_score = following.get
            ranks: dict[int, int] = {}
            back: dict[int, tuple[int, _Detail | int]] = {}
            # The other colours' bounds: those before this one are past this number.
            others: list[tuple[int, int, int, dict[int, tuple[int, ...]]]] = [
                (c * _LANE_BITS, c, number if c < colour else number - 1, {}) for c in range(COLOURS) if c != colour
            ]
            (shift_a, colour_a, at_a, seen_a), (shift_b, colour_b, at_b, seen_b), (shift_c, colour_c, at_c, seen_c) = (
                others
            )
            # The programme's step, inlined on purpose: this loop body runs once per state and
            # cell (millions of times in a hard solve), so the three other colours' bounds are
            # unrolled and nothing here is a function call or a loop over colours; each would
            # cost a large share of the solve time, more so in Pyodide (tools/bench_rummikub.py).
            # _dive expands far fewer states, so it keeps the plain loops.
            for code, score in current.items():
                lane = (code >> shift) & _LANE_MASK
                steps = moves.get(lane)
                if steps is None:
                    steps = relaxed.cell_steps(colour, number, lane, cap, lean)
                lane_a = (code >> shift_a) & _LANE_MASK
                ahead_a = seen_a.get(lane_a)
                if ahead_a is None:
                    ahead_a = seen_a[lane_a] = row(colour_a, at_a, lane_a)
                lane_b = (code >> shift_b) & _LANE_MASK
                ahead_b = seen_b.get(lane_b)
                if ahead_b is None:
                    ahead_b = seen_b[lane_b] = row(colour_b, at_b, lane_b)
                lane_c = (code >> shift_c) & _LANE_MASK
                ahead_c = seen_c.get(lane_c)
                if ahead_c is None:
                    ahead_c = seen_c[lane_c] = row(colour_c, at_c, lane_c)
                left = total_jokers - ((code >> _JOKER_SHIFT) & 7)
                if not left:
                    # No joker left (the common case): plain numbers, no lists.
                    base = score + ahead_a[0] + ahead_b[0] + ahead_c[0]
                    if base < _DOOMED:
                        continue  # another colour's open runs cannot be finished
                    work += len(steps)
                    for delta, step_gain, jokers, room, ahead, detail in steps:
                        if jokers:
                            break
                        rank = base + step_gain + ahead[0]
                        if rank < floor:
                            continue
                        new_score = score + step_gain
                        new_code = code + delta
                        if room:
                            had = (new_code >> _ROOM_SHIFT) & 7
                            if had < total_jokers:
                                new_code += (min(total_jokers, had + room) - had) << _ROOM_SHIFT
                        elif cap and new_code >> _VALUE_SHIFT > cap:
                            new_code = (new_code & _LOW_MASK) | (cap << _VALUE_SHIFT)
                        if new_score > seen_score(new_code, -1):
                            following[new_code] = new_score
                            back[new_code] = (code, detail)
                            if beam:
                                ranks[new_code] = rank
                else:
                    bound = [score + ahead_a[j] + ahead_b[j] + ahead_c[j] for j in range(left + 1)]
                    if bound[left] < _DOOMED:
                        continue  # another colour's open runs cannot be finished
                    work += len(steps)
                    for delta, step_gain, jokers, room, ahead, detail in steps:
                        if jokers > left:
                            break
                        rank = bound[left - jokers] + step_gain + ahead[left - jokers]
                        if rank < floor:
                            continue
                        new_score = score + step_gain
                        new_code = code + delta
                        if room:
                            had = (new_code >> _ROOM_SHIFT) & 7
                            if had < total_jokers:
                                new_code += (min(total_jokers, had + room) - had) << _ROOM_SHIFT
                        elif cap and new_code >> _VALUE_SHIFT > cap:
                            new_code = (new_code & _LOW_MASK) | (cap << _VALUE_SHIFT)
                        if new_score > seen_score(new_code, -1):
                            following[new_code] = new_score
                            back[new_code] = (code, detail)
                            if beam:
                                ranks[new_code] = rank
                if work + relaxed.work >= slice_work:
                    spent += work + relaxed.work
                    work = relaxed.work = 0
                    yield
            if beam and len(following) > beam:
                chosen = heapq.nlargest(beam, ranks, key=ranks.__getitem__)
                following = {code: following[code] for code in chosen}
            current = following
            backs.append(back)
            if budget and spent + work > budget:
                return _Result(None, -1, aborted=True)
        # Groups of this number: the shares must split, with jokers for missing colours.
        following = {}
        back = {}
        for code, score in current.items():
            acc = (code >> _ACC_SHIFT) & _ACC_MASK
            if acc == 0:
                if score > following.get(code, -1):
                    following[code] = score
                    back[code] = (code, 0)
                continue
            base = code & ~(_ACC_MASK << _ACC_SHIFT)
            left = total_jokers - ((code >> _JOKER_SHIFT) & 7)
            for jokers, threes in feasible_jokers(acc // 5, acc % 5, model.lean):
                if jokers > left:
                    break
                new_code = base + (jokers << _JOKER_SHIFT)
                if lean and threes:
                    had = (new_code >> _ROOM_SHIFT) & 7
                    new_code += (min(total_jokers, had + threes) - had) << _ROOM_SHIFT
                if cap:
                    new_code += (jokers * number) << _VALUE_SHIFT
                    if new_code >> _VALUE_SHIFT > cap:
                        new_code = (new_code & _LOW_MASK) | (cap << _VALUE_SHIFT)
                new_score = score + jokers * joker_gain
                if new_score > following.get(new_code, -1):
                    following[new_code] = new_score
                    back[new_code] = (code, jokers)
        work += len(current)
        current = following
        backs.append(back)
    return _final(problem, model, current, backs, end_joker_gain, lean)


def _finish(
    problem: Problem, model: _Model, code: int, score: int, end_joker_gain: int, lean: bool
) -> tuple[int, int, int] | None:
    """A state after number 13 as a finished table: (score, jokers to park, score
    if room were unlimited), the score -1 when the jokers left cannot be parked;
    ``None`` when a run is unfinished or an opening's value is short."""
    if problem.minimum_value and code >> _VALUE_SHIFT < problem.minimum_value:
        return None
    room = (code >> _ROOM_SHIFT) & 7
    closable = model.closable
    for c in range(COLOURS):
        for s in _LANES[(code >> (c * _LANE_BITS)) & _LANE_MASK]:
            if not closable[s]:
                return None
            if s == 8 and model.lean:
                room += _ROOM_OF_LEAN_B3  # [* r12 r13] still has room below
    table_jokers = problem.forced[JOKER]
    used = (code >> _JOKER_SHIFT) & 7
    forced_left = max(0, table_jokers - used)
    optional_left = problem.forced[JOKER] + problem.optional[JOKER] - used - forced_left
    placed = max(0, used - table_jokers)
    if not lean:
        return (-1 if forced_left else score + placed * end_joker_gain), 0, -1
    unlimited = score + (placed + optional_left) * end_joker_gain
    if forced_left > room:
        return -1, 0, unlimited
    parked = min(optional_left, room - forced_left)
    return score + (placed + parked) * end_joker_gain, forced_left + parked, unlimited


def _final(
    problem: Problem,
    model: _Model,
    current: dict[int, int],
    backs: list[dict[int, tuple[int, _Detail | int]]],
    end_joker_gain: int,
    lean: bool,
) -> _Result:
    """Pick the best finished state and trace its path back."""
    best_code, best_score, best_parked, ceiling = -1, -1, 0, -1
    for code, score in current.items():
        finished = _finish(problem, model, code, score, end_joker_gain, lean)
        if finished is None:
            continue
        total, parked, unlimited = finished
        ceiling = max(ceiling, unlimited)
        if total > best_score:
            best_code, best_score, best_parked = code, total, parked
    if best_code < 0:
        return _Result(None, ceiling)
    details: list[_Detail | int] = []
    code = best_code
    for back in reversed(backs):
        code, detail = back[code]
        details.append(detail)
    details.reverse()
    return _Result(_Path(best_score, tuple(details), best_parked, model), ceiling)


_STAGES_PER_NUMBER = COLOURS + 1
_LAST_STAGE = NUMBERS_PER_COLOUR * _STAGES_PER_NUMBER


def _dive(
    problem: Problem,
    model: _Model,
    relaxed: _Relaxed,
    slice_work: int,
    threshold: int = 0,
    budget: int = 0,
) -> Generator[None, None, _Result]:
    """Depth-first branch and bound over the same states as ``_programme``.

    Children are tried best bound first and every state is expanded at most once
    per score (a memo of the best score each state was reached with), so the
    search finds a good table early and then proves it optimal. Returns the best
    path scoring at least ``threshold`` (exact), or gives up after ``budget`` work.
    """
    forced, optional = problem.forced, problem.optional
    cap = problem.minimum_value
    flat = problem.flat_joker_weight
    joker_weight = (0,) * (NUMBERS_PER_COLOUR + 1) if flat else problem.joker_weight
    end_joker_gain = problem.joker_weight[1] if flat else 0
    total_jokers = forced[JOKER] + optional[JOKER]
    lean = model.lean and total_jokers > 0
    row = relaxed.row
    jokers_bound = optional[JOKER] * max(problem.joker_weight)  # as in _programme
    best_score = threshold - 1
    best: _Path | None = None
    ceiling = -1
    visited: list[dict[int, int]] = [{} for _ in range(_LAST_STAGE + 1)]
    trail: list[_Detail | int] = []
    # Frames: [stage, code, score, children (None until expanded), next child].
    stack: list[list[Any]] = [[0, 0, 0, None, 0]]
    work = spent = 0
    while stack:
        frame = stack[-1]
        stage, code, score, children = frame[0], frame[1], frame[2], frame[3]
        if stage == _LAST_STAGE:
            finished = _finish(problem, model, code, score, end_joker_gain, lean)
            if finished is not None:
                total, parked, unlimited = finished
                ceiling = max(ceiling, unlimited)
                if total > best_score:
                    best_score = total
                    best = _Path(total, tuple(trail), parked, model)
            stack.pop()
            trail.pop()
            continue
        if children is None:
            number, colour = divmod(stage, _STAGES_PER_NUMBER)
            number += 1
            children = []
            left = total_jokers - ((code >> _JOKER_SHIFT) & 7)
            if colour < COLOURS:
                shift = colour * _LANE_BITS
                lane = (code >> shift) & _LANE_MASK
                steps = relaxed.cell_moves(colour, number, cap, lean).get(lane)
                if steps is None:
                    steps = relaxed.cell_steps(colour, number, lane, cap, lean)
                bound = [score] * (left + 1)
                for c in range(COLOURS):
                    if c != colour:
                        ahead = row(c, number if c < colour else number - 1, (code >> (c * _LANE_BITS)) & _LANE_MASK)
                        for j in range(left + 1):
                            bound[j] += ahead[j]
                work += len(steps)
                for delta, step_gain, jokers, room, ahead, detail in steps:
                    if jokers > left:
                        break
                    rank = bound[left - jokers] + step_gain + ahead[left - jokers]
                    if rank < _DOOMED:
                        continue
                    new_code = code + delta
                    if room:
                        had = (new_code >> _ROOM_SHIFT) & 7
                        if had < total_jokers:
                            new_code += (min(total_jokers, had + room) - had) << _ROOM_SHIFT
                    elif cap and new_code >> _VALUE_SHIFT > cap:
                        new_code = (new_code & _LOW_MASK) | (cap << _VALUE_SHIFT)
                    children.append((rank, score + step_gain, new_code, detail))
            else:
                acc = (code >> _ACC_SHIFT) & _ACC_MASK
                options = feasible_jokers(acc // 5, acc % 5, model.lean) if acc else ((0, 0),)
                base = code & ~(_ACC_MASK << _ACC_SHIFT)
                for jokers, threes in options:
                    if jokers > left:
                        break
                    new_code = base + (jokers << _JOKER_SHIFT)
                    if lean and threes:
                        had = (new_code >> _ROOM_SHIFT) & 7
                        new_code += (min(total_jokers, had + threes) - had) << _ROOM_SHIFT
                    if cap:
                        new_code += (jokers * number) << _VALUE_SHIFT
                        if new_code >> _VALUE_SHIFT > cap:
                            new_code = (new_code & _LOW_MASK) | (cap << _VALUE_SHIFT)
                    new_score = score + jokers * joker_weight[number]
                    rank = new_score
                    remaining = left - jokers
                    for c in range(COLOURS):
                        rank += row(c, number, (new_code >> (c * _LANE_BITS)) & _LANE_MASK)[remaining]
                    if rank >= _DOOMED:
                        children.append((rank, new_score, new_code, jokers))
                work += 1
            children.sort(key=_by_rank, reverse=True)
            frame[3] = children
            work += _EXPANSION_WORK
            if work + relaxed.work >= slice_work:
                spent += work + relaxed.work
                work = relaxed.work = 0
                if budget and spent > budget:
                    return _Result(None, -1, aborted=True)
                yield
        index = frame[4]
        needed = best_score + 1 - jokers_bound
        if index >= len(children) or children[index][0] < needed:
            stack.pop()
            if trail:
                trail.pop()
            continue
        frame[4] = index + 1
        _, new_score, new_code, detail = children[index]
        seen = visited[stage + 1]
        if seen.get(new_code, -1) >= new_score:
            continue
        seen[new_code] = new_score
        trail.append(detail)
        stack.append([stage + 1, new_code, new_score, None, 0])
    return _Result(best, ceiling)


def _by_rank(child: tuple[int, int, int, Any]) -> tuple[int, int]:
    return child[0], child[1]


def _best_path(problem: Problem, slice_work: int, exact: bool = True) -> Generator[None, None, _Path | None]:
    """The best path, or ``None`` when the forced tiles do not split into sets.

    A narrow beam pass (states ranked by score plus the relaxed bound) finds a
    good solution; then one exact depth-first pass (``_dive``) looks for anything
    better, unless the beam already reached ``top``, the relaxation's bound for
    the whole problem. With ``exact`` false only the beam runs.

    Flat joker weights without a minimum value use the lean joker model; if its
    room for parked jokers (a lower bound) is what held a better score back, the
    free model settles it with one more exact pass.
    """
    total_jokers = problem.forced[JOKER] + problem.optional[JOKER]
    lean = problem.flat_joker_weight and not problem.minimum_value and total_jokers > 0
    model = _LEAN if lean else _FREE
    relaxed = _Relaxed(problem, model, total_jokers)
    best = (yield from _programme(problem, model, slice_work, 0, BEAM_WIDTH, relaxed)).path
    if not exact:
        return best
    yield
    top = problem.optional[JOKER] * max(problem.joker_weight)
    for colour in range(COLOURS):  # every bound row, a colour per slice at most
        top += relaxed.row(colour, 0, 0)[total_jokers]
        if relaxed.work >= slice_work:
            relaxed.work = 0
            yield
    low = best.score if best is not None else -1
    ceiling = -1
    if top > low:
        search = yield from _dive(problem, model, relaxed, slice_work, low + 1)
        ceiling = search.ceiling
        if search.path is not None:
            best = search.path
    if lean and ceiling > (best.score if best is not None else -1):
        threshold = best.score + 1 if best is not None else 0
        free = (yield from _programme(problem, _FREE, slice_work, threshold)).path
        if free is not None and (best is None or free.score > best.score):
            best = free
    return best


def _melds_of(path: _Path) -> list[Meld]:
    """Replay a path number by number and build its sets (then park its jokers)."""
    model = path.model
    melds: list[Meld] = []
    open_runs: list[list[tuple[int, list[int]]]] = [[] for _ in range(COLOURS)]
    stage = 0
    for number in range(1, NUMBERS_PER_COLOUR + 1):
        copies = []
        for colour in range(COLOURS):
            detail = path.details[stage]
            stage += 1
            assert isinstance(detail, tuple)
            acts, started, joker_starts, grouped = detail
            kept: list[tuple[int, list[int]]] = []
            for (state, run), act in zip(open_runs[colour], acts):
                if act == "C":
                    melds.append(Meld(tuple(run), RUN))
                elif act == "R":
                    run.append(tile(colour, number))
                    kept.append((model.extend_real[state], run))
                else:
                    run.append(JOKER)
                    kept.append((model.extend_joker[state], run))
            kept += [(model.start_real, [tile(colour, number)]) for _ in range(started)]
            kept += [(model.start_joker, [JOKER]) for _ in range(joker_starts)]
            kept.sort(key=lambda item: item[0])  # stable: aligned with the sorted lane tuple
            open_runs[colour] = kept
            copies.append(grouped)
        jokers = path.details[stage]
        stage += 1
        assert isinstance(jokers, int)
        split = partition(tuple(copies), jokers, model.lean)
        assert split is not None
        for colours, group_jokers in split:
            tiles = tuple(tile(c, number) for c in colours) + (JOKER,) * group_jokers
            melds.append(Meld(tiles, GROUP))
    for runs in open_runs:
        melds += [Meld(tuple(run), RUN) for _, run in runs]
    return _park(melds, path.parked)


def _park(melds: list[Meld], jokers: int) -> list[Meld]:
    """Put ``jokers`` into spare room: beside runs (above if there is room), into groups of 3."""
    parked = []
    for meld in melds:
        tiles, kind = meld.tiles, meld.kind
        while jokers and kind == GROUP and len(tiles) == 3:
            tiles, jokers = tiles + (JOKER,), jokers - 1
        while jokers and kind == RUN and len(tiles) < NUMBERS_PER_COLOUR:
            start = run_start(tiles)
            assert start is not None
            if start + len(tiles) <= NUMBERS_PER_COLOUR:
                tiles = tiles + (JOKER,)
            else:
                tiles = (JOKER,) + tiles
            jokers -= 1
        parked.append(Meld(tiles, kind))
    assert jokers == 0, "parked more jokers than there was room for"
    return parked


# --------------------------------------------------------------------------- entry points


def _weights(objective: str) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """Per tile id, and per number for a joker, what placing one is worth."""
    if objective == "tiles":
        weight = [1] * NUM_KINDS
    elif objective == "value":
        weight = [t % NUMBERS_PER_COLOUR + 1 for t in range(JOKER)] + [0]
    elif objective == "shed":
        weight = [SHED_TILE + t % NUMBERS_PER_COLOUR + 1 for t in range(JOKER)] + [SHED_TILE + RACK_PENALTY_JOKER]
    else:
        raise ValueError(f"objective must be one of {', '.join(OBJECTIVES)}; got {objective!r}")
    return tuple(weight), (weight[JOKER],) * (NUMBERS_PER_COLOUR + 1)


def _sorted_melds(melds: Iterable[Meld]) -> tuple[Meld, ...]:
    return tuple(sorted(melds, key=lambda meld: (meld.kind != RUN, meld.tiles)))


def solve_steps(
    table: Sequence[Sequence[int]],
    rack: Sequence[int],
    *,
    objective: str = "tiles",
    initial_done: bool = True,
    initial_meld_min: int = 30,
    initial_may_extend: bool = False,
    slice_work: int = DEFAULT_SLICE_WORK,
    exact: bool = True,
) -> Generator[None, None, Solution]:
    """The best turn, computed in slices: yields ``None`` between slices of about
    ``slice_work`` transitions and returns the ``Solution``.

    ``table`` is the current table's sets (tile ids); it must be valid. When no
    rack tile can be placed the solution places nothing and keeps the table.
    With ``exact`` false only the quick first pass runs (a good turn, not always
    the best; for menus of candidate turns).
    """
    weight, joker_weight = _weights(objective)
    old = [tuple(meld) for meld in table]
    table_counts = counts_of(t for meld in old for t in meld)
    rack_counts = counts_of(rack)
    if not initial_done and initial_may_extend:
        return (yield from _extended_opening(old, table_counts, rack_counts, objective, initial_meld_min, slice_work))
    if not initial_done:
        problem = Problem(
            forced=(0,) * NUM_KINDS,
            optional=tuple(rack_counts),
            weight=weight,
            joker_weight=joker_weight,
            minimum_value=initial_meld_min,
        )
        path = (yield from _programme(problem, _FREE, slice_work)).path
        if path is None:
            return Solution((), tuple(_kept(old)))
        new = _melds_of(path)
        placed = tuple(sorted(t for meld in new for t in meld.tiles))
        return Solution(placed, tuple(_kept(old)) + _sorted_melds(new))
    problem = Problem(
        forced=tuple(table_counts),
        optional=tuple(rack_counts),
        weight=weight,
        joker_weight=joker_weight,
    )
    path = yield from _best_path(problem, slice_work, exact)
    if path is None and exact:
        raise ValueError("the table's tiles do not split into valid sets")
    if path is None:
        return Solution((), tuple(_kept(old)))
    melds = _melds_of(path)
    placed_counts = counts_of(t for meld in melds for t in meld.tiles)
    placed = tuple(t for t in range(NUM_KINDS) for _ in range(placed_counts[t] - table_counts[t]))
    if not placed:
        return Solution((), tuple(_kept(old)))
    return Solution(placed, _sorted_melds(melds))


def _kept(old: list[tuple[int, ...]]) -> list[Meld]:
    """The current table's sets as they are (their kind as §4.3 reads them)."""
    return [Meld(meld, default_kind(meld) or RUN) for meld in old]


def _extended_opening(
    old: list[tuple[int, ...]],
    table_counts: list[int],
    rack_counts: list[int],
    objective: str,
    minimum: int,
    slice_work: int,
) -> Generator[None, None, Solution]:
    """§8 C4 with ``initial_turn_may_extend``: the best turn whose played tiles hold,
    on their own, sets worth ``minimum`` (an "opener"); the rest goes anywhere.

    First the unconstrained best turn: if its tiles hold an opener it is optimal.
    Otherwise every minimal opener of the rack (sets of rack tiles worth enough,
    none of them superfluous) is forced onto the table in turn and the rest
    optimised around it; the best of these is optimal as long as the rack has at
    most ``OPENER_LIMIT`` minimal openers (all are tried), else it is the best of
    the ``OPENER_LIMIT`` most valuable ones.
    """
    weight, joker_weight = _weights(objective)
    rack = [t for t in range(NUM_KINDS) for _ in range(rack_counts[t])]
    unconstrained = yield from solve_steps(old, rack, objective=objective, slice_work=slice_work)
    if unconstrained.placed and opening_value(unconstrained.placed) >= minimum:
        return unconstrained
    best: tuple[int, Solution] | None = None
    for opener in _minimal_openers(rack_counts, minimum, OPENER_LIMIT):
        forced = [table_counts[t] + opener[t] for t in range(NUM_KINDS)]
        optional = [rack_counts[t] - opener[t] for t in range(NUM_KINDS)]
        problem = Problem(tuple(forced), tuple(optional), weight, joker_weight)
        path = yield from _best_path(problem, slice_work)
        if path is None:
            continue
        score = path.score + sum(weight[t] * opener[t] for t in range(NUM_KINDS))
        if best is None or score > best[0]:
            melds = _melds_of(path)
            placed_counts = counts_of(t for meld in melds for t in meld.tiles)
            placed = tuple(t for t in range(NUM_KINDS) for _ in range(placed_counts[t] - table_counts[t]))
            best = (score, Solution(placed, _sorted_melds(melds)))
    if best is None:
        return Solution((), tuple(_kept(old)))
    return best[1]


OPENER_LIMIT = 200
"""How many minimal openers ``_extended_opening`` tries at most."""


def _rack_sets(counts: Sequence[int]) -> list[tuple[tuple[int, ...], int]]:
    """Every set the tiles ``counts`` can form, with its best value (jokers as the
    highest numbers they may stand for), most valuable first."""
    jokers = counts[JOKER]
    found: dict[tuple[int, ...], int] = {}
    for colour in range(COLOURS):
        for start in range(1, NUMBERS_PER_COLOUR - 1):
            for end in range(start + 2, NUMBERS_PER_COLOUR + 1):
                places = []
                for number in range(start, end + 1):
                    options = []
                    if counts[tile(colour, number)]:
                        options.append(tile(colour, number))
                    if jokers:
                        options.append(JOKER)
                    places.append(options)
                if any(not options for options in places):
                    continue
                for run in itertools.product(*places):
                    if run.count(JOKER) <= jokers and run.count(JOKER) < len(run):
                        key = tuple(sorted(run))
                        found[key] = max(found.get(key, 0), sum(range(start, end + 1)))
    for number in range(1, NUMBERS_PER_COLOUR + 1):
        present = [tile(c, number) for c in range(COLOURS) if counts[tile(c, number)]]
        for size in range(1, len(present) + 1):
            for chosen in itertools.combinations(present, size):
                for extra in range(max(0, 3 - size), min(jokers, 4 - size) + 1):
                    key = tuple(sorted(chosen + (JOKER,) * extra))
                    found[key] = max(found.get(key, 0), number * (size + extra))
    return sorted(found.items(), key=lambda item: (-item[1], item[0]))


def _minimal_openers(counts: Sequence[int], minimum: int, limit: int) -> list[list[int]]:
    """Multisets of rack tiles that split into sets worth ``minimum`` or more, where
    leaving out any one of those sets falls short (up to ``limit``, richest first)."""
    sets = _rack_sets(counts)
    seen: set[tuple[int, ...]] = set()
    openers: list[list[int]] = []
    left = list(counts)
    chosen: list[tuple[tuple[int, ...], int]] = []

    def extend(start: int, worth: int) -> None:
        if len(openers) >= limit:
            return
        if worth >= minimum:
            if all(worth - part < minimum for _, part in chosen):
                used = [counts[t] - left[t] for t in range(NUM_KINDS)]
                key = tuple(used)
                if key not in seen:
                    seen.add(key)
                    openers.append(used)
            return
        for index in range(start, len(sets)):
            tiles, part = sets[index]
            need = Counter(tiles)
            if all(left[t] >= n for t, n in need.items()):
                for t, n in need.items():
                    left[t] -= n
                chosen.append((tiles, part))
                extend(index, worth + part)
                chosen.pop()
                for t, n in need.items():
                    left[t] += n

    extend(0, 0)
    return openers


def opening_value(tiles: Sequence[int]) -> int:
    """The most a part of ``tiles`` is worth split into sets, jokers counting as the
    numbers they stand for (§8 C4: the best split of the played tiles); 0 if none."""
    counts = counts_of(tiles)
    weight = tuple([t % NUMBERS_PER_COLOUR + 1 for t in range(JOKER)] + [0])
    problem = Problem(
        forced=(0,) * NUM_KINDS,
        optional=tuple(counts),
        weight=weight,
        joker_weight=tuple(range(NUMBERS_PER_COLOUR + 1)),
    )
    steps = _best_path(problem, 1 << 62)
    while True:
        try:
            next(steps)
        except StopIteration as done:
            path = done.value
            return 0 if path is None else int(path.score)


def solve(
    table: Sequence[Sequence[int]],
    rack: Sequence[int],
    *,
    objective: str = "tiles",
    initial_done: bool = True,
    initial_meld_min: int = 30,
    initial_may_extend: bool = False,
    exact: bool = True,
) -> Solution:
    """``solve_steps`` run to the end in one go."""
    steps = solve_steps(
        table,
        rack,
        objective=objective,
        initial_done=initial_done,
        initial_meld_min=initial_meld_min,
        initial_may_extend=initial_may_extend,
        slice_work=1 << 62,
        exact=exact,
    )
    while True:
        try:
            next(steps)
        except StopIteration as done:
            return cast(Solution, done.value)
