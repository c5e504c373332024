"""What one seat may know of a Rummikub state (spec §6), and states sampled from it.

A view holds every set on the table (tiles, kind, what each joker stands for,
value and set id), the seat's own rack (``hand``), every rack's size unless
``show_rack_counts`` is off, the pool size, who has melded, the passes in a
row, the match scores and tie-break counts, the first-player draw and the last
round's public record (all racks shown) and the options in force. It never holds the pool's order,
another seat's tiles or the generator. ``sample_state`` deals the unseen tiles
at random, so ``view(sample_state(v), seat) == v`` for every view ``v``.

The acting seat's view lists its legal actions (``legal``: the draw or pass and
the candidate turns of ``RummikubRules.legal_actions``; any legal table is a legal
turn, so not every one is listed) and the same taken apart (``moves``: each a
``RummikubMove``, the new table and the tiles placed as data). A table composes any
other table itself and has the engine write its text (``actions.Play``);
``read_move`` takes apart an action text the view does not list (a hint, a move
already played).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypedDict

from ...core import InvalidActionError, JsonDict, MoveView, typed_view
from ...rng import Rng
from .actions import Play, RummikubAction, Timeout, action_from_str, kind_of
from .sets import GROUP, joker_representations, value
from .state import (
    Meld,
    Phase,
    RummikubMeld,
    RummikubRoundRecord,
    RummikubState,
    json_forms,
    proposed_meld,
)
from .tiles import JOKER, NOTATIONS, Notation, full_set, multiset_minus, number_of


class RummikubTableSet(TypedDict):
    """A set on the table: its tiles, kind, what each joker stands for, value and id."""

    id: int
    tiles: list[str]
    kind: str
    jokers: list[str]  # per joker, in order: the tile (run) or the number (group) it stands for
    value: int


class RummikubMove(MoveView):
    """One legal action of the viewer, taken apart (``kind``: an ``ActionKind`` value;
    ``cards``: the rack tiles a play or a timeout's working copy places, sorted as the
    action writes them)."""

    table: list[RummikubMeld]  # the whole new table of a play (or a timeout's copy), in table order; else []
    points: int  # what the placed tiles are worth (a joker: what a joker of the new table stands for)


class RummikubView(TypedDict):
    """Every Rummikub view (``RummikubRules.view``); the table and the bots read it typed."""

    game: str
    seat: int | None
    phase: str
    to_act: list[int]
    round: int
    round_starter: int
    table: list[RummikubTableSet]
    next_set_id: int
    hand: list[str]
    drawn: list[str]
    rack_sizes: list[int] | None  # None: ``show_rack_counts`` is off
    pool_size: int
    has_melded: list[bool]
    passes: int
    scores: list[int]
    rounds_won: list[int]
    penalties: list[int]
    first_draws: list[list[int | str]]  # [seat, tile] per draw for the first player
    last_round: RummikubRoundRecord | None
    options: dict[str, Any]
    num_players: int
    legal: list[str]
    moves: list[RummikubMove]  # ``legal`` taken apart, in the same order


def rummikub_view(data: JsonDict) -> RummikubView:
    """``data``, a view from ``RummikubRules.view``, typed (``core.typed_view``)."""
    return typed_view(RummikubView, data)


def placed_points(table: tuple[Meld, ...], placed: tuple[int, ...]) -> int:
    """What the tiles placed are worth: their numbers, each joker placed counting what a
    joker of the new table stands for (the highest first)."""
    joker_values = sorted(
        (
            what if kind == GROUP else number_of(what)
            for meld in table
            if JOKER in meld.tiles and meld.kind is not None
            for kind, what in joker_representations(meld.tiles, meld.kind)
        ),
        reverse=True,
    )
    jokers = sum(1 for t in placed if t == JOKER)
    return sum(number_of(t) for t in placed if t != JOKER) + sum(joker_values[:jokers])


def move_of(action: RummikubAction, notation: Notation) -> RummikubMove:
    """``action`` taken apart: its text, kind, the tiles it places, the new table."""
    table = action.table if isinstance(action, (Play, Timeout)) and action.table is not None else ()
    placed = action.placed if isinstance(action, (Play, Timeout)) else ()
    return {
        "action": action.describe(notation),
        "kind": kind_of(action).value,
        "cards": [notation.to_str(t) for t in placed],
        "table": [json_forms(notation).meld_record(meld) for meld in table],
        "points": placed_points(table, placed),
    }


def read_move(text: str, notation: Notation | None = None) -> RummikubMove:
    """An action text taken apart (``move_of``), in ``notation``, or when ``None`` in the
    notation whose letters it uses; ``InvalidActionError`` when it is no Rummikub action."""
    for candidate in (notation,) if notation is not None else tuple(NOTATIONS.values()):
        try:
            return move_of(action_from_str(text, candidate), candidate)
        except InvalidActionError:
            if notation is not None:
                raise
    raise InvalidActionError(f"{text[:40]!r} is not a Rummikub action")


def _table(state: RummikubState, notation: Notation) -> list[RummikubTableSet]:
    shown: list[RummikubTableSet] = []
    for set_id, meld in zip(state.set_ids, state.table):
        assert meld.kind is not None, "table sets are valid"
        stands_for = [
            notation.to_str(what) if kind == "run" else f"{what}"
            for kind, what in joker_representations(meld.tiles, meld.kind)
        ]
        shown.append(
            {
                "id": set_id,
                "tiles": [notation.to_str(t) for t in meld.tiles],
                "kind": meld.kind,
                "jokers": stands_for,
                "value": value(meld.tiles, meld.kind),
            }
        )
    return shown


def view_of(
    state: RummikubState,
    seat: int | None,
    options: Mapping[str, Any],
    notation: Notation,
    *,
    num_players: int,
    moves: list[RummikubMove],
) -> RummikubView:
    """The seat's view (``None``: a spectator), with the envelope's ``num_players`` and
    the legal ``moves`` that ``RummikubRules.view`` works out."""
    over = state.phase is Phase.GAME_OVER
    show_counts = bool(options["show_rack_counts"])
    return {
        "game": "rummikub",
        "seat": seat,
        "phase": state.phase.value,
        "to_act": [] if over else [state.to_move],
        "round": state.round_number,
        "round_starter": state.round_starter,
        "table": _table(state, notation),
        "next_set_id": state.next_set_id,
        "hand": [] if seat is None else [notation.to_str(t) for t in state.racks[seat]],
        # The tiles of the seat's own last draw, while it has not played since (marked "new").
        "drawn": [] if seat is None or not state.drawn else [notation.to_str(t) for t in state.drawn[seat]],
        "rack_sizes": [len(rack) for rack in state.racks] if show_counts else None,
        "pool_size": len(state.pool),
        "has_melded": list(state.has_melded),
        "passes": state.passes,
        "scores": list(state.scores),
        "rounds_won": list(state.rounds_won),
        "penalties": list(state.penalties),
        "first_draws": [[s, notation.to_str(t)] for s, t in state.first_draws],
        "last_round": None if state.last_round is None else json_forms(notation).round_record(state.last_round),
        # The rules in force (public): the table checks its working copy with them.
        "options": dict(options),
        # The shared envelope (core.VIEW_ENVELOPE).
        "num_players": num_players,
        "legal": [move["action"] for move in moves],
        "moves": moves,
    }


def sample_state(
    view: JsonDict, rng: Rng, options: Mapping[str, Any], notation: Notation, num_players: int
) -> RummikubState:
    """A full state that ``view``'s seat cannot tell from the real one."""
    seat = int(view["seat"])
    own = tuple(notation.from_str(t) for t in view["hand"])
    table = tuple(proposed_meld({"tiles": meld["tiles"], "kind": meld["kind"]}, notation) for meld in view["table"])
    unseen = multiset_minus(full_set(int(options["jokers"])), own + tuple(t for m in table for t in m.tiles))
    if unseen is None:
        raise ValueError("the view's tiles do not belong to one tile set")
    pool_size = int(view["pool_size"])
    others = [s for s in range(num_players) if s != seat]
    if view["rack_sizes"] is not None:
        sizes = {s: int(view["rack_sizes"][s]) for s in others}
    else:  # hidden counts (§18 #18): any split of the unseen racks will do
        hidden = len(unseen) - pool_size
        sizes = {s: hidden // len(others) + (i < hidden % len(others)) for i, s in enumerate(others)}
    order = list(unseen)
    rng.shuffle(order)
    racks: list[tuple[int, ...]] = [()] * num_players
    racks[seat] = own
    for s in others:
        racks[s], order = tuple(sorted(order[: sizes[s]])), order[sizes[s] :]
    if len(order) != pool_size:
        raise ValueError("the view's tile counts do not add up to the tile set")
    return RummikubState(
        num_players=num_players,
        phase=Phase(view["phase"]),
        to_move=view["to_act"][0] if view["to_act"] else -1,
        round_number=int(view["round"]),
        round_starter=int(view["round_starter"]),
        pool=tuple(order),
        racks=tuple(racks),
        table=table,
        set_ids=tuple(int(meld["id"]) for meld in view["table"]),
        next_set_id=int(view["next_set_id"]),
        has_melded=tuple(bool(m) for m in view["has_melded"]),
        passes=int(view["passes"]),
        scores=tuple(int(p) for p in view["scores"]),
        rounds_won=tuple(int(r) for r in view["rounds_won"]),
        penalties=tuple(int(p) for p in view["penalties"]),
        rng=rng.spawn().state,
        first_draws=tuple((int(s), notation.from_str(t)) for s, t in view["first_draws"]),
        last_round=None
        if view["last_round"] is None
        else json_forms(notation).round.read(view["last_round"], {"num_players": num_players}),
        drawn=tuple(tuple(notation.from_str(t) for t in view["drawn"]) if s == seat else () for s in range(num_players))
        if view["drawn"]
        else (),
    )
